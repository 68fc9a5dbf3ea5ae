#include "primitivediscovery.h"

#include "addressbook.h"
#include "atomicsemaphore.h"
#include "bloomfilter.h"
#include "delayedqueue.h"
#include "fencedlock.h"
#include "hyperloglogcounter.h"
#include "layoutcatalog.h"
#include "primitivestateread.h"
#include "ratelimiterfactory.h"
#include "recentcontacts.h"
#include "redisconnection.h"
#include "reentrantlock.h"
#include "reliablequeue.h"
#include "testredis.h"
#include "ttlkeysemaphore.h"

#include <QDeadlineTimer>
#include <QHash>
#include <QSet>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

using namespace Qt::StringLiterals;

// PrimitiveDiscovery on a real server: SCAN mechanics (every key once under concurrent inserts,
// MATCH, maxKeys, keys that vanish), grouping by (family, name) with side keys attached, unknown
// keys, a read-only ACL user, and keys written the way each library writes them discovered as
// what they are (and then read by PrimitiveStateRead without a note).
class TestPrimitiveDiscovery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void everyKeyIsSeenOnceUnderConcurrentInserts();
    void matchNarrowsTheScan();
    void maxKeysStopsTheScanAndSetsTruncated_data();
    void maxKeysStopsTheScanAndSetsTruncated();
    void keyGoneBetweenScanAndTypeIsDropped();
    void unknownKeysAreKeptUpToALimit();
    void sideKeysAttachedToAPrimitiveAreNotUnknown();
    void sideKeysPastTheUnknownListAreLookedUpAgain();
    void runBlockingWritesTheNextRequestBeforeCatchingUp();
    void bull3QueueIsFoundOnceWithItsJobs();
    void badOptionsAreRefused_data();
    void badOptionsAreRefused();
    void coordScopePrimitivesAreDiscoveredAndRead();
    void libraryKeysAreDiscoveredAsWhatTheyAre_data();
    void libraryKeysAreDiscoveredAsWhatTheyAre();
    void sideKeysOutsideMatchAreAttached();
    void readOnlyAclUserSeesNoNoperm();
    void bareNameLockIsFoundOnlyWithValueShapes_data();
    void bareNameLockIsFoundOnlyWithValueShapes();
    void autoTurnsValueShapesOffAboveTheLimit_data();
    void autoTurnsValueShapesOffAboveTheLimit();
    void untypedSideKeyOfAPrimitiveFoundByNameIsLookedUp();
    void keyPresentForTheWholePassIsFoundWhileOthersComeAndGo_data();
    void keyPresentForTheWholePassIsFoundWhileOthersComeAndGo();
    void probeLooksAtTheGivenKeysAndTheirSideKeysOnly();
    void tokenLockWaitingLineIsPartOfTheLock();

private:
    struct Found
    {
        QList<DiscoveredPrimitive> primitives;
        QList<KeySample> unknown;
        qint64 unknownCount = 0;
        qint64 keysSeen = 0;
        bool truncated = false;
        int roundTrips = 0;
        QSet<QByteArray> commandNames; // every command sent
    };
    static Result<Found> discover(RedisConnection &connection, const LayoutCatalog &catalog,
                                  DiscoveryOptions options = {});
    Found discoverOrFail(const LayoutCatalog &catalog, DiscoveryOptions options = {});
    static const DiscoveredPrimitive *find(const Found &found, const QString &family,
                                           const QByteArray &name);
    static QList<QByteArray> roles(const DiscoveredPrimitive &p);
    void setMany(const QByteArray &prefix, int count, const QByteArray &value = "v");
    // Redisson delayed queues dest0..: their destination lists are claimed by no layout alone.
    void writeRedissonDelayedQueues(int count);
    // A Redisson fair lock "fair" (its bare-name hash, waiters' queue and deadlines), and the
    // string "unrelated".
    void writeRedissonFairLockAndAnUnrelatedKey();
    qint64 serverNowMs();
    // "{now_ms}", "{now_s}", "{due_ms4096}" in the arguments, by the server's clock.
    QList<RedisCommand> withTimes(QList<RedisCommand> commands);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    KeySpace m_keys;
};

namespace {
QList<UserLayoutRule> rules(const QStringList &texts)
{
    QList<UserLayoutRule> out;
    for (const QString &t : texts) {
        auto r = UserLayoutRule::parse(t);
        if (r)
            out << *r;
        else
            qFatal("%s", qPrintable(r.error().toString()));
    }
    return out;
}
} // namespace

void TestPrimitiveDiscovery::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestPrimitiveDiscovery::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

Result<TestPrimitiveDiscovery::Found> TestPrimitiveDiscovery::discover(RedisConnection &connection,
                                                                       const LayoutCatalog &catalog,
                                                                       DiscoveryOptions options)
{
    PrimitiveDiscovery discovery(catalog, options);
    Found found;
    while (!discovery.finished()) {
        const QList<RedisCommand> request = discovery.nextRequest();
        if (request.isEmpty())
            break;
        ++found.roundTrips;
        for (const RedisCommand &c : request)
            found.commandNames.insert(c.value(0).toUpper());
        if (auto handled = discovery.handleReplies(connection.pipeline(request)); !handled)
            return handled.error();
    }
    found.primitives = discovery.primitives();
    found.unknown = discovery.unknownKeys();
    found.unknownCount = discovery.unknownKeyCount();
    found.keysSeen = discovery.keysSeen();
    found.truncated = discovery.truncated();
    return found;
}

TestPrimitiveDiscovery::Found TestPrimitiveDiscovery::discoverOrFail(const LayoutCatalog &catalog,
                                                                     DiscoveryOptions options)
{
    auto found = discover(*m_redis, catalog, options);
    if (!found) {
        QTest::qFail(qPrintable(found.error().toString()), __FILE__, __LINE__);
        return {};
    }
    return *found;
}

const DiscoveredPrimitive *TestPrimitiveDiscovery::find(const Found &found, const QString &family,
                                                        const QByteArray &name)
{
    for (const DiscoveredPrimitive &p : found.primitives)
        if (p.family == family && p.name == name)
            return &p;
    return nullptr;
}

QList<QByteArray> TestPrimitiveDiscovery::roles(const DiscoveredPrimitive &p)
{
    QList<QByteArray> out;
    for (const DiscoveredKey &k : p.keys)
        if (!out.contains(k.role))
            out << k.role;
    std::sort(out.begin(), out.end());
    return out;
}

void TestPrimitiveDiscovery::setMany(const QByteArray &prefix, int count, const QByteArray &value)
{
    for (int start = 0; start < count; start += 1000) {
        RedisCommand mset{"MSET"};
        for (int i = start; i < std::min(count, start + 1000); ++i)
            mset << prefix + QByteArray::number(i) << value;
        QVERIFY(m_redis->command(mset).ok());
    }
}

void TestPrimitiveDiscovery::writeRedissonFairLockAndAnUnrelatedKey()
{
    const QByteArray owner = "1f1c6a1e-5d3b-4a8e-9d2f-3c1b2a4e5f60:1";
    for (const auto &r :
         m_redis->pipeline(withTimes({{"HSET", "fair", owner, "1"},
                                      {"RPUSH", "redisson_lock_queue:{fair}", "w:2"},
                                      {"ZADD", "redisson_lock_timeout:{fair}", "{later_ms}", "w:2"},
                                      {"SET", "unrelated", "x"}})))
        QVERIFY(r.ok());
}

void TestPrimitiveDiscovery::writeRedissonDelayedQueues(int count)
{
    QList<RedisCommand> queues;
    for (int i = 0; i < count; ++i) {
        const QByteArray dest = "dest" + QByteArray::number(i);
        queues << RedisCommand{"ZADD", "redisson_delay_queue_timeout:{" + dest + "}",
                               "99999999999999", "\x08packed"}
               << RedisCommand{"RPUSH", "redisson_delay_queue:{" + dest + "}", "\x08packed"}
               << RedisCommand{"RPUSH", dest, "ready-element"};
    }
    for (const auto &reply : m_redis->pipeline(queues))
        QVERIFY(reply.ok());
}

qint64 TestPrimitiveDiscovery::serverNowMs()
{
    const auto time = m_redis->command({"TIME"});
    return time ? time->toServerTimeUs().valueOr(0) / 1000 : 0;
}

QList<RedisCommand> TestPrimitiveDiscovery::withTimes(QList<RedisCommand> commands)
{
    const qint64 now = serverNowMs();
    for (RedisCommand &c : commands)
        for (QByteArray &arg : c) {
            arg.replace("{now_ms}", QByteArray::number(now));
            arg.replace("{later_ms}", QByteArray::number(now + 300000));
            arg.replace("{later_s}", QByteArray::number(double(now + 60000) / 1000.0, 'f', 3));
            arg.replace("{later_ms4096}", QByteArray::number((now + 60000) * 4096 + 1));
            arg.replace("{later_ns}", QByteArray(QByteArray::number(now + 2000) + "000000"));
        }
    return commands;
}

void TestPrimitiveDiscovery::everyKeyIsSeenOnceUnderConcurrentInserts()
{
    constexpr int Stable = 20000;
    setMany("stable:", Stable);
    if (QTest::currentTestFailed())
        return;
    std::atomic<bool> stop{false};
    std::atomic<int> inserted{0};
    QString inserterError;
    // Growing the keyspace rehashes the table under the cursor.
    std::thread inserter([&] {
        RedisConnection c(m_server->connectionOptions());
        for (int start = 0; start < 80000 && !stop; start += 200) {
            RedisCommand mset{"MSET"};
            for (int i = start; i < start + 200; ++i)
                mset << "churn:" + QByteArray::number(i) << "v";
            if (const auto r = c.command(mset); !r) {
                inserterError = r.error().toString();
                return;
            }
            inserted += 200;
        }
    });
    const LayoutCatalog catalog("cs:", rules({QStringLiteral("stable:*=counter")}));
    DiscoveryOptions options;
    options.scanCount = 50;
    options.maxKeys = 1000000;
    const auto found = discover(*m_redis, catalog, options);
    stop = true;
    inserter.join();
    QVERIFY2(inserterError.isEmpty(), qPrintable(inserterError));
    QVERIFY2(found.ok(), qPrintable(found.error().toString()));
    qInfo("%d keys inserted during the discovery, %lld keys seen in %d round trips",
          inserted.load(), found->keysSeen, found->roundTrips);
    QVERIFY(inserted > 0);
    QVERIFY(!found->truncated);
    QHash<QByteArray, int> seen;
    for (const DiscoveredPrimitive &p : found->primitives) {
        QCOMPARE(p.family, QStringLiteral("user-rule"));
        QCOMPARE(p.kind, PrimitiveKind::Counter);
        for (const DiscoveredKey &k : p.keys)
            ++seen[k.key];
    }
    QCOMPARE(found->primitives.size(), Stable);
    for (const KeySample &s : found->unknown)
        ++seen[s.key];
    for (int i = 0; i < Stable; ++i)
        QCOMPARE(seen.value("stable:" + QByteArray::number(i)), 1);
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        QCOMPARE(it.value(), 1);
}

void TestPrimitiveDiscovery::matchNarrowsTheScan()
{
    setMany("a:", 300, "1");
    setMany("b:", 300, "1");
    const LayoutCatalog catalog("cs:", rules({QStringLiteral("*=counter")}));
    DiscoveryOptions options;
    options.match = "a:*";
    options.scanCount = 20;
    const Found found = discoverOrFail(catalog, options);
    QCOMPARE(found.keysSeen, 300);
    QCOMPARE(found.primitives.size(), 300);
    for (const DiscoveredPrimitive &p : found.primitives)
        QVERIFY(p.name.startsWith("a:"));
}

void TestPrimitiveDiscovery::maxKeysStopsTheScanAndSetsTruncated_data()
{
    QTest::addColumn<qint64>("maxKeys");
    QTest::addColumn<qint64>("expectedSeen");
    QTest::addColumn<bool>("expectedTruncated");
    QTest::newRow("below") << qint64(100) << qint64(100) << true;
    QTest::newRow("one") << qint64(1) << qint64(1) << true;
    QTest::newRow("exactly all") << qint64(1000) << qint64(1000) << false;
    QTest::newRow("above") << qint64(5000) << qint64(1000) << false;
}

void TestPrimitiveDiscovery::maxKeysStopsTheScanAndSetsTruncated()
{
    QFETCH(qint64, maxKeys);
    QFETCH(qint64, expectedSeen);
    QFETCH(bool, expectedTruncated);
    setMany("k:", 1000);
    const LayoutCatalog catalog;
    DiscoveryOptions options;
    options.maxKeys = maxKeys;
    options.scanCount = 100;
    const Found found = discoverOrFail(catalog, options);
    QCOMPARE(found.keysSeen, expectedSeen);
    QCOMPARE(found.unknown.size(), expectedSeen);
    // "exactly all" may stop on the last key before the cursor says 0: then it cannot know.
    if (maxKeys != 1000)
        QCOMPARE(found.truncated, expectedTruncated);
}

void TestPrimitiveDiscovery::keyGoneBetweenScanAndTypeIsDropped()
{
    setMany("k:", 50);
    const LayoutCatalog catalog;
    DiscoveryOptions options;
    options.scanCount = 1000; // one SCAN returns every key
    PrimitiveDiscovery discovery(catalog, options);
    // The first request asks DBSIZE (for value shapes Auto) with the first SCAN.
    const QList<RedisCommand> scan = discovery.nextRequest();
    QCOMPARE(scan.size(), 2);
    QCOMPARE(scan.first().first(), QByteArray("DBSIZE"));
    QCOMPARE(scan.last().first(), QByteArray("SCAN"));
    QVERIFY(discovery.handleReplies(m_redis->pipeline(scan)).ok());
    // TYPE and PTTL of those keys come in the next round trip: delete some before it.
    QVERIFY(m_redis->command({"DEL", "k:1", "k:2", "k:3"}).ok());
    while (!discovery.finished()) {
        const QList<RedisCommand> request = discovery.nextRequest();
        QVERIFY(!request.isEmpty());
        QVERIFY(discovery.handleReplies(m_redis->pipeline(request)).ok());
    }
    QCOMPARE(discovery.keysSeen(), 50);
    QCOMPARE(discovery.unknownKeys().size(), 47);
    for (const KeySample &s : discovery.unknownKeys())
        QVERIFY(s.key != "k:1" && s.key != "k:2" && s.key != "k:3");
}

void TestPrimitiveDiscovery::unknownKeysAreKeptUpToALimit()
{
    setMany("plain:", 12000, "some text");
    QVERIFY(m_redis->command({"HSET", "cfg", "colour", "blue"}).ok());
    QVERIFY(m_redis->command({"PEXPIRE", "cfg", "600000"}).ok());
    const LayoutCatalog catalog;
    DiscoveryOptions options;
    options.match = "cfg";
    const Found small = discoverOrFail(catalog, options);
    QVERIFY(small.primitives.isEmpty());
    QCOMPARE(small.unknown.size(), 1);
    QCOMPARE(small.unknown.first().key, QByteArray("cfg"));
    QCOMPARE(small.unknown.first().type, QByteArray("hash"));
    QVERIFY(small.unknown.first().ttlMs > 0 && small.unknown.first().ttlMs <= 600000);

    const Found all = discoverOrFail(catalog);
    QCOMPARE(all.keysSeen, 12001);
    QVERIFY(all.primitives.isEmpty());
    QCOMPARE(all.unknown.size(), 10000); // the rest are only counted
    QCOMPARE(all.unknownCount, 12001);
}

// Redisson's destination lists are claimed by no layout alone: unknown until attached, around the
// listing limit (some listed, some only counted, whatever the SCAN order).
void TestPrimitiveDiscovery::sideKeysAttachedToAPrimitiveAreNotUnknown()
{
    setMany("plain:", 9990, "some text");
    writeRedissonDelayedQueues(30);
    if (QTest::currentTestFailed())
        return;
    const LayoutCatalog catalog;
    const Found all = discoverOrFail(catalog);
    QCOMPARE(all.keysSeen, 9990 + 90);
    QCOMPARE(all.primitives.size(), 30);
    for (const DiscoveredPrimitive &p : all.primitives)
        QVERIFY2(roles(p).contains("ready"), p.name.constData());
    QCOMPARE(all.unknownCount, 9990);
    QVERIFY(all.unknown.size() >= 9970 && all.unknown.size() <= 9990); // 10,000 listed first
    for (const KeySample &s : all.unknown)
        QVERIFY2(s.key.startsWith("plain:"), s.key.constData());
}

// With 30,000 unknown keys most side keys are seen past the list of 10,000 and only counted:
// the scan kept their bits, not their facts, so each is looked up again, attached, and no
// longer counted as unknown. Driven by runBlocking (catchUp while the next request is out).
void TestPrimitiveDiscovery::sideKeysPastTheUnknownListAreLookedUpAgain()
{
    setMany("plain:", 30000, "some text");
    if (QTest::currentTestFailed())
        return;
    writeRedissonDelayedQueues(40);
    if (QTest::currentTestFailed())
        return;
    const LayoutCatalog catalog;
    DiscoveryOptions options;
    options.scanCount = 200;
    PrimitiveDiscovery discovery(catalog, options);
    const Result<void> ran = discovery.runBlocking(*m_redis);
    QVERIFY2(ran.ok(), qPrintable(ran.error().toString()));
    QCOMPARE(discovery.keysSeen(), 30000 + 120);
    const QList<DiscoveredPrimitive> primitives = discovery.primitives();
    QCOMPARE(primitives.size(), 40);
    for (const DiscoveredPrimitive &p : primitives) {
        QVERIFY2(roles(p).contains("ready"), p.name.constData());
        const DiscoveredKey *ready = p.keyWithRole("ready");
        QVERIFY(ready);
        QCOMPARE(ready->type, QByteArray("list"));
    }
    QCOMPARE(discovery.unknownKeyCount(), 30000);
    // The list of 10,000 may have held a few side keys (a third of them, by chance) before
    // they were attached; the others were past it, only counted, and looked up again.
    const qsizetype listed = discovery.unknownKeys().size();
    QVERIFY2(listed >= 10000 - 40 && listed < 10000 - 2, qPrintable(QString::number(listed)));
    for (const KeySample &s : discovery.unknownKeys())
        QVERIFY2(s.key.startsWith("plain:"), s.key.constData());
}

namespace {
// Step i writes "step" = i; its catchUp() waits (up to 5 s) to see, from another connection,
// that step i + 1 is already written.
class StepsRead : public InspectorRead
{
public:
    StepsRead(RedisConnection &observer, int steps)
        : m_observer(observer)
        , m_steps(steps)
    {}
    QList<RedisCommand> nextRequest() override
    {
        return {{"SET", "step", QByteArray::number(m_handled)}};
    }
    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override
    {
        if (replies.size() != 1 || !replies.first())
            return RedisError(RedisError::Kind::UnexpectedReply, QStringLiteral("SET failed"));
        ++m_handled;
        return {};
    }
    bool finished() const override { return m_handled == m_steps; }
    void catchUp() override
    {
        ++catchUps;
        if (m_handled == m_steps)
            return; // nothing more is sent
        QDeadlineTimer deadline(5000);
        while (!deadline.hasExpired()) {
            const auto step = m_observer.command({"GET", "step"});
            if (step && step->bytes() == QByteArray::number(m_handled)) {
                ++nextAlreadyOut;
                return;
            }
            QThread::msleep(1);
        }
    }
    int catchUps = 0;
    int nextAlreadyOut = 0;

private:
    RedisConnection &m_observer;
    int m_steps;
    int m_handled = 0;
};
} // namespace

void TestPrimitiveDiscovery::runBlockingWritesTheNextRequestBeforeCatchingUp()
{
    RedisConnection observer(m_server->connectionOptions());
    StepsRead read(observer, 5);
    const Result<void> ran = read.runBlocking(*m_redis);
    QVERIFY2(ran.ok(), qPrintable(ran.error().toString()));
    QVERIFY(read.finished());
    QCOMPARE(read.catchUps, 5);
    QCOMPARE(read.nextAlreadyOut, 4); // after the last step nothing more goes out

    StepsRead tooMany(observer, 5);
    const Result<void> cut = tooMany.runBlocking(*m_redis, 3);
    QVERIFY(!cut.ok());
    QVERIFY2(cut.error().message().contains(u"did not finish in 3 steps"),
             qPrintable(cut.error().message()));
}

// Bull 3 writes BullMQ's keys too: one queue, the Bull 3 one, holding its job hashes.
void TestPrimitiveDiscovery::bull3QueueIsFoundOnceWithItsJobs()
{
    for (const RedisCommand &c : QList<RedisCommand>{
             {"SET", "bull:mail:meta-paused", "1"},
             {"LPUSH", "bull:mail:wait", "2", "1"},
             {"HSET", "bull:mail:1", "name", "send", "data", "{}", "timestamp", "1700000000000"},
             {"HSET", "bull:mail:2", "name", "send", "data", "{}", "timestamp", "1700000000001"}})
        QVERIFY(m_redis->command(c).ok());
    const LayoutCatalog catalog;
    const Found all = discoverOrFail(catalog);
    QCOMPARE(all.primitives.size(), 1);
    const DiscoveredPrimitive &queue = all.primitives.first();
    QCOMPARE(queue.family, QStringLiteral("bull3-queue"));
    QCOMPARE(queue.name, QByteArray("mail"));
    const QList<QByteArray> r = roles(queue);
    QVERIFY2(r.contains("job") && r.contains("ready") && r.contains("meta"),
             r.join(',').constData());
    QCOMPARE(queue.keys.size(), 4);
    QCOMPARE(all.unknownCount, 0);
}

void TestPrimitiveDiscovery::badOptionsAreRefused_data()
{
    QTest::addColumn<int>("scanCount");
    QTest::addColumn<qint64>("maxKeys");
    QTest::newRow("scan count 0") << 0 << qint64(10);
    QTest::newRow("negative scan count") << -5 << qint64(10);
    QTest::newRow("max keys 0") << 10 << qint64(0);
}

void TestPrimitiveDiscovery::badOptionsAreRefused()
{
    QFETCH(int, scanCount);
    QFETCH(qint64, maxKeys);
    DiscoveryOptions options;
    options.scanCount = scanCount;
    options.maxKeys = maxKeys;
    QCOMPARE(PrimitiveDiscovery::validate(options).error().kind(),
             RedisError::Kind::InvalidArgument);
    const LayoutCatalog catalog;
    PrimitiveDiscovery discovery(catalog, options);
    QVERIFY(discovery.finished());
    QVERIFY(discovery.nextRequest().isEmpty()); // nothing is sent
}

void TestPrimitiveDiscovery::coordScopePrimitivesAreDiscoveredAndRead()
{
    FencedLock fenced(*m_redis, m_keys, "fl");
    QVERIFY(fenced.tryAcquire(60000).ok());
    ReentrantLock reentrant(*m_redis, m_keys, "rl");
    QVERIFY(reentrant.tryAcquire(60000).ok());
    TtlKeySemaphore ttlSem(*m_redis, m_keys, "ts");
    QVERIFY(ttlSem.tryAcquire(3, 60000).ok());
    AtomicSemaphore atomicSem(*m_redis, m_keys, "as");
    QVERIFY(atomicSem.tryAcquire(3, 60000).ok());
    DelayedQueue delayed(*m_redis, m_keys, "dq");
    QVERIFY(delayed.enqueueIn("later", 60000).ok());
    QVERIFY(m_redis->command({"RPUSH", "cs:{dq}:queue", "ready"}).ok());
    QVERIFY(m_redis->command({"RPUSH", "cs:{rq}:queue", "a", "b"}).ok());
    ReliableQueue consumer(*m_redis, m_keys, "rq", "w1", 60000);
    QVERIFY(consumer.take().ok());
    RateLimitPolicy policy;
    policy.limit = 10;
    policy.periodMs = 60000;
    policy.capacity = 10;
    policy.ratePerSecond = 1;
    for (const QString &kind : RateLimiterFactory::kinds()) {
        auto limiter = RateLimiterFactory::create(kind, *m_redis, m_keys, "api", policy);
        QVERIFY(limiter.ok());
        QVERIFY((*limiter)->hit("alice").ok());
    }
    AddressBook book(*m_redis, m_keys, "people");
    QVERIFY(book.add({"alice", "bob"}).ok());
    RecentContacts recent(*m_redis, m_keys, "u1");
    QVERIFY(recent.add("bob").ok());
    HyperLogLogCounter hll(*m_redis, m_keys, "visits");
    QVERIFY(hll.add({"a", "b", "c"}).ok());
    // Caches the cardinality the read shows (unread, it notes "estimate stale").
    QVERIFY(m_redis->command({"PFCOUNT", "cs:{visits}:hll"}).ok());
    auto bloom = BloomFilter::create(*m_redis, m_keys, "seen", 1000, 0.01);
    QVERIFY(bloom.ok());
    QVERIFY(bloom.value().add("x").ok());
    QVERIFY(m_redis->command({"SETBIT", "cs:{flags}:bitmap", "100", "1"}).ok());
    QVERIFY(m_redis->command({"GEOADD", "cs:{places}:geo", "13.4", "52.5", "berlin"}).ok());

    const LayoutCatalog catalog;
    const Found found = discoverOrFail(catalog);
    struct Expected
    {
        const char *family;
        QByteArray name;
        PrimitiveKind kind;
        QList<QByteArray> roles;
    };
    const QList<Expected> expected{
        {"coordscope-token-lock", "fl", PrimitiveKind::Lock, {"fence", "lock"}},
        {"coordscope-reentrant-lock", "rl", PrimitiveKind::ReentrantLock, {"lock"}},
        {"coordscope-semaphore", "ts", PrimitiveKind::Semaphore, {"counter", "holders", "lease"}},
        {"coordscope-semaphore", "as", PrimitiveKind::Semaphore, {"holders"}},
        {"coordscope-delayed-queue",
         "dq",
         PrimitiveKind::DelayedQueue,
         {"payloads", "ready", "schedule"}},
        {"coordscope-task-queue",
         "rq",
         PrimitiveKind::TaskQueue,
         {"consumers", "processing", "ready"}},
        {"coordscope-rate-limiter", "api", PrimitiveKind::RateLimiter, {"window"}},
        {"coordscope-address-book", "people", PrimitiveKind::AddressBook, {"names"}},
        {"coordscope-recent-contacts", "u1", PrimitiveKind::RecentContacts, {"recent"}},
        {"coordscope-hyperloglog", "visits", PrimitiveKind::HyperLogLog, {"value"}},
        {"coordscope-bloom-filter", "seen", PrimitiveKind::BloomFilter, {"bits", "params"}},
        {"coordscope-bitmap", "flags", PrimitiveKind::Bitmap, {"value"}},
        {"coordscope-geo-index", "places", PrimitiveKind::GeoIndex, {"value"}},
    };
    for (const Expected &e : expected) {
        const DiscoveredPrimitive *p = find(found, QLatin1String(e.family), e.name);
        QVERIFY2(p, e.family);
        QCOMPARE(p->kind, e.kind);
        QCOMPARE(p->library, QStringLiteral("CoordScope"));
        QCOMPARE(roles(*p), e.roles);
    }
    // The delayed queue's ready list is its own: no task queue "dq" besides it.
    QVERIFY(!find(found, QStringLiteral("coordscope-task-queue"), "dq"));
    const DiscoveredPrimitive *limiter =
        find(found, QStringLiteral("coordscope-rate-limiter"), "api");
    QCOMPARE(limiter->keys.size(), 4);
    for (const DiscoveredKey &k : limiter->keys)
        QCOMPARE(k.part, QByteArray("alice"));
    QCOMPARE(found.primitives.size(), expected.size());
    QVERIFY2(found.unknown.isEmpty(), found.unknown.value(0).key.constData());

    // What the catalog says about each key is what the state read needs: nothing is noted.
    for (const DiscoveredPrimitive &p : found.primitives) {
        PrimitiveStateRead read(p);
        const auto done = read.runBlocking(*m_redis);
        QVERIFY2(done.ok(), qPrintable(done.error().toString()));
        QVERIFY2(
            read.state().notes.isEmpty(),
            qPrintable(p.family + QLatin1String(": ") + read.state().notes.join(QLatin1Char('|'))));
        QVERIFY2(read.state().holder || !read.state().entries.isEmpty() ||
                     !read.state().counts.isEmpty(),
                 qPrintable(p.family));
    }
}

void TestPrimitiveDiscovery::libraryKeysAreDiscoveredAsWhatTheyAre_data()
{
    QTest::addColumn<QList<RedisCommand>>("commands");
    QTest::addColumn<QString>("family");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QList<QByteArray>>("roles");
    const QByteArray uuid = "1f1c6a1e-5d3b-4a8e-9d2f-3c1b2a4e5f60";
    const QByteArray job =
        R"({"class":"HardWorker","args":[1],"jid":"b4a577edbccf1d805744efa9","queue":"default"})";
    QTest::newRow("redis-py Lock")
        << QList<RedisCommand>{{"SET", "resource-x", "a8098c1af86e11dabd1a00112444be1e", "PX",
                                "30000"}}
        << "redispy-lock" << QByteArray("resource-x") << int(PrimitiveKind::Lock)
        << QList<QByteArray>{"lock"};
    QTest::newRow("Redisson RLock")
        << QList<RedisCommand>{{"HSET", "orders", uuid + ":1", "2"}, {"PEXPIRE", "orders", "30000"}}
        << "redisson-rlock" << QByteArray("orders") << int(PrimitiveKind::ReentrantLock)
        << QList<QByteArray>{"lock"};
    QTest::newRow("Redisson fair lock")
        << QList<RedisCommand>{{"HSET", "fair", uuid + ":1", "1"},
                               {"PEXPIRE", "fair", "30000"},
                               {"RPUSH", "redisson_lock_queue:{fair}", uuid + ":2"},
                               {"ZADD", "redisson_lock_timeout:{fair}", "{later_ms}", uuid + ":2"}}
        << "redisson-fairlock" << QByteArray("fair") << int(PrimitiveKind::FairLock)
        << QList<QByteArray>{"lock", "waiter-deadlines", "waiters"};
    QTest::newRow("Redisson permit-expirable semaphore")
        << QList<RedisCommand>{{"SET", "permits", "3"},
                               {"ZADD", "{permits}:timeout", "{later_ms}",
                                "0123456789abcdef0123456789abcdef"}}
        << "redisson-pesemaphore" << QByteArray("permits") << int(PrimitiveKind::ExpirableSemaphore)
        << QList<QByteArray>{"available", "holders"};
    QTest::newRow("Redisson delayed queue")
        << QList<RedisCommand>{{"ZADD", "redisson_delay_queue_timeout:{dest}", "{later_ms}",
                                "\x08packed1"},
                               {"RPUSH", "redisson_delay_queue:{dest}", "\x08packed1"},
                               {"RPUSH", "dest", "ready-element"}}
        << "redisson-delayedqueue" << QByteArray("dest") << int(PrimitiveKind::DelayedQueue)
        << QList<QByteArray>{"entries", "ready", "schedule"};
    QTest::newRow("Sidekiq schedule")
        << QList<RedisCommand>{{"ZADD", "schedule", "{later_s}", job}} << "sidekiq-schedule"
        << QByteArray("schedule") << int(PrimitiveKind::DelayedQueue)
        << QList<QByteArray>{"schedule"};
    QTest::newRow("Sidekiq queue")
        << QList<RedisCommand>{{"SADD", "queues", "default"}, {"LPUSH", "queue:default", job}}
        << "sidekiq-queue" << QByteArray("default") << int(PrimitiveKind::TaskQueue)
        << QList<QByteArray>{"ready"};
    QTest::newRow("BullMQ queue")
        << QList<RedisCommand>{{"LPUSH", "bull:mail:wait", "3", "2"},
                               {"LPUSH", "bull:mail:active", "1"},
                               {"ZADD", "bull:mail:delayed", "{later_ms4096}", "4"},
                               {"HSET", "bull:mail:meta", "opts.maxLenEvents", "10000"},
                               {"XADD", "bull:mail:events", "*", "event", "added", "jobId", "3"},
                               {"HSET", "bull:mail:1", "name", "send", "data", "{}", "opts", "{}",
                                "timestamp", "{now_ms}"},
                               {"SET", "bull:mail:1:lock", "worker-1:1", "PX", "30000"}}
        << "bullmq-queue" << QByteArray("mail") << int(PrimitiveKind::TaskQueue)
        << QList<QByteArray>{"active", "events", "job", "meta", "ready", "schedule"};
    QTest::newRow("BullMQ job lock")
        << QList<RedisCommand>{{"LPUSH", "bull:mail:active", "1"},
                               {"SET", "bull:mail:1:lock", "worker-1:1", "PX", "30000"}}
        << "bullmq-job-lock" << QByteArray("mail") << int(PrimitiveKind::JobLock)
        << QList<QByteArray>{"job-lock"};
    QTest::newRow("Redis in Action lock")
        << QList<RedisCommand>{{"SET", "lock:report", "2b1c6a1e-5d3b-4a8e-9d2f-3c1b2a4e5f60", "EX",
                                "10"}}
        << "ria-lock" << QByteArray("report") << int(PrimitiveKind::Lock)
        << QList<QByteArray>{"lock"};
    QTest::newRow("Redis in Action semaphore")
        << QList<RedisCommand>{{"ZADD", "semaphore:remote", "{later_s}",
                                "2b1c6a1e-5d3b-4a8e-9d2f-3c1b2a4e5f60"}}
        << "ria-semaphore" << QByteArray("semaphore:remote") << int(PrimitiveKind::Semaphore)
        << QList<QByteArray>{"holders"};
    QTest::newRow("redis-cell") << QList<RedisCommand>{{"SET", "throttle:alice", "{later_ns}", "PX",
                                                        "60000"}}
                                << "redis-cell" << QByteArray("throttle:alice")
                                << int(PrimitiveKind::RateLimiter) << QList<QByteArray>{"window"};
}

void TestPrimitiveDiscovery::libraryKeysAreDiscoveredAsWhatTheyAre()
{
    QFETCH(QList<RedisCommand>, commands);
    QFETCH(QString, family);
    QFETCH(QByteArray, name);
    QFETCH(int, kind);
    QFETCH(QList<QByteArray>, roles);
    for (const auto &r : m_redis->pipeline(withTimes(commands)))
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
    const LayoutCatalog catalog;
    const Found found = discoverOrFail(catalog);
    const DiscoveredPrimitive *p = find(found, family, name);
    QStringList all;
    for (const DiscoveredPrimitive &q : found.primitives)
        all << q.family + QLatin1Char('/') + QString::fromUtf8(q.name);
    QVERIFY2(p, qPrintable(all.join(QLatin1Char(' '))));
    QCOMPARE(int(p->kind), kind);
    QCOMPARE(TestPrimitiveDiscovery::roles(*p), roles);
    const auto done = PrimitiveStateRead(*p).runBlocking(*m_redis);
    QVERIFY2(done.ok(), qPrintable(done.error().toString()));
    PrimitiveStateRead read(*p);
    QVERIFY(read.runBlocking(*m_redis).ok());
    QVERIFY2(read.state().notes.isEmpty(), qPrintable(read.state().notes.join(QLatin1Char('|'))));
}

void TestPrimitiveDiscovery::sideKeysOutsideMatchAreAttached()
{
    writeRedissonFairLockAndAnUnrelatedKey();
    const LayoutCatalog catalog;
    DiscoveryOptions options;
    options.match = "redisson_lock_queue:*";
    const Found found = discoverOrFail(catalog, options);
    QCOMPARE(found.keysSeen, 1);
    QCOMPARE(found.primitives.size(), 1);
    const DiscoveredPrimitive &p = found.primitives.first();
    QCOMPARE(p.family, QStringLiteral("redisson-fairlock"));
    QCOMPARE(roles(p), (QList<QByteArray>{"lock", "waiter-deadlines", "waiters"}));
    for (const DiscoveredKey &k : p.keys)
        if (k.role == "lock")
            QCOMPARE(k.type, QByteArray("hash"));
    // Only the key's own lookups: SCAN, TYPE + PTTL, then the side keys' TYPE + PTTL.
    QVERIFY2(found.roundTrips <= 3, qPrintable(QString::number(found.roundTrips)));
}

void TestPrimitiveDiscovery::readOnlyAclUserSeesNoNoperm()
{
    const QByteArray job = R"({"class":"HardWorker","args":[1],"jid":"b4a577edbccf1d805744efa9"})";
    for (const auto &r : m_redis->pipeline(
             withTimes({{"SET", "resource-x", "a8098c1af86e11dabd1a00112444be1e", "PX", "30000"},
                        {"HSET", "orders", "1f1c6a1e-5d3b-4a8e-9d2f-3c1b2a4e5f60:1", "1"},
                        {"ZADD", "schedule", "{later_s}", job},
                        {"LPUSH", "bull:mail:wait", "1"},
                        {"HSET", "bull:mail:meta", "paused", "0"},
                        {"SET", "plain", "text"}})))
        QVERIFY(r.ok());
    FencedLock lock(*m_redis, m_keys, "l");
    QVERIFY(lock.tryAcquire(60000).ok());
    DelayedQueue delayed(*m_redis, m_keys, "d");
    QVERIFY(delayed.enqueueIn("x", 60000).ok());
    QVERIFY(
        m_redis
            ->command({"ACL", "SETUSER", "inspector", "on", "nopass", "~*", "&*", "-@all", "+@read",
                       "+@connection", "+info", "+scan", "+ping", "+subscribe", "+psubscribe"})
            .ok());
    ConnectionOptions options = m_server->connectionOptions();
    options.user = QStringLiteral("inspector");
    RedisConnection reader(options);
    QCOMPARE(reader.command({"DEL", "plain"}).error().kind(), RedisError::Kind::NoPermission);
    const LayoutCatalog catalog;
    const auto asReader = discover(reader, catalog);
    QVERIFY2(asReader.ok(), qPrintable(asReader.error().toString()));
    const Found asAdmin = discoverOrFail(catalog);
    QCOMPARE(asReader->primitives.size(), asAdmin.primitives.size());
    QCOMPARE(asReader->primitives.size(), 6);
    for (qsizetype i = 0; i < asAdmin.primitives.size(); ++i) {
        QCOMPARE(asReader->primitives.at(i).family, asAdmin.primitives.at(i).family);
        QCOMPARE(asReader->primitives.at(i).keys.size(), asAdmin.primitives.at(i).keys.size());
        // And their state, without a time given: INFO, not TIME.
        PrimitiveStateRead read(asReader->primitives.at(i));
        const auto done = read.runBlocking(reader);
        QVERIFY2(done.ok(), qPrintable(done.error().toString()));
    }
    QCOMPARE(asReader->unknown.size(), 1);
}

// node-redlock's lock is a bare name holding a random hex token with a TTL: only its value tells
// it, so value shapes off leave it an unknown key, never typed, and say how many were not.
void TestPrimitiveDiscovery::bareNameLockIsFoundOnlyWithValueShapes_data()
{
    QTest::addColumn<int>("valueShapes");
    QTest::addColumn<bool>("found");
    QTest::newRow("on") << int(DiscoveryOptions::ValueShapes::On) << true;
    QTest::newRow("auto, small keyspace") << int(DiscoveryOptions::ValueShapes::Auto) << true;
    QTest::newRow("off") << int(DiscoveryOptions::ValueShapes::Off) << false;
}

void TestPrimitiveDiscovery::bareNameLockIsFoundOnlyWithValueShapes()
{
    QFETCH(int, valueShapes);
    QFETCH(bool, found);
    QVERIFY(
        m_redis->command({"SET", "resource-y", "0f1e2d3c4b5a69788796a5b4c3d2e1f0", "PX", "30000"})
            .ok());
    QVERIFY(m_redis->command({"SET", m_keys.key("named", "lock"), "token", "PX", "30000"}).ok());
    setMany("plain:", 5);
    DiscoveryOptions options;
    options.valueShapes = DiscoveryOptions::ValueShapes(valueShapes);
    const LayoutCatalog catalog;
    PrimitiveDiscovery discovery(catalog, options);
    QVERIFY(discovery.runBlocking(*m_redis).ok());
    QCOMPARE(discovery.dbSize(), std::optional<qint64>(7));
    QCOMPARE(discovery.valueShapesUsed(), found);
    QVERIFY2(discovery.valueShapesReason().startsWith(found ? u"value shapes on"_s
                                                            : u"value shapes off"_s),
             qPrintable(discovery.valueShapesReason()));
    Found f;
    f.primitives = discovery.primitives();
    QCOMPARE(find(f, QStringLiteral("redlock-lock"), "resource-y") != nullptr, found);
    // A key claimed by name is found either way.
    QVERIFY(find(f, QStringLiteral("coordscope-token-lock"), "named"));
    QCOMPARE(discovery.keysSeen(), 7);
    QCOMPARE(discovery.keysNotTyped(), found ? 0 : 6);
    QCOMPARE(discovery.unknownKeyCount(), found ? 5 : 6);
    for (const KeySample &k : discovery.unknownKeys())
        QCOMPARE(k.type.isEmpty(), !found);
}

void TestPrimitiveDiscovery::autoTurnsValueShapesOffAboveTheLimit_data()
{
    QTest::addColumn<qint64>("upTo");
    QTest::addColumn<bool>("on");
    QTest::newRow("dbsize above the limit") << qint64(9) << false;
    QTest::newRow("dbsize at the limit") << qint64(10) << true;
}

void TestPrimitiveDiscovery::autoTurnsValueShapesOffAboveTheLimit()
{
    QFETCH(qint64, upTo);
    QFETCH(bool, on);
    setMany("k", 10);
    DiscoveryOptions options;
    options.valueShapesUpTo = upTo;
    const LayoutCatalog catalog;
    PrimitiveDiscovery discovery(catalog, options);
    QVERIFY(discovery.runBlocking(*m_redis).ok());
    QCOMPARE(discovery.valueShapesUsed(), on);
    QCOMPARE(discovery.dbSize(), std::optional<qint64>(10));
    QVERIFY2(discovery.valueShapesReason().contains(on ? u"at most"_s : u"more than"_s),
             qPrintable(discovery.valueShapesReason()));
    QCOMPARE(discovery.keysNotTyped(), on ? 0 : 10);
    QCOMPARE(discovery.unknownKeyCount(), 10);
}

// A Redisson fair lock is found by its queue's name; its lock hash is a bare name, so without
// value shapes the scan lists it by name only: it is looked up and attached like any side key,
// and is no longer unknown.
void TestPrimitiveDiscovery::untypedSideKeyOfAPrimitiveFoundByNameIsLookedUp()
{
    writeRedissonFairLockAndAnUnrelatedKey();
    const LayoutCatalog catalog;
    DiscoveryOptions options;
    options.valueShapes = DiscoveryOptions::ValueShapes::Off;
    const Found found = discoverOrFail(catalog, options);
    const DiscoveredPrimitive *p = find(found, QStringLiteral("redisson-fairlock"), "fair");
    QVERIFY(p);
    QCOMPARE(roles(*p), (QList<QByteArray>{"lock", "waiter-deadlines", "waiters"}));
    for (const DiscoveredKey &k : p->keys)
        if (k.role == "lock")
            QCOMPARE(k.type, QByteArray("hash"));
    QCOMPARE(found.unknownCount, 1);
    QCOMPARE(found.unknown.size(), 1);
    QCOMPARE(found.unknown.first().key, QByteArray("unrelated"));
}

// Keys written and deleted between the steps of a pass (the discovery driven step by step on a
// RedisConnection): a key present for the whole pass is found, whatever SCAN's table does.
void TestPrimitiveDiscovery::keyPresentForTheWholePassIsFoundWhileOthersComeAndGo_data()
{
    QTest::addColumn<int>("valueShapes");
    QTest::newRow("value shapes off") << int(DiscoveryOptions::ValueShapes::Off);
    QTest::newRow("value shapes on") << int(DiscoveryOptions::ValueShapes::On);
}

void TestPrimitiveDiscovery::keyPresentForTheWholePassIsFoundWhileOthersComeAndGo()
{
    QFETCH(int, valueShapes);
    constexpr int Staying = 300;
    constexpr int Leaving = 300;
    constexpr int Plain = 20000;
    QList<RedisCommand> setup;
    for (int i = 0; i < Staying; ++i)
        setup << RedisCommand{"SET", m_keys.key("stay-" + QByteArray::number(i), "lock"), "t", "PX",
                              "600000"};
    for (int i = 0; i < Leaving; ++i)
        setup << RedisCommand{"SET", m_keys.key("leave-" + QByteArray::number(i), "lock"), "t"};
    for (const auto &r : m_redis->pipeline(setup))
        QVERIFY(r.ok());
    setMany("plain:", Plain);

    DiscoveryOptions options;
    options.valueShapes = DiscoveryOptions::ValueShapes(valueShapes);
    options.scanCount = 100; // many steps
    options.maxKeys = 10'000'000;
    const LayoutCatalog catalog;
    PrimitiveDiscovery discovery(catalog, options);
    RedisConnection writer(m_server->connectionOptions());
    int step = 0;
    int added = 0;
    while (!discovery.finished()) {
        const QList<RedisCommand> request = discovery.nextRequest();
        if (request.isEmpty())
            break;
        auto handled = discovery.handleReplies(m_redis->pipeline(request));
        QVERIFY2(handled.ok(), qPrintable(handled.error().toString()));
        // Between steps: new locks and plain keys (the table grows and rehashes), and the
        // leaving locks and some plain keys deleted.
        QList<RedisCommand> churn;
        for (int i = 0; i < 200; ++i, ++added) {
            churn << RedisCommand{"SET", m_keys.key("new-" + QByteArray::number(added), "lock"),
                                  "t"};
            churn << RedisCommand{"SET", "extra:" + QByteArray::number(added), "v"};
        }
        if (step < Leaving)
            churn << RedisCommand{"DEL", m_keys.key("leave-" + QByteArray::number(step), "lock")};
        churn << RedisCommand{"DEL", "plain:" + QByteArray::number((step * 7) % Plain)};
        for (const auto &r : writer.pipeline(churn))
            QVERIFY(r.ok());
        ++step;
    }
    QVERIFY(discovery.finished());
    QVERIFY(step > 100);
    QSet<QByteArray> names;
    for (const DiscoveredPrimitive &p : discovery.primitives())
        if (p.family == u"coordscope-token-lock"_s)
            names.insert(p.name);
    for (int i = 0; i < Staying; ++i)
        QVERIFY2(names.contains("stay-" + QByteArray::number(i)), qPrintable(QString::number(i)));
    QCOMPARE(discovery.valueShapesUsed(), valueShapes == int(DiscoveryOptions::ValueShapes::On));
}

// A probe (DiscoveryOptions::keys, the new keys notifications named) looks at those keys and at
// the side keys of what it finds: no DBSIZE, no SCAN, and nothing else of the keyspace.
void TestPrimitiveDiscovery::probeLooksAtTheGivenKeysAndTheirSideKeysOnly()
{
    writeRedissonFairLockAndAnUnrelatedKey();
    setMany("cache:", 50);
    QVERIFY(m_redis->command({"SET", m_keys.key("a", "lock"), "t", "PX", "60000"}).ok());
    QVERIFY(m_redis->command({"SET", m_keys.key("b", "lock"), "t", "PX", "60000"}).ok());
    const LayoutCatalog catalog;
    for (const auto shapes :
         {DiscoveryOptions::ValueShapes::Auto, DiscoveryOptions::ValueShapes::Off}) {
        DiscoveryOptions options;
        options.valueShapes = shapes;
        // The fair lock's waiters' queue, as a notification names it when a waiter queues; its
        // lock hash and deadlines are side keys.
        options.keys = {"redisson_lock_queue:{fair}", m_keys.key("a", "lock"), "cache:1",
                        "deleted-meanwhile", m_keys.key("a", "lock")};
        const Found found = discoverOrFail(catalog, options);
        QCOMPARE(found.keysSeen, 4); // the repeat once
        QVERIFY(!found.commandNames.contains("SCAN"));
        QVERIFY(!found.commandNames.contains("DBSIZE"));
        QVERIFY(find(found, QStringLiteral("coordscope-token-lock"), "a"));
        QVERIFY(!find(found, QStringLiteral("coordscope-token-lock"), "b")); // not asked about
        const DiscoveredPrimitive *fair = find(found, QStringLiteral("redisson-fairlock"), "fair");
        QVERIFY(fair);
        QCOMPARE(roles(*fair), (QList<QByteArray>{"lock", "waiter-deadlines", "waiters"}));
        QCOMPARE(found.primitives.size(), 2);
        // The cache key is an unknown key: typed with value shapes, looked at by name only
        // without them.
        const auto cache = std::find_if(found.unknown.cbegin(), found.unknown.cend(),
                                        [](const KeySample &k) { return k.key == "cache:1"; });
        QVERIFY(cache != found.unknown.cend());
        QCOMPARE(cache->type, shapes == DiscoveryOptions::ValueShapes::Off ? QByteArray()
                                                                           : QByteArray("string"));
    }
}

void TestPrimitiveDiscovery::tokenLockWaitingLineIsPartOfTheLock()
{
    // A held token lock with a waiter in line (TokenLock::acquire's keys: docs/primitives/
    // locks.md): one primitive, the line and the places kept among its keys, nothing unknown.
    FencedLock lock(*m_redis, m_keys, "wl");
    QVERIFY(lock.tryAcquire(60000).ok());
    const QByteArray waiter = "0123456789abcdef0123456789abcdef";
    QVERIFY(m_redis->command({"RPUSH", lock.queueKey(), waiter}).ok());
    QVERIFY(
        m_redis
            ->command({"ZADD", lock.keptKey(), QByteArray::number(serverNowMs() + 60000), waiter})
            .ok());
    const LayoutCatalog catalog;
    const Found found = discoverOrFail(catalog);
    const DiscoveredPrimitive *p = find(found, QStringLiteral("coordscope-token-lock"), "wl");
    QVERIFY(p);
    const QList<QByteArray> keyRoles = roles(*p);
    QVERIFY2(keyRoles.contains("waiters") && keyRoles.contains("waiter-deadlines") &&
                 keyRoles.contains("lock") && keyRoles.contains("fence"),
             qPrintable(QString::fromUtf8(keyRoles.join(' '))));
    QCOMPARE(found.primitives.size(), 1);
    QCOMPARE(found.unknownCount, qint64(0));
}

QTEST_GUILESS_MAIN(TestPrimitiveDiscovery)
#include "tst_primitivediscovery.moc"
