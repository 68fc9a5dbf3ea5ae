#pragma once

#include "connectionoptions.h"
#include "redisclusterprocess.h"
#include "result.h"

#include <QByteArray>

// What the cluster tests do to slots behind a client's back, through plain connections to
// each node: a key of a chosen slot, a node's id, a slot handed to another node.
class ClusterSlots
{
public:
    // cs:{<prefix>N}:key for the first N that hashes to slot.
    static QByteArray keyInSlot(int slot, const char *prefix = "s");
    // The cluster's seed with cluster=yes.
    static ConnectionOptions clusterYes(const RedisClusterProcess &cluster);
    // The options with cluster=no: a connection to that node only.
    static ConnectionOptions plain(ConnectionOptions options);
    static QByteArray nodeId(const ConnectionOptions &node);
    // Every node: the slot is served by the node with this id now (the end of a migration, or
    // a stale map made on purpose).
    static Result<void> assign(const RedisClusterProcess &cluster, int slot, const QByteArray &id);
    // The slot half-way from source to target: IMPORTING on target, MIGRATING on source.
    static Result<void> beginMigration(int slot, const ConnectionOptions &source,
                                       const ConnectionOptions &target);
    // MIGRATE of these keys from source to target.
    static Result<void> migrateKeys(const ConnectionOptions &source,
                                    const ConnectionOptions &target, const QList<QByteArray> &keys);
    // A counter of INFO <section> ("errorstat_CROSSSLOT:count=", "cmdstat_set:calls="), summed
    // over every node: proof that nothing reached any of them.
    static qint64 infoCounter(const RedisClusterProcess &cluster, const QByteArray &section,
                              const QByteArray &prefix);
};
