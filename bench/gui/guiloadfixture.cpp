#include "guiloadfixture.h"

#include "keyspace.h"
#include "ratelimiterfactory.h"
#include "redisconnection.h"

namespace {
constexpr int Batch = 1000;

Result<void> flush(RedisConnection &connection, QList<RedisCommand> &commands)
{
    if (commands.isEmpty())
        return {};
    const auto replies = connection.pipeline(commands);
    commands.clear();
    for (const auto &reply : replies)
        if (!reply)
            return reply.error();
    return {};
}
} // namespace

Result<void> GuiLoadFixture::populate(RedisConnection &connection) const
{
    QList<RedisCommand> commands;
    for (int i = 0; i < locks; ++i) {
        commands.append({"SET", "cs:{lock" + QByteArray::number(i) + "}:lock",
                         "token-" + QByteArray::number(i * 7919), "PX",
                         QByteArray::number(600000 + i)});
        if (commands.size() == Batch)
            if (auto r = flush(connection, commands); !r)
                return r;
    }
    auto time = connection.command({"TIME"});
    if (!time)
        return time.error();
    const auto parts = time->toBytesList();
    if (!parts || parts->size() != 2)
        return RedisError(RedisError::Kind::UnexpectedReply, QStringLiteral("TIME"));
    const qint64 nowMs = parts->at(0).toLongLong() * 1000;
    for (int i = 0; i < delayedItems; ++i) {
        const QByteArray id = "job-" + QByteArray::number(i);
        const qint64 dueMs = nowMs - 3600000 + qint64(i) * 7200000 / qMax(1, delayedItems);
        commands.append({"ZADD", "cs:{big}:delayed", QByteArray::number(dueMs), id});
        commands.append({"HSET", "cs:{big}:payloads", id, "payload of " + id});
        if (commands.size() >= Batch)
            if (auto r = flush(connection, commands); !r)
                return r;
    }
    if (auto r = flush(connection, commands); !r)
        return r;

    RateLimitPolicy policy;
    policy.limit = 10;
    policy.periodMs = 60000;
    auto limiter = RateLimiterFactory::create(QStringLiteral("sliding"), connection, KeySpace(),
                                              "api", policy);
    if (!limiter)
        return limiter.error();
    for (int i = 0; i < limiterSubjects; ++i)
        for (int hit = 0; hit <= i % 12; ++hit)
            if (auto d = (*limiter)->hit("user-" + QByteArray::number(i)); !d)
                return d.error();
    return {};
}
