#pragma once

#include "benchreport.h"
#include "oneserverbench.h"
#include "result.h"

// Measures the address book on one private server against redis-benchmark -c 1 -t set on it,
// in interleaved rounds. The book holds `names` distinct names generated from a fixed seed
// (first, middle and last names from lists; a share of accented Latin, Chinese and emoji
// names), written to a temporary file and loaded by AddressBookLoader as `complete load` does.
// Rows: the load (names/s into an empty book), then prefix queries (limit 10, the same prefix
// sequence for every row) by BYLEX and by the book's markers, from 1 client and from 4 clients
// sharing the sequence. Every page is checked against the sorted names: a wrong or empty page
// fails the run. Per query: latency percentiles, the marker method's attempts (WATCH retries),
// and the server's time and command count (INFO commandstats), reported through the progress.
class AutocompleteBench : public OneServerBench
{
public:
    static constexpr int DefaultNames = 1'000'000;
    static constexpr quint32 NameSeed = 20261122;
    static constexpr int Limit = 10;
    static constexpr int ContendingClients = 4;

    AutocompleteBench(ConnectionOptions target, const RedisBenchmarkRunner &runner, int requests,
                      int rounds, int names = DefaultNames);

    // redis-benchmark (the reference) first; each query row makes `requests` queries. Stops at
    // the first failure.
    Result<QList<BenchRow>> run();

private:
    int m_names;
};
