#pragma once

#include "distributedlock.h"

#include <memory>

class ChannelSubscription;
class LuaScript;
class RedisConnection;

// A lock its owner may take again while holding it (Redisson's RLock): one HASH per lock at
// key(), field = owner id, value = hold count, with a PEXPIRE lease refreshed by every acquire,
// extend and partial release. The lock is free again after as many releases as acquires; the
// last one deletes the key and PUBLISHes on the unlock channel, which wakes the waiters.
// Owner id: setOwner(), else "<128 random bits>:<thread id>". Like its connection, one
// ReentrantLock object belongs to one thread; threads that share a lock each make their own.
// Commands: EVALSHA reentrant_acquire / reentrant_release / reentrant_extend; status is
// HGETALL + PTTL; a waiting acquire() also SUBSCRIBEs to keys().key(name, "unlock") on a second
// connection of its own.
class ReentrantLock : public DistributedLock
{
public:
    ReentrantLock(RedisConnection &connection, KeySpace keys, QByteArray name);
    ~ReentrantLock() override;

    QString kind() const override { return QStringLiteral("reentrant"); }
    Result<LockHold> tryAcquire(qint64 ttlMs) override;
    // Waiters do not spin: after a failed try they wait for the unlock message, at most the
    // lock's PTTL, the time left and fallbackPollMs() (a holder that crashed publishes nothing:
    // its lease running out ends the wait). retryDelayMs and retryJitterMs are not used.
    Result<LockHold> acquire(const LockAcquireOptions &options) override;
    // Hold count minus one. StillHeld (and the lease reset to hold.ttlMs, when positive) while
    // holds remain, Released after the last one; Lost, with nothing changed, when the owner in
    // hold.token does not hold it.
    Result<LockRelease> release(const LockHold &hold) override;
    Result<LockHold> extend(const LockHold &hold, qint64 ttlMs) override;
    Result<LockStatus> status() override;

    // The owner id the next calls from this thread use.
    QByteArray owner() const;
    // A fixed owner id for every thread (the CLI's --owner); empty: back to the default.
    void setOwner(const QByteArray &owner);
    // Longest wait for an unlock message before trying again (default 250 ms).
    int fallbackPollMs() const { return m_fallbackPollMs; }
    void setFallbackPollMs(int ms);
    // Where the last release publishes: "<prefix>{name}:unlock".
    QByteArray unlockChannel() const { return keys().key(name(), "unlock"); }

    // KEYS[1] = key, ARGV = {owner, ttl ms}; replies {1, now_us, holdCount} or {0, now_us}.
    // Also what a LockWatchdog renews a reentrant lock with.
    static const LuaScript &extendScript();

private:
    struct Attempt;
    Result<Attempt> attempt(qint64 ttlMs);

    QByteArray m_owner;      // set by setOwner()
    QByteArray m_instanceId; // random, the first half of the default owner id
    int m_fallbackPollMs = 250;
    std::unique_ptr<ChannelSubscription> m_subscription; // made by the first acquire that waits
};
