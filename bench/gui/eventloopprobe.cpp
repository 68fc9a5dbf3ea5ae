#include "eventloopprobe.h"

#include <algorithm>

EventLoopProbe::EventLoopProbe(QObject *parent)
    : QObject(parent)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(PeriodMs);
    connect(&m_timer, &QTimer::timeout, this, &EventLoopProbe::onTimeout);
}

void EventLoopProbe::start()
{
    m_gapsUs.clear();
    m_lastUs = -1;
    m_clock.start();
    m_timer.start();
}

void EventLoopProbe::stop()
{
    m_timer.stop();
}

void EventLoopProbe::onTimeout()
{
    const qint64 now = m_clock.nsecsElapsed() / 1000;
    if (m_lastUs >= 0)
        m_gapsUs.append(now - m_lastUs);
    m_lastUs = now;
}

double EventLoopProbe::maxStallMs() const
{
    if (m_gapsUs.isEmpty())
        return 0;
    const qint64 gap = *std::max_element(m_gapsUs.cbegin(), m_gapsUs.cend());
    return qMax(0.0, double(gap) / 1000.0 - PeriodMs);
}

double EventLoopProbe::stallPercentileMs(double p) const
{
    if (m_gapsUs.isEmpty())
        return 0;
    QList<qint64> sorted = m_gapsUs;
    std::sort(sorted.begin(), sorted.end());
    const qsizetype i =
        qBound<qsizetype>(0, qsizetype(p / 100.0 * double(sorted.size())), sorted.size() - 1);
    return qMax(0.0, double(sorted.at(i)) / 1000.0 - PeriodMs);
}
