#include "benchreport.h"

#include <QJsonArray>

#include <algorithm>

double medianOf(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype mid = values.size() / 2;
    return values.size() % 2 ? values.at(mid) : (values.at(mid - 1) + values.at(mid)) / 2;
}

double BenchRow::median() const
{
    return medianOf(samples);
}

double BenchRow::spread() const
{
    const double m = median();
    if (samples.isEmpty() || m <= 0)
        return 0;
    const auto [lo, hi] = std::minmax_element(samples.begin(), samples.end());
    return (*hi - *lo) / m;
}

QString BenchReport::toTable() const
{
    const auto left = [](const QString &s, int width) { return s.leftJustified(width); };
    const auto right = [](const QString &s, int width) { return s.rightJustified(width); };
    const auto number = [](double value, int decimals) {
        return QString::number(value, 'f', decimals);
    };
    QString text = QStringLiteral("SET, %1 requests per measurement, median of %2 interleaved "
                                  "rounds; redis %3, Qt %4, hiredis %5\n")
                       .arg(requests)
                       .arg(rounds)
                       .arg(redisVersion, qtVersion, hiredisVersion);
    // One block per suite, each with its own title and heading; the measurement column as wide
    // as its longest name, ceiling and wait columns only where there are some.
    for (qsizetype first = 0; first < rows.size();) {
        const QString &suite = rows.at(first).suite;
        qsizetype end = first;
        bool waits = false;
        bool ceilings = false;
        int nameWidth = 34;
        for (; end < rows.size() && rows.at(end).suite == suite; ++end) {
            const BenchRow &row = rows.at(end);
            waits = waits || row.hasWaits();
            ceilings = ceilings || row.ratioToCeiling.has_value();
            nameWidth = qMax(nameWidth, int(row.measurement.size()) + 2);
        }
        text += QLatin1Char('\n') + suite + QStringLiteral(":\n") +
                left(QStringLiteral("transport"), 10) +
                left(QStringLiteral("measurement"), nameWidth) +
                right(QStringLiteral("ops/s"), 10) + QStringLiteral("  ") +
                left(QStringLiteral("unit"), 14) + right(QStringLiteral("ratio"), 7);
        if (ceilings)
            text += right(QStringLiteral("vs ceiling"), 11);
        text += right(QStringLiteral("spread"), 8);
        if (waits)
            text += right(QStringLiteral("p50 wait"), 10) + right(QStringLiteral("p99 wait"), 10);
        text += QLatin1Char('\n');
        for (; first < end; ++first) {
            const BenchRow &row = rows.at(first);
            text += left(row.transport, 10) + left(row.measurement, nameWidth) +
                    right(number(row.median(), 0), 10) + QStringLiteral("  ") + left(row.unit, 14) +
                    right(number(row.ratio, 3), 7);
            if (ceilings)
                text += right(row.ratioToCeiling ? number(*row.ratioToCeiling, 3) : QString(), 11);
            text += right(number(row.spread() * 100, 1) + QLatin1Char('%'), 8);
            if (row.hasWaits())
                text += right(number(medianOf(row.waitP50Ms), 2) + QStringLiteral(" ms"), 10) +
                        right(number(medianOf(row.waitP99Ms), 2) + QStringLiteral(" ms"), 10);
            text += QLatin1Char('\n');
        }
    }
    if (!notes.isEmpty())
        text += QLatin1Char('\n');
    for (const QString &n : notes)
        text += n + QLatin1Char('\n');
    for (const QString &s : skipped)
        text += QStringLiteral("skipped: ") + s + QLatin1Char('\n');
    for (const QString &e : errors)
        text += QStringLiteral("error: ") + e + QLatin1Char('\n');
    return text;
}

QJsonObject BenchReport::toJson() const
{
    QJsonArray rowArray;
    for (const BenchRow &row : rows) {
        QJsonArray sampleArray;
        for (double s : row.samples)
            sampleArray.append(s);
        QJsonObject o{{QStringLiteral("suite"), row.suite},
                      {QStringLiteral("transport"), row.transport},
                      {QStringLiteral("measurement"), row.measurement},
                      {QStringLiteral("unit"), row.unit},
                      {QStringLiteral("opsPerSecond"), row.median()},
                      {QStringLiteral("ratio"), row.ratio},
                      {QStringLiteral("ratioToSet"), row.ratio},
                      {QStringLiteral("spread"), row.spread()},
                      {QStringLiteral("samples"), sampleArray}};
        if (row.ratioToCeiling) {
            o.insert(QStringLiteral("ceiling"), row.ceiling);
            o.insert(QStringLiteral("ratioToCeiling"), *row.ratioToCeiling);
        }
        if (row.hasWaits()) {
            o.insert(QStringLiteral("waitP50Ms"), medianOf(row.waitP50Ms));
            o.insert(QStringLiteral("waitP99Ms"), medianOf(row.waitP99Ms));
        }
        rowArray.append(o);
    }
    return QJsonObject{{QStringLiteral("command"), QStringLiteral("SET")},
                       {QStringLiteral("requests"), requests},
                       {QStringLiteral("rounds"), rounds},
                       {QStringLiteral("redisVersion"), redisVersion},
                       {QStringLiteral("qtVersion"), qtVersion},
                       {QStringLiteral("hiredisVersion"), hiredisVersion},
                       {QStringLiteral("rows"), rowArray},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
                       {QStringLiteral("skipped"), QJsonArray::fromStringList(skipped)},
                       {QStringLiteral("errors"), QJsonArray::fromStringList(errors)}};
}
