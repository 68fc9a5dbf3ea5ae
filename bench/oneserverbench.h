#pragma once

#include "connectionoptions.h"
#include "interleavedrounds.h"
#include "redisbenchmarkrunner.h"

#include <utility>

// What every suite measured on one private server shares: the server, the redis-benchmark
// reference, the sizes, and where progress goes. Each suite adds its own run().
class OneServerBench
{
public:
    using Progress = InterleavedRounds::Progress;

    OneServerBench(ConnectionOptions target, const RedisBenchmarkRunner &runner, int requests,
                   int rounds)
        : m_target(std::move(target))
        , m_runner(runner)
        , m_requests(requests)
        , m_rounds(rounds)
    {}

    void setProgress(Progress progress) { m_progress = std::move(progress); }

protected:
    ConnectionOptions m_target;
    const RedisBenchmarkRunner &m_runner;
    int m_requests;
    int m_rounds;
    Progress m_progress;
};
