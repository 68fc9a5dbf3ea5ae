#pragma once

#include "interruptsignals.h"
#include "rediserror.h"

#include <QJsonObject>
#include <QString>

// SIGINT and SIGTERM while the CLI holds something (a --hold's lock or permit, a simulation's
// clients): caught while an object of this class lives (InterruptSignals), so the hold is
// released (or, when the server is gone, printed with its key, token and lease: StillHeld)
// before the CLI exits with 128 + the signal's number (130 for SIGINT, 143 for SIGTERM), as a
// shell reports a signal. A CLI that holds nothing just ends.
class HoldInterrupt : public InterruptSignals
{
public:
    int exitStatus() const { return 128 + signalNumber(); }

    // A release that returned an error, into the command's JSON: "release": "failed" (it did
    // not run: the lock or permit is still held) or "unknown" (the connection failed after it
    // was sent: it may have run), the error, and the signal when one cut the hold short.
    void addFailedRelease(QJsonObject &json, const RedisError &error) const;
    // A signal cut the wait or the hold short: "interrupted": "SIGINT" into the JSON and
    // " (cut short by SIGINT)" after the text.
    void markCutShort(QJsonObject &json, QString &text) const;
    // "SIGINT: " when a signal cut the hold short, else nothing: the start of the problem line.
    QString signalPrefix() const;
};
