#pragma once

#include "distributedlock.h"

// The first lock everyone writes: SETNX, and DEL to release. Kept to show two failures:
// - no lease: a holder that crashes (or loses its connection) leaves the lock held forever;
// - the release deletes whatever lock is there, so a client that releases late (or twice)
//   deletes the next holder's lock (outcome DeletedAny).
// Commands, one round trip each:
//   acquire: SETNX key token; GET key; TIME    (GET names the holder when SETNX fails)
//   release: DEL key; TIME                     (unconditional)
//   status:  GET key; PTTL key
// The TTL argument is ignored (the lock never expires) but must still be positive, so every
// variant takes the same input. No steps (each call is one round trip); extend is not supported.
class NaiveLock : public DistributedLock
{
public:
    NaiveLock(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("naive"); }
    Result<LockHold> tryAcquire(qint64 ttlMs) override;
    // Needs no token: it deletes the key whoever holds it.
    Result<LockRelease> release(const LockHold &hold) override;
};
