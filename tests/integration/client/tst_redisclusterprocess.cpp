#include "hashslot.h"
#include "redisclusterprocess.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSet>
#include <QTest>
#include <QThread>

// One shared 3 + 3 cluster for the tests that only read it; the tests that kill nodes or write
// start their own.
class TestRedisClusterProcess : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void threeMastersServeEverySlotAndRedirectOthers();
    void everyMasterHasItsReplicaAttached();
    void nodesUseABusPortOfTheirOwnAndKeepNodesConf();
    void killedMasterIsReplacedByItsReplica();
    void restartedMasterRejoinsAsReplicaOfItsSuccessor();
    void missingExecutableFailsWithAClearError();
    void invalidOptionsAreRefused();
    void cleanupTestCase();

private:
    TestRedis::Cluster m_shared; // 3 masters + 3 replicas, read only
};

namespace {
constexpr int FailoverTimeoutMs = 15000;

RedisClusterOptions threePlusThree()
{
    RedisClusterOptions o;
    o.replicasPerMaster = 1;
    return o;
}

// A key of the first third of the slots: node 0's in a 3-master cluster.
QByteArray keyServedByNodeZeroAtStart()
{
    for (int i = 0;; ++i)
        if (const QByteArray key = "cs:{k" + QByteArray::number(i) + "}:value";
            HashSlot::of(key) < HashSlot::SlotCount / 3)
            return key;
}

// Kills node 0 (master of slot 0) and waits until its replica, node 3, serves slot 0 and the
// cluster is healthy again.
Result<void> failOverNodeZero(RedisClusterProcess &cluster)
{
    QElapsedTimer took;
    took.start();
    cluster.node(0)->kill();
    const QDeadlineTimer deadline(FailoverTimeoutMs);
    while (cluster.masterOfSlot(0).valueOr(-1) != 3) {
        if (deadline.hasExpired())
            return RedisError(RedisError::Kind::Timeout,
                              QStringLiteral("node 3 did not take over slot 0 within %1 ms")
                                  .arg(FailoverTimeoutMs));
        QThread::msleep(50);
    }
    qInfo("node 3 took over slot 0 %lld ms after node 0 was killed", took.elapsed());
    return cluster.waitUntilHealthy(FailoverTimeoutMs);
}
} // namespace

void TestRedisClusterProcess::initTestCase()
{
    QVERIFY2(!RedisServerProcess::findExecutable().isEmpty(),
             "redis-server is required for the integration tests (apt-get install redis-server)");
    QElapsedTimer took;
    took.start();
    auto cluster = TestRedis::startCluster(threePlusThree());
    QVERIFY2(cluster.ok(), qPrintable(cluster.error().toString()));
    qInfo("a 3 + 3 cluster started and was healthy in %lld ms", took.elapsed());
    m_shared = std::move(cluster).value();
}

void TestRedisClusterProcess::cleanupTestCase()
{
    QElapsedTimer took;
    took.start();
    m_shared.reset();
    qInfo("the shared cluster stopped in %lld ms", took.elapsed());
}

void TestRedisClusterProcess::threeMastersServeEverySlotAndRedirectOthers()
{
    QElapsedTimer took;
    took.start();
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    qInfo("a 3-master cluster started and was healthy in %lld ms", took.elapsed());
    RedisClusterProcess &cluster = *started.value();
    QCOMPARE(cluster.nodeCount(), 3);
    for (int i = 0; i < 3; ++i) {
        RedisConnection c(cluster.node(i)->connectionOptions());
        const auto info = c.command({"CLUSTER", "INFO"});
        QVERIFY2(info.ok(), qPrintable(info.error().toString()));
        QVERIFY(info->bytes().contains("cluster_state:ok"));
        QVERIFY(info->bytes().contains("cluster_slots_ok:16384"));
        QVERIFY(info->bytes().contains("cluster_size:3"));
    }
    // Split evenly, masters in order.
    QCOMPARE(cluster.masterOfSlot(0).valueOr(-1), 0);
    QCOMPARE(cluster.masterOfSlot(5461).valueOr(-1), 1);
    QCOMPARE(cluster.masterOfSlot(HashSlot::SlotCount - 1).valueOr(-1), 2);

    const QByteArray key = "cs:{cluster-probe}:value";
    const int slot = HashSlot::of(key);
    const auto owner = cluster.masterOfSlot(slot);
    QVERIFY2(owner.ok(), qPrintable(owner.error().toString()));
    RedisConnection master(cluster.node(*owner)->connectionOptions());
    QVERIFY(master.command({"SET", key, "here"}).ok());
    QCOMPARE(master.command({"GET", key})->bytes(), QByteArray("here"));

    // A plain connection to another master (cluster=no: a cluster connection would follow it).
    ConnectionOptions otherOptions = cluster.node((*owner + 1) % 3)->connectionOptions();
    otherOptions.cluster = ConnectionOptions::Cluster::No;
    RedisConnection other(otherOptions);
    const auto moved = other.command({"GET", key});
    QVERIFY(!moved.ok());
    QCOMPARE(moved.error().message(),
             QStringLiteral("MOVED %1 127.0.0.1:%2").arg(slot).arg(cluster.node(*owner)->port()));
}

void TestRedisClusterProcess::everyMasterHasItsReplicaAttached()
{
    RedisClusterProcess &cluster = *m_shared;
    QCOMPARE(cluster.nodeCount(), 6);
    for (int replica = 3; replica < 6; ++replica) {
        RedisConnection c(cluster.node(replica)->connectionOptions());
        const auto role = c.command({"ROLE"});
        QVERIFY2(role.ok(), qPrintable(role.error().toString()));
        QCOMPARE(role->elements().at(0).bytes(), QByteArray("slave"));
        QCOMPARE(role->elements().at(2).integerValue(), qint64(cluster.node(replica - 3)->port()));
        QCOMPARE(role->elements().at(3).bytes(), QByteArray("connected"));
    }
    // Every node's CLUSTER SLOTS: three ranges, each with its master and that master's replica.
    for (int asked = 0; asked < 6; ++asked) {
        RedisConnection c(cluster.node(asked)->connectionOptions());
        const auto slots = c.command({"CLUSTER", "SLOTS"});
        QVERIFY2(slots.ok(), qPrintable(slots.error().toString()));
        QCOMPARE(slots->elements().size(), 3);
        for (const RedisReply &range : slots->elements()) {
            QCOMPARE(range.elements().size(), 4); // first, last, master, one replica
            const qint64 masterPort = range.elements().at(2).elements().at(1).integerValue();
            const qint64 replicaPort = range.elements().at(3).elements().at(1).integerValue();
            int master = -1;
            for (int i = 0; i < 3; ++i)
                if (cluster.node(i)->port() == masterPort)
                    master = i;
            QVERIFY(master >= 0);
            QCOMPARE(replicaPort, qint64(cluster.node(master + 3)->port()));
        }
    }
    QVERIFY(cluster.waitUntilHealthy(0).ok());
}

void TestRedisClusterProcess::nodesUseABusPortOfTheirOwnAndKeepNodesConf()
{
    RedisClusterProcess &cluster = *m_shared;
    QCOMPARE(cluster.seed(), cluster.node(0)->connectionOptions());
    const QList<ConnectionOptions> options = cluster.nodeOptions();
    QCOMPARE(options.size(), 6);
    QSet<quint16> ports;
    for (int i = 0; i < 6; ++i) {
        const RedisServerProcess &node = *cluster.node(i);
        QCOMPARE(options.at(i), node.connectionOptions());
        ports << node.port() << node.clusterBusPort();
        RedisConnection c(node.connectionOptions());
        QCOMPARE(c.command({"CONFIG", "GET", "cluster-port"})->elements().at(1).bytes(),
                 QByteArray::number(node.clusterBusPort()));
        QVERIFY(QFileInfo::exists(node.workingDirectory() + QStringLiteral("/nodes.conf")));
    }
    QCOMPARE(ports.size(), 12);
    QCOMPARE(cluster.node(6), nullptr);
    QCOMPARE(cluster.masterOfSlot(HashSlot::SlotCount).error().kind(),
             RedisError::Kind::InvalidArgument);
}

void TestRedisClusterProcess::killedMasterIsReplacedByItsReplica()
{
    auto started = TestRedis::startCluster(threePlusThree());
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = *started.value();
    QCOMPARE(cluster.masterOfSlot(0).valueOr(-1), 0);

    const auto failedOver = failOverNodeZero(cluster);
    QVERIFY2(failedOver.ok(), qPrintable(failedOver.error().toString()));
    RedisConnection promoted(cluster.node(3)->connectionOptions());
    QCOMPARE(promoted.command({"ROLE"})->elements().at(0).bytes(), QByteArray("master"));
    const QByteArray key = keyServedByNodeZeroAtStart();
    QCOMPARE(cluster.masterOfSlot(HashSlot::of(key)).valueOr(-1), 3);
    QVERIFY(promoted.command({"SET", key, "v"}).ok());
    QCOMPARE(promoted.command({"GET", key})->bytes(), QByteArray("v"));
}

void TestRedisClusterProcess::restartedMasterRejoinsAsReplicaOfItsSuccessor()
{
    auto started = TestRedis::startCluster(threePlusThree());
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = *started.value();
    RedisConnection old(cluster.node(0)->connectionOptions());
    const auto id = old.command({"CLUSTER", "MYID"});
    QVERIFY2(id.ok(), qPrintable(id.error().toString()));
    const quint16 port = cluster.node(0)->port();
    const quint16 busPort = cluster.node(0)->clusterBusPort();

    const auto failedOver = failOverNodeZero(cluster);
    QVERIFY2(failedOver.ok(), qPrintable(failedOver.error().toString()));
    const auto restarted = cluster.node(0)->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    const auto healthy = cluster.waitUntilHealthy(FailoverTimeoutMs);
    QVERIFY2(healthy.ok(), qPrintable(healthy.error().toString()));

    // Same ports, same nodes.conf, so the same node: Redis sees its slots taken by a newer
    // epoch and makes it a replica of the node that took them.
    QCOMPARE(cluster.node(0)->port(), port);
    QCOMPARE(cluster.node(0)->clusterBusPort(), busPort);
    QCOMPARE(old.command({"CLUSTER", "MYID"})->bytes(), id->bytes());
    const auto role = old.command({"ROLE"});
    QVERIFY2(role.ok(), qPrintable(role.error().toString()));
    QCOMPARE(role->elements().at(0).bytes(), QByteArray("slave"));
    QCOMPARE(role->elements().at(2).integerValue(), qint64(cluster.node(3)->port()));
    QCOMPARE(cluster.masterOfSlot(0).valueOr(-1), 3);
}

void TestRedisClusterProcess::missingExecutableFailsWithAClearError()
{
    RedisClusterOptions o;
    o.executable = QStringLiteral("/nonexistent/redis-server");
    RedisClusterProcess cluster(o);
    const auto started = cluster.start();
    QVERIFY(!started.ok());
    QCOMPARE(started.error().kind(), RedisError::Kind::Io);
    QVERIFY2(started.error().message().contains(u"cluster node 0 of 3 did not start"),
             qPrintable(started.error().message()));
    QVERIFY2(started.error().message().contains(u"/nonexistent/redis-server"),
             qPrintable(started.error().message()));
    for (int i = 0; i < cluster.nodeCount(); ++i)
        QVERIFY(!cluster.node(i)->isRunning());
}

void TestRedisClusterProcess::invalidOptionsAreRefused()
{
    RedisClusterOptions o;
    o.masters = 0;
    RedisClusterProcess cluster(o);
    QCOMPARE(cluster.nodeCount(), 0);
    const auto started = cluster.start();
    QCOMPARE(started.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(started.error().message().contains(u"1 to 16384 masters"),
             qPrintable(started.error().message()));
}

QTEST_GUILESS_MAIN(TestRedisClusterProcess)
#include "tst_redisclusterprocess.moc"
