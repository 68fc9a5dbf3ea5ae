#include "seenkeyfilter.h"

#include <QHashFunctions>

namespace {
constexpr qint64 FirstStageKeys = 1 << 16;
constexpr int BitsPerKey = 10;
constexpr int Probes = 7; // about ln 2 * BitsPerKey: 0.8 % false positives when a stage is full
} // namespace

SeenKeyFilter::SeenKeyFilter() = default;

void SeenKeyFilter::probes(const QByteArray &key, std::uint64_t &h1, std::uint64_t &h2)
{
    h1 = qHashBits(key.constData(), size_t(key.size()), 0x9e3779b97f4a7c15ULL);
    h2 = qHashBits(key.constData(), size_t(key.size()), 0xc2b2ae3d27d4eb4fULL) | 1;
}

bool SeenKeyFilter::test(const Stage &stage, std::uint64_t h1, std::uint64_t h2)
{
    const std::uint64_t bits = std::uint64_t(stage.words.size()) * 64;
    for (int i = 0; i < Probes; ++i) {
        const std::uint64_t bit = (h1 + std::uint64_t(i) * h2) % bits;
        if (!(stage.words[bit / 64] & (std::uint64_t(1) << (bit % 64))))
            return false;
    }
    return true;
}

void SeenKeyFilter::add(const QByteArray &key)
{
    if (m_stages.isEmpty() || m_stages.last().added >= m_stages.last().capacity) {
        Stage next;
        next.capacity = m_stages.isEmpty() ? FirstStageKeys : 4 * m_stages.last().capacity;
        next.words.assign(std::size_t(next.capacity * BitsPerKey / 64), 0);
        m_stages.append(std::move(next));
    }
    std::uint64_t h1 = 0;
    std::uint64_t h2 = 0;
    probes(key, h1, h2);
    Stage &stage = m_stages.last();
    const std::uint64_t bits = std::uint64_t(stage.words.size()) * 64;
    for (int i = 0; i < Probes; ++i) {
        const std::uint64_t bit = (h1 + std::uint64_t(i) * h2) % bits;
        stage.words[bit / 64] |= std::uint64_t(1) << (bit % 64);
    }
    ++stage.added;
    ++m_added;
}

bool SeenKeyFilter::mayContain(const QByteArray &key) const
{
    if (m_stages.isEmpty())
        return false;
    std::uint64_t h1 = 0;
    std::uint64_t h2 = 0;
    probes(key, h1, h2);
    for (const Stage &stage : m_stages)
        if (test(stage, h1, h2))
            return true;
    return false;
}

qint64 SeenKeyFilter::bytesUsed() const
{
    qint64 bytes = 0;
    for (const Stage &stage : m_stages)
        bytes += qint64(stage.words.size() * sizeof(std::uint64_t));
    return bytes;
}
