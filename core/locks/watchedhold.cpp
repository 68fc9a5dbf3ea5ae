#include "watchedhold.h"

WatchedHold::WatchedHold(DistributedLock &lock, LockHold hold,
                         std::unique_ptr<LockWatchdog> watchdog)
    : m_lock(lock)
    , m_hold(std::move(hold))
    , m_watchdog(std::move(watchdog))
{}

Result<std::unique_ptr<WatchedHold>> WatchedHold::start(DistributedLock &lock, LockHold hold,
                                                        ConnectionOptions options,
                                                        LockWatchdog::Renew renew,
                                                        LockWatchdog::LostHandler onLost)
{
    if (!hold.acquired)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("a watchdog keeps an acquired lock alive; this hold "
                                         "was not acquired"));
    if (hold.ttlMs <= 0)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("a watchdog renews a lease; this hold has none"));
    if (!renew)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("a watchdog needs a renewal function"));
    auto watchdog = std::make_unique<LockWatchdog>(std::move(options), std::move(renew), hold.ttlMs,
                                                   std::move(onLost));
    if (auto started = watchdog->start(); !started)
        return started.error();
    return std::unique_ptr<WatchedHold>(
        new WatchedHold(lock, std::move(hold), std::move(watchdog)));
}

WatchedHold::~WatchedHold()
{
    if (!m_released)
        (void)release(); // nobody to tell: the lease runs out if this fails
}

Result<LockRelease> WatchedHold::release()
{
    if (m_released)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("this hold was already released"));
    m_watchdog->stop(); // first, so that no renewal runs once the lock is released
    m_released = true;
    return m_lock.release(m_hold);
}
