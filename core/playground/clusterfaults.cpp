#include "clusterfaults.h"

#include "hashslot.h"
#include "redisclusterprocess.h"
#include "redisconnection.h"

#include <QDeadlineTimer>
#include <QRandomGenerator>
#include <QSet>
#include <QThread>

#include <optional>

namespace {
constexpr int ClusterFaultTimeoutMs = 2000;
constexpr int MigrateTimeoutMs = 5000;
constexpr int KeysPerScan = 100;
constexpr int MaxMigratedKeys = 100000; // a workload that keeps adding keys still ends
constexpr int LinkPollMs = 20;

RedisError clusterFaultRefused(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

// ROLE: ["master", offset, replicas] or ["slave", host, port, state, offset].
struct NodeRole
{
    bool master = false;
    quint16 masterPort = 0; // a replica's master
};
} // namespace

struct ClusterFaults::Private
{
    RedisClusterProcess &cluster;
    QSet<int> cutReplicas;
    struct Migration
    {
        int slot = -1;
        int source = -1;
        int target = -1;
        QByteArray targetId;
    };
    std::optional<Migration> migration;

    QString name(int node) const
    {
        return QStringLiteral("node %1 (127.0.0.1:%2)").arg(node).arg(cluster.node(node)->port());
    }

    bool isUp(int node) const { return cluster.node(node) && cluster.node(node)->isRunning(); }

    Result<void> checkUp(int node) const
    {
        if (!cluster.node(node))
            return clusterFaultRefused(QStringLiteral("there is no node %1 (nodes 0 to %2)")
                                           .arg(node)
                                           .arg(cluster.nodeCount() - 1));
        if (!isUp(node))
            return clusterFaultRefused(QStringLiteral("node %1 is down").arg(node));
        return {};
    }

    // A fresh connection to the node itself (a MOVED is an answer here, not followed).
    std::unique_ptr<RedisConnection> connect(int node, int commandTimeoutMs = ClusterFaultTimeoutMs)
    {
        ConnectionOptions o = cluster.node(node)->connectionOptions();
        o.cluster = ConnectionOptions::Cluster::No;
        o.connectTimeoutMs = ClusterFaultTimeoutMs;
        o.commandTimeoutMs = commandTimeoutMs;
        return std::make_unique<RedisConnection>(o);
    }

    Result<RedisReply> ask(int node, const RedisCommand &argv)
    {
        Result<RedisReply> reply = connect(node)->command(argv);
        if (!reply)
            return RedisError(reply.error().kind(), name(node) % u": " % reply.error().message());
        return reply;
    }

    Result<NodeRole> role(int node)
    {
        const Result<RedisReply> reply = ask(node, {"ROLE"});
        if (!reply)
            return reply.error();
        const QList<RedisReply> &e = reply->elements();
        if (e.isEmpty())
            return RedisError(RedisError::Kind::UnexpectedReply,
                              name(node) % u": ROLE replied " % reply->summary());
        NodeRole r;
        r.master = e.at(0).bytes() == "master";
        if (!r.master && e.size() >= 3)
            r.masterPort = quint16(e.at(2).integerValue());
        return r;
    }

    Result<void> checkMaster(int node)
    {
        if (auto up = checkUp(node); !up)
            return up;
        const Result<NodeRole> r = role(node);
        if (!r)
            return r.error();
        if (!r->master)
            return clusterFaultRefused(name(node) % u" is not a master");
        return {};
    }

    // The running replicas of the master (as each replica's ROLE names it, also while cut).
    QList<int> replicasOf(int master)
    {
        QList<int> out;
        for (int i = 0; i < cluster.nodeCount(); ++i) {
            if (i == master || !isUp(i))
                continue;
            const Result<NodeRole> r = role(i);
            if (r && !r->master && r->masterPort == cluster.node(master)->port())
                out.append(i);
        }
        return out;
    }

    bool masterLinkUp(int replica)
    {
        const Result<RedisReply> info = ask(replica, {"INFO", "replication"});
        return info && info->bytes().contains("master_link_status:up");
    }

    // Polls until the replica's master link is up (or down), within timeoutMs.
    bool awaitMasterLink(int replica, bool up, int timeoutMs)
    {
        const QDeadlineTimer deadline(timeoutMs);
        while (masterLinkUp(replica) != up) {
            if (deadline.hasExpired())
                return false;
            QThread::msleep(LinkPollMs);
        }
        return true;
    }

    QString names(const QList<int> &nodes) const
    {
        QStringList list;
        for (int n : nodes)
            list << name(n);
        return list.join(QStringLiteral(", "));
    }

    // MIGRATEs the keys the source holds in the slot, one per command; how many moved.
    Result<int> migrateKeys(const Migration &m)
    {
        const quint16 targetPort = cluster.node(m.target)->port();
        auto source = connect(m.source, MigrateTimeoutMs + ClusterFaultTimeoutMs);
        int moved = 0;
        while (moved < MaxMigratedKeys) {
            const Result<RedisReply> keys =
                source->command({"CLUSTER", "GETKEYSINSLOT", QByteArray::number(m.slot),
                                 QByteArray::number(KeysPerScan)});
            if (!keys)
                return RedisError(keys.error().kind(),
                                  name(m.source) % u": " % keys.error().message());
            if (keys->elements().isEmpty())
                return moved;
            for (const RedisReply &key : keys->elements()) {
                // No REPLACE: a key on both sides would be a bug to report, not to overwrite.
                const Result<RedisReply> done = source->command(
                    {"MIGRATE", "127.0.0.1", QByteArray::number(targetPort), "", "0",
                     QByteArray::number(MigrateTimeoutMs), "KEYS", key.bytes()});
                if (!done)
                    return RedisError(
                        done.error().kind(),
                        QStringLiteral("%1: MIGRATE of %2 to %3 failed after %4 "
                                       "keys: %5")
                            .arg(name(m.source), QString::fromUtf8(key.bytes()), name(m.target))
                            .arg(moved)
                            .arg(done.error().message()));
                ++moved;
            }
        }
        return moved;
    }
};

ClusterFaults::ClusterFaults(RedisClusterProcess &cluster)
    : d(std::make_unique<Private>(Private{cluster, {}, std::nullopt}))
{}

ClusterFaults::~ClusterFaults() = default;

Result<QString> ClusterFaults::cutReplication(int master)
{
    if (auto ok = d->checkMaster(master); !ok)
        return ok.error();
    QList<int> replicas;
    for (int r : d->replicasOf(master))
        if (!d->cutReplicas.contains(r))
            replicas.append(r);
    if (replicas.isEmpty())
        return clusterFaultRefused(d->name(master) %
                                   u" has no running replica whose replication is not cut");
    // A password the master (which has none) refuses at every reconnection.
    const QByteArray refused =
        "cs-playground-cut-" + QByteArray::number(QRandomGenerator::global()->generate());
    for (int r : replicas) {
        for (const RedisCommand &argv : {RedisCommand{"CONFIG", "SET", "masterauth", refused},
                                         RedisCommand{"CLIENT", "KILL", "TYPE", "master"}})
            if (const auto done = d->ask(r, argv); !done)
                return done.error();
        d->cutReplicas.insert(r);
        if (!d->awaitMasterLink(r, false, ClusterFaultTimeoutMs))
            return RedisError(RedisError::Kind::Timeout,
                              d->name(r) % u": its master link did not close");
    }
    return QStringLiteral("replication cut: %1 gets no more writes from %2 (its master link "
                          "closed and refused at AUTH)")
        .arg(d->names(replicas), d->name(master));
}

Result<QString> ClusterFaults::restoreReplication(int master)
{
    if (auto ok = d->checkMaster(master); !ok)
        return ok.error();
    QList<int> replicas;
    for (int r : d->replicasOf(master))
        if (d->cutReplicas.contains(r))
            replicas.append(r);
    if (replicas.isEmpty())
        return clusterFaultRefused(
            QStringLiteral("the replication of %1 is not cut").arg(d->name(master)));
    for (int r : replicas) {
        if (const auto done = d->ask(r, {"CONFIG", "SET", "masterauth", ""}); !done)
            return done.error();
        d->cutReplicas.remove(r);
    }
    // The replica retries its master once a second (replicationCron).
    for (int r : replicas)
        if (!d->awaitMasterLink(r, true, PromotionTimeoutMs))
            return RedisError(RedisError::Kind::Timeout,
                              d->name(r) % u": its master link did not come back");
    return QStringLiteral("replication restored: %1 resynced from %2")
        .arg(d->names(replicas), d->name(master));
}

bool ClusterFaults::isReplicationCut() const
{
    return !d->cutReplicas.isEmpty();
}

Result<QString> ClusterFaults::manualFailover(int replica)
{
    if (auto up = d->checkUp(replica); !up)
        return up.error();
    const Result<NodeRole> before = d->role(replica);
    if (!before)
        return before.error();
    if (before->master)
        return clusterFaultRefused(d->name(replica) % u" is a master, not a replica");
    int master = -1;
    for (int i = 0; i < d->cluster.nodeCount(); ++i)
        if (d->cluster.node(i)->port() == before->masterPort)
            master = i;
    const bool cut = d->cutReplicas.contains(replica);
    const bool force = cut || master < 0 || !d->isUp(master);
    RedisCommand failover{"CLUSTER", "FAILOVER"};
    if (force)
        failover << "FORCE";
    if (const auto done = d->ask(replica, failover); !done)
        return done.error();
    const QDeadlineTimer deadline(PromotionTimeoutMs);
    for (;;) {
        const Result<NodeRole> now = d->role(replica);
        if (now && now->master)
            break;
        if (deadline.hasExpired())
            return RedisError(RedisError::Kind::Timeout,
                              QStringLiteral("%1 was not promoted within %2 ms")
                                  .arg(d->name(replica))
                                  .arg(PromotionTimeoutMs));
        QThread::msleep(LinkPollMs);
    }
    if (cut) { // a master has no master link to keep closed
        (void)d->ask(replica, {"CONFIG", "SET", "masterauth", ""});
        d->cutReplicas.remove(replica);
    }
    QString text = QStringLiteral("%1 promoted by %2")
                       .arg(d->name(replica), QString::fromLatin1(failover.join(' ')));
    if (cut)
        text += QStringLiteral(" with what it had before its replication was cut");
    if (master >= 0 && d->isUp(master))
        text += QStringLiteral("; %1 is its replica now").arg(d->name(master));
    return text;
}

Result<QString> ClusterFaults::beginSlotMigration(int slot, int target)
{
    if (d->migration)
        return clusterFaultRefused(
            QStringLiteral("slot %1 is already migrating").arg(d->migration->slot));
    if (slot < 0 || slot >= HashSlot::SlotCount)
        return clusterFaultRefused(QStringLiteral("slot %1 is not between 0 and %2")
                                       .arg(slot)
                                       .arg(HashSlot::SlotCount - 1));
    if (auto ok = d->checkMaster(target); !ok)
        return ok.error();
    const Result<int> source = d->cluster.masterOfSlot(slot);
    if (!source)
        return source.error();
    if (*source == target)
        return clusterFaultRefused(
            QStringLiteral("%1 already serves slot %2").arg(d->name(target)).arg(slot));
    const Result<RedisReply> sourceId = d->ask(*source, {"CLUSTER", "MYID"});
    const Result<RedisReply> targetId = d->ask(target, {"CLUSTER", "MYID"});
    if (!sourceId || !targetId)
        return !sourceId ? sourceId.error() : targetId.error();
    const QByteArray slotText = QByteArray::number(slot);
    // The target first, as redis-cli does: a client ASKed there is accepted at once.
    if (const auto importing =
            d->ask(target, {"CLUSTER", "SETSLOT", slotText, "IMPORTING", sourceId->bytes()});
        !importing)
        return importing.error();
    if (const auto migrating =
            d->ask(*source, {"CLUSTER", "SETSLOT", slotText, "MIGRATING", targetId->bytes()});
        !migrating) {
        (void)d->ask(target, {"CLUSTER", "SETSLOT", slotText, "STABLE"});
        return migrating.error();
    }
    d->migration = Private::Migration{slot, *source, target, targetId->bytes()};
    const Result<int> moved = d->migrateKeys(*d->migration);
    if (!moved) // the slot stays migrating: endSlotMigration() tries the rest again
        return moved.error();
    return QStringLiteral("slot %1 migrating from %2 to %3: %4 moved one MIGRATE each; "
                          "commands for moved or new keys are ASKed to the target")
        .arg(slot)
        .arg(d->name(*source), d->name(target))
        .arg(*moved == 1 ? QStringLiteral("1 key") : QStringLiteral("%1 keys").arg(*moved));
}

Result<QString> ClusterFaults::endSlotMigration()
{
    if (!d->migration)
        return clusterFaultRefused(QStringLiteral("no slot is migrating"));
    const Private::Migration m = *d->migration;
    const Result<int> moved = d->migrateKeys(m);
    if (!moved)
        return moved.error();
    const QByteArray slotText = QByteArray::number(m.slot);
    const RedisCommand assign{"CLUSTER", "SETSLOT", slotText, "NODE", m.targetId};
    // The target, then the source (it refuses while it still holds keys of the slot), then the
    // other masters, so that none sends a client back to the source meanwhile.
    QList<int> order{m.target, m.source};
    for (int i = 0; i < d->cluster.nodeCount(); ++i)
        if (!order.contains(i) && d->isUp(i) && d->role(i).valueOr(NodeRole{}).master)
            order.append(i);
    for (int node : order)
        if (const auto done = d->ask(node, assign); !done)
            return done.error();
    d->migration.reset();
    return QStringLiteral("slot %1 migrated: %2 serves it now (%3 more moved, SETSLOT NODE)")
        .arg(m.slot)
        .arg(d->name(m.target))
        .arg(*moved == 1 ? QStringLiteral("1 key") : QStringLiteral("%1 keys").arg(*moved));
}

bool ClusterFaults::isMigrating() const
{
    return d->migration.has_value();
}
