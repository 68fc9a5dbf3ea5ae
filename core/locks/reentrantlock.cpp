#include "reentrantlock.h"

#include "acquireretry.h"
#include "channelsubscription.h"
#include "locktoken.h"
#include "luascript.h"
#include "redisconnection.h"

#include <QDeadlineTimer>
#include <QThread>

namespace {
const LuaScript &acquireScript()
{
    return LuaScript::embedded(QStringLiteral("reentrant_acquire"));
}
const LuaScript &releaseScript()
{
    return LuaScript::embedded(QStringLiteral("reentrant_release"));
}

} // namespace

struct ReentrantLock::Attempt
{
    LockHold hold;
    qint64 pttlMs = -2; // when not acquired: the holder's lease left; -1: none
};

ReentrantLock::ReentrantLock(RedisConnection &connection, KeySpace keys, QByteArray name)
    : DistributedLock(connection, std::move(keys), std::move(name))
    , m_instanceId(LockToken::generate())
{}

ReentrantLock::~ReentrantLock() = default;

const LuaScript &ReentrantLock::extendScript()
{
    return LuaScript::embedded(QStringLiteral("reentrant_extend"));
}

QByteArray ReentrantLock::owner() const
{
    if (!m_owner.isEmpty())
        return m_owner;
    return m_instanceId + ':' + QByteArray::number(quintptr(QThread::currentThreadId()));
}

void ReentrantLock::setOwner(const QByteArray &owner)
{
    m_owner = owner;
}

void ReentrantLock::setFallbackPollMs(int ms)
{
    m_fallbackPollMs = qMax(1, ms);
}

Result<ReentrantLock::Attempt> ReentrantLock::attempt(qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    const QByteArray id = owner();
    const auto reply = LockScriptReply::from(
        connection().eval(acquireScript(), {key()}, {id, QByteArray::number(ttlMs)}));
    if (!reply)
        return reply.error();
    Attempt a;
    a.hold.key = key();
    if (reply->done) {
        a.hold.acquired = true;
        a.hold.token = id;
        a.hold.acquiredAtUs = reply->nowUs;
        a.hold.ttlMs = ttlMs;
        a.hold.validityMs = ttlMs;
        a.hold.holdCount = reply->integerAt(0, 1);
        return a;
    }
    a.pttlMs = reply->integerAt(0, -2);
    const QString holder =
        QString::fromUtf8(reply->rest.size() > 1 ? reply->rest.at(1).bytes() : QByteArray());
    a.hold.detail = a.pttlMs >= 0
                        ? QStringLiteral("held by %1, %2 ms left").arg(holder).arg(a.pttlMs)
                        : QStringLiteral("held by %1, with no expiry").arg(holder);
    return a;
}

Result<LockHold> ReentrantLock::tryAcquire(qint64 ttlMs)
{
    auto a = attempt(ttlMs);
    if (!a)
        return a.error();
    return std::move(a.value().hold);
}

Result<LockHold> ReentrantLock::acquire(const LockAcquireOptions &options)
{
    if (auto valid = validateAcquire(options); !valid)
        return valid.error();
    const QDeadlineTimer deadline(options.waitMs);
    auto first = attempt(options.ttlMs);
    if (!first)
        return first.error();
    if (first->hold.acquired || deadline.hasExpired() || stopRequested()) {
        first.value().hold.attempts = 1;
        return std::move(first.value().hold);
    }

    // Subscribe, then try again: an unlock between the first try and the subscription is seen
    // by the second try, any later one by the subscription.
    if (!m_subscription)
        m_subscription =
            std::make_unique<ChannelSubscription>(connection().options(), unlockChannel());
    if (auto subscribed = m_subscription->subscribe(); !subscribed)
        return subscribed.error();
    int attempts = 1;
    auto waited = [&]() -> Result<LockHold> {
        for (;;) {
            auto next = attempt(options.ttlMs);
            ++attempts;
            if (!next)
                return next.error();
            if (next->hold.acquired || deadline.hasExpired() || stopRequested()) {
                next.value().hold.attempts = attempts;
                return std::move(next.value().hold);
            }
            qint64 wait = qMin<qint64>(deadline.remainingTime(), m_fallbackPollMs);
            if (next->pttlMs >= 0)
                wait = qMin(wait, next->pttlMs);
            // Any message (or none before the lease ran out) is a reason to try again. In
            // slices, so a stop is seen within AcquireRetry::StopSliceMs.
            const QDeadlineTimer woken(qMax<qint64>(1, wait));
            for (;;) {
                const auto message = m_subscription->wait(
                    int(qBound<qint64>(1, woken.remainingTime(), AcquireRetry::StopSliceMs)));
                if (!message)
                    return message.error();
                if (*message || woken.hasExpired() || stopRequested())
                    break;
            }
        }
    }();
    m_subscription->unsubscribe();
    return waited;
}

Result<LockRelease> ReentrantLock::release(const LockHold &hold)
{
    if (hold.token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("releasing a reentrant lock needs its owner id"));
    const QByteArray ttl = QByteArray::number(qMax<qint64>(0, hold.ttlMs));
    const auto reply = LockScriptReply::from(
        connection().eval(releaseScript(), {key()}, {hold.token, ttl, unlockChannel()}));
    if (!reply)
        return reply.error();
    LockRelease r;
    r.releasedAtUs = reply->nowUs;
    if (!reply->done) {
        r.outcome = LockRelease::Outcome::Lost;
        r.detail = QStringLiteral("not held by %1: the lock expired or another owner holds it; "
                                  "nothing was changed")
                       .arg(QString::fromUtf8(hold.token));
        return r;
    }
    r.holdCount = reply->integerAt(0, 0);
    r.outcome = r.holdCount > 0 ? LockRelease::Outcome::StillHeld : LockRelease::Outcome::Released;
    return r;
}

Result<LockHold> ReentrantLock::extend(const LockHold &hold, qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    if (hold.token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("extending a reentrant lock needs its owner id"));
    const auto reply = LockScriptReply::from(
        connection().eval(extendScript(), {key()}, {hold.token, QByteArray::number(ttlMs)}));
    if (!reply)
        return reply.error();
    LockHold extended = hold;
    extended.acquired = reply->done;
    if (reply->done) {
        extended.ttlMs = ttlMs;
        extended.validityMs = ttlMs;
        extended.holdCount = reply->integerAt(0, hold.holdCount);
    } else {
        extended.detail = QStringLiteral("lost: the lock expired or another owner holds it");
    }
    return extended;
}

Result<LockStatus> ReentrantLock::status()
{
    const auto replies = connection().pipeline({{"HGETALL", key()}, {"PTTL", key()}});
    for (const auto &r : replies)
        if (!r)
            return r.error();
    const auto fields = replies.at(0)->toArray();
    if (!fields)
        return fields.error();
    LockStatus s;
    s.layout = kind();
    s.ttlMs = replies.at(1)->integerValue();
    if (fields->size() >= 2) {
        s.held = true;
        s.holder = fields->at(0).bytes();
        const auto count = fields->at(1).toInteger();
        if (!count)
            return count.error();
        s.holdCount = *count;
    }
    return s;
}
