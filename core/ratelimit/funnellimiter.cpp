#include "funnellimiter.h"

#include "luascript.h"

#include <cmath>

namespace {
QByteArray exact(double v)
{
    return QByteArray::number(v, 'g', 17);
}
} // namespace

const LuaScript &FunnelLimiter::hitScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_funnel_hit"));
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

Result<QList<RedisReply>> FunnelLimiter::run(const QByteArray &key, qint64 cost,
                                             const QByteArray &nowUs) const
{
    return evalArray(hitScript(), key,
                     {exact(policy().capacity), exact(policy().ratePerSecond),
                      QByteArray::number(cost), nowUs, QByteArray::number(ttlGraceMs(nowUs))},
                     6);
}

Result<RateLimitDecision> FunnelLimiter::hitKey(const QByteArray &key, qint64 cost,
                                                const QByteArray &nowUs)
{
    const auto reply = run(key, cost, nowUs);
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
    d.retryAfterUs = reply->at(3).integerValue();
    d.resetAfterUs = reply->at(4).integerValue();
    d.remaining = reply->at(5).integerValue();
    return d;
}

Result<RateLimiterState> FunnelLimiter::stateOfKey(const QByteArray &key, const QByteArray &nowUs)
{
    const auto reply = run(key, PeekCost, nowUs);
    if (!reply)
        return reply.error();
    const auto level = numberAt(*reply, 2);
    if (!level)
        return level.error();
    RateLimiterState s;
    s.nowUs = reply->at(1).integerValue();
    s.level = *level;
    s.limit = qint64(std::floor(policy().capacity));
    s.retryAfterUs = reply->at(3).integerValue();
    s.resetAfterUs = reply->at(4).integerValue();
    s.remaining = reply->at(5).integerValue();
    return s;
}
