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
#include <QSemaphore>
#include <QSet>
#include <QTest>
#include <QThread>

#include <atomic>

// The reliable task queue against a private server: take into a processing list, ack, nack,
// per-consumer deadlines and the reaper's requeue once one has passed (within an item budget),
// recovery of an item whose take reply was lost, at-least-once delivery to consumers that die,
// exactly-once when none does, and bad input.
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
    ReaperThread(const ConnectionOptions &options, QByteArray name, int periodMs)
    {
        m_thread.reset(QThread::create([this, options, name, periodMs] {
            RedisConnection c(options);
            QueueReaper reaper(c, KeySpace(), name);
            while (!m_stop.load()) {
                const auto r = reaper.reap();
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
    void everyStampSetsTheDeadlineToServerNowPlusTheConsumersVisibility();
    void takeAfterALostReplyHandsOutTheItemTheServerMoved();
    void takeAfterTheHeartbeatFollowingAMoveFailedHandsOutTheItem();
    void reaperRequeuesADeadConsumersItemsAtTheHeadInOrder();
    void reaperBoundaryIsExactAtTheLargestInjectedTime();
    void reaperJudgesEachConsumerByItsOwnDeadline();
    void reaperMovesAtMostItsItemBudgetPerRun();
    void consumerKilledBetweenTakeAndAckGetsItsItemDeliveredAgain();
    void waitingConsumerIsNotReapedWhileItBlocks();
    void ackAfterTheReaperRequeuedReportsNotDone();
    void everyItemIsDeliveredExactlyOnceWhenNoConsumerDies();
    void everyItemIsDeliveredAtLeastOnceWhenConsumersDie();
    void statusListsConsumersInFlightAndDeadlines();
    void badInputIsRejectedWithoutWriting_data();
    void badInputIsRejectedWithoutWriting();
    void keyOfAnotherTypeIsWrongTypeAndNothingMoves_data();
    void keyOfAnotherTypeIsWrongTypeAndNothingMoves();

private:
    qint64 dbSize() const { return m_admin->command({"DBSIZE"})->integerValue(); }
    QList<QByteArray> list(const QByteArray &key) const;
    qint64 serverMs() const;
    qint64 deadline(const QByteArray &name, const QByteArray &consumer) const;
    qint64 blockedClients() const;

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

qint64 TestReliableQueue::deadline(const QByteArray &name, const QByteArray &consumer) const
{
    const auto score = m_admin->command({"ZSCORE", KeySpace().key(name, "consumers"), consumer});
    return score.ok() && score->isString() ? score->bytes().toLongLong() : -1;
}

// Clients blocked in BLPOP/BLMOVE, by the server's own count.
qint64 TestReliableQueue::blockedClients() const
{
    const auto info = m_admin->command({"INFO", "clients"});
    for (const QByteArray &line : info->bytes().split('\n'))
        if (line.startsWith("blocked_clients:"))
            return line.mid(16).trimmed().toLongLong();
    return -1;
}

void TestReliableQueue::initTestCase()
{
    // DEBUG SLEEP stalls the server to lose a reply on purpose.
    auto server =
        TestRedis::startWithArgs({QStringLiteral("--enable-debug-command"), QStringLiteral("yes")});
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
    // Registered with a deadline: the server's now + the default visibility timeout.
    const qint64 left = deadline("jobs", "w1") - serverMs();
    QVERIFY2(left > ReliableQueue::DefaultVisibilityMs - 5000 &&
                 left <= ReliableQueue::DefaultVisibilityMs,
             qPrintable(QString::number(left)));
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
    // Pushed only once the consumer is blocked, so the item comes through BLMOVE.
    QTRY_COMPARE_WITH_TIMEOUT(blockedClients(), qint64(1), 20000);
    QVERIFY(TaskQueue(*m_admin, KeySpace(), "late").push("payload").ok());
    QVERIFY(consumer->wait(30000));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(taken.value_or("(nil)"), QByteArray("payload"));
    QCOMPARE(list("cs:{late}:processing:w1"), QList<QByteArray>{"payload"});
}

// take, heartbeat, ack and nack each move the consumer's deadline to the server's now + its
// own visibility timeout, exactly.
void TestReliableQueue::everyStampSetsTheDeadlineToServerNowPlusTheConsumersVisibility()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "d").push({"a", "b"}).ok());
    ReliableQueue q(c, KeySpace(), "d", "w1", 7000);
    const qint64 before = serverMs();
    QVERIFY(q.take(0)->has_value());
    QVERIFY(q.take(0)->has_value());
    const qint64 after = serverMs();
    QVERIFY(deadline("d", "w1") >= before + 7000);
    QVERIFY(deadline("d", "w1") <= after + 7000);
    const auto beat = q.heartbeat();
    QVERIFY(beat.ok());
    QCOMPARE(deadline("d", "w1"), *beat / 1000 + 7000);
    const auto acked = q.ack("a");
    QVERIFY(acked.ok() && acked->done);
    QCOMPARE(deadline("d", "w1"), acked->atUs / 1000 + 7000);
    const auto nacked = q.nack("b");
    QVERIFY(nacked.ok() && nacked->done);
    QCOMPARE(deadline("d", "w1"), nacked->atUs / 1000 + 7000);
    ReliableQueue patient(c, KeySpace(), "d", "w2", 90000);
    const auto patientBeat = patient.heartbeat();
    QVERIFY(patientBeat.ok());
    QCOMPARE(deadline("d", "w2"), *patientBeat / 1000 + 90000);
}

// The server moves an item into the consumer's processing list, but the reply never reaches the
// consumer: the server stalls (DEBUG SLEEP) past the consumer's deadline. The take fails; the
// next take hands out that item (and only that one: not the one already handed out with an
// equal payload, nor what a previous process of the same id left), and ack works on it.
void TestReliableQueue::takeAfterALostReplyHandsOutTheItemTheServerMoved()
{
    QVERIFY(TaskQueue(*m_admin, KeySpace(), "lost").push({"left-behind", "x"}).ok());
    {
        RedisConnection previous(m_server->connectionOptions());
        const auto old = ReliableQueue(previous, KeySpace(), "lost", "w1").take(0);
        QCOMPARE(old->value_or("(nil)"), QByteArray("left-behind")); // and never acked
    }
    ConnectionOptions options = m_server->connectionOptions();
    options.commandTimeoutMs = 200;
    QList<QByteArray> steps;
    QSemaphore stallOver;
    std::unique_ptr<QThread> consumer(QThread::create([&] {
        const auto said = [](const Result<std::optional<QByteArray>> &r) {
            return r ? r->value_or("(nil)") : QByteArray("error");
        };
        RedisConnection c(options);
        ReliableQueue q(c, KeySpace(), "lost", "w1", 400); // slices of 200 ms
        steps << said(q.take(0));                          // "x"
        steps << said(q.take(20000));                      // the reply of the second "x" is lost
        if (!stallOver.tryAcquire(1, 30000))
            return;
        steps << said(q.take(0)); // recovered: the second "x"
        steps << said(q.take(0)); // recovery over; the queue is empty
        for (int i = 0; i < 2; ++i) {
            const auto acked = q.ack("x");
            steps << (acked && acked->done ? "acked" : "not acked");
        }
    }));
    consumer->start();
    QTRY_COMPARE_WITH_TIMEOUT(blockedClients(), qint64(1), 20000);
    // One step on the server: the item arrives, then the server stalls 1.5 s before any reply
    // goes out, far past the consumer's deadline (its 200 ms + the slice). Whether the consumer
    // was blocked then or sent its next slice meanwhile, the move happens after the stall.
    ConnectionOptions patient = m_server->connectionOptions();
    patient.commandTimeoutMs = 20000;
    RedisConnection producer(patient);
    const auto stalled =
        producer.transaction({{"RPUSH", "cs:{lost}:queue", "x"}, {"DEBUG", "SLEEP", "1.5"}});
    stallOver.release();
    QVERIFY2(stalled.ok(), qPrintable(stalled.error().toString()));
    QVERIFY(consumer->wait(30000));
    QCOMPARE(steps, (QList<QByteArray>{"x", "error", "x", "(nil)", "acked", "acked"}));
    QCOMPARE(list("cs:{lost}:processing:w1"), QList<QByteArray>{"left-behind"});
    QCOMPARE(list("cs:{lost}:queue"), QList<QByteArray>{});
}

// BLMOVE moves the item, and the heartbeat right after fails (here: the registry has become a
// string): the take reports the error, and once the registry is repaired the next take hands out
// the item that was moved.
void TestReliableQueue::takeAfterTheHeartbeatFollowingAMoveFailedHandsOutTheItem()
{
    QSemaphore failed, repaired;
    QString firstError;
    std::optional<std::optional<QByteArray>> second; // none: the take failed
    bool acked = false;
    std::unique_ptr<QThread> consumer(QThread::create([&] {
        RedisConnection c(m_server->connectionOptions());
        ReliableQueue q(c, KeySpace(), "beat", "w1", 10000);
        const auto first = q.take(20000);
        firstError = first ? QStringLiteral("no error") : first.error().toString();
        failed.release();
        if (!repaired.tryAcquire(1, 30000))
            return;
        const auto again = q.take(0);
        if (again)
            second = *again;
        if (second && second->has_value()) {
            const auto a = q.ack(**second);
            acked = a && a->done;
        }
    }));
    consumer->start();
    QTRY_COMPARE_WITH_TIMEOUT(blockedClients(), qint64(1), 20000);
    QVERIFY(m_admin
                ->transaction({{"SET", "cs:{beat}:consumers", "not a zset"},
                               {"RPUSH", "cs:{beat}:queue", "job"}})
                .ok());
    QVERIFY(failed.tryAcquire(1, 30000));
    QVERIFY2(firstError.contains(u"wrongtype"), qPrintable(firstError));
    QCOMPARE(list("cs:{beat}:processing:w1"), QList<QByteArray>{"job"});
    QVERIFY(m_admin->command({"DEL", "cs:{beat}:consumers"}).ok());
    repaired.release();
    QVERIFY(consumer->wait(30000));
    QCOMPARE(second.value_or(std::optional<QByteArray>("(error)")).value_or("(nil)"),
             QByteArray("job"));
    QVERIFY(acked);
    QCOMPARE(list("cs:{beat}:processing:w1"), QList<QByteArray>{});
}

// By an injected clock: no sleeping, the boundary exact (a deadline equal to now holds).
void TestReliableQueue::reaperRequeuesADeadConsumersItemsAtTheHeadInOrder()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "jobs").push(items(5)).ok());
    ReliableQueue dead(c, KeySpace(), "jobs", "dead");
    for (int i = 0; i < 3; ++i)
        QVERIFY(dead.take(0)->has_value());
    const auto beatUs = dead.heartbeat();
    QVERIFY(beatUs.ok());
    const qint64 deadlineMs = *beatUs / 1000 + ReliableQueue::DefaultVisibilityMs;
    QCOMPARE(deadline("jobs", "dead"), deadlineMs);
    QueueReaper reaper(c, KeySpace(), "jobs");
    const auto early = reaper.reap(deadlineMs); // exactly the deadline: still alive
    QVERIFY2(early.ok(), qPrintable(early.error().toString()));
    QCOMPARE(early->requeued, qint64(0));
    QVERIFY(early->reaped.isEmpty());
    QCOMPARE(early->nowMs, deadlineMs);
    const auto late = reaper.reap(deadlineMs + 1);
    QVERIFY(late.ok());
    QCOMPARE(late->requeued, qint64(3));
    QCOMPARE(late->reaped.size(), 1);
    QCOMPARE(late->reaped.first().id, QByteArray("dead"));
    QCOMPARE(late->reaped.first().requeued, qint64(3));
    QVERIFY(late->reaped.first().deregistered);
    QVERIFY(!late->more);
    QCOMPARE(list("cs:{jobs}:queue"), items(5)); // item-0..2 back in front of item-3, item-4
    QCOMPARE(dbSize(), qint64(1));               // no processing list, no registry
}

// At 2^50 ms (the largest time the reaper takes) a deadline one ms before now is reaped and one
// equal to now is not: the script writes its bound exactly, not with Lua's rounding %.14g.
void TestReliableQueue::reaperBoundaryIsExactAtTheLargestInjectedTime()
{
    constexpr qint64 Now = qint64(1) << 50;
    QVERIFY(m_admin->command({"RPUSH", "cs:{far}:processing:before", "b"}).ok());
    QVERIFY(m_admin->command({"RPUSH", "cs:{far}:processing:at", "a"}).ok());
    QVERIFY(m_admin
                ->command({"ZADD", "cs:{far}:consumers", QByteArray::number(Now - 1), "before",
                           QByteArray::number(Now), "at"})
                .ok());
    RedisConnection c(m_server->connectionOptions());
    const auto r = QueueReaper(c, KeySpace(), "far").reap(Now);
    QVERIFY2(r.ok(), qPrintable(r.error().toString()));
    QCOMPARE(r->nowMs, Now);
    QCOMPARE(r->reaped.size(), 1);
    QCOMPARE(r->reaped.first().id, QByteArray("before"));
    QCOMPARE(list("cs:{far}:queue"), QList<QByteArray>{"b"});
    QCOMPARE(deadline("far", "at"), Now);
}

// Two consumers take at the same moment, one with a 1 s visibility timeout, one with 60 s: a
// reaper (which has no timeout of its own) reaps the first once its deadline has passed and
// leaves the second alone until its own has.
void TestReliableQueue::reaperJudgesEachConsumerByItsOwnDeadline()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "jobs").push(items(4)).ok());
    ReliableQueue quick(c, KeySpace(), "jobs", "quick", 1000);
    ReliableQueue patient(c, KeySpace(), "jobs", "patient", 60000);
    QVERIFY(quick.take(0)->has_value());
    QVERIFY(patient.take(0)->has_value());
    QVERIFY(patient.take(0)->has_value());
    const qint64 quickDeadline = deadline("jobs", "quick");
    const qint64 patientDeadline = deadline("jobs", "patient");
    QVERIFY(patientDeadline - quickDeadline > 50000);
    QueueReaper reaper(c, KeySpace(), "jobs");
    const auto r = reaper.reap(quickDeadline + 1);
    QVERIFY(r.ok());
    QCOMPARE(r->reaped.size(), 1);
    QCOMPARE(r->reaped.first().id, QByteArray("quick"));
    QCOMPARE(list("cs:{jobs}:queue"), (QList<QByteArray>{"item-0", "item-3"}));
    QCOMPARE(patient.inFlight().valueOr({}), (QList<QByteArray>{"item-1", "item-2"}));
    QVERIFY(reaper.reap(patientDeadline)->reaped.isEmpty());
    const auto later = reaper.reap(patientDeadline + 1);
    QCOMPARE(later->requeued, qint64(2));
    QCOMPARE(list("cs:{jobs}:queue"), (QList<QByteArray>{"item-1", "item-2", "item-0", "item-3"}));
}

// A run moves at most its item budget (5 here), across consumers; a consumer leaves the
// registry only once its processing list is empty, and the next runs go on where the last one
// stopped, order kept.
void TestReliableQueue::reaperMovesAtMostItsItemBudgetPerRun()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "big").push(items(12)).ok());
    ReliableQueue a(c, KeySpace(), "big", "a");
    ReliableQueue b(c, KeySpace(), "big", "b");
    for (int i = 0; i < 3; ++i)
        QVERIFY(a.take(0)->has_value()); // item-0..2
    for (int i = 0; i < 9; ++i)
        QVERIFY(b.take(0)->has_value()); // item-3..11
    QVERIFY(m_admin->command({"ZADD", "cs:{big}:consumers", "1000", "a", "2000", "b"}).ok());
    QueueReaper reaper(c, KeySpace(), "big", QueueReapLimits{100, 5});

    const auto first = reaper.reap(10000);
    QVERIFY2(first.ok(), qPrintable(first.error().toString()));
    QCOMPARE(first->requeued, qint64(5));
    QVERIFY(first->more);
    QCOMPARE(first->reaped.size(), 2);
    QCOMPARE(first->reaped.at(0).id, QByteArray("a"));
    QCOMPARE(first->reaped.at(0).requeued, qint64(3));
    QVERIFY(first->reaped.at(0).deregistered);
    QCOMPARE(first->reaped.at(1).id, QByteArray("b"));
    QCOMPARE(first->reaped.at(1).requeued, qint64(2));
    QVERIFY(!first->reaped.at(1).deregistered);
    QCOMPARE(deadline("big", "a"), qint64(-1));
    QCOMPARE(deadline("big", "b"), qint64(2000)); // still registered: 7 items left

    const auto second = reaper.reap(10000);
    QCOMPARE(second->requeued, qint64(5));
    QVERIFY(second->more);
    QVERIFY(!second->reaped.first().deregistered);
    const auto third = reaper.reap(10000);
    QCOMPARE(third->requeued, qint64(2));
    QVERIFY(!third->more);
    QVERIFY(third->reaped.first().deregistered);
    const auto fourth = reaper.reap(10000);
    QCOMPARE(fourth->requeued, qint64(0));
    QVERIFY(!fourth->more);
    // Each consumer's items in the order it took them, the last reaped in front.
    QCOMPARE(list("cs:{big}:queue"), items(12).mid(3) + items(3));
    QCOMPARE(dbSize(), qint64(1));
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
    const qint64 doomedDeadline = deadline("jobs", "doomed");
    // Not at its deadline: it may still be working (injected: the real clock may be past it).
    QCOMPARE(reaper.reap(doomedDeadline)->requeued, qint64(0));
    QVERIFY(!survivor.take(0)->has_value());
    QThread::msleep(2500);
    const auto reaped = reaper.reap();
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
        const auto r = reaper.reap();
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
    QVERIFY(reaper.reap()->reaped.isEmpty());
    QCOMPARE(list("cs:{idle}:processing:waiter"), QList<QByteArray>{"finally"});
}

void TestReliableQueue::ackAfterTheReaperRequeuedReportsNotDone()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "slow").push("job").ok());
    ReliableQueue slow(c, KeySpace(), "slow", "slowpoke");
    QVERIFY(slow.take(0)->has_value());
    QVERIFY(QueueReaper(c, KeySpace(), "slow").reap(serverMs() + 60000)->requeued == 1);
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
    ReaperThread reaper(m_server->connectionOptions(), "load", 50);
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
    const auto s = QueueInspector(*m_admin, KeySpace(), "load").status();
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
    ReaperThread reaper(m_server->connectionOptions(), "risky", 100);
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
    const auto s = QueueInspector(*m_admin, KeySpace(), "risky").status();
    QCOMPARE(s->ready, qint64(0));
    QCOMPARE(s->inFlight, qint64(0));
}

void TestReliableQueue::statusListsConsumersInFlightAndDeadlines()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(TaskQueue(c, KeySpace(), "seen").push(items(5)).ok());
    ReliableQueue a(c, KeySpace(), "seen", "a", 30000);
    ReliableQueue b(c, KeySpace(), "seen", "b", 60000);
    ReliableQueue gone(c, KeySpace(), "seen", "gone", 30000);
    QVERIFY(a.take(0)->has_value());
    QVERIFY(a.take(0)->has_value());
    QVERIFY(b.take(0)->has_value());
    QVERIFY(gone.take(0)->has_value());
    // "gone" passed its deadline 5 s ago, by the server's clock.
    QVERIFY(m_admin
                ->command(
                    {"ZADD", "cs:{seen}:consumers", QByteArray::number(serverMs() - 5000), "gone"})
                .ok());
    QueueInspector inspector(c, KeySpace(), "seen");
    const auto s = inspector.status();
    QVERIFY2(s.ok(), qPrintable(s.error().toString()));
    QCOMPARE(s->ready, qint64(1));
    QCOMPARE(s->inFlight, qint64(4));
    QCOMPARE(s->consumerCount, qint64(3));
    QCOMPARE(s->consumers.size(), 3);
    // Soonest deadline first.
    QCOMPARE(s->consumers.at(0).id, QByteArray("gone"));
    QVERIFY(s->consumers.at(0).stale);
    QVERIFY(s->consumers.at(0).deadlineLeftMs <= -5000);
    QCOMPARE(s->consumers.at(1).id, QByteArray("a"));
    QCOMPARE(s->consumers.at(1).inFlight, qint64(2));
    QCOMPARE(s->consumers.at(1).deadlineMs, deadline("seen", "a"));
    QVERIFY(s->consumers.at(1).deadlineLeftMs > 0);
    QVERIFY(s->consumers.at(1).deadlineLeftMs <= 30000);
    QVERIFY(!s->consumers.at(1).stale);
    QCOMPARE(s->consumers.at(2).id, QByteArray("b"));
    QCOMPARE(s->consumers.at(2).inFlight, qint64(1));
    QVERIFY(s->consumers.at(2).deadlineLeftMs > 30000);
    QVERIFY(s->consumers.at(2).deadlineLeftMs <= 60000);
    QCOMPARE(s->consumers.at(2).deadlineLeftMs, s->consumers.at(2).deadlineMs - s->nowUs / 1000);
    QCOMPARE(s->soonestDeadlineLeftMs.value_or(0), s->consumers.at(0).deadlineLeftMs);
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
    if (name != "q") { // a bad name: the reaper and the inspector refuse it too
        QCOMPARE(QueueReaper(c, KeySpace(), name).reap().error().kind(),
                 RedisError::Kind::InvalidArgument);
        QCOMPARE(QueueInspector(c, KeySpace(), name).status().error().kind(),
                 RedisError::Kind::InvalidArgument);
    }
    QueueReaper reaper(c, KeySpace(), "q");
    for (const qint64 now : {qint64(-1), (qint64(1) << 50) + 1})
        QCOMPARE(reaper.reap(now).error().kind(), RedisError::Kind::InvalidArgument);
    for (const QueueReapLimits limits : {QueueReapLimits{0, 5}, QueueReapLimits{5, 0},
                                         QueueReapLimits{QueueReaper::MaxLimit + 1, 5}})
        QCOMPARE(QueueReaper(c, KeySpace(), "q", limits).reap().error().kind(),
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
        QCOMPARE(QueueReaper(c, keys, "typed").reap().error().kind(), RedisError::Kind::WrongType);
    }
    if (part == "queue")
        QCOMPARE(QueueReaper(c, keys, "typed").reap().error().kind(), RedisError::Kind::WrongType);
    QCOMPARE(dbSize(), before);
    QCOMPARE(m_admin->command({"GET", typed})->bytes(), QByteArray("not a list"));
    if (part != "queue")
        QCOMPARE(list(keys.key("typed", "queue")), QList<QByteArray>{"item"});
}

QTEST_GUILESS_MAIN(TestReliableQueue)
#include "tst_reliablequeue.moc"
