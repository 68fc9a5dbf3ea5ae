#pragma once

#include "fairsemaphore.h"

// Redis in Action 6.3.3: the fair semaphore, acquired only while holding a short TokenLock on
// key("semlock"), so no other acquisition can run between one client's INCR and its ZADDs.
// Acquire: token lock (SET lock token NX PX 1000, retried up to 500 ms), the fair acquisition,
// token lock release. Refresh and release are the fair semaphore's: they need no lock.
// Remaining weakness: the leases still come from client clocks (the expiry of a holder depends
// on the clock of whoever cleans up), and a client paused past the lock's TTL loses the lock's
// protection.
class LockedSemaphore : public FairSemaphore
{
public:
    static constexpr qint64 LockTtlMs = 1000;
    // Shorter than the TTL: a waiter must not outlast the lock of a holder that is merely slow.
    static constexpr qint64 LockWaitMs = 500;

    LockedSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("locked"); }
    // Not acquired, with detail "semaphore lock busy: ...", when the lock stays held LockWaitMs.
    Result<SemaphorePermit> tryAcquire(int limit, qint64 leaseMs) override;
};
