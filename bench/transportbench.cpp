#include "transportbench.h"

#include "hiredisroundtrip.h"
#include "roundtripbench.h"

#include <memory>

namespace {
constexpr int WarmUpRequests = 2000;

struct Measurement
{
    QString name;
    QString unit;
    std::function<Result<double>()> run;
};
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
        return RedisError(e.kind(),
                          QStringLiteral("%1: %2: %3").arg(m_transport, what, e.message()));
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
    QList<Measurement> measurements{
        {QStringLiteral("redis-benchmark -c 1 -t set"), QStringLiteral("requests/s"),
         [this, n] { return m_runner.run(m_target, n); }},
        {QStringLiteral("RedisConnection::command"), QStringLiteral("round trips/s"),
         [&ours, n] { return ours.sequential(n); }},
        {QStringLiteral("RedisConnection::pipeline x%1").arg(RoundTripBench::PipelineBatch),
         QStringLiteral("commands/s"), [&ours, n] { return ours.pipelined(n); }},
    };
    if (raw)
        measurements.append({QStringLiteral("hiredis redisCommand (reference)"),
                             QStringLiteral("round trips/s"),
                             [&raw, n] { return raw->sequential(n); }});

    QList<BenchRow> rows;
    for (const Measurement &m : measurements)
        rows.append(BenchRow{m_transport, m.name, m.unit, {}, 1});
    for (int round = 0; round < m_rounds; ++round) {
        if (m_progress)
            m_progress(
                QStringLiteral("%1: round %2/%3").arg(m_transport).arg(round + 1).arg(m_rounds));
        // Forward, then backward: no measurement always runs first or last, so a slow drift in
        // the shared machine's load does not favour one of them.
        for (qsizetype k = 0; k < measurements.size(); ++k) {
            const qsizetype i = round % 2 ? measurements.size() - 1 - k : k;
            const auto r = measurements.at(i).run();
            if (!r)
                return failed(measurements.at(i).name, r.error());
            rows[i].samples.append(*r);
        }
    }
    const QList<double> &reference = rows.first().samples;
    for (BenchRow &row : rows) {
        QList<double> ratios;
        for (qsizetype round = 0; round < row.samples.size(); ++round)
            ratios.append(reference.at(round) > 0 ? row.samples.at(round) / reference.at(round)
                                                  : 0);
        row.ratio = medianOf(ratios);
    }
    return rows;
}
