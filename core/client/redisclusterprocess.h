#pragma once

#include "connectionoptions.h"
#include "redisserverprocess.h"
#include "result.h"

#include <QList>
#include <QObject>
#include <QStringList>
#include <memory>

struct RedisClusterOptions
{
    int masters = 3;
    int replicasPerMaster = 0;  // 1 gives issue 19's 3 masters + 3 replicas
    int nodeTimeoutMs = 1000;   // --cluster-node-timeout
    QString executable;         // empty: RedisServerProcess::findExecutable()
    QStringList extraArguments; // passed to every node
    int startTimeoutMs = 30000;
};

// A private Redis Cluster on loopback: one RedisServerProcess per node (cluster bus on a port of
// its own), formed with CLUSTER commands rather than `redis-cli --cluster create` (which sleeps):
// slots split evenly over the masters, every node MEETs the first, replicas REPLICATE their
// master. The tests, the benchmarks and the playground's cluster layout start theirs through it.
// Replicas sync at once (--repl-diskless-sync-delay 0), and start() sets and deletes one key
// per master so that CLUSTER SLOTS lists them at once. Blocking; used by one thread.
class RedisClusterProcess : public QObject
{
    Q_OBJECT
public:
    explicit RedisClusterProcess(RedisClusterOptions options = {}, QObject *parent = nullptr);
    ~RedisClusterProcess() override; // stops every node

    // Starts the nodes, forms the cluster and waits until it is healthy, all within
    // startTimeoutMs. On failure no node is left running.
    Result<void> start();
    int nodeCount() const;
    // Masters first (0..masters-1), then the replicas: those of master m are nodes
    // masters + m * replicasPerMaster onwards. The roles are those at start; a failover changes
    // them (masterOfSlot() asks). A node killed and restarted keeps its ports and nodes.conf (its
    // id), so it rejoins the cluster.
    RedisServerProcess *node(int index) const;
    ConnectionOptions seed() const; // the first master's options
    QList<ConnectionOptions> nodeOptions() const;
    // Every running node reports cluster_state:ok, sees all 16384 slots served by running
    // masters, and sees every running node as a master with slots or a replica of one; every
    // running replica's link to its master is up. Nodes that are down are left out.
    Result<void> waitUntilHealthy(int timeoutMs);
    // The index of the node that is master of `slot` now (asks the first running node).
    Result<int> masterOfSlot(int slot);

private:
    struct Private;
    std::unique_ptr<Private> d;
};
