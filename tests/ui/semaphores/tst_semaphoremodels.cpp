#include "semaphorekind.h"
#include "semaphoremembersmodel.h"
#include "semaphoretablemodel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

namespace {
constexpr qint64 NowMs = 1'700'000'000'000;
const QString Family = QStringLiteral("coordscope-semaphore");

StateEntry entry(const QByteArray &id, std::optional<double> score, std::optional<qint64> timeMs,
                 StateEntry::Flag flag = StateEntry::Flag::None)
{
    StateEntry e;
    e.id = id;
    e.score = score;
    e.timeMs = timeMs;
    e.flag = flag;
    return e;
}

PrimitiveState state(PrimitiveKind kind, const QByteArray &name, QList<StateEntry> entries = {},
                     const char *family = "coordscope-semaphore")
{
    PrimitiveState s;
    s.primitive.kind = kind;
    s.primitive.family = QString::fromLatin1(family);
    s.primitive.library = QStringLiteral("CoordScope");
    s.primitive.name = name;
    DiscoveredKey holders;
    holders.key = "cs:{" + name + "}:holders";
    holders.role = "holders";
    holders.type = "zset";
    s.primitive.keys << holders;
    s.serverTimeMs = NowMs;
    s.totalEntries = entries.size();
    s.entries = std::move(entries);
    return s;
}

// A CoordScope semaphore's key as discovery reports it: role and the layout's encoding.
DiscoveredKey key(const QByteArray &name, const QByteArray &role, const QByteArray &encoding)
{
    DiscoveredKey k;
    k.key = "cs:{" + name + "}:" + role;
    k.role = role;
    k.encoding = encoding;
    return k;
}

// Members scored by acquire time, the oldest first.
QList<StateEntry> timed(int n)
{
    QList<StateEntry> out;
    for (int i = 0; i < n; ++i) {
        const qint64 t = NowMs - 10'000 + i * 1000;
        out << entry("h" + QByteArray::number(i), double(t), t);
    }
    return out;
}
} // namespace

// The Semaphores view's models, without a server.
class TestSemaphoreModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tableShowsOnlySemaphoreKinds();
    void tableMergesRowsInPlace();
    void notesShowStateNotesAndReadFailures();
    void limitHintFlagsMembersBeyondIt();
    void storedLimitWinsOverHint();
    void membersShowScoreAsAgeCounterOrTimeLeft_data();
    void membersShowScoreAsAgeCounterOrTimeLeft();
    void membersFlagsAreTextAndColour();
    void membersMergeByHolderWhenRanksShift();
    void membersReorderWithoutReset();
    void randomTicksKeepRowsEqualToState();
    void kindComesFromKeysNotScores_data();
    void kindComesFromKeysNotScores();
    void tableShowsKindAndWhyItIsUnknown();
    void countsSortAsNumbers();
    void kindOnceDecidedStaysWhileTheKeysFitIt();
    void unchangedTickSignalsNothing();
};

void TestSemaphoreModels::tableShowsOnlySemaphoreKinds()
{
    SemaphoreTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The catalog's own catch-all for integer strings (a counter, at most maybe a semaphore).
    PrimitiveState counter = state(PrimitiveKind::Counter, "permits", {}, "integer-counter");
    counter.primitive.library =
        QStringLiteral("any (maybe a Redisson RSemaphore: available permits)");
    counter.counts.append({"counter", 4});
    PrimitiveState plainCounter = state(PrimitiveKind::Counter, "hits", {}, "integer-counter");
    plainCounter.primitive.library = QStringLiteral("any");
    model.setStates({state(PrimitiveKind::Lock, "a-lock", {}, "token-lock"),
                     state(PrimitiveKind::Semaphore, "pool", timed(2)),
                     state(PrimitiveKind::ExpirableSemaphore, "leases", timed(1), "redisson-pes"),
                     counter, plainCounter});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.rowOf(Family, "pool"), 0);
    QCOMPARE(model.index(0, SemaphoreTableModel::Holders).data().toString(), QStringLiteral("2"));
    QVERIFY(model.rowOf(QStringLiteral("token-lock"), "a-lock") < 0);
    QVERIFY(model.rowOf(QStringLiteral("integer-counter"), "hits") < 0);
    QVERIFY(model.rowOf(QStringLiteral("integer-counter"), "permits") < 0);
    QVERIFY(!model.index(0, SemaphoreTableModel::Name).data(Qt::ToolTipRole).toString().isEmpty());
    QCOMPARE(model.index(0, 0).data(SemaphoreTableModel::KeysRole).toStringList(),
             QStringList{QStringLiteral("cs:{pool}:holders")});
}

void TestSemaphoreModels::tableMergesRowsInPlace()
{
    SemaphoreTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const auto a = state(PrimitiveKind::Semaphore, "a", timed(1));
    const auto b = state(PrimitiveKind::Semaphore, "b", timed(2));
    const auto c = state(PrimitiveKind::Semaphore, "c", timed(3));
    model.setStates({a, c});
    QCOMPARE(inserted.size(), 1);
    model.setStates({a, b, c}); // b inserted between
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(inserted.last().at(1).toInt(), 1);
    QCOMPARE(model.rowOf(Family, "b"), 1);
    changed.clear();
    model.setStates({a, b, c}); // nothing new: no signal
    QCOMPARE(changed.size(), 0);
    model.setStates({a, state(PrimitiveKind::Semaphore, "b", timed(4)), c});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.last().at(0).toModelIndex().row(), 1);
    QCOMPARE(model.index(1, SemaphoreTableModel::Holders).data().toString(), QStringLiteral("4"));
    model.setStates({c}); // a and b vanish
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(removed.size() >= 1);
    QCOMPARE(resets.size(), 0);
}

void TestSemaphoreModels::notesShowStateNotesAndReadFailures()
{
    SemaphoreTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    PrimitiveState noted = state(PrimitiveKind::Semaphore, "big", timed(2));
    noted.notes << QStringLiteral("showing 200 of 5,000 holders");
    const auto failing = state(PrimitiveKind::Semaphore, "odd", timed(1));
    model.setStates({noted, failing}, {RedisError(), RedisError(RedisError::Kind::WrongType,
                                                                QStringLiteral("WRONGTYPE"))});
    QCOMPARE(model.index(0, SemaphoreTableModel::Notes).data().toString(),
             QStringLiteral("showing 200 of 5,000 holders"));
    QVERIFY(model.index(1, SemaphoreTableModel::Notes)
                .data()
                .toString()
                .startsWith(QStringLiteral("read failed: WRONGTYPE")));
    model.setStates({noted, failing}); // the read worked this time
    QCOMPARE(model.index(1, SemaphoreTableModel::Notes).data().toString(), QString());
}

void TestSemaphoreModels::limitHintFlagsMembersBeyondIt()
{
    SemaphoreTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<StateEntry> entries = timed(5);
    entries[1].flag = StateEntry::Flag::Expired; // expired members take no permit
    model.setStates({state(PrimitiveKind::Semaphore, "pool", entries)});
    QCOMPARE(model.index(0, SemaphoreTableModel::Limit).data().toString(), QString());
    model.setLimitHint(Family, "pool", 3);
    QCOMPARE(model.index(0, SemaphoreTableModel::Limit).data().toString(),
             QStringLiteral("3 (assumed)"));
    QVERIFY(model.limitIsAssumed(0));
    QCOMPARE(model.index(0, SemaphoreTableModel::Holders).data().toString(), QStringLiteral("4"));
    QCOMPARE(model.index(0, SemaphoreTableModel::Expired).data().toString(), QStringLiteral("1"));
    QCOMPARE(model.index(0, SemaphoreTableModel::Free).data().toString(), QStringLiteral("0"));
    QCOMPARE(model.index(0, SemaphoreTableModel::BeyondLimit).data().toString(),
             QStringLiteral("1"));
    const PrimitiveState &s = model.stateAt(0);
    QCOMPARE(s.entries.at(3).flag, StateEntry::Flag::None); // live ranks 0, 2, 3 hold permits
    QCOMPARE(s.entries.at(4).flag, StateEntry::Flag::BeyondLimit);
}

void TestSemaphoreModels::storedLimitWinsOverHint()
{
    SemaphoreTableModel model;
    PrimitiveState s = state(PrimitiveKind::ExpirableSemaphore, "r", timed(2), "redisson-pes");
    s.limit = 10;
    model.setLimitHint(QStringLiteral("redisson-pes"), "r", 1);
    model.setStates({s});
    QCOMPARE(model.index(0, SemaphoreTableModel::Limit).data().toString(), QStringLiteral("10"));
    QVERIFY(!model.limitIsAssumed(0));
    QCOMPARE(model.index(0, SemaphoreTableModel::Free).data().toString(), QStringLiteral("8"));
}

void TestSemaphoreModels::membersShowScoreAsAgeCounterOrTimeLeft_data()
{
    QTest::addColumn<QList<StateEntry>>("entries");
    QTest::addColumn<int>("measure");
    QTest::addColumn<QString>("score");
    QTest::addColumn<QString>("age");
    QTest::addColumn<double>("chartValue");
    QTest::newRow("acquire time: age")
        << QList<StateEntry>{entry("a", double(NowMs - 1500), NowMs - 1500)}
        << int(SemaphoreMembersModel::Measure::AgeSeconds) << QString::number(NowMs - 1500)
        << QStringLiteral("1.5 s") << 1.5;
    QTest::newRow("fair counter, acquire time beside")
        << QList<StateEntry>{entry("a", 7, NowMs - 2000)}
        << int(SemaphoreMembersModel::Measure::Counter) << QStringLiteral("counter 7")
        << QStringLiteral("2.0 s") << 7.0;
    QTest::newRow("ttl-keys counter, no time") << QList<StateEntry>{entry("a", 3, std::nullopt)}
                                               << int(SemaphoreMembersModel::Measure::Counter)
                                               << QStringLiteral("counter 3") << QString() << 3.0;
    QTest::newRow("expiry: time left")
        << QList<StateEntry>{entry("a", double(NowMs + 2000), NowMs + 2000)}
        << int(SemaphoreMembersModel::Measure::TimeLeftSeconds) << QString::number(NowMs + 2000)
        << QStringLiteral("expires in 2.0 s") << 2.0;
}

void TestSemaphoreModels::membersShowScoreAsAgeCounterOrTimeLeft()
{
    QFETCH(QList<StateEntry>, entries);
    QFETCH(int, measure);
    QFETCH(QString, score);
    QFETCH(QString, age);
    QFETCH(double, chartValue);
    SemaphoreMembersModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setState(state(PrimitiveKind::Semaphore, "s", entries));
    QCOMPARE(int(model.measure()), measure);
    QCOMPARE(model.index(0, SemaphoreMembersModel::Score).data().toString(), score);
    QCOMPARE(model.index(0, SemaphoreMembersModel::Age).data().toString(), age);
    QCOMPARE(model.index(0, 0).data(SemaphoreMembersModel::ChartValueRole).toDouble(), chartValue);
}

void TestSemaphoreModels::membersFlagsAreTextAndColour()
{
    SemaphoreMembersModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<StateEntry> entries = timed(3);
    entries[1].flag = StateEntry::Flag::Expired;
    entries[1].ttlMs = -2;
    entries[2].flag = StateEntry::Flag::BeyondLimit;
    entries[0].ttlMs = 4200;
    model.setState(state(PrimitiveKind::Semaphore, "s", entries));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(2, SemaphoreMembersModel::Rank).data().toString(), QStringLiteral("2"));
    QCOMPARE(model.index(0, SemaphoreMembersModel::Flag).data().toString(), QString());
    QCOMPARE(model.index(1, SemaphoreMembersModel::Flag).data().toString(),
             QStringLiteral("expired, not cleaned"));
    QCOMPARE(model.index(2, SemaphoreMembersModel::Flag).data().toString(),
             QStringLiteral("beyond limit"));
    QCOMPARE(model.index(0, SemaphoreMembersModel::LeaseTtl).data().toString(),
             QStringLiteral("4.2 s"));
    QCOMPARE(model.index(1, SemaphoreMembersModel::LeaseTtl).data().toString(),
             QStringLiteral("gone"));
    QVERIFY(!model.index(0, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(model.index(1, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(model.index(2, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(model.index(1, 0).data(Qt::BackgroundRole) !=
            model.index(2, 0).data(Qt::BackgroundRole));
    QCOMPARE(model.index(2, 0).data(SemaphoreMembersModel::FlagRole).toInt(),
             int(StateEntry::Flag::BeyondLimit));
}

void TestSemaphoreModels::membersMergeByHolderWhenRanksShift()
{
    SemaphoreMembersModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    const QList<StateEntry> all = timed(4);
    model.setState(state(PrimitiveKind::Semaphore, "s", all));
    const QPersistentModelIndex h2 = model.index(2, 0);
    inserted.clear();
    model.setState(state(PrimitiveKind::Semaphore, "s", all.mid(1))); // h0 released
    QCOMPARE(removed.size(), 1);
    QCOMPARE(removed.last().at(1).toInt(), 0);
    QCOMPARE(inserted.size(), 0);
    QCOMPARE(h2.row(), 1); // the holder's row followed it
    QCOMPARE(h2.data(SemaphoreMembersModel::HolderRole).toByteArray(), QByteArray("h2"));
    QCOMPARE(model.index(1, SemaphoreMembersModel::Rank).data().toString(), QStringLiteral("1"));
    QCOMPARE(resets.size(), 0);
}

void TestSemaphoreModels::membersReorderWithoutReset()
{
    SemaphoreMembersModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QList<StateEntry> all = timed(4);
    model.setState(state(PrimitiveKind::Semaphore, "s", all));
    std::swap(all[0], all[3]);
    all.append(entry("new", double(NowMs), NowMs));
    model.setState(state(PrimitiveKind::Semaphore, "s", all));
    QCOMPARE(model.rowCount(), 5);
    for (int r = 0; r < all.size(); ++r)
        QCOMPARE(model.index(r, 0).data(SemaphoreMembersModel::HolderRole).toByteArray(),
                 all.at(r).id);
    model.setState(state(PrimitiveKind::Semaphore, "s", {}));
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(resets.size(), 0);
}

void TestSemaphoreModels::randomTicksKeepRowsEqualToState()
{
    // Members come, go and change places at random; after each tick the rows are the state's
    // members in order, the model never resets, and the tester sees a valid model throughout.
    SemaphoreMembersModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QRandomGenerator random(7);
    QList<StateEntry> pool = timed(30);
    for (int tick = 0; tick < 300; ++tick) {
        QList<StateEntry> members;
        for (const StateEntry &e : std::as_const(pool))
            if (random.bounded(3) != 0)
                members << e;
        for (int swaps = int(random.bounded(3)); swaps > 0 && members.size() > 1; --swaps)
            members.swapItemsAt(random.bounded(members.size()), random.bounded(members.size()));
        model.setState(state(PrimitiveKind::Semaphore, "s", members));
        QCOMPARE(model.rowCount(), members.size());
        for (int r = 0; r < members.size(); ++r)
            QCOMPARE(model.index(r, 0).data(SemaphoreMembersModel::HolderRole).toByteArray(),
                     members.at(r).id);
    }
    QCOMPARE(resets.size(), 0);
}

void TestSemaphoreModels::kindComesFromKeysNotScores_data()
{
    QTest::addColumn<QList<QByteArray>>("roles"); // role:encoding
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("candidates");
    const QString basic = QStringLiteral("basic");
    const QString fair = QStringLiteral("fair");
    const QString locked = QStringLiteral("locked");
    const QString atomic = QStringLiteral("atomic");
    const QString ttlKeys = QStringLiteral("ttl-keys");
    const QByteArray timedHolders = "holders:acquired-or-expiry-ms";
    // Acquire times and expiries are both epoch ms: a skewed client clock makes either look
    // like the other, so the keys cannot tell basic from atomic.
    QTest::newRow("time-scored holders only")
        << QList<QByteArray>{timedHolders} << QString() << QStringList{basic, atomic};
    QTest::newRow("holders by counter")
        << QList<QByteArray>{"holders:counter", "counter:count"} << ttlKeys << QStringList{ttlKeys};
    QTest::newRow("holders by counter, lease keys")
        << QList<QByteArray>{"holders:counter", "counter:count", "lease:token"} << ttlKeys
        << QStringList{ttlKeys};
    // Without a time-like first score (the sample may be missing) the holders read as a
    // counter; only ttl-keys' own keys make that ttl-keys.
    QTest::newRow("holders by counter, no counter key")
        << QList<QByteArray>{"holders:counter"} << QString()
        << QStringList{basic, fair, locked, atomic, ttlKeys};
    QTest::newRow("holders by counter with owners")
        << QList<QByteArray>{"holders:counter", "owners:counter", "counter:count"} << QString()
        << QStringList{fair, locked};
    QTest::newRow("owners and counter")
        << QList<QByteArray>{timedHolders, "owners:counter", "counter:count"} << QString()
        << QStringList{fair, locked};
    QTest::newRow("semlock while acquiring")
        << QList<QByteArray>{timedHolders, "owners:counter", "counter:count", "lock:token"}
        << locked << QStringList{locked};
    QTest::newRow("no holders") << QList<QByteArray>{"counter:count"} << QString() << QStringList();
}

void TestSemaphoreModels::kindComesFromKeysNotScores()
{
    QFETCH(QList<QByteArray>, roles);
    QFETCH(QString, kind);
    QFETCH(QStringList, candidates);
    DiscoveredPrimitive p;
    p.family = Family;
    p.name = "s";
    for (const QByteArray &r : roles)
        p.keys << key("s", r.left(r.indexOf(':')), r.mid(r.indexOf(':') + 1));
    const SemaphoreKind found = SemaphoreKind::fromKeys(p);
    QCOMPARE(found.kind, kind);
    QCOMPARE(found.candidates, candidates);
    QCOMPARE(found.isKnown(), !kind.isEmpty());
    QVERIFY(!found.explanation.isEmpty());
    QCOMPARE(found.text().startsWith(QStringLiteral("unknown")), kind.isEmpty());
    for (const QString &c : candidates)
        QVERIFY2(found.text().contains(c), qPrintable(found.text()));
}

void TestSemaphoreModels::tableShowsKindAndWhyItIsUnknown()
{
    SemaphoreTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // An expiry in the future, as an atomic semaphore writes, or a basic one with a fast clock.
    PrimitiveState future = state(PrimitiveKind::Semaphore, "future",
                                  {entry("h", double(NowMs + 60'000), NowMs + 60'000)});
    future.primitive.keys = {key("future", "holders", "acquired-or-expiry-ms")};
    PrimitiveState counted =
        state(PrimitiveKind::Semaphore, "counted", {entry("h", 3, std::nullopt)});
    counted.primitive.keys = {key("counted", "holders", "counter"),
                              key("counted", "counter", "count")};
    PrimitiveState other =
        state(PrimitiveKind::Semaphore, "semaphore:x", timed(1), "ria-semaphore");
    model.setStates({future, counted, other});
    const auto cell = [&](const QByteArray &name, const char *family, int role) {
        return model
            .index(model.rowOf(QString::fromLatin1(family), name), SemaphoreTableModel::Kind)
            .data(role)
            .toString();
    };
    QCOMPARE(cell("future", "coordscope-semaphore", Qt::DisplayRole),
             QStringLiteral("unknown (basic or atomic)"));
    QVERIFY2(cell("future", "coordscope-semaphore", Qt::ToolTipRole)
                 .contains(QStringLiteral("cannot tell")),
             qPrintable(cell("future", "coordscope-semaphore", Qt::ToolTipRole)));
    QCOMPARE(cell("counted", "coordscope-semaphore", Qt::DisplayRole), QStringLiteral("ttl-keys"));
    QCOMPARE(cell("semaphore:x", "ria-semaphore", Qt::DisplayRole), QString()); // not CoordScope's
    QCOMPARE(model.headerData(SemaphoreTableModel::Kind, Qt::Horizontal).toString(),
             QStringLiteral("Kind"));
}

void TestSemaphoreModels::kindOnceDecidedStaysWhileTheKeysFitIt()
{
    SemaphoreTableModel model;
    PrimitiveState busy = state(PrimitiveKind::Semaphore, "pool", timed(1));
    busy.primitive.keys = {key("pool", "holders", "acquired-or-expiry-ms"),
                           key("pool", "owners", "counter"), key("pool", "lock", "token")};
    model.setStates({busy});
    const auto kind = [&model] {
        return model.index(model.rowOf(Family, "pool"), SemaphoreTableModel::Kind)
            .data()
            .toString();
    };
    QCOMPARE(kind(), QStringLiteral("locked"));
    // The next discovery finds no :semlock (no acquire running): still the locked semaphore.
    PrimitiveState idle = busy;
    idle.primitive.keys.removeLast();
    model.setStates({idle});
    QCOMPARE(kind(), QStringLiteral("locked"));
    // Keys that no longer fit it (no :owners): the keys decide again.
    PrimitiveState other = busy;
    other.primitive.keys = {key("pool", "holders", "acquired-or-expiry-ms")};
    model.setStates({other});
    QCOMPARE(kind(), QStringLiteral("unknown (basic or atomic)"));
    // Once the keys no longer fit it, it is forgotten: fitting keys later do not bring it back.
    model.setStates({idle});
    QCOMPARE(kind(), QStringLiteral("unknown (fair or locked)"));
    // Another server has nothing to remember.
    model.setStates({busy});
    QCOMPARE(kind(), QStringLiteral("locked"));
    model.forgetServer();
    model.setStates({idle});
    QCOMPARE(kind(), QStringLiteral("unknown (fair or locked)"));
}

void TestSemaphoreModels::countsSortAsNumbers()
{
    SemaphoreTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(SemaphoreTableModel::SortRole);
    model.setStates({state(PrimitiveKind::Semaphore, "ten", timed(10)),
                     state(PrimitiveKind::Semaphore, "nine", timed(9)),
                     state(PrimitiveKind::Semaphore, "hundred", timed(100))});
    model.setLimitHint(Family, "nine", 20);
    model.setLimitHint(Family, "hundred", 100);
    const auto names = [&] {
        QStringList out;
        for (int r = 0; r < proxy.rowCount(); ++r)
            out << proxy.index(r, SemaphoreTableModel::Name).data().toString();
        return out;
    };
    proxy.sort(SemaphoreTableModel::Holders, Qt::AscendingOrder);
    QCOMPARE(names(), (QStringList{QStringLiteral("nine"), QStringLiteral("ten"),
                                   QStringLiteral("hundred")}));
    QCOMPARE(proxy.index(0, SemaphoreTableModel::Holders).data(SemaphoreTableModel::SortRole),
             QVariant(qint64(9)));
    // "20 (assumed)" sorts as 20; a semaphore with no known limit sorts last.
    proxy.sort(SemaphoreTableModel::Limit, Qt::AscendingOrder);
    QCOMPARE(names(), (QStringList{QStringLiteral("nine"), QStringLiteral("hundred"),
                                   QStringLiteral("ten")}));
    proxy.sort(SemaphoreTableModel::Name, Qt::AscendingOrder); // text columns sort as text
    QCOMPARE(names().first(), QStringLiteral("hundred"));
}

void TestSemaphoreModels::unchangedTickSignalsNothing()
{
    // A tick where nothing changed costs no signal; one changed member costs one dataChanged
    // for its row, naming the roles that changed.
    SemaphoreMembersModel members;
    QAbstractItemModelTester tester(&members,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<StateEntry> entries = timed(50);
    members.setState(state(PrimitiveKind::Semaphore, "s", entries));
    QSignalSpy changed(&members, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&members, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&members, &QAbstractItemModel::rowsRemoved);
    QSignalSpy header(&members, &QAbstractItemModel::headerDataChanged);
    members.setState(state(PrimitiveKind::Semaphore, "s", entries));
    QCOMPARE(changed.size() + inserted.size() + removed.size() + header.size(), 0);
    entries[20].flag = StateEntry::Flag::Expired;
    members.setState(state(PrimitiveKind::Semaphore, "s", entries));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 20);
    QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 20);
    const auto roles = changed.at(0).at(2).value<QList<int>>();
    QVERIFY(roles.contains(Qt::DisplayRole));
    QVERIFY(roles.contains(Qt::BackgroundRole));
    QVERIFY(roles.contains(SemaphoreMembersModel::FlagRole));
    QCOMPARE(inserted.size() + removed.size(), 0);
}

QTEST_MAIN(TestSemaphoreModels)
#include "tst_semaphoremodels.moc"
