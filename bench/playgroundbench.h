#pragma once

#include "benchreport.h"
#include "connectionoptions.h"
#include "interleavedrounds.h"
#include "redisbenchmarkrunner.h"

// The playground engine's throughput (docs/PERFORMANCE.md, "Playground"): N simulated clients,
// each on its own connection and thread, acquiring and releasing locks of distinct names with no
// hold or think time, against redis-benchmark -c N -t set on the same server in the same round.
// Each acquire+release pair counts as two commands (two round trips): the naive lock's are
// SETNX/GET/TIME and DEL/TIME pipelines, as cheap for the server as SET; the token lock's are
// EVALSHA scripts, which cost the server several times a SET. The figure is commands/s over the
// run's events. The engine's CPU (% of one core) and peak RSS go to the progress lines.
class PlaygroundBench
{
public:
    using Progress = InterleavedRounds::Progress;
    static constexpr int ClientCounts[] = {64, 256};
    static constexpr qint64 RunMs = 2000;

    PlaygroundBench(ConnectionOptions target, const RedisBenchmarkRunner &runner, int requests,
                    int rounds);

    void setProgress(Progress progress);
    Result<QList<BenchRow>> run();

private:
    Result<double> runEngine(int clients, const QString &kind);

    ConnectionOptions m_target;
    const RedisBenchmarkRunner &m_runner;
    int m_requests;
    int m_rounds;
    Progress m_progress;
};
