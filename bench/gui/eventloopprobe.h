#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>

// Measures how long the GUI thread's event loop goes without running a timer: a 5 ms timer
// records the gap between its timeouts; a gap beyond 5 ms is time the loop was busy elsewhere
// (a model update, a chart repaint, a reply parse). The longest stall is the largest gap minus 5.
class EventLoopProbe : public QObject
{
    Q_OBJECT
public:
    static constexpr int PeriodMs = 5;

    explicit EventLoopProbe(QObject *parent = nullptr);
    void start();
    void stop();

    double maxStallMs() const;
    double stallPercentileMs(double p) const; // of the gaps' excess over the period
    int samples() const { return int(m_gapsUs.size()); }

private:
    void onTimeout();

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastUs = -1;
    QList<qint64> m_gapsUs;
};
