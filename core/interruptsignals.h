#pragma once

#include <QString>

// SIGINT and SIGTERM caught while an object of this class lives, instead of ending the process:
// the handler notes the signal and writes a byte to a self-pipe, so a program that holds
// something on a server can release it first. The CLI sleeps on the pipe (sleep()); the GUI
// watches wakeDescriptor() with a QSocketNotifier and quits through its window's orderly close.
// Outside its life the signals keep their usual effect. A second signal while one is being
// handled ends the process at once (a release that hangs on a frozen server). One object at a
// time: the handlers belong to the process.
class InterruptSignals
{
public:
    InterruptSignals();
    ~InterruptSignals();
    InterruptSignals(const InterruptSignals &) = delete;
    InterruptSignals &operator=(const InterruptSignals &) = delete;

    // Sleeps ms, or less when a signal arrives (or arrived already); false when cut short.
    bool sleep(qint64 ms) const;
    bool interrupted() const { return signalNumber() != 0; }
    int signalNumber() const;   // 0 while none arrived
    QString signalName() const; // "SIGINT", "SIGTERM"

    // Readable once a signal arrived (-1: no pipe could be made); drainWake() empties it, so a
    // notifier on it fires once per signal.
    int wakeDescriptor() const;
    void drainWake() const;
};
