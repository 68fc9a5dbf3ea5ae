#include "clirun.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

// coordscope-cli operate (issue 24): the real binary against a private server. Without --yes it
// prints the commands and sends nothing (exit 4); with --yes it acts (exit 0), or says the state
// changed (exit 3) and leaves the new holder alone; --json; read-only refuses --yes; bad input.
class TestCliOperate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void withoutYesPrintsTheCommandsAndSendsNothing();
    void breakLockReadsTheHolderWhenNotTold();
    void breakLockRefusesWhenTheHolderChanged();
    void setTtlChangesTheLease();
    void evictEveryExpiredHolder();
    void runNowAndPostponeAScheduledItem();
    void requeueAStrandedItem();
    void resetEverySubjectOfALimiter();
    void readOnlyRefusesYes();
    void rejectsBadInput_data();
    void rejectsBadInput();

private:
    CliRun cli(QStringList args, bool readOnly = false) const;
    Result<RedisReply> cmd(const RedisCommand &argv) { return m_connection->command(argv); }

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

CliRun TestCliOperate::cli(QStringList args, bool readOnly) const
{
    args.prepend(QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port()));
    args.prepend(QStringLiteral("--url"));
    if (readOnly)
        args.prepend(QStringLiteral("--read-only"));
    return CliRun::run(QStringLiteral(CLI_PATH), args);
}

void TestCliOperate::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_connection = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_connection->connect());
}

void TestCliOperate::init()
{
    QVERIFY(cmd({"FLUSHALL"}));
}

void TestCliOperate::withoutYesPrintsTheCommandsAndSendsNothing()
{
    QVERIFY(cmd({"SET", "cs:{orders}:lock", "tok-1", "PX", "60000"}));
    const CliRun text = cli({QStringLiteral("operate"), QStringLiteral("break-lock"),
                             QStringLiteral("cs:{orders}:lock"), QStringLiteral("--expect"),
                             QStringLiteral("tok-1")});
    QCOMPARE(text.exitCode, 4);
    QVERIFY2(text.out.contains("EVAL <operate_lock.lua> 3 cs:{orders}:lock"), text.out.constData());
    QVERIFY(text.out.contains("redis.call('DEL', KEYS[1])")); // the script's source is shown
    QVERIFY(text.out.contains("--yes"));
    const CliRun json = cli({QStringLiteral("--json"), QStringLiteral("operate"),
                             QStringLiteral("break-lock"), QStringLiteral("cs:{orders}:lock"),
                             QStringLiteral("--expect"), QStringLiteral("tok-1")});
    QCOMPARE(json.exitCode, 4);
    QCOMPARE(json.json.value(QStringLiteral("sent")).toBool(true), false);
    QCOMPARE(json.json.value(QStringLiteral("family")).toString(),
             QStringLiteral("coordscope-token-lock"));
    const QJsonArray argv = json.json.value(QStringLiteral("commands")).toArray().first().toArray();
    QCOMPARE(argv.first().toString(), QStringLiteral("EVAL"));
    QVERIFY(argv.at(1).toString().contains(QStringLiteral("compare-and-act")));
    QCOMPARE(cmd({"GET", "cs:{orders}:lock"})->bytes(), QByteArray("tok-1")); // untouched
}

void TestCliOperate::breakLockReadsTheHolderWhenNotTold()
{
    QVERIFY(cmd({"SET", "cs:{orders}:lock", "tok-2", "PX", "60000"}));
    const CliRun run =
        cli({QStringLiteral("--json"), QStringLiteral("operate"), QStringLiteral("break-lock"),
             QStringLiteral("cs:{orders}:lock"), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json.value(QStringLiteral("expect")).toString(), QStringLiteral("tok-2"));
    QCOMPARE(run.json.value(QStringLiteral("outcome")).toString(), QStringLiteral("done"));
    QVERIFY(run.json.value(QStringLiteral("read")).toString().contains(QStringLiteral("tok-2")));
    QCOMPARE(cmd({"EXISTS", "cs:{orders}:lock"})->integerValue(), 0);
}

void TestCliOperate::breakLockRefusesWhenTheHolderChanged()
{
    QVERIFY(cmd({"SET", "cs:{orders}:lock", "new-holder", "PX", "60000"}));
    const CliRun run = cli({QStringLiteral("operate"), QStringLiteral("break-lock"),
                            QStringLiteral("cs:{orders}:lock"), QStringLiteral("--expect"),
                            QStringLiteral("old-holder"), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.out.contains("now held by new-holder"), run.out.constData());
    QCOMPARE(cmd({"GET", "cs:{orders}:lock"})->bytes(), QByteArray("new-holder"));
    const CliRun json =
        cli({QStringLiteral("--json"), QStringLiteral("operate"), QStringLiteral("break-lock"),
             QStringLiteral("cs:{orders}:lock"), QStringLiteral("--expect"),
             QStringLiteral("old-holder"), QStringLiteral("--yes")});
    QCOMPARE(json.exitCode, 3);
    QCOMPARE(json.json.value(QStringLiteral("ok")).toBool(true), false);
    QCOMPARE(json.json.value(QStringLiteral("outcome")).toString(), QStringLiteral("changed"));
    QCOMPARE(json.json.value(QStringLiteral("current")).toString(), QStringLiteral("new-holder"));
}

void TestCliOperate::setTtlChangesTheLease()
{
    QVERIFY(cmd({"SET", "lock:nightly", "2f1c8e4a-6b1d-4f3e-9a7c-0d5e8b2a1c3f", "EX", "86400"}));
    const CliRun run =
        cli({QStringLiteral("operate"), QStringLiteral("set-ttl"), QStringLiteral("lock:nightly"),
             QStringLiteral("--ttl"), QStringLiteral("2000"), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 0);
    const qint64 pttl = cmd({"PTTL", "lock:nightly"})->integerValue();
    QVERIFY2(pttl > 0 && pttl <= 2000, qPrintable(QString::number(pttl)));
    // A permit's lease: the atomic semaphore's expiry score.
    const auto time = cmd({"TIME"})->toBytesList();
    const qint64 nowMs = time->at(0).toLongLong() * 1000;
    QVERIFY(cmd({"ZADD", "cs:{sem}:holders", QByteArray::number(nowMs + 600000), "h1"}));
    const CliRun lease =
        cli({QStringLiteral("--json"), QStringLiteral("operate"), QStringLiteral("set-ttl"),
             QStringLiteral("cs:{sem}:holders"), QStringLiteral("--member"), QStringLiteral("h1"),
             QStringLiteral("--ttl"), QStringLiteral("3000"), QStringLiteral("--yes")});
    QCOMPARE(lease.exitCode, 0);
    const qint64 expiry = cmd({"ZSCORE", "cs:{sem}:holders", "h1"})->bytes().toLongLong();
    QVERIFY2(expiry < nowMs + 60000, qPrintable(QString::number(expiry - nowMs)));
    const CliRun noTtl =
        cli({QStringLiteral("operate"), QStringLiteral("set-ttl"), QStringLiteral("lock:nightly")});
    QCOMPARE(noTtl.exitCode, 2);
}

void TestCliOperate::evictEveryExpiredHolder()
{
    // CoordScope's atomic semaphore: holder -> expiry ms. Two expired, one live.
    const auto time = cmd({"TIME"})->toBytesList();
    QVERIFY(time);
    const qint64 nowMs = time->at(0).toLongLong() * 1000;
    QVERIFY(cmd({"ZADD", "cs:{pool}:holders", QByteArray::number(nowMs - 60000), "dead-1",
                 QByteArray::number(nowMs - 30000), "dead-2", QByteArray::number(nowMs + 600000),
                 "live"}));
    const CliRun dry =
        cli({QStringLiteral("--json"), QStringLiteral("operate"), QStringLiteral("evict-holder"),
             QStringLiteral("cs:{pool}:holders"), QStringLiteral("--all")});
    QCOMPARE(dry.exitCode, 4);
    QCOMPARE(dry.json.value(QStringLiteral("entries")).toInt(), 2); // the count, first
    QCOMPARE(cmd({"ZCARD", "cs:{pool}:holders"})->integerValue(), 3);
    const CliRun run = cli({QStringLiteral("--json"), QStringLiteral("operate"),
                            QStringLiteral("evict-holder"), QStringLiteral("cs:{pool}:holders"),
                            QStringLiteral("--all"), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json.value(QStringLiteral("count")).toInt(), 2);
    QCOMPARE(*cmd({"ZRANGE", "cs:{pool}:holders", "0", "-1"})->toBytesList(),
             QList<QByteArray>{"live"});
}

void TestCliOperate::runNowAndPostponeAScheduledItem()
{
    const QByteArray job =
        R"({"queue":"default","class":"Report","args":[],"jid":"0123456789abcdef01234567","created_at":1700000000.5})";
    QVERIFY(cmd({"ZADD", "retry", "1900000000", job}));
    CliRun run = cli({QStringLiteral("operate"), QStringLiteral("postpone"),
                      QStringLiteral("retry"), QStringLiteral("--item"), QString::fromUtf8(job),
                      QStringLiteral("--ttl"), QStringLiteral("60000"), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 0);
    const double at = cmd({"ZSCORE", "retry", job})->bytes().toDouble();
    QVERIFY2(at < 1900000000 && at > 1700000000, qPrintable(QString::number(at)));
    run = cli({QStringLiteral("operate"), QStringLiteral("run-now"), QStringLiteral("retry"),
               QStringLiteral("--item"), QString::fromUtf8(job), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(cmd({"LLEN", "queue:default"})->integerValue(), 1);
    run = cli({QStringLiteral("operate"), QStringLiteral("run-now"), QStringLiteral("retry"),
               QStringLiteral("--item"), QString::fromUtf8(job), QStringLiteral("--yes")});
    // The set is gone with its last job: the state changed, nothing left to act on.
    QCOMPARE(run.exitCode, 3);
    QVERIFY(run.err.contains("does not exist"));
}

void TestCliOperate::requeueAStrandedItem()
{
    QVERIFY(cmd({"RPUSH", "cs:{work}:processing:w1", "job-7"}));
    QVERIFY(cmd({"ZADD", "cs:{work}:consumers", "99999999999999", "w1"}));
    CliRun run = cli({QStringLiteral("operate"), QStringLiteral("requeue"),
                      QStringLiteral("cs:{work}:processing:w1"), QStringLiteral("--item"),
                      QStringLiteral("job-7"), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 3); // the consumer is alive
    QVERIFY(run.out.contains("alive"));
    QVERIFY(cmd({"ZADD", "cs:{work}:consumers", "1", "w1"}));
    run = cli({QStringLiteral("operate"), QStringLiteral("requeue"),
               QStringLiteral("cs:{work}:processing:w1"), QStringLiteral("--item"),
               QStringLiteral("job-7"), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(cmd({"LINDEX", "cs:{work}:queue", "0"})->bytes(), QByteArray("job-7"));
}

void TestCliOperate::resetEverySubjectOfALimiter()
{
    for (const char *s : {"alice", "bob", "carol"})
        QVERIFY(cmd({"SET", QByteArray("cs:{api:") + s + "}:gcra", "1700000000000000"}));
    QVERIFY(cmd({"SET", "cs:{other:alice}:gcra", "1700000000000000"}));
    const CliRun run = cli({QStringLiteral("--json"), QStringLiteral("operate"),
                            QStringLiteral("reset-limit"), QStringLiteral("cs:{api:bob}:gcra"),
                            QStringLiteral("--all"), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json.value(QStringLiteral("count")).toInt(), 3);
    QCOMPARE(cmd({"EXISTS", "cs:{other:alice}:gcra"})->integerValue(), 1);
}

void TestCliOperate::readOnlyRefusesYes()
{
    QVERIFY(cmd({"SET", "cs:{ro}:lock", "tok", "PX", "60000"}));
    const CliRun dry = cli(
        {QStringLiteral("operate"), QStringLiteral("break-lock"), QStringLiteral("cs:{ro}:lock")},
        true);
    QCOMPARE(dry.exitCode, 4); // the plan is shown
    const CliRun run = cli({QStringLiteral("operate"), QStringLiteral("break-lock"),
                            QStringLiteral("cs:{ro}:lock"), QStringLiteral("--yes")},
                           true);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains("read-only"));
    QCOMPARE(cmd({"GET", "cs:{ro}:lock"})->bytes(), QByteArray("tok"));
}

void TestCliOperate::rejectsBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown action") << QStringList{QStringLiteral("smash"), QStringLiteral("k")}
                                    << 2 << QStringLiteral("break-lock");
    QTest::newRow("no key") << QStringList{QStringLiteral("break-lock")} << 2
                            << QStringLiteral("ACTION KEY");
    QTest::newRow("missing key") << QStringList{QStringLiteral("break-lock"),
                                                QStringLiteral("nope")}
                                 << 3 << QStringLiteral("does not exist");
    QTest::newRow("unknown layout")
        << QStringList{QStringLiteral("break-lock"), QStringLiteral("unknown:thing")} << 2
        << QStringLiteral("no layout");
    QTest::newRow("not a schedule")
        << QStringList{QStringLiteral("run-now"), QStringLiteral("lock:plain")} << 2
        << QStringLiteral("not offered");
    QTest::newRow("bad ttl") << QStringList{QStringLiteral("postpone"), QStringLiteral("k"),
                                            QStringLiteral("--ttl"), QStringLiteral("soon")}
                             << 2 << QStringLiteral("--ttl");
}

void TestCliOperate::rejectsBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QVERIFY(cmd({"SET", "lock:plain", "some-holder", "PX", "60000"}));
    QVERIFY(cmd({"HSET", "unknown:thing", "a", "b"}));
    const CliRun run = cli(QStringList{QStringLiteral("operate")} + args);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
}

QTEST_GUILESS_MAIN(TestCliOperate)
#include "tst_clioperate.moc"
