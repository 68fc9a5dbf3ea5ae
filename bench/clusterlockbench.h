#pragma once

#include "benchreport.h"
#include "redisbenchmarkrunner.h"
#include "result.h"
#include "serverandclusterbench.h"

#include <QList>

// Token lock acquire+release pairs from one client on a Redis Cluster and on one server, each as
// a ratio to redis-benchmark on its own target, all in the same interleaved rounds: on the one
// server `redis-benchmark -c 1 -t set`, on the cluster `redis-benchmark --cluster -c 1 -t set` at
// the seed (one client; its SETs all go to the seed's master) and a cluster=yes connection to the
// seed whose lock names are one per master, a pair on each in turn (on the one server the same
// names). Two more cluster rows tell routing from going from server to server: the same names
// with PairsPerTurn pairs on each in turn, and as many names all on the first master. Its notes
// give each cluster row's ratio over the one server's, round by round, and the client's CPU time
// per pair.
class ClusterLockBench : public ServerAndClusterBench
{
public:
    // The goal: the cluster's ratio within 10 % of the one server's.
    static constexpr double GoalTolerance = 0.10;
    static constexpr int PairsPerTurn = 1000;

    ClusterLockBench(ConnectionOptions server, ConnectionOptions clusterSeed,
                     const RedisBenchmarkRunner &runner, int requests, int rounds);

    // redis-benchmark on the one server (the first reference) first. Stops at the first failure.
    Result<QList<BenchRow>> run();

private:
    const RedisBenchmarkRunner &m_runner;
    int m_requests;
};
