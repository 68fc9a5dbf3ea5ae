#include "clirun.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

// coordscope-cli limit hit|status: the real binary against a private server.
namespace {
constexpr qint64 T0 = 1700006400000;
}

class TestCliLimit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void hitUntilRefusedThenStatus_data();
    void hitUntilRefusedThenStatus();
    void gcraPrintsTheClThrottleReply();
    void gcraCapacityZeroMeansTheLimit();
    void costAboveTheLimitIsRefusedForever();
    void textOutputSaysWhatHappened();
    void keyOfAnotherTypeFailsWithoutTouchingIt();
    void rejectsBadInput_data();
    void rejectsBadInput();

private:
    using Run = CliRun;
    Run cli(QStringList args) const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

TestCliLimit::Run TestCliLimit::cli(QStringList args) const
{
    args.prepend(QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port()));
    args.prepend(QStringLiteral("--url"));
    return CliRun::run(QStringLiteral(CLI_PATH), args);
}

void TestCliLimit::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestCliLimit::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestCliLimit::hitUntilRefusedThenStatus_data()
{
    QTest::addColumn<QStringList>("policy");
    QTest::addColumn<QString>("stateField");
    QTest::addColumn<double>("stateValue");
    QTest::addColumn<double>("retryMs");
    const QStringList windowed{QStringLiteral("--limit"), QStringLiteral("3"),
                               QStringLiteral("--period"), QStringLiteral("60000")};
    QTest::newRow("fixed") << QStringList{QStringLiteral("--kind"), QStringLiteral("fixed")} +
                                  windowed
                           << "count" << 3.0 << 60000.0; // T0 starts a window
    QTest::newRow("sliding") << QStringList{QStringLiteral("--kind"), QStringLiteral("sliding")} +
                                    windowed
                             << "count" << 3.0 << 60000.0;
    QTest::newRow("funnel") << QStringList{QStringLiteral("--kind"),     QStringLiteral("funnel"),
                                           QStringLiteral("--capacity"), QStringLiteral("3"),
                                           QStringLiteral("--rate"),     QStringLiteral("0.05")}
                            << "level" << 3.0 << 20000.0;
    QTest::newRow("gcra") << QStringList{QStringLiteral("--kind"), QStringLiteral("gcra")} +
                                 windowed
                          << "tat_us" << double((T0 + 60000) * 1000) << 20000.0;
}

void TestCliLimit::hitUntilRefusedThenStatus()
{
    QFETCH(QStringList, policy);
    QFETCH(QString, stateField);
    QFETCH(double, stateValue);
    QFETCH(double, retryMs);
    const QStringList common =
        QStringList{QStringLiteral("api"), QStringLiteral("--subject"),
                    QStringLiteral("alice:upload"), QStringLiteral("--now"), QString::number(T0)} +
        policy;
    const QStringList hit{QStringLiteral("--json"), QStringLiteral("limit"), QStringLiteral("hit")};
    for (int i = 0; i < 3; ++i) {
        const Run r = cli(hit + common);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(u"allowed").toBool(), true);
        QCOMPARE(r.json.value(u"remaining").toInt(), 2 - i);
        QCOMPARE(r.json.value(u"limit").toInt(), 3);
        QCOMPARE(r.json.value(u"subject").toString(), QStringLiteral("alice:upload"));
        QCOMPARE(r.json.value(u"now_ms").toDouble(), double(T0));
        QVERIFY(r.json.value(u"retry_after_ms").isNull());
    }
    const Run refused = cli(hit + common);
    QCOMPARE(refused.exitCode, 3);
    QCOMPARE(refused.json.value(u"allowed").toBool(true), false);
    QCOMPARE(refused.json.value(u"remaining").toInt(), 0);
    QCOMPARE(refused.json.value(u"retry_after_ms").toDouble(), retryMs);
    QVERIFY(refused.err.isEmpty());

    const QStringList status{QStringLiteral("--json"), QStringLiteral("limit"),
                             QStringLiteral("status")};
    const Run s = cli(status + common);
    QCOMPARE(s.exitCode, 0);
    QCOMPARE(s.json.value(u"remaining").toInt(), 0);
    QCOMPARE(s.json.value(stateField).toDouble(), stateValue);
    QCOMPARE(s.json.value(u"retry_after_ms").toDouble(), retryMs);
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(1));
    const QByteArray key = "cs:{api:alice:upload}:" + policy.at(1).toUtf8();
    QCOMPARE(m_admin->command({"EXISTS", key})->integerValue(), qint64(1));
}

// "CL.THROTTLE user123 15 30 60 1" from redis-cell's README: 0, 16, 15, -1, 2.
void TestCliLimit::gcraPrintsTheClThrottleReply()
{
    const Run r =
        cli({QStringLiteral("--json"), QStringLiteral("limit"), QStringLiteral("hit"),
             QStringLiteral("cell"), QStringLiteral("--subject"), QStringLiteral("user123"),
             QStringLiteral("--kind"), QStringLiteral("gcra"), QStringLiteral("--limit"),
             QStringLiteral("30"), QStringLiteral("--period"), QStringLiteral("60000"),
             QStringLiteral("--capacity"), QStringLiteral("16")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(u"cl_throttle").toArray(), (QJsonArray{0, 16, 15, -1, 2}));
    QVERIFY(r.json.value(u"now_us").toDouble() > 1.7e15); // the server's clock
}

// As RateLimitPolicy says: a gcra capacity of 0 is the limit (the burst when none is given).
void TestCliLimit::gcraCapacityZeroMeansTheLimit()
{
    const QStringList args{
        QStringLiteral("--json"),  QStringLiteral("limit"),  QStringLiteral("hit"),
        QStringLiteral("cell"),    QStringLiteral("--kind"), QStringLiteral("gcra"),
        QStringLiteral("--limit"), QStringLiteral("30"),     QStringLiteral("--period"),
        QStringLiteral("60000"),   QStringLiteral("--now"),  QString::number(T0)};
    const Run zero = cli(args + QStringList{QStringLiteral("--capacity"), QStringLiteral("0")});
    QCOMPARE(zero.exitCode, 0);
    QCOMPARE(zero.json.value(u"limit").toInt(), 30);
    QCOMPARE(zero.json.value(u"remaining").toInt(), 29);
    const Run unset = cli(args);
    QCOMPARE(unset.exitCode, 0);
    QCOMPARE(unset.json.value(u"limit").toInt(), 30);
    QCOMPARE(unset.json.value(u"remaining").toInt(), 28);
}

void TestCliLimit::costAboveTheLimitIsRefusedForever()
{
    const Run r = cli({QStringLiteral("--json"), QStringLiteral("limit"), QStringLiteral("hit"),
                       QStringLiteral("api"), QStringLiteral("--kind"), QStringLiteral("sliding"),
                       QStringLiteral("--limit"), QStringLiteral("3"), QStringLiteral("--period"),
                       QStringLiteral("1000"), QStringLiteral("--cost"), QStringLiteral("4")});
    QCOMPARE(r.exitCode, 3);
    QCOMPARE(r.json.value(u"allowed").toBool(true), false);
    QVERIFY(r.json.value(u"retry_after_ms").isNull());
    QCOMPARE(r.json.value(u"cost").toInt(), 4);
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(0));
}

void TestCliLimit::textOutputSaysWhatHappened()
{
    const QStringList args{
        QStringLiteral("limit"),  QStringLiteral("hit"),    QStringLiteral("api"),
        QStringLiteral("--kind"), QStringLiteral("funnel"), QStringLiteral("--capacity"),
        QStringLiteral("1"),      QStringLiteral("--rate"), QStringLiteral("2"),
        QStringLiteral("--now"),  QString::number(T0)};
    const Run allowed = cli(args);
    QCOMPARE(allowed.exitCode, 0);
    QVERIFY2(allowed.out.startsWith("allowed: 0 of 1 remaining"), allowed.out.constData());
    QVERIFY2(allowed.out.contains("level 1"), allowed.out.constData());
    const Run refused = cli(args);
    QCOMPARE(refused.exitCode, 3);
    QVERIFY2(refused.out.startsWith("refused: retry in 500 ms"), refused.out.constData());
    const Run status =
        cli(QStringList{QStringLiteral("limit"), QStringLiteral("status")} + args.mid(2));
    QCOMPARE(status.exitCode, 0);
    QVERIFY2(status.out.contains("level 1"), status.out.constData());
}

void TestCliLimit::keyOfAnotherTypeFailsWithoutTouchingIt()
{
    QVERIFY(m_admin->command({"SET", "cs:{api:default}:sliding", "x"}).ok());
    const Run r = cli({QStringLiteral("--json"), QStringLiteral("limit"), QStringLiteral("hit"),
                       QStringLiteral("api"), QStringLiteral("--kind"), QStringLiteral("sliding"),
                       QStringLiteral("--limit"), QStringLiteral("3"), QStringLiteral("--period"),
                       QStringLiteral("1000")});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.json.value(u"error")[u"kind"].toString(), QStringLiteral("wrongtype"));
    QCOMPARE(m_admin->command({"GET", "cs:{api:default}:sliding"})->bytes(), QByteArray("x"));
}

void TestCliLimit::rejectsBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("messagePart");
    const QStringList hit{QStringLiteral("limit"), QStringLiteral("hit"), QStringLiteral("x")};
    const auto with = [&hit](std::initializer_list<const char *> more) {
        QStringList args = hit;
        for (const char *a : more)
            args << QString::fromUtf8(a);
        return args;
    };
    QTest::newRow("limit 0") << with({"--kind", "fixed", "--limit", "0", "--period", "1000"})
                             << "--limit";
    QTest::newRow("limit not a number")
        << with({"--kind", "sliding", "--limit", "ten", "--period", "1000"}) << "--limit";
    QTest::newRow("negative period")
        << with({"--kind", "sliding", "--limit", "5", "--period", "-1000"}) << "--period";
    QTest::newRow("period not a number")
        << with({"--kind", "gcra", "--limit", "5", "--period", "1s"}) << "--period";
    QTest::newRow("rate 0") << with({"--kind", "funnel", "--capacity", "5", "--rate", "0"})
                            << "--rate";
    QTest::newRow("rate not a number")
        << with({"--kind", "funnel", "--capacity", "5", "--rate", "fast"}) << "--rate";
    QTest::newRow("rate infinite")
        << with({"--kind", "funnel", "--capacity", "5", "--rate", "inf"}) << "--rate";
    QTest::newRow("capacity not a number")
        << with({"--kind", "funnel", "--capacity", "big", "--rate", "1"}) << "--capacity";
    QTest::newRow("funnel capacity below 1")
        << with({"--kind", "funnel", "--capacity", "0.5", "--rate", "1"}) << "capacity";
    QTest::newRow("gcra fractional burst")
        << with({"--kind", "gcra", "--limit", "5", "--period", "1000", "--capacity", "2.5"})
        << "capacity";
    QTest::newRow("cost 0") << with({"--kind", "fixed", "--limit", "5", "--period", "1000",
                                     "--cost", "0"})
                            << "--cost";
    QTest::newRow("cost not a number")
        << with({"--kind", "fixed", "--limit", "5", "--period", "1000", "--cost", "two"})
        << "--cost";
    QTest::newRow("now negative") << with({"--kind", "fixed", "--limit", "5", "--period", "1000",
                                           "--now", "-5"})
                                  << "--now";
    QTest::newRow("fixed without period")
        << with({"--kind", "fixed", "--limit", "5"}) << "needs --period";
    QTest::newRow("funnel without rate")
        << with({"--kind", "funnel", "--capacity", "5"}) << "needs --rate";
    QTest::newRow("rate on sliding")
        << with({"--kind", "sliding", "--limit", "5", "--period", "1000", "--rate", "2"})
        << "--rate does not apply";
    QTest::newRow("limit on funnel")
        << with({"--kind", "funnel", "--capacity", "5", "--rate", "1", "--limit", "3"})
        << "--limit does not apply";
    QTest::newRow("unknown kind") << with({"--kind", "leaky", "--limit", "5"})
                                  << "unknown rate limiter kind \"leaky\"";
    QTest::newRow("unknown action")
        << QStringList{QStringLiteral("limit"), QStringLiteral("reset"), QStringLiteral("x")}
        << "unknown limit action";
    QTest::newRow("missing name") << QStringList{QStringLiteral("limit"), QStringLiteral("hit")}
                                  << "usage: limit";
    QTest::newRow("brace in name")
        << QStringList{QStringLiteral("limit"),   QStringLiteral("hit"), QStringLiteral("a{b}"),
                       QStringLiteral("--limit"), QStringLiteral("5"),   QStringLiteral("--period"),
                       QStringLiteral("1000")}
        << "'{'";
    QTest::newRow("brace in subject")
        << with({"--limit", "5", "--period", "1000", "--subject", "a}b"}) << "'{'";
    QTest::newRow("funnel capacity 0")
        << with({"--kind", "funnel", "--capacity", "0", "--rate", "1"}) << "capacity";
    QTest::newRow("negative capacity")
        << with({"--kind", "gcra", "--limit", "5", "--period", "1000", "--capacity", "-1"})
        << "--capacity";
    QTest::newRow("colon in name")
        << QStringList{QStringLiteral("limit"),   QStringLiteral("hit"), QStringLiteral("api:v2"),
                       QStringLiteral("--limit"), QStringLiteral("5"),   QStringLiteral("--period"),
                       QStringLiteral("1000")}
        << "':'";
    QTest::newRow("cost above 1e9")
        << with({"--kind", "fixed", "--limit", "5", "--period", "1000", "--cost", "1000000001"})
        << "cost";
    QTest::newRow("now above the bound")
        << with({"--kind", "fixed", "--limit", "5", "--period", "1000", "--now", "4000000000001"})
        << "now";
    QTest::newRow("cost on status")
        << QStringList{QStringLiteral("limit"), QStringLiteral("status"),
                       QStringLiteral("x"),     QStringLiteral("--limit"),
                       QStringLiteral("5"),     QStringLiteral("--period"),
                       QStringLiteral("1000"),  QStringLiteral("--cost"),
                       QStringLiteral("2")}
        << "--cost is for hit";
}

void TestCliLimit::rejectsBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, messagePart);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(r.err).contains(messagePart), r.err.constData());
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(0));
}

QTEST_GUILESS_MAIN(TestCliLimit)
#include "tst_clilimit.moc"
