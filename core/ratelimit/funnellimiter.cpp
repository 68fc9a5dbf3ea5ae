#include "funnellimiter.h"

#include "luascript.h"

#include <cmath>

namespace {
// The script's allowance for rounding in fractional leaks (ratelimit_funnel_hit.lua).
double slack(double capacity)
{
    return 1e-9 * std::max(1.0, capacity);
}

QByteArray exact(double v)
{
    return QByteArray::number(v, 'g', 17);
}
} // namespace

const LuaScript &FunnelLimiter::hitScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_funnel_hit"));
}

const LuaScript &FunnelLimiter::stateScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_funnel_state"));
}

FunnelLimiter::FunnelLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                             RateLimitPolicy policy)
    : RateLimiter(connection, std::move(keys), std::move(name), policy)
{}

Result<void> FunnelLimiter::validatePolicy() const
{
    const double capacity = policy().capacity;
    const double rate = policy().ratePerSecond;
    if (!std::isfinite(capacity) || capacity < 1 || capacity > RateLimitPolicy::MaxCapacity)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("capacity must be between 1 and %1, not %2")
                              .arg(RateLimitPolicy::MaxCapacity)
                              .arg(capacity));
    if (!std::isfinite(rate) || rate <= 0 || rate > RateLimitPolicy::MaxRatePerSecond)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("rate must be above 0 and at most %1 per second, not %2")
                              .arg(RateLimitPolicy::MaxRatePerSecond)
                              .arg(rate));
    if (capacity / rate > double(RateLimitPolicy::MaxPeriodMs) / 1000)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("a full funnel of %1 at %2 per second would take "
                                         "more than 366 days to drain")
                              .arg(capacity)
                              .arg(rate));
    return {};
}

qint64 FunnelLimiter::roomFor(double level) const
{
    return qMax<qint64>(0,
                        qint64(std::floor(policy().capacity - level + slack(policy().capacity))));
}

Result<RateLimitDecision> FunnelLimiter::hitKey(const QByteArray &key, qint64 cost,
                                                const QByteArray &nowUs)
{
    const auto reply =
        evalArray(hitScript(), key,
                  {exact(policy().capacity), exact(policy().ratePerSecond),
                   QByteArray::number(cost), nowUs, QByteArray::number(ttlGraceMs(nowUs))},
                  5);
    if (!reply)
        return reply.error();
    const auto level = numberAt(*reply, 2);
    if (!level)
        return level.error();
    RateLimitDecision d;
    d.allowed = reply->at(0).integerValue() == 1;
    d.nowUs = reply->at(1).integerValue();
    d.level = *level;
    d.limit = qint64(std::floor(policy().capacity));
    d.remaining = roomFor(*level);
    d.retryAfterUs = reply->at(3).integerValue();
    d.resetAfterUs = reply->at(4).integerValue();
    return d;
}

Result<RateLimiterState> FunnelLimiter::stateOfKey(const QByteArray &key, const QByteArray &nowUs)
{
    const auto reply = evalArray(stateScript(), key, {exact(policy().ratePerSecond), nowUs}, 3);
    if (!reply)
        return reply.error();
    const auto level = numberAt(*reply, 1);
    if (!level)
        return level.error();
    RateLimiterState s;
    s.nowUs = reply->at(0).integerValue();
    s.level = *level;
    s.resetAfterUs = reply->at(2).integerValue();
    s.limit = qint64(std::floor(policy().capacity));
    s.remaining = roomFor(*level);
    // As ratelimit_funnel_hit.lua computes a refusal's retry.
    const double over = *level + 1 - policy().capacity;
    s.retryAfterUs = over > slack(policy().capacity)
                         ? qint64(std::ceil(over * 1e6 / policy().ratePerSecond - 0.001))
                         : 0;
    return s;
}
