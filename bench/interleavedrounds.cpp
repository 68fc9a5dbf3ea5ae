#include "interleavedrounds.h"

InterleavedRounds::InterleavedRounds(QString suite, QString transport, int rounds)
    : m_suite(std::move(suite))
    , m_transport(std::move(transport))
    , m_rounds(rounds)
{}

void InterleavedRounds::setProgress(Progress progress)
{
    m_progress = std::move(progress);
}

qsizetype InterleavedRounds::add(const QString &name, const QString &unit,
                                 std::function<Result<double>()> run, qsizetype reference)
{
    return addWithWaits(
        name, unit,
        [run = std::move(run)]() -> Result<RunFigures> {
            const auto rate = run();
            if (!rate)
                return rate.error();
            return RunFigures{*rate};
        },
        reference);
}

qsizetype InterleavedRounds::addWithWaits(const QString &name, const QString &unit,
                                          std::function<Result<RunFigures>()> run,
                                          qsizetype reference)
{
    Q_ASSERT(reference >= 0 && reference <= m_measurements.size());
    m_measurements.append(Measurement{name, unit, std::move(run), reference});
    return m_measurements.size() - 1;
}

void InterleavedRounds::setCeiling(qsizetype measurement, qsizetype ceiling)
{
    Q_ASSERT(measurement >= 0 && measurement < m_measurements.size());
    Q_ASSERT(ceiling >= 0 && ceiling < m_measurements.size() && ceiling != measurement);
    m_measurements[measurement].ceiling = ceiling;
}

namespace {
// The median over rounds of samples / reference, round by round.
double medianRatio(const QList<double> &samples, const QList<double> &reference)
{
    QList<double> ratios;
    for (qsizetype round = 0; round < samples.size(); ++round)
        ratios.append(reference.at(round) > 0 ? samples.at(round) / reference.at(round) : 0);
    return medianOf(ratios);
}
} // namespace

Result<QList<BenchRow>> InterleavedRounds::run()
{
    QList<BenchRow> rows;
    for (const Measurement &m : m_measurements)
        rows.append(BenchRow{m_suite, m_transport, m.name, m.unit, {}, 1, {}, {}, {}, {}});
    for (int round = 0; round < m_rounds; ++round) {
        if (m_progress)
            m_progress(QStringLiteral("%1 %2: round %3/%4")
                           .arg(m_suite, m_transport)
                           .arg(round + 1)
                           .arg(m_rounds));
        // Forward, then backward: no measurement always runs first or last, so a slow drift in
        // the shared machine's load does not favour one of them.
        for (qsizetype k = 0; k < m_measurements.size(); ++k) {
            const qsizetype i = round % 2 ? m_measurements.size() - 1 - k : k;
            const auto r = m_measurements.at(i).run();
            if (!r)
                return RedisError(
                    r.error().kind(),
                    QStringLiteral("%1 %2: %3: %4")
                        .arg(m_suite, m_transport, m_measurements.at(i).name, r.error().message()));
            rows[i].samples.append(r->perSecond);
            if (r->waitP50Ms >= 0) {
                rows[i].waitP50Ms.append(r->waitP50Ms);
                rows[i].waitP99Ms.append(r->waitP99Ms);
            }
        }
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Measurement &m = m_measurements.at(i);
        BenchRow &row = rows[i];
        row.ratio = medianRatio(row.samples, rows.at(m.reference).samples);
        if (m.ceiling >= 0) {
            row.ceiling = rows.at(m.ceiling).measurement;
            row.ratioToCeiling = medianRatio(row.samples, rows.at(m.ceiling).samples);
        }
    }
    return rows;
}
