#include "transportbench.h"

#include "hiredisroundtrip.h"
#include "interleavedrounds.h"
#include "roundtripbench.h"

#include <memory>

namespace {
constexpr int WarmUpRequests = 2000;
} // namespace

TransportBench::TransportBench(QString transport, ConnectionOptions target,
                               const RedisBenchmarkRunner &runner, int requests, int rounds)
    : m_transport(std::move(transport))
    , m_target(std::move(target))
    , m_runner(runner)
    , m_requests(requests)
    , m_rounds(rounds)
{}

void TransportBench::setProgress(Progress progress)
{
    m_progress = std::move(progress);
}

Result<QList<BenchRow>> TransportBench::run()
{
    const auto failed = [this](const QString &what, const RedisError &e) {
        return RedisError(
            e.kind(), QStringLiteral("transport %1: %2: %3").arg(m_transport, what, e.message()));
    };
    // Warm-up, untimed: connections open, the server's key and allocator settled.
    if (auto r = m_runner.run(m_target, qMin(m_requests, WarmUpRequests)); !r)
        return failed(QStringLiteral("redis-benchmark"), r.error());
    RoundTripBench ours(m_target);
    if (auto r = ours.warmUp(); !r)
        return failed(QStringLiteral("RedisConnection"), r.error());
    std::unique_ptr<HiredisRoundTrip> raw;
    if (HiredisRoundTrip::supports(m_target)) {
        raw = std::make_unique<HiredisRoundTrip>(m_target);
        if (auto r = raw->connect(); !r)
            return failed(QStringLiteral("hiredis"), r.error());
    }

    const int n = m_requests;
    InterleavedRounds rounds(QStringLiteral("transport"), m_transport, m_rounds);
    rounds.setProgress(m_progress);
    rounds.add(QStringLiteral("redis-benchmark -c 1 -t set"), QStringLiteral("requests/s"),
               [this, n] { return m_runner.run(m_target, n); });
    rounds.add(QStringLiteral("RedisConnection::command"), QStringLiteral("round trips/s"),
               [&ours, n] { return ours.sequential(n); });
    rounds.add(QStringLiteral("RedisConnection::pipeline x%1").arg(RoundTripBench::PipelineBatch),
               QStringLiteral("commands/s"), [&ours, n] { return ours.pipelined(n); });
    if (raw)
        rounds.add(QStringLiteral("hiredis redisCommand (reference)"),
                   QStringLiteral("round trips/s"), [&raw, n] { return raw->sequential(n); });
    return rounds.run();
}
