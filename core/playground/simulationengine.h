#pragma once

#include "playgroundhistory.h"
#include "rediserror.h"
#include "result.h"
#include "simulationconfig.h"

#include <QObject>

#include <memory>

// Runs one playground simulation (docs/playground.md, "The engine"): starts the servers of the
// run's layout when the playground owns them, then config.clients SimulatedClients, each a
// thread with its own connection, and a director thread that plays the fault timeline, ends the
// run after its time (queues drain first) and gathers the history. Nothing blocks the caller
// except run() and waitForFinished(). The events come in while it runs (takeNewEvents) and as a
// whole history at the end, in server-time order.
// On a server the user connected to (layout Given), the run first deletes the keys of its own
// name (SCAN + UNLINK of "<prefix>{name}…" and "<prefix>{name:…}…", never KEYS) so a previous
// run's leftovers do not count, and leaves its keys afterwards for the inspector to show.
class CommandLog;

class SimulationEngine : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Starting, Running, Paused, Stopping, Finished, Failed };
    Q_ENUM(State)

    explicit SimulationEngine(SimulationConfig config, QObject *parent = nullptr);
    ~SimulationEngine() override; // aborts a run still going and waits for its threads

    const SimulationConfig &config() const;
    // Before start(): the clients' commands go to `log`, sampled (SampledCommandLog: the first
    // few a second of each client, and how many were not shown). `log` outlives the engine.
    void setCommandLog(CommandLog *log);
    // Checks the configuration (InvalidArgument, nothing started), then starts the run.
    Result<void> start();
    // Clients stop at their next operation boundary; the run's clock stops too.
    void pause();
    void resume();
    // While paused: every client does one more operation.
    void step();
    // Ends the run early, as its time would: operations finish, queues drain.
    void stop();
    // Ends it now: commands are cancelled, nothing is released (a crash of every client).
    void abort();

    State state() const;
    // Why the run failed (servers that did not start, a primary that refused connections).
    RedisError error() const;
    // Milliseconds of the run so far (paused time left out).
    qint64 elapsedMs() const;
    int operations() const;
    bool waitForFinished(int timeoutMs = -1);

    // The events recorded since the last call, in time order within the batch. Thread-safe.
    QList<PlaygroundEvent> takeNewEvents();
    // Every event so far in time order, with the run's parameters; complete once finished.
    PlaygroundHistory history() const;
    // The nodes' addresses once running (Redlock: every master; else the primary).
    QList<ConnectionOptions> nodes() const;

    // Start, wait for the end, return the history; an error when the run could not start or
    // failed. For the CLI and tests.
    static Result<PlaygroundHistory> run(const SimulationConfig &config);

Q_SIGNALS:
    void stateChanged(SimulationEngine::State state);
    void finished();

private:
    void direct();
    void wakeClients();
    struct Private;
    std::unique_ptr<Private> d;
};
