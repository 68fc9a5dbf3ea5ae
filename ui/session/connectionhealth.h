#pragma once

#include "commandlog.h"
#include "rediserror.h"

#include <QList>
#include <QObject>

// Whether a connection can do its job, from what happened to the commands the session's
// features send on it (read from the session's CommandLog): a connected socket whose every
// command comes back NOAUTH, or whose ACL user may not run INFO or PSUBSCRIBE, is not "connected"
// in any sense a user cares about. Keeps, per command, the last refusal of the commands the
// features depend on (the latency PING, INFO, PSUBSCRIBE, discovery's SCAN/TYPE/MEMORY, TIME),
// and any NOAUTH; a later success of the same command clears it. reset() starts over (a new
// connection).
class ConnectionHealth : public QObject
{
    Q_OBJECT
public:
    // A periodic command the server refused is sent again at most this often (a refusal does not
    // go away by asking every second; an administrator may grant it meanwhile).
    static constexpr int RefusedRetryMs = 30000;

    enum class Verdict {
        Unknown,  // nothing answered yet
        Healthy,  // the probe answered and nothing the features need is refused
        Degraded, // some of what the features need is refused
        Refused,  // every command is refused (NOAUTH; or nothing but refusals)
    };
    Q_ENUM(Verdict)

    struct Refusal
    {
        QByteArray command; // upper-case name
        RedisError error;
    };

    explicit ConnectionHealth(QObject *parent = nullptr);

    // Watches every record of log (any connection of the session).
    void watch(const CommandLog *log);
    void observe(const CommandRecord &record);
    void reset();

    Verdict verdict() const;
    // Oldest first.
    const QList<Refusal> &refusals() const { return m_refusals; }
    bool isRefused(const QByteArray &command) const;
    // What is wrong, for "connected, but …": "every command is refused: NOAUTH Authentication
    // required", "this user may not run INFO, PSUBSCRIBE (NOPERM): the server figures and live
    // events are off". Empty when healthy or unknown.
    QString problem() const;
    // One line per refused command with the server's answer, for a tooltip.
    QString details() const;

    // A refusal by the server of a command (an error reply about permissions or the command
    // itself), as opposed to a lost connection: sending it again soon will not help.
    static bool isRefusal(const RedisError &error);

Q_SIGNALS:
    void changed();

private:
    static QString featureOf(const QByteArray &command);

    QList<Refusal> m_refusals;
    bool m_anySuccess = false;
    bool m_probeAnswered = false;
};
