#include "bitmap.h"

#include "redisconnection.h"

namespace {
void appendRange(RedisCommand &c, const std::optional<BitRange> &range)
{
    if (!range)
        return;
    c << QByteArray::number(range->start) << QByteArray::number(range->end)
      << (range->unit == BitRange::Unit::Bit ? QByteArray("BIT") : QByteArray("BYTE"));
}
} // namespace

Bitmap::Bitmap(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
{}

QByteArray Bitmap::key() const
{
    return m_keys.key(m_name, "bitmap");
}

Result<void> Bitmap::validateOffset(qint64 offset)
{
    if (offset < 0 || offset > MaxOffset)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("bit offset must be within [0, 2^32 - 1], not %1").arg(offset));
    return {};
}

Result<bool> Bitmap::setBit(qint64 offset, bool value)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    if (auto valid = validateOffset(offset); !valid)
        return valid.error();
    const auto reply = m_connection.command(
        {"SETBIT", key(), QByteArray::number(offset), value ? QByteArray("1") : QByteArray("0")});
    if (!reply)
        return reply.error();
    const auto old = reply->toInteger();
    if (!old)
        return old.error();
    return *old == 1;
}

Result<bool> Bitmap::bit(qint64 offset)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    if (auto valid = validateOffset(offset); !valid)
        return valid.error();
    const auto reply = m_connection.command({"GETBIT", key(), QByteArray::number(offset)});
    if (!reply)
        return reply.error();
    const auto v = reply->toInteger();
    if (!v)
        return v.error();
    return *v == 1;
}

Result<qint64> Bitmap::count(std::optional<BitRange> range)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    RedisCommand c{"BITCOUNT", key()};
    appendRange(c, range);
    const auto reply = m_connection.command(c);
    if (!reply)
        return reply.error();
    return reply->toInteger();
}

Result<qint64> Bitmap::position(bool value, std::optional<BitRange> range)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    RedisCommand c{"BITPOS", key(), value ? QByteArray("1") : QByteArray("0")};
    appendRange(c, range);
    const auto reply = m_connection.command(c);
    if (!reply)
        return reply.error();
    return reply->toInteger();
}
