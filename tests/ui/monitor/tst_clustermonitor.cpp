#include "clusterslots.h"
#include "hashslot.h"
#include "inspectormonitor.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>

namespace {
constexpr int TimeoutMs = 20000;
constexpr int Masters = 3;

QSet<QByteArray> namesFound(const InspectorSnapshot &snapshot)
{
    QSet<QByteArray> names;
    for (const PrimitiveState &s : snapshot.states)
        names.insert(s.primitive.name);
    return names;
}
} // namespace

// InspectorMonitor on a real local Redis Cluster (docs/cluster.md, "The GUI's discovery"): its
// discovery scans every master, whether the client is a cluster client from the start
// (cluster=yes) or becomes one when the monitor asks (cluster=auto, INFO cluster), so the
// primitives of all three masters are listed, and their states read by routing.
class TestClusterMonitor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void discoveryFindsPrimitivesOnEveryMaster_data();
    void discoveryFindsPrimitivesOnEveryMaster();
    void aPlainServerIsScannedAlone();

private:
    // A structure name whose hash tag the given master serves.
    QByteArray nameOn(int master, const QByteArray &base) const;

    TestRedis::Cluster m_cluster;
    QSet<QByteArray> m_names; // a lock and a queue on each master
};

QByteArray TestClusterMonitor::nameOn(int master, const QByteArray &base) const
{
    for (int i = 0; i < 1000; ++i) {
        const QByteArray name = base + '-' + QByteArray::number(i);
        if (m_cluster->masterOfSlot(HashSlot::of(name)).valueOr(-1) == master)
            return name;
    }
    return {};
}

void TestClusterMonitor::initTestCase()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    m_cluster = std::move(started.value());
    RedisConnection writer(ClusterSlots::clusterYes(*m_cluster));
    for (int m = 0; m < Masters; ++m) {
        const QByteArray lock = nameOn(m, "lock");
        const QByteArray queue = nameOn(m, "jobs");
        QVERIFY(!lock.isEmpty() && !queue.isEmpty());
        QVERIFY(writer.command({"SET", "cs:{" + lock + "}:lock", "token-1", "PX", "600000"}).ok());
        QVERIFY(writer.command({"RPUSH", "cs:{" + queue + "}:queue", "a", "b"}).ok());
        m_names << lock << queue;
    }
    // Each master holds two of them: a scan of one master would miss four.
    for (int m = 0; m < Masters; ++m) {
        RedisConnection node(ClusterSlots::plain(m_cluster->node(m)->connectionOptions()));
        QCOMPARE(node.command({"DBSIZE"}).valueOr(RedisReply()).integerValue(), 2);
    }
}

void TestClusterMonitor::discoveryFindsPrimitivesOnEveryMaster_data()
{
    QTest::addColumn<bool>("autoDetect");
    QTest::newRow("cluster=yes") << false;
    QTest::newRow("cluster=auto, detected") << true;
}

void TestClusterMonitor::discoveryFindsPrimitivesOnEveryMaster()
{
    QFETCH(bool, autoDetect);
    ConnectionOptions options = m_cluster->seed();
    options.cluster =
        autoDetect ? ConnectionOptions::Cluster::Auto : ConnectionOptions::Cluster::Yes;
    RedisClient client(options);
    InspectorMonitor monitor;
    monitor.setIntervalMs(100);
    client.connectToServer();
    monitor.setClient(&client);

    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discovered, TimeoutMs);
    QVERIFY(client.isCluster());
    QCOMPARE(monitor.snapshot().scannedNodes.size(), Masters);
    QCOMPARE(namesFound(monitor.snapshot()), m_names);
    QCOMPARE(monitor.snapshot().keysSeen, 2 * Masters);
    // How far each master's SCAN got: all to the end, two keys each.
    QCOMPARE(monitor.snapshot().scanProgress.size(), Masters);
    for (const NodeScanProgress &n : monitor.snapshot().scanProgress) {
        QVERIFY(monitor.snapshot().scannedNodes.contains(n.node));
        QVERIFY(n.done);
        QCOMPARE(n.keysSeen, 2);
    }
    // The states are read too, each on its own master: every lock held, every queue two long.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (const PrimitiveState &s : monitor.snapshot().states)
                if (s.serverTimeMs == 0)
                    return false;
            return true;
        }(),
        TimeoutMs);
    for (qsizetype i = 0; i < monitor.snapshot().errors.size(); ++i)
        QVERIFY2(!monitor.snapshot().errors.at(i).isError(),
                 qPrintable(monitor.snapshot().errors.at(i).toString()));
}

// A plain server: no nodes named, one SCAN cursor, as before the cluster support.
void TestClusterMonitor::aPlainServerIsScannedAlone()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisConnection writer((*server)->connectionOptions());
    QVERIFY(writer.command({"SET", "cs:{solo}:lock", "t", "PX", "600000"}).ok());
    RedisClient client((*server)->connectionOptions());
    InspectorMonitor monitor;
    monitor.setIntervalMs(100);
    client.connectToServer();
    monitor.setClient(&client);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discovered, TimeoutMs);
    QVERIFY(!client.isCluster());
    QVERIFY(monitor.snapshot().scannedNodes.isEmpty());
    QVERIFY(monitor.snapshot().scanProgress.isEmpty());
    QCOMPARE(namesFound(monitor.snapshot()), QSet<QByteArray>{"solo"});
}

QTEST_GUILESS_MAIN(TestClusterMonitor)
#include "tst_clustermonitor.moc"
