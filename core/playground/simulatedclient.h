#pragma once

#include "clientclock.h"
#include "playgroundevent.h"
#include "simulationconfig.h"

#include <QList>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <random>

class CommandLog;
class PlaygroundWorkload;
class RedisConnection;
class SimulationControl;

// One simulated client: a thread of its own with its own connection, looping over one
// primitive's operation (its PlaygroundWorkload) until the run stops. It records what happened
// as PlaygroundEvents stamped with the server's clock (from replies, else its estimate of it),
// and takes the faults the director posts: a crash drops its connection without releasing and
// restarts it empty; a pause stops it mid-hold; a clock skew moves the clock its primitives
// read; a slow network delays each command. Its random numbers come from the run's seed and its
// index, so a run's draws repeat (the interleaving of threads does not).
class SimulatedClient
{
public:
    // log: where the client's connections report their commands (nullptr: nowhere), under
    // the label "playground client <index>".
    SimulatedClient(int index, const SimulationConfig &config, SimulationControl &control,
                    QList<ConnectionOptions> nodes, CommandLog *log = nullptr);
    ~SimulatedClient();
    SimulatedClient(const SimulatedClient &) = delete;
    SimulatedClient &operator=(const SimulatedClient &) = delete;

    // The thread body: connects, loops, releases, drains (queues), returns.
    void run();

    // From other threads.
    void post(const FaultSpec &fault);
    void wake();
    QList<PlaygroundEvent> takeEvents();
    int operations() const { return m_operations.load(); }
    bool isFinished() const { return m_finished.load(); }

    // For the workload, on the client's thread.
    int index() const { return m_index; }
    const SimulationConfig &config() const { return m_config; }
    const ClientProfile &profile() const { return m_config.profileOf(m_index); }
    SimulationControl &control() { return m_control; }
    RedisConnection &connection() { return *m_connection; }
    // Every node's options (Redlock's masters); the primary's alone for the other layouts.
    const QList<ConnectionOptions> &nodes() const { return m_nodes; }
    // A connection of the client's own to another node, made and dropped with the client's.
    RedisConnection &nodeConnection(int node);
    // The server's clock now, as this client estimates it (µs since the epoch).
    qint64 nowUs() const;
    const ClientClock &clock() const { return m_clock; }
    qint64 draw(const MsRange &range);
    bool chance(double probability);
    quint64 randomBits() { return m_random(); }

    PlaygroundEvent event(PlaygroundEvent::Kind kind, qint64 timeUs, const QString &resource) const;
    void record(PlaygroundEvent event);
    void countOperation() { ++m_operations; }

    // Holds for ms: serves a pending pause (the client stops, still believing it holds) and
    // calls tick every tickMs (a renewal; returning false ends the hold early). False when the
    // client crashed meanwhile (what it held is gone with its connection) or the run was
    // aborted. Cut short when the run stops.
    bool hold(qint64 ms, const std::function<bool()> &tick = {}, qint64 tickMs = 0);
    // Waits ms between operations; false when the client crashed or the run stopped.
    bool think(qint64 ms);
    // The step hook for primitives: false (a crash there) when a crash is armed for this step.
    std::function<bool(const char *step)> stepHook();
    bool hasCrashed() const { return m_crashed; }
    // After an error: crashes when the error came from an injected step crash; true if so.
    bool crashedAt(const RedisError &error);

private:
    std::unique_ptr<RedisConnection> makeConnection(const ConnectionOptions &options);
    void connectUntilUp();
    void measureClockOffset();
    bool serveMailbox(bool holding);
    void crash(const QString &where);
    void restartAfterCrash();
    void applyFault(const FaultSpec &fault);
    bool sleepUs(qint64 us, bool stopEarly);
    void rollProbabilities();

    const int m_index;
    const SimulationConfig &m_config;
    SimulationControl &m_control;
    QList<ConnectionOptions> m_nodes;
    CommandLog *m_log;
    std::unique_ptr<RedisConnection> m_connection;
    std::vector<std::unique_ptr<RedisConnection>> m_nodeConnections;
    quint64 m_generation = 0;
    quint64 m_stepsSeen = 0;
    std::unique_ptr<PlaygroundWorkload> m_workload;
    std::mt19937_64 m_random;
    ClientClock m_clock;
    qint64 m_offsetUs = 0;
    qint64 m_lastEventUs = 0;
    std::atomic<qint64> m_slowUs{0};
    bool m_crashed = false;
    QString m_armedStep; // a crash waits for this step
    std::optional<FaultSpec> m_pendingPause;
    bool m_pendingCrash = false; // a timed crash waiting for the client's next hold

    mutable std::mutex m_mutex; // the mailbox and the events
    std::condition_variable m_wake;
    QList<FaultSpec> m_mailbox;
    QList<PlaygroundEvent> m_events;
    std::atomic<int> m_operations{0};
    std::atomic<bool> m_finished{false};
};
