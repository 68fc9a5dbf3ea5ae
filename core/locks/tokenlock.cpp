#include "tokenlock.h"

#include "locktoken.h"
#include "redisconnection.h"

namespace {
const LuaScript &acquireScript()
{
    static const LuaScript s = LuaScript::fromResource(QStringLiteral(":/lua/token_acquire.lua"));
    return s;
}
const LuaScript &releaseScript()
{
    static const LuaScript s = LuaScript::fromResource(QStringLiteral(":/lua/token_release.lua"));
    return s;
}
const LuaScript &extendScript()
{
    static const LuaScript s = LuaScript::fromResource(QStringLiteral(":/lua/token_extend.lua"));
    return s;
}

// {flag, now_us, ...} from the token scripts.
Result<std::pair<bool, qint64>> flagAndTime(const Result<RedisReply> &reply)
{
    if (!reply)
        return reply.error();
    const auto items = reply->toArray();
    if (!items)
        return items.error();
    if (items->size() < 2)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("lock script returned %1").arg(reply->summary(60)));
    return std::pair{items->at(0).integerValue() == 1, items->at(1).integerValue()};
}
} // namespace

TokenLock::TokenLock(RedisConnection &connection, KeySpace keys, QByteArray name)
    : DistributedLock(connection, std::move(keys), std::move(name))
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
    const auto flag = flagAndTime(reply);
    if (!flag)
        return flag.error();
    LockHold hold;
    hold.key = key();
    if (flag->first) {
        hold.acquired = true;
        hold.token = token;
        hold.acquiredAtUs = flag->second;
        hold.ttlMs = ttlMs;
        hold.validityMs = ttlMs;
        return hold;
    }
    const auto &items = reply->elements();
    const qint64 pttl = items.size() > 2 ? items.at(2).integerValue() : -2;
    const QByteArray holder = items.size() > 3 ? items.at(3).bytes() : QByteArray();
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
    const auto flag = flagAndTime(connection().eval(releaseScript(), {key()}, {hold.token}));
    if (!flag)
        return flag.error();
    LockRelease r;
    r.releasedAtUs = flag->second;
    r.outcome = flag->first ? LockRelease::Outcome::Released : LockRelease::Outcome::Lost;
    if (!flag->first)
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
    const auto flag = flagAndTime(
        connection().eval(extendScript(), {key()}, {hold.token, QByteArray::number(ttlMs)}));
    if (!flag)
        return flag.error();
    LockHold extended = hold;
    extended.acquired = flag->first;
    if (flag->first) {
        extended.ttlMs = ttlMs;
        extended.validityMs = ttlMs;
    } else {
        extended.detail = QStringLiteral("lost: the lock expired or another client holds it");
    }
    return extended;
}

Result<LockStatus> TokenLock::status()
{
    const auto replies = connection().pipeline({{"GET", key()}, {"PTTL", key()}});
    for (const auto &r : replies)
        if (!r)
            return r.error();
    LockStatus s;
    s.layout = kind();
    const auto holder = replies.at(0)->toOptionalBytes();
    if (!holder)
        return holder.error();
    s.held = holder->has_value();
    s.holder = holder->value_or(QByteArray());
    s.ttlMs = replies.at(1)->integerValue();
    return s;
}
