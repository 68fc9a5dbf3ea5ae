#include "naivelock.h"

#include "locktoken.h"
#include "redisconnection.h"

NaiveLock::NaiveLock(RedisConnection &connection, KeySpace keys, QByteArray name)
    : DistributedLock(connection, std::move(keys), std::move(name))
{}

Result<LockHold> NaiveLock::tryAcquire(qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    const QByteArray token = LockToken::generate();
    const auto timed = pipelineWithTime({{"SETNX", key(), token}, {"GET", key()}});
    if (!timed)
        return timed.error();
    const QList<RedisReply> &replies = timed->replies;
    const auto set = replies.at(0).toInteger();
    if (!set)
        return set.error();
    const auto holder = replies.at(1).toOptionalBytes();
    if (!holder)
        return holder.error();
    const qint64 now = timed->nowUs;

    LockHold hold;
    hold.key = key();
    if (*set == 1) {
        hold.acquired = true;
        hold.token = token;
        hold.acquiredAtUs = now;
        hold.ttlMs = -1;
        return hold;
    }
    hold.detail =
        holder->has_value()
            ? QStringLiteral("held by %1, with no expiry").arg(QString::fromUtf8(holder->value()))
            : QStringLiteral("released just after our SETNX; try again");
    return hold;
}

Result<LockRelease> NaiveLock::release(const LockHold &)
{
    const auto timed = pipelineWithTime({{"DEL", key()}});
    if (!timed)
        return timed.error();
    const QList<RedisReply> &replies = timed->replies;
    const auto deleted = replies.at(0).toInteger();
    if (!deleted)
        return deleted.error();
    const qint64 now = timed->nowUs;

    LockRelease r;
    r.releasedAtUs = now;
    if (*deleted == 1) {
        r.outcome = LockRelease::Outcome::DeletedAny;
        r.detail = QStringLiteral("deleted the key without checking whose lock it was");
    } else {
        r.outcome = LockRelease::Outcome::Lost;
        r.detail = QStringLiteral("there was no lock to delete");
    }
    return r;
}
