#pragma once

#include "ratelimiter.h"

// What the fixed and the sliding window share: limit units per period, counted by one script
// that replies {allowed, now_us, count, retry_us, reset_us} and runs as a peek (cost 0) for
// state(). A subclass gives the script and how it takes the period.
class WindowLimiter : public RateLimiter
{
public:
    Result<void> validatePolicy() const override { return validateLimitAndPeriod(); }

protected:
    WindowLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                  RateLimitPolicy policy);

    virtual const LuaScript &script() const = 0;
    // The period as the script reads it (ms for fixed, µs for sliding).
    virtual qint64 periodArgument() const = 0;

    Result<RateLimitDecision> hitKey(const QByteArray &key, qint64 cost,
                                     const QByteArray &nowUs) override;
    Result<RateLimiterState> stateOfKey(const QByteArray &key, const QByteArray &nowUs) override;

private:
    Result<QList<RedisReply>> run(const QByteArray &key, qint64 cost,
                                  const QByteArray &nowUs) const;
};
