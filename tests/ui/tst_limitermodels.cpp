#include "addressbookdemo.h"
#include "addressbooklistmodel.h"
#include "inspectormonitor.h"
#include "limiterdemo.h"
#include "limitertablemodel.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
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
        QVERIFY2(!model.row(alice).refused, qPrintable(l.kind));
        QVERIFY2(model.row(carol).refused, qPrintable(l.kind));
        QVERIFY2(model.row(carol).fill > 0.9, qPrintable(QString::number(model.row(carol).fill)));
        QVERIFY2(model.row(alice).fill < 0.2, qPrintable(QString::number(model.row(alice).fill)));
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
