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
    void notifiedTicksReadWhatChangedAndSweepsReadTheRest();

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

    // A budget the pass overdraws: it waits between its requests, the ticks go on reading. (The
    // pass's hundreds of SCANs at 60 commands a second, less what the ticks use, take seconds.)
    monitor.setBudget(LoadBudgetLimits{0.20, 60});
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
    monitor.setNotifiedSweepIntervalMs(300);
    QTest::qWait(1000);
    QCOMPARE(monitor.snapshot().discoveries, notified);
    QVERIFY(monitor.ticksStarted() > ticks); // the sweeps go on

    monitor.notificationsStopped();
    QCOMPARE(monitor.effectiveDiscoveryIntervalMs(), 200);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discoveries > notified, TimeoutMs);
}

// With keyspace notifications arriving, a tick reads what they named; a sweep reads the rest (what
// the server's flags leave out), and without notifications every tick reads everything again.
void TestInspectorBudget::notifiedTicksReadWhatChangedAndSweepsReadTheRest()
{
    const QList<QByteArray> keys = {"cs:{a}:lock", "cs:{b}:lock", "cs:{c}:lock"};
    for (const QByteArray &key : keys)
        QVERIFY(m_admin->command({"SET", key, "t1", "PX", "600000"}).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setIntervalMs(20);
    monitor.setDiscoveryIntervalMs(600000);
    monitor.setNotifiedSweepIntervalMs(600000);
    monitor.setClient(&client);
    const auto readAll = [&] {
        const InspectorSnapshot &s = monitor.snapshot();
        return s.states.size() == 3 &&
               std::all_of(s.versions.cbegin(), s.versions.cend(), [](quint64 v) { return v > 0; });
    };
    QTRY_VERIFY_WITH_TIMEOUT(readAll(), TimeoutMs);
    QCOMPARE(monitor.snapshot().primitivesRead, 3); // polling: every tick reads all
    QVERIFY(!monitor.snapshot().readsChangedOnly);

    monitor.notificationsArrived();
    // A tick in flight ends; then nothing changed, so no tick reads anything.
    QTRY_VERIFY_WITH_TIMEOUT(!monitor.isTickInFlight(), TimeoutMs);
    QTest::qWait(50);
    QTRY_VERIFY_WITH_TIMEOUT(!monitor.isTickInFlight(), TimeoutMs);
    const qint64 idle = monitor.ticksStarted();
    const QList<quint64> before = monitor.snapshot().versions;
    QTest::qWait(300);
    QCOMPARE(monitor.ticksStarted(), idle);
    QCOMPARE(monitor.snapshot().versions, before);

    // b changes and a notification names it: the next tick reads b alone.
    QVERIFY(m_admin->command({"SET", keys.at(1), "t2", "PX", "600000"}).ok());
    monitor.keysChanged({keys.at(1)});
    monitor.notificationsArrived();
    qsizetype b = -1;
    for (qsizetype i = 0; i < 3; ++i)
        if (monitor.snapshot().states.at(i).primitive.name == "b")
            b = i;
    QVERIFY(b >= 0);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().versions.at(b) > before.at(b), TimeoutMs);
    QVERIFY(monitor.snapshot().readsChangedOnly);
    QCOMPARE(monitor.snapshot().primitivesRead, 1);
    for (qsizetype i = 0; i < 3; ++i)
        if (i != b)
            QCOMPARE(monitor.snapshot().versions.at(i), before.at(i));

    // c changes and nothing says so (flags that leave its events out): the sweep reads it.
    const QList<quint64> afterB = monitor.snapshot().versions;
    QVERIFY(m_admin->command({"SET", keys.at(2), "t3", "PX", "600000"}).ok());
    monitor.setNotifiedSweepIntervalMs(200);
    const auto allReadSince = [&monitor](const QList<quint64> &versions) {
        for (qsizetype i = 0; i < versions.size(); ++i)
            if (monitor.snapshot().versions.at(i) <= versions.at(i))
                return false;
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(allReadSince(afterB), TimeoutMs);

    // Notifications stop: every tick reads all again.
    monitor.setNotifiedSweepIntervalMs(600000);
    monitor.notificationsStopped();
    const qint64 stopped = monitor.ticksStarted();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.ticksStarted() >= stopped + 3, TimeoutMs);
    QCOMPARE(monitor.snapshot().primitivesRead, 3);
    QVERIFY(!monitor.snapshot().readsChangedOnly);
}

QTEST_GUILESS_MAIN(TestInspectorBudget)
#include "tst_inspectorbudget.moc"
