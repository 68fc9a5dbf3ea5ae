#pragma once

#include "benchreport.h"
#include "oneserverbench.h"
#include "result.h"

// Measures the counting semaphores on one private server against redis-benchmark -c 1 on it,
// in interleaved rounds: acquire+release pairs from one client of every kind the factory makes,
// then the atomic semaphore contended by ContendedClients clients for ContendedLimit permits.
// Every sequential loop makes about as many round trips per pair as its kind needs, and as
// many pairs as a token lock loop: requests / 2.
class SemaphoreBench : public OneServerBench
{
public:
    static constexpr int Limit = 3;
    static constexpr int ContendedClients = 8;

    using OneServerBench::OneServerBench;

    // redis-benchmark (the reference) first. Stops at the first failure.
    Result<QList<BenchRow>> run();
};
