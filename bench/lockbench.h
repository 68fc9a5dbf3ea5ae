#pragma once

#include "benchreport.h"
#include "connectionoptions.h"
#include "interleavedrounds.h"
#include "redisbenchmarkrunner.h"
#include "result.h"

#include <QList>

// Measures the locks on private servers against redis-benchmark -c 1 on the first one, in
// interleaved rounds: acquire+release pairs from one client of the token lock, the reentrant
// lock and Redlock on 3 and on 5 nodes, then the token lock contended by 4 and by 16 clients.
// Every sequential loop makes about as many round trips as redis-benchmark sends requests.
class LockBench
{
public:
    using Progress = InterleavedRounds::Progress;
    static constexpr int NodesNeeded = 5; // the largest Redlock
    // Redlock's node connections: small, so that a slow node cannot eat the lease.
    static constexpr int NodeTimeoutMs = 50;

    // nodes: NodesNeeded independent servers, reached over TCP.
    LockBench(QList<ConnectionOptions> nodes, const RedisBenchmarkRunner &runner, int requests,
              int rounds);

    void setProgress(Progress progress);
    // redis-benchmark (the reference) first. Stops at the first failure.
    Result<QList<BenchRow>> run();

private:
    QList<ConnectionOptions> m_nodes;
    const RedisBenchmarkRunner &m_runner;
    int m_requests;
    int m_rounds;
    Progress m_progress;
};
