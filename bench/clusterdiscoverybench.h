#pragma once

#include "benchreport.h"
#include "result.h"
#include "serverandclusterbench.h"

#include <QList>

// Discovery (PrimitiveDiscovery, driven step by step as InspectorRead::runBlocking does, the way
// `coordscope inspect` runs it) of the same DiscoveryKeyspace on one server and on a cluster's
// masters at once, in interleaved rounds, with two reference loops on each target: SCAN alone,
// and SCAN with TYPE + PTTL of every key (no classification). Keys per second; each row's ratio
// is to its target's SCAN loop. Its notes give, per loop and target, the medians of the wall
// time, the client's CPU time (getrusage), the servers' (INFO cpu), how the wall time splits
// into waiting for replies and the client's handling (classification), and per loop the
// cluster's wall time over the one server's.
class ClusterDiscoveryBench : public ServerAndClusterBench
{
public:
    // The goal: the masters, scanned at once, in at most half the one server's time.
    static constexpr double GoalTimeShare = 0.5;

    ClusterDiscoveryBench(ConnectionOptions server, ConnectionOptions clusterSeed, qint64 keys,
                          int rounds);

    // Writes the keys to both (untimed), then measures. Stops at the first failure.
    Result<QList<BenchRow>> run();

private:
    qint64 m_keys;
};
