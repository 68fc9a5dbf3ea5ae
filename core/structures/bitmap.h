#pragma once

#include "keyspace.h"

#include <QByteArray>

#include <optional>

class RedisConnection;

// A range for BITCOUNT and BITPOS: inclusive start and end, negative counting from the end, in
// bytes (Redis's default) or bits (Redis 7's BIT).
struct BitRange
{
    enum class Unit { Byte, Bit };
    qint64 start = 0;
    qint64 end = -1;
    Unit unit = Unit::Byte;
};

// A Redis string used as an array of bits ("cs:{name}:bitmap"): SETBIT, GETBIT, BITCOUNT,
// BITPOS. One bit per id: 2^32 ids in 512 MiB, a million ids in 122 KiB.
class Bitmap
{
public:
    static constexpr qint64 MaxOffset = (qint64(1) << 32) - 1;

    Bitmap(RedisConnection &connection, KeySpace keys, QByteArray name);

    QByteArray key() const;
    static Result<void> validateOffset(qint64 offset);

    // Sets or clears a bit; returns its previous value.
    Result<bool> setBit(qint64 offset, bool value);
    Result<bool> bit(qint64 offset);
    Result<qint64> count(std::optional<BitRange> range = std::nullopt);
    // The first bit equal to `value` (within the range); -1 when there is none. (A missing key
    // or a string without that value and no explicit end: 0 bits are found "after its end",
    // as BITPOS says.)
    Result<qint64> position(bool value, std::optional<BitRange> range = std::nullopt);

private:
    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_name;
};
