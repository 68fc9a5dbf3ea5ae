#pragma once

#include "keyspace.h"
#include "queuekeys.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <optional>

class RedisConnection;

// A FIFO task queue on one LIST, "<prefix>{NAME}:queue": RPUSH at the tail, take from the head
// with LPOP (no wait) or BLPOP (a wait). Items are opaque byte strings.
// Its failure: a consumer that dies after BLPOP returned and before it finished the item loses
// the item; nothing in Redis remembers it (ReliableQueue exists for that).
// A consumer blocked in BLPOP holds its connection: give every blocking consumer a
// RedisConnection of its own. Producers (and ReliableQueue's producers) use push().
class TaskQueue
{
public:
    TaskQueue(RedisConnection &connection, KeySpace keys, QByteArray name);

    const QueueKeys &keys() const { return m_keys; }

    // RPUSH; the queue's length after the push. No items is InvalidArgument.
    Result<qint64> push(const QList<QByteArray> &items);
    Result<qint64> push(const QByteArray &item) { return push(QList<QByteArray>{item}); }
    // The head item, or nullopt when none came within waitMs (QueueWait).
    Result<std::optional<QByteArray>> pop(qint64 waitMs = 0);

private:
    RedisConnection &m_connection;
    QueueKeys m_keys;
};
