#include "lockwatchdog.h"
#include "luascript.h"
#include "redisconnection.h"
#include "reentrantlock.h"
#include "testredis.h"
#include "tokenlock.h"
#include "watchedhold.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QTest>
#include <atomic>
#include <chrono>
#include <memory>

using Kind = RedisError::Kind;

namespace {
constexpr qint64 TtlMs = 1000;
const QString WatchdogName = QStringLiteral("cs-watchdog");

// A lock of the kind under test and what its watchdog renews it with.
std::unique_ptr<DistributedLock> makeLock(const QString &kind, RedisConnection &c)
{
    if (kind == u"reentrant")
        return std::make_unique<ReentrantLock>(c, KeySpace(), "job");
    return std::make_unique<TokenLock>(c, KeySpace(), "job");
}

// The lock kinds a watchdog renews, as _data() rows.
void addKindRows()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("token") << QStringLiteral("token");
    QTest::newRow("reentrant") << QStringLiteral("reentrant");
}

LockWatchdog::Renew renewalFor(const QString &kind, const LockHold &hold)
{
    return LockWatchdog::byScript(kind == u"reentrant" ? ReentrantLock::extendScript()
                                                       : TokenLock::extendScript(),
                                  hold.key, hold.token);
}

// What onLost reported, written from the watchdog's thread.
struct LostReport
{
    QMutex mutex;
    std::atomic<int> calls{0};
    RedisError why;
    std::chrono::steady_clock::time_point at;

    LockWatchdog::LostHandler handler()
    {
        return [this](const RedisError &e) {
            QMutexLocker locker(&mutex);
            why = e;
            at = std::chrono::steady_clock::now();
            ++calls;
        };
    }
    qint64 msSince(std::chrono::steady_clock::time_point start)
    {
        QMutexLocker locker(&mutex);
        return std::chrono::duration_cast<std::chrono::milliseconds>(at - start).count();
    }
    RedisError error()
    {
        QMutexLocker locker(&mutex);
        return why;
    }
};
} // namespace

class TestLockWatchdog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void keepsAShortLeaseAliveThroughLongerWork_data();
    void keepsAShortLeaseAliveThroughLongerWork();
    void reportsLostWithinAPeriodWhenRedisCannotBeReached_data();
    void reportsLostWithinAPeriodWhenRedisCannotBeReached();
    void keepsTheLockWhenItsIdleConnectionIsKilled();
    void reportsLostWhenAnotherClientTookTheLock_data();
    void reportsLostWhenAnotherClientTookTheLock();
    void stopIsPromptAndReportsNothing();
    void nonPositiveTtlIsRejected();
    void watchedHoldKeepsTheLockThenReleasesIt_data();
    void watchedHoldKeepsTheLockThenReleasesIt();
    void watchedHoldReleasesWhenDestroyed();
    void watchedHoldFoundLostLeavesTheNewHolderAlone();
    void watchedHoldRejectsAHoldNotAcquired();

private:
    ConnectionOptions watchdogOptions(const RedisServerProcess &server) const;
    TestRedis::Server m_server;
};

void TestLockWatchdog::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
}

void TestLockWatchdog::init()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(c.command({"FLUSHALL"}).ok());
}

ConnectionOptions TestLockWatchdog::watchdogOptions(const RedisServerProcess &server) const
{
    ConnectionOptions o = server.connectionOptions();
    o.clientName = WatchdogName;
    return o;
}

void TestLockWatchdog::keepsAShortLeaseAliveThroughLongerWork_data()
{
    addKindRows();
}

void TestLockWatchdog::keepsAShortLeaseAliveThroughLongerWork()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    RedisConnection rival(m_server->connectionOptions());
    const auto lock = makeLock(kind, c);
    const auto competitor = makeLock(kind, rival);
    const auto hold = lock->tryAcquire(TtlMs);
    QVERIFY(hold.ok() && hold->acquired);
    LostReport lost;
    LockWatchdog watchdog(watchdogOptions(*m_server), renewalFor(kind, *hold), TtlMs,
                          lost.handler());
    QVERIFY(watchdog.start().ok());

    // Three seconds of work: three leases' worth.
    QElapsedTimer work;
    work.start();
    int checks = 0;
    while (work.elapsed() < 3 * TtlMs) {
        QTest::qWait(150);
        const qint64 left = c.command({"PTTL", lock->key()})->integerValue();
        QVERIFY2(left > 0,
                 qPrintable(QStringLiteral("PTTL %1 after %2 ms").arg(left).arg(work.elapsed())));
        const auto taken = competitor->tryAcquire(TtlMs);
        QVERIFY(taken.ok());
        QVERIFY2(!taken->acquired, "a competitor acquired the lock during the work");
        ++checks;
    }
    QVERIFY(checks >= 15);
    QVERIFY(watchdog.isRunning());
    QVERIFY(!watchdog.isLost());
    QCOMPARE(lost.calls.load(), 0);
    // At once, then every 333 ms for 3 s: about 10.
    QVERIFY2(watchdog.renewals() >= 8, qPrintable(QString::number(watchdog.renewals())));
    QVERIFY(watchdog.lastRenewalUs() > hold->acquiredAtUs);

    watchdog.stop();
    QVERIFY(!watchdog.isRunning());
    const auto released = lock->release(*hold);
    QVERIFY2(released.ok(), qPrintable(released.error().toString()));
    QCOMPARE(released->outcome, LockRelease::Outcome::Released);
    QCOMPARE(c.command({"EXISTS", lock->key()})->integerValue(), qint64(0));
}

void TestLockWatchdog::keepsTheLockWhenItsIdleConnectionIsKilled()
{
    // CLIENT KILL (or the server's idle timeout) between two renewals closes only a connection:
    // Redis is reachable and the lock still holds our token, so the next renewal goes out on a
    // new connection and the lock is kept. (Before issue 18 the renewal was written on the dead
    // connection and the lock was reported lost.)
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisServerProcess &s = *server.value();
    RedisConnection c(s.connectionOptions());
    TokenLock lock(c, KeySpace(), "job");
    const auto hold = lock.tryAcquire(TtlMs);
    QVERIFY(hold.ok() && hold->acquired);
    LostReport lost;
    LockWatchdog watchdog(watchdogOptions(s), renewalFor(QStringLiteral("token"), *hold), TtlMs,
                          lost.handler());
    QVERIFY(watchdog.start().ok());
    QTRY_VERIFY_WITH_TIMEOUT(watchdog.renewals() >= 2, 2000);
    // CLIENT KILL has no name filter: find the watchdog's id by its name.
    const QByteArray named = QByteArray(" name=") + WatchdogName.toUtf8() + ' ';
    const auto watchdogId = [&] {
        QByteArray id;
        for (const QByteArray &line : c.command({"CLIENT", "LIST"})->bytes().split('\n'))
            if (line.contains(named))
                id = line.split(' ').first().mid(3);
        return id;
    };
    const QByteArray id = watchdogId();
    QVERIFY(!id.isEmpty());
    QCOMPARE(c.command({"CLIENT", "KILL", "ID", id})->integerValue(), qint64(1));
    const int renewals = watchdog.renewals();
    QTRY_VERIFY_WITH_TIMEOUT(watchdog.renewals() >= renewals + 2, 3000);
    QCOMPARE(lost.calls.load(), 0);
    QVERIFY(!watchdog.isLost());
    const QByteArray reconnected = watchdogId();
    QVERIFY(!reconnected.isEmpty() && reconnected != id);
    QCOMPARE(c.command({"GET", lock.key()})->bytes(), hold->token);
    watchdog.stop();
}

void TestLockWatchdog::reportsLostWithinAPeriodWhenRedisCannotBeReached_data()
{
    // How long after the fault onLost may come: the next renewal is at most one period away;
    // an unresponsive server also costs that renewal's timeout, capped to one period.
    QTest::addColumn<QString>("fault");
    QTest::addColumn<int>("periods");
    QTest::newRow("server killed") << QStringLiteral("kill-server") << 1;
    QTest::newRow("server unresponsive") << QStringLiteral("pause") << 2;
}

void TestLockWatchdog::reportsLostWithinAPeriodWhenRedisCannotBeReached()
{
    QFETCH(QString, fault);
    QFETCH(int, periods);
    auto server = TestRedis::start(); // its own: this test breaks it
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisServerProcess &s = *server.value();
    RedisConnection c(s.connectionOptions());
    TokenLock lock(c, KeySpace(), "job");
    const auto hold = lock.tryAcquire(TtlMs);
    QVERIFY(hold.ok() && hold->acquired);
    LostReport lost;
    LockWatchdog watchdog(watchdogOptions(s), renewalFor(QStringLiteral("token"), *hold), TtlMs,
                          lost.handler());
    QVERIFY(watchdog.start().ok());
    QTRY_VERIFY_WITH_TIMEOUT(watchdog.renewals() >= 2, 2000);

    std::chrono::steady_clock::time_point faultAt;
    if (fault == u"kill-server") {
        faultAt = std::chrono::steady_clock::now();
        s.kill();
    } else {
        QVERIFY(c.command({"CLIENT", "PAUSE", "2000", "ALL"}).ok());
        faultAt = std::chrono::steady_clock::now();
    }
    const qint64 bound = periods * watchdog.periodMs() + 300;
    QTRY_VERIFY_WITH_TIMEOUT(lost.calls.load() == 1, int(bound));
    const qint64 reportedAfter = lost.msSince(faultAt);
    qInfo("%s: onLost after %lld ms (period %lld ms, bound %lld ms): %s", qPrintable(fault),
          reportedAfter, watchdog.periodMs(), bound, qPrintable(lost.error().toString()));
    QVERIFY(reportedAfter <= bound);
    QVERIFY2(lost.error().isConnectionError(), qPrintable(lost.error().toString()));
    QVERIFY(watchdog.isLost());
    QTRY_VERIFY_WITH_TIMEOUT(!watchdog.isRunning(), 1000);
    const int renewals = watchdog.renewals();
    QTest::qWait(int(watchdog.periodMs()) + 100);
    QCOMPARE(watchdog.renewals(), renewals); // stopped: no retry past the failure
    QCOMPARE(lost.calls.load(), 1);
}

void TestLockWatchdog::reportsLostWhenAnotherClientTookTheLock_data()
{
    addKindRows();
}

void TestLockWatchdog::reportsLostWhenAnotherClientTookTheLock()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    RedisConnection rival(m_server->connectionOptions());
    const auto lock = makeLock(kind, c);
    const auto competitor = makeLock(kind, rival);
    const auto hold = lock->tryAcquire(TtlMs);
    QVERIFY(hold.ok() && hold->acquired);
    LostReport lost;
    LockWatchdog watchdog(watchdogOptions(*m_server), renewalFor(kind, *hold), TtlMs,
                          lost.handler());
    QVERIFY(watchdog.start().ok());
    QTRY_VERIFY_WITH_TIMEOUT(watchdog.renewals() >= 1, 2000);

    QVERIFY(c.command({"DEL", lock->key()}).ok()); // as if the lease had run out
    const auto taken = competitor->tryAcquire(60000);
    QVERIFY(taken.ok() && taken->acquired);
    QTRY_VERIFY_WITH_TIMEOUT(lost.calls.load() == 1, int(watchdog.periodMs() + 300));
    const RedisError why = lost.error();
    QVERIFY2(why.kind() == RedisError::Kind::Lost, qPrintable(why.toString()));
    QVERIFY(!why.isConnectionError());
    QVERIFY(watchdog.isLost());
    // The new holder's lock was not touched.
    QCOMPARE(competitor->status()->holder, taken->token);
    QVERIFY(c.command({"PTTL", lock->key()})->integerValue() > 55000);
}

void TestLockWatchdog::stopIsPromptAndReportsNothing()
{
    RedisConnection c(m_server->connectionOptions());
    TokenLock lock(c, KeySpace(), "job");
    const auto hold = lock.tryAcquire(30000);
    QVERIFY(hold.ok() && hold->acquired);
    LostReport lost;
    LockWatchdog watchdog(watchdogOptions(*m_server), renewalFor(QStringLiteral("token"), *hold),
                          30000, lost.handler());
    QVERIFY(watchdog.start().ok());
    QCOMPARE(watchdog.start().error().kind(), Kind::InvalidArgument); // once only
    QTRY_VERIFY_WITH_TIMEOUT(watchdog.renewals() == 1, 2000);
    QElapsedTimer clock;
    clock.start();
    watchdog.stop(); // the next renewal is 10 s away: stop() must not wait for it
    QVERIFY2(clock.elapsed() < 100, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!watchdog.isRunning());
    QCOMPARE(lock.release(*hold)->outcome, LockRelease::Outcome::Released);
    QCOMPARE(lost.calls.load(), 0);
    QVERIFY(!watchdog.isLost());
    // A stopped watchdog does not start again: it could not vouch for the lease meanwhile.
    QCOMPARE(watchdog.start().error().kind(), Kind::InvalidArgument);
    QVERIFY(!watchdog.isRunning());
}

void TestLockWatchdog::nonPositiveTtlIsRejected()
{
    LockHold hold;
    hold.key = "cs:{job}:lock";
    hold.token = "t";
    LockWatchdog watchdog(watchdogOptions(*m_server), renewalFor(QStringLiteral("token"), hold), 0);
    QCOMPARE(watchdog.start().error().kind(), Kind::InvalidArgument);
    QVERIFY(!watchdog.isRunning());
}

void TestLockWatchdog::watchedHoldKeepsTheLockThenReleasesIt_data()
{
    addKindRows();
}

void TestLockWatchdog::watchedHoldKeepsTheLockThenReleasesIt()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    RedisConnection rival(m_server->connectionOptions());
    const auto lock = makeLock(kind, c);
    const auto competitor = makeLock(kind, rival);
    const auto hold = lock->tryAcquire(TtlMs);
    QVERIFY(hold.ok() && hold->acquired);
    auto watched =
        WatchedHold::start(*lock, *hold, watchdogOptions(*m_server), renewalFor(kind, *hold));
    QVERIFY2(watched.ok(), qPrintable(watched.error().toString()));
    QTest::qWait(int(2.5 * TtlMs)); // work for 2.5 leases
    const auto refused = competitor->tryAcquire(TtlMs);
    QVERIFY(refused.ok() && !refused->acquired);
    QVERIFY((*watched)->watchdog().renewals() >= 2);

    const auto released = (*watched)->release();
    QVERIFY2(released.ok(), qPrintable(released.error().toString()));
    QCOMPARE(released->outcome, LockRelease::Outcome::Released);
    QVERIFY(!(*watched)->watchdog().isRunning());
    QCOMPARE(c.command({"EXISTS", hold->key})->integerValue(), 0);
    const auto again = (*watched)->release();
    QVERIFY(!again.ok());
    QCOMPARE(again.error().kind(), Kind::InvalidArgument);
}

void TestLockWatchdog::watchedHoldReleasesWhenDestroyed()
{
    RedisConnection c(m_server->connectionOptions());
    TokenLock lock(c, KeySpace(), "job");
    const auto hold = lock.tryAcquire(60000); // long: only the release can free it in time
    QVERIFY(hold.ok() && hold->acquired);
    {
        auto watched = WatchedHold::start(lock, *hold, watchdogOptions(*m_server),
                                          renewalFor(QStringLiteral("token"), *hold));
        QVERIFY(watched.ok());
        QCOMPARE(c.command({"EXISTS", hold->key})->integerValue(), 1);
    }
    QCOMPARE(c.command({"EXISTS", hold->key})->integerValue(), 0);
}

void TestLockWatchdog::watchedHoldFoundLostLeavesTheNewHolderAlone()
{
    RedisConnection c(m_server->connectionOptions());
    RedisConnection rival(m_server->connectionOptions());
    TokenLock lock(c, KeySpace(), "job");
    TokenLock competitor(rival, KeySpace(), "job");
    const auto hold = lock.tryAcquire(TtlMs);
    QVERIFY(hold.ok() && hold->acquired);
    LostReport lost;
    auto watched = WatchedHold::start(lock, *hold, watchdogOptions(*m_server),
                                      renewalFor(QStringLiteral("token"), *hold), lost.handler());
    QVERIFY(watched.ok());
    QVERIFY(c.command({"DEL", hold->key}).ok()); // as if the lease had run out
    const auto taken = competitor.tryAcquire(60000);
    QVERIFY(taken.ok() && taken->acquired);
    QTRY_VERIFY_WITH_TIMEOUT((*watched)->isLost(), int(3 * TtlMs));
    QCOMPARE(lost.error().kind(), Kind::Lost);

    const auto released = (*watched)->release();
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, LockRelease::Outcome::Lost);
    QCOMPARE(competitor.status()->holder, taken->token);
}

void TestLockWatchdog::watchedHoldRejectsAHoldNotAcquired()
{
    RedisConnection c(m_server->connectionOptions());
    TokenLock lock(c, KeySpace(), "job");
    const auto watched = WatchedHold::start(lock, LockHold{}, watchdogOptions(*m_server),
                                            renewalFor(QStringLiteral("token"), LockHold{}));
    QVERIFY(!watched.ok());
    QCOMPARE(watched.error().kind(), Kind::InvalidArgument);
}

QTEST_GUILESS_MAIN(TestLockWatchdog)
#include "tst_lockwatchdog.moc"
