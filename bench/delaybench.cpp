#include "delaybench.h"

#include <utility>

DelayBench::DelayBench(ConnectionOptions target, const RedisBenchmarkRunner &runner, int requests,
                       int rounds)
    : m_target(std::move(target))
    , m_runner(runner)
    , m_requests(requests)
    , m_rounds(rounds)
{}

void DelayBench::setProgress(Progress progress)
{
    m_progress = std::move(progress);
}

Result<QList<BenchRow>> DelayBench::run()
{
    return QList<BenchRow>{};
}
