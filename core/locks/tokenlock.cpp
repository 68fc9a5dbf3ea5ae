#include "tokenlock.h"

#include "locktoken.h"
#include "redisconnection.h"

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
    const auto reply =
        connection().eval(acquireScript(), {key()}, {token, QByteArray::number(ttlMs)});
    return holdFromReply(reply, token, ttlMs);
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
    hold.detail =
        pttl >= 0
            ? QStringLiteral("held by %1, %2 ms left").arg(QString::fromUtf8(holder)).arg(pttl)
            : QStringLiteral("held by %1, with no expiry").arg(QString::fromUtf8(holder));
    return hold;
}

Result<LockRelease> TokenLock::release(const LockHold &hold)
{
    if (hold.token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("releasing a token lock needs its token"));
    const auto parsed =
        LockScriptReply::from(connection().eval(releaseScript(), {key()}, {hold.token}));
    if (!parsed)
        return parsed.error();
    LockRelease r;
    r.releasedAtUs = parsed->nowUs;
    r.outcome = parsed->done ? LockRelease::Outcome::Released : LockRelease::Outcome::Lost;
    if (!parsed->done)
        r.detail = QStringLiteral("not the owner: the lock expired or another client holds it; "
                                  "nothing was deleted");
    return r;
}

Result<LockHold> TokenLock::extend(const LockHold &hold, qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    if (hold.token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("extending a token lock needs its token"));
    const auto parsed = LockScriptReply::from(
        connection().eval(extendScript(), {key()}, {hold.token, QByteArray::number(ttlMs)}));
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
}
