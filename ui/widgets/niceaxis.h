#pragma once

#include <QString>

class QChart;
class QFontMetricsF;
class QAbstractAxis;
class QValueAxis;

// Axis ticks people read: steps of 1, 2, 2.5 or 5 × 10^k, bounds on a step, as many ticks as fit
// the axis' length with their labels whole, and labels with the decimals the step needs (0.25,
// not 0.3). A value axis given to follow() keeps its ticks fitting as the chart is resized; an
// axis without data (or with one value) spans 0 to 1.
namespace NiceAxis {
struct Ticks
{
    double min = 0;
    double max = 1;
    double step = 1;
    int decimals = 0;
    int count() const;
    QString label(double value) const;
};
// The ticks for data from min to max on an axis `lengthPx` long whose labels need `labelPx`
// each (with room between them). integer: steps of 1 or more. niceMin false keeps min as
// given (a sliver below zero stays a sliver) with the ticks anchored at 0.
Ticks ticks(double min, double max, double lengthPx, double labelPx, bool integer = false,
            bool niceMin = true);
// The ticks every `step` from min to max: max rounded up to a step, min down unless niceMin is
// false.
Ticks onStep(double min, double max, double step, bool niceMin = true);
// The ticks for an axis `lengthPx` long whose labels are `pattern` with the value for %1
// ("−%1 s"), measured in `fm`: as many as fit with a gap between whole labels, across
// (horizontal) or up the side (vertical). For axes drawn by hand and for value axes alike.
Ticks fit(double min, double max, double lengthPx, const QFontMetricsF &fm, Qt::Orientation along,
          const QString &pattern = QStringLiteral("%1"), bool integer = false, bool niceMin = true);
// Sets the axis to cover min..max in nice ticks for its chart's current size, and remembers
// the data range so that follow() can lay the ticks out again.
void setRange(QValueAxis *axis, double min, double max, bool integer = false, bool niceMin = true);
// A unit after every label ("0.5 s", "200 ms"): the axis still says what it counts when its
// title has no room.
void setUnit(QValueAxis *axis, const QString &unit);
// Lays a value axis out again whenever the chart's plot area changes (a resize); drops any
// axis' title when the chart is too small for it, rather than eliding it to "…"; and thins the
// chart's margins, so that the room goes to the plot and its labels.
void follow(QChart *chart, QAbstractAxis *axis);
} // namespace NiceAxis
