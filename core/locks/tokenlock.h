#pragma once

#include "distributedlock.h"
#include "luascript.h"

#include <memory>

class WakeUpChannel;

// The lock to use on a single Redis: SET key token NX PX ttl; release by compare-and-delete and
// extend by compare-and-pexpire, both in Lua. The token is 128 random bits, so releasing or
// extending after the lease ran out reports Lost and never touches the next holder's lock.
// Remaining weakness: a holder paused past its TTL still believes it holds the lock (see the
// fenced lock and the watchdog).
// Waiters are woken, not polling: acquire() with a wait joins a waiting line (first come, first
// served: "<lock key>:queue", a list of tokens, and "<lock key>:kept", each waiter's place kept
// until, ms) and waits on the wake channel ("<lock key>:wake"); a release wakes the first waiter
// whose place is kept, with a message naming its token, and a free lock goes to that waiter
// only. A waiter comes back at least every retry delay (so a lost message costs one delay and
// keeps its place); one that does not (crashed, gave up) loses its place after twice the delay
// plus 50 ms. A user that may not SUBSCRIBE still waits, by the retry delays alone.
// Commands: EVALSHA token_acquire (SET NX PX + TIME; the line), EVALSHA token_release (and
// PUBLISH to the first waiter), EVALSHA token_extend; waiting: SUBSCRIBE on a connection of its
// own, and LREM + ZREM when the wait runs out.
class TokenLock : public DistributedLock
{
public:
    TokenLock(RedisConnection &connection, KeySpace keys, QByteArray name,
              QByteArray keyPart = "lock");
    ~TokenLock() override;

    QString kind() const override { return QStringLiteral("token"); }
    Result<LockHold> tryAcquire(qint64 ttlMs) override;
    Result<LockRelease> release(const LockHold &hold) override;
    Result<LockHold> extend(const LockHold &hold, qint64 ttlMs) override;
    // In the waiting line, woken by the release before ours (see above).
    Result<LockHold> acquire(const LockAcquireOptions &options) override;

    // Acquire with a token of the caller's choosing (tests, the CLI's --token). tryAcquire()
    // calls it with a fresh token; subclasses that acquire differently override this one.
    virtual Result<LockHold> tryAcquireWithToken(const QByteArray &token, qint64 ttlMs);

    // The token lock's steps in two halves: each writes its script now and returns what reads
    // the reply, so that Redlock can ask every node before it reads any (FanOutRound). A bad
    // argument fails when the reply is read, with nothing sent. startAcquire() has no waiting
    // line (Redlock's nodes wait by retrying the whole round).
    using PendingHold = std::function<Result<LockHold>()>;
    PendingHold startAcquire(const QByteArray &token, qint64 ttlMs);
    std::function<Result<LockRelease>()> startRelease(const LockHold &hold);
    PendingHold startExtend(const LockHold &hold, qint64 ttlMs);

    // The scripts, shared with the variants built on the token lock and with the watchdog.
    static const LuaScript &acquireScript();
    static const LuaScript &releaseScript();
    static const LuaScript &extendScript();

    // The waiting line's keys and channel (see above).
    QByteArray queueKey() const { return key() + ":queue"; }
    QByteArray keptKey() const { return key() + ":kept"; }
    QByteArray wakeChannel() const { return key() + ":wake"; }

protected:
    // token_acquire's keys and arguments with the waiting line: joining it (for as long as
    // acquire()'s wait keeps our place) only from within acquire()'s wait. extraKeys follow the
    // line's (the fenced lock's counter).
    QList<QByteArray> acquireKeys(const QList<QByteArray> &extraKeys = {}) const;
    QList<QByteArray> acquireArgs(const QByteArray &token, qint64 ttlMs) const;
    // Reads the reply of token_acquire-shaped scripts: {1, now} or {0, now, pttl, holder}.
    Result<LockHold> holdFromReply(const Result<RedisReply> &reply, const QByteArray &token,
                                   qint64 ttlMs) const;

private:
    void leaveLine(const QByteArray &token);

    qint64 m_placeKeptMs = 0; // within acquire()'s wait: join the line for this long
    std::unique_ptr<WakeUpChannel> m_wakeUps;
};
