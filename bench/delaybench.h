#pragma once

#include "benchreport.h"
#include "oneserverbench.h"
#include "result.h"

// Measures the delayed queue on one private server against redis-benchmark -c 1 on it, in
// interleaved rounds: claims of N due items in batches of 100 by the atomic claimer (one script
// per batch) and by the ZREM-checked one (a ZREM round trip per item plus one to push each item
// it won), in items/s; and N enqueues (one script each). N is --requests. The fill of due items
// and the removal of the ready list around each claim run are not timed.
class DelayBench : public OneServerBench
{
public:
    using OneServerBench::OneServerBench;

    // redis-benchmark (the reference) first. Stops at the first failure.
    Result<QList<BenchRow>> run();
};
