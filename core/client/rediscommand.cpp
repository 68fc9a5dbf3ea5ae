#include "rediscommand.h"

#include <QChar>

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
// The length of the well-formed UTF-8 sequence at bytes[i] if it encodes a printable character
// beyond ASCII (QChar::isPrint: not a C1 control, format character or unassigned code point),
// with that character in *code; 0 otherwise. Overlong forms, surrogates and code points past
// U+10FFFF are not well-formed (the Unicode standard's table 3-7).
qsizetype printableUtf8(const QByteArray &bytes, qsizetype i, char32_t *code)
{
    const auto at = [&](qsizetype k) { return static_cast<unsigned char>(bytes.at(k)); };
    const unsigned lead = at(i);
    qsizetype length = 0;
    unsigned low = 0x80, high = 0xbf; // the second byte's range
    char32_t c = 0;
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
        c = lead & 0x1f;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        c = lead & 0x0f;
        low = lead == 0xe0 ? 0xa0 : 0x80;
        high = lead == 0xed ? 0x9f : 0xbf;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        c = lead & 0x07;
        low = lead == 0xf0 ? 0x90 : 0x80;
        high = lead == 0xf4 ? 0x8f : 0xbf;
    } else {
        return 0;
    }
    if (i + length > bytes.size())
        return 0;
    for (qsizetype k = 1; k < length; ++k) {
        const unsigned b = at(i + k);
        if (k == 1 ? (b < low || b > high) : (b < 0x80 || b > 0xbf))
            return 0;
        c = (c << 6) | (b & 0x3f);
    }
    if (!QChar::isPrint(c))
        return 0;
    *code = c;
    return length;
}

bool needsQuotes(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return true;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80) {
            char32_t code = 0;
            const qsizetype n = printableUtf8(bytes, i, &code);
            if (n == 0)
                return true;
            i += n - 1;
            continue;
        }
        if (u <= 0x20 || u == 0x7f || c == '"' || c == '\'' || c == '\\')
            return true;
    }
    return false;
}

void appendEscaped(QString &out, const QByteArray &bytes)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
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
            if (u >= 0x20 && u < 0x7f) {
                out += QLatin1Char(c);
                break;
            }
            char32_t code = 0;
            if (const qsizetype n = u >= 0x80 ? printableUtf8(bytes, i, &code) : 0; n > 0) {
                out += QString::fromUcs4(&code, 1);
                i += n - 1;
            } else {
                out += QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
            }
        }
    }
}
} // namespace

QString quoteBytes(const QByteArray &bytes, QuoteMode mode, qsizetype maxLength)
{
    const bool cut = maxLength >= 0 && bytes.size() > maxLength;
    // Not in the middle of a character: back to the start of the sequence the cut would split.
    if (cut) {
        qsizetype lead = maxLength;
        for (int back = 0;
             back < 3 && lead > 0 && (static_cast<unsigned char>(bytes.at(lead)) & 0xc0) == 0x80;
             ++back)
            --lead;
        char32_t code = 0;
        if (lead < maxLength && lead + printableUtf8(bytes, lead, &code) > maxLength)
            maxLength = lead;
    }
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
