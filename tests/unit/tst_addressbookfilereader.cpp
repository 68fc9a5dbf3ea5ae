#include "addressbookfilereader.h"
#include "autocompletename.h"

#include <QBuffer>
#include <QTest>

// AddressBookFileReader: one name per line, the invalid ones counted and skipped, with no
// server.
class TestAddressBookFileReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsValidNamesAndSkipsTheRest_data();
    void readsValidNamesAndSkipsTheRest();
    void readsALongLineInPiecesAndCountsItOnce();
    void reportsOnlyTheFirstSkippedLines();
    void refusesAnInputNotOpenForReading();
    void failedReadIsAnErrorNotAnEnd();
};

namespace {
struct FileReadOutcome
{
    QList<QByteArray> names;
    qint64 lines = 0;
    qint64 skipped = 0;
    QList<qint64> skippedLines;
    qint64 bytesRead = 0;
    RedisError error;
};

FileReadOutcome readAll(QIODevice &device)
{
    AddressBookFileReader reader(device);
    FileReadOutcome out;
    while (const auto name = reader.next())
        out.names << *name;
    out.lines = reader.lines();
    out.skipped = reader.skipped();
    out.skippedLines = reader.skippedLines();
    out.bytesRead = reader.bytesRead();
    out.error = reader.error();
    return out;
}

FileReadOutcome readAll(const QByteArray &content)
{
    QByteArray data = content;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    return readAll(buffer);
}

// A device whose reads fail after `good` bytes, as a disk or a pipe can.
class FailingDevice : public QIODevice
{
public:
    FailingDevice(QByteArray data, qint64 good)
        : m_data(std::move(data))
        , m_good(good)
    {}
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override
    {
        return m_data.size() - m_pos + QIODevice::bytesAvailable();
    }
    bool atEnd() const override { return m_pos >= m_data.size() && bytesAvailable() == 0; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        if (m_pos >= m_good) {
            setErrorString(QStringLiteral("Input/output error"));
            return -1;
        }
        const qint64 n = qMin(maxSize, m_good - m_pos);
        memcpy(data, m_data.constData() + m_pos, size_t(n));
        m_pos += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_good;
    qint64 m_pos = 0;
};
} // namespace

void TestAddressBookFileReader::readsValidNamesAndSkipsTheRest_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QList<QByteArray>>("names");
    QTest::addColumn<qint64>("lines");
    QTest::addColumn<QList<qint64>>("skippedLines");

    using Names = QList<QByteArray>;
    using Lines = QList<qint64>;
    const QByteArray longest(AutocompleteName::MaxBytes, 'a');
    const QByteArray tooLong(AutocompleteName::MaxBytes + 1, 'b');
    // 2-byte characters up to the limit: a cut in the middle of one would be invalid UTF-8.
    const QByteArray longestUtf8 = QByteArray("\xc3\xa9").repeated(AutocompleteName::MaxBytes / 2);

    QTest::newRow("empty file") << QByteArray() << Names{} << qint64(0) << Lines{};
    QTest::newRow("one name, no final newline")
        << QByteArray("Anna") << Names{"Anna"} << qint64(1) << Lines{};
    QTest::newRow("LF") << QByteArray("Anna\nBob\n") << Names{"Anna", "Bob"} << qint64(2)
                        << Lines{};
    QTest::newRow("CRLF") << QByteArray("Anna\r\nBob\r\n") << Names{"Anna", "Bob"} << qint64(2)
                          << Lines{};
    QTest::newRow("CRLF, no final newline")
        << QByteArray("Anna\r\nBob") << Names{"Anna", "Bob"} << qint64(2) << Lines{};
    QTest::newRow("blank lines ignored, counted as lines")
        << QByteArray("\nAnna\n\r\n\nBob\n") << Names{"Anna", "Bob"} << qint64(5) << Lines{};
    QTest::newRow("only newlines") << QByteArray("\n\r\n\n") << Names{} << qint64(3) << Lines{};
    QTest::newRow("byte-order mark dropped") << QByteArray("\xef\xbb\xbf"
                                                           "Anna\nBob\n")
                                             << Names{"Anna", "Bob"} << qint64(2) << Lines{};
    QTest::newRow("byte-order mark after line 1 kept as a name's start")
        << QByteArray("Anna\n\xef\xbb\xbf"
                      "Bob\n")
        << Names{"Anna", "\xef\xbb\xbf"
                         "Bob"}
        << qint64(2) << Lines{};
    QTest::newRow("UTF-8 names") << QByteArray("Zoë\n李小龍\n") << Names{"Zoë", "李小龍"}
                                 << qint64(2) << Lines{};
    QTest::newRow("spaces kept") << QByteArray(" Anna Maria \n") << Names{" Anna Maria "}
                                 << qint64(1) << Lines{};
    QTest::newRow("invalid UTF-8 skipped") << QByteArray("Anna\n\xff\xfe\nBo\xc3\n\xc0\x80\nBob\n")
                                           << Names{"Anna", "Bob"} << qint64(5) << Lines{2, 3, 4};
    QTest::newRow("U+0000 skipped")
        << QByteArray("Anna\nB\0b\nBob\n", 13) << Names{"Anna", "Bob"} << qint64(3) << Lines{2};
    QTest::newRow("1024 bytes stored") << longest + "\n" << Names{longest} << qint64(1) << Lines{};
    QTest::newRow("1024 bytes with a BOM and CRLF stored")
        << "\xef\xbb\xbf" + longest + "\r\n"
        << Names{longest} << qint64(1) << Lines{};
    QTest::newRow("1024 bytes of 2-byte characters stored")
        << longestUtf8 + "\nBob\n"
        << Names{longestUtf8, "Bob"} << qint64(2) << Lines{};
    QTest::newRow("1025 bytes reported, not stored")
        << "Anna\n" + tooLong + "\nBob\n"
        << Names{"Anna", "Bob"} << qint64(3) << Lines{2};
    QTest::newRow("1025 bytes with CRLF reported, not stored")
        << "Anna\r\n" + tooLong + "\r\nBob\r\n"
        << Names{"Anna", "Bob"} << qint64(3) << Lines{2};
    QTest::newRow("1025 bytes, last line without newline, reported")
        << "Anna\n" + tooLong << Names{"Anna"} << qint64(2) << Lines{2};
    QTest::newRow("1 MiB line reported, next line read")
        << "Anna\n" + QByteArray(1 << 20, 'x') + "\nBob\n"
        << Names{"Anna", "Bob"} << qint64(3) << Lines{2};
    QTest::newRow("1 MiB line of newline-free CRs reported")
        << QByteArray(1 << 20, '\r') + "\nBob\n"
        << Names{"Bob"} << qint64(2) << Lines{1};
}

void TestAddressBookFileReader::readsValidNamesAndSkipsTheRest()
{
    QFETCH(QByteArray, content);
    QFETCH(QList<QByteArray>, names);
    QFETCH(qint64, lines);
    QFETCH(QList<qint64>, skippedLines);
    const FileReadOutcome read = readAll(content);
    QCOMPARE(read.names, names);
    QCOMPARE(read.lines, lines);
    QCOMPARE(read.skippedLines, skippedLines);
    QCOMPARE(read.skipped, qint64(skippedLines.size()));
    QCOMPARE(read.bytesRead, qint64(content.size()));
    QVERIFY2(!read.error.isError(), qPrintable(read.error.toString()));
}

void TestAddressBookFileReader::readsALongLineInPiecesAndCountsItOnce()
{
    // A 100 MB line is never held whole: it is read in bounded pieces and skipped as one line,
    // and the lines around it are read as usual.
    QByteArray content = "Anna\n" + QByteArray(20 * 1024 * 1024, 'x') + "\nBob";
    QBuffer buffer(&content);
    buffer.open(QIODevice::ReadOnly);
    AddressBookFileReader reader(buffer);
    QCOMPARE(reader.next().value_or("none"), QByteArray("Anna"));
    QCOMPARE(reader.next().value_or("none"), QByteArray("Bob"));
    QVERIFY(!reader.next().has_value());
    QCOMPARE(reader.lines(), qint64(3));
    QCOMPARE(reader.skipped(), qint64(1));
    QCOMPARE(reader.skippedLines(), QList<qint64>{2});
    QCOMPARE(reader.bytesRead(), qint64(content.size()));
}

void TestAddressBookFileReader::reportsOnlyTheFirstSkippedLines()
{
    QByteArray content;
    for (int i = 0; i < 25; ++i)
        content += "ok\n\xff\n";
    const FileReadOutcome read = readAll(content);
    QCOMPARE(read.names.size(), qsizetype(25));
    QCOMPARE(read.skipped, qint64(25));
    QCOMPARE(read.skippedLines.size(), qsizetype(AddressBookFileReader::MaxReportedLines));
    QCOMPARE(read.skippedLines.first(), qint64(2));
    QCOMPARE(read.skippedLines.last(), qint64(2 * AddressBookFileReader::MaxReportedLines));
}

void TestAddressBookFileReader::refusesAnInputNotOpenForReading()
{
    QByteArray data("Anna\n");
    QBuffer closed(&data);
    const FileReadOutcome notOpen = readAll(closed);
    QCOMPARE(notOpen.error.kind(), RedisError::Kind::InvalidArgument);
    QVERIFY(notOpen.names.isEmpty());
    QBuffer writeOnly(&data);
    writeOnly.open(QIODevice::WriteOnly);
    QCOMPARE(readAll(writeOnly).error.kind(), RedisError::Kind::InvalidArgument);
}

void TestAddressBookFileReader::failedReadIsAnErrorNotAnEnd()
{
    // The names before the failure are returned; then an Io error names the last line read,
    // where a silent end would pass a truncated load for a whole one.
    FailingDevice device("Anna\nBob\nCarl\n", 9);
    device.open(QIODevice::ReadOnly);
    const FileReadOutcome read = readAll(device);
    QCOMPARE(read.names, (QList<QByteArray>{"Anna", "Bob"}));
    QCOMPARE(read.error.kind(), RedisError::Kind::Io);
    QVERIFY2(read.error.message().startsWith(u"reading stopped after line 2"),
             qPrintable(read.error.message()));
}

QTEST_APPLESS_MAIN(TestAddressBookFileReader)
#include "tst_addressbookfilereader.moc"
