#include "delayedqueue.h"
#include "inspectormonitor.h"
#include "inspectorreadrunner.h"
#include "layoutcatalog.h"
#include "primitivediscovery.h"
#include "primitiveentriesmodel.h"
#include "primitivelistmodel.h"
#include "redisconnection.h"
#include "semaphorefactory.h"
#include "testredis.h"
#include "tokenlock.h"

#include <QAbstractItemModelTester>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <thread>

namespace {
constexpr int TimeoutMs = 10000;

// A discovery that notes the thread each step runs on, and can hold a step until released.
class ThreadProbeRead : public InspectorRead
{
public:
    explicit ThreadProbeRead(const LayoutCatalog &catalog)
        : m_discovery(catalog)
    {}
    QList<RedisCommand> nextRequest() override
    {
        threads << QThread::currentThread();
        return m_discovery.nextRequest();
    }
    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override
    {
        threads << QThread::currentThread();
        entered.release();
        hold.acquire();
        hold.release();
        return m_discovery.handleReplies(replies);
    }
    bool finished() const override { return m_discovery.finished(); }
    const PrimitiveDiscovery &discovery() const { return m_discovery; }

    QList<QThread *> threads; // read after done()
    QSemaphore entered;
    QSemaphore hold{1}; // acquire it to hold the next step

private:
    PrimitiveDiscovery m_discovery;
};

PrimitiveState lockState(const QByteArray &name, std::optional<QByteArray> holder, qint64 ttlMs)
{
    PrimitiveState s;
    s.primitive.kind = PrimitiveKind::Lock;
    s.primitive.family = QStringLiteral("coordscope-token-lock");
    s.primitive.library = QStringLiteral("CoordScope");
    s.primitive.name = name;
    s.holder = std::move(holder);
    s.ttlMs = ttlMs;
    return s;
}
} // namespace

// The Inspector's models and the machinery feeding them: InspectorReadRunner (async reads on a
// RedisClient), InspectorMonitor (ticks) and the list and entries models, against a real server.
class TestPrimitiveListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void namesInUtf8AreTextAndOtherBytesEscaped();
    void headlineSummarisesState_data();
    void headlineSummarisesState();
    void runnerCompletesADiscovery();
    void runnerCancelDropsLateReplies();
    void runnerEndsWithErrorWhenConnectionDrops();
    void workerParsesOffTheGuiThread();
    void workerKeepsACancelledReadUntilItsStepEnds();
    void modelsStayConsistentAsPrimitivesComeChangeAndGo();
    void ttlChangeOnOneLockChangesOnlyThatRow();
    void slowServerSkipsTicksInsteadOfQueueing();
    void boundedTickReadsTheRestOnLaterTicks();
    void emptyDatabaseSendsNothingBetweenDiscoveries();

private:
    bool connectClient(RedisClient &client);
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestPrimitiveListModel::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server.value());
    m_connection = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_connection->connect().ok());
}

void TestPrimitiveListModel::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

bool TestPrimitiveListModel::connectClient(RedisClient &client)
{
    client.connectToServer();
    return QTest::qWaitFor([&] { return client.state() == RedisClient::State::Connected; },
                           TimeoutMs);
}

// Issue 23, defect 1: a lock named 李 锁 was listed as "\xe6\x9d\x8e \xe9\x94\x81".
void TestPrimitiveListModel::namesInUtf8AreTextAndOtherBytesEscaped()
{
    PrimitiveListModel list;
    list.setStates({lockState(QStringLiteral("李 锁").toUtf8(), QByteArray("worker"), 1000),
                    lockState(QByteArray("bad\xff\x01name"), QByteArray("worker"), 1000)});
    QCOMPARE(list.rowCount(), 2);
    QStringList names;
    for (int row = 0; row < list.rowCount(); ++row)
        names << list.index(row, PrimitiveListModel::Name).data().toString();
    QVERIFY2(names.contains(QStringLiteral("\"李 锁\"")) || names.contains(QStringLiteral("李 锁")),
             qPrintable(names.join(u" | ")));
    for (const QString &name : std::as_const(names))
        QVERIFY2(!name.contains(QStringLiteral("\\xe6")), qPrintable(name));
    // Bytes that are not UTF-8, and control characters, stay escaped.
    QVERIFY2(names.join(u' ').contains(QStringLiteral("\\xff")) &&
                 names.join(u' ').contains(QStringLiteral("\\x01")),
             qPrintable(names.join(u" | ")));
}

void TestPrimitiveListModel::headlineSummarisesState_data()
{
    QTest::addColumn<PrimitiveState>("state");
    QTest::addColumn<QString>("expected");

    QTest::newRow("held lock") << lockState("a", QByteArray("tok"), 4200)
                               << QStringLiteral("held by tok · 4.2 s left");
    QTest::newRow("lock without expiry")
        << lockState("a", QByteArray("tok"), -1) << QStringLiteral("held by tok · no expiry");
    QTest::newRow("free lock") << lockState("a", std::nullopt, -2) << QStringLiteral("free");
    PrimitiveState sem;
    sem.primitive.kind = PrimitiveKind::Semaphore;
    sem.totalEntries = 2;
    sem.limit = 5;
    QTest::newRow("semaphore") << sem << QStringLiteral("2 / 5 holders");
    PrimitiveState one;
    one.primitive.kind = PrimitiveKind::Semaphore;
    one.totalEntries = 1;
    QTest::newRow("semaphore without limit") << one << QStringLiteral("1 holder");
    PrimitiveState delayed;
    delayed.primitive.kind = PrimitiveKind::DelayedQueue;
    delayed.counts = {{"total", 120}, {"due", 3}};
    QTest::newRow("delayed queue") << delayed << QStringLiteral("3 due of 120");
    PrimitiveState limiter;
    limiter.primitive.kind = PrimitiveKind::RateLimiter;
    limiter.totalEntries = 7;
    QTest::newRow("limiter") << limiter << QStringLiteral("7 subjects");
    PrimitiveState queue;
    queue.primitive.kind = PrimitiveKind::TaskQueue;
    queue.counts = {{"ready", 4}, {"processing", 1}};
    QTest::newRow("sizes") << queue << QStringLiteral("ready 4 · processing 1");
}

void TestPrimitiveListModel::headlineSummarisesState()
{
    QFETCH(PrimitiveState, state);
    QFETCH(QString, expected);
    QCOMPARE(PrimitiveListModel::headline(state), expected);
}

void TestPrimitiveListModel::runnerCompletesADiscovery()
{
    TokenLock lock(*m_connection, KeySpace(), "alpha");
    QVERIFY(lock.tryAcquire(60000).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));

    InspectorReadRunner runner;
    runner.setClient(&client);
    const LayoutCatalog catalog;
    PrimitiveDiscovery discovery(catalog);
    QSignalSpy done(&runner, &InspectorReadRunner::done);
    runner.start(&discovery);
    QVERIFY(runner.isRunning());
    QVERIFY(done.isEmpty()); // never from inside start()
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, TimeoutMs);
    QCOMPARE(done.first().first().value<RedisError>().kind(), RedisError::Kind::None);
    QVERIFY(!runner.isRunning());
    QVERIFY(discovery.finished());
    QCOMPARE(discovery.primitives().size(), 1);
    QCOMPARE(discovery.primitives().first().name, QByteArray("alpha"));
    QVERIFY(runner.cost().commands >= 2);
    QVERIFY(runner.cost().roundTrips >= 2);
    QVERIFY(runner.cost().bytesSent > 0);
    QVERIFY(runner.cost().bytesReceived > 0);
}

void TestPrimitiveListModel::runnerCancelDropsLateReplies()
{
    TokenLock lock(*m_connection, KeySpace(), "alpha");
    QVERIFY(lock.tryAcquire(60000).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorReadRunner runner;
    runner.setClient(&client);
    const LayoutCatalog catalog;
    QSignalSpy done(&runner, &InspectorReadRunner::done);

    // The server holds the first SCAN's reply until after the cancel.
    QVERIFY(m_connection->command({"CLIENT", "PAUSE", "500", "ALL"}).ok());
    auto cancelled = std::make_unique<PrimitiveDiscovery>(catalog);
    runner.start(cancelled.get());
    QTRY_VERIFY_WITH_TIMEOUT(client.pendingCount() > 0, TimeoutMs);
    runner.cancel();
    cancelled.reset(); // a late reply would now touch freed memory (ASan would say so)
    QVERIFY(!runner.isRunning());

    // The next run completes, alone; the cancelled one never reports.
    PrimitiveDiscovery next(catalog);
    runner.start(&next);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, TimeoutMs);
    QVERIFY(!done.first().first().value<RedisError>().isError());
    QCOMPARE(next.primitives().size(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(client.pendingCount(), 0, TimeoutMs);
    QTest::qWait(50);
    QCOMPARE(done.count(), 1);
}

void TestPrimitiveListModel::runnerEndsWithErrorWhenConnectionDrops()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    RedisConnection admin(server->connectionOptions());
    QVERIFY(admin.connect().ok());
    QVERIFY(admin.command({"SET", "cs:{alpha}:lock", "t", "PX", "60000"}).ok());
    RedisClient client(server->connectionOptions());
    client.setReconnectDelays(50, 200);
    QVERIFY(connectClient(client));
    InspectorReadRunner runner;
    runner.setClient(&client);
    QSignalSpy done(&runner, &InspectorReadRunner::done);

    // The server holds our request (paused), then dies with it unanswered.
    QVERIFY(admin.command({"CLIENT", "PAUSE", "20000", "ALL"}).ok());
    const LayoutCatalog catalog;
    PrimitiveDiscovery discovery(catalog);
    runner.start(&discovery);
    QTRY_VERIFY_WITH_TIMEOUT(client.pendingCount() > 0, TimeoutMs);
    server->kill();

    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, TimeoutMs);
    const auto error = done.first().first().value<RedisError>();
    QVERIFY2(error.isConnectionError(), qPrintable(error.toString()));
    QVERIFY(!runner.isRunning());
}

void TestPrimitiveListModel::workerParsesOffTheGuiThread()
{
    for (const QByteArray name : {"alpha", "beta", "gamma"})
        QVERIFY(TokenLock(*m_connection, KeySpace(), name).tryAcquire(60000).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorReadRunner runner;
    runner.setClient(&client);
    const LayoutCatalog catalog;
    auto read = std::make_shared<ThreadProbeRead>(catalog);
    QSignalSpy done(&runner, &InspectorReadRunner::done);
    runner.startInWorker(read);
    QVERIFY(done.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, TimeoutMs);
    QVERIFY(!done.first().first().value<RedisError>().isError());
    QCOMPARE(read->discovery().primitives().size(), 3);
    // The first request is made where the run starts; every reply is parsed, and every later
    // request made, on the worker.
    QVERIFY(read->threads.size() >= 3);
    QCOMPARE(read->threads.first(), QThread::currentThread());
    for (qsizetype i = 1; i < read->threads.size(); ++i)
        QVERIFY2(read->threads.at(i) != QThread::currentThread(), qPrintable(QString::number(i)));
    QVERIFY(runner.cost().bytesReceived > 0);
    QVERIFY(runner.cost().roundTrips >= 2);
}

void TestPrimitiveListModel::workerKeepsACancelledReadUntilItsStepEnds()
{
    QVERIFY(TokenLock(*m_connection, KeySpace(), "alpha").tryAcquire(60000).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    auto runner = std::make_unique<InspectorReadRunner>();
    runner->setClient(&client);
    const LayoutCatalog catalog;
    auto read = std::make_shared<ThreadProbeRead>(catalog);
    const std::weak_ptr<ThreadProbeRead> watch = read;
    QSignalSpy done(runner.get(), &InspectorReadRunner::done);
    read->hold.acquire();
    runner->startInWorker(read);
    QTRY_VERIFY_WITH_TIMEOUT(read->entered.available() > 0,
                             TimeoutMs); // the worker is inside handleReplies
    runner->cancel();
    ThreadProbeRead *raw = read.get();
    read.reset();
    QVERIFY(!watch.expired()); // the worker still holds it
    raw->hold.release();
    QTRY_VERIFY_WITH_TIMEOUT(watch.expired(), TimeoutMs);
    QTest::qWait(50);
    QVERIFY(done.isEmpty()); // a cancelled run never reports
    QVERIFY(!runner->isRunning());

    // A runner destroyed during a worker step waits for it, and nothing is posted after.
    auto second = std::make_shared<ThreadProbeRead>(catalog);
    second->hold.acquire();
    runner->startInWorker(second);
    QTRY_VERIFY_WITH_TIMEOUT(second->entered.available() > 0, TimeoutMs);
    std::thread releaser([raw = second.get()] {
        QThread::msleep(100);
        raw->hold.release();
    });
    runner.reset(); // waits for the held step
    releaser.join();
    QCOMPARE(second.use_count(), 1); // the worker's copies went with its step
    QTest::qWait(20);                // nothing posted to the runner that is gone (ASan)
}

void TestPrimitiveListModel::modelsStayConsistentAsPrimitivesComeChangeAndGo()
{
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setPolling(false);
    PrimitiveListModel list;
    PrimitiveEntriesModel entries;
    QAbstractItemModelTester listTester(&list,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester entriesTester(&entries,
                                           QAbstractItemModelTester::FailureReportingMode::Fatal);
    const auto showDelayed = [&](const InspectorSnapshot &s) {
        list.setStates(s.states, s.errors, s.versions);
        const int row = list.rowOf(QStringLiteral("coordscope-delayed-queue"), "jobs");
        if (row >= 0)
            entries.setState(list.stateAt(row));
        else
            entries.clear();
    };
    connect(&monitor, &InspectorMonitor::updated, &list, showDelayed);
    QSignalSpy updated(&monitor, &InspectorMonitor::updated);
    const auto tick = [&](bool discover) {
        updated.clear();
        discover ? monitor.refresh() : monitor.tick();
        return QTest::qWaitFor([&] { return !updated.isEmpty(); }, TimeoutMs);
    };
    monitor.setClient(&client);
    QVERIFY(tick(true));
    QCOMPARE(list.rowCount(), 0);

    TokenLock alpha(*m_connection, KeySpace(), "alpha");
    TokenLock beta(*m_connection, KeySpace(), "beta");
    QVERIFY(alpha.tryAcquire(60000).ok());
    QVERIFY(beta.tryAcquire(60000).ok());
    DelayedQueue jobs(*m_connection, KeySpace(), "jobs");
    for (int i = 0; i < 5; ++i)
        QVERIFY(jobs.enqueueIn(QByteArray("job-") + QByteArray::number(i), 60000 + i * 1000).ok());
    auto sem = SemaphoreFactory::create(QStringLiteral("basic"), *m_connection, KeySpace(), "pool");
    QVERIFY(sem.ok());
    QVERIFY((*sem)->tryAcquire(3, 60000).ok());
    QVERIFY(tick(true));
    QCOMPARE(list.rowCount(), 4);
    QCOMPARE(entries.rowCount(), 5);
    const int alphaRow = list.rowOf(QStringLiteral("coordscope-token-lock"), "alpha");
    QVERIFY(alphaRow >= 0);
    QVERIFY2(list.index(alphaRow, PrimitiveListModel::State)
                 .data()
                 .toString()
                 .startsWith(QStringLiteral("held by ")),
             qPrintable(list.index(alphaRow, PrimitiveListModel::State).data().toString()));

    // Changes: a lock goes, another comes, the queue grows at both ends and loses one.
    QVERIFY(m_connection->command({"DEL", alpha.key()}).ok());
    TokenLock gamma(*m_connection, KeySpace(), "gamma");
    QVERIFY(gamma.tryAcquire(60000).ok());
    QVERIFY(jobs.enqueueIn("early", 1000).ok());
    QVERIFY(jobs.enqueueIn("late", 600000).ok());
    QVERIFY(tick(false)); // state only: alpha is noted gone, gamma not known yet
    QCOMPARE(entries.rowCount(), 7);
    QVERIFY(tick(true));
    QCOMPARE(list.rowOf(QStringLiteral("coordscope-token-lock"), "alpha"), -1);
    QVERIFY(list.rowOf(QStringLiteral("coordscope-token-lock"), "gamma") >= 0);
    QCOMPARE(list.rowCount(), 4);

    // Everything goes.
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
    QVERIFY(tick(true));
    QCOMPARE(list.rowCount(), 0);
    QCOMPARE(entries.rowCount(), 0);
}

void TestPrimitiveListModel::ttlChangeOnOneLockChangesOnlyThatRow()
{
    // Locks without expiry, so nothing but the PEXPIRE below changes between the ticks.
    for (const char *key : {"cs:{a}:lock", "cs:{b}:lock", "cs:{c}:lock"})
        QVERIFY(m_connection->command({"SET", key, "token"}).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setPolling(false);
    PrimitiveListModel list;
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::Fatal);
    connect(&monitor, &InspectorMonitor::updated, &list,
            [&](const InspectorSnapshot &s) { list.setStates(s.states, s.errors, s.versions); });
    QSignalSpy updated(&monitor, &InspectorMonitor::updated);
    monitor.setClient(&client);
    QTRY_VERIFY_WITH_TIMEOUT(list.rowCount() == 3, TimeoutMs);
    const int b = list.rowOf(QStringLiteral("coordscope-token-lock"), "b");
    QVERIFY(b >= 0);

    QSignalSpy changed(&list, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&list, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&list, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&list, &QAbstractItemModel::rowsRemoved);
    QVERIFY(m_connection->command({"PEXPIRE", "cs:{b}:lock", "600000"}).ok());
    updated.clear();
    monitor.tick();
    QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, TimeoutMs);

    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), b);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), b);
    QVERIFY(list.index(b, PrimitiveListModel::State)
                .data()
                .toString()
                .contains(QStringLiteral(" left")));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(removed.count(), 0);

    // The identity role names the row's primitive.
    QCOMPARE(list.index(b, 0).data(PrimitiveListModel::NameRole).toByteArray(), QByteArray("b"));
    QCOMPARE(list.index(b, 0).data(PrimitiveListModel::FamilyRole).toString(),
             QStringLiteral("coordscope-token-lock"));
}

void TestPrimitiveListModel::slowServerSkipsTicksInsteadOfQueueing()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    RedisConnection admin(server->connectionOptions());
    QVERIFY(admin.connect().ok());
    QVERIFY(admin.command({"SET", "cs:{alpha}:lock", "t"}).ok()); // something to read each tick
    RedisClient client(server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setIntervalMs(20);
    QSignalSpy updated(&monitor, &InspectorMonitor::updated);
    monitor.setClient(&client);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.ticksStarted() >= 2, TimeoutMs);

    // A server that answers nothing for a while: one tick waits, the timer's ticks are skipped.
    QVERIFY(admin.command({"CLIENT", "PAUSE", "2000", "ALL"}).ok());
    const qint64 skipped0 = monitor.ticksSkipped();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.ticksSkipped() >= skipped0 + 2, TimeoutMs); // stuck
    const qint64 started0 = monitor.ticksStarted();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.ticksSkipped() >= skipped0 + 10, TimeoutMs);
    QCOMPARE(monitor.ticksStarted(), started0);
    QVERIFY(monitor.isTickInFlight());
    QVERIFY(client.pendingCount() <= 1);
    // And it goes on once the server answers again.
    QTRY_VERIFY_WITH_TIMEOUT(monitor.ticksStarted() > started0 + 2, TimeoutMs);
}

void TestPrimitiveListModel::boundedTickReadsTheRestOnLaterTicks()
{
    for (int i = 0; i < 30; ++i)
        QVERIFY(
            m_connection->command({"SET", "cs:{l" + QByteArray::number(i) + "}:lock", "t"}).ok());
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setPolling(false);
    monitor.setMaxCommandsPerTick(20);
    QSignalSpy updated(&monitor, &InspectorMonitor::updated);
    monitor.setClient(&client);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discovered, TimeoutMs);
    QCOMPARE(monitor.snapshot().states.size(), 30);
    const quint64 discoveries = monitor.snapshot().discoveries;
    QVERIFY(discoveries >= 1);
    QVERIFY2(monitor.snapshot().primitivesRead < 30,
             qPrintable(QString::number(monitor.snapshot().primitivesRead)));
    // Later ticks read the others: after a few, every lock has a state with its holder.
    for (int i = 0; i < 30; ++i) {
        updated.clear();
        monitor.tick();
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, TimeoutMs);
        QVERIFY(monitor.snapshot().lastTick.commands <= 20 + 1 + 10); // + INFO, + one read
        // A plain tick is no discovery: views keyed on the list of primitives keep theirs.
        QCOMPARE(monitor.snapshot().discoveries, discoveries);
        bool all = true;
        for (const PrimitiveState &s : monitor.snapshot().states)
            all = all && s.holder.has_value();
        if (all) {
            updated.clear();
            monitor.refresh();
            QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, TimeoutMs);
            QCOMPARE(monitor.snapshot().discoveries, discoveries + 1);
            return;
        }
    }
    QFAIL("some locks were never read");
}

void TestPrimitiveListModel::emptyDatabaseSendsNothingBetweenDiscoveries()
{
    RedisClient client(m_server->connectionOptions());
    QVERIFY(connectClient(client));
    InspectorMonitor monitor;
    monitor.setIntervalMs(20);
    monitor.setDiscoveryIntervalMs(600000);
    monitor.setClient(&client);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().discovered, TimeoutMs);
    const qint64 started = monitor.ticksStarted();
    QTest::qWait(200);
    QCOMPARE(monitor.ticksStarted(), started);
    QCOMPARE(client.pendingCount(), 0);
}

QTEST_GUILESS_MAIN(TestPrimitiveListModel)
#include "tst_primitivelistmodel.moc"
