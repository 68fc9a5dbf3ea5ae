#include "simulatedclient.h"

#include "playgroundworkload.h"
#include "redisconnection.h"
#include "simulationcontrol.h"

#include <chrono>
#include <limits>
#include <thread>

namespace {

constexpr qint64 RestartDelayUs = 200 * 1000; // a crashed client comes back after this
constexpr qint64 ReconnectDelayUs = 50 * 1000;

qint64 localNowUs()
{
    using namespace std::chrono;
    return duration_cast<microseconds>(system_clock::now().time_since_epoch()).count();
}

} // namespace

SimulatedClient::SimulatedClient(int index, const SimulationConfig &config,
                                 SimulationControl &control, QList<ConnectionOptions> nodes,
                                 CommandLog *log)
    : m_index(index)
    , m_config(config)
    , m_control(control)
    , m_nodes(std::move(nodes))
    , m_log(log)
    , m_random(quint64(config.seed) * 0x9e3779b97f4a7c15ULL + quint64(index) + 1)
{}

SimulatedClient::~SimulatedClient() = default;

void SimulatedClient::post(const FaultSpec &fault)
{
    std::lock_guard lock(m_mutex);
    m_mailbox.append(fault);
    m_wake.notify_all();
}

void SimulatedClient::wake()
{
    std::lock_guard lock(m_mutex);
    m_wake.notify_all();
}

QList<PlaygroundEvent> SimulatedClient::takeEvents()
{
    std::lock_guard lock(m_mutex);
    return std::exchange(m_events, {});
}

RedisConnection &SimulatedClient::nodeConnection(int node)
{
    if (m_nodeConnections.size() < size_t(m_nodes.size()))
        m_nodeConnections.resize(size_t(m_nodes.size()));
    std::unique_ptr<RedisConnection> &connection = m_nodeConnections.at(size_t(node));
    if (!connection) {
        ConnectionOptions options = m_nodes.at(node);
        options.clientName = QStringLiteral("cs-playground-%1-node%2").arg(m_index).arg(node);
        connection = makeConnection(options);
    }
    return *connection;
}

qint64 SimulatedClient::nowUs() const
{
    return localNowUs() + m_offsetUs;
}

qint64 SimulatedClient::draw(const MsRange &range)
{
    if (range.maxMs <= range.minMs)
        return range.minMs;
    std::uniform_int_distribution<qint64> distribution(range.minMs, range.maxMs);
    return distribution(m_random);
}

bool SimulatedClient::chance(double probability)
{
    if (probability <= 0)
        return false;
    std::uniform_real_distribution<double> distribution(0.0, 1.0);
    return distribution(m_random) < probability;
}

PlaygroundEvent SimulatedClient::event(PlaygroundEvent::Kind kind, qint64 timeUs,
                                       const QString &resource) const
{
    PlaygroundEvent event;
    event.kind = kind;
    event.timeUs = timeUs > 0 ? timeUs : nowUs();
    event.client = m_index;
    event.resource = resource;
    return event;
}

void SimulatedClient::record(PlaygroundEvent event)
{
    // A client's events happen in order: an estimated time (an attempt) never goes before the
    // server's time of the event before it.
    event.timeUs = std::max(event.timeUs, m_lastEventUs);
    m_lastEventUs = event.timeUs;
    std::lock_guard lock(m_mutex);
    m_events.append(std::move(event));
}

void SimulatedClient::run()
{
    m_workload = PlaygroundWorkload::create(m_config, m_index);
    m_connection = makeConnection(m_control.primary(&m_generation));
    connectUntilUp();
    m_control.markConnected();
    m_control.waitForStart(); // the run's clock starts once every client is connected
    bool ready = false;
    while (!m_control.isAborted()) {
        const bool running = m_control.isRunning();
        if (!running && !m_workload->draining(*this))
            break;
        if (running && !m_control.waitAtGate(m_stepsSeen))
            continue;
        if (m_control.primaryGeneration() != m_generation) {
            // A failover moved the primary: a new connection to it; what we hold stays ours
            // (as far as this client knows).
            m_workload->forget();
            m_connection->disconnect();
            m_nodeConnections.clear();
            m_connection = makeConnection(m_control.primary(&m_generation));
            ready = false;
        }
        if (!ready) {
            const Result<void> setUp = m_workload->setUp(*this);
            if (!setUp) {
                sleepUs(ReconnectDelayUs, false);
                continue;
            }
            ready = true;
        }
        rollProbabilities();
        m_workload->operate(*this);
        if (m_crashed) {
            restartAfterCrash();
            ready = false;
        }
    }
    m_finished = true;
}

std::unique_ptr<RedisConnection> SimulatedClient::makeConnection(const ConnectionOptions &options)
{
    auto connection = std::make_unique<RedisConnection>(options);
    if (m_log) {
        connection->setCommandLog(m_log);
        connection->setLabel(QStringLiteral("playground client %1").arg(m_index));
    }
    // Consulted before every round trip: the slow network's delay, and the abort.
    connection->setStopCheck([this] {
        if (const qint64 slowUs = m_slowUs.load(); slowUs > 0)
            std::this_thread::sleep_for(std::chrono::microseconds(slowUs));
        return m_crashed || m_control.isAborted();
    });
    return connection;
}

void SimulatedClient::connectUntilUp()
{
    while (!m_control.isAborted() && m_control.isRunning()) {
        if (m_connection->connect()) {
            measureClockOffset();
            return;
        }
        sleepUs(ReconnectDelayUs, true);
    }
}

void SimulatedClient::measureClockOffset()
{
    // A server on this machine reads the same clock as we do: no estimate, no error.
    const ConnectionOptions &options = m_connection->options();
    if (options.transport == ConnectionOptions::Transport::Unix || options.host == u"127.0.0.1" ||
        options.host == u"::1" || options.host == u"localhost") {
        m_offsetUs = 0;
        return;
    }
    // Elsewhere: the sample with the shortest round trip of a few, whose midpoint is closest.
    qint64 bestRoundTrip = std::numeric_limits<qint64>::max();
    for (int sample = 0; sample < 5; ++sample) {
        const qint64 before = localNowUs();
        const Result<RedisReply> reply = m_connection->command({"TIME"});
        const qint64 after = localNowUs();
        if (!reply)
            return;
        const Result<qint64> serverUs = reply->toServerTimeUs();
        if (serverUs && after - before < bestRoundTrip) {
            bestRoundTrip = after - before;
            m_offsetUs = *serverUs - (before + after) / 2;
        }
    }
}

bool SimulatedClient::hold(qint64 ms, const std::function<bool()> &tick, qint64 tickMs)
{
    const qint64 start = localNowUs();
    const qint64 end = start + ms * 1000;
    qint64 nextTick = tickMs > 0 ? start + tickMs * 1000 : std::numeric_limits<qint64>::max();
    for (;;) {
        if (!serveMailbox(true))
            return false;
        if (m_control.isAborted())
            return false;
        const qint64 now = localNowUs();
        if (!m_control.isRunning() || now >= end)
            return true;
        if (now >= nextTick) {
            if (tick && !tick())
                return true; // the hold ends early (its lease was found lost)
            nextTick += tickMs * 1000;
            continue;
        }
        sleepUs(std::min(end, nextTick) - now, true);
    }
}

bool SimulatedClient::think(qint64 ms)
{
    const qint64 end = localNowUs() + ms * 1000;
    for (;;) {
        if (!serveMailbox(false))
            return false;
        const qint64 now = localNowUs();
        if (!m_control.isRunning() || now >= end)
            return m_control.isRunning();
        sleepUs(end - now, true);
    }
}

std::function<bool(const char *)> SimulatedClient::stepHook()
{
    return [this](const char *step) {
        if (m_armedStep.isEmpty() || m_armedStep != QLatin1StringView(step))
            return true;
        m_armedStep.clear();
        crash(u"at step " % QLatin1StringView(step));
        return false;
    };
}

bool SimulatedClient::crashedAt(const RedisError &)
{
    return m_crashed;
}

bool SimulatedClient::sleepUs(qint64 us, bool stopEarly)
{
    if (us <= 0)
        return true;
    std::unique_lock lock(m_mutex);
    m_wake.wait_for(lock, std::chrono::microseconds(us), [&] {
        return m_control.isAborted() || (stopEarly && !m_control.isRunning()) ||
               !m_mailbox.isEmpty();
    });
    return !m_control.isAborted();
}

void SimulatedClient::rollProbabilities()
{
    for (const FaultSpec &fault : m_config.faults) {
        if (fault.probability > 0 && (fault.client < 0 || fault.client == m_index) &&
            chance(fault.probability))
            post(fault);
    }
}

bool SimulatedClient::serveMailbox(bool holding)
{
    QList<FaultSpec> faults;
    {
        std::lock_guard lock(m_mutex);
        faults = std::exchange(m_mailbox, {});
    }
    for (qsizetype i = 0; i < faults.size(); ++i) {
        const FaultSpec &fault = faults.at(i);
        if (fault.kind == FaultSpec::Kind::Crash && fault.step.isEmpty()) {
            if (!holding && m_workload->holds()) {
                m_pendingCrash = true; // crashes at its next hold
                continue;
            }
            crash(holding ? QStringLiteral("while holding") : QStringLiteral("between operations"));
            // The faults after it are for the process that comes back.
            std::lock_guard lock(m_mutex);
            m_mailbox = faults.mid(i + 1) + m_mailbox;
            return false;
        }
        if (fault.kind == FaultSpec::Kind::Pause)
            m_pendingPause = fault;
        else
            applyFault(fault);
    }
    if (holding && m_pendingCrash) {
        m_pendingCrash = false;
        crash(QStringLiteral("while holding"));
        return false;
    }
    // A client that never holds anything (a limiter's caller, a producer) pauses where it is.
    if (m_pendingPause && (holding || !m_workload->holds())) {
        const FaultSpec pause = *std::exchange(m_pendingPause, std::nullopt);
        PlaygroundEvent paused =
            event(PlaygroundEvent::Kind::Fault, 0, QString::fromUtf8(m_config.name));
        paused.fault = FaultSpec::kindName(pause.kind);
        paused.detail =
            pause.describe() % (holding ? QStringLiteral(" (while holding)") : QString());
        record(paused);
        // A pause is the whole process stopping (a GC pause): only an abort cuts it short.
        const qint64 end = localNowUs() + pause.durationMs * 1000;
        while (!m_control.isAborted() && localNowUs() < end)
            m_control.sleepFor(std::chrono::microseconds(end - localNowUs()), false);
    }
    return !m_crashed;
}

void SimulatedClient::applyFault(const FaultSpec &fault)
{
    PlaygroundEvent applied =
        event(PlaygroundEvent::Kind::Fault, 0, QString::fromUtf8(m_config.name));
    applied.fault = FaultSpec::kindName(fault.kind);
    applied.detail = fault.describe();
    switch (fault.kind) {
    case FaultSpec::Kind::Crash: // at a step: armed until the client gets there
        m_armedStep = fault.step;
        return; // recorded when it happens
    case FaultSpec::Kind::ClockSkew:
        m_clock.setOffsetMs(fault.amountMs);
        m_workload->applyClock(m_clock);
        break;
    case FaultSpec::Kind::SlowNetwork:
        m_slowUs = fault.amountMs * 1000;
        break;
    default:
        return;
    }
    record(applied);
}

void SimulatedClient::crash(const QString &where)
{
    PlaygroundEvent crashed =
        event(PlaygroundEvent::Kind::Fault, 0, QString::fromUtf8(m_config.name));
    crashed.fault = playgroundCrashFault.toString();
    crashed.detail = u"client " % QString::number(m_index) % u" crashed " % where %
                     u": its connection closed without releasing";
    record(crashed);
    // From here every command of this process is cancelled before it is sent (the stop check),
    // so what still runs of the operation (a watched hold releasing in its destructor) sends
    // nothing. The workload's objects stay until the operation has returned: a crash at a step
    // comes from inside one of their methods.
    m_crashed = true;
    m_connection->disconnect();
    for (auto &connection : m_nodeConnections) {
        if (connection)
            connection->disconnect();
    }
}

void SimulatedClient::restartAfterCrash()
{
    // The operation has returned: the old process's objects can go.
    m_workload->forget();
    m_nodeConnections.clear();
    // Faults posted meanwhile stay in the mailbox for the process that comes back.
    m_control.sleepFor(std::chrono::microseconds(RestartDelayUs), true);
    m_pendingPause.reset();
    m_pendingCrash = false;
    m_armedStep.clear();
    m_crashed = false;
}
