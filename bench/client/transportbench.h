#pragma once

#include "benchreport.h"
#include "connectionoptions.h"
#include "interleavedrounds.h"
#include "redisbenchmarkrunner.h"
#include "result.h"

// Measures one server's transport: redis-benchmark -c 1 and our SET loops, in interleaved rounds.
class TransportBench
{
public:
    using Progress = InterleavedRounds::Progress;

    TransportBench(QString transport, ConnectionOptions target, const RedisBenchmarkRunner &runner,
                   int requests, int rounds);

    void setProgress(Progress progress);
    // The rows of this transport, redis-benchmark (the reference) first. Stops at the first
    // failure.
    Result<QList<BenchRow>> run();

private:
    QString m_transport;
    ConnectionOptions m_target;
    const RedisBenchmarkRunner &m_runner;
    int m_requests;
    int m_rounds;
    Progress m_progress;
};
