#pragma once

#include <QtGlobal>

// A client's clock, possibly skewed, for the clock-based variants (the GETSET lock, the
// clock-based semaphores). The offset lets a test or the playground give one simulated client a
// clock that runs ahead or behind the others.
class ClientClock
{
public:
    explicit ClientClock(qint64 offsetMs = 0)
        : m_offsetMs(offsetMs)
    {}

    // Milliseconds since the epoch as this client sees them: the local clock plus the offset.
    qint64 nowMs() const;
    qint64 offsetMs() const { return m_offsetMs; }
    void setOffsetMs(qint64 offsetMs) { m_offsetMs = offsetMs; }

private:
    qint64 m_offsetMs = 0;
};
