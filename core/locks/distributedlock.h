#pragma once

#include "keyspace.h"
#include "rediscommand.h"
#include "redisreply.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

class RedisConnection;

struct LockAcquireOptions
{
    qint64 ttlMs = 10000;  // the lease; the lock expires after it unless extended
    qint64 waitMs = 0;     // keep trying this long; 0: one attempt
    int retryDelayMs = 10; // pause between attempts, plus a random 0..retryJitterMs
    int retryJitterMs = 10;
};

// The outcome of an acquisition. Not acquired is a value, not an error.
struct LockHold
{
    bool acquired = false;
    QByteArray key;
    QByteArray token;        // what we stored: a random token, an owner id, an expiry time
    qint64 fencing = -1;     // the fencing number, for variants that hand one out
    qint64 acquiredAtUs = 0; // the Redis server's TIME at the grant, µs since the epoch
    qint64 ttlMs = -1;       // the lease granted; -1: none (the naive lock)
    qint64 validityMs = -1;  // Redlock: lease left after acquisition time and clock drift
    qint64 holdCount = 0;    // reentrant: how many times the owner holds it
    int attempts = 0;
    QString detail; // why not acquired ("held by …, 4200 ms left"), or a note
};

struct LockRelease
{
    enum class Outcome {
        Released,   // we held it and it is free now
        StillHeld,  // reentrant: one hold fewer, the owner still holds it
        Lost,       // it was no longer ours (expired, taken, or never held): nothing changed
        DeletedAny, // unsafe variants only: deleted the key without knowing whose it was
    };
    Outcome outcome = Outcome::Lost;
    qint64 releasedAtUs = 0; // the server's TIME at the release
    qint64 holdCount = 0;    // reentrant: holds left
    QString detail;

    static QString outcomeName(Outcome outcome); // "released", "still_held", "lost", "deleted_any"
};

struct LockStatus
{
    bool held = false;
    QByteArray holder;    // token, owner id or stored value
    qint64 ttlMs = -2;    // -1: held with no expiry; -2: not held
    qint64 holdCount = 0; // reentrant
    qint64 fencing = -1;  // last fencing number handed out; -1: none
    QString layout;       // the variant that wrote it: "token", "reentrant", ...
};

// The reply every lock script gives: {flag, now_us, extra...}, flag 1 when the step was done
// for us, now_us the server's TIME.
struct LockScriptReply
{
    bool done = false;
    qint64 nowUs = 0;
    QList<RedisReply> rest; // the extra elements

    static Result<LockScriptReply> from(const Result<RedisReply> &reply);
    qint64 integerAt(qsizetype i, qint64 fallback) const
    {
        return i < rest.size() ? rest.at(i).integerValue() : fallback;
    }
};

// A lock on one name, built step by step as in the Redis literature. Each variant is a small
// subclass; the unsafe ones are kept to show their failures. The lock uses the connection it is
// given from the calling thread; the caller owns both.
class DistributedLock
{
public:
    virtual ~DistributedLock();
    DistributedLock(const DistributedLock &) = delete;
    DistributedLock &operator=(const DistributedLock &) = delete;

    // "naive", "setnx-expire", "getset", "token", "reentrant", "fenced", "redlock", "synced".
    virtual QString kind() const = 0;
    const QByteArray &name() const { return m_name; }
    // The key holding the lock: "<prefix>{name}:lock" (another part when the lock guards a
    // structure of the same name, e.g. a semaphore's "semlock").
    QByteArray key() const { return m_keys.key(m_name, m_keyPart); }

    // One attempt.
    virtual Result<LockHold> tryAcquire(qint64 ttlMs) = 0;
    // Attempts until acquired or options.waitMs has passed, pausing between attempts.
    virtual Result<LockHold> acquire(const LockAcquireOptions &options);
    virtual Result<LockRelease> release(const LockHold &hold) = 0;
    // Renews the lease of a lock we hold; acquired == false in the result when it was lost.
    virtual Result<LockHold> extend(const LockHold &hold, qint64 ttlMs);
    // Who holds it and for how long. The default reads a lock kept in a string key (GET and
    // PTTL in one round trip); the hash- and multi-node variants override it.
    virtual Result<LockStatus> status();
    // The default status() in two halves: writes GET and PTTL now and returns what reads the
    // replies (Redlock asks every node before it reads).
    std::function<Result<LockStatus>()> startStatus();

    // Teaching and fault injection: called before each step of a multi-command variant
    // ("after-setnx", ...). Returning false simulates a crash there: the connection is dropped
    // without another command and the call fails with Closed.
    using StepHook = std::function<bool(const char *step)>;
    void setStepHook(StepHook hook) { m_stepHook = std::move(hook); }
    // Asked between the attempts of acquire(): true ends its wait early, not acquired (the
    // CLI's Ctrl-C while waiting). An attempt is never cut in the middle.
    void setStopCheck(std::function<bool()> check) { m_stopCheck = std::move(check); }

    static Result<void> validateTtl(qint64 ttlMs);
    // The TTL, and a wait that is not negative.
    static Result<void> validateAcquire(const LockAcquireOptions &options);

protected:
    DistributedLock(RedisConnection &connection, KeySpace keys, QByteArray name,
                    QByteArray keyPart = "lock");
    RedisConnection &connection() const { return m_connection; }
    const KeySpace &keys() const { return m_keys; }
    // The commands and TIME in one round trip; the first error (reply or connection) fails it.
    struct TimedReplies
    {
        QList<RedisReply> replies; // one per command, TIME's left out
        qint64 nowUs = 0;          // the server's clock, just after the commands ran
    };
    Result<TimedReplies> pipelineWithTime(QList<RedisCommand> commands) const;
    // The client-side compare-and-delete of the locks that predate scripts: WATCH the key, GET
    // it (with the server's TIME), and DEL it in MULTI/EXEC when stillOurs(value) says so,
    // starting over while the key changes under WATCH. Step "release-after-get" runs between
    // the GET and the DEL.
    struct WatchedDelete
    {
        bool judgedOurs = false; // stillOurs() said yes at the last GET
        bool deleted = false;    // and EXEC ran the DEL
        qint64 nowUs = 0;        // the server's clock at the last GET
    };
    using OwnershipTest = std::function<bool(const std::optional<QByteArray> &value)>;
    Result<WatchedDelete> watchedDelete(const OwnershipTest &stillOurs);
    // Runs the step hook; false after a simulated crash (the caller returns crashed(step)).
    bool step(const char *stepName);
    RedisError crashed(const char *stepName) const;
    bool stopRequested() const { return m_stopCheck && m_stopCheck(); }

private:
    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_name;
    QByteArray m_keyPart;
    StepHook m_stepHook;
    std::function<bool()> m_stopCheck;
};
