#include "clirun.h"
#include "delayedenvelope.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

// coordscope-cli delay add|claim|status against a private server: a round trip through all
// three, every claimer kind, paging, and bad input refused with exit 2 and nothing written.
class TestCliDelay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void addStatusClaimRoundTrip();
    void claimWorksWithEveryKind_data();
    void claimWorksWithEveryKind();
    void claimRespectsMax();
    void statusPagesByDueTime();
    void textOutputNamesTheItems();
    void badInputIsRefusedWithExit2AndNothingWritten_data();
    void badInputIsRefusedWithExit2AndNothingWritten();
    void keyOfAnotherTypeIsAFailureThatWritesNothing_data();
    void keyOfAnotherTypeIsAFailureThatWritesNothing();

private:
    using Run = CliRun;
    Run cli(QStringList args) const;
    Run run(std::initializer_list<QAnyStringView> args) const;
    QList<QByteArray> ready() const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

TestCliDelay::Run TestCliDelay::cli(QStringList args) const
{
    args.prepend(QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port()));
    args.prepend(QStringLiteral("--url"));
    return CliRun::run(QStringLiteral(CLI_PATH), args);
}

TestCliDelay::Run TestCliDelay::run(std::initializer_list<QAnyStringView> args) const
{
    QStringList list;
    for (QAnyStringView a : args)
        list << a.toString();
    return cli(list);
}

QList<QByteArray> TestCliDelay::ready() const
{
    QList<QByteArray> out;
    const auto reply = m_admin->command({"LRANGE", "cs:{jobs}:queue", "0", "-1"});
    if (reply && reply->isArray())
        for (const RedisReply &r : reply->elements())
            out << r.bytes();
    return out;
}

void TestCliDelay::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestCliDelay::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestCliDelay::addStatusClaimRoundTrip()
{
    const Run now = run({"--json", "delay", "add", "jobs", "send mail", "--delay", "0"});
    QCOMPARE(now.exitCode, 0);
    QVERIFY(now.json.value(u"ok").toBool());
    const QString nowId = now.json.value(u"id").toString();
    QCOMPARE(nowId.size(), 32);
    QCOMPARE(now.json.value(u"due_ms").toInteger(), now.json.value(u"now_ms").toInteger());
    QCOMPARE(now.json.value(u"due_in_ms").toInteger(), 0);

    const Run past = run({"--json", "delay", "add", "jobs", "send mail", "--at", "1"});
    QCOMPARE(past.exitCode, 0);
    QCOMPARE(past.json.value(u"due_ms").toInteger(), 1);
    QVERIFY(past.json.value(u"earliest").toBool());
    const Run later = run({"--json", "delay", "add", "jobs", "report", "--delay", "600000"});
    QCOMPARE(later.exitCode, 0);
    QVERIFY(!later.json.value(u"earliest").toBool());
    QCOMPARE(later.json.value(u"due_in_ms").toInteger(), 600000);

    const Run status = run({"--json", "delay", "status", "jobs"});
    QCOMPARE(status.exitCode, 0);
    QCOMPARE(status.json.value(u"scheduled").toInteger(), 3);
    QCOMPARE(status.json.value(u"due_now").toInteger(), 2);
    QCOMPARE(status.json.value(u"ready").toInteger(), 0);
    QCOMPARE(status.json.value(u"earliest_due_ms").toInteger(), 1);
    QVERIFY(status.json.value(u"oldest_overdue_ms").toInteger() > 0);
    const QJsonArray items = status.json.value(u"items").toArray();
    QCOMPARE(items.size(), 3);
    QCOMPARE(items.at(0).toObject().value(u"id").toString(), past.json.value(u"id").toString());
    QCOMPARE(items.at(1).toObject().value(u"id").toString(), nowId);
    QCOMPARE(items.at(2).toObject().value(u"payload").toString(), QStringLiteral("report"));

    const Run claim = run({"--json", "delay", "claim", "jobs"});
    QCOMPARE(claim.exitCode, 0);
    QCOMPARE(claim.json.value(u"kind").toString(), QStringLiteral("atomic"));
    QCOMPARE(claim.json.value(u"claimed").toInteger(), 2);
    const QJsonArray claimed = claim.json.value(u"items").toArray();
    QCOMPARE(claimed.at(0).toObject().value(u"id").toString(), past.json.value(u"id").toString());
    QCOMPARE(claimed.at(1).toObject().value(u"id").toString(), nowId);
    const QList<QByteArray> list = ready();
    QCOMPARE(list.size(), 2);
    const auto second = DelayedEnvelope::decode(list.at(1));
    QVERIFY(second.ok());
    QCOMPARE(second->id, nowId.toUtf8());
    QCOMPARE(second->payload, "send mail");

    const Run after = run({"--json", "delay", "status", "jobs"});
    QCOMPARE(after.json.value(u"scheduled").toInteger(), 1);
    QCOMPARE(after.json.value(u"due_now").toInteger(), 0);
    QCOMPARE(after.json.value(u"ready").toInteger(), 2);
    QVERIFY(after.json.value(u"oldest_overdue_ms").isNull());

    const Run nothing = run({"--json", "delay", "claim", "jobs"});
    QCOMPARE(nothing.exitCode, 0); // nothing due is a result, not a failure
    QCOMPARE(nothing.json.value(u"claimed").toInteger(), 0);
}

void TestCliDelay::claimWorksWithEveryKind_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : {"atomic", "zrem-checked", "unchecked"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

void TestCliDelay::claimWorksWithEveryKind()
{
    QFETCH(QString, kind);
    for (const char *at : {"30", "10", "20"})
        QCOMPARE(run({"delay", "add", "jobs", QStringLiteral("at %1").arg(QLatin1String(at)),
                      "--at", QString::fromLatin1(at)})
                     .exitCode,
                 0);
    const Run claim = run({"--json", "delay", "claim", "jobs", "--kind", kind});
    QCOMPARE(claim.exitCode, 0);
    QCOMPARE(claim.json.value(u"kind").toString(), kind);
    QCOMPARE(claim.json.value(u"claimed").toInteger(), 3);
    QCOMPARE(claim.json.value(u"taken_by_others").toInteger(), 0);
    QList<QByteArray> payloads;
    for (const QByteArray &bytes : ready())
        payloads << DelayedEnvelope::decode(bytes).valueOr({}).payload;
    QCOMPARE(payloads, (QList<QByteArray>{"at 10", "at 20", "at 30"}));
}

void TestCliDelay::claimRespectsMax()
{
    for (const char *at : {"1", "2", "3"})
        QCOMPARE(run({"delay", "add", "jobs", "x", "--at", QString::fromLatin1(at)}).exitCode, 0);
    const Run claim = run({"--json", "delay", "claim", "jobs", "--max", "2"});
    QCOMPARE(claim.exitCode, 0);
    QCOMPARE(claim.json.value(u"claimed").toInteger(), 2);
    QCOMPARE(ready().size(), 2);
}

void TestCliDelay::statusPagesByDueTime()
{
    for (int at = 5; at >= 1; --at)
        QCOMPARE(run({"delay", "add", "jobs", QStringLiteral("job %1").arg(at), "--at",
                      QString::number(at)})
                     .exitCode,
                 0);
    const Run page = run({"--json", "delay", "status", "jobs", "--page", "2", "--page-size", "2"});
    QCOMPARE(page.exitCode, 0);
    QCOMPARE(page.json.value(u"page").toInteger(), 2);
    const QJsonArray items = page.json.value(u"items").toArray();
    QCOMPARE(items.size(), 2);
    QCOMPARE(items.at(0).toObject().value(u"position").toInteger(), 3);
    QCOMPARE(items.at(0).toObject().value(u"payload").toString(), QStringLiteral("job 3"));
    QCOMPARE(items.at(1).toObject().value(u"payload").toString(), QStringLiteral("job 4"));
    const Run beyond = run({"--json", "delay", "status", "jobs", "--page", "9"});
    QCOMPARE(beyond.exitCode, 0);
    QVERIFY(beyond.json.value(u"items").toArray().isEmpty());
    QCOMPARE(beyond.json.value(u"scheduled").toInteger(), 5);
}

void TestCliDelay::textOutputNamesTheItems()
{
    const Run add = run({"delay", "add", "jobs", "payload text", "--at", "7"});
    QCOMPARE(add.exitCode, 0);
    QVERIFY2(add.out.startsWith("scheduled "), add.out.constData());
    const QByteArray id = add.out.split(' ').at(1);
    const Run status = run({"delay", "status", "jobs"});
    QCOMPARE(status.exitCode, 0);
    QVERIFY2(status.out.startsWith("jobs: 1 scheduled, 1 due now"), status.out.constData());
    QVERIFY2(status.out.contains(id) && status.out.contains("payload text"),
             status.out.constData());
    const Run claim = run({"delay", "claim", "jobs", "--kind", "zrem-checked"});
    QCOMPARE(claim.exitCode, 0);
    QVERIFY2(claim.out.startsWith("claimed 1 (zrem-checked)") && claim.out.contains(id),
             claim.out.constData());
}

void TestCliDelay::badInputIsRefusedWithExit2AndNothingWritten_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("messagePart");
    const auto row = [](const char *name, std::initializer_list<const char *> args,
                        const char *part) {
        QStringList list;
        for (const char *a : args)
            list << QString::fromUtf8(a);
        QTest::newRow(name) << list << QString::fromUtf8(part);
    };
    row("no action", {"delay"}, "usage: delay add");
    row("unknown action", {"delay", "push", "jobs"}, "unknown delay action \"push\"");
    row("add without payload", {"delay", "add", "jobs", "--delay", "5"}, "usage: delay add");
    row("add without time", {"delay", "add", "jobs", "x"}, "exactly one of --delay");
    row("add with both times", {"delay", "add", "jobs", "x", "--delay", "5", "--at", "9"},
        "exactly one of --delay");
    row("negative delay", {"delay", "add", "jobs", "x", "--delay", "-5"},
        "--delay must be a whole number of milliseconds from 0 to 31536000000, not \"-5\"");
    row("non-numeric delay", {"delay", "add", "jobs", "x", "--delay", "soon"}, "not \"soon\"");
    row("fractional delay", {"delay", "add", "jobs", "x", "--delay", "1.5"}, "not \"1.5\"");
    row("negative due time", {"delay", "add", "jobs", "x", "--at", "-1"}, "--at must be");
    row("due time past 2^50", {"delay", "add", "jobs", "x", "--at", "1125899906842625"},
        "the due time must be from 0 to 1125899906842624 ms");
    row("name with a brace", {"delay", "add", "a{b", "x", "--delay", "1"}, "must not contain");
    row("max 0", {"delay", "claim", "jobs", "--max", "0"}, "--max must be");
    row("max over 1000", {"delay", "claim", "jobs", "--max", "1001"}, "at most 1000");
    row("non-numeric max", {"delay", "claim", "jobs", "--max", "ten"}, "not \"ten\"");
    row("unknown kind", {"delay", "claim", "jobs", "--kind", "lua"},
        "unknown claimer kind \"lua\"");
    row("page 0", {"delay", "status", "jobs", "--page", "0"}, "--page must be");
    row("non-numeric page size", {"delay", "status", "jobs", "--page-size", "x"},
        "--page-size must be");
    row("page size over 1000", {"delay", "status", "jobs", "--page-size", "5000"}, "at most 1000");
    row("option of another action", {"delay", "claim", "jobs", "--delay", "5"},
        "--delay is for delay add, not delay claim");
    row("unknown option", {"delay", "status", "jobs", "--limit", "5"}, "limit");
}

void TestCliDelay::badInputIsRefusedWithExit2AndNothingWritten()
{
    QFETCH(QStringList, args);
    QFETCH(QString, messagePart);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(r.err).contains(messagePart), r.err.constData());
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(0));

    // With --json the same error is also one JSON object on stdout.
    const Run json = cli(QStringList{QStringLiteral("--json")} + args);
    QCOMPARE(json.exitCode, 2);
    QCOMPARE(json.json.value(u"ok").toBool(true), false);
    QCOMPARE(json.json.value(u"error").toObject().value(u"kind").toString(),
             QStringLiteral("invalid_argument"));
}

void TestCliDelay::keyOfAnotherTypeIsAFailureThatWritesNothing_data()
{
    QTest::addColumn<QByteArray>("part");
    QTest::addColumn<QStringList>("args");
    QTest::newRow("add, delayed") << QByteArray("delayed")
                                  << QStringList{QStringLiteral("delay"),   QStringLiteral("add"),
                                                 QStringLiteral("jobs"),    QStringLiteral("x"),
                                                 QStringLiteral("--delay"), QStringLiteral("0")};
    QTest::newRow("claim, queue") << QByteArray("queue")
                                  << QStringList{QStringLiteral("delay"), QStringLiteral("claim"),
                                                 QStringLiteral("jobs")};
    QTest::newRow("zrem-checked claim, queue")
        << QByteArray("queue")
        << QStringList{QStringLiteral("delay"), QStringLiteral("claim"), QStringLiteral("jobs"),
                       QStringLiteral("--kind"), QStringLiteral("zrem-checked")};
    QTest::newRow("status, payloads")
        << QByteArray("payloads")
        << QStringList{QStringLiteral("delay"), QStringLiteral("status"), QStringLiteral("jobs")};
}

void TestCliDelay::keyOfAnotherTypeIsAFailureThatWritesNothing()
{
    QFETCH(QByteArray, part);
    QFETCH(QStringList, args);
    const QByteArray key = "cs:{jobs}:" + part;
    if (part != "delayed")
        QCOMPARE(run({"delay", "add", "jobs", "due", "--at", "1"}).exitCode, 0);
    const qint64 scheduled = m_admin->command({"ZCARD", "cs:{jobs}:delayed"})->integerValue();
    QVERIFY(m_admin->command({"DEL", key}).ok());
    QVERIFY(m_admin->command({"SET", key, "not mine"}).ok());
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("wrongtype: WRONGTYPE"), r.err.constData());
    QCOMPARE(m_admin->command({"GET", key})->bytes(), "not mine");
    if (part != "delayed")
        QCOMPARE(m_admin->command({"ZCARD", "cs:{jobs}:delayed"})->integerValue(), scheduled);
}

QTEST_GUILESS_MAIN(TestCliDelay)
#include "tst_clidelay.moc"
