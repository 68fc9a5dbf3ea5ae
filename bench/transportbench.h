#pragma once

#include "benchreport.h"
#include "connectionoptions.h"
#include "redisbenchmarkrunner.h"
#include "result.h"

#include <functional>

// Measures one server: redis-benchmark -c 1 and our loops take turns, round after round, so a
// change in the shared machine's load hits all of them alike.
class TransportBench
{
public:
    using Progress = std::function<void(const QString &)>;

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
