#pragma once

#include "connectionoptions.h"
#include "playgroundhistory.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

// A range of milliseconds a client draws from uniformly, each time anew (hold time, think time).
struct MsRange
{
    qint64 minMs = 0;
    qint64 maxMs = 0;

    bool operator==(const MsRange &other) const = default;
    // "50", "20-80" (ms); InvalidArgument otherwise.
    static Result<MsRange> parse(QStringView text);
    QString toString() const;
};

// What each simulated client does in its loop (docs/playground.md, "The engine"). Every client
// starts with the run's profile; a fault or the panel may change one client's later.
struct ClientProfile
{
    MsRange holdMs{20, 40}; // locks and semaphores: how long a grant is held (the "work")
    MsRange thinkMs{0, 10}; // between two operations
    qint64 ttlMs = 1000;    // the lock's lease, the semaphore's lease, the queue's visibility
    qint64 waitMs = 2000;   // how long one acquire keeps retrying before it is refused
    int retryDelayMs = 5;   // between two attempts of one acquire (plus up to as much jitter)
    bool watchdog = false;  // locks: renew the lease every ttl/3 while held (LockWatchdog)
    bool fenced = false;    // locks: write the fencing number to a FencedResource while held

    bool operator==(const ClientProfile &other) const = default;

    static constexpr qint64 MaxMs = 86400000;
    static constexpr int MaxRetryDelayMs = 10000; // an abort waits out a retry's pause
    Result<void> validate() const;

    // One client's own parameters on top of base: "hold=100-200,think=5,ttl=500,wait=1000,
    // retry=10,watchdog,fenced" (any of them, in any order). InvalidArgument naming the key.
    static Result<ClientProfile> parse(QStringView text, const ClientProfile &base);
};

// A fault, injected at a chosen time or with a probability, and shown on the timeline.
struct FaultSpec
{
    enum class Kind {
        Crash,            // the client's connection closes without releasing; it restarts later
        Pause,            // the client stops for durationMs while holding, then carries on
        ClockSkew,        // the client's clock runs ahead (+) or behind (-) by amountMs
        SlowNetwork,      // extra delay of amountMs before each of the client's commands
        ServerStop,       // a node is killed (SIGKILL; nothing persists)
        ServerRestart,    // a stopped node starts again, empty
        ClientPause,      // CLIENT PAUSE durationMs on a node
        DebugSleep,       // DEBUG SLEEP on a node for durationMs
        ReplicationPause, // the replica stops receiving the master's writes (cluster: the
                          // replicas of master `node`)
        Failover,         // the replica is promoted (REPLICAOF NO ONE); clients move to it.
                          // Sentinel: the name of the sentinels' own promotion on the timeline
        // Cluster layout only (ClusterFaults):
        ClusterFailover,  // CLUSTER FAILOVER on replica `node`
        SlotMigration,    // slot `slot` starts migrating to master `node`, its keys moved
        SlotMigrationEnd, // the migrating slot's last keys moved, the target serves it
    };

    Kind kind = Kind::Crash;
    qint64 atMs = -1;       // from the run's start; -1: not at a time
    double probability = 0; // per operation of the client (client faults only); 0: never
    int client = -1;        // client faults: which (-1: every client, for probabilities;
                            // client 0 for a timed fault)
    int node = 0;           // server faults: which node
    int slot = -1;          // slot-migration: which slot
    qint64 durationMs = 0;  // pause, client-pause, debug-sleep
    qint64 amountMs = 0;    // clock-skew (signed), slow-network
    // Crash only: crash at this step of a multi-command primitive ("after-setnx") instead of
    // between operations; the first time the client reaches it after atMs.
    QString step;

    bool isServerFault() const;
    // What parse() checks, for a fault built in code (the panel's list): InvalidArgument.
    Result<void> validate() const;
    QString describe() const; // for the timeline: "crash of client 0 after-setnx", ...
    bool operator==(const FaultSpec &other) const = default;

    // Faults that need the cluster layout, and those the replicated layout or a cluster have.
    bool needsCluster() const;
    bool needsReplicas() const;

    static QString kindName(Kind kind); // "crash", "pause", "clock-skew", ...
    static QStringList kindNames();
    // The CLI's --fault: "KIND[@TIME][,key=value...]", TIME like "1500ms" or "2s"; keys
    // client, node, for (duration), by (amount), p (probability), step. E.g.
    // "crash@1s,client=0", "pause@500ms,client=1,for=1500ms", "clock-skew@0,client=2,by=-400ms",
    // "crash,p=0.01", "server-stop@2s,node=0", "slot-migration@1s,slot=866,node=2".
    static Result<FaultSpec> parse(QStringView text);
};

// Everything one run needs; validate() before starting. The engine copies it.
struct SimulationConfig
{
    QString scenario;     // empty: a custom run
    QString scenarioCase; // the scenario's case label
    PlaygroundPrimitive primitive = PlaygroundPrimitive::Lock;
    QString variant = QStringLiteral("token");
    qint64 seed = 1;
    int clients = 4;
    qint64 durationMs = 3000;
    QByteArray name = "playground"; // the primitive's name; locks add a client suffix with
                                    // distinctNames
    QByteArray keyPrefix = "cs:";
    bool distinctNames = false; // one lock per client (the benchmark's "distinct lock names")
    int limit = 3;              // semaphore permits; limiter admissions per window
    qint64 windowMs = 1000;     // limiters
    int subjects = 1;           // limiters: subjects hit, each limited on its own
    // Queues: how many of the clients produce (the rest consume or claim); items each producer
    // adds per operation; delayed items' delay.
    int producers = 1;
    MsRange delayMs{0, 50};
    // Limiters: begin every client's burst this long before a window edge (the edge burst of
    // scenario 9); 0: no alignment.
    qint64 alignBeforeEdgeMs = 0;
    ClientProfile profile;
    // Clients with parameters of their own (client number -> profile); the others use profile.
    QMap<int, ClientProfile> clientProfiles;
    QList<FaultSpec> faults;
    // Where to run: the server (one node) or the nodes of a layout the playground starts.
    // Cluster: 3 masters + 3 replicas (PlaygroundServers::startCluster), clients route by slot.
    // Sentinel: a master, 2 replicas and 3 sentinels (PlaygroundServers::startSentinel); clients
    // find the master through the sentinels and follow their failovers.
    enum class Layout { Given, Independent, Replicated, Cluster, Sentinel };
    Layout layout = Layout::Given;
    int nodes = 1; // Independent: how many masters (Redlock)
    ConnectionOptions server;
    // After the run: how long queues may drain before a run ends (items still queued count as
    // lost).
    qint64 drainMs = 3000;

    static constexpr int MaxClients = PlaygroundHistory::MaxClients;
    static constexpr qint64 MaxDurationMs = 3600 * 1000;

    Result<void> validate() const;
    const ClientProfile &profileOf(int client) const;
    PlaygroundHistory::Run historyRun() const;
    // The variants each primitive runs: locks LockFactory's and "redlock", semaphores
    // SemaphoreFactory's, queues "task" and "reliable", delayed queues the claimers' kinds,
    // limiters RateLimiterFactory's.
    static QStringList variants(PlaygroundPrimitive primitive);
    // The steps a crash fault can name for a variant: where its primitive calls step() between
    // two commands (SetnxExpireLock, GetSetLock and the release they share, FairSemaphore and
    // LockedSemaphore, the ZREM-checked and unchecked claimers). Empty: crashes fall between
    // operations only.
    static QStringList crashSteps(PlaygroundPrimitive primitive, QStringView variant);
};
