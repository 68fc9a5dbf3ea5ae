#pragma once

#include "niceaxis.h"

#include <QTimer>
#include <QWidget>

class PlaygroundTimeline;
class QScrollArea;

// The playground's painted Gantt: one row per client (up to 256: rows shrink to a few pixels,
// then the widget grows and its scroll area scrolls; with few clients it is only as tall as its
// rows), each hold a bar, each wait a thin line under them, a producer's enqueues and a
// limiter's refusals as ticks, faults as orange marks (a server fault as a line across every
// row), the checker's violations in red over the rows of the clients involved. Reads a
// PlaygroundTimeline it does not own; update() schedules at most one repaint per frame.
class PlaygroundGantt : public QWidget
{
    Q_OBJECT
public:
    static constexpr int MinRowHeight = 3;
    static constexpr int MaxRowHeight = 28;
    // The scroll area's least height (rows scroll inside it), or less when the rows need less.
    static constexpr int MinViewHeight = 120;
    // Axis ticks per paint at most, whatever the span (a corrupt file can span years).
    static constexpr int MaxTicks = 20;

    // The axis' tick step for a span: 1, 2 or 5 times a power of ten, at least 100 ms, so that
    // the span has at most MaxTicks steps.
    static qint64 axisStepUs(qint64 spanUs);
    // The axis' ticks in seconds for a span on a plot widthPx wide: as many as fit their labels
    // ("1.5 s") in the font, their step at least axisStepUs().
    static NiceAxis::Ticks axisTicks(qint64 spanUs, double widthPx, const QFontMetricsF &fm);
    // What the colours mean (the tooltip, and the panel's legend under the chart).
    static QString legend();
    static QString legendHtml(const QPalette &palette);

    explicit PlaygroundGantt(const PlaygroundTimeline *timeline, QWidget *parent = nullptr);

    // Call after the timeline changed.
    void refresh();
    int repaintCount() const { return m_repaints; }
    int rowHeight() const;
    // The axis ticks the last paint drew.
    int lastTickCount() const { return m_lastTicks; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QScrollArea *scrollArea() const;
    QRect plotRect() const;

    const PlaygroundTimeline *m_timeline;
    QTimer m_frame;
    int m_repaints = 0;
    int m_lastTicks = 0;
    int m_viewportHeight = 240;
};
