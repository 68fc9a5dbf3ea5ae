#include "actionrunner.h"
#include "keypreviewcommands.h"
#include "keypreviewmodel.h"
#include "keypreviewreads.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSet>
#include <QTest>

#include <algorithm>

namespace KPC = KeyPreviewCommands;
namespace KPR = KeyPreviewReads;

namespace {
constexpr int TimeoutMs = 15000;
constexpr int Members = 5000;

RedisReply bulk(const QByteArray &bytes)
{
    return RedisReply::string(bytes);
}

RedisReply strings(const QList<QByteArray> &items)
{
    QList<RedisReply> out;
    for (const QByteArray &item : items)
        out << bulk(item);
    return RedisReply::array(out);
}

bool allOk(const QList<Result<RedisReply>> &replies)
{
    return std::all_of(replies.begin(), replies.end(), [](const auto &r) { return r.ok(); });
}

// A preview model paging on a runner of its own, its contract checked on every change.
struct Preview
{
    ActionRunner runner{QStringLiteral("preview test")};
    KeyPreviewModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};

    explicit Preview(const RedisServerProcess &server)
    {
        runner.setConnection(server.connectionOptions(), nullptr);
        model.setRunner(&runner);
    }

    // Previews the key and waits for the first page (or the verdict).
    KeyPreviewModel::Status load(const QByteArray &key, const QByteArray &listedType)
    {
        model.setKey(key, listedType);
        const bool answered = QTest::qWaitFor([this] { return !model.isFetching(); }, TimeoutMs);
        return answered ? model.status() : KeyPreviewModel::Status::Loading;
    }
};
} // namespace

// The key preview: its per-type read commands and reply parsing (no server), then the model
// paging real collections on a private redis-server.
class TestKeyPreview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();

    void pageCommandIsAReadOfOnePage_data();
    void pageCommandIsAReadOfOnePage();
    void lengthCommandPerType_data();
    void lengthCommandPerType();
    void listPageNumbersRowsFromTheCursor();
    void zsetPagePairsMembersWithScores();
    void hashAndSetPagesFollowTheScanCursor();
    void streamPageStartsAfterTheLastId();
    void nextStreamIdCarries_data();
    void nextStreamIdCarries();
    void bigCellsKeepTheirHeadAndLength();
    void stringPageIsOneRow();
    void malformedReplyFails();
    void textOrHex_data();
    void textOrHex();

    void pagingReadsEveryMemberOnce_data();
    void pagingReadsEveryMemberOnce();
    void stringShowsHeadTextAndFullLength();
    void binaryStringShowsHex();
    void missingKeySaysItVanished();
    void keyDeletedBetweenPagesSaysSo();
    void keyOfAnotherTypeThanListedSaysSo();
    void bigElementsKeepAtMostAHeadPerCell_data();
    void bigElementsKeepAtMostAHeadPerCell();
    void firstReadSeesAChangeBetweenItsRoundTrips();
    void pageOfNothingNewFetchesTheNextAtOnce();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestKeyPreview::initTestCase()
{
    qRegisterMetaType<ActionResult>();
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server.value());
    m_connection = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_connection->connect().ok());
}

void TestKeyPreview::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestKeyPreview::pageCommandIsAReadOfOnePage_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("cursor");
    QTest::addColumn<RedisCommand>("expected");
    QTest::newRow("string") << QByteArray("string") << QByteArray("0")
                            << RedisCommand{"GETRANGE", "k", "0", "4095"};
    QTest::newRow("list first") << QByteArray("list") << QByteArray("0")
                                << RedisCommand{"LRANGE", "k", "0", "199"};
    QTest::newRow("list third") << QByteArray("list") << QByteArray("400")
                                << RedisCommand{"LRANGE", "k", "400", "599"};
    QTest::newRow("zset") << QByteArray("zset") << QByteArray("200")
                          << RedisCommand{"ZRANGE", "k", "200", "399", "WITHSCORES"};
    QTest::newRow("hash") << QByteArray("hash") << QByteArray("1234")
                          << RedisCommand{"HSCAN", "k", "1234", "COUNT", "200"};
    QTest::newRow("set") << QByteArray("set") << QByteArray("0")
                         << RedisCommand{"SSCAN", "k", "0", "COUNT", "200"};
    QTest::newRow("stream first") << QByteArray("stream") << QByteArray("-")
                                  << RedisCommand{"XRANGE", "k", "-", "+", "COUNT", "200"};
    // An inclusive start (the id after the last one read): "(" needs Redis 6.2.
    QTest::newRow("stream next") << QByteArray("stream") << QByteArray("5-2")
                                 << RedisCommand{"XRANGE", "k", "5-2", "+", "COUNT", "200"};
    QTest::newRow("module type") << QByteArray("ReJSON-RL") << QByteArray("0") << RedisCommand{};
}

void TestKeyPreview::pageCommandIsAReadOfOnePage()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, cursor);
    QFETCH(RedisCommand, expected);
    QCOMPARE(KPC::pageCommand(type, "k", cursor), expected);
}

void TestKeyPreview::lengthCommandPerType_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("command");
    QTest::newRow("string") << QByteArray("string") << QByteArray("STRLEN");
    QTest::newRow("list") << QByteArray("list") << QByteArray("LLEN");
    QTest::newRow("hash") << QByteArray("hash") << QByteArray("HLEN");
    QTest::newRow("set") << QByteArray("set") << QByteArray("SCARD");
    QTest::newRow("zset") << QByteArray("zset") << QByteArray("ZCARD");
    QTest::newRow("stream") << QByteArray("stream") << QByteArray("XLEN");
    QTest::newRow("none") << QByteArray("none") << QByteArray();
}

void TestKeyPreview::lengthCommandPerType()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, command);
    const RedisCommand argv = KPC::lengthCommand(type, "k");
    QCOMPARE(argv.value(0), command);
    QCOMPARE(KPC::isPreviewable(type), !command.isEmpty());
}

void TestKeyPreview::listPageNumbersRowsFromTheCursor()
{
    const auto full = KPC::parsePage("list", "400", strings({"a", "b"}), 2);
    QVERIFY(full.ok());
    QCOMPARE(full->rows.size(), 2);
    QCOMPARE(full->rows.at(0).field, QByteArray("400"));
    QCOMPARE(full->rows.at(1).field, QByteArray("401"));
    QCOMPARE(full->rows.at(1).value, QByteArray("b"));
    QCOMPARE(full->nextCursor, QByteArray("402"));
    QVERIFY(!full->finished); // a full page: there may be more
    const auto shortPage = KPC::parsePage("list", "402", strings({"c"}), 2);
    QVERIFY(shortPage.ok());
    QVERIFY(shortPage->finished);
}

void TestKeyPreview::zsetPagePairsMembersWithScores()
{
    const auto page = KPC::parsePage("zset", "0", strings({"m1", "1.5", "m2", "2"}), 200);
    QVERIFY(page.ok());
    QCOMPARE(page->rows.size(), 2);
    QCOMPARE(page->rows.at(0).field, QByteArray("m1"));
    QCOMPARE(page->rows.at(0).value, QByteArray("1.5"));
    QCOMPARE(page->nextCursor, QByteArray("2"));
    QVERIFY(page->finished);
}

void TestKeyPreview::hashAndSetPagesFollowTheScanCursor()
{
    const RedisReply hash = RedisReply::array({bulk("17"), strings({"f1", "v1", "f2", "v2"})});
    const auto page = KPC::parsePage("hash", "0", hash);
    QVERIFY(page.ok());
    QCOMPARE(page->rows.size(), 2);
    QCOMPARE(page->rows.at(1).field, QByteArray("f2"));
    QCOMPARE(page->rows.at(1).value, QByteArray("v2"));
    QCOMPARE(page->nextCursor, QByteArray("17"));
    QVERIFY(!page->finished);

    const RedisReply set = RedisReply::array({bulk("0"), strings({"a", "b", "c"})});
    const auto last = KPC::parsePage("set", "17", set);
    QVERIFY(last.ok());
    QCOMPARE(last->rows.size(), 3);
    QCOMPARE(last->rows.at(2).field, QByteArray("c"));
    QVERIFY(last->rows.at(2).value.isEmpty());
    QVERIFY(last->finished); // SCAN's cursor came back to 0
}

void TestKeyPreview::streamPageStartsAfterTheLastId()
{
    const RedisReply entries =
        RedisReply::array({RedisReply::array({bulk("1-0"), strings({"a", "1", "b", "2"})}),
                           RedisReply::array({bulk("2-5"), strings({"c", "3"})})});
    const auto page = KPC::parsePage("stream", "-", entries, 2);
    QVERIFY(page.ok());
    QCOMPARE(page->rows.size(), 2);
    QCOMPARE(page->rows.at(0).field, QByteArray("1-0"));
    QCOMPARE(page->rows.at(0).value, QByteArray("a=1 b=2"));
    QCOMPARE(page->nextCursor, QByteArray("2-6"));
    QVERIFY(!page->finished);
    const auto empty = KPC::parsePage("stream", "2-6", RedisReply::array({}), 2);
    QVERIFY(empty.ok());
    QVERIFY(empty->finished);
}

void TestKeyPreview::nextStreamIdCarries_data()
{
    QTest::addColumn<QByteArray>("id");
    QTest::addColumn<QByteArray>("next"); // empty: none
    QTest::newRow("seq") << QByteArray("5-3") << QByteArray("5-4");
    QTest::newRow("carry") << QByteArray("5-18446744073709551615") << QByteArray("6-0");
    QTest::newRow("last") << QByteArray("18446744073709551615-18446744073709551615")
                          << QByteArray();
    QTest::newRow("malformed") << QByteArray("5") << QByteArray();
}

void TestKeyPreview::nextStreamIdCarries()
{
    QFETCH(QByteArray, id);
    QFETCH(QByteArray, next);
    QCOMPARE(KPC::nextStreamId(id).value_or(QByteArray()), next);
}

void TestKeyPreview::bigCellsKeepTheirHeadAndLength()
{
    // Two big fields alike in their first 4 KiB: cut, yet still told apart.
    const QByteArray a = QByteArray(5000, 'x') + 'a';
    const QByteArray b = QByteArray(5000, 'x') + 'b';
    const QByteArray value(100000, 'v');
    const RedisReply hash = RedisReply::array({bulk("0"), strings({a, value, b, "small"})});
    const auto page = KPC::parsePage("hash", "0", hash);
    QVERIFY(page.ok());
    QCOMPARE(page->rows.size(), 2);
    const KPC::Row &first = page->rows.at(0);
    QCOMPARE(first.field, a.left(KPC::CellPreviewBytes));
    QCOMPARE(first.fieldSize, a.size());
    QCOMPARE(first.value, value.left(KPC::CellPreviewBytes));
    QCOMPARE(first.valueSize, value.size());
    QVERIFY(first.fieldCut() && first.valueCut());
    QVERIFY(first.identity != page->rows.at(1).identity);
    QCOMPARE(page->rows.at(1).value, QByteArray("small"));
    QVERIFY(!page->rows.at(1).valueCut());
}

void TestKeyPreview::stringPageIsOneRow()
{
    const auto page = KPC::parsePage("string", "0", bulk("hello"));
    QVERIFY(page.ok());
    QCOMPARE(page->rows.size(), 1);
    QCOMPARE(page->rows.at(0).value, QByteArray("hello"));
    QVERIFY(page->finished);
}

void TestKeyPreview::malformedReplyFails()
{
    QVERIFY(!KPC::parsePage("zset", "0", strings({"m1", "1", "m2"})).ok()); // odd
    QVERIFY(!KPC::parsePage("hash", "0", strings({"f", "v"})).ok());        // no cursor
    QVERIFY(!KPC::parsePage("list", "0", RedisReply::integer(3)).ok());
    QVERIFY(!KPC::parsePage("stream", "-", strings({"1-0"})).ok());
    QCOMPARE(KPC::parsePage("ReJSON-RL", "0", bulk("{}")).error().kind(),
             RedisError::Kind::InvalidArgument);
}

void TestKeyPreview::textOrHex_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("truncated");
    QTest::addColumn<QString>("shown");
    QTest::newRow("ascii") << QByteArray("hello\tworld\n") << false
                           << QStringLiteral("hello\tworld\n");
    QTest::newRow("utf-8") << QByteArray("gr\xc3\xbc\xc3\x9f") << false
                           << QString::fromUtf8("gr\xc3\xbc\xc3\x9f");
    QTest::newRow("binary") << QByteArray("\xde\xad\xbe\xef", 4) << false
                            << QStringLiteral("de ad be ef");
    QTest::newRow("nul byte") << QByteArray("a\0b", 3) << false << QStringLiteral("61 00 62");
    // The head of a longer value may end inside a character: still text.
    QTest::newRow("cut character") << QByteArray("ab\xe2\x82") << true << QStringLiteral("ab");
    QTest::newRow("cut but whole")
        << QByteArray("ab\xe2\x82") << false << QStringLiteral("61 62 e2 82");
}

void TestKeyPreview::textOrHex()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, truncated);
    QFETCH(QString, shown);
    QCOMPARE(KPC::displayText(bytes, truncated), shown);
}

void TestKeyPreview::pagingReadsEveryMemberOnce_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::newRow("zset") << QByteArray("zset");
    QTest::newRow("hash") << QByteArray("hash");
    QTest::newRow("list") << QByteArray("list");
    QTest::newRow("set") << QByteArray("set");
    QTest::newRow("stream") << QByteArray("stream");
}

void TestKeyPreview::pagingReadsEveryMemberOnce()
{
    QFETCH(QByteArray, type);
    const QByteArray key = "big:" + type;
    QSet<QByteArray> expected;
    QList<RedisCommand> fill;
    for (int i = 0; i < Members; ++i) {
        const QByteArray m = "m" + QByteArray::number(i);
        expected.insert(m);
        if (type == "zset")
            fill << RedisCommand{"ZADD", key, QByteArray::number(i), m};
        else if (type == "hash")
            fill << RedisCommand{"HSET", key, m, "v" + QByteArray::number(i)};
        else if (type == "list")
            fill << RedisCommand{"RPUSH", key, m};
        else if (type == "set")
            fill << RedisCommand{"SADD", key, m};
        else
            fill << RedisCommand{"XADD", key, "*", "m", m};
    }
    QVERIFY(allOk(m_connection->pipeline(fill)));

    Preview preview(*m_server);
    KeyPreviewModel &model = preview.model;
    QCOMPARE(preview.load(key, type), KeyPreviewModel::Status::Ready);
    QCOMPARE(model.length(), qint64(Members));
    QVERIFY2(model.headerText().contains(QStringLiteral("5,000")), qPrintable(model.headerText()));
    // One page, not the collection (SCAN's COUNT is a hint: allow it some slack).
    QVERIFY2(model.rowCount() > 0 && model.rowCount() <= 2 * KPC::PageSize,
             qPrintable(QString::number(model.rowCount())));
    int pages = 1;
    while (model.canFetchMore({})) {
        const int before = model.rowCount();
        model.fetchMore({});
        QTRY_VERIFY_WITH_TIMEOUT(!model.isFetching(), TimeoutMs);
        QVERIFY(model.rowCount() - before <= 2 * KPC::PageSize);
        ++pages;
    }
    QVERIFY2(pages >= Members / (2 * KPC::PageSize), qPrintable(QString::number(pages)));
    QCOMPARE(model.rowCount(), Members);
    QSet<QByteArray> seen;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex field = model.index(row, KeyPreviewModel::Field);
        const QModelIndex value = model.index(row, KeyPreviewModel::Value);
        const QByteArray member = type == "list" || type == "stream"
                                      ? value.data(KeyPreviewModel::ValueBytesRole).toByteArray()
                                      : field.data(KeyPreviewModel::FieldBytesRole).toByteArray();
        seen.insert(type == "stream" ? member.mid(2) : member); // "m=m12"
    }
    QCOMPARE(seen.size(), Members);
    QCOMPARE(seen, expected);
    QVERIFY(model.isFinished());
}

void TestKeyPreview::stringShowsHeadTextAndFullLength()
{
    const QByteArray value = QByteArray("\xc3\xa9").repeated(5000); // 10,000 bytes of "é"
    QVERIFY(m_connection->command({"SET", "text", value, "PX", "60000"}).ok());
    Preview preview(*m_server);
    KeyPreviewModel &model = preview.model;
    QCOMPARE(preview.load("text", "string"), KeyPreviewModel::Status::Ready);
    QCOMPARE(model.length(), qint64(10000));
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(!model.canFetchMore({}));
    const QByteArray head =
        model.index(0, KeyPreviewModel::Value).data(KeyPreviewModel::ValueBytesRole).toByteArray();
    QCOMPARE(head.size(), KPC::StringPreviewBytes);
    QCOMPARE(model.index(0, KeyPreviewModel::Field).data().toString(),
             QStringLiteral("text (UTF-8)"));
    QCOMPARE(model.index(0, KeyPreviewModel::Value).data().toString(), QString(2048, QChar(0xe9)));
    const QString header = model.headerText();
    QVERIFY2(header.contains(QStringLiteral("10,000 bytes")), qPrintable(header));
    QVERIFY2(header.contains(QStringLiteral("TTL ")), qPrintable(header));
}

void TestKeyPreview::binaryStringShowsHex()
{
    QVERIFY(m_connection->command({"SET", "bin", QByteArray("\x00\xff\x10", 3)}).ok());
    Preview preview(*m_server);
    KeyPreviewModel &model = preview.model;
    QCOMPARE(preview.load("bin", "string"), KeyPreviewModel::Status::Ready);
    QCOMPARE(model.index(0, KeyPreviewModel::Field).data().toString(), QStringLiteral("hex"));
    QCOMPARE(model.index(0, KeyPreviewModel::Value).data().toString(), QStringLiteral("00 ff 10"));
    QVERIFY2(model.headerText().contains(QStringLiteral("no expiry")),
             qPrintable(model.headerText()));
}

void TestKeyPreview::missingKeySaysItVanished()
{
    Preview preview(*m_server);
    KeyPreviewModel &model = preview.model;
    QCOMPARE(preview.load("gone", "list"), KeyPreviewModel::Status::Vanished);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.canFetchMore({}));
    QVERIFY2(model.headerText().contains(QStringLiteral("no longer exists")),
             qPrintable(model.headerText()));
}

void TestKeyPreview::keyDeletedBetweenPagesSaysSo()
{
    QList<RedisCommand> fill;
    for (int i = 0; i < 500; ++i)
        fill << RedisCommand{"RPUSH", "l", QByteArray::number(i)};
    QVERIFY(allOk(m_connection->pipeline(fill)));
    Preview preview(*m_server);
    KeyPreviewModel &model = preview.model;
    QCOMPARE(preview.load("l", "list"), KeyPreviewModel::Status::Ready);
    QCOMPARE(model.rowCount(), KPC::PageSize);

    QVERIFY(m_connection->command({"DEL", "l"}).ok());
    model.fetchMore({});
    QTRY_COMPARE_WITH_TIMEOUT(model.status(), KeyPreviewModel::Status::Vanished, TimeoutMs);
    QCOMPARE(model.rowCount(), KPC::PageSize); // what was read stays
    QVERIFY(!model.canFetchMore({}));

    // Deleted and made again as another type: the next page says so instead of failing.
    QVERIFY(allOk(m_connection->pipeline(fill)));
    model.setKey("l", "list");
    QTRY_COMPARE_WITH_TIMEOUT(model.status(), KeyPreviewModel::Status::Ready, TimeoutMs);
    QVERIFY(m_connection->command({"DEL", "l"}).ok());
    QVERIFY(m_connection->command({"SET", "l", "now a string"}).ok());
    model.fetchMore({});
    QTRY_VERIFY_WITH_TIMEOUT(!model.isFetching(), TimeoutMs);
    QVERIFY2(model.headerText().contains(QStringLiteral("now a string")),
             qPrintable(model.headerText()));
    QVERIFY(!model.canFetchMore({}));
}

void TestKeyPreview::keyOfAnotherTypeThanListedSaysSo()
{
    QVERIFY(m_connection->command({"HSET", "k", "f", "v"}).ok());
    Preview preview(*m_server);
    KeyPreviewModel &model = preview.model;
    QCOMPARE(preview.load("k", "list"), KeyPreviewModel::Status::Ready);
    QCOMPARE(model.type(), QByteArray("hash"));
    QVERIFY2(model.headerText().contains(QStringLiteral("listed as a list, now a hash")),
             qPrintable(model.headerText()));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.headerData(KeyPreviewModel::Field, Qt::Horizontal).toString(),
             QStringLiteral("Field"));
    QCOMPARE(model.index(0, KeyPreviewModel::Value).data().toString(), QStringLiteral("v"));
}

void TestKeyPreview::bigElementsKeepAtMostAHeadPerCell_data()
{
    QTest::addColumn<QByteArray>("type");
    for (const char *type : {"list", "hash", "zset", "set", "stream"})
        QTest::newRow(type) << QByteArray(type);
}

// A page of 1 MiB elements: each cell keeps its first 4 KiB, and says how long it is.
void TestKeyPreview::bigElementsKeepAtMostAHeadPerCell()
{
    QFETCH(QByteArray, type);
    constexpr int Elements = 8;
    constexpr qint64 Big = 1 << 20;
    for (int i = 0; i < Elements; ++i) {
        const QByteArray blob = QByteArray::number(i) + QByteArray(Big - 1, 'x');
        RedisCommand add;
        if (type == "list")
            add = {"RPUSH", "k", blob};
        else if (type == "hash")
            add = {"HSET", "k", blob, blob};
        else if (type == "zset")
            add = {"ZADD", "k", QByteArray::number(i), blob};
        else if (type == "set")
            add = {"SADD", "k", blob};
        else
            add = {"XADD", "k", "*", "f", blob};
        QVERIFY(m_connection->command(add).ok());
    }
    Preview preview(*m_server);
    KeyPreviewModel &model = preview.model;
    QCOMPARE(preview.load("k", type), KeyPreviewModel::Status::Ready);
    QCOMPARE(model.rowCount(), Elements);
    // The big cell: the element, the field and its value, the member, the entry's fields.
    const QList<int> bigColumns =
        type == "hash" ? QList<int>{KeyPreviewModel::Field, KeyPreviewModel::Value}
        : type == "zset" || type == "set" ? QList<int>{KeyPreviewModel::Field}
                                          : QList<int>{KeyPreviewModel::Value};
    const QString size = QLocale().formattedDataSize(type == "stream" ? Big + 2 : Big, 1);
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < KeyPreviewModel::ColumnCount; ++column) {
            const QModelIndex index = model.index(row, column);
            QVERIFY(index.data(KeyPreviewModel::FieldBytesRole).toByteArray().size() <=
                    KPC::CellPreviewBytes);
            QVERIFY(index.data(KeyPreviewModel::ValueBytesRole).toByteArray().size() <=
                    KPC::CellPreviewBytes);
            const QString text = index.data().toString();
            QVERIFY(text.size() <= KPC::CellPreviewBytes + 20);
            if (bigColumns.contains(column))
                QVERIFY2(text.endsWith(QStringLiteral("… (") + size + QLatin1Char(')')),
                         qPrintable(text.right(20)));
        }
    }
}

// TYPE and PTTL, then the key is deleted or made again as another type before the second
// round trip: the read says so instead of a WRONGTYPE error or "0 elements".
void TestKeyPreview::firstReadSeesAChangeBetweenItsRoundTrips()
{
    QVERIFY(m_connection->command({"RPUSH", "k", "a", "b"}).ok());
    RedisConnection worker(m_server->connectionOptions());
    const auto deleted = KPR::first(worker, "k", [this] {
        QVERIFY(m_connection->command({"DEL", "k"}).ok());
    });
    QVERIFY2(deleted.ok(), qPrintable(deleted.error().toString()));
    QCOMPARE(deleted->type, QByteArray("none"));
    QVERIFY(!deleted->page);

    QVERIFY(m_connection->command({"RPUSH", "k", "a", "b"}).ok());
    const auto retyped = KPR::first(worker, "k", [this] {
        QVERIFY(m_connection->command({"DEL", "k"}).ok());
        QVERIFY(m_connection->command({"SET", "k", "now a string"}).ok());
    });
    QVERIFY2(retyped.ok(), qPrintable(retyped.error().toString()));
    QCOMPARE(retyped->type, QByteArray("string"));
    QCOMPARE(retyped->changedFrom, QByteArray("list"));
    QVERIFY(!retyped->page);

    const auto unchanged = KPR::first(worker, "k");
    QVERIFY(unchanged.ok());
    QCOMPARE(unchanged->length, qint64(12));
    QVERIFY(unchanged->page);
}

// HSCAN or SSCAN may answer a non-zero cursor with nothing new: no rows come in, so the view
// would never ask again; the model reads the next page at once, up to MaxEmptyPages in a row.
// (Replies are given by hand: the runner has no connection and never answers before the event
// loop runs.)
void TestKeyPreview::pageOfNothingNewFetchesTheNextAtOnce()
{
    ActionRunner runner(QStringLiteral("fake"));
    KeyPreviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRunner(&runner);
    model.setKey("h", "hash");
    auto answer = [&runner](const QList<QByteArray> &fields, const QByteArray &next) {
        KPR::Read read;
        read.type = "hash";
        read.length = 1000;
        KPC::Page page;
        for (const QByteArray &f : fields)
            page.rows << KPC::cutRow(f, "v");
        page.nextCursor = next;
        page.finished = next == "0";
        read.page = page;
        ActionResult result;
        result.ok = true;
        result.value = QVariant::fromValue(read);
        Q_EMIT runner.finished(runner.lastTicket(), result);
    };
    answer({"f1"}, "7");
    QCOMPARE(model.rowCount(), 1);
    const quint64 afterFirst = runner.lastTicket();
    QVERIFY(!model.isFetching()); // rows came in: the view asks for more
    model.fetchMore({});
    answer({"f1"}, "9"); // nothing new
    QVERIFY(model.isFetching());
    QCOMPARE(runner.lastTicket(), afterFirst + 2);
    answer({}, "11");
    answer({"f2"}, "13");
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(!model.isFetching());
    QCOMPARE(runner.lastTicket(), afterFirst + 3);

    // Bounded: after MaxEmptyPages pages of nothing in a row it waits for the view.
    model.fetchMore({});
    for (int i = 0; i < KeyPreviewModel::MaxEmptyPages + 5 && model.isFetching(); ++i)
        answer({}, "15");
    QVERIFY(!model.isFetching());
    QCOMPARE(runner.lastTicket(), afterFirst + 4 + KeyPreviewModel::MaxEmptyPages);
    QVERIFY(model.canFetchMore({}));
}

QTEST_GUILESS_MAIN(TestKeyPreview)
#include "tst_keypreview.moc"
