#include "tokenlock.h"

#include "locktoken.h"
#include "redisconnection.h"
#include "wakeupchannel.h"

#include <QDeadlineTimer>
#include <QRandomGenerator>

const LuaScript &TokenLock::acquireScript()
{
    return LuaScript::embedded(QStringLiteral("token_acquire"));
}

const LuaScript &TokenLock::releaseScript()
{
    return LuaScript::embedded(QStringLiteral("token_release"));
}

const LuaScript &TokenLock::extendScript()
{
    return LuaScript::embedded(QStringLiteral("token_extend"));
}

TokenLock::TokenLock(RedisConnection &connection, KeySpace keys, QByteArray name,
                     QByteArray keyPart)
    : DistributedLock(connection, std::move(keys), std::move(name), std::move(keyPart))
{}

TokenLock::~TokenLock() = default;

QList<QByteArray> TokenLock::acquireKeys(const QList<QByteArray> &extraKeys) const
{
    return QList<QByteArray>{key(), queueKey(), keptKey()} + extraKeys;
}

QList<QByteArray> TokenLock::acquireArgs(const QByteArray &token, qint64 ttlMs) const
{
    return {token, QByteArray::number(ttlMs), QByteArray::number(m_placeKeptMs)};
}

Result<LockHold> TokenLock::tryAcquire(qint64 ttlMs)
{
    return tryAcquireWithToken(LockToken::generate(), ttlMs);
}

Result<LockHold> TokenLock::tryAcquireWithToken(const QByteArray &token, qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    if (token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty token"));
    const auto reply = connection().eval(acquireScript(), acquireKeys(), acquireArgs(token, ttlMs));
    return holdFromReply(reply, token, ttlMs);
}

Result<LockHold> TokenLock::acquire(const LockAcquireOptions &options)
{
    if (auto valid = validateAcquire(options); !valid)
        return valid.error();
    const QDeadlineTimer deadline(options.waitMs);
    const QByteArray token = LockToken::generate();
    const int pauseMs = qMax(1, options.retryDelayMs + qMax(0, options.retryJitterMs));
    // Still listening from an earlier wait: the first try joins the line at once (one script
    // less per contended acquire). Otherwise the first try does not: an uncontended lock costs
    // no subscription.
    const qint64 placeKeptMs = 2 * qint64(pauseMs) + 50;
    bool joined = options.waitMs > 0 && m_wakeUps && m_wakeUps->isListening();
    if (joined)
        m_placeKeptMs = placeKeptMs;
    Result<LockHold> last = tryAcquireWithToken(token, options.ttlMs);
    int attempts = 1;
    if (last && !last->acquired && !deadline.hasExpired() && !stopRequested()) {
        // Listening before joining the line: the wake-up for our token cannot come earlier.
        // Then a try at once, which joins.
        bool tryAtOnce = !joined;
        if (!joined) {
            if (!m_wakeUps)
                m_wakeUps = std::make_unique<WakeUpChannel>(connection().options(), wakeChannel());
            m_wakeUps->listen();
            m_placeKeptMs = placeKeptMs;
            joined = true;
        }
        const auto stop = [this] { return stopRequested(); };
        for (;;) {
            if (!tryAtOnce) {
                const int jitter =
                    options.retryJitterMs > 0
                        ? QRandomGenerator::global()->bounded(options.retryJitterMs + 1)
                        : 0;
                m_wakeUps->pause(
                    qMin<qint64>(options.retryDelayMs + jitter, deadline.remainingTime()), token,
                    stop);
            }
            tryAtOnce = false;
            last = tryAcquireWithToken(token, options.ttlMs);
            ++attempts;
            if (!last || last->acquired || deadline.hasExpired() || stopRequested())
                break;
        }
    }
    m_placeKeptMs = 0;
    if (joined && (!last || !last->acquired))
        leaveLine(token);
    if (last)
        last.value().attempts = attempts;
    return last;
}

void TokenLock::leaveLine(const QByteArray &token)
{
    // Best effort: a place nobody comes back to is dropped when its time is up.
    (void)connection().pipeline({{"LREM", queueKey(), "0", token}, {"ZREM", keptKey(), token}});
}

TokenLock::PendingHold TokenLock::startAcquire(const QByteArray &token, qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return [e = valid.error()]() -> Result<LockHold> { return e; };
    if (token.isEmpty())
        return []() -> Result<LockHold> {
            return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty token"));
        };
    auto pending =
        connection().startEval(acquireScript(), {key()}, {token, QByteArray::number(ttlMs)});
    return [this, pending = std::move(pending), token, ttlMs] {
        return holdFromReply(pending(), token, ttlMs);
    };
}

Result<LockHold> TokenLock::holdFromReply(const Result<RedisReply> &reply, const QByteArray &token,
                                          qint64 ttlMs) const
{
    const auto parsed = LockScriptReply::from(reply);
    if (!parsed)
        return parsed.error();
    LockHold hold;
    hold.key = key();
    if (parsed->done) {
        hold.acquired = true;
        hold.token = token;
        hold.acquiredAtUs = parsed->nowUs;
        hold.ttlMs = ttlMs;
        hold.validityMs = ttlMs;
        return hold;
    }
    const qint64 pttl = parsed->integerAt(0, -2);
    const QByteArray holder = parsed->rest.size() > 1 ? parsed->rest.at(1).bytes() : QByteArray();
    const qint64 waiting = parsed->integerAt(2, 0);
    if (pttl == -2) // free, and kept for the first in the line
        hold.detail =
            QStringLiteral("free, but kept for the first of %1 waiting in line").arg(waiting);
    else
        hold.detail =
            pttl >= 0
                ? QStringLiteral("held by %1, %2 ms left").arg(QString::fromUtf8(holder)).arg(pttl)
                : QStringLiteral("held by %1, with no expiry").arg(QString::fromUtf8(holder));
    if (pttl != -2 && waiting > 0)
        hold.detail += QStringLiteral("; %1 waiting in line").arg(waiting);
    return hold;
}

Result<LockRelease> TokenLock::release(const LockHold &hold)
{
    return startRelease(hold)();
}

std::function<Result<LockRelease>()> TokenLock::startRelease(const LockHold &hold)
{
    if (hold.token.isEmpty())
        return []() -> Result<LockRelease> {
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("releasing a token lock needs its token"));
        };
    auto pending = connection().startEval(releaseScript(), {key(), queueKey(), keptKey()},
                                          {hold.token, wakeChannel()});
    return [pending = std::move(pending)]() -> Result<LockRelease> {
        const auto parsed = LockScriptReply::from(pending());
        if (!parsed)
            return parsed.error();
        LockRelease r;
        r.releasedAtUs = parsed->nowUs;
        r.outcome = parsed->done ? LockRelease::Outcome::Released : LockRelease::Outcome::Lost;
        if (!parsed->done)
            r.detail = QStringLiteral("not the owner: the lock expired or another client holds "
                                      "it; nothing was deleted");
        return r;
    };
}

Result<LockHold> TokenLock::extend(const LockHold &hold, qint64 ttlMs)
{
    return startExtend(hold, ttlMs)();
}

TokenLock::PendingHold TokenLock::startExtend(const LockHold &hold, qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return [e = valid.error()]() -> Result<LockHold> { return e; };
    if (hold.token.isEmpty())
        return []() -> Result<LockHold> {
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("extending a token lock needs its token"));
        };
    auto pending =
        connection().startEval(extendScript(), {key()}, {hold.token, QByteArray::number(ttlMs)});
    return [pending = std::move(pending), hold, ttlMs]() -> Result<LockHold> {
        const auto parsed = LockScriptReply::from(pending());
        if (!parsed)
            return parsed.error();
        LockHold extended = hold;
        extended.acquired = parsed->done;
        if (parsed->done) {
            extended.ttlMs = ttlMs;
            extended.validityMs = ttlMs;
        } else {
            extended.detail = QStringLiteral("lost: the lock expired or another client holds it");
        }
        return extended;
    };
}
