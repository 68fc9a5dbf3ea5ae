#include "queuereaper.h"

#include "redisconnection.h"
#include "reliablequeue.h"

const LuaScript &QueueReaper::reapScript()
{
    return LuaScript::embedded(QStringLiteral("queue_reliable_reap"));
}

QueueReaper::QueueReaper(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys), std::move(name))
{}

Result<QueueReap> QueueReaper::reap(qint64 visibilityMs, std::optional<qint64> nowMs)
{
    if (auto valid = m_keys.validate(); !valid)
        return valid.error();
    if (auto valid = ReliableQueue::validateVisibility(visibilityMs); !valid)
        return valid.error();
    if (nowMs && *nowMs < 0)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("an injected time must not be negative: %1").arg(*nowMs));
    const auto reply =
        m_connection.eval(reapScript(), {m_keys.queue(), m_keys.consumers()},
                          {QByteArray::number(visibilityMs), m_keys.processingPrefix(),
                           nowMs ? QByteArray::number(*nowMs) : QByteArray(),
                           QByteArray::number(MaxConsumersPerRun)});
    if (!reply)
        return reply.error();
    const QList<RedisReply> &e = reply->elements();
    if (!reply->isArray() || e.size() < 2 || e.size() % 2 != 0)
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QStringLiteral("%1: unexpected reply %2").arg(reapScript().name(), reply->summary(60)));
    QueueReap r;
    r.nowMs = e.at(0).integerValue();
    r.more = e.at(1).integerValue() == 1;
    for (qsizetype i = 2; i + 1 < e.size(); i += 2) {
        r.reaped.append({e.at(i).bytes(), e.at(i + 1).integerValue()});
        r.requeued += e.at(i + 1).integerValue();
    }
    return r;
}
