#include "hyperloglogcounter.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QSet>
#include <QTest>

#include <cmath>

// HyperLogLogCounter on a real server: the estimate stays within 3 standard errors (3 × 0.81%)
// of the exact count from 10^3 to 10^6 items; unions and merges count each item once.
class TestHyperLogLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void estimateStaysWithinThreeStandardErrors_data();
    void estimateStaysWithinThreeStandardErrors();
    void addSaysWhetherTheEstimateChanged();
    void unionAndMergeCountSharedItemsOnce();
    void keyOfAnotherTypeFailsWithWrongType();

private:
    // Adds items "prefix:0" .. "prefix:(n-1)"; the exact set is kept to compare with.
    void fill(HyperLogLogCounter &counter, const QByteArray &prefix, qint64 from, qint64 to,
              QSet<QByteArray> &exact);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    const KeySpace m_keys;
};

void TestHyperLogLog::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestHyperLogLog::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

void TestHyperLogLog::fill(HyperLogLogCounter &counter, const QByteArray &prefix, qint64 from,
                           qint64 to, QSet<QByteArray> &exact)
{
    // Ten PFADDs of 10k per round trip.
    constexpr qint64 Chunk = 10 * HyperLogLogCounter::AddBatch;
    for (qint64 start = from; start < to; start += Chunk) {
        QList<QByteArray> items;
        for (qint64 i = start; i < std::min(to, start + Chunk); ++i)
            items << prefix + ':' + QByteArray::number(i);
        for (const QByteArray &item : items)
            exact.insert(item);
        const auto added = counter.add(items);
        QVERIFY2(added.ok(), qPrintable(added.error().toString()));
    }
}

void TestHyperLogLog::estimateStaysWithinThreeStandardErrors_data()
{
    QTest::addColumn<qint64>("items");
    QTest::newRow("10^3") << qint64(1000);
    QTest::newRow("10^4") << qint64(10000);
    QTest::newRow("10^5") << qint64(100000);
    QTest::newRow("10^6") << qint64(1000000);
}

void TestHyperLogLog::estimateStaysWithinThreeStandardErrors()
{
    QFETCH(qint64, items);
    HyperLogLogCounter counter(*m_redis, m_keys, "visitors");
    QSet<QByteArray> exact;
    fill(counter, "user", 0, items, exact);
    if (QTest::currentTestFailed())
        return;
    // Every item twice: duplicates must not count.
    fill(counter, "user", 0, items, exact);
    if (QTest::currentTestFailed())
        return;
    const auto estimate = counter.count();
    QVERIFY2(estimate.ok(), qPrintable(estimate.error().toString()));
    const double error = double(*estimate - exact.size()) / double(exact.size());
    qInfo("n = %lld: estimate %lld, relative error %+.4f%%", qint64(exact.size()), *estimate,
          error * 100);
    QVERIFY2(std::abs(error) <= 3 * HyperLogLogCounter::StandardError,
             qPrintable(QStringLiteral("relative error %1").arg(error)));
}

void TestHyperLogLog::addSaysWhetherTheEstimateChanged()
{
    HyperLogLogCounter counter(*m_redis, m_keys, "c");
    QCOMPARE(counter.add({"a", "b"}).value(), true);
    QCOMPARE(counter.add({"a"}).value(), false);
    QCOMPARE(counter.count().value(), 2);
    QCOMPARE(m_redis->command({"TYPE", "cs:{c}:hll"})->bytes(), QByteArray("string"));
    QCOMPARE(counter.key(), QByteArray("cs:{c}:hll"));
}

void TestHyperLogLog::unionAndMergeCountSharedItemsOnce()
{
    HyperLogLogCounter monday(*m_redis, m_keys, "monday");
    HyperLogLogCounter tuesday(*m_redis, m_keys, "tuesday");
    QSet<QByteArray> exact;
    fill(monday, "u", 0, 20000, exact);
    fill(tuesday, "u", 10000, 30000, exact); // half of them came back
    if (QTest::currentTestFailed())
        return;
    const auto both = monday.countUnion({"tuesday"});
    QVERIFY(both.ok());
    QVERIFY2(std::abs(*both - 30000) <= 3 * HyperLogLogCounter::StandardError * 30000,
             qPrintable(QString::number(*both)));
    HyperLogLogCounter week(*m_redis, m_keys, "week");
    QVERIFY(week.mergeFrom({"monday", "tuesday"}).ok());
    QCOMPARE(week.count().value(), *both);
    QVERIFY(!week.mergeFrom({"bad{name"}).ok());
}

void TestHyperLogLog::keyOfAnotherTypeFailsWithWrongType()
{
    QVERIFY(m_redis->command({"RPUSH", "cs:{l}:hll", "x"}).ok());
    HyperLogLogCounter counter(*m_redis, m_keys, "l");
    const auto added = counter.add({"a"});
    QVERIFY(!added.ok());
    QCOMPARE(added.error().kind(), RedisError::Kind::WrongType);
}

QTEST_GUILESS_MAIN(TestHyperLogLog)
#include "tst_hyperloglog.moc"
