#include "inspectormonitor.h"

#include "connectionhealth.h"
#include "discoveryjob.h"
#include "inspectorreadbatch.h"
#include "layoutcatalog.h"
#include "primitivestateread.h"

#include <QDateTime>

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
    , m_catalog(std::make_shared<const LayoutCatalog>())
{
    connect(m_runner, &InspectorReadRunner::done, this, &InspectorMonitor::onRunDone);
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
}

InspectorMonitor::~InspectorMonitor()
{
    m_runner->setClient(nullptr); // before the reads it drives go
}

void InspectorMonitor::setClient(RedisClient *client)
{
    disconnect(m_reconnected);
    disconnect(m_topologyChanged);
    m_client = client;
    m_scannedNodes.clear();
    m_runner->setClient(client);
    restart();
    m_primitives.clear();
    m_knownKeys.clear();
    m_states.clear();
    m_errors.clear();
    m_versions.clear();
    m_next = {};
    m_snapshot = {};
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

void InspectorMonitor::restart()
{
    m_runner->cancel();
    m_phase = Phase::Idle;
    m_batch.reset();
    m_reads.clear();
    m_discovery.reset();
    m_clock.reset();
    m_discoveryDue = true;
    m_clusterChecked = false;
    ++m_detects;
    m_refusedAt.invalidate();
    m_infoRefusedAt.invalidate();
}

void InspectorMonitor::tick()
{
    if (m_phase != Phase::Idle) {
        ++m_ticksSkipped;
        return;
    }
    if (!m_client || m_client->state() != RedisClient::State::Connected)
        return;
    if (isBackingOff())
        return; // the server refused the last tick: not again every interval
    const bool discover = m_discoveryDue || !m_sinceDiscovery.isValid() ||
                          m_sinceDiscovery.elapsed() >= m_discoveryIntervalMs;
    if (!discover && m_primitives.isEmpty())
        return; // nothing to read until the next discovery
    ++m_ticksStarted;
    m_sinceTickStart.start();
    m_tickCost = {};
    m_tickClock.start();
    if (discover && !m_clusterChecked)
        detectCluster();
    else if (discover)
        startDiscovery();
    else
        startClock();
}

bool InspectorMonitor::isBackingOff() const
{
    return m_refusedAt.isValid() && m_refusedAt.elapsed() < ConnectionHealth::RefusedRetryMs;
}

void InspectorMonitor::refresh()
{
    m_discoveryDue = true;
    m_refusedAt.invalidate(); // the user asks: ask the server again
    tick();
}

void InspectorMonitor::detectCluster()
{
    m_phase = Phase::Detect;
    m_client->detectCluster(this, [this, detect = ++m_detects](const Result<bool> &cluster) {
        if (m_phase != Phase::Detect || detect != m_detects)
            return; // restarted meanwhile
        if (!cluster && cluster.error().isConnectionError())
            return fail(cluster.error());
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
    m_discoveryDue = true;
    tick();
}

void InspectorMonitor::startDiscovery()
{
    m_phase = Phase::Discovery;
    m_discoveryDue = false;
    DiscoveryOptions options = m_discoveryOptions;
    options.nodes = clusterMasters();
    m_scannedNodes = options.nodes;
    m_discovery = std::make_shared<DiscoveryJob>(
        m_catalog, options, DiscoveryJob::Carried{m_primitives, m_states, m_errors, m_versions});
    m_runner->startInWorker(m_discovery);
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
    const qsizetype count = qBound<qsizetype>(
        1, qsizetype(double(m_maxCommandsPerTick) / qMax(1.0, m_commandsPerRead)), n);
    m_batch = std::make_unique<InspectorReadBatch>(qMin(m_maxCommandsPerTick, 1000));
    m_reads.clear();
    m_readIndices.clear();
    m_cursor = m_cursor % n;
    for (qsizetype i = 0; i < count; ++i) {
        const qsizetype index = (m_cursor + i) % n;
        const DiscoveredPrimitive &p = m_primitives.at(index);
        m_readIndices.push_back(index);
        m_reads.push_back(std::make_unique<PrimitiveStateRead>(p, m_limits, m_next.serverTimeMs));
        m_batch->add(m_reads.back().get());
    }
    m_cursor = (m_cursor + count) % n;
    m_runner->start(m_batch.get());
}

void InspectorMonitor::onRunDone(const RedisError &error)
{
    m_tickCost += m_runner->cost();
    if (error.isError())
        return fail(error);
    switch (m_phase) {
    case Phase::Idle:
    case Phase::Detect:
        return;
    case Phase::Discovery: {
        // The job did the work on the worker: taking its result is a few shared copies.
        const DiscoveryJob::Carried &result = m_discovery->result();
        m_primitives = result.primitives;
        m_states = result.states;
        m_errors = result.errors;
        m_versions = result.versions;
        m_knownKeys = m_discovery->knownKeys();
        const PrimitiveDiscovery &discovery = m_discovery->discovery();
        m_next.discovered = true;
        m_next.scannedNodes = m_scannedNodes;
        m_next.scanProgress =
            m_scannedNodes.isEmpty() ? QList<NodeScanProgress>() : discovery.scanProgress();
        m_next.discoveries = ++m_discoveries;
        m_next.keysSeen = discovery.keysSeen();
        m_next.unknownKeyCount = discovery.unknownKeyCount();
        m_next.truncated = discovery.truncated();
        m_runner->releaseInWorker(std::move(m_discovery));
        m_sinceDiscovery.start();
        return startClock();
    }
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

void InspectorMonitor::publish()
{
    m_phase = Phase::Idle;
    m_snapshot = m_next;
    m_snapshot.states = m_states; // shared: the next tick's writes detach its own copy
    m_snapshot.errors = m_errors;
    m_snapshot.versions = m_versions;
    if (m_primitives.isEmpty())
        m_snapshot.primitivesRead = 0;
    m_snapshot.lastTick = m_tickCost;
    m_snapshot.lastTick.wallUs = m_tickClock.nsecsElapsed() / 1000;
    Q_EMIT updated(m_snapshot);
    if (std::exchange(m_nudgeAfterTick, false))
        scheduleNudge();
}

void InspectorMonitor::keysChanged(const QList<QByteArray> &keys)
{
    bool known = false;
    bool unknown = false;
    for (const QByteArray &key : keys)
        (m_knownKeys.contains(key) ? known : unknown) = true;
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
    if (known || m_discoveryDue)
        scheduleNudge();
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
    m_phase = Phase::Idle;
    m_batch.reset();
    m_reads.clear();
    m_discovery.reset();
    m_clock.reset();
    if (error.isConnectionError())
        m_discoveryDue = true;
    if (ConnectionHealth::isRefusal(error))
        m_refusedAt.start();
    m_nudgeAfterTick = false;
    Q_EMIT failed(error);
}
