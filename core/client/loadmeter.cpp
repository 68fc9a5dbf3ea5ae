#include "loadmeter.h"

#include "loadbudget.h"

LoadMeter::LoadMeter()
{
    m_clock.start();
}

LoadMeter::Second &LoadMeter::bucket(qint64 nowUs)
{
    const qint64 second = nowUs / 1'000'000;
    Second &b = m_seconds[size_t(second % qint64(m_seconds.size()))];
    if (b.second != second)
        b = Second{second, 0, 0};
    return b;
}

void LoadMeter::requestSent(qint64 commands)
{
    const qint64 now = nowUs();
    if (m_inFlight == 0) {
        m_periodStartUs = now;
        m_periodCommands = 0;
    }
    ++m_inFlight;
    m_periodCommands += commands;
    m_totals.commands += commands;
    bucket(now).commands += commands;
}

void LoadMeter::requestDone()
{
    if (m_inFlight == 0)
        return;
    if (--m_inFlight > 0)
        return;
    const qint64 now = nowUs();
    const qint64 period = now - m_periodStartUs;
    if (m_floorUs < 0 || period < m_floorUs)
        m_floorUs = period;
    const qint64 charged = LoadBudget::chargedUs(period, m_floorUs, m_periodCommands);
    m_totals.chargedUs += charged;
    bucket(now).chargedUs += charged;
}

void LoadMeter::reset()
{
    m_inFlight = 0;
    m_periodCommands = 0;
}

qint64 LoadMeter::windowUs(qint64 nowUs) const
{
    return qMax<qint64>(1, qMin<qint64>(nowUs, qint64(WindowSeconds) * 1'000'000));
}

// The window is the last WindowSeconds whole seconds plus the current one's part.
double LoadMeter::perSecond(qint64 Second::*field) const
{
    const qint64 now = nowUs();
    const qint64 current = now / 1'000'000;
    qint64 sum = 0;
    for (const Second &b : m_seconds)
        if (b.second >= 0 && b.second > current - WindowSeconds - 1 && b.second <= current)
            sum += b.*field;
    const qint64 span = windowUs(now) + (now % 1'000'000);
    return double(sum) / double(qMax<qint64>(1, qMin(span, now)));
}

double LoadMeter::commandsPerSecond() const
{
    return perSecond(&Second::commands) * 1e6;
}

double LoadMeter::serverShare() const
{
    return perSecond(&Second::chargedUs);
}
