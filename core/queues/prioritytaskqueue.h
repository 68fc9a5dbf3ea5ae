#pragma once

#include "keyspace.h"
#include "queuekeys.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QStringList>
#include <optional>

class RedisConnection;
class RedisReply;

// A task queue with three levels, one LIST each: "<prefix>{NAME}:queue:high", ":queue" (normal:
// the FIFO TaskQueue's list, so FIFO producers and the delayed queue feed the normal level) and
// ":queue:low". One BLPOP (LMPOP without a wait) names the three in priority order, so the
// server hands out the head of the highest non-empty level. FIFO within a level. Low items wait
// as long as higher ones keep coming (no aging), and a consumer that dies after the take loses
// its item, as in the FIFO.
class PriorityTaskQueue
{
public:
    enum class Priority { High, Normal, Low };

    struct Item
    {
        Priority priority = Priority::Normal;
        QByteArray payload;
    };

    PriorityTaskQueue(RedisConnection &connection, KeySpace keys, QByteArray name);

    const QueueKeys &keys() const { return m_keys; }
    QByteArray levelKey(Priority priority) const;

    // RPUSH onto the level's list; that list's length after the push.
    Result<qint64> push(Priority priority, const QList<QByteArray> &items);
    Result<qint64> push(Priority priority, const QByteArray &item)
    {
        return push(priority, QList<QByteArray>{item});
    }
    // The head of the highest non-empty level, or nullopt when none came within waitMs.
    Result<std::optional<Item>> pop(qint64 waitMs = 0);

    // "high", "normal", "low"; parsing anything else is InvalidArgument.
    static QString priorityName(Priority priority);
    static Result<Priority> parsePriority(const QString &name);
    static QStringList priorityNames();

private:
    Result<Item> itemFrom(const QByteArray &key, const RedisReply &payload) const;

    RedisConnection &m_connection;
    QueueKeys m_keys;
};
