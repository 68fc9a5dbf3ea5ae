#pragma once

#include "keyspace.h"
#include "luascript.h"
#include "queuekeys.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <optional>

class RedisConnection;

// One reaped consumer: taken for dead, its items in flight back in the queue.
struct ReapedConsumer
{
    QByteArray id;
    qint64 requeued = 0;
};

struct QueueReap
{
    qint64 nowMs = 0;             // the time the reaper judged by (server's, or injected)
    QList<ReapedConsumer> reaped; // oldest heartbeat first
    qint64 requeued = 0;          // items back in the queue, all consumers
    bool more = false;            // the per-call limit cut the run short: call again
};

// The reliable queue's reaper: one script (queue_reliable_reap) finds the consumers whose
// heartbeat is older than the visibility timeout, moves their items in flight back to the
// queue's head in the order they were taken, and removes them from the registry. Any client
// may run it, as often as it likes (each run is atomic); a consumer loop or a cron calls it
// every fraction of the timeout. Use the consumers' visibility timeout.
class QueueReaper
{
public:
    static constexpr int MaxConsumersPerRun = 100; // bounds one script's time on the server

    QueueReaper(RedisConnection &connection, KeySpace keys, QByteArray name);

    // nowMs: judge by this time instead of the server's TIME (tests, the playground).
    Result<QueueReap> reap(qint64 visibilityMs, std::optional<qint64> nowMs = {});

    static const LuaScript &reapScript();

private:
    RedisConnection &m_connection;
    QueueKeys m_keys;
};
