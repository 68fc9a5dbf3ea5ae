#include "discoveryjob.h"

#include "layoutcatalog.h"

#include <QHash>

DiscoveryJob::DiscoveryJob(std::shared_ptr<const LayoutCatalog> catalog,
                           const DiscoveryOptions &options, Carried previous)
    : m_catalog(std::move(catalog))
    , m_discovery(*m_catalog, options)
    , m_previous(std::move(previous))
{}

DiscoveryJob::~DiscoveryJob() = default;

QList<RedisCommand> DiscoveryJob::nextRequest()
{
    QList<RedisCommand> request = m_discovery.nextRequest();
    if (request.isEmpty() && m_discovery.finished() && !m_carried)
        carryOver();
    return request;
}

Result<void> DiscoveryJob::handleReplies(const QList<Result<RedisReply>> &replies)
{
    return m_discovery.handleReplies(replies);
}

bool DiscoveryJob::finished() const
{
    return m_discovery.finished();
}

void DiscoveryJob::carryOver()
{
    m_carried = true;
    m_result.primitives = m_discovery.primitives();
    const QList<DiscoveredPrimitive> &now = m_result.primitives;
    for (const DiscoveredPrimitive &p : now)
        for (const DiscoveredKey &key : p.keys)
            m_knownKeys.insert(key.key);

    // Forget what is gone; keep the last state of the rest until the next tick reads it.
    using Identity = std::pair<QString, QByteArray>;
    QHash<Identity, qsizetype> previous;
    previous.reserve(m_previous.primitives.size());
    for (qsizetype i = 0; i < m_previous.primitives.size(); ++i)
        previous.insert({m_previous.primitives.at(i).family, m_previous.primitives.at(i).name}, i);
    m_result.states.reserve(now.size());
    m_result.errors.reserve(now.size());
    m_result.versions.reserve(now.size());
    for (const DiscoveredPrimitive &p : now) {
        const qsizetype i = previous.value({p.family, p.name}, -1);
        if (i >= 0 && i < m_previous.states.size()) {
            m_result.states << m_previous.states.at(i);
            m_result.errors << m_previous.errors.at(i);
            m_result.versions << m_previous.versions.at(i);
        } else {
            PrimitiveState unread; // not read yet
            unread.primitive = p;
            m_result.states << unread;
            m_result.errors << RedisError();
            m_result.versions << 0;
        }
    }
    m_previous = {};
}
