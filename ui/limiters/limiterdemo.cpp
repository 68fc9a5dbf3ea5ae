#include "limiterdemo.h"

#include "keyspace.h"
#include "ratelimiterfactory.h"
#include "redisconnection.h"

#include <QCoreApplication>

QList<LimiterDemo::Limiter> LimiterDemo::limiters()
{
    const qint64 minute = 60000;
    QList<Limiter> out;
    for (const QString &kind : RateLimiterFactory::kinds()) {
        RateLimitPolicy policy;
        QByteArray name;
        if (kind == QLatin1String("fixed")) {
            name = "api";
            policy.limit = 10;
            policy.periodMs = 10 * minute;
        } else if (kind == QLatin1String("sliding")) {
            name = "uploads";
            policy.limit = 10;
            policy.periodMs = 10 * minute;
        } else if (kind == QLatin1String("funnel")) {
            name = "email";
            policy.capacity = 10;
            policy.ratePerSecond = 0.01;
        } else if (kind == QLatin1String("gcra")) {
            name = "search";
            policy.limit = 10;
            policy.periodMs = 10 * minute;
        } else {
            name = "demo-" + kind.toUtf8();
            policy.limit = 10;
            policy.periodMs = 10 * minute;
            policy.capacity = 10;
            policy.ratePerSecond = 0.01;
        }
        out.append({kind, name, policy});
    }
    return out;
}

QList<LimiterDemo::Subject> LimiterDemo::subjects()
{
    return {{"alice", 1}, {"bob", 5}, {"carol", 10}, {"dave:upload", 14}};
}

Result<QString> LimiterDemo::populate(RedisConnection &connection)
{
    int admitted = 0;
    int refused = 0;
    const auto all = limiters();
    for (const Limiter &l : all) {
        auto limiter = RateLimiterFactory::create(l.kind, connection, KeySpace(), l.name, l.policy);
        if (!limiter)
            return limiter.error();
        for (const Subject &s : subjects()) {
            for (int i = 0; i < s.hits; ++i) {
                const auto decision = (*limiter)->hit(s.subject);
                if (!decision)
                    return decision.error();
                decision->allowed ? ++admitted : ++refused;
            }
        }
    }
    return QCoreApplication::translate(
               "LimiterDemo", "Demo data: %1 limiters, %2 subjects each (%3 requests admitted, %4 "
                              "refused)")
        .arg(all.size())
        .arg(subjects().size())
        .arg(admitted)
        .arg(refused);
}
