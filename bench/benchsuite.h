#pragma once

#include "benchoptions.h"
#include "benchreport.h"
#include "redisbenchmarkrunner.h"
#include "redisserverprocess.h"
#include "transportbench.h"

// One invocation's work: a private redis-server per transport (TCP, Unix socket, TLS with
// certificates made on the spot), each measured by a TransportBench, into one report.
class BenchSuite
{
public:
    BenchSuite(const BenchOptions &options, RedisBenchmarkRunner runner);

    void setProgress(TransportBench::Progress progress);
    BenchReport run();

private:
    // Starts the server and measures it; a server that does not start is reported as skipped
    // when optional (TLS), else as an error.
    void measure(BenchReport &report, const QString &transport, RedisServerOptions serverOptions,
                 bool optional);

    BenchOptions m_options;
    RedisBenchmarkRunner m_runner;
    TransportBench::Progress m_progress;
};
