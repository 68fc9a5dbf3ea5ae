#include "setnxexpirelock.h"

#include "locktoken.h"
#include "redisconnection.h"

#include <optional>

SetnxExpireLock::SetnxExpireLock(RedisConnection &connection, KeySpace keys, QByteArray name)
    : DistributedLock(connection, std::move(keys), std::move(name))
{}

Result<LockHold> SetnxExpireLock::tryAcquire(qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    const QByteArray token = LockToken::generate();
    const auto timed = pipelineWithTime({{"SETNX", key(), token}});
    if (!timed)
        return timed.error();
    const QList<RedisReply> &replies = timed->replies;
    const auto set = replies.at(0).toInteger();
    if (!set)
        return set.error();
    const qint64 now = timed->nowUs;
    return *set == 1 ? setLease(token, ttlMs, now) : inspectHolder(ttlMs);
}

Result<LockHold> SetnxExpireLock::setLease(const QByteArray &token, qint64 ttlMs, qint64 nowUs)
{
    if (!step("after-setnx"))
        return crashed("after-setnx");
    const auto expire = connection().command({"PEXPIRE", key(), QByteArray::number(ttlMs)});
    if (!expire)
        return expire.error();
    LockHold hold;
    hold.key = key();
    if (expire->integerValue() != 1) {
        hold.detail = QStringLiteral("the key was deleted between SETNX and PEXPIRE");
        return hold;
    }
    hold.acquired = true;
    hold.token = token;
    hold.acquiredAtUs = nowUs;
    hold.ttlMs = ttlMs;
    hold.validityMs = ttlMs;
    return hold;
}

Result<LockHold> SetnxExpireLock::inspectHolder(qint64 ttlMs)
{
    const auto replies = connection().pipeline({{"GET", key()}, {"PTTL", key()}});
    for (const auto &r : replies)
        if (!r)
            return r.error();
    const auto holder = replies.at(0)->toOptionalBytes();
    if (!holder)
        return holder.error();
    const qint64 pttl = replies.at(1)->integerValue();

    LockHold hold;
    hold.key = key();
    if (!holder->has_value() || pttl == -2) {
        hold.detail = QStringLiteral("released just after our SETNX; try again");
        return hold;
    }
    const QString name = QString::fromUtf8(holder->value());
    if (pttl >= 0) {
        hold.detail = QStringLiteral("held by %1, %2 ms left").arg(name).arg(pttl);
        return hold;
    }
    // No TTL: its holder died between SETNX and PEXPIRE (or is about to send it).
    const auto repair = connection().command({"PEXPIRE", key(), QByteArray::number(ttlMs)});
    if (!repair)
        return repair.error();
    hold.detail =
        repair->integerValue() == 1
            ? QStringLiteral("held by %1 with no TTL: repaired, it now expires in %2 ms")
                  .arg(name)
                  .arg(ttlMs)
            : QStringLiteral("held by %1 with no TTL, released before the repair").arg(name);
    return hold;
}

Result<LockRelease> SetnxExpireLock::release(const LockHold &hold)
{
    if (hold.token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("releasing a setnx-expire lock needs its token"));
    const auto done = watchedDelete(
        [&hold](const std::optional<QByteArray> &value) { return value == hold.token; });
    if (!done)
        return done.error();
    const bool ours = done->judgedOurs;
    LockRelease r;
    r.releasedAtUs = done->nowUs;
    if (done->deleted) {
        r.outcome = LockRelease::Outcome::Released;
        return r;
    }
    r.outcome = LockRelease::Outcome::Lost;
    r.detail = ours ? QStringLiteral("the key kept changing under WATCH; nothing was deleted")
                    : QStringLiteral("not the owner: the lock expired or another client holds "
                                     "it; nothing was deleted");
    return r;
}
