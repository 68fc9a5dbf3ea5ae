#include "playgroundhistory.h"

#include <QBuffer>
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
    void csvHasHeaderAndQuotesFields();
};

namespace {
PlaygroundHistory sampleHistory()
{
    PlaygroundHistory::Run run;
    run.scenario = QStringLiteral("token-lock-pause");
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
    return history;
}

Result<PlaygroundHistory> load(const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return PlaygroundHistory::loadJsonLines(buffer);
}

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
    history.saveJsonLines(buffer);
    const QByteArray bytes = buffer.data();
    QCOMPARE(bytes.count('\n'), history.size() + 1);
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
    history.saveJsonLines(buffer);
    const auto loaded = load(buffer.data());
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded->run(), run);
    QCOMPARE(loaded->size(), 0);
}

void TestPlaygroundHistory::emptyLinesAreSkipped()
{
    const auto loaded =
        load(runLine + "\n" + R"({"t":5,"client":1,"kind":"attempt","resource":"r"})" + "\n\n");
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

void TestPlaygroundHistory::csvHasHeaderAndQuotesFields()
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    sampleHistory().saveCsv(buffer);
    const QList<QByteArray> lines = buffer.data().split('\n');
    QCOMPARE(lines.first(), QByteArray("time_us,client,kind,resource,item,token,fencing,fault,"
                                       "detail"));
    QCOMPARE(lines[1], QByteArray("1763800000000000,0,attempt,orders,,,,,"));
    QCOMPARE(lines[2], QByteArray("1763800000000150,0,granted,orders,,c0-1,0,,"));
    // The pause's detail holds a comma, quotes and a newline: one quoted field over two lines.
    QCOMPARE(lines[3], QByteArray("1763800000001000,0,fault,,,,,pause,\"2000 ms, \"\"GC\"\""));
    QCOMPARE(lines[4], QByteArray("second line\""));
    QCOMPARE(lines[5], QByteArray("1763800000002000,-1,fault,,,,,server-stop,"));
}

QTEST_APPLESS_MAIN(TestPlaygroundHistory)
#include "tst_playgroundhistory.moc"
