#include "getsetlock.h"
#include "naivelock.h"
#include "redisconnection.h"
#include "setnxexpirelock.h"
#include "testredis.h"

#include <QDateTime>
#include <QTest>
#include <QThread>

#include <optional>

using Kind = RedisError::Kind;

// The unsafe lock variants: each test proves that the documented failure happens (and that the
// parts each variant gets right hold).
class TestUnsafeLocks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();

    void grantTimeComesFromTheServerClock_data();
    void grantTimeComesFromTheServerClock();
    void nonPositiveTtlIsInvalid_data();
    void nonPositiveTtlIsInvalid();
    void keyOfAnotherTypeIsWrongType_data();
    void keyOfAnotherTypeIsWrongType();

    void naiveLockOfACrashedHolderIsHeldForever_data();
    void naiveLockOfACrashedHolderIsHeldForever();
    void naiveReleaseDeletesAnotherClientsLock();
    void naiveReleaseNeverSaysReleased_data();
    void naiveReleaseNeverSaysReleased();

    void setnxExpireCrashAfterSetnxLeavesNoTtlUntilAWaiterRepairsIt();
    void setnxExpireAcquireSetsTheLease();
    void setnxExpireReleaseDeletesOnlyItsOwnToken_data();
    void setnxExpireReleaseDeletesOnlyItsOwnToken();
    void setnxExpireReleaseIsLostWhenTheLockChangesHandsUnderWatch();

    void getsetAcquireStoresTheClientsExpiryAndReleases();
    void getsetExpiredLockGoesToOneRacerButTheLoserOverwritesItsExpiry();
    void getsetClockAheadByMoreThanTheLeaseTakesOverAValidLock_data();
    void getsetClockAheadByMoreThanTheLeaseTakesOverAValidLock();
    void getsetReleaseDeletesOnlyAnUnexpiredOwnLock_data();
    void getsetReleaseDeletesOnlyAnUnexpiredOwnLock();

private:
    std::unique_ptr<RedisConnection> newConnection() const;
    static std::unique_ptr<DistributedLock> makeLock(const QString &kind, RedisConnection &c);
    qint64 pttl() const;            // the lock key's PTTL; -99 if the query failed
    QByteArray storedValue() const; // the lock key's value; "(none)" if absent or failed
    qint64 serverNowUs() const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
    const QByteArray m_key = KeySpace().key("job", "lock");
};

void TestUnsafeLocks::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = newConnection();
}

void TestUnsafeLocks::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

std::unique_ptr<RedisConnection> TestUnsafeLocks::newConnection() const
{
    return std::make_unique<RedisConnection>(m_server->connectionOptions());
}

std::unique_ptr<DistributedLock> TestUnsafeLocks::makeLock(const QString &kind, RedisConnection &c)
{
    if (kind == u"naive")
        return std::make_unique<NaiveLock>(c, KeySpace(), "job");
    if (kind == u"setnx-expire")
        return std::make_unique<SetnxExpireLock>(c, KeySpace(), "job");
    return std::make_unique<GetSetLock>(c, KeySpace(), "job");
}

qint64 TestUnsafeLocks::pttl() const
{
    const auto r = m_admin->command({"PTTL", m_key});
    return r ? r->integerValue() : -99;
}

QByteArray TestUnsafeLocks::storedValue() const
{
    const auto r = m_admin->command({"GET", m_key});
    return r && r->isString() ? r->bytes() : QByteArray("(none)");
}

qint64 TestUnsafeLocks::serverNowUs() const
{
    const auto r = m_admin->command({"TIME"});
    return r ? r->toServerTimeUs().valueOr(-1) : -1;
}

static void addKindRows()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : {"naive", "setnx-expire", "getset"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

// --- every variant ---------------------------------------------------------------------------

void TestUnsafeLocks::grantTimeComesFromTheServerClock_data()
{
    addKindRows();
}

void TestUnsafeLocks::grantTimeComesFromTheServerClock()
{
    QFETCH(QString, kind);
    auto c = newConnection();
    auto lock = makeLock(kind, *c);
    QCOMPARE(lock->kind(), kind);
    QCOMPARE(lock->key(), m_key);
    const qint64 before = serverNowUs();
    const auto hold = lock->tryAcquire(5000);
    const qint64 after = serverNowUs();
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QVERIFY(hold->acquired);
    QCOMPARE(hold->key, m_key);
    QVERIFY2(
        hold->acquiredAtUs >= before && hold->acquiredAtUs <= after,
        qPrintable(
            QStringLiteral("%1 not in [%2, %3]").arg(hold->acquiredAtUs).arg(before).arg(after)));
    QCOMPARE(hold->ttlMs, kind == u"naive" ? -1 : 5000);
    QCOMPARE(storedValue(), hold->token);

    const auto status = lock->status();
    QVERIFY2(status.ok(), qPrintable(status.error().toString()));
    QVERIFY(status->held);
    QCOMPARE(status->holder, hold->token);
    QCOMPARE(status->layout, kind);
}

void TestUnsafeLocks::nonPositiveTtlIsInvalid_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("ttlMs");
    for (const char *kind : {"naive", "setnx-expire", "getset"}) {
        QTest::addRow("%s, 0", kind) << QString::fromLatin1(kind) << qint64(0);
        QTest::addRow("%s, -1000", kind) << QString::fromLatin1(kind) << qint64(-1000);
    }
}

void TestUnsafeLocks::nonPositiveTtlIsInvalid()
{
    QFETCH(QString, kind);
    QFETCH(qint64, ttlMs);
    auto c = newConnection();
    auto lock = makeLock(kind, *c);
    const auto hold = lock->tryAcquire(ttlMs);
    QVERIFY(!hold.ok());
    QCOMPARE(hold.error().kind(), Kind::InvalidArgument);
    LockAcquireOptions options;
    options.ttlMs = ttlMs;
    QCOMPARE(lock->acquire(options).error().kind(), Kind::InvalidArgument);
    QCOMPARE(pttl(), -2); // nothing was written
}

void TestUnsafeLocks::keyOfAnotherTypeIsWrongType_data()
{
    addKindRows();
}

void TestUnsafeLocks::keyOfAnotherTypeIsWrongType()
{
    QFETCH(QString, kind);
    QVERIFY(m_admin->command({"RPUSH", m_key, "item"}).ok());
    auto c = newConnection();
    auto lock = makeLock(kind, *c);
    const auto hold = lock->tryAcquire(1000);
    QVERIFY(!hold.ok());
    QCOMPARE(hold.error().kind(), Kind::WrongType);
    const auto status = lock->status();
    QVERIFY(!status.ok());
    QCOMPARE(status.error().kind(), Kind::WrongType);
    const auto length = m_admin->command({"LLEN", m_key});
    QVERIFY(length.ok());
    QCOMPARE(length->integerValue(), 1); // untouched (no "repair" of a foreign key either)
    QCOMPARE(pttl(), -1);
}

// --- naive -----------------------------------------------------------------------------------

void TestUnsafeLocks::naiveLockOfACrashedHolderIsHeldForever_data()
{
    QTest::addColumn<bool>("killedByServer");
    QTest::newRow("CLIENT KILL") << true;
    QTest::newRow("connection closed") << false;
}

void TestUnsafeLocks::naiveLockOfACrashedHolderIsHeldForever()
{
    QFETCH(bool, killedByServer);
    auto holderConnection = newConnection();
    auto holder = std::make_unique<NaiveLock>(*holderConnection, KeySpace(), "job");
    const auto hold = holder->tryAcquire(100);
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QVERIFY(hold->acquired);
    QCOMPARE(hold->ttlMs, -1);
    if (killedByServer) {
        const auto id = holderConnection->command({"CLIENT", "ID"});
        QVERIFY(id.ok());
        const auto killed =
            m_admin->command({"CLIENT", "KILL", "ID", QByteArray::number(id->integerValue())});
        QVERIFY2(killed.ok(), qPrintable(killed.error().toString()));
        QCOMPARE(killed->integerValue(), 1);
    }
    holder.reset();
    holderConnection.reset();

    QCOMPARE(pttl(), -1);
    auto waiterConnection = newConnection();
    NaiveLock waiter(*waiterConnection, KeySpace(), "job");
    const auto first = waiter.tryAcquire(100);
    QVERIFY2(first.ok(), qPrintable(first.error().toString()));
    QVERIFY(!first->acquired);
    QVERIFY2(first->detail.contains(u"no expiry"), qPrintable(first->detail));
    // Well past the TTL the holder asked for, and still held.
    LockAcquireOptions options;
    options.ttlMs = 100;
    options.waitMs = 300;
    const auto later = waiter.acquire(options);
    QVERIFY2(later.ok(), qPrintable(later.error().toString()));
    QVERIFY(!later->acquired);
    QVERIFY(later->attempts > 1);
    QCOMPARE(pttl(), -1);
    QCOMPARE(storedValue(), hold->token);
    const auto status = waiter.status();
    QVERIFY(status.ok());
    QVERIFY(status->held);
    QCOMPARE(status->ttlMs, -1);
    QCOMPARE(status->layout, QStringLiteral("naive"));
}

void TestUnsafeLocks::naiveReleaseDeletesAnotherClientsLock()
{
    auto ca = newConnection();
    auto cb = newConnection();
    auto cc = newConnection();
    NaiveLock a(*ca, KeySpace(), "job");
    NaiveLock b(*cb, KeySpace(), "job");
    NaiveLock c(*cc, KeySpace(), "job");
    const auto holdA = a.tryAcquire(1000);
    QVERIFY(holdA.ok() && holdA->acquired);
    // A looks stuck, so someone clears its lock by hand (the usual cure for the naive lock)...
    QVERIFY(m_admin->command({"DEL", m_key}).ok());
    const auto holdB = b.tryAcquire(1000);
    QVERIFY(holdB.ok() && holdB->acquired);
    QCOMPARE(storedValue(), holdB->token);
    // ...then A finishes and releases: it deletes B's lock.
    const auto released = a.release(*holdA);
    QVERIFY2(released.ok(), qPrintable(released.error().toString()));
    QCOMPARE(released->outcome, LockRelease::Outcome::DeletedAny);
    QVERIFY(released->releasedAtUs > 0);
    QCOMPARE(pttl(), -2);
    // B still believes it holds the lock, and C gets it too.
    const auto holdC = c.tryAcquire(1000);
    QVERIFY(holdC.ok());
    QVERIFY(holdC->acquired);
}

void TestUnsafeLocks::naiveReleaseNeverSaysReleased_data()
{
    QTest::addColumn<bool>("lockExists");
    QTest::addColumn<QString>("outcome");
    QTest::newRow("own lock") << true << QStringLiteral("deleted_any");
    QTest::newRow("no lock") << false << QStringLiteral("lost");
}

void TestUnsafeLocks::naiveReleaseNeverSaysReleased()
{
    QFETCH(bool, lockExists);
    QFETCH(QString, outcome);
    auto c = newConnection();
    NaiveLock lock(*c, KeySpace(), "job");
    const auto hold = lock.tryAcquire(1000);
    QVERIFY(hold.ok() && hold->acquired);
    if (!lockExists)
        QVERIFY(m_admin->command({"DEL", m_key}).ok());
    const auto released = lock.release(*hold);
    QVERIFY2(released.ok(), qPrintable(released.error().toString()));
    QCOMPARE(LockRelease::outcomeName(released->outcome), outcome);
    QCOMPARE(pttl(), -2);
}

// --- setnx-expire ----------------------------------------------------------------------------

void TestUnsafeLocks::setnxExpireCrashAfterSetnxLeavesNoTtlUntilAWaiterRepairsIt()
{
    auto ca = newConnection();
    SetnxExpireLock a(*ca, KeySpace(), "job");
    QStringList steps;
    a.setStepHook([&steps](const char *step) {
        steps << QString::fromLatin1(step);
        return qstrcmp(step, "after-setnx") != 0;
    });
    const auto crashed = a.tryAcquire(5000);
    QVERIFY(!crashed.ok());
    QCOMPARE(crashed.error().kind(), Kind::Closed);
    QCOMPARE(steps, QStringList{QStringLiteral("after-setnx")});
    QVERIFY(!ca->isConnected());
    QCOMPARE(pttl(), -1); // SETNX ran, PEXPIRE never did

    auto cb = newConnection();
    SetnxExpireLock b(*cb, KeySpace(), "job");
    const auto waiting = b.tryAcquire(200);
    QVERIFY2(waiting.ok(), qPrintable(waiting.error().toString()));
    QVERIFY(!waiting->acquired);
    QVERIFY2(waiting->detail.contains(u"repaired"), qPrintable(waiting->detail));
    const qint64 repaired = pttl();
    QVERIFY2(repaired > 0 && repaired <= 200, qPrintable(QString::number(repaired)));

    auto cc = newConnection();
    SetnxExpireLock c(*cc, KeySpace(), "job");
    LockAcquireOptions options;
    options.ttlMs = 5000;
    options.waitMs = 3000;
    const auto later = c.acquire(options);
    QVERIFY2(later.ok(), qPrintable(later.error().toString()));
    QVERIFY2(later->acquired, qPrintable(later->detail));
    QVERIFY(later->attempts > 1);
    QCOMPARE(storedValue(), later->token);
    QVERIFY(pttl() > 0);
}

void TestUnsafeLocks::setnxExpireAcquireSetsTheLease()
{
    auto ca = newConnection();
    auto cb = newConnection();
    SetnxExpireLock a(*ca, KeySpace(), "job");
    SetnxExpireLock b(*cb, KeySpace(), "job");
    const auto hold = a.tryAcquire(5000);
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QVERIFY(hold->acquired);
    QCOMPARE(hold->token.size(), 32);
    const qint64 lease = pttl();
    QVERIFY2(lease > 4000 && lease <= 5000, qPrintable(QString::number(lease)));

    const auto other = b.tryAcquire(60000);
    QVERIFY(other.ok());
    QVERIFY(!other->acquired);
    QVERIFY2(other->detail.contains(u"ms left"), qPrintable(other->detail));
    QVERIFY(!other->detail.contains(u"repaired"));
    QVERIFY(pttl() <= 5000); // a lock with a TTL is left as it is
    QCOMPARE(storedValue(), hold->token);
}

void TestUnsafeLocks::setnxExpireReleaseDeletesOnlyItsOwnToken_data()
{
    QTest::addColumn<bool>("ownToken");
    QTest::addColumn<QString>("outcome");
    QTest::newRow("owner") << true << QStringLiteral("released");
    QTest::newRow("wrong token") << false << QStringLiteral("lost");
}

void TestUnsafeLocks::setnxExpireReleaseDeletesOnlyItsOwnToken()
{
    QFETCH(bool, ownToken);
    QFETCH(QString, outcome);
    auto c = newConnection();
    SetnxExpireLock lock(*c, KeySpace(), "job");
    const auto hold = lock.tryAcquire(5000);
    QVERIFY(hold.ok() && hold->acquired);
    LockHold presented = *hold;
    if (!ownToken)
        presented.token = "0123456789abcdef0123456789abcdef";
    const auto released = lock.release(presented);
    QVERIFY2(released.ok(), qPrintable(released.error().toString()));
    QCOMPARE(LockRelease::outcomeName(released->outcome), outcome);
    QVERIFY(released->releasedAtUs > 0);
    QCOMPARE(storedValue(), ownToken ? QByteArray("(none)") : hold->token);
}

void TestUnsafeLocks::setnxExpireReleaseIsLostWhenTheLockChangesHandsUnderWatch()
{
    auto ca = newConnection();
    auto cb = newConnection();
    SetnxExpireLock a(*ca, KeySpace(), "job");
    SetnxExpireLock b(*cb, KeySpace(), "job");
    const auto holdA = a.tryAcquire(5000);
    QVERIFY(holdA.ok() && holdA->acquired);
    // A has read its own token; before its MULTI, its lease runs out and B takes the lock.
    int hookCalls = 0;
    std::optional<Result<LockHold>> holdB;
    a.setStepHook([&](const char *step) {
        if (qstrcmp(step, "release-after-get") == 0 && ++hookCalls == 1) {
            (void)m_admin->command({"DEL", m_key});
            holdB = b.tryAcquire(5000);
        }
        return true;
    });
    const auto released = a.release(*holdA);
    QVERIFY2(released.ok(), qPrintable(released.error().toString()));
    QCOMPARE(hookCalls, 1); // the retry after the aborted EXEC saw B's token and stopped
    QVERIFY(holdB && holdB->ok() && (*holdB)->acquired);
    QCOMPARE(released->outcome, LockRelease::Outcome::Lost);
    QCOMPARE(storedValue(), (*holdB)->token);
}

// --- getset ----------------------------------------------------------------------------------

void TestUnsafeLocks::getsetAcquireStoresTheClientsExpiryAndReleases()
{
    auto ca = newConnection();
    auto cb = newConnection();
    GetSetLock a(*ca, KeySpace(), "job");
    GetSetLock b(*cb, KeySpace(), "job");
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    const auto hold = a.tryAcquire(5000);
    const qint64 after = QDateTime::currentMSecsSinceEpoch();
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QVERIFY(hold->acquired);
    const qint64 expiry = hold->token.toLongLong();
    QVERIFY(expiry >= before + 5000 && expiry <= after + 5000);
    QCOMPARE(storedValue(), hold->token);
    QCOMPARE(pttl(), -1); // the expiry lives only in the value

    const auto other = b.tryAcquire(5000);
    QVERIFY(other.ok());
    QVERIFY(!other->acquired);
    QVERIFY2(other->detail.contains(u"ms left"), qPrintable(other->detail));

    const auto released = a.release(*hold);
    QVERIFY2(released.ok(), qPrintable(released.error().toString()));
    QCOMPARE(released->outcome, LockRelease::Outcome::Released);
    QCOMPARE(pttl(), -2);
}

void TestUnsafeLocks::getsetExpiredLockGoesToOneRacerButTheLoserOverwritesItsExpiry()
{
    const QByteArray stale = QByteArray::number(QDateTime::currentMSecsSinceEpoch() - 1000);
    QVERIFY(m_admin->command({"SET", m_key, stale}).ok());
    auto ca = newConnection();
    auto cb = newConnection();
    GetSetLock a(*ca, KeySpace(), "job");
    GetSetLock b(*cb, KeySpace(), "job");
    // Both read the stale value: A reads it, and B's whole takeover runs before A's GETSET.
    std::optional<Result<LockHold>> holdB;
    a.setStepHook([&](const char *step) {
        if (qstrcmp(step, "after-get") == 0 && !holdB)
            holdB = b.tryAcquire(5000);
        return true;
    });
    const auto holdA = a.tryAcquire(9000); // another lease, so A's expiry differs from B's
    const qint64 afterA = QDateTime::currentMSecsSinceEpoch();
    QVERIFY2(holdA.ok(), qPrintable(holdA.error().toString()));
    QVERIFY(holdB && holdB->ok());
    const LockHold &winner = holdB->value();
    QVERIFY2(winner.acquired, qPrintable(winner.detail));
    QVERIFY2(winner.detail.contains(u"took over"), qPrintable(winner.detail));
    QVERIFY2(!holdA->acquired, "both racers won");
    QVERIFY2(holdA->detail.contains(u"lost the race"), qPrintable(holdA->detail));

    // The flaw: the stored expiry is the loser's, not the winner's.
    const QByteArray stored = storedValue();
    QVERIFY(stored != winner.token);
    const qint64 storedExpiry = stored.toLongLong();
    QVERIFY2(storedExpiry > afterA + 8000 && storedExpiry <= afterA + 9000, stored.constData());
    QVERIFY2(holdA->detail.contains(QString::fromLatin1(stored)), qPrintable(holdA->detail));
    // So the winner cannot even release its own lock.
    const auto released = b.release(winner);
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, LockRelease::Outcome::Lost);
    QCOMPARE(storedValue(), stored);
}

void TestUnsafeLocks::getsetClockAheadByMoreThanTheLeaseTakesOverAValidLock_data()
{
    QTest::addColumn<qint64>("offsetMs");
    QTest::addColumn<bool>("takesOver");
    QTest::newRow("clocks in sync") << qint64(0) << false;
    QTest::newRow("ahead by less than the lease") << qint64(5000) << false;
    QTest::newRow("behind") << qint64(-60000) << false;
    QTest::newRow("ahead by more than the lease") << qint64(60000) << true;
}

void TestUnsafeLocks::getsetClockAheadByMoreThanTheLeaseTakesOverAValidLock()
{
    QFETCH(qint64, offsetMs);
    QFETCH(bool, takesOver);
    auto ca = newConnection();
    auto cb = newConnection();
    GetSetLock holder(*ca, KeySpace(), "job");
    GetSetLock skewed(*cb, KeySpace(), "job");
    skewed.setClock(ClientClock(offsetMs));
    QCOMPARE(skewed.clock().offsetMs(), offsetMs);
    const auto hold = holder.tryAcquire(10000);
    QVERIFY(hold.ok() && hold->acquired);

    const auto other = skewed.tryAcquire(10000);
    QVERIFY2(other.ok(), qPrintable(other.error().toString()));
    QCOMPARE(other->acquired, takesOver);
    // By the real clock the holder's lease is still running in every row.
    QVERIFY(hold->token.toLongLong() > QDateTime::currentMSecsSinceEpoch());
    if (!takesOver) {
        QCOMPARE(storedValue(), hold->token);
        return;
    }
    // Two holders: the holder only finds out when it releases.
    QCOMPARE(storedValue(), other->token);
    const auto released = holder.release(*hold);
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, LockRelease::Outcome::Lost);
    QCOMPARE(storedValue(), other->token);
}

void TestUnsafeLocks::getsetReleaseDeletesOnlyAnUnexpiredOwnLock_data()
{
    QTest::addColumn<qint64>("ttlMs");
    QTest::addColumn<bool>("takenOver");
    QTest::addColumn<QString>("outcome");
    QTest::newRow("within the lease") << qint64(5000) << false << QStringLiteral("released");
    QTest::newRow("expired, not taken over") << qint64(50) << false << QStringLiteral("lost");
    QTest::newRow("expired and taken over") << qint64(50) << true << QStringLiteral("lost");
}

void TestUnsafeLocks::getsetReleaseDeletesOnlyAnUnexpiredOwnLock()
{
    QFETCH(qint64, ttlMs);
    QFETCH(bool, takenOver);
    QFETCH(QString, outcome);
    auto ca = newConnection();
    auto cb = newConnection();
    GetSetLock a(*ca, KeySpace(), "job");
    GetSetLock b(*cb, KeySpace(), "job");
    const auto hold = a.tryAcquire(ttlMs);
    QVERIFY(hold.ok() && hold->acquired);
    if (ttlMs < 1000)
        QThread::msleep(quint64(ttlMs) + 50);
    QByteArray expected = hold->token;
    if (takenOver) {
        const auto holdB = b.tryAcquire(5000);
        QVERIFY(holdB.ok());
        QVERIFY2(holdB->acquired, qPrintable(holdB->detail));
        expected = holdB->token;
    }
    const auto released = a.release(*hold);
    QVERIFY2(released.ok(), qPrintable(released.error().toString()));
    QCOMPARE(LockRelease::outcomeName(released->outcome), outcome);
    QCOMPARE(storedValue(), outcome == u"released" ? QByteArray("(none)") : expected);
}

QTEST_GUILESS_MAIN(TestUnsafeLocks)
#include "tst_unsafelocks.moc"
