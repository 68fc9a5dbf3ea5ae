#include "inspectormonitor.h"

#include "connectionhealth.h"
#include "discoveryjob.h"
#include "inspectorreadbatch.h"
#include "layoutcatalog.h"
#include "primitivestateread.h"

#include <QDateTime>

#include <limits>

#include <utility>

namespace {
// The server's clock for the tick (INFO server: TIME is not a @read command). A server that
// refuses INFO (an ACL user with only @read) leaves this machine's clock, as the CLI's inspect.
class ServerClockRead : public InspectorRead
{
public:
    QList<RedisCommand> nextRequest() override
    {
        return m_done ? QList<RedisCommand>() : QList<RedisCommand>{{"INFO", "server"}};
    }
    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override
    {
        m_done = true;
        if (replies.isEmpty())
            return RedisError(RedisError::Kind::UnexpectedReply, QStringLiteral("no reply"));
        if (!replies.first()) {
            if (!ConnectionHealth::isRefusal(replies.first().error()))
                return replies.first().error();
            m_refused = true;
            m_serverTimeMs = QDateTime::currentMSecsSinceEpoch();
            return {};
        }
        auto ms = PrimitiveStateRead::serverTimeMsFromInfo(*replies.first());
        if (!ms)
            return ms.error();
        m_serverTimeMs = *ms;
        return {};
    }
    bool finished() const override { return m_done; }
    qint64 serverTimeMs() const { return m_serverTimeMs; }
    bool refused() const { return m_refused; }

private:
    bool m_refused = false;
    qint64 m_serverTimeMs = 0;
    bool m_done = false;
};
} // namespace

InspectorMonitor::InspectorMonitor(QObject *parent)
    : QObject(parent)
    , m_runner(new InspectorReadRunner(this))
    , m_passRunner(new InspectorReadRunner(this))
    , m_catalog(std::make_shared<const LayoutCatalog>())
{
    connect(m_runner, &InspectorReadRunner::done, this, &InspectorMonitor::onRunDone);
    connect(m_passRunner, &InspectorReadRunner::done, this, &InspectorMonitor::onPassDone);
    m_timer.setInterval(DefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &InspectorMonitor::tick);
    m_timer.start();
    m_nudge.setSingleShot(true);
    connect(&m_nudge, &QTimer::timeout, this, &InspectorMonitor::onNudge);
    m_deferredDiscovery.setSingleShot(true);
    connect(&m_deferredDiscovery, &QTimer::timeout, this, [this] {
        m_discoveryDue = true;
        scheduleNudge();
    });
    m_discoveryOptions.maxKeys = std::numeric_limits<qint64>::max();
    m_passRunner->setPacer([this] { return m_passUnpaced ? 0 : budgetDelayMs(); });
    m_budgetClock.start();
    m_passProgress.setInterval(1000);
    connect(&m_passProgress, &QTimer::timeout, this,
            [this] { Q_EMIT passProgress(passKeysSeen()); });
}

InspectorMonitor::~InspectorMonitor()
{
    m_runner->setClient(nullptr); // before the reads they drive go
    m_passRunner->setClient(nullptr);
}

void InspectorMonitor::setClient(RedisClient *client)
{
    disconnect(m_reconnected);
    disconnect(m_topologyChanged);
    m_client = client;
    m_scannedNodes.clear();
    m_runner->setClient(client);
    m_passRunner->setClient(client);
    restart();
    m_primitives.clear();
    m_knownKeys.clear();
    m_states.clear();
    m_errors.clear();
    m_versions.clear();
    m_next = {};
    m_snapshot = {};
    m_passClock.invalidate();
    Q_EMIT updated(m_snapshot);
    if (!client)
        return;
    // After a reconnect the server may be another one (restarted, emptied): discover again.
    m_reconnected = connect(client, &RedisClient::connected, this, [this] {
        restart();
        tick();
    });
    m_topologyChanged = connect(client, &RedisClient::clusterTopologyChanged, this,
                                &InspectorMonitor::onTopologyChanged);
    tick();
}

void InspectorMonitor::setCatalog(LayoutCatalog catalog)
{
    // A new object: a discovery still finishing on the worker keeps reading the old one.
    m_catalog = std::make_shared<const LayoutCatalog>(std::move(catalog));
    refresh();
}

void InspectorMonitor::setDiscoveryOptions(const DiscoveryOptions &options)
{
    m_discoveryOptions = options;
    refresh();
}

void InspectorMonitor::setStateLimits(const StateLimits &limits)
{
    m_limits = limits;
}

void InspectorMonitor::setIntervalMs(int ms)
{
    m_timer.setInterval(qMax(10, ms));
}

void InspectorMonitor::setPolling(bool on)
{
    if (on)
        m_timer.start();
    else
        m_timer.stop();
}

qint64 InspectorMonitor::passKeysSeen() const
{
    return m_pass == Pass::Scanning && m_discovery ? m_discovery->keysSeen() : 0;
}

qint64 InspectorMonitor::passDbSize() const
{
    return m_pass == Pass::Scanning && m_discovery ? m_discovery->dbSize() : -1;
}

qint64 InspectorMonitor::sincePassMs() const
{
    return m_sinceDiscovery.isValid() ? m_sinceDiscovery.elapsed() : -1;
}

void InspectorMonitor::setInterest(const QObject *owner, KindFilter wants)
{
    for (auto &[o, filter] : m_interests)
        if (o == owner) {
            filter = std::move(wants);
            m_sinceSweep.invalidate();
            return;
        }
    m_interests.emplace_back(owner, std::move(wants));
    m_sinceSweep.invalidate(); // what it shows may not have been read for long
    // A view just shown: read what it shows soon, not at the next interval.
    if (!m_primitives.isEmpty())
        scheduleNudge();
}

void InspectorMonitor::clearInterest(const QObject *owner)
{
    std::erase_if(m_interests, [owner](const auto &i) { return i.first == owner; });
    m_anyInterest = true; // views exist: none visible reads nothing
}

bool InspectorMonitor::wants(PrimitiveKind kind) const
{
    if (m_interests.empty())
        return !m_anyInterest;
    return std::any_of(m_interests.cbegin(), m_interests.cend(),
                       [kind](const auto &i) { return !i.second || i.second(kind); });
}

bool InspectorMonitor::readsChangedOnly() const
{
    return m_lastNotification.isValid() && !m_sweeping && m_sinceSweep.isValid() &&
           m_sinceSweep.elapsed() < m_notifiedSweepMs;
}

std::vector<qsizetype> InspectorMonitor::changedWanted(qsizetype max) const
{
    std::vector<qsizetype> indices;
    for (const QByteArray &key : m_changedKeys)
        for (auto it = m_keyIndex.constFind(key); it != m_keyIndex.cend() && it.key() == key; ++it)
            if (wants(m_primitives.at(*it).kind))
                indices.push_back(*it);
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    if (qsizetype(indices.size()) > max)
        indices.resize(size_t(max));
    return indices;
}

void InspectorMonitor::markChanged(const DiscoveredPrimitive &primitive)
{
    for (const DiscoveredKey &key : primitive.keys)
        m_changedKeys.insert(key.key);
}

void InspectorMonitor::markRead(const DiscoveredPrimitive &primitive)
{
    for (const DiscoveredKey &key : primitive.keys)
        m_changedKeys.remove(key.key);
}

void InspectorMonitor::setBudget(std::optional<LoadBudgetLimits> limits)
{
    if (limits)
        m_budget.emplace(*limits);
    else
        m_budget.reset();
    m_chargedClient = nullptr; // the next charge starts from the client's totals of then
}

std::optional<LoadBudgetLimits> InspectorMonitor::budget() const
{
    return m_budget ? std::optional<LoadBudgetLimits>(m_budget->limits()) : std::nullopt;
}

qint64 InspectorMonitor::budgetDelayMs()
{
    if (!m_budget || !m_client)
        return 0;
    const LoadMeter::Totals now = m_client->load().totals;
    const qint64 nowUs = m_budgetClock.nsecsElapsed() / 1000;
    if (m_chargedClient != m_client) {
        m_chargedClient = m_client;
    } else {
        m_budget->spend(now.commands - m_charged.commands, now.chargedUs - m_charged.chargedUs,
                        nowUs);
    }
    m_charged = now;
    const qint64 us = m_budget->delayUs(nowUs);
    return us <= 0 ? 0 : (us + 999) / 1000;
}

void InspectorMonitor::restart()
{
    m_runner->cancel();
    m_passRunner->cancel();
    m_phase = Phase::Idle;
    m_pass = Pass::Idle;
    m_passWaiting = false;
    m_passProgress.stop();
    m_batch.reset();
    m_reads.clear();
    m_discovery.reset();
    m_clock.reset();
    m_discoveryDue = true;
    m_clusterChecked = false;
    m_sweeping = false;
    m_sinceSweep.invalidate();
    m_probeKeys.clear();
    ++m_detects;
    m_refusedAt.invalidate();
    m_infoRefusedAt.invalidate();
}

void InspectorMonitor::tick()
{
    if (!m_client || m_client->state() != RedisClient::State::Connected)
        return;
    if (isBackingOff())
        return; // the server refused the last tick: not again every interval
    const bool asked = m_discoveryDue;
    const bool discover = asked || !m_sinceDiscovery.isValid() ||
                          m_sinceDiscovery.elapsed() >= effectiveDiscoveryIntervalMs();
    bool started = false;
    if (discover && m_pass == Pass::Idle) {
        started = true;
        m_passClock.start();
        m_probeKeys.clear(); // the pass finds them
        if (!m_clusterChecked)
            detectCluster();
        else
            startDiscovery();
    } else if (m_pass == Pass::Idle && !m_probeKeys.isEmpty()) {
        startProbe();
    }
    if (m_phase != Phase::Idle) {
        ++m_ticksSkipped;
        if (started)
            ++m_ticksStarted;
        return;
    }
    // A pass asked for (refresh(), a new key) reads and publishes when it ends: this tick does not
    // also publish the old list. The timer's ticks go on reading meanwhile.
    if (m_primitives.isEmpty() || m_passWaiting || (started && asked)) {
        if (started)
            ++m_ticksStarted;
        return; // nothing to read (yet); a finished pass is taken at once
    }
    if (!std::any_of(m_primitives.cbegin(), m_primitives.cend(),
                     [this](const DiscoveredPrimitive &p) { return wants(p.kind); }))
        return; // no visible view shows any of them: nothing to read, not even the clock
    if (readsChangedOnly() && changedWanted(1).empty())
        return; // notifications named nothing a visible view shows, and no sweep is due
    if (budgetDelayMs() > 0) {
        ++m_ticksOverBudget; // the next interval's tick tries again
        return;
    }
    ++m_ticksStarted;
    m_sinceTickStart.start();
    m_tickCost = {};
    m_tickClock.start();
    startClock();
}

bool InspectorMonitor::isBackingOff() const
{
    return m_refusedAt.isValid() && m_refusedAt.elapsed() < ConnectionHealth::RefusedRetryMs;
}

void InspectorMonitor::refresh()
{
    m_passUnpaced = false;
    m_discoveryDue = true;
    m_sinceSweep.invalidate(); // and reads every wanted primitive again
    m_refusedAt.invalidate();  // the user asks: ask the server again
    if (m_pass != Pass::Idle) {
        // A pass under way is dropped: the one asked for starts now, with the options of now.
        m_passRunner->cancel();
        m_pass = Pass::Idle;
        m_passWaiting = false;
        m_passProgress.stop();
        ++m_detects;
        if (m_discovery)
            m_passRunner->releaseInWorker(std::move(m_discovery));
    }
    tick();
}

void InspectorMonitor::scanNow()
{
    refresh();
    m_passUnpaced = m_pass != Pass::Idle;
}

void InspectorMonitor::detectCluster()
{
    m_pass = Pass::Detect;
    m_client->detectCluster(this, [this, detect = ++m_detects](const Result<bool> &cluster) {
        if (m_pass != Pass::Detect || detect != m_detects)
            return; // restarted meanwhile
        if (!cluster && cluster.error().isConnectionError()) {
            m_pass = Pass::Idle;
            return fail(cluster.error());
        }
        // Not a cluster, or a map that could not be read: the one server, as before.
        m_clusterChecked = true;
        startDiscovery();
    });
}

// A cluster's masters as its map names them, in node order; empty for one server.
QStringList InspectorMonitor::clusterMasters() const
{
    QStringList masters;
    if (!m_client || !m_client->isCluster())
        return masters;
    const ClusterTopology topology = m_client->clusterTopology();
    for (int m : topology.masters())
        masters << topology.nodes().at(m).address();
    return masters;
}

// A failover or a new master changes what discovery must scan; a MOVED that patches one slot
// between known masters does not.
void InspectorMonitor::onTopologyChanged()
{
    if (!m_clusterChecked || clusterMasters() == m_scannedNodes)
        return;
    refresh();
}

void InspectorMonitor::startDiscovery()
{
    m_pass = Pass::Scanning;
    m_discoveryDue = false;
    DiscoveryOptions options = m_discoveryOptions;
    options.nodes = clusterMasters();
    m_scannedNodes = options.nodes;
    m_discovery = std::make_shared<DiscoveryJob>(m_catalog, options);
    m_passRunner->startInWorker(m_discovery);
    m_passProgress.start();
}

void InspectorMonitor::startProbe()
{
    m_pass = Pass::Probing;
    ++m_probesRun;
    m_passClock.start();
    DiscoveryOptions options = m_discoveryOptions;
    options.keys = m_probeKeys.values();
    m_probeKeys.clear();
    // As the last pass looked: a names-only pass would not have found a bare-name primitive.
    options.valueShapes = m_snapshot.valueShapesUsed ? DiscoveryOptions::ValueShapes::On
                                                     : DiscoveryOptions::ValueShapes::Off;
    m_discovery = std::make_shared<DiscoveryJob>(m_catalog, options);
    m_passRunner->startInWorker(m_discovery);
}

void InspectorMonitor::startClock()
{
    if (m_infoRefusedAt.isValid() && m_infoRefusedAt.elapsed() < ConnectionHealth::RefusedRetryMs) {
        m_next.serverTimeMs = QDateTime::currentMSecsSinceEpoch();
        m_next.localClock = true;
        return startStates();
    }
    m_phase = Phase::Clock;
    m_clock = std::make_unique<ServerClockRead>();
    m_runner->start(m_clock.get());
}

void InspectorMonitor::startStates()
{
    const qsizetype n = m_primitives.size();
    if (n == 0)
        return publish();
    m_phase = Phase::States;
    double maxCommands = m_maxCommandsPerTick;
    if (m_budget && m_budget->limits().commandsPerSecond > 0)
        maxCommands = qMin(maxCommands, m_budget->limits().commandsPerSecond);
    const qsizetype count =
        qBound<qsizetype>(1, qsizetype(maxCommands / qMax(1.0, m_commandsPerRead)), n);
    m_batch = std::make_unique<InspectorReadBatch>(qMin(m_maxCommandsPerTick, 1000));
    m_reads.clear();
    m_readIndices.clear();
    const auto read = [this](qsizetype index) {
        const DiscoveredPrimitive &p = m_primitives.at(index);
        markRead(p);
        m_readIndices.push_back(index);
        m_reads.push_back(std::make_unique<PrimitiveStateRead>(p, m_limits, m_next.serverTimeMs));
        m_batch->add(m_reads.back().get());
    };
    // What notifications named first (a sweep of thousands of primitives takes many ticks).
    const std::vector<qsizetype> changed = changedWanted(count);
    const bool changedOnly = readsChangedOnly();
    m_next.readsChangedOnly = changedOnly;
    for (qsizetype index : changed)
        read(index);
    if (!changedOnly) {
        if (!m_sweeping) {
            m_sweeping = true;
            m_sweepLooked = 0;
        }
        // The wanted ones from where the last bounded tick stopped, round the list once.
        m_cursor = m_cursor % n;
        qsizetype looked = 0;
        for (; looked < n && qsizetype(m_reads.size()) < count; ++looked) {
            const qsizetype index = (m_cursor + looked) % n;
            if (wants(m_primitives.at(index).kind) &&
                !std::binary_search(changed.cbegin(), changed.cend(), index))
                read(index);
        }
        m_cursor = (m_cursor + looked) % n;
        m_sweepLooked += looked;
        if (m_sweepLooked >= n) {
            m_sweeping = false;
            m_sinceSweep.start();
        }
    }
    int wanted = 0;
    for (const DiscoveredPrimitive &p : std::as_const(m_primitives))
        wanted += wants(p.kind);
    m_next.primitivesWanted = wanted;
    if (m_reads.empty()) {
        m_batch.reset();
        m_next.primitivesRead = 0;
        return publish();
    }
    m_runner->start(m_batch.get());
}

void InspectorMonitor::onRunDone(const RedisError &error)
{
    m_tickCost += m_runner->cost();
    if (error.isError())
        return fail(error);
    switch (m_phase) {
    case Phase::Idle:
        return;
    case Phase::Clock: {
        const auto *clock = static_cast<ServerClockRead *>(m_clock.get());
        m_next.serverTimeMs = clock->serverTimeMs();
        m_next.localClock = clock->refused();
        if (clock->refused())
            m_infoRefusedAt.start();
        m_clock.reset();
        return startStates();
    }
    case Phase::States: {
        const QList<RedisError> errors = m_batch->errors();
        for (size_t i = 0; i < m_reads.size(); ++i) {
            const qsizetype index = m_readIndices.at(i);
            const RedisError &error = errors.at(qsizetype(i));
            // A failed read keeps the last good state (a lock whose read failed is not free):
            // views show the error beside what was last known.
            if (!error.isError() || m_states.at(index).serverTimeMs == 0)
                m_states[index] = m_reads[i]->state();
            if (error.isError())
                markChanged(m_primitives.at(index)); // read again at the next tick
            m_errors[index] = error;
            m_versions[index] = ++m_lastVersion;
        }
        const qint64 commands = m_runner->cost().commands;
        m_commandsPerRead = qMax(1.0, double(commands) / double(m_reads.size()));
        m_next.primitivesRead = int(m_reads.size());
        m_batch.reset();
        m_reads.clear();
        return publish();
    }
    }
}

void InspectorMonitor::onPassDone(const RedisError &error)
{
    m_passProgress.stop();
    if (std::exchange(m_passUnpaced, false) && m_budget) {
        // Scan now was the user's explicit exception: its load is not a debt the ticks after
        // it must pay off. The budget starts again from here, with a second's worth.
        m_budget->setLimits(m_budget->limits());
        m_chargedClient = nullptr;
    }
    if (error.isError()) {
        m_pass = Pass::Idle;
        m_passRunner->releaseInWorker(std::move(m_discovery));
        if (error.isConnectionError())
            m_discoveryDue = true;
        if (ConnectionHealth::isRefusal(error))
            m_refusedAt.start();
        if (error.isConnectionError() && m_phase != Phase::Idle) {
            // The tick in flight fails with the same connection: one report, from it.
            return;
        }
        Q_EMIT failed(error);
        return;
    }
    if (m_phase != Phase::Idle) {
        m_passWaiting = true; // the tick in flight reads by the old list's indices
        return;
    }
    takePass();
}

// The pass's list replaces the old one (the known states carried over), then a tick reads it
// and publishes both together.
void InspectorMonitor::takePass()
{
    const bool probe = m_pass == Pass::Probing;
    m_passWaiting = false;
    m_pass = Pass::Idle;
    if (!m_discovery)
        return;
    if (probe) {
        // What the probe found joins the list; the last pass's coverage stays as it was.
        std::optional<QList<DiscoveredPrimitive>> merged =
            DiscoveryJob::mergeProbe(m_primitives, m_discovery->primitives());
        m_knownKeys.unite(m_discovery->knownKeys());
        m_passRunner->releaseInWorker(std::move(m_discovery));
        if (merged)
            adopt(std::move(*merged));
        return;
    }
    const PrimitiveDiscovery &discovery = m_discovery->discovery();
    m_knownKeys = m_discovery->knownKeys();
    m_next.scannedNodes = m_scannedNodes;
    m_next.scanProgress =
        m_scannedNodes.isEmpty() ? QList<NodeScanProgress>() : discovery.scanProgress();
    m_next.keysSeen = discovery.keysSeen();
    m_next.unknownKeyCount = discovery.unknownKeyCount();
    m_next.truncated = discovery.truncated();
    m_next.dbSize = discovery.dbSize();
    m_next.valueShapesUsed = discovery.valueShapesUsed();
    m_next.valueShapesReason = discovery.valueShapesReason();
    m_next.keysNotTyped = discovery.keysNotTyped();
    QList<DiscoveredPrimitive> primitives = m_discovery->primitives();
    m_passRunner->releaseInWorker(std::move(m_discovery));
    m_sinceDiscovery.start();
    adopt(std::move(primitives));
}

void InspectorMonitor::adopt(QList<DiscoveredPrimitive> primitives)
{
    DiscoveryJob::Carried carried = DiscoveryJob::carry(
        std::move(primitives), DiscoveryJob::Carried{m_primitives, m_states, m_errors, m_versions});
    m_primitives = std::move(carried.primitives);
    m_states = std::move(carried.states);
    m_errors = std::move(carried.errors);
    m_versions = std::move(carried.versions);
    // Changes named for keys that are gone are dropped; the primitives never read are read first.
    m_keyIndex.clear();
    for (qsizetype i = 0; i < m_primitives.size(); ++i)
        for (const DiscoveredKey &key : m_primitives.at(i).keys)
            m_keyIndex.insert(key.key, i);
    erase_if(m_changedKeys, [this](const QByteArray &key) { return !m_keyIndex.contains(key); });
    for (qsizetype i = 0; i < m_primitives.size(); ++i)
        if (m_states.at(i).serverTimeMs == 0)
            markChanged(m_primitives.at(i));
    m_next.discovered = true;
    m_next.discoveries = ++m_discoveries;
    if (m_cursor >= m_primitives.size())
        m_cursor = 0;
    // Read the new list now and publish it with its states.
    m_sinceTickStart.start();
    m_tickCost = m_passRunner->cost();
    m_tickClock = m_passClock;
    ++m_ticksStarted;
    startClock();
}

void InspectorMonitor::publish()
{
    m_phase = Phase::Idle;
    m_snapshot = m_next;
    m_snapshot.states = m_states; // shared: the next tick's writes detach its own copy
    m_snapshot.errors = m_errors;
    m_snapshot.versions = m_versions;
    if (m_primitives.isEmpty()) {
        m_snapshot.primitivesRead = 0;
        m_snapshot.primitivesWanted = 0;
    }
    m_snapshot.lastTick = m_tickCost;
    m_snapshot.lastTick.wallUs = m_tickClock.nsecsElapsed() / 1000;
    m_snapshot.passRunning = isPassRunning();
    m_snapshot.passKeysSeen = passKeysSeen();
    Q_EMIT updated(m_snapshot);
    if (m_passWaiting)
        return takePass();
    if (std::exchange(m_nudgeAfterTick, false))
        scheduleNudge();
}

void InspectorMonitor::keysChanged(const QList<QByteArray> &keys)
{
    bool known = false;
    bool unknown = false;
    // A pass that looked at names only (a big keyspace) would not find a primitive in a new key
    // that no layout claims by name: such keys (a cache's, written all the time) ask for none.
    // Between passes a new key is probed, unless the passes scan with MATCH (a probe does not).
    const bool namesOnly = m_snapshot.discovered && !m_snapshot.valueShapesUsed;
    const bool probes = m_discoveries > 0 && m_discoveryOptions.match.isEmpty();
    for (const QByteArray &key : keys) {
        if (m_knownKeys.contains(key))
            known = true;
        else if (namesOnly && !m_catalog->claimsByName(key))
            continue;
        else if (probes)
            m_probeKeys.insert(key);
        else
            unknown = true;
        if (m_keyIndex.contains(key))
            m_changedKeys.insert(key);
    }
    if (m_probeKeys.size() > MaxProbeKeys) {
        m_probeKeys.clear(); // a burst: one pass rather than thousands of probes
        unknown = true;
    }
    if (unknown) {
        const qint64 since =
            m_sinceDiscovery.isValid() ? m_sinceDiscovery.elapsed() : MinRediscoveryIntervalMs;
        if (since >= MinRediscoveryIntervalMs)
            m_discoveryDue = true;
        else if (!m_deferredDiscovery.isActive())
            // Too soon after the last one: one discovery when the interval is up, so a key
            // created just after a discovery (and one a discovery just missed) is not left
            // until the periodic one.
            m_deferredDiscovery.start(int(MinRediscoveryIntervalMs - since));
    }
    if (known || m_discoveryDue || !m_probeKeys.isEmpty())
        scheduleNudge();
}

void InspectorMonitor::notificationsArrived()
{
    m_lastNotification.start();
}

void InspectorMonitor::notificationsStopped()
{
    m_lastNotification.invalidate();
}

int InspectorMonitor::effectiveDiscoveryIntervalMs() const
{
    const bool notified =
        m_lastNotification.isValid() && m_lastNotification.elapsed() < NotifiedWindowMs;
    return notified ? qMax(m_discoveryIntervalMs, NotifiedDiscoveryIntervalMs)
                    : m_discoveryIntervalMs;
}

void InspectorMonitor::scheduleNudge()
{
    if (m_nudge.isActive())
        return;
    const qint64 since =
        m_sinceTickStart.isValid() ? m_sinceTickStart.elapsed() : MinNudgeIntervalMs;
    m_nudge.start(int(qMax<qint64>(0, MinNudgeIntervalMs - since)));
}

void InspectorMonitor::onNudge()
{
    if (m_phase != Phase::Idle) {
        m_nudgeAfterTick = true;
        return;
    }
    const qint64 before = m_ticksStarted;
    tick();
    if (m_ticksStarted > before)
        ++m_ticksNudged;
}

void InspectorMonitor::fail(const RedisError &error)
{
    m_runner->cancel(); // when the pass's connection failed under a tick in flight
    m_phase = Phase::Idle;
    m_batch.reset();
    m_reads.clear();
    m_clock.reset();
    if (error.isConnectionError()) {
        // The pass cannot go on without its connection either.
        m_passRunner->cancel();
        m_pass = Pass::Idle;
        m_passWaiting = false;
        m_passProgress.stop();
        if (m_discovery)
            m_passRunner->releaseInWorker(std::move(m_discovery));
        m_discoveryDue = true;
    }
    if (ConnectionHealth::isRefusal(error))
        m_refusedAt.start();
    m_nudgeAfterTick = false;
    Q_EMIT failed(error);
    if (m_passWaiting)
        takePass(); // the tick failed, the pass did not
}
