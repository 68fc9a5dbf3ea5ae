#pragma once

#include "lockhistory.h"
#include "niceaxis.h"

#include <QTimer>
#include <QWidget>

// A Gantt chart of lock holds over the last window of server time: one row per lock, a bar per
// hold labelled with a short holder, a cross where a hold expired and a triangle where it was
// taken over, a legend, and a tooltip per bar. Colours come from the palette (light or dark).
// setTracks() only schedules a repaint: at most one per frame.
class LockTimelineChart : public QWidget
{
    Q_OBJECT
public:
    explicit LockTimelineChart(QWidget *parent = nullptr);

    void setTracks(const QList<LockTrack> &tracks, qint64 nowMs, qint64 windowMs);
    const QList<LockTrack> &tracks() const { return m_tracks; }
    qint64 nowMs() const { return m_nowMs; }
    int repaintCount() const { return m_repaints; }

    // The tooltip for a point (empty off the bars): holder, start, end, how it ended.
    QString toolTipAt(const QPoint &pos) const;
    // Where a hold is drawn (tests, tooltips); empty when out of view.
    QRect barRect(int track, int interval) const;
    // The time axis' ticks, in seconds before now: as many as fit their labels.
    NiceAxis::Ticks axisTicks() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRect plotRect() const;
    int rowHeight() const;
    double xOf(qint64 ms, const QRect &plot) const;
    void drawLegend(QPainter &p, const QRect &area) const;
    void drawMarker(QPainter &p, LockHoldInterval::End end, QPointF at, qreal size) const;

    QList<LockTrack> m_tracks;
    qint64 m_nowMs = 0;
    qint64 m_windowMs = LockHistory::DefaultWindowMs;
    QTimer m_frame;
    int m_repaints = 0;
};
