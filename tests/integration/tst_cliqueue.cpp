#include "clirun.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QThread>

#include <signal.h>

namespace {
QString word(const char *s)
{
    return QString::fromUtf8(s);
}

QString word(const QString &s)
{
    return s;
}

template <typename... Words>
QStringList argv(const Words &...words)
{
    return {word(words)...};
}
} // namespace

// coordscope-cli queue against a private server: every variant's round trip, the reliable
// queue across processes (a consumer process that exits or is killed with an item in flight
// loses nothing: reap requeues it once the consumer's deadline has passed), and bad input
// (exit 2, one line, nothing written).
class TestCliQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void pushThenPopKeepsOrder();
    void popOnAnEmptyQueueExitsThree();
    void reliablePopWhoseReplyIsLostSaysWhereTheItemIs();
    void priorityPopTakesTheHighestLevelAndSaysWhich();
    void reliableItemOfAnExitedConsumerIsReapedAfterItsDeadlineAndDeliveredAgain();
    void reliableNackPutsTheItemBackAtTheHead();
    void reliableConsumerKilledWithAnItemInFlightGetsItReapedAfterItsDeadline();
    void statusReportsLevelsAndConsumers();
    void wrongTypeIsAClearErrorAndWritesNothing();
    void rejectsBadInput_data();
    void rejectsBadInput();

private:
    using Run = CliRun;
    Run cli(QStringList args) const;
    QStringList urlArgs() const;
    qint64 dbSize() const { return m_admin->command({"DBSIZE"})->integerValue(); }
    qint64 deadline(const QByteArray &name, const QByteArray &consumer) const;
    Run reapUntilSomethingIsRequeued(const QString &name) const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

QStringList TestCliQueue::urlArgs() const
{
    return {QStringLiteral("--url"), QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port())};
}

TestCliQueue::Run TestCliQueue::cli(QStringList args) const
{
    return CliRun::run(QStringLiteral(CLI_PATH), urlArgs() + args);
}

qint64 TestCliQueue::deadline(const QByteArray &name, const QByteArray &consumer) const
{
    const auto score = m_admin->command({"ZSCORE", "cs:{" + name + "}:consumers", consumer});
    return score.ok() && score->isString() ? score->bytes().toLongLong() : -1;
}

// queue reap, every 100 ms, until a run requeues something (or fails, or 15 s pass).
TestCliQueue::Run TestCliQueue::reapUntilSomethingIsRequeued(const QString &name) const
{
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        Run r = cli(argv("--json", "queue", "reap", name));
        if (r.exitCode != 0 || r.json.value(u"requeued").toInt() > 0 || waited.elapsed() > 15000)
            return r;
        QThread::msleep(100);
    }
}

void TestCliQueue::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestCliQueue::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestCliQueue::pushThenPopKeepsOrder()
{
    const Run pushed = cli(argv("--json", "queue", "push", "jobs", "one", "two", "three"));
    QCOMPARE(pushed.exitCode, 0);
    QCOMPARE(pushed.json.value(u"pushed").toInt(), 3);
    QCOMPARE(pushed.json.value(u"length").toInt(), 3);
    QCOMPARE(m_admin->command({"LLEN", "cs:{jobs}:queue"})->integerValue(), qint64(3));
    for (const QString &expected : argv("one", "two", "three")) {
        const Run popped = cli(argv("--json", "queue", "pop", "jobs", "--wait", "1000"));
        QCOMPARE(popped.exitCode, 0);
        QCOMPARE(popped.json.value(u"item").toString(), expected);
        QCOMPARE(popped.json.value(u"kind").toString(), QStringLiteral("fifo"));
    }
    const Run text = cli(argv("queue", "push", "jobs", "plain"));
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(cli(argv("queue", "pop", "jobs")).out, QByteArray("plain\n"));
}

void TestCliQueue::popOnAnEmptyQueueExitsThree()
{
    const Run r = cli(argv("--json", "queue", "pop", "nothing", "--wait", "100"));
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.json.value(u"item").isNull());
    QCOMPARE(r.json.value(u"ok").toBool(), true);
    QCOMPARE(dbSize(), qint64(0));
}

void TestCliQueue::reliablePopWhoseReplyIsLostSaysWhereTheItemIs()
{
    // The server holds the pop (CLIENT PAUSE WRITE) past the CLI's 300 ms command timeout: the
    // CLI cannot know whether the item was moved. The error says under which consumer and key
    // it would be, and how to get it.
    QCOMPARE(cli(argv("queue", "push", "mail", "letter")).exitCode, 0);
    QVERIFY(m_admin->command({"CLIENT", "PAUSE", "1500", "WRITE"}).ok());
    QStringList args = urlArgs();
    args[1] += QStringLiteral("?timeout=300");
    const Run lost = CliRun::run(
        QStringLiteral(CLI_PATH),
        args + argv("--json", "queue", "pop", "mail", "--kind", "reliable", "--consumer", "w1"));
    QCOMPARE(lost.exitCode, 1);
    QCOMPARE(lost.json.value(u"consumer").toString(), QStringLiteral("w1"));
    QCOMPARE(lost.json.value(u"processing_key").toString(),
             QStringLiteral("cs:{mail}:processing:w1"));
    QVERIFY2(lost.err.contains("an item may have been moved to cs:{mail}:processing:w1 with the "
                               "reply lost: pop again with --consumer w1"),
             lost.err.constData());
    // (Redis drops a paused command whose client went away, so here the item stayed in the
    // queue; had the move run, the same consumer would be given it back first.) Either way, the
    // advice works: a pop with that consumer, once the pause is over, is given the item.
    const Run again =
        cli(argv("--json", "queue", "pop", "mail", "--kind", "reliable", "--consumer", "w1"));
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.json.value(u"item").toString(), QStringLiteral("letter"));
}

void TestCliQueue::priorityPopTakesTheHighestLevelAndSaysWhich()
{
    QCOMPARE(
        cli(argv("queue", "push", "p", "--kind", "priority", "--priority", "low", "l")).exitCode,
        0);
    QCOMPARE(cli(argv("queue", "push", "p", "--kind", "priority", "n")).exitCode, 0);
    QCOMPARE(
        cli(argv("queue", "push", "p", "--kind", "priority", "--priority", "high", "h")).exitCode,
        0);
    QCOMPARE(m_admin->command({"LLEN", "cs:{p}:queue:high"})->integerValue(), qint64(1));
    const QList<QStringList> expected{argv("h", "high"), argv("n", "normal"), argv("l", "low")};
    for (const QStringList &e : expected) {
        const QString &item = e.at(0), &level = e.at(1);
        const Run r = cli(argv("--json", "queue", "pop", "p", "--kind", "priority"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(u"item").toString(), item);
        QCOMPARE(r.json.value(u"priority").toString(), level);
    }
}

// A CLI pop is a consumer that exits right after its take: without an ack, it is a consumer
// that died mid-item. Its deadline is its pop's time + its --visibility; reap (which takes no
// timeout of its own) requeues the item only once that has passed.
void TestCliQueue::reliableItemOfAnExitedConsumerIsReapedAfterItsDeadlineAndDeliveredAgain()
{
    QCOMPARE(cli(argv("queue", "push", "r", "job")).exitCode, 0);
    const Run taken = cli(argv("--json", "queue", "pop", "r", "--kind", "reliable", "--consumer",
                               "w1", "--visibility", "1000"));
    QCOMPARE(taken.exitCode, 0);
    QCOMPARE(taken.json.value(u"item").toString(), QStringLiteral("job"));
    QCOMPARE(taken.json.value(u"consumer").toString(), QStringLiteral("w1"));
    QCOMPARE(m_admin->command({"LLEN", "cs:{r}:processing:w1"})->integerValue(), qint64(1));
    const qint64 w1Deadline = deadline("r", "w1");
    QVERIFY(w1Deadline > 0);
    // Nothing else to take: the item is in flight at w1 until reaped.
    QCOMPARE(cli(argv("queue", "pop", "r", "--kind", "reliable", "--consumer", "w2")).exitCode, 3);

    const Run reaped = reapUntilSomethingIsRequeued(QStringLiteral("r"));
    QCOMPARE(reaped.exitCode, 0);
    QCOMPARE(reaped.json.value(u"requeued").toInt(), 1);
    QVERIFY2(qint64(reaped.json.value(u"now_ms").toDouble()) > w1Deadline,
             "reaped before its deadline");
    const QJsonArray who = reaped.json.value(u"reaped").toArray();
    QCOMPARE(who.size(), 1);
    QCOMPARE(who.at(0)[u"consumer"].toString(), QStringLiteral("w1"));
    QCOMPARE(who.at(0)[u"deregistered"].toBool(), true);

    const Run again =
        cli(argv("--json", "queue", "pop", "r", "--kind", "reliable", "--consumer", "w2"));
    QCOMPARE(again.json.value(u"item").toString(), QStringLiteral("job"));
    const Run acked = cli(argv("--json", "queue", "ack", "r", "job", "--consumer", "w2"));
    QCOMPARE(acked.exitCode, 0);
    QCOMPARE(acked.json.value(u"acked").toBool(), true);
    const Run late = cli(argv("--json", "queue", "ack", "r", "job", "--consumer", "w1"));
    QCOMPARE(late.exitCode, 3);
    QCOMPARE(late.json.value(u"acked").toBool(true), false);
    QVERIFY(late.json.value(u"detail").toString().contains(u"not in flight"));
}

void TestCliQueue::reliableNackPutsTheItemBackAtTheHead()
{
    QCOMPARE(cli(argv("queue", "push", "n", "first", "second")).exitCode, 0);
    const Run taken = cli(argv("--json", "queue", "pop", "n", "--kind", "reliable"));
    QCOMPARE(taken.json.value(u"item").toString(), QStringLiteral("first"));
    const QString consumer = taken.json.value(u"consumer").toString();
    QCOMPARE(consumer.size(), 32); // made up and printed
    const Run nacked = cli(argv("--json", "queue", "nack", "n", "first", "--consumer", consumer));
    QCOMPARE(nacked.exitCode, 0);
    QCOMPARE(nacked.json.value(u"requeued").toBool(), true);
    QCOMPARE(cli(argv("queue", "pop", "n")).out, QByteArray("first\n"));
}

// A consumer process blocked in its take is stopped (SIGSTOP), an item is pushed and the
// server moves it into the consumer's processing list (the reply waits in the socket), then the
// process is killed (SIGKILL) before it ever sees the item. Nothing but the reaper can bring it
// back: once the dead consumer's deadline has passed, reap requeues it and the next consumer
// gets it.
void TestCliQueue::reliableConsumerKilledWithAnItemInFlightGetsItReapedAfterItsDeadline()
{
    // The consumer blocks in slices of half its visibility (2 s here). The item must reach the
    // server while the stopped consumer's BLMOVE still waits there: it is pushed on the test's
    // own connection (a CLI process takes a second to start under ASan on a loaded machine,
    // longer than a short slice), right after the consumer is seen stopped while blocked.
    QProcess consumer;
    consumer.start(QStringLiteral(CLI_PATH),
                   urlArgs() + argv("queue", "pop", "k", "--kind", "reliable", "--consumer",
                                    "victim", "--visibility", "4000", "--wait", "60000"));
    QVERIFY(consumer.waitForStarted(10000));
    const auto blocked = [this] {
        return m_admin->command({"INFO", "clients"})->bytes().contains("blocked_clients:1");
    };
    bool stoppedWhileBlocked = false;
    for (int attempt = 0; attempt < 20 && !stoppedWhileBlocked; ++attempt) {
        QTRY_VERIFY_WITH_TIMEOUT(blocked(), 20000);
        QCOMPARE(::kill(pid_t(consumer.processId()), SIGSTOP), 0);
        stoppedWhileBlocked = blocked(); // not between two slices
        if (!stoppedWhileBlocked)
            QCOMPARE(::kill(pid_t(consumer.processId()), SIGCONT), 0);
    }
    QVERIFY(stoppedWhileBlocked);
    // What `queue push` sends (TaskQueue::push: one RPUSH).
    QCOMPARE(m_admin->command({"RPUSH", "cs:{k}:queue", "survivor"})->integerValue(), qint64(1));
    QTRY_COMPARE_WITH_TIMEOUT(
        m_admin->command({"LLEN", "cs:{k}:processing:victim"})->integerValue(), qint64(1), 10000);
    consumer.kill();
    QVERIFY(consumer.waitForFinished(10000));
    QCOMPARE(m_admin->command({"LLEN", "cs:{k}:queue"})->integerValue(), qint64(0));
    const qint64 victimDeadline = deadline("k", "victim");
    QVERIFY(victimDeadline > 0);

    const Run reaped = reapUntilSomethingIsRequeued(QStringLiteral("k"));
    QCOMPARE(reaped.exitCode, 0);
    QCOMPARE(reaped.json.value(u"requeued").toInt(), 1);
    QVERIFY2(qint64(reaped.json.value(u"now_ms").toDouble()) > victimDeadline,
             "reaped before its deadline");
    const Run r = cli(argv("--json", "queue", "pop", "k", "--kind", "reliable", "--wait", "1000"));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(u"item").toString(), QStringLiteral("survivor"));
}

void TestCliQueue::statusReportsLevelsAndConsumers()
{
    QCOMPARE(cli(argv("queue", "push", "s", "a", "b", "c")).exitCode, 0);
    QCOMPARE(
        cli(argv("queue", "push", "s", "--kind", "priority", "--priority", "high", "h")).exitCode,
        0);
    QCOMPARE(cli(argv("queue", "pop", "s", "--kind", "reliable", "--consumer", "w1")).exitCode, 0);
    const Run r = cli(argv("--json", "queue", "status", "s"));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(u"ready").toInt(), 3);
    QCOMPARE(r.json.value(u"in_flight").toInt(), 1);
    const QJsonArray levels = r.json.value(u"levels").toArray();
    QCOMPARE(levels.size(), 3);
    QCOMPARE(levels.at(0)[u"priority"].toString(), QStringLiteral("high"));
    QCOMPARE(levels.at(0)[u"length"].toInt(), 1);
    QCOMPARE(levels.at(1)[u"key"].toString(), QStringLiteral("cs:{s}:queue"));
    QCOMPARE(levels.at(1)[u"length"].toInt(), 2);
    const QJsonArray consumers = r.json.value(u"consumers").toArray();
    QCOMPARE(consumers.size(), 1);
    QCOMPARE(consumers.at(0)[u"consumer"].toString(), QStringLiteral("w1"));
    QCOMPARE(consumers.at(0)[u"in_flight"].toInt(), 1);
    QCOMPARE(consumers.at(0)[u"stale"].toBool(true), false);
    QCOMPARE(qint64(consumers.at(0)[u"deadline_ms"].toDouble()), deadline("s", "w1"));
    const int left = consumers.at(0)[u"deadline_left_ms"].toInt(-1);
    QVERIFY2(left > 0 && left <= 30000, qPrintable(QString::number(left))); // the default 30 s
    QCOMPARE(r.json.value(u"soonest_deadline_left_ms").toInt(-1), left);
    const Run text = cli(argv("queue", "status", "s"));
    QVERIFY2(text.out.startsWith("3 ready (high 1, normal 2, low 0), 1 in flight"),
             text.out.constData());
}

void TestCliQueue::wrongTypeIsAClearErrorAndWritesNothing()
{
    QVERIFY(m_admin->command({"SET", "cs:{t}:queue", "a string"}).ok());
    const QList<QStringList> commands{
        argv("queue", "push", "t", "x"),
        argv("queue", "pop", "t", "--wait", "100"),
        argv("queue", "pop", "t", "--kind", "priority"),
        argv("queue", "pop", "t", "--kind", "reliable", "--consumer", "w1"),
        argv("queue", "nack", "t", "x", "--consumer", "w1"),
        argv("queue", "status", "t"),
        argv("queue", "reap", "t"),
    };
    for (const QStringList &args : commands) {
        const Run r = cli(argv("--json") + args);
        QVERIFY2(r.exitCode == 1, qPrintable(args.join(u' ')));
        QCOMPARE(r.json.value(u"error")[u"kind"].toString(), QStringLiteral("wrongtype"));
        QVERIFY2(r.err.contains("wrongtype: WRONGTYPE"), r.err.constData());
        QCOMPARE(dbSize(), qint64(1));
    }
    QCOMPARE(m_admin->command({"GET", "cs:{t}:queue"})->bytes(), QByteArray("a string"));
}

void TestCliQueue::rejectsBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("unknown action") << argv("queue", "peek", "q") << "unknown queue action";
    QTest::newRow("missing name") << argv("queue", "pop") << "usage: queue";
    QTest::newRow("brace in name") << argv("queue", "push", "a{b}", "x") << "'{'";
    QTest::newRow("push without item") << argv("queue", "push", "q") << "at least one ITEM";
    QTest::newRow("pop with an item") << argv("queue", "pop", "q", "x") << "takes no ITEM";
    QTest::newRow("ack without item")
        << argv("queue", "ack", "q", "--consumer", "w") << "exactly one ITEM";
    QTest::newRow("ack without consumer") << argv("queue", "ack", "q", "x") << "--consumer";
    QTest::newRow("ack of a fifo")
        << argv("queue", "ack", "q", "x", "--kind", "fifo", "--consumer", "w") << "reliable only";
    QTest::newRow("unknown kind") << argv("queue", "pop", "q", "--kind", "lifo")
                                  << "unknown queue kind \"lifo\"";
    QTest::newRow("wait not a number") << argv("queue", "pop", "q", "--wait", "soon") << "--wait";
    QTest::newRow("wait negative") << argv("queue", "pop", "q", "--wait", "-5") << "--wait";
    QTest::newRow("wait over a day") << argv("queue", "pop", "q", "--wait", "86400001") << "--wait";
    QTest::newRow("wait on push") << argv("queue", "push", "q", "x", "--wait", "10")
                                  << "--wait is for queue pop";
    QTest::newRow("visibility zero")
        << argv("queue", "pop", "q", "--kind", "reliable", "--visibility", "0") << "--visibility";
    QTest::newRow("visibility on reap")
        << argv("queue", "reap", "q", "--visibility", "30000") << "not for queue reap";
    QTest::newRow("visibility on status")
        << argv("queue", "status", "q", "--visibility", "30000") << "not for queue status";
    QTest::newRow("visibility on a fifo pop")
        << argv("queue", "pop", "q", "--visibility", "30000") << "--visibility is for";
    QTest::newRow("visibility not a number")
        << argv("queue", "pop", "q", "--kind", "reliable", "--visibility", "long")
        << "--visibility";
    QTest::newRow("unknown priority")
        << argv("queue", "push", "q", "x", "--kind", "priority", "--priority", "urgent")
        << "unknown priority \"urgent\"";
    QTest::newRow("priority on a fifo")
        << argv("queue", "push", "q", "x", "--priority", "high") << "--priority";
    QTest::newRow("consumer on a fifo")
        << argv("queue", "pop", "q", "--consumer", "w") << "--consumer";
    QTest::newRow("consumer with a space")
        << argv("queue", "pop", "q", "--kind", "reliable", "--consumer", "a b") << "--consumer";
    QTest::newRow("unknown option") << argv("queue", "pop", "q", "--timeout", "5") << "timeout";
}

void TestCliQueue::rejectsBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, messagePart);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(r.err).contains(messagePart), r.err.constData());
    QCOMPARE(dbSize(), qint64(0));
}

QTEST_GUILESS_MAIN(TestCliQueue)
#include "tst_cliqueue.moc"
