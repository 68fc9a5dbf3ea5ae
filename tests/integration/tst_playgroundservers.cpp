#include "hashslot.h"
#include "playgroundservers.h"
#include "redisconnection.h"
#include "redisserverprocess.h"
#include "sharedplaygroundservers.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QTest>

using Kind = RedisError::Kind;
using Layout = PlaygroundServers::Layout;

namespace {
// The tests fail (never skip) without redis-server, as TestRedis's do.
#define START(servers, call)                                                                       \
    do {                                                                                           \
        const auto started = (servers).call;                                                       \
        QVERIFY2(started.ok(), qPrintable(started.error().toString()));                            \
    } while (false)

#define FAULT(call)                                                                                \
    do {                                                                                           \
        const auto done = (call);                                                                  \
        QVERIFY2(done.ok(), qPrintable(done.error().toString()));                                  \
        QVERIFY(!done->isEmpty());                                                                 \
    } while (false)

Result<RedisReply> run(const ConnectionOptions &options, const RedisCommand &argv)
{
    RedisConnection c(options);
    return c.command(argv);
}

std::optional<QByteArray> get(const ConnectionOptions &options, const QByteArray &key)
{
    const auto value = run(options, {"GET", key});
    return value ? value->toOptionalBytes().valueOr(std::nullopt) : std::nullopt;
}

// A cluster node as itself: a MOVED is an answer, not followed.
ConnectionOptions plainNode(const PlaygroundServers &servers, int node)
{
    ConnectionOptions o = servers.connectionOptions(node);
    o.cluster = ConnectionOptions::Cluster::No;
    o.moreSeeds.clear();
    return o;
}

// "master" or "slave", from ROLE.
QByteArray role(const PlaygroundServers &servers, int node)
{
    const auto reply = run(plainNode(servers, node), {"ROLE"});
    return reply && !reply->elements().isEmpty() ? reply->elements().first().bytes() : QByteArray();
}

// A key of the slots master m of a fresh cluster serves (startCluster splits them evenly).
QByteArray keyOfMaster(int master, const QByteArray &stem)
{
    const int first = master * HashSlot::SlotCount / PlaygroundServers::ClusterMasters;
    const int last = (master + 1) * HashSlot::SlotCount / PlaygroundServers::ClusterMasters - 1;
    for (int n = 0;; ++n) {
        const QByteArray key = "cs:{" + stem + QByteArray::number(n) + "}:k";
        if (const int slot = HashSlot::of(key); slot >= first && slot <= last)
            return key;
    }
}

// A replica's view of a key: READONLY, then GET, on one connection.
std::optional<QByteArray> replicaGet(const PlaygroundServers &servers, int node,
                                     const QByteArray &key)
{
    RedisConnection c(plainNode(servers, node));
    const auto replies = c.pipeline({{"READONLY"}, {"GET", key}});
    return replies.at(1) ? replies.at(1)->toOptionalBytes().valueOr(std::nullopt) : std::nullopt;
}

qint64 keysInSlot(const PlaygroundServers &servers, int node, int slot)
{
    const auto count =
        run(plainNode(servers, node), {"CLUSTER", "COUNTKEYSINSLOT", QByteArray::number(slot)});
    return count ? count->integerValue() : -1;
}

constexpr int PromotionTimeoutMs = 20000; // node timeout 1 s, an election; a loaded machine
} // namespace

class TestPlaygroundServers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void independentNodesStartAndAnswer_data();
    void independentNodesStartAndAnswer();
    void independentCountOutOfRangeIsRefused_data();
    void independentCountOutOfRangeIsRefused();
    void aLayoutStartsOnce();
    void replicatedLayoutIsInSyncWhenStarted();
    void stopRefusesConnectionsAndRestartComesBackEmpty();
    void faultsOnAMissingOrDownNodeAreRefused();
    void clientPauseDelaysOtherClientsCommands();
    void debugSleepReturnsAtOnceAndTheNodeAnswersLate();
    void pausedReplicationHoldsWritesUntilResumed();
    void waitCountsNoReplicaWhileReplicationIsPaused();
    void failoverPromotesTheReplicaWithWhatItReceived_data();
    void failoverPromotesTheReplicaWithWhatItReceived();
    void failoverAfterTheMasterCrashedPromotesTheReplica();
    void restartedMasterEmptiesItsReplica();
    void replicationFaultsNeedTheReplicatedLayout();
    void destructionStopsEveryServer();
    void clusterLayoutRoutesClientsToThreeMastersWithReplicas();
    void clusterFaultsThatCannotBeInjectedAreRefused();
    void killedClusterMasterIsReplacedByItsReplica();
    void cutReplicationLosesTheWritesOfAKilledMaster();
    void restoredReplicationResyncsAndManualFailoverSwapsRoles();
    void slotMigrationMovesTheKeysThenTheSlot();

private:
    // One cluster for the tests that change nothing in it (each start costs about 2.5 s).
    PlaygroundServers *sharedCluster();
    SharedPlaygroundServers m_sharedCluster{&PlaygroundServers::startCluster};
};

PlaygroundServers *TestPlaygroundServers::sharedCluster()
{
    return m_sharedCluster.get();
}

void TestPlaygroundServers::independentNodesStartAndAnswer_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("1") << 1;
    QTest::newRow("5 (Redlock)") << 5;
}

void TestPlaygroundServers::independentNodesStartAndAnswer()
{
    QFETCH(int, count);
    PlaygroundServers servers;
    START(servers, startIndependent(count));
    QCOMPARE(servers.layout(), Layout::Independent);
    QCOMPARE(servers.nodeCount(), count);
    QCOMPARE(servers.primary(), 0);
    QSet<QString> endpoints;
    for (int i = 0; i < count; ++i) {
        QVERIFY(servers.isUp(i));
        const ConnectionOptions o = servers.connectionOptions(i);
        QCOMPARE(o.host, QStringLiteral("127.0.0.1"));
        QCOMPARE(o.connectTimeoutMs, PlaygroundServers::ClientConnectTimeoutMs);
        QCOMPARE(o.commandTimeoutMs, PlaygroundServers::ClientCommandTimeoutMs);
        QCOMPARE(servers.endpoint(i), o.endpoint().section(QLatin1Char('/'), 0, 0));
        endpoints.insert(servers.endpoint(i));
        // Its own node: a key set here is on no other.
        QVERIFY(run(o, {"SET", "mine", QByteArray::number(i)}).ok());
        QCOMPARE(run(o, {"DEBUG", "SLEEP", "0"})->bytes(), QByteArray("OK"));
        const auto role = run(o, {"ROLE"});
        QVERIFY2(role.ok(), qPrintable(role.error().toString()));
        QCOMPARE(role->elements().value(0).bytes(), QByteArray("master"));
        const auto save = run(o, {"CONFIG", "GET", "save"});
        QCOMPARE(save->elements().value(1).bytes(), QByteArray());
    }
    QCOMPARE(endpoints.size(), count);
    for (int i = 0; i < count; ++i)
        QCOMPARE(get(servers.connectionOptions(i), "mine"), QByteArray::number(i));
}

void TestPlaygroundServers::independentCountOutOfRangeIsRefused_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("0") << 0;
    QTest::newRow("10") << 10;
    QTest::newRow("-1") << -1;
}

void TestPlaygroundServers::independentCountOutOfRangeIsRefused()
{
    QFETCH(int, count);
    PlaygroundServers servers;
    const auto started = servers.startIndependent(count);
    QVERIFY(!started.ok());
    QCOMPARE(started.error().kind(), Kind::InvalidArgument);
    QCOMPARE(servers.nodeCount(), 0);
    QCOMPARE(servers.layout(), Layout::None);
}

void TestPlaygroundServers::aLayoutStartsOnce()
{
    PlaygroundServers servers;
    START(servers, startIndependent(1));
    QCOMPARE(servers.startReplicated().error().kind(), Kind::InvalidArgument);
    QCOMPARE(servers.startIndependent(2).error().kind(), Kind::InvalidArgument);
    QCOMPARE(servers.nodeCount(), 1);
    QVERIFY(servers.isUp(0));
}

void TestPlaygroundServers::replicatedLayoutIsInSyncWhenStarted()
{
    PlaygroundServers servers;
    START(servers, startReplicated());
    QCOMPARE(servers.layout(), Layout::Replicated);
    QCOMPARE(servers.nodeCount(), 2);
    QCOMPARE(servers.primary(), 0);
    QVERIFY(!servers.isReplicationPaused());
    const auto info = run(servers.connectionOptions(1), {"INFO", "replication"});
    QVERIFY2(info.ok(), qPrintable(info.error().toString()));
    QVERIFY2(info->bytes().contains("role:slave"), info->bytes().constData());
    QVERIFY2(info->bytes().contains("master_link_status:up"), info->bytes().constData());
    // In sync at once: the first write of a run is acknowledged, and the replica has it.
    RedisConnection master(servers.connectionOptions(0));
    QVERIFY(master.command({"SET", "k", "v"}).ok());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "2000"}, 2000)->integerValue(), 1);
    QCOMPARE(get(servers.connectionOptions(1), "k"), QByteArray("v"));
}

void TestPlaygroundServers::stopRefusesConnectionsAndRestartComesBackEmpty()
{
    PlaygroundServers servers;
    START(servers, startIndependent(2));
    const QString endpoint = servers.endpoint(0);
    QVERIFY(run(servers.connectionOptions(0), {"SET", "k", "v"}).ok());
    QVERIFY(run(servers.connectionOptions(1), {"SET", "k", "other"}).ok());

    FAULT(servers.stop(0));
    QVERIFY(!servers.isUp(0));
    const auto refused = run(servers.connectionOptions(0), {"PING"});
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind(), Kind::Io);
    QCOMPARE(get(servers.connectionOptions(1), "k"), QByteArray("other"));

    FAULT(servers.restart(0));
    QVERIFY(servers.isUp(0));
    QCOMPARE(servers.endpoint(0), endpoint);
    QCOMPARE(run(servers.connectionOptions(0), {"DBSIZE"})->integerValue(), 0);
    // And a restart of a node that is up is a crash and a restart.
    QVERIFY(run(servers.connectionOptions(1), {"SET", "k", "v"}).ok());
    FAULT(servers.restart(1));
    QCOMPARE(run(servers.connectionOptions(1), {"DBSIZE"})->integerValue(), 0);
}

void TestPlaygroundServers::faultsOnAMissingOrDownNodeAreRefused()
{
    PlaygroundServers servers;
    START(servers, startIndependent(2));
    FAULT(servers.stop(1));
    for (const auto &refused :
         {servers.stop(2), servers.stop(-1), servers.stop(1), servers.restart(2),
          servers.clientPause(1, 100), servers.clientPause(0, 0), servers.debugSleep(1, 100),
          servers.debugSleep(5, 100), servers.debugSleep(0, -3)}) {
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind(), Kind::InvalidArgument);
    }
    QVERIFY(servers.endpoint(2).isEmpty());
    QCOMPARE(servers.connectionOptions(2).port, quint16(0));
    QVERIFY(!servers.isUp(2));
    QVERIFY(servers.isUp(0));
}

void TestPlaygroundServers::clientPauseDelaysOtherClientsCommands()
{
    constexpr int PauseMs = 400;
    PlaygroundServers servers;
    START(servers, startIndependent(1));
    RedisConnection client(servers.connectionOptions(0));
    QVERIFY(client.connect().ok());
    QElapsedTimer clock;
    clock.start();
    FAULT(servers.clientPause(0, PauseMs));
    const auto pong = client.command({"PING"});
    QVERIFY2(pong.ok(), qPrintable(pong.error().toString()));
    // A lower bound only: the pause began after the clock started.
    QVERIFY2(clock.elapsed() >= PauseMs - 5, qPrintable(QString::number(clock.elapsed())));
}

void TestPlaygroundServers::debugSleepReturnsAtOnceAndTheNodeAnswersLate()
{
    constexpr int SleepMs = 1500;
    PlaygroundServers servers;
    START(servers, startIndependent(1));
    ConnectionOptions o = servers.connectionOptions(0);
    o.commandTimeoutMs = 10000;
    RedisConnection client(o);
    QVERIFY(client.connect().ok());
    QElapsedTimer clock;
    clock.start();
    FAULT(servers.debugSleep(0, SleepMs));
    // The caller is not held for the sleep: it gets back before the node wakes up.
    const qint64 returnedAfter = clock.elapsed();
    QVERIFY2(returnedAfter < SleepMs, qPrintable(QString::number(returnedAfter)));
    const auto pong = client.command({"PING"});
    QVERIFY2(pong.ok(), qPrintable(pong.error().toString()));
    QVERIFY2(clock.elapsed() >= SleepMs - 5, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(servers.isUp(0));
}

void TestPlaygroundServers::pausedReplicationHoldsWritesUntilResumed()
{
    PlaygroundServers servers;
    START(servers, startReplicated());
    FAULT(servers.pauseReplication());
    QVERIFY(servers.isReplicationPaused());
    QCOMPARE(servers.pauseReplication().error().kind(), Kind::InvalidArgument);
    // Clients still write to the master.
    QVERIFY(run(servers.connectionOptions(0), {"SET", "k", "v"}).ok());
    QThread::msleep(300); // ample time for an unpaused link to deliver it
    QCOMPARE(get(servers.connectionOptions(1), "k"), std::nullopt);
    const auto info = run(servers.connectionOptions(1), {"INFO", "replication"});
    QVERIFY2(info->bytes().contains("master_link_status:up"), info->bytes().constData());

    FAULT(servers.resumeReplication());
    QVERIFY(!servers.isReplicationPaused());
    QCOMPARE(servers.resumeReplication().error().kind(), Kind::InvalidArgument);
    QTRY_COMPARE_WITH_TIMEOUT(get(servers.connectionOptions(1), "k"),
                              std::optional<QByteArray>("v"), 5000);
}

void TestPlaygroundServers::waitCountsNoReplicaWhileReplicationIsPaused()
{
    PlaygroundServers servers;
    START(servers, startReplicated());
    RedisConnection master(servers.connectionOptions(0));
    FAULT(servers.pauseReplication());
    QVERIFY(master.command({"SET", "lock", "a"}).ok());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "100"}, 100)->integerValue(), 0);
    FAULT(servers.resumeReplication());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "5000"}, 5000)->integerValue(), 1);
}

void TestPlaygroundServers::failoverPromotesTheReplicaWithWhatItReceived_data()
{
    QTest::addColumn<bool>("pauseFirst");
    QTest::addColumn<bool>("keyOnThePromoted");
    QTest::newRow("replication paused: the write is lost") << true << false;
    QTest::newRow("replication running: the write survives") << false << true;
}

void TestPlaygroundServers::failoverPromotesTheReplicaWithWhatItReceived()
{
    QFETCH(bool, pauseFirst);
    QFETCH(bool, keyOnThePromoted);
    PlaygroundServers servers;
    START(servers, startReplicated());
    const QString replicaEndpoint = servers.endpoint(1);
    if (pauseFirst)
        FAULT(servers.pauseReplication());
    RedisConnection master(servers.connectionOptions(0));
    QVERIFY(master.command({"SET", "lock", "holder-a"}).ok());
    // Acknowledged when it reached the replica (the running case); the paused one times out.
    const auto acked = master.blockingCommand({"WAIT", "1", "300"}, 300);
    QCOMPARE(acked->integerValue(), keyOnThePromoted ? 1 : 0);

    FAULT(servers.failover());
    QVERIFY(servers.hasFailedOver());
    QCOMPARE(servers.primary(), 1);
    QCOMPARE(
        servers.connectionOptions(servers.primary()).endpoint().section(QLatin1Char('/'), 0, 0),
        replicaEndpoint);
    QVERIFY(!servers.isUp(0));
    QVERIFY(!servers.isReplicationPaused());
    const ConnectionOptions promoted = servers.connectionOptions(servers.primary());
    QCOMPARE(run(promoted, {"ROLE"})->elements().value(0).bytes(), QByteArray("master"));
    QCOMPARE(get(promoted, "lock").has_value(), keyOnThePromoted);
    // The new master takes writes: a second client gets the lock the first one held.
    QCOMPARE(run(promoted, {"SET", "lock", "holder-b", "NX"})->isNil(), keyOnThePromoted);

    QCOMPARE(servers.failover().error().kind(), Kind::InvalidArgument);
    QCOMPARE(servers.pauseReplication().error().kind(), Kind::InvalidArgument);
    // The old master comes back empty and on its own, not as the primary.
    FAULT(servers.restart(0));
    QCOMPARE(run(servers.connectionOptions(0), {"DBSIZE"})->integerValue(), 0);
    QCOMPARE(servers.primary(), 1);
}

void TestPlaygroundServers::failoverAfterTheMasterCrashedPromotesTheReplica()
{
    PlaygroundServers servers;
    START(servers, startReplicated());
    RedisConnection master(servers.connectionOptions(0));
    QVERIFY(master.command({"SET", "k", "v"}).ok());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "2000"}, 2000)->integerValue(), 1);
    FAULT(servers.stop(0));
    FAULT(servers.failover());
    QCOMPARE(servers.primary(), 1);
    QCOMPARE(get(servers.connectionOptions(1), "k"), QByteArray("v"));
    QVERIFY(run(servers.connectionOptions(1), {"SET", "k", "w"}).ok());
}

// Redis's own warning about masters without persistence: restarted empty, the master syncs its
// replica to empty too. Here through the link, which reconnects the replica to the new process.
void TestPlaygroundServers::restartedMasterEmptiesItsReplica()
{
    PlaygroundServers servers;
    START(servers, startReplicated());
    RedisConnection master(servers.connectionOptions(0));
    QVERIFY(master.command({"SET", "k", "v"}).ok());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "2000"}, 2000)->integerValue(), 1);
    FAULT(servers.restart(0));
    QTRY_COMPARE_WITH_TIMEOUT(get(servers.connectionOptions(1), "k"), std::nullopt, 10000);
    const auto synced = PlaygroundServers::waitForReplicaSync(servers.connectionOptions(0),
                                                              servers.connectionOptions(1), 10000);
    QVERIFY2(synced.ok(), qPrintable(synced.error().toString()));
}

void TestPlaygroundServers::replicationFaultsNeedTheReplicatedLayout()
{
    PlaygroundServers none;
    QCOMPARE(none.pauseReplication().error().kind(), Kind::InvalidArgument);
    PlaygroundServers servers;
    START(servers, startIndependent(2));
    for (const auto &refused :
         {servers.pauseReplication(), servers.resumeReplication(), servers.failover()}) {
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind(), Kind::InvalidArgument);
    }
    QVERIFY(servers.isUp(0));
    QVERIFY(servers.isUp(1));
}

void TestPlaygroundServers::destructionStopsEveryServer()
{
    QList<ConnectionOptions> nodes;
    {
        PlaygroundServers independent;
        START(independent, startIndependent(3));
        PlaygroundServers replicated;
        START(replicated, startReplicated());
        FAULT(replicated.pauseReplication());
        // A sleeping node goes too, and at once (SIGTERM would wait for the sleep).
        FAULT(independent.debugSleep(2, 10000));
        for (int i = 0; i < 3; ++i)
            nodes.append(independent.connectionOptions(i));
        for (int i = 0; i < 2; ++i)
            nodes.append(replicated.connectionOptions(i));
        for (const auto &o : nodes.mid(0, 2) + nodes.mid(3))
            QVERIFY(run(o, {"PING"}).ok());
    }
    for (const auto &o : nodes) {
        const auto refused = run(o, {"PING"});
        QVERIFY2(!refused.ok(), qPrintable(o.endpoint()));
        QCOMPARE(refused.error().kind(), Kind::Io);
    }
}

void TestPlaygroundServers::clusterLayoutRoutesClientsToThreeMastersWithReplicas()
{
    PlaygroundServers *shared = sharedCluster();
    QVERIFY(shared);
    const PlaygroundServers &servers = *shared;
    QCOMPARE(servers.layout(), Layout::Cluster);
    QCOMPARE(servers.nodeCount(), PlaygroundServers::ClusterNodes);
    const ConnectionOptions client = servers.connectionOptions(0);
    QCOMPARE(client.cluster, ConnectionOptions::Cluster::Yes);
    QCOMPARE(client.moreSeeds.size(), PlaygroundServers::ClusterNodes - 1);
    // One cluster client writes a key of every master; each master holds its own, and node
    // 3 + m replicates master m.
    RedisConnection c(client);
    for (int m = 0; m < PlaygroundServers::ClusterMasters; ++m) {
        const QByteArray key = keyOfMaster(m, "layout");
        QVERIFY(c.command({"SET", key, "v"}).ok());
        QCOMPARE(role(servers, m), QByteArray("master"));
        QCOMPARE(role(servers, PlaygroundServers::ClusterMasters + m), QByteArray("slave"));
        QCOMPARE(get(plainNode(servers, m), key), QByteArray("v"));
        const auto replica =
            run(plainNode(servers, PlaygroundServers::ClusterMasters + m), {"ROLE"});
        QVERIFY(replica.ok());
        QCOMPARE(replica->elements().value(2).integerValue(), servers.connectionOptions(m).port);
    }
    // Pausing a master works as on any layout.
    FAULT(shared->clientPause(1, 100));
}

void TestPlaygroundServers::clusterFaultsThatCannotBeInjectedAreRefused()
{
    PlaygroundServers independent;
    START(independent, startIndependent(1));
    for (const auto &refused :
         {independent.clusterFailover(0), independent.beginSlotMigration(0, 0),
          independent.endSlotMigration()})
        QCOMPARE(refused.error().kind(), Kind::InvalidArgument);

    PlaygroundServers *shared = sharedCluster();
    QVERIFY(shared);
    PlaygroundServers &servers = *shared;
    const int slot = HashSlot::of(keyOfMaster(0, "refused"));
    for (const auto &refused :
         {servers.clusterFailover(0),                              // a master
          servers.clusterFailover(6), servers.pauseReplication(3), // a replica
          servers.resumeReplication(0),                            // not cut
          servers.beginSlotMigration(slot, 0),                     // its own master
          servers.beginSlotMigration(slot, 4),                     // a replica
          servers.beginSlotMigration(-1, 1), servers.beginSlotMigration(HashSlot::SlotCount, 1),
          servers.endSlotMigration(), servers.failover()}) {
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind(), Kind::InvalidArgument);
    }
    // Nothing changed: the roles, the slot, the replication.
    QCOMPARE(role(servers, 0), QByteArray("master"));
    QCOMPARE(role(servers, 3), QByteArray("slave"));
    QVERIFY(!servers.isReplicationPaused());
    RedisConnection master(plainNode(servers, 0));
    const QByteArray key = keyOfMaster(0, "refused");
    QVERIFY(master.command({"SET", key, "v"}).ok());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "5000"}, 6000)->integerValue(), 1);
}

void TestPlaygroundServers::killedClusterMasterIsReplacedByItsReplica()
{
    PlaygroundServers servers;
    START(servers, startCluster());
    const QByteArray key = keyOfMaster(0, "kill");
    RedisConnection c(servers.connectionOptions(1));
    QVERIFY(c.command({"SET", key, "v"}).ok());
    QVERIFY(run(plainNode(servers, 0), {"WAIT", "1", "5000"}).ok());

    FAULT(servers.stop(0));
    QVERIFY(!servers.isUp(0));
    QTRY_COMPARE_WITH_TIMEOUT(role(servers, 3), QByteArray("master"), PromotionTimeoutMs);
    // The cluster client follows the promoted replica, which had the write.
    QTRY_VERIFY_WITH_TIMEOUT(c.command({"GET", key}).ok(), PromotionTimeoutMs);
    QCOMPARE(c.command({"GET", key})->bytes(), QByteArray("v"));
    // The old master rejoins as the replica of its replacement.
    FAULT(servers.restart(0));
    QTRY_COMPARE_WITH_TIMEOUT(role(servers, 0), QByteArray("slave"), PromotionTimeoutMs);
}

void TestPlaygroundServers::cutReplicationLosesTheWritesOfAKilledMaster()
{
    PlaygroundServers servers;
    START(servers, startCluster());
    const QByteArray before = keyOfMaster(0, "before");
    const QByteArray after = keyOfMaster(0, "after");
    RedisConnection master(plainNode(servers, 0));
    QVERIFY(master.command({"SET", before, "kept"}).ok());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "5000"}, 6000)->integerValue(), 1);

    FAULT(servers.pauseReplication(0));
    QVERIFY(servers.isReplicationPaused());
    QVERIFY(master.command({"SET", after, "lost"}).ok());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "300"}, 2000)->integerValue(), 0);
    QCOMPARE(replicaGet(servers, 3, before), QByteArray("kept"));
    QCOMPARE(replicaGet(servers, 3, after), std::nullopt);

    // The replica is still promoted when its master dies, without the write.
    FAULT(servers.stop(0));
    QTRY_COMPARE_WITH_TIMEOUT(role(servers, 3), QByteArray("master"), PromotionTimeoutMs);
    RedisConnection c(servers.connectionOptions(1));
    QTRY_VERIFY_WITH_TIMEOUT(c.command({"GET", before}).ok(), PromotionTimeoutMs);
    QCOMPARE(c.command({"GET", before})->bytes(), QByteArray("kept"));
    const auto lost = c.command({"GET", after});
    QVERIFY2(lost.ok(), qPrintable(lost.error().toString()));
    QVERIFY(lost->isNil());
    // It takes writes at once (nothing left paused on it).
    QVERIFY(c.command({"SET", after, "again"}).ok());
}

void TestPlaygroundServers::restoredReplicationResyncsAndManualFailoverSwapsRoles()
{
    PlaygroundServers servers;
    START(servers, startCluster());
    const QByteArray key = keyOfMaster(1, "restore");
    RedisConnection master(plainNode(servers, 1));
    FAULT(servers.pauseReplication(1));
    QVERIFY(master.command({"SET", key, "v"}).ok());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "300"}, 2000)->integerValue(), 0);
    QCOMPARE(servers.pauseReplication(1).error().kind(), Kind::InvalidArgument); // already cut

    FAULT(servers.resumeReplication(1));
    QVERIFY(!servers.isReplicationPaused());
    QCOMPARE(master.blockingCommand({"WAIT", "1", "5000"}, 6000)->integerValue(), 1);
    QCOMPARE(replicaGet(servers, 4, key), QByteArray("v"));

    FAULT(servers.clusterFailover(4));
    QCOMPARE(role(servers, 4), QByteArray("master"));
    QTRY_COMPARE_WITH_TIMEOUT(role(servers, 1), QByteArray("slave"), PromotionTimeoutMs);
    RedisConnection c(servers.connectionOptions(0));
    QTRY_COMPARE_WITH_TIMEOUT(get(plainNode(servers, 4), key), QByteArray("v"), PromotionTimeoutMs);
    QCOMPARE(c.command({"GET", key})->bytes(), QByteArray("v"));
    QCOMPARE(servers.clusterFailover(4).error().kind(), Kind::InvalidArgument); // a master now
}

void TestPlaygroundServers::slotMigrationMovesTheKeysThenTheSlot()
{
    PlaygroundServers servers;
    START(servers, startCluster());
    const QByteArray tag = keyOfMaster(0, "migrate").chopped(2); // "cs:{migrateN}"
    const int slot = HashSlot::of(tag + ":a");
    RedisConnection c(servers.connectionOptions(0));
    for (const char *k : {":a", ":b", ":c"})
        QVERIFY(c.command({"SET", tag + k, "v"}).ok());

    const auto begun = servers.beginSlotMigration(slot, 2);
    QVERIFY2(begun.ok(), qPrintable(begun.error().toString()));
    QVERIFY2(begun->contains(u"3 keys"), qPrintable(*begun));
    QCOMPARE(keysInSlot(servers, 0, slot), 0);
    QCOMPARE(keysInSlot(servers, 2, slot), 3);
    QCOMPARE(servers.beginSlotMigration(slot, 1).error().kind(), Kind::InvalidArgument);
    // Meanwhile the client is ASKed to the target for moved keys and new ones.
    QCOMPARE(c.command({"GET", tag + ":a"})->bytes(), QByteArray("v"));
    QVERIFY(c.command({"SET", tag + ":d", "new"}).ok());
    QCOMPARE(keysInSlot(servers, 2, slot), 4);
    // The source still serves the slot: a plain GET there is ASKed, not MOVED.
    const auto asked = run(plainNode(servers, 0), {"GET", tag + ":a"});
    QVERIFY(!asked.ok());
    QVERIFY2(asked.error().message().contains(u"ASK"), qPrintable(asked.error().message()));

    FAULT(servers.endSlotMigration());
    const auto moved = run(plainNode(servers, 0), {"GET", tag + ":a"});
    QVERIFY(!moved.ok());
    QVERIFY2(moved.error().message().contains(QStringLiteral("MOVED %1 127.0.0.1:%2")
                                                  .arg(slot)
                                                  .arg(servers.connectionOptions(2).port)),
             qPrintable(moved.error().message()));
    for (const char *k : {":a", ":b", ":c", ":d"})
        QVERIFY(get(plainNode(servers, 2), tag + k).has_value());
    QCOMPARE(servers.endSlotMigration().error().kind(), Kind::InvalidArgument);
}

QTEST_GUILESS_MAIN(TestPlaygroundServers)
#include "tst_playgroundservers.moc"
