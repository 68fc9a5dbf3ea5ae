#include "bitmap.h"
#include "dailyactiveusers.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QTest>

// Bitmap and DailyActiveUsers on a real server: bits set, read, counted and found by byte and
// by bit ranges; the daily-active-users example counts single days, unions and intersections.
Q_DECLARE_METATYPE(std::optional<BitRange>)

class TestBitmaps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void setBitReturnsThePreviousValue();
    void countAndPositionHonourTheRange_data();
    void countAndPositionHonourTheRange();
    void offsetsOutsideTheBitmapAreRefused_data();
    void offsetsOutsideTheBitmapAreRefused();
    void keyOfAnotherTypeFailsWithWrongType();
    void dailyActiveUsersCountsDaysUnionsAndIntersections();
    void dailyActiveUsersRefusesBadIdsAndNoDays();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    const KeySpace m_keys;
};

void TestBitmaps::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestBitmaps::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

void TestBitmaps::setBitReturnsThePreviousValue()
{
    Bitmap b(*m_redis, m_keys, "flags");
    QCOMPARE(b.key(), QByteArray("cs:{flags}:bitmap"));
    QCOMPARE(b.setBit(9, true).value(), false);
    QCOMPARE(b.setBit(9, true).value(), true);
    QCOMPARE(b.bit(9).value(), true);
    QCOMPARE(b.bit(8).value(), false);
    QCOMPARE(b.setBit(9, false).value(), true);
    QCOMPARE(b.bit(9).value(), false);
    QCOMPARE(b.bit(Bitmap::MaxOffset).value(), false); // beyond the string: 0, nothing written
    QCOMPARE(m_redis->command({"STRLEN", b.key()})->integerValue(), 2);
}

void TestBitmaps::countAndPositionHonourTheRange_data()
{
    // Bits 0, 7, 8 and 100 set: bytes 0 (bits 0, 7), 1 (bit 8), 12 (bit 100).
    QTest::addColumn<std::optional<BitRange>>("range");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<qint64>("firstOne");
    QTest::addColumn<qint64>("firstZero");
    QTest::newRow("whole") << std::optional<BitRange>() << qint64(4) << qint64(0) << qint64(1);
    QTest::newRow("byte 0") << std::optional<BitRange>(BitRange{0, 0, BitRange::Unit::Byte})
                            << qint64(2) << qint64(0) << qint64(1);
    QTest::newRow("bytes 1..-1") << std::optional<BitRange>(BitRange{1, -1, BitRange::Unit::Byte})
                                 << qint64(2) << qint64(8) << qint64(9);
    QTest::newRow("bytes 2..12") << std::optional<BitRange>(BitRange{2, 12, BitRange::Unit::Byte})
                                 << qint64(1) << qint64(100) << qint64(16);
    QTest::newRow("bits 1..8") << std::optional<BitRange>(BitRange{1, 8, BitRange::Unit::Bit})
                               << qint64(2) << qint64(7) << qint64(1);
    QTest::newRow("bits 101..103")
        << std::optional<BitRange>(BitRange{101, 103, BitRange::Unit::Bit}) << qint64(0)
        << qint64(-1) << qint64(101);
}

void TestBitmaps::countAndPositionHonourTheRange()
{
    QFETCH(std::optional<BitRange>, range);
    QFETCH(qint64, count);
    QFETCH(qint64, firstOne);
    QFETCH(qint64, firstZero);
    Bitmap b(*m_redis, m_keys, "r");
    for (const qint64 offset : {0, 7, 8, 100})
        QVERIFY(b.setBit(offset, true).ok());
    QCOMPARE(b.count(range).value(), count);
    QCOMPARE(b.position(true, range).value(), firstOne);
    QCOMPARE(b.position(false, range).value(), firstZero);
}

void TestBitmaps::offsetsOutsideTheBitmapAreRefused_data()
{
    QTest::addColumn<qint64>("offset");
    QTest::newRow("negative") << qint64(-1);
    QTest::newRow("2^32") << (qint64(1) << 32);
}

void TestBitmaps::offsetsOutsideTheBitmapAreRefused()
{
    QFETCH(qint64, offset);
    Bitmap b(*m_redis, m_keys, "o");
    QCOMPARE(b.setBit(offset, true).error().kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(b.bit(offset).error().kind(), RedisError::Kind::InvalidArgument);
    DailyActiveUsers dau(*m_redis, m_keys, "o");
    QCOMPARE(dau.markActive(offset, QDate(2026, 11, 21)).error().kind(),
             RedisError::Kind::InvalidArgument);
    QCOMPARE(m_redis->command({"DBSIZE"})->integerValue(), 0);
}

void TestBitmaps::keyOfAnotherTypeFailsWithWrongType()
{
    QVERIFY(m_redis->command({"HSET", "cs:{h}:bitmap", "f", "v"}).ok());
    Bitmap b(*m_redis, m_keys, "h");
    QCOMPARE(b.setBit(1, true).error().kind(), RedisError::Kind::WrongType);
    QCOMPARE(b.count().error().kind(), RedisError::Kind::WrongType);
}

void TestBitmaps::dailyActiveUsersCountsDaysUnionsAndIntersections()
{
    DailyActiveUsers dau(*m_redis, m_keys, "app");
    const QDate monday(2026, 11, 16);
    const QDate tuesday(2026, 11, 17);
    const QDate wednesday(2026, 11, 18);
    for (const qint64 user : {1, 5, 9, 1000000})
        QCOMPARE(dau.markActive(user, monday).value(), false);
    for (const qint64 user : {5, 9, 42})
        QVERIFY(dau.markActive(user, tuesday).ok());
    QCOMPARE(dau.markActive(5, monday).value(), true); // seen twice the same day: still one
    QCOMPARE(dau.dayKey(monday), QByteArray("cs:{app}:dau:2026-11-16"));
    QCOMPARE(dau.activeCount(monday).value(), 4);
    QCOMPARE(dau.activeCount(tuesday).value(), 3);
    QCOMPARE(dau.activeCount(wednesday).value(), 0);
    QCOMPARE(dau.wasActive(42, tuesday).value(), true);
    QCOMPARE(dau.wasActive(42, monday).value(), false);
    QCOMPARE(dau.activeOnAnyDay({monday, tuesday}).value(), 5);
    QCOMPARE(dau.activeOnEveryDay({monday, tuesday}).value(), 2);
    QCOMPARE(dau.activeOnEveryDay({monday, tuesday, wednesday}).value(), 0);
    // The scratch keys are gone; only the two days remain.
    QCOMPARE(m_redis->command({"DBSIZE"})->integerValue(), 2);
    // A million users fit in 125,000 bytes.
    QCOMPARE(m_redis->command({"STRLEN", dau.dayKey(monday)})->integerValue(), 125001);
}

void TestBitmaps::dailyActiveUsersRefusesBadIdsAndNoDays()
{
    DailyActiveUsers dau(*m_redis, m_keys, "app");
    QCOMPARE(dau.activeOnAnyDay({}).error().kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(dau.activeCount(QDate()).error().kind(), RedisError::Kind::InvalidArgument);
    DailyActiveUsers badName(*m_redis, m_keys, "a{b");
    QCOMPARE(badName.markActive(1, QDate(2026, 1, 1)).error().kind(),
             RedisError::Kind::InvalidArgument);
    QCOMPARE(m_redis->command({"DBSIZE"})->integerValue(), 0);
}

QTEST_GUILESS_MAIN(TestBitmaps)
#include "tst_bitmaps.moc"
