#pragma once

#include "benchreport.h"
#include "oneserverbench.h"
#include "result.h"

// Measures the rate limiters on one private server against redis-benchmark -c 1 -t set on it,
// in interleaved rounds: checks (hit()) from one client, one round trip each, for every kind
// the factory makes. The policies admit every check (the common path), and a refused check
// fails the run, as a lost lock does in the lock suite.
class RateLimitBench : public OneServerBench
{
public:
    using OneServerBench::OneServerBench;

    // redis-benchmark (the reference) first. Stops at the first failure.
    Result<QList<BenchRow>> run();
};
