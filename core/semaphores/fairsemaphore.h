#pragma once

#include "basicsemaphore.h"

// Redis in Action 6.3.2: a counter orders the holders, so a client's clock no longer decides who
// ranks first. Keys: holders (ZSET scored by client time, for the lease), owners (ZSET scored by
// the counter, for the rank), counter (INCR).
// Acquire: MULTI { ZREMRANGEBYSCORE holders -inf (now-lease; ZINTERSTORE owners 2 owners holders
// WEIGHTS 1 0; INCR counter } EXEC, step "after-incr", MULTI { ZADD holders now id; ZADD owners
// counter id; ZRANK owners id; TIME } EXEC, and ZREM from both when the rank is too high.
// Refresh: ZADD holders XX CH now id. Release: ZREM from both.
// Documented failure: the INCR and the ZADDs are two round trips; a client that INCRs, then is
// overtaken by a whole acquisition, adds the smaller counter afterwards and ranks ahead of the
// holder that was just granted: more than limit holders (see LockedSemaphore).
class FairSemaphore : public BasicSemaphore
{
public:
    FairSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("fair"); }
    Result<SemaphorePermit> tryAcquire(int limit, qint64 leaseMs) override;
    Result<SemaphoreRelease> release(const SemaphorePermit &permit) override;
    Result<SemaphorePermit> refresh(const SemaphorePermit &permit, qint64 leaseMs) override;
    // Holders in counter order, with their counter and their age by this client's clock.
    Result<SemaphoreStatus> status(int limit) override;
};
