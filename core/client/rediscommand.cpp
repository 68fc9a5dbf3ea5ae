#include "rediscommand.h"

#include <cstring>

namespace {
// Decimal digits of n >= 0, written at p (which has room for 20); returns the count.
int writeDecimal(char *p, qsizetype n)
{
    char digits[20];
    int count = 0;
    do {
        digits[count++] = char('0' + n % 10);
        n /= 10;
    } while (n > 0);
    for (int i = 0; i < count; ++i)
        p[i] = digits[count - 1 - i];
    return count;
}
} // namespace

// RESP by hand, in one allocation: hiredis's redisFormatCommandArgv formats each length with
// sprintf and copies into a buffer we then copy again, which showed up in the client's profile.
QByteArray formatCommand(const RedisCommand &argv)
{
    qsizetype total = 1 + 20 + 2;
    for (const QByteArray &a : argv)
        total += 1 + 20 + 2 + a.size() + 2;
    QByteArray out(total, Qt::Uninitialized);
    char *p = out.data();
    *p++ = '*';
    p += writeDecimal(p, argv.size());
    *p++ = '\r';
    *p++ = '\n';
    for (const QByteArray &a : argv) {
        *p++ = '$';
        p += writeDecimal(p, a.size());
        *p++ = '\r';
        *p++ = '\n';
        if (!a.isEmpty())
            memcpy(p, a.constData(), size_t(a.size()));
        p += a.size();
        *p++ = '\r';
        *p++ = '\n';
    }
    out.truncate(p - out.constData());
    return out;
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
