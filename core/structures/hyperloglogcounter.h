#pragma once

#include "keyspace.h"

#include <QByteArray>
#include <QList>

class RedisConnection;

// Counts distinct items in 12 KiB at most with Redis's HyperLogLog ("cs:{name}:hll"): PFADD,
// PFCOUNT, PFMERGE. The count is an estimate with a standard error of 1.04/√16384 = 0.81%;
// small sets (sparse encoding) are far more exact and far smaller.
class HyperLogLogCounter
{
public:
    static constexpr double StandardError = 0.0081;
    // Elements per PFADD; larger adds are split and pipelined (one round trip).
    static constexpr int AddBatch = 10000;

    HyperLogLogCounter(RedisConnection &connection, KeySpace keys, QByteArray name);

    QByteArray key() const;
    // True when the estimate changed (an item was probably new).
    Result<bool> add(const QList<QByteArray> &items);
    Result<qint64> count();
    // The estimated size of the union with other counters (PFCOUNT over several keys). Their
    // keys are in other hash tags: on Redis Cluster they must hash to one slot.
    Result<qint64> countUnion(const QList<QByteArray> &otherNames);
    // This counter becomes the union of itself and the others (PFMERGE); same caveat.
    Result<void> mergeFrom(const QList<QByteArray> &otherNames);

private:
    Result<QList<QByteArray>> keysOf(const QList<QByteArray> &otherNames) const;

    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_name;
};
