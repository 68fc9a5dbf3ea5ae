#include "gcralimiter.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QTest>

#include <array>

// The GCRA limiter against redis-cell's CL.THROTTLE: the README's example and the scripted
// sequence of redis-cell's own test (it_rate_limits in src/cell/mod.rs, later
// redis-cell-impl/src/lib.rs), reply by reply, with an injected clock.
namespace {
constexpr qint64 T0 = 1700006400000;

// CL.THROTTLE key maxBurst count periodS: count per periodS seconds, bursts of maxBurst + 1.
RateLimitPolicy clThrottle(qint64 maxBurst, qint64 count, qint64 periodS)
{
    RateLimitPolicy p;
    p.limit = count;
    p.periodMs = periodS * 1000;
    p.capacity = double(maxBurst + 1);
    return p;
}

using Reply = std::array<qint64, 5>;
} // namespace

class TestGcraLimiter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void readmeExampleRepliesAsClThrottle();
    void redisCellScriptedSequence();
    void secondsAreRoundedUpFromAWholeMillisecond_data();
    void secondsAreRoundedUpFromAWholeMillisecond();
    void emissionIntervalIsTruncatedToMicroseconds();
    void limitedHitLeavesTheTatAlone();
    void tatKeyExpiresWhenTheAllowanceIsFull();
    void nonNumericTatIsAnErrorAndUntouched();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
    std::unique_ptr<RedisConnection> m_client;
};

void TestGcraLimiter::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
    m_client = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestGcraLimiter::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

// README: "CL.THROTTLE user123 15 30 60 1" -> 0, 16, 15, -1, 2.
void TestGcraLimiter::readmeExampleRepliesAsClThrottle()
{
    GcraLimiter limiter(*m_client, KeySpace(), "cell", clThrottle(15, 30, 60));
    QCOMPARE(limiter.emissionIntervalUs(), qint64(2000000));
    QCOMPARE(limiter.burst(), qint64(16));
    const auto d = limiter.hit("user123", 1, T0);
    QVERIFY2(d.ok(), qPrintable(d.error().toString()));
    QCOMPARE(GcraLimiter::clThrottleReply(*d), (Reply{0, 16, 15, -1, 2}));
    // And with the server's clock.
    const auto live = limiter.hit("user456");
    QVERIFY(live);
    QCOMPARE(GcraLimiter::clThrottleReply(*live), (Reply{0, 16, 15, -1, 2}));
}

// redis-cell's it_rate_limits: max_burst 4 (limit 5), 1 per second; each case's time after
// start, quantity, then remaining, reset_after, retry_after (ms; -1 s for none) and limited.
// Quantity 0 is redis-cell's peek, which is state() here (hit() refuses a cost of 0).
void TestGcraLimiter::redisCellScriptedSequence()
{
    struct Case
    {
        qint64 atMs;
        qint64 quantity;
        qint64 remaining;
        qint64 resetAfterMs;
        qint64 retryAfterMs;
        bool limited;
    };
    const Case cases[] = {
        {0, 6, 5, 0, -1000, true}, // never more than the burst at once
        {0, 1, 4, 1000, -1000, false},    {0, 1, 3, 2000, -1000, false},
        {0, 1, 2, 3000, -1000, false},    {0, 1, 1, 4000, -1000, false},
        {0, 1, 0, 5000, -1000, false},    {0, 1, 0, 5000, 1000, true},
        {3000, 1, 2, 3000, -1000, false}, {3100, 1, 1, 3900, -1000, false},
        {4000, 1, 1, 4000, -1000, false}, {8000, 1, 4, 1000, -1000, false},
        {9500, 1, 4, 1000, -1000, false}, {9500, 0, 4, 1000, -1000, false}, // peek
        {9500, 2, 2, 3000, -1000, false}, {9500, 5, 2, 3000, 3000, true},
    };
    GcraLimiter limiter(*m_client, KeySpace(), "cell", clThrottle(4, 1, 1));
    int i = 0;
    for (const Case &c : cases) {
        const QByteArray where = "case " + QByteArray::number(i++);
        if (c.quantity == 0) {
            const auto s = limiter.state("foo", T0 + c.atMs);
            QVERIFY2(s.ok(), where.constData());
            QCOMPARE(s->limit, qint64(5));
            QCOMPARE(s->remaining, c.remaining);
            QCOMPARE(s->resetAfterUs, c.resetAfterMs * 1000);
            continue;
        }
        const auto d = limiter.hit("foo", c.quantity, T0 + c.atMs);
        QVERIFY2(d.ok(), where.constData());
        QVERIFY2(d->allowed == !c.limited, where.constData());
        QCOMPARE(d->limit, qint64(5));
        QCOMPARE(d->remaining, c.remaining);
        QCOMPARE(d->resetAfterUs, c.resetAfterMs * 1000);
        QCOMPARE(d->retryAfterUs, c.retryAfterMs < 0 ? qint64(-1) : c.retryAfterMs * 1000);
        // CL.THROTTLE's integer view: seconds, a part of a second rounded up (3.9 s -> 4).
        const Reply reply = GcraLimiter::clThrottleReply(*d);
        QCOMPARE(reply[0], qint64(c.limited ? 1 : 0));
        QCOMPARE(reply[3], c.retryAfterMs < 0 ? qint64(-1) : (c.retryAfterMs + 999) / 1000);
        QCOMPARE(reply[4], (c.resetAfterMs + 999) / 1000);
    }
}

void TestGcraLimiter::secondsAreRoundedUpFromAWholeMillisecond_data()
{
    QTest::addColumn<qint64>("us");
    QTest::addColumn<qint64>("seconds");
    QTest::newRow("none") << qint64(-1) << qint64(-1);
    QTest::newRow("0") << qint64(0) << qint64(0);
    QTest::newRow("999 µs") << qint64(999) << qint64(0); // subsec_milliseconds() is 0
    QTest::newRow("1 ms") << qint64(1000) << qint64(1);
    QTest::newRow("2 s") << qint64(2000000) << qint64(2);
    QTest::newRow("2 s + 500 µs") << qint64(2000500) << qint64(2);
    QTest::newRow("2.001 s") << qint64(2001000) << qint64(3);
}

void TestGcraLimiter::secondsAreRoundedUpFromAWholeMillisecond()
{
    QFETCH(qint64, us);
    QFETCH(qint64, seconds);
    RateLimitDecision d;
    d.retryAfterUs = us;
    d.resetAfterUs = us;
    const Reply reply = GcraLimiter::clThrottleReply(d);
    QCOMPARE(reply[3], seconds);
    QCOMPARE(reply[4], seconds);
}

// 3 per second: one per 333333 µs, as redis-cell truncates 1e9 / 3 ns.
void TestGcraLimiter::emissionIntervalIsTruncatedToMicroseconds()
{
    RateLimitPolicy p;
    p.limit = 3;
    p.periodMs = 1000;
    GcraLimiter limiter(*m_client, KeySpace(), "thirds", p);
    QCOMPARE(limiter.emissionIntervalUs(), qint64(333333));
    for (int i = 0; i < 3; ++i)
        QVERIFY(limiter.hit("s", 1, T0)->allowed);
    const auto refused = limiter.hit("s", 1, T0);
    QVERIFY(refused && !refused->allowed);
    QCOMPARE(refused->retryAfterUs, qint64(333333));
    QCOMPARE(refused->resetAfterUs, qint64(999999));
    QCOMPARE(limiter.state("s", T0)->tatUs, T0 * 1000 + 999999);
    QVERIFY(!limiter.hit("s", 1, T0 + 333)->allowed); // 333 ms < 333.333 ms
    QVERIFY(limiter.hit("s", 1, T0 + 334)->allowed);
}

void TestGcraLimiter::limitedHitLeavesTheTatAlone()
{
    GcraLimiter limiter(*m_client, KeySpace(), "cell", clThrottle(1, 10, 1));
    QVERIFY(limiter.hit("s", 2, T0)->allowed);
    const QByteArray key = limiter.key("s");
    const QByteArray before = m_admin->command({"GET", key})->bytes();
    QCOMPARE(before, QByteArray::number(T0 * 1000 + 200000));
    const auto limited = limiter.hit("s", 1, T0 + 50);
    QVERIFY(limited && !limited->allowed);
    QCOMPARE(limited->retryAfterUs, qint64(50000));
    QCOMPARE(m_admin->command({"GET", key})->bytes(), before);
}

// With the server's clock the key lives exactly until the TAT: after that, no state is the
// same as a full allowance. One per 10 s, cost 2: a TAT 20 s ahead, so a stall of the test
// (up to 10 s) cannot let the key expire before it is read.
void TestGcraLimiter::tatKeyExpiresWhenTheAllowanceIsFull()
{
    GcraLimiter limiter(*m_client, KeySpace(), "cell", clThrottle(4, 1, 10));
    const auto d = limiter.hit("s", 2);
    QVERIFY(d && d->allowed);
    QCOMPARE(d->resetAfterUs, qint64(20000000));
    const qint64 ttl = m_admin->command({"PTTL", limiter.key("s")})->integerValue();
    QVERIFY2(ttl > 10000 && ttl <= 20000, qPrintable(QString::number(ttl)));
    // An injected clock is not Redis's: the key outlives it by an hour, and the TAT decides.
    QVERIFY(limiter.hit("t", 2, T0)->allowed);
    const qint64 injectedTtl = m_admin->command({"PTTL", limiter.key("t")})->integerValue();
    QVERIFY2(injectedTtl > RateLimiter::InjectedClockGraceMs + 10000 &&
                 injectedTtl <= RateLimiter::InjectedClockGraceMs + 20000,
             qPrintable(QString::number(injectedTtl)));
}

void TestGcraLimiter::nonNumericTatIsAnErrorAndUntouched()
{
    GcraLimiter limiter(*m_client, KeySpace(), "cell", clThrottle(4, 5, 1));
    QVERIFY(m_admin->command({"SET", limiter.key("s"), "soon"}).ok());
    const auto d = limiter.hit("s", 1, T0);
    QVERIFY(!d);
    QCOMPARE(d.error().kind(), RedisError::Kind::Server);
    QVERIFY2(d.error().message().contains(u"does not hold a number"),
             qPrintable(d.error().message()));
    QVERIFY(!limiter.state("s", T0));
    QCOMPARE(m_admin->command({"GET", limiter.key("s")})->bytes(), QByteArray("soon"));
}

QTEST_GUILESS_MAIN(TestGcraLimiter)
#include "tst_gcralimiter.moc"
