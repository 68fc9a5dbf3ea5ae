#pragma once

#include "redisreply.h"
#include "tokenlock.h"

// The token lock made to survive a failover (Redisson's replica-synced design): each SET and
// PEXPIRE is followed, in the same round trip, by WAIT numReplicas waitTimeoutMs. When fewer
// replicas acknowledged, the write may be lost in a failover, so the acquisition fails and is
// rolled back (compare-and-delete), and a failed extend releases the lock: "only K of N
// replicas acknowledged". The release does not wait: a delete lost in a failover only leaves a
// lock that expires with its TTL.
// WAIT blocks up to waitTimeoutMs, so the connection's commandTimeoutMs must be larger.
// WAIT makes the write known to K replicas; it does not make Redis strongly consistent (a
// replica that acknowledged may still lose the election, and persistence is not involved).
// Commands: EVALSHA token_acquire + WAIT n ms (pipelined; EVAL + WAIT again after NOSCRIPT),
// EVALSHA token_release on rollback, EVALSHA token_extend + WAIT n ms, EVALSHA token_release.
class SyncedLock : public TokenLock
{
public:
    SyncedLock(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("synced"); }
    Result<LockHold> extend(const LockHold &hold, qint64 ttlMs) override;

    // Hides TokenLock's: acquires with the caller's token, then waits for the replicas.
    Result<LockHold> tryAcquireWithToken(const QByteArray &token, qint64 ttlMs) override;

    int numReplicas() const { return m_numReplicas; }
    void setNumReplicas(int replicas) { m_numReplicas = replicas; } // >= 1; default 1
    int waitTimeoutMs() const { return m_waitTimeoutMs; }
    void setWaitTimeoutMs(int ms) { m_waitTimeoutMs = ms; } // >= 1; default 100

private:
    struct SyncedReply
    {
        RedisReply script;
        Result<qint64> acknowledged; // WAIT's answer, or why it has none
    };

    Result<void> validateWait() const;
    Result<SyncedReply> evalThenWait(const LuaScript &script, const QList<QByteArray> &keys,
                                     const QList<QByteArray> &args);
    QString acknowledgement(qint64 acknowledged) const; // "K of N replicas acknowledged"
    QString shortfall(qint64 acknowledged) const;       // "only K of N …"
    // Compare-and-delete of a write that is not durable; "; rolled back" or why not.
    QString rollBack(const LockHold &hold, qint64 ttlMs);

    int m_numReplicas = 1;
    int m_waitTimeoutMs = 100;
};
