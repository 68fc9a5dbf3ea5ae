#pragma once

#include "inspectorread.h"
#include "primitivediscovery.h"
#include "primitivestate.h"

#include <QSet>

#include <atomic>
#include <memory>
#include <optional>

class LayoutCatalog;

// A discovery pass as the monitor runs it, off the GUI thread (InspectorReadRunner::startInWorker):
// the scan and its classification (PrimitiveDiscovery), then, once, the keys the primitives own.
// The job owns what it reads, so the worker can finish with it after the monitor has let it go.
// How far the pass got can be read from any thread while it runs (keysSeen()).
class DiscoveryJob : public InspectorRead
{
public:
    // The monitor's lists, aligned with `primitives`.
    struct Carried
    {
        QList<DiscoveredPrimitive> primitives;
        QList<PrimitiveState> states;
        QList<RedisError> errors;
        QList<quint64> versions;
    };

    DiscoveryJob(std::shared_ptr<const LayoutCatalog> catalog, const DiscoveryOptions &options);
    ~DiscoveryJob() override;

    QList<RedisCommand> nextRequest() override;
    QStringList requestNodes() const override { return m_discovery.requestNodes(); }
    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override;
    void catchUp() override { m_discovery.catchUp(); }
    bool finished() const override;

    // Any thread, while the pass runs: keys SCAN listed so far.
    qint64 keysSeen() const { return m_keysSeen.load(std::memory_order_relaxed); }
    // Any thread: DBSIZE as the pass's first request read it (-1: not yet, or refused).
    qint64 dbSize() const { return m_dbSize.load(std::memory_order_relaxed); }

    // After finished().
    const PrimitiveDiscovery &discovery() const { return m_discovery; }
    const QList<DiscoveredPrimitive> &primitives() const { return m_primitives; }
    const QSet<QByteArray> &knownKeys() const { return m_knownKeys; }

    // The new list of primitives with the last states of those that were known before (aligned
    // with `now`; the others unread); what is gone is forgotten.
    static Carried carry(QList<DiscoveredPrimitive> now, const Carried &previous);
    // The list after a probe (DiscoveryOptions::keys) found `probed`: the known primitives, each
    // probed one added in discovery's order (kind, family, name) or, when known, with the keys
    // the probe found added to its own (a probe sees a primitive partly: its keys it was asked
    // about and the side keys the catalog expects). A probed primitive whose keys all belong to
    // another known one is that one seen partly, and is left out. Nullopt: nothing changed.
    static std::optional<QList<DiscoveredPrimitive>>
    mergeProbe(const QList<DiscoveredPrimitive> &known, const QList<DiscoveredPrimitive> &probed);

private:
    void collect();

    std::shared_ptr<const LayoutCatalog> m_catalog; // before m_discovery, which refers to it
    PrimitiveDiscovery m_discovery;
    QList<DiscoveredPrimitive> m_primitives;
    QSet<QByteArray> m_knownKeys;
    bool m_collected = false;
    std::atomic<qint64> m_keysSeen{0};
    std::atomic<qint64> m_dbSize{-1};
};
