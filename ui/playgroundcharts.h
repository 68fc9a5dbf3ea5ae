#pragma once

#include <QWidget>

class PlaygroundRateBins;
class QChartView;
class QLineSeries;
class QValueAxis;

// The playground's live charts, side by side: throughput (operations per second) and the wait
// p50 / p99 (ms), per 100 ms bin of server time. plot() replaces each series' points at once
// (the panel calls it at most once per frame), from the bins' bounded lists.
class PlaygroundCharts : public QWidget
{
    Q_OBJECT
public:
    explicit PlaygroundCharts(QWidget *parent = nullptr);

    void plot(const PlaygroundRateBins &bins);
    void clear();
    int pointCount() const; // points in the throughput series
    int redraws() const { return m_redraws; }

protected:
    void changeEvent(QEvent *event) override;

private:
    QChartView *makeView(const QString &title, const QString &yTitle, QValueAxis *x, QValueAxis *y,
                         const QList<QLineSeries *> &series);
    void applyPalette();

    QLineSeries *m_throughput;
    QLineSeries *m_p50;
    QLineSeries *m_p99;
    QValueAxis *m_throughputX;
    QValueAxis *m_throughputY;
    QValueAxis *m_waitX;
    QValueAxis *m_waitY;
    QChartView *m_throughputView;
    QChartView *m_waitView;
    int m_redraws = 0;
};
