#pragma once

#include "connectionoptions.h"
#include "result.h"

#include <QByteArray>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

class LuaScript;
class RedisConnection;

// What one renewal found: whether the lock was still ours (and its lease restarted), and the
// server's TIME then.
struct LockRenewal
{
    bool renewed = false;
    qint64 serverTimeUs = 0;
};

// Keeps a lock alive while its owner works for an unknown time (Redisson's watchdog): the lock
// is taken with a short lease, and a thread of the watchdog's own renews it every ttl/3 on a
// connection of its own until the owner calls stop() (before releasing).
//
// It never retries: the first renewal that fails (the lock is no longer ours, or any error:
// a watchdog that cannot reach Redis cannot vouch for the lock) stops it and calls onLost. The
// lease may then still run for up to 2/3 of the TTL, or already be gone; the owner must stop
// working under the lock. Each renewal must answer within one period: the connection's command
// and connect timeouts are capped to ttl/3, so a hung server is reported, not waited out.
// Limit: it keeps a lock alive, it does not make a paused owner safe (a pause stops the owner,
// not the watchdog; see the fenced lock).
class LockWatchdog
{
public:
    // One renewal on the watchdog's connection: restart the lease to ttlMs if still ours.
    using Renew = std::function<Result<LockRenewal>(RedisConnection &connection, qint64 ttlMs)>;
    // Called from the watchdog's thread, once; it may call stop() but must not destroy the
    // watchdog. Not called after stop().
    using LostHandler = std::function<void(const RedisError &why)>;

    // Renewal by an extend script shaped like token_extend and reentrant_extend: KEYS[1] = key,
    // ARGV = {token or owner id, ttl ms}, reply {1 (renewed) or 0 (lost), now_us, ...}.
    static Renew byScript(const LuaScript &script, QByteArray key, QByteArray token);

    LockWatchdog(ConnectionOptions options, Renew renew, qint64 ttlMs, LostHandler onLost = {});
    ~LockWatchdog(); // stops
    LockWatchdog(const LockWatchdog &) = delete;
    LockWatchdog &operator=(const LockWatchdog &) = delete;

    // Starts the thread: it connects, renews at once, then every periodMs(). Fails only on a bad
    // TTL or a second start; connection errors come through onLost.
    Result<void> start();
    // Returns promptly (a renewal in flight is finished first) and joins the thread.
    void stop();

    qint64 ttlMs() const { return m_ttlMs; }
    qint64 periodMs() const { return qMax<qint64>(1, m_ttlMs / 3); }
    bool isRunning() const { return m_running.load(); }
    bool isLost() const { return m_lost.load(); }
    int renewals() const { return m_renewals.load(); }
    qint64 lastRenewalUs() const { return m_lastRenewalUs.load(); } // server TIME; 0: none yet

private:
    void run();
    void reportLost(const RedisError &why);
    bool stopRequested();

    ConnectionOptions m_options;
    Renew m_renew;
    qint64 m_ttlMs;
    LostHandler m_onLost;

    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false; // guarded by m_mutex
    std::atomic<bool> m_running{false};
    std::atomic<bool> m_lost{false};
    std::atomic<int> m_renewals{0};
    std::atomic<qint64> m_lastRenewalUs{0};
};
