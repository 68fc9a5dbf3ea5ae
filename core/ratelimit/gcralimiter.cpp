#include "gcralimiter.h"

#include "luascript.h"

#include <cmath>

namespace {
// The largest tolerance (burst * interval) whose sums with a µs timestamp stay exact in Lua.
constexpr qint64 MaxToleranceUs = 1000000000000000; // ~31.7 years

// redis-cell: whole_seconds(), plus one if subsec_milliseconds() > 0.
qint64 cellSeconds(qint64 us)
{
    if (us < 0)
        return -1;
    return us / 1000000 + ((us % 1000000) / 1000 > 0 ? 1 : 0);
}
} // namespace

const LuaScript &GcraLimiter::hitScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_gcra_hit"));
}

const LuaScript &GcraLimiter::stateScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_gcra_state"));
}

GcraLimiter::GcraLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                         RateLimitPolicy policy)
    : RateLimiter(connection, std::move(keys), std::move(name), policy)
{}

qint64 GcraLimiter::emissionIntervalUs() const
{
    return policy().limit > 0 ? policy().periodMs * 1000 / policy().limit : 0;
}

qint64 GcraLimiter::burst() const
{
    return policy().capacity > 0 ? qint64(policy().capacity) : policy().limit;
}

Result<void> GcraLimiter::validatePolicy() const
{
    if (auto valid = validateLimitAndPeriod(); !valid)
        return valid;
    const double capacity = policy().capacity;
    if (!std::isfinite(capacity) || capacity < 0 || capacity != std::floor(capacity) ||
        capacity > double(RateLimitPolicy::MaxLimit))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("capacity (the burst, max_burst + 1) must be a whole "
                                         "number between 1 and %1 (0: the limit), not %2")
                              .arg(RateLimitPolicy::MaxLimit)
                              .arg(capacity));
    if (emissionIntervalUs() < 1)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("%1 requests per %2 ms is more than one per µs")
                              .arg(policy().limit)
                              .arg(policy().periodMs));
    if (double(emissionIntervalUs()) * double(burst()) > double(MaxToleranceUs))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("a burst of %1 at one per %2 ms takes more than 31 "
                                         "years to earn back")
                              .arg(burst())
                              .arg(emissionIntervalUs() / 1000));
    return {};
}

qint64 GcraLimiter::remainingAfter(qint64 ttlUs) const
{
    const qint64 interval = emissionIntervalUs();
    const qint64 next = interval * burst() - ttlUs;
    return next > -interval ? next / interval : 0;
}

std::array<qint64, 5> GcraLimiter::clThrottleReply(const RateLimitDecision &decision)
{
    return {decision.allowed ? 0 : 1, decision.limit, decision.remaining,
            cellSeconds(decision.retryAfterUs), cellSeconds(decision.resetAfterUs)};
}

Result<RateLimitDecision> GcraLimiter::hitKey(const QByteArray &key, qint64 cost,
                                              const QByteArray &nowUs)
{
    const qint64 interval = emissionIntervalUs();
    if (double(interval) * double(cost) > double(MaxToleranceUs))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("cost %1 is too large for this rate").arg(cost));
    const auto reply =
        evalArray(hitScript(), key,
                  {QByteArray::number(interval * burst()), QByteArray::number(interval * cost),
                   nowUs, QByteArray::number(ttlGraceMs(nowUs))},
                  4);
    if (!reply)
        return reply.error();
    RateLimitDecision d;
    d.allowed = reply->at(0).integerValue() == 1;
    d.nowUs = reply->at(1).integerValue();
    d.resetAfterUs = reply->at(2).integerValue();
    d.retryAfterUs = reply->at(3).integerValue();
    d.limit = burst();
    d.remaining = remainingAfter(d.resetAfterUs);
    return d;
}

Result<RateLimiterState> GcraLimiter::stateOfKey(const QByteArray &key, const QByteArray &nowUs)
{
    const auto reply = evalArray(stateScript(), key, {nowUs}, 2);
    if (!reply)
        return reply.error();
    RateLimiterState s;
    s.nowUs = reply->at(0).integerValue();
    s.tatUs = reply->at(1).integerValue();
    const qint64 interval = emissionIntervalUs();
    // CL.THROTTLE with quantity 0: the peek redis-cell documents.
    s.resetAfterUs = s.tatUs < 0 ? 0 : qMax<qint64>(0, s.tatUs - s.nowUs);
    s.limit = burst();
    s.remaining = remainingAfter(s.resetAfterUs);
    s.retryAfterUs = qMax<qint64>(0, s.resetAfterUs + interval - interval * burst());
    return s;
}
