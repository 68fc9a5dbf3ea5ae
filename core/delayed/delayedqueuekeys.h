#pragma once

#include "keyspace.h"

#include <QByteArray>

// The keys of one delayed queue, all under the hash tag {NAME} so its scripts work on Redis
// Cluster: "<prefix>{NAME}:delayed" (ZSET id -> due ms), ":payloads" (HASH id -> payload),
// ":queue" (the ready LIST the claimers RPUSH to, shared with the task queue of that name) and
// the pub/sub channel ":delayed:wake" (the due time of an item that became the earliest).
struct DelayedQueueKeys
{
    QByteArray delayed;
    QByteArray payloads;
    QByteArray queue;
    QByteArray wakeChannel;

    static DelayedQueueKeys of(const KeySpace &keys, const QByteArray &name)
    {
        return {keys.key(name, "delayed"), keys.key(name, "payloads"), keys.key(name, "queue"),
                keys.key(name, "delayed:wake")};
    }
};
