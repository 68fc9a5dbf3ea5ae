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
    void refusesWhatNoReplyMayClaim_data();
    void refusesWhatNoReplyMayClaim();
    void refusesAClaimFedOneByteAtATime();
    void deliversRepliesBeforeABadOne();
    void acceptsRepliesAtTheLimits_data();
    void acceptsRepliesAtTheLimits();
    void refusesRepliesOverTheLimits_data();
    void refusesRepliesOverTheLimits();
    void parsesALargeNestedReplySplitAnywhere();
    void resetClearsARefusal();
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

namespace {
// Feeds wire and returns the first error, or an empty error when none came.
RedisError firstError(RespReader &reader, const QByteArray &wire)
{
    reader.feed(wire);
    for (;;) {
        auto next = reader.next();
        if (!next)
            return next.error();
        if (!next->has_value())
            return {};
    }
}

QByteArray nested(int depth)
{
    QByteArray wire;
    for (int i = 0; i < depth; ++i)
        wire += "*1\r\n";
    return wire + ":1\r\n";
}
} // namespace

void TestRespReader::refusesWhatNoReplyMayClaim_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<QString>("why");
    // hiredis 0.14 alone allocates 16 GiB for the first, 1.6 GB for the second.
    QTest::newRow("2^31 elements")
        << QByteArray("*2147483647\r\n") << QStringLiteral("an array of 2147483647 elements");
    QTest::newRow("200M elements")
        << QByteArray("*200000000\r\n") << QStringLiteral("an array of 200000000");
    // hiredis computes len + 2 in a signed 64-bit integer: overflow.
    QTest::newRow("2^63-1 bytes") << QByteArray("$9223372036854775807\r\n")
                                  << QStringLiteral("a string of 9223372036854775807 bytes");
    QTest::newRow("length overflows")
        << QByteArray("$99999999999999999999\r\n") << QStringLiteral("is not a number");
    // hiredis negates what it read: -2^63 overflows there.
    QTest::newRow("-2^63") << QByteArray(":-9223372036854775808\r\n")
                           << QStringLiteral("is not a number");
    QTest::newRow("integer overflows")
        << QByteArray(":-99999999999999999999\r\n") << QStringLiteral("is not a number");
    // hiredis reads a length that is not a number as -1: a nil.
    QTest::newRow("length not a number")
        << QByteArray("$abc\r\n") << QStringLiteral("\"$abc\" is not a number");
    QTest::newRow("empty length") << QByteArray("*\r\n") << QStringLiteral("is not a number");
    QTest::newRow("negative length")
        << QByteArray("*-2\r\n") << QStringLiteral("a negative length -2");
    QTest::newRow("8 levels") << nested(8) << QStringLiteral("nested more than 7 deep");
    QTest::newRow("endless line") << QByteArray("+") + QByteArray(70 * 1024, 'x')
                                  << QStringLiteral("a line of more than 65536 bytes");
    QTest::newRow("LF without CR") << QByteArray("+OK\n") << QStringLiteral("without CR");
    QTest::newRow("unknown type") << QByteArray("?\r\n")
                                  << QStringLiteral("unknown reply type byte 0x3f");
    QTest::newRow("NUL type") << QByteArray(1, '\0')
                              << QStringLiteral("unknown reply type byte 0x00");
}

void TestRespReader::refusesWhatNoReplyMayClaim()
{
    QFETCH(QByteArray, wire);
    QFETCH(QString, why);
    RespReader reader;
    const RedisError error = firstError(reader, wire);
    QCOMPARE(error.kind(), RedisError::Kind::Protocol);
    QVERIFY2(error.message().contains(why), qPrintable(error.message()));
    QVERIFY(error.message().startsWith(QLatin1String("invalid reply: ")));
    // The refusal is final: later bytes change nothing.
    reader.feed(QByteArray("+OK\r\n"));
    const auto again = reader.next();
    QVERIFY(!again.ok());
    QCOMPARE(again.error().kind(), RedisError::Kind::Protocol);
}

void TestRespReader::refusesAClaimFedOneByteAtATime()
{
    const QByteArray wire("*2\r\n*2147483647\r\n");
    RespReader reader;
    for (const char c : wire)
        reader.feed(&c, 1);
    const auto next = reader.next();
    QVERIFY(!next.ok());
    QVERIFY2(next.error().message().contains(QLatin1String("an array of 2147483647 elements")),
             qPrintable(next.error().message()));
}

void TestRespReader::deliversRepliesBeforeABadOne()
{
    RespReader reader;
    reader.feed(QByteArray("+OK\r\n$3\r\nabc\r\n*99999999999\r\n:1\r\n"));
    auto next = reader.next();
    QVERIFY(next.ok() && next->has_value());
    QVERIFY(next->value() == RedisReply::status("OK"));
    next = reader.next();
    QVERIFY(next.ok() && next->has_value());
    QVERIFY(next->value() == RedisReply::string("abc"));
    next = reader.next();
    QVERIFY(!next.ok());
    QVERIFY(next.error().message().contains(QLatin1String("an array of 99999999999 elements")));
}

namespace {
RespReader::Limits smallLimits()
{
    RespReader::Limits limits;
    limits.maxBulkLength = 10;
    limits.maxArrayLength = 4;
    limits.maxReplyElements = 6;
    limits.maxReplyBytes = 60;
    limits.maxLineLength = 8;
    limits.maxDepth = 2;
    return limits;
}
} // namespace

void TestRespReader::acceptsRepliesAtTheLimits_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<RedisReply>("expected");
    QTest::newRow("10-byte string")
        << QByteArray("$10\r\n0123456789\r\n") << RedisReply::string("0123456789");
    QTest::newRow("4 elements") << QByteArray("*4\r\n:1\r\n:2\r\n:3\r\n:4\r\n")
                                << RedisReply::array(
                                       {RedisReply::integer(1), RedisReply::integer(2),
                                        RedisReply::integer(3), RedisReply::integer(4)});
    QTest::newRow("depth 2, 6 elements")
        << QByteArray("*2\r\n*2\r\n:1\r\n:2\r\n*2\r\n:3\r\n:4\r\n")
        << RedisReply::array({RedisReply::array({RedisReply::integer(1), RedisReply::integer(2)}),
                              RedisReply::array({RedisReply::integer(3), RedisReply::integer(4)})});
    QTest::newRow("8-byte line") << QByteArray("+12345678\r\n") << RedisReply::status("12345678");
    QTest::newRow("nil string") << QByteArray("$-1\r\n") << RedisReply();
    QTest::newRow("nil array") << QByteArray("*-1\r\n") << RedisReply();
    QTest::newRow("smallest integer") << QByteArray(":-9223372036854775807\r\n")
                                      << RedisReply::integer(-std::numeric_limits<qint64>::max());
}

void TestRespReader::acceptsRepliesAtTheLimits()
{
    QFETCH(QByteArray, wire);
    QFETCH(RedisReply, expected);
    RespReader::Limits limits = smallLimits();
    limits.maxLineLength = wire.startsWith(':') ? 64 : limits.maxLineLength;
    RespReader reader(limits);
    // Twice: the budget of one reply does not carry over to the next.
    reader.feed(wire + wire);
    for (int i = 0; i < 2; ++i) {
        const auto next = reader.next();
        QVERIFY2(next.ok(), qPrintable(next.ok() ? QString() : next.error().message()));
        QVERIFY(next->has_value());
        QVERIFY(next->value() == expected);
    }
}

void TestRespReader::refusesRepliesOverTheLimits_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<QString>("why");
    QTest::newRow("11-byte string")
        << QByteArray("$11\r\n") << QStringLiteral("a string of 11 bytes (the limit is 10)");
    QTest::newRow("5 elements") << QByteArray("*5\r\n")
                                << QStringLiteral("an array of 5 elements (the limit is 4)");
    QTest::newRow("7 elements in all") << QByteArray("*3\r\n*2\r\n:1\r\n:2\r\n*2\r\n")
                                       << QStringLiteral("a reply of more than 6 elements");
    QTest::newRow("depth 3") << QByteArray("*1\r\n*1\r\n*1\r\n")
                             << QStringLiteral("nested more than 2 deep");
    QTest::newRow("9-byte line") << QByteArray("+123456789\r\n")
                                 << QStringLiteral("a line of more than 8 bytes");
    QTest::newRow("72 bytes") << QByteArray("*4\r\n") +
                                     QByteArray("$10\r\n0123456789\r\n").repeated(4)
                              << QStringLiteral("a reply of more than 60 bytes");
}

void TestRespReader::refusesRepliesOverTheLimits()
{
    QFETCH(QByteArray, wire);
    QFETCH(QString, why);
    RespReader reader(smallLimits());
    const RedisError error = firstError(reader, wire);
    QCOMPARE(error.kind(), RedisError::Kind::Protocol);
    QVERIFY2(error.message().contains(why), qPrintable(error.message()));
}

void TestRespReader::parsesALargeNestedReplySplitAnywhere()
{
    // A SCAN-like reply with 20,000 keys and a nested tail, split at every 997th byte.
    QList<RedisReply> keys;
    QByteArray wire = "*3\r\n$1\r\n0\r\n*20000\r\n";
    for (int i = 0; i < 20000; ++i) {
        const QByteArray key = "cs:{k" + QByteArray::number(i) + "}:lock";
        keys.append(RedisReply::string(key));
        wire += '$' + QByteArray::number(key.size()) + "\r\n" + key + "\r\n";
    }
    wire += "*2\r\n-ERR inner\r\n*-1\r\n";
    const RedisReply expected =
        RedisReply::array({RedisReply::string("0"), RedisReply::array(keys),
                           RedisReply::array({RedisReply::error("ERR inner"), RedisReply()})});
    RespReader reader;
    std::optional<RedisReply> got;
    for (qsizetype at = 0; at < wire.size(); at += 997) {
        reader.feed(wire.mid(at, 997));
        auto next = reader.next();
        QVERIFY(next.ok());
        if (next->has_value()) {
            QCOMPARE(at + 997 >= wire.size(), true);
            got = **next;
        }
    }
    QVERIFY(got.has_value());
    QVERIFY(*got == expected);
}

void TestRespReader::resetClearsARefusal()
{
    RespReader reader;
    QVERIFY(firstError(reader, "*2147483647\r\n").isError());
    reader.reset();
    reader.feed(QByteArray("+OK\r\n"));
    const auto next = reader.next();
    QVERIFY(next.ok() && next->has_value());
    QVERIFY(next->value() == RedisReply::status("OK"));
}

QTEST_APPLESS_MAIN(TestRespReader)
#include "tst_respreader.moc"
