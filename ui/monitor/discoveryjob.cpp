#include "discoveryjob.h"

#include "layoutcatalog.h"

#include <QHash>

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
