#include "basicsemaphore.h"

#include "locktoken.h"
#include "redisconnection.h"

BasicSemaphore::BasicSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name)
    : CountingSemaphore(connection, std::move(keys), std::move(name))
{}

RedisCommand BasicSemaphore::removeExpired(qint64 nowMs, qint64 leaseMs) const
{
    return {"ZREMRANGEBYSCORE", key("holders"), "-inf", "(" + QByteArray::number(nowMs - leaseMs)};
}

Result<SemaphorePermit> BasicSemaphore::tryAcquire(int limit, qint64 leaseMs)
{
    if (auto valid = validate(limit, leaseMs); !valid)
        return valid.error();
    rememberLease(leaseMs);
    const QByteArray holders = key("holders");
    const QByteArray id = LockToken::generate();
    const qint64 nowMs = clock().nowMs();
    const auto done = transactionWithTime({removeExpired(nowMs, leaseMs),
                                           {"ZADD", holders, QByteArray::number(nowMs), id},
                                           {"ZRANK", holders, id}});
    if (!done)
        return done.error();
    SemaphorePermit permit;
    permit.holder = id;
    permit.rank = done->replies.at(2).integerValue();
    permit.leaseMs = leaseMs;
    permit.limit = limit;
    permit.acquiredAtUs = done->nowUs;
    if (permit.rank < limit) {
        permit.acquired = true;
        return permit;
    }
    permit.detail = QStringLiteral("rank %1 of limit %2").arg(permit.rank).arg(limit);
    if (const auto removed = connection().command({"ZREM", holders, id}); !removed)
        return removed.error();
    return permit;
}

Result<SemaphoreRelease> BasicSemaphore::release(const SemaphorePermit &permit)
{
    if (permit.holder.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("releasing a permit needs its holder id"));
    const auto done = transactionWithTime({{"ZREM", key("holders"), permit.holder}, wakeCommand()});
    if (!done)
        return done.error();
    SemaphoreRelease r;
    r.released = done->replies.at(0).integerValue() == 1;
    r.releasedAtUs = done->nowUs;
    if (!r.released)
        r.detail = QStringLiteral("already expired");
    return r;
}

void BasicSemaphore::markExpiry(SemaphoreHolder &holder) const
{
    if (m_lastLeaseMs <= 0)
        return;
    holder.expired = holder.ageMs > m_lastLeaseMs;
    holder.leaseLeftMs = qMax<qint64>(0, m_lastLeaseMs - holder.ageMs);
}

SemaphoreStatus BasicSemaphore::finishStatus(SemaphoreStatus status, const QString &layout)
{
    int live = 0;
    for (const SemaphoreHolder &h : std::as_const(status.holders))
        live += h.expired ? 0 : 1;
    status.freePermits = qMax(0, status.limit - live);
    status.layout = layout;
    return status;
}

Result<SemaphoreStatus> BasicSemaphore::status(int limit)
{
    if (auto valid = validate(limit, 1); !valid)
        return valid.error();
    const auto reply = connection().command({"ZRANGE", key("holders"), "0", "-1", "WITHSCORES"});
    if (!reply)
        return reply.error();
    const auto flat = reply->toArray();
    if (!flat)
        return flat.error();
    const qint64 nowMs = clock().nowMs();
    SemaphoreStatus status;
    status.limit = limit;
    for (qsizetype i = 0; i + 1 < flat->size(); i += 2) {
        SemaphoreHolder h;
        h.id = flat->at(i).bytes();
        h.rank = i / 2;
        h.ageMs = nowMs - qint64(flat->at(i + 1).bytes().toDouble());
        markExpiry(h);
        status.holders.append(h);
    }
    return finishStatus(std::move(status), kind());
}
