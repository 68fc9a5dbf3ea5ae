#include "playgroundchecker.h"

#include <QJsonArray>
#include <QTest>

class TestPlaygroundChecker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void overlappingHoldsAreCaught();
    void crashThenTakeoverIsNoOverlap();
    void lostThenTakeoverIsNoOverlap();
    void holdOpenAtTheEndLastsToTheEnd();
    void repeatedGrantToOneClientIsNoOverlap();
    void reentrantHoldLastsUntilItsLastRelease();
    void cleanLockHistoryHasNoViolations();
    void eventsRecordedOutOfOrderAreCheckedInTimeOrder();
    void fencingWouldCatchOnlyAHigherLaterNumber_data();
    void fencingWouldCatchOnlyAHigherLaterNumber();
    void semaphoreAboveLimitIsCaught();
    void semaphoreAtLimitIsClean();
    void semaphoreReleaseByTokenEndsThatPermit();
    void semaphoreHandoverAtOneInstantChangesNoStretch_data();
    void semaphoreHandoverAtOneInstantChangesNoStretch();
    void duplicateDeliveryIsCaught();
    void deliveryAfterAckIsADuplicate();
    void lostItemIsCaught();
    void itemWhoseOnlyConsumerCrashedIsLost();
    void redeliveryAfterCrashIsNoViolation();
    void limiterOverAdmissionIsCaught_data();
    void limiterOverAdmissionIsCaught();
    void windowEdgeDoubleBurstDependsOnWindowKind_data();
    void windowEdgeDoubleBurstDependsOnWindowKind();
    void separateBurstsAreSeparateViolations();
    void burstLimitersAreNotCheckedAsAWindow();
    void limiterSubjectsAreCountedApart();
    void limitInEverySlidingWindowIsClean();
    void jainIndex_data();
    void jainIndex();
    void percentileIsNearestRank_data();
    void percentileIsNearestRank();
    void countOvertakes_data();
    void countOvertakes();
    void fairnessAndWaitsFromHistory();
    void refusedAndPendingAttemptsAreCounted();
    void failedAttemptsAreErrorsNotOperations();
    void failuresAboveTheirShareMakeTheRunInconclusive_data();
    void failuresAboveTheirShareMakeTheRunInconclusive();
    void jainIndexCountsRunClientsWithoutGrants();
    void violationsOfOneInstantAreOrderedByResourceThenClients();
    void violationListIsCappedButEveryOneCounted();
    void throughputOverTheRun();
    void reportToJson();
    void cancelledCheckStopsBetweenItsSteps();
};

namespace {
using Kind = PlaygroundEvent::Kind;
using VKind = CheckReport::Violation::Kind;
// A multiple of every window used here, like a real server time in µs.
constexpr qint64 T0 = 1'763'800'000'000'000;

// Hand-written histories, times in µs after T0.
class Recipe
{
public:
    explicit Recipe(PlaygroundPrimitive primitive, const char *variant = "", int limit = 0,
                    qint64 windowUs = 0)
    {
        PlaygroundHistory::Run run;
        run.primitive = primitive;
        run.variant = QString::fromLatin1(variant);
        run.limit = limit;
        run.windowUs = windowUs;
        run.clients = 4;
        m_history.setRun(run);
    }

    Recipe &add(qint64 t, int client, Kind kind, const char *resource = "r", qint64 fencing = -1,
                const char *item = "", const char *token = "")
    {
        PlaygroundEvent e;
        e.timeUs = T0 + t;
        e.client = client;
        e.kind = kind;
        e.resource = QString::fromLatin1(resource);
        e.fencing = fencing;
        e.item = QString::fromLatin1(item);
        e.token = QString::fromLatin1(token);
        m_history.append(e);
        return *this;
    }
    Recipe &attempt(qint64 t, int c) { return add(t, c, Kind::Attempt); }
    Recipe &grant(qint64 t, int c, qint64 fencing = -1)
    {
        return add(t, c, Kind::Granted, "r", fencing);
    }
    Recipe &release(qint64 t, int c) { return add(t, c, Kind::Released); }
    Recipe &lost(qint64 t, int c) { return add(t, c, Kind::Lost); }
    Recipe &fault(qint64 t, int c, const char *name)
    {
        PlaygroundEvent e;
        e.timeUs = T0 + t;
        e.client = c;
        e.kind = Kind::Fault;
        e.fault = QString::fromLatin1(name);
        m_history.append(e);
        return *this;
    }
    Recipe &crash(qint64 t, int c) { return fault(t, c, "crash"); }
    Recipe &enqueue(qint64 t, int c, const char *item)
    {
        return add(t, c, Kind::Enqueued, "q", -1, item);
    }
    Recipe &deliver(qint64 t, int c, const char *item)
    {
        return add(t, c, Kind::Delivered, "q", -1, item);
    }
    Recipe &ack(qint64 t, int c, const char *item) { return add(t, c, Kind::Acked, "q", -1, item); }
    Recipe &admit(qint64 t, int c, const char *subject = "s")
    {
        return add(t, c, Kind::Admitted, subject);
    }

    CheckReport check() const { return PlaygroundChecker::check(m_history); }
    const PlaygroundHistory &history() const { return m_history; }

private:
    PlaygroundHistory m_history;
};

QString describe(const CheckReport &report)
{
    QStringList lines;
    for (const auto &v : report.violations)
        lines.append(CheckReport::Violation::kindName(v.kind) + QStringLiteral(": ") + v.text);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

#define VERIFY_VIOLATIONS(report, n)                                                               \
    QVERIFY2((report).violationCount() == (n), qPrintable(describe(report)))

void TestPlaygroundChecker::overlappingHoldsAreCaught()
{
    // A token lock's holder paused past its TTL: client 1 takes over while client 0 still
    // believes it holds, until it learns otherwise.
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "token")
                                   .attempt(0, 0)
                                   .grant(10, 0, 1)
                                   .fault(20, 0, "pause")
                                   .attempt(30, 1)
                                   .grant(5000, 1, 2)
                                   .lost(9000, 0)
                                   .release(12000, 1)
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    const auto &v = report.violations.first();
    QCOMPARE(v.kind, VKind::OverlappingHolds);
    QCOMPARE(v.resource, QStringLiteral("r"));
    QCOMPARE(v.clients, (QList<int>{0, 1}));
    QCOMPARE(v.fencing, (QList<qint64>{1, 2}));
    QCOMPARE(v.timeUs, T0 + 5000);
    QCOMPARE(v.fencingWouldCatch, std::optional<bool>(true));
    QCOMPARE(report.metrics.maxHolders, 2);
    QCOMPARE(report.metrics.maxHoldersAtUs, T0 + 5000);
}

void TestPlaygroundChecker::crashThenTakeoverIsNoOverlap()
{
    // The crashed holder's lease runs out on the server; the takeover after the crash is safe.
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "token")
                                   .grant(0, 0, 1)
                                   .attempt(10, 1)
                                   .crash(100, 0)
                                   .grant(3000, 1, 2)
                                   .release(4000, 1)
                                   .check();
    VERIFY_VIOLATIONS(report, 0);
    QCOMPARE(report.metrics.maxHolders, 1);
}

void TestPlaygroundChecker::lostThenTakeoverIsNoOverlap()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "token")
                                   .grant(0, 0, 1)
                                   .lost(100, 0)
                                   .grant(100, 1, 2)
                                   .release(200, 1)
                                   .check();
    VERIFY_VIOLATIONS(report, 0);
}

void TestPlaygroundChecker::holdOpenAtTheEndLastsToTheEnd()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "naive")
                                   .grant(0, 0)
                                   .grant(100, 1)
                                   .release(200, 1)
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    QCOMPARE(report.violations.first().fencingWouldCatch, std::optional<bool>(false));
}

void TestPlaygroundChecker::repeatedGrantToOneClientIsNoOverlap()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "reentrant")
                                   .grant(0, 0)
                                   .grant(10, 0)
                                   .release(20, 0)
                                   .release(30, 0)
                                   .grant(40, 1)
                                   .release(50, 1)
                                   .check();
    VERIFY_VIOLATIONS(report, 0);
}

void TestPlaygroundChecker::reentrantHoldLastsUntilItsLastRelease()
{
    // Client 0 acquires twice; its inner release leaves it holding, so client 1's grant at 25
    // overlaps [25, 30).
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "reentrant")
                                   .grant(0, 0)
                                   .grant(10, 0)
                                   .release(20, 0)
                                   .grant(25, 1)
                                   .release(30, 0)
                                   .release(40, 1)
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    QCOMPARE(report.violations.first().clients, (QList<int>{0, 1}));
}

void TestPlaygroundChecker::cleanLockHistoryHasNoViolations()
{
    Recipe recipe(PlaygroundPrimitive::Lock, "token");
    for (int round = 0; round < 20; ++round) {
        const int client = round % 4;
        recipe.attempt(round * 100, client)
            .grant(round * 100 + 5, client, round)
            .release(round * 100 + 100, client);
    }
    const CheckReport report = recipe.check();
    VERIFY_VIOLATIONS(report, 0);
    QCOMPARE(report.metrics.maxHolders, 1);
    QCOMPARE(report.metrics.grants, 20);
}

void TestPlaygroundChecker::eventsRecordedOutOfOrderAreCheckedInTimeOrder()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "token")
                                   .grant(50, 1, 2)
                                   .release(150, 1)
                                   .grant(0, 0, 1)
                                   .release(100, 0)
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    QCOMPARE(report.violations.first().clients, (QList<int>{0, 1}));
    QCOMPARE(report.violations.first().timeUs, T0 + 50);
    QCOMPARE(report.metrics.startUs, T0);
    QCOMPARE(report.metrics.endUs, T0 + 150);
}

void TestPlaygroundChecker::fencingWouldCatchOnlyAHigherLaterNumber_data()
{
    QTest::addColumn<qint64>("earlier");
    QTest::addColumn<qint64>("later");
    QTest::addColumn<bool>("caught");
    QTest::newRow("later is higher") << qint64(7) << qint64(8) << true;
    // A promoted replica that had not received the counter's last increment hands it out again.
    QTest::newRow("same number after failover") << qint64(7) << qint64(7) << false;
    QTest::newRow("later is lower") << qint64(7) << qint64(3) << false;
    QTest::newRow("no fencing numbers") << qint64(-1) << qint64(-1) << false;
}

void TestPlaygroundChecker::fencingWouldCatchOnlyAHigherLaterNumber()
{
    QFETCH(qint64, earlier);
    QFETCH(qint64, later);
    QFETCH(bool, caught);
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "fenced")
                                   .grant(0, 2, earlier)
                                   .grant(50, 3, later)
                                   .release(100, 2)
                                   .release(150, 3)
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    QCOMPARE(report.violations.first().clients, (QList<int>{2, 3}));
    QCOMPARE(report.violations.first().fencingWouldCatch, std::optional<bool>(caught));
}

void TestPlaygroundChecker::semaphoreAboveLimitIsCaught()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::Semaphore, "basic", 2)
                                   .grant(0, 0)
                                   .grant(10, 1)
                                   .grant(20, 2)
                                   .release(30, 0)
                                   .release(40, 1)
                                   .release(50, 2)
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    const auto &v = report.violations.first();
    QCOMPARE(v.kind, VKind::SemaphoreOverLimit);
    QCOMPARE(v.count, 3);
    QCOMPARE(v.timeUs, T0 + 20);
    QCOMPARE(v.clients, (QList<int>{0, 1, 2}));
    QCOMPARE(report.metrics.maxHolders, 3);
    QCOMPARE(report.metrics.maxHoldersAtUs, T0 + 20);
}

void TestPlaygroundChecker::semaphoreAtLimitIsClean()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::Semaphore, "atomic", 2)
                                   .grant(0, 0)
                                   .grant(10, 1)
                                   .release(20, 0)
                                   .grant(20, 2)
                                   .crash(30, 1)
                                   .grant(30, 3)
                                   .grant(40, 0) // held at no instant
                                   .release(40, 0)
                                   .check();
    VERIFY_VIOLATIONS(report, 0);
    QCOMPARE(report.metrics.maxHolders, 2);
}

void TestPlaygroundChecker::semaphoreReleaseByTokenEndsThatPermit()
{
    // Client 0 holds two permits and releases the second: the first still counts.
    const CheckReport report = Recipe(PlaygroundPrimitive::Semaphore, "atomic", 2)
                                   .add(0, 0, Kind::Granted, "r", -1, "", "a")
                                   .add(10, 0, Kind::Granted, "r", -1, "", "b")
                                   .add(20, 0, Kind::Released, "r", -1, "", "b")
                                   .grant(30, 1)
                                   .grant(40, 2)
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    QCOMPARE(report.violations.first().timeUs, T0 + 40);
    QCOMPARE(report.violations.first().clients, (QList<int>{0, 1, 2}));
}

void TestPlaygroundChecker::semaphoreHandoverAtOneInstantChangesNoStretch_data()
{
    QTest::addColumn<bool>("overLimit");
    QTest::addColumn<bool>("releaseFirst");
    // Three holders of two permits: one stretch over the limit, whatever the handover at 50.
    QTest::newRow("over the limit, release listed first") << true << true;
    QTest::newRow("over the limit, grant listed first") << true << false;
    // Two holders: the handover makes no false stretch.
    QTest::newRow("at the limit, release listed first") << false << true;
    QTest::newRow("at the limit, grant listed first") << false << false;
}

void TestPlaygroundChecker::semaphoreHandoverAtOneInstantChangesNoStretch()
{
    // At 50 client 0 hands its permit over to client 3 (the same instant).
    QFETCH(bool, overLimit);
    QFETCH(bool, releaseFirst);
    Recipe recipe(PlaygroundPrimitive::Semaphore, "basic", 2);
    recipe.grant(0, 0).grant(10, 1);
    if (overLimit)
        recipe.grant(20, 2);
    if (releaseFirst)
        recipe.release(50, 0).grant(50, 3);
    else
        recipe.grant(50, 3).release(50, 0);
    recipe.release(60, 1).release(70, 2).release(80, 3);
    const CheckReport report = recipe.check();
    VERIFY_VIOLATIONS(report, overLimit ? 1 : 0);
    if (overLimit) {
        QCOMPARE(report.violations.first().timeUs, T0 + 20);
        QCOMPARE(report.violations.first().count, 3);
    }
    QCOMPARE(report.metrics.maxHolders, overLimit ? 3 : 2);
}

void TestPlaygroundChecker::duplicateDeliveryIsCaught()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::DelayedQueue, "unchecked")
                                   .enqueue(0, 0, "i1")
                                   .enqueue(1, 0, "i2")
                                   .deliver(10, 1, "i1")
                                   .deliver(11, 2, "i1")
                                   .deliver(12, 3, "i2")
                                   .ack(20, 1, "i1")
                                   .ack(21, 3, "i2")
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    const auto &v = report.violations.first();
    QCOMPARE(v.kind, VKind::DuplicateDelivery);
    QCOMPARE(v.clients, (QList<int>{1, 2}));
    QCOMPARE(v.count, 2);
    QCOMPARE(report.metrics.duplicates, 1);
    QCOMPARE(report.metrics.deliveries, 3);
    QCOMPARE(report.metrics.delivered, 2);
    QCOMPARE(report.metrics.acked, 2);
    QCOMPARE(report.metrics.lost, 0);
}

void TestPlaygroundChecker::deliveryAfterAckIsADuplicate()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::Queue, "reliable")
                                   .enqueue(0, 0, "i1")
                                   .deliver(10, 1, "i1")
                                   .ack(20, 1, "i1")
                                   .crash(30, 1)
                                   .deliver(40, 2, "i1")
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    QCOMPARE(report.violations.first().kind, VKind::DuplicateDelivery);
}

void TestPlaygroundChecker::lostItemIsCaught()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::Queue, "fifo")
                                   .enqueue(0, 0, "i1")
                                   .enqueue(5, 0, "i2")
                                   .enqueue(6, 0, "i3")
                                   .deliver(10, 1, "i1")
                                   .deliver(11, 1, "i3")
                                   .ack(12, 1, "i1")
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    const auto &v = report.violations.first();
    QCOMPARE(v.kind, VKind::LostItem);
    QCOMPARE(v.timeUs, T0 + 5);
    QCOMPARE(v.item, QStringLiteral("i2")); // the Gantt finds its bars by it
    QCOMPARE(report.toJson()[QStringLiteral("violations")][0][QStringLiteral("item")].toString(),
             QStringLiteral("i2"));
    QVERIFY(v.text.contains(QStringLiteral("\"i2\"")));
    QCOMPARE(report.metrics.enqueued, 3);
    QCOMPARE(report.metrics.delivered, 2);
    QCOMPARE(report.metrics.acked, 1);
    QCOMPARE(report.metrics.lost, 1);
}

void TestPlaygroundChecker::itemWhoseOnlyConsumerCrashedIsLost()
{
    // A plain BLPOP queue: the item left Redis with the consumer that crashed.
    const CheckReport report = Recipe(PlaygroundPrimitive::Queue, "fifo")
                                   .enqueue(0, 0, "i1")
                                   .deliver(10, 1, "i1")
                                   .crash(20, 1)
                                   .check();
    VERIFY_VIOLATIONS(report, 1);
    QCOMPARE(report.violations.first().kind, VKind::LostItem);
    QCOMPARE(report.violations.first().clients, (QList<int>{0, 1}));
}

void TestPlaygroundChecker::redeliveryAfterCrashIsNoViolation()
{
    const CheckReport report = Recipe(PlaygroundPrimitive::Queue, "reliable")
                                   .enqueue(0, 0, "i1")
                                   .enqueue(1, 0, "i2")
                                   .deliver(10, 1, "i1")
                                   .crash(20, 1)
                                   .deliver(30, 2, "i2")
                                   .ack(31, 2, "i2")
                                   .deliver(40, 2, "i1")
                                   .ack(50, 2, "i1")
                                   .check();
    VERIFY_VIOLATIONS(report, 0);
    QCOMPARE(report.metrics.redeliveries, 1);
    QCOMPARE(report.metrics.deliveries, 3);
    QCOMPARE(report.metrics.delivered, 2);
    QCOMPARE(report.metrics.acked, 2);
}

void TestPlaygroundChecker::limiterOverAdmissionIsCaught_data()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("fixed") << QStringLiteral("fixed");
    QTest::newRow("sliding") << QStringLiteral("sliding");
}

void TestPlaygroundChecker::limiterOverAdmissionIsCaught()
{
    QFETCH(QString, variant);
    Recipe recipe(PlaygroundPrimitive::RateLimiter, qPrintable(variant), 10, 1'000'000);
    for (int i = 0; i < 11; ++i)
        recipe.admit(100'000 + i * 1000, i % 3);
    recipe.add(200'000, 0, Kind::Limited, "s");
    const CheckReport report = recipe.check();
    VERIFY_VIOLATIONS(report, 1);
    const auto &v = report.violations.first();
    QCOMPARE(v.kind, VKind::OverAdmission);
    QCOMPARE(v.count, 11);
    QCOMPARE(v.timeUs, T0 + 110'000); // the 11th admission
    QCOMPARE(v.clients, (QList<int>{0, 1, 2}));
    QCOMPARE(report.metrics.admitted, 11);
    QCOMPARE(report.metrics.limited, 1);
}

void TestPlaygroundChecker::windowEdgeDoubleBurstDependsOnWindowKind_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("edge");
    // A fixed window admits it (its documented failure, scenario 9); a sliding one must not.
    QTest::newRow("fixed window: its edge burst") << QStringLiteral("fixed") << true;
    QTest::newRow("sliding window") << QStringLiteral("sliding") << false;
}

void TestPlaygroundChecker::windowEdgeDoubleBurstDependsOnWindowKind()
{
    QFETCH(QString, variant);
    QFETCH(bool, edge);
    // 10 in the last 10 ms of one window, 10 in the first 10 ms of the next: 20 within 20 ms
    // where the user asked for 10 per second.
    Recipe recipe(PlaygroundPrimitive::RateLimiter, qPrintable(variant), 10, 1'000'000);
    for (int i = 0; i < 10; ++i)
        recipe.admit(990'000 + i * 1000, 0);
    for (int i = 0; i < 10; ++i)
        recipe.admit(1'000'000 + i * 1000, 1);
    const CheckReport report = recipe.check();
    VERIFY_VIOLATIONS(report, 1);
    QCOMPARE(report.violations.first().count, 20);
    QCOMPARE(report.violations.first().clients, (QList<int>{0, 1}));
    QCOMPARE(report.violations.first().text.contains(QStringLiteral("edge burst")), edge);
}

void TestPlaygroundChecker::separateBurstsAreSeparateViolations()
{
    Recipe recipe(PlaygroundPrimitive::RateLimiter, "sliding", 2, 10);
    for (const qint64 t : {0, 1, 2})
        recipe.admit(t, 0);
    for (const qint64 t : {100, 101, 102})
        recipe.admit(t, 1);
    const CheckReport report = recipe.check();
    VERIFY_VIOLATIONS(report, 2);
    QCOMPARE(report.violations.at(0).clients, QList<int>{0});
    QCOMPARE(report.violations.at(1).clients, QList<int>{1});
}

void TestPlaygroundChecker::burstLimitersAreNotCheckedAsAWindow()
{
    // A correct GCRA limiter admits its burst on top of its rate: not a violation to report,
    // and the report says what it did not check.
    Recipe recipe(PlaygroundPrimitive::RateLimiter, "gcra", 10, 1'000'000);
    for (int i = 0; i < 10; ++i)
        recipe.admit(i, 0);
    for (int i = 1; i <= 9; ++i)
        recipe.admit(i * 100'000, 0);
    const CheckReport report = recipe.check();
    VERIFY_VIOLATIONS(report, 0);
    QCOMPARE(report.notes.size(), 1);
    QVERIFY(report.notes.first().contains(QStringLiteral("gcra")));
    // A semaphore run without its limit says so rather than looking clean.
    Recipe semaphore(PlaygroundPrimitive::Semaphore, "basic");
    semaphore.grant(0, 0).grant(1, 1).grant(2, 2);
    const CheckReport unlimited = semaphore.check();
    QCOMPARE(unlimited.notes.size(), 1);
    QCOMPARE(unlimited.metrics.maxHolders, 3);
    QVERIFY(report.toJson().value(QStringLiteral("notes")).toArray().size() == 1);
}

void TestPlaygroundChecker::limiterSubjectsAreCountedApart()
{
    Recipe recipe(PlaygroundPrimitive::RateLimiter, "sliding", 10, 1'000'000);
    for (int i = 0; i < 10; ++i)
        recipe.admit(i, 0, "alice").admit(i, 1, "bob");
    const CheckReport report = recipe.check();
    VERIFY_VIOLATIONS(report, 0);
    QCOMPARE(report.metrics.admitted, 20);
}

void TestPlaygroundChecker::limitInEverySlidingWindowIsClean()
{
    // One every 100 ms at 10 per second: every span [t, t + 1 s) holds exactly 10.
    Recipe recipe(PlaygroundPrimitive::RateLimiter, "sliding", 10, 1'000'000);
    for (int i = 0; i < 50; ++i)
        recipe.admit(i * 100'000, i % 4);
    const CheckReport report = recipe.check();
    VERIFY_VIOLATIONS(report, 0);
    QCOMPARE(report.metrics.admitted, 50);
    QVERIFY(qAbs(report.metrics.jainIndex - 1.0) < 0.01);
}

void TestPlaygroundChecker::jainIndex_data()
{
    QTest::addColumn<QList<double>>("shares");
    QTest::addColumn<double>("index");
    QTest::newRow("equal") << QList<double>{5, 5, 5, 5} << 1.0;
    QTest::newRow("one has all of four") << QList<double>{10, 0, 0, 0} << 0.25;
    QTest::newRow("skewed") << QList<double>{1, 2, 3} << 36.0 / 42.0;
    QTest::newRow("none") << QList<double>{} << 1.0;
    QTest::newRow("all zero") << QList<double>{0, 0} << 1.0;
}

void TestPlaygroundChecker::jainIndex()
{
    QFETCH(QList<double>, shares);
    QFETCH(double, index);
    QVERIFY(qAbs(PlaygroundChecker::jainIndex(shares) - index) < 1e-12);
}

void TestPlaygroundChecker::percentileIsNearestRank_data()
{
    QList<qint64> hundred;
    for (int i = 1; i <= 100; ++i)
        hundred.append(i);
    QTest::addColumn<QList<qint64>>("sorted");
    QTest::addColumn<double>("p");
    QTest::addColumn<qint64>("value");
    QTest::newRow("1..100 p50") << hundred << 50.0 << qint64(50);
    QTest::newRow("1..100 p99") << hundred << 99.0 << qint64(99);
    QTest::newRow("1..100 p100") << hundred << 100.0 << qint64(100);
    QTest::newRow("1..100 p0") << hundred << 0.0 << qint64(1);
    QTest::newRow("four p50") << QList<qint64>{10, 20, 30, 40} << 50.0 << qint64(20);
    QTest::newRow("four p99") << QList<qint64>{10, 20, 30, 40} << 99.0 << qint64(40);
    QTest::newRow("one") << QList<qint64>{7} << 50.0 << qint64(7);
    QTest::newRow("none") << QList<qint64>{} << 50.0 << qint64(0);
}

void TestPlaygroundChecker::percentileIsNearestRank()
{
    QFETCH(QList<qint64>, sorted);
    QFETCH(double, p);
    QFETCH(qint64, value);
    QCOMPARE(PlaygroundChecker::percentile(sorted, p), value);
}

using Pairs = QList<std::pair<qint64, qint64>>;

void TestPlaygroundChecker::countOvertakes_data()
{
    QTest::addColumn<Pairs>("pairs");
    QTest::addColumn<qint64>("overtakes");
    QTest::newRow("first come first served") << Pairs{{0, 10}, {1, 20}, {2, 30}} << qint64(0);
    QTest::newRow("one overtake") << Pairs{{0, 20}, {1, 10}, {2, 30}} << qint64(1);
    QTest::newRow("last served first") << Pairs{{0, 30}, {1, 20}, {2, 10}} << qint64(3);
    QTest::newRow("unsorted input") << Pairs{{2, 30}, {0, 20}, {1, 10}} << qint64(1);
    QTest::newRow("same grant time") << Pairs{{0, 10}, {1, 10}} << qint64(0);
}

void TestPlaygroundChecker::countOvertakes()
{
    QFETCH(Pairs, pairs);
    QFETCH(qint64, overtakes);
    QCOMPARE(PlaygroundChecker::countOvertakes(pairs), overtakes);
}

void TestPlaygroundChecker::fairnessAndWaitsFromHistory()
{
    // Client 1 asks after client 0 and is served first; client 0 gets three grants in all.
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "token")
                                   .attempt(0, 0)
                                   .attempt(10, 1)
                                   .grant(20, 1)
                                   .release(30, 1)
                                   .grant(40, 0)
                                   .release(50, 0)
                                   .attempt(60, 0)
                                   .grant(160, 0)
                                   .release(170, 0)
                                   .attempt(180, 0)
                                   .grant(1180, 0)
                                   .release(1190, 0)
                                   .check();
    VERIFY_VIOLATIONS(report, 0);
    QCOMPARE(report.metrics.overtakes, 1);
    // Grants 3 and 1 over the run's four clients: (3 + 1)² / (4 · (9 + 1)).
    QVERIFY(qAbs(report.metrics.jainIndex - 16.0 / 40.0) < 1e-12);
    QCOMPARE(report.metrics.waits, 4);
    // Waits 10, 40, 100, 1000.
    QCOMPARE(report.metrics.waitP50Us, 40);
    QCOMPARE(report.metrics.waitP99Us, 1000);
    QCOMPARE(report.metrics.waitMaxUs, 1000);
}

void TestPlaygroundChecker::failedAttemptsAreErrorsNotOperations()
{
    // The server went away: two attempts end in an error, not a "no".
    Recipe recipe(PlaygroundPrimitive::Lock, "token");
    recipe.attempt(0, 0).grant(5, 0).release(10, 0).attempt(20, 1).attempt(30, 2);
    PlaygroundHistory history = recipe.history();
    for (const auto &[t, client] : {std::pair<qint64, int>{40, 1}, {50, 2}}) {
        PlaygroundEvent failed;
        failed.timeUs = T0 + t;
        failed.client = client;
        failed.kind = Kind::Refused;
        failed.resource = QStringLiteral("r");
        failed.failed = true;
        failed.detail = QStringLiteral("connection refused");
        history.append(failed);
    }
    const CheckReport report = PlaygroundChecker::check(history);
    const auto &m = report.metrics;
    QCOMPARE(m.failed, 2);
    QCOMPARE(m.firstFailure, QStringLiteral("connection refused"));
    QCOMPARE(m.operations, 2); // the grant and the release
    QCOMPARE(m.refused, 0);
    QCOMPARE(m.waitingAtEnd, 0);
    QVERIFY(report.notes.join(u' ').contains(u"2 operations failed"));
    QCOMPARE(report.toJson().value(u"metrics").toObject().value(u"failed").toInt(), 2);
}

void TestPlaygroundChecker::failuresAboveTheirShareMakeTheRunInconclusive_data()
{
    QTest::addColumn<int>("answered"); // operations with an answer
    QTest::addColumn<int>("failed");
    QTest::addColumn<int>("serverFaults");
    QTest::addColumn<bool>("inconclusive");
    QTest::newRow("none failed") << 40 << 0 << 0 << false;
    QTest::newRow("5 % failed") << 38 << 2 << 0 << false;
    QTest::newRow("above 5 % failed") << 37 << 3 << 0 << true;
    QTest::newRow("an outage: most failed") << 20 << 700 << 0 << true;
    // A server fault costs each of the 4 clients the operation in flight when it hits.
    QTest::newRow("one per client per server fault, excused") << 10 << 8 << 2 << false;
    QTest::newRow("more than the server faults excuse") << 10 << 9 << 2 << true;
}

void TestPlaygroundChecker::failuresAboveTheirShareMakeTheRunInconclusive()
{
    QFETCH(int, answered);
    QFETCH(int, failed);
    QFETCH(int, serverFaults);
    QFETCH(bool, inconclusive);
    Recipe recipe(PlaygroundPrimitive::Lock, "token"); // 4 clients
    for (int i = 0; i < serverFaults; ++i)
        recipe.fault(1 + i, -1, "server-stop");
    for (int i = 0; i < answered; ++i)
        recipe.add(100 + i, i % 4, Kind::Refused);
    PlaygroundHistory history = recipe.history();
    for (int i = 0; i < failed; ++i) {
        PlaygroundEvent e;
        e.timeUs = T0 + 1000 + i * 10;
        e.client = i % 4;
        e.kind = i % 3 == 0 ? Kind::Lost : Kind::Refused;
        e.failed = true;
        history.append(e);
    }
    const CheckReport report = PlaygroundChecker::check(history);
    const auto &m = report.metrics;
    QCOMPARE(m.failed, failed);
    QCOMPARE(m.excusedFailures, 4 * serverFaults);
    QCOMPARE(report.inconclusive(), inconclusive);
    QCOMPARE(report.toJson().value(u"inconclusive").toBool(), inconclusive);
    if (failed > 0) {
        QCOMPARE(m.firstFailureUs, T0 + 1000);
        QCOMPARE(m.lastFailureUs, T0 + 1000 + (failed - 1) * 10);
        QCOMPARE(m.failedByKind.value(QStringLiteral("lost")), (failed + 2) / 3);
        QCOMPARE(m.failedByKind.value(QStringLiteral("refused")), failed - (failed + 2) / 3);
    }
}

void TestPlaygroundChecker::refusedAndPendingAttemptsAreCounted()
{
    // Scenario 1: a naive lock's holder crashes and everyone else waits forever (one gives up).
    const CheckReport report = Recipe(PlaygroundPrimitive::Lock, "naive")
                                   .attempt(0, 0)
                                   .grant(5, 0)
                                   .crash(100, 0)
                                   .attempt(10, 1)
                                   .attempt(20, 2)
                                   .attempt(30, 3)
                                   .add(5030, 3, Kind::Refused)
                                   .fault(10'000, -1, "server-stop")
                                   .check();
    const auto &m = report.metrics;
    QCOMPARE(m.waits, 1);
    QCOMPARE(m.waitP50Us, 5);
    QCOMPARE(m.waitP99Us, 5); // the percentiles are of granted attempts only
    QCOMPARE(m.refused, 1);
    QCOMPARE(m.waitingAtEnd, 2);
    QCOMPARE(m.waitingAtEndMaxUs, 10'000 - 10);
    QCOMPARE(m.waitMaxUs, 10'000 - 10);
    const QJsonObject json = report.toJson().value(QStringLiteral("metrics")).toObject();
    QCOMPARE(json.value(QStringLiteral("refused")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("waiting_at_end")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("waiting_at_end_max_us")).toInteger(), 9990);
}

void TestPlaygroundChecker::jainIndexCountsRunClientsWithoutGrants()
{
    // Four clients in the run, two of them served once each and two never seen: (1 + 1)² / (4 · 2).
    const CheckReport report =
        Recipe(PlaygroundPrimitive::Lock, "token").grant(0, 0).release(10, 0).grant(20, 1).check();
    QVERIFY(qAbs(report.metrics.jainIndex - 0.5) < 1e-12);
}

void TestPlaygroundChecker::violationsOfOneInstantAreOrderedByResourceThenClients()
{
    // Twenty locks each held twice at once from the same instant: listed in the order the
    // resources first appeared, whatever a hash's order.
    Recipe recipe(PlaygroundPrimitive::Lock, "naive");
    QList<QByteArray> names;
    for (int r = 0; r < 20; ++r)
        names.append("lock-" + QByteArray::number((r * 7) % 20));
    for (const QByteArray &name : names)
        recipe.add(0, 0, Kind::Granted, name.constData());
    for (const QByteArray &name : names)
        recipe.add(50, 1, Kind::Granted, name.constData())
            .add(50, 2, Kind::Granted, name.constData());
    const CheckReport report = recipe.check();
    // Per resource: 0 with 1, 0 with 2, 1 with 2.
    VERIFY_VIOLATIONS(report, 60);
    for (qsizetype i = 0; i < report.violations.size(); ++i) {
        const auto &v = report.violations[i];
        QCOMPARE(v.resource, QString::fromLatin1(names[i / 3]));
        const QList<QList<int>> clients{{0, 1}, {0, 2}, {1, 2}};
        QCOMPARE(v.clients, clients[i % 3]);
    }
}

void TestPlaygroundChecker::violationListIsCappedButEveryOneCounted()
{
    // A broken lock: every grant overlaps the previous holder's.
    const int overlaps = CheckReport::maxListedPerKind + 500;
    Recipe recipe(PlaygroundPrimitive::Lock, "naive");
    for (int i = 0; i <= overlaps; ++i)
        recipe.grant(i * 10, i % 2).release(i * 10 + 15, i % 2);
    const CheckReport report = recipe.check();
    QCOMPARE(report.violations.size(), CheckReport::maxListedPerKind);
    QCOMPARE(report.violationCount(), overlaps);
    QCOMPARE(report.count(VKind::OverlappingHolds), overlaps);
    // The first ones are listed.
    QCOMPARE(report.violations.first().timeUs, T0 + 10);
    QCOMPARE(report.violations.last().timeUs, T0 + CheckReport::maxListedPerKind * 10);
    QVERIFY(report.notes.join(QLatin1Char('\n')).contains(QStringLiteral("the first 1000 listed")));
    const QJsonObject json = report.toJson();
    QCOMPARE(json.value(QStringLiteral("violations_total")).toInteger(), overlaps);
    QCOMPARE(json.value(QStringLiteral("violations")).toArray().size(),
             CheckReport::maxListedPerKind);
    const QJsonObject counts = json.value(QStringLiteral("violation_counts")).toObject();
    QCOMPARE(counts.value(QStringLiteral("overlapping-holds")).toInteger(), overlaps);
    QCOMPARE(counts.value(QStringLiteral("lost-item")).toInteger(-1), 0);
}

void TestPlaygroundChecker::throughputOverTheRun()
{
    Recipe recipe(PlaygroundPrimitive::Lock, "token");
    for (int i = 0; i < 10; ++i)
        recipe.attempt(i * 100'000, 0).grant(i * 100'000, 0).release(i * 100'000 + 50'000, 0);
    recipe.release(1'000'000, 3); // the last event, one second after the first
    const CheckReport report = recipe.check();
    QCOMPARE(report.metrics.grants, 10);
    QCOMPARE(report.metrics.operations, 21);
    QCOMPARE(report.metrics.grantsPerSecond, 10.0);
    QCOMPARE(report.metrics.operationsPerSecond, 21.0);
}

void TestPlaygroundChecker::reportToJson()
{
    const QJsonObject json = Recipe(PlaygroundPrimitive::Lock, "token")
                                 .grant(0, 0, 1)
                                 .grant(50, 1, 2)
                                 .release(100, 0)
                                 .release(150, 1)
                                 .check()
                                 .toJson();
    QCOMPARE(json.value(QStringLiteral("primitive")).toString(), QStringLiteral("lock"));
    QCOMPARE(json.value(QStringLiteral("variant")).toString(), QStringLiteral("token"));
    QCOMPARE(json.value(QStringLiteral("violation_count")).toInteger(), 1);
    const QJsonObject v = json.value(QStringLiteral("violations")).toArray().first().toObject();
    QCOMPARE(v.value(QStringLiteral("kind")).toString(), QStringLiteral("overlapping-holds"));
    QCOMPARE(v.value(QStringLiteral("time_us")).toInteger(), T0 + 50);
    QCOMPARE(v.value(QStringLiteral("clients")).toArray(), (QJsonArray{0, 1}));
    QCOMPARE(v.value(QStringLiteral("fencing")).toArray(), (QJsonArray{1, 2}));
    QCOMPARE(v.value(QStringLiteral("fencing_would_catch")).toBool(), true);
    const QJsonObject metrics = json.value(QStringLiteral("metrics")).toObject();
    QCOMPARE(metrics.value(QStringLiteral("grants")).toInt(), 2);
    QCOMPARE(metrics.value(QStringLiteral("max_holders")).toInt(), 2);
    QVERIFY(metrics.contains(QStringLiteral("wait_p99_us")));
    QVERIFY(metrics.contains(QStringLiteral("jain_index")));
}

void TestPlaygroundChecker::cancelledCheckStopsBetweenItsSteps()
{
    const Recipe recipe = Recipe(PlaygroundPrimitive::Lock, "token")
                              .attempt(0, 0)
                              .grant(10, 0)
                              .attempt(20, 1)
                              .grant(30, 1)
                              .release(40, 0);
    // Asked before each step: cancelled after the n-th question, the check gives up there.
    int questions = 0;
    const auto never = [&] {
        ++questions;
        return false;
    };
    const std::optional<CheckReport> whole = PlaygroundChecker::check(recipe.history(), never);
    QVERIFY(whole.has_value());
    QCOMPARE(whole->violationCount(), 1); // the same report as without a cancel
    QCOMPARE(whole->toJson(), recipe.check().toJson());
    QVERIFY(questions >= 3);
    for (int allowed = 0; allowed < questions; ++allowed) {
        int asked = 0;
        const auto cancelAfter = [&] { return asked++ >= allowed; };
        QVERIFY2(!PlaygroundChecker::check(recipe.history(), cancelAfter).has_value(),
                 qPrintable(QString::number(allowed)));
        QCOMPARE(asked, allowed + 1); // stopped at once
    }
}

// An application object: it installs the English plurals ("2 operations failed", translations/).
QTEST_GUILESS_MAIN(TestPlaygroundChecker)
#include "tst_playgroundchecker.moc"
