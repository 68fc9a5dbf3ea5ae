#pragma once

#include "result.h"

#include <QString>
#include <QStringList>

// What one invocation of coordscope-bench measures and how it reports it.
struct BenchOptions
{
    enum class Suite {
        All,          // every suite, in the order below
        Transport,    // SET round trips on TCP, a Unix socket and TLS
        Locks,        // lock acquire+release pairs, sequential and contended
        Semaphores,   // semaphore acquire+release pairs, sequential and contended
        Queues,       // task queue enqueue+dequeue pairs
        Delayed,      // delayed queue claims of due items in batches
        Limiters,     // rate limiter checks
        Autocomplete, // address book prefix queries (BYLEX and the book's markers) and loads
        Playground,   // the playground engine's simulated clients against redis-benchmark -c N
        Cluster,      // discovery on 3 masters against one server; token locks on a cluster
        Scale,        // discovery of 1M and 10M keys against a SCAN loop (issue 21)
    };

    Suite suite = Suite::All;
    int requests = 50000;  // per measurement, as redis-benchmark -n
    int rounds = 3;        // interleaved repetitions; the report shows medians
    int names = 1'000'000; // the autocomplete suite's address book
    int keys = 1'000'000;  // the cluster suite's keyspace to discover
    bool json = false;
    bool help = false;

    // Parses argv (without the program name). Errors are InvalidArgument, one line each.
    static Result<BenchOptions> parse(const QStringList &arguments);
    static QString usage();
    // "all", "transport", "locks", "semaphores", "queues", "delayed", "limiters",
    // "autocomplete", "playground", "cluster", "scale"
    static QString suiteName(Suite suite);
    bool runs(Suite only) const { return suite == Suite::All || suite == only; }
};
