#include "concurrentworkers.h"
#include "locktoken.h"
#include "queueinspector.h"
#include "queuereaper.h"
#include "redisconnection.h"
#include "reliablequeue.h"
#include "taskqueue.h"
#include "testredis.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QSet>
#include <QTest>
#include <QThread>

#include <atomic>

// The reliable task queue against a private server: take into a processing list, ack, nack,
// the reaper's requeue after the visibility timeout, at-least-once delivery to consumers that
// die, exactly-once when none does, and bad input.
namespace {
QByteArray itemName(int i)
{
    return "item-" + QByteArray::number(i);
}

QList<QByteArray> items(int count)
{
    QList<QByteArray> out;
    for (int i = 0; i < count; ++i)
        out << itemName(i);
    return out;
}

// Runs the reaper every periodMs on a connection of its own until stopped; counts requeues.
class ReaperThread
{
public:
    ReaperThread(const ConnectionOptions &options, QByteArray name, qint64 visibilityMs,
                 int periodMs)
    {
        m_thread.reset(QThread::create([this, options, name, visibilityMs, periodMs] {
            RedisConnection c(options);
            QueueReaper reaper(c, KeySpace(), name);
            while (!m_stop.load()) {
                const auto r = reaper.reap(visibilityMs);
                if (!r) {
                    m_error = r.error().toString();
                    return;
                }
                m_requeued += r->requeued;
                QThread::msleep(periodMs);
            }
        }));
        m_thread->start();
    }
    ~ReaperThread() { stop(); }
    void stop()
    {
        m_stop = true;
        m_thread->wait();
    }
    qint64 requeued() const { return m_requeued.load(); }
    const QString &error() const { return m_error; }

private:
    std::unique_ptr<QThread> m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<qint64> m_requeued{0};
    QString m_error;
};
} // namespace

class TestReliableQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void takeMovesTheHeadIntoTheConsumersProcessingList();
    void ackRemovesTheItemFromFlight();
    void ackOfAnItemNotInFlightReportsNotDone();
    void nackPutsTheItemBackAtTheHead();
    void equalPayloadsStayDistinctItems();
    void blockingTakeWaitsForAPush();
    void reaperRequeuesADeadConsumersItemsAtTheHeadInOrder();
    void reaperLeavesConsumersWithinTheVisibilityTimeoutAlone();
    void consumerKilledBetweenTakeAndAckGetsItsItemDeliveredAgain();
    void waitingConsumerIsNotReapedWhileItBlocks();
    void ackAfterTheReaperRequeuedReportsNotDone();
    void everyItemIsDeliveredExactlyOnceWhenNoConsumerDies();
    void everyItemIsDeliveredAtLeastOnceWhenConsumersDie();
    void statusListsConsumersInFlightAndHeartbeatAges();
    void badInputIsRejectedWithoutWriting_data();
    void badInputIsRejectedWithoutWriting();
    void keyOfAnotherTypeIsWrongTypeAndNothingMoves_data();
    void keyOfAnotherTypeIsWrongTypeAndNothingMoves();

private:
    qint64 dbSize() const { return m_admin->command({"DBSIZE"})->integerValue(); }
    QList<QByteArray> list(const QByteArray &key) const;
    qint64 serverMs() const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

QList<QByteArray> TestReliableQueue::list(const QByteArray &key) const
{
    QList<QByteArray> out;
    const auto reply = m_admin->command({"LRANGE", key, "0", "-1"});
    for (const RedisReply &e : reply->elements())
        out << e.bytes();
    return out;
}

qint64 TestReliableQueue::serverMs() const
{
    const auto t = m_admin->command({"TIME"});
    return t->elements().at(0).bytes().toLongLong() * 1000 +
           t->elements().at(1).bytes().toLongLong() / 1000;
}

void TestReliableQueue::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestReliableQueue::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestReliableQueue::takeMovesTheHeadIntoTheConsumersProcessingList()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "jobs").push({"a", "b", "c"}).ok());
    ReliableQueue q(c, KeySpace(), "jobs", "w1");
    QCOMPARE(q.take(0)->value_or("(nil)"), QByteArray("a"));
    QCOMPARE(q.take(1000)->value_or("(nil)"), QByteArray("b"));
    QCOMPARE(q.keys().processing("w1"), QByteArray("cs:{jobs}:processing:w1"));
    QCOMPARE(list("cs:{jobs}:processing:w1"), (QList<QByteArray>{"a", "b"}));
    QCOMPARE(q.inFlight().valueOr({}), (QList<QByteArray>{"a", "b"}));
    QCOMPARE(list("cs:{jobs}:queue"), QList<QByteArray>{"c"});
    const auto beat = m_admin->command({"ZSCORE", "cs:{jobs}:consumers", "w1"});
    QVERIFY(beat->isString());
    QVERIFY(qAbs(beat->bytes().toLongLong() - serverMs()) < 5000);
}

void TestReliableQueue::ackRemovesTheItemFromFlight()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "jobs").push({"a", "b"}).ok());
    ReliableQueue q(c, KeySpace(), "jobs", "w1");
    QVERIFY(q.take(0)->has_value());
    QVERIFY(q.take(0)->has_value());
    const auto acked = q.ack("a");
    QVERIFY2(acked.ok(), qPrintable(acked.error().toString()));
    QVERIFY(acked->done);
    QVERIFY(acked->atUs > 0);
    QVERIFY(acked->detail.isEmpty());
    QCOMPARE(q.inFlight().valueOr({}), QList<QByteArray>{"b"});
    QVERIFY(q.ack("b")->done);
    // Only the registry is left.
    QCOMPARE(dbSize(), qint64(1));
}

void TestReliableQueue::ackOfAnItemNotInFlightReportsNotDone()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "jobs").push("a").ok());
    ReliableQueue q(c, KeySpace(), "jobs", "w1");
    ReliableQueue other(c, KeySpace(), "jobs", "w2");
    QVERIFY(q.take(0)->has_value());
    const auto wrongConsumer = other.ack("a");
    QVERIFY(wrongConsumer.ok());
    QVERIFY(!wrongConsumer->done);
    QVERIFY(wrongConsumer->detail.contains(u"not in flight"));
    QVERIFY(!q.ack("never-taken")->done);
    QVERIFY(!other.nack("a")->done);
    QCOMPARE(q.inFlight().valueOr({}), QList<QByteArray>{"a"});
    QCOMPARE(list("cs:{jobs}:queue"), QList<QByteArray>{});
}

void TestReliableQueue::nackPutsTheItemBackAtTheHead()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "jobs").push({"a", "b"}).ok());
    ReliableQueue q(c, KeySpace(), "jobs", "w1");
    QCOMPARE(q.take(0)->value_or("(nil)"), QByteArray("a"));
    const auto nacked = q.nack("a");
    QVERIFY(nacked.ok() && nacked->done);
    QCOMPARE(list("cs:{jobs}:queue"), (QList<QByteArray>{"a", "b"}));
    QCOMPARE(q.inFlight().valueOr({"x"}), QList<QByteArray>{});
    QCOMPARE(q.take(0)->value_or("(nil)"), QByteArray("a"));
}

void TestReliableQueue::equalPayloadsStayDistinctItems()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "same").push({"x", "x", "x"}).ok());
    ReliableQueue q(c, KeySpace(), "same", "w1");
    for (int i = 0; i < 3; ++i)
        QCOMPARE(q.take(0)->value_or("(nil)"), QByteArray("x"));
    QVERIFY(q.ack("x")->done);
    QCOMPARE(q.inFlight().valueOr({}), (QList<QByteArray>{"x", "x"}));
    QVERIFY(q.nack("x")->done);
    QCOMPARE(q.inFlight().valueOr({}), QList<QByteArray>{"x"});
    QCOMPARE(list("cs:{same}:queue"), QList<QByteArray>{"x"});
    QVERIFY(q.ack("x")->done);
    QVERIFY(!q.ack("x")->done); // the requeued copy is not in flight
}

void TestReliableQueue::blockingTakeWaitsForAPush()
{
    ConnectionOptions options = m_server->connectionOptions();
    options.commandTimeoutMs = 200; // shorter than the wait: the block must outlast it
    std::optional<QByteArray> taken;
    QString error;
    std::unique_ptr<QThread> consumer(QThread::create([&] {
        RedisConnection c(options);
        const auto item = ReliableQueue(c, KeySpace(), "late", "w1", 10000).take(20000);
        if (item)
            taken = *item;
        else
            error = item.error().toString();
    }));
    consumer->start();
    QThread::msleep(600);
    QVERIFY(TaskQueue(*m_admin, KeySpace(), "late").push("payload").ok());
    QVERIFY(consumer->wait(30000));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(taken.value_or("(nil)"), QByteArray("payload"));
    QCOMPARE(list("cs:{late}:processing:w1"), QList<QByteArray>{"payload"});
}

// By an injected clock: no sleeping, the boundary exact.
void TestReliableQueue::reaperRequeuesADeadConsumersItemsAtTheHeadInOrder()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "jobs").push(items(5)).ok());
    ReliableQueue dead(c, KeySpace(), "jobs", "dead");
    for (int i = 0; i < 3; ++i)
        QVERIFY(dead.take(0)->has_value());
    const auto beatUs = dead.heartbeat();
    QVERIFY(beatUs.ok());
    const qint64 beatMs = *beatUs / 1000;
    QueueReaper reaper(c, KeySpace(), "jobs");
    const auto early = reaper.reap(30000, beatMs + 30000); // exactly the timeout: still alive
    QVERIFY2(early.ok(), qPrintable(early.error().toString()));
    QCOMPARE(early->requeued, qint64(0));
    QVERIFY(early->reaped.isEmpty());
    QCOMPARE(early->nowMs, beatMs + 30000);
    const auto late = reaper.reap(30000, beatMs + 30001);
    QVERIFY(late.ok());
    QCOMPARE(late->requeued, qint64(3));
    QCOMPARE(late->reaped.size(), 1);
    QCOMPARE(late->reaped.first().id, QByteArray("dead"));
    QCOMPARE(late->reaped.first().requeued, qint64(3));
    QVERIFY(!late->more);
    QCOMPARE(list("cs:{jobs}:queue"), items(5)); // item-0..2 back in front of item-3, item-4
    QCOMPARE(dbSize(), qint64(1));               // no processing list, no registry
}

void TestReliableQueue::reaperLeavesConsumersWithinTheVisibilityTimeoutAlone()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "jobs").push(items(4)).ok());
    ReliableQueue old(c, KeySpace(), "jobs", "old");
    QVERIFY(old.take(0)->has_value());
    QVERIFY(old.take(0)->has_value());
    const qint64 oldBeatMs = *old.heartbeat() / 1000;
    ReliableQueue young(c, KeySpace(), "jobs", "young");
    QVERIFY(young.take(0)->has_value());
    // Make "young" a second younger than "old" whatever the real clock did.
    QVERIFY(m_admin
                ->command(
                    {"ZADD", "cs:{jobs}:consumers", QByteArray::number(oldBeatMs + 1000), "young"})
                .ok());
    const auto r = QueueReaper(c, KeySpace(), "jobs").reap(10000, oldBeatMs + 10500);
    QVERIFY(r.ok());
    QCOMPARE(r->reaped.size(), 1);
    QCOMPARE(r->reaped.first().id, QByteArray("old"));
    QCOMPARE(list("cs:{jobs}:queue"), (QList<QByteArray>{"item-0", "item-1", "item-3"}));
    QCOMPARE(young.inFlight().valueOr({}), QList<QByteArray>{"item-2"});
}

// The scenario, in real time: a consumer takes an item and is killed before its ack (its
// thread ends, its connection closes). Nothing is lost: after the visibility timeout the reaper
// puts the item back and another consumer gets it.
void TestReliableQueue::consumerKilledBetweenTakeAndAckGetsItsItemDeliveredAgain()
{
    constexpr qint64 VisibilityMs = 1000;
    QVERIFY(TaskQueue(*m_admin, KeySpace(), "jobs").push("precious").ok());
    std::optional<QByteArray> takenByDoomed;
    std::unique_ptr<QThread> doomed(QThread::create([&] {
        RedisConnection c(m_server->connectionOptions());
        const auto item = ReliableQueue(c, KeySpace(), "jobs", "doomed", VisibilityMs).take(5000);
        if (item)
            takenByDoomed = *item;
        // Killed here: no ack, no nack, no more heartbeats.
    }));
    doomed->start();
    QVERIFY(doomed->wait(30000));
    QCOMPARE(takenByDoomed.value_or("(nil)"), QByteArray("precious"));

    RedisConnection c(m_server->connectionOptions());
    ReliableQueue survivor(c, KeySpace(), "jobs", "survivor", VisibilityMs);
    QueueReaper reaper(c, KeySpace(), "jobs");
    QCOMPARE(reaper.reap(VisibilityMs)->requeued, qint64(0)); // not yet: it may still be working
    QVERIFY(!survivor.take(0)->has_value());
    QThread::msleep(2500);
    const auto reaped = reaper.reap(VisibilityMs);
    QVERIFY(reaped.ok());
    QCOMPARE(reaped->requeued, qint64(1));
    QCOMPARE(reaped->reaped.first().id, QByteArray("doomed"));
    QCOMPARE(survivor.take(1000)->value_or("(nil)"), QByteArray("precious"));
    QVERIFY(survivor.ack("precious")->done);
}

// A consumer blocked in take() for several visibility timeouts refreshes its heartbeat between
// blocking slices, so a reaper running all the while never takes it for dead.
void TestReliableQueue::waitingConsumerIsNotReapedWhileItBlocks()
{
    constexpr qint64 VisibilityMs = 1000;
    std::optional<QByteArray> taken;
    QString error;
    std::unique_ptr<QThread> consumer(QThread::create([&] {
        RedisConnection c(m_server->connectionOptions());
        const auto item = ReliableQueue(c, KeySpace(), "idle", "waiter", VisibilityMs).take(20000);
        if (item)
            taken = *item;
        else
            error = item.error().toString();
    }));
    consumer->start();
    RedisConnection c(m_server->connectionOptions());
    QueueReaper reaper(c, KeySpace(), "idle");
    QElapsedTimer timer;
    timer.start();
    qint64 reaps = 0;
    while (timer.elapsed() < 3 * VisibilityMs) {
        const auto r = reaper.reap(VisibilityMs);
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QVERIFY2(r->reaped.isEmpty(), "a waiting consumer was reaped");
        ++reaps;
        QThread::msleep(50);
    }
    QVERIFY(reaps > 10);
    QVERIFY(TaskQueue(c, KeySpace(), "idle").push("finally").ok());
    QVERIFY(consumer->wait(30000));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(taken.value_or("(nil)"), QByteArray("finally"));
    QVERIFY(reaper.reap(VisibilityMs)->reaped.isEmpty());
    QCOMPARE(list("cs:{idle}:processing:waiter"), QList<QByteArray>{"finally"});
}

void TestReliableQueue::ackAfterTheReaperRequeuedReportsNotDone()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "slow").push("job").ok());
    ReliableQueue slow(c, KeySpace(), "slow", "slowpoke");
    QVERIFY(slow.take(0)->has_value());
    QVERIFY(QueueReaper(c, KeySpace(), "slow").reap(1000, serverMs() + 60000)->requeued == 1);
    const auto acked = slow.ack("job");
    QVERIFY(acked.ok());
    QVERIFY(!acked->done);
    QVERIFY(acked->detail.contains(u"reaper"));
    QCOMPARE(list("cs:{slow}:queue"), QList<QByteArray>{"job"}); // delivered again later
    // The ack's heartbeat registered the consumer again.
    QVERIFY(m_admin->command({"ZSCORE", "cs:{slow}:consumers", "slowpoke"})->isString());
}

// 4 consumers share 10,000 items with take + ack while a reaper runs; no consumer dies, so every
// item is acked exactly once and the reaper never requeues anything.
void TestReliableQueue::everyItemIsDeliveredExactlyOnceWhenNoConsumerDies()
{
    constexpr int Consumers = 4;
    constexpr int Items = 10000;
    QVERIFY(TaskQueue(*m_admin, KeySpace(), "load").push(items(Items)).ok());
    ReaperThread reaper(m_server->connectionOptions(), "load", 10000, 50);
    std::atomic<int> acked{0};
    QMutex mutex;
    QList<QByteArray> all;
    const QStringList failures = ConcurrentWorkers::run(Consumers, [&](int t) -> QString {
        RedisConnection c(m_server->connectionOptions());
        ReliableQueue q(c, KeySpace(), "load", "consumer-" + QByteArray::number(t), 10000);
        QList<QByteArray> mine;
        QElapsedTimer deadline;
        deadline.start();
        while (acked.load() < Items) {
            if (deadline.elapsed() > 60000)
                return QStringLiteral("gave up at %1 of %2").arg(acked.load()).arg(Items);
            const auto item = q.take(100);
            if (!item)
                return item.error().toString();
            if (!item->has_value())
                continue;
            const auto done = q.ack(**item);
            if (!done)
                return done.error().toString();
            if (!done->done)
                return QStringLiteral("ack of %1: %2").arg(QString::fromUtf8(**item), done->detail);
            mine << **item;
            ++acked;
        }
        QMutexLocker locker(&mutex);
        all << mine;
        return {};
    });
    reaper.stop();
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QVERIFY2(reaper.error().isEmpty(), qPrintable(reaper.error()));
    QCOMPARE(reaper.requeued(), qint64(0));
    QCOMPARE(all.size(), qsizetype(Items));
    const QSet<QByteArray> distinct(all.cbegin(), all.cend());
    QCOMPARE(distinct.size(), qsizetype(Items));
    const auto s = QueueInspector(*m_admin, KeySpace(), "load").status(10000);
    QCOMPARE(s->ready, qint64(0));
    QCOMPARE(s->inFlight, qint64(0));
    QCOMPARE(s->consumers.size(), Consumers);
}

// The same load, but each consumer dies on every DieEvery-th take: it drops the item without an
// ack and its connection, and comes back under a new id. The reaper requeues the dropped items
// after the visibility timeout: every item is acked at least once, every dropped item is
// delivered again, and nothing stays behind.
void TestReliableQueue::everyItemIsDeliveredAtLeastOnceWhenConsumersDie()
{
    constexpr int Consumers = 4;
    constexpr int Items = 10000;
    constexpr int DieEvery = 500;
    constexpr qint64 VisibilityMs = 500;
    QVERIFY(TaskQueue(*m_admin, KeySpace(), "risky").push(items(Items)).ok());
    ReaperThread reaper(m_server->connectionOptions(), "risky", VisibilityMs, 100);
    QMutex mutex;
    QHash<QByteArray, int> ackedTimes;
    QList<QByteArray> dropped;
    std::atomic<int> distinctAcked{0};
    const QStringList failures = ConcurrentWorkers::run(Consumers, [&](int t) -> QString {
        int life = 0;
        int takes = 0;
        QElapsedTimer deadline;
        deadline.start();
        while (distinctAcked.load() < Items) {
            auto c = std::make_unique<RedisConnection>(m_server->connectionOptions());
            ReliableQueue q(*c, KeySpace(), "risky",
                            QByteArray::number(t) + "-life-" + QByteArray::number(life++),
                            VisibilityMs);
            while (distinctAcked.load() < Items) {
                if (deadline.elapsed() > 90000)
                    return QStringLiteral("gave up at %1 of %2")
                        .arg(distinctAcked.load())
                        .arg(Items);
                const auto item = q.take(100);
                if (!item)
                    return item.error().toString();
                if (!item->has_value())
                    continue;
                if (++takes % DieEvery == 0) {
                    QMutexLocker locker(&mutex);
                    dropped << **item;
                    break; // dies: the item stays in its processing list, the connection closes
                }
                const auto done = q.ack(**item);
                if (!done)
                    return done.error().toString();
                if (!done->done)
                    continue; // reaped while slow: delivered again to someone, not acked here
                QMutexLocker locker(&mutex);
                if (++ackedTimes[**item] == 1)
                    ++distinctAcked;
            }
        }
        return {};
    });
    reaper.stop();
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QVERIFY2(reaper.error().isEmpty(), qPrintable(reaper.error()));
    QVERIFY2(dropped.size() >= Items / DieEvery - Consumers,
             qPrintable(QString::number(dropped.size())));
    QVERIFY(reaper.requeued() >= dropped.size());
    QCOMPARE(ackedTimes.size(), qsizetype(Items));
    for (const QByteArray &item : dropped)
        QVERIFY2(ackedTimes.value(item) >= 1, item.constData());
    const auto s = QueueInspector(*m_admin, KeySpace(), "risky").status(VisibilityMs);
    QCOMPARE(s->ready, qint64(0));
    QCOMPARE(s->inFlight, qint64(0));
}

void TestReliableQueue::statusListsConsumersInFlightAndHeartbeatAges()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "seen").push(items(4)).ok());
    ReliableQueue a(c, KeySpace(), "seen", "a");
    ReliableQueue b(c, KeySpace(), "seen", "b");
    QVERIFY(a.take(0)->has_value());
    QVERIFY(a.take(0)->has_value());
    QThread::msleep(300);
    QVERIFY(b.take(0)->has_value());
    QueueInspector inspector(c, KeySpace(), "seen");
    const auto s = inspector.status(30000);
    QVERIFY2(s.ok(), qPrintable(s.error().toString()));
    QCOMPARE(s->ready, qint64(1));
    QCOMPARE(s->inFlight, qint64(3));
    QCOMPARE(s->consumerCount, qint64(2));
    QCOMPARE(s->consumers.size(), 2);
    QCOMPARE(s->consumers.at(0).id, QByteArray("a")); // oldest heartbeat first
    QCOMPARE(s->consumers.at(0).inFlight, qint64(2));
    QCOMPARE(s->consumers.at(1).id, QByteArray("b"));
    QCOMPARE(s->consumers.at(1).inFlight, qint64(1));
    QVERIFY(s->consumers.at(0).heartbeatAgeMs >= 250);
    QVERIFY(s->consumers.at(0).heartbeatAgeMs < 30000);
    QCOMPARE(s->oldestHeartbeatAgeMs, s->consumers.at(0).heartbeatAgeMs);
    QVERIFY(!s->consumers.at(0).stale);
    // Judged by a 100 ms timeout, "a" (silent for 300 ms) is stale.
    const auto strict = inspector.status(100);
    QVERIFY(strict->consumers.at(0).stale);
}

void TestReliableQueue::badInputIsRejectedWithoutWriting_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArray>("consumer");
    QTest::addColumn<qint64>("visibilityMs");
    QTest::addColumn<qint64>("waitMs");
    const qint64 v = 30000;
    QTest::newRow("empty name") << QByteArray() << QByteArray("w") << v << qint64(0);
    QTest::newRow("brace in name") << QByteArray("a}") << QByteArray("w") << v << qint64(0);
    QTest::newRow("empty consumer") << QByteArray("q") << QByteArray() << v << qint64(0);
    QTest::newRow("space in consumer") << QByteArray("q") << QByteArray("a b") << v << qint64(0);
    QTest::newRow("brace in consumer") << QByteArray("q") << QByteArray("a{b") << v << qint64(0);
    QTest::newRow("consumer too long") << QByteArray("q") << QByteArray(129, 'c') << v << qint64(0);
    QTest::newRow("visibility 0") << QByteArray("q") << QByteArray("w") << qint64(0) << qint64(0);
    QTest::newRow("visibility negative")
        << QByteArray("q") << QByteArray("w") << qint64(-5) << qint64(0);
    QTest::newRow("negative wait") << QByteArray("q") << QByteArray("w") << v << qint64(-1);
}

void TestReliableQueue::badInputIsRejectedWithoutWriting()
{
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, consumer);
    QFETCH(qint64, visibilityMs);
    QFETCH(qint64, waitMs);
    QVERIFY(
        m_admin->command({"RPUSH", KeySpace().key(name.isEmpty() ? "x" : name, "queue"), "item"})
            .ok());
    RedisConnection c(m_server->connectionOptions());
    ReliableQueue q(c, KeySpace(), name, consumer, visibilityMs);
    QCOMPARE(q.take(waitMs).error().kind(), RedisError::Kind::InvalidArgument);
    if (waitMs == 0) {
        QCOMPARE(q.ack("item").error().kind(), RedisError::Kind::InvalidArgument);
        QCOMPARE(q.nack("item").error().kind(), RedisError::Kind::InvalidArgument);
        QCOMPARE(q.heartbeat().error().kind(), RedisError::Kind::InvalidArgument);
        QCOMPARE(q.inFlight().error().kind(), RedisError::Kind::InvalidArgument);
    }
    if (consumer == "w" && waitMs == 0) { // a bad name or visibility: the reaper refuses too
        QCOMPARE(QueueReaper(c, KeySpace(), name).reap(visibilityMs).error().kind(),
                 RedisError::Kind::InvalidArgument);
    }
    QCOMPARE(QueueReaper(c, KeySpace(), "q").reap(30000, -1).error().kind(),
             RedisError::Kind::InvalidArgument);
    QCOMPARE(dbSize(), qint64(1)); // only the list written above
}

void TestReliableQueue::keyOfAnotherTypeIsWrongTypeAndNothingMoves_data()
{
    QTest::addColumn<QByteArray>("part");
    QTest::newRow("queue") << QByteArray("queue");
    QTest::newRow("processing list") << QByteArray("processing:w1");
    QTest::newRow("consumer registry") << QByteArray("consumers");
}

void TestReliableQueue::keyOfAnotherTypeIsWrongTypeAndNothingMoves()
{
    QFETCH(QByteArray, part);
    const KeySpace keys;
    const QByteArray typed = keys.key("typed", part);
    QVERIFY(m_admin->command({"SET", typed, "not a list"}).ok());
    if (part != "queue")
        QVERIFY(m_admin->command({"RPUSH", keys.key("typed", "queue"), "item"}).ok());
    const qint64 before = dbSize();
    RedisConnection c(m_server->connectionOptions());
    ReliableQueue q(c, keys, "typed", "w1");
    for (const qint64 waitMs : {qint64(0), qint64(100)})
        QCOMPARE(q.take(waitMs).error().kind(), RedisError::Kind::WrongType);
    if (part != "queue") // ack does not touch the queue
        QCOMPARE(q.ack("item").error().kind(), RedisError::Kind::WrongType);
    QCOMPARE(q.nack("item").error().kind(), RedisError::Kind::WrongType);
    if (part == "consumers") {
        QCOMPARE(q.heartbeat().error().kind(), RedisError::Kind::WrongType);
        QCOMPARE(QueueReaper(c, keys, "typed").reap(1000).error().kind(),
                 RedisError::Kind::WrongType);
    }
    if (part == "queue")
        QCOMPARE(QueueReaper(c, keys, "typed").reap(1000).error().kind(),
                 RedisError::Kind::WrongType);
    QCOMPARE(dbSize(), before);
    QCOMPARE(m_admin->command({"GET", typed})->bytes(), QByteArray("not a list"));
    if (part != "queue")
        QCOMPARE(list(keys.key("typed", "queue")), QList<QByteArray>{"item"});
}

QTEST_GUILESS_MAIN(TestReliableQueue)
#include "tst_reliablequeue.moc"
