#include "redisconnection.h"
#include "testredis.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QThread>

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
// queue across processes (a consumer process that exits or is killed without its ack loses
// nothing), and bad input (exit 2, one line, nothing written).
class TestCliQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void pushThenPopKeepsOrder();
    void popOnAnEmptyQueueExitsThree();
    void priorityPopTakesTheHighestLevelAndSaysWhich();
    void reliableItemOfAnExitedConsumerIsReapedAndDeliveredAgain();
    void reliableNackPutsTheItemBackAtTheHead();
    void reliableConsumerKilledWhileWaitingLosesNothing();
    void statusReportsLevelsAndConsumers();
    void wrongTypeIsAClearErrorAndWritesNothing();
    void rejectsBadInput_data();
    void rejectsBadInput();

private:
    struct Run
    {
        int exitCode = -1;
        QJsonObject json;
        QByteArray out;
        QByteArray err;
    };
    Run cli(QStringList args) const;
    QStringList urlArgs() const;
    qint64 dbSize() const { return m_admin->command({"DBSIZE"})->integerValue(); }

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

QStringList TestCliQueue::urlArgs() const
{
    return {QStringLiteral("--url"), QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port())};
}

TestCliQueue::Run TestCliQueue::cli(QStringList args) const
{
    QProcess p;
    p.start(QStringLiteral(CLI_PATH), urlArgs() + args);
    if (!p.waitForFinished(30000))
        return {};
    Run r{p.exitCode(), {}, p.readAllStandardOutput(), p.readAllStandardError()};
    r.json = QJsonDocument::fromJson(r.out).object();
    return r;
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
// that died mid-item.
void TestCliQueue::reliableItemOfAnExitedConsumerIsReapedAndDeliveredAgain()
{
    QCOMPARE(cli(argv("queue", "push", "r", "job")).exitCode, 0);
    const Run taken =
        cli(argv("--json", "queue", "pop", "r", "--kind", "reliable", "--consumer", "w1"));
    QCOMPARE(taken.exitCode, 0);
    QCOMPARE(taken.json.value(u"item").toString(), QStringLiteral("job"));
    QCOMPARE(taken.json.value(u"consumer").toString(), QStringLiteral("w1"));
    QCOMPARE(m_admin->command({"LLEN", "cs:{r}:processing:w1"})->integerValue(), qint64(1));

    const Run early = cli(argv("--json", "queue", "reap", "r", "--visibility", "60000"));
    QCOMPARE(early.exitCode, 0);
    QCOMPARE(early.json.value(u"requeued").toInt(), 0);
    QCOMPARE(cli(argv("queue", "pop", "r", "--kind", "reliable", "--consumer", "w2")).exitCode, 3);

    QThread::msleep(1500); // three times the visibility timeout below
    const Run reaped = cli(argv("--json", "queue", "reap", "r", "--visibility", "500"));
    QCOMPARE(reaped.exitCode, 0);
    QCOMPARE(reaped.json.value(u"requeued").toInt(), 1);
    const QJsonArray who = reaped.json.value(u"reaped").toArray();
    QVERIFY(!who.isEmpty());
    QCOMPARE(who.at(0)[u"consumer"].toString(), QStringLiteral("w1"));

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

// A consumer process killed (SIGKILL) while blocked in its take, with an item pushed right
// after: whichever way the race goes (the server drops the blocked take, or serves it into the
// dead consumer's processing list just before), the item is delivered to the next consumer,
// at the latest after the visibility timeout.
void TestCliQueue::reliableConsumerKilledWhileWaitingLosesNothing()
{
    QProcess consumer;
    consumer.start(QStringLiteral(CLI_PATH),
                   urlArgs() + argv("queue", "pop", "k", "--kind", "reliable", "--consumer",
                                    "victim", "--visibility", "1000", "--wait", "60000"));
    QVERIFY(consumer.waitForStarted(10000));
    QTRY_VERIFY_WITH_TIMEOUT(m_admin->command({"ZSCORE", "cs:{k}:consumers", "victim"})->isString(),
                             10000);
    consumer.kill();
    QVERIFY(consumer.waitForFinished(10000));
    QCOMPARE(cli(argv("queue", "push", "k", "survivor")).exitCode, 0);
    QThread::msleep(2500);
    QCOMPARE(cli(argv("queue", "reap", "k", "--visibility", "1000")).exitCode, 0);
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
    QVERIFY(r.json.value(u"oldest_heartbeat_age_ms").toInt(-1) >= 0);
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
        << argv("queue", "reap", "q", "--visibility", "0") << "--visibility";
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
