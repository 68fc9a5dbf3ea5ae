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
    void fixedWindowAdmitsTwiceTheLimitAcrossAnEdgeSlidingDoesNot();
    void fixedWindowCountsPerAlignedWindowAndNotRefusals();
    void funnelAdmitsCapacityThenOnePerInterval_data();
    void funnelAdmitsCapacityThenOnePerInterval();
    void funnelFirstRequestConsumes();
    void funnelKeepsFractionalLevels();
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

void TestRateLimiters::refusedHitIsNotRecorded_data()
{
    addKinds();
}

void TestRateLimiters::refusedHitIsNotRecorded()
{
    QFETCH(QString, kind);
    auto limiter = make(kind, *m_client, policyFor(kind, 3, 60000));
    QVERIFY(limiter);
    QVERIFY(limiter->hit("gina", 2, T0)->allowed);
    const QByteArray before = dump(limiter->key("gina"));
    const auto refused = limiter->hit("gina", 2, T0);
    QVERIFY(refused && !refused->allowed);
    QCOMPARE(refused->remaining, qint64(1));
    QVERIFY(refused->retryAfterUs > 0);
    QCOMPARE(dump(limiter->key("gina")), before);
    QVERIFY(limiter->hit("gina", 1, T0)->allowed); // the one unit left is still there
    QVERIFY(!limiter->hit("gina", 1, T0)->allowed);
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
    if (cost >= 1) {
        const auto state = limiter->state(subject, nowMs);
        QVERIFY(!state);
        QCOMPARE(state.error().kind(), RedisError::Kind::InvalidArgument);
    }
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(0));
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
