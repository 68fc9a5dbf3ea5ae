#pragma once

#include "windowlimiter.h"

// At most limit requests per aligned window [k * period, (k + 1) * period) of the clock. One
// counter per window, incremented by the hit: simple and cheap, but the count restarts at
// every boundary, so up to 2 * limit requests pass within one period that straddles it
// (limit at the end of one window, limit at the start of the next).
// Key: "<prefix>{name:subject}:fixed", a hash: window index -> units admitted in it (at rest
// only the newest window). A hit whose clock is behind the newest stored window is counted
// against that window. Commands: EVALSHA ratelimit_fixed_hit (TIME, HINCRBY; once per window
// HKEYS, HDEL, PEXPIRE to the window's end; a refusal gives its HINCRBY back); state() runs it
// as a peek (TIME, HKEYS, HGET).
class FixedWindowLimiter : public WindowLimiter
{
public:
    FixedWindowLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                       RateLimitPolicy policy);

    QString kind() const override { return QStringLiteral("fixed"); }

    static const LuaScript &hitScript();

protected:
    const LuaScript &script() const override { return hitScript(); }
    qint64 periodArgument() const override { return policy().periodMs; }
    Result<RateLimiterState> stateOfKey(const QByteArray &key, const QByteArray &nowUs) override;
};
