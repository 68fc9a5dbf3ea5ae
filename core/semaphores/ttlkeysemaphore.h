#pragma once

#include "countingsemaphore.h"
#include "luascript.h"

// A semaphore that reads no clock at all: holders are ordered by a counter (INCR) and each
// holder's lease is a key of its own that Redis expires (SET ... PX). Acquisition is one Lua
// script: drop the members whose lease key is gone, count, admit or refuse. Permits may have
// different leases, and expiry is Redis's own key expiry, so neither the clients' clocks nor a
// comparison of timestamps is involved. The price: the script checks one lease key per member,
// bounded by the size of this semaphore's holders ZSET (never the keyspace).
// Keys: "<prefix>{name}:holders" (ZSET id -> counter), ":counter", ":lease:<id>".
// Commands: EVALSHA semaphore_ttlkeys_acquire / _release / _refresh; status: ZRANGE WITHSCORES,
// then one pipeline of PTTL per holder and TIME.
class TtlKeySemaphore : public CountingSemaphore
{
public:
    TtlKeySemaphore(RedisConnection &connection, KeySpace keys, QByteArray name);

    QString kind() const override { return QStringLiteral("ttl-keys"); }
    Result<SemaphorePermit> tryAcquire(int limit, qint64 leaseMs) override;
    Result<SemaphoreRelease> release(const SemaphorePermit &permit) override;
    Result<SemaphorePermit> refresh(const SemaphorePermit &permit, qint64 leaseMs) override;
    // Holders in counter order, leaseLeftMs from PTTL.
    Result<SemaphoreStatus> status(int limit) override;

    // An acquisition with a holder id of the caller's choosing (tests, the CLI).
    Result<SemaphorePermit> tryAcquireAs(const QByteArray &holder, int limit, qint64 leaseMs);

    QByteArray leaseKey(const QByteArray &holder) const { return key("lease:" + holder); }

    static const LuaScript &acquireScript();
    static const LuaScript &releaseScript();
    static const LuaScript &refreshScript();
};
