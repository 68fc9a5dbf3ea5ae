// The playground engine against a private redis-server: runs record what happened, on the
// server's clock; pause, step, stop and abort; faults reach the client they name; a run clears
// its own leftovers and nothing else.
#include "commandlog.h"
#include "playgroundchecker.h"
#include "redisconnection.h"
#include "redisserverprocess.h"
#include "sampledcommandlog.h"
#include "simulationengine.h"
#include "testredis.h"
#include "verifyok.h"

#include <QElapsedTimer>
#include <QHash>
#include <QTest>

using Kind = PlaygroundEvent::Kind;

class TestSimulationEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void badConfigurationIsRefusedBeforeAnythingStarts_data();
    void badConfigurationIsRefusedBeforeAnythingStarts();
    void lockRunRecordsEveryOperationOnTheServersClock();
    void clientsCommandsReachTheCommandLogSampled();
    void leftoversOfAnEarlierRunAreClearedAndNothingElse();
    void distinctNamesNeverContend();
    void pauseHoldsEveryClientAndStepLetsEachDoOneMore();
    void abortEndsARunAtOnce();
    void crashedClientComesBackAsANewProcess();
    void slowNetworkDelaysEveryCommandOfItsClient();
    void unreachableServerFailsTheRun();
    void perClientParametersApplyToThatClientOnly();
    void crashAtAStepEndsTheOperationThere();
    void crashedWatchdogHolderReleasesNothing();
    void abortDuringAReliableItemLosesNothing();
    void faultPostedWhileACrashedClientRestartsIsKept();
    void pauseOfAClientThatHoldsNothingHappens();
    void serverFaultsHoldTheClientsOfTheirNode();

private:
    SimulationConfig lockConfig(int clients, qint64 durationMs) const;
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestSimulationEngine::initTestCase()
{
    Result<TestRedis::Server> server = TestRedis::start();
    VERIFY_OK(server);
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestSimulationEngine::init()
{
    VERIFY_OK(m_admin->command({"FLUSHALL"}));
}

SimulationConfig TestSimulationEngine::lockConfig(int clients, qint64 durationMs) const
{
    SimulationConfig config;
    config.primitive = PlaygroundPrimitive::Lock;
    config.variant = QStringLiteral("token");
    config.clients = clients;
    config.durationMs = durationMs;
    config.server = m_server->connectionOptions();
    config.profile.holdMs = {5, 10};
    config.profile.thinkMs = {0, 5};
    return config;
}

void TestSimulationEngine::badConfigurationIsRefusedBeforeAnythingStarts_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("message");
    QTest::newRow("no clients") << "clients=0"
                                << "clients must be 1 to 256";
    QTest::newRow("too many clients") << "clients=257"
                                      << "clients must be 1 to 256";
    QTest::newRow("unknown variant") << "variant=tokn"
                                     << "lock has no variant \"tokn\"";
    QTest::newRow("server fault on a given server") << "server-stop"
                                                    << "never on a server you connected to";
    QTest::newRow("redlock on one server") << "variant=redlock"
                                           << "independent nodes";
    QTest::newRow("fault of a client that does not exist") << "crash-client-9"
                                                           << "only 4 clients";
    QTest::newRow("fault after the end") << "crash-late"
                                         << "after the run's end";
    QTest::newRow("name with a brace") << "name"
                                       << "{";
    QTest::newRow("queue without consumers") << "queue"
                                             << "producers";
}

void TestSimulationEngine::badConfigurationIsRefusedBeforeAnythingStarts()
{
    QFETCH(QString, what);
    QFETCH(QString, message);
    SimulationConfig config = lockConfig(4, 500);
    if (what == u"clients=0")
        config.clients = 0;
    else if (what == u"clients=257")
        config.clients = 257;
    else if (what == u"variant=tokn")
        config.variant = QStringLiteral("tokn");
    else if (what == u"server-stop")
        config.faults << *FaultSpec::parse(u"server-stop@100ms,node=0");
    else if (what == u"variant=redlock")
        config.variant = QStringLiteral("redlock");
    else if (what == u"crash-client-9")
        config.faults << *FaultSpec::parse(u"crash@100ms,client=9");
    else if (what == u"crash-late")
        config.faults << *FaultSpec::parse(u"crash@2s,client=0");
    else if (what == u"name")
        config.name = "a{b";
    else if (what == u"queue") {
        config.primitive = PlaygroundPrimitive::Queue;
        config.variant = QStringLiteral("task");
        config.producers = 4;
    }
    SimulationEngine engine(config);
    const Result<void> started = engine.start();
    QVERIFY(!started);
    QCOMPARE(started.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(started.error().message().contains(message), qPrintable(started.error().message()));
    QCOMPARE(engine.state(), SimulationEngine::State::Idle);
}

void TestSimulationEngine::lockRunRecordsEveryOperationOnTheServersClock()
{
    SimulationConfig config = lockConfig(4, 800);
    config.seed = 42;
    const Result<RedisReply> before = m_admin->command({"TIME"});
    VERIFY_OK(before);
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    const Result<RedisReply> after = m_admin->command({"TIME"});
    VERIFY_OK(after);
    QCOMPARE(history->run().seed, 42);
    QCOMPARE(history->run().clients, 4);
    QCOMPARE(history->run().variant, QStringLiteral("token"));

    // Per client: attempt, then granted or refused; a grant is followed by its release.
    QHash<int, QList<Kind>> perClient;
    for (const PlaygroundEvent &event : history->events()) {
        QVERIFY(event.client >= 0 && event.client < 4);
        QVERIFY(event.timeUs >= *before->toServerTimeUs());
        QVERIFY(event.timeUs <= *after->toServerTimeUs());
        perClient[event.client] << event.kind;
    }
    QCOMPARE(perClient.size(), 4);
    int grants = 0;
    for (auto it = perClient.cbegin(); it != perClient.cend(); ++it) {
        const QList<Kind> &kinds = it.value();
        for (qsizetype i = 0; i < kinds.size(); ++i) {
            if (kinds.at(i) == Kind::Attempt)
                QVERIFY(i + 1 == kinds.size() || kinds.at(i + 1) == Kind::Granted ||
                        kinds.at(i + 1) == Kind::Refused);
            if (kinds.at(i) == Kind::Granted) {
                ++grants;
                QVERIFY2(i + 1 < kinds.size() && kinds.at(i + 1) == Kind::Released,
                         "every grant is released: the run ends operations before it stops");
            }
        }
    }
    QVERIFY(grants >= 8);
    const CheckReport report = PlaygroundChecker::check(*history);
    QCOMPARE(report.violationCount(), 0);
    QCOMPARE(report.metrics.grants, grants);
}

// The clients' commands go to the command log under their names, the first few a second of
// each, with a summary of the rest (issue 23: nothing of the playground reached the log).
void TestSimulationEngine::clientsCommandsReachTheCommandLogSampled()
{
    CommandLog log;
    QList<CommandRecord> records;
    connect(&log, &CommandLog::recorded, this,
            [&records](const CommandRecord &r) { records << r; });
    SimulationConfig config = lockConfig(3, 1500);
    config.profile.holdMs = {0, 1};
    config.profile.thinkMs = {0, 1};
    SimulationEngine engine(config);
    engine.setCommandLog(&log);
    VERIFY_OK(engine.start());
    QVERIFY(engine.waitForFinished(30'000));
    QTRY_VERIFY(!records.isEmpty());
    QCoreApplication::processEvents(); // the queued records of the last summaries

    QHash<QString, int> kept;
    QHash<QString, int> notShown;
    bool sawLockCommand = false;
    for (const CommandRecord &r : std::as_const(records)) {
        QVERIFY2(r.connection.startsWith(QStringLiteral("playground client ")),
                 qPrintable(r.connection));
        if (r.notShown > 0) {
            notShown[r.connection] += r.notShown;
            continue;
        }
        ++kept[r.connection];
        const QByteArray verb = r.argv.value(0).toUpper();
        sawLockCommand = sawLockCommand || verb == "EVALSHA" || verb == "EVAL" || verb == "SET";
    }
    QCOMPARE(kept.size(), 3);
    QVERIFY(sawLockCommand);
    // 1.5 s of a tight loop: far more than 10 a second per client, so summaries say how many
    // were left out, and what was kept stays within the sample (2 windows, a third at most).
    for (auto it = kept.cbegin(); it != kept.cend(); ++it) {
        QVERIFY2(it.value() <= 3 * SampledCommandLog::DefaultPerWindow, qPrintable(it.key()));
        QVERIFY2(notShown.value(it.key()) > 0, qPrintable(it.key()));
    }
    // Every command is either kept or counted: the operations' commands are many more.
    int total = 0;
    for (int n : std::as_const(kept))
        total += n;
    for (int n : std::as_const(notShown))
        total += n;
    QVERIFY(total >= engine.operations());
}

void TestSimulationEngine::leftoversOfAnEarlierRunAreClearedAndNothingElse()
{
    // A naive lock held forever by a run that crashed, and another structure's key.
    VERIFY_OK(m_admin->command({"SET", "cs:{playground}:lock", "stale"}));
    VERIFY_OK(m_admin->command({"SET", "cs:{other}:lock", "keep"}));
    VERIFY_OK(m_admin->command({"SET", "cs:{playground-x}:lock", "leftover"}));
    SimulationConfig config = lockConfig(2, 400);
    config.variant = QStringLiteral("naive");
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    QVERIFY(PlaygroundChecker::check(*history).metrics.grants >= 1);
    const Result<RedisReply> other = m_admin->command({"GET", "cs:{other}:lock"});
    VERIFY_OK(other);
    QCOMPARE(other->bytes(), QByteArray("keep"));
    const Result<RedisReply> distinct = m_admin->command({"EXISTS", "cs:{playground-x}:lock"});
    QCOMPARE(distinct->integerValue(), 0);
}

void TestSimulationEngine::distinctNamesNeverContend()
{
    SimulationConfig config = lockConfig(6, 400);
    config.distinctNames = true;
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    QHash<QString, QSet<int>> clientsOf;
    for (const PlaygroundEvent &event : history->events()) {
        QVERIFY(event.kind != Kind::Refused);
        clientsOf[event.resource].insert(event.client);
    }
    QCOMPARE(clientsOf.size(), 6);
    for (const QSet<int> &clients : std::as_const(clientsOf))
        QCOMPARE(clients.size(), 1);
}

void TestSimulationEngine::pauseHoldsEveryClientAndStepLetsEachDoOneMore()
{
    SimulationEngine engine(lockConfig(3, 60000));
    VERIFY_OK(engine.start());
    QTRY_VERIFY(engine.operations() >= 6);
    engine.pause();
    QCOMPARE(engine.state(), SimulationEngine::State::Paused);
    QTest::qWait(300); // operations in flight finish
    const int paused = engine.operations();
    const qint64 elapsed = engine.elapsedMs();
    QTest::qWait(300);
    QCOMPARE(engine.operations(), paused);
    QCOMPARE(engine.elapsedMs(), elapsed); // the run's clock stops too
    engine.step();
    QTRY_VERIFY(engine.operations() >= paused + 3);
    QTest::qWait(200);
    QCOMPARE(engine.operations(), paused + 3);
    engine.resume();
    QTRY_VERIFY(engine.operations() > paused + 6);
    engine.stop();
    QVERIFY(engine.waitForFinished(10000));
    QCOMPARE(engine.state(), SimulationEngine::State::Finished);
    QCOMPARE(PlaygroundChecker::check(engine.history()).violationCount(), 0);
}

void TestSimulationEngine::abortEndsARunAtOnce()
{
    SimulationConfig config = lockConfig(4, 60000);
    config.profile.holdMs = {10000, 10000}; // everybody waits on one long hold
    config.profile.waitMs = 20000;
    SimulationEngine engine(config);
    VERIFY_OK(engine.start());
    QTRY_VERIFY(engine.state() == SimulationEngine::State::Running);
    QTest::qWait(200);
    engine.abort();
    QVERIFY(engine.waitForFinished(5000));
    QCOMPARE(engine.state(), SimulationEngine::State::Finished);
    // An abort is a crash of every client: the one holding the lock did not release it.
    const PlaygroundHistory history = engine.history();
    int grants = 0;
    for (const PlaygroundEvent &event : history.events()) {
        QVERIFY(event.kind != Kind::Released && event.kind != Kind::Lost);
        grants += event.kind == Kind::Granted;
    }
    QCOMPARE(grants, 1);
    const Result<RedisReply> held = m_admin->command({"EXISTS", "cs:{playground}:lock"});
    VERIFY_OK(held);
    QCOMPARE(held->integerValue(), 1);
}

void TestSimulationEngine::crashedClientComesBackAsANewProcess()
{
    SimulationConfig config = lockConfig(3, 1500);
    config.profile.ttlMs = 200;
    config.faults << *FaultSpec::parse(u"crash@200ms,client=0");
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    qint64 crashUs = 0;
    int grantsAfter = 0;
    for (const PlaygroundEvent &event : history->events()) {
        if (event.kind == Kind::Fault && event.fault == u"crash") {
            QCOMPARE(event.client, 0);
            QVERIFY(event.detail.contains(u"while holding"));
            crashUs = event.timeUs;
        }
        if (crashUs && event.kind == Kind::Granted && event.client == 0)
            ++grantsAfter;
    }
    QVERIFY2(crashUs > 0, "the crash happened");
    QVERIFY2(grantsAfter >= 1, "the client restarted and took the lock again");
    const CheckReport report = PlaygroundChecker::check(*history);
    if (report.violationCount() > 0) {
        qWarning() << report.violations.first().text;
        for (const PlaygroundEvent &event : history->events())
            qWarning() << event.timeUs << event.client << PlaygroundEvent::kindName(event.kind)
                       << event.token << event.detail;
    }
    QCOMPARE(report.violationCount(), 0);
}

void TestSimulationEngine::slowNetworkDelaysEveryCommandOfItsClient()
{
    SimulationConfig config = lockConfig(2, 1000);
    config.distinctNames = true;
    config.faults << *FaultSpec::parse(u"slow-network@0,client=1,by=40ms");
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    // Attempt to grant is one round trip: at least the delay for client 1.
    QHash<int, qint64> attemptAt;
    QHash<int, QList<qint64>> waits;
    bool faultSeen = false;
    for (const PlaygroundEvent &event : history->events()) {
        if (event.kind == Kind::Fault && event.fault == u"slow-network" && event.client == 1)
            faultSeen = true;
        if (event.kind == Kind::Attempt)
            attemptAt[event.client] = event.timeUs;
        if (event.kind == Kind::Granted && faultSeen)
            waits[event.client] << event.timeUs - attemptAt.value(event.client);
    }
    QVERIFY(faultSeen);
    QVERIFY(!waits.value(1).isEmpty());
    for (const qint64 wait : waits.value(1))
        QVERIFY2(wait >= 39000, qPrintable(QString::number(wait)));
}

void TestSimulationEngine::unreachableServerFailsTheRun()
{
    SimulationConfig config = lockConfig(2, 500);
    config.server.port = 1; // nothing listens there
    config.server.connectTimeoutMs = 500;
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    QVERIFY(!history);
    QCOMPARE(history.error().kind(), RedisError::Kind::Io);
}

void TestSimulationEngine::perClientParametersApplyToThatClientOnly()
{
    SimulationConfig config = lockConfig(2, 800);
    config.distinctNames = true;
    config.profile.holdMs = {1, 5};
    const Result<ClientProfile> slow = ClientProfile::parse(u"hold=60", config.profile);
    VERIFY_OK(slow);
    config.clientProfiles.insert(1, *slow);
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    QHash<int, qint64> grantedAt;
    QHash<int, QList<qint64>> holds;
    for (const PlaygroundEvent &event : history->events()) {
        if (event.kind == Kind::Granted)
            grantedAt[event.client] = event.timeUs;
        if (event.kind == Kind::Released)
            holds[event.client] << event.timeUs - grantedAt.value(event.client);
    }
    QVERIFY(holds.value(0).size() >= 5);
    QVERIFY(holds.value(1).size() >= 2);
    // The run's end cuts the last hold short; every other one of client 1 lasts its 60 ms.
    for (qsizetype i = 0; i + 1 < holds.value(1).size(); ++i)
        QVERIFY2(holds.value(1).at(i) >= 59000, qPrintable(QString::number(holds.value(1).at(i))));
    // Client 0 keeps its short holds, so it gets through more of them.
    QVERIFY(holds.value(0).size() > holds.value(1).size());
}

void TestSimulationEngine::crashAtAStepEndsTheOperationThere()
{
    // SETNX succeeded, PEXPIRE never came: the lock has no TTL (until a waiter repairs it).
    SimulationConfig config = lockConfig(2, 600);
    config.variant = QStringLiteral("setnx-expire");
    config.profile.ttlMs = 300;
    config.faults << *FaultSpec::parse(u"crash@0,client=0,step=after-setnx");
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    int crashes = 0;
    bool grantedBefore = false;
    for (const PlaygroundEvent &event : history->events()) {
        if (event.kind == Kind::Fault && event.fault == u"crash") {
            ++crashes;
            QCOMPARE(event.client, 0);
            QVERIFY(event.detail.contains(u"at step after-setnx"));
            QVERIFY2(!grantedBefore, "the crash came inside client 0's first acquire");
        }
        if (event.kind == Kind::Granted && event.client == 0 && crashes == 0)
            grantedBefore = true;
    }
    QCOMPARE(crashes, 1);
    QCOMPARE(PlaygroundChecker::check(*history).violationCount(), 0);
}

void TestSimulationEngine::crashedWatchdogHolderReleasesNothing()
{
    SimulationConfig config = lockConfig(2, 900);
    config.profile.ttlMs = 300;
    config.profile.holdMs = {150, 150};
    config.profile.watchdog = true;
    config.faults << *FaultSpec::parse(u"crash@300ms,client=0");
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    bool crashed = false;
    bool restarted = false;
    for (const PlaygroundEvent &event : history->events()) {
        if (event.kind == Kind::Fault && event.fault == u"crash")
            crashed = true;
        if (crashed && event.client == 0 && event.kind == Kind::Granted)
            restarted = true;
        if (crashed && !restarted && event.client == 0)
            QVERIFY2(event.kind != Kind::Released && event.kind != Kind::Lost,
                     "a crashed process releases nothing");
    }
    QVERIFY(crashed);
    QCOMPARE(PlaygroundChecker::check(*history).violationCount(), 0);
}

void TestSimulationEngine::abortDuringAReliableItemLosesNothing()
{
    SimulationConfig config = lockConfig(2, 60000);
    config.primitive = PlaygroundPrimitive::Queue;
    config.variant = QStringLiteral("reliable");
    config.producers = 1;
    config.profile.holdMs = {20000, 20000}; // the consumer works on its item until the abort
    // One item a second: the abort comes before a second one is enqueued (a second, never
    // delivered before the abort, would rightly count as lost: the run did not drain).
    config.profile.thinkMs = {1000, 1000};
    SimulationEngine engine(config);
    VERIFY_OK(engine.start());
    QTRY_VERIFY(engine.operations() >= 2); // an item enqueued and delivered
    engine.abort();
    QVERIFY(engine.waitForFinished(5000));
    const PlaygroundHistory history = engine.history();
    for (const PlaygroundEvent &event : history.events())
        QVERIFY(event.kind != Kind::Lost && event.kind != Kind::Acked);
    QCOMPARE(PlaygroundChecker::check(history).count(CheckReport::Violation::Kind::LostItem), 0);
}

void TestSimulationEngine::faultPostedWhileACrashedClientRestartsIsKept()
{
    // The crash comes at 200 ms; the slow network at 300 ms, while the client restarts.
    SimulationConfig config = lockConfig(2, 900);
    config.distinctNames = true;
    config.profile.holdMs = {50, 50};
    config.faults << *FaultSpec::parse(u"crash@200ms,client=0")
                  << *FaultSpec::parse(u"slow-network@300ms,client=0,by=5ms");
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    QStringList faults;
    for (const PlaygroundEvent &event : history->events()) {
        if (event.kind == Kind::Fault)
            faults << event.fault;
    }
    QCOMPARE(faults, (QStringList{QStringLiteral("crash"), QStringLiteral("slow-network")}));
}

void TestSimulationEngine::pauseOfAClientThatHoldsNothingHappens()
{
    SimulationConfig config = lockConfig(2, 700);
    config.primitive = PlaygroundPrimitive::RateLimiter;
    config.variant = QStringLiteral("sliding");
    config.faults << *FaultSpec::parse(u"pause@100ms,client=0,for=300ms");
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    qint64 pausedAt = -1;
    qint64 firstAfter = -1;
    for (const PlaygroundEvent &event : history->events()) {
        if (event.kind == Kind::Fault && event.fault == u"pause" && event.client == 0)
            pausedAt = event.timeUs;
        else if (pausedAt >= 0 && firstAfter < 0 && event.client == 0)
            firstAfter = event.timeUs;
    }
    QVERIFY2(pausedAt >= 0, "the limiter's caller paused");
    QVERIFY2(firstAfter - pausedAt >= 299000, qPrintable(QString::number(firstAfter - pausedAt)));
}

void TestSimulationEngine::serverFaultsHoldTheClientsOfTheirNode()
{
    // On a node the playground starts: CLIENT PAUSE, then DEBUG SLEEP, each 600 ms.
    SimulationConfig config = lockConfig(4, 2500);
    config.layout = SimulationConfig::Layout::Independent;
    config.nodes = 1;
    config.distinctNames = true;
    config.faults << *FaultSpec::parse(u"client-pause@200ms,node=0,for=600ms")
                  << *FaultSpec::parse(u"debug-sleep@1200ms,node=0,for=600ms");
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    QStringList faults;
    QList<qint64> faultAt;
    QList<qint64> answers; // events a reply made (not attempts: stamped before sending)
    for (const PlaygroundEvent &event : history->events()) {
        if (event.kind == Kind::Fault) {
            QCOMPARE(event.client, -1);
            QVERIFY2(!event.detail.contains(u"failed"), qPrintable(event.detail));
            faults << event.fault;
            faultAt << event.timeUs;
        } else if (event.kind != Kind::Attempt) {
            answers << event.timeUs;
        }
    }
    QCOMPARE(faults, (QStringList{QStringLiteral("client-pause"), QStringLiteral("debug-sleep")}));
    // The node answered nobody while it was held, whatever each client was sending (an
    // acquire, a release): a silence of most of the 600 ms among the answers, beginning near
    // the fault's mark (the director stamps it once the node took the command; its thread, or a
    // client's, can be late under load), and answers on both sides of it.
    std::sort(answers.begin(), answers.end());
    for (qint64 at : std::as_const(faultAt)) {
        qint64 longest = 0;
        for (qsizetype i = 0; i + 1 < answers.size(); ++i) {
            if (qAbs(answers.at(i) - at) <= 150'000)
                longest = std::max(longest, answers.at(i + 1) - answers.at(i));
        }
        QVERIFY2(longest >= 400'000, qPrintable(QStringLiteral("fault at %1 us: longest silence "
                                                               "%2 us")
                                                    .arg(at - history->events().first().timeUs)
                                                    .arg(longest)));
    }
    QCOMPARE(PlaygroundChecker::check(*history).violationCount(), 0);
}

QTEST_GUILESS_MAIN(TestSimulationEngine)
#include "tst_simulationengine.moc"
