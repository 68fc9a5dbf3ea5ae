#include "clusterslots.h"
#include "commandlog.h"
#include "hashslot.h"
#include "luascript.h"
#include "redisclient.h"
#include "redisclusterprocess.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

// RedisClient, the GUI thread's asynchronous client, on a real local Redis Cluster
// (docs/cluster.md): routing by slot, every redirection produced for real (MOVED from a stale
// map, ASK and TRYAGAIN during a slot migration, CLUSTERDOWN, a killed master), what is refused
// before sending, split and node-addressed pipelines. Everything through callbacks: the test
// waits in the event loop, never in a blocking call of the client.
class TestClusterClient : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void routesEveryKeyToTheMasterOfItsSlot();
    void autoModeBecomesAClusterClientAtTheFirstMoved();
    void pipelineIsSplitPerNodeAndKeepsItsOrder();
    void scriptRunsOnItsSlotsNode();
    void crossSlotIsRefusedBeforeSending_data();
    void crossSlotIsRefusedBeforeSending();
    void addressedPipelineScansEachMasterOnly();
    void plainClientRefusesAnotherNode();
    void readOnlyRefusesWritesAndRoutesReads();
    void staleMapFollowsMovedAndLogsIt();
    void migrationAsksThenTriesAgain();
    void unservedSlotIsRetriedThenAClusterError();
    void clusterYesOnAPlainServerIsRefused();
    void killedMasterIsFollowedToItsReplica();
    void readOnlyReadsGoToAReplicaWhenAsked();

private:
    TestRedis::Cluster m_shared; // 3 masters, keys written by the tests, no slot changes
};

namespace {
constexpr int WaitMs = 30000;

QString addressOf(const ConnectionOptions &o)
{
    return QStringLiteral("%1:%2").arg(o.host).arg(o.port);
}

bool connectClient(RedisClient &c)
{
    c.connectToServer();
    return QTest::qWaitFor([&] { return c.state() == RedisClient::State::Connected; }, WaitMs);
}

QList<Result<RedisReply>> pipeline(RedisClient &c, const QList<RedisCommand> &commands,
                                   const QStringList &nodes = {})
{
    std::optional<QList<Result<RedisReply>>> got;
    QObject context;
    c.sendPipeline(commands, nodes, &context,
                   [&](const QList<Result<RedisReply>> &replies) { got = replies; });
    if (!QTest::qWaitFor([&] { return got.has_value(); }, WaitMs))
        return QList<Result<RedisReply>>(
            commands.size(), RedisError(RedisError::Kind::Timeout, QStringLiteral("no callback")));
    return *got;
}

Result<RedisReply> call(RedisClient &c, const RedisCommand &argv)
{
    return pipeline(c, {argv}).first();
}

QStringList redirectKinds(const QSignalSpy &spy)
{
    QStringList kinds;
    for (const QList<QVariant> &args : spy)
        kinds.append(args.at(0).value<ClusterRedirect>().kind);
    return kinds;
}
} // namespace

void TestClusterClient::initTestCase()
{
    auto cluster = TestRedis::startCluster();
    QVERIFY2(cluster.ok(), qPrintable(cluster.error().toString()));
    m_shared = std::move(cluster.value());
}

void TestClusterClient::routesEveryKeyToTheMasterOfItsSlot()
{
    RedisClient c(ClusterSlots::clusterYes(*m_shared));
    CommandLog log;
    c.setCommandLog(&log);
    QSignalSpy records(&log, &CommandLog::recorded);
    QSignalSpy topology(&c, &RedisClient::clusterTopologyChanged);
    QVERIFY(connectClient(c));
    QVERIFY(c.isCluster());
    QVERIFY(topology.size() >= 1);
    QCOMPARE(c.clusterTopology().servedSlots(), HashSlot::SlotCount);
    QCOMPARE(c.clusterTopology().masters().size(), 3);
    QVERIFY(!c.serverVersion().isEmpty());
    QSet<int> owners;
    for (int i = 0; i < 30; ++i) {
        const int slot = i * (HashSlot::SlotCount / 30);
        const QByteArray key = ClusterSlots::keyInSlot(slot, "route");
        const auto set = call(c, {"SET", key, QByteArray::number(i)});
        QVERIFY2(set.ok(), qPrintable(set.error().toString()));
        // Where it landed: on the node the cluster says serves the slot, and only there.
        const int master = m_shared->masterOfSlot(slot).valueOr(-1);
        QVERIFY(master >= 0);
        owners.insert(master);
        const ConnectionOptions owner = m_shared->node(master)->connectionOptions();
        QCOMPARE(RedisConnection(ClusterSlots::plain(owner))
                     .command({"GET", key})
                     .valueOr(RedisReply())
                     .bytes(),
                 QByteArray::number(i));
        QCOMPARE(call(c, {"GET", key}).valueOr(RedisReply()).bytes(), QByteArray::number(i));
        // The log names the node that answered.
        QTRY_VERIFY_WITH_TIMEOUT(!records.isEmpty(), WaitMs);
        const auto last = records.last().at(0).value<CommandRecord>();
        QCOMPARE(last.argv.value(0), QByteArray("GET"));
        QCOMPARE(last.node, addressOf(owner));
        QVERIFY(last.redirect.isEmpty());
    }
    QCOMPARE(owners.size(), 3);
    int connected = 0;
    for (const ClusterNodeLink &link : c.clusterLinks())
        connected += link.state == ClusterNodeLink::State::Connected ? 1 : 0;
    QCOMPARE(connected, 3);
}

void TestClusterClient::autoModeBecomesAClusterClientAtTheFirstMoved()
{
    ConnectionOptions o = m_shared->seed(); // cluster=auto, the default
    QCOMPARE(o.cluster, ConnectionOptions::Cluster::Auto);
    RedisClient c(o);
    QSignalSpy redirected(&c, &RedisClient::redirected);
    QVERIFY(connectClient(c));
    QVERIFY(call(c, {"PING"}).ok());
    QVERIFY2(!c.isCluster(), "a keyless command meets no MOVED");
    const QByteArray key = ClusterSlots::keyInSlot(HashSlot::SlotCount - 1, "auto"); // node 2's
    QCOMPARE(m_shared->masterOfSlot(HashSlot::SlotCount - 1).valueOr(-1), 2);
    const auto set = call(c, {"SET", key, "v"});
    QVERIFY2(set.ok(), qPrintable(set.error().toString()));
    QVERIFY(c.isCluster());
    QCOMPARE(c.state(), RedisClient::State::Connected);
    QCOMPARE(redirectKinds(redirected), QStringList{QStringLiteral("MOVED")});
    const auto moved = redirected.first().at(0).value<ClusterRedirect>();
    QCOMPARE(moved.from, addressOf(o));
    QCOMPARE(moved.to, addressOf(m_shared->node(2)->connectionOptions()));
    QCOMPARE(moved.command, QByteArray("SET"));
    QCOMPARE(moved.slot, HashSlot::SlotCount - 1);
    QCOMPARE(call(c, {"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("v"));
    QCOMPARE(redirected.size(), 1); // routed since
}

void TestClusterClient::pipelineIsSplitPerNodeAndKeepsItsOrder()
{
    RedisClient c(ClusterSlots::clusterYes(*m_shared));
    QVERIFY(connectClient(c));
    QList<RedisCommand> commands;
    for (int i = 0; i < 30; ++i) {
        const QByteArray key = ClusterSlots::keyInSlot((i * 547) % HashSlot::SlotCount, "pipe");
        commands << RedisCommand{"SET", key, "p" + QByteArray::number(i)}
                 << RedisCommand{"GET", key};
    }
    commands << RedisCommand{"PING"}
             << RedisCommand{"OBJECT", "ENCODING", ClusterSlots::keyInSlot(0, "pipe")};
    const auto replies = pipeline(c, commands);
    QCOMPARE(replies.size(), commands.size());
    for (int i = 0; i < 30; ++i) {
        QVERIFY(replies.at(2 * i).ok());
        QCOMPARE(replies.at(2 * i + 1).valueOr(RedisReply()).bytes(), "p" + QByteArray::number(i));
    }
    QCOMPARE(replies.at(60).valueOr(RedisReply()).bytes(), QByteArray("PONG"));
    QVERIFY2(replies.at(61).ok(), qPrintable(replies.at(61).error().toString()));
}

void TestClusterClient::scriptRunsOnItsSlotsNode()
{
    RedisClient c(ClusterSlots::clusterYes(*m_shared));
    QVERIFY(connectClient(c));
    const QByteArray key = ClusterSlots::keyInSlot(HashSlot::SlotCount - 5, "lua");
    QVERIFY(call(c, {"SET", key, "2"}).ok());
    const LuaScript script(QStringLiteral("get-and-mark-async"),
                           QByteArrayLiteral("return redis.call('GET', KEYS[1]) .. ARGV[1]"));
    std::optional<Result<RedisReply>> got;
    c.eval(script, {key}, {"!"}, this, [&](const Result<RedisReply> &r) { got = r; });
    QTRY_VERIFY_WITH_TIMEOUT(got.has_value(), WaitMs);
    QVERIFY2(got->ok(), qPrintable(got->error().toString()));
    QCOMPARE((*got)->bytes(), QByteArray("2!"));
}

void TestClusterClient::crossSlotIsRefusedBeforeSending_data()
{
    QTest::addColumn<QString>("form");
    QTest::newRow("command") << QStringLiteral("command");
    QTest::newRow("pipeline") << QStringLiteral("pipeline");
    QTest::newRow("script") << QStringLiteral("script");
}

void TestClusterClient::crossSlotIsRefusedBeforeSending()
{
    QFETCH(QString, form);
    RedisClient c(ClusterSlots::clusterYes(*m_shared));
    QVERIFY(connectClient(c));
    const QByteArray a = "cs:{one}:async", b = "cs:{two}:async";
    QVERIFY(HashSlot::of(a) != HashSlot::of(b));
    QVERIFY(call(c, {"DEL", a}).ok());
    const qint64 crossSlot =
        ClusterSlots::infoCounter(*m_shared, "errorstats", "errorstat_CROSSSLOT:count=");
    const qint64 sets = ClusterSlots::infoCounter(*m_shared, "commandstats", "cmdstat_set:calls=");
    const qint64 evals =
        ClusterSlots::infoCounter(*m_shared, "commandstats", "cmdstat_evalsha:calls=");
    RedisError error;
    if (form == u"command") {
        error = call(c, {"MSET", a, "1", b, "1"}).error();
    } else if (form == u"pipeline") {
        const auto replies = pipeline(c, {{"SET", a, "1"}, {"MGET", a, b}});
        QVERIFY(!replies.at(0).ok()); // the whole pipeline is refused, unsent
        QCOMPARE(replies.at(0).error().kind(), RedisError::Kind::CrossSlot);
        error = replies.at(1).error();
    } else {
        std::optional<Result<RedisReply>> got;
        c.eval(LuaScript(QStringLiteral("one-async"), QByteArrayLiteral("return 1")), {a, b}, {},
               this, [&](const Result<RedisReply> &r) { got = r; });
        QTRY_VERIFY_WITH_TIMEOUT(got.has_value(), WaitMs);
        error = got->error();
    }
    QCOMPARE(error.kind(), RedisError::Kind::CrossSlot);
    QVERIFY2(error.message().contains(u"refused before sending"), qPrintable(error.message()));
    // Nothing reached any node.
    QCOMPARE(ClusterSlots::infoCounter(*m_shared, "errorstats", "errorstat_CROSSSLOT:count="),
             crossSlot);
    QCOMPARE(ClusterSlots::infoCounter(*m_shared, "commandstats", "cmdstat_set:calls="), sets);
    QCOMPARE(ClusterSlots::infoCounter(*m_shared, "commandstats", "cmdstat_evalsha:calls="), evals);
    QCOMPARE(call(c, {"EXISTS", a}).valueOr(RedisReply::integer(-1)).integerValue(), 0);
}

// SCAN addressed to each master returns that master's keys only; together, all of them.
void TestClusterClient::addressedPipelineScansEachMasterOnly()
{
    RedisClient c(ClusterSlots::clusterYes(*m_shared));
    QVERIFY(connectClient(c));
    QSet<QByteArray> written;
    for (int i = 0; i < 24; ++i) {
        const QByteArray key =
            ClusterSlots::keyInSlot(i * (HashSlot::SlotCount / 24) + 3, "scanned");
        QVERIFY(call(c, {"SET", key, "x"}).ok());
        written.insert(key);
    }
    const ClusterTopology topology = c.clusterTopology();
    QSet<QByteArray> seen;
    for (int master : topology.masters()) {
        const QString node = topology.nodes().at(master).address();
        QByteArray cursor = "0";
        do {
            const auto r =
                pipeline(c, {{"SCAN", cursor, "MATCH", "cs:{scanned*", "COUNT", "1000"}}, {node})
                    .first();
            QVERIFY2(r.ok(), qPrintable(r.error().toString()));
            cursor = r->elements().at(0).bytes();
            for (const RedisReply &k : r->elements().at(1).elements()) {
                QCOMPARE(topology.masterOf(HashSlot::of(k.bytes())), master);
                seen.insert(k.bytes());
            }
        } while (cursor != "0");
    }
    QCOMPARE(seen, written);

    // Addressed, a MOVED is the answer: a key of node 1 read on node 0.
    const QByteArray elsewhere = *written.constBegin();
    const int owner = topology.masterOf(HashSlot::of(elsewhere));
    const int other = topology.masters().at((topology.masters().indexOf(owner) + 1) % 3);
    const auto moved =
        pipeline(c, {{"GET", elsewhere}}, {topology.nodes().at(other).address()}).first();
    QVERIFY(!moved.ok());
    QVERIFY2(moved.error().message().startsWith(u"MOVED"), qPrintable(moved.error().toString()));
}

void TestClusterClient::plainClientRefusesAnotherNode()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    const ConnectionOptions o = (*server)->connectionOptions();
    RedisClient c(o);
    CommandLog log;
    c.setCommandLog(&log);
    QSignalSpy records(&log, &CommandLog::recorded);
    QVERIFY(connectClient(c));
    QVERIFY(!c.isCluster());
    const auto own = pipeline(c, {{"PING"}}, {addressOf(o)}).first();
    QCOMPARE(own.valueOr(RedisReply()).bytes(), QByteArray("PONG"));
    const auto other = pipeline(c, {{"PING"}}, {QStringLiteral("127.0.0.1:1")}).first();
    QVERIFY(!other.ok());
    QCOMPARE(other.error().kind(), RedisError::Kind::InvalidArgument);
    // A plain client's records name its own server.
    QTRY_VERIFY_WITH_TIMEOUT(!records.isEmpty(), WaitMs);
    QCOMPARE(records.last().at(0).value<CommandRecord>().node, addressOf(o));
}

void TestClusterClient::readOnlyRefusesWritesAndRoutesReads()
{
    const QByteArray key = ClusterSlots::keyInSlot(HashSlot::SlotCount - 9, "ro");
    {
        RedisClient writer(ClusterSlots::clusterYes(*m_shared));
        QVERIFY(connectClient(writer));
        QVERIFY(call(writer, {"SET", key, "r"}).ok());
    }
    ConnectionOptions o = ClusterSlots::clusterYes(*m_shared);
    o.readOnly = true;
    RedisClient c(o);
    QVERIFY(connectClient(c));
    QCOMPARE(call(c, {"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("r"));
    const auto refused = call(c, {"SET", key, "w"});
    QCOMPARE(refused.error().kind(), RedisError::Kind::ReadOnly);
    QCOMPARE(call(c, {"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("r"));
}

// A map that points to the wrong node: the slot moved after the client read the topology. The
// node answers MOVED; the client follows it, says so, and keeps the new owner for next time.
void TestClusterClient::staleMapFollowsMovedAndLogsIt()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    RedisClient c(ClusterSlots::clusterYes(cluster));
    CommandLog log;
    c.setCommandLog(&log);
    QSignalSpy records(&log, &CommandLog::recorded);
    QSignalSpy redirected(&c, &RedisClient::redirected);
    QSignalSpy topology(&c, &RedisClient::clusterTopologyChanged);
    QVERIFY(connectClient(c));
    const int slot = 100; // node 0's
    const QByteArray key = ClusterSlots::keyInSlot(slot, "stale");
    QVERIFY(call(c, {"SET", key, "before"}).ok());
    QCOMPARE(cluster.masterOfSlot(slot).valueOr(-1), 0);
    const QString from = addressOf(cluster.node(0)->connectionOptions());
    const QString to = addressOf(cluster.node(1)->connectionOptions());

    QVERIFY(RedisConnection(ClusterSlots::plain(cluster.node(0)->connectionOptions()))
                .command({"DEL", key})
                .ok());
    QVERIFY(ClusterSlots::assign(cluster, slot,
                                 ClusterSlots::nodeId(cluster.node(1)->connectionOptions()))
                .ok());
    QTRY_COMPARE_WITH_TIMEOUT(cluster.masterOfSlot(slot).valueOr(-1), 1, 10000);
    const qsizetype topologyBefore = topology.size();

    const auto set = call(c, {"SET", key, "after"});
    QVERIFY2(set.ok(), qPrintable(set.error().toString()));
    QCOMPARE(redirectKinds(redirected), QStringList{QStringLiteral("MOVED")});
    const auto r = redirected.first().at(0).value<ClusterRedirect>();
    QCOMPARE(r.slot, slot);
    QCOMPARE(r.from, from);
    QCOMPARE(r.to, to);
    QVERIFY(topology.size() > topologyBefore);
    QCOMPARE(c.clusterTopology().nodes().at(c.clusterTopology().masterOf(slot)).address(), to);
    QCOMPARE(RedisConnection(ClusterSlots::plain(cluster.node(1)->connectionOptions()))
                 .command({"GET", key})
                 .valueOr(RedisReply())
                 .bytes(),
             QByteArray("after"));
    // The log: the MOVED answer from node 0, then the SET on node 1 marked as moved.
    const auto followedRecord = [&] {
        for (const QList<QVariant> &args : std::as_const(records)) {
            const auto rec = args.at(0).value<CommandRecord>();
            if (rec.argv.value(2) == "after" && !rec.failed)
                return rec;
        }
        return CommandRecord();
    };
    QTRY_VERIFY_WITH_TIMEOUT(!followedRecord().argv.isEmpty(), WaitMs);
    QCOMPARE(followedRecord().node, to);
    QCOMPARE(followedRecord().redirect, QStringLiteral("MOVED from ") + from);
    bool answered = false;
    for (const QList<QVariant> &args : std::as_const(records)) {
        const auto rec = args.at(0).value<CommandRecord>();
        if (rec.replySummary.contains(u"MOVED")) {
            answered = true;
            QCOMPARE(rec.node, from);
            QCOMPARE(rec.argv.value(2), QByteArray("after"));
        }
    }
    QVERIFY(answered);

    // Routed there directly since.
    QCOMPARE(call(c, {"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("after"));
    QCOMPARE(redirected.size(), 1);
}

// A slot half-way through a migration from node 0 to node 1: a key already moved is found
// through ASK (ASKING, then the command on node 1, the map unchanged); a command with one key on
// each side gets TRYAGAIN, retried with a backoff and then a Cluster error; once the migration
// ends it runs.
void TestClusterClient::migrationAsksThenTriesAgain()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    const int slot = 200;
    QCOMPARE(cluster.masterOfSlot(slot).valueOr(-1), 0);
    const ConnectionOptions source = ClusterSlots::plain(cluster.node(0)->connectionOptions());
    const ConnectionOptions target = ClusterSlots::plain(cluster.node(1)->connectionOptions());
    const QByteArray probe = ClusterSlots::keyInSlot(slot, "amig");
    const QByteArray tag = probe.mid(3, probe.indexOf('}') - 2);
    const QByteArray moved = "cs:" + tag + ":moved", stays = "cs:" + tag + ":stays";
    QCOMPARE(HashSlot::of(moved), slot);

    RedisClient c(ClusterSlots::clusterYes(cluster));
    QSignalSpy redirected(&c, &RedisClient::redirected);
    QVERIFY(connectClient(c));
    QVERIFY(pipeline(c, {{"SET", moved, "m"}, {"SET", stays, "s"}}).at(1).ok());
    QVERIFY(ClusterSlots::beginMigration(slot, source, target).ok());
    QVERIFY(ClusterSlots::migrateKeys(source, target, {moved}).ok());

    const auto got = call(c, {"GET", moved});
    QVERIFY2(got.ok(), qPrintable(got.error().toString()));
    QCOMPARE(got->bytes(), QByteArray("m"));
    QCOMPARE(redirectKinds(redirected), QStringList{QStringLiteral("ASK")});
    QCOMPARE(redirected.first().at(0).value<ClusterRedirect>().to, addressOf(target));
    // ASK leaves the map as it is.
    QCOMPARE(c.clusterTopology().nodes().at(c.clusterTopology().masterOf(slot)).port, source.port);
    QCOMPARE(call(c, {"GET", stays}).valueOr(RedisReply()).bytes(), QByteArray("s"));

    const auto both = call(c, {"MGET", moved, stays});
    QVERIFY(!both.ok());
    QCOMPARE(both.error().kind(), RedisError::Kind::Cluster);
    QVERIFY2(both.error().message().contains(u"TRYAGAIN"), qPrintable(both.error().message()));
    QVERIFY(redirectKinds(redirected).count(QStringLiteral("TRYAGAIN")) >= 5);

    QVERIFY(ClusterSlots::migrateKeys(source, target, {stays}).ok());
    QVERIFY(ClusterSlots::assign(cluster, slot, ClusterSlots::nodeId(target)).ok());
    const auto after = call(c, {"MGET", moved, stays});
    QVERIFY2(after.ok(), qPrintable(after.error().toString()));
    QCOMPARE(after->elements().at(0).bytes(), QByteArray("m"));
    QCOMPARE(after->elements().at(1).bytes(), QByteArray("s"));
}

void TestClusterClient::unservedSlotIsRetriedThenAClusterError()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    RedisClient c(ClusterSlots::clusterYes(cluster));
    QSignalSpy redirected(&c, &RedisClient::redirected);
    QVERIFY(connectClient(c));
    const int slot = 300;
    for (const ConnectionOptions &node : cluster.nodeOptions())
        QVERIFY(RedisConnection(ClusterSlots::plain(node))
                    .command({"CLUSTER", "DELSLOTS", QByteArray::number(slot)})
                    .ok());
    const auto r = call(c, {"SET", ClusterSlots::keyInSlot(slot, "adown"), "v"});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), RedisError::Kind::Cluster);
    QVERIFY2(r.error().message().contains(u"CLUSTERDOWN") ||
                 r.error().message().contains(u"slot 300"),
             qPrintable(r.error().message()));
    QVERIFY(redirectKinds(redirected).contains(QStringLiteral("CLUSTERDOWN")));
}

void TestClusterClient::clusterYesOnAPlainServerIsRefused()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    ConnectionOptions o = (*server)->connectionOptions();
    o.cluster = ConnectionOptions::Cluster::Yes;
    RedisClient c(o);
    QSignalSpy states(&c, &RedisClient::stateChanged);
    QSignalSpy errors(&c, &RedisClient::errorOccurred);
    c.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, WaitMs);
    const auto error = errors.first().at(0).value<RedisError>();
    QCOMPARE(error.kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(error.message().contains(u"not a cluster node"), qPrintable(error.message()));
    QCOMPARE(c.state(), RedisClient::State::Disconnected);
    for (const QList<QVariant> &args : states)
        QVERIFY(args.at(0).value<RedisClient::State>() != RedisClient::State::Connected);
    const auto r = call(c, {"PING"});
    QCOMPARE(r.error().kind(), RedisError::Kind::Closed);
}

// Writes to one slot while its master (not the home node) is killed: commands fail while no
// node serves it (each failure says so, none hangs), then go to the promoted replica.
void TestClusterClient::killedMasterIsFollowedToItsReplica()
{
    RedisClusterOptions options;
    options.replicasPerMaster = 1;
    auto started = TestRedis::startCluster(options);
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    RedisClient c(ClusterSlots::clusterYes(cluster));
    QVERIFY(connectClient(c));
    const int slot = HashSlot::SlotCount / 2; // node 1's
    const QByteArray key = ClusterSlots::keyInSlot(slot, "afail");
    QVERIFY(call(c, {"SET", key, "0"}).ok());
    QCOMPARE(cluster.masterOfSlot(slot).valueOr(-1), 1);
    cluster.node(1)->kill();
    QElapsedTimer took;
    took.start();
    int failures = 0;
    bool written = false;
    while (!written && took.elapsed() < 60000) {
        const auto r = call(c, {"INCR", key});
        QVERIFY2(r.ok() || r.error().message() != u"no callback", "every command is answered");
        if (r.ok())
            written = true;
        else
            ++failures;
    }
    QVERIFY2(written, "the promoted replica takes the writes");
    QCOMPARE(c.state(), RedisClient::State::Connected); // the home node was not touched
    const int now = c.clusterTopology().masterOf(slot);
    QCOMPARE(c.clusterTopology().nodes().at(now).port, cluster.node(4)->port());
}

// Read-only mode with replica=yes: the GUI's client reads from a replica of the slot (READONLY
// in the link's handshake) and refuses a write unsent; without it, reads stay on the master.
void TestClusterClient::readOnlyReadsGoToAReplicaWhenAsked()
{
    RedisClusterOptions options;
    options.replicasPerMaster = 1;
    auto started = TestRedis::startCluster(options);
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = **started;
    const int slot = HashSlot::SlotCount - 1;
    const QByteArray key = ClusterSlots::keyInSlot(slot, "replica");
    RedisConnection writer(ClusterSlots::clusterYes(cluster));
    const auto written = writer.pipeline({{"SET", key, "v"}, {"WAIT", "1", "5000"}});
    VERIFY_OK(written.last());
    QCOMPARE(written.last()->integerValue(), 1);
    const int master = cluster.masterOfSlot(slot).valueOr(-1);
    QVERIFY(master >= 0);
    for (const bool replicas : {true, false}) {
        ConnectionOptions o = ClusterSlots::clusterYes(cluster);
        o.readOnly = true;
        o.readFromReplicas = replicas;
        RedisClient c(o);
        CommandLog log;
        c.setCommandLog(&log);
        QSignalSpy records(&log, &CommandLog::recorded);
        QVERIFY(connectClient(c));
        const auto got = call(c, {"GET", key});
        VERIFY_OK(got);
        QCOMPARE(got->bytes(), QByteArray("v"));
        QTRY_VERIFY_WITH_TIMEOUT(!records.isEmpty(), WaitMs);
        CommandRecord answered;
        for (const QList<QVariant> &args : std::as_const(records))
            if (args.at(0).value<CommandRecord>().argv.value(0) == "GET")
                answered = args.at(0).value<CommandRecord>();
        QCOMPARE(answered.node,
                 addressOf(cluster.node(replicas ? 3 + master : master)->connectionOptions()));
        const auto refused = call(c, {"SET", key, "w"});
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind(), RedisError::Kind::ReadOnly);
    }
    QCOMPARE(writer.command({"GET", key}).valueOr(RedisReply()).bytes(), QByteArray("v"));
}

QTEST_GUILESS_MAIN(TestClusterClient)
#include "tst_clusterclient.moc"
