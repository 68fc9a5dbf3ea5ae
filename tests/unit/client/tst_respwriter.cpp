#include "respreader.h"
#include "respwriter.h"

#include <QTest>

#include <limits>

// RespWriter: a reply as the RESP2 bytes a server sends, and back through RespReader.
class TestRespWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writesEveryReplyTypeAsAServerWould_data();
    void writesEveryReplyTypeAsAServerWould();
    void readsBackAnEqualReply_data();
    void readsBackAnEqualReply();
    void appendsAfterWhatIsThere();
    void statusHoldingCrLfReadsBackCutThere();
    void integerMinimumIsWrittenButNotReadBack();
};

namespace {
QList<RedisReply> replies(std::initializer_list<RedisReply> list)
{
    return QList<RedisReply>(list);
}

// The rows both tests share: a name, a reply and its exact wire form.
void addReplyRows()
{
    QTest::addColumn<RedisReply>("reply");
    QTest::addColumn<QByteArray>("wire");
    QTest::newRow("nil") << RedisReply() << QByteArray("$-1\r\n");
    QTest::newRow("status") << RedisReply::status("OK") << QByteArray("+OK\r\n");
    QTest::newRow("empty status") << RedisReply::status("") << QByteArray("+\r\n");
    QTest::newRow("error") << RedisReply::error("WRONGTYPE Operation against a key")
                           << QByteArray("-WRONGTYPE Operation against a key\r\n");
    QTest::newRow("integer 0") << RedisReply::integer(0) << QByteArray(":0\r\n");
    QTest::newRow("negative integer") << RedisReply::integer(-42) << QByteArray(":-42\r\n");
    QTest::newRow("largest integer") << RedisReply::integer(std::numeric_limits<qint64>::max())
                                     << QByteArray(":9223372036854775807\r\n");
    QTest::newRow("smallest integer read back")
        << RedisReply::integer(std::numeric_limits<qint64>::min() + 1)
        << QByteArray(":-9223372036854775807\r\n");
    QTest::newRow("string") << RedisReply::string("value") << QByteArray("$5\r\nvalue\r\n");
    QTest::newRow("empty string") << RedisReply::string("") << QByteArray("$0\r\n\r\n");
    const QByteArray binary("a\0b\xff\r\n", 6);
    QTest::newRow("binary string: NUL, 0xFF, CRLF")
        << RedisReply::string(binary) << (QByteArray("$6\r\n") + binary + "\r\n");
    const QByteArray big(70000, 'x');
    QTest::newRow("five-digit length")
        << RedisReply::string(big) << (QByteArray("$70000\r\n") + big + "\r\n");
    QTest::newRow("empty array") << RedisReply::array({}) << QByteArray("*0\r\n");
    QTest::newRow("array of every type")
        << RedisReply::array(replies({RedisReply::string("a"), RedisReply::integer(1), RedisReply(),
                                      RedisReply::status("QUEUED"), RedisReply::error("ERR x")}))
        << QByteArray("*5\r\n$1\r\na\r\n:1\r\n$-1\r\n+QUEUED\r\n-ERR x\r\n");
    QTest::newRow("nested arrays")
        << RedisReply::array(
               replies({RedisReply::array(replies({RedisReply::integer(1), RedisReply::array({})})),
                        RedisReply::string("b")}))
        << QByteArray("*2\r\n*2\r\n:1\r\n*0\r\n$1\r\nb\r\n");
    RedisReply deep = RedisReply::integer(7);
    QByteArray deepWire(":7\r\n");
    for (int i = 0; i < 6; ++i) { // within the reader's depth (RespLimits::maxDepth)
        deep = RedisReply::array(replies({deep}));
        deepWire.prepend("*1\r\n");
    }
    QTest::newRow("six arrays deep") << deep << deepWire;
    QList<RedisReply> twelve;
    QByteArray twelveWire("*12\r\n");
    for (int i = 0; i < 12; ++i) {
        twelve << RedisReply::integer(i);
        twelveWire += ':' + QByteArray::number(i) + "\r\n";
    }
    QTest::newRow("two-digit element count") << RedisReply::array(twelve) << twelveWire;
}
} // namespace

void TestRespWriter::writesEveryReplyTypeAsAServerWould_data()
{
    addReplyRows();
}

void TestRespWriter::writesEveryReplyTypeAsAServerWould()
{
    QFETCH(RedisReply, reply);
    QFETCH(QByteArray, wire);
    QCOMPARE(RespWriter::toBytes(reply), wire);
}

void TestRespWriter::readsBackAnEqualReply_data()
{
    addReplyRows();
}

void TestRespWriter::readsBackAnEqualReply()
{
    // Whole, and one byte at a time (a reply split anywhere by the network).
    QFETCH(RedisReply, reply);
    const QByteArray bytes = RespWriter::toBytes(reply);
    RespReader whole;
    whole.feed(bytes);
    auto read = whole.next();
    QVERIFY2(read.ok(), qPrintable(read.error().toString()));
    QVERIFY(read->has_value());
    QCOMPARE(read->value().summary(), reply.summary());
    QVERIFY(read->value() == reply);
    QVERIFY(!whole.next()->has_value()); // nothing left over

    RespReader split;
    std::optional<RedisReply> last;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        QVERIFY(!last.has_value()); // complete only at the last byte
        split.feed(bytes.constData() + i, 1);
        auto next = split.next();
        QVERIFY(next.ok());
        last = *next;
    }
    QVERIFY(last.has_value());
    QVERIFY(*last == reply);
}

void TestRespWriter::appendsAfterWhatIsThere()
{
    // A test server answers a pipeline with its replies one after another in one buffer.
    QByteArray out("+OK\r\n");
    RespWriter::append(out, RedisReply::integer(3));
    RespWriter::append(out, RedisReply::array(replies({RedisReply::string("x")})));
    QCOMPARE(out, QByteArray("+OK\r\n:3\r\n*1\r\n$1\r\nx\r\n"));
    RespReader reader;
    reader.feed(out);
    QVERIFY(reader.next()->value() == RedisReply::status("OK"));
    QVERIFY(reader.next()->value() == RedisReply::integer(3));
    QVERIFY(reader.next()->value() == RedisReply::array(replies({RedisReply::string("x")})));
}

void TestRespWriter::statusHoldingCrLfReadsBackCutThere()
{
    // RESP2 has no form for it: written as it is (documented), read back cut at the CRLF, and
    // the rest is what follows in the stream.
    const QByteArray bytes = RespWriter::toBytes(RedisReply::status("a\r\n+b"));
    QCOMPARE(bytes, QByteArray("+a\r\n+b\r\n"));
    RespReader reader;
    reader.feed(bytes);
    QVERIFY(reader.next()->value() == RedisReply::status("a"));
    QVERIFY(reader.next()->value() == RedisReply::status("b"));
}

void TestRespWriter::integerMinimumIsWrittenButNotReadBack()
{
    // -2^63 is a valid RESP integer, but RespReader refuses it before hiredis 0.14, which would
    // overflow negating it (RespFrameCheck): the one reply of the writer that does not read back.
    const QByteArray bytes =
        RespWriter::toBytes(RedisReply::integer(std::numeric_limits<qint64>::min()));
    QCOMPARE(bytes, QByteArray(":-9223372036854775808\r\n"));
    RespReader reader;
    reader.feed(bytes);
    const auto read = reader.next();
    QVERIFY(!read.ok());
    QCOMPARE(read.error().kind(), RedisError::Kind::Protocol);
}

QTEST_APPLESS_MAIN(TestRespWriter)
#include "tst_respwriter.moc"
