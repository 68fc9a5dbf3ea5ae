#include "addressbookdemo.h"
#include "addressbookfileinput.h"
#include "addressbooklistmodel.h"
#include "durationtext.h"
#include "inspectormonitor.h"
#include "limiterdemo.h"
#include "limitertablemodel.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {
constexpr int TimeoutMs = 10000;
constexpr qint64 NowMs = 1'700'000'000'000;

StateEntry entry(const QByteArray &subject, std::optional<double> count,
                 std::optional<double> capacity = std::nullopt)
{
    StateEntry e;
    e.id = subject;
    e.count = count;
    e.capacity = capacity;
    e.ttlMs = 30000;
    return e;
}

// A CoordScope limiter "name" with the given subjects, all of one kind.
PrimitiveState limiterState(const QByteArray &name, const QByteArray &encoding,
                            const QByteArray &kind, const QList<StateEntry> &entries)
{
    PrimitiveState s;
    s.primitive.kind = PrimitiveKind::RateLimiter;
    s.primitive.family = QStringLiteral("coordscope-rate-limiter");
    s.primitive.library = QStringLiteral("CoordScope");
    s.primitive.name = name;
    s.serverTimeMs = NowMs;
    for (const StateEntry &e : entries) {
        DiscoveredKey k;
        k.key = "cs:{" + name + ':' + e.id + "}:" + kind;
        k.role = "window";
        k.part = e.id;
        k.encoding = encoding;
        s.primitive.keys << k;
    }
    s.entries = entries;
    s.totalEntries = entries.size();
    return s;
}

InspectorSnapshot snapshotOf(const QList<PrimitiveState> &states)
{
    InspectorSnapshot s;
    s.states = states;
    s.discovered = true;
    s.serverTimeMs = NowMs;
    return s;
}
} // namespace

// The models of the Rate limiters and Autocomplete views: rows from inspector snapshots built by
// hand (fills, refusals, the model contract across ticks), then from the demo data on a real
// server through the real monitor.
class TestLimiterModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rowShowsFillAndRefusal_data();
    void rowShowsFillAndRefusal();
    void ticksUpdateInsertAndRemoveRowsWithoutReset();
    void notesOfTheLimitersAreKept();
    void oneNameWithTwoKindsKeepsEachKeysAlgorithm();
    void anotherLibrarysLimiterIsNotGivenCoordScopesPolicy_data();
    void anotherLibrarysLimiterIsNotGivenCoordScopesPolicy();
    void unreadLimitersAreSkippedAndTheClockIsOneSignal();
    void cancelledFileInputStopsAtALineBoundary();
    void overlongLineIsDroppedAndCancelStopsInsideIt();
    void longLastLineWithoutNewlineIsRead();
    void addressBookRowsFollowTheSnapshot();
    void demoLimitersAppearWithTheirFillLevels();
    void demoAddressBookAppears();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestLimiterModels::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server.value());
    m_connection = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_connection->connect().ok());
}

void TestLimiterModels::rowShowsFillAndRefusal_data()
{
    QTest::addColumn<PrimitiveState>("state");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<double>("fill");
    QTest::addColumn<bool>("refused");
    QTest::addColumn<QString>("usage");

    // The policy set in the test: limit 10 per 10 s (gcra: interval 1 s, burst 10).
    QTest::newRow("fixed half") << limiterState("api", "fixed-window", "fixed", {entry("a", 5)})
                                << QStringLiteral("fixed") << 0.5 << false
                                << QStringLiteral("5 / 10 in window");
    QTest::newRow("fixed full") << limiterState("api", "fixed-window", "fixed", {entry("a", 10)})
                                << QStringLiteral("fixed") << 1.0 << true
                                << QStringLiteral("10 / 10 in window");
    QTest::newRow("sliding") << limiterState("api", "cumulative-cost", "sliding", {entry("a", 2)})
                             << QStringLiteral("sliding") << 0.2 << false
                             << QStringLiteral("2 / 10 in window");
    // A funnel's capacity comes from its hash; a level of 9.5 leaves no room for 1 more.
    QTest::newRow("funnel room") << limiterState("api", "funnel", "funnel", {entry("a", 4, 8)})
                                 << QStringLiteral("funnel") << 0.5 << false
                                 << QStringLiteral("level 4 / capacity 8");
    QTest::newRow("funnel full") << limiterState("api", "funnel", "funnel", {entry("a", 7.5, 8)})
                                 << QStringLiteral("funnel") << 7.5 / 8 << true
                                 << QStringLiteral("level 7.50 / capacity 8");
    StateEntry tat = entry("a", std::nullopt);
    tat.timeMs = NowMs + 4000;
    QTest::newRow("gcra partial") << limiterState("api", "tat-us", "gcra", {tat})
                                  << QStringLiteral("gcra") << 0.4 << false
                                  << QStringLiteral("TAT now + 4.0 s");
    tat.timeMs = NowMs + 9500;
    QTest::newRow("gcra exhausted")
        << limiterState("api", "tat-us", "gcra", {tat}) << QStringLiteral("gcra") << 0.95 << true
        << QStringLiteral("TAT now + 9.5 s");
    tat.timeMs = NowMs - 1000; // in the past: a full allowance
    QTest::newRow("gcra past") << limiterState("api", "tat-us", "gcra", {tat})
                               << QStringLiteral("gcra") << 0.0 << false
                               << QStringLiteral("TAT now + 0 ms");
}

void TestLimiterModels::rowShowsFillAndRefusal()
{
    QFETCH(PrimitiveState, state);
    QFETCH(QString, algorithm);
    QFETCH(double, fill);
    QFETCH(bool, refused);
    QFETCH(QString, usage);

    LimiterTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    RateLimitPolicy policy;
    policy.limit = 10;
    policy.periodMs = 10000;
    for (const QString &kind :
         {QStringLiteral("fixed"), QStringLiteral("sliding"), QStringLiteral("gcra")})
        model.setPolicy("api", kind, policy);
    model.setSnapshot(snapshotOf({state}));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, LimiterTableModel::Algorithm).data().toString(), algorithm);
    QVERIFY2(qAbs(model.index(0, 0).data(LimiterTableModel::FillRole).toDouble() - fill) < 1e-9,
             qPrintable(model.index(0, 0).data(LimiterTableModel::FillRole).toString()));
    QCOMPARE(model.index(0, 0).data(LimiterTableModel::RefusedRole).toBool(), refused);
    QCOMPARE(model.index(0, LimiterTableModel::Refused).data().toString(),
             refused ? QStringLiteral("refused") : QStringLiteral("admits"));
    QCOMPARE(model.index(0, LimiterTableModel::Usage).data().toString(), usage);
    QCOMPARE(model.index(0, 0).data(LimiterTableModel::KeyRole).toByteArray(),
             state.primitive.keys.first().key);
}

void TestLimiterModels::ticksUpdateInsertAndRemoveRowsWithoutReset()
{
    LimiterTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);

    model.setSnapshot(snapshotOf({limiterState("api", "fixed-window", "fixed",
                                               {entry("a", 1), entry("b", 2), entry("c", 3)})}));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(inserted.size(), 1);
    // Same state again: nothing changes.
    model.setSnapshot(snapshotOf({limiterState("api", "fixed-window", "fixed",
                                               {entry("a", 1), entry("b", 2), entry("c", 3)})}));
    QCOMPARE(changed.size(), 0);
    // b's count changes: one dataChanged for its row only.
    model.setSnapshot(snapshotOf({limiterState("api", "fixed-window", "fixed",
                                               {entry("a", 1), entry("b", 4), entry("c", 3)})}));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), model.rowOf("api", "b"));
    QCOMPARE(model.index(model.rowOf("api", "b"), LimiterTableModel::Usage).data().toString(),
             QStringLiteral("4 / ? in window")); // no policy known: the limit is "?"
    // a goes, d comes: one removal, one insertion, no reset.
    model.setSnapshot(snapshotOf({limiterState("api", "fixed-window", "fixed",
                                               {entry("b", 4), entry("c", 3), entry("d", 1)})}));
    QCOMPARE(removed.size(), 1);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.rowOf("api", "a"), -1);
    QVERIFY(model.rowOf("api", "d") >= 0);
    // Other kinds are not limiters.
    PrimitiveState lock;
    lock.primitive.kind = PrimitiveKind::Lock;
    lock.primitive.name = "lock";
    model.setSnapshot(snapshotOf({lock}));
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(reset.size(), 0);
}

void TestLimiterModels::notesOfTheLimitersAreKept()
{
    LimiterTableModel model;
    PrimitiveState s = limiterState("api", "fixed-window", "fixed", {entry("a", 1)});
    s.notes << QStringLiteral("cs:{api:a}:fixed vanished");
    model.setSnapshot(snapshotOf({s}));
    QCOMPARE(model.notes(), QStringList{QStringLiteral("api: cs:{api:a}:fixed vanished")});
    QCOMPARE(model.limiterCount(), 1);
}

void TestLimiterModels::oneNameWithTwoKindsKeepsEachKeysAlgorithm()
{
    // "api" limits bob with a fixed window (3 of 10) and a sliding log (1 of 4). The state lists
    // its entries by subject only, so their order says nothing about which key is which.
    StateEntry sliding = entry("bob", 1);
    sliding.score = double(NowMs - 500) * 1000;
    sliding.timeMs = NowMs - 500;
    StateEntry fixed = entry("bob", 3);
    fixed.score = 123; // the window's index
    PrimitiveState s = limiterState("api", "fixed-window", "fixed", {fixed});
    DiscoveredKey slidingKey = s.primitive.keys.first();
    slidingKey.key = "cs:{api:bob}:sliding";
    slidingKey.encoding = "cumulative-cost";
    s.primitive.keys << slidingKey;
    s.entries = {sliding, fixed};

    LimiterTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    RateLimitPolicy tenPerMinute;
    tenPerMinute.limit = 10;
    tenPerMinute.periodMs = 60000;
    RateLimitPolicy fourPerMinute = tenPerMinute;
    fourPerMinute.limit = 4;
    model.setPolicy("api", QStringLiteral("fixed"), tenPerMinute);
    model.setPolicy("api", QStringLiteral("sliding"), fourPerMinute);
    model.setSnapshot(snapshotOf({s}));
    QCOMPARE(model.rowCount(), 2);
    const int f = model.rowOfKey("cs:{api:bob}:fixed");
    const int w = model.rowOfKey("cs:{api:bob}:sliding");
    QVERIFY(f >= 0 && w >= 0 && f != w);
    QCOMPARE(model.row(f).kind, QStringLiteral("fixed"));
    QCOMPARE(model.index(f, LimiterTableModel::Usage).data().toString(),
             QStringLiteral("3 / 10 in window"));
    QCOMPARE(model.row(w).kind, QStringLiteral("sliding"));
    QCOMPARE(model.index(w, LimiterTableModel::Usage).data().toString(),
             QStringLiteral("1 / 4 in window"));
}

void TestLimiterModels::anotherLibrarysLimiterIsNotGivenCoordScopesPolicy_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<QByteArray>("encoding");
    QTest::addColumn<QString>("algorithm");
    QTest::newRow("redis-cell") << QStringLiteral("redis-cell") << QByteArray("tat-ns")
                                << QStringLiteral("GCRA (redis-cell)");
    QTest::newRow("redisson") << QStringLiteral("redisson-ratelimiter")
                              << QByteArray("redisson-permits")
                              << QStringLiteral("Redisson RRateLimiter");
    QTest::newRow("hand-rolled sliding")
        << QStringLiteral("sliding-window-limiter") << QByteArray("timestamp")
        << QStringLiteral("sliding log (ZSET)");
}

void TestLimiterModels::anotherLibrarysLimiterIsNotGivenCoordScopesPolicy()
{
    QFETCH(QString, family);
    QFETCH(QByteArray, encoding);
    QFETCH(QString, algorithm);
    // Another library's limiter also called "api", with the TAT or count its layout reads.
    StateEntry e = entry("api", 9);
    if (encoding.startsWith("tat")) {
        e.count.reset();
        e.timeMs = NowMs + 9000;
    }
    PrimitiveState s = limiterState("api", encoding, "x", {e});
    s.primitive.family = family;
    s.primitive.keys.first().key = "api";
    s.primitive.keys.first().part.clear();

    LimiterTableModel model;
    RateLimitPolicy policy; // CoordScope's "api" of every kind: not this limiter's
    policy.limit = 10;
    policy.periodMs = 10000;
    for (const QString &kind : {QStringLiteral("fixed"), QStringLiteral("sliding"),
                                QStringLiteral("funnel"), QStringLiteral("gcra")})
        model.setPolicy("api", kind, policy);
    model.setSnapshot(snapshotOf({s}));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, LimiterTableModel::Algorithm).data().toString(), algorithm);
    QCOMPARE(model.row(0).kind, QString());
    QCOMPARE(model.fillAt(0), -1.0); // its limit is unknown
    QCOMPARE(model.index(0, LimiterTableModel::Fill).data().toString(), QStringLiteral("unknown"));
}

void TestLimiterModels::unreadLimitersAreSkippedAndTheClockIsOneSignal()
{
    LimiterTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    RateLimitPolicy policy;
    policy.limit = 10;
    policy.periodMs = 10000;
    model.setPolicy("g", QStringLiteral("gcra"), policy);
    QList<StateEntry> subjects;
    for (int i = 0; i < 50; ++i) {
        StateEntry e = entry("s" + QByteArray::number(i), std::nullopt);
        e.timeMs = NowMs + 5000;
        subjects << e;
    }
    InspectorSnapshot tick = snapshotOf({limiterState("g", "tat-us", "gcra", subjects)});
    tick.versions = {7};
    model.setSnapshot(tick);
    QCOMPARE(model.rowCount(), 50);
    QCOMPARE(model.index(0, LimiterTableModel::Usage).data().toString(),
             QStringLiteral("TAT now + 5.0 s"));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    // The next tick did not read "g" again (same version) but the server's clock moved 2 s: the
    // stored state is kept, what is relative to the clock moves, in one signal.
    tick.serverTimeMs = NowMs + 2000;
    tick.states.first().entries.first().timeMs = NowMs + 9999; // not read: never looked at
    model.setSnapshot(tick);
    QCOMPARE(changed.size(), 1);
    const QModelIndex topLeft = changed.first().at(0).toModelIndex();
    const QModelIndex bottomRight = changed.first().at(1).toModelIndex();
    QCOMPARE(topLeft.row(), 0);
    QCOMPARE(bottomRight.row(), 49);
    QCOMPARE(topLeft.column(), int(LimiterTableModel::Usage));
    QCOMPARE(bottomRight.column(), int(LimiterTableModel::Ttl));
    QCOMPARE(model.index(0, LimiterTableModel::Usage).data().toString(),
             QStringLiteral("TAT now + 3.0 s"));
    QCOMPARE(model.index(0, LimiterTableModel::Ttl).data().toString(), durationText(28000));
    QVERIFY(qAbs(model.fillAt(0) - 0.3) < 1e-9);

    // Read again (a new version): the changed subject is one row's dataChanged.
    changed.clear();
    tick.versions = {8};
    model.setSnapshot(tick);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), model.rowOfKey("cs:{g:s0}:gcra"));
    QCOMPARE(
        model.index(model.rowOfKey("cs:{g:s0}:gcra"), LimiterTableModel::Usage).data().toString(),
        QStringLiteral("TAT now + 8.0 s"));
}

void TestLimiterModels::cancelledFileInputStopsAtALineBoundary()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("names.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QList<QByteArray> lines;
    for (int i = 0; i < 20000; ++i) // ~330 kB: several chunks, lines across their borders
        lines << "Zoë Someone " + QByteArray::number(i);
    for (const QByteArray &line : std::as_const(lines))
        file.write(line + '\n');
    file.close();
    QVERIFY(file.open(QIODevice::ReadOnly));

    bool cancelled = false;
    AddressBookFileInput input(file, [&cancelled] { return cancelled; });
    QVERIFY(input.open(QIODevice::ReadOnly));
    QList<QByteArray> read;
    read << input.readLine();
    cancelled = true; // while what was read ahead ends somewhere in the file
    while (!input.atEnd())
        read << input.readLine();
    QVERIFY2(read.size() > 1 && read.size() < lines.size(),
             qPrintable(QString::number(read.size())));
    for (qsizetype i = 0; i < read.size(); ++i) {
        QVERIFY2(read.at(i).endsWith('\n'), read.at(i).constData());
        QCOMPARE(read.at(i).chopped(1), lines.at(i));
    }
}

void TestLimiterModels::overlongLineIsDroppedAndCancelStopsInsideIt()
{
    // CR-only endings (or a binary file): one "line" of 8 MiB between two real names.
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("names.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Ada\n");
    const QByteArray piece = QByteArray(15, 'x') + '\r';
    for (int i = 0; i < (8 << 20) / piece.size(); ++i)
        file.write(piece);
    file.write("\nGrace\n");
    file.close();

    QVERIFY(file.open(QIODevice::ReadOnly));
    AddressBookFileInput input(file, [] { return false; });
    QVERIFY(input.open(QIODevice::ReadOnly));
    QList<QByteArray> read;
    while (!input.atEnd())
        read << input.readLine();
    QCOMPARE(read, (QList<QByteArray>{"Ada\n", "\n", "Grace\n"}));
    QCOMPARE(input.droppedLines(), 1);
    file.close();

    // Cancelled while inside the long line: nothing of it comes out, and the read ends.
    QVERIFY(file.open(QIODevice::ReadOnly));
    int polls = 0;
    AddressBookFileInput cancelled(file, [&polls] { return ++polls > 40; });
    QVERIFY(cancelled.open(QIODevice::ReadOnly));
    QList<QByteArray> got;
    while (!cancelled.atEnd())
        got << cancelled.readLine();
    QVERIFY(got.size() <= 1);
    if (!got.isEmpty())
        QCOMPARE(got.first(), QByteArray("Ada\n"));
    QVERIFY2(file.pos() < 4 << 20, qPrintable(QString::number(file.pos()))); // stopped early
}

void TestLimiterModels::longLastLineWithoutNewlineIsRead()
{
    // Longer than QIODevice's 16 KiB reads, shorter than MaxLineBytes, at the file's end.
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("names.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray last(20000, 'x');
    file.write("Ada\n" + last);
    file.close();
    QVERIFY(file.open(QIODevice::ReadOnly));
    AddressBookFileInput input(file, [] { return false; });
    QVERIFY(input.open(QIODevice::ReadOnly));
    QList<QByteArray> read;
    while (!input.atEnd()) {
        const QByteArray line = input.readLine();
        QVERIFY2(!line.isEmpty(), "a read returned nothing before the end");
        read << line;
    }
    QCOMPARE(read, (QList<QByteArray>{"Ada\n", last}));
}

void TestLimiterModels::addressBookRowsFollowTheSnapshot()
{
    AddressBookListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    PrimitiveState book;
    book.primitive.kind = PrimitiveKind::AddressBook;
    book.primitive.family = QStringLiteral("coordscope-address-book");
    book.primitive.name = "people";
    book.primitive.keys << DiscoveredKey{
        "cs:{people}:names-folded", "names", "folded", "zset", -1, ScoreUnit::None, "folded-names"};
    book.totalEntries = 42;
    book.counts.append({"markers", 2});
    PrimitiveState recent;
    recent.primitive.kind = PrimitiveKind::RecentContacts;
    recent.primitive.family = QStringLiteral("coordscope-recent-contacts");
    recent.primitive.name = "ann";
    recent.primitive.keys << DiscoveredKey{"cs:{ann}:recent", "recent", {}, "list", -1,
                                           ScoreUnit::None,   {}};
    recent.totalEntries = 7;
    model.setSnapshot(snapshotOf({book, recent}));
    QCOMPARE(model.rowCount(), 2);
    const int b = model.rowOf(PrimitiveKind::AddressBook, "people");
    QVERIFY(b >= 0);
    QCOMPARE(model.index(b, AddressBookListModel::Size).data().toLongLong(), 42);
    QCOMPARE(model.index(b, AddressBookListModel::CaseInsensitive).data().toString(),
             QStringLiteral("yes"));
    QCOMPARE(model.index(b, AddressBookListModel::Markers).data().toLongLong(), 2);
    QCOMPARE(model.bookNames(), QStringList{QStringLiteral("people")});
    book.totalEntries = 43;
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setSnapshot(snapshotOf({book, recent}));
    QCOMPARE(changed.size(), 1);
    model.setSnapshot(snapshotOf({recent}));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.rowOf(PrimitiveKind::RecentContacts, "ann"), 0);
    QCOMPARE(reset.size(), 0);
}

void TestLimiterModels::demoLimitersAppearWithTheirFillLevels()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
    const auto populated = LimiterDemo::populate(*m_connection);
    QVERIFY2(populated.ok(), qPrintable(populated.error().toString()));

    RedisClient client(m_server->connectionOptions());
    client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(client.state(), RedisClient::State::Connected, TimeoutMs);
    InspectorMonitor monitor;
    monitor.setPolling(false);
    LimiterTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    for (const LimiterDemo::Limiter &l : LimiterDemo::limiters())
        model.setPolicy(l.name, l.kind, l.policy);
    connect(&monitor, &InspectorMonitor::updated, &model, &LimiterTableModel::setSnapshot);
    monitor.setClient(&client);
    monitor.refresh();
    const qsizetype expected = LimiterDemo::limiters().size() * LimiterDemo::subjects().size();
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), int(expected), TimeoutMs);

    // Every kind: alice (1 hit) admits, carol (10 hits of 10) is refused.
    for (const LimiterDemo::Limiter &l : LimiterDemo::limiters()) {
        const int alice = model.rowOf(l.name, "alice");
        const int carol = model.rowOf(l.name, "carol");
        QVERIFY(alice >= 0 && carol >= 0);
        QCOMPARE(model.row(alice).algorithm, l.kind);
        QVERIFY2(!model.refusedAt(alice), qPrintable(l.kind));
        QVERIFY2(model.refusedAt(carol), qPrintable(l.kind));
        QVERIFY2(model.fillAt(carol) > 0.9, qPrintable(QString::number(model.fillAt(carol))));
        QVERIFY2(model.fillAt(alice) < 0.2, qPrintable(QString::number(model.fillAt(alice))));
    }
    // A subject key deleted: its row goes at the next tick.
    QVERIFY(m_connection->command({"DEL", "cs:{api:alice}:fixed"}).ok());
    monitor.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(model.rowOf("api", "alice"), -1, TimeoutMs);
}

void TestLimiterModels::demoAddressBookAppears()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
    const auto populated = AddressBookDemo::populate(*m_connection);
    QVERIFY2(populated.ok(), qPrintable(populated.error().toString()));
    QVERIFY(AddressBookDemo::names().size() > 2000);

    RedisClient client(m_server->connectionOptions());
    client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(client.state(), RedisClient::State::Connected, TimeoutMs);
    InspectorMonitor monitor;
    monitor.setPolling(false);
    AddressBookListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    connect(&monitor, &InspectorMonitor::updated, &model, &AddressBookListModel::setSnapshot);
    monitor.setClient(&client);
    monitor.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 2, TimeoutMs);
    const int book = model.rowOf(PrimitiveKind::AddressBook, AddressBookDemo::bookName());
    QVERIFY(book >= 0);
    QCOMPARE(model.row(book).size, qint64(AddressBookDemo::names().size()));
    const int recent = model.rowOf(PrimitiveKind::RecentContacts, AddressBookDemo::recentUser());
    QVERIFY(recent >= 0);
    QCOMPARE(model.row(recent).size, qint64(AddressBookDemo::recentContacts().size()));
}

QTEST_GUILESS_MAIN(TestLimiterModels)
#include "tst_limitermodels.moc"
