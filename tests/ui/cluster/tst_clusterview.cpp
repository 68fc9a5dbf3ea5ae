#include "clustereventmodel.h"
#include "clusternodemodel.h"
#include "clusterslots.h"
#include "clusterview.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "serversession.h"
#include "sessionstatusbar.h"
#include "testredis.h"

#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

namespace {
constexpr int TimeoutMs = 20000;
// A failover: the node timeout (1 s) and a vote, on a loaded machine.
constexpr int FailoverTimeoutMs = 60000;

// The tab on a session of its own, shown offscreen, both models checked on every change.
struct Fixture
{
    ServerSession session;
    ClusterView view{&session};
    QAbstractItemModelTester nodesTester{view.nodeModel(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester eventsTester{view.eventModel(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest};

    Fixture()
    {
        view.resize(1200, 700);
        view.show();
    }

    QString cell(const QString &address, int column) const
    {
        const int row = view.nodeModel()->rowOf(address);
        return row < 0 ? QString() : view.nodeModel()->index(row, column).data().toString();
    }

    bool logHas(const QString &event, const QString &details) const
    {
        const ClusterEventModel *log = view.eventModel();
        for (int row = 0; row < log->rowCount(); ++row)
            if (log->eventAt(row) == event && log->detailsAt(row).contains(details))
                return true;
        return false;
    }
};

QString addressOf(const ConnectionOptions &o)
{
    return QStringLiteral("%1:%2").arg(o.host).arg(o.port);
}

RedisClusterOptions withReplicas()
{
    RedisClusterOptions options;
    options.replicasPerMaster = 1;
    return options;
}
} // namespace

// The Cluster tab against real local clusters (3 masters, a replica each), offscreen: the nodes
// as the slot map names them, a MOVED produced for real in its redirection log, a failover as it
// happens; and on one server, that it is not a cluster.
class TestClusterView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void aSingleServerIsNotACluster();
    void showsMastersWithTheirSlotsKeysAndReplicas();
    void aMovedAppearsInTheRedirectionLog();
    void aFailoverShowsTheReplicaAsMaster();
};

void TestClusterView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestClusterView::aSingleServerIsNotACluster()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    Fixture f;
    QVERIFY(!f.view.showsCluster());
    QVERIFY2(f.view.emptyStateText().contains(QStringLiteral("Not connected")),
             qPrintable(f.view.emptyStateText()));
    f.session.connectTo((*server)->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.emptyStateText().startsWith(QStringLiteral("Not a cluster")),
                             TimeoutMs);
    QVERIFY(!f.view.showsCluster());
    QCOMPARE(f.view.nodeModel()->rowCount(), 0);
}

// cluster=auto, seeded with the first master: INFO cluster makes it a cluster client, and the
// view lists every node by the map, masters by their first slot, each followed by its replica.
void TestClusterView::showsMastersWithTheirSlotsKeysAndReplicas()
{
    auto started = TestRedis::startCluster(withReplicas());
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = *started.value();
    RedisConnection writer(ClusterSlots::clusterYes(cluster));
    for (int i = 0; i < 5; ++i) // five keys on master 1, none elsewhere
        QVERIFY(writer.command({"SET", ClusterSlots::keyInSlot(6000 + i, "k"), "v"}).ok());

    Fixture f;
    SessionStatusBar statusBar(&f.session);
    f.session.connectTo(cluster.seed());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.showsCluster(), TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(statusBar.clusterText(), QStringLiteral("cluster · 3 masters"),
                              TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.nodeModel()->rowCount(), 6, TimeoutMs);
    QCOMPARE(f.view.nodeModel()->masterCount(), 3);
    const QStringList ranges{QStringLiteral("0-5460"), QStringLiteral("5461-10921"),
                             QStringLiteral("10922-16383")};
    for (int m = 0; m < 3; ++m) {
        const QString master = addressOf(cluster.node(m)->connectionOptions());
        const QString replica = addressOf(cluster.node(3 + m)->connectionOptions());
        QCOMPARE(f.view.nodeModel()->rowOf(master), 2 * m);
        QCOMPARE(f.view.nodeModel()->rowOf(replica), 2 * m + 1);
        QCOMPARE(f.cell(master, ClusterNodeModel::Role), QStringLiteral("master"));
        QCOMPARE(f.cell(master, ClusterNodeModel::Slots), ranges.at(m));
        QCOMPARE(f.cell(replica, ClusterNodeModel::Role), QStringLiteral("replica of ") + master);
        QCOMPARE(f.cell(replica, ClusterNodeModel::Slots), QString());
        QCOMPARE(f.cell(master, ClusterNodeModel::Id).size(), 8);
    }
    QCOMPARE(f.cell(addressOf(cluster.node(0)->connectionOptions()), ClusterNodeModel::SlotCount),
             QStringLiteral("5,461"));
    // DBSIZE on each master, addressed.
    QTRY_COMPARE_WITH_TIMEOUT(
        f.cell(addressOf(cluster.node(1)->connectionOptions()), ClusterNodeModel::Keys),
        QStringLiteral("5"), TimeoutMs);
    QCOMPARE(f.cell(addressOf(cluster.node(0)->connectionOptions()), ClusterNodeModel::Keys),
             QStringLiteral("0"));
    QTRY_COMPARE_WITH_TIMEOUT(
        f.cell(addressOf(cluster.node(2)->connectionOptions()), ClusterNodeModel::Link),
        QStringLiteral("connected"), TimeoutMs);
    QVERIFY2(f.view.summary().contains(QStringLiteral("3 masters")), qPrintable(f.view.summary()));
    QVERIFY2(f.view.summary().contains(QStringLiteral("16,384 of 16,384")),
             qPrintable(f.view.summary()));
}

// A stale map made on purpose (the slot handed to master 1 on every node): the client's next
// command on the slot meets MOVED at master 0, and the log teaches it.
void TestClusterView::aMovedAppearsInTheRedirectionLog()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = *started.value();
    Fixture f;
    ConnectionOptions options = ClusterSlots::clusterYes(cluster);
    options.readOnly = false;
    f.session.connectTo(options);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.nodeModel()->rowCount(), 3, TimeoutMs);
    const int slot = 100;
    const QByteArray key = ClusterSlots::keyInSlot(slot, "moved");
    QVERIFY(ClusterSlots::assign(cluster, slot,
                                 ClusterSlots::nodeId(cluster.node(1)->connectionOptions()))
                .ok());
    QTRY_COMPARE_WITH_TIMEOUT(cluster.masterOfSlot(slot).valueOr(-1), 1, TimeoutMs);

    bool answered = false;
    f.session.client()->send({"GET", key}, &f.view,
                             [&](const Result<RedisReply> &r) { answered = r.ok(); });
    QTRY_VERIFY_WITH_TIMEOUT(answered, TimeoutMs);
    const QString from = addressOf(cluster.node(0)->connectionOptions());
    const QString to = addressOf(cluster.node(1)->connectionOptions());
    const QString text = QStringLiteral("GET slot 100: MOVED %1 → %2").arg(from, to);
    QTRY_VERIFY_WITH_TIMEOUT(f.logHas(QStringLiteral("MOVED"), text), TimeoutMs);
    QCOMPARE(f.cell(from, ClusterNodeModel::LastRedirect), text);
    QCOMPARE(f.cell(to, ClusterNodeModel::LastRedirect), QString());
}

// The first master killed: its replica is promoted; the client reads the map again and the view
// shows the replica as a master with the slots, the old master failed, and a failover logged.
void TestClusterView::aFailoverShowsTheReplicaAsMaster()
{
    auto started = TestRedis::startCluster(withReplicas());
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = *started.value();
    Fixture f;
    f.session.connectTo(cluster.seed());
    QTRY_COMPARE_WITH_TIMEOUT(f.view.nodeModel()->rowCount(), 6, TimeoutMs);
    const QString master = addressOf(cluster.node(0)->connectionOptions());
    const QString replica = addressOf(cluster.node(3)->connectionOptions());
    QCOMPARE(f.cell(replica, ClusterNodeModel::Role), QStringLiteral("replica of ") + master);

    cluster.node(0)->kill();
    QTRY_COMPARE_WITH_TIMEOUT(f.cell(replica, ClusterNodeModel::Role), QStringLiteral("master"),
                              FailoverTimeoutMs);
    QCOMPARE(f.cell(replica, ClusterNodeModel::Slots), QStringLiteral("0-5460"));
    QCOMPARE(f.view.nodeModel()->masterCount(), 3);
    QVERIFY(f.logHas(QStringLiteral("failover"), replica));
}

QTEST_MAIN(TestClusterView)
#include "tst_clusterview.moc"
