#include "fencedlock.h"
#include "fencedresource.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QTest>
#include <QThread>

using Kind = RedisError::Kind;

class TestFencedLock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void fencingNumbersStrictlyIncrease_data();
    void fencingNumbersStrictlyIncrease();
    void refusedAcquisitionHandsOutNoNumber();
    void statusReportsTheLastFencingNumber();
    void extendKeepsTheFencingNumber();
    void resourceAcceptsOnlyFreshFencingNumbers_data();
    void resourceAcceptsOnlyFreshFencingNumbers();
    void resourceRefusesAWriteWithoutFencingNumber();
    void resourceReadsNothingBeforeTheFirstWrite();
    void staleHolderIsRejectedAfterPausingPastItsTtl();

private:
    TestRedis::Server m_server;
};

void TestFencedLock::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
}

void TestFencedLock::init()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(c.command({"FLUSHALL"}).ok());
}

void TestFencedLock::fencingNumbersStrictlyIncrease_data()
{
    QTest::addColumn<int>("clients");
    QTest::addColumn<int>("cycles");
    QTest::newRow("one client, release and acquire again") << 1 << 6;
    QTest::newRow("three clients taking turns") << 3 << 4;
}

void TestFencedLock::fencingNumbersStrictlyIncrease()
{
    QFETCH(int, clients);
    QFETCH(int, cycles);
    std::vector<std::unique_ptr<RedisConnection>> connections;
    std::vector<std::unique_ptr<FencedLock>> locks;
    for (int i = 0; i < clients; ++i) {
        connections.push_back(std::make_unique<RedisConnection>(m_server->connectionOptions()));
        locks.push_back(std::make_unique<FencedLock>(*connections.back(), KeySpace(), "res"));
    }
    qint64 previous = 0;
    for (int cycle = 0; cycle < cycles; ++cycle) {
        for (auto &lock : locks) {
            const auto hold = lock->tryAcquire(5000);
            QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
            QVERIFY2(hold->acquired, qPrintable(hold->detail));
            QVERIFY2(hold->fencing > previous,
                     qPrintable(QStringLiteral("%1 after %2").arg(hold->fencing).arg(previous)));
            previous = hold->fencing;
            const auto released = lock->release(*hold);
            QVERIFY(released.ok());
            QCOMPARE(released->outcome, LockRelease::Outcome::Released);
        }
    }
    QCOMPARE(previous, qint64(clients) * cycles);
}

void TestFencedLock::refusedAcquisitionHandsOutNoNumber()
{
    RedisConnection a(m_server->connectionOptions());
    RedisConnection b(m_server->connectionOptions());
    FencedLock lockA(a, KeySpace(), "res");
    FencedLock lockB(b, KeySpace(), "res");
    const auto held = lockA.tryAcquire(5000);
    QVERIFY(held.ok() && held->acquired);
    const auto refused = lockB.tryAcquire(5000);
    QVERIFY(refused.ok());
    QVERIFY(!refused->acquired);
    QCOMPARE(refused->fencing, qint64(-1));
    QVERIFY2(refused->detail.contains(QString::fromLatin1(held->token)),
             qPrintable(refused->detail));
    QCOMPARE(a.command({"GET", lockA.fenceKey()})->bytes(), QByteArray::number(held->fencing));
}

void TestFencedLock::statusReportsTheLastFencingNumber()
{
    RedisConnection c(m_server->connectionOptions());
    FencedLock lock(c, KeySpace(), "res");
    const auto before = lock.status();
    QVERIFY(before.ok());
    QCOMPARE(before->fencing, qint64(-1));
    QVERIFY(!before->held);

    const auto first = lock.tryAcquire(5000);
    QVERIFY(first.ok() && first->acquired);
    QVERIFY(lock.release(*first).ok());
    const auto second = lock.tryAcquire(5000);
    QVERIFY(second.ok() && second->acquired);

    const auto s = lock.status();
    QVERIFY2(s.ok(), qPrintable(s.error().toString()));
    QVERIFY(s->held);
    QCOMPARE(s->holder, second->token);
    QCOMPARE(s->fencing, second->fencing);
    QCOMPARE(s->layout, QStringLiteral("fenced"));
    QCOMPARE(lock.kind(), QStringLiteral("fenced"));
}

void TestFencedLock::extendKeepsTheFencingNumber()
{
    RedisConnection c(m_server->connectionOptions());
    FencedLock lock(c, KeySpace(), "res");
    const auto hold = lock.tryAcquire(1000);
    QVERIFY(hold.ok() && hold->acquired);
    const auto extended = lock.extend(*hold, 20000);
    QVERIFY(extended.ok());
    QVERIFY(extended->acquired);
    QCOMPARE(extended->fencing, hold->fencing);
    QVERIFY(c.command({"PTTL", lock.key()})->integerValue() > 10000);
}

void TestFencedLock::resourceAcceptsOnlyFreshFencingNumbers_data()
{
    QTest::addColumn<qint64>("seen");
    QTest::addColumn<qint64>("fencing");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<qint64>("highestAfter");
    QTest::newRow("first write") << qint64(-1) << qint64(1) << true << qint64(1);
    QTest::newRow("higher number") << qint64(5) << qint64(6) << true << qint64(6);
    QTest::newRow("same holder writes again") << qint64(5) << qint64(5) << true << qint64(5);
    QTest::newRow("stale number") << qint64(5) << qint64(4) << false << qint64(5);
    QTest::newRow("number zero after a write") << qint64(1) << qint64(0) << false << qint64(1);
    QTest::newRow("much older number") << qint64(5) << qint64(1) << false << qint64(5);
}

void TestFencedLock::resourceAcceptsOnlyFreshFencingNumbers()
{
    QFETCH(qint64, seen);
    QFETCH(qint64, fencing);
    QFETCH(bool, accepted);
    QFETCH(qint64, highestAfter);
    RedisConnection c(m_server->connectionOptions());
    FencedResource resource(c, KeySpace(), "file");
    if (seen >= 0)
        QVERIFY(resource.write(seen, "earlier").ok());

    const auto outcome = resource.write(fencing, "now");
    QVERIFY2(outcome.ok(), qPrintable(outcome.error().toString()));
    QCOMPARE(outcome->accepted, accepted);
    QCOMPARE(outcome->fencing, fencing);
    QCOMPARE(outcome->highestSeen, highestAfter);
    QCOMPARE(outcome->detail.isEmpty(), accepted);

    const auto contents = resource.read();
    QVERIFY(contents.ok());
    QCOMPARE(contents->value, std::optional<QByteArray>(accepted ? "now" : "earlier"));
    QCOMPARE(contents->highestSeen, highestAfter);
}

void TestFencedLock::resourceRefusesAWriteWithoutFencingNumber()
{
    RedisConnection c(m_server->connectionOptions());
    FencedResource resource(c, KeySpace(), "file");
    const auto outcome = resource.write(-1, "v");
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.error().kind(), Kind::InvalidArgument);
    QCOMPARE(c.command({"EXISTS", resource.valueKey()})->integerValue(), qint64(0));
}

void TestFencedLock::resourceReadsNothingBeforeTheFirstWrite()
{
    RedisConnection c(m_server->connectionOptions());
    FencedResource resource(c, KeySpace(), "file");
    const auto contents = resource.read();
    QVERIFY(contents.ok());
    QVERIFY(!contents->value.has_value());
    QCOMPARE(contents->highestSeen, qint64(-1));
}

void TestFencedLock::staleHolderIsRejectedAfterPausingPastItsTtl()
{
    RedisConnection a(m_server->connectionOptions());
    RedisConnection b(m_server->connectionOptions());
    FencedLock lockA(a, KeySpace(), "file");
    FencedLock lockB(b, KeySpace(), "file");
    // The lock and the resource share the name: their keys must not collide.
    FencedResource resourceA(a, KeySpace(), "file");
    FencedResource resourceB(b, KeySpace(), "file");

    const auto holdA = lockA.tryAcquire(100);
    QVERIFY(holdA.ok() && holdA->acquired);
    QThread::msleep(150); // A "pauses" (GC, swap, SIGSTOP) past its lease

    const auto holdB = lockB.tryAcquire(5000);
    QVERIFY(holdB.ok());
    QVERIFY2(holdB->acquired, qPrintable(holdB->detail));
    QCOMPARE(holdB->fencing, holdA->fencing + 1);
    const auto writeB = resourceB.write(holdB->fencing, "B's work");
    QVERIFY(writeB.ok());
    QVERIFY(writeB->accepted);

    // A wakes up still believing it holds the lock.
    const auto writeA = resourceA.write(holdA->fencing, "A's stale work");
    QVERIFY(writeA.ok());
    QVERIFY(!writeA->accepted);
    QCOMPARE(writeA->fencing, holdA->fencing);
    QCOMPARE(writeA->highestSeen, holdB->fencing);
    QVERIFY2(writeA->detail.contains(u"stale"), qPrintable(writeA->detail));
    const auto contents = resourceA.read();
    QVERIFY(contents.ok());
    QCOMPARE(contents->value, std::optional<QByteArray>("B's work"));

    const auto releaseA = lockA.release(*holdA);
    QVERIFY(releaseA.ok());
    QCOMPARE(releaseA->outcome, LockRelease::Outcome::Lost);
    QCOMPARE(a.command({"GET", lockA.key()})->bytes(), holdB->token);
}

QTEST_GUILESS_MAIN(TestFencedLock)
#include "tst_fencedlock.moc"
