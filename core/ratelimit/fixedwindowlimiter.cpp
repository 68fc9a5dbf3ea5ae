#include "fixedwindowlimiter.h"

#include "luascript.h"

const LuaScript &FixedWindowLimiter::hitScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_fixed_hit"));
}

const LuaScript &FixedWindowLimiter::stateScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_fixed_state"));
}

FixedWindowLimiter::FixedWindowLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                                       RateLimitPolicy policy)
    : RateLimiter(connection, std::move(keys), std::move(name), policy)
{}

Result<void> FixedWindowLimiter::validatePolicy() const
{
    if (auto valid = checkWholeNumber("limit", policy().limit, 1, RateLimitPolicy::MaxLimit);
        !valid)
        return valid;
    return checkWholeNumber("period (ms)", policy().periodMs, 1, RateLimitPolicy::MaxPeriodMs);
}

Result<RateLimitDecision> FixedWindowLimiter::hitKey(const QByteArray &key, qint64 cost,
                                                     const QByteArray &nowUs)
{
    const auto reply =
        evalArray(hitScript(), key,
                  {QByteArray::number(policy().limit), QByteArray::number(policy().periodMs),
                   QByteArray::number(cost), nowUs, QByteArray::number(ttlGraceMs(nowUs))},
                  5);
    if (!reply)
        return reply.error();
    RateLimitDecision d;
    d.allowed = reply->at(0).integerValue() == 1;
    d.nowUs = reply->at(1).integerValue();
    d.limit = policy().limit;
    d.remaining = qMax<qint64>(0, policy().limit - reply->at(2).integerValue());
    d.retryAfterUs = reply->at(3).integerValue();
    d.resetAfterUs = reply->at(4).integerValue();
    return d;
}

Result<RateLimiterState> FixedWindowLimiter::stateOfKey(const QByteArray &key,
                                                        const QByteArray &nowUs)
{
    const auto reply =
        evalArray(stateScript(), key, {QByteArray::number(policy().periodMs), nowUs}, 3);
    if (!reply)
        return reply.error();
    RateLimiterState s;
    s.nowUs = reply->at(0).integerValue();
    s.count = reply->at(1).integerValue();
    s.resetAfterUs = reply->at(2).integerValue();
    s.windowStartUs = s.nowUs + s.resetAfterUs - policy().periodMs * 1000;
    s.limit = policy().limit;
    s.remaining = qMax<qint64>(0, policy().limit - s.count);
    s.retryAfterUs = s.remaining > 0 ? 0 : s.resetAfterUs;
    return s;
}
