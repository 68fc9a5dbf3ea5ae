#pragma once

#include "keyspace.h"
#include "luascript.h"
#include "queuekeys.h"
#include "result.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <optional>

class RedisConnection;

// What an ack or a nack found.
struct QueueAck
{
    bool done = false; // false: the item was not in flight here (requeued by the reaper)
    qint64 atUs = 0;   // the server's TIME
    QString detail;
};

// The consumer side of a reliable task queue: a take moves the queue's head into this
// consumer's own processing list ("<prefix>{NAME}:processing:<id>"); ack removes it from there
// (LREM count 1), nack moves it back to the queue's head. Every take, ack, nack and heartbeat
// sets the consumer's deadline in the registry ("<prefix>{NAME}:consumers", ZSET id -> server
// ms): now + this consumer's visibility timeout. A consumer whose deadline has passed is taken
// for dead by QueueReaper, which puts its items in flight back at the queue's head: a consumer
// killed mid-item loses nothing, the item is delivered again (at least once; exactly once when
// no consumer dies or stalls past its timeout).
// A take whose reply is lost (a dropped connection, a deadline passed while the server stalled)
// may still have moved an item here. The object remembers which items it handed to its caller
// and not yet acked or nacked; after any failed take, ack or nack, the next take first hands out
// the items of its processing list that the caller never got (recovery), then takes new ones.
// Items a previous process of the same id left in the list are not handed out: they come back
// through inFlight(), or through the reaper once this id's deadline passes.
// The queue is the FIFO's list ("<prefix>{NAME}:queue"): producers use TaskQueue::push, and a
// delayed queue of the same name feeds it.
// A take that waits blocks the connection (BLMOVE): one RedisConnection per consumer, and one
// ReliableQueue object per consumer id in a process.
class ReliableQueue
{
public:
    static constexpr qint64 DefaultVisibilityMs = 30000;

    // consumerId names this consumer's processing list: keep it stable across restarts to get
    // back one's own items in flight (inFlight()), or unique per process (LockToken).
    ReliableQueue(RedisConnection &connection, KeySpace keys, QByteArray name,
                  QByteArray consumerId, qint64 visibilityMs = DefaultVisibilityMs);

    const QueueKeys &keys() const { return m_keys; }
    const QByteArray &consumerId() const { return m_consumer; }
    qint64 visibilityMs() const { return m_visibilityMs; }

    // The queue's head, now in flight here; nullopt when none came within waitMs (QueueWait).
    // After a failed call, first the items moved here whose reply was lost (no wait). Then one
    // script (move + deadline); when the queue is empty, BLMOVE in slices of at most half the
    // visibility timeout, each after a fresh deadline, so a consumer is never stale while it
    // waits; after an item arrives, a fresh deadline again.
    Result<std::optional<QByteArray>> take(qint64 waitMs = 0);
    Result<QueueAck> ack(const QByteArray &item);
    Result<QueueAck> nack(const QByteArray &item);
    // Moves the deadline to now + the visibility timeout; the server's TIME of the stamp (µs).
    Result<qint64> heartbeat();
    // This consumer's items in flight, oldest first.
    Result<QList<QByteArray>> inFlight();

    static Result<void> validateVisibility(qint64 visibilityMs);
    static const LuaScript &takeScript();
    static const LuaScript &heartbeatScript();
    static const LuaScript &ackScript();
    static const LuaScript &nackScript();

private:
    using Multiset = QHash<QByteArray, int>; // equal payloads are distinct items: counts

    Result<void> validate() const;
    Result<std::optional<QByteArray>> takeNow();
    Result<std::optional<QByteArray>> blockingMove(qint64 waitMs);
    Result<std::optional<QByteArray>> recover();
    Result<QueueAck> finish(const LuaScript &script, const QList<QByteArray> &keys,
                            const QByteArray &item);
    void release(const QByteArray &item);

    RedisConnection &m_connection;
    QueueKeys m_keys;
    QByteArray m_consumer;
    qint64 m_visibilityMs;
    Multiset m_handed;                  // handed to the caller, not yet acked or nacked
    std::optional<Multiset> m_leftover; // a previous process's items; unknown until a take says
    bool m_recovering = false;          // a call failed: an item may be here, unknown to the caller
};
