#include "pairloop.h"

#include "countingsemaphore.h"

#include <QElapsedTimer>

namespace {
RedisError unexpected(const QString &message)
{
    return RedisError(RedisError::Kind::UnexpectedReply, message);
}
} // namespace

PairLoop::PairLoop(Step acquire, Step release)
    : m_acquire(std::move(acquire))
    , m_release(std::move(release))
{}

PairLoop PairLoop::forLock(std::shared_ptr<DistributedLock> lock, LockAcquireOptions options)
{
    options.ttlMs = LeaseMs;
    auto hold = std::make_shared<LockHold>();
    auto acquire = [lock, options, hold]() -> Result<void> {
        auto h = options.waitMs > 0 ? lock->acquire(options) : lock->tryAcquire(LeaseMs);
        if (!h)
            return h.error();
        if (!h->acquired)
            return unexpected(QStringLiteral("%1 lock %2 not granted: %3")
                                  .arg(lock->kind(), QString::fromUtf8(lock->name()), h->detail));
        *hold = std::move(*h);
        return {};
    };
    auto release = [lock, hold]() -> Result<void> {
        const auto released = lock->release(*hold);
        if (!released)
            return released.error();
        if (released->outcome != LockRelease::Outcome::Released)
            return unexpected(QStringLiteral("%1 lock %2: release says %3: %4")
                                  .arg(lock->kind(), QString::fromUtf8(lock->name()),
                                       LockRelease::outcomeName(released->outcome),
                                       released->detail));
        return {};
    };
    return PairLoop(std::move(acquire), std::move(release));
}

PairLoop PairLoop::forSemaphore(std::shared_ptr<CountingSemaphore> semaphore,
                                const SemaphoreAcquireOptions &options)
{
    SemaphoreAcquireOptions o = options;
    o.leaseMs = LeaseMs;
    auto permit = std::make_shared<SemaphorePermit>();
    auto acquire = [semaphore, o, permit]() -> Result<void> {
        auto p = o.waitMs > 0 ? semaphore->acquire(o) : semaphore->tryAcquire(o.limit, o.leaseMs);
        if (!p)
            return p.error();
        if (!p->acquired)
            return unexpected(
                QStringLiteral("%1 semaphore %2 not granted: %3")
                    .arg(semaphore->kind(), QString::fromUtf8(semaphore->name()), p->detail));
        *permit = std::move(*p);
        return {};
    };
    auto release = [semaphore, permit]() -> Result<void> {
        const auto released = semaphore->release(*permit);
        if (!released)
            return released.error();
        if (!released->released)
            return unexpected(QStringLiteral("%1 semaphore %2: release: %3")
                                  .arg(semaphore->kind(), QString::fromUtf8(semaphore->name()),
                                       released->detail));
        return {};
    };
    return PairLoop(std::move(acquire), std::move(release));
}

PairLoop PairLoop::alternating(std::vector<PairLoop> loops, int pairsPerTurn)
{
    Q_ASSERT(!loops.empty() && pairsPerTurn > 0);
    auto shared = std::make_shared<std::vector<PairLoop>>(std::move(loops));
    auto done = std::make_shared<std::size_t>(0); // pairs so far: the loop is (done / turn) % n
    const auto turn = std::size_t(pairsPerTurn);
    auto acquire = [shared, done, turn]() {
        return shared->at(*done / turn % shared->size()).m_acquire();
    };
    auto release = [shared, done, turn]() {
        auto released = shared->at(*done / turn % shared->size()).m_release();
        ++*done;
        return released;
    };
    return PairLoop(std::move(acquire), std::move(release));
}

Result<qint64> PairLoop::pair()
{
    QElapsedTimer clock;
    clock.start();
    const auto acquired = m_acquire();
    const qint64 waitUs = clock.nsecsElapsed() / 1000;
    if (!acquired)
        return acquired.error();
    if (auto released = m_release(); !released)
        return released.error();
    return waitUs;
}

Result<double> PairLoop::run(int pairs)
{
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < pairs; ++i)
        if (auto r = pair(); !r)
            return r.error();
    return double(pairs) * 1e9 / double(qMax<qint64>(1, clock.nsecsElapsed()));
}
