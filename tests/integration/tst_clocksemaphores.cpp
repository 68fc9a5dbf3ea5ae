#include "basicsemaphore.h"
#include "fairsemaphore.h"
#include "lockedsemaphore.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QTest>
#include <QThread>

#include <memory>
#include <optional>

using Kind = RedisError::Kind;

// The clock-scored semaphores of Redis in Action 6.3: the tests prove that the basic variant's
// clock failure and the fair variant's INCR/ZADD race happen, and that the locked variant's
// lock prevents the race.
class TestClockSemaphores : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();

    void limitIsRespectedSequentially_data();
    void limitIsRespectedSequentially();
    void expiredPermitIsReclaimedByANewClient_data();
    void expiredPermitIsReclaimedByANewClient();
    void releaseAfterExpiryReportsAlreadyExpired_data();
    void releaseAfterExpiryReportsAlreadyExpired();
    void nonPositiveLimitOrLeaseIsInvalidAndWritesNothing_data();
    void nonPositiveLimitOrLeaseIsInvalidAndWritesNothing();
    void holdersOfAnotherTypeIsWrongType_data();
    void holdersOfAnotherTypeIsWrongType();
    void statusListsHoldersInRankOrder_data();
    void statusListsHoldersInRankOrder();

    void basicCannotRefresh();
    void refreshExtendsThePermitPastItsFirstLease_data();
    void refreshExtendsThePermitPastItsFirstLease();
    void refreshAfterExpiryReportsLost_data();
    void refreshAfterExpiryReportsLost();

    void basicClientWithClockBehindTakesAPermitThatWasNotFree();
    void counterNotClockDecidesRankSoSkewedClientIsRefused_data();
    void counterNotClockDecidesRankSoSkewedClientIsRefused();
    void fairAcquisitionOvertakenBetweenIncrAndZaddGrantsTwoHolders();
    void lockedAcquisitionCannotBeOvertakenBetweenIncrAndZadd();
    void fifoArrivalsAreGrantedInCounterOrder_data();
    void fifoArrivalsAreGrantedInCounterOrder();
    void crashAfterIncrLeavesNoHolder_data();
    void crashAfterIncrLeavesNoHolder();
    void lockedGivesThePermitBackWhenItsLockExpiredMeanwhile();

private:
    std::unique_ptr<RedisConnection> newConnection() const;
    static std::unique_ptr<CountingSemaphore> make(const QString &kind, RedisConnection &c);
    qint64 card(const QByteArray &part) const; // ZCARD of a key; -99 if the query failed
    qint64 dbSize() const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestClockSemaphores::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = newConnection();
}

void TestClockSemaphores::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

std::unique_ptr<RedisConnection> TestClockSemaphores::newConnection() const
{
    return std::make_unique<RedisConnection>(m_server->connectionOptions());
}

std::unique_ptr<CountingSemaphore> TestClockSemaphores::make(const QString &kind,
                                                             RedisConnection &c)
{
    if (kind == u"basic")
        return std::make_unique<BasicSemaphore>(c, KeySpace(), "pool");
    if (kind == u"fair")
        return std::make_unique<FairSemaphore>(c, KeySpace(), "pool");
    return std::make_unique<LockedSemaphore>(c, KeySpace(), "pool");
}

qint64 TestClockSemaphores::card(const QByteArray &part) const
{
    const auto r = m_admin->command({"ZCARD", KeySpace().key("pool", part)});
    return r ? r->integerValue() : -99;
}

qint64 TestClockSemaphores::dbSize() const
{
    const auto r = m_admin->command({"DBSIZE"});
    return r ? r->integerValue() : -99;
}

static void addKindRows(std::initializer_list<const char *> kinds = {"basic", "fair", "locked"})
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : kinds)
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

// --- every variant ---------------------------------------------------------------------------

void TestClockSemaphores::limitIsRespectedSequentially_data()
{
    addKindRows();
}

void TestClockSemaphores::limitIsRespectedSequentially()
{
    QFETCH(QString, kind);
    auto c = newConnection();
    auto sem = make(kind, *c);
    QCOMPARE(sem->kind(), kind);
    QList<SemaphorePermit> granted;
    for (int i = 0; i < 3; ++i) {
        QThread::msleep(2); // basic: an arrival in the same millisecond ties (see the docs)
        const auto permit = sem->tryAcquire(3, 10000);
        VERIFY_OK(permit);
        QVERIFY2(permit->acquired, qPrintable(permit->detail));
        QCOMPARE(permit->rank, i);
        QCOMPARE(permit->holder.size(), 32);
        granted << *permit;
    }
    QThread::msleep(2);
    const auto fourth = sem->tryAcquire(3, 10000);
    VERIFY_OK(fourth);
    QVERIFY(!fourth->acquired);
    QCOMPARE(fourth->rank, 3);
    QCOMPARE(fourth->detail, QStringLiteral("rank 3 of limit 3"));
    QCOMPARE(card("holders"), 3); // the refused one removed itself

    const auto released = sem->release(granted.at(1));
    VERIFY_OK(released);
    QVERIFY(released->released);
    QVERIFY(released->releasedAtUs > 0);
    QThread::msleep(2);
    const auto next = sem->tryAcquire(3, 10000);
    VERIFY_OK(next);
    QVERIFY2(next->acquired, qPrintable(next->detail));
    QCOMPARE(card("holders"), 3);
}

void TestClockSemaphores::expiredPermitIsReclaimedByANewClient_data()
{
    addKindRows();
}

void TestClockSemaphores::expiredPermitIsReclaimedByANewClient()
{
    QFETCH(QString, kind);
    auto ca = newConnection();
    auto cb = newConnection();
    auto a = make(kind, *ca);
    auto b = make(kind, *cb);
    const auto first = a->tryAcquire(1, 1000);
    VERIFY_OK(first);
    QVERIFY(first->acquired);
    QThread::msleep(2);
    const auto early = b->tryAcquire(1, 1000);
    VERIFY_OK(early);
    QVERIFY(!early->acquired);
    QThread::msleep(1100);
    const auto later = b->tryAcquire(1, 1000);
    VERIFY_OK(later);
    QVERIFY2(later->acquired, qPrintable(later->detail));
    QCOMPARE(later->rank, 0);
    QCOMPARE(card("holders"), 1);
    if (kind != u"basic")
        QCOMPARE(card("owners"), 1); // the expired owner left with its lease entry
}

void TestClockSemaphores::releaseAfterExpiryReportsAlreadyExpired_data()
{
    addKindRows();
}

void TestClockSemaphores::releaseAfterExpiryReportsAlreadyExpired()
{
    QFETCH(QString, kind);
    auto ca = newConnection();
    auto cb = newConnection();
    auto a = make(kind, *ca);
    auto b = make(kind, *cb);
    const auto first = a->tryAcquire(1, 100);
    VERIFY_OK(first);
    QVERIFY(first->acquired);
    QThread::msleep(200);
    const auto taker = b->tryAcquire(1, 100); // the same lease: these kinds judge expiry by it
    VERIFY_OK(taker);
    QVERIFY(taker->acquired);
    const auto late = a->release(*first);
    VERIFY_OK(late);
    QVERIFY(!late->released);
    QCOMPARE(late->detail, QStringLiteral("already expired"));
    QCOMPARE(card("holders"), 1); // B's permit is untouched
}

void TestClockSemaphores::nonPositiveLimitOrLeaseIsInvalidAndWritesNothing_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("limit");
    QTest::addColumn<qint64>("leaseMs");
    for (const char *kind : {"basic", "fair", "locked"}) {
        QTest::addRow("%s, limit 0", kind) << QString::fromLatin1(kind) << 0 << qint64(1000);
        QTest::addRow("%s, limit -2", kind) << QString::fromLatin1(kind) << -2 << qint64(1000);
        QTest::addRow("%s, lease 0", kind) << QString::fromLatin1(kind) << 1 << qint64(0);
    }
}

void TestClockSemaphores::nonPositiveLimitOrLeaseIsInvalidAndWritesNothing()
{
    QFETCH(QString, kind);
    QFETCH(int, limit);
    QFETCH(qint64, leaseMs);
    auto c = newConnection();
    auto sem = make(kind, *c);
    const auto permit = sem->tryAcquire(limit, leaseMs);
    QVERIFY(!permit.ok());
    QCOMPARE(permit.error().kind(), Kind::InvalidArgument);
    SemaphoreAcquireOptions options;
    options.limit = limit;
    options.leaseMs = leaseMs;
    QCOMPARE(sem->acquire(options).error().kind(), Kind::InvalidArgument);
    QCOMPARE(dbSize(), 0);
}

void TestClockSemaphores::holdersOfAnotherTypeIsWrongType_data()
{
    addKindRows();
}

void TestClockSemaphores::holdersOfAnotherTypeIsWrongType()
{
    QFETCH(QString, kind);
    const QByteArray holders = KeySpace().key("pool", "holders");
    QVERIFY(m_admin->command({"SET", holders, "x"}).ok());
    auto c = newConnection();
    auto sem = make(kind, *c);
    const auto permit = sem->tryAcquire(1, 1000);
    QVERIFY(!permit.ok());
    QCOMPARE(permit.error().kind(), Kind::WrongType);
    const auto status = sem->status(1);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().kind(), Kind::WrongType);
    const auto value = m_admin->command({"GET", holders});
    QVERIFY(value.ok());
    QCOMPARE(value->bytes(), QByteArray("x"));
    if (kind == u"locked") // the short lock was released even though the acquisition failed
        QCOMPARE(m_admin->command({"EXISTS", KeySpace().key("pool", "semlock")})->integerValue(),
                 0);
}

void TestClockSemaphores::statusListsHoldersInRankOrder_data()
{
    addKindRows();
}

void TestClockSemaphores::statusListsHoldersInRankOrder()
{
    QFETCH(QString, kind);
    auto c = newConnection();
    auto sem = make(kind, *c);
    const auto first = sem->tryAcquire(3, 5000);
    QThread::msleep(5);
    const auto second = sem->tryAcquire(3, 5000);
    VERIFY_OK(first);
    VERIFY_OK(second);
    const auto status = sem->status(3);
    VERIFY_OK(status);
    QCOMPARE(status->layout, kind);
    QCOMPARE(status->limit, 3);
    QCOMPARE(status->freePermits, 1);
    QCOMPARE(status->holders.size(), 2);
    QCOMPARE(status->holders.at(0).id, first->holder);
    QCOMPARE(status->holders.at(1).id, second->holder);
    QCOMPARE(status->holders.at(1).rank, 1);
    QVERIFY(status->holders.at(0).ageMs >= status->holders.at(1).ageMs);
    QVERIFY(status->holders.at(0).ageMs >= 0);
    QVERIFY(!status->holders.at(0).expired);
    QVERIFY(status->holders.at(0).leaseLeftMs > 0 && status->holders.at(0).leaseLeftMs <= 5000);
    if (kind != u"basic")
        QCOMPARE(status->holders.at(1).counter, second->counter);
}

// --- refresh ---------------------------------------------------------------------------------

void TestClockSemaphores::basicCannotRefresh()
{
    auto c = newConnection();
    BasicSemaphore sem(*c, KeySpace(), "pool");
    const auto permit = sem.tryAcquire(1, 1000);
    VERIFY_OK(permit);
    const auto refreshed = sem.refresh(*permit, 1000);
    QVERIFY(!refreshed.ok());
    QCOMPARE(refreshed.error().kind(), Kind::InvalidArgument);
}

void TestClockSemaphores::refreshExtendsThePermitPastItsFirstLease_data()
{
    addKindRows({"fair", "locked"});
}

void TestClockSemaphores::refreshExtendsThePermitPastItsFirstLease()
{
    QFETCH(QString, kind);
    auto ca = newConnection();
    auto cb = newConnection();
    auto a = make(kind, *ca);
    auto b = make(kind, *cb);
    const auto permit = a->tryAcquire(1, 1000);
    VERIFY_OK(permit);
    QVERIFY(permit->acquired);
    QThread::msleep(500);
    const auto refreshed = a->refresh(*permit, 2000);
    VERIFY_OK(refreshed);
    QVERIFY2(refreshed->acquired, qPrintable(refreshed->detail));
    QCOMPARE(refreshed->leaseMs, 2000);
    QThread::msleep(700); // 1.2 s after the grant: past the first lease, within the new one
    const auto other = b->tryAcquire(1, 1000);
    VERIFY_OK(other);
    QVERIFY2(!other->acquired, "the refreshed permit was reclaimed");
    const auto released = a->release(*refreshed);
    VERIFY_OK(released);
    QVERIFY(released->released);
}

void TestClockSemaphores::refreshAfterExpiryReportsLost_data()
{
    addKindRows({"fair", "locked"});
}

void TestClockSemaphores::refreshAfterExpiryReportsLost()
{
    QFETCH(QString, kind);
    auto c = newConnection();
    auto sem = make(kind, *c);
    const auto permit = sem->tryAcquire(1, 100);
    VERIFY_OK(permit);
    QVERIFY(permit->acquired);
    QThread::msleep(200);
    const auto refreshed = sem->refresh(*permit, 1000);
    VERIFY_OK(refreshed);
    QVERIFY(!refreshed->acquired);
    QCOMPARE(refreshed->detail, QStringLiteral("lost"));
    QCOMPARE(card("holders"), 0); // not revived
    QCOMPARE(card("owners"), 0);
}

// --- the documented failures -----------------------------------------------------------------

void TestClockSemaphores::basicClientWithClockBehindTakesAPermitThatWasNotFree()
{
    auto ca = newConnection();
    auto cb = newConnection();
    BasicSemaphore a(*ca, KeySpace(), "pool");
    BasicSemaphore b(*cb, KeySpace(), "pool");
    b.setClock(ClientClock(-10));
    // B's skewed score ranks below A's when B calls within 10 ms of A. A loaded machine can
    // stretch a call past that, so the race is replayed until it is hit (almost always at once).
    std::optional<Result<SemaphorePermit>> first;
    std::optional<Result<SemaphorePermit>> second;
    for (int attempt = 0; attempt < 20; ++attempt) {
        QVERIFY(ca->command({"DEL", a.key("holders")}).ok());
        first = a.tryAcquire(1, 10000);
        second = b.tryAcquire(1, 10000);
        VERIFY_OK((*first));
        VERIFY_OK((*second));
        QVERIFY((*first)->acquired);
        if ((*second)->acquired)
            break;
    }
    const Result<SemaphorePermit> &holdB = *second;
    QVERIFY2(holdB->acquired, qPrintable(holdB->detail));
    QCOMPARE(holdB->rank, 0);
    QCOMPARE(card("holders"), 2); // two holders of a semaphore with one permit
    const auto status = a.status(1);
    VERIFY_OK(status);
    QCOMPARE(status->holders.size(), 2);
    QCOMPARE(status->holders.at(0).id, holdB->holder); // B ranks ahead of the real holder
    QCOMPARE(status->freePermits, 0);
}

void TestClockSemaphores::counterNotClockDecidesRankSoSkewedClientIsRefused_data()
{
    addKindRows({"fair", "locked"});
}

void TestClockSemaphores::counterNotClockDecidesRankSoSkewedClientIsRefused()
{
    QFETCH(QString, kind);
    auto ca = newConnection();
    auto cb = newConnection();
    auto a = make(kind, *ca);
    auto b = make(kind, *cb);
    b->setClock(ClientClock(-10));
    const auto holdA = a->tryAcquire(1, 10000);
    const auto holdB = b->tryAcquire(1, 10000);
    VERIFY_OK(holdA);
    VERIFY_OK(holdB);
    QVERIFY(holdA->acquired);
    QVERIFY(!holdB->acquired);
    QCOMPARE(holdB->rank, 1);
    QVERIFY(holdB->counter > holdA->counter);
    QCOMPARE(card("holders"), 1);
    QCOMPARE(card("owners"), 1);
}

void TestClockSemaphores::fairAcquisitionOvertakenBetweenIncrAndZaddGrantsTwoHolders()
{
    auto ca = newConnection();
    auto cb = newConnection();
    FairSemaphore a(*ca, KeySpace(), "pool");
    FairSemaphore b(*cb, KeySpace(), "pool");
    std::optional<Result<SemaphorePermit>> holdB;
    a.setStepHook([&](const char *step) {
        if (qstrcmp(step, "after-incr") == 0 && !holdB)
            holdB = b.tryAcquire(1, 10000); // a whole acquisition between A's INCR and ZADDs
        return true;
    });
    const auto holdA = a.tryAcquire(1, 10000);
    VERIFY_OK(holdA);
    QVERIFY(holdB && holdB->ok());
    QVERIFY2((*holdB)->acquired, qPrintable((*holdB)->detail));
    QCOMPARE((*holdB)->rank, 0);
    QCOMPARE((*holdB)->counter, holdA->counter + 1);
    QVERIFY2(holdA->acquired, qPrintable(holdA->detail)); // its smaller counter ranks first
    QCOMPARE(holdA->rank, 0);
    QCOMPARE(card("owners"), 2); // two holders, limit 1
    QCOMPARE(card("holders"), 2);
}

void TestClockSemaphores::lockedAcquisitionCannotBeOvertakenBetweenIncrAndZadd()
{
    auto ca = newConnection();
    auto cb = newConnection();
    LockedSemaphore a(*ca, KeySpace(), "pool");
    LockedSemaphore b(*cb, KeySpace(), "pool");
    std::optional<Result<SemaphorePermit>> holdB;
    a.setStepHook([&](const char *step) {
        if (qstrcmp(step, "after-incr") == 0 && !holdB)
            holdB = b.tryAcquire(1, 10000); // waits for A's lock, then gives up
        return true;
    });
    const auto holdA = a.tryAcquire(1, 10000);
    VERIFY_OK(holdA);
    QVERIFY(holdA->acquired);
    QVERIFY(holdB && holdB->ok());
    QVERIFY(!(*holdB)->acquired);
    QVERIFY2((*holdB)->detail.startsWith(u"semaphore lock busy"), qPrintable((*holdB)->detail));
    QCOMPARE(card("owners"), 1);
    QCOMPARE(card("holders"), 1);

    // Once A is done, B competes normally: refused while A holds, granted after A releases.
    const auto whileHeld = b.tryAcquire(1, 10000);
    VERIFY_OK(whileHeld);
    QVERIFY(!whileHeld->acquired);
    QCOMPARE(whileHeld->rank, 1);
    VERIFY_OK(a.release(*holdA));
    const auto after = b.tryAcquire(1, 10000);
    VERIFY_OK(after);
    QVERIFY(after->acquired);
    QCOMPARE(card("owners"), 1);
}

void TestClockSemaphores::fifoArrivalsAreGrantedInCounterOrder_data()
{
    addKindRows({"fair", "locked"});
}

void TestClockSemaphores::fifoArrivalsAreGrantedInCounterOrder()
{
    QFETCH(QString, kind);
    // Clocks far apart, in the opposite order of arrival: the counter still decides.
    const qint64 offsets[] = {500, 0, -500};
    QList<SemaphorePermit> permits;
    for (qint64 offset : offsets) {
        auto c = newConnection();
        auto sem = make(kind, *c);
        sem->setClock(ClientClock(offset));
        const auto permit = sem->tryAcquire(2, 10000);
        VERIFY_OK(permit);
        permits << *permit;
    }
    QVERIFY(permits.at(0).acquired);
    QVERIFY(permits.at(1).acquired);
    QVERIFY(!permits.at(2).acquired);
    QCOMPARE(permits.at(0).rank, 0);
    QCOMPARE(permits.at(1).rank, 1);
    QCOMPARE(permits.at(2).rank, 2);
    QVERIFY(permits.at(0).counter < permits.at(1).counter);
    QVERIFY(permits.at(1).counter < permits.at(2).counter);

    auto c = newConnection();
    auto reader = make(kind, *c);
    const auto status = reader->status(2);
    VERIFY_OK(status);
    QCOMPARE(status->holders.size(), 2);
    QCOMPARE(status->holders.at(0).id, permits.at(0).holder);
    QCOMPARE(status->holders.at(1).id, permits.at(1).holder);
}

void TestClockSemaphores::crashAfterIncrLeavesNoHolder_data()
{
    addKindRows({"fair", "locked"});
}

void TestClockSemaphores::crashAfterIncrLeavesNoHolder()
{
    QFETCH(QString, kind);
    auto ca = newConnection();
    auto a = make(kind, *ca);
    a->setStepHook([](const char *step) { return qstrcmp(step, "after-incr") != 0; });
    const auto crashed = a->tryAcquire(1, 10000);
    QVERIFY(!crashed.ok());
    QCOMPARE(crashed.error().kind(), Kind::Closed);
    QVERIFY(!ca->isConnected());
    QCOMPARE(card("holders"), 0);
    QCOMPARE(card("owners"), 0);

    auto cb = newConnection();
    auto b = make(kind, *cb);
    const auto next = b->tryAcquire(1, 10000);
    VERIFY_OK(next);
    if (kind == u"fair") {
        QVERIFY2(next->acquired, qPrintable(next->detail));
        return;
    }
    // The crashed client's short lock stays until its TTL: waiters are refused until then.
    QVERIFY(!next->acquired);
    QVERIFY2(next->detail.startsWith(u"semaphore lock busy"), qPrintable(next->detail));
    SemaphoreAcquireOptions options;
    options.limit = 1;
    options.leaseMs = 10000;
    options.waitMs = 2000;
    const auto later = b->acquire(options);
    VERIFY_OK(later);
    QVERIFY2(later->acquired, qPrintable(later->detail));
}

void TestClockSemaphores::lockedGivesThePermitBackWhenItsLockExpiredMeanwhile()
{
    auto c = newConnection();
    LockedSemaphore slow(*c, KeySpace(), "pool");
    // A client paused past its short lock's TTL between INCR and ZADD: by the time it admits
    // itself, the lock that made the acquisition safe is gone.
    slow.setStepHook([](const char *step) {
        if (qstrcmp(step, "after-incr") == 0)
            QThread::msleep(LockedSemaphore::LockTtlMs + 200);
        return true;
    });
    const auto permit = slow.tryAcquire(1, 10000);
    VERIFY_OK(permit);
    QVERIFY(!permit->acquired);
    QVERIFY2(permit->detail.contains(u"lock expired"), qPrintable(permit->detail));
    QCOMPARE(card("holders"), 0); // given back
    QCOMPARE(card("owners"), 0);
}

QTEST_APPLESS_MAIN(TestClockSemaphores)
#include "tst_clocksemaphores.moc"
