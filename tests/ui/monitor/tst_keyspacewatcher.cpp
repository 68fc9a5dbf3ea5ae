#include "commandlog.h"
#include "inspectormonitor.h"
#include "keyspacewatcher.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QSignalSpy>
#include <QTest>

namespace {
constexpr int TimeoutMs = 10000;

bool hasKey(const QSignalSpy &spy, const QByteArray &key)
{
    for (const auto &args : spy)
        if (args.at(0).value<QList<QByteArray>>().contains(key))
            return true;
    return false;
}
// A monitor whose ticks and passes come only when the test (or a notification) asks, after its
// first pass on the client.
bool discoverOnce(RedisClient &client, InspectorMonitor &monitor,
                  DiscoveryOptions::ValueShapes valueShapes = DiscoveryOptions::ValueShapes::Auto)
{
    monitor.setIntervalMs(60000);
    monitor.setDiscoveryIntervalMs(600000);
    DiscoveryOptions options = monitor.discoveryOptions();
    options.valueShapes = valueShapes;
    monitor.setDiscoveryOptions(options);
    monitor.setClient(&client);
    client.connectToServer();
    return QTest::qWaitFor([&] { return monitor.snapshot().discovered; }, TimeoutMs);
}
} // namespace

// KeyspaceWatcher against a real server, and InspectorMonitor's early ticks from it.
class TestKeyspaceWatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void channelNamesParse_data();
    void channelNamesParse();
    void changedKeysArriveInBatches();
    void listensWithoutEventsWhenServerHasThemOff();
    void readOnlyAclUserListensWithoutNoperm();
    void resubscribesAfterServerRestart();
    void changedLockShowsBeforeThePollingInterval();
    void newKeyStartsADiscovery();
    void newKeyIsProbedNotFoundByAPass();
    void burstOfNewKeysStartsAPassOnceTheIntervalIsUp();
    void newKeysNoLayoutClaimsByNameAreNotProbedOnABigKeyspace();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestKeyspaceWatcher::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server.value());
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_admin->connect().ok());
}

void TestKeyspaceWatcher::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
    QVERIFY(m_admin->command({"CONFIG", "SET", "notify-keyspace-events", "KA"}).ok());
}

void TestKeyspaceWatcher::channelNamesParse_data()
{
    QTest::addColumn<QByteArray>("channel");
    QTest::addColumn<QByteArray>("key");
    QTest::newRow("db0") << QByteArray("__keyspace@0__:cs:{a}:lock") << QByteArray("cs:{a}:lock");
    QTest::newRow("db12") << QByteArray("__keyspace@12__:k") << QByteArray("k");
    QTest::newRow("key with __:") << QByteArray("__keyspace@0__:a__:b") << QByteArray("a__:b");
    QTest::newRow("keyevent") << QByteArray("__keyevent@0__:set") << QByteArray();
    QTest::newRow("other") << QByteArray("news") << QByteArray();
}

void TestKeyspaceWatcher::channelNamesParse()
{
    QFETCH(QByteArray, channel);
    QFETCH(QByteArray, key);
    QCOMPARE(KeyspaceWatcher::keyOfChannel(channel), key);
    QCOMPARE(KeyspaceWatcher::patternFor(3), QByteArray("__keyspace@3__:*"));
}

void TestKeyspaceWatcher::changedKeysArriveInBatches()
{
    CommandLog log;
    QSignalSpy logged(&log, &CommandLog::recorded);
    KeyspaceWatcher watcher;
    QSignalSpy keys(&watcher, &KeyspaceWatcher::keysChanged);
    QSignalSpy subscribed(&watcher, &KeyspaceWatcher::subscribedChanged);
    watcher.start(m_server->connectionOptions(), &log);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.isSubscribed(), TimeoutMs);
    QCOMPARE(subscribed.size(), 1);
    for (int i = 0; i < 500; ++i)
        QVERIFY(m_admin->command({"SET", "k" + QByteArray::number(i % 7), "v"}).ok());
    QVERIFY(m_admin->command({"ZADD", "cs:{q}:delayed", "1", "job"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(hasKey(keys, "cs:{q}:delayed"), TimeoutMs);
    QVERIFY(hasKey(keys, "k3"));
    QVERIFY(watcher.eventsReceived() >= 501);
    // 501 events, a handful of batches (at most one per 100 ms), each key once per batch.
    QVERIFY2(keys.size() < 50, qPrintable(QString::number(keys.size())));
    for (const auto &args : keys) {
        const auto batch = args.at(0).value<QList<QByteArray>>();
        QCOMPARE(QSet<QByteArray>(batch.cbegin(), batch.cend()).size(), batch.size());
    }
    // The PSUBSCRIBE went to the log under the watcher's own connection.
    QTRY_VERIFY_WITH_TIMEOUT(!logged.isEmpty(), TimeoutMs);
    const auto record = logged.first().at(0).value<CommandRecord>();
    QCOMPARE(record.argv.value(0), QByteArray("PSUBSCRIBE"));
    QCOMPARE(record.connection, QStringLiteral("keyspace notifications"));
    watcher.stop();
    QVERIFY(!watcher.isSubscribed());
    QCOMPARE(subscribed.size(), 2);
}

void TestKeyspaceWatcher::listensWithoutEventsWhenServerHasThemOff()
{
    QVERIFY(m_admin->command({"CONFIG", "SET", "notify-keyspace-events", ""}).ok());
    KeyspaceWatcher watcher;
    QSignalSpy keys(&watcher, &KeyspaceWatcher::keysChanged);
    watcher.start(m_server->connectionOptions(), nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.isSubscribed(), TimeoutMs);
    QVERIFY(m_admin->command({"SET", "quiet", "v"}).ok());
    QTest::qWait(300);
    QCOMPARE(keys.size(), 0);
    QCOMPARE(watcher.eventsReceived(), 0);
    // And the watcher changed nothing on the server.
    const auto config = m_admin->command({"CONFIG", "GET", "notify-keyspace-events"});
    QVERIFY(config.ok());
    QCOMPARE(config->toBytesList().value().value(1), QByteArray());
}

void TestKeyspaceWatcher::readOnlyAclUserListensWithoutNoperm()
{
    QVERIFY(
        m_admin
            ->command({"ACL", "SETUSER", "inspector", "reset", "on", ">pw", "~*", "&*", "+@read",
                       "+@connection", "+info", "+scan", "+ping", "+subscribe", "+psubscribe"})
            .ok());
    QVERIFY(m_admin->command({"ACL", "LOG", "RESET"}).ok());
    ConnectionOptions options = m_server->connectionOptions();
    options.user = QStringLiteral("inspector");
    options.password = QStringLiteral("pw");
    options.readOnly = true;
    KeyspaceWatcher watcher;
    QSignalSpy keys(&watcher, &KeyspaceWatcher::keysChanged);
    QSignalSpy failed(&watcher, &KeyspaceWatcher::failed);
    watcher.start(options, nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.isSubscribed(), TimeoutMs);
    QVERIFY(m_admin->command({"SET", "cs:{acl}:lock", "t"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(hasKey(keys, "cs:{acl}:lock"), TimeoutMs);
    QCOMPARE(failed.size(), 0);
    const auto acl = m_admin->command({"ACL", "LOG"});
    QVERIFY(acl.ok());
    QCOMPARE(acl->elements().size(), 0); // no NOPERM for the watcher
    QVERIFY(m_admin->command({"ACL", "DELUSER", "inspector"}).ok());
}

void TestKeyspaceWatcher::resubscribesAfterServerRestart()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    KeyspaceWatcher watcher;
    QSignalSpy keys(&watcher, &KeyspaceWatcher::keysChanged);
    QSignalSpy failed(&watcher, &KeyspaceWatcher::failed);
    watcher.start(server->connectionOptions(), nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.isSubscribed(), TimeoutMs);
    server->kill();
    QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!watcher.isSubscribed(), TimeoutMs);
    const auto restarted = server->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    RedisConnection admin(server->connectionOptions());
    QVERIFY(admin.connect().ok());
    QVERIFY(admin.command({"CONFIG", "SET", "notify-keyspace-events", "KA"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(watcher.isSubscribed(), TimeoutMs);
    QVERIFY(admin.command({"SET", "back", "v"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(hasKey(keys, "back"), TimeoutMs);
}

void TestKeyspaceWatcher::changedLockShowsBeforeThePollingInterval()
{
    QVERIFY(m_admin->command({"SET", "cs:{orders}:lock", "token-1", "PX", "60000"}).ok());
    RedisClient client(m_server->connectionOptions());
    InspectorMonitor monitor;
    monitor.setIntervalMs(60000); // only the notifications can make it read again
    QSignalSpy updated(&monitor, &InspectorMonitor::updated);
    monitor.setClient(&client);
    client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discovered && !monitor.snapshot().states.isEmpty(),
                             TimeoutMs);
    KeyspaceWatcher watcher;
    connect(&watcher, &KeyspaceWatcher::keysChanged, &monitor, &InspectorMonitor::keysChanged);
    watcher.start(m_server->connectionOptions(), nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.isSubscribed(), TimeoutMs);

    QVERIFY(m_admin->command({"SET", "cs:{orders}:lock", "token-2", "PX", "60000"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().states.size() == 1 &&
                                 monitor.snapshot().states.first().holder ==
                                     std::optional<QByteArray>("token-2"),
                             TimeoutMs);
    QVERIFY(monitor.ticksNudged() >= 1);
}

void TestKeyspaceWatcher::newKeyStartsADiscovery()
{
    RedisClient client(m_server->connectionOptions());
    InspectorMonitor monitor;
    QVERIFY(discoverOnce(client, monitor));
    QVERIFY(monitor.snapshot().states.isEmpty());
    KeyspaceWatcher watcher;
    connect(&watcher, &KeyspaceWatcher::keysChanged, &monitor, &InspectorMonitor::keysChanged);
    watcher.start(m_server->connectionOptions(), nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.isSubscribed(), TimeoutMs);
    QTest::qWait(2100); // a discovery at most every 2 s
    QVERIFY(m_admin->command({"SET", "cs:{fresh}:lock", "t", "PX", "60000"}).ok());
    QTRY_COMPARE_WITH_TIMEOUT(monitor.snapshot().states.size(), 1, TimeoutMs);
    QCOMPARE(monitor.snapshot().states.first().primitive.name, QByteArray("fresh"));
}

// A new key between passes is probed (its TYPE, PTTL, value and side keys), not found by a whole
// pass over the keyspace.
void TestKeyspaceWatcher::newKeyIsProbedNotFoundByAPass()
{
    RedisClient client(m_server->connectionOptions());
    InspectorMonitor monitor;
    QVERIFY(discoverOnce(client, monitor));
    const quint64 discoveries = monitor.snapshot().discoveries;
    QTest::qWait(20);
    const qint64 sincePass = monitor.sincePassMs();
    QVERIFY(m_admin->command({"SET", "cs:{early}:lock", "t", "PX", "60000"}).ok());
    QVERIFY(m_admin->command({"SET", "cs:{quiet}:lock", "t", "PX", "60000"}).ok());
    monitor.keysChanged({"cs:{early}:lock"}); // within the 2 s a pass waits for
    QTRY_COMPARE_WITH_TIMEOUT(monitor.snapshot().states.size(), 1, TimeoutMs);
    QCOMPARE(monitor.snapshot().states.first().primitive.name, QByteArray("early"));
    QVERIFY(monitor.snapshot().versions.first() > 0); // read at once
    QCOMPARE(monitor.snapshot().discoveries, discoveries + 1);
    QCOMPARE(monitor.probesRun(), 1);
    QVERIFY(monitor.sincePassMs() > sincePass); // no pass ran: "quiet" waits for the next one
    QCOMPARE(monitor.snapshot().keysSeen, 0);   // the last pass's coverage
    // A known key changing again is read, not probed.
    monitor.keysChanged({"cs:{early}:lock"});
    QTest::qWait(300);
    QCOMPARE(monitor.probesRun(), 1);
}

// More new keys than a probe takes, less than MinRediscoveryIntervalMs after a discovery: a pass
// is put off until the interval is up, not dropped (before, the keys waited for the periodic
// discovery; the Locks tab's demo traffic then missed holds on a slow machine).
void TestKeyspaceWatcher::burstOfNewKeysStartsAPassOnceTheIntervalIsUp()
{
    RedisClient client(m_server->connectionOptions());
    InspectorMonitor monitor;
    QVERIFY(discoverOnce(client, monitor));
    const quint64 discoveries = monitor.snapshot().discoveries;
    QVERIFY(m_admin->command({"SET", "cs:{early}:lock", "t", "PX", "60000"}).ok());
    QList<QByteArray> burst{"cs:{early}:lock"};
    for (int i = 0; i < InspectorMonitor::MaxProbeKeys; ++i)
        burst << "cs:{gone" + QByteArray::number(i) + "}:lock";
    monitor.keysChanged(burst); // at once: within the interval
    QTest::qWait(300);
    QCOMPARE(monitor.snapshot().discoveries, discoveries); // not sooner than the interval
    QTRY_COMPARE_WITH_TIMEOUT(monitor.snapshot().states.size(), 1,
                              InspectorMonitor::MinRediscoveryIntervalMs + TimeoutMs);
    QCOMPARE(monitor.snapshot().states.first().primitive.name, QByteArray("early"));
    QCOMPARE(monitor.snapshot().discoveries, discoveries + 1);
    QCOMPARE(monitor.probesRun(), 0);
}

// A pass that looked at names only (a big keyspace, value shapes off) could not find a primitive in
// a key no layout claims by name: the cache keys a production server writes all the time are not
// probed (before, each one started a pass over millions of keys); a lock's key is.
void TestKeyspaceWatcher::newKeysNoLayoutClaimsByNameAreNotProbedOnABigKeyspace()
{
    RedisClient client(m_server->connectionOptions());
    InspectorMonitor monitor;
    QVERIFY(discoverOnce(client, monitor, DiscoveryOptions::ValueShapes::Off));
    QVERIFY(!monitor.snapshot().valueShapesUsed);
    const quint64 discoveries = monitor.snapshot().discoveries;
    QVERIFY(m_admin->command({"SET", "cache:user:42", "{}"}).ok());
    monitor.keysChanged({"cache:user:42", "session:9f1c"});
    QTest::qWait(InspectorMonitor::MinRediscoveryIntervalMs + 500);
    QCOMPARE(monitor.snapshot().discoveries, discoveries);
    QVERIFY(!monitor.isPassRunning());
    QCOMPARE(monitor.probesRun(), 0);

    QVERIFY(m_admin->command({"SET", "cs:{late}:lock", "t", "PX", "60000"}).ok());
    monitor.keysChanged({"cache:user:43", "cs:{late}:lock"});
    QTRY_COMPARE_WITH_TIMEOUT(monitor.snapshot().states.size(), 1, TimeoutMs);
    QCOMPARE(monitor.snapshot().states.first().primitive.name, QByteArray("late"));
    QCOMPARE(monitor.snapshot().discoveries, discoveries + 1);
    QCOMPARE(monitor.probesRun(), 1); // the lock's key alone
}

QTEST_MAIN(TestKeyspaceWatcher)
#include "tst_keyspacewatcher.moc"
