#pragma once

#include "rediscommand.h"
#include "result.h"

#include <QList>

class RedisConnection;

// The keyspace the cluster suite discovers: count keys in a fixed mix, the same on one server and
// on a cluster. Of every 10 keys: 4 token locks (a string holding a token, with a TTL: discovery
// reads its value), 2 task queues (a list of 3 items), 1 semaphore's holders (a zset scored by
// the acquire time), 3 keys of no known layout (strings). Each structure has a name of its own,
// so the keys spread over every slot.
class DiscoveryKeyspace
{
public:
    static constexpr int KeysPerPipeline = 10000;

    explicit DiscoveryKeyspace(qint64 count);

    qint64 count() const { return m_count; }
    // The commands writing keys [first, first + n), one each.
    QList<RedisCommand> writes(qint64 first, qint64 n) const;
    // Writes every key in pipelines (a cluster connection splits each per master and writes the
    // parts before reading any reply); fails at the first error reply.
    Result<void> populate(RedisConnection &connection) const;

private:
    qint64 m_count;
};
