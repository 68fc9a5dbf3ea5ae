#pragma once

#include <QByteArray>
#include <QString>
#include <QVarLengthArray>

// What one RESP2 reply may claim before a byte of it is believed (docs/limits.md). The limits
// are high enough for every reply a real server sends CoordScope's commands.
struct RespLimits
{
    qint64 maxBulkLength = 512ll * 1024 * 1024;  // one string: Redis's proto-max-bulk-len
    qint64 maxArrayLength = 4ll * 1024 * 1024;   // elements of one array
    qint64 maxReplyElements = 4ll * 1024 * 1024; // elements of one reply, all levels
    qint64 maxReplyBytes = 1024ll * 1024 * 1024; // bytes of one reply, headers included
    int maxLineLength = 64 * 1024; // a status, error or integer line, or a length header
    int maxDepth = 7;              // arrays inside arrays (hiredis's own limit)
};

// Walks a RESP2 byte stream ahead of the parser and stops it at the first reply that claims more
// than RespLimits allow or that is not RESP: a length that is not a number or overflows, an
// unknown type byte, a line without its CRLF. Only headers are read; string bodies are skipped
// by count, so what the check keeps is a line and a small stack.
class RespFrameCheck
{
public:
    explicit RespFrameCheck(const RespLimits &limits = {})
        : m_limits(limits)
    {}

    // How many leading bytes of data are well framed: all of them, unless the stream breaks a
    // rule there, after which error() says why and every later byte is refused.
    qsizetype scan(const char *data, qsizetype size);
    bool failed() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    const RespLimits &limits() const { return m_limits; }
    void reset();

private:
    enum class State { Type, Line, Body };
    void lineDone();
    void valueDone();
    void fail(QString why) { m_error = std::move(why); }

    RespLimits m_limits;
    State m_state = State::Type;
    char m_type = 0;
    QByteArray m_line;                 // the current line, without its type byte
    qint64 m_bodyLeft = 0;             // bytes of a string's body (and CRLF) still to come
    QVarLengthArray<qint64, 8> m_open; // per open array: elements still to come
    qint64 m_replyElements = 0;
    qint64 m_replyBytes = 0;
    QString m_error;
};
