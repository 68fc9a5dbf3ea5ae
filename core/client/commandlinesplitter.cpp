#include "commandlinesplitter.h"

#include <QCoreApplication>

namespace {
bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}

RedisError invalid(const char *text, qsizetype at)
{
    return RedisError(RedisError::Kind::InvalidArgument,
                      QCoreApplication::translate("CommandLineSplitter", text).arg(at + 1));
}
} // namespace

namespace CommandLineSplitter {

Result<RedisCommand> split(const QString &line)
{
    const QByteArray bytes = line.toUtf8();
    const qsizetype n = bytes.size();
    RedisCommand argv;
    // A closing quote at i must end the argument: the end of the line or a space follows.
    const auto closesArgument = [&](qsizetype at) {
        return at + 1 >= n || isSpace(bytes.at(at + 1));
    };
    const auto textAfterQuote = [](qsizetype at) {
        return invalid(
            QT_TRANSLATE_NOOP("CommandLineSplitter",
                              "a closing quote must be followed by a space (character %1)"),
            at);
    };
    qsizetype i = 0;
    while (true) {
        while (i < n && isSpace(bytes.at(i)))
            ++i;
        if (i >= n)
            return argv;
        QByteArray current;
        bool inDouble = false;
        bool inSingle = false;
        const qsizetype start = i;
        bool done = false;
        while (!done) {
            if (inDouble) {
                if (i >= n)
                    return invalid(
                        QT_TRANSLATE_NOOP("CommandLineSplitter",
                                          "unbalanced double quote (opened at character %1)"),
                        start);
                const char c = bytes.at(i);
                if (c == '\\' && i + 3 < n && bytes.at(i + 1) == 'x' && isHex(bytes.at(i + 2)) &&
                    isHex(bytes.at(i + 3))) {
                    current += char(hexValue(bytes.at(i + 2)) * 16 + hexValue(bytes.at(i + 3)));
                    i += 3;
                } else if (c == '\\' && i + 1 < n) {
                    ++i;
                    switch (bytes.at(i)) {
                    case 'n':
                        current += '\n';
                        break;
                    case 'r':
                        current += '\r';
                        break;
                    case 't':
                        current += '\t';
                        break;
                    case 'b':
                        current += '\b';
                        break;
                    case 'a':
                        current += '\a';
                        break;
                    default:
                        current += bytes.at(i);
                        break;
                    }
                } else if (c == '"') {
                    if (!closesArgument(i))
                        return textAfterQuote(i);
                    done = true;
                } else {
                    current += c;
                }
            } else if (inSingle) {
                if (i >= n)
                    return invalid(
                        QT_TRANSLATE_NOOP("CommandLineSplitter",
                                          "unbalanced single quote (opened at character %1)"),
                        start);
                const char c = bytes.at(i);
                if (c == '\\' && i + 1 < n && bytes.at(i + 1) == '\'') {
                    ++i;
                    current += '\'';
                } else if (c == '\'') {
                    if (!closesArgument(i))
                        return textAfterQuote(i);
                    done = true;
                } else {
                    current += c;
                }
            } else {
                if (i >= n) {
                    done = true;
                    break;
                }
                const char c = bytes.at(i);
                if (isSpace(c))
                    done = true;
                else if (c == '"')
                    inDouble = true;
                else if (c == '\'')
                    inSingle = true;
                else
                    current += c;
            }
            if (i < n)
                ++i;
        }
        argv << current;
    }
}

} // namespace CommandLineSplitter
