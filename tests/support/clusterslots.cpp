#include "clusterslots.h"

#include "hashslot.h"
#include "redisconnection.h"

QByteArray ClusterSlots::keyInSlot(int slot, const char *prefix)
{
    for (int i = 0;; ++i) {
        const QByteArray tag = prefix + QByteArray::number(i);
        if (HashSlot::of(tag) == slot)
            return "cs:{" + tag + "}:key";
    }
}

ConnectionOptions ClusterSlots::clusterYes(const RedisClusterProcess &cluster)
{
    ConnectionOptions o = cluster.seed();
    o.cluster = ConnectionOptions::Cluster::Yes;
    return o;
}

ConnectionOptions ClusterSlots::plain(ConnectionOptions options)
{
    options.cluster = ConnectionOptions::Cluster::No;
    return options;
}

QByteArray ClusterSlots::nodeId(const ConnectionOptions &node)
{
    RedisConnection c(plain(node));
    return c.command({"CLUSTER", "MYID"}).valueOr(RedisReply()).bytes();
}

Result<void> ClusterSlots::assign(const RedisClusterProcess &cluster, int slot,
                                  const QByteArray &id)
{
    for (const ConnectionOptions &node : cluster.nodeOptions()) {
        RedisConnection c(plain(node));
        if (auto r = c.command({"CLUSTER", "SETSLOT", QByteArray::number(slot), "NODE", id}); !r)
            return r.error();
    }
    return {};
}

qint64 ClusterSlots::infoCounter(const RedisClusterProcess &cluster, const QByteArray &section,
                                 const QByteArray &prefix)
{
    qint64 total = 0;
    for (const ConnectionOptions &node : cluster.nodeOptions()) {
        RedisConnection c(plain(node));
        const QByteArray info = c.command({"INFO", section}).valueOr(RedisReply()).bytes();
        for (const QByteArray &line : info.split('\n'))
            if (line.startsWith(prefix)) {
                const QByteArray rest = line.mid(prefix.size());
                total += rest.left(rest.indexOf(',')).trimmed().toLongLong();
            }
    }
    return total;
}

Result<void> ClusterSlots::beginMigration(int slot, const ConnectionOptions &source,
                                          const ConnectionOptions &target)
{
    const QByteArray s = QByteArray::number(slot);
    RedisConnection src(plain(source)), dst(plain(target));
    if (auto r = dst.command({"CLUSTER", "SETSLOT", s, "IMPORTING", nodeId(source)}); !r)
        return r.error();
    if (auto r = src.command({"CLUSTER", "SETSLOT", s, "MIGRATING", nodeId(target)}); !r)
        return r.error();
    return {};
}

Result<void> ClusterSlots::migrateKeys(const ConnectionOptions &source,
                                       const ConnectionOptions &target,
                                       const QList<QByteArray> &keys)
{
    RedisConnection src(plain(source));
    RedisCommand migrate{
        "MIGRATE", target.host.toUtf8(), QByteArray::number(target.port), "", "0", "5000", "KEYS"};
    if (auto r = src.command(migrate + keys); !r)
        return r.error();
    return {};
}
