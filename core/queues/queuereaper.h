#pragma once

#include "keyspace.h"
#include "luascript.h"
#include "queuekeys.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <optional>

class RedisConnection;

// One consumer taken for dead: its items in flight (some or all) back in the queue.
struct ReapedConsumer
{
    QByteArray id;
    qint64 requeued = 0;
    bool deregistered = false; // its processing list is empty and it left the registry; false
                               // when the item budget ran out first (the next run goes on)
};

struct QueueReap
{
    qint64 nowMs = 0;             // the time the reaper judged by (server's, or injected)
    QList<ReapedConsumer> reaped; // soonest deadline first
    qint64 requeued = 0;          // items back in the queue, all consumers
    bool more = false;            // a per-call limit cut the run short: call again
};

// How much one reaper run may do, so that one script never holds the server for long.
struct QueueReapLimits
{
    int consumers = 100; // dead consumers looked at per run
    int items = 1000;    // items moved back per run, all consumers together
};

// The reliable queue's reaper: one script (queue_reliable_reap) finds the consumers whose
// deadline (set by each consumer's own take, ack, nack and heartbeat: now + its visibility
// timeout) is before now, moves their items in flight back to the queue's head in the order
// they were taken, and removes each from the registry once its processing list is empty. No
// visibility timeout of its own: every consumer is judged by its own. Any client may run it,
// as often as it likes (each run is atomic); a consumer loop or a cron calls it every fraction
// of the timeout, and again at once while QueueReap::more says so.
class QueueReaper
{
public:
    static constexpr int MaxLimit = 100000;

    QueueReaper(RedisConnection &connection, KeySpace keys, QByteArray name,
                QueueReapLimits limits = {});

    // nowMs: judge by this time (0 to 2^50 ms) instead of the server's TIME (tests, the
    // playground). A deadline equal to now has not passed yet.
    Result<QueueReap> reap(std::optional<qint64> nowMs = {});

    static const LuaScript &reapScript();

private:
    RedisConnection &m_connection;
    QueueKeys m_keys;
    QueueReapLimits m_limits;
};
