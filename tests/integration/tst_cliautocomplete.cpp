#include "clirun.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// coordscope-cli complete|recent: the real binary against a private server. Both query methods
// return the same names (Chinese and emoji ones too), --limit and --after page through a book,
// --ignore-case uses the folded index, load reports skipped lines by number and stores the rest,
// recent contacts keep their order and cap in every --mode, and bad input is refused with exit
// 2 before anything is written.
class TestCliAutocomplete : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void bothMethodsCompleteTheSameNames_data();
    void bothMethodsCompleteTheSameNames();
    void limitAndAfterPageThroughEveryNameOnce_data();
    void limitAndAfterPageThroughEveryNameOnce();
    void textQueryPrintsOneNamePerLine();
    void ignoreCaseUsesTheFoldedIndex();
    void removeAndCountFollowTheBook();
    void sweepRemovesStaleMarkersOnly();
    void loadSkipsInvalidLinesAndStoresTheRest();
    void loadKeepsTheFirstTenSkippedLineNumbers();
    void loadReadsStandardInputWithoutProgressOffTerminal();
    void loadStoresTenThousandNames();
    void loadStoppedByAServerErrorSaysSo();
    void serverErrorExitsWithOne_data();
    void serverErrorExitsWithOne();
    void recentAddKeepsOrderCapAndMovesToFront();
    void recentQueryMatchesEveryMode_data();
    void recentQueryMatchesEveryMode();
    void helpListsSubcommandsAndOptions();
    void badInputIsRefusedBeforeAnythingIsWritten_data();
    void badInputIsRefusedBeforeAnythingIsWritten();
    void invalidUtf8ArgumentIsRefused_data();
    void invalidUtf8ArgumentIsRefused();

private:
    using Run = CliRun;
    QStringList withServer(QStringList args, bool json) const;
    Run cli(const QStringList &args) const
    {
        return CliRun::run(QStringLiteral(CLI_PATH), withServer(args, true));
    }
    Run cliText(const QStringList &args) const
    {
        return CliRun::run(QStringLiteral(CLI_PATH), withServer(args, false));
    }
    QString writeFile(const QString &name, const QByteArray &contents) const;
    qint64 dbSize() const { return m_admin->command({"DBSIZE"})->integerValue(); }

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
    QTemporaryDir m_dir;
};

namespace {
QStringList strings(const QJsonValue &array)
{
    QStringList out;
    for (const QJsonValue &v : array.toArray())
        out << v.toString();
    return out;
}

QList<qint64> integers(const QJsonValue &array)
{
    QList<qint64> out;
    for (const QJsonValue &v : array.toArray())
        out << v.toInteger();
    return out;
}

const QStringList Book{u"Ann"_s,    u"Anna"_s, u"Annabel"_s, u"Bob"_s, u"李明"_s,
                       u"李小龙"_s, u"王芳"_s, u"😀 smile"_s, u"😀😀"_s,  u"🚀 launch"_s,
                       u"Zoë"_s,    u"Zoe"_s,  u"an"_s};
} // namespace

QStringList TestCliAutocomplete::withServer(QStringList args, bool json) const
{
    QStringList global{u"--url"_s, u"redis://127.0.0.1:%1"_s.arg(m_server->port())};
    if (json)
        global << u"--json"_s;
    return global + args;
}

QString TestCliAutocomplete::writeFile(const QString &name, const QByteArray &contents) const
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
        return QString();
    return path;
}

void TestCliAutocomplete::initTestCase()
{
    QVERIFY(m_dir.isValid());
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestCliAutocomplete::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestCliAutocomplete::bothMethodsCompleteTheSameNames_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QStringList>("expected"); // in byte order
    QTest::newRow("ascii") << u"Ann"_s << QStringList{u"Ann"_s, u"Anna"_s, u"Annabel"_s};
    QTest::newRow("case matters") << u"an"_s << QStringList{u"an"_s};
    QTest::newRow("chinese") << u"李"_s << QStringList{u"李小龙"_s, u"李明"_s};
    QTest::newRow("emoji") << u"😀"_s << QStringList{u"😀 smile"_s, u"😀😀"_s};
    QTest::newRow("accent") << u"Zo"_s << QStringList{u"Zoe"_s, u"Zoë"_s};
    QTest::newRow("no match") << u"Carl"_s << QStringList();
    QTest::newRow("everything") << QString()
                                << QStringList{u"Ann"_s,     u"Anna"_s, u"Annabel"_s, u"Bob"_s,
                                               u"Zoe"_s,     u"Zoë"_s,  u"an"_s,      u"李小龙"_s,
                                               u"李明"_s,    u"王芳"_s, u"😀 smile"_s, u"😀😀"_s,
                                               u"🚀 launch"_s};
}

void TestCliAutocomplete::bothMethodsCompleteTheSameNames()
{
    QFETCH(QString, prefix);
    QFETCH(QStringList, expected);
    const Run added = cli(QStringList{u"complete"_s, u"add"_s, u"b"_s} + Book);
    QCOMPARE(added.exitCode, 0);
    QCOMPARE(added.json.value(u"added").toInt(), Book.size());
    for (const QString &method : {u"bylex"_s, u"ria"_s}) {
        QStringList args{u"complete"_s, u"query"_s,   u"b"_s,  u"--method"_s,
                         method,        u"--limit"_s, u"100"_s};
        if (!prefix.isNull())
            args << prefix;
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(u"method").toString(), method);
        QCOMPARE(strings(r.json.value(u"names")), expected);
    }
    QCOMPARE(dbSize(), 1); // the ria queries left no marker registry behind
}

void TestCliAutocomplete::limitAndAfterPageThroughEveryNameOnce_data()
{
    QTest::addColumn<QString>("method");
    QTest::newRow("bylex") << u"bylex"_s;
    QTest::newRow("ria") << u"ria"_s;
}

void TestCliAutocomplete::limitAndAfterPageThroughEveryNameOnce()
{
    QFETCH(QString, method);
    QStringList names;
    for (int i = 0; i < 25; ++i)
        names << u"user%1"_s.arg(i, 2, 10, QLatin1Char('0'));
    QCOMPARE(cli(QStringList{u"complete"_s, u"add"_s, u"p"_s, u"other"_s} + names).exitCode, 0);

    QStringList seen;
    QStringList args{u"complete"_s, u"query"_s, u"p"_s,       u"user"_s,
                     u"--method"_s, method,     u"--limit"_s, u"10"_s};
    QList<int> pageSizes;
    for (int page = 0; page < 5; ++page) {
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(u"ok").toBool(), true);
        QCOMPARE(r.json.value(u"book").toString(), u"p"_s);
        QCOMPARE(r.json.value(u"prefix").toString(), u"user"_s);
        QCOMPARE(r.json.value(u"method").toString(), method);
        QVERIFY(r.json.value(u"attempts").toInt() >= 1);
        const QStringList got = strings(r.json.value(u"names"));
        pageSizes << int(got.size());
        seen += got;
        if (!r.json.contains(u"next_after"))
            break;
        QCOMPARE(r.json.value(u"next_after").toString(), got.last());
        args = QStringList{u"complete"_s, u"query"_s,   u"p"_s,  u"user"_s,    u"--method"_s,
                           method,        u"--limit"_s, u"10"_s, u"--after"_s, got.last()};
    }
    QCOMPARE(pageSizes, (QList<int>{10, 10, 5}));
    QCOMPARE(seen, names);
}

void TestCliAutocomplete::textQueryPrintsOneNamePerLine()
{
    QCOMPARE(cli({u"complete"_s, u"add"_s, u"t"_s, u"李明"_s, u"李小龙"_s, u"Bob"_s}).exitCode, 0);
    const Run r = cliText({u"complete"_s, u"query"_s, u"t"_s, u"李"_s});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out), u"李小龙\n李明\n"_s);
    const Run none = cliText({u"complete"_s, u"query"_s, u"t"_s, u"Z"_s});
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(none.out, QByteArray());
}

void TestCliAutocomplete::ignoreCaseUsesTheFoldedIndex()
{
    const QStringList add{u"complete"_s, u"add"_s,   u"c"_s,   u"Anna"_s,
                          u"ANTON"_s,    u"andré"_s, u"Bob"_s, u"--ignore-case"_s};
    QCOMPARE(cli(add).json.value(u"added").toInt(), 4);
    for (const QString &method : {u"bylex"_s, u"ria"_s})
        for (const QString &prefix : {u"an"_s, u"AN"_s}) {
            const Run r = cli({u"complete"_s, u"query"_s, u"c"_s, prefix, u"--method"_s, method,
                               u"--ignore-case"_s});
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.json.value(u"ignore_case").toBool(), true);
            // Ordered by the folded form, shown as added.
            QCOMPARE(strings(r.json.value(u"names")),
                     (QStringList{u"andré"_s, u"Anna"_s, u"ANTON"_s}));
        }
    QCOMPARE(
        cli({u"complete"_s, u"count"_s, u"c"_s, u"--ignore-case"_s}).json.value(u"count").toInt(),
        4);
    // The case-sensitive index is another key, still empty.
    QCOMPARE(cli({u"complete"_s, u"count"_s, u"c"_s}).json.value(u"count").toInt(), 0);
    QVERIFY(
        strings(cli({u"complete"_s, u"query"_s, u"c"_s, u"an"_s}).json.value(u"names")).isEmpty());
    QCOMPARE(m_admin->command({"EXISTS", "cs:{c}:names-folded"})->integerValue(), 1);
}

void TestCliAutocomplete::removeAndCountFollowTheBook()
{
    QCOMPARE(cli({u"complete"_s, u"add"_s, u"r"_s, u"a"_s, u"b"_s, u"c"_s, u"b"_s})
                 .json.value(u"added")
                 .toInt(),
             3);
    QCOMPARE(cli({u"complete"_s, u"count"_s, u"r"_s}).json.value(u"count").toInt(), 3);
    const Run removed = cli({u"complete"_s, u"remove"_s, u"r"_s, u"b"_s, u"nobody"_s});
    QCOMPARE(removed.exitCode, 0);
    QCOMPARE(removed.json.value(u"removed").toInt(), 1);
    QCOMPARE(removed.json.value(u"names").toInt(), 2);
    const Run count = cliText({u"complete"_s, u"count"_s, u"r"_s});
    QCOMPARE(count.exitCode, 0);
    QCOMPARE(count.out, QByteArray("2\n"));
    QCOMPARE(strings(cli({u"complete"_s, u"query"_s, u"r"_s}).json.value(u"names")),
             (QStringList{u"a"_s, u"c"_s}));
}

void TestCliAutocomplete::sweepRemovesStaleMarkersOnly()
{
    QCOMPARE(cli({u"complete"_s, u"add"_s, u"s"_s, u"abc"_s}).exitCode, 0);
    // What a crashed ria query leaves: a marker in the names and in the registry.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QByteArray old = "abb\xff"
                           "crashed0";
    const QByteArray fresh = "abc\xff"
                             "running0";
    QVERIFY(m_admin->command({"ZADD", "cs:{s}:names", "0", old, "0", fresh}).ok());
    QVERIFY(m_admin
                ->command({"ZADD", "cs:{s}:markers", QByteArray::number(now - 3'600'000), old,
                           QByteArray::number(now), fresh})
                .ok());
    const Run swept = cli({u"complete"_s, u"sweep"_s, u"s"_s});
    QCOMPARE(swept.exitCode, 0);
    QCOMPARE(swept.json.value(u"removed").toInt(), 1);
    QCOMPARE(m_admin->command({"ZCARD", "cs:{s}:names"})->integerValue(), 2);
    const Run all = cli({u"complete"_s, u"sweep"_s, u"s"_s, u"--older-than"_s, u"0"_s});
    QCOMPARE(all.json.value(u"removed").toInt(), 1);
    QCOMPARE(m_admin->command({"ZCARD", "cs:{s}:names"})->integerValue(), 1);
}

void TestCliAutocomplete::loadSkipsInvalidLinesAndStoresTheRest()
{
    // Lines: 1 Ann, 2 Bob, 3 blank, 4 not UTF-8, 5 Cé, 6 blank, 7 with U+0000, 8 李明 (no end).
    const QByteArray contents = QByteArray("Ann\r\nBob\r\n\r\n") + "\xff\xfe bad\r\n" +
                                "C\xc3\xa9\r\n\r\n" + QByteArray("x\0y\n", 4) + "李明";
    const QString path = writeFile(u"mixed.txt"_s, contents);
    QVERIFY(!path.isEmpty());
    const Run r = cli({u"complete"_s, u"load"_s, u"m"_s, path});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.json.value(u"ok").toBool(true), false); // it failed in part, and says what it stored
    QCOMPARE(r.json.value(u"lines").toInt(), 8);
    QCOMPARE(r.json.value(u"names").toInt(), 4);
    QCOMPARE(r.json.value(u"added").toInt(), 4);
    QCOMPARE(r.json.value(u"skipped").toInt(), 2);
    QCOMPARE(integers(r.json.value(u"skipped_lines")), (QList<qint64>{4, 7}));
    QVERIFY(r.json.value(u"error").isNull());
    QVERIFY(r.json.value(u"seconds").toDouble() >= 0);
    QVERIFY(r.json.contains(u"names_per_second"));
    QVERIFY2(r.err.contains("lines 4, 7"), r.err.constData());
    // Stored without their "\r".
    QCOMPARE(strings(cli({u"complete"_s, u"query"_s, u"m"_s}).json.value(u"names")),
             (QStringList{u"Ann"_s, u"Bob"_s, u"Cé"_s, u"李明"_s}));

    // Text mode: the summary on stdout.
    const Run text = cliText({u"complete"_s, u"load"_s, u"m"_s, path});
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains("4 names read") && text.out.contains("0 added") &&
                 text.out.contains("2 skipped (lines 4, 7)") && text.out.contains("names/s"),
             text.out.constData());
}

void TestCliAutocomplete::loadKeepsTheFirstTenSkippedLineNumbers()
{
    QByteArray contents;
    for (int i = 1; i <= 15; ++i)
        contents +=
            i % 5 == 0 ? QByteArray("ok") + QByteArray::number(i) + '\n' : QByteArray("\xc0\n");
    const QString path = writeFile(u"bad.txt"_s, contents);
    const Run r = cli({u"complete"_s, u"load"_s, u"k"_s, path});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.json.value(u"skipped").toInt(), 12);
    QCOMPARE(integers(r.json.value(u"skipped_lines")),
             (QList<qint64>{1, 2, 3, 4, 6, 7, 8, 9, 11, 12}));
    QCOMPARE(cli({u"complete"_s, u"count"_s, u"k"_s}).json.value(u"count").toInt(), 3);
}

void TestCliAutocomplete::loadReadsStandardInputWithoutProgressOffTerminal()
{
    QByteArray contents;
    for (int i = 0; i < 3000; ++i)
        contents += "name" + QByteArray::number(i) + '\n';
    QProcess p;
    p.start(QStringLiteral(CLI_PATH),
            withServer({u"complete"_s, u"load"_s, u"in"_s, u"-"_s}, false));
    QVERIFY(p.waitForStarted());
    p.write(contents);
    p.closeWriteChannel();
    const Run r = CliRun::finish(p);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("3000 names read (3000 lines): 3000 added"), r.out.constData());
    // stderr is a pipe here: no progress line, no carriage return.
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(cli({u"complete"_s, u"count"_s, u"in"_s}).json.value(u"count").toInt(), 3000);
}

void TestCliAutocomplete::loadStoresTenThousandNames()
{
    QByteArray contents;
    for (int i = 0; i < 10'000; ++i)
        contents += (i % 2 ? "用户" : "user") + QByteArray::number(i) + "\r\n";
    const QString path = writeFile(u"big.txt"_s, contents);
    const Run r = cli({u"complete"_s, u"load"_s, u"big"_s, path});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(u"names").toInt(), 10'000);
    QCOMPARE(r.json.value(u"added").toInt(), 10'000);
    QCOMPARE(r.json.value(u"skipped").toInt(), 0);
    QCOMPARE(cli({u"complete"_s, u"count"_s, u"big"_s}).json.value(u"count").toInt(), 10'000);
    const Run again = cli({u"complete"_s, u"load"_s, u"big"_s, path});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.json.value(u"added").toInt(), 0);
    QCOMPARE(
        strings(cli({u"complete"_s, u"query"_s, u"big"_s, u"用户999"_s, u"--method"_s, u"ria"_s})
                    .json.value(u"names")),
        (QStringList{u"用户999"_s, u"用户9991"_s, u"用户9993"_s, u"用户9995"_s, u"用户9997"_s,
                     u"用户9999"_s}));
}

void TestCliAutocomplete::loadStoppedByAServerErrorSaysSo()
{
    QVERIFY(m_admin->command({"SET", "cs:{w}:names", "not a zset"}).ok());
    const QString path = writeFile(u"two.txt"_s, "a\nb\n");
    const Run r = cli({u"complete"_s, u"load"_s, u"w"_s, path});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.json.value(u"ok").toBool(true), false);
    QCOMPARE(r.json.value(u"names").toInt(), 0);
    QCOMPARE(r.json.value(u"error").toObject().value(u"kind").toString(), u"wrongtype"_s);
    QVERIFY2(r.err.contains("WRONGTYPE"), r.err.constData());
}

void TestCliAutocomplete::serverErrorExitsWithOne_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("complete add") << QStringList{u"complete"_s, u"add"_s, u"w"_s, u"x"_s};
    QTest::newRow("complete remove") << QStringList{u"complete"_s, u"remove"_s, u"w"_s, u"x"_s};
    QTest::newRow("complete query bylex") << QStringList{u"complete"_s, u"query"_s, u"w"_s};
    QTest::newRow("complete query ria")
        << QStringList{u"complete"_s, u"query"_s, u"w"_s, u"--method"_s, u"ria"_s};
    QTest::newRow("complete count") << QStringList{u"complete"_s, u"count"_s, u"w"_s};
    QTest::newRow("recent add") << QStringList{u"recent"_s, u"add"_s, u"w"_s, u"x"_s};
    QTest::newRow("recent list") << QStringList{u"recent"_s, u"list"_s, u"w"_s};
    QTest::newRow("recent query") << QStringList{u"recent"_s, u"query"_s, u"w"_s, u"x"_s};
}

void TestCliAutocomplete::serverErrorExitsWithOne()
{
    QFETCH(QStringList, args);
    QVERIFY(m_admin->command({"SET", "cs:{w}:names", "not a zset"}).ok());
    QVERIFY(m_admin->command({"SET", "cs:{w}:recent", "not a list"}).ok());
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.json.value(u"ok").toBool(true), false);
    QCOMPARE(r.json.value(u"error").toObject().value(u"kind").toString(), u"wrongtype"_s);
    QVERIFY2(r.err.contains("WRONGTYPE"), r.err.constData());
}

void TestCliAutocomplete::recentAddKeepsOrderCapAndMovesToFront()
{
    const auto list = [this] {
        return strings(cli({u"recent"_s, u"list"_s, u"me"_s}).json.value(u"contacts"));
    };
    const Run added = cli({u"recent"_s, u"add"_s, u"me"_s, u"a"_s, u"b"_s, u"c"_s});
    QCOMPARE(added.exitCode, 0);
    QCOMPARE(added.json.value(u"cap").toInt(), 100);
    QCOMPARE(list(), (QStringList{u"c"_s, u"b"_s, u"a"_s}));
    QCOMPARE(cli({u"recent"_s, u"add"_s, u"me"_s, u"a"_s}).exitCode, 0);
    QCOMPARE(list(), (QStringList{u"a"_s, u"c"_s, u"b"_s}));
    QCOMPARE(cli({u"recent"_s, u"add"_s, u"me"_s, u"李明"_s, u"--cap"_s, u"3"_s}).exitCode, 0);
    QCOMPARE(list(), (QStringList{u"李明"_s, u"a"_s, u"c"_s}));
    const Run removed = cli({u"recent"_s, u"remove"_s, u"me"_s, u"a"_s});
    QCOMPARE(removed.exitCode, 0);
    QCOMPARE(removed.json.value(u"removed").toBool(), true);
    QCOMPARE(cli({u"recent"_s, u"remove"_s, u"me"_s, u"a"_s}).json.value(u"removed").toBool(),
             false);
    const Run text = cliText({u"recent"_s, u"list"_s, u"me"_s});
    QCOMPARE(QString::fromUtf8(text.out), u"李明\nc\n"_s);
}

void TestCliAutocomplete::recentQueryMatchesEveryMode_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("expected");
    // The list, most recent first: Ann, anna, anne, hanna, bob, joann.
    QTest::newRow("exact") << QStringList{u"ann"_s, u"--mode"_s, u"exact"_s}
                           << QStringList{u"Ann"_s};
    QTest::newRow("prefix") << QStringList{u"ann"_s, u"--mode"_s, u"prefix"_s}
                            << QStringList{u"Ann"_s, u"anna"_s, u"anne"_s};
    QTest::newRow("prefix by default")
        << QStringList{u"an"_s} << QStringList{u"Ann"_s, u"anna"_s, u"anne"_s};
    QTest::newRow("suffix") << QStringList{u"ann"_s, u"--mode"_s, u"suffix"_s}
                            << QStringList{u"Ann"_s, u"joann"_s};
    QTest::newRow("contains") << QStringList{u"ann"_s, u"--mode"_s, u"contains"_s}
                              << QStringList{u"Ann"_s, u"anna"_s, u"anne"_s, u"hanna"_s,
                                             u"joann"_s};
    QTest::newRow("all") << QStringList{u"ann"_s, u"--mode"_s, u"all"_s}
                         << QStringList{u"Ann"_s,   u"anna"_s,  u"anne"_s,
                                        u"hanna"_s, u"joann"_s, u"bob"_s};
    QTest::newRow("exact, case-sensitive")
        << QStringList{u"ann"_s, u"--mode"_s, u"exact"_s, u"--case-sensitive"_s} << QStringList();
    QTest::newRow("prefix, case-sensitive")
        << QStringList{u"Ann"_s, u"--case-sensitive"_s} << QStringList{u"Ann"_s};
    QTest::newRow("contains, limit 2")
        << QStringList{u"ann"_s, u"--mode"_s, u"contains"_s, u"--limit"_s, u"2"_s}
        << QStringList{u"Ann"_s, u"anna"_s};
    QTest::newRow("no text") << QStringList() << QStringList{u"Ann"_s,   u"anna"_s, u"anne"_s,
                                                             u"hanna"_s, u"bob"_s,  u"joann"_s};
}

void TestCliAutocomplete::recentQueryMatchesEveryMode()
{
    QFETCH(QStringList, options);
    QFETCH(QStringList, expected);
    QCOMPARE(cli({u"recent"_s, u"add"_s, u"u"_s, u"joann"_s, u"bob"_s, u"hanna"_s, u"anne"_s,
                  u"anna"_s, u"Ann"_s})
                 .exitCode,
             0);
    const Run r = cli(QStringList{u"recent"_s, u"query"_s, u"u"_s} + options);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(strings(r.json.value(u"contacts")), expected);
}

void TestCliAutocomplete::helpListsSubcommandsAndOptions()
{
    const Run complete = CliRun::run(QStringLiteral(CLI_PATH), {u"complete"_s, u"--help"_s});
    QCOMPARE(complete.exitCode, 0);
    for (const char *text : {"add|remove|query|count|sweep|load", "--method", "--limit", "--after",
                             "--older-than", "--ignore-case"})
        QVERIFY2(complete.out.contains(text), text);
    const Run recent = CliRun::run(QStringLiteral(CLI_PATH), {u"recent"_s, u"--help"_s});
    QCOMPARE(recent.exitCode, 0);
    for (const char *text :
         {"add|remove|list|query", "--cap", "--mode", "--limit", "--case-sensitive"})
        QVERIFY2(recent.out.contains(text), text);
    const Run top = CliRun::run(QStringLiteral(CLI_PATH), {u"--help"_s});
    QVERIFY(top.out.contains("complete add|remove") && top.out.contains("recent add|remove"));
}

void TestCliAutocomplete::badInputIsRefusedBeforeAnythingIsWritten_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message"); // a part of the error message
    const QString usage = u"usage:"_s;
    const QString c = u"complete"_s;
    const QString r = u"recent"_s;
    QTest::newRow("empty book") << QStringList{c, u"add"_s, QString(), u"x"_s}
                                << u"book name is empty"_s;
    QTest::newRow("book with a brace")
        << QStringList{c, u"add"_s, u"a{b"_s, u"x"_s} << u"book name must not contain"_s;
    QTest::newRow("empty name") << QStringList{c, u"add"_s, u"b"_s, u"x"_s, QString()}
                                << u"name is empty"_s;
    QTest::newRow("add without names") << QStringList{c, u"add"_s, u"b"_s} << usage;
    QTest::newRow("remove without names") << QStringList{c, u"remove"_s, u"b"_s} << usage;
    QTest::newRow("unknown action")
        << QStringList{c, u"find"_s, u"b"_s} << u"unknown complete action"_s;
    QTest::newRow("no action") << QStringList{c} << usage;
    QTest::newRow("unknown method")
        << QStringList{c, u"query"_s, u"b"_s, u"--method"_s, u"fast"_s} << u"--method"_s;
    QTest::newRow("limit 0") << QStringList{c, u"query"_s, u"b"_s, u"--limit"_s, u"0"_s}
                             << u"--limit"_s;
    QTest::newRow("limit above 100000")
        << QStringList{c, u"query"_s, u"b"_s, u"--limit"_s, u"100001"_s} << u"--limit"_s;
    QTest::newRow("limit not a number")
        << QStringList{c, u"query"_s, u"b"_s, u"--limit"_s, u"ten"_s} << u"--limit"_s;
    QTest::newRow("empty --after")
        << QStringList{c, u"query"_s, u"b"_s, u"--after"_s, QString()} << u"--after"_s;
    QTest::newRow("two prefixes") << QStringList{c, u"query"_s, u"b"_s, u"x"_s, u"y"_s} << usage;
    QTest::newRow("--method on add")
        << QStringList{c, u"add"_s, u"b"_s, u"x"_s, u"--method"_s, u"ria"_s}
        << u"--method is for complete query"_s;
    QTest::newRow("--older-than on query")
        << QStringList{c, u"query"_s, u"b"_s, u"--older-than"_s, u"5"_s}
        << u"--older-than is for complete sweep"_s;
    QTest::newRow("negative --older-than")
        << QStringList{c, u"sweep"_s, u"b"_s, u"--older-than=-1"_s} << u"--older-than"_s;
    QTest::newRow("--older-than not a number")
        << QStringList{c, u"sweep"_s, u"b"_s, u"--older-than"_s, u"soon"_s} << u"--older-than"_s;
    QTest::newRow("count with a name") << QStringList{c, u"count"_s, u"b"_s, u"x"_s} << usage;
    QTest::newRow("load without FILE") << QStringList{c, u"load"_s, u"b"_s} << usage;
    QTest::newRow("load of a missing FILE")
        << QStringList{c, u"load"_s, u"b"_s, u"/nonexistent/names.txt"_s} << u"cannot read FILE"_s;
    QTest::newRow("load of a directory")
        << QStringList{c, u"load"_s, u"b"_s, u"/"_s} << u"is a directory"_s;
    QTest::newRow("empty user") << QStringList{r, u"add"_s, QString(), u"x"_s}
                                << u"user name is empty"_s;
    QTest::newRow("empty contact after a valid one")
        << QStringList{r, u"add"_s, u"u"_s, u"x"_s, QString()} << u"contact is empty"_s;
    QTest::newRow("add without contacts") << QStringList{r, u"add"_s, u"u"_s} << usage;
    QTest::newRow("remove without contact") << QStringList{r, u"remove"_s, u"u"_s} << usage;
    QTest::newRow("remove of two") << QStringList{r, u"remove"_s, u"u"_s, u"a"_s, u"b"_s} << usage;
    QTest::newRow("unknown recent action")
        << QStringList{r, u"clear"_s, u"u"_s} << u"unknown recent action"_s;
    QTest::newRow("cap 0") << QStringList{r, u"add"_s, u"u"_s, u"x"_s, u"--cap"_s, u"0"_s}
                           << u"--cap"_s;
    QTest::newRow("cap above 100000")
        << QStringList{r, u"add"_s, u"u"_s, u"x"_s, u"--cap"_s, u"100001"_s} << u"--cap"_s;
    QTest::newRow("cap not a number")
        << QStringList{r, u"add"_s, u"u"_s, u"x"_s, u"--cap"_s, u"many"_s} << u"--cap"_s;
    QTest::newRow("--cap on query")
        << QStringList{r, u"query"_s, u"u"_s, u"x"_s, u"--cap"_s, u"5"_s}
        << u"--cap is for recent add"_s;
    QTest::newRow("unknown mode") << QStringList{r,      u"query"_s,  u"u"_s,
                                                 u"x"_s, u"--mode"_s, u"fuzzy"_s}
                                  << u"--mode"_s;
    QTest::newRow("recent limit 0")
        << QStringList{r, u"query"_s, u"u"_s, u"x"_s, u"--limit"_s, u"0"_s} << u"--limit"_s;
    QTest::newRow("--method on recent")
        << QStringList{r, u"query"_s, u"u"_s, u"--method"_s, u"ria"_s} << u"method"_s;
}

void TestCliAutocomplete::badInputIsRefusedBeforeAnythingIsWritten()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.json.value(u"ok").toBool(true), false);
    QCOMPARE(r.json.value(u"error").toObject().value(u"kind").toString(), u"invalid_argument"_s);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QCOMPARE(dbSize(), 0);
}

void TestCliAutocomplete::invalidUtf8ArgumentIsRefused_data()
{
    // A shell passes the byte 0xFF in place of X: QProcess cannot pass invalid UTF-8 itself.
    QTest::addColumn<QString>("command");
    QTest::newRow("book") << u"complete add X name"_s;
    QTest::newRow("name") << u"complete add b ok X"_s;
    QTest::newRow("prefix") << u"complete query b X"_s;
    QTest::newRow("--after") << u"complete query b --after X"_s;
    QTest::newRow("FILE") << u"complete load b X"_s;
    QTest::newRow("user") << u"recent add X c"_s;
    QTest::newRow("contact") << u"recent add u ok X"_s;
    QTest::newRow("query text") << u"recent query u X"_s;
}

void TestCliAutocomplete::invalidUtf8ArgumentIsRefused()
{
    QFETCH(QString, command);
    const QString script =
        u"X=$(printf '\\377'); exec \"$0\" --url redis://127.0.0.1:%1 --json %2"_s
            .arg(m_server->port())
            .arg(QString(command).replace(u"X"_s, u"\"$X\""_s));
    QProcess p;
    p.start(u"/bin/sh"_s, {u"-c"_s, script, QStringLiteral(CLI_PATH)});
    const Run r = CliRun::finish(p);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("UTF-8"), r.err.constData());
    QCOMPARE(dbSize(), 0);
}

QTEST_GUILESS_MAIN(TestCliAutocomplete)
#include "tst_cliautocomplete.moc"
