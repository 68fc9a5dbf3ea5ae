#pragma once

#include "connectionoptions.h"

#include <QByteArray>
#include <QList>
#include <QSet>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>

// What the engine's director and its client threads share while a run goes on: whether to go
// on, the pause gate and single steps, where the primary is (it moves with a failover), and the
// queue items finished so far (a queue run drains until all are). Thread-safe.
class SimulationControl
{
public:
    using Clock = std::chrono::steady_clock;

    // Phases: running; stopping (the run's time is over: finish the current operation, release,
    // let queues drain); aborted (stop now: commands fail with Cancelled).
    bool isRunning() const { return !m_stopping.load(); }
    bool isAborted() const { return m_aborted.load(); }
    void requestStop();
    void abort();

    // Paused: clients wait at their next operation boundary until resumed, or do one more
    // operation each per step().
    void setPaused(bool paused);
    bool isPaused() const;
    void step();
    // Blocks while paused (no step left for this client); returns false when the run ends
    // meanwhile. stepSeen is the client's own counter of steps taken.
    bool waitAtGate(quint64 &stepSeen);
    // Sleeps up to ms, waking early when the run is aborted (or stops, with stopEarly).
    void sleepFor(std::chrono::microseconds duration, bool stopEarly);

    // The primary's connection options and a generation number that changes with a failover.
    void setPrimary(const ConnectionOptions &options);
    ConnectionOptions primary(quint64 *generation = nullptr) const;
    quint64 primaryGeneration() const { return m_generation.load(); }

    // The start gate: each client marks itself connected, then waits until the director opens
    // the gate (every client connected, the faults at 0 ms done) or the run stops.
    void markConnected();
    int connectedClients() const;
    // Blocks until `clients` have connected or the run stops.
    void waitForConnected(int clients);
    void openStart();
    bool waitForStart(); // false when the run stopped first

    // The run's start on the server's clock (µs since the epoch), set before the clients start.
    void setStartUs(qint64 startUs) { m_startUs = startUs; }
    qint64 startUs() const { return m_startUs.load(); }

    // Queue runs: items enqueued and items finished (acked, or claimed for delayed queues).
    // An enqueue is "in flight" from before its command is sent until it is registered (or given
    // up): consumers keep draining meanwhile, or an item pushed just before the run's end could
    // be registered after every consumer saw nothing outstanding and left (it was then "lost").
    void enqueueStarting();
    void enqueueEnded(); // after itemEnqueued(), or without it when the enqueue failed
    void itemEnqueued(const QByteArray &item);
    void itemFinished(const QByteArray &item);
    bool allItemsFinished() const;

    // enqueueStarting() now, enqueueEnded() at the end of the scope.
    class EnqueueInFlight
    {
    public:
        explicit EnqueueInFlight(SimulationControl &control)
            : m_control(control)
        {
            m_control.enqueueStarting();
        }
        ~EnqueueInFlight() { m_control.enqueueEnded(); }
        EnqueueInFlight(const EnqueueInFlight &) = delete;
        EnqueueInFlight &operator=(const EnqueueInFlight &) = delete;

    private:
        SimulationControl &m_control;
    };

private:
    std::atomic<bool> m_stopping{false};
    std::atomic<bool> m_aborted{false};
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_paused = false;
    std::atomic<bool> m_pausedFlag{false}; // m_paused, readable without the lock
    std::atomic<quint64> m_steps{0};
    ConnectionOptions m_primary;
    std::atomic<quint64> m_generation{0};
    std::atomic<qint64> m_startUs{0};
    int m_connected = 0;
    bool m_started = false;
    QSet<QByteArray> m_outstanding; // enqueued, not finished yet
    int m_enqueuesInFlight = 0;
    QSet<QByteArray> m_finished;
};
