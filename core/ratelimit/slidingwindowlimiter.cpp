#include "slidingwindowlimiter.h"

#include "luascript.h"

const LuaScript &SlidingWindowLimiter::hitScript()
{
    return LuaScript::embedded(QStringLiteral("ratelimit_sliding_hit"));
}

SlidingWindowLimiter::SlidingWindowLimiter(RedisConnection &connection, KeySpace keys,
                                           QByteArray name, RateLimitPolicy policy)
    : WindowLimiter(connection, std::move(keys), std::move(name), policy)
{}
