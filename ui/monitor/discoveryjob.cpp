#include "discoveryjob.h"

#include "layoutcatalog.h"

#include <QHash>

#include <algorithm>
#include <tuple>

DiscoveryJob::DiscoveryJob(std::shared_ptr<const LayoutCatalog> catalog,
                           const DiscoveryOptions &options)
    : m_catalog(std::move(catalog))
    , m_discovery(*m_catalog, options)
{}

DiscoveryJob::~DiscoveryJob() = default;

QList<RedisCommand> DiscoveryJob::nextRequest()
{
    QList<RedisCommand> request = m_discovery.nextRequest();
    if (request.isEmpty() && m_discovery.finished() && !m_collected)
        collect();
    return request;
}

Result<void> DiscoveryJob::handleReplies(const QList<Result<RedisReply>> &replies)
{
    Result<void> handled = m_discovery.handleReplies(replies);
    m_keysSeen.store(m_discovery.keysSeen(), std::memory_order_relaxed);
    m_dbSize.store(m_discovery.dbSize().value_or(-1), std::memory_order_relaxed);
    return handled;
}

bool DiscoveryJob::finished() const
{
    return m_discovery.finished();
}

void DiscoveryJob::collect()
{
    m_collected = true;
    m_primitives = m_discovery.primitives();
    for (const DiscoveredPrimitive &p : std::as_const(m_primitives))
        for (const DiscoveredKey &key : p.keys)
            m_knownKeys.insert(key.key);
}

DiscoveryJob::Carried DiscoveryJob::carry(QList<DiscoveredPrimitive> now, const Carried &previous)
{
    // Forget what is gone; keep the last state of the rest until the next tick reads it.
    using Identity = std::pair<QString, QByteArray>;
    QHash<Identity, qsizetype> known;
    known.reserve(previous.primitives.size());
    for (qsizetype i = 0; i < previous.primitives.size(); ++i)
        known.insert({previous.primitives.at(i).family, previous.primitives.at(i).name}, i);
    Carried result;
    result.primitives = std::move(now);
    result.states.reserve(result.primitives.size());
    result.errors.reserve(result.primitives.size());
    result.versions.reserve(result.primitives.size());
    for (const DiscoveredPrimitive &p : std::as_const(result.primitives)) {
        const qsizetype i = known.value({p.family, p.name}, -1);
        if (i >= 0 && i < previous.states.size()) {
            result.states << previous.states.at(i);
            result.errors << previous.errors.at(i);
            result.versions << previous.versions.at(i);
        } else {
            PrimitiveState unread; // not read yet
            unread.primitive = p;
            result.states << unread;
            result.errors << RedisError();
            result.versions << 0;
        }
    }
    return result;
}

std::optional<QList<DiscoveredPrimitive>>
DiscoveryJob::mergeProbe(const QList<DiscoveredPrimitive> &known,
                         const QList<DiscoveredPrimitive> &probed)
{
    using Identity = std::pair<QString, QByteArray>;
    QHash<Identity, qsizetype> index;
    QHash<QByteArray, qsizetype> owner; // key -> a known primitive holding it
    for (qsizetype i = 0; i < known.size(); ++i) {
        index.insert({known.at(i).family, known.at(i).name}, i);
        for (const DiscoveredKey &k : known.at(i).keys)
            owner.insert(k.key, i);
    }
    QList<DiscoveredPrimitive> merged = known;
    bool changed = false;
    for (const DiscoveredPrimitive &p : probed) {
        const qsizetype i = index.value({p.family, p.name}, -1);
        if (i >= 0) {
            DiscoveredPrimitive &into = merged[i];
            for (const DiscoveredKey &k : p.keys)
                if (!std::any_of(into.keys.cbegin(), into.keys.cend(),
                                 [&k](const DiscoveredKey &o) { return o.key == k.key; })) {
                    into.keys << k;
                    changed = true;
                }
            continue;
        }
        const bool seenPartly =
            !p.keys.isEmpty() && std::all_of(p.keys.cbegin(), p.keys.cend(),
                                             [&](const auto &k) { return owner.contains(k.key); });
        if (seenPartly)
            continue;
        merged << p;
        changed = true;
    }
    if (!changed)
        return std::nullopt;
    // A known primitive whose keys all belong to a larger one just found is that one seen partly
    // before (a Redisson RLock hash, then its fair lock's waiters' queue).
    QHash<QByteArray, qsizetype> added; // key -> index in merged of a primitive just added
    for (qsizetype i = known.size(); i < merged.size(); ++i)
        for (const DiscoveredKey &k : merged.at(i).keys)
            added.insert(k.key, i);
    QList<bool> drop(merged.size(), false);
    for (qsizetype i = 0; i < known.size(); ++i) {
        const QList<DiscoveredKey> &keys = merged.at(i).keys;
        const qsizetype by = keys.isEmpty() ? -1 : added.value(keys.first().key, -1);
        drop[i] = by >= 0 && merged.at(by).keys.size() > keys.size() &&
                  std::all_of(keys.cbegin(), keys.cend(),
                              [&](const DiscoveredKey &k) { return added.value(k.key, -1) == by; });
    }
    for (qsizetype i = merged.size() - 1; i >= 0; --i)
        if (drop.at(i))
            merged.removeAt(i);
    std::stable_sort(merged.begin(), merged.end(),
                     [](const DiscoveredPrimitive &a, const DiscoveredPrimitive &b) {
                         return std::tie(a.kind, a.family, a.name) <
                                std::tie(b.kind, b.family, b.name);
                     });
    return merged;
}
