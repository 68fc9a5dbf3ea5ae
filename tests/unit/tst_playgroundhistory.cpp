#include "playgroundhistory.h"

#include <QBuffer>
#include <QFile>
#include <QTest>

class TestPlaygroundHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kindNamesRoundTrip();
    void jsonLinesRoundTrip();
    void limiterRunRoundTrip();
    void emptyLinesAreSkipped();
    void badLineIsRefusedWithItsNumber_data();
    void badLineIsRefusedWithItsNumber();
    void wronglyTypedFieldIsRefusedWithItsLine_data();
    void wronglyTypedFieldIsRefusedWithItsLine();
    void missingOptionalFieldsKeepTheirDefaults();
    void csvHasHeaderAndQuotesFields();
    void saveReportsAWriteError_data();
    void saveReportsAWriteError();
    void saveToAFullDiskReportsIt();
    void savedHistoryEndsWithItsTrailer();
    void historyNotWholeIsRefused_data();
    void historyNotWholeIsRefused();
    void historyNotWholeLoadsWhenAllowedAndSaysWhy();
};

namespace {
PlaygroundHistory sampleHistory()
{
    PlaygroundHistory::Run run;
    run.scenario = QStringLiteral("token-lock-pause");
    run.scenarioCase = QStringLiteral("token+watchdog");
    run.primitive = PlaygroundPrimitive::Lock;
    run.variant = QStringLiteral("token");
    run.seed = 9007199254740993; // above 2^53: must survive JSON exactly
    run.clients = 3;
    PlaygroundHistory history(run);
    const qint64 t0 = 1'763'800'000'000'000;
    PlaygroundEvent attempt;
    attempt.timeUs = t0;
    attempt.client = 0;
    attempt.kind = PlaygroundEvent::Kind::Attempt;
    attempt.resource = QStringLiteral("orders");
    history.append(attempt);
    PlaygroundEvent granted = attempt;
    granted.timeUs = t0 + 150;
    granted.kind = PlaygroundEvent::Kind::Granted;
    granted.token = QStringLiteral("c0-1");
    granted.fencing = 0;
    history.append(granted);
    PlaygroundEvent pause;
    pause.timeUs = t0 + 1000;
    pause.client = 0;
    pause.kind = PlaygroundEvent::Kind::Fault;
    pause.fault = QStringLiteral("pause");
    pause.detail = QStringLiteral("2000 ms, \"GC\"\nsecond line");
    history.append(pause);
    PlaygroundEvent stop;
    stop.timeUs = t0 + 2000;
    stop.kind = PlaygroundEvent::Kind::Fault;
    stop.fault = QStringLiteral("server-stop");
    history.append(stop);
    PlaygroundEvent delivered;
    delivered.timeUs = t0 + 3000;
    delivered.client = 2;
    delivered.kind = PlaygroundEvent::Kind::Delivered;
    delivered.resource = QStringLiteral("jobs");
    delivered.item = QStringLiteral("item-7");
    history.append(delivered);
    PlaygroundEvent failed = attempt;
    failed.timeUs = t0 + 4000;
    failed.client = 1;
    failed.kind = PlaygroundEvent::Kind::Refused;
    failed.failed = true;
    failed.detail = QStringLiteral("connection refused");
    history.append(failed);
    return history;
}

Result<PlaygroundHistory> load(const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return PlaygroundHistory::loadJsonLines(buffer);
}

// Loads a history without its trailer (the lines these tests write by hand).
Result<PlaygroundHistory> loadAllowingNoTrailer(const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QString notWhole;
    return PlaygroundHistory::loadJsonLines(buffer, &notWhole);
}

// A lock run of 78 events saved whole: 80 lines with the run and the trailer.
QByteArray savedLines()
{
    PlaygroundHistory::Run run;
    run.primitive = PlaygroundPrimitive::Lock;
    run.variant = QStringLiteral("token");
    run.clients = 2;
    PlaygroundHistory history(run);
    for (int i = 0; i < 78; ++i) {
        PlaygroundEvent event;
        event.timeUs = 1000 + i;
        event.client = i % 2;
        event.kind = PlaygroundEvent::Kind::Attempt;
        event.resource = QStringLiteral("r");
        history.append(event);
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!history.saveJsonLines(buffer))
        return {};
    return buffer.data();
}

QByteArray firstLines(const QByteArray &bytes, int count)
{
    return bytes.split('\n').mid(0, count).join('\n') + '\n';
}

// A device that takes `capacity` bytes and then refuses, like a disk that fills up.
class FillingDevice : public QIODevice
{
public:
    explicit FillingDevice(qint64 capacity)
        : m_capacity(capacity)
    {
        open(QIODevice::WriteOnly);
    }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 size) override
    {
        if (m_written + size > m_capacity) {
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        m_written += size;
        return size;
    }

private:
    qint64 m_capacity;
    qint64 m_written = 0;
};

const QByteArray runLine = R"({"format":"coordscope-playground-history","version":1,)"
                           R"("primitive":"lock","variant":"token","clients":2})"
                           "\n";
} // namespace

void TestPlaygroundHistory::kindNamesRoundTrip()
{
    const QStringList names = PlaygroundEvent::kindNames();
    QCOMPARE(names.size(), int(PlaygroundEvent::Kind::Fault) + 1);
    for (const QString &name : names)
        QCOMPARE(PlaygroundEvent::kindName(*PlaygroundEvent::kindFromName(name)), name);
    QCOMPARE(PlaygroundEvent::kindName(PlaygroundEvent::Kind::Acked), QStringLiteral("acked"));
    QVERIFY(!PlaygroundEvent::kindFromName(u"grantd"));
}

void TestPlaygroundHistory::jsonLinesRoundTrip()
{
    const PlaygroundHistory history = sampleHistory();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QVERIFY(history.saveJsonLines(buffer).ok());
    const QByteArray bytes = buffer.data();
    QCOMPARE(bytes.count('\n'), history.size() + 2); // the run, the events, the trailer
    const auto loaded = load(bytes);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded->run(), history.run());
    QCOMPARE(loaded->events().size(), history.events().size());
    for (qsizetype i = 0; i < history.size(); ++i)
        QVERIFY2(loaded->events()[i] == history.events()[i], qPrintable(QString::number(i)));
    QVERIFY(*loaded == history);
}

void TestPlaygroundHistory::limiterRunRoundTrip()
{
    PlaygroundHistory::Run run;
    run.scenario = QStringLiteral("window-edge");
    run.primitive = PlaygroundPrimitive::RateLimiter;
    run.variant = QStringLiteral("sliding");
    run.seed = 7;
    run.clients = 16;
    run.limit = 10;
    run.windowUs = 1'000'000;
    const PlaygroundHistory history(run);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QVERIFY(history.saveJsonLines(buffer).ok());
    const auto loaded = load(buffer.data());
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded->run(), run);
    QCOMPARE(loaded->size(), 0);
}

void TestPlaygroundHistory::emptyLinesAreSkipped()
{
    const auto loaded = loadAllowingNoTrailer(
        runLine + "\n" + R"({"t":5,"client":1,"kind":"attempt","resource":"r"})" + "\n\n");
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded->size(), 1);
    QCOMPARE(loaded->events().first().fencing, -1);
}

void TestPlaygroundHistory::badLineIsRefusedWithItsNumber_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const QByteArray good = R"({"t":5,"client":1,"kind":"attempt","resource":"r"})"
                            "\n";
    QTest::newRow("empty") << QByteArray() << QStringLiteral("no run on line 1");
    QTest::newRow("not a history")
        << QByteArray(R"({"primitive":"lock"})") << QStringLiteral("line 1: not a playground");
    QTest::newRow("unknown primitive")
        << QByteArray(R"({"format":"coordscope-playground-history","version":1,)"
                      R"("primitive":"mutex","variant":"x","clients":1})")
        << QStringLiteral("line 1: unknown primitive \"mutex\"");
    QTest::newRow("run without clients")
        << QByteArray(R"({"format":"coordscope-playground-history","version":1,)"
                      R"("primitive":"lock","variant":"x"})")
        << QStringLiteral("line 1: missing field \"clients\"");
    QTest::newRow("bad JSON") << runLine + good + "{\"t\":5,\n"
                              << QStringLiteral("line 3: bad JSON");
    QTest::newRow("not an object") << runLine + good + good + "[1,2]\n"
                                   << QStringLiteral("line 4: bad JSON: not an object");
    QTest::newRow("unknown kind") << runLine + good + R"({"t":6,"client":1,"kind":"grantd"})"
                                  << QStringLiteral("line 3: unknown kind \"grantd\"");
    QTest::newRow("missing time") << runLine + R"({"client":1,"kind":"granted"})"
                                  << QStringLiteral("line 2: missing field \"t\"");
    QTest::newRow("missing kind") << runLine + R"({"t":1,"client":1})"
                                  << QStringLiteral("line 2: missing field \"kind\"");
    QTest::newRow("time not a number") << runLine + R"({"t":"soon","client":1,"kind":"granted"})"
                                       << QStringLiteral("line 2: field \"t\" is not an integer");
    QTest::newRow("fault without name") << runLine + R"({"t":1,"client":1,"kind":"fault"})"
                                        << QStringLiteral("line 2: missing field \"fault\"");
    QTest::newRow("delivery without item") << runLine + R"({"t":1,"client":1,"kind":"delivered"})"
                                           << QStringLiteral("line 2: missing field \"item\"");
}

void TestPlaygroundHistory::badLineIsRefusedWithItsNumber()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const auto loaded = load(bytes);
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(loaded.error().message().contains(message), qPrintable(loaded.error().message()));
}

void TestPlaygroundHistory::wronglyTypedFieldIsRefusedWithItsLine_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const QByteArray run = R"({"format":"coordscope-playground-history","version":1,)"
                           R"("primitive":"semaphore","variant":"basic")";
    const QByteArray good = R"({"t":5,"client":1,"kind":"granted","resource":"r"})"
                            "\n";
    const auto event = [&](const char *fields) -> QByteArray {
        return runLine + good + R"({"t":6,"client":1,"kind":"granted",)" + fields + "}\n";
    };
    QTest::newRow("fencing as a string")
        << event(R"("resource":"r","fencing":"7")")
        << QStringLiteral("line 3: field \"fencing\" is not an integer");
    QTest::newRow("fencing below -1")
        << event(R"("resource":"r","fencing":-5)")
        << QStringLiteral("line 3: field \"fencing\" is out of range");
    QTest::newRow("client as a string")
        << runLine + R"({"t":6,"client":"3","kind":"granted"})"
        << QStringLiteral("line 2: field \"client\" is not an integer");
    QTest::newRow("client below -1") << runLine + R"({"t":6,"client":-2,"kind":"granted"})"
                                     << QStringLiteral("line 2: field \"client\" is out of range");
    QTest::newRow("client above an int")
        << runLine + R"({"t":6,"client":4294967296,"kind":"granted"})"
        << QStringLiteral("line 2: field \"client\" is out of range");
    // The checker subtracts times: the fuzzer's 2^63 - 1 minus -(2^63 - 1) overflowed.
    QTest::newRow("negative time")
        << runLine + R"({"t":-9223372036854775807,"client":1,"kind":"granted"})"
        << QStringLiteral("line 2: field \"t\" is out of range");
    QTest::newRow("time after 2^53 µs")
        << runLine + R"({"t":9007199254740992,"client":1,"kind":"granted"})"
        << QStringLiteral("line 2: field \"t\" is out of range");
    QTest::newRow("window of 2^63 - 1 µs")
        << run + R"(,"clients":4,"window_us":9223372036854775807})"
        << QStringLiteral("line 1: field \"window_us\" is out of range");
    QTest::newRow("time with a fraction")
        << runLine + R"({"t":1.5,"client":1,"kind":"granted"})"
        << QStringLiteral("line 2: field \"t\" is not an integer");
    QTest::newRow("kind as a number") << runLine + R"({"t":1,"client":1,"kind":2})"
                                      << QStringLiteral("line 2: field \"kind\" is not a string");
    QTest::newRow("resource as a number")
        << event(R"("resource":7)") << QStringLiteral("line 3: field \"resource\" is not a string");
    QTest::newRow("item as null") << event(R"("item":null)")
                                  << QStringLiteral("line 3: field \"item\" is not a string");
    QTest::newRow("token as a bool")
        << event(R"("token":true)") << QStringLiteral("line 3: field \"token\" is not a string");
    QTest::newRow("fault as an object")
        << runLine + R"({"t":1,"client":1,"kind":"fault","fault":{}})"
        << QStringLiteral("line 2: field \"fault\" is not a string");
    QTest::newRow("clients as a string")
        << run + R"(,"clients":"4"})"
        << QStringLiteral("line 1: field \"clients\" is not an integer");
    QTest::newRow("more clients than a run can have")
        << run + R"(,"clients":257})"
        << QStringLiteral("line 1: field \"clients\" is out of range");
    QTest::newRow("an event of a client the run does not have")
        << run + R"(,"clients":2})" + "\n" + R"({"t":6,"client":2,"kind":"granted"})"
        << QStringLiteral("line 2: client 2, but the run has 2 clients");
    QTest::newRow("failed as a string")
        << event(R"("resource":"r","failed":"yes")")
        << QStringLiteral("line 3: field \"failed\" is not true or false");
    QTest::newRow("negative clients")
        << run + R"(,"clients":-4})" << QStringLiteral("line 1: field \"clients\" is out of range");
    QTest::newRow("negative limit") << run + R"(,"clients":4,"limit":-1})"
                                    << QStringLiteral("line 1: field \"limit\" is out of range");
    QTest::newRow("negative window")
        << run + R"(,"clients":4,"window_us":-1000})"
        << QStringLiteral("line 1: field \"window_us\" is out of range");
    QTest::newRow("seed as a string") << run + R"(,"clients":4,"seed":"42"})"
                                      << QStringLiteral("line 1: field \"seed\" is not an integer");
    QTest::newRow("variant as a number")
        << QByteArray(R"({"format":"coordscope-playground-history",)"
                      R"("version":1,"primitive":"lock",)"
                      R"("variant":1,"clients":1})")
        << QStringLiteral("line 1: field \"variant\" is not a string");
}

void TestPlaygroundHistory::wronglyTypedFieldIsRefusedWithItsLine()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const auto loaded = load(bytes);
    QVERIFY2(!loaded.ok(), "a wrongly typed field was loaded as a default");
    QCOMPARE(loaded.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(loaded.error().message().contains(message), qPrintable(loaded.error().message()));
}

void TestPlaygroundHistory::missingOptionalFieldsKeepTheirDefaults()
{
    const auto loaded = loadAllowingNoTrailer(
        runLine + R"({"t":5,"client":-1,"kind":"fault","fault":"server-stop"})");
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded->run().seed, 0);
    QCOMPARE(loaded->run().limit, 0);
    QCOMPARE(loaded->run().windowUs, 0);
    QCOMPARE(loaded->run().scenario, QString());
    const PlaygroundEvent &e = loaded->events().first();
    QCOMPARE(e.client, -1);
    QCOMPARE(e.fencing, -1);
    QCOMPARE(e.resource, QString());
    QCOMPARE(e.token, QString());
}

void TestPlaygroundHistory::csvHasHeaderAndQuotesFields()
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QVERIFY(sampleHistory().saveCsv(buffer).ok());
    const QList<QByteArray> lines = buffer.data().split('\n');
    QCOMPARE(lines.first(), QByteArray("time_us,client,kind,resource,item,token,fencing,fault,"
                                       "detail,failed"));
    QCOMPARE(lines[1], QByteArray("1763800000000000,0,attempt,orders,,,,,,false"));
    QCOMPARE(lines[2], QByteArray("1763800000000150,0,granted,orders,,c0-1,0,,,false"));
    // The pause's detail holds a comma, quotes and a newline: one quoted field over two lines.
    QCOMPARE(lines[3], QByteArray("1763800000001000,0,fault,,,,,pause,\"2000 ms, \"\"GC\"\""));
    QCOMPARE(lines[4], QByteArray("second line\",false"));
    QCOMPARE(lines[5], QByteArray("1763800000002000,-1,fault,,,,,server-stop,,false"));
    QCOMPARE(lines[7], QByteArray("1763800000004000,1,refused,orders,,,,,connection refused,true"));
}

void TestPlaygroundHistory::saveReportsAWriteError_data()
{
    QTest::addColumn<bool>("csv");
    QTest::addColumn<qint64>("capacity");
    QTest::newRow("JSON Lines, nothing fits") << false << qint64(0);
    QTest::newRow("JSON Lines, full after the run line") << false << qint64(200);
    QTest::newRow("CSV, nothing fits") << true << qint64(0);
    QTest::newRow("CSV, full after the header") << true << qint64(100);
}

void TestPlaygroundHistory::saveReportsAWriteError()
{
    QFETCH(bool, csv);
    QFETCH(qint64, capacity);
    FillingDevice device(capacity);
    const PlaygroundHistory history = sampleHistory();
    const Result<void> saved = csv ? history.saveCsv(device) : history.saveJsonLines(device);
    QVERIFY(!saved.ok());
    QCOMPARE(saved.error().kind(), RedisError::Kind::Io);
    QVERIFY2(saved.error().message().contains(QStringLiteral("No space left on device")),
             qPrintable(saved.error().message()));
    // A device with room takes it all.
    FillingDevice roomy(1 << 20);
    QVERIFY(csv ? history.saveCsv(roomy).ok() : history.saveJsonLines(roomy).ok());
}

void TestPlaygroundHistory::saveToAFullDiskReportsIt()
{
    // /dev/full takes writes into QFile's buffer and refuses them when they go out.
    QFile file(QStringLiteral("/dev/full"));
    if (!file.open(QIODevice::WriteOnly))
        QSKIP("no /dev/full here");
    const Result<void> saved = sampleHistory().saveJsonLines(file);
    QVERIFY(!saved.ok());
    QCOMPARE(saved.error().kind(), RedisError::Kind::Io);
}

void TestPlaygroundHistory::savedHistoryEndsWithItsTrailer()
{
    const QByteArray bytes = savedLines();
    QCOMPARE(bytes.count('\n'), 80);
    const QByteArray trailer = bytes.split('\n').at(79);
    QVERIFY2(trailer.startsWith(R"({"events":78,"sha256":")"), trailer.constData());
    QVERIFY(trailer.endsWith(R"(","trailer":true})"));
    const auto loaded = load(bytes);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded->size(), 78);
}

void TestPlaygroundHistory::historyNotWholeIsRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const QByteArray whole = savedLines();
    QList<QByteArray> lines = whole.split('\n');
    QTest::newRow("40 of 80 lines")
        << firstLines(whole, 40)
        << QStringLiteral("history ends at line 40 without its trailer: cut short?");
    QTest::newRow("the run only") << firstLines(whole, 1)
                                  << QStringLiteral(
                                         "history ends at line 1 without its trailer: cut short?");
    QTest::newRow("79 of 80 lines, cut inside the trailer")
        << whole.left(whole.size() - 10) << QStringLiteral("line 80: bad JSON");
    QList<QByteArray> dropped = lines;
    dropped.removeAt(30);
    QTest::newRow("an event line missing")
        << dropped.join('\n')
        << QStringLiteral("line 79: the trailer counts 78 events but the history has 77");
    // "resource":"r" becomes "resource":"s": still a valid event, so only the checksum sees it.
    QList<QByteArray> flipped = lines;
    const qsizetype at = flipped[20].indexOf("\"r\"") + 1;
    flipped[20][at] = char(flipped[20][at] ^ 0x01);
    QTest::newRow("a bit flipped in an event line")
        << flipped.join('\n')
        << QStringLiteral("line 80: the trailer's checksum does not match lines 1 to 79");
    QTest::newRow("a line after the trailer")
        << whole + lines[5] + '\n'
        << QStringLiteral("line 81: a line after the trailer (line 80)");
    QTest::newRow("a trailer without its fields")
        << firstLines(whole, 79) + R"({"trailer":true})" + '\n'
        << QStringLiteral("line 80: a trailer needs");
}

void TestPlaygroundHistory::historyNotWholeIsRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const auto loaded = load(bytes);
    QVERIFY2(!loaded.ok(), "a history that is not whole was loaded");
    QCOMPARE(loaded.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(loaded.error().message().contains(message), qPrintable(loaded.error().message()));
}

void TestPlaygroundHistory::historyNotWholeLoadsWhenAllowedAndSaysWhy()
{
    QBuffer buffer;
    buffer.setData(firstLines(savedLines(), 40));
    buffer.open(QIODevice::ReadOnly);
    QString notWhole = QStringLiteral("stale");
    const auto loaded = PlaygroundHistory::loadJsonLines(buffer, &notWhole);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded->size(), 39);
    QCOMPARE(notWhole, QStringLiteral("history ends at line 40 without its trailer: cut short?"));
    // A whole history says nothing.
    QBuffer whole;
    whole.setData(savedLines());
    whole.open(QIODevice::ReadOnly);
    QVERIFY(PlaygroundHistory::loadJsonLines(whole, &notWhole).ok());
    QCOMPARE(notWhole, QString());
}

QTEST_APPLESS_MAIN(TestPlaygroundHistory)
#include "tst_playgroundhistory.moc"
