#pragma once

#include "benchreport.h"
#include "result.h"
#include "serverandclusterbench.h"

#include <QList>

// Discovery (PrimitiveDiscovery, driven step by step as InspectorRead::runBlocking does, the way
// `coordscope inspect` runs it) of the same DiscoveryKeyspace on one server and on a cluster's
// masters at once, in interleaved rounds: keys per second, the one server the reference, so the
// cluster row's ratio is the one server's time over the cluster's. Its notes give, per target,
// the medians of the wall time, the client's CPU time (getrusage), the servers' (INFO cpu), and
// how the wall time splits into pipelines (writing, the servers' work, reading the replies) and
// the client's handling of the replies (classification).
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
