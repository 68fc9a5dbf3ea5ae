#include "redisclusterprocess.h"

#include "hashslot.h"
#include "redisconnection.h"

#include <QDeadlineTimer>
#include <QThread>

#include <functional>
#include <vector>

namespace {
constexpr int ClusterPollMs = 50;

// What one node's CLUSTER SHARDS says of one node.
struct ClusterShardMember
{
    quint16 port = 0;
    bool master = false;
    QByteArray health; // online, loading (a replica at offset 0), fail
};

struct ClusterShardView
{
    int slotCount = 0;
    QList<ClusterShardMember> members;

    const ClusterShardMember *master() const
    {
        for (const ClusterShardMember &m : members)
            if (m.master)
                return &m;
        return nullptr;
    }
};

// A RESP2 map (a flat array of name, value) looked up by name.
const RedisReply *clusterMapField(const RedisReply &map, const QByteArray &name)
{
    const QList<RedisReply> &e = map.elements();
    for (qsizetype i = 0; i + 1 < e.size(); i += 2)
        if (e.at(i).bytes() == name)
            return &e.at(i + 1);
    return nullptr;
}

Result<QList<ClusterShardView>> parseClusterShards(const RedisReply &reply)
{
    const RedisError bad(RedisError::Kind::UnexpectedReply,
                         QStringLiteral("CLUSTER SHARDS replied %1").arg(reply.summary()));
    if (!reply.isArray())
        return bad;
    QList<ClusterShardView> shards;
    for (const RedisReply &shard : reply.elements()) {
        const RedisReply *slots = clusterMapField(shard, "slots");
        const RedisReply *nodes = clusterMapField(shard, "nodes");
        if (!slots || !nodes)
            return bad;
        ClusterShardView view;
        const QList<RedisReply> &ranges = slots->elements();
        for (qsizetype i = 0; i + 1 < ranges.size(); i += 2)
            view.slotCount +=
                int(ranges.at(i + 1).integerValue() - ranges.at(i).integerValue() + 1);
        for (const RedisReply &node : nodes->elements()) {
            const RedisReply *port = clusterMapField(node, "port");
            const RedisReply *role = clusterMapField(node, "role");
            const RedisReply *health = clusterMapField(node, "health");
            if (!port || !role || !health)
                return bad;
            view.members.append(
                {quint16(port->integerValue()), role->bytes() == "master", health->bytes()});
        }
        shards.append(view);
    }
    return shards;
}

// "cluster_state" of CLUSTER INFO's "cluster_state:ok\r\n...".
QByteArray clusterInfoField(const QByteArray &info, const QByteArray &name)
{
    const QByteArray prefix = name + ':';
    for (const QByteArray &line : info.split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed();
    return QByteArray();
}

QString clusterWithin(int ms)
{
    return ms % 1000 == 0 ? QStringLiteral("%1 s").arg(ms / 1000) : QStringLiteral("%1 ms").arg(ms);
}
} // namespace

struct RedisClusterProcess::Private
{
    RedisClusterOptions options;
    std::vector<std::unique_ptr<RedisServerProcess>> nodes;
    // Control connections, one per node, made on first use by the calling thread.
    std::vector<std::unique_ptr<RedisConnection>> connections;

    QString name(int i) const
    {
        return QStringLiteral("node 127.0.0.1:%1").arg(nodes[size_t(i)]->port());
    }

    RedisConnection &connection(int i)
    {
        auto &c = connections[size_t(i)];
        if (!c) {
            ConnectionOptions o = nodes[size_t(i)]->connectionOptions();
            // Each node as itself: a MOVED is an answer here, not a reason to follow it.
            o.cluster = ConnectionOptions::Cluster::No;
            o.connectTimeoutMs = 1000;
            o.commandTimeoutMs = 2000;
            c = std::make_unique<RedisConnection>(o);
        }
        return *c;
    }

    int indexOfPort(quint16 port) const
    {
        for (size_t i = 0; i < nodes.size(); ++i)
            if (nodes[i]->port() == port)
                return int(i);
        return -1;
    }

    bool runningPort(quint16 port) const
    {
        const int i = indexOfPort(port);
        return i >= 0 && nodes[size_t(i)]->isRunning();
    }

    QList<int> running() const
    {
        QList<int> out;
        for (size_t i = 0; i < nodes.size(); ++i)
            if (nodes[i]->isRunning())
                out.append(int(i));
        return out;
    }

    void killAll()
    {
        for (auto &n : nodes)
            n->kill();
        for (auto &c : connections)
            c.reset();
    }

    QList<Result<RedisReply>> ask(int i, const QList<RedisCommand> &commands)
    {
        return connection(i).pipeline(commands);
    }

    // Epochs, slots and ids: each node gets its own config epoch (as redis-cli does), so no two
    // masters collide and the first failover needs no epoch bump.
    Result<QList<QByteArray>> assignSlots()
    {
        QList<QByteArray> masterIds;
        for (int i = 0; i < int(nodes.size()); ++i) {
            QList<RedisCommand> commands{
                {"CLUSTER", "SET-CONFIG-EPOCH", QByteArray::number(i + 1)}};
            if (i < options.masters) {
                const int first = i * HashSlot::SlotCount / options.masters;
                const int last = (i + 1) * HashSlot::SlotCount / options.masters - 1;
                commands << RedisCommand{"CLUSTER", "ADDSLOTSRANGE", QByteArray::number(first),
                                         QByteArray::number(last)}
                         << RedisCommand{"CLUSTER", "MYID"};
            }
            const auto replies = ask(i, commands);
            for (const auto &r : replies)
                if (!r)
                    return RedisError(r.error().kind(),
                                      QStringLiteral("%1 refused its epoch or slots: %2")
                                          .arg(name(i), r.error().message()));
            if (i < options.masters)
                masterIds.append(replies.last()->bytes());
        }
        return masterIds;
    }

    // Asks problem() every ClusterPollMs until it names none; at the deadline its last answer is
    // the error: "the cluster did not <goal> within <budget>: <problem>".
    Result<void> pollUntilSettled(const QDeadlineTimer &deadline, int budgetMs, const QString &goal,
                                  const std::function<QString()> &problem)
    {
        for (;;) {
            const QString found = problem();
            if (found.isEmpty())
                return {};
            if (deadline.hasExpired())
                return RedisError(RedisError::Kind::Timeout,
                                  QStringLiteral("the cluster did not %1 within %2: %3")
                                      .arg(goal, clusterWithin(budgetMs), found));
            QThread::msleep(
                ulong(qBound(qint64(1), deadline.remainingTime(), qint64(ClusterPollMs))));
        }
    }

    // Every node MEETs the first (on its bus port), then gossip spreads the rest.
    Result<void> meet(const QDeadlineTimer &deadline)
    {
        const RedisServerProcess &first = *nodes.front();
        for (int i = 1; i < int(nodes.size()); ++i)
            if (const auto met =
                    ask(i, {{"CLUSTER", "MEET", "127.0.0.1", QByteArray::number(first.port()),
                             QByteArray::number(first.clusterBusPort())}})
                        .constFirst();
                !met)
                return RedisError(met.error().kind(),
                                  QStringLiteral("%1 could not meet %2: %3")
                                      .arg(name(i), name(0), met.error().message()));
        return pollUntilSettled(deadline, options.startTimeoutMs, QStringLiteral("form"),
                                [this] { return unmetNodeProblem(); });
    }

    // Some node that does not know every other yet (outside the handshake).
    QString unmetNodeProblem()
    {
        for (int i = 0; i < int(nodes.size()); ++i) {
            const auto listed = ask(i, {{"CLUSTER", "NODES"}}).constFirst();
            if (!listed)
                return QStringLiteral("%1 does not answer: %2")
                    .arg(name(i), listed.error().message());
            int known = 0;
            for (const QByteArray &line : listed->bytes().split('\n')) {
                const QList<QByteArray> fields = line.split(' ');
                if (fields.size() > 2 && !fields.at(2).contains("handshake") &&
                    !fields.at(2).contains("noaddr"))
                    ++known;
            }
            if (known < int(nodes.size()))
                return QStringLiteral("%1 knows %2 of the %3 nodes")
                    .arg(name(i))
                    .arg(known)
                    .arg(nodes.size());
        }
        return QString();
    }

    // Replicas of master m: nodes masters + m * replicasPerMaster onwards.
    Result<void> replicate(const QList<QByteArray> &masterIds, const QDeadlineTimer &deadline)
    {
        for (int i = options.masters; i < int(nodes.size()); ++i) {
            const int master = (i - options.masters) / options.replicasPerMaster;
            if (const auto r =
                    ask(i, {{"CLUSTER", "REPLICATE", masterIds.at(master)}}).constFirst();
                !r)
                return RedisError(r.error().kind(),
                                  QStringLiteral("%1 could not replicate %2: %3")
                                      .arg(name(i), name(master), r.error().message()));
        }
        if (auto linked = pollUntilSettled(deadline, options.startTimeoutMs,
                                           QStringLiteral("link its replicas"),
                                           [this] { return unlinkedReplicaProblem(); });
            !linked)
            return linked;
        return pollUntilSettled(deadline, options.startTimeoutMs, QStringLiteral("take writes"),
                                [this] { return unmovedOffsetProblem(); });
    }

    QString unlinkedReplicaProblem()
    {
        for (int i = options.masters; i < int(nodes.size()); ++i) {
            const auto role = ask(i, {{"ROLE"}}).constFirst();
            if (!role)
                return QStringLiteral("%1 does not answer: %2")
                    .arg(name(i), role.error().message());
            if (const QString problem = replicationLinkProblem(i, *role); !problem.isEmpty())
                return problem;
        }
        return QString();
    }

    // ROLE of a replica: slave, host, port, state ("connected" once synced), offset.
    QString replicationLinkProblem(int i, const RedisReply &role) const
    {
        const QList<RedisReply> &e = role.elements();
        if (e.size() < 4 || e.at(0).bytes() != "slave" || e.at(3).bytes() == "connected")
            return QString();
        return QStringLiteral("%1's replication link is %2, not connected")
            .arg(name(i), QString::fromUtf8(e.at(3).bytes()));
    }

    // A replica at replication offset 0 is left out of CLUSTER SLOTS and is "loading" in CLUSTER
    // SHARDS, and an idle master moves the offset only with its ping to replicas every 10 s. A
    // write (SET and DEL of a key of its own slots) on each master moves it now, once the master
    // takes writes (cluster_state:ok); the keyspace stays empty.
    QString unmovedOffsetProblem()
    {
        for (int m = 0; m < options.masters && options.replicasPerMaster > 0; ++m) {
            // ROLE of a master: master, offset, replicas.
            const auto role = ask(m, {{"ROLE"}}).constFirst();
            if (!role)
                return QStringLiteral("%1 does not answer: %2")
                    .arg(name(m), role.error().message());
            if (role->elements().size() >= 2 && role->elements().at(1).integerValue() > 0)
                continue;
            const int first = m * HashSlot::SlotCount / options.masters;
            const int last = (m + 1) * HashSlot::SlotCount / options.masters - 1;
            QByteArray key;
            for (int n = 0;; ++n) {
                key = "cs:{cluster-start-" + QByteArray::number(n) + "}:offset";
                if (const int slot = HashSlot::of(key); slot >= first && slot <= last)
                    break;
            }
            for (const auto &r : ask(m, {{"SET", key, "1"}, {"DEL", key}}))
                if (!r)
                    return QStringLiteral("%1 refused a write: %2")
                        .arg(name(m), r.error().message());
        }
        return QString();
    }

    // What keeps the cluster from being healthy now, as seen by the running nodes; empty when
    // nothing does.
    QString healthProblem()
    {
        const QList<int> up = running();
        if (up.isEmpty())
            return QStringLiteral("no node is running");
        std::vector<QList<ClusterShardView>> views(nodes.size());
        for (int i : up) {
            const auto replies = ask(i, {{"CLUSTER", "INFO"}, {"CLUSTER", "SHARDS"}, {"ROLE"}});
            for (const auto &r : replies)
                if (!r)
                    return QStringLiteral("%1 does not answer: %2")
                        .arg(name(i), r.error().message());
            const QByteArray state = clusterInfoField(replies.at(0)->bytes(), "cluster_state");
            if (state != "ok")
                return QStringLiteral("%1 says cluster_state:%2")
                    .arg(name(i), QString::fromUtf8(state));
            auto shards = parseClusterShards(*replies.at(1));
            if (!shards)
                return QStringLiteral("%1: %2").arg(name(i), shards.error().message());
            views[size_t(i)] = std::move(shards).value();
            if (const QString problem = replicationLinkProblem(i, *replies.at(2));
                !problem.isEmpty())
                return problem;
        }
        for (int i : up)
            if (const QString problem = viewProblem(i, views[size_t(i)], up); !problem.isEmpty())
                return problem;
        return QString();
    }

    // Node i's CLUSTER SHARDS: every slot served by a running master, every running node a
    // master with slots or an available replica of a running master.
    QString viewProblem(int i, const QList<ClusterShardView> &view, const QList<int> &up) const
    {
        int served = 0;
        for (const ClusterShardView &shard : view)
            if (const ClusterShardMember *m = shard.master();
                m && m->health != "fail" && runningPort(m->port))
                served += shard.slotCount;
        if (served < HashSlot::SlotCount)
            return QStringLiteral("%1 sees %2 of the %3 slots served by a running master")
                .arg(name(i))
                .arg(served)
                .arg(HashSlot::SlotCount);
        for (int j : up) {
            const quint16 port = nodes[size_t(j)]->port();
            const ClusterShardView *shardOfJ = nullptr;
            const ClusterShardMember *memberJ = nullptr;
            for (const ClusterShardView &shard : view)
                for (const ClusterShardMember &m : shard.members)
                    if (m.port == port) {
                        shardOfJ = &shard;
                        memberJ = &m;
                    }
            if (!memberJ)
                return QStringLiteral("%1 does not know %2").arg(name(i), name(j));
            if (memberJ->health != "online")
                return QStringLiteral("%1 sees %2 as %3")
                    .arg(name(i), name(j), QString::fromUtf8(memberJ->health));
            if (memberJ->master && shardOfJ->slotCount == 0)
                return QStringLiteral("%1 sees %2 as a master without slots").arg(name(i), name(j));
            if (!memberJ->master && !(shardOfJ->master() && runningPort(shardOfJ->master()->port)))
                return QStringLiteral("%1 sees %2 as the replica of a master that is down")
                    .arg(name(i), name(j));
        }
        return QString();
    }

    Result<void> awaitHealthy(const QDeadlineTimer &deadline, int budgetMs)
    {
        return pollUntilSettled(deadline, budgetMs, QStringLiteral("become healthy"),
                                [this] { return healthProblem(); });
    }
};

RedisClusterProcess::RedisClusterProcess(RedisClusterOptions options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->options = std::move(options);
    const int count = d->options.masters * (1 + d->options.replicasPerMaster);
    for (int i = 0; i < count && d->options.masters > 0 && d->options.replicasPerMaster >= 0; ++i) {
        RedisServerOptions o;
        o.executable = d->options.executable;
        o.clusterNode = true;
        o.startTimeoutMs = d->options.startTimeoutMs;
        o.extraArguments =
            QStringList{QStringLiteral("--cluster-node-timeout"),
                        QString::number(d->options.nodeTimeoutMs),
                        QStringLiteral("--repl-diskless-sync-delay"), QStringLiteral("0")} +
            d->options.extraArguments;
        d->nodes.push_back(std::make_unique<RedisServerProcess>(std::move(o)));
    }
    d->connections.resize(d->nodes.size());
}

RedisClusterProcess::~RedisClusterProcess()
{
    d->connections.clear();
    while (!d->nodes.empty()) // replicas first: a master then has none to wait for
        d->nodes.pop_back();
}

Result<void> RedisClusterProcess::start()
{
    const RedisClusterOptions &o = d->options;
    if (o.masters < 1 || o.masters > HashSlot::SlotCount || o.replicasPerMaster < 0 ||
        o.nodeTimeoutMs < 1)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("a cluster needs 1 to %1 masters, 0 or more replicas per "
                                         "master and a positive node timeout (not %2, %3, %4 ms)")
                              .arg(HashSlot::SlotCount)
                              .arg(o.masters)
                              .arg(o.replicasPerMaster)
                              .arg(o.nodeTimeoutMs));
    if (!d->running().isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the cluster is already started"));
    const QDeadlineTimer deadline(o.startTimeoutMs);
    Result<void> done;
    for (size_t i = 0; i < d->nodes.size() && done; ++i)
        if (auto started = d->nodes[i]->start(); !started)
            done = RedisError(started.error().kind(),
                              QStringLiteral("cluster node %1 of %2 did not start: %3")
                                  .arg(i)
                                  .arg(d->nodes.size())
                                  .arg(started.error().message()));
    Result<QList<QByteArray>> masterIds = done ? d->assignSlots() : done.error();
    if (!masterIds)
        done = masterIds.error();
    if (done)
        done = d->meet(deadline);
    if (done)
        done = d->replicate(masterIds.value(), deadline);
    if (done)
        done = d->awaitHealthy(deadline, o.startTimeoutMs);
    if (!done)
        d->killAll();
    return done;
}

int RedisClusterProcess::nodeCount() const
{
    return int(d->nodes.size());
}

RedisServerProcess *RedisClusterProcess::node(int index) const
{
    return index >= 0 && index < nodeCount() ? d->nodes[size_t(index)].get() : nullptr;
}

ConnectionOptions RedisClusterProcess::seed() const
{
    return d->nodes.empty() ? ConnectionOptions() : d->nodes.front()->connectionOptions();
}

QList<ConnectionOptions> RedisClusterProcess::nodeOptions() const
{
    QList<ConnectionOptions> out;
    for (const auto &n : d->nodes)
        out.append(n->connectionOptions());
    return out;
}

Result<void> RedisClusterProcess::waitUntilHealthy(int timeoutMs)
{
    return d->awaitHealthy(QDeadlineTimer(timeoutMs), timeoutMs);
}

Result<int> RedisClusterProcess::masterOfSlot(int slot)
{
    if (slot < 0 || slot >= HashSlot::SlotCount)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("slot %1 is not between 0 and %2")
                              .arg(slot)
                              .arg(HashSlot::SlotCount - 1));
    const QList<int> up = d->running();
    if (up.isEmpty())
        return RedisError(RedisError::Kind::Io, QStringLiteral("no cluster node is running"));
    const int asked = up.first();
    // CLUSTER SLOTS: [first, last, [ip, port, id], replicas...] per range.
    const auto slots = d->ask(asked, {{"CLUSTER", "SLOTS"}}).constFirst();
    if (!slots)
        return RedisError(slots.error().kind(), QStringLiteral("%1: CLUSTER SLOTS failed: %2")
                                                    .arg(d->name(asked), slots.error().message()));
    for (const RedisReply &range : slots->elements()) {
        const QList<RedisReply> &e = range.elements();
        if (e.size() < 3 || slot < e.at(0).integerValue() || slot > e.at(1).integerValue())
            continue;
        const QList<RedisReply> &master = e.at(2).elements();
        const int index =
            master.size() >= 2 ? d->indexOfPort(quint16(master.at(1).integerValue())) : -1;
        if (index < 0)
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("%1 names %2 as master of slot %3, not one of ours")
                                  .arg(d->name(asked), e.at(2).summary())
                                  .arg(slot));
        return index;
    }
    return RedisError(RedisError::Kind::Server,
                      QStringLiteral("%1 has no master for slot %2").arg(d->name(asked)).arg(slot));
}
