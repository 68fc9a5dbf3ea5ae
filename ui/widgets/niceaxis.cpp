#include "niceaxis.h"

#include <QChart>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace {
const char *const DataMin = "niceAxisMin";
const char *const DataMax = "niceAxisMax";
const char *const Integer = "niceAxisInteger";
const char *const NiceMin = "niceAxisNiceMin";
const char *const ChartOf = "niceAxisChart";
const char *const Busy = "niceAxisBusy";
const char *const Unit = "niceAxisUnit";

int decimalsFor(double step)
{
    int decimals = 0;
    while (decimals < 6 && std::abs(step * std::pow(10.0, decimals) -
                                    std::round(step * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    return decimals;
}

void layOut(QValueAxis *axis)
{
    const QVariant min = axis->property(DataMin);
    if (!min.isValid() || axis->property(Busy).toBool())
        return;
    // Setting the range moves the plot area, which calls back here: once is enough.
    axis->setProperty(Busy, true);
    const double max = axis->property(DataMax).toDouble();
    const bool integer = axis->property(Integer).toBool();
    const bool niceMin = axis->property(NiceMin).toBool();
    auto *chart = qobject_cast<QChart *>(axis->property(ChartOf).value<QObject *>());
    if (!chart)
        chart = qobject_cast<QChart *>(axis->parent());
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    double length = horizontal ? 300 : 150;
    if (chart && chart->plotArea().isValid())
        length = horizontal ? chart->plotArea().width() : chart->plotArea().height();
    const QString unit = axis->property(Unit).toString();
    const QString pattern = unit.isEmpty() ? QStringLiteral("%1") : QStringLiteral("%1 ") + unit;
    const NiceAxis::Ticks t =
        NiceAxis::fit(min.toDouble(), max, length, QFontMetricsF(axis->labelsFont()),
                      axis->orientation(), pattern, integer, niceMin);
    // Qt Charts lays the ticks out at each call: a wide range under the old, smaller interval
    // (or a small interval over the old, wide range) would ask it for millions of ticks. So a
    // growing step goes first, a shrinking one after the range.
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    const bool stepGrows = t.step >= axis->tickInterval();
    if (stepGrows)
        axis->setTickInterval(t.step);
    axis->setRange(t.min, t.max);
    if (!stepGrows)
        axis->setTickInterval(t.step);
    // printf's format: a '%' in the unit would be taken for a conversion.
    QString suffix = unit.isEmpty() ? QString() : QStringLiteral(" ") + unit;
    suffix.replace(QLatin1Char('%'), QStringLiteral("%%"));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(t.decimals) + suffix);
    axis->setProperty(Busy, false);
}
} // namespace

int NiceAxis::Ticks::count() const
{
    return int(std::floor((max - min) / step + 1e-9)) + 1;
}

QString NiceAxis::Ticks::label(double value) const
{
    return QString::number(value, 'f', decimals);
}

NiceAxis::Ticks NiceAxis::ticks(double min, double max, double lengthPx, double labelPx,
                                bool integer, bool niceMin)
{
    if (!std::isfinite(min) || !std::isfinite(max) || !(max > min)) {
        min = std::isfinite(min) ? min : 0;
        max = min + 1;
    }
    const int most = std::max(2, int(lengthPx / std::max(1.0, labelPx)) + 1);
    // Of the steps whose ticks fit, the one whose bounds waste the least room around the data
    // (0..0.75 on quarters, not 0..0.8 on fifths), then the one with more ticks.
    const double span = max - min;
    const int exponent = int(std::floor(std::log10(span / (most - 1))));
    Ticks best;
    double bestWaste = -1;
    for (int e = exponent; e <= exponent + 2; ++e) {
        for (const double mantissa : {1.0, 2.0, 2.5, 5.0}) {
            const double step = mantissa * std::pow(10.0, e);
            if (integer && (step < 1 || step != std::round(step)))
                continue;
            const Ticks t = onStep(min, max, step, niceMin);
            if (std::floor(t.max / step + 1e-9) - std::ceil(t.min / step - 1e-9) + 1 > most)
                continue;
            const double waste = (t.max - t.min) - span;
            if (bestWaste < 0 || waste < bestWaste - span * 1e-9) {
                best = t;
                bestWaste = waste;
            }
        }
    }
    if (bestWaste < 0) // an integer axis over less than one: steps of 1
        best = onStep(min, max, 1, niceMin);
    return best;
}

NiceAxis::Ticks NiceAxis::onStep(double min, double max, double step, bool niceMin)
{
    Ticks t;
    t.step = step;
    t.min = niceMin ? std::floor(min / step + 1e-9) * step : min;
    t.max = std::max(t.min + step, std::ceil(max / step - 1e-9) * step);
    t.decimals = decimalsFor(step);
    return t;
}

NiceAxis::Ticks NiceAxis::fit(double min, double max, double lengthPx, const QFontMetricsF &fm,
                              Qt::Orientation along, const QString &pattern, bool integer,
                              bool niceMin)
{
    // A label's room: its width across and a gap as wide as "0000" (ticks closer than that read
    // as a ruler, not an axis), or three lines up the side. Qt Charts gives each label the
    // axis' length over the number of ticks, less 4 px each side, and elides what does not fit:
    // so no more ticks than labels fit end to end (hand-drawn axes keep to that too).
    const bool horizontal = along == Qt::Horizontal;
    const double gap = fm.horizontalAdvance(QStringLiteral("0000"));
    const auto widest = [&](const Ticks &t) {
        return std::max(fm.horizontalAdvance(pattern.arg(t.label(t.min))),
                        fm.horizontalAdvance(pattern.arg(t.label(t.max))));
    };
    double labelPx = horizontal ? fm.horizontalAdvance(pattern.arg(QStringLiteral("0.0"))) + gap
                                : fm.height() * 3;
    Ticks t;
    for (int pass = 0; pass < 4; ++pass) {
        t = ticks(min, max, lengthPx - labelPx, labelPx, integer, niceMin);
        if (!horizontal || widest(t) + gap <= labelPx)
            break;
        labelPx = widest(t) + gap;
    }
    return t;
}

void NiceAxis::setRange(QValueAxis *axis, double min, double max, bool integer, bool niceMin)
{
    axis->setProperty(DataMin, min);
    axis->setProperty(DataMax, max);
    axis->setProperty(Integer, integer);
    axis->setProperty(NiceMin, niceMin);
    layOut(axis);
}

void NiceAxis::setUnit(QValueAxis *axis, const QString &unit)
{
    axis->setProperty(Unit, unit);
    layOut(axis);
}

void NiceAxis::follow(QChart *chart, QAbstractAxis *axis)
{
    axis->setProperty(ChartOf, QVariant::fromValue<QObject *>(chart));
    // Thin margins (Qt's are 9 + 20 px on every side): the room goes to the plot, so that the
    // labels have theirs in a chart a small window makes short.
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setMargins(QMargins(6, 4, 6, 4));
    QObject::connect(chart, &QChart::plotAreaChanged, axis, [chart, axis] {
        // The title goes before the labels have to shrink: both titles take room from a short
        // chart (the bottom one's height, the side one runs along it), the side one from a
        // narrow one too.
        // And a title longer than its axis goes too.
        const QSizeF size = chart->size();
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const double length = horizontal ? chart->plotArea().width() : chart->plotArea().height();
        const bool fits =
            QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText()) + 8 <= length;
        axis->setTitleVisible(size.height() >= 220 && (horizontal || size.width() >= 260) && fits);
        if (auto *values = qobject_cast<QValueAxis *>(axis))
            layOut(values);
    });
}
