#pragma once

#include "ratelimiter.h"

// At most limit requests per aligned window [k * period, (k + 1) * period) of the clock. One
// counter per window, incremented by the hit: simple and cheap, but the count restarts at
// every boundary, so up to 2 * limit requests pass within one period that straddles it
// (limit at the end of one window, limit at the start of the next).
// Key: "<prefix>{name:subject}:fixed", a hash with one field: the current window's index ->
// requests admitted in it. Commands: EVALSHA ratelimit_fixed_hit (TIME, HINCRBY; once per
// window DEL, HSET, PEXPIRE to the window's end; a refusal gives its HINCRBY back) and
// ratelimit_fixed_state (TIME, HGET).
class FixedWindowLimiter : public RateLimiter
{
public:
    FixedWindowLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                       RateLimitPolicy policy);

    QString kind() const override { return QStringLiteral("fixed"); }
    Result<void> validatePolicy() const override;

    static const LuaScript &hitScript();
    static const LuaScript &stateScript();

protected:
    Result<RateLimitDecision> hitKey(const QByteArray &key, qint64 cost,
                                     const QByteArray &nowUs) override;
    Result<RateLimiterState> stateOfKey(const QByteArray &key, const QByteArray &nowUs) override;
};
