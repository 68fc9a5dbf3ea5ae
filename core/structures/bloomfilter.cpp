#include "bloomfilter.h"

#include "redisconnection.h"

#include <cmath>
#include <limits>

namespace {
const LuaScript &createScript()
{
    return LuaScript::embedded(QStringLiteral("bloom_create"));
}

RedisError unexpected(const QString &what)
{
    return RedisError(RedisError::Kind::UnexpectedReply, what);
}

// m, k, capacity, error rate and scheme as stored, checked.
Result<BloomParameters> parseStored(const QByteArray &name, const QList<QByteArray> &v)
{
    bool okM = false, okK = false, okN = false, okP = false;
    const quint64 m = v.value(0).toULongLong(&okM);
    const int k = v.value(1).toInt(&okK);
    const qint64 n = v.value(2).toLongLong(&okN);
    const double p = v.value(3).toDouble(&okP);
    if (!okM || !okK || !okN || !okP)
        return unexpected(QStringLiteral("Bloom filter %1: malformed stored parameters")
                              .arg(QString::fromUtf8(name)));
    if (v.value(4) != BloomFilter::HashScheme)
        return unexpected(QStringLiteral("Bloom filter %1 uses hash scheme \"%2\", not %3")
                              .arg(QString::fromUtf8(name), QString::fromUtf8(v.value(4)),
                                   QLatin1String(BloomFilter::HashScheme)));
    return BloomParameters::fromStored(m, k, n, p);
}
} // namespace

BloomFilter::BloomFilter(RedisConnection &connection, KeySpace keys, QByteArray name,
                         BloomParameters parameters, bool created)
    : m_connection(&connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
    , m_parameters(parameters)
    , m_created(created)
{}

QByteArray BloomFilter::bitsKey() const
{
    return m_keys.key(m_name, "bloom:bits");
}

QByteArray BloomFilter::parametersKey() const
{
    return m_keys.key(m_name, "bloom:params");
}

Result<BloomFilter> BloomFilter::create(RedisConnection &connection, const KeySpace &keys,
                                        const QByteArray &name, qint64 capacity, double errorRate)
{
    if (auto valid = KeySpace::validateName(name); !valid)
        return valid.error();
    const auto wanted = BloomParameters::forCapacity(capacity, errorRate);
    if (!wanted)
        return wanted.error();
    const auto reply = connection.eval(
        createScript(), {keys.key(name, "bloom:params"), keys.key(name, "bloom:bits")},
        {QByteArray::number(wanted->bits()), QByteArray::number(wanted->hashes()),
         QByteArray::number(capacity), QByteArray::number(errorRate, 'g', 17), HashScheme});
    if (!reply)
        return reply.error();
    const auto elements = reply->toArray();
    if (!elements || elements->size() != 6)
        return unexpected(QStringLiteral("bloom_create: expected 6 elements"));
    QList<QByteArray> fields;
    for (int i = 1; i < 6; ++i)
        fields << (elements->at(i).isInteger() ? QByteArray::number(elements->at(i).integerValue())
                                               : elements->at(i).bytes());
    const auto stored = parseStored(name, fields);
    if (!stored)
        return stored.error();
    const bool created = elements->at(0).integerValue() == 1;
    if (!created && (stored->bits() != wanted->bits() || stored->hashes() != wanted->hashes()))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("Bloom filter %1 already exists with capacity %2 and "
                                         "error rate %3 (m=%4, k=%5)")
                              .arg(QString::fromUtf8(name))
                              .arg(stored->capacity())
                              .arg(stored->errorRate())
                              .arg(stored->bits())
                              .arg(stored->hashes()));
    return BloomFilter(connection, keys, name, *stored, created);
}

Result<BloomFilter> BloomFilter::open(RedisConnection &connection, const KeySpace &keys,
                                      const QByteArray &name)
{
    if (auto valid = KeySpace::validateName(name); !valid)
        return valid.error();
    const auto reply = connection.command(
        {"HMGET", keys.key(name, "bloom:params"), "m", "k", "capacity", "error_rate", "hash"});
    if (!reply)
        return reply.error();
    const auto elements = reply->toArray();
    if (!elements || elements->size() != 5)
        return unexpected(QStringLiteral("HMGET: expected 5 elements"));
    if (elements->at(0).isNil())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("no Bloom filter named %1 (create it first)")
                              .arg(QString::fromUtf8(name)));
    QList<QByteArray> fields;
    for (const RedisReply &e : *elements)
        fields << e.bytes();
    const auto stored = parseStored(name, fields);
    if (!stored)
        return stored.error();
    return BloomFilter(connection, keys, name, *stored, false);
}

RedisCommand BloomFilter::probeCommand(const QByteArray &item, bool set) const
{
    const QList<quint64> positions = m_parameters.positions(item);
    RedisCommand c{set ? QByteArray("BITFIELD") : QByteArray("BITFIELD_RO"), bitsKey()};
    c.reserve(2 + positions.size() * (set ? 4 : 3));
    for (const quint64 p : positions) {
        c << (set ? QByteArray("SET") : QByteArray("GET")) << "u1" << QByteArray::number(p);
        if (set)
            c << "1";
    }
    return c;
}

Result<QList<bool>> BloomFilter::run(const QList<QByteArray> &items, bool set)
{
    QList<RedisCommand> commands;
    commands.reserve(items.size());
    for (const QByteArray &item : items)
        commands << probeCommand(item, set);
    const auto replies = m_connection->pipeline(commands);
    QList<bool> out;
    out.reserve(items.size());
    for (const auto &reply : replies) {
        if (!reply)
            return reply.error();
        const auto bits = reply->toArray();
        if (!bits || bits->size() != m_parameters.hashes())
            return unexpected(
                QStringLiteral("BITFIELD: expected %1 values").arg(m_parameters.hashes()));
        // Adding: the old values (any 0: the item is new). Checking: every bit must be 1.
        bool allSet = true;
        for (const RedisReply &b : *bits)
            allSet = allSet && b.integerValue() == 1;
        out << (set ? !allSet : allSet);
    }
    return out;
}

Result<bool> BloomFilter::add(const QByteArray &item)
{
    const auto r = run({item}, true);
    if (!r)
        return r.error();
    return r->first();
}

Result<QList<bool>> BloomFilter::addAll(const QList<QByteArray> &items)
{
    return run(items, true);
}

Result<bool> BloomFilter::mightContain(const QByteArray &item)
{
    const auto r = run({item}, false);
    if (!r)
        return r.error();
    return r->first();
}

Result<QList<bool>> BloomFilter::mightContainAll(const QList<QByteArray> &items)
{
    return run(items, false);
}

Result<qint64> BloomFilter::bitsSet()
{
    const auto reply = m_connection->command({"BITCOUNT", bitsKey()});
    if (!reply)
        return reply.error();
    return reply->toInteger();
}

double BloomFilter::estimatedItems(qint64 bitsSet) const
{
    const double m = double(m_parameters.bits());
    if (double(bitsSet) >= m)
        return std::numeric_limits<double>::infinity();
    return -m / m_parameters.hashes() * std::log(1.0 - double(bitsSet) / m);
}
