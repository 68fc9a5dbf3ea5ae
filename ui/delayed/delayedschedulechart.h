#pragma once

#include <QChartView>
#include <QElapsedTimer>
#include <QTimer>

class ChartEmptyMessage;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

// The selected delayed queue's items on a time axis relative to now: a scatter (x = seconds
// from now, y = the item's place in due order), overdue items on the left of a vertical "now"
// line at 0. The points move left with time between refreshes (from the server's now of the
// last read plus the time elapsed since), redrawn at most once per frame, only while shown, and
// only as often as the clock moves them by about a pixel.
// At most MaxPoints items are drawn; the title says when more exist. Colours follow the palette.
class DelayedScheduleChart : public QChartView
{
    Q_OBJECT
public:
    static constexpr int MaxPoints = 2000;
    static constexpr int PastSeconds = 60; // the axis starts there; older items are pinned to it
    // The axis ends at most a week ahead; later items are pinned to the right edge (a Sidekiq
    // job scheduled for 2100 must not ask Qt Charts for a billion ticks).
    static constexpr int MaxFutureSeconds = 7 * 86400;
    // New data is drawn at the next frame; between refreshes the points move with the clock
    // as often as that moves them by about a pixel, between these bounds.
    static constexpr int FrameMs = 16;
    static constexpr int MinClockMs = 50;
    static constexpr int MaxClockMs = 1000;

    explicit DelayedScheduleChart(QWidget *parent = nullptr);

    // Due times (ms since the epoch, in due order; only the first MaxPoints are used), the
    // server's now when they were read and how many items the queue has in all.
    void setItems(const QList<qint64> &dueMs, qint64 serverNowMs, qint64 total);
    void clearItems();

    // What the chart shows now (tests, and the PNG export's caller).
    int pointCount() const;
    QString caption() const;
    double axisMaxSeconds() const;
    // Points of both series, x in seconds from now.
    QList<QPointF> points() const;
    const ChartEmptyMessage *emptyMessage() const { return m_empty; }
    // Redraws now instead of at the next frame.
    void redrawNow();
    // How often time passing redraws: about one pixel of the x axis.
    int clockIntervalMs() const;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void applyPalette();
    void redraw();

    QScatterSeries *m_pending;
    QScatterSeries *m_overdue;
    QLineSeries *m_nowLine;
    QValueAxis *m_x;
    QValueAxis *m_y;
    ChartEmptyMessage *m_empty = nullptr;
    QTimer m_frame; // one-shot: new data
    QTimer m_clock; // repeating while shown: time passing
    QList<qint64> m_due;
    qint64 m_anchorNowMs = 0;
    QElapsedTimer m_sinceAnchor;
    qint64 m_total = 0;
    bool m_dirty = false;
};
