#include "niceaxis.h"

#include <QChart>
#include <QFontMetrics>
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

double niceStep(double rough, bool integer)
{
    if (!(rough > 0))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = 10 * magnitude;
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * magnitude >= rough) {
            step = m * magnitude;
            break;
        }
    return integer ? std::max(1.0, std::round(step)) : step;
}

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
    const QFontMetricsF fm(axis->labelsFont());
    // A label's room: its width across (plus a gap), or two lines up the side.
    NiceAxis::Ticks t;
    double labelPx =
        horizontal ? fm.horizontalAdvance(QStringLiteral("0.00")) + 16 : fm.height() * 2;
    for (int pass = 0; pass < 3; ++pass) {
        t = NiceAxis::ticks(min.toDouble(), max, length, labelPx, integer, niceMin);
        if (!horizontal)
            break;
        const double widest =
            std::max(fm.horizontalAdvance(t.label(t.min)), fm.horizontalAdvance(t.label(t.max)));
        if (widest + 16 <= labelPx)
            break;
        labelPx = widest + 16;
    }
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
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(t.decimals));
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
    Ticks t;
    for (int wanted = most; wanted >= 2; --wanted) {
        t.step = niceStep((max - min) / (wanted - 1), integer);
        t.min = niceMin ? std::floor(min / t.step + 1e-9) * t.step : min;
        t.max = std::ceil(max / t.step - 1e-9) * t.step;
        if (std::floor(t.max / t.step) - std::ceil(t.min / t.step) + 1 <= most)
            break;
    }
    t.decimals = decimalsFor(t.step);
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

void NiceAxis::follow(QChart *chart, QAbstractAxis *axis)
{
    axis->setProperty(ChartOf, QVariant::fromValue<QObject *>(chart));
    QObject::connect(chart, &QChart::plotAreaChanged, axis, [chart, axis] {
        // The title goes before the labels have to shrink: both titles take room from a short
        // chart (the bottom one's height, the side one runs along it), the side one from a
        // narrow one too.
        const QSizeF size = chart->size();
        axis->setTitleVisible(size.height() >= 220 &&
                              (axis->orientation() == Qt::Horizontal || size.width() >= 260));
        if (auto *values = qobject_cast<QValueAxis *>(axis))
            layOut(values);
    });
}
