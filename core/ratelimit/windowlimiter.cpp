#include "windowlimiter.h"

WindowLimiter::WindowLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                             RateLimitPolicy policy)
    : RateLimiter(connection, std::move(keys), std::move(name), policy)
{}

Result<QList<RedisReply>> WindowLimiter::run(const QByteArray &key, qint64 cost,
                                             const QByteArray &nowUs) const
{
    return evalArray(script(), key,
                     {QByteArray::number(policy().limit), QByteArray::number(periodArgument()),
                      QByteArray::number(cost), nowUs, QByteArray::number(ttlGraceMs(nowUs))},
                     5);
}

Result<RateLimitDecision> WindowLimiter::hitKey(const QByteArray &key, qint64 cost,
                                                const QByteArray &nowUs)
{
    const auto reply = run(key, cost, nowUs);
    if (!reply)
        return reply.error();
    RateLimitDecision d;
    d.allowed = reply->at(0).integerValue() == 1;
    d.nowUs = reply->at(1).integerValue();
    d.limit = policy().limit;
    d.remaining = qMax<qint64>(0, policy().limit - reply->at(2).integerValue());
    d.retryAfterUs = reply->at(3).integerValue();
    d.resetAfterUs = reply->at(4).integerValue();
    return d;
}

Result<RateLimiterState> WindowLimiter::stateOfKey(const QByteArray &key, const QByteArray &nowUs)
{
    const auto reply = run(key, PeekCost, nowUs);
    if (!reply)
        return reply.error();
    RateLimiterState s;
    s.nowUs = reply->at(1).integerValue();
    s.count = reply->at(2).integerValue();
    s.retryAfterUs = reply->at(3).integerValue();
    s.resetAfterUs = reply->at(4).integerValue();
    s.limit = policy().limit;
    s.remaining = qMax<qint64>(0, policy().limit - s.count);
    return s;
}
