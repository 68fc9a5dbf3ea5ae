#pragma once

#include "countingsemaphore.h"
#include "luascript.h"

// The semaphore to use on a single Redis. The whole acquisition is one Lua script run by the
// server: read TIME, drop the members whose expiry has passed, count, and admit or refuse. One
// round trip, no client clock, and nothing can come between cleaning, counting and admitting.
// Each member's score is its expiry (server ms), so holders may use different leases and a
// refresh moves only the refreshing holder's expiry.
// Keys: "<prefix>{name}:holders" (ZSET id -> expiry ms).
// Commands: EVALSHA semaphore_atomic_acquire / _refresh; release: MULTI ZSCORE ZREM TIME EXEC;
// status: ZRANGE WITHSCORES and TIME in one pipeline.
class AtomicSemaphore : public CountingSemaphore
{
public:
    AtomicSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("atomic"); }
    Result<SemaphorePermit> tryAcquire(int limit, qint64 leaseMs) override;
    Result<SemaphoreRelease> release(const SemaphorePermit &permit) override;
    Result<SemaphorePermit> refresh(const SemaphorePermit &permit, qint64 leaseMs) override;
    // Holders in expiry order; leaseLeftMs by the server's clock (ageMs is not kept).
    Result<SemaphoreStatus> status(int limit) override;

    // An acquisition with a holder id of the caller's choosing (tests, the CLI).
    Result<SemaphorePermit> tryAcquireAs(const QByteArray &holder, int limit, qint64 leaseMs);

    static const LuaScript &acquireScript();
    static const LuaScript &refreshScript();
};
