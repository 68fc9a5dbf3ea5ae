#include "concurrentworkers.h"
#include "prioritytaskqueue.h"
#include "queueinspector.h"
#include "queuewait.h"
#include "redisconnection.h"
#include "taskqueue.h"
#include "testredis.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QSet>
#include <QTest>
#include <QThread>

#include <atomic>

// The FIFO and priority task queues against a private server: order, priorities, blocking
// takes, every item delivered exactly once to concurrent consumers, the FIFO's loss of an item
// whose consumer dies after BLPOP, and bad input.
namespace {
using Priority = PriorityTaskQueue::Priority;

QByteArray itemName(int i)
{
    return "item-" + QByteArray::number(i);
}

int itemIndex(const QByteArray &item)
{
    return item.mid(5).toInt();
}
} // namespace

class TestTaskQueues : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void fifoKeepsPushOrder();
    void fifoPopOnEmptyQueueIsNil_data();
    void fifoPopOnEmptyQueueIsNil();
    void fifoBlockingPopWaitsForAPush();
    void fifoTakesWhatADelayedQueuePushesOntoItsList();
    void fifoConsumerDyingAfterPopLosesTheItem();
    void priorityPopTakesHighestLevelFirst_data();
    void priorityPopTakesHighestLevelFirst();
    void priorityNormalLevelIsTheFifoList();
    void priorityBlockingPopWakesForAnyLevel();
    void everyItemIsDeliveredExactlyOnceToConcurrentConsumers_data();
    void everyItemIsDeliveredExactlyOnceToConcurrentConsumers();
    void equalPayloadsStayDistinctItems();
    void statusCountsEveryLevel();
    void badInputIsRejectedWithoutWriting_data();
    void badInputIsRejectedWithoutWriting();
    void keyOfAnotherTypeIsWrongType_data();
    void keyOfAnotherTypeIsWrongType();

private:
    qint64 dbSize() const { return m_admin->command({"DBSIZE"})->integerValue(); }
    qint64 blockedClients() const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

// Clients blocked in BLPOP, by the server's own count.
qint64 TestTaskQueues::blockedClients() const
{
    const auto info = m_admin->command({"INFO", "clients"});
    for (const QByteArray &line : info->bytes().split('\n'))
        if (line.startsWith("blocked_clients:"))
            return line.mid(16).trimmed().toLongLong();
    return -1;
}

void TestTaskQueues::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestTaskQueues::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestTaskQueues::fifoKeepsPushOrder()
{
    RedisConnection c(m_server->connectionOptions());
    TaskQueue q(c, KeySpace(), "jobs");
    QCOMPARE(q.push({"a", "b"}).valueOr(-1), qint64(2));
    QCOMPARE(q.push("c").valueOr(-1), qint64(3));
    QCOMPARE(q.keys().queue(), QByteArray("cs:{jobs}:queue"));
    for (const QByteArray expected : {"a", "b", "c"}) {
        const auto item = q.pop(1000);
        QVERIFY2(item.ok(), qPrintable(item.error().toString()));
        QCOMPARE(item->value_or("(nil)"), expected);
    }
    QCOMPARE(dbSize(), qint64(0));
}

void TestTaskQueues::fifoPopOnEmptyQueueIsNil_data()
{
    QTest::addColumn<qint64>("waitMs");
    QTest::newRow("no wait (LPOP)") << qint64(0);
    QTest::newRow("wait 50 ms (BLPOP)") << qint64(50);
}

void TestTaskQueues::fifoPopOnEmptyQueueIsNil()
{
    QFETCH(qint64, waitMs);
    RedisConnection c(m_server->connectionOptions());
    TaskQueue q(c, KeySpace(), "empty");
    QElapsedTimer timer;
    timer.start();
    const auto item = q.pop(waitMs);
    QVERIFY2(item.ok(), qPrintable(item.error().toString()));
    QVERIFY(!item->has_value());
    QVERIFY(timer.elapsed() >= waitMs);
    // The connection is usable after a timed-out block.
    QCOMPARE(q.push("x").valueOr(-1), qint64(1));
}

void TestTaskQueues::fifoBlockingPopWaitsForAPush()
{
    // The wait is longer than the command timeout: blockingCommand must not cut it short.
    ConnectionOptions options = m_server->connectionOptions();
    options.commandTimeoutMs = 200;
    std::optional<QByteArray> taken;
    QString error;
    std::unique_ptr<QThread> consumer(QThread::create([&] {
        RedisConnection c(options);
        TaskQueue q(c, KeySpace(), "late");
        const auto item = q.pop(20000);
        if (item)
            taken = *item;
        else
            error = item.error().toString();
    }));
    consumer->start();
    // Pushed only once the server reports the consumer blocked, so the item comes through BLPOP.
    QTRY_COMPARE_WITH_TIMEOUT(blockedClients(), qint64(1), 20000);
    RedisConnection producer(m_server->connectionOptions());
    QVERIFY(TaskQueue(producer, KeySpace(), "late").push("payload").ok());
    QVERIFY(consumer->wait(20000));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(taken.value_or("(nil)"), QByteArray("payload"));
}

// The contract with the delayed queues: a delayed queue named X RPUSHes its due items onto
// keys.key(X, "queue"), and the task queue X takes them from there.
void TestTaskQueues::fifoTakesWhatADelayedQueuePushesOntoItsList()
{
    const KeySpace keys("app:");
    QVERIFY(m_admin->command({"RPUSH", keys.key("mail", "queue"), "due-1", "due-2"}).ok());
    RedisConnection c(m_server->connectionOptions());
    TaskQueue q(c, keys, "mail");
    QCOMPARE(q.pop(1000)->value_or("(nil)"), QByteArray("due-1"));
    QCOMPARE(q.pop(0)->value_or("(nil)"), QByteArray("due-2"));
}

// The FIFO's failure mode, shown: BLPOP removes the item for good, so a consumer that dies
// before finishing it leaves no trace of it anywhere.
void TestTaskQueues::fifoConsumerDyingAfterPopLosesTheItem()
{
    RedisConnection producer(m_server->connectionOptions());
    TaskQueue q(producer, KeySpace(), "fragile");
    QVERIFY(q.push({"job-1", "job-2"}).ok());
    {
        RedisConnection doomed(m_server->connectionOptions());
        const auto item = TaskQueue(doomed, KeySpace(), "fragile").pop(1000);
        QCOMPARE(item->value_or("(nil)"), QByteArray("job-1"));
        // Dies here: the connection closes without the item ever being done.
    }
    RedisConnection survivor(m_server->connectionOptions());
    TaskQueue other(survivor, KeySpace(), "fragile");
    QCOMPARE(other.pop(200)->value_or("(nil)"), QByteArray("job-2"));
    QVERIFY(!other.pop(300)->has_value()); // job-1 is never delivered again
    QCOMPARE(dbSize(), qint64(0));         // and no key remembers it
}

void TestTaskQueues::priorityPopTakesHighestLevelFirst_data()
{
    QTest::addColumn<qint64>("waitMs");
    QTest::newRow("no wait (LMPOP)") << qint64(0);
    QTest::newRow("wait (BLPOP)") << qint64(1000);
}

void TestTaskQueues::priorityPopTakesHighestLevelFirst()
{
    QFETCH(qint64, waitMs);
    RedisConnection c(m_server->connectionOptions());
    PriorityTaskQueue q(c, KeySpace(), "prio");
    QVERIFY(q.push(Priority::Low, {"low-1", "low-2"}).ok());
    QVERIFY(q.push(Priority::Normal, {"normal-1", "normal-2"}).ok());
    QVERIFY(q.push(Priority::High, "high-1").ok());
    QVERIFY(q.push(Priority::High, "high-2").ok());
    const QList<QPair<QByteArray, Priority>> expected{
        {"high-1", Priority::High},     {"high-2", Priority::High}, {"normal-1", Priority::Normal},
        {"normal-2", Priority::Normal}, {"low-1", Priority::Low},   {"low-2", Priority::Low}};
    for (const auto &[payload, priority] : expected) {
        const auto item = q.pop(waitMs);
        QVERIFY2(item.ok(), qPrintable(item.error().toString()));
        QVERIFY(item->has_value());
        QCOMPARE((*item)->payload, payload);
        QCOMPARE((*item)->priority, priority);
    }
    QVERIFY(!q.pop(0)->has_value());
}

void TestTaskQueues::priorityNormalLevelIsTheFifoList()
{
    RedisConnection c(m_server->connectionOptions());
    PriorityTaskQueue prio(c, KeySpace(), "shared");
    TaskQueue fifo(c, KeySpace(), "shared");
    QCOMPARE(prio.levelKey(Priority::Normal), fifo.keys().queue());
    QCOMPARE(prio.levelKey(Priority::High), QByteArray("cs:{shared}:queue:high"));
    QCOMPARE(prio.levelKey(Priority::Low), QByteArray("cs:{shared}:queue:low"));
    QVERIFY(fifo.push("from-fifo").ok());
    QVERIFY(prio.push(Priority::Low, "low").ok());
    const auto item = prio.pop(0);
    QCOMPARE((*item)->payload, QByteArray("from-fifo"));
    QCOMPARE((*item)->priority, Priority::Normal);
    QVERIFY(!fifo.pop(0)->has_value()); // the FIFO sees the normal level only
}

void TestTaskQueues::priorityBlockingPopWakesForAnyLevel()
{
    std::optional<PriorityTaskQueue::Item> taken;
    std::unique_ptr<QThread> consumer(QThread::create([&] {
        RedisConnection c(m_server->connectionOptions());
        const auto item = PriorityTaskQueue(c, KeySpace(), "wake").pop(20000);
        if (item && item->has_value())
            taken = **item;
    }));
    consumer->start();
    QTRY_COMPARE_WITH_TIMEOUT(blockedClients(), qint64(1), 20000); // it is blocked: it must wake
    RedisConnection producer(m_server->connectionOptions());
    QVERIFY(PriorityTaskQueue(producer, KeySpace(), "wake").push(Priority::Low, "late-low").ok());
    QVERIFY(consumer->wait(20000));
    QVERIFY(taken.has_value());
    QCOMPARE(taken->payload, QByteArray("late-low"));
    QCOMPARE(taken->priority, Priority::Low);
}

void TestTaskQueues::everyItemIsDeliveredExactlyOnceToConcurrentConsumers_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("fifo") << QStringLiteral("fifo");
    QTest::newRow("priority") << QStringLiteral("priority");
}

// One producer pushes Items in batches while Consumers take with a blocking pop; every item
// must come out exactly once. The FIFO's consumers must also each see increasing item numbers
// (one producer, one list: FIFO order).
void TestTaskQueues::everyItemIsDeliveredExactlyOnceToConcurrentConsumers()
{
    QFETCH(QString, kind);
    constexpr int Consumers = 4;
    constexpr int Items = 10000;
    constexpr int Batch = 100;
    std::atomic<int> taken{0};
    QMutex mutex;
    QList<QByteArray> all;
    const QStringList failures = ConcurrentWorkers::run(Consumers + 1, [&](int t) -> QString {
        RedisConnection c(m_server->connectionOptions());
        TaskQueue fifo(c, KeySpace(), "load");
        PriorityTaskQueue prio(c, KeySpace(), "load");
        if (t == Consumers) { // the producer
            for (int i = 0; i < Items; i += Batch) {
                QList<QByteArray> batch;
                for (int j = i; j < i + Batch; ++j)
                    batch << itemName(j);
                const auto pushed = kind == u"fifo" ? fifo.push(batch)
                                                    : prio.push(Priority((i / Batch) % 3), batch);
                if (!pushed)
                    return pushed.error().toString();
            }
            return {};
        }
        QList<QByteArray> mine;
        QElapsedTimer deadline;
        deadline.start();
        while (taken.load() < Items) {
            if (deadline.elapsed() > 60000)
                return QStringLiteral("gave up with %1 of %2 taken").arg(taken.load()).arg(Items);
            std::optional<QByteArray> item;
            if (kind == u"fifo") {
                const auto popped = fifo.pop(100);
                if (!popped)
                    return popped.error().toString();
                item = *popped;
            } else {
                const auto popped = prio.pop(100);
                if (!popped)
                    return popped.error().toString();
                if (popped->has_value())
                    item = (*popped)->payload;
            }
            if (!item)
                continue;
            if (kind == u"fifo" && !mine.isEmpty() && itemIndex(*item) <= itemIndex(mine.last()))
                return QStringLiteral("out of order: %1 after %2")
                    .arg(QString::fromUtf8(*item), QString::fromUtf8(mine.last()));
            mine << *item;
            ++taken;
        }
        QMutexLocker locker(&mutex);
        all << mine;
        return {};
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(all.size(), qsizetype(Items));
    const QSet<QByteArray> distinct(all.cbegin(), all.cend());
    QCOMPARE(distinct.size(), qsizetype(Items));
    for (int i = 0; i < Items; ++i)
        QVERIFY2(distinct.contains(itemName(i)), itemName(i).constData());
    QCOMPARE(dbSize(), qint64(0));
}

void TestTaskQueues::equalPayloadsStayDistinctItems()
{
    RedisConnection c(m_server->connectionOptions());
    TaskQueue q(c, KeySpace(), "same");
    QCOMPARE(q.push({"x", "x", "x"}).valueOr(-1), qint64(3));
    for (int i = 0; i < 3; ++i)
        QCOMPARE(q.pop(0)->value_or("(nil)"), QByteArray("x"));
    QVERIFY(!q.pop(0)->has_value());
}

void TestTaskQueues::statusCountsEveryLevel()
{
    RedisConnection c(m_server->connectionOptions());
    PriorityTaskQueue q(c, KeySpace(), "counted");
    QVERIFY(q.push(Priority::High, "a").ok());
    QVERIFY(q.push(Priority::Normal, {"b", "c"}).ok());
    QVERIFY(q.push(Priority::Low, {"d", "e", "f"}).ok());
    const auto s = QueueInspector(c, KeySpace(), "counted").status();
    QVERIFY2(s.ok(), qPrintable(s.error().toString()));
    QCOMPARE(s->name, QByteArray("counted"));
    QCOMPARE(s->ready, qint64(6));
    QCOMPARE(s->levels.size(), 3);
    QCOMPARE(s->levels.at(0).priority, QStringLiteral("high"));
    QCOMPARE(s->levels.at(0).length, qint64(1));
    QCOMPARE(s->levels.at(1).priority, QStringLiteral("normal"));
    QCOMPARE(s->levels.at(1).key, QByteArray("cs:{counted}:queue"));
    QCOMPARE(s->levels.at(1).length, qint64(2));
    QCOMPARE(s->levels.at(2).length, qint64(3));
    QVERIFY(s->consumers.isEmpty());
    QCOMPARE(s->inFlight, qint64(0));
    QVERIFY(!s->soonestDeadlineLeftMs.has_value());
    QVERIFY(s->nowUs > 0);
}

void TestTaskQueues::badInputIsRejectedWithoutWriting_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<qint64>("waitMs");
    QTest::addColumn<bool>("emptyPush");
    QTest::newRow("empty name") << QByteArray() << qint64(0) << false;
    QTest::newRow("brace in name") << QByteArray("a{b}") << qint64(0) << false;
    QTest::newRow("negative wait") << QByteArray("ok") << qint64(-1) << false;
    QTest::newRow("wait over a day") << QByteArray("ok") << QueueWait::MaxMs + 1 << false;
    QTest::newRow("nothing to push") << QByteArray("ok") << qint64(0) << true;
}

void TestTaskQueues::badInputIsRejectedWithoutWriting()
{
    QFETCH(QByteArray, name);
    QFETCH(qint64, waitMs);
    QFETCH(bool, emptyPush);
    const bool badName = name != "ok";
    RedisConnection c(m_server->connectionOptions());
    TaskQueue fifo(c, KeySpace(), name);
    PriorityTaskQueue prio(c, KeySpace(), name);
    const auto pushed = fifo.push(emptyPush ? QList<QByteArray>{} : QList<QByteArray>{"x"});
    const auto pushedPrio =
        prio.push(Priority::High, emptyPush ? QList<QByteArray>{} : QList<QByteArray>{"x"});
    if (badName || emptyPush) {
        QCOMPARE(pushed.error().kind(), RedisError::Kind::InvalidArgument);
        QCOMPARE(pushedPrio.error().kind(), RedisError::Kind::InvalidArgument);
    }
    if (badName || waitMs != 0) {
        QCOMPARE(fifo.pop(waitMs).error().kind(), RedisError::Kind::InvalidArgument);
        QCOMPARE(prio.pop(waitMs).error().kind(), RedisError::Kind::InvalidArgument);
    }
    if (badName)
        QCOMPARE(QueueInspector(c, KeySpace(), name).status().error().kind(),
                 RedisError::Kind::InvalidArgument);
    if (!badName && !emptyPush) { // the valid pushes went through: clean them away
        QVERIFY(pushed.ok() && pushedPrio.ok());
        QVERIFY(m_admin->command({"FLUSHALL"}).ok());
    }
    QCOMPARE(dbSize(), qint64(0));
}

void TestTaskQueues::keyOfAnotherTypeIsWrongType_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("fifo") << QStringLiteral("fifo");
    QTest::newRow("priority") << QStringLiteral("priority");
}

void TestTaskQueues::keyOfAnotherTypeIsWrongType()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    TaskQueue fifo(c, KeySpace(), "typed");
    PriorityTaskQueue prio(c, KeySpace(), "typed");
    QVERIFY(m_admin->command({"SET", fifo.keys().queue(), "not a list"}).ok());
    const auto pushed =
        kind == u"fifo" ? fifo.push("x") : prio.push(Priority::Normal, QByteArray("x"));
    QCOMPARE(pushed.error().kind(), RedisError::Kind::WrongType);
    for (const qint64 waitMs : {qint64(0), qint64(100)}) {
        const RedisError error =
            kind == u"fifo" ? fifo.pop(waitMs).error() : prio.pop(waitMs).error();
        QCOMPARE(error.kind(), RedisError::Kind::WrongType);
    }
    QCOMPARE(QueueInspector(c, KeySpace(), "typed").status().error().kind(),
             RedisError::Kind::WrongType);
    QCOMPARE(dbSize(), qint64(1));
    QCOMPARE(m_admin->command({"GET", fifo.keys().queue()})->bytes(), QByteArray("not a list"));
}

QTEST_GUILESS_MAIN(TestTaskQueues)
#include "tst_taskqueues.moc"
