#include "operatorrun.h"
#include "testredis.h"

#include <QTest>

// BullMQ's operator actions (issue 24) against a private server, on the layout BullMQ 6.7.0's
// scripts write, reproduced with raw commands (tests/libraries/ runs them against BullMQ itself):
// run now as Job.promote(), postpone as changeDelay, delete as remove, requeue as the stalled-job
// check; each only while the job is still where it was seen; Bull 3 and cross-slot plans refused.
using Acted = OperatorRun;

class TestOperatorBullMq : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void runNowPromotesTheJobWithMarkerAndEvent();
    void runNowPutsAPriorityJobInPrioritized();
    void runNowOnAPausedQueueSetsNoMarker();
    void postponeChangesTheDelayAsChangeDelayDoes();
    void deleteRemovesTheJobItsKeysAndItsDeduplication();
    void deleteRefusesAJobWithAParentOrChildren();
    void requeueOnlyAStalledJobWhoseLockIsGone();
    void bull3QueueIsRefusedWithTheReason();
    void clusterRefusesKeysWithoutAHashTag();

private:
    Acted act(OperatorAction action, const QByteArray &key, const QByteArray &id,
              qint64 ttlMs = -1);
    Result<RedisReply> cmd(const RedisCommand &argv) { return m_connection->command(argv); }
    qint64 nowMs();
    // A job added with a delay, as addDelayedJob-6.lua leaves it.
    void addDelayedJob(const QByteArray &queue, const QByteArray &id, qint64 delayMs,
                       const QByteArray &priority = "0");
    QMap<QByteArray, QByteArray> lastEvent(const QByteArray &queue);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

Acted TestOperatorBullMq::act(OperatorAction action, const QByteArray &key, const QByteArray &id,
                              qint64 ttlMs)
{
    OperatorRequest r;
    r.action = action;
    r.key = key;
    r.entries = {id};
    r.ttlMs = ttlMs;
    return OperatorRun::act(*m_connection, r);
}

qint64 TestOperatorBullMq::nowMs()
{
    const auto time = cmd({"TIME"});
    const auto parts = time->toBytesList();
    return parts->at(0).toLongLong() * 1000 + parts->at(1).toLongLong() / 1000;
}

void TestOperatorBullMq::addDelayedJob(const QByteArray &queue, const QByteArray &id,
                                       qint64 delayMs, const QByteArray &priority)
{
    const QByteArray prefix = "bull:" + queue + ':';
    const qint64 now = nowMs();
    QVERIFY(
        cmd({"HSET", prefix + id, "name", "send", "data", R"({"to":"a@example.com"})", "opts",
             R"({"delay":)" + QByteArray::number(delayMs) + "}", "timestamp",
             QByteArray::number(now), "delay", QByteArray::number(delayMs), "priority", priority}));
    QVERIFY(cmd({"ZADD", prefix + "delayed", QByteArray::number((now + delayMs) * 4096), id}));
    QVERIFY(cmd({"HSET", prefix + "meta", "opts.maxLenEvents", "10000"}));
    QVERIFY(cmd({"XADD", prefix + "events", "*", "event", "delayed", "jobId", id}));
    QVERIFY(cmd({"ZADD", prefix + "marker", QByteArray::number(now + delayMs), "1"}));
}

QMap<QByteArray, QByteArray> TestOperatorBullMq::lastEvent(const QByteArray &queue)
{
    QMap<QByteArray, QByteArray> out;
    const auto reply = cmd({"XREVRANGE", "bull:" + queue + ":events", "+", "-", "COUNT", "1"});
    if (!reply || !reply->isArray() || reply->elements().isEmpty())
        return out;
    const auto fields = reply->elements().first().elements().at(1).toBytesList();
    for (qsizetype i = 0; fields && i + 1 < fields->size(); i += 2)
        out.insert(fields->at(i), fields->at(i + 1));
    return out;
}

void TestOperatorBullMq::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().toString()));
    m_server = std::move(server).value();
    m_connection = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_connection->connect());
}

void TestOperatorBullMq::init()
{
    QVERIFY(cmd({"FLUSHALL"}));
}

void TestOperatorBullMq::runNowPromotesTheJobWithMarkerAndEvent()
{
    addDelayedJob("mail", "1", 3600000);
    addDelayedJob("mail", "2", 7200000);
    const Acted a = act(OperatorAction::RunNow, "bull:mail:delayed", "1");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.plan.scriptName, QStringLiteral("operate_bullmq"));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QVERIFY(cmd({"ZSCORE", "bull:mail:delayed", "1"})->isNil());
    QVERIFY(!cmd({"ZSCORE", "bull:mail:delayed", "2"})->isNil()); // the other job stays
    QCOMPARE(*cmd({"LRANGE", "bull:mail:wait", "0", "-1"})->toBytesList(), QList<QByteArray>{"1"});
    QCOMPARE(cmd({"ZSCORE", "bull:mail:marker", "0"})->bytes(), QByteArray("0"));
    QCOMPARE(cmd({"HGET", "bull:mail:1", "delay"})->bytes(), QByteArray("0"));
    const auto event = lastEvent("mail");
    QCOMPARE(event.value("event"), QByteArray("waiting"));
    QCOMPARE(event.value("jobId"), QByteArray("1"));
    QCOMPARE(event.value("prev"), QByteArray("delayed"));
    // Promoted already (by the operator or by BullMQ): nothing moves twice.
    const Acted twice = act(OperatorAction::RunNow, "bull:mail:delayed", "1");
    QCOMPARE(twice.outcome.status, OperatorOutcome::Status::Gone);
    QCOMPARE(cmd({"LLEN", "bull:mail:wait"})->integerValue(), 1);
}

void TestOperatorBullMq::runNowPutsAPriorityJobInPrioritized()
{
    addDelayedJob("mail", "9", 3600000, "3");
    QVERIFY(cmd({"SET", "bull:mail:pc", "5"}));
    const Acted a = act(OperatorAction::RunNow, "bull:mail:delayed", "9");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"EXISTS", "bull:mail:wait"})->integerValue(), 0);
    // getPriorityScore.lua: priority * 2^32 + the counter after INCR.
    QCOMPARE(cmd({"ZSCORE", "bull:mail:prioritized", "9"})->bytes().toLongLong(),
             3LL * 0x100000000LL + 6);
    QCOMPARE(cmd({"GET", "bull:mail:pc"})->bytes(), QByteArray("6"));
    QCOMPARE(cmd({"ZSCORE", "bull:mail:marker", "0"})->bytes(), QByteArray("0"));
}

void TestOperatorBullMq::runNowOnAPausedQueueSetsNoMarker()
{
    addDelayedJob("mail", "4", 3600000);
    QVERIFY(cmd({"HSET", "bull:mail:meta", "paused", "1"}));
    const Acted a = act(OperatorAction::RunNow, "bull:mail:delayed", "4");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    // BullMQ 5 and later keep a paused queue's jobs in wait, and wake no worker.
    QCOMPARE(cmd({"LINDEX", "bull:mail:wait", "0"})->bytes(), QByteArray("4"));
    QVERIFY(cmd({"ZSCORE", "bull:mail:marker", "0"})->isNil());
}

void TestOperatorBullMq::postponeChangesTheDelayAsChangeDelayDoes()
{
    addDelayedJob("mail", "5", 1000);
    const qint64 before = nowMs();
    const Acted a = act(OperatorAction::Postpone, "bull:mail:delayed", "5", 7200000);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    const qint64 score = cmd({"ZSCORE", "bull:mail:delayed", "5"})->bytes().toLongLong();
    const qint64 due = score / 4096;
    QVERIFY2(due >= before + 7200000 && due < before + 7260000,
             qPrintable(QString::number(due - before)));
    QCOMPARE(cmd({"HGET", "bull:mail:5", "delay"})->bytes(), QByteArray("7200000"));
    QCOMPARE(cmd({"ZSCORE", "bull:mail:marker", "1"})->bytes().toLongLong(), due);
    const auto event = lastEvent("mail");
    QCOMPARE(event.value("event"), QByteArray("delayed"));
    QCOMPARE(event.value("delay").toLongLong(), due);
    // A job no longer delayed (a worker took it) is not put back.
    QVERIFY(cmd({"ZREM", "bull:mail:delayed", "5"}));
    QVERIFY(cmd({"ZADD", "bull:mail:delayed", "1", "other"}));
    const Acted gone = act(OperatorAction::Postpone, "bull:mail:delayed", "5", 7200000);
    QCOMPARE(gone.outcome.status, OperatorOutcome::Status::Gone);
    QVERIFY(cmd({"ZSCORE", "bull:mail:delayed", "5"})->isNil());
}

void TestOperatorBullMq::deleteRemovesTheJobItsKeysAndItsDeduplication()
{
    addDelayedJob("mail", "6", 3600000);
    addDelayedJob("mail", "7", 3600000);
    QVERIFY(cmd({"RPUSH", "bull:mail:6:logs", "line"}));
    QVERIFY(cmd({"HSET", "bull:mail:6", "deid", "welcome"}));
    QVERIFY(cmd({"SET", "bull:mail:de:welcome", "6"}));
    const Acted a = act(OperatorAction::DeleteItem, "bull:mail:delayed", "6");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(
        cmd({"EXISTS", "bull:mail:6", "bull:mail:6:logs", "bull:mail:de:welcome"})->integerValue(),
        0);
    QVERIFY(cmd({"ZSCORE", "bull:mail:delayed", "6"})->isNil());
    QCOMPARE(cmd({"EXISTS", "bull:mail:7"})->integerValue(), 1);
    const auto event = lastEvent("mail");
    QCOMPARE(event.value("event"), QByteArray("removed"));
    QCOMPARE(event.value("jobId"), QByteArray("6"));
    QCOMPARE(event.value("prev"), QByteArray("delayed"));
}

void TestOperatorBullMq::deleteRefusesAJobWithAParentOrChildren()
{
    addDelayedJob("mail", "8", 3600000);
    QVERIFY(cmd({"HSET", "bull:mail:8", "parentKey", "bull:flows:1"}));
    Acted a = act(OperatorAction::DeleteItem, "bull:mail:delayed", "8");
    QVERIFY2(a.error.contains(QLatin1String("parent")), qPrintable(a.error));
    QVERIFY(!cmd({"ZSCORE", "bull:mail:delayed", "8"})->isNil());
    QCOMPARE(cmd({"EXISTS", "bull:mail:8"})->integerValue(), 1);

    addDelayedJob("mail", "10", 3600000);
    QVERIFY(cmd({"SADD", "bull:mail:10:dependencies", "bull:mail:11"}));
    a = act(OperatorAction::DeleteItem, "bull:mail:delayed", "10");
    QVERIFY2(a.error.contains(QLatin1String("children")), qPrintable(a.error));
    QCOMPARE(cmd({"EXISTS", "bull:mail:10"})->integerValue(), 1);
}

void TestOperatorBullMq::requeueOnlyAStalledJobWhoseLockIsGone()
{
    QVERIFY(cmd({"HSET", "bull:mail:12", "name", "send", "data", "{}", "processedOn", "1"}));
    QVERIFY(cmd({"HSET", "bull:mail:meta", "opts.maxLenEvents", "10000"}));
    QVERIFY(cmd({"LPUSH", "bull:mail:active", "12"}));
    QVERIFY(cmd({"RPUSH", "bull:mail:wait", "13"}));
    QVERIFY(cmd({"SET", "bull:mail:12:lock", "worker-1:1", "PX", "30000"}));
    Acted a = act(OperatorAction::Requeue, "bull:mail:active", "12");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Alive);
    QCOMPARE(a.outcome.current, QByteArray("worker-1:1"));
    QCOMPARE(cmd({"LLEN", "bull:mail:active"})->integerValue(), 1);

    QVERIFY(cmd({"DEL", "bull:mail:12:lock"})); // the worker died: its lock lapsed
    a = act(OperatorAction::Requeue, "bull:mail:active", "12");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"LLEN", "bull:mail:active"})->integerValue(), 0);
    // At the head: BullMQ's workers take from the right, so it runs before job 13.
    QCOMPARE(cmd({"LINDEX", "bull:mail:wait", "-1"})->bytes(), QByteArray("12"));
    QCOMPARE(cmd({"HGET", "bull:mail:12", "stc"})->bytes(), QByteArray("1"));
    QCOMPARE(cmd({"ZSCORE", "bull:mail:marker", "0"})->bytes(), QByteArray("0"));
    const auto range = cmd({"XRANGE", "bull:mail:events", "-", "+"});
    QCOMPARE(range->elements().size(), 2);
    const auto waiting = range->elements().at(0).elements().at(1).toBytesList();
    QCOMPARE(*waiting, (QList<QByteArray>{"event", "waiting", "jobId", "12", "prev", "active"}));
    QCOMPARE(lastEvent("mail").value("event"), QByteArray("stalled"));
    // Requeued already: not pushed twice.
    QVERIFY(cmd({"LPUSH", "bull:mail:active", "14"}));
    a = act(OperatorAction::Requeue, "bull:mail:active", "12");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Gone);
    QCOMPARE(cmd({"LLEN", "bull:mail:wait"})->integerValue(), 2);
}

void TestOperatorBullMq::bull3QueueIsRefusedWithTheReason()
{
    // Bull 3 writes delayed and the job hashes, but no events, meta or marker.
    QVERIFY(cmd({"HSET", "bull:old:1", "name", "__default__", "data", "{}", "delay", "60000"}));
    QVERIFY(cmd({"ZADD", "bull:old:delayed", "7000000000000000", "1"}));
    Acted a = act(OperatorAction::RunNow, "bull:old:delayed", "1");
    QVERIFY2(a.error.contains(QLatin1String("Bull 3")), qPrintable(a.error));
    QVERIFY(!cmd({"ZSCORE", "bull:old:delayed", "1"})->isNil());

    DiscoveredPrimitive p;
    p.kind = PrimitiveKind::TaskQueue;
    p.family = QStringLiteral("bull3-queue");
    p.library = QStringLiteral("Bull 3");
    p.name = "old";
    p.keys << DiscoveredKey{
        "bull:old:delayed", "schedule", {}, "zset", -1, ScoreUnit::EpochMillisTimes4096, "job-id"};
    OperatorRequest r;
    r.action = OperatorAction::RunNow;
    r.primitive = p;
    r.key = "bull:old:delayed";
    r.entries = {"1"};
    const auto plan = OperatorPlanner::plan(r);
    QVERIFY(!plan);
    QVERIFY2(plan.error().message().contains(QLatin1String("Bull 3 moves its jobs")),
             qPrintable(plan.error().message()));
    QVERIFY(OperatorPlanner::actionsFor(p, "schedule").isEmpty());
}

void TestOperatorBullMq::clusterRefusesKeysWithoutAHashTag()
{
    DiscoveredPrimitive p;
    p.kind = PrimitiveKind::TaskQueue;
    p.family = QStringLiteral("bullmq-queue");
    p.library = QStringLiteral("BullMQ");
    OperatorRequest r;
    r.action = OperatorAction::RunNow;
    r.entries = {"1"};
    r.cluster = true;
    for (const QByteArray name : {QByteArray("mail"), QByteArray("{mail}")}) {
        p.name = name;
        p.keys = {DiscoveredKey{"bull:" + name + ":delayed",
                                "schedule",
                                {},
                                "zset",
                                -1,
                                ScoreUnit::EpochMillisTimes4096,
                                "job-id"}};
        r.primitive = p;
        r.key = "bull:" + name + ":delayed";
        const auto plan = OperatorPlanner::plan(r);
        if (name.startsWith('{')) {
            QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().message()));
            QCOMPARE(plan->keys.size(), 9);
        } else {
            QVERIFY(!plan);
            QCOMPARE(plan.error().kind(), RedisError::Kind::CrossSlot);
        }
    }
}

QTEST_GUILESS_MAIN(TestOperatorBullMq)
#include "tst_operatorbullmq.moc"
