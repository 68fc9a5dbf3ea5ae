#include "clusterslots.h"
#include "commandlog.h"
#include "hashslot.h"
#include "luascript.h"
#include "redisclusterprocess.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;

// RedisConnection on a real local Redis Cluster (docs/cluster.md): routing by slot, every
// redirection produced for real (MOVED from a stale map, ASK and TRYAGAIN during a slot
// migration, CLUSTERDOWN), what is refused before sending, and a master killed under load.
class TestClusterConnection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void routesEveryKeyToTheMasterOfItsSlot();
    void autoModeBecomesAClusterConnectionAtTheFirstMoved();
    void pipelineIsSplitPerNodeAndKeepsItsOrder();
    void startPipelineWritesEveryNodesPartFirst();
    void addressedCommandsGoToTheirNode();
    void detectClusterAsksInfoOnlyInAutoMode();
    void keylessCommandsFollowTheirContext();
    void transactionsAndScriptsRunOnTheirSlotsNode();
    void crossSlotIsRefusedBeforeSending_data();
    void crossSlotIsRefusedBeforeSending();
    void staleMapFollowsMoved();
    void migrationAsksThenTriesAgain();
    void unservedSlotIsAClusterError();
    void announcedAddressNotReachableNamesTheHostMap();
    void keepSeedHostReachesNodesAnnouncedElsewhere();
    void clusterYesOnAPlainServerIsRefused();
    void killedMasterIsFollowedToItsReplica();
    void readOnlyReadsGoToAReplicaWhenAsked();

private:
    TestRedis::Cluster m_shared; // 3 masters, keys written by the tests, no slot changes
};

void TestClusterConnection::initTestCase()
{
    auto cluster = TestRedis::startCluster();
    QVERIFY2(cluster.ok(), qPrintable(cluster.error().toString()));
    m_shared = std::move(cluster.value());
}

void TestClusterConnection::routesEveryKeyToTheMasterOfItsSlot()
{
    RedisConnection c(ClusterSlots::clusterYes(*m_shared));
    QVERIFY2(c.connect().ok(), "connect");
    QVERIFY(c.isCluster());
    QCOMPARE(c.clusterTopology().servedSlots(), HashSlot::SlotCount);
    QCOMPARE(c.clusterMasters().size(), 3);
    for (int i = 0; i < 60; ++i) {
        const int slot = i * (HashSlot::SlotCount / 60);
        const QByteArray key = ClusterSlots::keyInSlot(slot, "route");
        QVERIFY2(c.command({"SET", key, QByteArray::number(i)}).ok(), key.constData());
        // Where it landed: on the node the cluster says serves the slot, and only there.
        const int master = m_shared->masterOfSlot(slot).valueOr(-1);
        QVERIFY(master >= 0);
        RedisConnection owner(ClusterSlots::plain(m_shared->node(master)->connectionOptions()));
        QCOMPARE(owner.command({"GET", key}).valueOr(RedisReply()).bytes(), QByteArray::number(i));
        QCOMPARE(c.command({"GET", key}).valueOr(RedisReply()).bytes(), QByteArray::number(i));
    }
}

// SCAN master by master: a command addressed to a node goes there whatever its keys, the others
// by their slot, in one pipeline; a MOVED to an addressed command is its reply.
void TestClusterConnection::addressedCommandsGoToTheirNode()
{
    RedisConnection c(ClusterSlots::clusterYes(*m_shared));
    QVERIFY2(c.connect().ok(), "connect");
    const ClusterTopology topology = c.clusterTopology();
    QStringList masters;
    for (int m : topology.masters())
        masters << topology.nodes().at(m).address();
    QCOMPARE(masters.size(), 3);
    // One key per master, then on each master a SCAN that sees its own key only.
    QMap<QString, QByteArray> keyOn;
    for (int third = 0; third < 3; ++third) {
        const int slot = third * HashSlot::SlotCount / 3 + 100;
        const QByteArray key = ClusterSlots::keyInSlot(slot, "addressed");
        VERIFY_OK(c.command({"SET", key, "1"}));
        const int master = topology.masterOf(slot);
        keyOn.insert(topology.nodes().at(master).address(), key);
    }
    QList<RedisCommand> commands;
    QStringList nodes;
    for (const QString &node : std::as_const(masters)) {
        commands << RedisCommand{"SCAN", "0", "MATCH", "cs:{addressed*", "COUNT", "1000"};
        nodes << node;
        commands << RedisCommand{"GET", keyOn.value(node)};
        nodes << QString();
    }
    const QList<Result<RedisReply>> replies = c.pipeline(commands, nodes);
    QCOMPARE(replies.size(), 6);
    for (qsizetype i = 0; i < masters.size(); ++i) {
        const Result<RedisReply> &scan = replies.at(2 * i);
        VERIFY_OK(scan);
        QCOMPARE(scan->elements().at(1).elements().size(), 1);
        QCOMPARE(scan->elements().at(1).elements().at(0).bytes(), keyOn.value(masters.at(i)));
        VERIFY_OK(replies.at(2 * i + 1));
        QCOMPARE(replies.at(2 * i + 1)->bytes(), QByteArray("1"));
    }
    // A keyed command addressed to a node that does not serve its slot: that node's MOVED.
    const QString other = masters.at((masters.indexOf(keyOn.key(keyOn.first())) + 1) % 3);
    const auto moved = c.pipeline({{"GET", keyOn.first()}}, QStringList{other});
    QVERIFY(!moved.first());
    QVERIFY2(moved.first().error().message().startsWith(u"MOVED "_s),
             qPrintable(moved.first().error().toString()));
    // A node not in the map, and one node list of the wrong length: refused, unsent.
    const auto unknown = c.pipeline({{"PING"}}, QStringList{u"127.0.0.1:1"_s});
    QCOMPARE(unknown.first().error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY(unknown.first().error().message().contains(u"not a node of the cluster's map"_s));
    const auto mismatched = c.pipeline({{"PING"}, {"PING"}}, QStringList{masters.first()});
    QCOMPARE(mismatched.size(), 2);
    QCOMPARE(mismatched.last().error().kind(), RedisError::Kind::InvalidArgument);

    // A plain connection takes its own address only.
    RedisConnection one(ClusterSlots::plain(m_shared->node(0)->connectionOptions()));
    const QString own = one.options().address();
    const auto ownNode = one.pipeline({{"PING"}}, QStringList{own});
    VERIFY_OK(ownNode.first());
    const auto elsewhere = one.pipeline({{"PING"}}, QStringList{u"127.0.0.1:1"_s});
    QCOMPARE(elsewhere.first().error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY(elsewhere.first().error().message().contains(u"is not a cluster connection"_s));
}

// A keyless command goes where its context is: alone, to the home node (the seed); in a
// pipeline, with the keyed commands' node; UNWATCH to the WATCH's node (else the WATCH stays and
// cancels the next transaction); a MULTI ... EXEC block of a pipeline to its keys' node.
void TestClusterConnection::keylessCommandsFollowTheirContext()
{
    const auto portAnswering = [](const Result<RedisReply> &info) {
        for (const QByteArray &line : info.valueOr(RedisReply()).bytes().split('\n'))
            if (line.startsWith("tcp_port:"))
                return line.mid(9).trimmed().toInt();
        return -1;
    };
    for (int seed = 0; seed < 3; ++seed) {
        ConnectionOptions o = m_shared->node(seed)->connectionOptions();
        o.cluster = ConnectionOptions::Cluster::Yes;
        RedisConnection c(o);
        QCOMPARE(portAnswering(c.command({"INFO", "server"})), int(o.port));
    }
    RedisConnection c(ClusterSlots::clusterYes(*m_shared)); // the seed: node 0
    const int seedPort = m_shared->node(0)->port();
    // A key on another master: INFO in its pipeline is answered there.
    const QByteArray key = ClusterSlots::keyInSlot(HashSlot::SlotCount - 1, "context");
    const int master = m_shared->masterOfSlot(HashSlot::SlotCount - 1).valueOr(-1);
    QVERIFY(master > 0);
    const auto pipelined = c.pipeline({{"SET", key, "1"}, {"INFO", "server"}});
    VERIFY_OK(pipelined.first());
    QCOMPARE(portAnswering(pipelined.last()), m_shared->node(master)->port());
    QCOMPARE(portAnswering(c.command({"INFO", "server"})), seedPort);

    // WATCH there, UNWATCH: another client's write does not cancel the next transaction.
    VERIFY_OK(c.command({"WATCH", key}));
    VERIFY_OK(c.command({"UNWATCH"}));
    RedisConnection other(ClusterSlots::clusterYes(*m_shared));
    VERIFY_OK(other.command({"SET", key, "theirs"}));
    const auto exec = c.transaction({{"SET", key, "mine"}});
    VERIFY_OK(exec);
    QVERIFY2(!exec->isNil(), "the UNWATCH did not reach the WATCH's node");
    QCOMPARE(other.command({"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("mine"));

    // MULTI ... EXEC in a pipeline, its keys on another master: one transaction there.
    const auto block = c.pipeline({{"MULTI"}, {"INCR", key + "n"}, {"INCR", key + "n"}, {"EXEC"}});
    QCOMPARE(block.size(), 4);
    VERIFY_OK(block.last());
    QCOMPARE(block.last()->elements().size(), 2);
    QCOMPARE(block.last()->elements().at(1).integerValue(), 2);
    // ... and keys of two slots in one block: the pipeline refused, unsent.
    const QByteArray elsewhere = ClusterSlots::keyInSlot(0, "context");
    const auto refused =
        c.pipeline({{"MULTI"}, {"SET", key, "x"}, {"SET", elsewhere, "x"}, {"EXEC"}});
    QCOMPARE(refused.first().error().kind(), RedisError::Kind::CrossSlot);
    QCOMPARE(other.command({"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("mine"));
    QCOMPARE(other.command({"EXISTS", elsewhere}).valueOr(RedisReply()).integerValue(), 0);
}

// Work that needs the whole keyspace asks whether the server is a cluster node: auto mode
// becomes a cluster connection when it is, and stays plain on a plain server or with cluster=no.
void TestClusterConnection::detectClusterAsksInfoOnlyInAutoMode()
{
    RedisConnection autoMode(m_shared->seed());
    const auto detected = autoMode.detectCluster();
    VERIFY_OK(detected);
    QVERIFY(*detected);
    QVERIFY(autoMode.isCluster());
    QCOMPARE(autoMode.clusterTopology().masters().size(), 3);

    RedisConnection no(ClusterSlots::plain(m_shared->seed()));
    const auto notAsked = no.detectCluster();
    VERIFY_OK(notAsked);
    QVERIFY(!*notAsked);
    QVERIFY(!no.isCluster());

    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisConnection single((*server)->connectionOptions());
    const auto alone = single.detectCluster();
    VERIFY_OK(alone);
    QVERIFY(!*alone);
    QVERIFY(!single.isCluster());
}

void TestClusterConnection::autoModeBecomesAClusterConnectionAtTheFirstMoved()
{
    ConnectionOptions o = m_shared->seed(); // cluster=auto, the default
    QCOMPARE(o.cluster, ConnectionOptions::Cluster::Auto);
    RedisConnection c(o);
    QVERIFY(c.command({"PING"}).ok());
    QVERIFY2(!c.isCluster(), "a keyless command meets no MOVED");
    // A key node 0 (the seed) does not serve: MOVED, then sent where it says.
    const QByteArray key = ClusterSlots::keyInSlot(HashSlot::SlotCount - 1, "auto");
    QCOMPARE(m_shared->masterOfSlot(HashSlot::SlotCount - 1).valueOr(-1), 2);
    const auto set = c.command({"SET", key, "v"});
    QVERIFY2(set.ok(), qPrintable(set.error().toString()));
    QVERIFY(c.isCluster());
    QCOMPARE(c.command({"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("v"));
    // And a pipeline meeting a MOVED on a fresh connection goes on the same way.
    RedisConnection p(o);
    const auto replies = p.pipeline({{"SET", key, "w"}, {"GET", key}});
    QCOMPARE(replies.size(), 2);
    QVERIFY(replies.at(0).ok());
    QCOMPARE(replies.at(1).valueOr(RedisReply()).bytes(), QByteArray("w"));
}

void TestClusterConnection::pipelineIsSplitPerNodeAndKeepsItsOrder()
{
    RedisConnection c(ClusterSlots::clusterYes(*m_shared));
    QList<RedisCommand> commands;
    for (int i = 0; i < 30; ++i) {
        const QByteArray key = ClusterSlots::keyInSlot((i * 547) % HashSlot::SlotCount, "pipe");
        commands << RedisCommand{"SET", key, "p" + QByteArray::number(i)}
                 << RedisCommand{"GET", key};
    }
    const auto replies = c.pipeline(commands);
    QCOMPARE(replies.size(), commands.size());
    for (int i = 0; i < 30; ++i) {
        QVERIFY(replies.at(2 * i).ok());
        QCOMPARE(replies.at(2 * i + 1).valueOr(RedisReply()).bytes(), "p" + QByteArray::number(i));
    }
}

// Every master's part is written before any reply is read: another connection sees every
// write before the caller reads; then the replies come back in order.
void TestClusterConnection::startPipelineWritesEveryNodesPartFirst()
{
    RedisConnection c(ClusterSlots::clusterYes(*m_shared));
    RedisConnection observer(ClusterSlots::clusterYes(*m_shared));
    QList<RedisCommand> commands;
    QList<QByteArray> keys;
    for (int third = 0; third < 3; ++third) {
        const QByteArray key =
            ClusterSlots::keyInSlot(third * HashSlot::SlotCount / 3 + 200, "started");
        keys << key;
        commands << RedisCommand{"SET", key, QByteArray::number(third)} << RedisCommand{"GET", key};
    }
    for (const QByteArray &key : std::as_const(keys))
        VERIFY_OK(c.command({"DEL", key}));
    RedisConnection::PendingReplies pending = c.startPipeline(commands);
    for (int third = 0; third < 3; ++third)
        QTRY_COMPARE_WITH_TIMEOUT(
            observer.command({"GET", keys.at(third)}).valueOr(RedisReply()).bytes(),
            QByteArray::number(third), 5000);
    const QList<Result<RedisReply>> replies = pending();
    QCOMPARE(replies.size(), 6);
    for (int third = 0; third < 3; ++third) {
        VERIFY_OK(replies.at(2 * third));
        QCOMPARE(replies.at(2 * third + 1).valueOr(RedisReply()).bytes(),
                 QByteArray::number(third));
    }
}

void TestClusterConnection::transactionsAndScriptsRunOnTheirSlotsNode()
{
    RedisConnection c(ClusterSlots::clusterYes(*m_shared));
    const QByteArray a = "cs:{tx}:a", b = "cs:{tx}:b";
    const auto exec = c.transaction({{"SET", a, "1"}, {"INCR", a}, {"SET", b, "x"}});
    QVERIFY2(exec.ok(), qPrintable(exec.error().toString()));
    QCOMPARE(exec->elements().size(), 3);
    QCOMPARE(exec->elements().at(1).integerValue(), 2);

    const auto watched = c.watchedTransaction(
        {a}, [&](RedisConnection &on) -> Result<std::optional<QList<RedisCommand>>> {
            const auto v = on.command({"GET", a});
            if (!v)
                return v.error();
            return std::optional(QList<RedisCommand>{{"SET", b, v->bytes()}});
        });
    QVERIFY2(watched.ok() && !watched->isNil(), "watched transaction");
    QCOMPARE(c.command({"GET", b}).valueOr(RedisReply()).bytes(), QByteArray("2"));

    const LuaScript script(QStringLiteral("get-and-mark"),
                           QByteArrayLiteral("return redis.call('GET', KEYS[1]) .. ARGV[1]"));
    const auto r = c.eval(script, {a}, {"!"});
    QVERIFY2(r.ok(), qPrintable(r.error().toString()));
    QCOMPARE(r->bytes(), QByteArray("2!"));
}

void TestClusterConnection::crossSlotIsRefusedBeforeSending_data()
{
    QTest::addColumn<QString>("form");
    QTest::newRow("command") << QStringLiteral("command");
    QTest::newRow("pipeline") << QStringLiteral("pipeline");
    QTest::newRow("transaction") << QStringLiteral("transaction");
    QTest::newRow("watch") << QStringLiteral("watch");
    QTest::newRow("script") << QStringLiteral("script");
}

void TestClusterConnection::crossSlotIsRefusedBeforeSending()
{
    QFETCH(QString, form);
    RedisConnection c(ClusterSlots::clusterYes(*m_shared));
    QVERIFY(c.connect().ok());
    const QByteArray a = "cs:{one}:x", b = "cs:{two}:x";
    QVERIFY(HashSlot::of(a) != HashSlot::of(b));
    const qint64 before =
        ClusterSlots::infoCounter(*m_shared, "errorstats", "errorstat_CROSSSLOT:count=");
    RedisError error;
    if (form == u"command") {
        error = c.command({"DEL", a, b}).error();
    } else if (form == u"pipeline") {
        const auto replies = c.pipeline({{"SET", a, "1"}, {"MGET", a, b}});
        QVERIFY(!replies.at(0).ok()); // the whole round trip is refused, unsent
        error = replies.at(1).error();
    } else if (form == u"transaction") {
        error = c.transaction({{"SET", a, "1"}, {"SET", b, "1"}}).error();
    } else if (form == u"watch") {
        error = c.watchedTransaction({a, b}, [](RedisConnection &) {
                     return Result<std::optional<QList<RedisCommand>>>(std::nullopt);
                 }).error();
    } else {
        error =
            c.eval(LuaScript(QStringLiteral("one"), QByteArrayLiteral("return 1")), {a, b}).error();
    }
    QCOMPARE(error.kind(), RedisError::Kind::CrossSlot);
    QVERIFY2(error.message().contains(u"refused before sending"), qPrintable(error.message()));
    QCOMPARE(ClusterSlots::infoCounter(*m_shared, "errorstats", "errorstat_CROSSSLOT:count="),
             before);
    // The key that was refused with the other was not written either.
    QVERIFY(c.command({"EXISTS", a}).valueOr(RedisReply::integer(-1)).integerValue() == 0);
}

// A map that points to the wrong node: the slot moved after the connection read the topology.
// The node answers MOVED, the connection follows it and keeps the new owner for the next time.
void TestClusterConnection::staleMapFollowsMoved()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    RedisConnection c(ClusterSlots::clusterYes(cluster));
    const int slot = 100; // node 0's
    const QByteArray key = ClusterSlots::keyInSlot(slot, "stale");
    QVERIFY(c.command({"SET", key, "before"}).ok());
    const int from = c.clusterTopology().masterOf(slot);
    QCOMPARE(cluster.masterOfSlot(slot).valueOr(-1), 0);

    // Move the (now empty) slot to node 1 behind the connection's back.
    QVERIFY(RedisConnection(ClusterSlots::plain(cluster.node(0)->connectionOptions()))
                .command({"DEL", key})
                .ok());
    QVERIFY(ClusterSlots::assign(cluster, slot,
                                 ClusterSlots::nodeId(cluster.node(1)->connectionOptions()))
                .ok());
    QTRY_COMPARE_WITH_TIMEOUT(cluster.masterOfSlot(slot).valueOr(-1), 1, 10000);

    // The Command log names the node of every command, and what sent it there.
    CommandLog log;
    QSignalSpy records(&log, &CommandLog::recorded);
    c.setCommandLog(&log);
    const auto set = c.command({"SET", key, "after"});
    QVERIFY2(set.ok(), qPrintable(set.error().toString()));
    QTRY_VERIFY(records.size() >= 2);
    const auto first = records.first().first().value<CommandRecord>();
    const auto last = records.last().first().value<CommandRecord>();
    QCOMPARE(first.node, cluster.node(0)->connectionOptions().address());
    QVERIFY(first.redirect.isEmpty());
    QVERIFY2(first.replySummary.contains(u"MOVED"_s), qPrintable(first.replySummary));
    QCOMPARE(last.argv.value(0), QByteArray("SET"));
    QCOMPARE(last.node, cluster.node(1)->connectionOptions().address());
    QCOMPARE(last.redirect, u"MOVED from %1"_s.arg(cluster.node(0)->connectionOptions().address()));
    const int to = c.clusterTopology().masterOf(slot);
    QVERIFY(to != from);
    QCOMPARE(c.clusterTopology().nodes().at(to).port, cluster.node(1)->port());
    RedisConnection owner(ClusterSlots::plain(cluster.node(1)->connectionOptions()));
    QCOMPARE(owner.command({"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("after"));
}

// A slot half-way through a migration from node 0 to node 1: a key already moved is found
// through ASK (ASKING, then the command on node 1); a command with one key on each side gets
// TRYAGAIN, retried with a backoff and then a Cluster error; once the migration ends it runs.
void TestClusterConnection::migrationAsksThenTriesAgain()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    const int slot = 200;
    QCOMPARE(cluster.masterOfSlot(slot).valueOr(-1), 0);
    const ConnectionOptions source = ClusterSlots::plain(cluster.node(0)->connectionOptions());
    const ConnectionOptions target = ClusterSlots::plain(cluster.node(1)->connectionOptions());
    const QByteArray tag = ClusterSlots::keyInSlot(slot, "mig")
                               .mid(3, ClusterSlots::keyInSlot(slot, "mig").indexOf('}') - 2);
    const QByteArray moved = "cs:" + tag + ":moved", stays = "cs:" + tag + ":stays";
    QCOMPARE(HashSlot::of(moved), slot);

    RedisConnection c(ClusterSlots::clusterYes(cluster));
    QVERIFY(c.pipeline({{"SET", moved, "m"}, {"SET", stays, "s"}}).at(1).ok());
    QVERIFY(ClusterSlots::beginMigration(slot, source, target).ok());
    QVERIFY(ClusterSlots::migrateKeys(source, target, {moved}).ok());

    // ASK: node 0 no longer has it.
    const auto got = c.command({"GET", moved});
    QVERIFY2(got.ok(), qPrintable(got.error().toString()));
    QCOMPARE(got->bytes(), QByteArray("m"));
    QCOMPARE(c.command({"GET", stays}).valueOr(RedisReply()).bytes(), QByteArray("s"));

    // A transaction whose keys are all on the target already: ASKING, then MULTI there. One
    // with a key still on the source is not replayed there (it would write that key anew).
    const QByteArray counter = "cs:" + tag + ":counter";
    const auto counted = c.transaction({{"INCR", counter}, {"INCR", counter}});
    VERIFY_OK(counted);
    QCOMPARE(counted->elements().size(), 2);
    QCOMPARE(counted->elements().at(1).integerValue(), 2);
    RedisConnection onTarget(target);
    QCOMPARE(onTarget.pipeline({{"ASKING"}, {"GET", counter}}).last().valueOr(RedisReply()).bytes(),
             QByteArray("2"));
    QCOMPARE(
        RedisConnection(source).command({"EXISTS", counter}).valueOr(RedisReply()).integerValue(),
        0);
    const auto mixed = c.transaction({{"SET", stays, "x"}, {"INCR", counter}});
    QVERIFY(!mixed.ok());
    QVERIFY2(mixed.error().message().contains(u"EXECABORT"), qPrintable(mixed.error().message()));
    QVERIFY2(mixed.error().message().contains(u"INCR was refused: ASK"),
             qPrintable(mixed.error().message()));
    QCOMPARE(c.command({"GET", stays}).valueOr(RedisReply()).bytes(), QByteArray("s"));

    // TRYAGAIN: one key on each side of the migration.
    QElapsedTimer took;
    took.start();
    const auto both = c.command({"MGET", moved, stays});
    QVERIFY(!both.ok());
    QCOMPARE(both.error().kind(), RedisError::Kind::Cluster);
    QVERIFY2(both.error().message().contains(u"TRYAGAIN"), qPrintable(both.error().message()));
    QVERIFY2(took.elapsed() < 10000, "the retries are bounded");

    // The migration ends: both keys on node 1, which serves the slot.
    QVERIFY(ClusterSlots::migrateKeys(source, target, {stays}).ok());
    QVERIFY(ClusterSlots::assign(cluster, slot, ClusterSlots::nodeId(target)).ok());
    const auto after = c.command({"MGET", moved, stays});
    QVERIFY2(after.ok(), qPrintable(after.error().toString()));
    QCOMPARE(after->elements().at(0).bytes(), QByteArray("m"));
    QCOMPARE(after->elements().at(1).bytes(), QByteArray("s"));
}

void TestClusterConnection::unservedSlotIsAClusterError()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    RedisConnection c(ClusterSlots::clusterYes(cluster));
    QVERIFY(c.connect().ok());
    const int slot = 300;
    for (const ConnectionOptions &node : cluster.nodeOptions())
        QVERIFY(RedisConnection(ClusterSlots::plain(node))
                    .command({"CLUSTER", "DELSLOTS", QByteArray::number(slot)})
                    .ok());
    QElapsedTimer took;
    took.start();
    const auto r = c.command({"SET", ClusterSlots::keyInSlot(slot, "down"), "v"});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), RedisError::Kind::Cluster);
    QVERIFY2(r.error().message().contains(u"CLUSTERDOWN") ||
                 r.error().message().contains(u"slot 300"),
             qPrintable(r.error().message()));
    QVERIFY2(took.elapsed() < 10000, "the retries are bounded");
}

// A node the cluster announces cannot be reached (here: it is down, and it has no replica):
// the error names its announced address and the host map. With a map for that address, the
// connection goes where the map says (a closed port here: refused there, and no hint).
void TestClusterConnection::announcedAddressNotReachableNamesTheHostMap()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    const quint16 port2 = cluster.node(2)->port();
    const QString announced = QStringLiteral("127.0.0.1:%1").arg(port2);
    const QByteArray key = ClusterSlots::keyInSlot(HashSlot::SlotCount - 1, "nat"); // node 2's
    ConnectionOptions o = ClusterSlots::clusterYes(cluster);
    RedisConnection c(o);
    QVERIFY(c.connect().ok());
    cluster.node(2)->kill();
    const auto refused = c.command({"SET", key, "v"});
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message().contains(announced) &&
                 refused.error().message().contains(u"cluster_host_map=" + announced) &&
                 refused.error().message().contains(u"?cluster_keep_host=yes"),
             qPrintable(refused.error().message()));

    QVERIFY(cluster.node(2)->restart().ok());
    quint16 closedPort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        closedPort = probe.serverPort();
    }
    o.clusterHostMap.insert(announced, QStringLiteral("127.0.0.1:%1").arg(closedPort));
    RedisConnection mapped(o);
    const auto viaMap = mapped.command({"SET", key, "v"});
    QVERIFY(!viaMap.ok());
    QVERIFY2(viaMap.error().message().contains(QString::number(closedPort)) &&
                 !viaMap.error().message().contains(u"cluster_host_map"),
             qPrintable(viaMap.error().message()));
    // Keys of the other masters are not affected by the map.
    QVERIFY(mapped.command({"SET", ClusterSlots::keyInSlot(0, "nat"), "v"}).ok());
}

// cluster_keep_host=yes: every node is reached at the seed's host (here "localhost", where the
// nodes announce 127.0.0.1), on the port it announces; without it, at the announced address.
void TestClusterConnection::keepSeedHostReachesNodesAnnouncedElsewhere()
{
    for (const bool keep : {true, false}) {
        ConnectionOptions o = ClusterSlots::clusterYes(*m_shared);
        o.host = u"localhost"_s;
        o.clusterKeepSeedHost = keep;
        RedisConnection c(o);
        CommandLog log;
        QSignalSpy records(&log, &CommandLog::recorded);
        c.setCommandLog(&log);
        QSet<QString> nodes;
        for (int third = 0; third < 3; ++third) {
            const QByteArray k =
                ClusterSlots::keyInSlot(third * HashSlot::SlotCount / 3 + 7, "keep");
            VERIFY_OK(c.command({"SET", k, "v"}));
            const int master =
                m_shared->masterOfSlot(third * HashSlot::SlotCount / 3 + 7).valueOr(-1);
            QVERIFY(master >= 0);
            QTRY_VERIFY(!records.isEmpty());
            const auto last = records.last().first().value<CommandRecord>();
            QCOMPARE(last.argv.value(0), QByteArray("SET"));
            QCOMPARE(last.node, u"%1:%2"_s.arg(keep ? u"localhost"_s : u"127.0.0.1"_s)
                                    .arg(m_shared->node(master)->port()));
            nodes.insert(last.node);
        }
        QCOMPARE(nodes.size(), 3);
        // The map keeps the addresses the nodes announce.
        QCOMPARE(c.clusterTopology().nodes().at(c.clusterTopology().masterOf(0)).host,
                 u"127.0.0.1"_s);
    }
}

void TestClusterConnection::clusterYesOnAPlainServerIsRefused()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    ConnectionOptions o = (*server)->connectionOptions();
    o.cluster = ConnectionOptions::Cluster::Yes;
    RedisConnection c(o);
    const auto r = c.command({"PING"});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(r.error().message().contains(u"not a cluster node"), qPrintable(r.error().message()));
}

// Writes to one slot while its master is killed: commands fail while no node serves it (each
// failure says so, none hangs), then go to the promoted replica.
void TestClusterConnection::killedMasterIsFollowedToItsReplica()
{
    RedisClusterOptions options;
    options.replicasPerMaster = 1;
    auto started = TestRedis::startCluster(options);
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    RedisConnection c(ClusterSlots::clusterYes(cluster));
    const QByteArray key = ClusterSlots::keyInSlot(0, "fail");
    QVERIFY(c.command({"SET", key, "0"}).ok());
    QCOMPARE(cluster.masterOfSlot(0).valueOr(-1), 0);
    cluster.node(0)->kill();
    QElapsedTimer took;
    took.start();
    int failures = 0;
    bool written = false;
    while (!written && took.elapsed() < 30000) {
        QElapsedTimer one;
        one.start();
        const auto r = c.command({"INCR", key});
        QVERIFY2(one.elapsed() < 10000, "one command stays bounded");
        if (r.ok())
            written = true;
        else
            ++failures;
    }
    QVERIFY2(written, "the promoted replica takes the writes");
    qInfo("written to the promoted replica %lld ms after the kill, %d failed attempts before",
          took.elapsed(), failures);
    const int now = c.clusterTopology().masterOf(0);
    QCOMPARE(c.clusterTopology().nodes().at(now).port, cluster.node(3)->port());
}

// Read-only mode with replica=yes: a read goes to a replica of its slot (READONLY in the link's
// handshake), a write is refused unsent; without replica=yes reads stay on the master; a replica
// that is gone sends the read to the master.
void TestClusterConnection::readOnlyReadsGoToAReplicaWhenAsked()
{
    RedisClusterOptions options;
    options.replicasPerMaster = 1;
    auto started = TestRedis::startCluster(options);
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    const QByteArray key = ClusterSlots::keyInSlot(HashSlot::SlotCount - 1, "replica");
    RedisConnection writer(ClusterSlots::clusterYes(cluster));
    const auto written = writer.pipeline({{"SET", key, "v"}, {"WAIT", "1", "5000"}});
    VERIFY_OK(written.first());
    VERIFY_OK(written.last());
    QCOMPARE(written.last()->integerValue(), 1); // WAIT went to the key's master
    const int master = cluster.masterOfSlot(HashSlot::SlotCount - 1).valueOr(-1);
    QCOMPARE(master, 2);
    const QString replica = cluster.node(3 + master)->connectionOptions().address();

    const auto readWith = [&](bool replicas, const char *what) -> CommandRecord {
        ConnectionOptions o = ClusterSlots::clusterYes(cluster);
        o.readOnly = true;
        o.readFromReplicas = replicas;
        RedisConnection reader(o);
        CommandLog log;
        QSignalSpy records(&log, &CommandLog::recorded);
        reader.setCommandLog(&log);
        const auto got = reader.command({"GET", key});
        if (!got.ok() || got->bytes() != "v")
            QTest::qFail(qPrintable(QStringLiteral("%1: %2").arg(
                             QLatin1String(what),
                             got.ok() ? QString::fromUtf8(got->bytes()) : got.error().toString())),
                         __FILE__, __LINE__);
        const auto refused = reader.command({"SET", key, "w"});
        if (refused.ok() || refused.error().kind() != RedisError::Kind::ReadOnly)
            QTest::qFail("a write in read-only mode is refused", __FILE__, __LINE__);
        QTest::qWait(50);
        QCoreApplication::processEvents();
        CommandRecord answered; // the GET that got its reply
        for (const QList<QVariant> &args : std::as_const(records)) {
            const auto r = args.first().value<CommandRecord>();
            if (r.argv.value(0) == "GET" && !r.failed)
                answered = r;
        }
        return answered;
    };
    QCOMPARE(readWith(true, "replica=yes").node, replica);
    QCOMPARE(readWith(false, "replica=no").node,
             cluster.node(master)->connectionOptions().address());
    ConnectionOptions plainReplica =
        ClusterSlots::plain(cluster.node(3 + master)->connectionOptions());
    RedisConnection replicaAdmin(plainReplica);
    QVERIFY(replicaAdmin.command({"INFO", "commandstats"})
                .valueOr(RedisReply())
                .bytes()
                .contains("cmdstat_get:calls=1,"));
    QCOMPARE(RedisConnection(ClusterSlots::plain(cluster.node(master)->connectionOptions()))
                 .command({"GET", key})
                 .valueOr(RedisReply())
                 .bytes(),
             QByteArray("v"));

    // The replica gone: the read is answered by the master.
    cluster.node(3 + master)->kill();
    QCOMPARE(readWith(true, "replica gone").node,
             cluster.node(master)->connectionOptions().address());
    QCOMPARE(writer.command({"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("v"));
}

QTEST_GUILESS_MAIN(TestClusterConnection)
#include "tst_clusterconnection.moc"
