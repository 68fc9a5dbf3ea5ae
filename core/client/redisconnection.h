#pragma once

#include "clustertopology.h"
#include "connectionoptions.h"
#include "luascript.h"
#include "rediscommand.h"
#include "redisreply.h"

#include <QString>
#include <functional>
#include <memory>
#include <optional>

class CommandLog;

// A blocking connection for worker threads (primitives, simulated clients, the CLI, benchmarks).
// Used by the thread that connected it (another thread gets InvalidArgument); needs no event
// loop. A connection error closes it and is
// reported; the next call reconnects (the failed command is never resent).
class RedisConnection
{
public:
    explicit RedisConnection(ConnectionOptions options);
    ~RedisConnection();
    RedisConnection(const RedisConnection &) = delete;
    RedisConnection &operator=(const RedisConnection &) = delete;

    // Connects and runs the handshake unless already connected.
    Result<void> connect();
    bool isConnected() const;
    void disconnect();

    Result<RedisReply> command(const RedisCommand &argv);
    // A command the server may hold for up to blockMs before answering (BLPOP key 2 with
    // blockMs 2000, BLMOVE, WAIT): the reply deadline is the command timeout plus blockMs
    // (negative blockMs, e.g. for a timeout of 0 = forever: no deadline).
    Result<RedisReply> blockingCommand(const RedisCommand &argv, int blockMs);
    // Sends all commands, then reads all replies; one result per command, in order. After a
    // connection error the remaining results carry that error.
    QList<Result<RedisReply>> pipeline(const QList<RedisCommand> &commands);
    // A pipeline whose last command may block for up to blockMs (a heartbeat, then BLMOVE):
    // nothing can run between the commands on the client's side, and the deadline is
    // blockingCommand()'s.
    QList<Result<RedisReply>> blockingPipeline(const QList<RedisCommand> &commands, int blockMs);
    // A pipeline with commands addressed to nodes: nodes[i] empty routes commands[i] by its keys;
    // a node's address as the cluster's map names it (ClusterTopology::Node::address()) sends it
    // there whatever its keys, and that node's reply is its reply, a MOVED too (SCAN master by
    // master). On a connection to one server a node must be its endpoint. No nodes: pipeline().
    QList<Result<RedisReply>> pipeline(const QList<RedisCommand> &commands,
                                       const QStringList &nodes);
    // pipeline(commands, nodes) in two halves: writes the commands now (every node's part on a
    // cluster) and returns what reads their replies, so that the caller can work while the
    // servers do (InspectorRead::runBlocking). Nothing else may run on this connection until
    // the replies are read, and the connection must outlive the function.
    using PendingReplies = std::function<QList<Result<RedisReply>>()>;
    PendingReplies startPipeline(const QList<RedisCommand> &commands,
                                 const QStringList &nodes = {});
    // MULTI, commands, EXEC in one round trip. The reply is EXEC's: an array with one reply per
    // command (error replies inside as values), or nil when a WATCHed key changed.
    Result<RedisReply> transaction(const QList<RedisCommand> &commands);
    // Optimistic locking: WATCH keys, let build() read and return the commands to queue
    // (nullopt: give up, UNWATCH, result nil), MULTI/EXEC, and start over while EXEC answers
    // nil, at most maxAttempts times (then the result is nil). If the connection dropped while
    // build() ran, nothing is executed and the result is a Closed error.
    using TransactionBuilder =
        std::function<Result<std::optional<QList<RedisCommand>>>(RedisConnection &)>;
    Result<RedisReply> watchedTransaction(const QList<QByteArray> &watchKeys,
                                          const TransactionBuilder &build, int maxAttempts = 16);

    // Pub/sub: after command({"SUBSCRIBE", channel}) (which returns the first confirmation),
    // reads the next pushed message, e.g. ["message", channel, payload], waiting at most
    // timeoutMs (0: only what has already arrived; negative: no deadline). A deadline that
    // passes is not an error: the result is nullopt and the connection stays up. A connection
    // error is, and a closed connection is not reopened (it would have no subscriptions).
    // A subscribed connection takes only (UN)SUBSCRIBE, PING and RESET, and a command's reply
    // can come after pushed messages: command() returns whichever is first.
    Result<std::optional<RedisReply>> receive(int timeoutMs);

    // EVALSHA, and EVAL when the server answers NOSCRIPT.
    Result<RedisReply> eval(const LuaScript &script, const QList<QByteArray> &keys = {},
                            const QList<QByteArray> &args = {});
    // eval() in two halves, as startPipeline(): writes the EVALSHA now and returns what reads
    // its reply (sending EVAL then, once, if the server answers NOSCRIPT). Redlock writes to
    // every node before it reads any reply.
    using PendingReply = std::function<Result<RedisReply>()>;
    PendingReply startEval(const LuaScript &script, const QList<QByteArray> &keys = {},
                           const QList<QByteArray> &args = {});

    // For reading several connections' replies in the order they come (FanOutRound): whether a
    // round was written whose replies are not read yet, the socket they will arrive on (-1 when
    // there is none to poll: not connected, or a cluster connection, which reads its nodes
    // itself), and whether bytes already taken off the socket wait in a buffer (which poll()
    // would not see).
    bool awaitsReply() const;
    qintptr replyDescriptor() const;
    bool hasBufferedInput() const;

    // Consulted before each round trip: once check() says stop, commands fail with Cancelled
    // and are not sent, so a long job (an acquire waiting a minute, a retry loop) ends at its
    // next command when the user cancels it or turns read-only on. Empty: never stops.
    void setStopCheck(std::function<bool()> check);

    // Redis Cluster (docs/cluster.md): whether this connection routes by slot (cluster=yes, or
    // cluster=auto after a MOVED reply), the slot map it routes by, and how each master is
    // reached from here (for work done master by master, as SCAN).
    bool isCluster() const;
    // For work that must see the whole keyspace (discovery), which no MOVED would redirect: with
    // cluster=auto, asks INFO cluster whether the server is a cluster node and, if it is, becomes
    // a cluster connection. True when the connection is a cluster connection. A server that
    // refuses INFO (a least-privilege user) is taken for one server.
    Result<bool> detectCluster();
    ClusterTopology clusterTopology() const;
    QList<ConnectionOptions> clusterMasters() const;

    const ConnectionOptions &options() const;
    // Label shown in the command log; default: the endpoint.
    void setLabel(const QString &label);
    void setCommandLog(CommandLog *log);

private:
    friend class ClusterRouter;
    // Writes a pipeline now and returns what reads its replies (as pipeline() gives them), so
    // that the parts of a pipeline split over several nodes run on the nodes at once. The
    // connection must outlive the function, and run nothing else before calling it.
    std::function<QList<Result<RedisReply>>()> sendPipeline(const QList<RedisCommand> &commands,
                                                            int blockMs);
    // What brought the next round trip to this node, for its Command log records ("MOVED from
    // 127.0.0.1:7000").
    void setRedirectNote(const QString &note);
    RedisError wrongTypeInScript(const QList<QByteArray> &keys, const RedisError &error);
    struct Private;
    std::unique_ptr<Private> d;
};
