#include "lockhistory.h"

#include <QTest>

namespace {
const QString Family = QStringLiteral("coordscope-token-lock");

PrimitiveState lockState(const QByteArray &name, qint64 atMs, std::optional<QByteArray> holder,
                         qint64 ttlMs, PrimitiveKind kind = PrimitiveKind::Lock)
{
    PrimitiveState s;
    s.primitive.kind = kind;
    s.primitive.family = Family;
    s.primitive.library = QStringLiteral("CoordScope");
    s.primitive.name = name;
    s.serverTimeMs = atMs;
    s.holder = std::move(holder);
    s.ttlMs = s.holder ? ttlMs : -2;
    return s;
}

using End = LockHoldInterval::End;
} // namespace

class TestLockHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goneWithTtlLeftIsReleased();
    void goneAfterTtlRanOutIsExpired();
    void holderChangeBetweenTicks_data();
    void holderChangeBetweenTicks();
    void lockMissingFromSnapshotIsNotHeld();
    void repeatedReadChangesNothing();
    void otherKindsAreIgnored();
    void windowDropsOldIntervals();
    void keepsTheMostRecentlyActiveLocks();
    void manyHeldLocksShowAStableSelection();
    void capsIntervalsPerLock();
    void clockFarBehindStartsOver();
    void unchangedVersionIsNotLookedAt();
    void freeListedLockIsKeptButNotShown();
    void emptyListAfterATrimClosesTheHolds();
    void kindChangeUnderTheSameNameIsFollowed();
};

void TestLockHistory::goneWithTtlLeftIsReleased()
{
    LockHistory h;
    h.update(1000, {lockState("a", 1000, "t1", 10000)});
    h.update(1500, {lockState("a", 1500, "t1", 9500)});
    h.update(2000, {lockState("a", 2000, std::nullopt, -2)});
    const LockTrack *t = h.track(Family, "a");
    QVERIFY(t);
    QCOMPARE(t->intervals.size(), 1);
    QCOMPARE(t->intervals.at(0).holder, QByteArray("t1"));
    QCOMPARE(t->intervals.at(0).startMs, 1000);
    QCOMPARE(t->intervals.at(0).endMs, 2000);
    QCOMPARE(t->intervals.at(0).end, End::Released);
    QVERIFY(!t->isHeld());
}

void TestLockHistory::goneAfterTtlRanOutIsExpired()
{
    LockHistory h;
    h.update(1000, {lockState("a", 1000, "t1", 1000)});
    h.update(1500, {lockState("a", 1500, "t1", 300)});
    h.update(2000, {lockState("a", 2000, std::nullopt, -2)});
    const LockTrack *t = h.track(Family, "a");
    QVERIFY(t);
    QCOMPARE(t->intervals.size(), 1);
    QCOMPARE(t->intervals.at(0).end, End::Expired);
    QCOMPARE(t->intervals.at(0).endMs, 1800); // last seen + the TTL it had then
}

void TestLockHistory::holderChangeBetweenTicks_data()
{
    QTest::addColumn<qint64>("ttlOfFirst");
    QTest::addColumn<End>("expectedEnd");
    QTest::addColumn<qint64>("expectedEndMs");
    // Read at 1000 with ttlOfFirst left, another holder read at 1500.
    QTest::newRow("lease left: taken over when the new holder is seen")
        << qint64(5000) << End::TakenOver << qint64(1500);
    QTest::newRow("no lease: taken over") << qint64(-1) << End::TakenOver << qint64(1500);
    QTest::newRow("lease ran out: expired at its expiry, then a new hold")
        << qint64(200) << End::Expired << qint64(1200);
    QTest::newRow("lease ran out exactly at the read: expired")
        << qint64(500) << End::Expired << qint64(1500);
}

void TestLockHistory::holderChangeBetweenTicks()
{
    QFETCH(qint64, ttlOfFirst);
    QFETCH(End, expectedEnd);
    QFETCH(qint64, expectedEndMs);
    LockHistory h;
    h.update(1000, {lockState("a", 1000, "t1", ttlOfFirst)});
    h.update(1500, {lockState("a", 1500, "t2", 4000)});
    const LockTrack *t = h.track(Family, "a");
    QVERIFY(t);
    QCOMPARE(t->intervals.size(), 2);
    QCOMPARE(t->intervals.at(0).end, expectedEnd);
    QCOMPARE(t->intervals.at(0).endMs, expectedEndMs);
    QCOMPARE(t->intervals.at(1).holder, QByteArray("t2"));
    QCOMPARE(t->intervals.at(1).startMs, 1500);
    QCOMPARE(t->intervals.at(1).end, End::StillHeld);
    QVERIFY(t->isHeld());
}

void TestLockHistory::lockMissingFromSnapshotIsNotHeld()
{
    LockHistory h;
    h.update(1000, {lockState("a", 1000, "t1", 60000), lockState("b", 1000, "t2", 60000)});
    h.update(1500, {lockState("b", 1500, "t2", 59500)});
    QCOMPARE(h.track(Family, "a")->intervals.at(0).end, End::Released);
    QCOMPARE(h.track(Family, "a")->intervals.at(0).endMs, 1500);
    QVERIFY(h.track(Family, "b")->isHeld());
}

void TestLockHistory::repeatedReadChangesNothing()
{
    // A bounded tick hands over the state it read before: same time, nothing new.
    LockHistory h;
    h.update(1000, {lockState("a", 1000, "t1", 300)});
    h.update(2000, {lockState("a", 1000, "t1", 300)});
    const LockTrack *t = h.track(Family, "a");
    QVERIFY(t);
    QVERIFY(t->isHeld());
    QCOMPARE(t->intervals.at(0).endMs, 1000);
    QCOMPARE(h.nowMs(), 2000);
}

void TestLockHistory::otherKindsAreIgnored()
{
    LockHistory h;
    h.update(1000, {lockState("sem", 1000, "x", 100, PrimitiveKind::Semaphore),
                    lockState("r", 1000, "owner", 100, PrimitiveKind::ReentrantLock)});
    QCOMPARE(h.tracks().size(), 1);
    QCOMPARE(h.tracks().at(0).name, QByteArray("r"));
    QCOMPARE(h.tracks().at(0).kind, PrimitiveKind::ReentrantLock);
}

void TestLockHistory::windowDropsOldIntervals()
{
    LockHistory h(10000);
    h.update(1000, {lockState("a", 1000, "t1", 60000), lockState("b", 1000, "t2", 600000)});
    h.update(2000, {lockState("b", 2000, "t2", 599000)});
    QCOMPARE(h.tracks().size(), 2);
    h.update(11999, {lockState("b", 11999, "t2", 589000)});
    QCOMPARE(h.tracks().size(), 2); // a's hold ended at 2000: still inside [1999, 11999]
    h.update(12001, {lockState("b", 12001, "t2", 589000)});
    QCOMPARE(h.tracks().size(), 1);
    // A hold still going stays however long ago it started.
    QCOMPARE(h.tracks().at(0).name, QByteArray("b"));
    QCOMPARE(h.tracks().at(0).intervals.at(0).startMs, 1000);
}

void TestLockHistory::keepsTheMostRecentlyActiveLocks()
{
    LockHistory h(120000, 3);
    for (int i = 0; i < 5; ++i) {
        // lock i is held at time 1000 * (i + 1) and released right after
        const QByteArray name = "l" + QByteArray::number(i);
        h.update(1000 * (i + 1), {lockState(name, 1000 * (i + 1), "t", 60000)});
        h.update(1000 * (i + 1) + 10, {lockState(name, 1000 * (i + 1) + 10, std::nullopt, -2)});
    }
    const QList<LockTrack> tracks = h.tracks();
    QCOMPARE(tracks.size(), 3);
    QCOMPARE(tracks.at(0).name, QByteArray("l2"));
    QCOMPARE(tracks.at(2).name, QByteArray("l4"));
}

void TestLockHistory::manyHeldLocksShowAStableSelection()
{
    LockHistory h(120000, 10);
    const auto tick = [&h](qint64 at) {
        QList<PrimitiveState> states;
        for (int i = 0; i < 100; ++i)
            states << lockState("l" + QByteArray::number(100 + i), at, "t", 60000);
        h.update(at, states);
    };
    tick(1000);
    const QList<LockTrack> first = h.tracks();
    tick(1500);
    const QList<LockTrack> second = h.tracks();
    QCOMPARE(first.size(), 10);
    QCOMPARE(h.trackedCount(), 100);
    for (int i = 0; i < 10; ++i) {
        QCOMPARE(second.at(i).name, first.at(i).name);
        QCOMPARE(second.at(i).intervals.size(), 1); // the same hold, not a new one each tick
    }
    QCOMPARE(first.at(0).name, QByteArray("l100"));
}

void TestLockHistory::capsIntervalsPerLock()
{
    LockHistory h(10'000'000);
    qint64 t = 1000;
    for (int i = 0; i < LockHistory::MaxIntervalsPerLock + 50; ++i) {
        h.update(t, {lockState("a", t, "t" + QByteArray::number(i), 60000)});
        t += 10;
        h.update(t, {lockState("a", t, std::nullopt, -2)});
        t += 10;
    }
    const LockTrack *track = h.track(Family, "a");
    QVERIFY(track);
    QCOMPARE(track->intervals.size(), LockHistory::MaxIntervalsPerLock);
    QCOMPARE(track->intervals.last().holder,
             "t" + QByteArray::number(LockHistory::MaxIntervalsPerLock + 49));
}

void TestLockHistory::clockFarBehindStartsOver()
{
    LockHistory h(10000);
    h.update(1'000'000, {lockState("a", 1'000'000, "t1", 60000)});
    h.update(5000, {lockState("b", 5000, "t2", 60000)});
    QCOMPARE(h.tracks().size(), 1);
    QCOMPARE(h.tracks().at(0).name, QByteArray("b"));
}

void TestLockHistory::unchangedVersionIsNotLookedAt()
{
    LockHistory h;
    h.update(1000, {lockState("a", 1000, "t1", 60000), lockState("b", 1000, "t1", 60000)}, {1, 2});
    // "a" was not re-read (same version): whatever its state says is not a new read. "b" was.
    h.update(1500, {lockState("a", 1500, "t2", 60000), lockState("b", 1500, "t2", 60000)}, {1, 3});
    QCOMPARE(h.track(Family, "a")->intervals.size(), 1);
    QCOMPARE(h.track(Family, "a")->intervals.last().holder, QByteArray("t1"));
    QCOMPARE(h.track(Family, "b")->intervals.size(), 2);
    QCOMPARE(h.track(Family, "b")->intervals.last().holder, QByteArray("t2"));
}

void TestLockHistory::freeListedLockIsKeptButNotShown()
{
    LockHistory h;
    h.update(1000,
             {lockState("free", 1000, std::nullopt, -2), lockState("held", 1000, "t", 60000)});
    QCOMPARE(h.trackedCount(), 1);
    QCOMPARE(h.tracks().size(), 1);
    QCOMPARE(h.tracks().first().name, QByteArray("held"));
    // Taken later, it is followed from the read that sees it held.
    h.update(2000, {lockState("free", 2000, "u", 60000), lockState("held", 2000, "t", 60000)});
    QCOMPARE(h.tracks().size(), 2);
    QCOMPARE(h.track(Family, "free")->intervals.first().startMs, 2000);
}

void TestLockHistory::emptyListAfterATrimClosesTheHolds()
{
    LockHistory h(10000);
    h.update(1000, {lockState("a", 1000, "t", 60000), lockState("b", 1000, "u", 60000)});
    h.update(2000, {lockState("a", 2000, "t", 60000)});   // b no longer listed: released
    h.update(12500, {lockState("a", 12500, "t", 60000)}); // b's hold leaves the window
    QVERIFY(!h.track(Family, "b"));
    h.update(13000, {}); // every lock gone (FLUSHDB)
    QVERIFY(h.track(Family, "a"));
    QVERIFY(!h.track(Family, "a")->isHeld());
}

void TestLockHistory::kindChangeUnderTheSameNameIsFollowed()
{
    LockHistory h;
    h.update(1000, {lockState("a", 1000, "t", 60000, PrimitiveKind::Counter)});
    QVERIFY(!h.track(Family, "a"));
    h.update(2000, {lockState("a", 2000, "t", 60000)}); // a user rule now makes it a lock
    QVERIFY(h.track(Family, "a"));
    QVERIFY(h.track(Family, "a")->isHeld());
    h.update(3000, {lockState("a", 3000, "t", 60000, PrimitiveKind::Counter)});
    QVERIFY(!h.track(Family, "a")->isHeld()); // not a lock any more: its hold ends
}

QTEST_APPLESS_MAIN(TestLockHistory)
#include "tst_lockhistory.moc"
