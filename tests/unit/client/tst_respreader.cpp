#include "rediscommand.h"
#include "respreader.h"

#include <QTest>

class TestRespReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formatsCommandsBinarySafe_data();
    void formatsCommandsBinarySafe();
    void parsesEveryReplyType_data();
    void parsesEveryReplyType();
    void parsesRepliesFedOneByteAtATime();
    void parsesSeveralRepliesFromOneFeed();
    void waitsForMoreBytesOnPartialReply();
    void reportsGarbageAsProtocolError();
    void resetDiscardsBufferedBytes();
};

void TestRespReader::formatsCommandsBinarySafe_data()
{
    QTest::addColumn<RedisCommand>("argv");
    QTest::addColumn<QByteArray>("wire");
    QTest::newRow("ping") << RedisCommand{"PING"} << QByteArray("*1\r\n$4\r\nPING\r\n");
    QTest::newRow("set") << RedisCommand{"SET", "k", "v"}
                         << QByteArray("*3\r\n$3\r\nSET\r\n$1\r\nk\r\n$1\r\nv\r\n");
    QTest::newRow("empty argument")
        << RedisCommand{"SET", "k", ""} << QByteArray("*3\r\n$3\r\nSET\r\n$1\r\nk\r\n$0\r\n\r\n");
    const QByteArray binary("a\0b\xff\r\n", 6);
    QTest::newRow("NUL, 0xFF and CRLF in a key")
        << RedisCommand{"GET", binary}
        << (QByteArray("*2\r\n$3\r\nGET\r\n$6\r\n") + binary + QByteArray("\r\n"));
    RedisCommand twelve;
    QByteArray twelveWire("*12\r\n");
    for (int i = 0; i < 12; ++i) {
        twelve << QByteArray::number(i);
        twelveWire += "$" + QByteArray::number(QByteArray::number(i).size()) + "\r\n" +
                      QByteArray::number(i) + "\r\n";
    }
    QTest::newRow("two-digit argument count") << twelve << twelveWire;
    const QByteArray big(123456, 'x');
    QTest::newRow("six-digit length")
        << RedisCommand{"SET", "k", big}
        << (QByteArray("*3\r\n$3\r\nSET\r\n$1\r\nk\r\n$123456\r\n") + big + "\r\n");
    QTest::newRow("no arguments") << RedisCommand{} << QByteArray("*0\r\n");
}

void TestRespReader::formatsCommandsBinarySafe()
{
    QFETCH(RedisCommand, argv);
    QFETCH(QByteArray, wire);
    QCOMPARE(formatCommand(argv), wire);
}

void TestRespReader::parsesEveryReplyType_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<RedisReply>("expected");
    QTest::newRow("status") << QByteArray("+OK\r\n") << RedisReply::status("OK");
    QTest::newRow("error") << QByteArray("-WRONGTYPE Operation\r\n")
                           << RedisReply::error("WRONGTYPE Operation");
    QTest::newRow("integer") << QByteArray(":-42\r\n") << RedisReply::integer(-42);
    QTest::newRow("big integer") << QByteArray(":9223372036854775807\r\n")
                                 << RedisReply::integer(9223372036854775807LL);
    QTest::newRow("bulk") << QByteArray("$5\r\nhello\r\n") << RedisReply::string("hello");
    QTest::newRow("binary bulk") << QByteArray("$3\r\n\0\xff\n\r\n", 9)
                                 << RedisReply::string(QByteArray("\0\xff\n", 3));
    QTest::newRow("empty bulk") << QByteArray("$0\r\n\r\n") << RedisReply::string("");
    QTest::newRow("nil bulk") << QByteArray("$-1\r\n") << RedisReply();
    QTest::newRow("nil array") << QByteArray("*-1\r\n") << RedisReply();
    QTest::newRow("empty array") << QByteArray("*0\r\n") << RedisReply::array({});
    QTest::newRow("nested array") << QByteArray("*3\r\n:1\r\n*2\r\n$1\r\na\r\n$-1\r\n-ERR x\r\n")
                                  << RedisReply::array({RedisReply::integer(1),
                                                        RedisReply::array({RedisReply::string("a"),
                                                                           RedisReply()}),
                                                        RedisReply::error("ERR x")});
}

void TestRespReader::parsesEveryReplyType()
{
    QFETCH(QByteArray, wire);
    QFETCH(RedisReply, expected);
    RespReader reader;
    reader.feed(wire);
    const auto next = reader.next();
    QVERIFY2(next.ok(), qPrintable(next.error().toString()));
    QVERIFY(next->has_value());
    QCOMPARE(next->value().type(), expected.type());
    QVERIFY(next->value() == expected);
    const auto after = reader.next();
    QVERIFY(after.ok());
    QVERIFY(!after->has_value());
}

void TestRespReader::parsesRepliesFedOneByteAtATime()
{
    const QByteArray wire("*2\r\n$3\r\nfoo\r\n:7\r\n+PONG\r\n");
    RespReader reader;
    QList<RedisReply> got;
    for (const char c : wire) {
        reader.feed(&c, 1);
        auto next = reader.next();
        QVERIFY(next.ok());
        if (next->has_value())
            got.append(**next);
    }
    QCOMPARE(got.size(), 2);
    QVERIFY(got[0] == RedisReply::array({RedisReply::string("foo"), RedisReply::integer(7)}));
    QVERIFY(got[1] == RedisReply::status("PONG"));
}

void TestRespReader::parsesSeveralRepliesFromOneFeed()
{
    RespReader reader;
    QByteArray wire;
    for (int i = 0; i < 1000; ++i)
        wire += ':' + QByteArray::number(i) + "\r\n";
    reader.feed(wire);
    for (int i = 0; i < 1000; ++i) {
        const auto next = reader.next();
        QVERIFY(next.ok() && next->has_value());
        QCOMPARE(next->value().integerValue(), qint64(i));
    }
}

void TestRespReader::waitsForMoreBytesOnPartialReply()
{
    RespReader reader;
    reader.feed(QByteArray("$10\r\nhello"));
    auto next = reader.next();
    QVERIFY(next.ok());
    QVERIFY(!next->has_value());
    reader.feed(QByteArray("world\r\n"));
    next = reader.next();
    QVERIFY(next.ok() && next->has_value());
    QCOMPARE(next->value().bytes(), QByteArray("helloworld"));
}

void TestRespReader::reportsGarbageAsProtocolError()
{
    RespReader reader;
    reader.feed(QByteArray("HTTP/1.1 400 Bad Request\r\n"));
    const auto next = reader.next();
    QVERIFY(!next.ok());
    QCOMPARE(next.error().kind(), RedisError::Kind::Protocol);
}

void TestRespReader::resetDiscardsBufferedBytes()
{
    RespReader reader;
    reader.feed(QByteArray("$10\r\nhel"));
    reader.reset();
    reader.feed(QByteArray("+OK\r\n"));
    const auto next = reader.next();
    QVERIFY(next.ok() && next->has_value());
    QVERIFY(next->value() == RedisReply::status("OK"));
}

QTEST_APPLESS_MAIN(TestRespReader)
#include "tst_respreader.moc"
