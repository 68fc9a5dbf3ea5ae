#include "lockedsemaphore.h"

#include "tokenlock.h"

LockedSemaphore::LockedSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name)
    : FairSemaphore(connection, std::move(keys), std::move(name))
{}

Result<SemaphorePermit> LockedSemaphore::tryAcquire(int limit, qint64 leaseMs)
{
    if (auto valid = validate(limit, leaseMs); !valid)
        return valid.error();
    TokenLock lock(connection(), keys(), name(), "semlock");
    LockAcquireOptions options;
    options.ttlMs = LockTtlMs;
    options.waitMs = LockWaitMs;
    const auto hold = lock.acquire(options);
    if (!hold)
        return hold.error();
    if (!hold->acquired) {
        SemaphorePermit refused;
        refused.limit = limit;
        refused.leaseMs = leaseMs;
        refused.detail = QStringLiteral("semaphore lock busy: %1").arg(hold->detail);
        return refused;
    }
    auto permit = FairSemaphore::tryAcquire(limit, leaseMs);
    // After a dropped connection (a simulated crash) the lock is left to expire, as a crashed
    // client would leave it; releasing would reconnect.
    if (permit || !permit.error().isConnectionError()) {
        const auto released = lock.release(*hold);
        if (!released && permit)
            return released.error();
        // The lock expired while we held it (a slow or paused client): someone may have
        // acquired in between, so the permit cannot be trusted. Give it back.
        if (released && released->outcome == LockRelease::Outcome::Lost && permit &&
            permit->acquired) {
            (void)FairSemaphore::release(*permit);
            SemaphorePermit refused;
            refused.limit = limit;
            refused.leaseMs = leaseMs;
            refused.detail = QStringLiteral("the semaphore lock expired during the acquisition; "
                                            "the permit was given back");
            return refused;
        }
    }
    return permit;
}
