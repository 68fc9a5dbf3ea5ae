#pragma once

#include "playgroundhistory.h"

#include <QList>
#include <QWidget>

class ChartEmptyMessage;
class PlaygroundRateBins;
class QChartView;
class QLineSeries;
class QValueAxis;

// The playground's live charts, side by side, per 100 ms bin of server time: throughput
// (operations per second), and what the primitive makes users wait for: locks and semaphores the
// wait to a grant, queues an item's wait to its delivery (delayed queues: past its due time),
// both as p50 / p99 (ms); limiters the hits admitted and limited per second. plot() replaces each
// series' points at once (the panel calls it at most once per frame), from the bins' bounded
// lists.
class PlaygroundCharts : public QWidget
{
    Q_OBJECT
public:
    explicit PlaygroundCharts(QWidget *parent = nullptr);

    // What the second chart shows; set before a run's first plot().
    void setPrimitive(PlaygroundPrimitive primitive);
    PlaygroundPrimitive primitive() const { return m_primitive; }
    QString secondTitle() const; // the second chart's title
    void plot(const PlaygroundRateBins &bins);
    void clear();
    int pointCount() const; // points in the throughput series
    int redraws() const { return m_redraws; }
    // What each chart says while it has no data (the throughput chart's, then the other's).
    QList<const ChartEmptyMessage *> emptyMessages() const
    {
        return {m_empty.cbegin(), m_empty.cend()};
    }

protected:
    void changeEvent(QEvent *event) override;

private:
    QChartView *makeView(const QString &title, const QString &yTitle, QValueAxis *x, QValueAxis *y,
                         const QList<QLineSeries *> &series);
    void applyPalette();

    QLineSeries *m_throughput;
    QLineSeries *m_p50; // or a limiter's admitted per second
    QLineSeries *m_p99; // or limited per second
    QValueAxis *m_throughputX;
    QValueAxis *m_throughputY;
    QValueAxis *m_waitX;
    QValueAxis *m_waitY;
    QValueAxis *m_limitedY; // limiters: limited hits on the right (they outnumber admissions)
    QChartView *m_throughputView;
    QChartView *m_waitView;
    QList<ChartEmptyMessage *> m_empty;
    PlaygroundPrimitive m_primitive = PlaygroundPrimitive::Lock;
    int m_redraws = 0;
};
