#include "discoverykeyspace.h"

#include "keyspace.h"
#include "redisconnection.h"

#include <QDateTime>

namespace {
constexpr qint64 LockTtlMs = 3600 * 1000;
} // namespace

DiscoveryKeyspace::DiscoveryKeyspace(qint64 count)
    : m_count(count)
{}

QList<RedisCommand> DiscoveryKeyspace::writes(qint64 first, qint64 n) const
{
    const KeySpace keys;
    const QByteArray now = QByteArray::number(QDateTime::currentMSecsSinceEpoch());
    QList<RedisCommand> commands;
    commands.reserve(n);
    for (qint64 i = first; i < first + n; ++i) {
        const QByteArray number = QByteArray::number(i);
        switch (i % 10) {
        case 0:
        case 1:
        case 2:
        case 3:
            commands << RedisCommand{"SET", keys.key("lock-" + number, "lock"), "token-" + number,
                                     "PX", QByteArray::number(LockTtlMs)};
            break;
        case 4:
        case 5:
            commands << RedisCommand{"RPUSH", keys.key("jobs-" + number, "queue"), "job-a", "job-b",
                                     "job-c"};
            break;
        case 6:
            commands << RedisCommand{"ZADD", keys.key("pool-" + number, "holders"), now,
                                     "holder-" + number};
            break;
        default:
            commands << RedisCommand{"SET", "session:" + number, "user-" + number};
            break;
        }
    }
    return commands;
}

Result<void> DiscoveryKeyspace::populate(RedisConnection &connection) const
{
    for (qint64 first = 0; first < m_count; first += KeysPerPipeline) {
        const auto replies =
            connection.pipeline(writes(first, qMin<qint64>(KeysPerPipeline, m_count - first)));
        for (const Result<RedisReply> &r : replies)
            if (!r)
                return r.error();
    }
    return {};
}
