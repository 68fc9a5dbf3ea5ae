#include "redisconnection.h"
#include "syncedlock.h"
#include "testredis.h"

#include <QElapsedTimer>
#include <QTest>

using Kind = RedisError::Kind;

class TestSyncedLock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void defaultsAreOneReplicaAndOneHundredMs();
    void acquireNeedsEnoughReplicas_data();
    void acquireNeedsEnoughReplicas();
    void acquireFailsAndRollsBackWhenTheReplicaIsDown();
    void acquireWhileHeldReportsTheHolder();
    void acquireFallsBackToEvalAfterScriptFlush();
    void extendWaitsForTheReplicaToo();
    void extendWithoutTheReplicaReleasesTheLock();
    void invalidWaitSettingsAreRejected_data();
    void invalidWaitSettingsAreRejected();

private:
    TestRedis::Server m_master;
    TestRedis::Server m_replica;
};

void TestSyncedLock::initTestCase()
{
    auto master = TestRedis::start();
    QVERIFY2(master.ok(), qPrintable(master.error().toString()));
    m_master = std::move(master).value();
    auto replica = TestRedis::startReplicaOf(*m_master);
    QVERIFY2(replica.ok(), qPrintable(replica.error().toString()));
    m_replica = std::move(replica).value();
}

void TestSyncedLock::init()
{
    RedisConnection c(m_master->connectionOptions());
    QVERIFY(c.command({"FLUSHALL"}).ok());
}

void TestSyncedLock::defaultsAreOneReplicaAndOneHundredMs()
{
    RedisConnection c(m_master->connectionOptions());
    const SyncedLock lock(c, KeySpace(), "job");
    QCOMPARE(lock.numReplicas(), 1);
    QCOMPARE(lock.waitTimeoutMs(), 100);
    QCOMPARE(lock.kind(), QStringLiteral("synced"));
}

void TestSyncedLock::acquireNeedsEnoughReplicas_data()
{
    QTest::addColumn<int>("numReplicas");
    QTest::addColumn<bool>("acquired");
    QTest::addColumn<QString>("detail");
    QTest::newRow("one asked, one there")
        << 1 << true << QStringLiteral("1 of 1 replicas acknowledged");
    QTest::newRow("two asked, one there")
        << 2 << false << QStringLiteral("only 1 of 2 replicas acknowledged");
}

void TestSyncedLock::acquireNeedsEnoughReplicas()
{
    QFETCH(int, numReplicas);
    QFETCH(bool, acquired);
    QFETCH(QString, detail);
    RedisConnection c(m_master->connectionOptions());
    SyncedLock lock(c, KeySpace(), "job");
    lock.setNumReplicas(numReplicas);

    const auto hold = lock.tryAcquire(10000);
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QCOMPARE(hold->acquired, acquired);
    QVERIFY2(hold->detail.contains(detail), qPrintable(hold->detail));
    const auto onMaster = c.command({"GET", lock.key()});
    QVERIFY(onMaster.ok());
    if (acquired) {
        QCOMPARE(onMaster->bytes(), hold->token);
        // WAIT returned: the replica has applied the SET.
        RedisConnection r(m_replica->connectionOptions());
        QCOMPARE(r.command({"GET", lock.key()})->bytes(), hold->token);
    } else {
        QVERIFY2(onMaster->isNil(), qPrintable(onMaster->summary()));
        QVERIFY(hold->token.isEmpty());
        QVERIFY2(hold->detail.contains(u"rolled back"), qPrintable(hold->detail));
    }
}

void TestSyncedLock::acquireFailsAndRollsBackWhenTheReplicaIsDown()
{
    // A pair of its own: the replica dies here.
    auto master = TestRedis::start();
    QVERIFY2(master.ok(), qPrintable(master.error().toString()));
    auto replica = TestRedis::startReplicaOf(*master.value());
    QVERIFY2(replica.ok(), qPrintable(replica.error().toString()));
    RedisConnection c(master.value()->connectionOptions());
    SyncedLock lock(c, KeySpace(), "job");
    const auto before = lock.tryAcquire(10000);
    QVERIFY2(before.ok(), qPrintable(before.error().toString()));
    QVERIFY2(before->acquired, qPrintable(before->detail));
    QVERIFY(lock.release(*before).ok());

    replica.value()->kill();
    lock.setWaitTimeoutMs(150);
    QElapsedTimer clock;
    clock.start();
    const auto hold = lock.tryAcquire(10000);
    const qint64 elapsedMs = clock.elapsed();
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QVERIFY(!hold->acquired);
    QVERIFY2(hold->detail.contains(u"only 0 of 1 replicas acknowledged"), qPrintable(hold->detail));
    const auto onMaster = c.command({"GET", lock.key()});
    QVERIFY(onMaster.ok());
    QVERIFY2(onMaster->isNil(), qPrintable(onMaster->summary()));
    qInfo("failed attempt took %lld ms (wait 150 ms)", elapsedMs);
    QVERIFY(elapsedMs >= 140);
    QVERIFY(elapsedMs < 1000);
}

void TestSyncedLock::acquireWhileHeldReportsTheHolder()
{
    RedisConnection a(m_master->connectionOptions());
    RedisConnection b(m_master->connectionOptions());
    SyncedLock lockA(a, KeySpace(), "job");
    SyncedLock lockB(b, KeySpace(), "job");
    const auto holdA = lockA.tryAcquire(10000);
    QVERIFY(holdA.ok() && holdA->acquired);
    const auto holdB = lockB.tryAcquire(10000);
    QVERIFY(holdB.ok());
    QVERIFY(!holdB->acquired);
    QVERIFY2(holdB->detail.contains(QString::fromLatin1(holdA->token)), qPrintable(holdB->detail));
    QCOMPARE(a.command({"GET", lockA.key()})->bytes(), holdA->token);
}

void TestSyncedLock::acquireFallsBackToEvalAfterScriptFlush()
{
    RedisConnection c(m_master->connectionOptions());
    QVERIFY(c.command({"SCRIPT", "FLUSH"}).ok());
    QVERIFY(c.command({"CONFIG", "RESETSTAT"}).ok());
    SyncedLock lock(c, KeySpace(), "job");
    const auto hold = lock.tryAcquire(10000);
    // The fallback really ran: EVAL once, and WAIT again after it (twice in all).
    const auto stats = c.command({"INFO", "commandstats"});
    QVERIFY(stats.ok());
    QVERIFY2(stats->bytes().contains("cmdstat_eval:calls=1,"), stats->bytes().constData());
    QVERIFY2(stats->bytes().contains("cmdstat_wait:calls=2,"), stats->bytes().constData());
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QVERIFY2(hold->acquired, qPrintable(hold->detail));
    QVERIFY2(hold->detail.contains(u"1 of 1 replicas acknowledged"), qPrintable(hold->detail));
    RedisConnection r(m_replica->connectionOptions());
    QCOMPARE(r.command({"GET", lock.key()})->bytes(), hold->token);
}

void TestSyncedLock::extendWaitsForTheReplicaToo()
{
    RedisConnection c(m_master->connectionOptions());
    SyncedLock lock(c, KeySpace(), "job");
    const auto hold = lock.tryAcquire(2000);
    QVERIFY(hold.ok() && hold->acquired);
    const auto extended = lock.extend(*hold, 30000);
    QVERIFY2(extended.ok(), qPrintable(extended.error().toString()));
    QVERIFY(extended->acquired);
    QCOMPARE(extended->ttlMs, qint64(30000));
    RedisConnection r(m_replica->connectionOptions());
    QVERIFY(r.command({"PTTL", lock.key()})->integerValue() > 20000);
    const auto released = lock.release(*extended);
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, LockRelease::Outcome::Released);
}

void TestSyncedLock::extendWithoutTheReplicaReleasesTheLock()
{
    RedisConnection c(m_master->connectionOptions());
    SyncedLock lock(c, KeySpace(), "job");
    const auto hold = lock.tryAcquire(10000);
    QVERIFY(hold.ok() && hold->acquired);
    lock.setNumReplicas(2); // as if one of two replicas had died
    const auto extended = lock.extend(*hold, 10000);
    QVERIFY(extended.ok());
    QVERIFY(!extended->acquired);
    QVERIFY2(extended->detail.contains(u"only 1 of 2 replicas acknowledged"),
             qPrintable(extended->detail));
    QVERIFY(c.command({"GET", lock.key()})->isNil());
}

void TestSyncedLock::invalidWaitSettingsAreRejected_data()
{
    QTest::addColumn<int>("numReplicas");
    QTest::addColumn<int>("waitTimeoutMs");
    QTest::addColumn<int>("commandTimeoutMs");
    QTest::newRow("no replica") << 0 << 100 << 5000;
    QTest::newRow("no wait") << 1 << 0 << 5000;
    QTest::newRow("command timeout shorter than the wait") << 1 << 100 << 50;
}

void TestSyncedLock::invalidWaitSettingsAreRejected()
{
    QFETCH(int, numReplicas);
    QFETCH(int, waitTimeoutMs);
    QFETCH(int, commandTimeoutMs);
    ConnectionOptions o = m_master->connectionOptions();
    o.commandTimeoutMs = commandTimeoutMs;
    RedisConnection c(o);
    SyncedLock lock(c, KeySpace(), "job");
    lock.setNumReplicas(numReplicas);
    lock.setWaitTimeoutMs(waitTimeoutMs);
    const auto hold = lock.tryAcquire(10000);
    QVERIFY(!hold.ok());
    QCOMPARE(hold.error().kind(), Kind::InvalidArgument);
    QCOMPARE(lock.extend(LockHold{}, 10000).error().kind(), Kind::InvalidArgument);
    RedisConnection check(m_master->connectionOptions());
    QVERIFY(check.command({"GET", lock.key()})->isNil());
}

QTEST_GUILESS_MAIN(TestSyncedLock)
#include "tst_syncedlock.moc"
