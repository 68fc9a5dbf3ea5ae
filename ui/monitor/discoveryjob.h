#pragma once

#include "inspectorread.h"
#include "primitivediscovery.h"
#include "primitivestate.h"

#include <QSet>

#include <memory>

class LayoutCatalog;

// A discovery as the monitor runs it, off the GUI thread (InspectorReadRunner::startInWorker):
// the scan and its classification (PrimitiveDiscovery), then, once, what the monitor needs to
// take the result in one cheap step: the keys the primitives own, and the last states carried
// over to the new list of primitives (kept aligned with it, unread ones empty). The job owns what
// it reads, so the worker can finish with it after the monitor has let it go.
class DiscoveryJob : public InspectorRead
{
public:
    // The monitor's lists when the job starts; they are aligned with `primitives`.
    struct Carried
    {
        QList<DiscoveredPrimitive> primitives;
        QList<PrimitiveState> states;
        QList<RedisError> errors;
        QList<quint64> versions;
    };

    DiscoveryJob(std::shared_ptr<const LayoutCatalog> catalog, const DiscoveryOptions &options,
                 Carried previous);
    ~DiscoveryJob() override;

    QList<RedisCommand> nextRequest() override;
    QStringList requestNodes() const override { return m_discovery.requestNodes(); }
    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override;
    void catchUp() override { m_discovery.catchUp(); }
    bool finished() const override;

    // After finished().
    const PrimitiveDiscovery &discovery() const { return m_discovery; }
    const Carried &result() const { return m_result; }
    const QSet<QByteArray> &knownKeys() const { return m_knownKeys; }

private:
    void carryOver();

    std::shared_ptr<const LayoutCatalog> m_catalog; // before m_discovery, which refers to it
    PrimitiveDiscovery m_discovery;
    Carried m_previous;
    Carried m_result;
    QSet<QByteArray> m_knownKeys;
    bool m_carried = false;
};
