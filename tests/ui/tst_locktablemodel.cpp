#include "locktablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
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
    model.setStates({lockState("free", std::nullopt, -2), lockState("a", "t1", 10000),
                     lockState("b", "t2", 10000)});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.advanceCountdown();
    QCOMPARE(changed.size(), 1);
    const QModelIndex from = changed.at(0).at(0).toModelIndex();
    const QModelIndex to = changed.at(0).at(1).toModelIndex();
    QCOMPARE(from.row(), 1);
    QCOMPARE(to.row(), 2);
    QCOMPARE(from.column(), int(LockTableModel::Ttl));
    QCOMPARE(to.column(), int(LockTableModel::Ttl));
}

QTEST_GUILESS_MAIN(TestLockTableModel)
#include "tst_locktablemodel.moc"
