#pragma once

#include "inspectorreadrunner.h"
#include "layoutcatalog.h"
#include "primitivediscovery.h"
#include "primitivestate.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <memory>
#include <vector>

class DiscoveryJob;
class InspectorReadBatch;
class PrimitiveStateRead;

// What the inspector knows after a tick: every known primitive (discovery's order: kind,
// family, name) with its latest state, and what the tick cost.
struct InspectorSnapshot
{
    QList<PrimitiveState> states;
    QList<RedisError> errors; // per state: why its last read failed (None: it did not); the
                              // state is then the last good one
    QList<quint64> versions;  // per state: changes each time it is read (0: not read yet)
    qint64 serverTimeMs = 0;  // INFO server at the last tick
    bool localClock = false;  // the server refused INFO: serverTimeMs is this machine's clock
    bool discovered = false;  // a discovery finished on this client
    QStringList scannedNodes; // the masters the last discovery scanned (empty: one server)
    QList<NodeScanProgress> scanProgress; // how far each master's SCAN got (cluster only)
    quint64 discoveries = 0; // the monitor's discoveries so far, whatever the client (states'
                             // primitives and keys change only with one)
    qint64 keysSeen = 0;
    qint64 unknownKeyCount = 0;
    bool truncated = false; // discovery stopped at DiscoveryOptions::maxKeys
    int primitivesRead = 0; // in the last tick (a bounded tick reads some of them)
    InspectorReadCost lastTick;
};

// The inspector's polling, on the session's asynchronous client: every interval it reads the
// state of the known primitives in one batch, at most ~maxCommandsPerTick commands (a tick
// that cannot read them all goes on where the last one stopped); discovery runs first, on
// refresh() and every discovery interval. Never more than one tick in flight: a slow server
// skips ticks, they do not queue up. A new client, or the client's reconnect, starts over.
// On a Redis Cluster discovery scans every master (DiscoveryOptions::nodes from the client's
// slot map) and runs again when the masters change (a failover); a cluster=auto client is asked
// RedisClient::detectCluster() before its first discovery, so it scans every master at once
// rather than after its first MOVED.
// A tick the server refuses (NOPERM, NOAUTH, ERR) holds the ticks back for
// ConnectionHealth::RefusedRetryMs (refresh() asks at once); a refused INFO leaves this machine's
// clock (InspectorSnapshot::localClock), asked again as rarely.
class InspectorMonitor : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultIntervalMs = 500;
    static constexpr int DefaultDiscoveryIntervalMs = 10000;
    static constexpr int DefaultMaxCommandsPerTick = 5000;

    explicit InspectorMonitor(QObject *parent = nullptr);
    ~InspectorMonitor() override;

    void setClient(RedisClient *client);
    RedisClient *client() const { return m_client; }

    void setCatalog(LayoutCatalog catalog);
    void setDiscoveryOptions(const DiscoveryOptions &options);
    void setStateLimits(const StateLimits &limits);
    void setIntervalMs(int ms);
    int intervalMs() const { return m_timer.interval(); }
    void setDiscoveryIntervalMs(int ms) { m_discoveryIntervalMs = ms; }
    void setMaxCommandsPerTick(int commands) { m_maxCommandsPerTick = qMax(1, commands); }
    // Stops and starts the timer (tick() still works while stopped).
    void setPolling(bool on);

    // What the last updated() carried (a tick in flight changes it only when it ends).
    const InspectorSnapshot &snapshot() const { return m_snapshot; }
    bool isTickInFlight() const { return m_phase != Phase::Idle; }
    // The server refused the last tick: no tick until RefusedRetryMs passed or refresh().
    bool isBackingOff() const;
    qint64 ticksStarted() const { return m_ticksStarted; }
    qint64 ticksSkipped() const { return m_ticksSkipped; }
    // Ticks started early by keysChanged().
    qint64 ticksNudged() const { return m_ticksNudged; }
    static constexpr int MinNudgeIntervalMs = 200;
    static constexpr int MinRediscoveryIntervalMs = 2000;

public Q_SLOTS:
    // Starts a tick now, unless one is in flight or the client is not connected (skipped).
    void tick();
    // Discovers again, at once if idle, else at the next tick.
    void refresh();
    // Keys changed (keyspace notifications, KeyspaceWatcher): a tick soon, at most one per
    // MinNudgeIntervalMs, whatever the interval; a key no primitive has makes it a discovery
    // (at most every MinRediscoveryIntervalMs: one sooner is put off until then, not dropped).
    void keysChanged(const QList<QByteArray> &keys);

Q_SIGNALS:
    void updated(const InspectorSnapshot &snapshot);
    // A tick failed (the connection, or discovery); the snapshot keeps the last states.
    void failed(const RedisError &error);

private:
    enum class Phase { Idle, Detect, Discovery, Clock, States };
    using Identity = std::pair<QString, QByteArray>; // family, name

    void restart();
    void detectCluster();
    void startDiscovery();
    QStringList clusterMasters() const;
    void onTopologyChanged();
    void startClock();
    void startStates();
    void onRunDone(const RedisError &error);
    void publish();
    void fail(const RedisError &error);
    void scheduleNudge();
    void onNudge();

    QPointer<RedisClient> m_client;
    QMetaObject::Connection m_reconnected;
    QMetaObject::Connection m_topologyChanged;
    bool m_clusterChecked = false; // detectCluster() answered for this connection
    quint64 m_detects = 0;         // a detectCluster() answer after a restart is dropped
    QStringList m_scannedNodes;    // the masters of the last discovery
    InspectorReadRunner *m_runner;
    QTimer m_timer;
    std::shared_ptr<const LayoutCatalog> m_catalog; // shared with a running discovery
    DiscoveryOptions m_discoveryOptions;
    StateLimits m_limits;
    int m_discoveryIntervalMs = DefaultDiscoveryIntervalMs;
    int m_maxCommandsPerTick = DefaultMaxCommandsPerTick;
    double m_commandsPerRead = 4; // measured; sizes the next bounded tick

    Phase m_phase = Phase::Idle;
    bool m_discoveryDue = true;
    QElapsedTimer m_sinceDiscovery;
    QElapsedTimer m_refusedAt;     // the last tick was refused (invalid: it was not)
    QElapsedTimer m_infoRefusedAt; // INFO was refused: this machine's clock until then
    QElapsedTimer m_tickClock;
    InspectorReadCost m_tickCost;
    std::shared_ptr<DiscoveryJob> m_discovery; // runs on the runner's worker
    std::unique_ptr<InspectorRead> m_clock;
    std::unique_ptr<InspectorReadBatch> m_batch;
    std::vector<std::unique_ptr<PrimitiveStateRead>> m_reads;
    qsizetype m_cursor = 0; // where the next bounded tick starts

    QList<DiscoveredPrimitive> m_primitives;
    // Aligned with m_primitives (index i is m_primitives[i]'s last state).
    QList<PrimitiveState> m_states;
    QList<RedisError> m_errors;
    QList<quint64> m_versions;
    std::vector<qsizetype> m_readIndices; // per read of the running tick: its primitive
    quint64 m_lastVersion = 0;
    quint64 m_discoveries = 0;
    InspectorSnapshot m_next;     // what the running tick learnt so far, states aside
    InspectorSnapshot m_snapshot; // what the last updated() carried
    qint64 m_ticksStarted = 0;
    qint64 m_ticksSkipped = 0;
    qint64 m_ticksNudged = 0;
    QSet<QByteArray> m_knownKeys; // of the discovered primitives
    QTimer m_nudge;
    QTimer m_deferredDiscovery; // an unknown key's discovery, put off by the minimum interval
    bool m_nudgeAfterTick = false;
    QElapsedTimer m_sinceTickStart;
};
