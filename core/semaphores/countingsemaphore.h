#pragma once

#include "clientclock.h"
#include "keyspace.h"
#include "rediscommand.h"
#include "redisreply.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <functional>
#include <memory>

class RedisConnection;
class WakeUpChannel;

struct SemaphoreAcquireOptions
{
    int limit = 1;          // permits in all
    qint64 leaseMs = 10000; // a permit not released or refreshed within it expires
    qint64 waitMs = 0;      // keep trying this long; 0: one attempt
    int retryDelayMs = 10;  // pause between attempts, plus a random 0..retryJitterMs
    int retryJitterMs = 10;
};

// The outcome of an acquisition. Not acquired is a value, not an error.
struct SemaphorePermit
{
    bool acquired = false;
    QByteArray holder;       // 128 random bits (LockToken), the member in the sorted sets
    qint64 rank = -1;        // the rank that decided (0-based); -1: not known
    qint64 counter = -1;     // fair and TTL-key variants: the INCR number that ordered it
    qint64 acquiredAtUs = 0; // the Redis server's TIME at the grant
    qint64 leaseMs = 0;
    int limit = 0;
    int attempts = 0;
    QString detail; // why not acquired ("rank 3 of limit 3"), or a note
};

struct SemaphoreRelease
{
    bool released = false;   // false: the permit had already expired and been reclaimed
    qint64 releasedAtUs = 0; // the server's TIME at the release
    QString detail;
};

struct SemaphoreHolder
{
    QByteArray id;
    qint64 rank = 0;
    qint64 ageMs = -1;       // time-scored variants: now - acquire time (by the reader's clock)
    qint64 counter = -1;     // counter-scored variants
    qint64 leaseLeftMs = -1; // -1: unknown
    bool expired = false;    // past its lease but not yet cleaned up
};

struct SemaphoreStatus
{
    int limit = 0;
    QList<SemaphoreHolder> holders; // in rank order
    int freePermits = 0;            // limit minus live holders, at least 0
    QString layout;                 // the variant: "basic", "fair", ...
};

// A counting semaphore on one name, as the Redis literature builds it step by step. Each
// variant is a small subclass; the weaker ones are kept to show their failures. Keys share the
// hash tag {name}: "<prefix>{name}:holders", ":owners", ":counter", ":lock", ":lease:<id>".
// The semaphore uses the connection it is given, from the calling thread.
class CountingSemaphore
{
public:
    virtual ~CountingSemaphore();
    CountingSemaphore(const CountingSemaphore &) = delete;
    CountingSemaphore &operator=(const CountingSemaphore &) = delete;

    // "basic", "fair", "locked", "atomic", "ttl-keys".
    virtual QString kind() const = 0;
    const QByteArray &name() const { return m_name; }
    QByteArray key(const QByteArray &part) const { return m_keys.key(m_name, part); }

    // One attempt.
    virtual Result<SemaphorePermit> tryAcquire(int limit, qint64 leaseMs) = 0;
    // Attempts until acquired or options.waitMs has passed; between attempts, waits for a
    // release (a message on wakeChannel(), published by every release) or the retry delay,
    // whichever comes first.
    virtual Result<SemaphorePermit> acquire(const SemaphoreAcquireOptions &options);
    // "<prefix>{name}:wake": every release publishes on it, waking the waiters.
    QByteArray wakeChannel() const { return key("wake"); }
    virtual Result<SemaphoreRelease> release(const SemaphorePermit &permit) = 0;
    // Extends a held permit's lease; acquired == false in the result when it had expired.
    virtual Result<SemaphorePermit> refresh(const SemaphorePermit &permit, qint64 leaseMs);
    virtual Result<SemaphoreStatus> status(int limit) = 0;

    // The client clock of the variants that score by time (basic, fair, locked): a test or the
    // playground gives one client a clock ahead or behind.
    void setClock(ClientClock clock) { m_clock = clock; }
    const ClientClock &clock() const { return m_clock; }

    // Fault injection between the commands of a multi-step variant, as for the locks:
    // returning false drops the connection there and the call fails with Closed.
    using StepHook = std::function<bool(const char *step)>;
    void setStepHook(StepHook hook) { m_stepHook = std::move(hook); }
    // Asked between the attempts of acquire(): true ends its wait early, not acquired (the
    // CLI's Ctrl-C while waiting). An attempt is never cut in the middle.
    void setStopCheck(std::function<bool()> check) { m_stopCheck = std::move(check); }

    static Result<void> validate(int limit, qint64 leaseMs);

protected:
    CountingSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name);
    RedisConnection &connection() const { return m_connection; }
    const KeySpace &keys() const { return m_keys; }
    bool step(const char *stepName);
    RedisError crashed(const char *stepName) const;
    // MULTI, commands, TIME, EXEC in one round trip: the replies without TIME's, and the
    // server's time, read atomically with the writes. An error reply inside EXEC (WRONGTYPE...)
    // fails the whole call.
    struct TimedReplies
    {
        QList<RedisReply> replies;
        qint64 nowUs = 0;
    };
    Result<TimedReplies> transactionWithTime(QList<RedisCommand> commands) const;
    // What a release sends in its transaction to wake the waiters.
    RedisCommand wakeCommand() const { return {"PUBLISH", wakeChannel(), "released"}; }

private:
    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_name;
    ClientClock m_clock;
    StepHook m_stepHook;
    std::function<bool()> m_stopCheck;
    std::unique_ptr<WakeUpChannel> m_wakeUps;
};
