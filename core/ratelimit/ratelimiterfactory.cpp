#include "ratelimiterfactory.h"

#include "fixedwindowlimiter.h"
#include "funnellimiter.h"
#include "gcralimiter.h"
#include "slidingwindowlimiter.h"

QStringList RateLimiterFactory::kinds()
{
    return {QStringLiteral("fixed"), QStringLiteral("sliding"), QStringLiteral("funnel"),
            QStringLiteral("gcra")};
}

Result<std::unique_ptr<RateLimiter>>
RateLimiterFactory::create(const QString &kind, RedisConnection &connection, const KeySpace &keys,
                           const QByteArray &name, const RateLimitPolicy &policy)
{
    if (auto valid = RateLimiter::validateName(name); !valid)
        return valid.error();
    std::unique_ptr<RateLimiter> limiter;
    if (kind == u"fixed")
        limiter = std::make_unique<FixedWindowLimiter>(connection, keys, name, policy);
    else if (kind == u"sliding")
        limiter = std::make_unique<SlidingWindowLimiter>(connection, keys, name, policy);
    else if (kind == u"funnel")
        limiter = std::make_unique<FunnelLimiter>(connection, keys, name, policy);
    else if (kind == u"gcra")
        limiter = std::make_unique<GcraLimiter>(connection, keys, name, policy);
    else
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("unknown rate limiter kind \"%1\" (known: %2)")
                              .arg(kind, kinds().join(QStringLiteral(", "))));
    if (auto valid = limiter->validatePolicy(); !valid)
        return RedisError(valid.error().kind(),
                          kind + QStringLiteral(" limiter: ") + valid.error().message());
    return Result<std::unique_ptr<RateLimiter>>(std::move(limiter));
}
