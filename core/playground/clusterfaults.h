#pragma once

#include "result.h"

#include <QString>

#include <memory>

class RedisClusterProcess;

// The faults only a cluster has, injected into the playground's cluster layout
// (docs/cluster.md, "The playground on a cluster"): replication from a master to its replicas
// cut, a manual failover (CLUSTER FAILOVER), a slot migration begun and ended. Killing,
// restarting and pausing a node are PlaygroundServers' own faults.
//
// The replication cut closes the replica's master link (CLIENT KILL TYPE master) and keeps it
// closed with a masterauth the master refuses: the replica reconnects every second and fails
// at AUTH. The master keeps taking writes, WAIT counts the replica no more, and the cluster bus
// is untouched, so the replica is still promoted when its master dies (its data age stays far
// below cluster-replica-validity-factor's limit within a run). A proxy, as the replicated
// layout's ReplicationLink, would have to be announced to the clients as well; CLIENT PAUSE on
// the replica also holds its master link, but leaves a promoted replica paused.
//
// A fault's value is a sentence for the timeline; a fault that cannot be injected is an error
// and changes nothing. Blocking; used by the thread that started the cluster.
class ClusterFaults
{
public:
    static constexpr int PromotionTimeoutMs = 10000;

    explicit ClusterFaults(RedisClusterProcess &cluster);
    ~ClusterFaults();
    ClusterFaults(const ClusterFaults &) = delete;
    ClusterFaults &operator=(const ClusterFaults &) = delete;

    // The running replicas of master `master` stop receiving its writes.
    Result<QString> cutReplication(int master);
    // They resync from it (a partial resync: the master's backlog holds what they missed).
    Result<QString> restoreReplication(int master);
    bool isReplicationCut() const;
    // CLUSTER FAILOVER on replica `replica` (FORCE when its replication is cut or its master is
    // down: the coordinated one needs the master's stream); returns once it is a master.
    Result<QString> manualFailover(int replica);
    // CLUSTER SETSLOT slot IMPORTING on `target`, MIGRATING on the slot's master, then the slot's
    // keys moved one MIGRATE each. Commands for keys moved (or new) are ASKed to the target
    // meanwhile; a multi-key command with keys on both sides gets TRYAGAIN.
    Result<QString> beginSlotMigration(int slot, int target);
    // The keys still on the source moved, then SETSLOT NODE on the target, the source and the
    // other masters: the target serves the slot.
    Result<QString> endSlotMigration();
    bool isMigrating() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
