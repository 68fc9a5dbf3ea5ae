#pragma once

#include "delayedqueueclaimer.h"

// The book's claimer (Redis in Action 6.4.2, without its lock): read the due items, then for
// each one ZREM it and push it only when that ZREM removed it (answered 1). Concurrent claimers
// may read the same ids, but only one ZREM per id succeeds, so nothing is delivered twice.
// Failure: the ZREM and the push are separate round trips, so a claimer that dies between them
// loses the item (the id is gone from the ZSET; its payload stays behind in the HASH, counted by
// DelayedStatus::orphanedPayloads()). Items of one claim are pushed in due order; concurrent
// claimers interleave their pushes, so the ready queue is in due order only roughly.
// Cost: one round trip for the read, one for the payloads, then per item one for the ZREM and
// one more (MULTI RPUSH HDEL EXEC) for each item it wins.
// Commands: pipeline TIME, ZRANGE delayed 0 max-1 WITHSCORES, TYPE payloads, TYPE queue;
// HMGET payloads ids...; per item: ZREM delayed id [step "after-zrem"];
// MULTI RPUSH queue envelope, HDEL payloads id, EXEC.
class ZremCheckedClaimer : public DelayedQueueClaimer
{
public:
    ZremCheckedClaimer(RedisConnection &connection, const KeySpace &keys, QByteArray name);

    QString kind() const override { return QStringLiteral("zrem-checked"); }
    Result<DelayedClaim> claim(int max, std::optional<qint64> nowMs = std::nullopt) override;

protected:
    // Whether an item whose ZREM removed nothing (another claimer took it) is pushed anyway.
    virtual bool pushesItemsTakenByOthers() const { return false; }
};
