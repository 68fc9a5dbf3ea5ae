#pragma once

#include "benchreport.h"
#include "connectionoptions.h"
#include "interleavedrounds.h"
#include "redisbenchmarkrunner.h"
#include "result.h"

// Measures the rate limiters on one private server against redis-benchmark -c 1 -t set on it,
// in interleaved rounds: checks (hit()) from one client, one round trip each, for every kind
// the factory makes. The policies admit every check (the common path), and a refused check
// fails the run, as a lost lock does in the lock suite.
class RateLimitBench
{
public:
    using Progress = InterleavedRounds::Progress;

    RateLimitBench(ConnectionOptions target, const RedisBenchmarkRunner &runner, int requests,
                   int rounds);

    void setProgress(Progress progress);
    // redis-benchmark (the reference) first. Stops at the first failure.
    Result<QList<BenchRow>> run();

private:
    ConnectionOptions m_target;
    const RedisBenchmarkRunner &m_runner;
    int m_requests;
    int m_rounds;
    Progress m_progress;
};
