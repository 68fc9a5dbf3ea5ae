#pragma once

#include "clusternodelink.h"
#include "clusterredirect.h"
#include "clustertopology.h"
#include "connectionoptions.h"
#include "loadmeter.h"
#include "luascript.h"
#include "rediscommand.h"
#include "redisreply.h"
#include "sentinelswitch.h"

#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>

class CommandLog;

// The asynchronous face, for the GUI thread: never blocks. Each request is bound to a context
// QObject; if the context dies first its callback is dropped. After the connection drops it
// reconnects with exponential backoff and says so through state changes. A cluster client
// (ConnectionOptions::cluster, docs/cluster.md) routes every command to its node through an
// AsyncClusterRouter; it is Connected while the slot map is known and its home node (the
// first master) is connected.
class RedisClient : public QObject
{
    Q_OBJECT
public:
    enum class State { Disconnected, Connecting, Connected, Reconnecting };
    Q_ENUM(State)

    using Callback = std::function<void(const Result<RedisReply> &)>;
    using PipelineCallback = std::function<void(const QList<Result<RedisReply>> &)>;
    using DetectCallback = std::function<void(const Result<bool> &)>;

    explicit RedisClient(ConnectionOptions options, QObject *parent = nullptr);
    ~RedisClient() override;

    void connectToServer();
    void disconnectFromServer();
    State state() const;
    const ConnectionOptions &options() const;
    // From INFO server after each (re)connect; empty before.
    QString serverVersion() const;
    RedisError lastError() const;

    // Requests made while not Connected fail at once with Closed (nothing is queued blindly).
    // The callback runs on this object's thread, only if context is still alive.
    void send(const RedisCommand &argv, const QObject *context, Callback callback);
    void sendPipeline(const QList<RedisCommand> &commands, const QObject *context,
                      PipelineCallback callback);
    // nodes[i] empty: commands[i] goes where its keys are; else "host:port" as the cluster
    // names the node (ClusterTopology::Node::address()): sent there whatever its keys, and its
    // reply (even MOVED) is the answer (SCAN on each master). On a plain client a node must be
    // the client's own host:port (InvalidArgument otherwise). An empty list: all by their keys.
    void sendPipeline(const QList<RedisCommand> &commands, const QStringList &nodes,
                      const QObject *context, PipelineCallback callback);
    // EVALSHA, then EVAL if the server answers NOSCRIPT.
    void eval(const LuaScript &script, const QList<QByteArray> &keys, const QList<QByteArray> &args,
              const QObject *context, Callback callback);
    int pendingCount() const;

    // What this client's requests cost the server (LoadMeter): a cluster client's commands summed
    // over its node links, its share the busiest node's, its totals summed.
    struct Load
    {
        double commandsPerSecond = 0;
        double serverShare = 0; // of one server core
        LoadMeter::Totals totals;
    };
    Load load() const;

    // A cluster client: from the start (cluster=yes) or since the first MOVED (cluster=auto).
    bool isCluster() const;
    // The slot map as last read or patched; empty when not a cluster client.
    ClusterTopology clusterTopology() const;
    // A cluster client's connection to each node it has used.
    QList<ClusterNodeLink> clusterLinks() const;
    // For work that must see every master (discovery, the key browser), which no MOVED would
    // redirect, as RedisConnection::detectCluster(): with cluster=auto, asks INFO cluster once per
    // connection (callers asking meanwhile share the answer) and, on cluster_enabled:1, becomes a
    // cluster client now rather than at the first MOVED. The callback (from the event loop, if
    // context lives) says true once the slot map is read and the home node connected; false for one
    // server (or a server that refuses INFO); an error when the connection failed or the map could
    // not be read (the client stays plain).
    void detectCluster(const QObject *context, DetectCallback callback);

    void setLabel(const QString &label);
    void setCommandLog(CommandLog *log);
    // Pipelines of more than `commands` commands go to the log as one record ("PIPELINE 5000:
    // GET*2500 PTTL*2500", with the batch's latency and error count) instead of
    // one per command, so a live view's polling does not flood the Command log. 0 (the
    // default): every command is a record.
    void setLogPipelinesAbove(int commands);
    // Backoff between reconnect attempts doubles from min to max (ms).
    void setReconnectDelays(int minMs, int maxMs);

    // A Sentinel URL's client: the URL it was made with (options() are the master's once the
    // sentinels named it); a plain client's options otherwise.
    const ConnectionOptions &sentinelUrl() const;
    bool isSentinel() const;
    // While connected through Sentinel, the client listens on one sentinel to +switch-master
    // (SentinelSwitchSubscription) and goes to the new master as soon as it is announced: the
    // sentinel subscribed to ("host:port"), empty while there is none.
    QString switchSentinel() const;

Q_SIGNALS:
    void stateChanged(RedisClient::State state);
    void connected(); // handshake done, serverVersion() known
    void connectionLost(const RedisError &reason);
    void reconnectScheduled(int attempt, int delayMs);
    void errorOccurred(const RedisError &error);
    void clusterTopologyChanged(); // read, or changed (a failover, a MOVED)
    void redirected(const ClusterRedirect &redirect);
    void clusterLinksChanged();
    // A Sentinel URL's master changed ("failover: master is now HOST:PORT (was ...)"), as a
    // sentinel announced it (+switch-master) or as the sentinels said at a reconnect; then
    // masterSwitched() with the same change as a value.
    void failover(const QString &message);
    void masterSwitched(const SentinelSwitch &change);

private:
    friend class AsyncClusterRouter;
    // sendPipeline() with the redirection that brought the commands here, for the log.
    void sendRedirected(const QList<RedisCommand> &commands, const QString &redirect,
                        const QObject *context, PipelineCallback callback);

    struct Private;
    std::unique_ptr<Private> d;
};
