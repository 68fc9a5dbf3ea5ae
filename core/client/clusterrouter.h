#pragma once

#include "clustertopology.h"
#include "connectionoptions.h"
#include "rediscommand.h"
#include "redisconnection.h"

#include <QElapsedTimer>
#include <functional>
#include <map>
#include <memory>

class CommandLog;

// The cluster face of a RedisConnection (docs/cluster.md): the slot map read from the seeds, one
// plain connection per node made on demand, and every command sent to the master of its keys'
// slot. MOVED patches the map (and refreshes it, at most once a second), ASK sends ASKING and
// the command to the named node once, TRYAGAIN and CLUSTERDOWN are retried with a bounded
// backoff; after MaxRedirections the command fails naming its slot and the nodes it was sent to.
// A command whose keys span slots is refused before it is sent (CrossSlot); a pipeline is split
// per node and its replies put back in order.
class ClusterRouter
{
public:
    static constexpr int MaxRedirections = 5;
    static constexpr int MaxRetries = 5; // TRYAGAIN / CLUSTERDOWN, 50 ms doubling

    explicit ClusterRouter(ConnectionOptions seed);
    ~ClusterRouter();

    // Reads the topology from the first seed that answers. `seedLink`, when given, is an open
    // connection to the seed (a plain connection that met a MOVED) and is kept as its node's.
    Result<void> connect(std::unique_ptr<RedisConnection> seedLink = {});
    bool isConnected() const;
    void disconnect();

    // nodes[i], when not empty, names the node commands[i] goes to (Node::address()), whatever
    // its keys; its reply is that node's, a MOVED too.
    QList<Result<RedisReply>> run(const QList<RedisCommand> &commands, const QStringList &nodes,
                                  int blockMs);
    // run() in two halves: writes every node's part now, and returns what reads the replies
    // (and sends again what a node did not run). Nothing else may run on the router before.
    using PendingReplies = std::function<QList<Result<RedisReply>>()>;
    PendingReplies start(const QList<RedisCommand> &commands, const QStringList &nodes,
                         int blockMs);
    Result<RedisReply> transaction(const QList<RedisCommand> &commands);
    Result<RedisReply> watchedTransaction(const QList<QByteArray> &keys,
                                          const RedisConnection::TransactionBuilder &build,
                                          int maxAttempts);
    // The node keyless commands go to (and pub/sub, receive()): the first master.
    Result<RedisConnection *> homeNode();

    const ClusterTopology &topology() const { return m_topology; }
    // How to reach each master from here (the host map applied), for per-master work (SCAN).
    QList<ConnectionOptions> masterOptions() const;
    // A node's options: the seed's, with the node's reachable address.
    ConnectionOptions optionsFor(const QString &host, quint16 port) const;

    void setStopCheck(std::function<bool()> check);
    void setLabel(const QString &label);
    void setCommandLog(CommandLog *log);

    // The slot all of the command's keys hash to; -1 for a keyless command; CrossSlot when they
    // do not share one.
    Result<int> slotOf(const RedisCommand &argv);
    static Result<int> slotOfKeys(const QList<QByteArray> &keys, const QString &what);

private:
    Result<int> nodeNamed(const QString &address) const;
    // `node`: where a keyless command goes (-1: the home node).
    Result<RedisReply> execute(const RedisCommand &argv, int slot, int blockMs, int node = -1);
    static bool endsTransaction(const RedisCommand &argv);
    bool readsFromReplicas() const;
    // Where a keyless command goes when its context says (-1: the home node): WAIT to the node
    // of the write before it (`previous` in its pipeline, else the last one sent), UNWATCH,
    // MULTI, EXEC and DISCARD to the node of the pending WATCH.
    int keylessNode(const RedisCommand &argv, int previous) const;
    void noteSent(const RedisCommand &argv, int slot, int node);
    Result<RedisConnection *> link(int node);
    Result<RedisConnection *> linkTo(const QString &host, quint16 port);
    Result<void> refresh();
    void refreshSoon();
    Result<int> nodeForSlot(int slot);
    RedisError unreachable(const QString &announced, const RedisError &error) const;

    ConnectionOptions m_seed;
    ClusterTopology m_topology;
    bool m_loaded = false;
    std::map<QString, std::unique_ptr<RedisConnection>> m_links; // by "host:port" as announced
    QString m_lastKeyedNode; // where the last command with keys went (its address)
    QString m_watchNode;     // where a WATCH is pending
    QElapsedTimer m_sinceRefresh;
    bool m_refreshWanted = false;
    std::function<bool()> m_stopCheck;
    QString m_label;
    CommandLog *m_log = nullptr;
};
