#pragma once

#include "keyspace.h"
#include "queuekeys.h"
#include "queuestatus.h"
#include "result.h"

class RedisConnection;

// Reads a task queue's state whatever its variant: the ready lengths of the three lists (the
// FIFO and reliable queues use the normal one), and the reliable consumers with their items in
// flight and the time left to their deadlines (stale once passed, by the reaper's rule). Two
// pipelined round trips: lengths, registry and TIME; then one LLEN per listed consumer.
// Read-only.
class QueueInspector
{
public:
    static constexpr int MaxConsumersListed = 1000;

    QueueInspector(RedisConnection &connection, KeySpace keys, QByteArray name);

    Result<QueueStatus> status();

private:
    RedisConnection &m_connection;
    QueueKeys m_keys;
};
