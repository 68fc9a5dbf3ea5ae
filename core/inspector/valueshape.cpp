#include "valueshape.h"

#include <cstring>

namespace ValueShape {
namespace {
bool isHexDigit(char c, bool upperToo)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (upperToo && c >= 'A' && c <= 'F');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
} // namespace

bool isLowerHex(const QByteArray &value, qsizetype length)
{
    if (value.size() != length)
        return false;
    for (char c : value)
        if (!isHexDigit(c, false))
            return false;
    return true;
}

bool isUuid1Hex(const QByteArray &value)
{
    return isLowerHex(value, 32) && value.at(12) == '1' &&
           std::strchr("89ab", value.at(16)) != nullptr;
}

bool isUuidText(const QByteArray &value)
{
    if (value.size() != 36)
        return false;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash ? value.at(i) != '-' : !isHexDigit(value.at(i), true))
            return false;
    }
    return true;
}

bool isUuid4Text(const QByteArray &value)
{
    return isUuidText(value) && value.at(14) == '4';
}

bool isRedissonOwner(const QByteArray &value)
{
    // "<36-char uuid>:<thread id>"
    return value.size() > 37 && value.at(36) == ':' && isUuidText(value.left(36)) &&
           isPositiveInteger(value.mid(37), 19);
}

bool isBase64(const QByteArray &value, qsizetype length)
{
    if (value.size() != length)
        return false;
    for (char c : value) {
        const bool ok =
            (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || isDigit(c) || c == '+' || c == '/';
        if (!ok)
            return false;
    }
    return true;
}

bool isInteger(const QByteArray &value, int maxDigits)
{
    const qsizetype start = value.startsWith('-') ? 1 : 0;
    const qsizetype digits = value.size() - start;
    if (digits < 1 || digits > maxDigits)
        return false;
    for (qsizetype i = start; i < value.size(); ++i)
        if (!isDigit(value.at(i)))
            return false;
    return true;
}

bool isPositiveInteger(const QByteArray &value, int maxDigits)
{
    if (value.isEmpty() || value.startsWith('-') || !isInteger(value, maxDigits))
        return false;
    for (char c : value)
        if (c != '0')
            return true;
    return false;
}

bool isJsonObject(const QByteArray &value)
{
    const QByteArray t = value.trimmed();
    return t.size() >= 2 && t.startsWith('{') && t.endsWith('}');
}

bool isJsonArray(const QByteArray &value)
{
    const QByteArray t = value.trimmed();
    return t.size() >= 2 && t.startsWith('[') && t.endsWith(']');
}

bool jsonHasKey(const QByteArray &object, const char *name)
{
    QByteArray quoted(name);
    quoted.prepend('"').append('"');
    for (qsizetype at = object.indexOf(quoted); at >= 0; at = object.indexOf(quoted, at + 1)) {
        qsizetype i = at + quoted.size();
        while (i < object.size() && (object.at(i) == ' ' || object.at(i) == '\t'))
            ++i;
        if (i < object.size() && object.at(i) == ':')
            return true;
    }
    return false;
}

TimeMagnitude timeMagnitude(double value)
{
    // 1e8 s is 1973, 1e11 s is 5138: a window wide enough for any clock, narrow enough that the
    // four units do not overlap.
    if (!(value >= 1e8) || value >= 1e20)
        return TimeMagnitude::None;
    if (value < 1e11)
        return TimeMagnitude::Seconds;
    if (value < 1e14)
        return TimeMagnitude::Milliseconds;
    if (value < 1e17)
        return TimeMagnitude::Microseconds;
    return TimeMagnitude::Nanoseconds;
}

} // namespace ValueShape
