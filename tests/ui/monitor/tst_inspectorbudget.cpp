#include "inspectormonitor.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

namespace {
constexpr int TimeoutMs = 20000;

bool connectClient(RedisClient &client)
{
    client.connectToServer();
    return QTest::qWaitFor([&] { return client.state() == RedisClient::State::Connected; },
                           TimeoutMs);
}

qsizetype indexOf(const InspectorSnapshot &s, PrimitiveKind kind)
{
    for (qsizetype i = 0; i < s.states.size(); ++i)
        if (s.states.at(i).primitive.kind == kind)
            return i;
    return -1;
}
} // namespace

// What the monitor reads and how fast: only what a visible view shows, passes beside the ticks,
// the load budget, and Scan now without it.
class TestInspectorBudget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void ticksReadOnlyWhatAVisibleViewShows();
    void passIsPacedByTheBudgetWhileTicksGoOn();
    void scanNowIsNotHeldToTheBudget();
    void clientMeasuresItsLoad();
    void notificationsMakeThePeriodicPassesRare();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestInspectorBudget::initTestCase()
{
    auto server = TestRedis::startWithArgs(
        {QStringLiteral("--enable-debug-command"), QStringLiteral("local")});
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server.value());
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_admin->connect().ok());
}

void TestInspectorBudget::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestInspectorBudget::ticksReadOnlyWhatAVisibleViewShows()
{
    const QByteArray now = QByteArray::number(QDateTime::currentMSecsSinceEpoch());
    QVERIFY(m_admin->command({"SET", "cs:{orders}:lock", "t", "PX", "60000"}).ok());
    QVERIFY(m_admin->command({"ZADD", "cs:{pool}:holders", now, "h1"}).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setIntervalMs(20);
    QObject locksTab;
    monitor.setInterest(&locksTab, isLockKind);
    monitor.setClient(&client);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().states.size() == 2, TimeoutMs);
    const qsizetype lock = indexOf(monitor.snapshot(), PrimitiveKind::Lock);
    const qsizetype semaphore = indexOf(monitor.snapshot(), PrimitiveKind::Semaphore);
    QVERIFY(lock >= 0 && semaphore >= 0);
    const qint64 started = monitor.ticksStarted();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.ticksStarted() >= started + 3, TimeoutMs);
    QVERIFY(monitor.snapshot().versions.at(lock) > 0);
    QCOMPARE(monitor.snapshot().versions.at(semaphore), quint64(0)); // never read
    QCOMPARE(monitor.snapshot().primitivesWanted, 1);

    // No view shown (the Overview tab): nothing is read, not even the clock.
    monitor.clearInterest(&locksTab);
    QTest::qWait(100); // a tick in flight ends
    const qint64 idle = monitor.ticksStarted();
    QTest::qWait(300);
    QCOMPARE(monitor.ticksStarted(), idle);
    // A view that shows every kind reads both.
    QObject inspectorTab;
    monitor.setInterest(&inspectorTab, {});
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().versions.at(semaphore) > 0, TimeoutMs);
    QCOMPARE(monitor.snapshot().primitivesWanted, 2);
}

void TestInspectorBudget::passIsPacedByTheBudgetWhileTicksGoOn()
{
    QVERIFY(m_admin->command({"DEBUG", "POPULATE", "100000"}).ok());
    QVERIFY(m_admin->command({"SET", "cs:{orders}:lock", "t", "PX", "600000"}).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setIntervalMs(50);
    monitor.setClient(&client);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discovered, 60000); // no budget: at once
    QCOMPARE(monitor.snapshot().states.size(), 1);
    QCOMPARE(monitor.snapshot().keysSeen, 100001);
    QCOMPARE(monitor.snapshot().dbSize, std::optional<qint64>(100001));
    QCOMPARE(monitor.passRequestsPaced(), 0);

    // A budget the pass overdraws: it waits between its requests, the ticks go on reading. (Round
    // trips measured under QTest's waiting loop are a few ms each: 200 SCANs cost about a second
    // of charged time, so 20 % of a core makes the pass take seconds, not minutes.)
    monitor.setBudget(LoadBudgetLimits{0.20, 200});
    const quint64 discoveries = monitor.snapshot().discoveries;
    bool tickDuringPass = false;
    connect(&monitor, &InspectorMonitor::updated, this, [&](const InspectorSnapshot &s) {
        tickDuringPass = tickDuringPass || (s.passRunning && s.primitivesRead == 1);
    });
    monitor.refresh();
    QVERIFY(monitor.isPassRunning());
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discoveries > discoveries, 120000);
    QVERIFY(monitor.passRequestsPaced() > 0);
    QVERIFY2(tickDuringPass, "no tick read the lock while the pass ran");
    QCOMPARE(monitor.snapshot().keysSeen, 100001);
}

void TestInspectorBudget::scanNowIsNotHeldToTheBudget()
{
    QVERIFY(m_admin->command({"DEBUG", "POPULATE", "20000"}).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setPolling(false);
    monitor.setClient(&client);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discovered, TimeoutMs);
    // A budget so small that a paced pass of 40+ requests would take minutes.
    monitor.setBudget(LoadBudgetLimits{0.0001, 1});
    const qint64 paced = monitor.passRequestsPaced();
    const quint64 discoveries = monitor.snapshot().discoveries;
    monitor.scanNow();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discoveries > discoveries, TimeoutMs);
    QCOMPARE(monitor.passRequestsPaced(), paced);
    QCOMPARE(monitor.snapshot().keysSeen, 20000);
    // And refresh() is held to it: its pass waits.
    monitor.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.passRequestsPaced() > paced, TimeoutMs);
}

void TestInspectorBudget::clientMeasuresItsLoad()
{
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    const LoadMeter::Totals before = client.load().totals;
    QList<RedisCommand> commands(100, RedisCommand{"PING"});
    bool done = false;
    client.sendPipeline(commands, this, [&](const QList<Result<RedisReply>> &) { done = true; });
    QTRY_VERIFY_WITH_TIMEOUT(done, TimeoutMs);
    const RedisClient::Load load = client.load();
    QCOMPARE(load.totals.commands - before.commands, 100);
    QVERIFY(load.totals.chargedUs - before.chargedUs >= 100); // at least 1 µs per command
    QVERIFY(load.commandsPerSecond > 0);
    QVERIFY(load.serverShare > 0 && load.serverShare < 1);
}

// With keyspace notifications arriving, they keep the picture current: the periodic passes come
// every NotifiedDiscoveryIntervalMs, not every discovery interval; without, as set.
void TestInspectorBudget::notificationsMakeThePeriodicPassesRare()
{
    QVERIFY(m_admin->command({"SET", "cs:{orders}:lock", "t", "PX", "600000"}).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setIntervalMs(20);
    monitor.setDiscoveryIntervalMs(200);
    monitor.setClient(&client);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discovered, TimeoutMs);
    const quint64 first = monitor.snapshot().discoveries;
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discoveries >= first + 2, TimeoutMs);

    monitor.notificationsArrived();
    QCOMPARE(monitor.effectiveDiscoveryIntervalMs(), InspectorMonitor::NotifiedDiscoveryIntervalMs);
    // A pass under way when they arrived ends and is published; no other starts.
    QTRY_VERIFY_WITH_TIMEOUT(!monitor.isPassRunning() && !monitor.isTickInFlight(), TimeoutMs);
    QTest::qWait(200);
    const quint64 notified = monitor.snapshot().discoveries;
    const qint64 ticks = monitor.ticksStarted();
    QTest::qWait(1000);
    QCOMPARE(monitor.snapshot().discoveries, notified);
    QVERIFY(monitor.ticksStarted() > ticks); // the ticks go on

    monitor.notificationsStopped();
    QCOMPARE(monitor.effectiveDiscoveryIntervalMs(), 200);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discoveries > notified, TimeoutMs);
}

QTEST_GUILESS_MAIN(TestInspectorBudget)
#include "tst_inspectorbudget.moc"
