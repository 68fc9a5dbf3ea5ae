#include "clientclock.h"

#include <QDateTime>

qint64 ClientClock::nowMs() const
{
    return QDateTime::currentMSecsSinceEpoch() + m_offsetMs;
}
