#include "addressbook.h"
#include "addressbookloader.h"
#include "autocompletename.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QTemporaryFile>
#include <QTest>

#include <algorithm>

// AddressBookLoader on a real server: LF and CRLF lines, blank lines, invalid UTF-8 and NUL
// lines (skipped, counted, their 1-based line numbers reported), from a buffer and from a
// file; progress after every round trip with growing counts; duplicates counted as names but
// not as added; a server killed mid-load gives a report with the error and the counts of what
// was stored before it.
namespace {
QByteArray numberedNames(int count)
{
    QByteArray text;
    text.reserve(count * 12);
    for (int i = 0; i < count; ++i)
        text += "name-" + QByteArray::number(i).rightJustified(6, '0') + '\n';
    return text;
}

// The device the loader reads: a QBuffer, or a temporary file holding the same bytes.
std::unique_ptr<QIODevice> openInput(const QByteArray &text, bool asFile)
{
    if (asFile) {
        auto file = std::make_unique<QTemporaryFile>();
        if (!file->open() || file->write(text) != text.size() || !file->seek(0))
            return nullptr;
        return file;
    }
    auto buffer = std::make_unique<QBuffer>();
    buffer->setData(text);
    if (!buffer->open(QIODevice::ReadOnly))
        return nullptr;
    return buffer;
}

// "calls=N" of one command in INFO commandstats, -1 when absent.
qint64 commandCalls(RedisConnection &redis, const QByteArray &command)
{
    const auto info = redis.command({"INFO", "commandstats"});
    if (!info)
        return -1;
    const QRegularExpression calls(
        QStringLiteral("cmdstat_%1:calls=(\\d+)").arg(QString::fromLatin1(command.toLower())));
    const auto match = calls.match(QString::fromUtf8(info->bytes()));
    return match.hasMatch() ? match.captured(1).toLongLong() : -1;
}
} // namespace

class TestAddressBookLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void validLinesAreStoredAndInvalidOnesReported_data();
    void validLinesAreStoredAndInvalidOnesReported();
    void onlyTheFirstSkippedLinesAreListed();
    void linesLongerThanANameAreSkipped_data();
    void linesLongerThanANameAreSkipped();
    void progressFollowsEveryRoundTrip_data();
    void progressFollowsEveryRoundTrip();
    void duplicatesCountAsNamesButNotAsAdded_data();
    void duplicatesCountAsNamesButNotAsAdded();
    void emptyInputStoresNothing();
    void closedInputIsRefused();
    void serverKilledMidLoadReportsWhatWasStored();

private:
    QList<QByteArray> stored(AddressBook &book);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    const KeySpace m_keys;
};

void TestAddressBookLoader::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestAddressBookLoader::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

QList<QByteArray> TestAddressBookLoader::stored(AddressBook &book)
{
    const auto all = m_redis->command({"ZRANGE", book.key(), "0", "-1"});
    if (!all)
        return {"<error: " + all.error().toString().toUtf8() + '>'};
    return all->toBytesList().valueOr({"<not a list>"});
}

void TestAddressBookLoader::validLinesAreStoredAndInvalidOnesReported_data()
{
    QTest::addColumn<bool>("asFile");
    QTest::addColumn<int>("batchSize");
    QTest::newRow("buffer") << false << 1000;
    QTest::newRow("buffer, batches of 2") << false << 2;
    QTest::newRow("temporary file") << true << 1000;
}

void TestAddressBookLoader::validLinesAreStoredAndInvalidOnesReported()
{
    QFETCH(bool, asFile);
    QFETCH(int, batchSize);
    const QByteArray text = QByteArrayLiteral("alice\n"          // 1
                                              "bob\r\n"          // 2: CRLF
                                              "\n"               // 3: blank
                                              "\r\n"             // 4: blank, CRLF
                                              "caf\xc3\xa9\n"    // 5
                                              "bad\xff\n"        // 6: not UTF-8
                                              "李小明\r\n"       // 7
                                              "nul\0inside\n"    // 8: U+0000
                                              "cut \xe6\x9d\n"   // 9: truncated character
                                              "😀 emoji\n"        // 10
                                              "\xc0\xaf\r\n"     // 11: overlong '/'
                                              "no final newline" // 12
    );
    const auto input = openInput(text, asFile);
    QVERIFY(input);
    AddressBook book(*m_redis, m_keys, "people");
    AddressBookLoader loader(book, batchSize, 2);
    const AddressBookLoadReport report = loader.load(*input);
    QVERIFY2(!report.error.isError(), qPrintable(report.error.toString()));
    QCOMPARE(report.lines, 12);
    QCOMPARE(report.names, 6);
    QCOMPARE(report.added, 6);
    QCOMPARE(report.skipped, 4);
    QCOMPARE(report.skippedLines, (QList<qint64>{6, 8, 9, 11}));

    QList<QByteArray> expected{"alice",  "bob",     "caf\xc3\xa9",
                               "李小明", "😀 emoji", "no final newline"};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(stored(book), expected); // no "\r" kept, nothing invalid stored
    QCOMPARE(book.count().valueOr(-1), 6);
}

void TestAddressBookLoader::linesLongerThanANameAreSkipped_data()
{
    QTest::addColumn<bool>("asFile");
    QTest::newRow("buffer") << false;
    QTest::newRow("temporary file") << true;
}

void TestAddressBookLoader::linesLongerThanANameAreSkipped()
{
    // Before: a 100 MB one-line file was stored as one 100 MB name. Now a line is at most
    // AutocompleteName::MaxBytes (1024), read in bounded pieces past that, and reported.
    QFETCH(bool, asFile);
    const QByteArray longest(AutocompleteName::MaxBytes, 'n');
    const QByteArray text = "a\n" + longest + "\r\n" + longest + "x\n" +
                            QByteArray(5 * 1024 * 1024, 'h') + "\n" + "b\n" +
                            QByteArray(300 * 1024, 't'); // the last line, without newline
    const auto input = openInput(text, asFile);
    QVERIFY(input);
    AddressBook book(*m_redis, m_keys, "long");
    AddressBookLoader loader(book, 1000, 2);
    const AddressBookLoadReport report = loader.load(*input);
    QVERIFY2(!report.error.isError(), qPrintable(report.error.toString()));
    QCOMPARE(report.lines, 6);
    QCOMPARE(report.names, 3);
    QCOMPARE(report.skippedLines, (QList<qint64>{3, 4, 6}));
    QList<QByteArray> expected{"a", "b", longest};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(stored(book), expected);
    QVERIFY(AutocompleteName::validate(longest + 'x')
                .error()
                .message()
                .contains(QLatin1String("names are at most 1024 bytes")));
}

void TestAddressBookLoader::onlyTheFirstSkippedLinesAreListed()
{
    QByteArray text;
    QList<qint64> firstSkipped;
    for (int line = 1; line <= 40; ++line) {
        if (line % 3 == 0) {
            text += "bad \xfe line\n";
            if (firstSkipped.size() < AddressBookLoader::MaxReportedLines)
                firstSkipped << line;
        } else {
            text += "good " + QByteArray::number(line) + '\n';
        }
    }
    const auto input = openInput(text, false);
    QVERIFY(input);
    AddressBook book(*m_redis, m_keys, "people");
    const AddressBookLoadReport report = AddressBookLoader(book).load(*input);
    QVERIFY2(!report.error.isError(), qPrintable(report.error.toString()));
    QCOMPARE(report.lines, 40);
    QCOMPARE(report.skipped, 13);
    QCOMPARE(report.skippedLines, firstSkipped);
    QCOMPARE(report.names, 27);
    QCOMPARE(book.count().valueOr(-1), 27);
}

void TestAddressBookLoader::progressFollowsEveryRoundTrip_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("batchSize");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QList<qint64>>("namesAtEachCall");
    QTest::newRow("25000, batches of 1000, depth 8")
        << 25000 << 1000 << 8 << QList<qint64>{8000, 16000, 24000, 25000};
    QList<qint64> everyThousand;
    for (qint64 n = 1000; n <= 25000; n += 1000)
        everyThousand << n;
    QTest::newRow("25000, batches of 1000, depth 1") << 25000 << 1000 << 1 << everyThousand;
    QTest::newRow("exactly one round trip") << 8000 << 1000 << 8 << QList<qint64>{8000};
    QTest::newRow("10, batches of 3, depth 2") << 10 << 3 << 2 << QList<qint64>{6, 10};
}

void TestAddressBookLoader::progressFollowsEveryRoundTrip()
{
    QFETCH(int, count);
    QFETCH(int, batchSize);
    QFETCH(int, depth);
    QFETCH(QList<qint64>, namesAtEachCall);
    const QByteArray text = numberedNames(count);
    const auto input = openInput(text, false);
    QVERIFY(input);
    AddressBook book(*m_redis, m_keys, "people");
    AddressBookLoader loader(book, batchSize, depth);
    QList<qint64> names;
    QList<qint64> bytes;
    QList<qint64> storedAtCall;
    loader.setProgress([&](qint64 bytesRead, const AddressBookLoadReport &report) {
        names << report.names;
        bytes << bytesRead;
        QCOMPARE(report.added, report.names); // every name is new
        // Called after the round trip: what it reports is on the server already.
        storedAtCall << m_redis->command({"ZCARD", book.key()}).valueOr({}).integerValue();
    });
    VERIFY_OK(m_redis->command({"CONFIG", "RESETSTAT"}));
    const AddressBookLoadReport report = loader.load(*input);
    QVERIFY2(!report.error.isError(), qPrintable(report.error.toString()));
    QCOMPARE(report.lines, count);
    QCOMPARE(report.names, count);
    QCOMPARE(report.added, count);
    QCOMPARE(report.skipped, 0);
    QCOMPARE(names, namesAtEachCall);
    QCOMPARE(storedAtCall, namesAtEachCall);
    QVERIFY(std::adjacent_find(bytes.begin(), bytes.end(), std::greater_equal<qint64>()) ==
            bytes.end()); // strictly growing
    QCOMPARE(bytes.last(), text.size());
    QCOMPARE(book.count().valueOr(-1), count);
    // One ZADD per batch, sent depth at a time.
    QCOMPARE(commandCalls(*m_redis, "ZADD"), (count + batchSize - 1) / batchSize);
}

void TestAddressBookLoader::duplicatesCountAsNamesButNotAsAdded_data()
{
    QTest::addColumn<int>("batchSize");
    QTest::newRow("one name per batch") << 1;
    QTest::newRow("batches of 2") << 2;
    QTest::newRow("duplicates inside one batch") << 3;
    QTest::newRow("all in one batch") << 1000;
}

void TestAddressBookLoader::duplicatesCountAsNamesButNotAsAdded()
{
    QFETCH(int, batchSize);
    AddressBook book(*m_redis, m_keys, "people");
    VERIFY_OK(book.add({"carol"})); // already there before the load
    const auto input = openInput("alice\nbob\nalice\ncarol\nbob\r\nalice\n", false);
    QVERIFY(input);
    const AddressBookLoadReport report = AddressBookLoader(book, batchSize, 2).load(*input);
    QVERIFY2(!report.error.isError(), qPrintable(report.error.toString()));
    QCOMPARE(report.lines, 6);
    QCOMPARE(report.names, 6);
    QCOMPARE(report.added, 2);
    QCOMPARE(report.skipped, 0);
    QCOMPARE(stored(book), (QList<QByteArray>{"alice", "bob", "carol"}));
}

void TestAddressBookLoader::emptyInputStoresNothing()
{
    for (const QByteArray &text : {QByteArray(), QByteArray("\n\r\n\n")}) {
        const auto input = openInput(text, false);
        QVERIFY(input);
        AddressBook book(*m_redis, m_keys, "people");
        AddressBookLoader loader(book);
        int calls = 0;
        loader.setProgress([&](qint64, const AddressBookLoadReport &) { ++calls; });
        const AddressBookLoadReport report = loader.load(*input);
        QVERIFY2(!report.error.isError(), qPrintable(report.error.toString()));
        QCOMPARE(report.lines, text.count('\n'));
        QCOMPARE(report.names, 0);
        QCOMPARE(calls, 0);
    }
    const auto keys = m_redis->command({"DBSIZE"});
    VERIFY_OK(keys);
    QCOMPARE(keys->integerValue(), 0);
}

void TestAddressBookLoader::closedInputIsRefused()
{
    QBuffer buffer;
    buffer.setData("alice\nbob\n");
    AddressBook book(*m_redis, m_keys, "people");
    const AddressBookLoadReport report = AddressBookLoader(book).load(buffer);
    QCOMPARE(report.error.kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(report.names, 0);
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    const AddressBookLoadReport writeOnly = AddressBookLoader(book).load(buffer);
    QCOMPARE(writeOnly.error.kind(), RedisError::Kind::InvalidArgument);
    const auto keys = m_redis->command({"DBSIZE"});
    VERIFY_OK(keys);
    QCOMPARE(keys->integerValue(), 0);
}

void TestAddressBookLoader::serverKilledMidLoadReportsWhatWasStored()
{
    // A server of its own, killed (SIGKILL, as a crash) after the third round trip.
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisConnection connection((*server)->connectionOptions());
    AddressBook book(connection, m_keys, "people");
    const auto input = openInput(numberedNames(25000), false);
    QVERIFY(input);
    AddressBookLoader loader(book, 1000, 2);
    int calls = 0;
    qint64 storedWhenKilled = -1;
    qint64 addedWhenKilled = -1;
    loader.setProgress([&](qint64, const AddressBookLoadReport &report) {
        if (++calls != 3)
            return;
        storedWhenKilled = connection.command({"ZCARD", book.key()}).valueOr({}).integerValue();
        addedWhenKilled = report.added;
        (*server)->kill();
    });
    const AddressBookLoadReport report = loader.load(*input);
    QVERIFY(!(*server)->isRunning());
    QCOMPARE(calls, 3); // no progress after the failure
    QVERIFY2(report.error.isConnectionError(), qPrintable(report.error.toString()));
    QCOMPARE(storedWhenKilled, 6000);
    QCOMPARE(report.names, storedWhenKilled);
    QCOMPARE(report.added, addedWhenKilled);
    QCOMPARE(report.added, 6000);
    QVERIFY(report.lines > report.names); // read further, up to the failed round trip
    QVERIFY(report.lines < 25000);
}

QTEST_GUILESS_MAIN(TestAddressBookLoader)
#include "tst_addressbookloader.moc"
