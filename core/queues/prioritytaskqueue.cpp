#include "prioritytaskqueue.h"

#include "queuewait.h"
#include "redisconnection.h"
#include "unexpectedqueuereply.h"

namespace {
constexpr PriorityTaskQueue::Priority Levels[] = {PriorityTaskQueue::Priority::High,
                                                  PriorityTaskQueue::Priority::Normal,
                                                  PriorityTaskQueue::Priority::Low};
} // namespace

PriorityTaskQueue::PriorityTaskQueue(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys), std::move(name))
{}

QByteArray PriorityTaskQueue::levelKey(Priority priority) const
{
    switch (priority) {
    case Priority::High:
        return m_keys.high();
    case Priority::Normal:
        return m_keys.queue();
    case Priority::Low:
        return m_keys.low();
    }
    return m_keys.queue();
}

QString PriorityTaskQueue::priorityName(Priority priority)
{
    switch (priority) {
    case Priority::High:
        return QStringLiteral("high");
    case Priority::Normal:
        return QStringLiteral("normal");
    case Priority::Low:
        return QStringLiteral("low");
    }
    return {};
}

QStringList PriorityTaskQueue::priorityNames()
{
    QStringList names;
    for (const Priority p : Levels)
        names << priorityName(p);
    return names;
}

Result<PriorityTaskQueue::Priority> PriorityTaskQueue::parsePriority(const QString &name)
{
    for (const Priority p : Levels)
        if (priorityName(p) == name)
            return p;
    return RedisError(RedisError::Kind::InvalidArgument,
                      QStringLiteral("unknown priority \"%1\" (known: %2)")
                          .arg(name, priorityNames().join(QStringLiteral(", "))));
}

Result<qint64> PriorityTaskQueue::push(Priority priority, const QList<QByteArray> &items)
{
    if (auto valid = m_keys.validate(); !valid)
        return valid.error();
    if (items.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("nothing to push"));
    RedisCommand argv{"RPUSH", levelKey(priority)};
    argv.append(items);
    const auto reply = m_connection.command(argv);
    if (!reply)
        return reply.error();
    return reply->toInteger();
}

Result<PriorityTaskQueue::Item> PriorityTaskQueue::itemFrom(const QByteArray &key,
                                                            const RedisReply &payload) const
{
    for (const Priority p : Levels)
        if (levelKey(p) == key && payload.isString())
            return Item{p, payload.bytes()};
    return RedisError(RedisError::Kind::UnexpectedReply,
                      QStringLiteral("an item from %1, which is not one of the queue's levels")
                          .arg(QString::fromUtf8(key)));
}

Result<std::optional<PriorityTaskQueue::Item>> PriorityTaskQueue::pop(qint64 waitMs)
{
    if (auto valid = m_keys.validate(); !valid)
        return valid.error();
    if (auto valid = QueueWait::validate(waitMs); !valid)
        return valid.error();
    const QByteArray high = levelKey(Priority::High), normal = levelKey(Priority::Normal),
                     low = levelKey(Priority::Low);
    if (waitMs == 0) {
        // LMPOP's reply: [key, [item]], or nil.
        const auto reply = m_connection.command({"LMPOP", "3", high, normal, low, "LEFT"});
        if (!reply)
            return reply.error();
        if (reply->isNil())
            return std::optional<Item>();
        if (!reply->isArray() || reply->elements().size() != 2 ||
            !reply->elements().at(1).isArray() || reply->elements().at(1).elements().size() != 1)
            return unexpectedQueueReply(QStringLiteral("LMPOP"), *reply);
        const auto item =
            itemFrom(reply->elements().at(0).bytes(), reply->elements().at(1).elements().at(0));
        if (!item)
            return item.error();
        return std::optional<Item>(*item);
    }
    const auto reply = m_connection.blockingCommand(
        {"BLPOP", high, normal, low, QueueWait::seconds(waitMs)}, int(waitMs));
    if (!reply)
        return reply.error();
    if (reply->isNil())
        return std::optional<Item>();
    if (!reply->isArray() || reply->elements().size() != 2)
        return unexpectedQueueReply(QStringLiteral("BLPOP"), *reply);
    const auto item = itemFrom(reply->elements().at(0).bytes(), reply->elements().at(1));
    if (!item)
        return item.error();
    return std::optional<Item>(*item);
}
