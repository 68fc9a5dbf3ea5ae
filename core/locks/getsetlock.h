#pragma once

#include "clientclock.h"
#include "distributedlock.h"

// The lock from the old SETNX documentation ("Handling deadlocks"): the value is the time the
// lock expires, in ms since the epoch by the CLIENT's clock; Redis sets no TTL. A waiter that
// reads an expiry in the past takes the lock over with GETSET, and wins only if GETSET returns
// the value it read. The token in LockHold is that expiry value.
// Failures:
// - clock dependence: a client whose clock runs ahead by more than the lease sees a valid lock
//   as expired and takes it over: two holders. A clock that runs behind keeps an expired lock
//   unusable for as long as it lags.
// - the losing racer's GETSET has already overwritten the winner's expiry with its own, so the
//   stored expiry belongs to a client that does not hold the lock (hold.detail says so).
// The release deletes the key only if it still holds our expiry and that expiry has not passed
// by our clock, under WATCH, so it never deletes a lock that another client took over.
// Commands:
//   acquire:  SETNX key expiry; TIME                (one round trip)
//             GET key                               (when SETNX failed)
//             [step "after-get"]                    (the value read is in the past)
//             GETSET key newExpiry; TIME            (one round trip)
//   release:  WATCH key; GET key; TIME; [step "release-after-get"] MULTI; DEL key; EXEC
//             (UNWATCH instead of MULTI when not ours or expired by our clock)
//   status:   GET key; PTTL key                     (PTTL is -1: the expiry is only in the value)
// Steps: "after-get" (between reading a stale expiry and GETSET: a test runs a competitor's
// whole takeover there to replay the race), "release-after-get" (between the owner check and
// the transaction). Extend is not supported.
class GetSetLock : public DistributedLock
{
public:
    GetSetLock(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("getset"); }
    Result<LockHold> tryAcquire(qint64 ttlMs) override;
    Result<LockRelease> release(const LockHold &hold) override;

    // The clock this client reads expiry times from; default: the local clock, no offset.
    void setClock(ClientClock clock) { m_clock = clock; }
    const ClientClock &clock() const { return m_clock; }

private:
    // SETNX failed: take the lock over if the expiry stored in it has passed by our clock.
    Result<LockHold> takeOverIfExpired(qint64 ttlMs);

    ClientClock m_clock;
};
