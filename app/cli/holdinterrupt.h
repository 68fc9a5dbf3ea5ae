#pragma once

#include "rediserror.h"

#include <QJsonObject>
#include <QString>

// SIGINT and SIGTERM while the CLI holds something (a --hold's lock or permit, a simulation's
// clients): caught while an object of this class lives, instead of ending the process, so the
// hold is released (or, when the server is gone, printed with its key, token and lease) before
// the CLI exits with 128 + the signal's number (130 for SIGINT, 143 for SIGTERM), as a shell
// reports a signal.
// Outside its life the signals keep their usual effect: a CLI that holds nothing just ends. A
// second signal while one is being handled ends the process at once (a release that hangs on a
// frozen server). One object at a time: the handlers belong to the process.
class HoldInterrupt
{
public:
    HoldInterrupt();
    ~HoldInterrupt();
    HoldInterrupt(const HoldInterrupt &) = delete;
    HoldInterrupt &operator=(const HoldInterrupt &) = delete;

    // Sleeps ms, or less when a signal arrives (or arrived already); false when cut short.
    bool sleep(qint64 ms) const;
    bool interrupted() const { return signalNumber() != 0; }
    int signalNumber() const;   // 0 while none arrived
    QString signalName() const; // "SIGINT", "SIGTERM"
    int exitStatus() const { return 128 + signalNumber(); }

    // A release that returned an error, into the command's JSON: "release": "failed" (it did
    // not run: the lock or permit is still held) or "unknown" (the connection failed after it
    // was sent: it may have run), the error, and the signal when one cut the hold short.
    void addFailedRelease(QJsonObject &json, const RedisError &error) const;
    // The start of the problem line for such a release, up to what is held: "SIGINT: the
    // release failed (…): still held: " or "… the release may or may not have run (…): held
    // unless it ran: ".
    QString releaseProblem(const RedisError &error) const;
    // A signal cut the wait or the hold short: "interrupted": "SIGINT" into the JSON and
    // " (cut short by SIGINT)" after the text.
    void markCutShort(QJsonObject &json, QString &text) const;

    // What is left of a hold that could not be released: "its lease ends in about 7000 ms",
    // from the lease granted (-1: none) and the time held so far.
    static QString leaseLeft(qint64 leaseMs, qint64 heldMs);
};
