#include "rediscommand.h"

#include <hiredis/hiredis.h>

#include <memory>
#include <vector>

QByteArray formatCommand(const RedisCommand &argv)
{
    std::vector<const char *> args;
    std::vector<size_t> lengths;
    args.reserve(argv.size());
    lengths.reserve(argv.size());
    for (const QByteArray &a : argv) {
        args.push_back(a.constData());
        lengths.push_back(size_t(a.size()));
    }
    char *raw = nullptr;
    const int len = redisFormatCommandArgv(&raw, int(args.size()), args.data(), lengths.data());
    const std::unique_ptr<char, decltype(&redisFreeCommand)> owned(raw, &redisFreeCommand);
    if (len < 0)
        return QByteArray();
    return QByteArray(raw, len);
}

namespace {
bool needsQuotes(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return true;
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if (u <= 0x20 || u >= 0x7f || c == '"' || c == '\'' || c == '\\')
            return true;
    }
    return false;
}

void appendEscaped(QString &out, const QByteArray &bytes)
{
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '\\':
            out += QLatin1String("\\\\");
            break;
        case '"':
            out += QLatin1String("\\\"");
            break;
        case '\n':
            out += QLatin1String("\\n");
            break;
        case '\r':
            out += QLatin1String("\\r");
            break;
        case '\t':
            out += QLatin1String("\\t");
            break;
        case '\a':
            out += QLatin1String("\\a");
            break;
        case '\b':
            out += QLatin1String("\\b");
            break;
        default:
            if (u >= 0x20 && u < 0x7f)
                out += QLatin1Char(c);
            else
                out += QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
        }
    }
}
} // namespace

QString quoteBytes(const QByteArray &bytes, QuoteMode mode, qsizetype maxLength)
{
    const bool cut = maxLength >= 0 && bytes.size() > maxLength;
    const bool quoted = mode == QuoteMode::Always || needsQuotes(bytes);
    QString out;
    out.reserve((cut ? maxLength : bytes.size()) + 3);
    if (quoted)
        out += QLatin1Char('"');
    appendEscaped(out, cut ? bytes.left(maxLength) : bytes);
    if (cut)
        out += QStringLiteral("…");
    if (quoted)
        out += QLatin1Char('"');
    return out;
}
