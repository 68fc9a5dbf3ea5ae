#include "interruptnotifier.h"

#include <QSocketNotifier>

InterruptNotifier::InterruptNotifier(QObject *parent)
    : QObject(parent)
{
    if (m_signals.wakeDescriptor() < 0)
        return; // no pipe: the signals are caught but cannot wake the loop
    m_notifier = new QSocketNotifier(m_signals.wakeDescriptor(), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, [this] {
        m_signals.drainWake();
        Q_EMIT interrupted(m_signals.signalNumber());
    });
}

InterruptNotifier::~InterruptNotifier()
{
    delete m_notifier; // before the pipe it watches closes
}

int InterruptNotifier::exitStatus(int status) const
{
    return signalNumber() != 0 ? 128 + signalNumber() : status;
}
