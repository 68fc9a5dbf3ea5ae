#pragma once

#include "ratelimiter.h"

// A funnel (leaky bucket): each request pours its cost in; the funnel leaks ratePerSecond
// continuously; a request that would overflow capacity is refused. Admits capacity at once,
// then one per 1 / rate. Unlike the usual blog version, the first request fills the funnel
// too, the level is kept as a fraction (a leak of 0.4 is not lost), and reading, leaking and
// admitting are one script, so two clients cannot both take the last room.
// The level never exceeds capacity: the script allows 2^-48 of the capacity for rounding and
// keeps what that lets in out of the level. All the arithmetic is in the script.
// Key: "<prefix>{name:subject}:funnel", a hash {capacity, rate, level, last (µs)}.
// Commands: EVALSHA ratelimit_funnel_hit (TIME, HMGET; admitted: HSET, PEXPIRE until empty,
// at least 1 ms); state() runs it as a peek.
class FunnelLimiter : public RateLimiter
{
public:
    FunnelLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                  RateLimitPolicy policy);

    QString kind() const override { return QStringLiteral("funnel"); }
    Result<void> validatePolicy() const override;

    static const LuaScript &hitScript();

protected:
    Result<RateLimitDecision> hitKey(const QByteArray &key, qint64 cost,
                                     const QByteArray &nowUs) override;
    Result<RateLimiterState> stateOfKey(const QByteArray &key, const QByteArray &nowUs) override;

private:
    // The script's reply: {allowed, now, level, retry, reset, remaining}.
    Result<QList<RedisReply>> run(const QByteArray &key, qint64 cost,
                                  const QByteArray &nowUs) const;
};
