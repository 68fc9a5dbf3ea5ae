#include "lockdemo.h"

#include "actionrunner.h"
#include "fencedlock.h"
#include "getsetlock.h"
#include "naivelock.h"
#include "redisconnection.h"
#include "reentrantlock.h"
#include "setnxexpirelock.h"
#include "tokenlock.h"

#include <QCoreApplication>
#include <QThread>

namespace {
// Sleeps in small steps so a cancelled job ends quickly; false when cancelled.
bool pause(const ActionContext &ctx, int ms)
{
    for (int slept = 0; slept < ms; slept += 50) {
        if (ctx.isCancelled())
            return false;
        QThread::msleep(50);
    }
    return !ctx.isCancelled();
}

Result<void> take(DistributedLock &lock, qint64 ttlMs)
{
    const auto hold = lock.tryAcquire(ttlMs);
    if (!hold)
        return hold.error();
    if (!hold->acquired)
        return RedisError(RedisError::Kind::Conflict,
                          QCoreApplication::translate("LockDemo", "%1 is held by someone else")
                              .arg(QString::fromUtf8(lock.key())));
    return {};
}
} // namespace

QStringList LockDemo::lockNames()
{
    return {QStringLiteral("orders"),      QStringLiteral("inventory"),
            QStringLiteral("ledger"),      QStringLiteral("cache-rebuild"),
            QStringLiteral("legacy-cron"), QStringLiteral("nightly-report")};
}

Result<int> LockDemo::populate(RedisConnection &connection, const KeySpace &keys)
{
    RedisCommand del{"DEL"};
    for (const QString &name : lockNames()) {
        del << keys.key(name.toUtf8(), "lock");
        del << keys.key(name.toUtf8(), "fence");
    }
    if (const auto deleted = connection.command(del); !deleted)
        return deleted.error();

    TokenLock orders(connection, keys, "orders");
    if (auto r = take(orders, 90000); !r.ok())
        return r.error();

    ReentrantLock inventory(connection, keys, "inventory");
    inventory.setOwner("demo-worker-1:main");
    for (int i = 0; i < 2; ++i)
        if (auto r = take(inventory, 120000); !r.ok())
            return r.error();

    FencedLock ledger(connection, keys, "ledger");
    for (int i = 0; i < 3; ++i) {
        const auto hold = ledger.tryAcquire(5000);
        if (!hold)
            return hold.error();
        if (const auto released = ledger.release(*hold); !released)
            return released.error();
    }
    if (auto r = take(ledger, 120000); !r.ok())
        return r.error();

    SetnxExpireLock cache(connection, keys, "cache-rebuild");
    if (auto r = take(cache, 45000); !r.ok())
        return r.error();
    GetSetLock cron(connection, keys, "legacy-cron");
    if (auto r = take(cron, 60000); !r.ok())
        return r.error();
    NaiveLock report(connection, keys, "nightly-report");
    if (auto r = take(report, 1); !r.ok())
        return r.error();
    return int(lockNames().size());
}

QByteArray LockDemo::trafficKey(const KeySpace &keys)
{
    return keys.key("burst", "lock");
}

Result<void> LockDemo::runTraffic(RedisConnection &connection, const ActionContext &ctx,
                                  const KeySpace &keys)
{
    TokenLock burst(connection, keys, "burst");
    int step = 0;
    const auto stepDone = [&ctx, &step] { ctx.progress(++step, TrafficSteps); };
    // Released: held 1.2 s of a 3 s lease.
    auto first = burst.tryAcquire(3000);
    if (!first)
        return first.error();
    stepDone();
    if (!pause(ctx, 1200))
        return {};
    if (first->acquired)
        if (const auto released = burst.release(*first); !released)
            return released.error();
    stepDone();
    if (!pause(ctx, 600))
        return {};
    // Expired: a 1 s lease nobody releases.
    if (const auto expiring = burst.tryAcquire(1000); !expiring)
        return expiring.error();
    stepDone();
    if (!pause(ctx, 1600))
        return {};
    // Expired and taken at once: a 3 s lease, and the next client takes the lock the moment
    // it runs out. Both holds last several of the view's 500 ms ticks, so a tick delayed by a
    // busy machine (seconds, under a sanitizer with the tests running two at a time) still
    // sees each holder.
    auto lapsed = burst.tryAcquire(3000);
    if (!lapsed)
        return lapsed.error();
    stepDone();
    LockAcquireOptions wait;
    wait.ttlMs = 3000;
    wait.waitMs = 5000;
    wait.retryDelayMs = 5;
    wait.retryJitterMs = 5;
    auto next = burst.acquire(wait);
    if (!next)
        return next.error();
    stepDone();
    if (!pause(ctx, 2500))
        return {};
    if (next->acquired)
        if (const auto released = burst.release(*next); !released)
            return released.error();
    stepDone();
    return {};
}
