#include "reentrantlock.h"

#include "locktoken.h"
#include "luascript.h"
#include "redisconnection.h"

#include <QDeadlineTimer>
#include <QThread>

namespace {
const LuaScript &acquireScript()
{
    static const LuaScript s =
        LuaScript::fromResource(QStringLiteral(":/lua/reentrant_acquire.lua"));
    return s;
}
const LuaScript &releaseScript()
{
    static const LuaScript s =
        LuaScript::fromResource(QStringLiteral(":/lua/reentrant_release.lua"));
    return s;
}

// The reentrant scripts reply {flag, now_us, ...}: flag 1 means done for the owner.
struct ScriptReply
{
    bool done = false;
    qint64 nowUs = 0;
    QList<RedisReply> rest;

    static Result<ScriptReply> from(const Result<RedisReply> &reply)
    {
        if (!reply)
            return reply.error();
        const auto items = reply->toArray();
        if (!items)
            return items.error();
        if (items->size() < 2)
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("lock script returned %1").arg(reply->summary(60)));
        return ScriptReply{items->at(0).integerValue() == 1, items->at(1).integerValue(),
                           items->mid(2)};
    }
    qint64 integerAt(qsizetype i, qint64 fallback) const
    {
        return i < rest.size() ? rest.at(i).integerValue() : fallback;
    }
};

int commandTimeout(const RedisConnection &c)
{
    return c.options().commandTimeoutMs > 0 ? c.options().commandTimeoutMs : -1;
}

bool isPush(const RedisReply &r, const QByteArray &type, const QByteArray &channel)
{
    return r.isArray() && r.elements().size() >= 2 && r.elements().at(0).bytes() == type &&
           r.elements().at(1).bytes() == channel;
}
} // namespace

// The waiting side of acquire(): a connection of its own, since a subscribed connection takes
// no other command, subscribed to the unlock channel only while an acquire() waits, so no
// message piles up between waits.
class ReentrantLock::UnlockSubscription
{
public:
    UnlockSubscription(const ConnectionOptions &options, QByteArray channel)
        : m_connection(options)
        , m_channel(std::move(channel))
    {}

    Result<void> subscribe()
    {
        const auto confirmed = m_connection.command({"SUBSCRIBE", m_channel});
        if (!confirmed)
            return confirmed.error();
        if (!isPush(*confirmed, "subscribe", m_channel)) {
            m_connection.disconnect();
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("SUBSCRIBE answered %1").arg(confirmed->summary(60)));
        }
        return {};
    }

    // True when a message came, false when timeoutMs passed without one.
    Result<bool> wait(int timeoutMs)
    {
        const auto pushed = m_connection.receive(timeoutMs);
        if (!pushed)
            return pushed.error();
        return pushed->has_value();
    }

    // Messages published before the server saw UNSUBSCRIBE still come first: skip them up to the
    // confirmation. When anything goes wrong, dropping the connection unsubscribes just as well.
    void unsubscribe()
    {
        if (!m_connection.isConnected())
            return; // a dropped connection has no subscription left
        auto reply = m_connection.command({"UNSUBSCRIBE", m_channel});
        while (reply && !isPush(*reply, "unsubscribe", m_channel)) {
            const auto next = m_connection.receive(commandTimeout(m_connection));
            if (!next || !next->has_value())
                break;
            reply = **next;
        }
        if (!reply || !isPush(*reply, "unsubscribe", m_channel))
            m_connection.disconnect();
    }

private:
    RedisConnection m_connection;
    QByteArray m_channel;
};

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
    static const LuaScript s =
        LuaScript::fromResource(QStringLiteral(":/lua/reentrant_extend.lua"));
    return s;
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
    const auto reply = ScriptReply::from(
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
    if (auto valid = validateTtl(options.ttlMs); !valid)
        return valid.error();
    if (options.waitMs < 0)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the wait must not be negative"));
    const QDeadlineTimer deadline(options.waitMs);
    auto first = attempt(options.ttlMs);
    if (!first)
        return first.error();
    if (first->hold.acquired || deadline.hasExpired()) {
        first.value().hold.attempts = 1;
        return std::move(first.value().hold);
    }

    // Subscribe, then try again: an unlock between the first try and the subscription is seen
    // by the second try, any later one by the subscription.
    if (!m_subscription)
        m_subscription =
            std::make_unique<UnlockSubscription>(connection().options(), unlockChannel());
    if (auto subscribed = m_subscription->subscribe(); !subscribed)
        return subscribed.error();
    int attempts = 1;
    auto waited = [&]() -> Result<LockHold> {
        for (;;) {
            auto next = attempt(options.ttlMs);
            ++attempts;
            if (!next)
                return next.error();
            if (next->hold.acquired || deadline.hasExpired()) {
                next.value().hold.attempts = attempts;
                return std::move(next.value().hold);
            }
            qint64 wait = qMin<qint64>(deadline.remainingTime(), m_fallbackPollMs);
            if (next->pttlMs >= 0)
                wait = qMin(wait, next->pttlMs);
            // Any message (or none before the lease ran out) is a reason to try again.
            if (auto woken = m_subscription->wait(int(qMax<qint64>(1, wait))); !woken)
                return woken.error();
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
    const auto reply = ScriptReply::from(
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
    const auto reply = ScriptReply::from(
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
