#include "concurrentworkers.h"
#include "fixedwindowlimiter.h"
#include "funnellimiter.h"
#include "gcralimiter.h"
#include "ratelimiterfactory.h"
#include "redisconnection.h"
#include "slidingwindowlimiter.h"
#include "testredis.h"

#include <QRandomGenerator>
#include <QTest>

#include <atomic>
#include <cmath>

Q_DECLARE_METATYPE(RateLimitPolicy)

// The rate limiters against a private server: their arithmetic with an injected clock, their
// failure modes, state() as a pure read, and concurrent hits. GCRA's CL.THROTTLE replies are
// in tst_gcralimiter.cpp, the CLI in tst_clilimit.cpp.
namespace {
// A whole number of days since the epoch: aligned with every window the tests use.
constexpr qint64 T0 = 1700006400000;
constexpr qint64 Month = 31LL * 24 * 3600 * 1000;

// limit per periodMs, for every kind: the funnel as capacity limit leaking limit per period.
RateLimitPolicy policyFor(QStringView kind, qint64 limit, qint64 periodMs)
{
    RateLimitPolicy p;
    if (kind == u"funnel") {
        p.capacity = double(limit);
        p.ratePerSecond = double(limit) * 1000 / double(periodMs);
    } else {
        p.limit = limit;
        p.periodMs = periodMs;
    }
    return p;
}

void addKinds()
{
    QTest::addColumn<QString>("kind");
    for (const QString &kind : RateLimiterFactory::kinds())
        QTest::newRow(qPrintable(kind)) << kind;
}
} // namespace

class TestRateLimiters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void slidingWindowAdmitsExactlyLimitInAnyWindow_data();
    void slidingWindowAdmitsExactlyLimitInAnyWindow();
    void slidingEntryCountsUntilExactlyOnePeriodLater();
    void slidingRetryWaitsForEnoughUnitsToLeave();
    void slidingStoresOneEntryPerHitWhateverItsCost_data();
    void slidingStoresOneEntryPerHitWhateverItsCost();
    void slidingTrimsAtMostAThousandExpiredEntriesPerHit();
    void fixedWindowAdmitsTwiceTheLimitAcrossAnEdgeSlidingDoesNot();
    void fixedWindowCountsPerAlignedWindowAndNotRefusals();
    void fixedWindowCountsALaggingClockInTheNewestWindow();
    void clockGoingBackAcrossAnEdgeAdmitsNoMore_data();
    void clockGoingBackAcrossAnEdgeAdmitsNoMore();
    void funnelAdmitsCapacityThenOnePerInterval_data();
    void funnelAdmitsCapacityThenOnePerInterval();
    void funnelFirstRequestConsumes();
    void funnelKeepsFractionalLevels();
    void funnelNeverExceedsALargeCapacity_data();
    void funnelNeverExceedsALargeCapacity();
    void funnelKeepsItsKeyAtTheHighestRate();
    void refusedHitIsNotRecorded_data();
    void refusedHitIsNotRecorded();
    void costAboveTheLimitIsNeverAdmitted_data();
    void costAboveTheLimitIsNeverAdmitted();
    void stateChangesNothing_data();
    void stateChangesNothing();
    void stateReportsWhatTheLastHitLeft_data();
    void stateReportsWhatTheLastHitLeft();
    void serverClockIsUsedWhenNoneIsInjected_data();
    void serverClockIsUsedWhenNoneIsInjected();
    void concurrentHitsNeverExceedTheLimit_data();
    void concurrentHitsNeverExceedTheLimit();
    void badInputIsRejectedWithoutWriting_data();
    void badInputIsRejectedWithoutWriting();
    void upperBoundsAreAccepted_data();
    void upperBoundsAreAccepted();
    void namesWithAColonAreRefusedSoKeysCannotCollide();
    void keyOfAnotherTypeIsWrongTypeAndUntouched_data();
    void keyOfAnotherTypeIsWrongTypeAndUntouched();
    void keysOfOneSubjectShareAHashTag();
    void factoryNamesTheKnownKinds();

private:
    std::unique_ptr<RateLimiter> make(const QString &kind, RedisConnection &c,
                                      const RateLimitPolicy &policy,
                                      const QByteArray &name = "api") const;
    QByteArray dump(const QByteArray &key) const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
    std::unique_ptr<RedisConnection> m_client;
};

std::unique_ptr<RateLimiter> TestRateLimiters::make(const QString &kind, RedisConnection &c,
                                                    const RateLimitPolicy &policy,
                                                    const QByteArray &name) const
{
    auto made = RateLimiterFactory::create(kind, c, KeySpace(), name, policy);
    if (!made)
        qWarning("%s", qPrintable(made.error().toString()));
    return made ? std::move(made).value() : nullptr;
}

QByteArray TestRateLimiters::dump(const QByteArray &key) const
{
    const auto r = m_admin->command({"DUMP", key});
    return r && !r->isNil() ? r->bytes() : QByteArray("(none)");
}

void TestRateLimiters::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
    m_client = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestRateLimiters::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestRateLimiters::slidingWindowAdmitsExactlyLimitInAnyWindow_data()
{
    QTest::addColumn<qint64>("limit");
    QTest::addColumn<qint64>("periodMs");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("5 per 1000 ms") << qint64(5) << qint64(1000) << 1u;
    QTest::newRow("3 per 100 ms") << qint64(3) << qint64(100) << 2u;
    QTest::newRow("20 per 1000 ms") << qint64(20) << qint64(1000) << 3u;
}

// Arrivals at random gaps (bursts and lulls). Exactly: no window of period ever holds more
// than limit admissions, and a hit is refused only when limit admissions are in the window
// that ends with it, with retryAfter pointing at the moment the oldest of them leaves.
void TestRateLimiters::slidingWindowAdmitsExactlyLimitInAnyWindow()
{
    QFETCH(qint64, limit);
    QFETCH(qint64, periodMs);
    QFETCH(quint32, seed);
    auto limiter =
        make(QStringLiteral("sliding"), *m_client, policyFor(u"sliding", limit, periodMs));
    QVERIFY(limiter);
    QRandomGenerator random(seed);
    QList<qint64> admitted;
    qint64 now = T0;
    for (int i = 0; i < 300; ++i) {
        now += random.bounded(int(periodMs / limit));
        const auto d = limiter->hit("alice", 1, now);
        QVERIFY2(d.ok(), qPrintable(d.error().toString()));
        QCOMPARE(d->nowUs, now * 1000);
        QList<qint64> inWindow;
        for (const qint64 t : admitted)
            if (t > now - periodMs)
                inWindow.append(t);
        QCOMPARE(d->allowed, inWindow.size() < limit);
        if (d->allowed) {
            admitted.append(now);
            QCOMPARE(d->remaining, limit - inWindow.size() - 1);
            QCOMPARE(d->retryAfterUs, qint64(-1));
        } else {
            QCOMPARE(d->remaining, qint64(0));
            QCOMPARE(d->retryAfterUs, (inWindow.first() + periodMs - now) * 1000);
            QCOMPARE(d->resetAfterUs, (inWindow.last() + periodMs - now) * 1000);
        }
    }
    QVERIFY(admitted.size() > limit);
    QVERIFY(admitted.size() < 300); // some were refused
    for (const qint64 start : admitted) {
        const auto inWindow = std::count_if(admitted.begin(), admitted.end(), [&](qint64 t) {
            return t >= start && t < start + periodMs;
        });
        QVERIFY2(inWindow <= limit,
                 qPrintable(QStringLiteral("%1 admitted from %2").arg(inWindow).arg(start)));
    }
}

// The rule's boundary: a hit at t counts until t + period, exclusive: at t + period - 1 ms it
// still fills the window, at exactly t + period it has left.
void TestRateLimiters::slidingEntryCountsUntilExactlyOnePeriodLater()
{
    auto limiter = make(QStringLiteral("sliding"), *m_client, policyFor(u"sliding", 1, 1000));
    QVERIFY(limiter);
    QVERIFY(limiter->hit("ann", 1, T0)->allowed);
    const auto early = limiter->hit("ann", 1, T0 + 999);
    QVERIFY(early && !early->allowed);
    QCOMPARE(early->retryAfterUs, qint64(1000));
    QCOMPARE(early->resetAfterUs, qint64(1000));
    const auto onTime = limiter->hit("ann", 1, T0 + 1000);
    QVERIFY(onTime && onTime->allowed);
    QCOMPARE(onTime->remaining, qint64(0));
    QCOMPARE(onTime->resetAfterUs, qint64(1000000));
}

// Costs above 1, some at one instant: the retry is when enough units (not entries) have left.
// Limit 10 per second: 3 at 0 ms, 3 at 100 ms, 2 + 2 at 200 ms (ties) fill it.
void TestRateLimiters::slidingRetryWaitsForEnoughUnitsToLeave()
{
    auto limiter = make(QStringLiteral("sliding"), *m_client, policyFor(u"sliding", 10, 1000));
    QVERIFY(limiter);
    QVERIFY(limiter->hit("ben", 3, T0)->allowed);
    QVERIFY(limiter->hit("ben", 3, T0 + 100)->allowed);
    QVERIFY(limiter->hit("ben", 2, T0 + 200)->allowed);
    const auto last = limiter->hit("ben", 2, T0 + 200);
    QVERIFY(last && last->allowed);
    QCOMPARE(last->remaining, qint64(0));
    QCOMPARE(m_admin->command({"ZCARD", limiter->key("ben")})->integerValue(), qint64(4));
    struct Case
    {
        qint64 cost;
        qint64 retryMs; // from 300 ms
    };
    for (const Case c : {Case{1, 700}, Case{3, 700}, Case{4, 800}, Case{6, 800}, Case{7, 900},
                         Case{8, 900}, Case{9, 900}, Case{10, 900}}) {
        const auto d = limiter->hit("ben", c.cost, T0 + 300);
        QVERIFY(d && !d->allowed);
        QCOMPARE(d->retryAfterUs, c.retryMs * 1000);
        QCOMPARE(d->resetAfterUs, qint64(900000));
    }
    QVERIFY(!limiter->hit("ben", 4, T0 + 1099)->allowed);
    QVERIFY(limiter->hit("ben", 4, T0 + 1100)->allowed); // the 6 units of 0 and 100 ms left
    const auto s = limiter->state("ben", T0 + 1100);
    QVERIFY(s);
    QCOMPARE(s->count, qint64(8));
    QCOMPARE(s->retryAfterUs, qint64(0));
}

void TestRateLimiters::slidingStoresOneEntryPerHitWhateverItsCost_data()
{
    QTest::addColumn<qint64>("limit");
    QTest::addColumn<qint64>("cost");
    QTest::newRow("limit = cost = 3 000 000") << qint64(3000000) << qint64(3000000);
    QTest::newRow("limit 1e9, cost 3 000 000") << RateLimitPolicy::MaxLimit << qint64(3000000);
    QTest::newRow("limit = cost = 1e9") << RateLimitPolicy::MaxLimit << RateLimitPolicy::MaxLimit;
}

// A cost of 3 000 000 used to be 3 000 000 ZSET entries written by one script (50 s, 323 MB,
// the server answering BUSY). One entry per hit, whatever its cost, and the window's units
// stay exact.
void TestRateLimiters::slidingStoresOneEntryPerHitWhateverItsCost()
{
    QFETCH(qint64, limit);
    QFETCH(qint64, cost);
    auto limiter = make(QStringLiteral("sliding"), *m_client, policyFor(u"sliding", limit, 60000));
    QVERIFY(limiter);
    const QByteArray key = limiter->key("cat");
    const auto first = limiter->hit("cat", cost, T0);
    QVERIFY2(first && first->allowed, first ? "refused" : qPrintable(first.error().toString()));
    QCOMPARE(first->remaining, limit - cost);
    QCOMPARE(m_admin->command({"ZCARD", key})->integerValue(), qint64(1));
    QVERIFY(m_admin->command({"MEMORY", "USAGE", key})->integerValue() < 1000);
    if (limit > cost) {
        const auto rest = limiter->hit("cat", limit - cost, T0 + 1000);
        QVERIFY(rest && rest->allowed);
        QCOMPARE(rest->remaining, qint64(0));
        QCOMPARE(m_admin->command({"ZCARD", key})->integerValue(), qint64(2));
    }
    const auto over = limiter->hit("cat", 1, T0 + 2000);
    QVERIFY(over && !over->allowed);
    QCOMPARE(over->retryAfterUs, qint64(58000000)); // when the first hit leaves
    QCOMPARE(limiter->state("cat", T0 + 2000)->count, limit);
    const auto later = limiter->hit("cat", cost, T0 + 60000);
    QVERIFY(later && later->allowed);
    QCOMPARE(later->remaining, qint64(0));
    QCOMPARE(limiter->state("cat", T0 + 60000)->count, limit);
}

// 2500 hits at one instant, then one a period later: the hit removes 1000 expired entries,
// not 2500, and the ones left behind do not count.
void TestRateLimiters::slidingTrimsAtMostAThousandExpiredEntriesPerHit()
{
    auto limiter = make(QStringLiteral("sliding"), *m_client, policyFor(u"sliding", 1000000, 1000));
    QVERIFY(limiter);
    const QByteArray key = limiter->key("dan");
    for (int i = 0; i < 2500; ++i)
        QVERIFY(limiter->hit("dan", 1 + i % 2, T0)->allowed);
    QCOMPARE(limiter->state("dan", T0)->count, qint64(3750));
    const qint64 entriesLeft[] = {1501, 502, 3};
    for (int i = 0; i < 3; ++i) {
        const auto d = limiter->hit("dan", 5, T0 + 1000);
        QVERIFY(d && d->allowed);
        QCOMPARE(m_admin->command({"ZCARD", key})->integerValue(), entriesLeft[i]);
        QCOMPARE(limiter->state("dan", T0 + 1000)->count, qint64(5 * (i + 1)));
    }
}

// 10 per second: 10 hits in the last 100 ms of one window and 10 in the first 100 ms of the
// next, 200 ms apart at most. The fixed window admits all 20 (its documented failure); the
// sliding window only the first 10.
void TestRateLimiters::fixedWindowAdmitsTwiceTheLimitAcrossAnEdgeSlidingDoesNot()
{
    constexpr qint64 Limit = 10;
    constexpr qint64 PeriodMs = 1000;
    auto fixed = make(QStringLiteral("fixed"), *m_client, policyFor(u"fixed", Limit, PeriodMs));
    auto sliding =
        make(QStringLiteral("sliding"), *m_client, policyFor(u"sliding", Limit, PeriodMs));
    QVERIFY(fixed && sliding);
    int fixedAdmitted = 0;
    int slidingAdmitted = 0;
    QList<qint64> times;
    for (qint64 i = 0; i < Limit; ++i)
        times << T0 + 900 + i * 10;
    for (qint64 i = 0; i < Limit; ++i)
        times << T0 + PeriodMs + i * 10;
    for (const qint64 t : times) {
        fixedAdmitted += fixed->hit("bob", 1, t)->allowed ? 1 : 0;
        slidingAdmitted += sliding->hit("bob", 1, t)->allowed ? 1 : 0;
    }
    QCOMPARE(times.last() - times.first(), qint64(190));
    QCOMPARE(fixedAdmitted, 2 * Limit);
    QCOMPARE(slidingAdmitted, Limit);
}

void TestRateLimiters::fixedWindowCountsPerAlignedWindowAndNotRefusals()
{
    auto limiter = make(QStringLiteral("fixed"), *m_client, policyFor(u"fixed", 3, 1000));
    QVERIFY(limiter);
    for (int i = 0; i < 3; ++i) {
        const auto d = limiter->hit("carol", 1, T0 + 250);
        QVERIFY(d && d->allowed);
        QCOMPARE(d->remaining, qint64(2 - i));
        QCOMPARE(d->resetAfterUs, qint64(750000));
    }
    const auto refused = limiter->hit("carol", 1, T0 + 400);
    QVERIFY(refused && !refused->allowed);
    QCOMPARE(refused->retryAfterUs, qint64(600000)); // the window ends at T0 + 1000
    QCOMPARE(refused->retryAfterMs(), qint64(600));
    const auto state = limiter->state("carol", T0 + 999);
    QVERIFY(state);
    QCOMPARE(state->count, qint64(3)); // the refusal was not counted
    QCOMPARE(state->windowStartUs, T0 * 1000);
    QCOMPARE(state->retryAfterUs, qint64(1000));
    const auto next = limiter->hit("carol", 2, T0 + 1000);
    QVERIFY(next && next->allowed);
    QCOMPARE(next->remaining, qint64(1));
    // The new window dropped the old one's field.
    QCOMPARE(m_admin->command({"HLEN", limiter->key("carol")})->integerValue(), qint64(1));
}

// Two clocks 1 ms apart across an edge (or TIME stepping back): the lagging one is counted in
// the newest window, not in a window of its own that would wipe the newer count.
void TestRateLimiters::fixedWindowCountsALaggingClockInTheNewestWindow()
{
    auto limiter = make(QStringLiteral("fixed"), *m_client, policyFor(u"fixed", 2, 1000));
    QVERIFY(limiter);
    const QByteArray key = limiter->key("eve");
    QVERIFY(limiter->hit("eve", 1, T0 + 1000)->allowed);
    const auto lagging = limiter->hit("eve", 1, T0 + 999);
    QVERIFY(lagging && lagging->allowed);
    QCOMPARE(lagging->remaining, qint64(0));
    QCOMPARE(lagging->resetAfterUs, qint64(1001000)); // the newest window ends at T0 + 2000
    const auto refused = limiter->hit("eve", 1, T0 + 1000);
    QVERIFY(refused && !refused->allowed);
    QVERIFY(!limiter->hit("eve", 1, T0 + 998)->allowed);
    QCOMPARE(m_admin->command({"HLEN", key})->integerValue(), qint64(1));
    QCOMPARE(m_admin->command({"HGET", key, QByteArray::number((T0 + 1000) / 1000)})->bytes(),
             QByteArray("2"));
    const auto s = limiter->state("eve", T0 + 999);
    QVERIFY(s);
    QCOMPARE(s->count, qint64(2));
    QCOMPARE(s->windowStartUs, (T0 + 1000) * 1000);
    QCOMPARE(s->retryAfterUs, qint64(1001000));
    QVERIFY(limiter->hit("eve", 2, T0 + 2000)->allowed); // the next window starts afresh
}

void TestRateLimiters::clockGoingBackAcrossAnEdgeAdmitsNoMore_data()
{
    addKinds();
}

// Limit 1 per second; hits alternate between T0 + 1000 and 1 ms earlier, across the edge of an
// aligned window. Only the first is admitted, by every kind (fixed used to admit all six).
void TestRateLimiters::clockGoingBackAcrossAnEdgeAdmitsNoMore()
{
    QFETCH(QString, kind);
    auto limiter = make(kind, *m_client, policyFor(kind, 1, 1000));
    QVERIFY(limiter);
    int admitted = 0;
    for (int i = 0; i < 6; ++i) {
        const auto d = limiter->hit("fay", 1, T0 + 1000 - i % 2);
        QVERIFY2(d.ok(), qPrintable(d.error().toString()));
        admitted += d->allowed ? 1 : 0;
    }
    QCOMPARE(admitted, 1);
}

void TestRateLimiters::funnelAdmitsCapacityThenOnePerInterval_data()
{
    QTest::addColumn<double>("capacity");
    QTest::addColumn<double>("rate");
    QTest::addColumn<qint64>("intervalMs");
    QTest::newRow("5, 2 per s") << 5.0 << 2.0 << qint64(500);
    QTest::newRow("3, 0.5 per s") << 3.0 << 0.5 << qint64(2000);
    QTest::newRow("10, 8 per s") << 10.0 << 8.0 << qint64(125);
    QTest::newRow("2, 1000 per s") << 2.0 << 1000.0 << qint64(1);
}

void TestRateLimiters::funnelAdmitsCapacityThenOnePerInterval()
{
    QFETCH(double, capacity);
    QFETCH(double, rate);
    QFETCH(qint64, intervalMs);
    RateLimitPolicy policy;
    policy.capacity = capacity;
    policy.ratePerSecond = rate;
    auto limiter = make(QStringLiteral("funnel"), *m_client, policy);
    QVERIFY(limiter);
    for (int i = 0; i < int(capacity); ++i) {
        const auto d = limiter->hit("dave", 1, T0);
        QVERIFY(d && d->allowed);
        QCOMPARE(d->level, double(i + 1));
    }
    const auto full = limiter->hit("dave", 1, T0);
    QVERIFY(full && !full->allowed);
    QCOMPARE(full->retryAfterUs, intervalMs * 1000);
    QCOMPARE(full->resetAfterUs, qint64(capacity * intervalMs * 1000));
    for (qint64 k = 1; k <= 20; ++k) {
        const qint64 due = T0 + k * intervalMs;
        if (intervalMs > 1) {
            const auto early = limiter->hit("dave", 1, due - 1);
            QVERIFY(early && !early->allowed);
            QCOMPARE(early->retryAfterUs, qint64(1000));
        }
        const auto onTime = limiter->hit("dave", 1, due);
        QVERIFY2(onTime && onTime->allowed, qPrintable(QString::number(k)));
        QCOMPARE(onTime->level, capacity);
        QVERIFY(!limiter->hit("dave", 1, due)->allowed);
    }
}

// The blog funnel starts an unknown subject with an empty funnel and does not pour the first
// request in. Here the first request is counted like every other.
void TestRateLimiters::funnelFirstRequestConsumes()
{
    RateLimitPolicy policy;
    policy.capacity = 2;
    policy.ratePerSecond = 0.001;
    auto limiter = make(QStringLiteral("funnel"), *m_client, policy);
    QVERIFY(limiter);
    const auto first = limiter->hit("erin", 1, T0);
    QVERIFY(first && first->allowed);
    QCOMPARE(first->level, 1.0);
    QCOMPARE(first->remaining, qint64(1));
    QCOMPARE(limiter->state("erin", T0)->level, 1.0);
    QVERIFY(limiter->hit("erin", 1, T0)->allowed);
    QVERIFY(!limiter->hit("erin", 1, T0)->allowed); // capacity 2 means two requests, not three
}

// Leaks of 0.4 are kept: the blog funnel truncates each leak to a whole number and, moving its
// timestamp anyway, loses them, so it would still be full after a second.
void TestRateLimiters::funnelKeepsFractionalLevels()
{
    RateLimitPolicy policy;
    policy.capacity = 2;
    policy.ratePerSecond = 1;
    auto limiter = make(QStringLiteral("funnel"), *m_client, policy);
    QVERIFY(limiter);
    QVERIFY(limiter->hit("frank", 2, T0)->allowed);
    const auto at400 = limiter->hit("frank", 1, T0 + 400);
    QVERIFY(at400 && !at400->allowed);
    QVERIFY(qAbs(at400->level - 1.6) < 1e-12);
    QCOMPARE(at400->retryAfterUs, qint64(600000));
    QVERIFY(!limiter->hit("frank", 1, T0 + 800)->allowed);
    const auto state = limiter->state("frank", T0 + 900);
    QVERIFY(state);
    QVERIFY(qAbs(state->level - 1.1) < 1e-12);
    QCOMPARE(state->retryAfterUs, qint64(100000));
    const auto at1000 = limiter->hit("frank", 1, T0 + 1000);
    QVERIFY(at1000 && at1000->allowed);
    QCOMPARE(at1000->level, 2.0);
    // And fractions pour in: 0.25 s later, a quarter has leaked; 1.75 + 1 > 2.
    QVERIFY(!limiter->hit("frank", 1, T0 + 1250)->allowed);
    QVERIFY(qAbs(limiter->state("frank", T0 + 1250)->level - 1.75) < 1e-12);
}

void TestRateLimiters::funnelNeverExceedsALargeCapacity_data()
{
    QTest::addColumn<double>("capacity");
    QTest::addColumn<double>("rate");
    QTest::addColumn<qint64>("unitMs"); // one unit leaks in this many ms
    QTest::newRow("1e9, 1e9 per s") << 1e9 << 1e9 << qint64(0);
    QTest::newRow("1e9, 100 per s") << 1e9 << 100.0 << qint64(10);
    QTest::newRow("1e8, 10 per s") << 1e8 << 10.0 << qint64(100);
    QTest::newRow("999999999.5, 1000 per s") << 999999999.5 << 1000.0 << qint64(1);
}

// Filled in one hit, a large funnel takes nothing more at the same instant nor until a whole
// unit has leaked (the old 1e-9 x capacity tolerance was a whole unit at 1e9: level 1000000001;
// at 1e8 and 10 per second it admitted a hit 90 ms early). The level never exceeds capacity.
void TestRateLimiters::funnelNeverExceedsALargeCapacity()
{
    QFETCH(double, capacity);
    QFETCH(double, rate);
    QFETCH(qint64, unitMs);
    RateLimitPolicy policy;
    policy.capacity = capacity;
    policy.ratePerSecond = rate;
    auto limiter = make(QStringLiteral("funnel"), *m_client, policy);
    QVERIFY(limiter);
    const qint64 fill = qint64(std::floor(capacity));
    const auto full = limiter->hit("gus", fill, T0);
    QVERIFY(full && full->allowed);
    QVERIFY(full->level <= capacity);
    QCOMPARE(full->remaining, qint64(0));
    const auto more = limiter->hit("gus", 1, T0);
    QVERIFY(more && !more->allowed);
    QVERIFY(more->retryAfterUs > 0);
    QCOMPARE(more->level, full->level);
    if (unitMs == 0) { // a whole ms leaks 1e6 units: exactly that fits, not one more
        QVERIFY(limiter->hit("gus", 1000000, T0 + 1)->allowed);
        QVERIFY(!limiter->hit("gus", 1, T0 + 1)->allowed);
        QCOMPARE(limiter->state("gus", T0 + 1)->level, capacity);
        return;
    }
    const double room = capacity - double(fill); // 0.5 for the fractional capacity
    const qint64 due = T0 + qint64(std::ceil(double(unitMs) * (1 - room)));
    const auto early = limiter->hit("gus", 1, due - 1);
    QVERIFY2(early && !early->allowed, qPrintable(QString::number(early->level, 'f', 6)));
    QVERIFY(early->retryAfterUs > 0 && early->retryAfterUs <= 1000);
    const auto s = limiter->state("gus", due - 1);
    QVERIFY(s);
    QCOMPARE(s->remaining, qint64(0));
    QVERIFY(s->level < capacity && s->level > capacity - 1); // fractional, not truncated
    const auto onTime = limiter->hit("gus", 1, due);
    QVERIFY(onTime && onTime->allowed);
    QVERIFY2(onTime->level <= capacity, qPrintable(QString::number(onTime->level, 'f', 6)));
    QVERIFY(!limiter->hit("gus", 1, due)->allowed);
}

// At 1e9 per second a level of 1 leaks in a nanosecond: the key used to get PEXPIRE 0, which
// deletes it as it is written. Every TTL is at least 1 ms: the key lives, then expires (the
// server counts it in expired_keys; a key deleted by PEXPIRE 0 is not counted).
void TestRateLimiters::funnelKeepsItsKeyAtTheHighestRate()
{
    RateLimitPolicy policy;
    policy.capacity = 10;
    policy.ratePerSecond = 1e9;
    auto limiter = make(QStringLiteral("funnel"), *m_client, policy);
    QVERIFY(limiter);
    const auto expiredKeys = [this] {
        const QByteArray info = m_admin->command({"INFO", "stats"})->bytes();
        const qsizetype at = info.indexOf("expired_keys:") + 13;
        return info.mid(at, info.indexOf('\r', at) - at).toLongLong();
    };
    const qint64 before = expiredKeys();
    const auto d = limiter->hit("hal");
    QVERIFY(d && d->allowed);
    QCOMPARE(d->resetAfterUs, qint64(1));
    QTRY_COMPARE_WITH_TIMEOUT(m_admin->command({"EXISTS", limiter->key("hal")})->integerValue(),
                              qint64(0), 10000);
    QCOMPARE(expiredKeys(), before + 1);
}

void TestRateLimiters::refusedHitIsNotRecorded_data()
{
    addKinds();
}

// Also when the key holds state that has run out since the last admission (the sliding
// window's first entry has left by T0 + 1000): a refusal does not clean it up either.
void TestRateLimiters::refusedHitIsNotRecorded()
{
    QFETCH(QString, kind);
    auto limiter = make(kind, *m_client, policyFor(kind, 3, 60000));
    QVERIFY(limiter);
    QVERIFY(limiter->hit("gina", 1, T0 - 59000)->allowed);
    QVERIFY(limiter->hit("gina", 2, T0)->allowed);
    const QByteArray before = dump(limiter->key("gina"));
    if (kind == u"sliding")
        QCOMPARE(m_admin->command({"ZCARD", limiter->key("gina")})->integerValue(), qint64(2));
    const auto refused = limiter->hit("gina", 2, T0 + 1000);
    QVERIFY(refused && !refused->allowed);
    QCOMPARE(refused->remaining, qint64(1));
    QVERIFY(refused->retryAfterUs > 0);
    QCOMPARE(dump(limiter->key("gina")), before);
    QVERIFY(limiter->hit("gina", 1, T0 + 1000)->allowed); // the one unit left is still there
    QVERIFY(!limiter->hit("gina", 1, T0 + 1000)->allowed);
}

void TestRateLimiters::costAboveTheLimitIsNeverAdmitted_data()
{
    addKinds();
}

void TestRateLimiters::costAboveTheLimitIsNeverAdmitted()
{
    QFETCH(QString, kind);
    auto limiter = make(kind, *m_client, policyFor(kind, 3, 1000));
    QVERIFY(limiter);
    const auto d = limiter->hit("hank", 4, T0);
    QVERIFY(d && !d->allowed);
    QCOMPARE(d->retryAfterUs, qint64(-1));
    QCOMPARE(d->retryAfterMs(), qint64(-1));
    QCOMPARE(d->remaining, qint64(3));
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(0));
    // Nor when the key holds state that has run out (an entry, a window, a level of 1 s ago).
    QVERIFY(limiter->hit("hank", 1, T0 - 1000)->allowed);
    const QByteArray before = dump(limiter->key("hank"));
    const auto again = limiter->hit("hank", 4, T0);
    QVERIFY(again && !again->allowed);
    QCOMPARE(again->retryAfterUs, qint64(-1));
    QCOMPARE(dump(limiter->key("hank")), before);
}

void TestRateLimiters::stateChangesNothing_data()
{
    addKinds();
}

// state() is a read: the key's bytes, its TTL and every later decision are as without it.
void TestRateLimiters::stateChangesNothing()
{
    QFETCH(QString, kind);
    auto limiter = make(kind, *m_client, policyFor(kind, 4, 1000));
    QVERIFY(limiter);
    const auto absent = limiter->state("ivan", T0);
    QVERIFY2(absent.ok(), qPrintable(absent.error().toString()));
    QCOMPARE(absent->remaining, qint64(4));
    QCOMPARE(absent->retryAfterUs, qint64(0));
    QCOMPARE(m_admin->command({"EXISTS", limiter->key("ivan")})->integerValue(), qint64(0));
    QVERIFY(limiter->hit("ivan", 3, T0)->allowed);
    const QByteArray before = dump(limiter->key("ivan"));
    const qint64 ttlBefore = m_admin->command({"PTTL", limiter->key("ivan")})->integerValue();
    for (const qint64 at : {T0, T0 + 100, T0 + 5000, T0 - 5000}) {
        const auto s = limiter->state("ivan", at);
        QVERIFY2(s.ok(), qPrintable(s.error().toString()));
        QCOMPARE(s->kind, kind);
        QCOMPARE(s->nowUs, at * 1000);
    }
    const auto s = limiter->state("ivan"); // the server's clock
    QVERIFY(s);
    QCOMPARE(dump(limiter->key("ivan")), before);
    QVERIFY(m_admin->command({"PTTL", limiter->key("ivan")})->integerValue() <= ttlBefore);
    const auto next = limiter->hit("ivan", 1, T0);
    QVERIFY(next && next->allowed);
    QCOMPARE(next->remaining, qint64(0));
}

void TestRateLimiters::stateReportsWhatTheLastHitLeft_data()
{
    addKinds();
}

void TestRateLimiters::stateReportsWhatTheLastHitLeft()
{
    QFETCH(QString, kind);
    auto limiter = make(kind, *m_client, policyFor(kind, 5, 1000));
    QVERIFY(limiter);
    const auto d = limiter->hit("judy", 2, T0 + 100);
    QVERIFY(d && d->allowed);
    const auto s = limiter->state("judy", T0 + 100);
    QVERIFY(s);
    QCOMPARE(s->limit, d->limit);
    QCOMPARE(s->remaining, d->remaining);
    QCOMPARE(s->remaining, qint64(3));
    QCOMPARE(s->resetAfterUs, d->resetAfterUs);
    if (kind == u"fixed" || kind == u"sliding")
        QCOMPARE(s->count, qint64(2));
    if (kind == u"funnel")
        QCOMPARE(s->level, 2.0);
    if (kind == u"gcra")
        QCOMPARE(s->tatUs, (T0 + 100) * 1000 + 2 * 200000); // one request per 200 ms
}

void TestRateLimiters::serverClockIsUsedWhenNoneIsInjected_data()
{
    addKinds();
}

void TestRateLimiters::serverClockIsUsedWhenNoneIsInjected()
{
    QFETCH(QString, kind);
    auto limiter = make(kind, *m_client, policyFor(kind, 2, Month));
    QVERIFY(limiter);
    const auto time = m_admin->command({"TIME"});
    QVERIFY(time);
    const qint64 serverUs = time->elements().at(0).bytes().toLongLong() * 1000000 +
                            time->elements().at(1).bytes().toLongLong();
    const auto d = limiter->hit("kim");
    QVERIFY2(d.ok(), qPrintable(d.error().toString()));
    QVERIFY(d->allowed);
    QVERIFY(d->nowUs >= serverUs && d->nowUs < serverUs + 10000000);
    QVERIFY(limiter->hit("kim")->allowed);
    const auto refused = limiter->hit("kim");
    QVERIFY(refused && !refused->allowed);
    QVERIFY(refused->nowUs >= d->nowUs);
    const qint64 ttl = m_admin->command({"PTTL", limiter->key("kim")})->integerValue();
    QVERIFY2(ttl > 0 && ttl <= Month + 1, qPrintable(QString::number(ttl)));
    const auto s = limiter->state("kim");
    QVERIFY(s && s->remaining == 0 && s->nowUs >= refused->nowUs);
}

void TestRateLimiters::concurrentHitsNeverExceedTheLimit_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("injectedClock");
    for (const QString &kind : RateLimiterFactory::kinds()) {
        QTest::addRow("%s, server clock", qPrintable(kind)) << kind << false;
        QTest::addRow("%s, one injected instant", qPrintable(kind)) << kind << true;
    }
}

// 8 threads, each with its own connection, hammer one subject. The period is a month (or the
// clock stands still), so nothing is given back during the run: exactly limit units are
// admitted, never more.
void TestRateLimiters::concurrentHitsNeverExceedTheLimit()
{
    QFETCH(QString, kind);
    QFETCH(bool, injectedClock);
    constexpr int Threads = 8;
    constexpr int HitsPerThread = 150;
    constexpr qint64 Limit = 50;
    std::atomic<qint64> admitted{0};
    const QStringList failures = ConcurrentWorkers::run(Threads, [&](int t) -> QString {
        RedisConnection c(m_server->connectionOptions());
        auto limiter = make(kind, c, policyFor(kind, Limit, Month));
        if (!limiter)
            return QStringLiteral("cannot create %1").arg(kind);
        for (int i = 0; i < HitsPerThread; ++i) {
            const qint64 cost = (i + t) % 3 == 0 ? 2 : 1;
            const auto d =
                injectedClock ? limiter->hit("shared", cost, T0) : limiter->hit("shared", cost);
            if (!d)
                return d.error().toString();
            if (d->allowed)
                admitted += cost;
        }
        return {};
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QVERIFY2(admitted.load() <= Limit, qPrintable(QString::number(admitted.load())));
    QCOMPARE(admitted.load(), Limit);
}

void TestRateLimiters::badInputIsRejectedWithoutWriting_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<RateLimitPolicy>("policy");
    QTest::addColumn<QByteArray>("subject");
    QTest::addColumn<qint64>("cost");
    QTest::addColumn<qint64>("nowMs");
    QTest::addColumn<QString>("messagePart");
    const auto windowed = [](qint64 limit, qint64 periodMs) {
        RateLimitPolicy p;
        p.limit = limit;
        p.periodMs = periodMs;
        return p;
    };
    const auto funnel = [](double capacity, double rate) {
        RateLimitPolicy p;
        p.capacity = capacity;
        p.ratePerSecond = rate;
        return p;
    };
    RateLimitPolicy gcraBurst = windowed(10, 1000);
    gcraBurst.capacity = 2.5;
    const QString fixed = QStringLiteral("fixed");
    const QString sliding = QStringLiteral("sliding");
    const QString gcra = QStringLiteral("gcra");
    const QString funnelKind = QStringLiteral("funnel");
    QTest::newRow("fixed limit 0")
        << fixed << windowed(0, 1000) << QByteArray("s") << qint64(1) << T0 << "limit";
    QTest::newRow("sliding limit 0")
        << sliding << windowed(0, 1000) << QByteArray("s") << qint64(1) << T0 << "limit";
    QTest::newRow("sliding negative period")
        << sliding << windowed(5, -1000) << QByteArray("s") << qint64(1) << T0 << "period";
    QTest::newRow("fixed period 0")
        << fixed << windowed(5, 0) << QByteArray("s") << qint64(1) << T0 << "period";
    QTest::newRow("gcra negative period")
        << gcra << windowed(5, -1) << QByteArray("s") << qint64(1) << T0 << "period";
    QTest::newRow("gcra more than one per µs")
        << gcra << windowed(2000, 1) << QByteArray("s") << qint64(1) << T0 << "per µs";
    QTest::newRow("gcra fractional burst")
        << gcra << gcraBurst << QByteArray("s") << qint64(1) << T0 << "capacity";
    QTest::newRow("funnel rate 0")
        << funnelKind << funnel(5, 0) << QByteArray("s") << qint64(1) << T0 << "rate";
    QTest::newRow("funnel negative rate")
        << funnelKind << funnel(5, -2) << QByteArray("s") << qint64(1) << T0 << "rate";
    QTest::newRow("funnel rate NaN")
        << funnelKind << funnel(5, std::nan("")) << QByteArray("s") << qint64(1) << T0 << "rate";
    QTest::newRow("funnel capacity 0")
        << funnelKind << funnel(0, 1) << QByteArray("s") << qint64(1) << T0 << "capacity";
    QTest::newRow("funnel draining for years")
        << funnelKind << funnel(1e9, 1e-3) << QByteArray("s") << qint64(1) << T0 << "drain";
    QTest::newRow("cost 0") << sliding << windowed(5, 1000) << QByteArray("s") << qint64(0) << T0
                            << "cost";
    QTest::newRow("negative cost")
        << gcra << windowed(5, 1000) << QByteArray("s") << qint64(-3) << T0 << "cost";
    QTest::newRow("negative now") << fixed << windowed(5, 1000) << QByteArray("s") << qint64(1)
                                  << qint64(-1) << "now";
    QTest::newRow("empty subject")
        << sliding << windowed(5, 1000) << QByteArray() << qint64(1) << T0 << "subject";
    QTest::newRow("brace in subject")
        << funnelKind << funnel(5, 1) << QByteArray("a}b") << qint64(1) << T0 << "'{'";
    // One past each upper bound.
    QTest::newRow("cost above 1e9") << sliding << windowed(5, 1000) << QByteArray("s")
                                    << RateLimiter::MaxCost + 1 << T0 << "cost";
    QTest::newRow("now above the bound") << gcra << windowed(5, 1000) << QByteArray("s")
                                         << qint64(1) << RateLimiter::MaxNowMs + 1 << "now";
    QTest::newRow("fixed limit above 1e9") << fixed << windowed(RateLimitPolicy::MaxLimit + 1, 1000)
                                           << QByteArray("s") << qint64(1) << T0 << "limit";
    QTest::newRow("sliding period above 366 days")
        << sliding << windowed(5, RateLimitPolicy::MaxPeriodMs + 1) << QByteArray("s") << qint64(1)
        << T0 << "period";
    QTest::newRow("funnel capacity above 1e9")
        << funnelKind << funnel(1e9 + 1, 1e9) << QByteArray("s") << qint64(1) << T0 << "capacity";
    QTest::newRow("funnel rate above 1e9")
        << funnelKind << funnel(5, 1e9 + 1) << QByteArray("s") << qint64(1) << T0 << "rate";
    RateLimitPolicy gcraHugeBurst = windowed(10, 1000);
    gcraHugeBurst.capacity = double(RateLimitPolicy::MaxLimit + 1);
    QTest::newRow("gcra burst above 1e9")
        << gcra << gcraHugeBurst << QByteArray("s") << qint64(1) << T0 << "capacity";
}

void TestRateLimiters::badInputIsRejectedWithoutWriting()
{
    QFETCH(QString, kind);
    QFETCH(RateLimitPolicy, policy);
    QFETCH(QByteArray, subject);
    QFETCH(qint64, cost);
    QFETCH(qint64, nowMs);
    QFETCH(QString, messagePart);
    auto created = RateLimiterFactory::create(kind, *m_client, KeySpace(), "bad", policy);
    std::unique_ptr<RateLimiter> limiter;
    if (created) {
        limiter = std::move(created).value();
    } else {
        QCOMPARE(created.error().kind(), RedisError::Kind::InvalidArgument);
        QVERIFY2(created.error().message().contains(messagePart),
                 qPrintable(created.error().message()));
        // Made without the factory, the limiter still checks before it sends anything.
        if (kind == u"funnel")
            limiter = std::make_unique<FunnelLimiter>(*m_client, KeySpace(), "bad", policy);
        else if (kind == u"gcra")
            limiter = std::make_unique<GcraLimiter>(*m_client, KeySpace(), "bad", policy);
        else if (kind == u"fixed")
            limiter = std::make_unique<FixedWindowLimiter>(*m_client, KeySpace(), "bad", policy);
        else
            limiter = std::make_unique<SlidingWindowLimiter>(*m_client, KeySpace(), "bad", policy);
    }
    const auto hit = limiter->hit(subject, cost, nowMs);
    QVERIFY(!hit);
    QCOMPARE(hit.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(hit.error().message().contains(messagePart), qPrintable(hit.error().message()));
    if (cost >= 1 && cost <= RateLimiter::MaxCost) { // state() takes no cost
        const auto state = limiter->state(subject, nowMs);
        QVERIFY(!state);
        QCOMPARE(state.error().kind(), RedisError::Kind::InvalidArgument);
    }
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(0));
}

void TestRateLimiters::upperBoundsAreAccepted_data()
{
    addKinds();
}

// Limit (capacity) 1e9, one hit of cost 1e9, at the latest now accepted: admitted exactly,
// and one more unit is not.
void TestRateLimiters::upperBoundsAreAccepted()
{
    QFETCH(QString, kind);
    RateLimitPolicy policy;
    if (kind == u"funnel") {
        policy.capacity = RateLimitPolicy::MaxCapacity;
        policy.ratePerSecond = RateLimitPolicy::MaxRatePerSecond;
    } else {
        policy.limit = RateLimitPolicy::MaxLimit;
        policy.periodMs = 1000000; // gcra: one per µs, the fastest rate it takes
    }
    auto limiter = make(kind, *m_client, policy);
    QVERIFY(limiter);
    const qint64 now = RateLimiter::MaxNowMs;
    const auto d = limiter->hit("max", RateLimiter::MaxCost, now);
    QVERIFY2(d.ok(), qPrintable(d.error().toString()));
    QVERIFY(d->allowed);
    QCOMPARE(d->nowUs, now * 1000);
    QCOMPARE(d->remaining, qint64(0));
    const auto more = limiter->hit("max", 1, now);
    QVERIFY(more && !more->allowed);
    QVERIFY(more->retryAfterUs > 0);
    const auto s = limiter->state("max", now);
    QVERIFY2(s.ok(), qPrintable(s.error().toString()));
    QCOMPARE(s->remaining, qint64(0));
}

// "api:v2" + "alice" and "api" + "v2:alice" would both be {api:v2:alice}: the funnel would
// then overwrite another limiter's hash. A name with ':' is refused; subjects keep theirs.
void TestRateLimiters::namesWithAColonAreRefusedSoKeysCannotCollide()
{
    const RateLimitPolicy policy = policyFor(u"funnel", 5, 1000);
    const auto refused = RateLimiterFactory::create(QStringLiteral("funnel"), *m_client, KeySpace(),
                                                    "api:v2", policy);
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(refused.error().message().contains(u"':'"), qPrintable(refused.error().message()));
    FunnelLimiter direct(*m_client, KeySpace(), "api:v2", policy);
    const auto hit = direct.hit("alice", 1, T0);
    QVERIFY(!hit);
    QCOMPARE(hit.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY(!direct.state("alice", T0));
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(0));
    auto api = make(QStringLiteral("funnel"), *m_client, policy, "api");
    QVERIFY(api);
    QVERIFY(api->hit("v2:alice", 1, T0)->allowed);
    QCOMPARE(api->key("v2:alice"), QByteArray("cs:{api:v2:alice}:funnel"));
    QCOMPARE(m_admin->command({"EXISTS", api->key("v2:alice")})->integerValue(), qint64(1));
}

void TestRateLimiters::keyOfAnotherTypeIsWrongTypeAndUntouched_data()
{
    addKinds();
}

void TestRateLimiters::keyOfAnotherTypeIsWrongTypeAndUntouched()
{
    QFETCH(QString, kind);
    auto limiter = make(kind, *m_client, policyFor(kind, 5, 1000));
    QVERIFY(limiter);
    const QByteArray key = limiter->key("lee");
    // A list is the wrong type for all four (string, hash, ZSET, hash).
    QVERIFY(m_admin->command({"RPUSH", key, "x"}).ok());
    const QByteArray before = dump(key);
    const auto hit = limiter->hit("lee", 1, T0);
    QVERIFY(!hit);
    QCOMPARE(hit.error().kind(), RedisError::Kind::WrongType);
    const auto state = limiter->state("lee", T0);
    QVERIFY(!state);
    QCOMPARE(state.error().kind(), RedisError::Kind::WrongType);
    QCOMPARE(dump(key), before);
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(1));
}

void TestRateLimiters::keysOfOneSubjectShareAHashTag()
{
    for (const QString &kind : RateLimiterFactory::kinds()) {
        auto limiter = make(kind, *m_client, policyFor(kind, 5, 1000), "uploads");
        QVERIFY(limiter);
        QCOMPARE(limiter->key("alice"), "cs:{uploads:alice}:" + kind.toUtf8());
    }
}

void TestRateLimiters::factoryNamesTheKnownKinds()
{
    for (const QString &kind : RateLimiterFactory::kinds()) {
        auto limiter = make(kind, *m_client, policyFor(kind, 5, 1000));
        QVERIFY2(limiter, qPrintable(kind));
        QCOMPARE(limiter->kind(), kind);
    }
    const auto unknown = RateLimiterFactory::create(QStringLiteral("token-bucket"), *m_client,
                                                    KeySpace(), "k", policyFor(u"gcra", 5, 1000));
    QVERIFY(!unknown);
    QCOMPARE(unknown.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY(unknown.error().message().contains(u"gcra"));
    const auto braces = RateLimiterFactory::create(QStringLiteral("gcra"), *m_client, KeySpace(),
                                                   "a{b}", policyFor(u"gcra", 5, 1000));
    QVERIFY(!braces);
    QCOMPARE(braces.error().kind(), RedisError::Kind::InvalidArgument);
}

QTEST_GUILESS_MAIN(TestRateLimiters)
#include "tst_ratelimiters.moc"
