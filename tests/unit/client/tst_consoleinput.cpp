#include "commandlinesplitter.h"
#include "consolecommandcheck.h"
#include "replyformatter.h"

#include <QLocale>
#include <QTest>

// The Console's input and output (issue 24): a line split into arguments as redis-cli splits
// it, binary safe; what is refused or asked about before sending; replies shown as redis-cli
// shows them.
class TestConsoleInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void splitsAsRedisCli_data();
    void splitsAsRedisCli();
    void rejectsUnbalancedQuotes_data();
    void rejectsUnbalancedQuotes();
    void checksWhatWouldTakeOverOrHarmTheServer_data();
    void checksWhatWouldTakeOverOrHarmTheServer();
    void refusesAWaitPastTheCommandTimeout();
    void formatsRepliesAsRedisCli_data();
    void formatsRepliesAsRedisCli();
    void boundsALongReply();
};

void TestConsoleInput::splitsAsRedisCli_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QList<QByteArray>>("argv");
    QTest::newRow("words") << QStringLiteral("  SET  k   v ") << QList<QByteArray>{"SET", "k", "v"};
    QTest::newRow("double quotes with a space")
        << QStringLiteral("SET k \"a b\"") << QList<QByteArray>{"SET", "k", "a b"};
    QTest::newRow("escapes") << QStringLiteral(R"(SET k "l1\nl2\t\"q\"\\")")
                             << QList<QByteArray>{"SET", "k", "l1\nl2\t\"q\"\\"};
    QTest::newRow("hex bytes, a NUL among them")
        << QStringLiteral(R"(SET k "a\x00b\xff")")
        << QList<QByteArray>{"SET", "k", QByteArray("a\0b\xff", 4)};
    QTest::newRow("single quotes keep backslashes")
        << QStringLiteral(R"(SET k 'a\nb\'c')") << QList<QByteArray>{"SET", "k", "a\\nb'c"};
    QTest::newRow("empty argument")
        << QStringLiteral("SET k \"\"") << QList<QByteArray>{"SET", "k", ""};
    QTest::newRow("a quote inside a word starts quoting")
        << QStringLiteral("SET k ab\"c d\"") << QList<QByteArray>{"SET", "k", "abc d"};
    QTest::newRow("UTF-8") << QStringLiteral("SET 锁 李娜")
                           << QList<QByteArray>{"SET", "锁", "李娜"};
    QTest::newRow("nothing") << QStringLiteral("   ") << QList<QByteArray>{};
}

void TestConsoleInput::splitsAsRedisCli()
{
    QFETCH(QString, line);
    QFETCH(QList<QByteArray>, argv);
    const auto split = CommandLineSplitter::split(line);
    QVERIFY2(split, qPrintable(split ? QString() : split.error().message()));
    QCOMPARE(*split, argv);
}

void TestConsoleInput::rejectsUnbalancedQuotes_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("double") << QStringLiteral("SET k \"abc") << QStringLiteral("unbalanced double");
    QTest::newRow("single") << QStringLiteral("SET k 'abc") << QStringLiteral("unbalanced single");
    QTest::newRow("text after a closing quote")
        << QStringLiteral("SET k \"a\"b") << QStringLiteral("followed by a space");
}

void TestConsoleInput::rejectsUnbalancedQuotes()
{
    QFETCH(QString, line);
    QFETCH(QString, message);
    const auto split = CommandLineSplitter::split(line);
    QVERIFY(!split);
    QCOMPARE(split.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(split.error().message().contains(message), qPrintable(split.error().message()));
}

void TestConsoleInput::checksWhatWouldTakeOverOrHarmTheServer_data()
{
    using V = ConsoleCommandCheck::Verdict;
    QTest::addColumn<QList<QByteArray>>("argv");
    QTest::addColumn<int>("verdict");
    QTest::newRow("get") << QList<QByteArray>{"GET", "k"} << int(V::Send);
    QTest::newRow("subscribe") << QList<QByteArray>{"subscribe", "c"} << int(V::Refuse);
    QTest::newRow("monitor") << QList<QByteArray>{"MONITOR"} << int(V::Refuse);
    QTest::newRow("blpop forever") << QList<QByteArray>{"BLPOP", "q", "0"} << int(V::Refuse);
    QTest::newRow("blpop 2 s") << QList<QByteArray>{"BLPOP", "q", "2"} << int(V::Send);
    QTest::newRow("blmpop forever")
        << QList<QByteArray>{"BLMPOP", "0", "1", "q", "LEFT"} << int(V::Refuse);
    QTest::newRow("xread block 0")
        << QList<QByteArray>{"XREAD", "BLOCK", "0", "STREAMS", "s", "$"} << int(V::Refuse);
    QTest::newRow("keys") << QList<QByteArray>{"KEYS", "*"} << int(V::Ask);
    QTest::newRow("flushall") << QList<QByteArray>{"FLUSHALL"} << int(V::Ask);
    QTest::newRow("config set") << QList<QByteArray>{"CONFIG", "SET", "maxmemory", "1"}
                                << int(V::Ask);
    QTest::newRow("config get") << QList<QByteArray>{"CONFIG", "GET", "maxmemory"} << int(V::Send);
    QTest::newRow("cluster nodes") << QList<QByteArray>{"CLUSTER", "NODES"} << int(V::Send);
    QTest::newRow("cluster failover") << QList<QByteArray>{"CLUSTER", "FAILOVER"} << int(V::Ask);
}

void TestConsoleInput::checksWhatWouldTakeOverOrHarmTheServer()
{
    QFETCH(QList<QByteArray>, argv);
    QFETCH(int, verdict);
    const auto check = ConsoleCommandCheck::check(argv);
    QCOMPARE(int(check.verdict), verdict);
    QCOMPARE(check.reason.isEmpty(), verdict == int(ConsoleCommandCheck::Verdict::Send));
}

void TestConsoleInput::refusesAWaitPastTheCommandTimeout()
{
    using V = ConsoleCommandCheck::Verdict;
    QCOMPARE(ConsoleCommandCheck::check({"BLPOP", "q", "2"}, 5000).verdict, V::Send);
    QCOMPARE(ConsoleCommandCheck::check({"BLPOP", "q", "5"}, 5000).verdict, V::Refuse);
    QCOMPARE(ConsoleCommandCheck::check({"BLPOP", "q", "60"}, 0).verdict, V::Send); // no deadline
    QCOMPARE(
        ConsoleCommandCheck::check({"XREAD", "BLOCK", "4000", "STREAMS", "s", "$"}, 5000).verdict,
        V::Send);
    QCOMPARE(
        ConsoleCommandCheck::check({"XREAD", "BLOCK", "9000", "STREAMS", "s", "$"}, 5000).verdict,
        V::Refuse);
}

void TestConsoleInput::formatsRepliesAsRedisCli_data()
{
    QTest::addColumn<RedisReply>("reply");
    QTest::addColumn<QString>("text");
    QTest::newRow("status") << RedisReply::status("OK") << QStringLiteral("OK");
    QTest::newRow("integer") << RedisReply::integer(42) << QStringLiteral("(integer) 42");
    QTest::newRow("nil") << RedisReply() << QStringLiteral("(nil)");
    QTest::newRow("error") << RedisReply::error("ERR value is not an integer")
                           << QStringLiteral("(error) ERR value is not an integer");
    QTest::newRow("binary string")
        << RedisReply::string(QByteArray("a\0b\n", 4)) << QStringLiteral(R"("a\x00b\n")");
    QTest::newRow("UTF-8 string") << RedisReply::string("李娜") << QStringLiteral("\"李娜\"");
    QTest::newRow("empty array") << RedisReply::array({}) << QStringLiteral("(empty array)");
    QList<RedisReply> ten;
    for (int i = 1; i <= 10; ++i)
        ten << RedisReply::integer(i);
    QTest::newRow("ten: numbers right-aligned")
        << RedisReply::array(ten)
        << QStringLiteral(" 1) (integer) 1\n 2) (integer) 2\n 3) (integer) 3\n 4) (integer) 4\n"
                          " 5) (integer) 5\n 6) (integer) 6\n 7) (integer) 7\n 8) (integer) 8\n"
                          " 9) (integer) 9\n10) (integer) 10");
    QTest::newRow("nested") << RedisReply::array(
                                   {RedisReply::string("a"),
                                    RedisReply::array({RedisReply::string("b"), RedisReply()})})
                            << QStringLiteral("1) \"a\"\n2) 1) \"b\"\n   2) (nil)");
}

void TestConsoleInput::formatsRepliesAsRedisCli()
{
    QFETCH(RedisReply, reply);
    QFETCH(QString, text);
    QCOMPARE(ReplyFormatter::format(reply), text);
}

void TestConsoleInput::boundsALongReply()
{
    QList<RedisReply> many;
    for (int i = 0; i < 5000; ++i)
        many << RedisReply::string("member-" + QByteArray::number(i));
    ReplyFormatter::Limits limits;
    limits.maxElements = 100;
    const QString text = ReplyFormatter::format(RedisReply::array(many), limits);
    QCOMPARE(text.count(QLatin1Char('\n')), 100); // 100 elements and the summary line
    QVERIFY2(text.endsWith(QLocale().toString(4900) + QStringLiteral(" more elements not shown")),
             qPrintable(text.right(60)));
    limits.maxElements = 100000;
    limits.maxChars = 1000;
    const QString cut = ReplyFormatter::format(RedisReply::array(many), limits);
    QVERIFY(cut.size() < 2000);
    QVERIFY(cut.contains(QStringLiteral("more elements not shown")));
}

QTEST_GUILESS_MAIN(TestConsoleInput)
#include "tst_consoleinput.moc"
