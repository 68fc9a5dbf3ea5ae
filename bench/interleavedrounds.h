#pragma once

#include "benchreport.h"
#include "result.h"

#include <QList>
#include <QString>
#include <functional>

// What one run of a measurement yields: a rate and, for contended primitives, how long acquiring
// waited.
struct RunFigures
{
    double perSecond = 0;
    double waitP50Ms = -1; // -1: not measured
    double waitP99Ms = -1;
};

// Takes turns between measurements, round after round, so a change in the shared machine's load
// hits all of them alike; the first measurement added is the reference every ratio is taken to,
// unless a measurement names another (a suite with two targets, each with its own reference).
class InterleavedRounds
{
public:
    using Progress = std::function<void(const QString &)>;

    InterleavedRounds(QString suite, QString transport, int rounds);

    void setProgress(Progress progress);
    // A measurement whose figure is a rate; reference: the index (order added) of the
    // measurement its ratio is taken to, one added before it. Returns its index.
    qsizetype add(const QString &name, const QString &unit, std::function<Result<double>()> run,
                  qsizetype reference = 0);
    // A measurement that also reports wait percentiles.
    qsizetype addWithWaits(const QString &name, const QString &unit,
                           std::function<Result<RunFigures>()> run, qsizetype reference = 0);
    // measurement's row also gets its ratio to ceiling's (both indexes of measurements added),
    // per round, the median kept, as for the reference.
    void setCeiling(qsizetype measurement, qsizetype ceiling);
    qsizetype size() const { return m_measurements.size(); }

    // One row per measurement, in the order added. Stops at the first failure; the error names
    // the suite, the transport and the measurement.
    Result<QList<BenchRow>> run();

private:
    struct Measurement
    {
        QString name;
        QString unit;
        std::function<Result<RunFigures>()> run;
        qsizetype reference = 0;
        qsizetype ceiling = -1; // -1: none
    };

    QString m_suite;
    QString m_transport;
    int m_rounds;
    Progress m_progress;
    QList<Measurement> m_measurements;
};
