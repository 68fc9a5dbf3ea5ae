#pragma once

#include "benchreport.h"
#include "connectionoptions.h"
#include "interleavedrounds.h"
#include "redisbenchmarkrunner.h"
#include "result.h"

// Measures the task queues: enqueue+dequeue pairs from one client, on one private server against redis-benchmark -c 1 on it, in
// interleaved rounds.
class QueueBench
{
public:
    using Progress = InterleavedRounds::Progress;

    QueueBench(ConnectionOptions target, const RedisBenchmarkRunner &runner, int requests, int rounds);

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
