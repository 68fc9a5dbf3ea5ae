#include "clirun.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;

// coordscope-cli bitmap|hll|bloom|geo|scan: the real binary against a private server, and bad
// input (negative radius, p outside (0, 1), non-numbers, invalid UTF-8) refused with exit 2
// before anything is written.
class TestCliStructures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void bitmapSetsGetsCountsAndFinds();
    void hllAddsCountsAndMerges();
    void bloomCreatesAddsAndChecks();
    void geoAddsSearchesAndMeasures();
    void scanListsEveryKeyWithDetailsAndResumes();
    void badInputIsRefusedBeforeAnythingIsWritten_data();
    void badInputIsRefusedBeforeAnythingIsWritten();
    void invalidUtf8ArgumentIsRefused_data();
    void invalidUtf8ArgumentIsRefused();

private:
    using Run = CliRun;
    Run cli(QStringList args) const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

TestCliStructures::Run TestCliStructures::cli(QStringList args) const
{
    args = QStringList{QStringLiteral("--url"),
                       QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port()),
                       QStringLiteral("--json")} +
           args;
    return CliRun::run(QStringLiteral(CLI_PATH), args);
}

void TestCliStructures::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestCliStructures::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestCliStructures::bitmapSetsGetsCountsAndFinds()
{
    for (const QString &offset : {u"3"_s, u"9"_s, u"100"_s}) {
        const Run r = cli({u"bitmap"_s, u"set"_s, u"b"_s, offset});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(u"previous").toInt(), 0);
    }
    QCOMPARE(cli({u"bitmap"_s, u"set"_s, u"b"_s, u"3"_s, u"0"_s}).json.value(u"previous").toInt(),
             1);
    QCOMPARE(cli({u"bitmap"_s, u"get"_s, u"b"_s, u"9"_s}).json.value(u"value").toInt(), 1);
    QCOMPARE(cli({u"bitmap"_s, u"count"_s, u"b"_s}).json.value(u"count").toInt(), 2);
    QCOMPARE(cli({u"bitmap"_s, u"count"_s, u"b"_s, u"0"_s, u"1"_s}).json.value(u"count").toInt(),
             1);
    QCOMPARE(cli({u"bitmap"_s, u"count"_s, u"b"_s, u"0"_s, u"9"_s, u"--bit"_s})
                 .json.value(u"count")
                 .toInt(),
             1);
    QCOMPARE(cli({u"bitmap"_s, u"pos"_s, u"b"_s, u"1"_s}).json.value(u"position").toInt(), 9);
    QCOMPARE(cli({u"bitmap"_s, u"pos"_s, u"b"_s, u"1"_s, u"--"_s, u"2"_s, u"-1"_s})
                 .json.value(u"position")
                 .toInt(),
             100);
    QVERIFY(cli({u"bitmap"_s, u"pos"_s, u"b"_s, u"1"_s, u"101"_s, u"103"_s, u"--bit"_s})
                .json.value(u"position")
                .isNull());
    QCOMPARE(m_admin->command({"GETBIT", "cs:{b}:bitmap", "100"})->integerValue(), 1);
}

void TestCliStructures::hllAddsCountsAndMerges()
{
    QCOMPARE(
        cli({u"hll"_s, u"add"_s, u"mon"_s, u"a"_s, u"b"_s, u"c"_s}).json.value(u"changed").toBool(),
        true);
    QCOMPARE(cli({u"hll"_s, u"add"_s, u"mon"_s, u"a"_s}).json.value(u"changed").toBool(), false);
    QVERIFY(cli({u"hll"_s, u"add"_s, u"tue"_s, u"c"_s, u"d"_s}).exitCode == 0);
    QCOMPARE(cli({u"hll"_s, u"count"_s, u"mon"_s}).json.value(u"count").toInt(), 3);
    QCOMPARE(cli({u"hll"_s, u"count"_s, u"mon"_s, u"tue"_s}).json.value(u"count").toInt(), 4);
    const Run merged = cli({u"hll"_s, u"merge"_s, u"week"_s, u"mon"_s, u"tue"_s});
    QCOMPARE(merged.exitCode, 0);
    QCOMPARE(merged.json.value(u"count").toInt(), 4);
    QCOMPARE(m_admin->command({"PFCOUNT", "cs:{week}:hll"})->integerValue(), 4);
}

void TestCliStructures::bloomCreatesAddsAndChecks()
{
    const Run created = cli({u"bloom"_s, u"create"_s, u"f"_s, u"--capacity"_s, u"1000"_s,
                             u"--error-rate"_s, u"0.01"_s});
    QCOMPARE(created.exitCode, 0);
    QCOMPARE(created.json.value(u"created").toBool(), true);
    QCOMPARE(created.json.value(u"m").toInteger(), 9586);
    QCOMPARE(created.json.value(u"k").toInt(), 7);
    const Run added = cli({u"bloom"_s, u"add"_s, u"f"_s, u"x"_s, u"y"_s});
    QCOMPARE(added.exitCode, 0);
    QCOMPARE(added.json.value(u"items").toArray().at(0).toObject().value(u"new").toBool(), true);
    const Run checked = cli({u"bloom"_s, u"check"_s, u"f"_s, u"x"_s, u"z"_s});
    QCOMPARE(checked.exitCode, 0);
    const QJsonArray items = checked.json.value(u"items").toArray();
    QCOMPARE(items.at(0).toObject().value(u"might_contain").toBool(), true);
    QCOMPARE(items.at(1).toObject().value(u"might_contain").toBool(), false);
    const Run info = cli({u"bloom"_s, u"info"_s, u"f"_s});
    QCOMPARE(info.json.value(u"bits_set").toInt(), 14);
    QCOMPARE(info.json.value(u"estimated_items").toInt(), 2);
    // Again with the same parameters: it exists; with others: refused.
    QCOMPARE(cli({u"bloom"_s, u"create"_s, u"f"_s, u"--capacity"_s, u"1000"_s, u"--error-rate"_s,
                  u"0.01"_s})
                 .json.value(u"created")
                 .toBool(),
             false);
    QCOMPARE(cli({u"bloom"_s, u"create"_s, u"f"_s, u"--capacity"_s, u"5"_s, u"--error-rate"_s,
                  u"0.01"_s})
                 .exitCode,
             2);
    // Adding to a filter nobody created.
    const Run missing = cli({u"bloom"_s, u"add"_s, u"nothing"_s, u"x"_s});
    QCOMPARE(missing.exitCode, 2);
    QCOMPARE(m_admin->command({"EXISTS", "cs:{nothing}:bloom:bits"})->integerValue(), 0);
}

void TestCliStructures::geoAddsSearchesAndMeasures()
{
    const Run added =
        cli({u"geo"_s, u"add"_s, u"c"_s, u"13.361389"_s, u"38.115556"_s, u"Palermo"_s,
             u"15.087269"_s, u"37.502669"_s, u"Catania"_s, u"12.4964"_s, u"41.9028"_s, u"Rome"_s});
    QCOMPARE(added.exitCode, 0);
    QCOMPARE(added.json.value(u"added").toInt(), 3);
    const Run d = cli({u"geo"_s, u"dist"_s, u"c"_s, u"Palermo"_s, u"Catania"_s});
    QCOMPARE(d.exitCode, 0);
    QVERIFY(std::abs(d.json.value(u"distance_m").toDouble() - 166274.1516) < 1.0);
    const Run radius =
        cli({u"geo"_s, u"search"_s, u"c"_s, u"15"_s, u"37"_s, u"--radius"_s, u"200000"_s});
    QCOMPARE(radius.exitCode, 0);
    QJsonArray places = radius.json.value(u"places").toArray();
    QCOMPARE(places.size(), 2);
    QCOMPARE(places.at(0).toObject().value(u"member").toString(), QStringLiteral("Catania"));
    QCOMPARE(places.at(1).toObject().value(u"member").toString(), QStringLiteral("Palermo"));
    const Run box = cli({u"geo"_s, u"search"_s, u"c"_s, u"12.5"_s, u"41.9"_s, u"--width"_s,
                         u"100000"_s, u"--height"_s, u"100000"_s});
    places = box.json.value(u"places").toArray();
    QCOMPARE(places.size(), 1);
    QCOMPARE(places.at(0).toObject().value(u"member").toString(), QStringLiteral("Rome"));
    // Negative numbers come after "--" (otherwise they read as options).
    const Run west =
        cli({u"geo"_s, u"add"_s, u"c"_s, u"--"_s, u"-74.006"_s, u"40.7128"_s, u"NewYork"_s});
    QCOMPARE(west.exitCode, 0);
    const Run limited = cli({u"geo"_s, u"search"_s, u"c"_s, u"15"_s, u"37"_s, u"--radius"_s,
                             u"1000000"_s, u"--limit"_s, u"1"_s});
    QCOMPARE(limited.json.value(u"places").toArray().size(), 1);
}

void TestCliStructures::scanListsEveryKeyWithDetailsAndResumes()
{
    for (int i = 0; i < 30; ++i)
        QVERIFY(m_admin->command({"SET", "k:" + QByteArray::number(i), "v"}).ok());
    QVERIFY(m_admin->command({"HSET", "h", "f", "v"}).ok());
    QVERIFY(m_admin->command({"PEXPIRE", "h", "600000"}).ok());
    const Run all = cli({u"scan"_s});
    QCOMPARE(all.exitCode, 0);
    QCOMPARE(all.json.value(u"keys").toArray().size(), 31);
    QCOMPARE(all.json.value(u"finished").toBool(), true);
    const Run hashes = cli({u"scan"_s, u"--type"_s, u"hash"_s});
    const QJsonArray h = hashes.json.value(u"keys").toArray();
    QCOMPARE(h.size(), 1);
    QCOMPARE(h.at(0).toObject().value(u"type").toString(), QStringLiteral("hash"));
    QVERIFY(h.at(0).toObject().value(u"ttl_ms").toInteger() > 500000);
    QVERIFY(h.at(0).toObject().value(u"memory_bytes").toInteger() > 0);
    // --limit stops early with a cursor; --cursor goes on from there.
    const Run first =
        cli({u"scan"_s, u"--match"_s, u"k:*"_s, u"--count"_s, u"5"_s, u"--limit"_s, u"5"_s});
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.json.value(u"finished").toBool(), false);
    const Run rest = cli({u"scan"_s, u"--match"_s, u"k:*"_s, u"--count"_s, u"5"_s, u"--cursor"_s,
                          first.json.value(u"cursor").toString()});
    QSet<QString> keys;
    for (const Run *r : {&first, &rest})
        for (const QJsonValue &k : r->json.value(u"keys").toArray())
            keys.insert(k.toObject().value(u"key").toString());
    QCOMPARE(keys.size(), 30);
    const Run noMemory = cli({u"scan"_s, u"--type"_s, u"hash"_s, u"--no-memory"_s});
    QCOMPARE(
        noMemory.json.value(u"keys").toArray().at(0).toObject().value(u"memory_bytes").toString(),
        QStringLiteral("unknown"));
}

void TestCliStructures::badInputIsRefusedBeforeAnythingIsWritten_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("negative radius")
        << QStringList{u"geo"_s, u"search"_s, u"c"_s, u"2"_s, u"48"_s, u"--radius"_s, u"-5"_s};
    QTest::newRow("non-numeric radius")
        << QStringList{u"geo"_s, u"search"_s, u"c"_s, u"2"_s, u"48"_s, u"--radius"_s, u"far"_s};
    QTest::newRow("non-numeric longitude")
        << QStringList{u"geo"_s, u"search"_s, u"c"_s, u"east"_s, u"48"_s, u"--radius"_s, u"5"_s};
    QTest::newRow("radius and box")
        << QStringList{u"geo"_s, u"search"_s,  u"c"_s, u"2"_s,        u"48"_s, u"--radius"_s,
                       u"5"_s,   u"--width"_s, u"5"_s, u"--height"_s, u"5"_s};
    QTest::newRow("longitude beyond 180") << QStringList{
        u"geo"_s, u"add"_s, u"c"_s, u"200"_s, u"48"_s, u"X"_s, u"2"_s, u"48"_s, u"Paris"_s};
    QTest::newRow("latitude beyond 85.05") << QStringList{
        u"geo"_s, u"add"_s, u"c"_s, u"2"_s, u"48"_s, u"Paris"_s, u"2"_s, u"89"_s, u"North"_s};
    QTest::newRow("geo add without member")
        << QStringList{u"geo"_s, u"add"_s, u"c"_s, u"2"_s, u"48"_s};
    QTest::newRow("p = 0") << QStringList{u"bloom"_s, u"create"_s,       u"f"_s, u"--capacity"_s,
                                          u"100"_s,   u"--error-rate"_s, u"0"_s};
    QTest::newRow("p = 1") << QStringList{u"bloom"_s, u"create"_s,       u"f"_s, u"--capacity"_s,
                                          u"100"_s,   u"--error-rate"_s, u"1"_s};
    QTest::newRow("p above 1") << QStringList{
        u"bloom"_s, u"create"_s, u"f"_s, u"--capacity"_s, u"100"_s, u"--error-rate"_s, u"1.5"_s};
    QTest::newRow("p not a number") << QStringList{
        u"bloom"_s, u"create"_s, u"f"_s, u"--capacity"_s, u"100"_s, u"--error-rate"_s, u"low"_s};
    QTest::newRow("capacity not a number") << QStringList{
        u"bloom"_s, u"create"_s, u"f"_s, u"--capacity"_s, u"many"_s, u"--error-rate"_s, u"0.01"_s};
    QTest::newRow("capacity 0") << QStringList{
        u"bloom"_s, u"create"_s, u"f"_s, u"--capacity"_s, u"0"_s, u"--error-rate"_s, u"0.01"_s};
    QTest::newRow("too many bits")
        << QStringList{u"bloom"_s,      u"create"_s,       u"f"_s,       u"--capacity"_s,
                       u"1000000000"_s, u"--error-rate"_s, u"0.000001"_s};
    QTest::newRow("bloom create without options") << QStringList{u"bloom"_s, u"create"_s, u"f"_s};
    QTest::newRow("name with a brace") << QStringList{
        u"bloom"_s, u"create"_s, u"a{b"_s, u"--capacity"_s, u"100"_s, u"--error-rate"_s, u"0.01"_s};
    QTest::newRow("negative offset") << QStringList{u"bitmap"_s, u"set"_s, u"b"_s, u"-1"_s};
    QTest::newRow("offset 2^32") << QStringList{u"bitmap"_s, u"set"_s, u"b"_s, u"4294967296"_s};
    QTest::newRow("non-numeric offset") << QStringList{u"bitmap"_s, u"set"_s, u"b"_s, u"ten"_s};
    QTest::newRow("bit value 2") << QStringList{u"bitmap"_s, u"set"_s, u"b"_s, u"5"_s, u"2"_s};
    QTest::newRow("half a range") << QStringList{u"bitmap"_s, u"count"_s, u"b"_s, u"0"_s};
    QTest::newRow("unknown bitmap action") << QStringList{u"bitmap"_s, u"flip"_s, u"b"_s, u"1"_s};
    QTest::newRow("hll add without items") << QStringList{u"hll"_s, u"add"_s, u"h"_s};
    QTest::newRow("hll merge without sources") << QStringList{u"hll"_s, u"merge"_s, u"h"_s};
    QTest::newRow("scan count 0") << QStringList{u"scan"_s, u"--count"_s, u"0"_s};
    QTest::newRow("scan count not a number") << QStringList{u"scan"_s, u"--count"_s, u"some"_s};
    QTest::newRow("scan bad cursor") << QStringList{u"scan"_s, u"--cursor"_s, u"abc"_s};
    QTest::newRow("scan bad type") << QStringList{u"scan"_s, u"--type"_s, u"no such"_s};
    QTest::newRow("scan positional") << QStringList{u"scan"_s, u"everything"_s};
}

void TestCliStructures::badInputIsRefusedBeforeAnythingIsWritten()
{
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.json.value(u"ok").toBool(true), false);
    QCOMPARE(r.json.value(u"error").toObject().value(u"kind").toString(),
             QStringLiteral("invalid_argument"));
    QVERIFY(!r.err.isEmpty());
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), 0);
}

void TestCliStructures::invalidUtf8ArgumentIsRefused_data()
{
    // A shell prints the byte 0xFF in place of X: QProcess cannot pass invalid UTF-8 itself.
    QTest::addColumn<QString>("command");
    QTest::newRow("bitmap name") << QStringLiteral("bitmap set X 1");
    QTest::newRow("hll item") << QStringLiteral("hll add h X");
    QTest::newRow("bloom item") << QStringLiteral("bloom add f X");
    QTest::newRow("geo member") << QStringLiteral("geo add g 2 48 X");
    QTest::newRow("scan match") << QStringLiteral("scan --match X");
}

void TestCliStructures::invalidUtf8ArgumentIsRefused()
{
    QFETCH(QString, command);
    const QString script =
        QStringLiteral("X=$(printf '\\377'); exec \"$0\" --url redis://127.0.0.1:%1 --json %2")
            .arg(m_server->port())
            .arg(QString(command).replace(QStringLiteral("X"), QStringLiteral("\"$X\"")));
    QProcess p;
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, QStringLiteral(CLI_PATH)});
    const Run r = CliRun::finish(p);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("UTF-8"), r.err.constData());
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), 0);
}

QTEST_GUILESS_MAIN(TestCliStructures)
#include "tst_clistructures.moc"
