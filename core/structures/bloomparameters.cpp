#include "bloomparameters.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <cmath>

namespace {
RedisError invalid(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}
} // namespace

BloomParameters::BloomParameters(quint64 bits, int hashes, qint64 capacity, double errorRate)
    : m_bits(bits)
    , m_hashes(hashes)
    , m_capacity(capacity)
    , m_errorRate(errorRate)
{}

Result<BloomParameters> BloomParameters::forCapacity(qint64 capacity, double errorRate)
{
    if (capacity < 1)
        return invalid(QStringLiteral("capacity must be at least 1, not %1").arg(capacity));
    if (!std::isfinite(errorRate) || errorRate <= 0 || errorRate >= 1)
        return invalid(QStringLiteral("error rate must be inside (0, 1), not %1").arg(errorRate));
    const double ln2 = std::log(2.0);
    const double m = std::ceil(-double(capacity) * std::log(errorRate) / (ln2 * ln2));
    if (!(m <= double(MaxBits)))
        return invalid(QStringLiteral("a Bloom filter for %1 items at error rate %2 needs %3 "
                                      "bits; a Redis string holds at most 2^32 bits (512 MiB): "
                                      "lower the capacity or raise the error rate")
                           .arg(capacity)
                           .arg(errorRate)
                           .arg(m, 0, 'f', 0));
    const quint64 bits = std::max<quint64>(quint64(m), 1);
    const int hashes = int(std::lround(double(bits) / double(capacity) * ln2));
    return BloomParameters(bits, std::clamp(hashes, 1, MaxHashes), capacity, errorRate);
}

Result<BloomParameters> BloomParameters::fromStored(quint64 bits, int hashes, qint64 capacity,
                                                    double errorRate)
{
    if (bits < 1 || bits > MaxBits || hashes < 1 || hashes > MaxHashes)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("stored Bloom parameters out of range: m=%1 k=%2")
                              .arg(bits)
                              .arg(hashes));
    return BloomParameters(bits, hashes, capacity, errorRate);
}

double BloomParameters::expectedErrorRate(qint64 items) const
{
    const double k = m_hashes;
    return std::pow(1.0 - std::exp(-k * double(items) / double(m_bits)), k);
}

std::pair<quint64, quint64> BloomParameters::hashPair(const QByteArray &item)
{
    const QByteArray digest = QCryptographicHash::hash(item, QCryptographicHash::Sha256);
    return {qFromBigEndian<quint64>(digest.constData()),
            qFromBigEndian<quint64>(digest.constData() + 8)};
}

QList<quint64> BloomParameters::positions(const QByteArray &item) const
{
    const auto [h1, h2] = hashPair(item);
    const quint64 start = h1 % m_bits;
    // A step of 0 would put every probe on one bit.
    quint64 step = h2 % m_bits;
    if (step == 0)
        step = 1;
    QList<quint64> out;
    out.reserve(m_hashes);
    // m <= 2^32, so (position + step) never overflows 64 bits.
    quint64 position = start;
    for (int i = 0; i < m_hashes; ++i) {
        out.append(position);
        position = (position + step) % m_bits;
    }
    return out;
}
