#include "bloomfilter.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QTest>

#include <cmath>
#include <limits>

// BloomFilter on a real server: the parameters follow the formulas, the hash is a fixed
// standard one, there is never a false negative and the false-positive rate is near p.
class TestBloomFilter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void parametersFollowTheFormulas_data();
    void parametersFollowTheFormulas();
    void badParametersAreRefusedBeforeAnythingIsWritten_data();
    void badParametersAreRefusedBeforeAnythingIsWritten();
    void positionsComeFromTheSha256Halves();
    void falsePositiveRateStaysWithinOneAndAHalfTimesTarget_data();
    void falsePositiveRateStaysWithinOneAndAHalfTimesTarget();
    void addSaysWhetherTheItemWasNew();
    void everyClientUsesTheStoredParameters();
    void openingAMissingFilterFails();
    void bitsKeyOfAnotherTypeIsRefused();
    void checkingNeedsOnlyReadCommands();
    void estimatedItemsFollowTheBitsSet();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    const KeySpace m_keys;
};

void TestBloomFilter::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestBloomFilter::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

void TestBloomFilter::parametersFollowTheFormulas_data()
{
    QTest::addColumn<qint64>("capacity");
    QTest::addColumn<double>("errorRate");
    QTest::addColumn<quint64>("bits");
    QTest::addColumn<int>("hashes");
    // m = ceil(-n ln p / ln²2), k = round(m/n ln 2), computed independently.
    QTest::newRow("1k at 1%") << qint64(1000) << 0.01 << quint64(9586) << 7;
    QTest::newRow("10k at 1%") << qint64(10000) << 0.01 << quint64(95851) << 7;
    QTest::newRow("5k at 0.1%") << qint64(5000) << 0.001 << quint64(71888) << 10;
    QTest::newRow("1M at 0.1%") << qint64(1000000) << 0.001 << quint64(14377588) << 10;
    QTest::newRow("1 at 50%") << qint64(1) << 0.5 << quint64(2) << 1;
}

void TestBloomFilter::parametersFollowTheFormulas()
{
    QFETCH(qint64, capacity);
    QFETCH(double, errorRate);
    QFETCH(quint64, bits);
    QFETCH(int, hashes);
    const auto p = BloomParameters::forCapacity(capacity, errorRate);
    QVERIFY2(p.ok(), qPrintable(p.error().toString()));
    QCOMPARE(p->bits(), bits);
    QCOMPARE(p->hashes(), hashes);
    QVERIFY(p->expectedErrorRate(capacity) < errorRate * 1.1);
}

void TestBloomFilter::badParametersAreRefusedBeforeAnythingIsWritten_data()
{
    QTest::addColumn<qint64>("capacity");
    QTest::addColumn<double>("errorRate");
    QTest::newRow("capacity 0") << qint64(0) << 0.01;
    QTest::newRow("negative capacity") << qint64(-5) << 0.01;
    QTest::newRow("p = 0") << qint64(100) << 0.0;
    QTest::newRow("p = 1") << qint64(100) << 1.0;
    QTest::newRow("negative p") << qint64(100) << -0.01;
    QTest::newRow("p above 1") << qint64(100) << 1.5;
    QTest::newRow("p NaN") << qint64(100) << std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("p infinite") << qint64(100) << std::numeric_limits<double>::infinity();
    // 10^9 items at 10^-6 need about 2.9·10^10 bits, more than a Redis string's 2^32.
    QTest::newRow("more than 2^32 bits") << qint64(1000000000) << 0.000001;
}

void TestBloomFilter::badParametersAreRefusedBeforeAnythingIsWritten()
{
    QFETCH(qint64, capacity);
    QFETCH(double, errorRate);
    const auto f = BloomFilter::create(*m_redis, m_keys, "f", capacity, errorRate);
    QVERIFY(!f.ok());
    QCOMPARE(f.error().kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(m_redis->command({"DBSIZE"})->integerValue(), 0);
}

void TestBloomFilter::positionsComeFromTheSha256Halves()
{
    // SHA-256("abc") = ba7816bf8f01cfea 414140de5dae2223 ... (FIPS 180-2's test vector).
    const auto [h1, h2] = BloomParameters::hashPair("abc");
    QCOMPARE(h1, Q_UINT64_C(0xba7816bf8f01cfea));
    QCOMPARE(h2, Q_UINT64_C(0x414140de5dae2223));
    // With m = 1000 (k = 4 for n = 174, p = 0.0631): h1 mod m = 74, h2 mod m = 947.
    const auto p = BloomParameters::fromStored(1000, 4, 174, 0.0631);
    QVERIFY(p.ok());
    QCOMPARE(p->positions("abc"), (QList<quint64>{74, 21, 968, 915}));
}

void TestBloomFilter::falsePositiveRateStaysWithinOneAndAHalfTimesTarget_data()
{
    QTest::addColumn<qint64>("capacity");
    QTest::addColumn<double>("errorRate");
    QTest::newRow("10k at 1%") << qint64(10000) << 0.01;
    QTest::newRow("5k at 0.1%") << qint64(5000) << 0.001;
}

void TestBloomFilter::falsePositiveRateStaysWithinOneAndAHalfTimesTarget()
{
    QFETCH(qint64, capacity);
    QFETCH(double, errorRate);
    auto f = BloomFilter::create(*m_redis, m_keys, "fp", capacity, errorRate);
    QVERIFY2(f.ok(), qPrintable(f.error().toString()));
    constexpr int Batch = 5000;
    // Fill to capacity, then: every added item is found (never a false negative).
    for (qint64 start = 0; start < capacity; start += Batch) {
        QList<QByteArray> items;
        for (qint64 i = start; i < std::min(capacity, start + Batch); ++i)
            items << "member:" + QByteArray::number(i);
        const auto added = f.value().addAll(items);
        QVERIFY2(added.ok(), qPrintable(added.error().toString()));
    }
    for (qint64 start = 0; start < capacity; start += Batch) {
        QList<QByteArray> items;
        for (qint64 i = start; i < std::min(capacity, start + Batch); ++i)
            items << "member:" + QByteArray::number(i);
        const auto found = f.value().mightContainAll(items);
        QVERIFY2(found.ok(), qPrintable(found.error().toString()));
        QVERIFY2(!found->contains(false), "a false negative");
    }
    // 100k items never added.
    constexpr int Absent = 100000;
    qint64 falsePositives = 0;
    for (int start = 0; start < Absent; start += Batch) {
        QList<QByteArray> items;
        for (int i = start; i < start + Batch; ++i)
            items << "absent:" + QByteArray::number(i);
        const auto found = f.value().mightContainAll(items);
        QVERIFY2(found.ok(), qPrintable(found.error().toString()));
        falsePositives += found->count(true);
    }
    const double rate = double(falsePositives) / Absent;
    qInfo("false-positive rate %.5f (target %.5f, %lld of %d)", rate, errorRate, falsePositives,
          Absent);
    QVERIFY2(rate <= errorRate * 1.5, qPrintable(QString::number(rate)));
    QVERIFY2(rate >= errorRate / 1.5, qPrintable(QString::number(rate)));
}

void TestBloomFilter::addSaysWhetherTheItemWasNew()
{
    auto f = BloomFilter::create(*m_redis, m_keys, "new", 1000, 0.01);
    QVERIFY(f.ok());
    QVERIFY(f->created());
    QCOMPARE(f.value().mightContain("x").value(), false);
    QCOMPARE(f.value().add("x").value(), true);
    QCOMPARE(f.value().add("x").value(), false);
    QCOMPARE(f.value().mightContain("x").value(), true);
    QCOMPARE(m_redis->command({"BITCOUNT", f->bitsKey()})->integerValue(),
             f->parameters().hashes());
}

void TestBloomFilter::everyClientUsesTheStoredParameters()
{
    auto first = BloomFilter::create(*m_redis, m_keys, "shared", 1000, 0.01);
    QVERIFY(first.ok());
    QVERIFY(first.value().add("item").ok());
    RedisConnection other(m_server->connectionOptions());
    const auto opened = BloomFilter::open(other, m_keys, "shared");
    QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
    QCOMPARE(opened->parameters().bits(), first->parameters().bits());
    QCOMPARE(opened->parameters().hashes(), first->parameters().hashes());
    auto again = BloomFilter::create(other, m_keys, "shared", 1000, 0.01);
    QVERIFY(again.ok());
    QVERIFY(!again->created());
    QCOMPARE(again.value().mightContain("item").value(), true);
    // Different parameters under the same name: refused, the stored ones stay.
    const auto conflicting = BloomFilter::create(other, m_keys, "shared", 50000, 0.001);
    QVERIFY(!conflicting.ok());
    QCOMPARE(conflicting.error().kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(m_redis->command({"HGET", first->parametersKey(), "m"})->bytes(),
             QByteArray::number(first->parameters().bits()));
    // Both keys share one hash tag.
    QCOMPARE(first->bitsKey(), QByteArray("cs:{shared}:bloom:bits"));
    QCOMPARE(first->parametersKey(), QByteArray("cs:{shared}:bloom:params"));
}

void TestBloomFilter::openingAMissingFilterFails()
{
    const auto f = BloomFilter::open(*m_redis, m_keys, "missing");
    QVERIFY(!f.ok());
    QCOMPARE(f.error().kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(m_redis->command({"DBSIZE"})->integerValue(), 0);
}

void TestBloomFilter::bitsKeyOfAnotherTypeIsRefused()
{
    QVERIFY(m_redis->command({"RPUSH", "cs:{typed}:bloom:bits", "a"}).ok());
    const auto f = BloomFilter::create(*m_redis, m_keys, "typed", 1000, 0.01);
    QVERIFY(!f.ok());
    QCOMPARE(f.error().kind(), RedisError::Kind::WrongType);
    QCOMPARE(m_redis->command({"EXISTS", "cs:{typed}:bloom:params"})->integerValue(), 0);
}

void TestBloomFilter::checkingNeedsOnlyReadCommands()
{
    auto f = BloomFilter::create(*m_redis, m_keys, "ro", 1000, 0.01);
    QVERIFY(f.ok());
    QVERIFY(f.value().add("present").ok());
    QVERIFY(m_redis
                ->command({"ACL", "SETUSER", "reader", "on", ">pw", "~*", "-@all", "+@read",
                           "+@connection"})
                .ok());
    ConnectionOptions options = m_server->connectionOptions();
    options.user = QStringLiteral("reader");
    options.password = QStringLiteral("pw");
    RedisConnection reader(options);
    auto opened = BloomFilter::open(reader, m_keys, "ro");
    QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
    QCOMPARE(opened.value().mightContain("present").value(), true);
    QCOMPARE(opened.value().mightContain("absent").value(), false);
    const auto write = opened.value().add("absent");
    QVERIFY(!write.ok());
    QCOMPARE(write.error().kind(), RedisError::Kind::NoPermission);
}

void TestBloomFilter::estimatedItemsFollowTheBitsSet()
{
    auto f = BloomFilter::create(*m_redis, m_keys, "est", 10000, 0.01);
    QVERIFY(f.ok());
    QList<QByteArray> items;
    for (int i = 0; i < 3000; ++i)
        items << QByteArray::number(i);
    QVERIFY(f.value().addAll(items).ok());
    const auto set = f.value().bitsSet();
    QVERIFY(set.ok());
    const double estimate = f->estimatedItems(*set);
    QVERIFY2(std::abs(estimate - 3000) < 150, qPrintable(QString::number(estimate)));
}

QTEST_GUILESS_MAIN(TestBloomFilter)
#include "tst_bloomfilter.moc"
