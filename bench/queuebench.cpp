#include "queuebench.h"

#include <utility>

QueueBench::QueueBench(ConnectionOptions target, const RedisBenchmarkRunner &runner, int requests,
                       int rounds)
    : m_target(std::move(target))
    , m_runner(runner)
    , m_requests(requests)
    , m_rounds(rounds)
{}

void QueueBench::setProgress(Progress progress)
{
    m_progress = std::move(progress);
}

Result<QList<BenchRow>> QueueBench::run()
{
    return QList<BenchRow>{};
}
