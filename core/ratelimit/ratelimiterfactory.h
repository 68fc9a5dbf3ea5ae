#pragma once

#include "ratelimiter.h"

#include <QStringList>
#include <memory>

// Makes a rate limiter of a kind named on the command line or in the GUI.
class RateLimiterFactory
{
public:
    // "fixed", "sliding", "funnel", "gcra".
    static QStringList kinds();
    // Checks the kind, the name (RateLimiter::validateName) and the policy before anything is sent.
    static Result<std::unique_ptr<RateLimiter>> create(const QString &kind,
                                                       RedisConnection &connection,
                                                       const KeySpace &keys, const QByteArray &name,
                                                       const RateLimitPolicy &policy);
};
