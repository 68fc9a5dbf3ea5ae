#include "queueinspector.h"

#include "prioritytaskqueue.h"
#include "redisconnection.h"

QueueInspector::QueueInspector(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys), std::move(name))
{}

Result<QueueStatus> QueueInspector::status()
{
    if (auto valid = m_keys.validate(); !valid)
        return valid.error();
    const QList<QPair<QString, QByteArray>> levels{
        {PriorityTaskQueue::priorityName(PriorityTaskQueue::Priority::High), m_keys.high()},
        {PriorityTaskQueue::priorityName(PriorityTaskQueue::Priority::Normal), m_keys.queue()},
        {PriorityTaskQueue::priorityName(PriorityTaskQueue::Priority::Low), m_keys.low()}};
    QList<RedisCommand> first;
    for (const auto &level : levels)
        first.append({"LLEN", level.second});
    first.append({"ZRANGE", m_keys.consumers(), "0", QByteArray::number(MaxConsumersListed - 1),
                  "WITHSCORES"});
    first.append({"ZCARD", m_keys.consumers()});
    first.append({"TIME"});
    const auto replies = m_connection.pipeline(first);
    for (const auto &reply : replies)
        if (!reply)
            return reply.error();

    QueueStatus s;
    s.name = m_keys.name();
    for (qsizetype i = 0; i < levels.size(); ++i) {
        const auto length = replies.at(i)->toInteger();
        if (!length)
            return length.error();
        s.levels.append({levels.at(i).first, levels.at(i).second, *length});
        s.ready += *length;
    }
    const auto registry = replies.at(levels.size())->toArray();
    if (!registry)
        return registry.error();
    const auto count = replies.at(levels.size() + 1)->toInteger();
    if (!count)
        return count.error();
    s.consumerCount = *count;
    const auto nowUs = replies.at(levels.size() + 2)->toServerTimeUs();
    if (!nowUs)
        return nowUs.error();
    s.nowUs = *nowUs;

    QList<RedisCommand> lengths;
    for (qsizetype i = 0; i + 1 < registry->size(); i += 2) {
        QueueConsumerStatus c;
        c.id = registry->at(i).bytes();
        c.deadlineMs = registry->at(i + 1).bytes().toLongLong();
        c.deadlineLeftMs = c.deadlineMs - *nowUs / 1000;
        c.stale = c.deadlineLeftMs < 0; // the reaper's rule: a deadline equal to now holds
        s.consumers.append(c);
        lengths.append({"LLEN", m_keys.processing(c.id)});
    }
    if (!s.consumers.isEmpty())
        s.soonestDeadlineLeftMs = s.consumers.first().deadlineLeftMs;
    const auto inFlight = m_connection.pipeline(lengths);
    for (qsizetype i = 0; i < inFlight.size(); ++i) {
        if (!inFlight.at(i))
            return inFlight.at(i).error();
        const auto n = inFlight.at(i)->toInteger();
        if (!n)
            return n.error();
        s.consumers[i].inFlight = *n;
        s.inFlight += *n;
    }
    return s;
}
