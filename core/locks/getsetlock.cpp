#include "getsetlock.h"

#include "redisconnection.h"

#include <optional>

namespace {
LockHold granted(const QByteArray &key, const QByteArray &expiry, qint64 ttlMs, qint64 nowUs)
{
    LockHold hold;
    hold.acquired = true;
    hold.key = key;
    hold.token = expiry;
    hold.acquiredAtUs = nowUs;
    hold.ttlMs = ttlMs;
    hold.validityMs = ttlMs;
    return hold;
}
} // namespace

GetSetLock::GetSetLock(RedisConnection &connection, KeySpace keys, QByteArray name)
    : DistributedLock(connection, std::move(keys), std::move(name))
{}

Result<LockHold> GetSetLock::tryAcquire(qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    const QByteArray expiry = QByteArray::number(m_clock.nowMs() + ttlMs);
    const auto timed = pipelineWithTime({{"SETNX", key(), expiry}});
    if (!timed)
        return timed.error();
    const QList<RedisReply> &replies = timed->replies;
    const auto set = replies.at(0).toInteger();
    if (!set)
        return set.error();
    const qint64 now = timed->nowUs;
    if (*set == 1)
        return granted(key(), expiry, ttlMs, now);
    return takeOverIfExpired(ttlMs);
}

Result<LockHold> GetSetLock::takeOverIfExpired(qint64 ttlMs)
{
    const auto read = connection().command({"GET", key()});
    if (!read)
        return read.error();
    const auto value = read->toOptionalBytes();
    if (!value)
        return value.error();
    LockHold hold;
    hold.key = key();
    if (!value->has_value()) {
        hold.detail = QStringLiteral("released just after our SETNX; try again");
        return hold;
    }
    const QByteArray stale = value->value();
    bool numeric = false;
    const qint64 storedExpiry = stale.toLongLong(&numeric);
    if (!numeric)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("the lock key holds \"%1\", not an expiry time")
                              .arg(QString::fromUtf8(stale.left(60))));
    const qint64 nowMs = m_clock.nowMs();
    if (storedExpiry >= nowMs) {
        hold.detail = QStringLiteral("held until %1 by this client's clock, %2 ms left")
                          .arg(storedExpiry)
                          .arg(storedExpiry - nowMs);
        return hold;
    }

    if (!step("after-get"))
        return crashed("after-get");
    const QByteArray expiry = QByteArray::number(m_clock.nowMs() + ttlMs);
    const auto timed = pipelineWithTime({{"GETSET", key(), expiry}});
    if (!timed)
        return timed.error();
    const QList<RedisReply> &replies = timed->replies;
    const auto old = replies.at(0).toOptionalBytes();
    if (!old)
        return old.error();
    const qint64 now = timed->nowUs;
    if (!old->has_value() || *old == stale) {
        LockHold won = granted(key(), expiry, ttlMs, now);
        won.detail = old->has_value()
                         ? QStringLiteral("took over a lock that expired at %1 by this client's "
                                          "clock, %2 ms earlier")
                               .arg(storedExpiry)
                               .arg(nowMs - storedExpiry)
                         : QStringLiteral("the expired lock was released before our GETSET");
        return won;
    }
    hold.detail = QStringLiteral("lost the race: another client took the expired lock over first "
                                 "and stored %1; our GETSET overwrote it with %2, so the stored "
                                 "expiry is now ours although we do not hold the lock")
                      .arg(QString::fromUtf8(old->value()), QString::fromUtf8(expiry));
    return hold;
}

Result<LockRelease> GetSetLock::release(const LockHold &hold)
{
    bool numeric = false;
    const qint64 expiry = hold.token.toLongLong(&numeric);
    if (!numeric)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("releasing a getset lock needs its token, the expiry "
                                         "time it stored"));
    enum class Verdict { Ours, NotOurs, Expired };
    Verdict verdict = Verdict::NotOurs;
    const auto done = watchedDelete([&](const std::optional<QByteArray> &value) {
        verdict = value != hold.token         ? Verdict::NotOurs
                  : m_clock.nowMs() >= expiry ? Verdict::Expired
                                              : Verdict::Ours;
        return verdict == Verdict::Ours;
    });
    if (!done)
        return done.error();
    LockRelease r;
    r.releasedAtUs = done->nowUs;
    if (done->deleted) {
        r.outcome = LockRelease::Outcome::Released;
        return r;
    }
    r.outcome = LockRelease::Outcome::Lost;
    switch (verdict) {
    case Verdict::NotOurs:
        r.detail = QStringLiteral("not the owner: another client took the lock over or it was "
                                  "deleted; nothing was deleted");
        break;
    case Verdict::Expired:
        r.detail = QStringLiteral("our lease ran out at %1 by this client's clock: another "
                                  "client may be taking it over, so it was left alone")
                       .arg(expiry);
        break;
    case Verdict::Ours:
        r.detail = QStringLiteral("the key kept changing under WATCH; nothing was deleted");
        break;
    }
    return r;
}
