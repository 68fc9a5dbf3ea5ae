#include "locktablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

namespace {
const QString Family = QStringLiteral("coordscope-token-lock");

PrimitiveState lockState(const QByteArray &name, std::optional<QByteArray> holder, qint64 ttlMs,
                         qint64 serverTimeMs = 1000, PrimitiveKind kind = PrimitiveKind::Lock)
{
    PrimitiveState s;
    s.primitive.kind = kind;
    s.primitive.family = Family;
    s.primitive.library = QStringLiteral("CoordScope");
    s.primitive.name = name;
    DiscoveredKey key;
    key.key = "cs:{" + name + "}:lock";
    key.role = "lock";
    key.type = "string";
    key.ttlMs = ttlMs;
    s.primitive.keys.append(key);
    s.serverTimeMs = serverTimeMs;
    s.holder = std::move(holder);
    s.ttlMs = s.holder ? ttlMs : -2;
    return s;
}
} // namespace

class TestLockTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAreKeyedAndMergedInPlace();
    void otherKindsAreSkipped();
    void ttlCountsDownBetweenReads();
    void unchangedVersionKeepsTheCountdown();
    void fractionIsAgainstTheLargestTtlOfTheHold();
    void columnsShowHoldsFencingWaitersAndNotes();
    void advanceCountdownSignalsOnlyTheTtlColumn();
    void ttlIsCountedFromTheReadsServerTime();
    void rereadOfTheSameLeaseSignalsNothing();
    void changedRowSignalsOnlyTheColumnsThatChanged();
    void countdownKeepsTheTtlOrderStill();
    void firstSnapshotIsInsertedInBatches();
    void snapshotReplacesTheRowsWaitingToBeInserted();
    void lockCountIncludesRowsWaitingToBeInserted();
    void serverClockSteppingBackReanchorsTheCountdown();

private:
    qint64 m_now = 0;
    void useFakeClock(LockTableModel &model)
    {
        m_now = 0;
        model.setClock([this] { return m_now; });
    }
};

void TestLockTableModel::rowsAreKeyedAndMergedInPlace()
{
    LockTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    model.setStates({lockState("a", "t1", 5000), lockState("b", "t2", 5000)});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(inserted.size(), 1);
    model.setStates({lockState("b", "t3", 5000, 2000), lockState("c", "t4", 5000)});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.rowOf(Family, "a"), -1);
    QCOMPARE(model.rowOf(Family, "b"), 0);
    QCOMPARE(model.rowOf(Family, "c"), 1);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(changed.size(), 1); // b's holder changed
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 0);
    QCOMPARE(model.index(0, LockTableModel::Holder).data().toString(), QStringLiteral("t3"));
    // The same state again: nothing to report.
    model.setStates({lockState("b", "t3", 5000, 2000), lockState("c", "t4", 5000)});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(resets.size(), 0);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestLockTableModel::otherKindsAreSkipped()
{
    LockTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStates({lockState("sem", "x", 100, 1000, PrimitiveKind::Semaphore),
                     lockState("job", "w", 100, 1000, PrimitiveKind::JobLock),
                     lockState("r", "owner", 100, 1000, PrimitiveKind::ReentrantLock)});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.rowOf(Family, "sem"), -1);
    QCOMPARE(model.index(model.rowOf(Family, "job"), LockTableModel::Kind)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .startsWith(primitiveKindDescription(PrimitiveKind::JobLock)),
             true);
}

void TestLockTableModel::ttlCountsDownBetweenReads()
{
    LockTableModel model;
    useFakeClock(model);
    model.setStates({lockState("a", "t1", 10000), lockState("free", std::nullopt, -2),
                     lockState("forever", "t", -1)});
    QCOMPARE(model.remainingTtlMs(0), 10000);
    m_now = 3000;
    QCOMPARE(model.remainingTtlMs(0), 7000);
    QCOMPARE(
        model.index(0, LockTableModel::Ttl).data(LockTableModel::RemainingTtlRole).toLongLong(),
        7000);
    QVERIFY(!model.index(0, LockTableModel::Ttl).data().toString().isEmpty());
    m_now = 25000;
    QCOMPARE(model.remainingTtlMs(0), 0); // clamped
    QCOMPARE(model.remainingTtlMs(1), -2);
    QCOMPARE(model.remainingTtlMs(2), -1);
    QCOMPARE(model.index(2, LockTableModel::Ttl).data().toString(), QStringLiteral("no expiry"));
    // A new read starts the countdown again from what it says.
    model.setStates({lockState("a", "t1", 4000, 26000)});
    QCOMPARE(model.remainingTtlMs(0), 4000);
}

void TestLockTableModel::unchangedVersionKeepsTheCountdown()
{
    LockTableModel model;
    useFakeClock(model);
    model.setStates({lockState("a", "t1", 10000)}, {1});
    m_now = 2000;
    model.setStates({lockState("a", "t1", 10000)}, {1}); // not read again this tick
    QCOMPARE(model.remainingTtlMs(0), 8000);
    model.setStates({lockState("a", "t1", 8100, 3000)}, {2});
    QCOMPARE(model.remainingTtlMs(0), 8100);
}

void TestLockTableModel::fractionIsAgainstTheLargestTtlOfTheHold()
{
    LockTableModel model;
    useFakeClock(model);
    model.setStates({lockState("a", "t1", 10000, 1000)});
    QCOMPARE(model.ttlFraction(0), 1.0);
    model.setStates({lockState("a", "t1", 4000, 7000)});
    QCOMPARE(model.ttlFraction(0), 0.4);
    m_now = 2000;
    QCOMPARE(model.index(0, LockTableModel::Ttl).data(LockTableModel::TtlFractionRole).toDouble(),
             0.2);
    // Another holder: a new hold, measured against its own lease.
    model.setStates({lockState("a", "t2", 4000, 9000)});
    QCOMPARE(model.ttlFraction(0), 1.0);
    model.setStates({lockState("a", std::nullopt, -2, 9500)});
    QCOMPARE(model.ttlFraction(0), -1.0);
    QCOMPARE(model.index(0, LockTableModel::Holder).data().toString(), QStringLiteral("free"));
}

void TestLockTableModel::columnsShowHoldsFencingWaitersAndNotes()
{
    LockTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    PrimitiveState reentrant =
        lockState("inv", "owner-1", 5000, 1000, PrimitiveKind::ReentrantLock);
    reentrant.counts.append({"holds", 2});
    PrimitiveState fenced = lockState("ledger", "tok", 5000);
    fenced.fencing = 7;
    PrimitiveState fair = lockState("fair", "w0", 5000, 1000, PrimitiveKind::FairLock);
    fair.totalEntries = 3;
    fair.notes << QStringLiteral("key vanished");
    model.setStates({reentrant, fenced, fair});
    QCOMPARE(model.index(0, LockTableModel::Holds).data().toString(), QStringLiteral("2"));
    QCOMPARE(model.index(1, LockTableModel::Fencing).data().toString(), QStringLiteral("7"));
    QCOMPARE(model.index(1, LockTableModel::Holds).data().toString(), QString());
    QCOMPARE(model.index(2, LockTableModel::Waiters).data().toString(), QStringLiteral("3"));
    QCOMPARE(model.index(2, LockTableModel::Notes).data().toString(),
             QStringLiteral("key vanished"));
    QCOMPARE(model.index(1, 0).data(LockTableModel::KeyRole).toString(),
             QStringLiteral("cs:{ledger}:lock"));
    QCOMPARE(model.index(1, LockTableModel::Fencing).data(LockTableModel::SortRole).toLongLong(),
             7);
    // A failed read is a note too.
    model.setStates({reentrant, fenced, fair}, {},
                    {RedisError(), RedisError(RedisError::Kind::Timeout, QStringLiteral("slow")),
                     RedisError()});
    QVERIFY(
        model.index(1, LockTableModel::Notes).data().toString().contains(QStringLiteral("slow")));
}

void TestLockTableModel::advanceCountdownSignalsOnlyTheTtlColumn()
{
    LockTableModel model;
    useFakeClock(model);
    model.setStates({lockState("free", std::nullopt, -2), lockState("a", "t1", 10000),
                     lockState("b", "t2", 10000), lockState("forever", "t3", -1),
                     lockState("c", "t4", 500)});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.advanceCountdown();
    // Two runs of rows with a TTL (a–b, c): not the free lock, not the one with no expiry.
    QCOMPARE(changed.size(), 2);
    const auto range = [&](int i) {
        return std::pair{changed.at(i).at(0).toModelIndex(), changed.at(i).at(1).toModelIndex()};
    };
    QCOMPARE(range(0).first.row(), 1);
    QCOMPARE(range(0).second.row(), 2);
    QCOMPARE(range(1).first.row(), 4);
    QCOMPARE(range(1).second.row(), 4);
    for (int i = 0; i < changed.size(); ++i) {
        QCOMPARE(range(i).first.column(), int(LockTableModel::Ttl));
        QCOMPARE(range(i).second.column(), int(LockTableModel::Ttl));
        QCOMPARE(changed.at(i).at(2).value<QList<int>>(), LockTableModel::countdownRoles());
    }
    // c runs out: one last repaint at 0, then it is no longer counting.
    changed.clear();
    m_now = 600;
    model.advanceCountdown();
    QCOMPARE(changed.size(), 2);
    changed.clear();
    m_now = 700;
    model.advanceCountdown();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(range(0).second.row(), 2);
}

void TestLockTableModel::ttlIsCountedFromTheReadsServerTime()
{
    // A bounded tick hands over a state read 6 s before the newest one: its lease has been
    // counting down on the server since, whenever the snapshot reaches the model.
    LockTableModel model;
    useFakeClock(model);
    m_now = 50000; // the local clock has nothing to do with the server's
    model.setStates({lockState("old", "t1", 10000, 1000), lockState("new", "t2", 10000, 7000)});
    QCOMPARE(model.serverNowMs(), 7000);
    QCOMPARE(model.remainingTtlMs(0), 4000);
    QCOMPARE(model.remainingTtlMs(1), 10000);
    QCOMPARE(model.expiryMs(0), 11000);
    m_now = 51000;
    QCOMPARE(model.remainingTtlMs(0), 3000);
    QCOMPARE(model.remainingTtlMs(1), 9000);
}

void TestLockTableModel::rereadOfTheSameLeaseSignalsNothing()
{
    LockTableModel model;
    useFakeClock(model);
    model.setStates({lockState("a", "t1", 10000, 1000), lockState("b", "t2", 10000, 1000)}, {1, 1});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    // Read again 500 ms later: 9500 ms left, give or take the few ms between TIME and PTTL.
    m_now = 500;
    model.setStates({lockState("a", "t1", 9503, 1500), lockState("b", "t2", 9498, 1500)}, {2, 2});
    QCOMPARE(changed.size(), 0);
    QCOMPARE(model.expiryMs(0), 11000); // the expiry stays put
    // An extended lease is a change, of the TTL cell only.
    model.setStates({lockState("a", "t1", 30000, 1500), lockState("b", "t2", 9498, 1500)}, {3, 3});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), model.index(0, LockTableModel::Ttl));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), model.index(0, LockTableModel::Ttl));
    QCOMPARE(model.expiryMs(0), 31500);
}

void TestLockTableModel::changedRowSignalsOnlyTheColumnsThatChanged()
{
    LockTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    PrimitiveState fenced = lockState("ledger", "tok", 5000);
    fenced.fencing = 7;
    model.setStates({fenced});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    fenced.fencing = 8;
    model.setStates({fenced});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), model.index(0, LockTableModel::Fencing));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), model.index(0, LockTableModel::Fencing));
}

void TestLockTableModel::countdownKeepsTheTtlOrderStill()
{
    LockTableModel model;
    useFakeClock(model);
    QList<PrimitiveState> states;
    for (int i = 0; i < 200; ++i)
        states << lockState("lock-" + QByteArray::number(i), "t", 1000 + (i * 7919) % 50000);
    model.setStates(states);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(LockTableModel::SortRole);
    proxy.setFilterRole(LockTableModel::FilterRole);
    proxy.setFilterKeyColumn(LockTableModel::Name);
    proxy.setFilterFixedString(QStringLiteral("lock-1"));
    proxy.sort(LockTableModel::Ttl);
    QCOMPARE(proxy.rowCount(), 111); // lock-1, lock-10..19, lock-100..199
    const QVariant sortKey = model.index(5, LockTableModel::Ttl).data(LockTableModel::SortRole);
    QSignalSpy moved(&proxy, &QAbstractItemModel::layoutChanged);
    QSignalSpy proxyChanged(&proxy, &QAbstractItemModel::dataChanged);
    for (int tick = 1; tick <= 5; ++tick) {
        m_now = tick * 100;
        model.advanceCountdown();
    }
    // The sort key is the expiry, which the countdown does not move: nothing to reorder.
    QCOMPARE(model.index(5, LockTableModel::Ttl).data(LockTableModel::SortRole), sortKey);
    QVERIFY(proxyChanged.size() > 0);
    QCOMPARE(proxy.rowCount(), 111);
    // The filter matches the row's text, not the countdown's.
    QVERIFY(model.index(5, LockTableModel::Name)
                .data(LockTableModel::FilterRole)
                .toString()
                .contains(QStringLiteral("lock-5")));
    QCOMPARE(model.index(5, LockTableModel::Ttl).data(LockTableModel::FilterRole).toString(),
             QString());
}

void TestLockTableModel::firstSnapshotIsInsertedInBatches()
{
    LockTableModel model;
    QList<PrimitiveState> states;
    for (int i = 0; i < 10000; ++i)
        states << lockState("lock-" + QByteArray::number(i), "t", 60000);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setStates(states);
    // The first batch at once, the others on the next turns of the event loop.
    QCOMPARE(model.rowCount(), LockTableModel::InsertBatchRows);
    QTRY_COMPARE(model.rowCount(), 10000);
    QCOMPARE(inserted.size(), 10000 / LockTableModel::InsertBatchRows);
    QCOMPARE(model.rowOf(Family, "lock-9999"), 9999);
    // The same states again: nothing changed, nothing signalled.
    model.setStates(states);
    QCOMPARE(changed.size(), 0);
    QCOMPARE(inserted.size(), 10000 / LockTableModel::InsertBatchRows);
}

void TestLockTableModel::snapshotReplacesTheRowsWaitingToBeInserted()
{
    LockTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<PrimitiveState> states;
    for (int i = 0; i < LockTableModel::InsertBatchRows + 10; ++i)
        states << lockState("lock-" + QByteArray::number(i), "t", 60000);
    model.setStates(states);
    QCOMPARE(model.rowCount(), LockTableModel::InsertBatchRows);
    // The next snapshot comes before the rest went in, and one of them is gone.
    states.removeLast();
    model.setStates(states);
    QTRY_COMPARE(model.rowCount(), LockTableModel::InsertBatchRows + 9);
    QCOMPARE(model.rowOf(Family, "lock-" + QByteArray::number(LockTableModel::InsertBatchRows + 9)),
             -1);
    model.clear();
    QTest::qWait(10);
    QCOMPARE(model.rowCount(), 0);
}

void TestLockTableModel::lockCountIncludesRowsWaitingToBeInserted()
{
    LockTableModel model;
    QList<PrimitiveState> states;
    for (int i = 0; i < LockTableModel::InsertBatchRows + 500; ++i)
        states << lockState("lock-" + QByteArray::number(i), "t", 10000, 1000);
    model.setStates(states);
    QCOMPARE(model.rowCount(), LockTableModel::InsertBatchRows); // the rest on the next turns
    QCOMPARE(model.lockCount(), LockTableModel::InsertBatchRows + 500);
    QTRY_COMPARE(model.rowCount(), LockTableModel::InsertBatchRows + 500);
    QCOMPARE(model.lockCount(), model.rowCount());
}

void TestLockTableModel::serverClockSteppingBackReanchorsTheCountdown()
{
    LockTableModel model;
    useFakeClock(model);
    model.setStates({lockState("a", "t1", 10000, 100000)}, {1});
    QCOMPARE(model.remainingTtlMs(0), 10000);
    // 500 ms later the server's clock has stepped back 5 s; the same lease has 9.5 s left.
    m_now = 500;
    model.setStates({lockState("a", "t1", 9500, 95500)}, {2});
    QCOMPARE(model.remainingTtlMs(0), 9500);
    m_now = 3000;
    QCOMPARE(model.remainingTtlMs(0), 7000);
}

QTEST_GUILESS_MAIN(TestLockTableModel)
#include "tst_locktablemodel.moc"
