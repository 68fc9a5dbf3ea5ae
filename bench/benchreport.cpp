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
    QString text = QStringLiteral("SET, %1 requests per measurement, median of %2 interleaved "
                                  "rounds; redis %3, Qt %4, hiredis %5\n\n")
                       .arg(requests)
                       .arg(rounds)
                       .arg(redisVersion, qtVersion, hiredisVersion);
    text += left(QStringLiteral("transport"), 10) + left(QStringLiteral("measurement"), 34) +
            right(QStringLiteral("ops/s"), 10) + QStringLiteral("  ") +
            left(QStringLiteral("unit"), 14) + right(QStringLiteral("ratio"), 7) +
            right(QStringLiteral("spread"), 8) + QLatin1Char('\n');
    for (const BenchRow &row : rows)
        text += left(row.transport, 10) + left(row.measurement, 34) +
                right(QString::number(row.median(), 'f', 0), 10) + QStringLiteral("  ") +
                left(row.unit, 14) + right(QString::number(row.ratio, 'f', 3), 7) +
                right(QString::number(row.spread() * 100, 'f', 1) + QLatin1Char('%'), 8) +
                QLatin1Char('\n');
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
        QJsonObject o{{QStringLiteral("transport"), row.transport},
                      {QStringLiteral("measurement"), row.measurement},
                      {QStringLiteral("unit"), row.unit},
                      {QStringLiteral("opsPerSecond"), row.median()},
                      {QStringLiteral("ratio"), row.ratio},
                      {QStringLiteral("spread"), row.spread()},
                      {QStringLiteral("samples"), sampleArray}};
        rowArray.append(o);
    }
    return QJsonObject{{QStringLiteral("command"), QStringLiteral("SET")},
                       {QStringLiteral("requests"), requests},
                       {QStringLiteral("rounds"), rounds},
                       {QStringLiteral("redisVersion"), redisVersion},
                       {QStringLiteral("qtVersion"), qtVersion},
                       {QStringLiteral("hiredisVersion"), hiredisVersion},
                       {QStringLiteral("rows"), rowArray},
                       {QStringLiteral("skipped"), QJsonArray::fromStringList(skipped)},
                       {QStringLiteral("errors"), QJsonArray::fromStringList(errors)}};
}
