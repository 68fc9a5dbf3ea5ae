#include "ratelimitbench.h"

#include <utility>

RateLimitBench::RateLimitBench(ConnectionOptions target, const RedisBenchmarkRunner &runner, int requests,
                       int rounds)
    : m_target(std::move(target))
    , m_runner(runner)
    , m_requests(requests)
    , m_rounds(rounds)
{}

void RateLimitBench::setProgress(Progress progress)
{
    m_progress = std::move(progress);
}

Result<QList<BenchRow>> RateLimitBench::run()
{
    return QList<BenchRow>{};
}
