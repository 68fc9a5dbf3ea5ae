#include "respframecheck.h"

#include <cstring>
#include <limits>
#include <optional>

namespace {
// A RESP length or integer: an optional '-' and 1 to 19 digits, from -(2^63 - 1) to 2^63 - 1.
// hiredis 0.14 reads these without any check (non-digits become -1, overflow is undefined
// behaviour).
std::optional<qint64> parseNumber(const QByteArray &line)
{
    const char *p = line.constData();
    const char *end = p + line.size();
    const bool negative = p != end && *p == '-';
    if (negative)
        ++p;
    if (p == end)
        return std::nullopt;
    quint64 value = 0;
    // Down to -(2^63 - 1) only: hiredis 0.14 negates what it read, and -2^63 overflows there.
    const quint64 limit = quint64(std::numeric_limits<qint64>::max());
    for (; p != end; ++p) {
        if (*p < '0' || *p > '9')
            return std::nullopt;
        const quint64 digit = quint64(*p - '0');
        if (value > (limit - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    return negative ? qint64(0 - value) : qint64(value);
}

QString quoted(const QByteArray &line)
{
    const QByteArray shown = line.left(40);
    return QStringLiteral("\"%1%2\"")
        .arg(QString::fromLatin1(shown.toPercentEncoding(" -+:$*.")),
             line.size() > shown.size() ? QStringLiteral("...") : QString());
}
} // namespace

void RespFrameCheck::reset()
{
    *this = RespFrameCheck(m_limits);
}

qsizetype RespFrameCheck::scan(const char *data, qsizetype size)
{
    qsizetype i = 0;
    while (i < size && !failed()) {
        const qsizetype before = i;
        switch (m_state) {
        case State::Type:
            m_type = data[i++];
            if (!std::strchr("+-:$*", m_type) || m_type == 0) {
                fail(QStringLiteral("unknown reply type byte 0x%1")
                         .arg(uchar(m_type), 2, 16, QLatin1Char('0')));
                return before;
            }
            m_line.clear();
            m_state = State::Line;
            break;
        case State::Line: {
            const void *nl = std::memchr(data + i, '\n', size_t(size - i));
            const qsizetype end = nl ? static_cast<const char *>(nl) - data : size;
            if (m_line.size() + (end - i) > m_limits.maxLineLength + 1) {
                fail(QStringLiteral("a line of more than %1 bytes").arg(m_limits.maxLineLength));
                return before;
            }
            m_line.append(data + i, end - i);
            i = end;
            if (nl) {
                ++i;
                if (!m_line.endsWith('\r')) {
                    fail(QStringLiteral("a line ends without CR before its LF"));
                    return before;
                }
                m_line.chop(1);
                lineDone();
                if (failed())
                    return before;
            }
            break;
        }
        case State::Body: {
            const qint64 take = std::min<qint64>(m_bodyLeft, size - i);
            i += take;
            m_bodyLeft -= take;
            if (m_bodyLeft == 0)
                valueDone();
            break;
        }
        }
        if (!m_open.isEmpty() || m_state != State::Type) {
            m_replyBytes += i - before;
            if (m_replyBytes > m_limits.maxReplyBytes) {
                fail(QStringLiteral("a reply of more than %1 bytes").arg(m_limits.maxReplyBytes));
                return before;
            }
        }
    }
    return failed() ? i : size;
}

void RespFrameCheck::lineDone()
{
    if (m_type == '+' || m_type == '-') {
        valueDone();
        return;
    }
    const std::optional<qint64> n = parseNumber(m_line);
    if (!n) {
        fail(QStringLiteral("%1 is not a number").arg(quoted(QByteArray(1, m_type) + m_line)));
        return;
    }
    if (m_type == ':') {
        valueDone();
        return;
    }
    if (*n == -1) { // nil string or nil array
        valueDone();
        return;
    }
    if (*n < -1) {
        fail(QStringLiteral("a negative length %1").arg(*n));
        return;
    }
    if (m_type == '$') {
        if (*n > m_limits.maxBulkLength) {
            fail(QStringLiteral("a string of %1 bytes (the limit is %2)")
                     .arg(*n)
                     .arg(m_limits.maxBulkLength));
            return;
        }
        if (m_replyBytes + *n > m_limits.maxReplyBytes) {
            fail(QStringLiteral("a reply of more than %1 bytes").arg(m_limits.maxReplyBytes));
            return;
        }
        m_bodyLeft = *n + 2;
        m_state = State::Body;
        return;
    }
    // '*'
    if (*n > m_limits.maxArrayLength) {
        fail(QStringLiteral("an array of %1 elements (the limit is %2)")
                 .arg(*n)
                 .arg(m_limits.maxArrayLength));
        return;
    }
    if (m_replyElements + *n > m_limits.maxReplyElements) {
        fail(QStringLiteral("a reply of more than %1 elements").arg(m_limits.maxReplyElements));
        return;
    }
    if (m_open.size() >= m_limits.maxDepth) {
        fail(QStringLiteral("arrays nested more than %1 deep").arg(m_limits.maxDepth));
        return;
    }
    m_replyElements += *n;
    if (*n == 0) {
        valueDone();
        return;
    }
    m_open.append(*n);
    m_state = State::Type;
}

void RespFrameCheck::valueDone()
{
    m_state = State::Type;
    while (!m_open.isEmpty()) {
        if (--m_open.last() > 0)
            return;
        m_open.removeLast();
    }
    // A top-level reply is complete: the next one starts its own budget.
    m_replyElements = 0;
    m_replyBytes = 0;
}
