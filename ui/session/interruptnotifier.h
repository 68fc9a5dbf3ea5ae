#pragma once

#include "interruptsignals.h"

#include <QObject>

class QSocketNotifier;

// SIGINT and SIGTERM as a Qt signal on the GUI thread, for the same orderly quit as closing the
// window (what the views hold is released first). The handler only writes to a self-pipe
// (InterruptSignals); a QSocketNotifier on it emits interrupted() from the event loop. A second
// signal while the first is handled ends the process at once. One object at a time.
class InterruptNotifier : public QObject
{
    Q_OBJECT
public:
    explicit InterruptNotifier(QObject *parent = nullptr);
    ~InterruptNotifier() override;

    int signalNumber() const { return m_signals.signalNumber(); }
    // What the program should return: 128 + the signal's number after one (130, 143), as a
    // shell reports a signal; else status.
    int exitStatus(int status) const;

Q_SIGNALS:
    void interrupted(int signalNumber);

private:
    InterruptSignals m_signals;
    QSocketNotifier *m_notifier = nullptr;
};
