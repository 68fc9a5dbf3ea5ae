#include "actionrunner.h"
#include "commandlog.h"
#include "delayeditemsmodel.h"
#include "delayedqueuetablemodel.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {
constexpr int TimeoutMs = 15000;
constexpr qint64 Now = 1'700'000'000'000;

PrimitiveState delayedState(const QByteArray &name, qint64 nowMs, qint64 total, qint64 due,
                            qint64 ready, QList<qint64> dueTimes = {})
{
    PrimitiveState s;
    s.primitive.kind = PrimitiveKind::DelayedQueue;
    s.primitive.family = QStringLiteral("coordscope-delayed-queue");
    s.primitive.library = QStringLiteral("CoordScope");
    s.primitive.name = name;
    DiscoveredKey schedule;
    schedule.key = "cs:{" + name + "}:delayed";
    schedule.role = "schedule";
    schedule.type = "zset";
    schedule.scoreUnit = ScoreUnit::EpochMilliseconds;
    s.primitive.keys << schedule;
    s.serverTimeMs = nowMs;
    s.totalEntries = total;
    s.counts = {{"total", total}, {"due", due}, {"ready", ready}};
    for (int i = 0; i < dueTimes.size(); ++i) {
        StateEntry e;
        e.id = "id-" + QByteArray::number(i);
        e.preview = "payload-" + QByteArray::number(i);
        e.score = double(dueTimes.at(i));
        e.timeMs = dueTimes.at(i);
        s.entries << e;
    }
    return s;
}

// An items model paging from the test server, its contract checked on every change.
struct PagedModel
{
    explicit PagedModel(const ConnectionOptions &options)
    {
        runner.setConnection(options, nullptr);
        model.setRunner(&runner);
    }
    // Pages until the whole zset is loaded.
    void loadAll()
    {
        while (model.canFetchMore({}) || model.isFetching()) {
            if (!model.isFetching())
                model.fetchMore({});
            QTRY_VERIFY_WITH_TIMEOUT(!model.isFetching(), TimeoutMs);
        }
    }
    ActionRunner runner{QStringLiteral("delayed view")};
    DelayedItemsModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
};

PrimitiveState lockState(const QByteArray &name)
{
    PrimitiveState s;
    s.primitive.kind = PrimitiveKind::Lock;
    s.primitive.family = QStringLiteral("coordscope-token-lock");
    s.primitive.name = name;
    return s;
}
} // namespace

// The Delayed queues view's models: the queues table (no server) and the paged items (a real
// redis-server for the pages).
class TestDelayedModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void claimedBetween_data();
    void claimedBetween();
    void relativeText_data();
    void relativeText();
    void scoreToMs_data();
    void scoreToMs();
    void tableKeepsOnlyDelayedQueuesWithTheirNumbers();
    void tableClaimRateIsNotAvailableUntilTwoTicks();
    void tableMergesTicksWithoutReset();
    void itemsHeadShowsRelativeTimesThatMoveWithTheClock();
    void itemsPagesThroughTwentyThousandItemsInOrder();
    void itemsHeadUpdateDropsClaimedAndPagedDuplicates();
    void itemsPagingByScoreLosesNothingWhileTheQueueChanges();
    void itemsClaimTickSignalsOnlyTheClaimedRows();
    void itemsOfAScheduleOnlyPagedAreReadAgainOnEachTick();
    void itemsChangedBehindThePagingShowWithinASweep();
    void itemsPageOfVanishedKeyStopsPaging();

private:
    PrimitiveState bigQueueState(int headSize, qint64 total);
    QList<QByteArray> zsetMembers(const QByteArray &key);
    static QList<QByteArray> modelIds(const DelayedItemsModel &model);
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
    qint64 m_serverNow = 0;
};

void TestDelayedModels::initTestCase()
{
    qRegisterMetaType<ActionResult>();
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server.value());
    m_connection = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_connection->connect().ok());
}

void TestDelayedModels::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestDelayedModels::claimedBetween_data()
{
    QTest::addColumn<qint64>("totalBefore");
    QTest::addColumn<qint64>("readyBefore");
    QTest::addColumn<qint64>("totalAfter");
    QTest::addColumn<qint64>("readyAfter");
    QTest::addColumn<qint64>("claimed");
    QTest::newRow("claimed, nobody took") << 10LL << 0LL << 7LL << 3LL << 3LL;
    QTest::newRow("claimed and taken by workers") << 10LL << 2LL << 6LL << 2LL << 4LL;
    QTest::newRow("claims hidden by enqueues") << 10LL << 0LL << 12LL << 5LL << 5LL;
    QTest::newRow("only enqueues") << 10LL << 0LL << 15LL << 0LL << 0LL;
    QTest::newRow("workers drain ready") << 10LL << 8LL << 10LL << 0LL << 0LL;
}

void TestDelayedModels::claimedBetween()
{
    QFETCH(qint64, totalBefore);
    QFETCH(qint64, readyBefore);
    QFETCH(qint64, totalAfter);
    QFETCH(qint64, readyAfter);
    QFETCH(qint64, claimed);
    QCOMPARE(
        DelayedQueueTableModel::claimedBetween(totalBefore, readyBefore, totalAfter, readyAfter),
        claimed);
}

void TestDelayedModels::relativeText_data()
{
    QTest::addColumn<qint64>("due");
    QTest::addColumn<QString>("text");
    QTest::newRow("overdue") << Now - 3200 << QStringLiteral("overdue by 3.2 s");
    QTest::newRow("future") << Now + 4000 << QStringLiteral("in 4.0 s");
    QTest::newRow("ms") << Now + 15 << QStringLiteral("in 15 ms");
    QTest::newRow("now") << Now << QStringLiteral("due now");
    QTest::newRow("minutes") << Now - 65000 << QStringLiteral("overdue by 1 min 5 s");
}

void TestDelayedModels::relativeText()
{
    QFETCH(qint64, due);
    QFETCH(QString, text);
    QCOMPARE(DelayedItemsModel::relativeText(due, Now), text);
}

void TestDelayedModels::scoreToMs_data()
{
    QTest::addColumn<double>("score");
    QTest::addColumn<int>("unit");
    QTest::addColumn<qint64>("ms");
    QTest::newRow("seconds") << 1700000000.5 << int(ScoreUnit::EpochSeconds) << Now + 500;
    QTest::newRow("ms") << double(Now) << int(ScoreUnit::EpochMilliseconds) << Now;
    QTest::newRow("bullmq") << double(Now) * 4096 + 17 << int(ScoreUnit::EpochMillisTimes4096)
                            << Now;
    QTest::newRow("us") << double(Now) * 1000 << int(ScoreUnit::EpochMicroseconds) << Now;
}

void TestDelayedModels::scoreToMs()
{
    QFETCH(double, score);
    QFETCH(int, unit);
    QFETCH(qint64, ms);
    QCOMPARE(DelayedItemsModel::scoreToMs(score, ScoreUnit(unit)), std::optional<qint64>(ms));
    QVERIFY(!DelayedItemsModel::scoreToMs(score, ScoreUnit::None));
}

void TestDelayedModels::tableKeepsOnlyDelayedQueuesWithTheirNumbers()
{
    DelayedQueueTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStates({lockState("a"), delayedState("jobs", Now, 120, 3, 7, {Now - 2500, Now + 10}),
                     delayedState("mail", Now, 0, 0, 0)});
    QCOMPARE(model.rowCount(), 2);
    const auto text = [&](int row, int column) {
        return model.index(row, column).data().toString();
    };
    QCOMPARE(text(0, DelayedQueueTableModel::Name), QStringLiteral("jobs"));
    QCOMPARE(text(0, DelayedQueueTableModel::Layout), QStringLiteral("CoordScope"));
    QCOMPARE(text(0, DelayedQueueTableModel::Scheduled), QStringLiteral("120"));
    QCOMPARE(text(0, DelayedQueueTableModel::Overdue), QStringLiteral("3"));
    QCOMPARE(text(0, DelayedQueueTableModel::NextDue), QStringLiteral("overdue by 2.5 s"));
    QCOMPARE(text(0, DelayedQueueTableModel::Ready), QStringLiteral("7"));
    QCOMPARE(text(1, DelayedQueueTableModel::NextDue), QStringLiteral("nothing scheduled"));
    QCOMPARE(model.index(0, 0).data(DelayedQueueTableModel::ScheduleKeyRole).toByteArray(),
             QByteArray("cs:{jobs}:delayed"));
    QVERIFY(model.index(0, DelayedQueueTableModel::Name)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(primitiveKindDescription(PrimitiveKind::DelayedQueue)));
}

void TestDelayedModels::tableClaimRateIsNotAvailableUntilTwoTicks()
{
    DelayedQueueTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStates({delayedState("jobs", Now, 100, 0, 0)});
    QCOMPARE(model.index(0, DelayedQueueTableModel::ClaimRate).data().toString(),
             QStringLiteral("n/a"));
    QVERIFY(!model.claimRate(0));
    // 2 s later: 20 fewer scheduled, 20 more ready: 10 items/s.
    model.setStates({delayedState("jobs", Now + 2000, 80, 0, 20)});
    QVERIFY(model.claimRate(0));
    QCOMPARE(*model.claimRate(0), 10.0);
    QCOMPARE(model.index(0, DelayedQueueTableModel::ClaimRate).data().toString(),
             QStringLiteral("10 /s"));
    // The same read again (no time passed) keeps the estimate.
    model.setStates({delayedState("jobs", Now + 2000, 80, 0, 20)});
    QCOMPARE(*model.claimRate(0), 10.0);
}

void TestDelayedModels::tableMergesTicksWithoutReset()
{
    DelayedQueueTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setStates({delayedState("a", Now, 1, 0, 0), delayedState("c", Now, 1, 0, 0)});
    QCOMPARE(inserted.size(), 2);
    model.setStates({delayedState("a", Now, 1, 0, 0), delayedState("b", Now, 1, 0, 0),
                     delayedState("c", Now, 5, 0, 0)});
    QCOMPARE(inserted.size(), 3);
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("b"));
    QCOMPARE(changed.size(), 1); // only c changed
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 2);
    model.setStates({delayedState("c", Now, 5, 0, 0)});
    QCOMPARE(removed.size(), 1);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(resets.size(), 0);
}

void TestDelayedModels::itemsHeadShowsRelativeTimesThatMoveWithTheClock()
{
    DelayedItemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setState(delayedState("jobs", Now, 2, 1, 0, {Now - 3200, Now + 4000}));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, DelayedItemsModel::Due).data().toString(),
             QStringLiteral("overdue by 3.2 s"));
    QCOMPARE(model.index(0, DelayedItemsModel::Flag).data().toString(), QStringLiteral("overdue"));
    QCOMPARE(model.index(1, DelayedItemsModel::Due).data().toString(), QStringLiteral("in 4.0 s"));
    QCOMPARE(model.index(1, DelayedItemsModel::Payload).data().toString(),
             QStringLiteral("payload-1"));
    QVERIFY(!model.canFetchMore({})); // all shown, and no runner anyway

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    PrimitiveState later = delayedState("jobs", Now + 5000, 2, 2, 0, {Now - 3200, Now + 4000});
    model.setState(later);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(model.index(1, DelayedItemsModel::Due).data().toString(),
             QStringLiteral("overdue by 1.0 s"));
    QCOMPARE(model.index(1, DelayedItemsModel::Flag).data().toString(), QStringLiteral("overdue"));
}

PrimitiveState TestDelayedModels::bigQueueState(int headSize, qint64 total)
{
    PrimitiveState s = delayedState("big", m_serverNow, total, 0, 0);
    DiscoveredKey payloads;
    payloads.key = "cs:{big}:payloads";
    payloads.role = "payloads";
    payloads.type = "hash";
    s.primitive.keys << payloads;
    auto head = m_connection->command(
        {"ZRANGE", "cs:{big}:delayed", "0", QByteArray::number(headSize - 1), "WITHSCORES"});
    const QList<QByteArray> flat = head.value().toBytesList().value();
    for (qsizetype i = 0; i + 1 < flat.size(); i += 2) {
        StateEntry e;
        e.id = flat.at(i);
        e.preview = "p:" + flat.at(i);
        e.score = flat.at(i + 1).toDouble();
        e.timeMs = qint64(*e.score);
        s.entries << e;
    }
    return s;
}

void TestDelayedModels::itemsPagesThroughTwentyThousandItemsInOrder()
{
    constexpr int Items = 20000;
    m_serverNow = m_connection->command({"TIME"}).value().toServerTimeUs().value() / 1000;
    for (int batch = 0; batch < Items; batch += 1000) {
        RedisCommand zadd{"ZADD", "cs:{big}:delayed"};
        RedisCommand hset{"HSET", "cs:{big}:payloads"};
        for (int i = batch; i < batch + 1000; ++i) {
            const QByteArray id = "item-" + QByteArray::number(i).rightJustified(5, '0');
            zadd << QByteArray::number(m_serverNow - 10000 + i * 10) << id;
            hset << id << "p:" + id;
        }
        QVERIFY(m_connection->command(zadd).ok());
        QVERIFY(m_connection->command(hset).ok());
    }

    CommandLog log;
    QSignalSpy logged(&log, &CommandLog::recorded);
    ActionRunner runner(QStringLiteral("delayed view"));
    runner.setConnection(m_server->connectionOptions(), &log);
    DelayedItemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRunner(&runner);
    QSignalSpy pages(&model, &DelayedItemsModel::pageLoaded);
    model.setState(bigQueueState(200, Items));
    QCOMPARE(model.rowCount(), 200);
    // (The tester may have asked for the first page already.)
    int rounds = 0;
    while (model.canFetchMore({}) || model.isFetching()) {
        if (!model.isFetching())
            model.fetchMore({});
        QVERIFY(model.isFetching());
        QVERIFY(!model.canFetchMore({})); // one page in flight at a time
        QTRY_VERIFY_WITH_TIMEOUT(!model.isFetching(), TimeoutMs);
        QVERIFY(++rounds <= Items / DelayedItemsModel::PageSize + 1);
    }
    QCOMPARE(pages.size(), 40); // (20,000 - 200) / 500 rounded up
    QCOMPARE(model.rowCount(), Items);
    for (int row = 0; row < Items; ++row) {
        const QByteArray id = "item-" + QByteArray::number(row).rightJustified(5, '0');
        QCOMPARE(model.index(row, 0).data(DelayedItemsModel::IdRole).toByteArray(), id);
    }
    QCOMPARE(model.index(Items - 1, DelayedItemsModel::Payload).data().toString(),
             QStringLiteral("p:item-19999"));
    QCOMPARE(model.index(Items - 1, 0).data(DelayedItemsModel::DueMsRole).toLongLong(),
             m_serverNow - 10000 + qint64(Items - 1) * 10);
    QCOMPARE(model.index(0, DelayedItemsModel::Due).data().toString(),
             QStringLiteral("overdue by 10.0 s"));
    QCOMPARE(model.dueTimes(2000).size(), 2000);

    // Read commands only, in bounded pages.
    QTRY_VERIFY_WITH_TIMEOUT(logged.size() >= 80, TimeoutMs);
    int zranges = 0;
    for (const auto &args : std::as_const(logged)) {
        const auto record = args.at(0).value<CommandRecord>();
        const QByteArray name = record.argv.value(0).toUpper();
        QVERIFY2(name == "ZRANGEBYSCORE" || name == "HMGET" || name == "HELLO" ||
                     name == "CLIENT" || name == "SELECT" || name == "PING",
                 name.constData());
        if (name == "ZRANGEBYSCORE") {
            ++zranges;
            QCOMPARE(record.argv.value(5).toUpper(), QByteArray("LIMIT"));
            QCOMPARE(record.argv.value(7).toLongLong(), DelayedItemsModel::PageSize + 1);
        }
    }
    QCOMPARE(zranges, 40);
}

void TestDelayedModels::itemsHeadUpdateDropsClaimedAndPagedDuplicates()
{
    m_serverNow = m_connection->command({"TIME"}).value().toServerTimeUs().value() / 1000;
    RedisCommand zadd{"ZADD", "cs:{big}:delayed"};
    for (int i = 0; i < 30; ++i)
        zadd << QByteArray::number(m_serverNow + i * 100) << "item-" + QByteArray::number(i + 10);
    QVERIFY(m_connection->command(zadd).ok());
    PagedModel paged(m_server->connectionOptions());
    DelayedItemsModel &model = paged.model;
    model.setState(bigQueueState(10, 30));
    model.fetchMore({});
    QTRY_VERIFY_WITH_TIMEOUT(!model.isFetching(), TimeoutMs);
    QCOMPARE(model.rowCount(), 30);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

    // Three items claimed: the head moves on by three, into what was paged.
    QVERIFY(m_connection->command({"ZPOPMIN", "cs:{big}:delayed", "3"}).ok());
    model.setState(bigQueueState(10, 27));
    QCOMPARE(resets.size(), 0);
    QCOMPARE(model.rowCount(), 27);
    QSet<QByteArray> ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids.insert(model.index(row, 0).data(DelayedItemsModel::IdRole).toByteArray());
    QCOMPARE(ids.size(), 27);
    QCOMPARE(model.index(0, 0).data(DelayedItemsModel::IdRole).toByteArray(),
             QByteArray("item-13"));

    // The key vanishes: the head empties and no paged row stays behind.
    QVERIFY(m_connection->command({"DEL", "cs:{big}:delayed"}).ok());
    model.setState(bigQueueState(10, 0));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.canFetchMore({}));
}

QList<QByteArray> TestDelayedModels::zsetMembers(const QByteArray &key)
{
    auto all = m_connection->command({"ZRANGE", key, "0", "-1"});
    return all.ok() ? all->toBytesList().value() : QList<QByteArray>();
}

QList<QByteArray> TestDelayedModels::modelIds(const DelayedItemsModel &model)
{
    QList<QByteArray> ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.index(row, 0).data(DelayedItemsModel::IdRole).toByteArray();
    return ids;
}

void TestDelayedModels::itemsPagingByScoreLosesNothingWhileTheQueueChanges()
{
    constexpr int Items = 20000;
    m_serverNow = m_connection->command({"TIME"}).value().toServerTimeUs().value() / 1000;
    const auto scoreOf = [this](int i) { return QByteArray::number(m_serverNow - 10000 + i * 10); };
    for (int batch = 0; batch < Items; batch += 1000) {
        RedisCommand zadd{"ZADD", "cs:{big}:delayed"};
        for (int i = batch; i < batch + 1000; ++i)
            zadd << scoreOf(i) << "item-" + QByteArray::number(i).rightJustified(5, '0');
        QVERIFY(m_connection->command(zadd).ok());
    }
    PagedModel paged(m_server->connectionOptions());
    DelayedItemsModel &model = paged.model;
    model.setState(bigQueueState(200, Items));
    int rounds = 0;
    while (model.canFetchMore({}) || model.isFetching()) {
        // A producer adds an item tied with the last row loaded (the same score, a greater
        // member): the next page starts at that score and must show it, and only it.
        const QByteArray last =
            model.index(model.rowCount() - 1, 0).data(DelayedItemsModel::IdRole).toByteArray();
        const int lastIndex = last.mid(5, 5).toInt();
        const QByteArray added = "added-" + QByteArray::number(rounds);
        QVERIFY(m_connection
                    ->command({"ZADD", "cs:{big}:delayed", scoreOf(lastIndex), last + "+" + added})
                    .ok());
        if (!model.isFetching())
            model.fetchMore({});
        // While the page is read, a worker claims 37 items from the front and the producer
        // adds two ahead of the paging, one of them tied with an existing item. Ahead means
        // inside the set: an item added past its end while the last page is read comes with a
        // later tick's re-read, not with this page (the page may have been read before it).
        if (lastIndex + 2000 < Items)
            QVERIFY(m_connection
                        ->command(
                            {"ZADD", "cs:{big}:delayed", scoreOf(lastIndex + 1200), "item-" + added,
                             QByteArray::number(m_serverNow - 10000 + (lastIndex + 1400) * 10 + 5),
                             "mid-" + added})
                        .ok());
        QVERIFY(m_connection->command({"ZPOPMIN", "cs:{big}:delayed", "37"}).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!model.isFetching(), TimeoutMs);
        const qint64 total = m_connection->command({"ZCARD", "cs:{big}:delayed"})->integerValue();
        model.setState(bigQueueState(200, total)); // the monitor's tick
        QVERIFY(++rounds <= 2 * Items / DelayedItemsModel::PageSize);
    }
    const QList<QByteArray> expected = zsetMembers("cs:{big}:delayed");
    QVERIFY(expected.size() > Items - rounds * 37);
    const QList<QByteArray> shown = modelIds(model);
    QCOMPARE(QSet<QByteArray>(shown.cbegin(), shown.cend()).size(), shown.size()); // no twice
    QCOMPARE(shown.size(), expected.size());
    QCOMPARE(shown, expected); // every remaining item, in order
}

void TestDelayedModels::itemsClaimTickSignalsOnlyTheClaimedRows()
{
    m_serverNow = m_connection->command({"TIME"}).value().toServerTimeUs().value() / 1000;
    RedisCommand zadd{"ZADD", "cs:{big}:delayed"};
    RedisCommand hset{"HSET", "cs:{big}:payloads"};
    for (int i = 0; i < 1000; ++i) {
        const QByteArray id = "item-" + QByteArray::number(i + 1000);
        zadd << QByteArray::number(m_serverNow + i) << id;
        hset << id << "p:" + id;
    }
    QVERIFY(m_connection->command(zadd).ok());
    QVERIFY(m_connection->command(hset).ok());
    PagedModel paged(m_server->connectionOptions());
    DelayedItemsModel &model = paged.model;
    model.setState(bigQueueState(200, 1000));
    paged.loadAll();
    QCOMPARE(model.rowCount(), 1000);

    // Five claimed, one added at the head's end: one removal of five rows, one insertion.
    QVERIFY(m_connection->command({"ZPOPMIN", "cs:{big}:delayed", "5"}).ok());
    QVERIFY(m_connection
                ->command({"ZADD", "cs:{big}:delayed", QByteArray::number(m_serverNow + 150),
                           "item-1150+"})
                .ok());
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setState(bigQueueState(200, 996));
    QCOMPARE(resets.size(), 0);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(removed.at(0).at(1).toInt(), 0);
    QCOMPARE(removed.at(0).at(2).toInt(), 4);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 146);
    QCOMPARE(inserted.at(0).at(2).toInt(), 146);
    QCOMPARE(changed.size(), 0); // same server time: nothing shown changed
    QCOMPARE(modelIds(model), zsetMembers("cs:{big}:delayed"));
}

void TestDelayedModels::itemsOfAScheduleOnlyPagedAreReadAgainOnEachTick()
{
    // A BullMQ queue: the monitor's entries are the wait list, the delayed set is the model's.
    m_serverNow = m_connection->command({"TIME"}).value().toServerTimeUs().value() / 1000;
    const auto score = [this](qint64 deltaMs) {
        return QByteArray::number((m_serverNow + deltaMs) * 4096 + 7);
    };
    QVERIFY(m_connection
                ->command({"ZADD", "bull:mail:delayed", score(1000), "1", score(2000), "2",
                           score(3000), "3"})
                .ok());
    PrimitiveState s;
    s.primitive.kind = PrimitiveKind::TaskQueue;
    s.primitive.family = QStringLiteral("bullmq-queue");
    s.primitive.name = "mail";
    DiscoveredKey delayed;
    delayed.key = "bull:mail:delayed";
    delayed.role = "schedule";
    delayed.type = "zset";
    delayed.scoreUnit = ScoreUnit::EpochMillisTimes4096;
    s.primitive.keys << delayed;
    s.serverTimeMs = m_serverNow;
    s.counts = {{KeyRole::Schedule, 3}};
    StateEntry waiting;
    waiting.id = "9";
    s.entries << waiting;
    PagedModel paged(m_server->connectionOptions());
    DelayedItemsModel &model = paged.model;
    model.setState(s);
    QTRY_COMPARE_WITH_TIMEOUT(modelIds(model), (QList<QByteArray>{"1", "2", "3"}), TimeoutMs);
    QCOMPARE(model.index(0, 0).data(DelayedItemsModel::DueMsRole).toLongLong(), m_serverNow + 1000);

    // Job 1 was promoted, job 4 delayed to before job 3: the next tick shows it.
    QVERIFY(m_connection->command({"ZREM", "bull:mail:delayed", "1"}).ok());
    QVERIFY(m_connection->command({"ZADD", "bull:mail:delayed", score(2500), "4"}).ok());
    s.serverTimeMs = m_serverNow + 500;
    model.setState(s);
    QTRY_COMPARE_WITH_TIMEOUT(modelIds(model), (QList<QByteArray>{"2", "4", "3"}), TimeoutMs);
}

void TestDelayedModels::itemsChangedBehindThePagingShowWithinASweep()
{
    m_serverNow = m_connection->command({"TIME"}).value().toServerTimeUs().value() / 1000;
    RedisCommand zadd{"ZADD", "cs:{big}:delayed"};
    for (int i = 0; i < 1500; ++i)
        zadd << QByteArray::number(m_serverNow + i * 10) << "item-" + QByteArray::number(i + 1000);
    QVERIFY(m_connection->command(zadd).ok());
    PagedModel paged(m_server->connectionOptions());
    DelayedItemsModel &model = paged.model;
    model.setState(bigQueueState(200, 1500));
    paged.loadAll();
    QCOMPARE(model.rowCount(), 1500);

    // Behind the paging: one item added among the loaded rows, one removed from them.
    QVERIFY(
        m_connection
            ->command({"ZADD", "cs:{big}:delayed", QByteArray::number(m_serverNow + 12345), "late"})
            .ok());
    QVERIFY(m_connection->command({"ZREM", "cs:{big}:delayed", "item-2200"}).ok());
    const QList<QByteArray> expected = zsetMembers("cs:{big}:delayed");
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    for (int tick = 1; tick <= 6 && modelIds(model) != expected; ++tick) {
        m_serverNow += 500;
        model.setState(bigQueueState(200, 1500));
        QTest::qWait(100);
    }
    QCOMPARE(modelIds(model), expected);
    QCOMPARE(resets.size(), 0);
}

void TestDelayedModels::itemsPageOfVanishedKeyStopsPaging()
{
    ActionRunner runner(QStringLiteral("delayed view"));
    runner.setConnection(m_server->connectionOptions(), nullptr);
    DelayedItemsModel model;
    model.setRunner(&runner);
    model.setState(delayedState("gone", Now, 5000, 0, 0, {Now}));
    QVERIFY(model.canFetchMore({}));
    model.fetchMore({});
    QTRY_VERIFY_WITH_TIMEOUT(!model.isFetching(), TimeoutMs);
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(!model.canFetchMore({})); // an empty page: no retry loop until the next tick

    // A key that changed type: the page fails with the error, and paging stops.
    QVERIFY(m_connection->command({"SET", "cs:{gone}:delayed", "x"}).ok());
    QSignalSpy failed(&model, &DelayedItemsModel::pageFailed);
    model.setState(delayedState("gone", Now + 500, 5000, 0, 0, {Now})); // the next tick
    model.fetchMore({});
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, TimeoutMs);
    QVERIFY(!model.canFetchMore({}));
}

QTEST_GUILESS_MAIN(TestDelayedModels)
#include "tst_delayedmodels.moc"
