#include "holdintervals.h"
#include "redisconnection.h"
#include "reentrantlock.h"
#include "testredis.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QTest>
#include <QThread>
#include <algorithm>

using Kind = RedisError::Kind;
using Outcome = LockRelease::Outcome;

class TestReentrantLock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void nestedAcquiresCountHoldsAndTheLastReleaseFreesIt_data();
    void nestedAcquiresCountHoldsAndTheLastReleaseFreesIt();
    void partialReleaseRestartsTheLease();
    void anotherOwnerCanNeitherAcquireReleaseNorExtend();
    void ownerIdIsPerObjectAndThreadUnlessSet();
    void waitersAreWokenByTheUnlockMessage_data();
    void waitersAreWokenByTheUnlockMessage();
    void waiterGetsALockWhoseHolderCrashedWhenItsLeaseEnds();
    void waitEndsAtTheDeadlineAndUnsubscribes();
    void nonPositiveTtlIsRejectedBeforeAnythingIsSent_data();
    void nonPositiveTtlIsRejectedBeforeAnythingIsSent();
    void keyOfAnotherTypeIsAWrongTypeError_data();
    void keyOfAnotherTypeIsAWrongTypeError();

private:
    TestRedis::Server m_server;
};

namespace {
qint64 pttl(RedisConnection &c, const QByteArray &key)
{
    return c.command({"PTTL", key})->integerValue();
}
} // namespace

void TestReentrantLock::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
}

void TestReentrantLock::init()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(c.command({"FLUSHALL"}).ok());
}

void TestReentrantLock::nestedAcquiresCountHoldsAndTheLastReleaseFreesIt_data()
{
    QTest::addColumn<int>("depth");
    QTest::newRow("once") << 1;
    QTest::newRow("three times") << 3;
    QTest::newRow("five times") << 5;
}

void TestReentrantLock::nestedAcquiresCountHoldsAndTheLastReleaseFreesIt()
{
    QFETCH(int, depth);
    RedisConnection c(m_server->connectionOptions());
    ReentrantLock lock(c, KeySpace(), "nested");
    QList<LockHold> holds;
    for (int i = 1; i <= depth; ++i) {
        const auto hold = lock.tryAcquire(5000);
        QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
        QVERIFY(hold->acquired);
        QCOMPARE(hold->holdCount, qint64(i));
        QCOMPARE(hold->token, lock.owner());
        QVERIFY(hold->acquiredAtUs > 0);
        holds.append(*hold);
    }
    const auto status = lock.status();
    QVERIFY(status.ok());
    QVERIFY(status->held);
    QCOMPARE(status->holder, lock.owner());
    QCOMPARE(status->holdCount, qint64(depth));
    QCOMPARE(status->layout, QStringLiteral("reentrant"));
    QVERIFY(status->ttlMs > 0 && status->ttlMs <= 5000);
    QCOMPARE(c.command({"HGET", lock.key(), lock.owner()})->bytes(), QByteArray::number(depth));

    for (int left = depth - 1; left >= 0; --left) {
        const auto released = lock.release(holds.takeLast());
        QVERIFY2(released.ok(), qPrintable(released.error().toString()));
        QCOMPARE(released->outcome, left > 0 ? Outcome::StillHeld : Outcome::Released);
        QCOMPARE(released->holdCount, qint64(left));
        QCOMPARE(c.command({"EXISTS", lock.key()})->integerValue(), qint64(left > 0 ? 1 : 0));
    }
    QVERIFY(!lock.status()->held);
    QCOMPARE(lock.status()->ttlMs, qint64(-2));
}

void TestReentrantLock::partialReleaseRestartsTheLease()
{
    RedisConnection c(m_server->connectionOptions());
    ReentrantLock lock(c, KeySpace(), "lease");
    QVERIFY(lock.tryAcquire(1000)->acquired);
    const auto inner = lock.tryAcquire(1000);
    QVERIFY(inner.ok() && inner->acquired);
    QTest::qWait(400);
    QVERIFY(pttl(c, lock.key()) <= 650);
    QCOMPARE(lock.release(*inner)->outcome, Outcome::StillHeld);
    QVERIFY(pttl(c, lock.key()) > 900);
}

void TestReentrantLock::anotherOwnerCanNeitherAcquireReleaseNorExtend()
{
    RedisConnection c(m_server->connectionOptions());
    RedisConnection otherConnection(m_server->connectionOptions());
    ReentrantLock mine(c, KeySpace(), "shared");
    ReentrantLock theirs(otherConnection, KeySpace(), "shared");
    QVERIFY(mine.owner() != theirs.owner());
    QVERIFY(mine.tryAcquire(5000)->acquired);
    const auto hold = mine.tryAcquire(5000);
    QCOMPARE(hold->holdCount, qint64(2));

    const auto denied = theirs.tryAcquire(5000);
    QVERIFY(denied.ok());
    QVERIFY(!denied->acquired);
    QVERIFY2(denied->detail.contains(QString::fromUtf8(mine.owner())), qPrintable(denied->detail));

    LockHold forged = *hold; // their owner id on our hold: not theirs to release or extend
    forged.token = theirs.owner();
    const auto released = theirs.release(forged);
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, Outcome::Lost);
    const auto extended = theirs.extend(forged, 60000);
    QVERIFY(extended.ok());
    QVERIFY(!extended->acquired);

    const auto status = mine.status();
    QCOMPARE(status->holder, mine.owner());
    QCOMPARE(status->holdCount, qint64(2));
    QVERIFY(status->ttlMs <= 5000);
    const auto renewed = mine.extend(*hold, 60000);
    QVERIFY(renewed.ok() && renewed->acquired);
    QCOMPARE(renewed->holdCount, qint64(2));
    QVERIFY(pttl(c, mine.key()) > 55000);
}

void TestReentrantLock::ownerIdIsPerObjectAndThreadUnlessSet()
{
    RedisConnection c(m_server->connectionOptions());
    ReentrantLock lock(c, KeySpace(), "ids");
    const QByteArray here = lock.owner();
    QCOMPARE(here, lock.owner()); // stable for this object and thread
    QByteArray inWorker;
    QThread *worker = QThread::create([&] { inWorker = lock.owner(); });
    worker->start();
    QVERIFY(worker->wait(5000));
    delete worker;
    QVERIFY(!inWorker.isEmpty());
    QVERIFY(inWorker != here);
    QCOMPARE(inWorker.left(33), here.left(33)); // same object: same random half and ':'

    // Two objects (two processes of the CLI) with the same explicit owner share the hold.
    RedisConnection c2(m_server->connectionOptions());
    ReentrantLock again(c2, KeySpace(), "ids");
    lock.setOwner("worker-7");
    again.setOwner("worker-7");
    QCOMPARE(lock.tryAcquire(5000)->holdCount, qint64(1));
    QCOMPARE(again.tryAcquire(5000)->holdCount, qint64(2));
    lock.setOwner({});
    QCOMPARE(lock.owner(), here);
}

void TestReentrantLock::waitersAreWokenByTheUnlockMessage_data()
{
    QTest::addColumn<int>("waiters");
    QTest::newRow("one waiter") << 1;
    QTest::newRow("three waiters") << 3;
}

// Each waiter polls only every 2 s; the hand-offs must come from the unlock message, within
// a few milliseconds of each release (both times read from the server's clock).
void TestReentrantLock::waitersAreWokenByTheUnlockMessage()
{
    QFETCH(int, waiters);
    constexpr int FallbackMs = 2000;
    constexpr int WorkMs = 50;
    RedisConnection c(m_server->connectionOptions());
    ReentrantLock holder(c, KeySpace(), "handoff");
    const auto first = holder.tryAcquire(10000);
    QVERIFY(first.ok() && first->acquired);

    QMutex mutex;
    HoldIntervals intervals;
    QList<int> attempts;
    QStringList failures;
    QList<QThread *> threads;
    for (int w = 0; w < waiters; ++w) {
        threads.append(QThread::create([&] {
            RedisConnection own(m_server->connectionOptions());
            ReentrantLock lock(own, KeySpace(), "handoff");
            lock.setFallbackPollMs(FallbackMs);
            const auto hold = lock.acquire({10000, 10000, 10, 10});
            if (!hold || !hold->acquired) {
                QMutexLocker locker(&mutex);
                failures << (hold ? hold->detail : hold.error().toString());
                return;
            }
            QThread::msleep(WorkMs);
            const auto released = lock.release(*hold);
            QMutexLocker locker(&mutex);
            if (!released || released->outcome != Outcome::Released) {
                failures << QStringLiteral("release failed");
                return;
            }
            intervals.add({hold->acquiredAtUs, released->releasedAtUs, hold->token});
            attempts << hold->attempts;
        }));
        threads.last()->start();
    }
    RedisConnection admin(m_server->connectionOptions());
    const auto subscribers = [&] {
        const auto n = admin.command({"PUBSUB", "NUMSUB", holder.unlockChannel()});
        return n.ok() ? n->elements().at(1).integerValue() : -1;
    };
    QTRY_COMPARE_WITH_TIMEOUT(subscribers(), qint64(waiters), 5000);
    QTest::qWait(200);
    const auto released = holder.release(*first);
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, Outcome::Released);
    intervals.add({first->acquiredAtUs, released->releasedAtUs, first->token});
    for (QThread *t : threads) {
        QVERIFY(t->wait(20000));
        delete t;
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(intervals.size(), waiters + 1);
    QVERIFY(intervals.overlaps().isEmpty());

    QList<HoldIntervals::Interval> byStart = intervals.intervals();
    std::sort(byStart.begin(), byStart.end(),
              [](const auto &a, const auto &b) { return a.startUs < b.startUs; });
    QStringList measured;
    for (qsizetype i = 1; i < byStart.size(); ++i) {
        const qint64 wakeUpUs = byStart.at(i).startUs - byStart.at(i - 1).endUs;
        measured << QStringLiteral("%1 µs").arg(wakeUpUs);
        QVERIFY2(wakeUpUs >= 0 && wakeUpUs < 100000 && wakeUpUs < FallbackMs * 1000 / 10,
                 qPrintable(QStringLiteral("hand-off %1 took %2 µs").arg(i).arg(wakeUpUs)));
    }
    qInfo("wake-up latency after release (fallback poll %d ms): %s", FallbackMs,
          qPrintable(measured.join(QStringLiteral(", "))));
    // Woken, not polling: the first waiter tried before and after subscribing, then once more.
    QVERIFY(*std::min_element(attempts.begin(), attempts.end()) <= 3);
}

void TestReentrantLock::waiterGetsALockWhoseHolderCrashedWhenItsLeaseEnds()
{
    constexpr qint64 TtlMs = 300;
    RedisConnection crashed(m_server->connectionOptions());
    RedisConnection c(m_server->connectionOptions());
    RedisConnection listener(m_server->connectionOptions());
    ReentrantLock gone(crashed, KeySpace(), "crash");
    ReentrantLock waiter(c, KeySpace(), "crash");
    waiter.setFallbackPollMs(2000);
    QVERIFY(listener.command({"SUBSCRIBE", waiter.unlockChannel()}).ok());
    const auto dead = gone.tryAcquire(TtlMs);
    QVERIFY(dead.ok() && dead->acquired);
    crashed.disconnect(); // the holder dies: no release, no PUBLISH

    const auto hold = waiter.acquire({5000, 5000, 10, 10});
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QVERIFY2(hold->acquired, qPrintable(hold->detail));
    const qint64 afterMs = (hold->acquiredAtUs - dead->acquiredAtUs) / 1000;
    qInfo("acquired %lld ms after the crashed holder's %lld ms lease began", afterMs, TtlMs);
    QVERIFY2(afterMs >= TtlMs - 5 && afterMs < TtlMs + 100, qPrintable(QString::number(afterMs)));
    // Tries when its lease ends (and maybe once more in its last millisecond), never spins.
    QVERIFY2(hold->attempts <= 6, qPrintable(QString::number(hold->attempts)));
    const auto message = listener.receive(0);
    QVERIFY(message.ok());
    QVERIFY(!message->has_value()); // the waiter got it without any unlock message
}

void TestReentrantLock::waitEndsAtTheDeadlineAndUnsubscribes()
{
    RedisConnection c(m_server->connectionOptions());
    RedisConnection other(m_server->connectionOptions());
    ReentrantLock holder(c, KeySpace(), "busy");
    ReentrantLock waiter(other, KeySpace(), "busy");
    QVERIFY(holder.tryAcquire(10000)->acquired);
    QElapsedTimer clock;
    clock.start();
    const auto hold = waiter.acquire({10000, 300, 10, 10});
    const qint64 waited = clock.elapsed();
    QVERIFY(hold.ok());
    QVERIFY(!hold->acquired);
    QVERIFY(hold->detail.startsWith(u"held by"));
    QVERIFY2(waited >= 290 && waited < 600, qPrintable(QString::number(waited)));
    QVERIFY2(hold->attempts <= 5, qPrintable(QString::number(hold->attempts))); // 250 ms polls
    const auto n = c.command({"PUBSUB", "NUMSUB", waiter.unlockChannel()});
    QCOMPARE(n->elements().at(1).integerValue(), qint64(0));
    QVERIFY(waiter.tryAcquire(10000).ok()); // its own connection is intact
}

void TestReentrantLock::nonPositiveTtlIsRejectedBeforeAnythingIsSent_data()
{
    QTest::addColumn<qint64>("ttl");
    QTest::newRow("zero") << qint64(0);
    QTest::newRow("negative") << qint64(-5);
}

void TestReentrantLock::nonPositiveTtlIsRejectedBeforeAnythingIsSent()
{
    QFETCH(qint64, ttl);
    RedisConnection c(m_server->connectionOptions());
    ReentrantLock lock(c, KeySpace(), "ttl");
    QCOMPARE(lock.tryAcquire(ttl).error().kind(), Kind::InvalidArgument);
    QCOMPARE(lock.acquire({ttl, 100, 10, 10}).error().kind(), Kind::InvalidArgument);
    LockHold hold;
    hold.token = lock.owner();
    QCOMPARE(lock.extend(hold, ttl).error().kind(), Kind::InvalidArgument);
    QCOMPARE(c.command({"EXISTS", lock.key()})->integerValue(), qint64(0));
}

void TestReentrantLock::keyOfAnotherTypeIsAWrongTypeError_data()
{
    QTest::addColumn<QString>("operation");
    for (const char *op : {"tryAcquire", "acquire", "release", "extend", "status"})
        QTest::newRow(op) << QString::fromLatin1(op);
}

void TestReentrantLock::keyOfAnotherTypeIsAWrongTypeError()
{
    QFETCH(QString, operation);
    RedisConnection c(m_server->connectionOptions());
    ReentrantLock lock(c, KeySpace(), "typed");
    QVERIFY(c.command({"SET", lock.key(), "a string"}).ok());
    LockHold hold;
    hold.token = lock.owner();
    hold.ttlMs = 1000;
    RedisError error;
    if (operation == u"tryAcquire")
        error = lock.tryAcquire(1000).error();
    else if (operation == u"acquire")
        error = lock.acquire({1000, 200, 10, 10}).error();
    else if (operation == u"release")
        error = lock.release(hold).error();
    else if (operation == u"extend")
        error = lock.extend(hold, 1000).error();
    else
        error = lock.status().error();
    QCOMPARE(error.kind(), Kind::WrongType);
    QCOMPARE(c.command({"GET", lock.key()})->bytes(), QByteArray("a string"));
}

QTEST_GUILESS_MAIN(TestReentrantLock)
#include "tst_reentrantlock.moc"
