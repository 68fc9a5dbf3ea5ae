#include "atomicsemaphore.h"
#include "clirun.h"
#include "concurrentworkers.h"
#include "holdintervals.h"
#include "redisconnection.h"
#include "semaphorefactory.h"
#include "testredis.h"
#include "ttlkeysemaphore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QProcess>
#include <QTest>
#include <QThread>

// The semaphores to use, atomic and ttl-keys, against a private server, and the CLI on top.
namespace {
// Wait up to a minute, retrying every 1-3 ms: the contention tests' acquisition.
SemaphoreAcquireOptions waiting(int limit, qint64 leaseMs)
{
    SemaphoreAcquireOptions options;
    options.limit = limit;
    options.leaseMs = leaseMs;
    options.waitMs = 60000;
    options.retryDelayMs = 1;
    options.retryJitterMs = 2;
    return options;
}
} // namespace

class TestSafeSemaphores : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void limitIsNeverExceeded_data();
    void limitIsNeverExceeded();
    void permitsExpiringUnderLoadNeverExceedTheLimit_data();
    void permitsExpiringUnderLoadNeverExceedTheLimit();
    void expiredPermitIsReclaimed_data();
    void expiredPermitIsReclaimed();
    void refreshExtendsTheLease_data();
    void refreshExtendsTheLease();
    void refreshAfterExpiryReportsLost_data();
    void refreshAfterExpiryReportsLost();
    void releaseAfterExpiryReportsAlreadyExpired_data();
    void releaseAfterExpiryReportsAlreadyExpired();
    void holdersMayUseDifferentLeases_data();
    void holdersMayUseDifferentLeases();
    void statusListsLiveHolders_data();
    void statusListsLiveHolders();
    void badInputIsRejectedWithoutWriting_data();
    void badInputIsRejectedWithoutWriting();
    void holdersKeyOfAnotherTypeIsWrongType_data();
    void holdersKeyOfAnotherTypeIsWrongType();
    void factoryNamesTheKnownKinds();
    void cliAcquireStatusReleaseRoundTrip();
    void cliConcurrentProcessesNeverExceedTheLimit();
    void cliRejectsBadInput_data();
    void cliRejectsBadInput();

private:
    using Run = CliRun;
    Run cli(QStringList args) const;
    static void addSafeKinds();
    std::unique_ptr<CountingSemaphore> make(const QString &kind, RedisConnection &c,
                                            const QByteArray &name) const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

TestSafeSemaphores::Run TestSafeSemaphores::cli(QStringList args) const
{
    args.prepend(QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port()));
    args.prepend(QStringLiteral("--url"));
    return CliRun::run(QStringLiteral(CLI_PATH), args);
}

void TestSafeSemaphores::addSafeKinds()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("atomic") << QStringLiteral("atomic");
    QTest::newRow("ttl-keys") << QStringLiteral("ttl-keys");
}

std::unique_ptr<CountingSemaphore> TestSafeSemaphores::make(const QString &kind, RedisConnection &c,
                                                            const QByteArray &name) const
{
    auto s = SemaphoreFactory::create(kind, c, KeySpace(), name);
    return s ? std::move(s).value() : nullptr;
}

void TestSafeSemaphores::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestSafeSemaphores::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestSafeSemaphores::limitIsNeverExceeded_data()
{
    addSafeKinds();
    // The other safe variant: the locked semaphore, from the clock-based family.
    QTest::newRow("locked") << QStringLiteral("locked");
}

void TestSafeSemaphores::limitIsNeverExceeded()
{
    QFETCH(QString, kind);
    constexpr int Threads = 8;
    constexpr int Rounds = 300;
    constexpr int Limit = 3;
    QMutex mutex;
    HoldIntervals intervals;
    const QStringList failures = ConcurrentWorkers::run(Threads, [&](int) -> QString {
        RedisConnection c(m_server->connectionOptions());
        auto semaphore = make(kind, c, "pool");
        if (!semaphore)
            return QStringLiteral("cannot create %1").arg(kind);
        for (int i = 0; i < Rounds; ++i) {
            const auto permit = semaphore->acquire(waiting(Limit, 10000));
            if (!permit || !permit->acquired)
                return QStringLiteral("round %1: %2")
                    .arg(i)
                    .arg(permit ? permit->detail : permit.error().toString());
            const auto released = semaphore->release(*permit);
            if (!released || !released->released)
                return QStringLiteral("round %1: release failed").arg(i);
            QMutexLocker locker(&mutex);
            intervals.add({permit->acquiredAtUs, released->releasedAtUs,
                           permit->holder + '#' + QByteArray::number(i), -1});
        }
        return {};
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(intervals.size(), qsizetype(Threads * Rounds));
    QVERIFY2(intervals.maxConcurrent() <= Limit,
             qPrintable(QStringLiteral("%1 holders at once").arg(intervals.maxConcurrent())));
}

void TestSafeSemaphores::permitsExpiringUnderLoadNeverExceedTheLimit_data()
{
    addSafeKinds();
}

// The expiry boundary under contention: holders stall past their lease while others wait, so
// expired permits are reclaimed mid-run. A stalled holder's valid hold ends at its expiry, not
// at its late release; counted that way, no instant may see more than the limit.
void TestSafeSemaphores::permitsExpiringUnderLoadNeverExceedTheLimit()
{
    QFETCH(QString, kind);
    constexpr int Threads = 6;
    constexpr int Rounds = 120;
    constexpr int Limit = 2;
    constexpr qint64 LeaseMs = 40;
    constexpr int StallEvery = 6;
    constexpr int StallMs = 70;
    // Expiry is judged on the server's ms clock (a score, or a key's TTL): treat the hold as
    // ending 2 ms before acquiredAt + lease so rounding never reads as an overlap.
    constexpr qint64 ExpirySlackUs = 2000;
    QMutex mutex;
    HoldIntervals intervals;
    int expiredReleases = 0;
    const QStringList failures = ConcurrentWorkers::run(Threads, [&](int t) -> QString {
        RedisConnection c(m_server->connectionOptions());
        auto semaphore = make(kind, c, "expiring");
        if (!semaphore)
            return QStringLiteral("cannot create %1").arg(kind);
        for (int i = 0; i < Rounds; ++i) {
            const auto permit = semaphore->acquire(waiting(Limit, LeaseMs));
            if (!permit || !permit->acquired)
                return QStringLiteral("round %1: %2")
                    .arg(i)
                    .arg(permit ? permit->detail : permit.error().toString());
            const bool stall = (i + t) % StallEvery == 0;
            QThread::msleep(stall ? StallMs : 0);
            const auto released = semaphore->release(*permit);
            if (!released)
                return QStringLiteral("round %1: %2").arg(i).arg(released.error().toString());
            if (stall && released->released)
                return QStringLiteral("round %1: released %2 ms after a %3 ms lease, not "
                                      "reported as expired")
                    .arg(i)
                    .arg((released->releasedAtUs - permit->acquiredAtUs) / 1000)
                    .arg(LeaseMs);
            const qint64 expiryUs = permit->acquiredAtUs + LeaseMs * 1000 - ExpirySlackUs;
            QMutexLocker locker(&mutex);
            expiredReleases += released->released ? 0 : 1;
            intervals.add({permit->acquiredAtUs,
                           released->released ? released->releasedAtUs
                                              : qMin(released->releasedAtUs, expiryUs),
                           permit->holder, -1});
        }
        return {};
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(intervals.size(), qsizetype(Threads * Rounds));
    // Every stalled holder outlived its lease, so at least that many releases came too late.
    QVERIFY2(expiredReleases >= Threads * Rounds / StallEvery,
             qPrintable(QStringLiteral("%1 expired releases").arg(expiredReleases)));
    QVERIFY2(intervals.maxConcurrent() <= Limit,
             qPrintable(QStringLiteral("%1 valid holders at once").arg(intervals.maxConcurrent())));
}

void TestSafeSemaphores::expiredPermitIsReclaimed_data()
{
    addSafeKinds();
}

void TestSafeSemaphores::expiredPermitIsReclaimed()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    auto s = make(kind, c, "reclaim");
    QVERIFY(s);
    const auto first = s->tryAcquire(1, 1000);
    QVERIFY(first && first->acquired);
    const auto refused = s->tryAcquire(1, 1000);
    QVERIFY(refused && !refused->acquired);
    QThread::msleep(1100);
    const auto second = s->tryAcquire(1, 5000);
    QVERIFY2(second && second->acquired, second ? qPrintable(second->detail) : "error");
    QCOMPARE(s->status(1)->holders.size(), 1);
    QCOMPARE(s->status(1)->holders.first().id, second->holder);
}

void TestSafeSemaphores::refreshExtendsTheLease_data()
{
    addSafeKinds();
}

void TestSafeSemaphores::refreshExtendsTheLease()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    auto s = make(kind, c, "refresh");
    QVERIFY(s);
    const auto permit = s->tryAcquire(1, 1000);
    QVERIFY(permit && permit->acquired);
    QThread::msleep(500);
    const auto refreshed = s->refresh(*permit, 2000);
    QVERIFY(refreshed);
    QVERIFY(refreshed->acquired);
    QCOMPARE(refreshed->leaseMs, qint64(2000));
    QThread::msleep(700); // 1.2 s after the grant: past the first lease, within the refreshed one
    const auto other = s->tryAcquire(1, 1000);
    QVERIFY(other && !other->acquired);
    const auto released = s->release(*refreshed);
    QVERIFY(released && released->released);
}

void TestSafeSemaphores::refreshAfterExpiryReportsLost_data()
{
    addSafeKinds();
}

void TestSafeSemaphores::refreshAfterExpiryReportsLost()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    auto s = make(kind, c, "lost");
    QVERIFY(s);
    const auto permit = s->tryAcquire(2, 100);
    QVERIFY(permit && permit->acquired);
    QThread::msleep(200);
    const auto refreshed = s->refresh(*permit, 1000);
    QVERIFY(refreshed);
    QVERIFY(!refreshed->acquired);
    QVERIFY(refreshed->detail.contains(u"lost"));
    QCOMPARE(s->status(2)->holders.size(), 0); // not revived
}

void TestSafeSemaphores::releaseAfterExpiryReportsAlreadyExpired_data()
{
    addSafeKinds();
}

void TestSafeSemaphores::releaseAfterExpiryReportsAlreadyExpired()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    auto s = make(kind, c, "late");
    QVERIFY(s);
    const auto permit = s->tryAcquire(2, 100);
    QVERIFY(permit && permit->acquired);
    QThread::msleep(200);
    const auto released = s->release(*permit);
    QVERIFY(released);
    QVERIFY(!released->released);
    QVERIFY(released->detail.contains(u"expired"));
    QVERIFY(released->releasedAtUs > permit->acquiredAtUs);
}

void TestSafeSemaphores::holdersMayUseDifferentLeases_data()
{
    addSafeKinds();
}

void TestSafeSemaphores::holdersMayUseDifferentLeases()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    auto s = make(kind, c, "mixed");
    QVERIFY(s);
    const auto shortLease = s->tryAcquire(2, 100);
    const auto longLease = s->tryAcquire(2, 10000);
    QVERIFY(shortLease && shortLease->acquired);
    QVERIFY(longLease && longLease->acquired);
    QVERIFY(!s->tryAcquire(2, 10000)->acquired);
    QThread::msleep(200);
    // The short lease ran out and only that permit came free; the long one still counts.
    const auto third = s->tryAcquire(2, 10000);
    QVERIFY(third && third->acquired);
    QVERIFY(!s->tryAcquire(2, 10000)->acquired);
    QVERIFY(!s->release(*shortLease)->released);
    QVERIFY(s->release(*longLease)->released);
    QVERIFY(s->release(*third)->released);
}

void TestSafeSemaphores::statusListsLiveHolders_data()
{
    addSafeKinds();
}

void TestSafeSemaphores::statusListsLiveHolders()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    auto s = make(kind, c, "status");
    QVERIFY(s);
    const auto a = s->tryAcquire(3, 5000);
    const auto b = s->tryAcquire(3, 8000);
    QVERIFY(a && a->acquired && b && b->acquired);
    QCOMPARE(a->rank, qint64(0));
    QCOMPARE(b->rank, qint64(1));
    const auto status = s->status(3);
    QVERIFY2(status.ok(), qPrintable(status.error().toString()));
    QCOMPARE(status->layout, kind);
    QCOMPARE(status->freePermits, 1);
    QCOMPARE(status->holders.size(), 2);
    QCOMPARE(status->holders.at(0).id, a->holder);
    QCOMPARE(status->holders.at(1).id, b->holder);
    QVERIFY(status->holders.at(0).leaseLeftMs > 4000 && status->holders.at(0).leaseLeftMs <= 5000);
    QVERIFY(status->holders.at(1).leaseLeftMs > 7000 && status->holders.at(1).leaseLeftMs <= 8000);
    if (kind == u"ttl-keys") {
        QCOMPARE(status->holders.at(0).counter, a->counter);
        QVERIFY(b->counter > a->counter);
    }
}

void TestSafeSemaphores::badInputIsRejectedWithoutWriting_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("limit");
    QTest::addColumn<qint64>("leaseMs");
    for (const QString &kind : {QStringLiteral("atomic"), QStringLiteral("ttl-keys")}) {
        QTest::addRow("%s limit 0", qPrintable(kind)) << kind << 0 << qint64(1000);
        QTest::addRow("%s limit negative", qPrintable(kind)) << kind << -2 << qint64(1000);
        QTest::addRow("%s lease 0", qPrintable(kind)) << kind << 1 << qint64(0);
        QTest::addRow("%s lease negative", qPrintable(kind)) << kind << 1 << qint64(-5);
    }
}

void TestSafeSemaphores::badInputIsRejectedWithoutWriting()
{
    QFETCH(QString, kind);
    QFETCH(int, limit);
    QFETCH(qint64, leaseMs);
    RedisConnection c(m_server->connectionOptions());
    auto s = make(kind, c, "bad");
    QVERIFY(s);
    const auto once = s->tryAcquire(limit, leaseMs);
    QVERIFY(!once);
    QCOMPARE(once.error().kind(), RedisError::Kind::InvalidArgument);
    SemaphoreAcquireOptions options;
    options.limit = limit;
    options.leaseMs = leaseMs;
    const auto waited = s->acquire(options);
    QVERIFY(!waited);
    QCOMPARE(waited.error().kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(0));
}

void TestSafeSemaphores::holdersKeyOfAnotherTypeIsWrongType_data()
{
    addSafeKinds();
}

void TestSafeSemaphores::holdersKeyOfAnotherTypeIsWrongType()
{
    QFETCH(QString, kind);
    RedisConnection c(m_server->connectionOptions());
    auto s = make(kind, c, "typed");
    QVERIFY(s);
    QVERIFY(m_admin->command({"SET", s->key("holders"), "not a zset"}).ok());
    const auto permit = s->tryAcquire(2, 1000);
    QVERIFY(!permit);
    QCOMPARE(permit.error().kind(), RedisError::Kind::WrongType);
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(1));
    const auto status = s->status(2);
    QVERIFY(!status);
    QCOMPARE(status.error().kind(), RedisError::Kind::WrongType);
}

void TestSafeSemaphores::factoryNamesTheKnownKinds()
{
    RedisConnection c(m_server->connectionOptions());
    for (const QString &kind : SemaphoreFactory::kinds()) {
        auto s = SemaphoreFactory::create(kind, c, KeySpace(), "k");
        QVERIFY2(s.ok(), qPrintable(kind));
        QCOMPARE(s.value()->kind(), kind);
    }
    const auto unknown = SemaphoreFactory::create(QStringLiteral("spin"), c, KeySpace(), "k");
    QVERIFY(!unknown);
    QCOMPARE(unknown.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY(unknown.error().message().contains(u"ttl-keys"));
    const auto braces = SemaphoreFactory::create(QStringLiteral("atomic"), c, KeySpace(), "a{b}");
    QVERIFY(!braces);
    QCOMPARE(braces.error().kind(), RedisError::Kind::InvalidArgument);
}

void TestSafeSemaphores::cliAcquireStatusReleaseRoundTrip()
{
    const QStringList base{QStringLiteral("--json"), QStringLiteral("semaphore")};
    const QStringList opts{QStringLiteral("rt"), QStringLiteral("--limit"), QStringLiteral("1"),
                           QStringLiteral("--lease"), QStringLiteral("5000")};
    const Run acquired = cli(base + QStringList{QStringLiteral("acquire")} + opts);
    QCOMPARE(acquired.exitCode, 0);
    QCOMPARE(acquired.json.value(u"acquired").toBool(), true);
    QCOMPARE(acquired.json.value(u"kind").toString(), QStringLiteral("atomic"));
    QCOMPARE(acquired.json.value(u"limit").toInt(), 1);
    QCOMPARE(acquired.json.value(u"lease_ms").toInt(), 5000);
    QCOMPARE(acquired.json.value(u"rank").toInt(), 0);
    QVERIFY(acquired.json.value(u"acquired_at_ms").toDouble() > 1.7e12);
    QVERIFY(acquired.json.value(u"acquired_at_us").toDouble() > 1.7e15);
    const QString holder = acquired.json.value(u"holder").toString();
    QCOMPARE(holder.size(), 32);

    const Run status = cli(base + QStringList{QStringLiteral("status")} + opts);
    QCOMPARE(status.exitCode, 0);
    QCOMPARE(status.json.value(u"free_permits").toInt(), 0);
    const QJsonArray holders = status.json.value(u"holders").toArray();
    QCOMPARE(holders.size(), 1);
    QCOMPARE(holders.at(0)[u"holder"].toString(), holder);

    const Run refused = cli(base + QStringList{QStringLiteral("acquire")} + opts);
    QCOMPARE(refused.exitCode, 3);
    QCOMPARE(refused.json.value(u"acquired").toBool(true), false);

    const Run refreshed = cli(base + QStringList{QStringLiteral("refresh")} + opts +
                              QStringList{QStringLiteral("--holder"), holder});
    QCOMPARE(refreshed.exitCode, 0);
    QCOMPARE(refreshed.json.value(u"refresh").toString(), QStringLiteral("ok"));

    const Run released = cli(base + QStringList{QStringLiteral("release")} + opts +
                             QStringList{QStringLiteral("--holder"), holder});
    QCOMPARE(released.exitCode, 0);
    QCOMPARE(released.json.value(u"release").toString(), QStringLiteral("released"));
    QVERIFY(released.json.value(u"released_at_us").toDouble() >
            acquired.json.value(u"acquired_at_us").toDouble());

    const Run again = cli(base + QStringList{QStringLiteral("release")} + opts +
                          QStringList{QStringLiteral("--holder"), holder});
    QCOMPARE(again.exitCode, 3);
    QCOMPARE(again.json.value(u"release").toString(), QStringLiteral("expired"));
    QCOMPARE(cli(base + QStringList{QStringLiteral("status")} + opts)
                 .json.value(u"free_permits")
                 .toInt(),
             1);
}

void TestSafeSemaphores::cliConcurrentProcessesNeverExceedTheLimit()
{
    constexpr int Processes = 5;
    constexpr int Limit = 2;
    QList<QProcess *> processes;
    for (int i = 0; i < Processes; ++i) {
        auto *p = new QProcess(this);
        p->start(QStringLiteral(CLI_PATH),
                 {QStringLiteral("--url"),
                  QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port()),
                  QStringLiteral("--json"), QStringLiteral("semaphore"), QStringLiteral("acquire"),
                  QStringLiteral("shared"), QStringLiteral("--limit"), QString::number(Limit),
                  QStringLiteral("--wait"), QStringLiteral("20000"), QStringLiteral("--hold"),
                  QStringLiteral("100"), QStringLiteral("--kind"), QStringLiteral("atomic")});
        processes.append(p);
    }
    HoldIntervals intervals;
    for (QProcess *p : processes) {
        QVERIFY(p->waitForFinished(60000));
        const QByteArray out = p->readAllStandardOutput();
        QCOMPARE(p->exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(out).object();
        QVERIFY2(o.value(u"acquired").toBool(), out.constData());
        QCOMPARE(o.value(u"release").toString(), QStringLiteral("released"));
        const qint64 start = qint64(o.value(u"acquired_at_us").toDouble());
        const qint64 end = qint64(o.value(u"released_at_us").toDouble());
        QVERIFY(end - start >= 100000);
        intervals.add({start, end, o.value(u"holder").toString().toUtf8(), -1});
        delete p;
    }
    QCOMPARE(intervals.size(), qsizetype(Processes));
    QVERIFY2(intervals.maxConcurrent() <= Limit,
             qPrintable(QStringLiteral("%1 holders at once").arg(intervals.maxConcurrent())));
}

void TestSafeSemaphores::cliRejectsBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("messagePart");
    const QStringList acquire{QStringLiteral("semaphore"), QStringLiteral("acquire"),
                              QStringLiteral("x")};
    const QStringList limit2{QStringLiteral("--limit"), QStringLiteral("2")};
    QTest::newRow("limit zero") << acquire +
                                       QStringList{QStringLiteral("--limit"), QStringLiteral("0")}
                                << "--limit";
    QTest::newRow("limit negative")
        << acquire + QStringList{QStringLiteral("--limit"), QStringLiteral("-3")} << "--limit";
    QTest::newRow("limit not a number")
        << acquire + QStringList{QStringLiteral("--limit"), QStringLiteral("many")} << "--limit";
    QTest::newRow("limit missing") << acquire << "--limit";
    QTest::newRow("lease zero") << acquire + limit2 +
                                       QStringList{QStringLiteral("--lease"), QStringLiteral("0")}
                                << "--lease";
    QTest::newRow("lease not a number")
        << acquire + limit2 + QStringList{QStringLiteral("--lease"), QStringLiteral("long")}
        << "--lease";
    QTest::newRow("wait negative")
        << acquire + limit2 + QStringList{QStringLiteral("--wait"), QStringLiteral("-1")}
        << "--wait";
    QTest::newRow("unknown kind") << acquire + limit2 +
                                         QStringList{QStringLiteral("--kind"),
                                                     QStringLiteral("spin")}
                                  << "unknown semaphore kind \"spin\"";
    QTest::newRow("unknown action")
        << QStringList{QStringLiteral("semaphore"), QStringLiteral("steal"), QStringLiteral("x")}
        << "unknown semaphore action";
    QTest::newRow("missing name") << QStringList{QStringLiteral("semaphore"),
                                                 QStringLiteral("acquire")}
                                  << "usage: semaphore";
    QTest::newRow("brace in name")
        << QStringList{QStringLiteral("semaphore"), QStringLiteral("acquire"),
                       QStringLiteral("a{b}")} +
               limit2
        << "'{'";
    QTest::newRow("release without holder")
        << QStringList{QStringLiteral("semaphore"), QStringLiteral("release"), QStringLiteral("x")}
        << "--holder";
    QTest::newRow("clock offset on atomic")
        << acquire + limit2 + QStringList{QStringLiteral("--clock-offset"), QStringLiteral("10")}
        << "--clock-offset";
    QTest::newRow("clock offset on ttl-keys")
        << acquire + limit2 +
               QStringList{QStringLiteral("--kind"), QStringLiteral("ttl-keys"),
                           QStringLiteral("--clock-offset"), QStringLiteral("10")}
        << "--clock-offset";
    QTest::newRow("clock offset not a number")
        << acquire + limit2 +
               QStringList{QStringLiteral("--kind"), QStringLiteral("basic"),
                           QStringLiteral("--clock-offset"), QStringLiteral("ahead")}
        << "--clock-offset";
}

void TestSafeSemaphores::cliRejectsBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, messagePart);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(r.err).contains(messagePart), r.err.constData());
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), qint64(0));
}

QTEST_GUILESS_MAIN(TestSafeSemaphores)
#include "tst_safesemaphores.moc"
