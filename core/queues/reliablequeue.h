#pragma once

#include "keyspace.h"
#include "luascript.h"
#include "queuekeys.h"
#include "result.h"

#include <QByteArray>
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
// stamps the consumer in the registry ("<prefix>{NAME}:consumers", ZSET id -> server ms). A
// consumer that stops stamping for longer than the visibility timeout is taken for dead by
// QueueReaper, which puts its items in flight back at the queue's head: a consumer killed
// mid-item loses nothing, the item is delivered again (at least once; exactly once when no
// consumer dies or stalls past the timeout).
// The queue is the FIFO's list ("<prefix>{NAME}:queue"): producers use TaskQueue::push, and a
// delayed queue of the same name feeds it.
// A take that waits blocks the connection (BLMOVE): one RedisConnection per consumer.
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
    // First one script (move + heartbeat); when the queue is empty, BLMOVE in slices of at
    // most half the visibility timeout, each after a fresh heartbeat, so a consumer is never
    // stale while it waits; after an item arrives, a heartbeat.
    Result<std::optional<QByteArray>> take(qint64 waitMs = 0);
    Result<QueueAck> ack(const QByteArray &item);
    Result<QueueAck> nack(const QByteArray &item);
    // The server's TIME of the stamp (µs).
    Result<qint64> heartbeat();
    // This consumer's items in flight, oldest first.
    Result<QList<QByteArray>> inFlight();

    static Result<void> validateVisibility(qint64 visibilityMs);
    static const LuaScript &takeScript();
    static const LuaScript &heartbeatScript();
    static const LuaScript &ackScript();
    static const LuaScript &nackScript();

private:
    Result<void> validate() const;
    Result<std::optional<QByteArray>> takeNow();
    Result<std::optional<QByteArray>> blockingMove(qint64 waitMs);
    Result<QueueAck> finish(const LuaScript &script, const QList<QByteArray> &keys,
                            const QByteArray &item);

    RedisConnection &m_connection;
    QueueKeys m_keys;
    QByteArray m_consumer;
    qint64 m_visibilityMs;
};
