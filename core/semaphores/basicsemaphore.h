#pragma once

#include "countingsemaphore.h"

// Redis in Action 6.3.1: one sorted set of holders scored by the CLIENT's clock at acquire time.
// Acquire: MULTI { ZREMRANGEBYSCORE holders -inf (now-lease; ZADD holders now id;
// ZRANK holders id; TIME } EXEC, then ZREM id when the rank is not below the limit.
// Release: ZREM. No refresh.
// Documented failure: a client whose clock is behind scores lower than the real holders, ranks
// ahead of them and is granted a permit that was not free, so more than limit hold at once.
class BasicSemaphore : public CountingSemaphore
{
public:
    BasicSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("basic"); }
    Result<SemaphorePermit> tryAcquire(int limit, qint64 leaseMs) override;
    Result<SemaphoreRelease> release(const SemaphorePermit &permit) override;
    // Holders in rank order with their age by this client's clock; expired and leaseLeftMs use
    // the lease of this object's last acquisition or refresh (unknown before one).
    Result<SemaphoreStatus> status(int limit) override;

protected:
    // ZREMRANGEBYSCORE holders -inf (nowMs - leaseMs: drops the holders past their lease.
    RedisCommand removeExpired(qint64 nowMs, qint64 leaseMs) const;
    // Fills expired and leaseLeftMs of a holder from its age and the last lease used.
    void markExpiry(SemaphoreHolder &holder) const;
    void rememberLease(qint64 leaseMs) { m_lastLeaseMs = leaseMs; }
    static SemaphoreStatus finishStatus(SemaphoreStatus status, const QString &layout);

private:
    qint64 m_lastLeaseMs = -1;
};
