#include "ttlkeysemaphore.h"

#include "distributedlock.h"
#include "locktoken.h"
#include "redisconnection.h"

const LuaScript &TtlKeySemaphore::acquireScript()
{
    return LuaScript::embedded(QStringLiteral("semaphore_ttlkeys_acquire"));
}

const LuaScript &TtlKeySemaphore::releaseScript()
{
    return LuaScript::embedded(QStringLiteral("semaphore_ttlkeys_release"));
}

const LuaScript &TtlKeySemaphore::refreshScript()
{
    return LuaScript::embedded(QStringLiteral("semaphore_ttlkeys_refresh"));
}

TtlKeySemaphore::TtlKeySemaphore(RedisConnection &connection, KeySpace keys, QByteArray name)
    : CountingSemaphore(connection, std::move(keys), std::move(name))
{}

Result<SemaphorePermit> TtlKeySemaphore::tryAcquire(int limit, qint64 leaseMs)
{
    return tryAcquireAs(LockToken::generate(), limit, leaseMs);
}

Result<SemaphorePermit> TtlKeySemaphore::tryAcquireAs(const QByteArray &holder, int limit,
                                                      qint64 leaseMs)
{
    if (auto valid = validate(limit, leaseMs); !valid)
        return valid.error();
    if (holder.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty holder id"));
    const auto parsed = LockScriptReply::from(connection().eval(
        acquireScript(), {key("holders"), key("counter"), leaseKey(holder)},
        {holder, QByteArray::number(limit), QByteArray::number(leaseMs), key("lease:")}));
    if (!parsed)
        return parsed.error();
    SemaphorePermit permit;
    permit.limit = limit;
    permit.leaseMs = leaseMs;
    permit.rank = parsed->integerAt(0, -1);
    if (parsed->done) {
        permit.acquired = true;
        permit.holder = holder;
        permit.counter = parsed->integerAt(1, -1);
        permit.acquiredAtUs = parsed->nowUs;
    } else {
        permit.detail = QStringLiteral("%1 live holders of limit %2: no permit free")
                            .arg(permit.rank)
                            .arg(limit);
    }
    return permit;
}

Result<SemaphoreRelease> TtlKeySemaphore::release(const SemaphorePermit &permit)
{
    if (permit.holder.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("releasing a permit needs its holder id"));
    const auto parsed = LockScriptReply::from(
        connection().eval(releaseScript(), {key("holders"), leaseKey(permit.holder)},
                          {permit.holder, wakeChannel()}));
    if (!parsed)
        return parsed.error();
    SemaphoreRelease r;
    r.released = parsed->done;
    r.releasedAtUs = parsed->nowUs;
    if (!r.released)
        r.detail = QStringLiteral("already expired: the lease key was gone (or the holder was "
                                  "never admitted); another client may have taken the permit");
    return r;
}

Result<SemaphorePermit> TtlKeySemaphore::refresh(const SemaphorePermit &permit, qint64 leaseMs)
{
    if (auto valid = validate(qMax(permit.limit, 1), leaseMs); !valid)
        return valid.error();
    if (permit.holder.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("refreshing a permit needs its holder id"));
    const auto parsed = LockScriptReply::from(
        connection().eval(refreshScript(), {key("holders"), leaseKey(permit.holder)},
                          {permit.holder, QByteArray::number(leaseMs)}));
    if (!parsed)
        return parsed.error();
    SemaphorePermit refreshed = permit;
    refreshed.acquired = parsed->done;
    if (parsed->done) {
        refreshed.leaseMs = leaseMs;
        refreshed.counter = parsed->integerAt(0, permit.counter);
        refreshed.detail.clear();
    } else {
        refreshed.detail = QStringLiteral("lost: the lease key had expired");
    }
    return refreshed;
}

Result<SemaphoreStatus> TtlKeySemaphore::status(int limit)
{
    if (auto valid = validate(limit, 1); !valid)
        return valid.error();
    const auto members = connection().command({"ZRANGE", key("holders"), "0", "-1", "WITHSCORES"});
    if (!members)
        return members.error();
    const auto items = members->toArray();
    if (!items)
        return items.error();
    QList<RedisCommand> commands;
    for (qsizetype i = 0; i + 1 < items->size(); i += 2)
        commands.append(RedisCommand{"PTTL", leaseKey(items->at(i).bytes())});
    commands.append(RedisCommand{"TIME"});
    const auto replies = connection().pipeline(commands);
    for (const auto &reply : replies)
        if (!reply)
            return reply.error();
    SemaphoreStatus s;
    s.limit = limit;
    s.layout = kind();
    int live = 0;
    for (qsizetype i = 0; i + 1 < items->size(); i += 2) {
        SemaphoreHolder h;
        h.id = items->at(i).bytes();
        h.rank = i / 2;
        h.counter = qint64(items->at(i + 1).bytes().toDouble());
        const qint64 pttl = replies.at(i / 2)->integerValue();
        h.expired = pttl == -2;
        h.leaseLeftMs = pttl >= 0 ? pttl : (h.expired ? 0 : -1);
        live += h.expired ? 0 : 1;
        s.holders.append(h);
    }
    s.freePermits = qMax(0, limit - live);
    return s;
}
