#pragma once

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <vector>

// Which keys a scan has seen, in 10 bits per key whatever their length: a Bloom filter that grows
// in stages (each four times the keys of the one before, 7 probes per key, under 1 % false
// positives per full stage; five stages hold 22 million keys in 28 MB), so a scan of ten million
// keys keeps megabytes, not the keys. mayContain() is never false for a key that was added, and
// rarely true for one that was not: use it to skip work for keys surely never seen.
class SeenKeyFilter
{
public:
    SeenKeyFilter();

    void add(const QByteArray &key);
    bool mayContain(const QByteArray &key) const;
    qint64 size() const { return m_added; }
    qint64 bytesUsed() const;

private:
    struct Stage
    {
        std::vector<std::uint64_t> words;
        qint64 capacity = 0;
        qint64 added = 0;
    };
    static void probes(const QByteArray &key, std::uint64_t &h1, std::uint64_t &h2);
    static bool test(const Stage &stage, std::uint64_t h1, std::uint64_t h2);

    QList<Stage> m_stages;
    qint64 m_added = 0;
};
