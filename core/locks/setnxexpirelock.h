#pragma once

#include "distributedlock.h"

// SETNX, then PEXPIRE as a second command: the lease the naive lock lacks, but not atomically.
// Failure: a holder that crashes between the two commands leaves a lock with no TTL. Waiters
// repair it as in Redis in Action's acquire_lock_with_timeout: when SETNX fails and PTTL says -1,
// they set the TTL themselves (hold.detail says "repaired"); until a waiter comes, nobody gets
// the lock. The repair itself is racy: between PTTL and PEXPIRE the lock may change hands, and
// the waiter then overwrites the new holder's TTL with its own.
// The release is the safe part, as in Redis in Action's release_lock: the key is deleted only
// when it still holds our token, under WATCH, so a late release reports Lost.
// Commands:
//   acquire: SETNX key token; TIME            (one round trip)
//            [step "after-setnx"]
//            PEXPIRE key ttl                  (when SETNX succeeded)
//            GET key; PTTL key                (when it failed: one round trip)
//            PEXPIRE key ttl                  (the repair, when PTTL was -1)
//   release: WATCH key; GET key; TIME; [step "release-after-get"] MULTI; DEL key; EXEC
//            (UNWATCH instead of MULTI when the token is not ours)
//   status:  GET key; PTTL key
// Steps: "after-setnx" (the crash the variant is known for), "release-after-get" (between the
// owner check and the transaction, to show that WATCH protects the release).
// Extend is not supported.
class SetnxExpireLock : public DistributedLock
{
public:
    SetnxExpireLock(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("setnx-expire"); }
    Result<LockHold> tryAcquire(qint64 ttlMs) override;
    Result<LockRelease> release(const LockHold &hold) override;

private:
    // The holder's second command: give the lock we just created its lease.
    Result<LockHold> setLease(const QByteArray &token, qint64 ttlMs, qint64 nowUs);
    // The waiter's path: name the holder, and repair a lock left without a TTL.
    Result<LockHold> inspectHolder(qint64 ttlMs);
};
