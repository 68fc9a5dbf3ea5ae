#pragma once

#include "windowlimiter.h"

// At most limit units in any window of period: each admitted hit is one entry scored by its
// time, counting its cost until time + period. One script counts the units in the window and
// admits (adding one entry, whatever the cost) or refuses; a refused hit writes nothing. Exact,
// at the price of one ZSET entry per admitted hit still in the window.
// Key: "<prefix>{name:subject}:sliding", a ZSET "<cumulative units>:<cost>" -> time (µs); the
// cumulative count makes the window's units two O(log n) lookups (ratelimit_sliding_hit.lua).
// Commands: EVALSHA ratelimit_sliding_hit (TIME, ZCOUNT, ZRANGE twice; admitted: ZADD,
// ZREMRANGEBYRANK of at most 1000 expired entries, PEXPIRE; refused: ZCARD and a binary search
// of ZRANGEs for the retry time); state() runs it as a peek.
class SlidingWindowLimiter : public WindowLimiter
{
public:
    SlidingWindowLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                         RateLimitPolicy policy);

    QString kind() const override { return QStringLiteral("sliding"); }

    static const LuaScript &hitScript();

protected:
    const LuaScript &script() const override { return hitScript(); }
    qint64 periodArgument() const override { return policy().periodMs * 1000; }
};
