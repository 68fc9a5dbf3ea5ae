#include "atomicsemaphore.h"

#include "distributedlock.h"
#include "locktoken.h"
#include "redisconnection.h"

const LuaScript &AtomicSemaphore::acquireScript()
{
    return LuaScript::embedded(QStringLiteral("semaphore_atomic_acquire"));
}

const LuaScript &AtomicSemaphore::refreshScript()
{
    return LuaScript::embedded(QStringLiteral("semaphore_atomic_refresh"));
}

AtomicSemaphore::AtomicSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name)
    : CountingSemaphore(connection, std::move(keys), std::move(name))
{}

Result<SemaphorePermit> AtomicSemaphore::tryAcquire(int limit, qint64 leaseMs)
{
    return tryAcquireAs(LockToken::generate(), limit, leaseMs);
}

Result<SemaphorePermit> AtomicSemaphore::tryAcquireAs(const QByteArray &holder, int limit,
                                                      qint64 leaseMs)
{
    if (auto valid = validate(limit, leaseMs); !valid)
        return valid.error();
    if (holder.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty holder id"));
    const auto parsed = LockScriptReply::from(
        connection().eval(acquireScript(), {key("holders")},
                          {holder, QByteArray::number(limit), QByteArray::number(leaseMs)}));
    if (!parsed)
        return parsed.error();
    SemaphorePermit permit;
    permit.limit = limit;
    permit.leaseMs = leaseMs;
    permit.rank = parsed->integerAt(0, -1);
    if (parsed->done) {
        permit.acquired = true;
        permit.holder = holder;
        permit.acquiredAtUs = parsed->nowUs;
    } else {
        permit.detail = QStringLiteral("%1 live holders of limit %2: no permit free")
                            .arg(permit.rank)
                            .arg(limit);
    }
    return permit;
}

Result<SemaphoreRelease> AtomicSemaphore::release(const SemaphorePermit &permit)
{
    if (permit.holder.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("releasing a permit needs its holder id"));
    // Plain commands, not a script: the member is the caller's own, so removing it needs no
    // check, and MULTI makes the expiry test and the release stamp atomic with the removal.
    const auto done = transactionWithTime({{"ZSCORE", key("holders"), permit.holder},
                                           {"ZREM", key("holders"), permit.holder},
                                           wakeCommand()});
    if (!done)
        return done.error();
    const RedisReply &expiry = done->replies.at(0);
    SemaphoreRelease r;
    r.releasedAtUs = done->nowUs;
    r.released = !expiry.isNil() && done->replies.at(1).integerValue() == 1 &&
                 qint64(expiry.bytes().toDouble()) > done->nowUs / 1000;
    if (!r.released)
        r.detail = QStringLiteral("already expired: the lease had run out (or the holder was "
                                  "never admitted); another client may have taken the permit");
    return r;
}

Result<SemaphorePermit> AtomicSemaphore::refresh(const SemaphorePermit &permit, qint64 leaseMs)
{
    if (auto valid = validate(qMax(permit.limit, 1), leaseMs); !valid)
        return valid.error();
    if (permit.holder.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("refreshing a permit needs its holder id"));
    const auto parsed = LockScriptReply::from(connection().eval(
        refreshScript(), {key("holders")}, {permit.holder, QByteArray::number(leaseMs)}));
    if (!parsed)
        return parsed.error();
    SemaphorePermit refreshed = permit;
    refreshed.acquired = parsed->done;
    if (parsed->done) {
        refreshed.leaseMs = leaseMs;
        refreshed.detail.clear();
    } else {
        refreshed.detail = QStringLiteral("lost: the permit had expired");
    }
    return refreshed;
}

Result<SemaphoreStatus> AtomicSemaphore::status(int limit)
{
    if (auto valid = validate(limit, 1); !valid)
        return valid.error();
    const auto replies =
        connection().pipeline({{"ZRANGE", key("holders"), "0", "-1", "WITHSCORES"}, {"TIME"}});
    for (const auto &reply : replies)
        if (!reply)
            return reply.error();
    const auto members = replies.at(0)->toArray();
    if (!members)
        return members.error();
    const auto nowUs = replies.at(1)->toServerTimeUs();
    if (!nowUs)
        return nowUs.error();
    const qint64 nowMs = *nowUs / 1000;
    SemaphoreStatus s;
    s.limit = limit;
    s.layout = kind();
    int live = 0;
    for (qsizetype i = 0; i + 1 < members->size(); i += 2) {
        SemaphoreHolder h;
        h.id = members->at(i).bytes();
        h.rank = i / 2;
        h.leaseLeftMs = qMax<qint64>(0, qint64(members->at(i + 1).bytes().toDouble()) - nowMs);
        h.expired = h.leaseLeftMs == 0;
        live += h.expired ? 0 : 1;
        s.holders.append(h);
    }
    s.freePermits = qMax(0, limit - live);
    return s;
}
