#include "fencedlock.h"

#include "redisconnection.h"

FencedLock::FencedLock(RedisConnection &connection, KeySpace keys, QByteArray name)
    : TokenLock(connection, std::move(keys), std::move(name))
{}

Result<LockHold> FencedLock::tryAcquireWithToken(const QByteArray &token, qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    if (token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty token"));
    const auto reply =
        connection().eval(acquireScript(), acquireKeys({fenceKey()}), acquireArgs(token, ttlMs));
    auto hold = holdFromReply(reply, token, ttlMs);
    if (!hold || !hold->acquired)
        return hold;
    // {1, now_us, fencing}
    const auto &items = reply->elements();
    if (items.size() < 3 || !items.at(2).isInteger())
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("token_acquire returned %1").arg(reply->summary(60)));
    hold.value().fencing = items.at(2).integerValue();
    return hold;
}

Result<LockStatus> FencedLock::status()
{
    auto s = TokenLock::status();
    if (!s)
        return s;
    const auto fence = connection().command({"GET", fenceKey()});
    if (!fence)
        return fence.error();
    if (!fence->isNil()) {
        const auto number = fence->toInteger();
        if (!number)
            return number.error();
        s.value().fencing = *number;
    }
    return s;
}
