#include "slidingwindowlimiter.h"

#include "luascript.h"

#include <QRandomGenerator>

const LuaScript &SlidingWindowLimiter::hitScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_sliding_hit"));
}

const LuaScript &SlidingWindowLimiter::stateScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_sliding_state"));
}

SlidingWindowLimiter::SlidingWindowLimiter(RedisConnection &connection, KeySpace keys,
                                           QByteArray name, RateLimitPolicy policy)
    : RateLimiter(connection, std::move(keys), std::move(name), policy)
{}

Result<void> SlidingWindowLimiter::validatePolicy() const
{
    if (auto valid = checkWholeNumber("limit", policy().limit, 1, RateLimitPolicy::MaxLimit);
        !valid)
        return valid;
    return checkWholeNumber("period (ms)", policy().periodMs, 1, RateLimitPolicy::MaxPeriodMs);
}

Result<RateLimitDecision> SlidingWindowLimiter::hitKey(const QByteArray &key, qint64 cost,
                                                       const QByteArray &nowUs)
{
    // A member per hit that no other hit, here or in another client, can share: ties in time
    // (the same µs, or an injected clock) must still count twice.
    const QByteArray member = QByteArray::number(QRandomGenerator::global()->generate64(), 16);
    const auto reply =
        evalArray(hitScript(), key,
                  {QByteArray::number(policy().limit), QByteArray::number(policy().periodMs * 1000),
                   QByteArray::number(cost), nowUs, member,
                   QByteArray::number(policy().periodMs + ttlGraceMs(nowUs))},
                  3);
    if (!reply)
        return reply.error();
    RateLimitDecision d;
    d.allowed = reply->at(0).integerValue() == 1;
    d.nowUs = reply->at(1).integerValue();
    d.limit = policy().limit;
    d.remaining = qMax<qint64>(0, policy().limit - reply->at(2).integerValue());
    if (d.allowed) {
        d.resetAfterUs = policy().periodMs * 1000; // the entry just added is the newest
        return d;
    }
    if (reply->size() < 5)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("ratelimit_sliding_hit: refusal without times"));
    d.retryAfterUs = reply->at(3).integerValue();
    d.resetAfterUs = reply->at(4).integerValue();
    return d;
}

Result<RateLimiterState> SlidingWindowLimiter::stateOfKey(const QByteArray &key,
                                                          const QByteArray &nowUs)
{
    const auto reply = evalArray(
        stateScript(), key,
        {QByteArray::number(policy().limit), QByteArray::number(policy().periodMs * 1000), nowUs},
        4);
    if (!reply)
        return reply.error();
    RateLimiterState s;
    s.nowUs = reply->at(0).integerValue();
    s.count = reply->at(1).integerValue();
    s.retryAfterUs = reply->at(2).integerValue();
    s.resetAfterUs = reply->at(3).integerValue();
    s.limit = policy().limit;
    s.remaining = qMax<qint64>(0, policy().limit - s.count);
    return s;
}
