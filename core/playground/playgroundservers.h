#pragma once

#include "connectionoptions.h"
#include "result.h"

#include <QString>
#include <memory>

// The Redis servers of one playground run, started and owned here, and the server faults the
// playground injects into them. Every server is a RedisServerProcess child (never daemonized,
// bound to 127.0.0.1, nothing persisted) started with `--enable-debug-command local`, so DEBUG
// SLEEP works for loopback clients.
//
// Four layouts: startIndependent(n), Redlock's n masters; startReplicated(), node 0 a master and
// node 1 its replica, which replicates through a ReplicationLink so that replication can be cut
// without touching the clients' writes; startCluster(), a Redis Cluster of 3 masters (nodes 0-2)
// and their replicas (node 3 replicates 0, 4 replicates 1, 5 replicates 2) started by
// RedisClusterProcess, whose clients route by slot (connectionOptions() says cluster=yes) and
// whose cluster faults are ClusterFaults'; startSentinel(), a master (node 0), 2 replicas (nodes
// 1 and 2) and 3 sentinels that fail over by themselves, started by RedisSentinelProcess, whose
// clients find the master through the sentinels (sentinelUrl()).
//
// Blocking; use it from one thread (the one that started the layout), which must outlive the
// servers (they get SIGKILL when it ends). Destruction kills every server.
//
// A fault's value is a short sentence for the run's timeline; a fault that cannot be injected
// (no such node, a node already down, replication in a layout without it) is an error and
// changes nothing.
class PlaygroundServers
{
public:
    static constexpr int MaxIndependentNodes = 9;
    // The timeouts connectionOptions() sets: short, so that a client notices a stopped or
    // sleeping node within a run. The caller may change them.
    static constexpr int ClientConnectTimeoutMs = 500;
    static constexpr int ClientCommandTimeoutMs = 2000;

    static constexpr int ClusterMasters = 3;
    static constexpr int ClusterNodes = 6;
    static constexpr int ClusterNodeTimeoutMs = 1000;

    // The Sentinel layout: what `sentinel monitor` and its settings say, for the master "cs".
    static constexpr int SentinelReplicas = 2;
    static constexpr int SentinelCount = 3;
    static constexpr int SentinelQuorum = 2;
    static constexpr int SentinelDownAfterMs = 1000;
    static constexpr int SentinelFailoverTimeoutMs = 3000;

    enum class Layout { None, Independent, Replicated, Cluster, Sentinel };

    PlaygroundServers();
    ~PlaygroundServers();
    PlaygroundServers(const PlaygroundServers &) = delete;
    PlaygroundServers &operator=(const PlaygroundServers &) = delete;

    // Each returns once every node accepts connections (and, replicated, once the replica has
    // synced and acknowledged a write). A layout is started once per object.
    Result<void> startIndependent(int count);
    Result<void> startReplicated();
    // Returns once every node says cluster_state:ok and every master lists its replica.
    Result<void> startCluster();
    // Returns once every sentinel sees both replicas and the other sentinels, SENTINEL CKQUORUM
    // is OK, and both replicas have acknowledged a write (so WAIT counts them).
    Result<void> startSentinel();

    Layout layout() const;
    int nodeCount() const;
    // The node clients should write to: 0, or the promoted replica after failover(). Sentinel:
    // the node the sentinels name as the master now (asked), -1 when none answers.
    int primary() const;
    // "127.0.0.1:PORT"; empty for a node that does not exist.
    QString endpoint(int node) const;
    bool isUp(int node) const;
    // Also for a node that is down (connecting fails); port 0 for a node that does not exist.
    // Cluster: a cluster connection (cluster=yes) seeded with the node, then every other node.
    // Sentinel: the node itself too (for the faults and the tests); clients use sentinelUrl().
    ConnectionOptions connectionOptions(int node) const;
    bool isReplicationPaused() const;
    // Sentinel: whether the sentinels name another master than node 0 now.
    bool hasFailedOver() const;

    // The Sentinel layout: the sentinels ("127.0.0.1:PORT", empty in the other layouts), and
    // what clients connect with, redis+sentinel://127.0.0.1:S1,127.0.0.1:S2,127.0.0.1:S3/cs with
    // the client timeouts: the master is found through the sentinels and followed after a
    // failover (RedisConnection).
    QStringList sentinelEndpoints() const;
    ConnectionOptions sentinelUrl() const;
    // Asks the sentinels for the master: a sentence when they name another node than the last
    // time this was asked (at first: node 0), e.g. after they promoted a replica; empty when
    // nothing changed or none answers.
    QString sentinelPromotion();

    // SIGKILL, as a crash: nothing was persisted, so the node's data is gone. A cluster master's
    // replica is promoted by the cluster after about the node timeout.
    Result<QString> stop(int node);
    // Starts the node again on its port, empty (Redlock's restart without persistence). A node
    // that is up is killed first. Before failover() the replica comes back as a replica (and
    // resyncs); the old master comes back after a failover as an empty master of its own. A
    // cluster node rejoins with its nodes.conf (a master that was failed over, as a replica).
    Result<QString> restart(int node);
    // CLIENT PAUSE ms ALL, on a fresh connection: the node holds every client's commands.
    Result<QString> clientPause(int node, int ms);
    // DEBUG SLEEP on a connection of its own whose reply nobody waits for: returns at once,
    // with the node already asleep for ms (it answers nobody meanwhile).
    Result<QString> debugSleep(int node, int ms);
    // Cuts the replication stream master -> replica (Replicated layout): the master keeps
    // taking writes, the replica stops receiving them, WAIT on the master counts it no more.
    // Cluster: the replicas of master `node` (ClusterFaults::cutReplication). Sentinel: node
    // refuses every replica (their replication user disabled there, their links closed); they
    // keep what they had and retry, while clients and sentinels reach it as before.
    Result<QString> pauseReplication(int node = 0);
    // Delivers what the replica missed, and replicates again.
    Result<QString> resumeReplication(int node = 0);
    // REPLICAOF NO ONE on the replica, which becomes primary() with whatever it had received
    // (after pauseReplication(), none of the writes since the pause), then SIGKILL of the old
    // master: the failover a sentinel makes after a master crash. Once per run. Not in the
    // Sentinel layout, whose sentinels fail over by themselves (stop or pause the master).
    Result<QString> failover();

    // Cluster faults (ClusterFaults): CLUSTER FAILOVER on a replica; a slot migration to a
    // master begun (keys moved one MIGRATE each) and ended (SETSLOT NODE).
    Result<QString> clusterFailover(int replica);
    Result<QString> beginSlotMigration(int slot, int target);
    Result<QString> endSlotMigration();

    // Returns once the replica's link is up and the master has seen it acknowledge a write, so
    // that WAIT counts it from the next command on. (After a diskless sync, Redis 7.0 streams
    // writes to a replica only from its first REPLCONF ACK.)
    static Result<void> waitForReplicaSync(const ConnectionOptions &master,
                                           const ConnectionOptions &replica, int timeoutMs);

private:
    struct Private;
    std::unique_ptr<Private> d;
};
