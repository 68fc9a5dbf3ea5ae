#pragma once

#include "tokenlock.h"

// The token lock plus a fencing number: the acquire script (token_acquire, given the counter)
// also INCRs "<prefix>{name}:fence", so every grant gets a number strictly greater than all
// grants before it (hold.fencing). A holder
// passes it along with each write so that the protected resource (FencedResource) can reject
// a holder whose lease ran out while it was paused. Release and extend are the token lock's.
// The counter has no expiry: deleting it restarts the numbers and defeats the fencing.
// Commands: EVALSHA token_acquire with the counter (SET NX PX + INCR + TIME), EVALSHA
// token_release, EVALSHA token_extend; status: GET, PTTL, then GET of the counter.
class FencedLock : public TokenLock
{
public:
    FencedLock(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("fenced"); }
    Result<LockStatus> status() override;

    // Hides TokenLock's: acquires with the caller's token and hands out a fencing number.
    Result<LockHold> tryAcquireWithToken(const QByteArray &token, qint64 ttlMs) override;

    // The counter: "<prefix>{name}:fence".
    QByteArray fenceKey() const { return keys().key(name(), "fence"); }
};
