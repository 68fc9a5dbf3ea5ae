#pragma once

#include "inspectorreadrunner.h"
#include "layoutcatalog.h"
#include "loadbudget.h"
#include "primitivediscovery.h"
#include "primitivestate.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
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
    // Primitives a visible view shows (InspectorMonitor::setInterest), which the ticks read; the
    // others keep their last state.
    int primitivesWanted = 0;
    // Keyspace notifications arrive: the ticks read what they named, and every wanted primitive
    // once every InspectorMonitor::notifiedSweepIntervalMs() (readsChangedOnly while between two
    // sweeps).
    bool readsChangedOnly = false;
    InspectorReadCost lastTick;
    // The pass over the keyspace: one running now (keys listed so far), and when the last one
    // finished (InspectorMonitor::sincePassMs()).
    bool passRunning = false;
    qint64 passKeysSeen = 0;
    // Of the last pass (PrimitiveDiscovery): DBSIZE when it began (summed over a cluster's
    // masters; none when refused), and whether keys no layout claims by name were looked at by
    // value (DiscoveryOptions::valueShapes), why, and how many were not.
    std::optional<qint64> dbSize;
    bool valueShapesUsed = true;
    QString valueShapesReason;
    qint64 keysNotTyped = 0;
};

// The inspector's polling, on the session's asynchronous client: every interval it reads the
// state of the known primitives that a visible view shows (setInterest(); all of them when no
// view said what it shows) in one batch, at most ~maxCommandsPerTick commands (a tick that cannot
// read them all goes on where the last one stopped). Discovery passes over the whole keyspace run
// beside the ticks, on their own runner (a pass of a million keys takes many round trips; the
// ticks go on meanwhile), on refresh() and every discovery interval; the new list of primitives
// is taken between two ticks. Never more than one tick and one pass in flight: a slow server
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
    // The whole keyspace by default (maxKeys unlimited: what discovery keeps grows with the
    // primitives found, not the keys seen); setting them discovers again.
    void setDiscoveryOptions(const DiscoveryOptions &options);
    const DiscoveryOptions &discoveryOptions() const { return m_discoveryOptions; }
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
    bool isPassRunning() const { return m_pass == Pass::Detect || m_pass == Pass::Scanning; }
    // Keys the running pass has listed so far (0 when none runs), and DBSIZE as it began (-1: not
    // known yet, refused, or no pass).
    qint64 passKeysSeen() const;
    qint64 passDbSize() const;
    // Since the last pass finished; -1 before the first.
    qint64 sincePassMs() const;

    // What a view shows while it is visible: the ticks read the primitives of the kinds some
    // registered owner wants; with owners registered and none wanting a kind, its primitives are
    // not read (their last state stays). No owner at all (a monitor without views): every kind.
    using KindFilter = std::function<bool(PrimitiveKind)>;
    void setInterest(const QObject *owner, KindFilter wants);
    void clearInterest(const QObject *owner);

    // The load the monitor may put on the server, counted with everything else the client sends
    // (RedisClient::load()): passes wait between their requests and ticks are skipped while the
    // budget is spent, and a tick reads at most one second's worth of commands. No budget (the
    // default): as fast as the interval allows. scanNow() runs one pass without it.
    void setBudget(std::optional<LoadBudgetLimits> limits);
    std::optional<LoadBudgetLimits> budget() const;
    // Ticks skipped because the budget was spent, and requests a pass held back for it.
    qint64 ticksOverBudget() const { return m_ticksOverBudget; }
    qint64 passRequestsPaced() const { return m_passRunner->pacedRequests(); }
    // The server refused the last tick: no tick until RefusedRetryMs passed or refresh().
    bool isBackingOff() const;
    qint64 ticksStarted() const { return m_ticksStarted; }
    qint64 ticksSkipped() const { return m_ticksSkipped; }
    // Ticks started early by keysChanged().
    qint64 ticksNudged() const { return m_ticksNudged; }
    static constexpr int MinNudgeIntervalMs = 200;
    static constexpr int MinRediscoveryIntervalMs = 2000;
    static constexpr int NotifiedWindowMs = 60000;
    static constexpr int NotifiedDiscoveryIntervalMs = 300000;
    // While keyspace notifications arrive (notificationsArrived() since the last
    // notificationsStopped()), a tick reads only the primitives whose keys they named since
    // their last read, the ones never read and the ones whose last read failed; a sweep reads
    // every wanted one (bounded ticks, round the list once) every
    // notifiedSweepIntervalMs(). The sweep is
    // the safety net for the events the server's notify-keyspace-events flags leave out, a
    // notification lost with a dropped connection, and the states that change with time alone (a
    // delayed item falling due). A newly shown view's kinds are swept at once.
    static constexpr int DefaultNotifiedSweepMs = 5000;
    // A new key that notifications name (one no known primitive holds, and that the last pass
    // would have looked at) is probed: TYPE, PTTL and a sample of it and the side keys of what it
    // is (DiscoveryOptions::keys), on the passes' runner, between passes; what the probe finds
    // joins the list. More than MaxProbeKeys waiting (a burst of new keys) start a whole pass
    // instead, at most every MinRediscoveryIntervalMs. Probes run so far:
    static constexpr int MaxProbeKeys = 1000;
    qint64 probesRun() const { return m_probesRun; }
    void setNotifiedSweepIntervalMs(int ms) { m_notifiedSweepMs = qMax(1, ms); }
    int notifiedSweepIntervalMs() const { return m_notifiedSweepMs; }
    // The interval the next periodic pass waits for now.
    int effectiveDiscoveryIntervalMs() const;

public Q_SLOTS:
    // Starts a tick now, unless one is in flight or the client is not connected (skipped).
    void tick();
    // Discovers again, at once if idle, else at the next tick.
    void refresh();
    // refresh(), the pass not held to the budget (one explicit click: "Scan now").
    void scanNow();
    // Keys changed (keyspace notifications, KeyspaceWatcher): a tick soon, at most one per
    // MinNudgeIntervalMs, whatever the interval; a key no primitive has makes it a discovery
    // (at most every MinRediscoveryIntervalMs: one sooner is put off until then, not dropped).
    void keysChanged(const QList<QByteArray> &keys);
    // Keyspace notifications arrived (KeyspaceWatcher: the server has them on). For
    // NotifiedWindowMs after the last, they keep the picture current (a changed key is read
    // again, a new one starts a pass) and the periodic passes, a safety net then, come every
    // NotifiedDiscoveryIntervalMs instead of the discovery interval.
    void notificationsArrived();
    // The watcher lost its subscription: back to the periodic passes at once.
    void notificationsStopped();

Q_SIGNALS:
    void updated(const InspectorSnapshot &snapshot);
    // While a pass runs, about every second: keys listed so far (passKeysSeen()).
    void passProgress(qint64 keysSeen);
    // A tick failed (the connection, or discovery); the snapshot keeps the last states.
    void failed(const RedisError &error);

private:
    enum class Phase { Idle, Clock, States };
    enum class Pass { Idle, Detect, Scanning, Probing };
    using Identity = std::pair<QString, QByteArray>; // family, name

    void restart();
    void detectCluster();
    void startDiscovery();
    QStringList clusterMasters() const;
    void onTopologyChanged();
    void startClock();
    void startStates();
    void onRunDone(const RedisError &error);
    void onPassDone(const RedisError &error);
    void takePass();
    void startProbe();
    // The list becomes `primitives` (states carried over by identity) and is read at once.
    void adopt(QList<DiscoveredPrimitive> primitives);
    bool wants(PrimitiveKind kind) const;
    bool readsChangedOnly() const;
    // The wanted primitives whose keys notifications named, in list order, at most max.
    std::vector<qsizetype> changedWanted(qsizetype max) const;
    void markChanged(const DiscoveredPrimitive &primitive);
    void markRead(const DiscoveredPrimitive &primitive);
    // Charges the client's load since the last call to the budget; the wait before the next
    // request (ms, 0: now).
    qint64 budgetDelayMs();
    void publish();
    void fail(const RedisError &error);
    void scheduleNudge();
    void onNudge();

    QPointer<RedisClient> m_client;
    QMetaObject::Connection m_reconnected;
    QMetaObject::Connection m_topologyChanged;
    bool m_clusterChecked = false;     // detectCluster() answered for this connection
    quint64 m_detects = 0;             // a detectCluster() answer after a restart is dropped
    QStringList m_scannedNodes;        // the masters of the last discovery
    InspectorReadRunner *m_runner;     // the ticks
    InspectorReadRunner *m_passRunner; // the discovery passes
    Pass m_pass = Pass::Idle;
    bool m_passWaiting = false; // a finished pass waits for the tick in flight
    QTimer m_passProgress;
    QElapsedTimer m_passClock;
    std::vector<std::pair<const QObject *, KindFilter>> m_interests;
    bool m_anyInterest = false; // a view registered once: none visible reads nothing
    std::optional<LoadBudget> m_budget;
    LoadMeter::Totals m_charged; // the client's totals the budget has been charged with
    QPointer<RedisClient> m_chargedClient;
    bool m_passUnpaced = false; // scanNow()'s pass
    qint64 m_ticksOverBudget = 0;
    QElapsedTimer m_budgetClock;
    QElapsedTimer m_lastNotification; // invalid: none since the watcher (re)subscribed
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
    QSet<QByteArray> m_knownKeys;                 // of the discovered primitives
    QMultiHash<QByteArray, qsizetype> m_keyIndex; // key -> index in m_primitives
    QSet<QByteArray> m_changedKeys; // named by notifications (or unread) since their last read
    QSet<QByteArray> m_probeKeys;   // new keys named by notifications, for the next probe
    qint64 m_probesRun = 0;
    bool m_sweeping = false;     // a sweep is under way (bounded ticks)
    qsizetype m_sweepLooked = 0; // of the list, by the sweep so far
    QElapsedTimer m_sinceSweep;  // invalid: sweep at the next tick
    int m_notifiedSweepMs = DefaultNotifiedSweepMs;
    QTimer m_nudge;
    QTimer m_deferredDiscovery; // an unknown key's discovery, put off by the minimum interval
    bool m_nudgeAfterTick = false;
    QElapsedTimer m_sinceTickStart;
};
