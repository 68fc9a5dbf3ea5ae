// coordscope-bench's reading of redis-benchmark's output and the arguments it gives it
// (bench/redisbenchmarkrunner.cpp; docs/PERFORMANCE.md).
#include "redisbenchmarkrunner.h"

#include <QTest>

class TestRedisBenchmarkRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ratesAreReadFromTheResultLine_data();
    void ratesAreReadFromTheResultLine();
    void aCommandOfOurOwnFollowsTheOptions();
};

void TestRedisBenchmarkRunner::ratesAreReadFromTheResultLine_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QString>("title");
    QTest::addColumn<double>("rate"); // -1: none
    QTest::newRow("set with progress lines")
        << QByteArray("SET: rps=0.0 (overall: nan) avg_msec=nan (overall: nan)\r"
                      "SET: rps=41236.0 (overall: 41236.0) avg_msec=0.021\r"
                      "SET: 41322.31 requests per second, p50=0.023 msec\n")
        << QStringLiteral("SET") << 41322.31;
    QTest::newRow("evalsha with rand_int")
        << QByteArray("EVALSHA 7b3cc3071d 3 k:__rand_int__ k:q k:kept tok 30000 0: 9876.54 "
                      "requests per second, p50=0.095 msec\n")
        << QStringLiteral("EVALSHA") << 9876.54;
    QTest::newRow("a colon inside an argument")
        << QByteArray("EVALSHA ab 1 cs:{x}:lock tok: 1234.50 requests per second\n")
        << QStringLiteral("EVALSHA") << 1234.5;
    QTest::newRow("a whole number")
        << QByteArray("ZREM cs:{s}:holders h: 20000 requests per second\n")
        << QStringLiteral("ZREM") << 20000.0;
    QTest::newRow("an error reply")
        << QByteArray("Error from server: NOSCRIPT No matching script.\n")
        << QStringLiteral("EVALSHA") << -1.0;
    QTest::newRow("another command's line")
        << QByteArray("GET: 1000.00 requests per second\n") << QStringLiteral("SET") << -1.0;
    QTest::newRow("the title only inside a word")
        << QByteArray("XSET: 1000.00 requests per second\n") << QStringLiteral("SET") << -1.0;
    QTest::newRow("progress only")
        << QByteArray("SET: rps=1000.0 (overall: 1000.0)\r") << QStringLiteral("SET") << -1.0;
}

void TestRedisBenchmarkRunner::ratesAreReadFromTheResultLine()
{
    QFETCH(QByteArray, output);
    QFETCH(QString, title);
    QFETCH(double, rate);
    const std::optional<double> read = RedisBenchmarkRunner::parseRequestsPerSecond(output, title);
    if (rate < 0) {
        QVERIFY2(!read, qPrintable(QString::number(read.value_or(0))));
        return;
    }
    QVERIFY(read);
    QCOMPARE(*read, rate);
}

void TestRedisBenchmarkRunner::aCommandOfOurOwnFollowsTheOptions()
{
    ConnectionOptions target;
    target.host = QStringLiteral("127.0.0.1");
    target.port = 6390;
    const QStringList args = RedisBenchmarkRunner::commandArguments(
        target, 500, {"EVALSHA", "ab", "1", "k:__rand_int__", "-n", ""}, 1000000);
    // The options first; every argument after them is the command's, a "-n" and an empty one
    // included.
    QCOMPARE(args.mid(args.size() - 6),
             QStringList({QStringLiteral("EVALSHA"), QStringLiteral("ab"), QStringLiteral("1"),
                          QStringLiteral("k:__rand_int__"), QStringLiteral("-n"), QString()}));
    QVERIFY(args.contains(QStringLiteral("6390")));
    const qsizetype clients = args.indexOf(QStringLiteral("-c"));
    QVERIFY(clients >= 0);
    QCOMPARE(args.at(clients + 1), QStringLiteral("1"));
    const qsizetype range = args.indexOf(QStringLiteral("-r"));
    QVERIFY(range >= 0 && range < args.indexOf(QStringLiteral("EVALSHA")));
    QCOMPARE(args.at(range + 1), QStringLiteral("1000000"));
    QVERIFY(!RedisBenchmarkRunner::commandArguments(target, 500, {"PING"})
                 .contains(QStringLiteral("-r")));
}

QTEST_GUILESS_MAIN(TestRedisBenchmarkRunner)
#include "tst_redisbenchmarkrunner.moc"
