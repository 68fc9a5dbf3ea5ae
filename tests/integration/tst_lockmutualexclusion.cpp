#include "lockcontention.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QTest>
#include <QThread>

// The safe kinds under contention: 8 threads × 500 acquisitions, each incrementing a shared
// counter non-atomically (GET, then SET) inside the critical section. The counter must be exact
// and no two hold intervals, stamped by the server's clock, may overlap.
class TestLockMutualExclusion : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void excludesEachOther_data();
    void excludesEachOther();

private:
    TestRedis::Server m_server;
};

void TestLockMutualExclusion::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
}

void TestLockMutualExclusion::excludesEachOther_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("token") << QStringLiteral("token");
    QTest::newRow("reentrant") << QStringLiteral("reentrant");
    QTest::newRow("fenced") << QStringLiteral("fenced");
}

void TestLockMutualExclusion::excludesEachOther()
{
    QFETCH(QString, kind);
    constexpr int Threads = 8;
    constexpr int Rounds = 500;
    const QByteArray counterKey = "cs:{mutex}:counter";
    RedisConnection admin(m_server->connectionOptions());
    QVERIFY(admin.command({"DEL", counterKey, "cs:{mutex}:lock"}).ok());

    HoldIntervals intervals;
    const QStringList failures = LockContention::run(m_server->connectionOptions(), kind, "mutex",
                                                     counterKey, Threads, Rounds, intervals);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(admin.command({"GET", counterKey})->bytes(), QByteArray::number(Threads * Rounds));
    QCOMPARE(intervals.size(), qsizetype(Threads * Rounds));
    const auto overlaps = intervals.overlaps();
    QVERIFY2(overlaps.isEmpty(),
             qPrintable(QStringLiteral("%1 overlapping holds").arg(overlaps.size())));
    QCOMPARE(intervals.maxConcurrent(), 1);
}

QTEST_GUILESS_MAIN(TestLockMutualExclusion)
#include "tst_lockmutualexclusion.moc"
