#include "clirun.h"
#include "hashslot.h"
#include "redisclusterprocess.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

// coordscope-cli against a real local Redis Cluster (3 masters, one shared cluster): ping, the
// cluster subcommand, inspect scanning every master and naming the node of each primitive
// (cluster=yes and auto-detected from any node), lock acquire/status/release routed to the
// master of the lock's slot, simulate on the cluster, and bad input: cluster=yes on a server
// that is not a cluster node, cluster subcommand on one, a host map that does not parse.
class TestCliCluster : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void pingAnswersThroughTheCluster();
    void clusterSubcommandListsMastersSlotsAndKeys();
    void inspectFindsPrimitivesOnEveryMaster_data();
    void inspectFindsPrimitivesOnEveryMaster();
    void lockAcquireStatusReleaseOnEachMaster();
    void simulateRunsOnTheCluster();
    void simulateStartsAClusterOfItsOwnWithFaults();
    void badInputFailsClearly_data();
    void badInputFailsClearly();

private:
    CliRun cli(const QStringList &args) const;
    QString seedUrl(int node, const QString &query = u"cluster=yes"_s) const;
    // A name whose structure (cs:{name}:...) lands on master `master` (0..2, by slot range).
    QString nameOnMaster(const QString &stem, int master) const;
    int portOfMaster(int master) const;

    TestRedis::Cluster m_cluster;
    TestRedis::Server m_plain;
};

void TestCliCluster::initTestCase()
{
    auto cluster = TestRedis::startCluster();
    QVERIFY2(cluster.ok(), qPrintable(cluster.error().toString()));
    m_cluster = std::move(cluster).value();
    auto plain = TestRedis::start();
    QVERIFY2(plain.ok(), qPrintable(plain.error().toString()));
    m_plain = std::move(plain).value();
}

void TestCliCluster::init()
{
    for (int i = 0; i < m_cluster->nodeCount(); ++i) {
        ConnectionOptions o = m_cluster->nodeOptions().at(i);
        o.cluster = ConnectionOptions::Cluster::No;
        RedisConnection node(o);
        VERIFY_OK(node.command({"FLUSHALL"}));
    }
}

CliRun TestCliCluster::cli(const QStringList &args) const
{
    return CliRun::run(QStringLiteral(CLI_PATH), args);
}

QString TestCliCluster::seedUrl(int node, const QString &query) const
{
    return u"redis://127.0.0.1:%1?%2"_s.arg(m_cluster->node(node)->port()).arg(query);
}

int TestCliCluster::portOfMaster(int master) const
{
    // The process formed the cluster with master m serving the m-th third of the slots.
    return m_cluster->node(master)->port();
}

QString TestCliCluster::nameOnMaster(const QString &stem, int master) const
{
    const int from = master * HashSlot::SlotCount / 3 + 10;
    const int to = (master + 1) * HashSlot::SlotCount / 3 - 10;
    for (int i = 0; i < 100000; ++i) {
        const QString name = stem + QString::number(i);
        const int slot = HashSlot::of(name.toUtf8());
        if (slot >= from && slot <= to)
            return name;
    }
    return QString();
}

void TestCliCluster::pingAnswersThroughTheCluster()
{
    const CliRun run = cli({u"--json"_s, u"--url"_s, seedUrl(1), u"ping"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json.value(u"reply").toString(), u"PONG"_s);
}

void TestCliCluster::clusterSubcommandListsMastersSlotsAndKeys()
{
    // Two keys on master 0, one on master 2, written through the cluster.
    for (const auto &[stem, master] : {std::pair{u"a"_s, 0}, {u"b"_s, 0}, {u"c"_s, 2}}) {
        const CliRun made = cli(
            {u"--url"_s, seedUrl(1), u"queue"_s, u"push"_s, nameOnMaster(stem, master), u"x"_s});
        QVERIFY2(made.exitCode == 0, made.err.constData());
    }
    // Auto-detected from a node, no cluster=yes.
    const CliRun run =
        cli({u"--json"_s, u"--url"_s, u"redis://127.0.0.1:%1"_s.arg(m_cluster->node(2)->port()),
             u"cluster"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json.value(u"cluster_state").toString(), u"ok"_s);
    QCOMPARE(run.json.value(u"served_slots").toInt(), HashSlot::SlotCount);
    const QJsonArray masters = run.json.value(u"masters").toArray();
    QCOMPARE(masters.size(), 3);
    int slots = 0;
    QMap<int, qint64> keysByPort;
    for (const QJsonValue &m : masters) {
        slots += m[u"slot_count"].toInt();
        const QString node = m[u"node"].toString();
        keysByPort.insert(node.mid(node.lastIndexOf(u':') + 1).toInt(), m[u"keys"].toInteger(-1));
        QCOMPARE(m[u"id"].toString().size(), 40);
        QVERIFY(!m[u"failed"].toBool(true));
    }
    QCOMPARE(slots, HashSlot::SlotCount);
    QCOMPARE(keysByPort.value(portOfMaster(0)), 2);
    QCOMPARE(keysByPort.value(portOfMaster(1)), 0);
    QCOMPARE(keysByPort.value(portOfMaster(2)), 1);

    const CliRun text = cli({u"--url"_s, seedUrl(0), u"cluster"_s});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("cluster_state ok · 3 masters · 16384 of 16384 slots served"),
             text.out.constData());
    QVERIFY2(text.out.contains(u"master 127.0.0.1:%1"_s.arg(portOfMaster(0)).toUtf8()),
             text.out.constData());
}

void TestCliCluster::inspectFindsPrimitivesOnEveryMaster_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("saysDetected");
    QTest::newRow("cluster=yes") << u"cluster=yes"_s << false;
    QTest::newRow("auto-detected") << QString() << true;
}

void TestCliCluster::inspectFindsPrimitivesOnEveryMaster()
{
    QFETCH(QString, query);
    QFETCH(bool, saysDetected);
    // A lock, a semaphore and a queue on each master.
    QMap<QString, int> masterOf; // name -> master
    for (int m = 0; m < 3; ++m) {
        const QString lock = nameOnMaster(u"lock"_s, m);
        const QString pool = nameOnMaster(u"pool"_s, m);
        const QString jobs = nameOnMaster(u"jobs"_s, m);
        for (const QStringList &args :
             {QStringList{u"lock"_s, u"acquire"_s, lock, u"--ttl"_s, u"600000"_s},
              QStringList{u"semaphore"_s, u"acquire"_s, pool, u"--limit"_s, u"2"_s, u"--lease"_s,
                          u"600000"_s},
              QStringList{u"queue"_s, u"push"_s, jobs, u"a"_s, u"b"_s}}) {
            const CliRun made = cli(QStringList{u"--url"_s, seedUrl(0)} + args);
            QVERIFY2(made.exitCode == 0, made.err.constData());
        }
        masterOf.insert(lock, m);
        masterOf.insert(pool, m);
        masterOf.insert(jobs, m);
    }
    const QString url = query.isEmpty() ? u"redis://127.0.0.1:%1"_s.arg(m_cluster->node(1)->port())
                                        : seedUrl(1, query);
    const CliRun run = cli({u"--json"_s, u"--url"_s, url, u"inspect"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.err.contains("is a cluster node: inspecting the cluster's 3 masters"),
             saysDetected);
    const QJsonArray primitives = run.json.value(u"primitives").toArray();
    QCOMPARE(primitives.size(), 9);
    for (const QJsonValue &p : primitives) {
        const QString name = p[u"name"].toString();
        QVERIFY2(masterOf.contains(name), qPrintable(name));
        QCOMPARE(p[u"node"].toString(), u"127.0.0.1:%1"_s.arg(portOfMaster(masterOf.value(name))));
        QVERIFY2(!p.toObject().contains(u"error"), qPrintable(name));
    }
    // Each master scanned to its end, its own keys counted.
    const QJsonArray masters = run.json.value(u"cluster").toObject().value(u"masters").toArray();
    QCOMPARE(masters.size(), 3);
    qint64 keys = 0;
    for (const QJsonValue &m : masters) {
        QVERIFY(m[u"done"].toBool());
        QCOMPARE(m[u"keys_seen"].toInteger(), 3);
        keys += m[u"keys_seen"].toInteger();
    }
    QCOMPARE(run.json.value(u"keys_seen").toInteger(), keys);
    QCOMPARE(run.json.value(u"truncated").toBool(true), false);

    // The text names the node under each primitive.
    const CliRun text = cli({u"--url"_s, url, u"inspect"_s});
    QCOMPARE(text.exitCode, 0);
    for (int m = 0; m < 3; ++m)
        QVERIFY2(text.out.contains(u"on 127.0.0.1:%1"_s.arg(portOfMaster(m)).toUtf8()),
                 text.out.constData());
    QVERIFY2(text.out.contains("cluster: 3 masters scanned"), text.out.constData());

    // --max-keys stops the scans of all masters together and says so.
    const CliRun bounded = cli({u"--json"_s, u"--url"_s, url, u"inspect"_s, u"--max-keys"_s, u"4"_s,
                                u"--count"_s, u"1"_s});
    QVERIFY2(bounded.exitCode == 0, bounded.err.constData());
    QCOMPARE(bounded.json.value(u"keys_seen").toInteger(), 4);
    QCOMPARE(bounded.json.value(u"truncated").toBool(), true);
}

void TestCliCluster::lockAcquireStatusReleaseOnEachMaster()
{
    for (int m = 0; m < 3; ++m) {
        const QString name = nameOnMaster(u"orders"_s, m);
        const QStringList base{u"--json"_s, u"--url"_s, seedUrl((m + 1) % 3), u"lock"_s};
        const CliRun acquired = cli(base + QStringList{u"acquire"_s, name});
        QVERIFY2(acquired.exitCode == 0, acquired.err.constData());
        const QString token = acquired.json.value(u"token").toString();
        QVERIFY(!token.isEmpty());
        // Written on the master of its slot, and nowhere else.
        for (int n = 0; n < 3; ++n) {
            ConnectionOptions o = m_cluster->nodeOptions().at(n);
            o.cluster = ConnectionOptions::Cluster::No;
            RedisConnection node(o);
            const auto size = node.command({"DBSIZE"});
            VERIFY_OK(size);
            QCOMPARE(size->integerValue(), n == m ? 1 : 0);
        }
        const CliRun status = cli(base + QStringList{u"status"_s, name});
        QCOMPARE(status.exitCode, 0);
        QCOMPARE(status.json.value(u"holder").toString(), token);
        const CliRun refused = cli(base + QStringList{u"acquire"_s, name});
        QCOMPARE(refused.exitCode, 3);
        const CliRun released = cli(base + QStringList{u"release"_s, name, u"--token"_s, token});
        QVERIFY2(released.exitCode == 0, released.err.constData());
        QCOMPARE(released.json.value(u"release").toString(), u"released"_s);
        QCOMPARE(cli(base + QStringList{u"status"_s, name}).json.value(u"held").toBool(true),
                 false);
    }
}

void TestCliCluster::simulateRunsOnTheCluster()
{
    // Token locks from three clients, each with its own cluster connection: no overlap.
    const CliRun run = cli({u"--json"_s, u"--url"_s, seedUrl(2), u"simulate"_s, u"--primitive"_s,
                            u"lock"_s, u"--kind"_s, u"token"_s, u"--clients"_s, u"3"_s,
                            u"--seconds"_s, u"1"_s, u"--name"_s, nameOnMaster(u"sim"_s, 1)});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json.value(u"violation_count").toInteger(-1), 0);
    QVERIFY2(run.json.value(u"metrics").toObject().value(u"grants").toInt() > 0,
             run.out.constData());
}

// --cluster: the playground starts 3 masters and 3 replicas itself; a manual failover of the
// semaphore's master under load breaks nothing, and the timeline says what happened.
void TestCliCluster::simulateStartsAClusterOfItsOwnWithFaults()
{
    const QStringList args{u"simulate"_s,    u"--cluster"_s,
                           u"--primitive"_s, u"semaphore"_s,
                           u"--kind"_s,      u"atomic"_s,
                           u"--seconds"_s,   u"2"_s,
                           u"--fault"_s,     u"cluster-failover@500ms,node=3"_s};
    const CliRun run = cli(QStringList{u"--json"_s} + args);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.json.value(u"where").toString().startsWith(u"a Redis Cluster of 3 masters"_s),
             run.out.constData());
    QCOMPARE(run.json.value(u"violation_count").toInteger(-1), 0);
    QVERIFY(run.json.value(u"metrics").toObject().value(u"grants").toInt() > 0);
    const CliRun text = cli(args);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("promoted by CLUSTER FAILOVER"), text.out.constData());
    QVERIFY2(text.out.contains("violations: none"), text.out.constData());
}

void TestCliCluster::badInputFailsClearly_data()
{
    QTest::addColumn<bool>("plainServer");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode"); // 2: the invocation does not fit the server
    QTest::addColumn<QString>("message");
    QTest::newRow("cluster=yes on a plain server")
        << true << u"cluster=yes"_s << QStringList{u"ping"_s} << 2
        << u"is not a cluster node (its cluster support is disabled): connect without "
           "cluster=yes"_s;
    QTest::newRow("cluster subcommand on a plain server")
        << true << QString() << QStringList{u"cluster"_s} << 2 << u"is not a cluster node"_s;
    QTest::newRow("cluster subcommand with cluster=no")
        << false << u"cluster=no"_s << QStringList{u"cluster"_s} << 2
        << u"cluster=no: this connection does not treat"_s;
    QTest::newRow("host map without =") << false << u"cluster=yes&cluster_host_map=nonsense"_s
                                        << QStringList{u"ping"_s} << 2 << u"cluster_host_map"_s;
    QTest::newRow("simulate: two layouts")
        << false << QString()
        << QStringList{u"simulate"_s, u"--cluster"_s, u"--replicated"_s, u"--primitive"_s,
                       u"lock"_s,     u"--kind"_s,    u"token"_s}
        << 2
        << u"--nodes, --replicated, --cluster and --sentinel are different layouts: give one"_s;
    QTest::newRow("simulate: a cluster fault on a given server")
        << false << QString()
        << QStringList{u"simulate"_s,
                       u"--primitive"_s,
                       u"lock"_s,
                       u"--kind"_s,
                       u"token"_s,
                       u"--fault"_s,
                       u"slot-migration@1s,slot=5,node=1"_s}
        << 2 << u"server faults need servers the playground starts itself"_s;
    QTest::newRow("cluster takes no arguments")
        << false << u"cluster=yes"_s << QStringList{u"cluster"_s, u"extra"_s} << 2
        << u"cluster takes no arguments"_s;
}

void TestCliCluster::badInputFailsClearly()
{
    QFETCH(bool, plainServer);
    QFETCH(QString, query);
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const int port = plainServer ? m_plain->port() : m_cluster->node(0)->port();
    const QString url =
        u"redis://127.0.0.1:%1"_s.arg(port) + (query.isEmpty() ? QString() : u"?"_s + query);
    const CliRun run = cli(QStringList{u"--url"_s, url} + args);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliCluster)
#include "tst_clicluster.moc"
