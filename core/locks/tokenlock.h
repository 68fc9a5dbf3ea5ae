#pragma once

#include "distributedlock.h"
#include "luascript.h"

// The lock to use on a single Redis: SET key token NX PX ttl; release by compare-and-delete and
// extend by compare-and-pexpire, both in Lua. The token is 128 random bits, so releasing or
// extending after the lease ran out reports Lost and never touches the next holder's lock.
// Remaining weakness: a holder paused past its TTL still believes it holds the lock (see the
// fenced lock and the watchdog).
// Commands: EVALSHA token_acquire (SET NX PX + TIME), EVALSHA token_release, EVALSHA
// token_extend.
class TokenLock : public DistributedLock
{
public:
    TokenLock(RedisConnection &connection, KeySpace keys, QByteArray name,
              QByteArray keyPart = "lock");

    QString kind() const override { return QStringLiteral("token"); }
    Result<LockHold> tryAcquire(qint64 ttlMs) override;
    Result<LockRelease> release(const LockHold &hold) override;
    Result<LockHold> extend(const LockHold &hold, qint64 ttlMs) override;

    // Acquire with a token of the caller's choosing (tests, the CLI's --token). tryAcquire()
    // calls it with a fresh token; subclasses that acquire differently override this one.
    virtual Result<LockHold> tryAcquireWithToken(const QByteArray &token, qint64 ttlMs);

    // The scripts, shared with the variants built on the token lock and with the watchdog.
    static const LuaScript &acquireScript();
    static const LuaScript &releaseScript();
    static const LuaScript &extendScript();

protected:
    // Reads the reply of token_acquire-shaped scripts: {1, now} or {0, now, pttl, holder}.
    Result<LockHold> holdFromReply(const Result<RedisReply> &reply, const QByteArray &token,
                                   qint64 ttlMs) const;
};
