#include "delayedqueue.h"
#include "delayedqueuepoller.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

// The poller in its own thread against a private server: it claims an item soon after it is due,
// wakes early for a sooner item enqueued by this process or by another (the CLI), drains a
// backlog in batches, and refuses bad options. Time assertions leave seconds of slack; the
// intervals are far longer still, so a poller that ignored due times or wake-ups would fail.
namespace {
const QByteArray Name = "jobs";
} // namespace

// A poller on a thread of its own; its signals are collected on the test's thread.
class PollerThread : public QObject
{
    Q_OBJECT
public:
    PollerThread(const ConnectionOptions &options, const DelayedPollerOptions &pollerOptions)
        : m_poller(new DelayedQueuePoller(options, KeySpace(), Name, pollerOptions))
    {
        m_poller->moveToThread(&m_thread);
        connect(&m_thread, &QThread::started, m_poller, &DelayedQueuePoller::start);
        connect(m_poller, &DelayedQueuePoller::claimed, this,
                [this](const DelayedClaim &c) { claims.append(c); });
        connect(m_poller, &DelayedQueuePoller::sleeping, this,
                [this](qint64 ms) { sleeps.append(ms); });
        connect(m_poller, &DelayedQueuePoller::failed, this,
                [this](const RedisError &e) { errors.append(e); });
    }
    ~PollerThread() override
    {
        if (m_thread.isRunning()) {
            QMetaObject::invokeMethod(m_poller, &DelayedQueuePoller::stop,
                                      Qt::BlockingQueuedConnection);
            m_thread.quit();
            m_thread.wait();
        }
        delete m_poller;
    }

    void start() { m_thread.start(); }
    qsizetype claimedItems() const
    {
        qsizetype n = 0;
        for (const DelayedClaim &c : claims)
            n += c.items.size();
        return n;
    }

    QList<DelayedClaim> claims;
    QList<qint64> sleeps;
    QList<RedisError> errors;

private:
    QThread m_thread;
    DelayedQueuePoller *m_poller;
};

class TestDelayedPoller : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void pollerClaimsAnItemSoonAfterItIsDue();
    void pollerWakesEarlyForASoonerItem_data();
    void pollerWakesEarlyForASoonerItem();
    void pollerDrainsABacklogInBatches();
    void pollerWithBadOptionsFailsAndWritesNothing_data();
    void pollerWithBadOptionsFailsAndWritesNothing();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestDelayedPoller::initTestCase()
{
    qRegisterMetaType<DelayedClaim>();
    qRegisterMetaType<RedisError>();
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestDelayedPoller::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestDelayedPoller::pollerClaimsAnItemSoonAfterItIsDue()
{
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    const auto item = queue.enqueueIn("soon", 500);
    VERIFY_OK(item);
    DelayedPollerOptions options;
    options.intervalMs = 60000; // the due time, not the interval, must wake it
    PollerThread poller(m_server->connectionOptions(), options);
    poller.start();
    QTRY_COMPARE_WITH_TIMEOUT(poller.claimedItems(), qsizetype(1), 20000);
    const DelayedClaim &claim = poller.claims.first();
    QCOMPARE(claim.items.first().id, item->id);
    const qint64 lateMs = claim.nowMs - item->dueMs;
    QVERIFY2(lateMs >= 0 && lateMs < 5000, qPrintable(QStringLiteral("%1 ms late").arg(lateMs)));
    QVERIFY(poller.errors.isEmpty());
    QCOMPARE(m_admin->command({"LLEN", "cs:{jobs}:queue"})->integerValue(), 1);
}

void TestDelayedPoller::pollerWakesEarlyForASoonerItem_data()
{
    QTest::addColumn<bool>("byCli");
    QTest::newRow("enqueued by this process") << false;
    QTest::newRow("enqueued by coordscope-cli") << true;
}

// The poller sleeps for its whole interval (the only item is due much later); an item due in
// 300 ms arrives: it must be claimed long before the interval would have ended.
void TestDelayedPoller::pollerWakesEarlyForASoonerItem()
{
    QFETCH(bool, byCli);
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    VERIFY_OK(queue.enqueueIn("much later", 3600000));
    DelayedPollerOptions options;
    options.intervalMs = 60000;
    PollerThread poller(m_server->connectionOptions(), options);
    poller.start();
    QTRY_VERIFY_WITH_TIMEOUT(!poller.sleeps.isEmpty(), 20000);
    QCOMPARE(poller.sleeps.first(), options.intervalMs);

    QElapsedTimer sinceEnqueue;
    sinceEnqueue.start();
    qint64 dueMs = 0;
    if (byCli) {
        QProcess cli;
        cli.start(QStringLiteral(CLI_PATH),
                  {QStringLiteral("--url"),
                   QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port()),
                   QStringLiteral("--json"), QStringLiteral("delay"), QStringLiteral("add"),
                   QString::fromUtf8(Name), QStringLiteral("sooner"), QStringLiteral("--delay"),
                   QStringLiteral("300")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QByteArray out = cli.readAllStandardOutput();
        const qsizetype at = out.indexOf("\"due_ms\":");
        QVERIFY2(at >= 0, out.constData());
        dueMs = out.mid(at + 9).split(',').first().toLongLong();
    } else {
        const auto sooner = queue.enqueueIn("sooner", 300);
        VERIFY_OK(sooner);
        QVERIFY(sooner->earliest);
        dueMs = sooner->dueMs;
    }
    QTRY_COMPARE_WITH_TIMEOUT(poller.claimedItems(), qsizetype(1), 30000);
    QVERIFY2(sinceEnqueue.elapsed() < options.intervalMs / 2,
             qPrintable(QStringLiteral("claimed after %1 ms").arg(sinceEnqueue.elapsed())));
    const qint64 lateMs = poller.claims.first().nowMs - dueMs;
    QVERIFY2(lateMs >= 0 && lateMs < 5000, qPrintable(QStringLiteral("%1 ms late").arg(lateMs)));
    QVERIFY(poller.errors.isEmpty());
    // The later item stays scheduled.
    QCOMPARE(m_admin->command({"ZCARD", "cs:{jobs}:delayed"})->integerValue(), 1);
}

void TestDelayedPoller::pollerDrainsABacklogInBatches()
{
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    for (int i = 1; i <= 250; ++i)
        VERIFY_OK(queue.enqueueAt("job-" + QByteArray::number(i), i));
    DelayedPollerOptions options;
    options.batch = 100;
    options.intervalMs = 60000;
    PollerThread poller(m_server->connectionOptions(), options);
    poller.start();
    QTRY_COMPARE_WITH_TIMEOUT(poller.claimedItems(), qsizetype(250), 20000);
    QCOMPARE(poller.claims.size(), 3); // 100, 100, 50, one after the other without sleeping
    QCOMPARE(poller.claims.at(2).items.size(), 50);
    QCOMPARE(poller.claims.at(2).items.last().dueMs, 250);
    QCOMPARE(m_admin->command({"LLEN", "cs:{jobs}:queue"})->integerValue(), 250);
}

void TestDelayedPoller::pollerWithBadOptionsFailsAndWritesNothing_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("intervalMs");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("unknown kind") << QStringLiteral("fast") << 100 << 1000
                                  << QStringLiteral("unknown claimer kind");
    QTest::newRow("batch 0") << QStringLiteral("atomic") << 0 << 1000
                             << QStringLiteral("batch must be from 1 to 1000");
    QTest::newRow("batch 1001") << QStringLiteral("atomic") << 1001 << 1000
                                << QStringLiteral("not 1001");
    QTest::newRow("interval 0") << QStringLiteral("atomic") << 100 << 0
                                << QStringLiteral("interval");
}

void TestDelayedPoller::pollerWithBadOptionsFailsAndWritesNothing()
{
    QFETCH(QString, kind);
    QFETCH(int, batch);
    QFETCH(int, intervalMs);
    QFETCH(QString, messagePart);
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    VERIFY_OK(queue.enqueueAt("due", 1));
    DelayedPollerOptions options;
    options.kind = kind;
    options.batch = batch;
    options.intervalMs = intervalMs;
    PollerThread poller(m_server->connectionOptions(), options);
    poller.start();
    QTRY_COMPARE_WITH_TIMEOUT(poller.errors.size(), qsizetype(1), 10000);
    QCOMPARE(poller.errors.first().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(poller.errors.first().message().contains(messagePart),
             qPrintable(poller.errors.first().message()));
    QTest::qWait(300); // had it run anyway, the due item would be claimed by now
    QVERIFY(poller.claims.isEmpty());
    QCOMPARE(m_admin->command({"ZCARD", "cs:{jobs}:delayed"})->integerValue(), 1);
    QCOMPARE(m_admin->command({"EXISTS", "cs:{jobs}:queue"})->integerValue(), 0);
}

QTEST_GUILESS_MAIN(TestDelayedPoller)
#include "tst_delayedpoller.moc"
