#include "primitivestateread.h"

#include "addressbook.h"
#include "atomicsemaphore.h"
#include "bloomfilter.h"
#include "delayedqueue.h"
#include "fairsemaphore.h"
#include "fencedlock.h"
#include "hyperloglogcounter.h"
#include "ratelimiterfactory.h"
#include "redisconnection.h"
#include "reentrantlock.h"
#include "reliablequeue.h"
#include "testredis.h"
#include "ttlkeysemaphore.h"

#include <QTest>

// PrimitiveStateRead against a real server: each kind read by its keys' roles (the primitives
// are described by hand, as the discoverer would: the read does not depend on the catalog),
// time units converted, keys that vanish, change type or hold a million members, at most two
// round trips, and only read commands (an ACL user allowed nothing else sees no NOPERM).
class TestPrimitiveStateRead : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void serverTimeIsParsedFromInfo();
    void serverTimeComesFromInfoWhenNotGiven();
    void fencedLockShowsHolderTtlAndFencingNumber();
    void lockNotHeldIsNotAnError();
    void getsetLockTimeLeftComesFromItsValue();
    void reentrantLockShowsOwnerAndHoldCount();
    void fairLockListsWaitersInOrderWithStaleOnesFlagged();
    void atomicSemaphoreFlagsExpiredHolders();
    void ttlKeySemaphoreFlagsHoldersWhoseLeaseKeyIsGone();
    void fairSemaphoreRanksByOwnersAndTimesByHolders();
    void semaphoreFlagsHoldersBeyondAStoredLimit();
    void expirableSemaphoreLimitIsAvailablePlusAcquired();
    void delayedQueueShowsDueItemsPayloadsAndReadyLength();
    void delayedScoresAreConvertedByTheirUnit_data();
    void delayedScoresAreConvertedByTheirUnit();
    void taskQueueShowsLengthsItemsAndConsumerDeadlines();
    void rateLimiterSubjectsOfEachKind_data();
    void rateLimiterSubjectsOfEachKind();
    void slidingWindowCountsLiveUnitsNotEntries();
    void funnelLevelHasLeakedSinceTheLastHit();
    void totalEntriesCountsEveryPartKeyNotOnlyTheOnesRead_data();
    void totalEntriesCountsEveryPartKeyNotOnlyTheOnesRead();
    void rateLimiterWithManySubjectsShowsTheFirstOnes();
    void nanosecondTatIsConvertedToMs();
    void structuresShowSizesAndParameters();
    void addressBookAndRecentContactsListTheirMembers();
    void keysDeletedBeforeTheReadAreNotedNotFailed();
    void keyReplacedByAnotherTypeIsNotedNotFailed();
    void wrongTypeWithTheSameTypeIsNotedAsWrongType();
    void dueCountsWhatIsFlaggedOverdue();
    void sidekiqDeadJobsAreListedNotDue();
    void millionMemberZsetIsReadWithinTheLimits();
    void everyKindIsReadInAtMostTwoRoundTrips();
    void readOnlyAclUserSeesNoNoperm();

private:
    struct Run
    {
        PrimitiveState state;
        int roundTrips = 0;
        QList<RedisCommand> sent;
    };
    static Result<Run> read(RedisConnection &connection, const DiscoveredPrimitive &primitive,
                            StateLimits limits = {}, std::optional<qint64> nowMs = std::nullopt);
    Run readOrFail(const DiscoveredPrimitive &primitive, StateLimits limits = {},
                   std::optional<qint64> nowMs = std::nullopt);
    static DiscoveredKey key(const QByteArray &name, const char *role, const QByteArray &type,
                             ScoreUnit unit = ScoreUnit::None, const QByteArray &encoding = {},
                             const QByteArray &part = {});
    static DiscoveredPrimitive primitive(PrimitiveKind kind, const QByteArray &name,
                                         QList<DiscoveredKey> keys);
    qint64 serverNowMs();
    static qint64 count(const PrimitiveState &state, const QByteArray &label);
    static bool hasNote(const PrimitiveState &state, const QString &part);
    // One primitive of every group, written through core/ or by hand.
    QList<DiscoveredPrimitive> populateOneOfEach();

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    KeySpace m_keys;
};

void TestPrimitiveStateRead::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestPrimitiveStateRead::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

Result<TestPrimitiveStateRead::Run>
TestPrimitiveStateRead::read(RedisConnection &connection, const DiscoveredPrimitive &primitive,
                             StateLimits limits, std::optional<qint64> nowMs)
{
    PrimitiveStateRead reader(primitive, limits, nowMs);
    Run run;
    while (!reader.finished()) {
        const QList<RedisCommand> request = reader.nextRequest();
        if (request.isEmpty())
            break;
        run.sent += request;
        ++run.roundTrips;
        if (auto handled = reader.handleReplies(connection.pipeline(request)); !handled)
            return handled.error();
        if (run.roundTrips > 10)
            return RedisError(RedisError::Kind::UnexpectedReply, QStringLiteral("no end"));
    }
    run.state = reader.state();
    return run;
}

TestPrimitiveStateRead::Run TestPrimitiveStateRead::readOrFail(const DiscoveredPrimitive &primitive,
                                                               StateLimits limits,
                                                               std::optional<qint64> nowMs)
{
    auto run = read(*m_redis, primitive, limits, nowMs);
    if (!run) {
        QTest::qFail(qPrintable(run.error().toString()), __FILE__, __LINE__);
        return {};
    }
    return *run;
}

DiscoveredKey TestPrimitiveStateRead::key(const QByteArray &name, const char *role,
                                          const QByteArray &type, ScoreUnit unit,
                                          const QByteArray &encoding, const QByteArray &part)
{
    DiscoveredKey k;
    k.key = name;
    k.role = role;
    k.type = type;
    k.scoreUnit = unit;
    k.encoding = encoding;
    k.part = part;
    return k;
}

DiscoveredPrimitive TestPrimitiveStateRead::primitive(PrimitiveKind kind, const QByteArray &name,
                                                      QList<DiscoveredKey> keys)
{
    DiscoveredPrimitive p;
    p.kind = kind;
    p.family = QStringLiteral("test-") + primitiveKindName(kind);
    p.library = QStringLiteral("test");
    p.name = name;
    p.keys = std::move(keys);
    return p;
}

qint64 TestPrimitiveStateRead::serverNowMs()
{
    const auto time = m_redis->command({"TIME"});
    return time ? time->toServerTimeUs().valueOr(0) / 1000 : 0;
}

qint64 TestPrimitiveStateRead::count(const PrimitiveState &state, const QByteArray &label)
{
    for (const auto &[name, value] : state.counts)
        if (name == label)
            return value;
    return -999;
}

bool TestPrimitiveStateRead::hasNote(const PrimitiveState &state, const QString &part)
{
    for (const QString &note : state.notes)
        if (note.contains(part))
            return true;
    return false;
}

void TestPrimitiveStateRead::serverTimeIsParsedFromInfo()
{
    const auto ms = PrimitiveStateRead::serverTimeMsFromInfo(RedisReply::string(
        "# Server\r\nredis_version:7.0.15\r\nserver_time_usec:1700000000123456\r\nuptime:3\r\n"));
    QVERIFY2(ms.ok(), qPrintable(ms.error().toString()));
    QCOMPARE(*ms, 1700000000123);
    const auto missing =
        PrimitiveStateRead::serverTimeMsFromInfo(RedisReply::string("# Server\r\n"));
    QCOMPARE(missing.error().kind(), RedisError::Kind::UnexpectedReply);
    const auto notText = PrimitiveStateRead::serverTimeMsFromInfo(RedisReply::integer(3));
    QCOMPARE(notText.error().kind(), RedisError::Kind::UnexpectedReply);
}

void TestPrimitiveStateRead::serverTimeComesFromInfoWhenNotGiven()
{
    QVERIFY(m_redis->command({"SET", "cs:{t}:lock", "tok"}).ok());
    const qint64 before = serverNowMs();
    const Run run = readOrFail(
        primitive(PrimitiveKind::Lock, "t", {key("cs:{t}:lock", KeyRole::Lock, "string")}));
    const qint64 after = serverNowMs();
    QVERIFY(run.state.serverTimeMs >= before && run.state.serverTimeMs <= after);
    QCOMPARE(run.sent.first(), RedisCommand({"INFO", "server"}));
    // A given time is used as is, and INFO is not sent.
    const Run given = readOrFail(
        primitive(PrimitiveKind::Lock, "t", {key("cs:{t}:lock", KeyRole::Lock, "string")}), {},
        1234567);
    QCOMPARE(given.state.serverTimeMs, 1234567);
    for (const RedisCommand &c : given.sent)
        QVERIFY(c.first() != "INFO");
}

void TestPrimitiveStateRead::fencedLockShowsHolderTtlAndFencingNumber()
{
    FencedLock lock(*m_redis, m_keys, "f");
    const auto first = lock.tryAcquire(60000);
    QVERIFY(first.ok() && first->acquired);
    QVERIFY(lock.release(*first).ok());
    const auto hold = lock.tryAcquire(60000);
    QVERIFY(hold.ok() && hold->acquired);
    const Run run = readOrFail(
        primitive(PrimitiveKind::Lock, "f",
                  {key("cs:{f}:lock", KeyRole::Lock, "string", ScoreUnit::None, "token"),
                   key("cs:{f}:fence", KeyRole::Fence, "string", ScoreUnit::None, "count")}));
    QCOMPARE(run.state.holder.value_or("none"), hold->token);
    QVERIFY2(run.state.ttlMs > 0 && run.state.ttlMs <= 60000,
             qPrintable(QString::number(run.state.ttlMs)));
    QCOMPARE(run.state.fencing.value_or(-1), 2);
    QVERIFY(run.state.notes.isEmpty());
    QCOMPARE(run.roundTrips, 1); // INFO rides along in the first round trip
}

void TestPrimitiveStateRead::lockNotHeldIsNotAnError()
{
    QVERIFY(m_redis->command({"SET", "cs:{n}:fence", "7"}).ok());
    const Run run = readOrFail(
        primitive(PrimitiveKind::Lock, "n",
                  {key("cs:{n}:lock", KeyRole::Lock, "string", ScoreUnit::None, "token"),
                   key("cs:{n}:fence", KeyRole::Fence, "string", ScoreUnit::None, "count")}));
    QVERIFY(!run.state.holder.has_value());
    QCOMPARE(run.state.ttlMs, -2);
    QCOMPARE(run.state.fencing.value_or(-1), 7);
    QVERIFY(hasNote(run.state, QStringLiteral("not held")));
}

void TestPrimitiveStateRead::getsetLockTimeLeftComesFromItsValue()
{
    const qint64 now = serverNowMs();
    QVERIFY(m_redis->command({"SET", "cs:{g}:lock", QByteArray::number(now + 60000)}).ok());
    const Run run = readOrFail(
        primitive(PrimitiveKind::Lock, "g",
                  {key("cs:{g}:lock", KeyRole::Lock, "string", ScoreUnit::None, "timestamp-ms")}),
        {}, now);
    QCOMPARE(run.state.ttlMs, 60000);
    QVERIFY(m_redis->command({"SET", "cs:{g}:lock", QByteArray::number(now - 5000)}).ok());
    const Run expired = readOrFail(
        primitive(PrimitiveKind::Lock, "g",
                  {key("cs:{g}:lock", KeyRole::Lock, "string", ScoreUnit::None, "timestamp-ms")}),
        {}, now);
    QCOMPARE(expired.state.ttlMs, 0);
    QVERIFY(hasNote(expired.state, QStringLiteral("expired by the time in its value")));
}

void TestPrimitiveStateRead::reentrantLockShowsOwnerAndHoldCount()
{
    ReentrantLock lock(*m_redis, m_keys, "r");
    QVERIFY(lock.tryAcquire(60000).ok());
    const auto again = lock.tryAcquire(60000);
    QVERIFY(again.ok() && again->acquired);
    QCOMPARE(again->holdCount, 2);
    const Run run = readOrFail(
        primitive(PrimitiveKind::ReentrantLock, "r",
                  {key("cs:{r}:lock", KeyRole::Lock, "hash", ScoreUnit::None, "owner-count")}));
    QCOMPARE(run.state.holder.value_or("none"), lock.owner());
    QCOMPARE(run.state.entries.size(), 1);
    QCOMPARE(run.state.entries.first().id, lock.owner());
    QCOMPARE(run.state.entries.first().count.value_or(0), 2.0);
    QCOMPARE(count(run.state, "holds"), 2);
    QVERIFY(run.state.ttlMs > 0 && run.state.ttlMs <= 60000);
}

void TestPrimitiveStateRead::fairLockListsWaitersInOrderWithStaleOnesFlagged()
{
    // Redisson's RFairLock: the owner hash, the waiters' queue and their deadlines (ms).
    const qint64 now = serverNowMs();
    const QByteArray owner = "6f1c6a1e-5d3b-4a8e-9d2f-3c1b2a4e5f60:1";
    QVERIFY(m_redis->command({"HSET", "orders", owner, "1"}).ok());
    QVERIFY(m_redis->command({"PEXPIRE", "orders", "30000"}).ok());
    QVERIFY(m_redis->command({"RPUSH", "redisson_lock_queue:{orders}", "w:1", "w:2", "w:3"}).ok());
    QVERIFY(m_redis
                ->command({"ZADD", "redisson_lock_timeout:{orders}",
                           QByteArray::number(now + 300000), "w:1", QByteArray::number(now - 1000),
                           "w:2", QByteArray::number(now + 600000), "w:3"})
                .ok());
    const Run run =
        readOrFail(primitive(PrimitiveKind::FairLock, "orders",
                             {key("orders", KeyRole::Lock, "hash", ScoreUnit::None, "uuid-count"),
                              key("redisson_lock_queue:{orders}", KeyRole::Waiters, "list"),
                              key("redisson_lock_timeout:{orders}", KeyRole::WaiterDeadlines,
                                  "zset", ScoreUnit::EpochMilliseconds)}));
    QCOMPARE(run.state.holder.value_or("none"), owner);
    QVERIFY(run.state.ttlMs > 0 && run.state.ttlMs <= 30000);
    QCOMPARE(run.state.entries.size(), 3);
    QCOMPARE(run.state.totalEntries, 3);
    QCOMPARE(run.state.entries.at(0).id, QByteArray("w:1"));
    QCOMPARE(run.state.entries.at(1).id, QByteArray("w:2"));
    QCOMPARE(run.state.entries.at(2).id, QByteArray("w:3"));
    QCOMPARE(run.state.entries.at(0).timeMs.value_or(0), now + 300000);
    QCOMPARE(run.state.entries.at(0).flag, StateEntry::Flag::None);
    QCOMPARE(run.state.entries.at(1).flag, StateEntry::Flag::Stale);
    QCOMPARE(run.state.entries.at(2).flag, StateEntry::Flag::None);
}

void TestPrimitiveStateRead::atomicSemaphoreFlagsExpiredHolders()
{
    AtomicSemaphore sem(*m_redis, m_keys, "a");
    const auto p1 = sem.tryAcquire(5, 60000);
    const auto p2 = sem.tryAcquire(5, 60000);
    QVERIFY(p1.ok() && p1->acquired && p2.ok() && p2->acquired);
    // A holder whose lease ran out and that no acquire has cleaned up yet.
    const qint64 now = serverNowMs();
    QVERIFY(
        m_redis->command({"ZADD", "cs:{a}:holders", QByteArray::number(now - 2000), "gone"}).ok());
    const Run run =
        readOrFail(primitive(PrimitiveKind::Semaphore, "a",
                             {key("cs:{a}:holders", KeyRole::Holders, "zset",
                                  ScoreUnit::EpochMilliseconds, "acquired-or-expiry-ms")}));
    QCOMPARE(run.state.entries.size(), 3);
    QCOMPARE(run.state.totalEntries, 3);
    // Rank order is score order: the expired one first.
    QCOMPARE(run.state.entries.at(0).id, QByteArray("gone"));
    QCOMPARE(run.state.entries.at(0).flag, StateEntry::Flag::Expired);
    QCOMPARE(run.state.entries.at(1).flag, StateEntry::Flag::None);
    QCOMPARE(run.state.entries.at(2).flag, StateEntry::Flag::None);
    QVERIFY(run.state.entries.at(1).timeMs.value_or(0) > now);
    QCOMPARE(count(run.state, "expired"), 1);
}

void TestPrimitiveStateRead::ttlKeySemaphoreFlagsHoldersWhoseLeaseKeyIsGone()
{
    TtlKeySemaphore sem(*m_redis, m_keys, "k");
    QList<QByteArray> holders;
    for (int i = 0; i < 3; ++i) {
        const auto p = sem.tryAcquire(5, 60000);
        QVERIFY(p.ok() && p->acquired);
        holders << p->holder;
    }
    const QByteArray leaseKey = "cs:{k}:lease:" + holders.at(2);
    // The second holder's lease expired; nobody has acquired since to clean it up.
    QVERIFY(m_redis->command({"DEL", "cs:{k}:lease:" + holders.at(1)}).ok());
    const Run run = readOrFail(primitive(
        PrimitiveKind::Semaphore, "k",
        {key("cs:{k}:holders", KeyRole::Holders, "zset", ScoreUnit::None, "counter"),
         key("cs:{k}:counter", KeyRole::Counter, "string", ScoreUnit::None, "count"),
         key(leaseKey, KeyRole::Lease, "string", ScoreUnit::None, "token", holders.at(2))}));
    QCOMPARE(run.state.entries.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(run.state.entries.at(i).id, holders.at(i));
        QCOMPARE(run.state.entries.at(i).score.value_or(0), double(i + 1));
    }
    QCOMPARE(run.state.entries.at(0).flag, StateEntry::Flag::None);
    QVERIFY(run.state.entries.at(0).ttlMs > 0);
    QCOMPARE(run.state.entries.at(1).flag, StateEntry::Flag::Expired);
    QCOMPARE(run.state.entries.at(1).ttlMs, -2);
    QCOMPARE(run.state.entries.at(2).flag, StateEntry::Flag::None);
    QCOMPARE(count(run.state, "counter"), 3);
    QCOMPARE(count(run.state, "expired"), 1);
    QCOMPARE(run.roundTrips, 2);
}

void TestPrimitiveStateRead::fairSemaphoreRanksByOwnersAndTimesByHolders()
{
    FairSemaphore sem(*m_redis, m_keys, "fs");
    QList<QByteArray> holders;
    for (int i = 0; i < 2; ++i) {
        const auto p = sem.tryAcquire(5, 60000);
        QVERIFY(p.ok() && p->acquired);
        holders << p->holder;
    }
    const qint64 now = serverNowMs();
    const Run run = readOrFail(
        primitive(PrimitiveKind::Semaphore, "fs",
                  {key("cs:{fs}:holders", KeyRole::Holders, "zset", ScoreUnit::EpochMilliseconds,
                       "acquired-or-expiry-ms"),
                   key("cs:{fs}:owners", KeyRole::Owners, "zset", ScoreUnit::None, "counter"),
                   key("cs:{fs}:counter", KeyRole::Counter, "string", ScoreUnit::None, "count")}));
    QCOMPARE(run.state.entries.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const StateEntry &e = run.state.entries.at(i);
        QCOMPARE(e.id, holders.at(i));
        QCOMPARE(e.score.value_or(0), double(i + 1)); // the owners' counter
        // The acquire time, from the holders zset (client clock: allow a generous margin).
        QVERIFY2(e.timeMs && std::abs(*e.timeMs - now) < 60000,
                 qPrintable(QString::number(e.timeMs.value_or(0))));
        QCOMPARE(e.flag, StateEntry::Flag::None);
    }
}

void TestPrimitiveStateRead::semaphoreFlagsHoldersBeyondAStoredLimit()
{
    // A layout that stores its limit (a user's own, say): ranks past it hold nothing.
    const qint64 now = serverNowMs();
    QVERIFY(m_redis->command({"HSET", "mysem:config", "limit", "2"}).ok());
    QVERIFY(
        m_redis
            ->command({"ZADD", "mysem", QByteArray::number(now - 3000), "a",
                       QByteArray::number(now - 2000), "b", QByteArray::number(now - 1000), "c"})
            .ok());
    const Run run = readOrFail(primitive(
        PrimitiveKind::Semaphore, "mysem",
        {key("mysem", KeyRole::Holders, "zset", ScoreUnit::EpochMilliseconds, "acquired-ms"),
         key("mysem:config", KeyRole::Config, "hash")}));
    QCOMPARE(run.state.limit.value_or(-1), 2);
    QCOMPARE(run.state.entries.size(), 3);
    QCOMPARE(run.state.entries.at(0).flag, StateEntry::Flag::None);
    QCOMPARE(run.state.entries.at(1).flag, StateEntry::Flag::None);
    QCOMPARE(run.state.entries.at(2).flag, StateEntry::Flag::BeyondLimit);
}

void TestPrimitiveStateRead::expirableSemaphoreLimitIsAvailablePlusAcquired()
{
    // Redisson's RPermitExpirableSemaphore: "<name>" available, "{<name>}:timeout" permit id ->
    // expiry (ms), reclaimed lazily; 922337203685477 is a permit without a lease.
    const qint64 now = serverNowMs();
    QVERIFY(m_redis->command({"SET", "pool", "2"}).ok());
    QVERIFY(
        m_redis
            ->command({"ZADD", "{pool}:timeout", QByteArray::number(now - 5000), "p-expired",
                       QByteArray::number(now + 60000), "p-live", "922337203685477", "p-forever"})
            .ok());
    const Run run = readOrFail(
        primitive(PrimitiveKind::ExpirableSemaphore, "pool",
                  {key("{pool}:timeout", KeyRole::Holders, "zset", ScoreUnit::EpochMilliseconds,
                       "redisson-permit-expiry"),
                   key("pool", KeyRole::Available, "string", ScoreUnit::None, "count")}));
    QCOMPARE(run.state.limit.value_or(-1), 5);
    QCOMPARE(count(run.state, "available"), 2);
    QCOMPARE(count(run.state, "expired"), 1);
    QCOMPARE(run.state.entries.size(), 3);
    QCOMPARE(run.state.entries.at(0).id, QByteArray("p-expired"));
    QCOMPARE(run.state.entries.at(0).flag, StateEntry::Flag::Expired);
    QCOMPARE(run.state.entries.at(1).flag, StateEntry::Flag::None);
    QCOMPARE(run.state.entries.at(2).id, QByteArray("p-forever"));
    QVERIFY(!run.state.entries.at(2).timeMs.has_value()); // "never", not year 31,000
    QCOMPARE(run.state.entries.at(2).flag, StateEntry::Flag::None);
}

void TestPrimitiveStateRead::delayedQueueShowsDueItemsPayloadsAndReadyLength()
{
    DelayedQueue queue(*m_redis, m_keys, "d");
    const qint64 now = serverNowMs();
    const QByteArray longPayload(500, 'p');
    QList<QByteArray> ids;
    for (const qint64 due : {now - 20000, now - 10000, now + 60000, now + 120000}) {
        const auto e = queue.enqueueAt(
            due == now - 20000 ? longPayload : "job-" + QByteArray::number(due), due);
        QVERIFY2(e.ok(), qPrintable(e.error().toString()));
        ids << e->id;
    }
    QVERIFY(m_redis->command({"RPUSH", "cs:{d}:queue", "r1", "r2", "r3"}).ok());
    StateLimits limits;
    limits.previewBytes = 40;
    const Run run = readOrFail(primitive(PrimitiveKind::DelayedQueue, "d",
                                         {key("cs:{d}:delayed", KeyRole::Schedule, "zset",
                                              ScoreUnit::EpochMilliseconds, "id"),
                                          key("cs:{d}:payloads", KeyRole::Payloads, "hash"),
                                          key("cs:{d}:queue", KeyRole::Ready, "list")}),
                               limits);
    QCOMPARE(run.state.entries.size(), 4);
    QCOMPARE(run.state.totalEntries, 4);
    QCOMPARE(count(run.state, "total"), 4);
    QCOMPARE(count(run.state, "due"), 2);
    QCOMPARE(count(run.state, "ready"), 3);
    QCOMPARE(count(run.state, "payloads"), 4);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(run.state.entries.at(i).id, ids.at(i));
    QCOMPARE(run.state.entries.at(0).preview, longPayload.left(40));
    QCOMPARE(run.state.entries.at(1).preview, "job-" + QByteArray::number(now - 10000));
    QCOMPARE(run.state.entries.at(0).timeMs.value_or(0), now - 20000);
    QCOMPARE(run.state.entries.at(0).flag, StateEntry::Flag::Overdue);
    QCOMPARE(run.state.entries.at(1).flag, StateEntry::Flag::Overdue);
    QCOMPARE(run.state.entries.at(2).flag, StateEntry::Flag::None);
    QCOMPARE(run.state.entries.at(3).timeMs.value_or(0), now + 120000);
    QCOMPARE(run.roundTrips, 2); // INFO + sizes and heads; then ZCOUNT now + HMGET payloads
}

void TestPrimitiveStateRead::delayedScoresAreConvertedByTheirUnit_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<QByteArray>("member");
    QTest::addColumn<double>("dueDivisor"); // score = due ms * dueFactor / dueDivisor (+ extra)
    QTest::addColumn<double>("dueFactor");
    QTest::addColumn<double>("extra");
    QTest::newRow("Sidekiq seconds")
        << int(ScoreUnit::EpochSeconds)
        << QByteArray(R"({"class":"Mailer","jid":"b4a577edbccf1d805744efa9"})") << 1000.0 << 1.0
        << 0.0;
    QTest::newRow("Redisson ms") << int(ScoreUnit::EpochMilliseconds) << QByteArray("\x08packed", 7)
                                 << 1.0 << 1.0 << 0.0;
    QTest::newRow("BullMQ ms*4096 + counter")
        << int(ScoreUnit::EpochMillisTimes4096) << QByteArray("42") << 1.0 << 4096.0 << 17.0;
    QTest::newRow("microseconds") << int(ScoreUnit::EpochMicroseconds) << QByteArray("m") << 1.0
                                  << 1000.0 << 0.0;
}

void TestPrimitiveStateRead::delayedScoresAreConvertedByTheirUnit()
{
    QFETCH(int, unit);
    QFETCH(QByteArray, member);
    QFETCH(double, dueDivisor);
    QFETCH(double, dueFactor);
    QFETCH(double, extra);
    const qint64 now = serverNowMs();
    const qint64 pastDue = now - 7000;
    const qint64 futureDue = now + 90000;
    auto score = [&](qint64 due) {
        return QByteArray::number(double(due) * dueFactor / dueDivisor + extra, 'f', 3);
    };
    QVERIFY(
        m_redis
            ->command({"ZADD", "sched", score(pastDue), member + "-past", score(futureDue), member})
            .ok());
    const Run run = readOrFail(
        primitive(PrimitiveKind::DelayedQueue, "sched",
                  {key("sched", KeyRole::Schedule, "zset", static_cast<ScoreUnit>(unit), "job")}),
        {}, now);
    QCOMPARE(run.state.entries.size(), 2);
    QCOMPARE(run.state.entries.at(0).timeMs.value_or(0), pastDue);
    QCOMPARE(run.state.entries.at(0).flag, StateEntry::Flag::Overdue);
    QCOMPARE(run.state.entries.at(1).timeMs.value_or(0), futureDue);
    QCOMPARE(run.state.entries.at(1).flag, StateEntry::Flag::None);
    // Without a payload hash the member is the payload.
    QCOMPARE(run.state.entries.at(1).preview, member);
    QCOMPARE(count(run.state, "due"), 1);
    QCOMPARE(run.roundTrips, 1); // the time was given: ZCOUNT rides in the first round trip
}

void TestPrimitiveStateRead::taskQueueShowsLengthsItemsAndConsumerDeadlines()
{
    QVERIFY(m_redis->command({"RPUSH", "cs:{q}:queue", "a", "b", "c", "d"}).ok());
    QVERIFY(m_redis->command({"RPUSH", "cs:{q}:queue:high", "h"}).ok());
    ReliableQueue consumer(*m_redis, m_keys, "q", "w1", 60000);
    const auto taken = consumer.take();
    QVERIFY(taken.ok() && taken->has_value());
    const qint64 now = serverNowMs();
    // Another consumer died a while ago: its deadline has passed.
    QVERIFY(
        m_redis->command({"ZADD", "cs:{q}:consumers", QByteArray::number(now - 5000), "w2"}).ok());
    QVERIFY(m_redis->command({"RPUSH", "cs:{q}:processing:w2", "lost1", "lost2"}).ok());
    const Run run = readOrFail(primitive(
        PrimitiveKind::TaskQueue, "q",
        {key("cs:{q}:queue", KeyRole::Ready, "list"),
         key("cs:{q}:queue:high", KeyRole::Ready, "list", ScoreUnit::None, {}, "high"),
         key("cs:{q}:consumers", KeyRole::Consumers, "zset", ScoreUnit::EpochMilliseconds,
             "deadline-ms"),
         key("cs:{q}:processing:w1", KeyRole::Processing, "list", ScoreUnit::None, {}, "w1"),
         key("cs:{q}:processing:w2", KeyRole::Processing, "list", ScoreUnit::None, {}, "w2")}));
    QCOMPARE(count(run.state, "ready"), 3);
    QCOMPARE(count(run.state, "ready:high"), 1);
    QCOMPARE(count(run.state, "processing:w1"), 1);
    QCOMPARE(count(run.state, "processing:w2"), 2);
    QCOMPARE(run.state.totalEntries, 4);
    QCOMPARE(run.state.entries.size(), 4);
    QCOMPARE(run.state.entries.at(0).preview, QByteArray("b"));
    const qint64 w1Deadline = count(run.state, "deadline-ms:w1");
    QVERIFY2(w1Deadline > now && w1Deadline <= now + 60000,
             qPrintable(QString::number(w1Deadline - now)));
    QCOMPARE(count(run.state, "deadline-ms:w2"), now - 5000);
    QVERIFY(hasNote(run.state, QStringLiteral("w2's deadline passed")));
    QVERIFY(!hasNote(run.state, QStringLiteral("w1's deadline passed")));
}

void TestPrimitiveStateRead::rateLimiterSubjectsOfEachKind_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<int>("unit");
    QTest::addColumn<QByteArray>("encoding");
    QTest::newRow("fixed") << QStringLiteral("fixed") << QByteArray("hash") << int(ScoreUnit::None)
                           << QByteArray("fixed-window");
    QTest::newRow("sliding") << QStringLiteral("sliding") << QByteArray("zset")
                             << int(ScoreUnit::EpochMicroseconds) << QByteArray("cumulative-cost");
    QTest::newRow("funnel") << QStringLiteral("funnel") << QByteArray("hash")
                            << int(ScoreUnit::None) << QByteArray("funnel");
    QTest::newRow("gcra") << QStringLiteral("gcra") << QByteArray("string") << int(ScoreUnit::None)
                          << QByteArray("tat-us");
}

void TestPrimitiveStateRead::rateLimiterSubjectsOfEachKind()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, type);
    QFETCH(int, unit);
    QFETCH(QByteArray, encoding);
    RateLimitPolicy policy;
    policy.limit = 10;
    // A fixed window is aligned on the clock: a minute's window could end between the hits and
    // reset the count. A 30-day window ends on a few seconds of a month.
    policy.periodMs = kind == QLatin1String("fixed") ? qint64(30) * 24 * 3600 * 1000 : 60000;
    policy.capacity = 10;
    policy.ratePerSecond = 0.001;
    auto limiter = RateLimiterFactory::create(kind, *m_redis, m_keys, "api", policy);
    QVERIFY2(limiter.ok(), qPrintable(limiter.error().toString()));
    for (int i = 0; i < 3; ++i)
        QVERIFY((*limiter)->hit("alice").ok());
    QVERIFY((*limiter)->hit("bob").ok());
    const qint64 now = serverNowMs();
    const QByteArray suffix = kind.toUtf8();
    const Run run = readOrFail(primitive(PrimitiveKind::RateLimiter, "api",
                                         {key("cs:{api:bob}:" + suffix, KeyRole::Window, type,
                                              static_cast<ScoreUnit>(unit), encoding, "bob"),
                                          key("cs:{api:alice}:" + suffix, KeyRole::Window, type,
                                              static_cast<ScoreUnit>(unit), encoding, "alice")}));
    QCOMPARE(run.state.totalEntries, 2);
    QCOMPARE(run.state.entries.size(), 2);
    const StateEntry &alice = run.state.entries.at(0); // sorted by subject
    QCOMPARE(alice.id, QByteArray("alice"));
    QCOMPARE(run.state.entries.at(1).id, QByteArray("bob"));
    // Each entry names its key: one subject limited by two kinds gives two entries of one id.
    QCOMPARE(alice.key, "cs:{api:alice}:" + suffix);
    QCOMPARE(run.state.entries.at(1).key, "cs:{api:bob}:" + suffix);
    QVERIFY(alice.ttlMs > 0);
    if (kind == QLatin1String("gcra")) {
        // The TAT: three emission intervals (6 s each at 10 per minute) ahead, at most.
        QVERIFY(alice.timeMs.has_value());
        QVERIFY2(*alice.timeMs > now && *alice.timeMs <= now + 18000 + 1000,
                 qPrintable(QString::number(*alice.timeMs - now)));
    } else if (kind == QLatin1String("funnel")) {
        QVERIFY(std::abs(alice.count.value_or(0) - 3.0) < 0.01);
        QCOMPARE(alice.capacity.value_or(0), 10.0);
    } else {
        QCOMPARE(alice.count.value_or(0), 3.0);
        QCOMPARE(run.state.entries.at(1).count.value_or(0), 1.0);
    }
}

// A sliding log counts units (costs), not entries, and only those inside the window.
void TestPrimitiveStateRead::slidingWindowCountsLiveUnitsNotEntries()
{
    const qint64 now = serverNowMs();
    const QByteArray at = QByteArray::number((now - 100) * 1000);
    // Period 60 s: one entry of 4 units long gone, then 3 and 5 units live; the key expires a
    // period after the newest, as the hit script leaves it.
    QVERIFY(
        m_redis
            ->command({"ZADD", "cs:{api:alice}:sliding", QByteArray::number((now - 120000) * 1000),
                       "000000000000004:4", QByteArray::number((now - 30000) * 1000),
                       "000000000000007:3", at, "000000000000012:5"})
            .ok());
    QVERIFY(m_redis->command({"PEXPIRE", "cs:{api:alice}:sliding", "59900"}).ok());
    RateLimitPolicy policy;
    policy.limit = 10;
    policy.periodMs = 60000;
    auto limiter =
        RateLimiterFactory::create(QStringLiteral("sliding"), *m_redis, m_keys, "api", policy);
    QVERIFY2(limiter.ok(), qPrintable(limiter.error().toString()));
    QVERIFY((*limiter)->hit("bob", 5).ok());
    const Run run =
        readOrFail(primitive(PrimitiveKind::RateLimiter, "api",
                             {key("cs:{api:alice}:sliding", KeyRole::Window, "zset",
                                  ScoreUnit::EpochMicroseconds, "cumulative-cost", "alice"),
                              key("cs:{api:bob}:sliding", KeyRole::Window, "zset",
                                  ScoreUnit::EpochMicroseconds, "cumulative-cost", "bob")}));
    QCOMPARE(run.state.entries.size(), 2);
    QCOMPARE(run.state.entries.at(0).count.value_or(-1), 8.0);
    QCOMPARE(run.state.entries.at(1).count.value_or(-1), 5.0);
}

// A funnel's stored level is as of its last hit: it has leaked since.
void TestPrimitiveStateRead::funnelLevelHasLeakedSinceTheLastHit()
{
    RateLimitPolicy policy;
    policy.capacity = 10;
    policy.ratePerSecond = 2;
    auto limiter =
        RateLimiterFactory::create(QStringLiteral("funnel"), *m_redis, m_keys, "api", policy);
    QVERIFY2(limiter.ok(), qPrintable(limiter.error().toString()));
    QVERIFY((*limiter)->hit("alice", 10).ok());
    const qint64 now = serverNowMs();
    const Run run = readOrFail(primitive(PrimitiveKind::RateLimiter, "api",
                                         {key("cs:{api:alice}:funnel", KeyRole::Window, "hash",
                                              ScoreUnit::None, "funnel", "alice")}),
                               {}, now + 3000);
    QCOMPARE(run.state.entries.size(), 1);
    const double level = run.state.entries.first().count.value_or(-1);
    // 10 - 3 s * 2/s, less what leaked between the hit and `now`.
    QVERIFY2(level > 3.0 && level <= 4.0 + 1e-9, qPrintable(QString::number(level)));
}

// Per-part keys past the ones read still count: job locks and worker heartbeats.
void TestPrimitiveStateRead::totalEntriesCountsEveryPartKeyNotOnlyTheOnesRead_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("role");
    QTest::newRow("job locks") << int(PrimitiveKind::JobLock) << QByteArray(KeyRole::JobLock);
    QTest::newRow("heartbeats") << int(PrimitiveKind::WorkerRegistry)
                                << QByteArray(KeyRole::Heartbeat);
}

void TestPrimitiveStateRead::totalEntriesCountsEveryPartKeyNotOnlyTheOnesRead()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, role);
    QList<DiscoveredKey> keys;
    RedisCommand mset{"MSET"};
    for (int i = 0; i < 30; ++i) {
        const QByteArray part = "job" + QByteArray::number(i);
        mset << "q:" + part + ":lock"
             << "token";
        keys << key("q:" + part + ":lock", role.constData(), "string", ScoreUnit::None, {}, part);
    }
    QVERIFY(m_redis->command(mset).ok());
    StateLimits limits;
    limits.entries = 10;
    const Run run = readOrFail(primitive(static_cast<PrimitiveKind>(kind), "q", keys), limits);
    QCOMPARE(run.state.entries.size(), 10);
    QCOMPARE(run.state.totalEntries, 30);
}

void TestPrimitiveStateRead::rateLimiterWithManySubjectsShowsTheFirstOnes()
{
    QList<DiscoveredKey> keys;
    RedisCommand mset{"MSET"};
    for (int i = 0; i < 30; ++i) {
        const QByteArray subject = "user" + QByteArray::number(i);
        mset << "rate:" + subject << QByteArray::number(i);
        keys << key("rate:" + subject, KeyRole::Window, "string", ScoreUnit::None, "count",
                    subject);
    }
    QVERIFY(m_redis->command(mset).ok());
    StateLimits limits;
    limits.entries = 10;
    const Run run = readOrFail(primitive(PrimitiveKind::RateLimiter, "rate", keys), limits);
    QCOMPARE(run.state.totalEntries, 30);
    QCOMPARE(run.state.entries.size(), 10);
    QVERIFY2(hasNote(run.state, QStringLiteral("showing 10 of 30 \"window\" keys")),
             qPrintable(run.state.notes.join(QLatin1Char('|'))));
    for (const StateEntry &e : run.state.entries)
        QCOMPARE(e.count.value_or(-1), e.id.mid(4).toDouble());
}

void TestPrimitiveStateRead::nanosecondTatIsConvertedToMs()
{
    // redis-cell's CL.THROTTLE key: the TAT in ns since the epoch, with a TTL.
    const qint64 now = serverNowMs();
    const QByteArray tatNs = QByteArray::number(now + 2500) + "000000";
    QVERIFY(m_redis->command({"SET", "throttle:alice", tatNs, "PX", "60000"}).ok());
    const Run run = readOrFail(primitive(PrimitiveKind::RateLimiter, "throttle:alice",
                                         {key("throttle:alice", KeyRole::Window, "string",
                                              ScoreUnit::EpochNanoseconds, "tat-ns")}),
                               {}, now);
    QCOMPARE(run.state.entries.size(), 1);
    QCOMPARE(run.state.entries.first().id, QByteArray("throttle:alice"));
    QCOMPARE(run.state.entries.first().timeMs.value_or(0), now + 2500);
}

void TestPrimitiveStateRead::structuresShowSizesAndParameters()
{
    HyperLogLogCounter hll(*m_redis, m_keys, "visits");
    QList<QByteArray> items;
    for (int i = 0; i < 1000; ++i)
        items << "visitor-" + QByteArray::number(i);
    QVERIFY(hll.add(items).ok());
    const DiscoveredPrimitive visits =
        primitive(PrimitiveKind::HyperLogLog, "visits",
                  {key("cs:{visits}:hll", KeyRole::Value, "string", ScoreUnit::None, "hll")});
    // Just added to: the cached cardinality is invalid and only PFCOUNT (a write) would count.
    const Run staleRun = readOrFail(visits);
    QCOMPARE(count(staleRun.state, "estimate"), -999); // none
    QVERIFY2(hasNote(staleRun.state, QStringLiteral("estimate stale")),
             qPrintable(staleRun.state.notes.join(QLatin1Char(';'))));
    for (const RedisCommand &c : staleRun.sent)
        QVERIFY2(c.first() != "PFCOUNT", c.first().constData());
    const auto counted = m_redis->command({"PFCOUNT", "cs:{visits}:hll"});
    QVERIFY(counted.ok() && counted->isInteger());
    const Run hllRun = readOrFail(visits);
    QCOMPARE(count(hllRun.state, "estimate"), counted->integerValue());
    QVERIFY(std::abs(count(hllRun.state, "estimate") - 1000) <= 30);
    // Reading changes nothing: a WATCH on the key survives it.
    QVERIFY(m_redis->command({"PFADD", "cs:{visits}:hll", "one-more"}).ok());
    QVERIFY(m_redis->command({"WATCH", "cs:{visits}:hll"}).ok());
    QVERIFY(hasNote(readOrFail(visits).state, QStringLiteral("estimate stale")));
    QVERIFY(m_redis->command({"MULTI"}).ok());
    QVERIFY(m_redis->command({"PING"}).ok());
    const auto exec = m_redis->command({"EXEC"});
    QVERIFY(exec.ok());
    QVERIFY2(!exec->isNil(), "the read aborted a WATCH transaction");

    QVERIFY(m_redis->command({"SETBIT", "cs:{flags}:bitmap", "7999", "1"}).ok());
    const Run bitmapRun = readOrFail(
        primitive(PrimitiveKind::Bitmap, "flags",
                  {key("cs:{flags}:bitmap", KeyRole::Value, "string", ScoreUnit::None, "bits")}));
    QCOMPARE(count(bitmapRun.state, "bytes"), 1000);
    QCOMPARE(count(bitmapRun.state, "bits"), 8000);
    for (const RedisCommand &c : bitmapRun.sent)
        QVERIFY2(c.first() != "BITCOUNT" && c.first() != "GET", c.first().constData());

    auto bloom = BloomFilter::create(*m_redis, m_keys, "seen", 1000, 0.01);
    QVERIFY2(bloom.ok(), qPrintable(bloom.error().toString()));
    QVERIFY(bloom.value().add("x").ok());
    const Run bloomRun = readOrFail(
        primitive(PrimitiveKind::BloomFilter, "seen",
                  {key("cs:{seen}:bloom:params", KeyRole::Params, "hash"),
                   key("cs:{seen}:bloom:bits", KeyRole::Bits, "string", ScoreUnit::None, "bits")}));
    QCOMPARE(count(bloomRun.state, "m"), qint64(bloom->parameters().bits()));
    QCOMPARE(count(bloomRun.state, "k"), qint64(bloom->parameters().hashes()));
    QVERIFY(count(bloomRun.state, "bytes") > 0);
}

void TestPrimitiveStateRead::addressBookAndRecentContactsListTheirMembers()
{
    AddressBook book(*m_redis, m_keys, "people");
    QVERIFY(book.add({"carol", "alice", "bob"}).ok());
    const Run bookRun = readOrFail(
        primitive(PrimitiveKind::AddressBook, "people",
                  {key("cs:{people}:names", KeyRole::Names, "zset", ScoreUnit::None, "names")}));
    QCOMPARE(bookRun.state.totalEntries, 3);
    QCOMPARE(bookRun.state.entries.size(), 3);
    QCOMPARE(bookRun.state.entries.at(0).id, QByteArray("alice"));
    QCOMPARE(bookRun.state.entries.at(2).id, QByteArray("carol"));
    QVERIFY(!bookRun.state.entries.at(0).timeMs.has_value());

    QVERIFY(m_redis->command({"LPUSH", "cs:{u1}:recent", "old", "newer", "newest"}).ok());
    const Run recentRun = readOrFail(primitive(PrimitiveKind::RecentContacts, "u1",
                                               {key("cs:{u1}:recent", KeyRole::Recent, "list")}));
    QCOMPARE(recentRun.state.totalEntries, 3);
    QCOMPARE(recentRun.state.entries.first().id, QByteArray("newest"));
}

void TestPrimitiveStateRead::keysDeletedBeforeTheReadAreNotedNotFailed()
{
    const QList<DiscoveredPrimitive> all = populateOneOfEach();
    if (QTest::currentTestFailed())
        return;
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
    for (const DiscoveredPrimitive &p : all) {
        const auto run = read(*m_redis, p);
        QVERIFY2(run.ok(), qPrintable(p.family + QLatin1String(": ") + run.error().toString()));
        QVERIFY2(
            hasNote(run->state, QStringLiteral("vanished")) ||
                hasNote(run->state, QStringLiteral("not held")),
            qPrintable(p.family + QLatin1String(": ") + run->state.notes.join(QLatin1Char('|'))));
        QVERIFY(!run->state.holder.has_value());
        for (const StateEntry &e : run->state.entries) // limiter subjects stay, emptied
            QCOMPARE(e.count.value_or(0), 0.0);
        for (const DiscoveredKey &k : run->state.primitive.keys)
            if (k.role != KeyRole::Lease)
                QCOMPARE(k.ttlMs, -2);
        // An emptied collection counts 0, as Redis deletes it when it empties.
        for (const auto &[label, value] : run->state.counts)
            QCOMPARE(value, 0);
    }
    const auto delayed = read(*m_redis, all.at(3));
    QVERIFY(delayed.ok());
    QCOMPARE(delayed->state.primitive.kind, PrimitiveKind::DelayedQueue);
    QCOMPARE(count(delayed->state, "ready"), 0);
    QVERIFY(hasNote(delayed->state, QStringLiteral("cs:{d}:queue vanished (emptied or deleted)")));
}

// TYPE says what discovery saw, yet a command met WRONGTYPE (a user rule's kind that does not
// fit, or a replace between two commands): noted as such, not as a change of type.
void TestPrimitiveStateRead::wrongTypeWithTheSameTypeIsNotedAsWrongType()
{
    QVERIFY(m_redis->command({"ZADD", "cs:{s}:holders", "1", "a"}).ok());
    PrimitiveStateRead reader(
        primitive(PrimitiveKind::Semaphore, "s",
                  {key("cs:{s}:holders", KeyRole::Holders, "zset", ScoreUnit::EpochMilliseconds)}),
        {}, serverNowMs());
    while (!reader.finished()) {
        const QList<RedisCommand> request = reader.nextRequest();
        if (request.isEmpty())
            break;
        QList<Result<RedisReply>> replies = m_redis->pipeline(request);
        for (qsizetype i = 0; i < request.size(); ++i)
            if (request.at(i).first() != "TYPE" && request.at(i).first() != "PTTL")
                replies[i] = RedisError::fromServerReply(
                    "WRONGTYPE Operation against a key holding the wrong kind of value");
        QVERIFY(reader.handleReplies(replies).ok());
    }
    const PrimitiveState &state = reader.state();
    QVERIFY2(hasNote(state, QStringLiteral("met WRONGTYPE")),
             qPrintable(state.notes.join(QLatin1Char('|'))));
    QVERIFY2(!hasNote(state, QStringLiteral("is now a")),
             qPrintable(state.notes.join(QLatin1Char('|'))));
    QVERIFY(state.entries.isEmpty());
}

// A score that toMs() floors to now is overdue, and so counted as due.
void TestPrimitiveStateRead::dueCountsWhatIsFlaggedOverdue()
{
    QVERIFY(m_redis->command({"ZADD", "dq", "1700000000123.5", "item"}).ok());
    const Run run =
        readOrFail(primitive(PrimitiveKind::DelayedQueue, "dq",
                             {key("dq", KeyRole::Schedule, "zset", ScoreUnit::EpochMilliseconds)}),
                   {}, 1700000000123);
    QCOMPARE(run.state.entries.size(), 1);
    QCOMPARE(run.state.entries.first().flag, StateEntry::Flag::Overdue);
    QCOMPARE(count(run.state, "due"), 1);
}

// Sidekiq's morgue: its jobs are listed, and none is due (they are scored by when they died).
void TestPrimitiveStateRead::sidekiqDeadJobsAreListedNotDue()
{
    const qint64 now = serverNowMs();
    QVERIFY(m_redis
                ->command({"ZADD", "dead", QByteArray::number((now - 5000) / 1000.0, 'f', 3),
                           R"({"jid":"a1","class":"Mail"})",
                           QByteArray::number((now - 2000) / 1000.0, 'f', 3),
                           R"({"jid":"b2","class":"Mail"})"})
                .ok());
    const Run run = readOrFail(
        primitive(PrimitiveKind::TaskQueue, "dead",
                  {key("dead", KeyRole::Dead, "zset", ScoreUnit::EpochSeconds, "json-job")}));
    QCOMPARE(count(run.state, "due"), -999); // none
    QCOMPARE(count(run.state, "dead"), 2);
    QCOMPARE(run.state.totalEntries, 2);
    QCOMPARE(run.state.entries.size(), 2);
    QVERIFY(run.state.entries.first().id.contains("a1"));
    QVERIFY(run.state.entries.first().flag != StateEntry::Flag::Overdue);
    for (const RedisCommand &c : run.sent)
        QVERIFY2(c.first() != "ZCOUNT", c.first().constData());
}

void TestPrimitiveStateRead::keyReplacedByAnotherTypeIsNotedNotFailed()
{
    DelayedQueue queue(*m_redis, m_keys, "d");
    QVERIFY(queue.enqueueIn("x", 1000).ok());
    const DiscoveredPrimitive p = primitive(
        PrimitiveKind::DelayedQueue, "d",
        {key("cs:{d}:delayed", KeyRole::Schedule, "zset", ScoreUnit::EpochMilliseconds, "id"),
         key("cs:{d}:payloads", KeyRole::Payloads, "hash")});
    QVERIFY(m_redis->command({"DEL", "cs:{d}:delayed"}).ok());
    QVERIFY(m_redis->command({"SET", "cs:{d}:delayed", "now a string"}).ok());
    const Run run = readOrFail(p);
    QVERIFY2(hasNote(run.state, QStringLiteral("is now a string, not a zset")),
             qPrintable(run.state.notes.join(QLatin1Char('|'))));
    QVERIFY(run.state.entries.isEmpty());
    QCOMPARE(run.state.primitive.keys.first().type, QByteArray("string"));
    // The same when the type changes for good while the read runs (each command meets it).
    const Run given = readOrFail(p, {}, serverNowMs());
    QVERIFY(hasNote(given.state, QStringLiteral("is now a string")));
}

void TestPrimitiveStateRead::millionMemberZsetIsReadWithinTheLimits()
{
    constexpr int Members = 1000000;
    constexpr int PerZadd = 10000;
    const qint64 now = serverNowMs();
    QList<RedisCommand> batch;
    for (int start = 0; start < Members; start += PerZadd) {
        RedisCommand zadd{"ZADD", "big"};
        for (int i = start; i < start + PerZadd; ++i)
            zadd << QByteArray::number(now - 500000 + i) << "m" + QByteArray::number(i);
        batch << zadd;
        if (batch.size() == 10) {
            for (const auto &r : m_redis->pipeline(batch))
                QVERIFY(r.ok());
            batch.clear();
        }
    }
    const Run run = readOrFail(
        primitive(PrimitiveKind::DelayedQueue, "big",
                  {key("big", KeyRole::Schedule, "zset", ScoreUnit::EpochMilliseconds, "id")}),
        {}, now);
    QCOMPARE(run.state.totalEntries, Members);
    QCOMPARE(run.state.entries.size(), StateLimits().entries);
    QCOMPARE(count(run.state, "due"), 500001);
    QVERIFY2(hasNote(run.state, QStringLiteral("showing 200 of 1,000,000 items")),
             qPrintable(run.state.notes.join(QLatin1Char('|'))));
    // Nothing unbounded was asked for.
    for (const RedisCommand &c : run.sent) {
        const QByteArray name = c.first().toUpper();
        QVERIFY(name != "HGETALL" && name != "SMEMBERS" && name != "GET");
        if (name == "ZRANGE" || name == "LRANGE")
            QVERIFY2(c.at(3) != "-1" || c.at(2) == "-1", c.join(' ').constData());
    }
}

QList<DiscoveredPrimitive> TestPrimitiveStateRead::populateOneOfEach()
{
    QList<DiscoveredPrimitive> out;
    FencedLock lock(*m_redis, m_keys, "l");
    if (!lock.tryAcquire(60000).ok())
        QTest::qFail("lock", __FILE__, __LINE__);
    out << primitive(PrimitiveKind::Lock, "l",
                     {key("cs:{l}:lock", KeyRole::Lock, "string", ScoreUnit::None, "token"),
                      key("cs:{l}:fence", KeyRole::Fence, "string", ScoreUnit::None, "count")});
    ReentrantLock reentrant(*m_redis, m_keys, "r");
    if (!reentrant.tryAcquire(60000).ok())
        QTest::qFail("reentrant", __FILE__, __LINE__);
    out << primitive(PrimitiveKind::ReentrantLock, "r",
                     {key("cs:{r}:lock", KeyRole::Lock, "hash", ScoreUnit::None, "owner-count")});
    TtlKeySemaphore sem(*m_redis, m_keys, "s");
    const auto permit = sem.tryAcquire(3, 60000);
    if (!permit.ok())
        QTest::qFail("semaphore", __FILE__, __LINE__);
    out << primitive(PrimitiveKind::Semaphore, "s",
                     {key("cs:{s}:holders", KeyRole::Holders, "zset", ScoreUnit::None, "counter"),
                      key("cs:{s}:counter", KeyRole::Counter, "string", ScoreUnit::None, "count"),
                      key("cs:{s}:lease:" + permit->holder, KeyRole::Lease, "string",
                          ScoreUnit::None, "token", permit->holder)});
    DelayedQueue delayed(*m_redis, m_keys, "d");
    if (!delayed.enqueueIn("payload", 60000).ok() ||
        !m_redis->command({"RPUSH", "cs:{d}:queue", "ready"}).ok())
        QTest::qFail("delayed", __FILE__, __LINE__);
    out << primitive(
        PrimitiveKind::DelayedQueue, "d",
        {key("cs:{d}:delayed", KeyRole::Schedule, "zset", ScoreUnit::EpochMilliseconds, "id"),
         key("cs:{d}:payloads", KeyRole::Payloads, "hash"),
         key("cs:{d}:queue", KeyRole::Ready, "list")});
    const QByteArray deadline = QByteArray::number(serverNowMs() + 600000);
    if (!m_redis->command({"RPUSH", "cs:{q}:queue", "a", "b"}).ok() ||
        !m_redis->command({"ZADD", "cs:{q}:consumers", deadline, "w"}).ok())
        QTest::qFail("queue", __FILE__, __LINE__);
    out << primitive(
        PrimitiveKind::TaskQueue, "q",
        {key("cs:{q}:queue", KeyRole::Ready, "list"),
         key("cs:{q}:consumers", KeyRole::Consumers, "zset", ScoreUnit::EpochMilliseconds)});
    RateLimitPolicy policy;
    policy.limit = 10;
    policy.periodMs = 1000;
    policy.capacity = 10;
    policy.ratePerSecond = 1;
    QList<DiscoveredKey> windows;
    for (const QString &kind : RateLimiterFactory::kinds()) {
        auto limiter = RateLimiterFactory::create(kind, *m_redis, m_keys, "api", policy);
        if (!limiter.ok() || !(*limiter)->hit(kind.toUtf8()).ok())
            QTest::qFail("limiter", __FILE__, __LINE__);
        const QByteArray type = kind == QLatin1String("sliding") ? "zset"
                                : kind == QLatin1String("gcra")  ? "string"
                                                                 : "hash";
        windows << key("cs:{api:" + kind.toUtf8() + "}:" + kind.toUtf8(), KeyRole::Window, type,
                       kind == QLatin1String("sliding") ? ScoreUnit::EpochMicroseconds
                                                        : ScoreUnit::None,
                       kind == QLatin1String("gcra") ? "tat-us" : kind.toUtf8(), kind.toUtf8());
    }
    out << primitive(PrimitiveKind::RateLimiter, "api", windows);
    HyperLogLogCounter hll(*m_redis, m_keys, "h");
    // PFCOUNT caches the cardinality the read shows (unread, it would note "estimate stale").
    if (!hll.add({"a", "b"}).ok() || !m_redis->command({"PFCOUNT", "cs:{h}:hll"}).ok())
        QTest::qFail("hll", __FILE__, __LINE__);
    out << primitive(PrimitiveKind::HyperLogLog, "h",
                     {key("cs:{h}:hll", KeyRole::Value, "string", ScoreUnit::None, "hll")});
    AddressBook book(*m_redis, m_keys, "b");
    if (!book.add({"x", "y"}).ok())
        QTest::qFail("book", __FILE__, __LINE__);
    out << primitive(PrimitiveKind::AddressBook, "b",
                     {key("cs:{b}:names", KeyRole::Names, "zset", ScoreUnit::None, "names")});
    if (!m_redis->command({"SADD", "processes", "host:1:abc"}).ok() ||
        !m_redis->command({"HSET", "host:1:abc", "beat", "1700000000.5", "busy", "2"}).ok())
        QTest::qFail("workers", __FILE__, __LINE__);
    out << primitive(
        PrimitiveKind::WorkerRegistry, "processes",
        {key("processes", KeyRole::Members, "set"),
         key("host:1:abc", KeyRole::Heartbeat, "hash", ScoreUnit::None, {}, "host:1:abc")});
    return out;
}

void TestPrimitiveStateRead::everyKindIsReadInAtMostTwoRoundTrips()
{
    const QList<DiscoveredPrimitive> all = populateOneOfEach();
    if (QTest::currentTestFailed())
        return;
    for (const DiscoveredPrimitive &p : all) {
        const Run run = readOrFail(p);
        QVERIFY2(run.roundTrips >= 1 && run.roundTrips <= 2,
                 qPrintable(p.family + QLatin1String(": ") + QString::number(run.roundTrips)));
        QVERIFY2(run.state.notes.isEmpty(), qPrintable(p.family + QLatin1String(": ") +
                                                       run.state.notes.join(QLatin1Char('|'))));
        QVERIFY2(run.state.holder || !run.state.entries.isEmpty() || !run.state.counts.isEmpty(),
                 qPrintable(p.family));
    }
}

void TestPrimitiveStateRead::readOnlyAclUserSeesNoNoperm()
{
    const QList<DiscoveredPrimitive> all = populateOneOfEach();
    if (QTest::currentTestFailed())
        return;
    QVERIFY(
        m_redis
            ->command({"ACL", "SETUSER", "inspector", "on", "nopass", "~*", "&*", "-@all", "+@read",
                       "+@connection", "+info", "+scan", "+ping", "+subscribe", "+psubscribe"})
            .ok());
    ConnectionOptions options = m_server->connectionOptions();
    options.user = QStringLiteral("inspector");
    RedisConnection reader(options);
    // The user really is read-only: a write is refused.
    const auto write = reader.command({"SET", "x", "1"});
    QCOMPARE(write.error().kind(), RedisError::Kind::NoPermission);
    for (const DiscoveredPrimitive &p : all) {
        const auto run = read(reader, p); // without a time: INFO server, not TIME
        QVERIFY2(run.ok(), qPrintable(p.family + QLatin1String(": ") + run.error().toString()));
        QVERIFY(run->state.serverTimeMs > 0);
    }
}

QTEST_GUILESS_MAIN(TestPrimitiveStateRead)
#include "tst_primitivestateread.moc"
