#pragma once

#include "benchreport.h"
#include "oneserverbench.h"
#include "result.h"

// Measures the task queues on one private server against redis-benchmark -c 1 on it, in
// interleaved rounds: enqueue+dequeue pairs from one client, each dequeued item checked.
// FIFO: RPUSH + BLPOP (two round trips, limit 0.5 of SET's rate); priority: RPUSH onto the
// levels in turn + one BLPOP over the three lists (two, limit 0.5); reliable: RPUSH + take (one
// script: LMOVE and heartbeat) + ack (one script: LREM and heartbeat), three round trips, limit
// 0.33. Every loop makes requests / 2 pairs.
class QueueBench : public OneServerBench
{
public:
    using OneServerBench::OneServerBench;

    // redis-benchmark (the reference) first. Stops at the first failure.
    Result<QList<BenchRow>> run();
};
