#include "playgroundservers.h"
#include "redisconnection.h"
#include "redisserverprocess.h"

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
};

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

QTEST_GUILESS_MAIN(TestPlaygroundServers)
#include "tst_playgroundservers.moc"
