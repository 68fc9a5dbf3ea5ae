#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// One event of a playground run, stamped with the Redis server's clock (µs since the epoch, from
// the reply of the command that made it), so events of different clients compare on one clock.
struct PlaygroundEvent
{
    enum class Kind {
        Attempt,  // a client starts to acquire (lock, semaphore) or to hit a limiter
        Granted,  // it holds the lock or a permit from now on
        Refused,  // the acquire gave up (wait ran out, or the primitive said no)
        Renewed,  // a lease was extended
        Lost,     // the client learned it no longer holds it (lease gone, taken over, requeued)
        Released, // the client let go
        Enqueued, // a producer added an item to a queue
        Delivered,
        Acked,
        Admitted, // a limiter let a hit through
        Limited,  // a limiter refused a hit
        Fault,    // an injected fault (crash, pause, skew, slow network, server fault)
    };

    qint64 timeUs = 0;
    int client = -1; // the simulated client, -1 for none (a server fault)
    Kind kind = Kind::Attempt;
    QString resource;    // the primitive's name (a limiter's subject key: one resource per subject)
    QString item;        // a queue item's id
    QString token;       // the holder's token, when the primitive has one
    qint64 fencing = -1; // the grant's fencing number, -1 when none
    QString detail;
    QString fault; // for Fault: "crash", "pause", "skew", "slow-network", "server-stop", ...
    // A refusal (refused, limited) that was an error, not an answer: the server could not be
    // reached or failed the command. Not an operation of the primitive.
    bool failed = false;

    bool operator==(const PlaygroundEvent &other) const = default;

    // A client's crash: it ends every hold and delivery of that client.
    bool isCrash() const;
    // A delayed item's enqueue says when it is due: detail "due in 250 ms".
    static QString dueDetail(qint64 dueInMs);
    std::optional<qint64> dueInMs() const; // none when the detail says no due time

    // Lower-case names used in the files: "attempt", "granted", ...
    static QString kindName(Kind kind);
    static std::optional<Kind> kindFromName(QStringView name);
    static QStringList kindNames();
};

// The fault that ends every hold and delivery of its client.
inline constexpr QStringView playgroundCrashFault = u"crash";

inline bool PlaygroundEvent::isCrash() const
{
    return kind == Kind::Fault && fault == playgroundCrashFault && client >= 0;
}
