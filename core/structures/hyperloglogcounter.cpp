#include "hyperloglogcounter.h"

#include "redisconnection.h"

HyperLogLogCounter::HyperLogLogCounter(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
{}

QByteArray HyperLogLogCounter::key() const
{
    return m_keys.key(m_name, "hll");
}

Result<QList<QByteArray>> HyperLogLogCounter::keysOf(const QList<QByteArray> &otherNames) const
{
    QList<QByteArray> keys;
    for (const QByteArray &name : otherNames) {
        if (auto valid = KeySpace::validateName(name); !valid)
            return valid.error();
        keys << m_keys.key(name, "hll");
    }
    return keys;
}

Result<bool> HyperLogLogCounter::add(const QList<QByteArray> &items)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    QList<RedisCommand> commands;
    for (qsizetype start = 0; start < items.size() || commands.isEmpty(); start += AddBatch) {
        RedisCommand c{"PFADD", key()};
        c += items.mid(start, AddBatch);
        commands << c;
    }
    bool changed = false;
    for (const auto &reply : m_connection.pipeline(commands)) {
        if (!reply)
            return reply.error();
        const auto v = reply->toInteger();
        if (!v)
            return v.error();
        changed = changed || *v == 1;
    }
    return changed;
}

Result<qint64> HyperLogLogCounter::count()
{
    return countUnion({});
}

Result<qint64> HyperLogLogCounter::countUnion(const QList<QByteArray> &otherNames)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    const auto others = keysOf(otherNames);
    if (!others)
        return others.error();
    const auto reply = m_connection.command(RedisCommand{"PFCOUNT", key()} + *others);
    if (!reply)
        return reply.error();
    return reply->toInteger();
}

Result<void> HyperLogLogCounter::mergeFrom(const QList<QByteArray> &otherNames)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    const auto others = keysOf(otherNames);
    if (!others)
        return others.error();
    const auto reply = m_connection.command(RedisCommand{"PFMERGE", key()} + *others);
    if (!reply)
        return reply.error();
    return reply->expectStatus();
}
