#include "simulationengine.h"

#include "playgroundservers.h"
#include "redisconnection.h"
#include "sampledcommandlog.h"
#include "simulatedclient.h"
#include "simulationcontrol.h"

#include <QMetaObject>
#include <QMutex>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <optional>
#include <thread>
#include <vector>

namespace {

using SteadyClock = std::chrono::steady_clock;

// Sentinel layout: how often the director asks the sentinels whether they promoted a replica.
constexpr qint64 SentinelCheckMs = 100;

qint64 wallNowUs()
{
    using namespace std::chrono;
    return duration_cast<microseconds>(system_clock::now().time_since_epoch()).count();
}

// Glob characters in a name are matched literally.
QByteArray escapeGlob(const QByteArray &text)
{
    QByteArray escaped;
    for (const char c : text) {
        if (c == '*' || c == '?' || c == '[' || c == ']' || c == '\\')
            escaped += '\\';
        escaped += c;
    }
    return escaped;
}

// SCAN MATCH + UNLINK of the keys a run of this name writes (a previous run's leftovers).
Result<void> deleteRunKeys(RedisConnection &connection, const SimulationConfig &config)
{
    const QByteArray base = escapeGlob(config.keyPrefix) + '{' + escapeGlob(config.name);
    const QList<QByteArray> patterns{base + "}*", base + ":*", base + "-*"};
    for (const QByteArray &pattern : patterns) {
        QByteArray cursor = "0";
        do {
            const Result<RedisReply> reply =
                connection.command({"SCAN", cursor, "MATCH", pattern, "COUNT", "1000"});
            if (!reply)
                return reply.error();
            const Result<QList<RedisReply>> parts = reply->toArray();
            if (!parts || parts->size() != 2)
                return RedisError(RedisError::Kind::UnexpectedReply,
                                  QStringLiteral("SCAN's reply"));
            cursor = parts->at(0).bytes();
            const Result<QList<QByteArray>> keys = parts->at(1).toBytesList();
            if (keys && !keys->isEmpty()) {
                RedisCommand unlink{"UNLINK"};
                unlink << *keys;
                if (const Result<RedisReply> deleted = connection.command(unlink); !deleted)
                    return deleted.error();
            }
        } while (cursor != "0");
    }
    return {};
}

// Merges runs that are each in time order into one: O(n log k) for k runs, stable (equal times
// keep the order of their runs).
QList<PlaygroundEvent> mergeRuns(const QList<QList<PlaygroundEvent>> &runs)
{
    if (runs.size() == 1)
        return runs.first();
    qsizetype total = 0;
    for (const QList<PlaygroundEvent> &run : runs)
        total += run.size();
    QList<PlaygroundEvent> merged;
    merged.reserve(total);
    struct Head
    {
        qint64 timeUs;
        qsizetype run;
        qsizetype index;
        bool operator>(const Head &other) const
        {
            return timeUs != other.timeUs ? timeUs > other.timeUs : run > other.run;
        }
    };
    std::vector<Head> heap;
    for (qsizetype r = 0; r < runs.size(); ++r) {
        if (!runs.at(r).isEmpty())
            heap.push_back({runs.at(r).first().timeUs, r, 0});
    }
    std::make_heap(heap.begin(), heap.end(), std::greater<>());
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), std::greater<>());
        Head head = heap.back();
        heap.pop_back();
        const QList<PlaygroundEvent> &run = runs.at(head.run);
        merged << run.at(head.index);
        if (++head.index < run.size()) {
            head.timeUs = run.at(head.index).timeUs;
            heap.push_back(head);
            std::push_heap(heap.begin(), heap.end(), std::greater<>());
        }
    }
    return merged;
}

} // namespace

struct SimulationEngine::Private
{
    SimulationConfig config;
    SimulationControl control;
    PlaygroundServers servers;
    std::unique_ptr<SampledCommandLog> log; // outlives the clients, who report to it
    std::vector<std::unique_ptr<SimulatedClient>> clients;
    std::vector<std::thread> clientThreads;
    std::thread director;

    mutable std::mutex mutex; // state, error, events, nodes, the clock
    std::condition_variable changed;
    State state = State::Idle;
    RedisError error;
    // Events come in runs, each in time order: a client's (its clock never goes back), a server
    // fault. pending: gathered, not handed out yet; batches: what takeNewEvents merged and
    // handed out, in that order.
    QList<QList<PlaygroundEvent>> pending;
    QList<QList<PlaygroundEvent>> batches;
    // The whole run, merged by the director once the clients are done: history() after the end
    // costs the caller (the GUI thread) nothing.
    std::optional<PlaygroundHistory> finalHistory;
    QList<ConnectionOptions> nodes;
    SteadyClock::time_point startedAt;
    SteadyClock::duration pausedFor{};
    std::optional<SteadyClock::time_point> pausedAt;

    qint64 elapsedMsLocked() const
    {
        if (state == State::Idle || state == State::Starting)
            return 0;
        const SteadyClock::time_point now = pausedAt.value_or(SteadyClock::now());
        return std::chrono::duration_cast<std::chrono::milliseconds>(now - startedAt - pausedFor)
            .count();
    }
    void gatherLocked()
    {
        for (const auto &client : clients) {
            QList<PlaygroundEvent> run = client->takeEvents();
            if (!run.isEmpty())
                pending << std::move(run);
        }
    }
    // On the servers the playground started; the timeline shows what happened (or why not).
    void applyServerFault(const FaultSpec &fault)
    {
        Result<QString> outcome = QString();
        switch (fault.kind) {
        case FaultSpec::Kind::ServerStop:
            outcome = servers.stop(fault.node);
            break;
        case FaultSpec::Kind::ServerRestart:
            outcome = servers.restart(fault.node);
            break;
        case FaultSpec::Kind::ClientPause:
            outcome = servers.clientPause(fault.node, int(fault.durationMs));
            break;
        case FaultSpec::Kind::DebugSleep:
            outcome = servers.debugSleep(fault.node, int(fault.durationMs));
            break;
        case FaultSpec::Kind::ReplicationPause:
            outcome = servers.pauseReplication(fault.node);
            break;
        case FaultSpec::Kind::ClusterFailover:
            outcome = servers.clusterFailover(fault.node);
            break;
        case FaultSpec::Kind::SlotMigration:
            outcome = servers.beginSlotMigration(fault.slot, fault.node);
            break;
        case FaultSpec::Kind::SlotMigrationEnd:
            outcome = servers.endSlotMigration();
            break;
        case FaultSpec::Kind::Failover:
            outcome = servers.failover();
            if (outcome)
                control.setPrimary(servers.connectionOptions(servers.primary()));
            break;
        default:
            break;
        }
        recordServerFault(fault, outcome);
    }
    // Sentinel: the sentinels' own failover, on the timeline when the director sees it.
    void watchSentinels()
    {
        if (const QString promoted = servers.sentinelPromotion(); !promoted.isEmpty()) {
            FaultSpec failover;
            failover.kind = FaultSpec::Kind::Failover;
            recordServerFault(failover, promoted);
        }
    }
    void recordServerFault(const FaultSpec &fault, const Result<QString> &outcome)
    {
        PlaygroundEvent event;
        event.timeUs = wallNowUs();
        event.kind = PlaygroundEvent::Kind::Fault;
        event.fault = FaultSpec::kindName(fault.kind);
        event.resource = QString::fromUtf8(config.name);
        event.detail =
            outcome ? *outcome : fault.describe() % u" failed: " % outcome.error().message();
        std::lock_guard lock(mutex);
        pending << QList<PlaygroundEvent>{event};
    }
};

SimulationEngine::SimulationEngine(SimulationConfig config, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->config = std::move(config);
}

SimulationEngine::~SimulationEngine()
{
    abort();
    if (d->director.joinable())
        d->director.join();
}

const SimulationConfig &SimulationEngine::config() const
{
    return d->config;
}

void SimulationEngine::setCommandLog(CommandLog *log)
{
    Q_ASSERT(d->state == State::Idle);
    d->log = log ? std::make_unique<SampledCommandLog>(log) : nullptr;
}

Result<void> SimulationEngine::start()
{
    if (const Result<void> valid = d->config.validate(); !valid)
        return valid;
    {
        std::lock_guard lock(d->mutex);
        if (d->state != State::Idle)
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("a simulation runs once; make a new engine"));
        d->state = State::Starting;
    }
    Q_EMIT stateChanged(State::Starting);
    d->director = std::thread([this] { direct(); });
    return {};
}

void SimulationEngine::pause()
{
    {
        std::lock_guard lock(d->mutex);
        if (d->state != State::Running)
            return;
        d->state = State::Paused;
        d->pausedAt = SteadyClock::now();
    }
    d->control.setPaused(true);
    d->changed.notify_all();
    Q_EMIT stateChanged(State::Paused);
}

void SimulationEngine::resume()
{
    {
        std::lock_guard lock(d->mutex);
        if (d->state != State::Paused)
            return;
        d->state = State::Running;
        d->pausedFor += SteadyClock::now() - *d->pausedAt;
        d->pausedAt.reset();
    }
    d->control.setPaused(false);
    d->changed.notify_all();
    Q_EMIT stateChanged(State::Running);
}

void SimulationEngine::step()
{
    d->control.step();
}

void SimulationEngine::stop()
{
    {
        std::lock_guard lock(d->mutex);
        if (d->pausedAt) { // the clock runs again for the end
            d->pausedFor += SteadyClock::now() - *d->pausedAt;
            d->pausedAt.reset();
        }
    }
    d->control.setPaused(false);
    d->control.requestStop();
    wakeClients();
}

void SimulationEngine::abort()
{
    d->control.abort();
    wakeClients();
}

void SimulationEngine::wakeClients()
{
    std::lock_guard lock(d->mutex);
    for (const auto &client : d->clients)
        client->wake();
    d->changed.notify_all();
}

SimulationEngine::State SimulationEngine::state() const
{
    std::lock_guard lock(d->mutex);
    return d->state;
}

RedisError SimulationEngine::error() const
{
    std::lock_guard lock(d->mutex);
    return d->error;
}

qint64 SimulationEngine::elapsedMs() const
{
    std::lock_guard lock(d->mutex);
    return d->elapsedMsLocked();
}

int SimulationEngine::operations() const
{
    std::lock_guard lock(d->mutex);
    int total = 0;
    for (const auto &client : d->clients)
        total += client->operations();
    return total;
}

bool SimulationEngine::waitForFinished(int timeoutMs)
{
    std::unique_lock lock(d->mutex);
    const auto done = [&] { return d->state == State::Finished || d->state == State::Failed; };
    if (timeoutMs < 0) {
        d->changed.wait(lock, done);
        return true;
    }
    return d->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs), done);
}

QList<PlaygroundEvent> SimulationEngine::takeNewEvents()
{
    std::lock_guard lock(d->mutex);
    d->gatherLocked();
    if (d->pending.isEmpty())
        return {};
    QList<PlaygroundEvent> batch = mergeRuns(std::exchange(d->pending, {}));
    d->batches << batch; // shared, not copied
    return batch;
}

PlaygroundHistory SimulationEngine::history() const
{
    QList<QList<PlaygroundEvent>> runs;
    {
        std::lock_guard lock(d->mutex);
        if (d->finalHistory)
            return *d->finalHistory;
        d->gatherLocked();
        runs = d->batches;
        runs << d->pending; // gathered but not handed out: the history has them too
    }
    PlaygroundHistory history(d->config.historyRun());
    for (PlaygroundEvent &event : mergeRuns(runs))
        history.append(std::move(event));
    return history;
}

QList<ConnectionOptions> SimulationEngine::nodes() const
{
    std::lock_guard lock(d->mutex);
    return d->nodes;
}

Result<PlaygroundHistory> SimulationEngine::run(const SimulationConfig &config)
{
    SimulationEngine engine(config);
    if (const Result<void> started = engine.start(); !started)
        return started.error();
    engine.waitForFinished();
    if (engine.state() == State::Failed)
        return engine.error();
    return engine.history();
}

void SimulationEngine::direct()
{
    const SimulationConfig &config = d->config;
    const auto fail = [&](const RedisError &error) {
        {
            std::lock_guard lock(d->mutex);
            d->state = State::Failed;
            d->error = error;
        }
        d->changed.notify_all();
        QMetaObject::invokeMethod(
            this,
            [this] {
                Q_EMIT stateChanged(State::Failed);
                Q_EMIT finished();
            },
            Qt::QueuedConnection);
    };

    // The servers.
    const bool sentinel = config.layout == SimulationConfig::Layout::Sentinel;
    QList<ConnectionOptions> nodes;
    ConnectionOptions primary = config.server;
    qint64 startUs = wallNowUs(); // the servers the playground starts share our clock
    if (config.layout == SimulationConfig::Layout::Given) {
        RedisConnection admin(config.server);
        if (const Result<void> cleared = deleteRunKeys(admin, config); !cleared)
            return fail(cleared.error());
        if (const Result<RedisReply> time = admin.command({"TIME"}); time) {
            if (const Result<qint64> serverUs = time->toServerTimeUs(); serverUs)
                startUs = *serverUs; // a server elsewhere may have another clock
        }
        nodes << primary;
    } else {
        const Result<void> started = config.layout == SimulationConfig::Layout::Independent
                                         ? d->servers.startIndependent(config.nodes)
                                     : config.layout == SimulationConfig::Layout::Cluster
                                         ? d->servers.startCluster()
                                     : sentinel ? d->servers.startSentinel()
                                                : d->servers.startReplicated();
        if (!started)
            return fail(started.error());
        if (sentinel) // the clients' one node: the sentinels, who name the master
            nodes << d->servers.sentinelUrl();
        for (int node = 0; !sentinel && node < d->servers.nodeCount(); ++node) {
            ConnectionOptions options = d->servers.connectionOptions(node);
            if (config.variant == u"redlock") {
                // A dead or sleeping node must not eat the lease (Redlock's advice).
                const int budget = int(std::clamp<qint64>(config.profile.ttlMs / 10, 20, 500));
                options.connectTimeoutMs = budget;
                options.commandTimeoutMs = budget;
            }
            nodes << options;
        }
        primary = sentinel ? nodes.first() : nodes.at(d->servers.primary());
    }
    d->control.setPrimary(primary);
    d->control.setStartUs(startUs);

    // The clients.
    {
        std::lock_guard lock(d->mutex);
        d->nodes = nodes;
        for (int i = 0; i < config.clients; ++i)
            d->clients.push_back(
                std::make_unique<SimulatedClient>(i, config, d->control, nodes, d->log.get()));
        d->state = d->control.isRunning() ? State::Running : State::Stopping;
        d->startedAt = SteadyClock::now();
    }
    QMetaObject::invokeMethod(
        this, [this] { Q_EMIT stateChanged(State::Running); }, Qt::QueuedConnection);
    // The timeline: timed faults in time order, then the end. Server faults at 0 happen before
    // any client starts (a replication cut at 0 comes before the first grant).
    QList<FaultSpec> timeline;
    for (const FaultSpec &fault : config.faults) {
        if (fault.atMs >= 0)
            timeline << fault;
    }
    std::stable_sort(timeline.begin(), timeline.end(),
                     [](const FaultSpec &a, const FaultSpec &b) { return a.atMs < b.atMs; });
    qsizetype next = 0;
    // Every client connects first; the run's clock, the faults at 0 ms and the operations start
    // together once they have (a run of 256 clients must not spend its first second connecting).
    for (const auto &client : d->clients)
        d->clientThreads.emplace_back([&client] { client->run(); });
    d->control.waitForConnected(config.clients);
    {
        std::lock_guard lock(d->mutex);
        d->startedAt = SteadyClock::now();
    }
    for (;
         next < timeline.size() && timeline.at(next).atMs == 0 && timeline.at(next).isServerFault();
         ++next)
        d->applyServerFault(timeline.at(next));
    d->control.openStart();
    qint64 nextSentinelCheckMs = 0;
    for (;;) {
        std::unique_lock lock(d->mutex);
        const qint64 elapsed = d->elapsedMsLocked();
        if (!d->control.isRunning() || elapsed >= config.durationMs)
            break;
        if (d->state == State::Paused) {
            d->changed.wait(lock); // resume, stop and abort notify
            continue;
        }
        if (next < timeline.size() && timeline.at(next).atMs <= elapsed &&
            d->state == State::Running) {
            const FaultSpec fault = timeline.at(next++);
            lock.unlock();
            if (!fault.isServerFault()) {
                d->clients.at(size_t(fault.client))->post(fault);
                continue;
            }
            d->applyServerFault(fault);
            continue;
        }
        qint64 untilMs = next < timeline.size()
                             ? std::min(timeline.at(next).atMs, config.durationMs)
                             : config.durationMs;
        if (sentinel && elapsed >= nextSentinelCheckMs) {
            lock.unlock();
            d->watchSentinels();
            nextSentinelCheckMs = elapsed + SentinelCheckMs;
            continue;
        }
        if (sentinel)
            untilMs = std::min(untilMs, nextSentinelCheckMs);
        d->changed.wait_for(lock,
                            std::chrono::milliseconds(std::max<qint64>(1, untilMs - elapsed)));
    }

    // The end: operations finish and queues drain, then whatever is left is aborted.
    {
        std::lock_guard lock(d->mutex);
        if (d->state != State::Failed)
            d->state = State::Stopping;
    }
    QMetaObject::invokeMethod(
        this, [this] { Q_EMIT stateChanged(State::Stopping); }, Qt::QueuedConnection);
    d->control.setPaused(false);
    d->control.requestStop();
    wakeClients();
    // Time enough for the longest operation any client can be in (its own profile's).
    qint64 longestOperationMs = 0;
    for (int i = 0; i < config.clients; ++i) {
        const ClientProfile &profile = config.profileOf(i);
        longestOperationMs =
            std::max(longestOperationMs, profile.holdMs.maxMs + profile.waitMs + profile.ttlMs);
    }
    const qint64 graceMs = config.drainMs + longestOperationMs;
    const SteadyClock::time_point deadline =
        SteadyClock::now() + std::chrono::milliseconds(graceMs);
    for (const auto &client : d->clients) {
        while (!client->isFinished() && SteadyClock::now() < deadline && !d->control.isAborted())
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    d->control.abort();
    wakeClients();
    for (std::thread &thread : d->clientThreads)
        thread.join();
    {
        QList<QList<PlaygroundEvent>> runs;
        {
            std::lock_guard lock(d->mutex);
            d->gatherLocked();
            runs = d->batches;
            runs << d->pending;
        }
        PlaygroundHistory complete(config.historyRun());
        for (PlaygroundEvent &event : mergeRuns(runs))
            complete.append(std::move(event));
        std::lock_guard lock(d->mutex);
        d->finalHistory = std::move(complete);
    }
    if (d->log)
        d->log->flush();
    {
        std::lock_guard lock(d->mutex);
        d->state = State::Finished;
    }
    d->changed.notify_all();
    QMetaObject::invokeMethod(
        this,
        [this] {
            Q_EMIT stateChanged(State::Finished);
            Q_EMIT finished();
        },
        Qt::QueuedConnection);
}
