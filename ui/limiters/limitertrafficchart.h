#pragma once

#include <QChartView>
#include <QElapsedTimer>
#include <QList>
#include <QPointF>
#include <QTimer>

class ChartEmptyMessage;
class QLineSeries;
class QValueAxis;

// Admitted and refused requests over time for the traffic sent through CoordScope: two series of
// cumulative counts against seconds since the first request. Decisions are counted as they come;
// the series are redrawn at most once per frame (a 16 ms single-shot timer), each from a ring
// buffer of at most MaxPoints points. Colours follow the widget's palette.
class LimiterTrafficChart : public QChartView
{
    Q_OBJECT
public:
    static constexpr int MaxPoints = 600;

    explicit LimiterTrafficChart(QWidget *parent = nullptr);

    // Counts decisions (the action form reports them in batches).
    void addDecisions(qint64 admitted, qint64 refused);
    void clear();

    qint64 admitted() const { return m_admitted; }
    qint64 refused() const { return m_refused; }
    // Points in each series after the last redraw.
    int pointCount() const;
    qint64 redraws() const { return m_redraws; }
    const ChartEmptyMessage *emptyMessage() const { return m_empty; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void redraw();
    void applyPalette();
    void push(QList<QPointF> &ring, const QPointF &point);

    QLineSeries *m_admittedSeries;
    QLineSeries *m_refusedSeries;
    QValueAxis *m_x;
    QValueAxis *m_y;
    ChartEmptyMessage *m_empty = nullptr;
    QList<QPointF> m_admittedPoints;
    QList<QPointF> m_refusedPoints;
    QTimer m_frame;
    QElapsedTimer m_clock;
    qint64 m_admitted = 0;
    qint64 m_refused = 0;
    qint64 m_redraws = 0;
};
