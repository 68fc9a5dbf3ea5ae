#pragma once

#include "keyspace.h"
#include "result.h"

#include <QByteArray>
#include <QString>
#include <optional>

class RedisConnection;

// The protected resource of the fencing-token scheme: a value that accepts a write only with a
// fencing number not lower than the highest it has seen (compare-and-set in one Lua script).
// A holder of a FencedLock whose lease ran out while it was paused wakes up with a stale number
// and is rejected, whatever it believes about the lock. Equal numbers are accepted: the current
// holder may write more than once.
// Keys: "<prefix>{name}:value" and "<prefix>{name}:highest-fence" (not ":fence", so that a lock
// and its resource may share a name without sharing the lock's counter).
// Commands: EVALSHA fenced_write; read: MGET value highest.
class FencedResource
{
public:
    struct WriteOutcome
    {
        bool accepted = false;
        qint64 fencing = -1;     // the number the write came with
        qint64 highestSeen = -1; // after the write: ours when accepted, the newer one when not
        QString detail;          // why rejected
    };
    struct Contents
    {
        std::optional<QByteArray> value; // nullopt: never written
        qint64 highestSeen = -1;         // -1: no write yet
    };

    FencedResource(RedisConnection &connection, KeySpace keys, QByteArray name);

    const QByteArray &name() const { return m_name; }
    QByteArray valueKey() const { return m_keys.key(m_name, "value"); }
    QByteArray highestKey() const { return m_keys.key(m_name, "highest-fence"); }

    // A negative fencing number (LockHold's "none") is an InvalidArgument; nothing is sent.
    Result<WriteOutcome> write(qint64 fencing, const QByteArray &value);
    Result<Contents> read();

private:
    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_name;
};
