// Waiters woken by the release before theirs, first come first served (issue 22): the token lock
// family's waiting line (docs/primitives/locks.md, "Waiting").
#include "fencedlock.h"
#include "redisconnection.h"
#include "semaphorefactory.h"
#include "testredis.h"
#include "tokenlock.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <functional>
#include <memory>

namespace {
// A waiter on a thread of its own (a connection belongs to the thread that uses it): it runs
// acquire() on its own connection and keeps the result.
class Waiter
{
public:
    using MakeLock = std::function<std::unique_ptr<TokenLock>(RedisConnection &)>;

    Waiter(ConnectionOptions options, MakeLock make, LockAcquireOptions acquire)
    {
        m_thread.reset(QThread::create([this, options, make, acquire] {
            RedisConnection connection(options);
            const auto lock = make(connection);
            m_result = lock->acquire(acquire);
        }));
        m_thread->start();
    }
    ~Waiter() { m_thread->wait(); }

    bool finished(int waitMs) { return m_thread->wait(QDeadlineTimer(waitMs)); }
    // Valid once finished() said true.
    const Result<LockHold> &result() const { return m_result; }

private:
    std::unique_ptr<QThread> m_thread;
    Result<LockHold> m_result = RedisError(RedisError::Kind::Io, QStringLiteral("not finished"));
};

LockAcquireOptions waitingLong(qint64 waitMs, int retryDelayMs)
{
    LockAcquireOptions o;
    o.ttlMs = 30000;
    o.waitMs = waitMs;
    o.retryDelayMs = retryDelayMs;
    o.retryJitterMs = 0;
    return o;
}
} // namespace

class TestWokenWaiters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void waiterIsWokenByTheReleaseNotByItsRetryDelay_data();
    void waiterIsWokenByTheReleaseNotByItsRetryDelay();
    void freeLockGoesToTheFirstInLine();
    void releaserCannotTakeTheLockBackFromTheLine();
    void waiterThatStopsComingBackLosesItsPlace();
    void waitThatRunsOutLeavesTheLine();
    void userWithoutSubscribeStillWaitsByRetrying();
    void waiterStillListeningJoinsOnItsFirstTry();
    void semaphoreWaiterIsWokenByARelease_data();
    void semaphoreWaiterIsWokenByARelease();

private:
    std::unique_ptr<TokenLock> makeLock(const QByteArray &kind, RedisConnection &c) const;
    qint64 lineLength(const TokenLock &lock) const;
    bool waitForLineLength(const TokenLock &lock, qint64 length) const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestWokenWaiters::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestWokenWaiters::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

std::unique_ptr<TokenLock> TestWokenWaiters::makeLock(const QByteArray &kind,
                                                      RedisConnection &c) const
{
    if (kind == "fenced")
        return std::make_unique<FencedLock>(c, KeySpace(), "job");
    return std::make_unique<TokenLock>(c, KeySpace(), "job");
}

qint64 TestWokenWaiters::lineLength(const TokenLock &lock) const
{
    const auto length = m_admin->command({"LLEN", lock.queueKey()});
    return length ? length->integerValue() : -1;
}

bool TestWokenWaiters::waitForLineLength(const TokenLock &lock, qint64 length) const
{
    QDeadlineTimer deadline(10000);
    while (!deadline.hasExpired()) {
        if (lineLength(lock) == length)
            return true;
        QThread::msleep(5);
    }
    return false;
}

void TestWokenWaiters::waiterIsWokenByTheReleaseNotByItsRetryDelay_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::newRow("token") << QByteArray("token");
    QTest::newRow("fenced") << QByteArray("fenced");
}

void TestWokenWaiters::waiterIsWokenByTheReleaseNotByItsRetryDelay()
{
    QFETCH(QByteArray, kind);
    RedisConnection c(m_server->connectionOptions());
    const auto holder = makeLock(kind, c);
    const auto held = holder->tryAcquire(30000);
    QVERIFY(held.ok() && held->acquired);

    // Its retry delay is a minute: within the 10 s the test waits, only a wake-up can get it the
    // lock.
    Waiter waiter(
        m_server->connectionOptions(), [&](RedisConnection &wc) { return makeLock(kind, wc); },
        waitingLong(60000, 60000));
    QVERIFY(waitForLineLength(*holder, 1));
    const auto released = holder->release(*held);
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, LockRelease::Outcome::Released);

    QVERIFY(waiter.finished(10000));
    const auto &woken = waiter.result();
    QVERIFY2(woken.ok(), qPrintable(woken.error().toString()));
    QVERIFY2(woken->acquired, qPrintable(woken->detail));
    QCOMPARE(woken->attempts, 3); // the first try, the one that joined the line, the woken one
    if (kind == "fenced")
        QVERIFY(woken->fencing > held->fencing);
    QCOMPARE(lineLength(*holder), qint64(0));
    const auto status = holder->status();
    QVERIFY(status.ok());
    QCOMPARE(status->holder, woken->token);
}

void TestWokenWaiters::freeLockGoesToTheFirstInLine()
{
    RedisConnection c(m_server->connectionOptions());
    const auto holder = makeLock("token", c);
    const auto held = holder->tryAcquire(30000);
    QVERIFY(held.ok() && held->acquired);
    const auto make = [&](RedisConnection &wc) { return makeLock("token", wc); };

    Waiter first(m_server->connectionOptions(), make, waitingLong(60000, 60000));
    QVERIFY(waitForLineLength(*holder, 1));
    Waiter second(m_server->connectionOptions(), make, waitingLong(60000, 60000));
    QVERIFY(waitForLineLength(*holder, 2));
    const auto firstToken = m_admin->command({"LINDEX", holder->queueKey(), "0"});
    QVERIFY(firstToken.ok());

    QVERIFY(holder->release(*held).ok());
    QVERIFY(first.finished(10000));
    QVERIFY(first.result().ok() && first.result()->acquired);
    QCOMPARE(first.result()->token, firstToken->bytes());
    // The second is still in line, and gets the lock when the first lets it go.
    QVERIFY(!second.finished(200));
    QCOMPARE(lineLength(*holder), qint64(1));
    QVERIFY(holder->release(*first.result()).ok());
    QVERIFY(second.finished(10000));
    QVERIFY(second.result().ok());
    QVERIFY2(second.result()->acquired, qPrintable(second.result()->detail));
    QCOMPARE(lineLength(*holder), qint64(0));
}

void TestWokenWaiters::releaserCannotTakeTheLockBackFromTheLine()
{
    RedisConnection c(m_server->connectionOptions());
    const auto holder = makeLock("token", c);
    const auto held = holder->tryAcquire(30000);
    QVERIFY(held.ok() && held->acquired);
    Waiter waiter(
        m_server->connectionOptions(), [&](RedisConnection &wc) { return makeLock("token", wc); },
        waitingLong(60000, 60000));
    QVERIFY(waitForLineLength(*holder, 1));

    // Release and try again at once, as a client in a tight loop does: whether or not the
    // waiter has taken the lock yet, it is the waiter's.
    QVERIFY(holder->release(*held).ok());
    const auto again = holder->tryAcquire(30000);
    QVERIFY(again.ok());
    QVERIFY2(!again->acquired, qPrintable(again->detail));
    QVERIFY2(again->detail.contains(QLatin1String("waiting in line")) ||
                 again->detail.startsWith(QLatin1String("held by")),
             qPrintable(again->detail));
    QVERIFY(waiter.finished(10000));
    QVERIFY(waiter.result().ok() && waiter.result()->acquired);
}

void TestWokenWaiters::waiterThatStopsComingBackLosesItsPlace()
{
    RedisConnection c(m_server->connectionOptions());
    const auto lock = makeLock("token", c);
    // A waiter that crashed in line: its place is kept for 300 ms more, then it is dropped.
    const auto time = m_admin->command({"TIME"});
    QVERIFY(time.ok());
    const qint64 nowMs = time->elements().at(0).bytes().toLongLong() * 1000 +
                         time->elements().at(1).bytes().toLongLong() / 1000;
    QVERIFY(m_admin->command({"RPUSH", lock->queueKey(), "ghost"}).ok());
    QVERIFY(
        m_admin->command({"ZADD", lock->keptKey(), QByteArray::number(nowMs + 300), "ghost"}).ok());

    const auto refused = lock->tryAcquire(30000);
    QVERIFY(refused.ok());
    QVERIFY2(!refused->acquired, qPrintable(refused->detail));
    QCOMPARE(refused->detail, QStringLiteral("free, but kept for the first of 1 waiting in line"));
    QThread::msleep(400);
    const auto granted = lock->tryAcquire(30000);
    QVERIFY(granted.ok());
    QVERIFY2(granted->acquired, qPrintable(granted->detail));
    QCOMPARE(lineLength(*lock), qint64(0));
    QCOMPARE(m_admin->command({"ZCARD", lock->keptKey()})->integerValue(), qint64(0));
}

void TestWokenWaiters::waitThatRunsOutLeavesTheLine()
{
    RedisConnection c(m_server->connectionOptions());
    const auto holder = makeLock("token", c);
    const auto held = holder->tryAcquire(30000);
    QVERIFY(held.ok() && held->acquired);

    RedisConnection w(m_server->connectionOptions());
    const auto waiter = makeLock("token", w);
    const auto gaveUp = waiter->acquire(waitingLong(300, 50));
    QVERIFY(gaveUp.ok());
    QVERIFY(!gaveUp->acquired);
    QVERIFY(gaveUp->attempts >= 2);
    QCOMPARE(lineLength(*holder), qint64(0));
    QCOMPARE(m_admin->command({"ZCARD", holder->keptKey()})->integerValue(), qint64(0));
    // Nobody is in line: the release leaves the lock free for anyone.
    QVERIFY(holder->release(*held).ok());
    const auto next = waiter->tryAcquire(30000);
    QVERIFY(next.ok() && next->acquired);
}

void TestWokenWaiters::userWithoutSubscribeStillWaitsByRetrying()
{
    QVERIFY(m_admin
                ->command({"ACL", "SETUSER", "nosub", "reset", "on", ">pw", "~*", "&*", "+@all",
                           "-subscribe"})
                .ok());
    ConnectionOptions limited = m_server->connectionOptions();
    limited.user = QStringLiteral("nosub");
    limited.password = QStringLiteral("pw");
    RedisConnection c(m_server->connectionOptions());
    const auto holder = makeLock("token", c);
    const auto held = holder->tryAcquire(30000);
    QVERIFY(held.ok() && held->acquired);

    Waiter waiter(
        limited, [&](RedisConnection &wc) { return makeLock("token", wc); }, waitingLong(8000, 20));
    QVERIFY(waitForLineLength(*holder, 1));
    QVERIFY(holder->release(*held).ok());
    QVERIFY(waiter.finished(10000));
    QVERIFY2(waiter.result().ok(), qPrintable(waiter.result().error().toString()));
    QVERIFY2(waiter.result()->acquired, qPrintable(waiter.result()->detail));
    QVERIFY(m_admin->command({"ACL", "DELUSER", "nosub"}).ok());
}

void TestWokenWaiters::waiterStillListeningJoinsOnItsFirstTry()
{
    RedisConnection c(m_server->connectionOptions());
    const auto holder = makeLock("token", c);
    // One lock object waits twice; the second time it is subscribed already, and its first try
    // joins the line: one script fewer.
    QList<Result<LockHold>> results;
    QSemaphore heldAgain; // the holder has the lock again: the waiter's second wait may begin
    std::unique_ptr<QThread> waiter(QThread::create([&] {
        RedisConnection wc(m_server->connectionOptions());
        const auto lock = makeLock("token", wc);
        for (int i = 0; i < 2; ++i) {
            if (i == 1 && !heldAgain.tryAcquire(1, 10000))
                return;
            auto got = lock->acquire(waitingLong(60000, 60000));
            results.append(got);
            if (got && got->acquired)
                (void)lock->release(*got);
        }
    }));
    auto held = holder->tryAcquire(30000);
    QVERIFY(held.ok() && held->acquired);
    waiter->start();
    for (int round = 0; round < 2; ++round) {
        QVERIFY(waitForLineLength(*holder, 1));
        QVERIFY(holder->release(*held).ok());
        if (round == 0) {
            // Taken back once the waiter let go (it holds for no time).
            QDeadlineTimer deadline(10000);
            do {
                held = holder->tryAcquire(30000);
                QVERIFY(held.ok());
            } while (!held->acquired && !deadline.hasExpired() && (QThread::msleep(2), true));
            QVERIFY(held->acquired);
            heldAgain.release();
        }
    }
    QVERIFY(waiter->wait(QDeadlineTimer(10000)));
    QCOMPARE(results.size(), 2);
    for (const auto &r : results)
        QVERIFY(r.ok() && r->acquired);
    QCOMPARE(results.at(0)->attempts, 3); // first try, joining try, woken try
    QCOMPARE(results.at(1)->attempts, 2); // joining first try, woken try
}

void TestWokenWaiters::semaphoreWaiterIsWokenByARelease_data()
{
    QTest::addColumn<QString>("kind");
    for (const QString &kind : SemaphoreFactory::kinds())
        QTest::newRow(qPrintable(kind)) << kind;
}

void TestWokenWaiters::semaphoreWaiterIsWokenByARelease()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    auto holder = SemaphoreFactory::create(kind, c, KeySpace(), "pool");
    QVERIFY(holder.ok());
    const auto held = holder.value()->tryAcquire(1, 30000);
    QVERIFY(held.ok() && held->acquired);

    // Its retry delay and its wait are a minute: within the 10 s the test waits, only the
    // release's message can admit it.
    Result<SemaphorePermit> woken =
        RedisError(RedisError::Kind::Io, QStringLiteral("not finished"));
    std::unique_ptr<QThread> waiter(QThread::create([&] {
        RedisConnection wc(m_server->connectionOptions());
        auto semaphore = SemaphoreFactory::create(kind, wc, KeySpace(), "pool");
        if (!semaphore) {
            woken = semaphore.error();
            return;
        }
        SemaphoreAcquireOptions o;
        o.limit = 1;
        o.leaseMs = 30000;
        o.waitMs = 60000;
        o.retryDelayMs = 60000;
        o.retryJitterMs = 0;
        woken = semaphore.value()->acquire(o);
    }));
    waiter->start();
    // Subscribed: the waiter listens on the wake channel.
    QDeadlineTimer listening(10000);
    while (!listening.hasExpired()) {
        const auto subscribers =
            m_admin->command({"PUBSUB", "NUMSUB", holder.value()->wakeChannel()});
        QVERIFY(subscribers.ok());
        if (subscribers->elements().value(1).integerValue() == 1)
            break;
        QThread::msleep(5);
    }
    QVERIFY(!listening.hasExpired());
    // The try right after subscribing comes at once; the release is meant to find it waiting.
    QThread::msleep(300);
    const auto released = holder.value()->release(*held);
    QVERIFY(released.ok() && released->released);
    QVERIFY(waiter->wait(QDeadlineTimer(10000)));
    QVERIFY2(woken.ok(), qPrintable(woken.error().toString()));
    QVERIFY2(woken->acquired, qPrintable(woken->detail));
    // The first try, the one after subscribing, the woken one (2: the release came first).
    QVERIFY2(woken->attempts == 3 || woken->attempts == 2,
             qPrintable(QString::number(woken->attempts)));
}

QTEST_GUILESS_MAIN(TestWokenWaiters)
#include "tst_wokenwaiters.moc"
