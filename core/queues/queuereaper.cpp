#include "queuereaper.h"

#include "redisconnection.h"
#include "unexpectedqueuereply.h"

const LuaScript &QueueReaper::reapScript()
{
    return LuaScript::embedded(QStringLiteral("queue_reliable_reap"));
}

QueueReaper::QueueReaper(RedisConnection &connection, KeySpace keys, QByteArray name,
                         QueueReapLimits limits)
    : m_connection(connection)
    , m_keys(std::move(keys), std::move(name))
    , m_limits(limits)
{}

Result<QueueReap> QueueReaper::reap(std::optional<qint64> nowMs)
{
    // Up to 2^50: a time the script's Lua numbers (doubles) hold exactly.
    constexpr qint64 MaxNowMs = qint64(1) << 50;
    if (auto valid = m_keys.validate(); !valid)
        return valid.error();
    for (const int limit : {m_limits.consumers, m_limits.items})
        if (limit < 1 || limit > MaxLimit)
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("the reaper's limits must be 1 to %1, not %2")
                                  .arg(MaxLimit)
                                  .arg(limit));
    if (nowMs && (*nowMs < 0 || *nowMs > MaxNowMs))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("an injected time must be 0 to %1 ms, not %2")
                              .arg(MaxNowMs)
                              .arg(*nowMs));
    const auto reply = m_connection.eval(
        reapScript(), {m_keys.queue(), m_keys.consumers()},
        {m_keys.processingPrefix(), nowMs ? QByteArray::number(*nowMs) : QByteArray(),
         QByteArray::number(m_limits.consumers), QByteArray::number(m_limits.items)});
    if (!reply)
        return reply.error();
    const QList<RedisReply> &e = reply->elements();
    if (!reply->isArray() || e.size() < 2 || (e.size() - 2) % 3 != 0)
        return unexpectedQueueReply(reapScript().name(), *reply);
    QueueReap r;
    r.nowMs = e.at(0).integerValue();
    r.more = e.at(1).integerValue() == 1;
    for (qsizetype i = 2; i + 2 < e.size(); i += 3) {
        r.reaped.append(
            {e.at(i).bytes(), e.at(i + 1).integerValue(), e.at(i + 2).integerValue() == 1});
        r.requeued += e.at(i + 1).integerValue();
    }
    return r;
}
