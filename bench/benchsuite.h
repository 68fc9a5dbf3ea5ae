#pragma once

#include "benchoptions.h"
#include "benchreport.h"
#include "interleavedrounds.h"
#include "redisbenchmarkrunner.h"
#include "redisserverprocess.h"
#include "transportbench.h"

#include <memory>
#include <vector>

// One invocation's work, into one report: for the transport suite a private redis-server per
// transport (TCP, Unix socket, TLS with certificates made on the spot), each measured by a
// TransportBench; for the lock suite LockBench::NodesNeeded servers measured by a LockBench; for
// the semaphore, queue, delayed, limiter and autocomplete suites one server each, measured by a
// SemaphoreBench, QueueBench, DelayBench, RateLimitBench and AutocompleteBench; for the cluster
// suite one server and a local cluster of 3 masters, measured by a ClusterLockBench, then (with
// the keys written) a ClusterDiscoveryBench; for the scale suite one server measured by a
// ScaleDiscoveryBench.
class BenchSuite
{
public:
    BenchSuite(const BenchOptions &options, RedisBenchmarkRunner runner);

    void setProgress(InterleavedRounds::Progress progress);
    BenchReport run();

private:
    void measureTransports(BenchReport &report);
    void measureLocks(BenchReport &report);
    void measureCluster(BenchReport &report);
    void measureScale(BenchReport &report);
    // One private server measured by a Bench (SemaphoreBench, QueueBench, ...): constructed
    // from the server, the runner, requests, rounds and any extra arguments, with
    // setProgress() and run().
    template <typename Bench, typename... Extra>
    void measureOnOneServer(BenchReport &report, const QString &suite, Extra... extra);
    // Runs a bench (setProgress(), run()) into the report: its rows, or its error (false).
    template <typename Bench>
    bool collect(BenchReport &report, Bench &bench);
    // Starts count servers for a suite; on failure reports the error and returns none.
    std::vector<std::unique_ptr<RedisServerProcess>> startServers(BenchReport &report,
                                                                  const QString &suite, int count);
    // Starts the server and measures it; a server that does not start is reported as skipped
    // when optional (TLS), else as an error.
    void measureTransport(BenchReport &report, const QString &transport,
                          RedisServerOptions serverOptions, bool optional);

    BenchOptions m_options;
    RedisBenchmarkRunner m_runner;
    InterleavedRounds::Progress m_progress;
};
