#include "locktoken.h"
#include "naivelock.h"
#include "redisconnection.h"
#include "testredis.h"
#include "tokenlock.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

using Kind = RedisError::Kind;
using Outcome = LockRelease::Outcome;

class TestTokenLock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void tokensAre128RandomBits();
    void acquireStoresTheTokenWithTheLease();
    void secondClientIsRefusedAndToldWhoHoldsIt();
    void ownerReleases();
    void expiryMidWorkLetsASecondClientInAndTheFirstReleaseIsLost();
    void extendRenewsOnlyOurOwnLock();
    void waitingAcquireGetsTheLockWhenItIsReleased();
    void waitingAcquireGivesUpAfterTheWait();
    void stampsHoldsWithTheServersClock();
    void rejectsBadInput_data();
    void rejectsBadInput();
    void reportsWrongType();
    void statusShowsHolderAndTtl();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_a;
    std::unique_ptr<RedisConnection> m_b;
    const KeySpace m_keys;
};

void TestTokenLock::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_a = std::make_unique<RedisConnection>(m_server->connectionOptions());
    m_b = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestTokenLock::init()
{
    QVERIFY(m_a->command({"FLUSHALL"}).ok());
}

void TestTokenLock::tokensAre128RandomBits()
{
    QSet<QByteArray> seen;
    for (int i = 0; i < 2000; ++i) {
        const QByteArray t = LockToken::generate();
        QCOMPARE(t.size(), 32);
        QVERIFY(!QByteArray::fromHex(t).isEmpty());
        seen.insert(t);
    }
    QCOMPARE(seen.size(), 2000);
}

void TestTokenLock::acquireStoresTheTokenWithTheLease()
{
    TokenLock lock(*m_a, m_keys, "orders");
    QCOMPARE(lock.key(), QByteArray("cs:{orders}:lock"));
    const auto hold = lock.tryAcquire(5000);
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QVERIFY(hold->acquired);
    QCOMPARE(hold->token.size(), 32);
    QCOMPARE(m_b->command({"GET", lock.key()})->bytes(), hold->token);
    const qint64 pttl = m_b->command({"PTTL", lock.key()})->integerValue();
    QVERIFY(pttl > 4000 && pttl <= 5000);
}

void TestTokenLock::secondClientIsRefusedAndToldWhoHoldsIt()
{
    TokenLock a(*m_a, m_keys, "orders");
    TokenLock b(*m_b, m_keys, "orders");
    const auto held = a.tryAcquire(5000);
    QVERIFY(held->acquired);
    const auto refused = b.tryAcquire(5000);
    QVERIFY(refused.ok());
    QVERIFY(!refused->acquired);
    QVERIFY2(refused->detail.contains(QString::fromLatin1(held->token)),
             qPrintable(refused->detail));
    QVERIFY(refused->detail.contains(u"ms left"));
}

void TestTokenLock::ownerReleases()
{
    TokenLock lock(*m_a, m_keys, "orders");
    const auto hold = lock.tryAcquire(5000);
    const auto released = lock.release(*hold);
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, Outcome::Released);
    QVERIFY(released->releasedAtUs >= hold->acquiredAtUs);
    QCOMPARE(m_b->command({"EXISTS", lock.key()})->integerValue(), qint64(0));
    QCOMPARE(lock.release(*hold)->outcome, Outcome::Lost); // twice: nothing left to release
}

void TestTokenLock::expiryMidWorkLetsASecondClientInAndTheFirstReleaseIsLost()
{
    TokenLock a(*m_a, m_keys, "orders");
    TokenLock b(*m_b, m_keys, "orders");
    const auto first = a.tryAcquire(100);
    QVERIFY(first->acquired);
    QTest::qWait(200); // A's work outlives its lease
    const auto second = b.tryAcquire(5000);
    QVERIFY(second->acquired); // the failure every lease-based lock has: B is in

    const auto late = a.release(*first);
    QVERIFY(late.ok());
    QCOMPARE(late->outcome, Outcome::Lost); // A learns it had lost the lock...
    QCOMPARE(m_b->command({"GET", a.key()})->bytes(), second->token); // ...and B keeps it.

    // The naive DEL-release in A's place would have deleted B's lock.
    NaiveLock naive(*m_a, m_keys, "orders");
    const auto deleted = naive.release(*first);
    QVERIFY(deleted.ok());
    QCOMPARE(deleted->outcome, Outcome::DeletedAny);
    QCOMPARE(m_b->command({"EXISTS", a.key()})->integerValue(), qint64(0));
}

void TestTokenLock::extendRenewsOnlyOurOwnLock()
{
    TokenLock a(*m_a, m_keys, "orders");
    TokenLock b(*m_b, m_keys, "orders");
    const auto hold = a.tryAcquire(1000);
    const auto extended = a.extend(*hold, 60000);
    QVERIFY(extended.ok() && extended->acquired);
    QVERIFY(m_b->command({"PTTL", a.key()})->integerValue() > 50000);

    LockHold forged = *hold;
    forged.token = LockToken::generate();
    const auto notOurs = b.extend(forged, 1);
    QVERIFY(notOurs.ok());
    QVERIFY(!notOurs->acquired);
    QVERIFY(m_b->command({"PTTL", a.key()})->integerValue() > 50000); // untouched

    QVERIFY(a.release(*hold).ok());
    const auto afterRelease = a.extend(*hold, 1000);
    QVERIFY(!afterRelease->acquired);
    QCOMPARE(m_b->command({"EXISTS", a.key()})->integerValue(), qint64(0)); // not recreated
}

void TestTokenLock::waitingAcquireGetsTheLockWhenItIsReleased()
{
    TokenLock a(*m_a, m_keys, "orders");
    TokenLock b(*m_b, m_keys, "orders");
    const auto hold = a.tryAcquire(300); // expires by itself while B waits
    QVERIFY(hold->acquired);
    QElapsedTimer clock;
    clock.start();
    const auto waited = b.acquire({5000, 3000, 10, 10});
    QVERIFY(waited.ok());
    QVERIFY(waited->acquired);
    QVERIFY(waited->attempts > 1);
    QVERIFY(clock.elapsed() < 2000);
}

void TestTokenLock::waitingAcquireGivesUpAfterTheWait()
{
    TokenLock a(*m_a, m_keys, "orders");
    TokenLock b(*m_b, m_keys, "orders");
    QVERIFY(a.tryAcquire(10000)->acquired);
    QElapsedTimer clock;
    clock.start();
    const auto waited = b.acquire({5000, 200, 10, 10});
    QVERIFY(waited.ok());
    QVERIFY(!waited->acquired);
    QVERIFY(clock.elapsed() >= 190);
    QVERIFY(clock.elapsed() < 2000);
}

void TestTokenLock::stampsHoldsWithTheServersClock()
{
    const auto before = m_b->command({"TIME"})->toServerTimeUs();
    TokenLock lock(*m_a, m_keys, "orders");
    const auto hold = lock.tryAcquire(1000);
    const auto after = m_b->command({"TIME"})->toServerTimeUs();
    QVERIFY(before.ok() && after.ok());
    QVERIFY(hold->acquiredAtUs >= *before);
    QVERIFY(hold->acquiredAtUs <= *after);
}

void TestTokenLock::rejectsBadInput_data()
{
    QTest::addColumn<qint64>("ttl");
    QTest::addColumn<qint64>("wait");
    QTest::newRow("ttl zero") << qint64(0) << qint64(0);
    QTest::newRow("ttl negative") << qint64(-5) << qint64(0);
    QTest::newRow("wait negative") << qint64(100) << qint64(-1);
    QTest::newRow("ttl Redis cannot add to its clock")
        << qint64(9223372036854775807LL) << qint64(0);
}

void TestTokenLock::rejectsBadInput()
{
    QFETCH(qint64, ttl);
    QFETCH(qint64, wait);
    TokenLock lock(*m_a, m_keys, "orders");
    const auto r = lock.acquire({ttl, wait, 10, 10});
    QCOMPARE(r.error().kind(), Kind::InvalidArgument);
    QCOMPARE(m_b->command({"EXISTS", lock.key()})->integerValue(), qint64(0)); // nothing written
}

void TestTokenLock::reportsWrongType()
{
    TokenLock lock(*m_a, m_keys, "orders");
    QVERIFY(m_b->command({"RPUSH", lock.key(), "not a lock"}).ok());
    QCOMPARE(lock.status().error().kind(), Kind::WrongType);
    // The name is taken by something that is not a lock: a clear error, nothing overwritten.
    QCOMPARE(lock.tryAcquire(1000).error().kind(), Kind::WrongType);
    QCOMPARE(m_b->command({"TYPE", lock.key()})->bytes(), QByteArray("list"));
}

void TestTokenLock::statusShowsHolderAndTtl()
{
    TokenLock lock(*m_a, m_keys, "orders");
    auto s = lock.status();
    QVERIFY(s.ok());
    QVERIFY(!s->held);
    QCOMPARE(s->ttlMs, qint64(-2));
    const auto hold = lock.tryAcquire(3000);
    s = lock.status();
    QVERIFY(s->held);
    QCOMPARE(s->holder, hold->token);
    QVERIFY(s->ttlMs > 2000 && s->ttlMs <= 3000);
    QCOMPARE(s->layout, QStringLiteral("token"));
}

QTEST_GUILESS_MAIN(TestTokenLock)
#include "tst_tokenlock.moc"
