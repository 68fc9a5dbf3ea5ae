#include "fairsemaphore.h"

#include "locktoken.h"
#include "redisconnection.h"

#include <QHash>

FairSemaphore::FairSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name)
    : BasicSemaphore(connection, std::move(keys), std::move(name))
{}

Result<SemaphorePermit> FairSemaphore::tryAcquire(int limit, qint64 leaseMs)
{
    if (auto valid = validate(limit, leaseMs); !valid)
        return valid.error();
    rememberLease(leaseMs);
    const QByteArray holders = key("holders");
    const QByteArray owners = key("owners");
    const QByteArray id = LockToken::generate();
    const qint64 nowMs = clock().nowMs();
    // Owners whose lease ran out leave with their holders entry: the intersection keeps the
    // owners' counters (weight 1) and drops the times (weight 0).
    const auto counted =
        transactionWithTime({removeExpired(nowMs, leaseMs),
                             {"ZINTERSTORE", owners, "2", owners, holders, "WEIGHTS", "1", "0"},
                             {"INCR", key("counter")}});
    if (!counted)
        return counted.error();
    const qint64 counter = counted->replies.at(2).integerValue();
    if (!step("after-incr"))
        return crashed("after-incr");
    const auto added = transactionWithTime({{"ZADD", holders, QByteArray::number(nowMs), id},
                                            {"ZADD", owners, QByteArray::number(counter), id},
                                            {"ZRANK", owners, id}});
    if (!added)
        return added.error();
    SemaphorePermit permit;
    permit.holder = id;
    permit.counter = counter;
    permit.rank = added->replies.at(2).integerValue();
    permit.leaseMs = leaseMs;
    permit.limit = limit;
    permit.acquiredAtUs = added->nowUs;
    if (permit.rank < limit) {
        permit.acquired = true;
        return permit;
    }
    permit.detail = QStringLiteral("rank %1 of limit %2").arg(permit.rank).arg(limit);
    if (const auto removed =
            connection().transaction({{"ZREM", holders, id}, {"ZREM", owners, id}});
        !removed)
        return removed.error();
    return permit;
}

Result<SemaphorePermit> FairSemaphore::refresh(const SemaphorePermit &permit, qint64 leaseMs)
{
    if (auto valid = validate(1, leaseMs); !valid)
        return valid.error();
    if (permit.holder.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("refreshing a permit needs its holder id"));
    rememberLease(leaseMs);
    const QByteArray holders = key("holders");
    const qint64 nowMs = clock().nowMs();
    // Drop what expired under the permit's own lease first, so a lapsed permit is not revived.
    const auto done = transactionWithTime(
        {removeExpired(nowMs, permit.leaseMs > 0 ? permit.leaseMs : leaseMs),
         {"ZADD", holders, "XX", "CH", QByteArray::number(nowMs), permit.holder},
         {"ZSCORE", holders, permit.holder}});
    if (!done)
        return done.error();
    SemaphorePermit refreshed = permit;
    refreshed.acquired = !done->replies.at(2).isNil();
    if (refreshed.acquired) {
        refreshed.leaseMs = leaseMs;
        refreshed.detail.clear();
        return refreshed;
    }
    refreshed.detail = QStringLiteral("lost");
    if (const auto removed = connection().command({"ZREM", key("owners"), permit.holder}); !removed)
        return removed.error();
    return refreshed;
}

Result<SemaphoreRelease> FairSemaphore::release(const SemaphorePermit &permit)
{
    if (permit.holder.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("releasing a permit needs its holder id"));
    const auto done = transactionWithTime({{"ZREM", key("holders"), permit.holder},
                                           {"ZREM", key("owners"), permit.holder},
                                           wakeCommand()});
    if (!done)
        return done.error();
    SemaphoreRelease r;
    r.released = done->replies.at(0).integerValue() == 1;
    r.releasedAtUs = done->nowUs;
    if (!r.released)
        r.detail = QStringLiteral("already expired");
    return r;
}

Result<SemaphoreStatus> FairSemaphore::status(int limit)
{
    if (auto valid = validate(limit, 1); !valid)
        return valid.error();
    const auto done = transactionWithTime({{"ZRANGE", key("owners"), "0", "-1", "WITHSCORES"},
                                           {"ZRANGE", key("holders"), "0", "-1", "WITHSCORES"}});
    if (!done)
        return done.error();
    const auto owners = done->replies.at(0).toArray();
    const auto times = done->replies.at(1).toArray();
    if (!owners)
        return owners.error();
    if (!times)
        return times.error();
    QHash<QByteArray, qint64> acquiredAtMs;
    for (qsizetype i = 0; i + 1 < times->size(); i += 2)
        acquiredAtMs.insert(times->at(i).bytes(), qint64(times->at(i + 1).bytes().toDouble()));
    const qint64 nowMs = clock().nowMs();
    SemaphoreStatus status;
    status.limit = limit;
    for (qsizetype i = 0; i + 1 < owners->size(); i += 2) {
        SemaphoreHolder h;
        h.id = owners->at(i).bytes();
        h.rank = i / 2;
        h.counter = qint64(owners->at(i + 1).bytes().toDouble());
        const auto at = acquiredAtMs.constFind(h.id);
        if (at != acquiredAtMs.cend()) {
            h.ageMs = nowMs - *at;
            markExpiry(h);
        } else {
            h.expired = true; // its lease entry is gone; the next acquisition drops it
        }
        status.holders.append(h);
    }
    return finishStatus(std::move(status), kind());
}
