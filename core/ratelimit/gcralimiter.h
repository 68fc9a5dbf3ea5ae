#pragma once

#include "ratelimiter.h"

#include <array>

// The generic cell rate algorithm with redis-cell's semantics (CL.THROTTLE key max_burst
// count period quantity): limit requests per period, with bursts of up to capacity
// (max_burst + 1; 0 means limit). One key holds the theoretical arrival time (TAT); a hit is
// admitted when TAT + cost * interval - burst * interval <= now, and moves TAT on. No
// window edges, O(1) memory per subject, one GET and one SET.
// Key: "<prefix>{name:subject}:gcra", a string: TAT in µs since the epoch, expiring at TAT.
// Commands: EVALSHA ratelimit_gcra_hit (TIME, GET; admitted: SET PX) and ratelimit_gcra_state
// (TIME, GET). Differences from redis-cell: µs instead of ns (the emission interval is
// truncated to whole µs), a cost of 0 is refused (state() is the peek), and a TAT left in the
// past counts as now (redis-cell would report a negative reset for it).
class GcraLimiter : public RateLimiter
{
public:
    GcraLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                RateLimitPolicy policy);

    QString kind() const override { return QStringLiteral("gcra"); }
    Result<void> validatePolicy() const override;

    // period / limit, truncated to µs (redis-cell: to ns).
    qint64 emissionIntervalUs() const;
    qint64 burst() const;

    // The decision as CL.THROTTLE replies: limited (0/1), limit, remaining, retry_after and
    // reset_after in whole seconds (rounded up when there is a part of a millisecond or more,
    // -1 for none), exactly as redis-cell turns its durations into integers.
    static std::array<qint64, 5> clThrottleReply(const RateLimitDecision &decision);

    static const LuaScript &hitScript();
    static const LuaScript &stateScript();

protected:
    Result<RateLimitDecision> hitKey(const QByteArray &key, qint64 cost,
                                     const QByteArray &nowUs) override;
    Result<RateLimiterState> stateOfKey(const QByteArray &key, const QByteArray &nowUs) override;

private:
    // redis-cell's remaining: whole intervals left in the tolerance after ttlUs.
    qint64 remainingAfter(qint64 ttlUs) const;
};
