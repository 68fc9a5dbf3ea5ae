#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>

// The size of a Bloom filter and where an item's bits are: m bits and k hash positions chosen
// from the expected number of items n and the target false-positive rate p
// (m = -n·ln p / (ln 2)², k = (m/n)·ln 2), and the positions h_i = (h1 + i·h2) mod m from two
// 64-bit hashes of the item (the two halves of its SHA-256 digest: standard, the same on every
// platform and in every language, so any client can find the same bits).
class BloomParameters
{
public:
    // A Redis string holds at most 512 MiB, so a bitmap has at most 2^32 bits.
    static constexpr quint64 MaxBits = quint64(1) << 32;
    static constexpr int MaxHashes = 64;

    // Fails with InvalidArgument (before anything is written) when n < 1, p is not inside
    // (0, 1), or the filter would need more than MaxBits bits.
    static Result<BloomParameters> forCapacity(qint64 capacity, double errorRate);
    // Parameters read back from the server (m and k as stored by whoever created the filter).
    static Result<BloomParameters> fromStored(quint64 bits, int hashes, qint64 capacity,
                                              double errorRate);

    quint64 bits() const { return m_bits; }
    int hashes() const { return m_hashes; }
    qint64 capacity() const { return m_capacity; }
    double errorRate() const { return m_errorRate; }
    // The false-positive rate to expect with `items` items inserted: (1 - e^(-k·n/m))^k.
    double expectedErrorRate(qint64 items) const;

    // The k bit offsets of an item, in [0, m).
    QList<quint64> positions(const QByteArray &item) const;
    // The two 64-bit hashes double hashing starts from: SHA-256(item) bytes 0..7 and 8..15,
    // big-endian.
    static std::pair<quint64, quint64> hashPair(const QByteArray &item);

private:
    BloomParameters(quint64 bits, int hashes, qint64 capacity, double errorRate);

    quint64 m_bits = 0;
    int m_hashes = 0;
    qint64 m_capacity = 0;
    double m_errorRate = 0;
};
