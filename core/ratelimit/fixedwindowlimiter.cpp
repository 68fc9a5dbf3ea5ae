#include "fixedwindowlimiter.h"

#include "luascript.h"

const LuaScript &FixedWindowLimiter::hitScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_fixed_hit"));
}

FixedWindowLimiter::FixedWindowLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                                       RateLimitPolicy policy)
    : WindowLimiter(connection, std::move(keys), std::move(name), policy)
{}

Result<RateLimiterState> FixedWindowLimiter::stateOfKey(const QByteArray &key,
                                                        const QByteArray &nowUs)
{
    auto s = WindowLimiter::stateOfKey(key, nowUs);
    if (s)
        s.value().windowStartUs = s->nowUs + s->resetAfterUs - policy().periodMs * 1000;
    return s;
}
