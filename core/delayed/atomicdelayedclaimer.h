#pragma once

#include "delayedqueueclaimer.h"

// The claimer to use. One Lua script (resources/lua/delayed_claim.lua) reads the due ids
// (ZRANGEBYSCORE … LIMIT), their payloads, pushes the envelopes onto the ready queue and removes
// the ids and payloads, as one step on the server: any number of concurrent claimers deliver
// every item exactly once, in due order, and a claimer that dies mid-call leaves nothing half
// done. One round trip per batch.
// Commands: EVALSHA delayed_claim (TYPE ×3, TIME, ZRANGEBYSCORE, HMGET, RPUSH, ZREM, HDEL).
class AtomicDelayedClaimer : public DelayedQueueClaimer
{
public:
    AtomicDelayedClaimer(RedisConnection &connection, const KeySpace &keys, QByteArray name);

    QString kind() const override { return QStringLiteral("atomic"); }
    Result<DelayedClaim> claim(int max, std::optional<qint64> nowMs = std::nullopt) override;
};
