#pragma once

#include <QChartView>
#include <QList>
#include <QPointF>
#include <QTimer>

class ChartEmptyMessage;
class QLineSeries;
class QValueAxis;

// The latency of each autocomplete query, one series per method (markers, BYLEX), against the
// query's number: how the book's marker technique (several round trips, writes) compares with one
// ZRANGE BYLEX. At most MaxPoints points per series; redrawn at most once per frame.
class AutocompleteLatencyChart : public QChartView
{
    Q_OBJECT
public:
    static constexpr int MaxPoints = 200;

    explicit AutocompleteLatencyChart(QWidget *parent = nullptr);

    void addQuery(bool markers, qint64 latencyUs);
    int pointCount() const;
    const ChartEmptyMessage *emptyMessage() const { return m_empty; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void redraw();
    void applyPalette();

    QLineSeries *m_markers;
    QLineSeries *m_bylex;
    QValueAxis *m_x;
    QValueAxis *m_y;
    ChartEmptyMessage *m_empty = nullptr;
    QList<QPointF> m_markerPoints;
    QList<QPointF> m_bylexPoints;
    QTimer m_frame;
    qint64 m_queries = 0;
};
