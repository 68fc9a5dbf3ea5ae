#pragma once

#include "bloomparameters.h"
#include "keyspace.h"
#include "rediscommand.h"

#include <QByteArray>
#include <QList>

class RedisConnection;

// A Bloom filter on a plain Redis bitmap (no module): "cs:{name}:bloom:bits" holds the m bits,
// the hash "cs:{name}:bloom:params" holds m, k, capacity, error rate and the hash scheme so
// every client probes the same bits. One item is one BITFIELD command (k SET u1 or, to check,
// BITFIELD_RO with k GET u1): one round trip, atomic per item, and a check is a read command
// that replicas serve. Never a false negative; false positives at about the error rate while
// at most `capacity` items are in.
class BloomFilter
{
public:
    static constexpr const char *HashScheme = "sha256-halves-double-hashing";

    // Creates the filter, or opens it when one of that name exists with the same m and k (a
    // different one fails with InvalidArgument, nothing written).
    static Result<BloomFilter> create(RedisConnection &connection, const KeySpace &keys,
                                      const QByteArray &name, qint64 capacity, double errorRate);
    // Opens an existing filter (one HGETALL); InvalidArgument when there is none.
    static Result<BloomFilter> open(RedisConnection &connection, const KeySpace &keys,
                                    const QByteArray &name);

    const BloomParameters &parameters() const { return m_parameters; }
    QByteArray bitsKey() const;
    QByteArray parametersKey() const;
    // create() made it (false: it existed).
    bool created() const { return m_created; }

    // Adds an item; true when at least one of its bits was clear (the item was surely new).
    Result<bool> add(const QByteArray &item);
    // Adds items, pipelined (one round trip); one "was new" flag per item.
    Result<QList<bool>> addAll(const QList<QByteArray> &items);
    // False: the item was surely never added. True: probably added.
    Result<bool> mightContain(const QByteArray &item);
    Result<QList<bool>> mightContainAll(const QList<QByteArray> &items);
    // Bits set (BITCOUNT), and from it the estimated number of distinct items added:
    // n* = -(m/k)·ln(1 - X/m).
    Result<qint64> bitsSet();
    double estimatedItems(qint64 bitsSet) const;

private:
    BloomFilter(RedisConnection &connection, KeySpace keys, QByteArray name,
                BloomParameters parameters, bool created);
    RedisCommand probeCommand(const QByteArray &item, bool set) const;
    Result<QList<bool>> run(const QList<QByteArray> &items, bool set);

    RedisConnection *m_connection;
    KeySpace m_keys;
    QByteArray m_name;
    BloomParameters m_parameters;
    bool m_created = false;
};
