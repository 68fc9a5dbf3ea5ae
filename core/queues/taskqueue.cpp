#include "taskqueue.h"

#include "queuewait.h"
#include "redisconnection.h"
#include "unexpectedqueuereply.h"

TaskQueue::TaskQueue(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys), std::move(name))
{}

Result<qint64> TaskQueue::push(const QList<QByteArray> &items)
{
    if (auto valid = m_keys.validate(); !valid)
        return valid.error();
    if (items.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("nothing to push"));
    RedisCommand argv{"RPUSH", m_keys.queue()};
    argv.append(items);
    const auto reply = m_connection.command(argv);
    if (!reply)
        return reply.error();
    return reply->toInteger();
}

Result<std::optional<QByteArray>> TaskQueue::pop(qint64 waitMs)
{
    if (auto valid = m_keys.validate(); !valid)
        return valid.error();
    if (auto valid = QueueWait::validate(waitMs); !valid)
        return valid.error();
    if (waitMs == 0) {
        const auto reply = m_connection.command({"LPOP", m_keys.queue()});
        if (!reply)
            return reply.error();
        return reply->toOptionalBytes();
    }
    const auto reply = m_connection.blockingCommand(
        {"BLPOP", m_keys.queue(), QueueWait::seconds(waitMs)}, int(waitMs));
    if (!reply)
        return reply.error();
    if (reply->isNil())
        return std::optional<QByteArray>();
    // [key, item]
    if (!reply->isArray() || reply->elements().size() != 2 || !reply->elements().at(1).isString())
        return unexpectedQueueReply(QStringLiteral("BLPOP"), *reply);
    return std::optional<QByteArray>(reply->elements().at(1).bytes());
}
