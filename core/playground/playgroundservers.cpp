#include "playgroundservers.h"

#include "clusterfaults.h"
#include "redisclusterprocess.h"
#include "rediscommand.h"
#include "redisconnection.h"
#include "redissentinelprocess.h"
#include "redisserverprocess.h"
#include "redistransport.h"
#include "replicationlink.h"
#include "respreader.h"

#include <QDeadlineTimer>
#include <QIODevice>
#include <QThread>

#include <vector>

namespace {
using Kind = RedisError::Kind;

constexpr int SyncTimeoutMs = 10000;
constexpr int FaultConnectTimeoutMs = 2000;

// The Sentinel layout's replicas authenticate to their master as this user, and a replication
// cut disables it there. (A ReplicationLink in front of the master, as in the replicated layout,
// does not last: the replicas would name the link's port as their master's, and the sentinels
// point them back at the master they monitor failover-timeout after they found them,
// +fix-slave-config, bypassing the link.)
constexpr char ReplicationUser[] = "cs-replication";
constexpr char ReplicationPassword[] = "cs-replication-secret";

RedisError invalid(const QString &message)
{
    return RedisError(Kind::InvalidArgument, message);
}

// Reads one reply from a transport opened with openBlocking().
Result<RedisReply> readReply(RedisTransport &transport, int timeoutMs)
{
    RespReader reader;
    const QDeadlineTimer deadline(timeoutMs);
    while (true) {
        reader.feed(transport.device()->readAll());
        auto next = reader.next();
        if (!next)
            return next.error();
        if (next->has_value())
            return next->value().toResult();
        if (deadline.hasExpired())
            return RedisError(Kind::Timeout,
                              QStringLiteral("no reply within %1 ms").arg(timeoutMs));
        if (!transport.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime()))) &&
            !transport.isConnected())
            return transport.lastError();
    }
}
} // namespace

struct PlaygroundServers::Private
{
    struct Node
    {
        std::unique_ptr<RedisServerProcess> server;
        quint16 port = 0;
        QStringList roleArguments; // the replica's --replicaof, until a failover
    };
    // A DEBUG SLEEP's connection, kept open until the sleep is over.
    struct Sleeper
    {
        std::unique_ptr<RedisTransport> transport;
        QDeadlineTimer over;
    };

    Layout layout = Layout::None;
    std::vector<Node> nodes;
    std::unique_ptr<ReplicationLink> link;
    int primary = 0;
    bool failedOver = false;
    std::vector<Sleeper> sleepers;
    std::unique_ptr<RedisClusterProcess> cluster;
    std::unique_ptr<ClusterFaults> clusterFaults;
    std::unique_ptr<RedisSentinelProcess> sentinel;
    int sentinelMaster = 0;    // the master the sentinels named when last asked
    int replicationCutAt = -1; // Sentinel: the node that refuses its replicas

    int count() const
    {
        return cluster    ? cluster->nodeCount()
               : sentinel ? sentinel->dataNodeCount()
                          : int(nodes.size());
    }
    RedisServerProcess *server(int node) const
    {
        return cluster    ? cluster->node(node)
               : sentinel ? sentinel->dataNode(node)
                          : nodes[size_t(node)].server.get();
    }
    quint16 port(int node) const
    {
        return cluster || sentinel ? server(node)->port() : nodes[size_t(node)].port;
    }

    Result<void> launch(Node &node)
    {
        RedisServerOptions o;
        o.port = node.port;
        o.extraArguments =
            QStringList{QStringLiteral("--enable-debug-command"), QStringLiteral("local"),
                        QStringLiteral("--repl-diskless-sync-delay"), QStringLiteral("0")} +
            node.roleArguments;
        node.server = std::make_unique<RedisServerProcess>(std::move(o));
        if (auto started = node.server->start(); !started)
            return started;
        node.port = node.server->port();
        return {};
    }

    Result<void> addNode(const QStringList &roleArguments = {})
    {
        Node &node = nodes.emplace_back();
        node.roleArguments = roleArguments;
        return launch(node);
    }

    void killAll()
    {
        sleepers.clear();
        for (Node &n : nodes)
            if (n.server)
                n.server->kill(); // not SIGTERM: a sleeping server would finish its sleep first
        nodes.clear();
        link.reset();
        clusterFaults.reset();
        cluster.reset();  // stops its nodes
        sentinel.reset(); // stops its sentinels and nodes
    }

    Result<void> checkNode(int node, bool mustBeUp) const
    {
        if (node < 0 || node >= count())
            return invalid(count() == 0 ? QStringLiteral("no servers are started")
                                        : QStringLiteral("there is no node %1 (nodes 0 to %2)")
                                              .arg(node)
                                              .arg(count() - 1));
        if (mustBeUp && !(server(node) && server(node)->isRunning()))
            return invalid(QStringLiteral("node %1 is down").arg(node));
        return {};
    }

    Result<void> checkLink() const
    {
        if (layout != Layout::Replicated && layout != Layout::Cluster && layout != Layout::Sentinel)
            return invalid(QStringLiteral("replication needs the replicated layout"));
        if (failedOver)
            return invalid(QStringLiteral("there is no replication after the failover"));
        return {};
    }

    QString name(int node) const
    {
        return QStringLiteral("node %1 (127.0.0.1:%2)").arg(node).arg(port(node));
    }

    // Sentinel: ACL SETUSER of the replication user on a node, and what CLIENT KILL USER closed.
    Result<qint64> allowReplicas(int node, bool allow) const
    {
        ConnectionOptions o = server(node)->connectionOptions();
        o.connectTimeoutMs = FaultConnectTimeoutMs;
        RedisConnection c(o);
        QList<RedisCommand> commands{
            {"ACL", "SETUSER", ReplicationUser, allow ? QByteArray("on") : QByteArray("off")}};
        if (!allow)
            commands.append({"CLIENT", "KILL", "USER", ReplicationUser});
        qint64 closed = 0;
        for (const Result<RedisReply> &r : c.pipeline(commands)) {
            if (!r)
                return r.error();
            if (r->isError())
                return r->toResult().error();
            closed = r->isInteger() ? r->integerValue() : closed;
        }
        return closed;
    }

    Result<ClusterFaults *> checkCluster() const
    {
        if (layout != Layout::Cluster)
            return invalid(QStringLiteral("cluster faults need the cluster layout"));
        return clusterFaults.get();
    }
};

Result<void> PlaygroundServers::waitForReplicaSync(const ConnectionOptions &master,
                                                   const ConnectionOptions &replica, int timeoutMs)
{
    RedisConnection r(replica);
    const QDeadlineTimer deadline(timeoutMs);
    bool linked = false;
    while (!linked && !deadline.hasExpired()) {
        const auto info = r.command({"INFO", "replication"});
        linked = info && info->bytes().contains("master_link_status:up");
        if (!linked)
            QThread::msleep(20);
    }
    if (!linked)
        return RedisError(
            Kind::Timeout,
            QStringLiteral("the replica did not link to its master within %1 ms").arg(timeoutMs));
    ConnectionOptions o = master;
    o.commandTimeoutMs = timeoutMs + 5000;
    RedisConnection m(o);
    const auto acked = m.pipeline({{"SET", "cs:{replica-sync}:probe", "1"},
                                   {"WAIT", "1", QByteArray::number(timeoutMs)},
                                   {"DEL", "cs:{replica-sync}:probe"}});
    for (const auto &a : acked)
        if (!a)
            return a.error();
    if (acked.at(1)->integerValue() < 1)
        return RedisError(
            Kind::Timeout,
            QStringLiteral("the replica did not acknowledge a write within %1 ms").arg(timeoutMs));
    return {};
}

PlaygroundServers::PlaygroundServers()
    : d(std::make_unique<Private>())
{}

PlaygroundServers::~PlaygroundServers()
{
    d->killAll();
}

Result<void> PlaygroundServers::startIndependent(int count)
{
    if (d->layout != Layout::None)
        return invalid(QStringLiteral("the servers are already started"));
    if (count < 1 || count > MaxIndependentNodes)
        return invalid(QStringLiteral("between 1 and %1 independent nodes, not %2")
                           .arg(MaxIndependentNodes)
                           .arg(count));
    for (int i = 0; i < count; ++i)
        if (auto started = d->addNode(); !started) {
            d->killAll();
            return started;
        }
    d->layout = Layout::Independent;
    return {};
}

Result<void> PlaygroundServers::startReplicated()
{
    if (d->layout != Layout::None)
        return invalid(QStringLiteral("the servers are already started"));
    auto started = d->addNode();
    if (started) {
        d->link = std::make_unique<ReplicationLink>(d->nodes[0].port);
        started = d->link->start();
    }
    if (started)
        started = d->addNode({QStringLiteral("--replicaof"), QStringLiteral("127.0.0.1"),
                              QString::number(d->link->port())});
    if (started)
        started = waitForReplicaSync(connectionOptions(0), connectionOptions(1), SyncTimeoutMs);
    if (!started) {
        d->killAll();
        return started;
    }
    d->layout = Layout::Replicated;
    return {};
}

Result<void> PlaygroundServers::startCluster()
{
    if (d->layout != Layout::None)
        return invalid(QStringLiteral("the servers are already started"));
    RedisClusterOptions o;
    o.masters = ClusterMasters;
    o.replicasPerMaster = ClusterNodes / ClusterMasters - 1;
    o.nodeTimeoutMs = ClusterNodeTimeoutMs;
    o.extraArguments = {QStringLiteral("--enable-debug-command"), QStringLiteral("local")};
    d->cluster = std::make_unique<RedisClusterProcess>(std::move(o));
    if (auto started = d->cluster->start(); !started) {
        d->cluster.reset();
        return started;
    }
    d->clusterFaults = std::make_unique<ClusterFaults>(*d->cluster);
    d->layout = Layout::Cluster;
    return {};
}

Result<void> PlaygroundServers::startSentinel()
{
    if (d->layout != Layout::None)
        return invalid(QStringLiteral("the servers are already started"));
    RedisSentinelOptions o;
    o.replicas = SentinelReplicas;
    o.sentinels = SentinelCount;
    o.quorum = SentinelQuorum;
    o.downAfterMs = SentinelDownAfterMs;
    o.failoverTimeoutMs = SentinelFailoverTimeoutMs;
    const QString user = QString::fromLatin1(ReplicationUser);
    const QString password = QString::fromLatin1(ReplicationPassword);
    // Every node may become the master: each has the replication user, and each replicates
    // (when it does) as that user.
    o.dataArguments = {QStringLiteral("--enable-debug-command"),
                       QStringLiteral("local"),
                       QStringLiteral("--user"),
                       user,
                       QStringLiteral("on"),
                       u'>' + password,
                       QStringLiteral("+psync"),
                       QStringLiteral("+replconf"),
                       QStringLiteral("+ping"),
                       QStringLiteral("--masteruser"),
                       user,
                       QStringLiteral("--masterauth"),
                       password};
    d->sentinel = std::make_unique<RedisSentinelProcess>(std::move(o));
    Result<void> started = d->sentinel->start();
    for (int replica = 1; started && replica <= SentinelReplicas; ++replica)
        started =
            waitForReplicaSync(connectionOptions(0), connectionOptions(replica), SyncTimeoutMs);
    if (!started) {
        d->sentinel.reset();
        return started;
    }
    d->sentinelMaster = 0;
    d->layout = Layout::Sentinel;
    return {};
}

PlaygroundServers::Layout PlaygroundServers::layout() const
{
    return d->layout;
}

int PlaygroundServers::nodeCount() const
{
    return d->count();
}

int PlaygroundServers::primary() const
{
    if (!d->sentinel)
        return d->primary;
    const Result<QString> master = d->sentinel->masterAddress();
    for (int node = 0; master && node < d->count(); ++node)
        if (*master == endpoint(node))
            return node;
    return -1;
}

QString PlaygroundServers::endpoint(int node) const
{
    if (!d->checkNode(node, false))
        return QString();
    return QStringLiteral("127.0.0.1:%1").arg(d->port(node));
}

bool PlaygroundServers::isUp(int node) const
{
    return d->checkNode(node, true).ok();
}

ConnectionOptions PlaygroundServers::connectionOptions(int node) const
{
    ConnectionOptions o;
    const bool exists = d->checkNode(node, false).ok();
    o.port = exists ? d->port(node) : 0;
    o.connectTimeoutMs = ClientConnectTimeoutMs;
    o.commandTimeoutMs = ClientCommandTimeoutMs;
    if (d->layout == Layout::Cluster && exists) {
        o.cluster = ConnectionOptions::Cluster::Yes;
        for (int other = 0; other < d->count(); ++other)
            if (other != node)
                o.moreSeeds.append({o.host, d->port(other)});
    }
    return o;
}

bool PlaygroundServers::isReplicationPaused() const
{
    return (d->link && d->link->isPaused()) ||
           (d->clusterFaults && d->clusterFaults->isReplicationCut()) || d->replicationCutAt >= 0;
}

bool PlaygroundServers::hasFailedOver() const
{
    return d->sentinel ? primary() > 0 : d->failedOver;
}

QStringList PlaygroundServers::sentinelEndpoints() const
{
    QStringList endpoints;
    for (int i = 0; d->sentinel && i < d->sentinel->sentinelCount(); ++i)
        endpoints << QStringLiteral("127.0.0.1:%1").arg(d->sentinel->sentinel(i)->port());
    return endpoints;
}

ConnectionOptions PlaygroundServers::sentinelUrl() const
{
    if (!d->sentinel)
        return {};
    ConnectionOptions o = d->sentinel->sentinelUrl();
    o.connectTimeoutMs = ClientConnectTimeoutMs;
    o.commandTimeoutMs = ClientCommandTimeoutMs;
    return o;
}

QString PlaygroundServers::sentinelPromotion()
{
    const int master = d->sentinel ? primary() : -1;
    if (master < 0 || master == d->sentinelMaster)
        return {};
    const int was = std::exchange(d->sentinelMaster, master);
    return QStringLiteral("the sentinels promoted %1 in place of %2")
        .arg(d->name(master), d->name(was));
}

Result<QString> PlaygroundServers::stop(int node)
{
    if (auto ok = d->checkNode(node, true); !ok)
        return ok.error();
    const bool sentinelMaster = d->layout == Layout::Sentinel && primary() == node;
    d->server(node)->kill();
    QString text = QStringLiteral("%1 killed (SIGKILL): its data is gone").arg(d->name(node));
    if (d->layout == Layout::Cluster)
        text += QStringLiteral("; a master's replica takes over after about the node timeout "
                               "(%1 ms)")
                    .arg(ClusterNodeTimeoutMs);
    if (sentinelMaster)
        text += QStringLiteral("; the sentinels promote a replica once it has been down for "
                               "down-after-milliseconds (%1 ms) and they elected a leader")
                    .arg(SentinelDownAfterMs);
    return text;
}

Result<QString> PlaygroundServers::restart(int node)
{
    if (auto ok = d->checkNode(node, false); !ok)
        return ok.error();
    const bool wasUp = isUp(node);
    if (d->layout == Layout::Cluster || d->layout == Layout::Sentinel) {
        RedisServerProcess &s = *d->server(node);
        if (wasUp)
            s.kill();
        if (auto started = s.restart(); !started)
            return started.error();
        QString text = d->name(node) + (wasUp ? QStringLiteral(" killed and restarted empty")
                                              : QStringLiteral(" restarted empty"));
        if (d->layout == Layout::Cluster)
            return QString(text + QStringLiteral(", rejoining the cluster with its nodes.conf"));
        text += node == 0 ? QStringLiteral(", as a master") : QStringLiteral(", as a replica");
        text += QStringLiteral(" (the sentinels make it a replica of the master they know)");
        if (d->replicationCutAt == node) {
            d->replicationCutAt = -1;
            text += QStringLiteral("; it lets replicas in again");
        }
        return text;
    }
    Private::Node &n = d->nodes[node];
    if (wasUp)
        n.server->kill(); // not SIGTERM: a sleeping server would finish its sleep first
    n.server.reset();
    if (auto started = d->launch(n); !started)
        return started.error();
    QString text = d->name(node) + (wasUp ? QStringLiteral(" killed and restarted empty")
                                          : QStringLiteral(" restarted empty"));
    if (!n.roleArguments.isEmpty())
        text += QStringLiteral(", as a replica again");
    return text;
}

Result<QString> PlaygroundServers::clientPause(int node, int ms)
{
    if (auto ok = d->checkNode(node, true); !ok)
        return ok.error();
    if (ms <= 0)
        return invalid(QStringLiteral("a pause lasts at least 1 ms, not %1").arg(ms));
    ConnectionOptions o = connectionOptions(node);
    o.connectTimeoutMs = FaultConnectTimeoutMs;
    RedisConnection c(o);
    const auto paused = c.command({"CLIENT", "PAUSE", QByteArray::number(ms), "ALL"});
    if (!paused)
        return paused.error();
    return QStringLiteral("%1: CLIENT PAUSE %2 ms (every client's commands wait)")
        .arg(d->name(node))
        .arg(ms);
}

Result<QString> PlaygroundServers::debugSleep(int node, int ms)
{
    if (auto ok = d->checkNode(node, true); !ok)
        return ok.error();
    if (ms <= 0)
        return invalid(QStringLiteral("a sleep lasts at least 1 ms, not %1").arg(ms));
    std::erase_if(d->sleepers, [](const Private::Sleeper &s) { return s.over.hasExpired(); });

    auto transport = std::make_unique<RedisTransport>(connectionOptions(node));
    if (auto opened = transport->openBlocking(FaultConnectTimeoutMs); !opened)
        return opened.error();
    // A round trip first: the server has registered this connection (so the sleep is queued
    // ahead of any command sent after we return) and allows DEBUG.
    transport->write(formatCommand({"DEBUG", "SLEEP", "0"}));
    if (auto allowed = readReply(*transport, ClientCommandTimeoutMs); !allowed)
        return allowed.error();
    const QByteArray seconds = QByteArray::number(ms / 1000.0, 'f', 3);
    transport->write(formatCommand({"DEBUG", "SLEEP", seconds}));
    d->sleepers.push_back({std::move(transport), QDeadlineTimer(ms + ClientCommandTimeoutMs)});
    return QStringLiteral("%1: DEBUG SLEEP %2 s (it answers nobody meanwhile)")
        .arg(d->name(node), QString::fromLatin1(seconds));
}

Result<QString> PlaygroundServers::pauseReplication(int node)
{
    if (auto ok = d->checkLink(); !ok)
        return ok.error();
    if (d->clusterFaults)
        return d->clusterFaults->cutReplication(node);
    if (d->sentinel) {
        if (auto ok = d->checkNode(node, true); !ok)
            return ok.error();
        if (d->replicationCutAt >= 0)
            return invalid(
                QStringLiteral("replication is already cut at node %1").arg(d->replicationCutAt));
        const Result<qint64> closed = d->allowReplicas(node, false);
        if (!closed)
            return closed.error();
        d->replicationCutAt = node;
        return QStringLiteral("replication cut: %1 refuses its replicas (%2 links closed): they "
                              "keep what they had, and WAIT there counts none")
            .arg(d->name(node))
            .arg(*closed);
    }
    if (d->link->isPaused())
        return invalid(QStringLiteral("replication is already paused"));
    d->link->pause();
    return QStringLiteral("replication paused: %1 gets no more writes from %2")
        .arg(d->name(1), d->name(0));
}

Result<QString> PlaygroundServers::resumeReplication(int node)
{
    if (auto ok = d->checkLink(); !ok)
        return ok.error();
    if (d->clusterFaults)
        return d->clusterFaults->restoreReplication(node);
    if (d->sentinel) {
        const int cut = d->replicationCutAt;
        if (cut < 0)
            return invalid(QStringLiteral("replication is not cut"));
        if (auto ok = d->checkNode(cut, true); !ok)
            return ok.error();
        if (const Result<qint64> allowed = d->allowReplicas(cut, true); !allowed)
            return allowed.error();
        d->replicationCutAt = -1;
        return QStringLiteral("replication resumed: %1 lets its replicas in again; they catch up "
                              "on what they missed (PSYNC)")
            .arg(d->name(cut));
    }
    if (!d->link->isPaused())
        return invalid(QStringLiteral("replication is not paused"));
    const qint64 held = d->link->heldBytes();
    d->link->resume();
    return QStringLiteral("replication resumed: %1 bytes the replica missed delivered").arg(held);
}

Result<QString> PlaygroundServers::failover()
{
    if (d->layout == Layout::Cluster)
        return invalid(QStringLiteral("a cluster fails over by itself (stop a master) or by "
                                      "CLUSTER FAILOVER (cluster-failover)"));
    if (d->layout == Layout::Sentinel)
        return invalid(QStringLiteral("the sentinels fail over by themselves: stop the master, "
                                      "or pause it (client-pause, debug-sleep) for longer than "
                                      "down-after-milliseconds (%1 ms)")
                           .arg(SentinelDownAfterMs));
    if (auto ok = d->checkLink(); !ok)
        return ok.error();
    if (auto ok = d->checkNode(1, true); !ok)
        return ok.error();
    ConnectionOptions o = connectionOptions(1);
    o.connectTimeoutMs = FaultConnectTimeoutMs;
    RedisConnection replica(o);
    const auto promoted = replica.command({"REPLICAOF", "NO", "ONE"});
    if (!promoted)
        return promoted.error();
    const bool paused = d->link->isPaused();
    const qint64 missed = d->link->heldBytes();
    d->link.reset(); // what it held is lost with the old master
    d->nodes[1].roleArguments.clear();
    d->primary = 1;
    d->failedOver = true;
    const bool masterWasUp = isUp(0);
    if (masterWasUp)
        d->nodes[0].server->kill();
    QString text = QStringLiteral("failover: %1 promoted (REPLICAOF NO ONE)").arg(d->name(1));
    if (paused)
        text +=
            QStringLiteral(
                " while replication was paused (%1 bytes of the master's stream never reached it)")
                .arg(missed);
    if (masterWasUp)
        text += QStringLiteral("; old master %1 killed").arg(d->name(0));
    return text;
}

Result<QString> PlaygroundServers::clusterFailover(int replica)
{
    const Result<ClusterFaults *> faults = d->checkCluster();
    return faults ? (*faults)->manualFailover(replica) : faults.error();
}

Result<QString> PlaygroundServers::beginSlotMigration(int slot, int target)
{
    const Result<ClusterFaults *> faults = d->checkCluster();
    return faults ? (*faults)->beginSlotMigration(slot, target) : faults.error();
}

Result<QString> PlaygroundServers::endSlotMigration()
{
    const Result<ClusterFaults *> faults = d->checkCluster();
    return faults ? (*faults)->endSlotMigration() : faults.error();
}
