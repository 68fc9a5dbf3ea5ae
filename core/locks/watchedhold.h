#pragma once

#include "distributedlock.h"
#include "lockwatchdog.h"

#include <memory>

// A held lock kept alive by a LockWatchdog until it is released: the watchdog's rule (stop the
// renewals, then release) in one place. release() does both; so does the destructor, for a
// holder that leaves its scope early (an exception, an early return). The lock and its
// connection must outlive the WatchedHold; release() and the destructor run on the thread that
// owns that connection.
class WatchedHold
{
public:
    // Starts a watchdog for an acquired hold, renewing with renew (e.g.
    // LockWatchdog::byScript(TokenLock::extendScript(), hold.key, hold.token)) every ttl/3 of
    // hold.ttlMs on its own connection made from options. onLost is the watchdog's.
    static Result<std::unique_ptr<WatchedHold>> start(DistributedLock &lock, LockHold hold,
                                                      ConnectionOptions options,
                                                      LockWatchdog::Renew renew,
                                                      LockWatchdog::LostHandler onLost = {});
    ~WatchedHold();
    WatchedHold(const WatchedHold &) = delete;
    WatchedHold &operator=(const WatchedHold &) = delete;

    // Stops the renewals, then releases the lock. A lock the watchdog found lost is still
    // released through the lock's own release (which reports it lost and touches nothing of
    // another holder's). A second call is InvalidArgument.
    Result<LockRelease> release();

    const LockHold &hold() const { return m_hold; }
    bool isLost() const { return m_watchdog->isLost(); }
    bool isReleased() const { return m_released; }
    const LockWatchdog &watchdog() const { return *m_watchdog; }

private:
    WatchedHold(DistributedLock &lock, LockHold hold, std::unique_ptr<LockWatchdog> watchdog);

    DistributedLock &m_lock;
    LockHold m_hold;
    std::unique_ptr<LockWatchdog> m_watchdog;
    bool m_released = false;
};
