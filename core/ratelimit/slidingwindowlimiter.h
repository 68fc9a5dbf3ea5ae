#pragma once

#include "ratelimiter.h"

// At most limit requests in any window of period: each admitted request is an entry scored
// by its time and counts until time + period. One script drops the entries that left the
// window, counts, and admits (adding one entry per unit of cost) or refuses; a refused
// request is not recorded. Exact, at the price of one entry per admitted request.
// Key: "<prefix>{name:subject}:sliding", a ZSET member (random id per hit) -> time (µs).
// Commands: EVALSHA ratelimit_sliding_hit (TIME, ZREMRANGEBYSCORE, ZCARD, ZADD, PEXPIRE;
// refused: ZRANGE twice instead of ZADD and PEXPIRE) and ratelimit_sliding_state (TIME,
// ZCOUNT, ZRANGE(BYSCORE)).
class SlidingWindowLimiter : public RateLimiter
{
public:
    SlidingWindowLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                         RateLimitPolicy policy);

    QString kind() const override { return QStringLiteral("sliding"); }
    Result<void> validatePolicy() const override;

    static const LuaScript &hitScript();
    static const LuaScript &stateScript();

protected:
    Result<RateLimitDecision> hitKey(const QByteArray &key, qint64 cost,
                                     const QByteArray &nowUs) override;
    Result<RateLimiterState> stateOfKey(const QByteArray &key, const QByteArray &nowUs) override;
};
