#pragma once

#include "delayedqueuekeys.h"
#include "keyspace.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <optional>

class RedisConnection;

// One scheduled item, as enqueue reports it.
struct DelayedEnqueued
{
    QByteArray id;         // 128 random bits (LockToken): the ZSET member and the payload's field
    qint64 dueMs = 0;      // server ms since the epoch
    qint64 nowMs = 0;      // the server's clock (or the injected now) at the enqueue
    bool earliest = false; // it became the first to come due (and was announced on the channel)
};

struct DelayedEntry
{
    QByteArray id;
    qint64 dueMs = 0;
    std::optional<QByteArray> payload; // nullopt: the payload is missing
};

// What the inspector and `delay status` show: counts read in one step, and one page of items.
struct DelayedStatus
{
    qint64 nowMs = 0;
    qint64 scheduled = 0;        // items in the ZSET, due or not
    qint64 dueNow = 0;           // of those, due at nowMs: waiting for a claim
    qint64 ready = 0;            // length of the ready queue (claimed, not yet taken by a worker)
    qint64 storedPayloads = 0;   // payload HASH fields
    qint64 earliestDueMs = -1;   // -1: nothing scheduled
    qint64 oldestOverdueMs = -1; // nowMs - earliest due when that is due; -1: nothing due
    qint64 offset = 0;           // of the page
    QList<DelayedEntry> page;    // in due order

    // Payloads without a scheduled id: items a non-atomic claimer removed from the ZSET but did
    // not push (it died in between), or, for an instant, one it is pushing right now.
    qint64 orphanedPayloads() const { return qMax<qint64>(0, storedPayloads - scheduled); }
};

// A delayed queue: a ZSET of item ids scored by due time (server ms) and a HASH of their
// payloads; claimers (DelayedQueueClaimer) move due items onto the ready LIST. This class
// schedules items and reports status. It uses the connection it is given, from the calling
// thread. Every "now" is the Redis server's TIME unless the caller injects one (tests).
// Commands: EVALSHA delayed_enqueue, EVALSHA delayed_status, and for earliest() TIME +
// ZRANGE 0 0 WITHSCORES in one pipeline.
class DelayedQueue
{
public:
    // Due times and delays are at most 2^50 ms (35 000 years): exact in a double (ZSET score).
    static constexpr qint64 MaxTimeMs = qint64(1) << 50;
    static constexpr qint64 MaxPageSize = 1000;

    DelayedQueue(RedisConnection &connection, KeySpace keys, QByteArray name);

    const QByteArray &name() const { return m_name; }
    const DelayedQueueKeys &keys() const { return m_keys; }

    // Due delayMs after now (0: due at once).
    Result<DelayedEnqueued> enqueueIn(const QByteArray &payload, qint64 delayMs,
                                      std::optional<qint64> nowMs = std::nullopt);
    // Due at dueMs (server ms since the epoch; in the past: due at once).
    Result<DelayedEnqueued> enqueueAt(const QByteArray &payload, qint64 dueMs,
                                      std::optional<qint64> nowMs = std::nullopt);

    Result<DelayedStatus> status(qint64 offset = 0, qint64 pageSize = 20,
                                 std::optional<qint64> nowMs = std::nullopt);

    // The server's now and the earliest due time (nullopt: nothing scheduled), in one round trip:
    // what a poller sleeps by.
    struct Earliest
    {
        qint64 nowMs = 0;
        std::optional<qint64> dueMs;
    };
    Result<Earliest> earliest();

    // Non-empty, no braces; InvalidArgument naming the delayed queue otherwise.
    static Result<void> validateName(const QByteArray &name);
    // InvalidArgument unless 0 <= ms <= MaxTimeMs; what names the value in the message.
    static Result<void> validateTime(qint64 ms, const QString &what);
    static Result<void> validateNow(std::optional<qint64> nowMs);

private:
    Result<DelayedEnqueued> enqueue(const QByteArray &payload, const QByteArray &mode, qint64 value,
                                    std::optional<qint64> nowMs);

    RedisConnection &m_connection;
    QByteArray m_name;
    DelayedQueueKeys m_keys;
};
