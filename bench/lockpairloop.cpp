#include "lockpairloop.h"

#include <QElapsedTimer>

LockPairLoop::LockPairLoop(DistributedLock &lock, LockAcquireOptions acquireOptions)
    : m_lock(lock)
    , m_options(acquireOptions)
{
    m_options.ttlMs = TtlMs;
}

Result<qint64> LockPairLoop::pair()
{
    QElapsedTimer clock;
    clock.start();
    const auto hold = m_options.waitMs > 0 ? m_lock.acquire(m_options) : m_lock.tryAcquire(TtlMs);
    const qint64 waitUs = clock.nsecsElapsed() / 1000;
    if (!hold)
        return hold.error();
    if (!hold->acquired)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("%1 lock %2 not granted: %3")
                              .arg(m_lock.kind(), QString::fromUtf8(m_lock.name()), hold->detail));
    const auto released = m_lock.release(*hold);
    if (!released)
        return released.error();
    if (released->outcome != LockRelease::Outcome::Released)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("%1 lock %2: release says %3: %4")
                              .arg(m_lock.kind(), QString::fromUtf8(m_lock.name()),
                                   LockRelease::outcomeName(released->outcome), released->detail));
    return waitUs;
}

Result<double> LockPairLoop::run(int pairs)
{
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < pairs; ++i)
        if (auto r = pair(); !r)
            return r.error();
    return double(pairs) * 1e9 / double(qMax<qint64>(1, clock.nsecsElapsed()));
}
