#include "semaphoredemo.h"

#include "locktoken.h"
#include "redisconnection.h"
#include "semaphorefactory.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QThread>

namespace {
// Removes the keys an earlier demo left (SCAN on the demo's own names, never KEYS).
Result<void> removeEarlierDemo(RedisConnection &connection, const KeySpace &keys)
{
    const QByteArray pattern = keys.prefix() + "{sem-demo-*";
    QByteArray cursor = "0";
    do {
        const auto page = connection.command({"SCAN", cursor, "MATCH", pattern, "COUNT", "500"});
        if (!page)
            return page.error();
        if (!page->isArray() || page->elements().size() != 2)
            return RedisError(RedisError::Kind::UnexpectedReply, QStringLiteral("SCAN reply"));
        cursor = page->elements().at(0).toBytes().valueOr("0");
        const auto found = page->elements().at(1).toBytesList();
        if (found && !found->isEmpty()) {
            RedisCommand del{"UNLINK"};
            for (const QByteArray &k : *found)
                del.append(k);
            if (const auto done = connection.command(del); !done)
                return done.error();
        }
    } while (cursor != "0");
    return {};
}

Result<std::unique_ptr<CountingSemaphore>> make(RedisConnection &connection, const KeySpace &keys,
                                                const SemaphoreDemo::Semaphore &s)
{
    return SemaphoreFactory::create(s.kind, connection, keys, s.name);
}

// Acquires `count` permits; every one must be granted.
Result<void> acquire(CountingSemaphore &semaphore, int limit, int count, qint64 leaseMs)
{
    for (int i = 0; i < count; ++i) {
        const auto permit = semaphore.tryAcquire(limit, leaseMs);
        if (!permit)
            return permit.error();
        if (!permit->acquired)
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QCoreApplication::translate("SemaphoreDemo",
                                                          "demo semaphore %1 refused a permit: %2")
                                  .arg(QString::fromUtf8(semaphore.name()), permit->detail));
    }
    return {};
}
} // namespace

QList<SemaphoreDemo::Semaphore> SemaphoreDemo::semaphores()
{
    return {{QStringLiteral("basic"), "sem-demo-pool", 5},
            {QStringLiteral("fair"), "sem-demo-fair", 3},
            {QStringLiteral("ttl-keys"), "sem-demo-leases", 4},
            {QStringLiteral("atomic"), "sem-demo-atomic", 4}};
}

Result<QList<SemaphoreDemo::Semaphore>> SemaphoreDemo::populate(RedisConnection &connection,
                                                                const KeySpace &keys)
{
    if (auto removed = removeEarlierDemo(connection, keys); !removed)
        return removed.error();
    const QList<Semaphore> all = semaphores();
    std::vector<std::unique_ptr<CountingSemaphore>> made;
    for (const Semaphore &s : all) {
        auto semaphore = make(connection, keys, s);
        if (!semaphore)
            return semaphore.error();
        made.push_back(std::move(semaphore).value());
    }
    // Basic: 3 of 5.
    if (auto done = acquire(*made[0], all[0].limit, 3, LongLeaseMs); !done)
        return done.error();
    // Fair: full, then a fourth member written by hand past the limit.
    if (auto done = acquire(*made[1], all[1].limit, all[1].limit, LongLeaseMs); !done)
        return done.error();
    const auto counter = connection.command({"INCR", made[1]->key("counter")});
    if (!counter)
        return counter.error();
    const QByteArray intruder = LockToken::generate();
    const auto written = connection.transaction(
        {{"ZADD", made[1]->key("holders"), QByteArray::number(QDateTime::currentMSecsSinceEpoch()),
          intruder},
         {"ZADD", made[1]->key("owners"), QByteArray::number(counter->integerValue()), intruder}});
    if (!written)
        return written.error();
    // ttl-keys and atomic: two live holders, then two short leases left to run out. The atomic
    // one's live holders come first so its expiry scores stay in the future (the inspector tells
    // expiry scores from acquire times by that).
    for (int k : {2, 3}) {
        if (auto done = acquire(*made[k], all[k].limit, 2, LongLeaseMs); !done)
            return done.error();
        if (auto done = acquire(*made[k], all[k].limit, 2, ShortLeaseMs); !done)
            return done.error();
    }
    QThread::msleep(ShortLeaseMs + 100);
    return all;
}
