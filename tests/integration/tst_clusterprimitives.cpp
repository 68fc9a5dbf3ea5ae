#include "addressbook.h"
#include "concurrentworkers.h"
#include "delayedclaimerfactory.h"
#include "delayedqueue.h"
#include "hashslot.h"
#include "holdintervals.h"
#include "lockcontention.h"
#include "queuereaper.h"
#include "ratelimiterfactory.h"
#include "recentcontacts.h"
#include "redisconnection.h"
#include "reliablequeue.h"
#include "semaphorefactory.h"
#include "syncedlock.h"
#include "taskqueue.h"
#include "testredis.h"
#include "verifyok.h"

#include <QMutex>
#include <QSet>
#include <QTest>

// Every primitive's safety properties on a real local Redis Cluster (issue 19, docs/cluster.md
// "Primitives on a cluster"): 3 masters with a replica each, every connection made with
// cluster=yes to the first master only, and each primitive's name chosen so that its hash tag
// lands on a given master (most on masters 1 and 2, which the connection reaches only by
// routing). A property that holds here held across the client's slot routing; the cross-slot
// rows show what the router refuses before sending.
class TestClusterPrimitives : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void locksExcludeEachOther_data();
    void locksExcludeEachOther();
    void semaphoresNeverExceedTheLimit_data();
    void semaphoresNeverExceedTheLimit();
    void queueItemsAreNeitherLostNorDuplicated_data();
    void queueItemsAreNeitherLostNorDuplicated();
    void reaperRequeuesADeadConsumersItems();
    void delayedItemsAreDeliveredOnce_data();
    void delayedItemsAreDeliveredOnce();
    void limitersNeverAdmitMoreThanTheirLimit_data();
    void limitersNeverAdmitMoreThanTheirLimit();
    void addressBookCompletesAsItsOracle_data();
    void addressBookCompletesAsItsOracle();
    void recentContactsKeepTheirOrder();
    void multiKeyOperationAcrossSlotsIsRefused_data();
    void multiKeyOperationAcrossSlotsIsRefused();
    void syncedLockWaitsForItsOwnMastersReplica();

private:
    ConnectionOptions seed() const;
    // A structure name starting with base whose hash tag is served by the given master.
    QByteArray nameOn(int master, const QByteArray &base, const QByteArray &tagSuffix = {}) const;
    // The master (node index) that holds key, -1 when none (asked node by node, without routing).
    int holderOf(const QByteArray &key) const;
    // The master a cluster connection sends keyless commands to (WAIT, MULTI, EXEC, UNWATCH,
    // TIME): the first of the slot map's masters, which need not be the seed.
    int homeMaster() const;
    qint64 keysOnAllMasters() const;
    qint64 crossSlotErrorsOnAllMasters() const;

    static constexpr int Masters = 3;
    TestRedis::Cluster m_cluster;
};

namespace {
ConnectionOptions plainNode(ConnectionOptions o)
{
    o.cluster = ConnectionOptions::Cluster::No;
    return o;
}

void addRow(const char *row, const QString &kind, int master)
{
    QTest::newRow(row) << kind << master;
}
} // namespace

ConnectionOptions TestClusterPrimitives::seed() const
{
    ConnectionOptions o = m_cluster->seed();
    o.cluster = ConnectionOptions::Cluster::Yes;
    return o;
}

QByteArray TestClusterPrimitives::nameOn(int master, const QByteArray &base,
                                         const QByteArray &tagSuffix) const
{
    for (int i = 0; i < 1000; ++i) {
        const QByteArray name = base + '-' + QByteArray::number(i);
        if (m_cluster->masterOfSlot(HashSlot::of(name + tagSuffix)).valueOr(-1) == master)
            return name;
    }
    return {};
}

int TestClusterPrimitives::holderOf(const QByteArray &key) const
{
    for (int m = 0; m < Masters; ++m) {
        RedisConnection c(plainNode(m_cluster->node(m)->connectionOptions()));
        if (c.command({"EXISTS", key}).valueOr(RedisReply::integer(0)).integerValue() == 1)
            return m;
    }
    return -1;
}

int TestClusterPrimitives::homeMaster() const
{
    // Where a keyless command goes: the node that answers INFO says its port.
    RedisConnection c(seed());
    const QByteArray info = c.command({"INFO", "server"}).valueOr(RedisReply()).bytes();
    for (const QByteArray &line : info.split('\n'))
        if (line.startsWith("tcp_port:"))
            for (int m = 0; m < Masters; ++m)
                if (m_cluster->node(m)->connectionOptions().port == line.mid(9).trimmed().toInt())
                    return m;
    return -1;
}

qint64 TestClusterPrimitives::keysOnAllMasters() const
{
    qint64 total = 0;
    for (int m = 0; m < Masters; ++m) {
        RedisConnection c(plainNode(m_cluster->node(m)->connectionOptions()));
        total += c.command({"DBSIZE"}).valueOr(RedisReply::integer(-1000000)).integerValue();
    }
    return total;
}

// How often the servers themselves answered CROSSSLOT (INFO errorstats): a command the client
// refused before sending leaves it unchanged.
qint64 TestClusterPrimitives::crossSlotErrorsOnAllMasters() const
{
    qint64 total = 0;
    for (int m = 0; m < Masters; ++m) {
        RedisConnection c(plainNode(m_cluster->node(m)->connectionOptions()));
        const QByteArray info = c.command({"INFO", "errorstats"}).valueOr(RedisReply()).bytes();
        for (const QByteArray &line : info.split('\n'))
            if (line.startsWith("errorstat_CROSSSLOT:count="))
                total += line.mid(26).trimmed().toLongLong();
    }
    return total;
}

void TestClusterPrimitives::initTestCase()
{
    RedisClusterOptions options;
    options.masters = Masters;
    options.replicasPerMaster = 1; // the synced lock WAITs for one
    auto cluster = TestRedis::startCluster(options);
    QVERIFY2(cluster.ok(), qPrintable(cluster.error().toString()));
    m_cluster = std::move(cluster).value();
}

void TestClusterPrimitives::locksExcludeEachOther_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("master");
    addRow("token@1", QStringLiteral("token"), 1);
    addRow("reentrant@2", QStringLiteral("reentrant"), 2);
    addRow("fenced@0", QStringLiteral("fenced"), 0);
    addRow("synced@2", QStringLiteral("synced"), 2);
}

// tst_lockmutualexclusion's property, smaller: threads with a connection each increment a
// counter non-atomically (GET, then SET) inside the critical section.
void TestClusterPrimitives::locksExcludeEachOther()
{
    QFETCH(QString, kind);
    QFETCH(int, master);
    constexpr int Threads = 4;
    constexpr int Rounds = 60;
    const QByteArray name = nameOn(master, "mutex-" + kind.toUtf8());
    const QByteArray counterKey = KeySpace().key(name, "counter");
    HoldIntervals intervals;
    const QStringList failures =
        LockContention::run(seed(), kind, name, counterKey, Threads, Rounds, intervals);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    RedisConnection admin(seed());
    QCOMPARE(admin.command({"GET", counterKey})->bytes(), QByteArray::number(Threads * Rounds));
    QCOMPARE(holderOf(counterKey), master);
    QCOMPARE(intervals.size(), qsizetype(Threads * Rounds));
    QCOMPARE(intervals.maxConcurrent(), 1);
}

void TestClusterPrimitives::semaphoresNeverExceedTheLimit_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("master");
    addRow("atomic@2", QStringLiteral("atomic"), 2);
    addRow("ttl-keys@1", QStringLiteral("ttl-keys"), 1);
    addRow("locked@0", QStringLiteral("locked"), 0);
}

// tst_safesemaphores' limitIsNeverExceeded, smaller; the holders are counted with an exact
// counter of our own too (INCR on entry, DECR on exit, in the semaphore's slot).
void TestClusterPrimitives::semaphoresNeverExceedTheLimit()
{
    QFETCH(QString, kind);
    QFETCH(int, master);
    constexpr int Threads = 5;
    constexpr int Rounds = 40;
    constexpr int Limit = 2;
    const QByteArray name = nameOn(master, "pool-" + kind.toUtf8());
    const QByteArray insideKey = KeySpace().key(name, "inside");
    QMutex mutex;
    HoldIntervals intervals;
    qint64 mostInside = 0;
    const QStringList failures = ConcurrentWorkers::run(Threads, [&](int) -> QString {
        RedisConnection c(seed());
        auto semaphore = SemaphoreFactory::create(kind, c, KeySpace(), name);
        if (!semaphore)
            return semaphore.error().toString();
        SemaphoreAcquireOptions options;
        options.limit = Limit;
        options.leaseMs = 30000;
        options.waitMs = 60000;
        options.retryDelayMs = 1;
        options.retryJitterMs = 2;
        for (int i = 0; i < Rounds; ++i) {
            const auto permit = semaphore.value()->acquire(options);
            if (!permit || !permit->acquired)
                return QStringLiteral("round %1: %2")
                    .arg(i)
                    .arg(permit ? permit->detail : permit.error().toString());
            const qint64 inside =
                c.command({"INCR", insideKey}).valueOr(RedisReply()).integerValue();
            (void)c.command({"DECR", insideKey});
            const auto released = semaphore.value()->release(*permit);
            if (!released || !released->released)
                return QStringLiteral("round %1: release failed").arg(i);
            QMutexLocker locker(&mutex);
            mostInside = qMax(mostInside, inside);
            intervals.add({permit->acquiredAtUs, released->releasedAtUs,
                           permit->holder + '#' + QByteArray::number(i), -1});
        }
        return {};
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(intervals.size(), qsizetype(Threads * Rounds));
    QVERIFY2(mostInside >= 1 && mostInside <= Limit,
             qPrintable(QStringLiteral("%1 holders inside at once").arg(mostInside)));
    QVERIFY2(intervals.maxConcurrent() <= Limit,
             qPrintable(QStringLiteral("%1 holders at once").arg(intervals.maxConcurrent())));
    QCOMPARE(holderOf(insideKey), master);
}

void TestClusterPrimitives::queueItemsAreNeitherLostNorDuplicated_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("master");
    addRow("reliable@1", QStringLiteral("reliable"), 1);
    addRow("fifo@2", QStringLiteral("fifo"), 2);
}

// Several consumers drain one queue: every item comes out exactly once, and a reliable
// consumer's processing list is empty after its acks.
void TestClusterPrimitives::queueItemsAreNeitherLostNorDuplicated()
{
    QFETCH(QString, kind);
    QFETCH(int, master);
    constexpr int Items = 300;
    constexpr int Consumers = 4;
    const QByteArray name = nameOn(master, "jobs-" + kind.toUtf8());
    RedisConnection producer(seed());
    TaskQueue queue(producer, KeySpace(), name);
    QList<QByteArray> pushed;
    for (int i = 0; i < Items; ++i)
        pushed << "job-" + QByteArray::number(i);
    VERIFY_OK(queue.push(pushed));
    QCOMPARE(holderOf(queue.keys().queue()), master);

    QMutex mutex;
    QList<QByteArray> consumed;
    const QStringList failures = ConcurrentWorkers::run(Consumers, [&](int index) -> QString {
        RedisConnection c(seed());
        TaskQueue fifo(c, KeySpace(), name);
        ReliableQueue reliable(c, KeySpace(), name, "consumer-" + QByteArray::number(index));
        for (;;) {
            const auto item = kind == u"reliable" ? reliable.take(0) : fifo.pop(0);
            if (!item)
                return item.error().toString();
            if (!item->has_value())
                break;
            if (kind == u"reliable") {
                const auto acked = reliable.ack(**item);
                if (!acked || !acked->done)
                    return QStringLiteral("ack of %1 failed").arg(QLatin1String(**item));
                const auto left = reliable.inFlight();
                if (!left || !left->isEmpty())
                    return QStringLiteral("items still in flight after an ack");
            }
            QMutexLocker locker(&mutex);
            consumed << **item;
        }
        return {};
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    std::sort(consumed.begin(), consumed.end());
    std::sort(pushed.begin(), pushed.end());
    QCOMPARE(consumed, pushed);
    QCOMPARE(producer.command({"LLEN", queue.keys().queue()})->integerValue(), 0);
}

// The reaper's script reaches each consumer's processing list by a name it builds (undeclared
// keys of the queue's own slot), which a cluster allows.
void TestClusterPrimitives::reaperRequeuesADeadConsumersItems()
{
    const QByteArray name = nameOn(2, "reaped");
    RedisConnection c(seed());
    TaskQueue queue(c, KeySpace(), name);
    VERIFY_OK(queue.push(QList<QByteArray>{"a", "b", "c"}));
    ReliableQueue dying(c, KeySpace(), name, "dying", 1000);
    for (int i = 0; i < 3; ++i)
        QVERIFY(dying.take(0).valueOr(std::nullopt).has_value());
    QCOMPARE(c.command({"LLEN", queue.keys().queue()})->integerValue(), 0);
    QCOMPARE(holderOf(queue.keys().processing("dying")), 2);

    QueueReaper reaper(c, KeySpace(), name);
    const qint64 farFutureMs = 4000000000000;
    const auto reap = reaper.reap(farFutureMs); // every deadline has passed by then
    VERIFY_OK(reap);
    QCOMPARE(reap->requeued, 3);
    QCOMPARE(reap->reaped.size(), 1);
    QCOMPARE(reap->reaped.at(0).id, QByteArray("dying"));
    QCOMPARE(c.command({"LRANGE", queue.keys().queue(), "0", "-1"})->elements().size(), 3);
    QCOMPARE(c.command({"EXISTS", queue.keys().processing("dying")})->integerValue(), 0);
}

void TestClusterPrimitives::delayedItemsAreDeliveredOnce_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("master");
    addRow("atomic@2", QStringLiteral("atomic"), 2);
    addRow("zrem-checked@1", QStringLiteral("zrem-checked"), 1);
}

// Claimers race for the due items of one delayed queue: each id is claimed by one of them and
// pushed onto the ready list once. The clock is injected, so nothing depends on timing.
void TestClusterPrimitives::delayedItemsAreDeliveredOnce()
{
    QFETCH(QString, kind);
    QFETCH(int, master);
    constexpr int Items = 200;
    constexpr int Claimers = 4;
    constexpr qint64 NowMs = 1700000000000;
    const QByteArray name = nameOn(master, "later-" + kind.toUtf8());
    RedisConnection producer(seed());
    DelayedQueue delayed(producer, KeySpace(), name);
    QSet<QByteArray> scheduled;
    for (int i = 0; i < Items; ++i) {
        const auto enqueued = delayed.enqueueIn("item-" + QByteArray::number(i), i, NowMs);
        VERIFY_OK(enqueued);
        scheduled.insert(enqueued->id);
    }
    QCOMPARE(holderOf(delayed.keys().delayed), master);

    QMutex mutex;
    QList<QByteArray> claimed;
    const QStringList failures = ConcurrentWorkers::run(Claimers, [&](int) -> QString {
        RedisConnection c(seed());
        auto claimer = DelayedClaimerFactory::create(kind, c, KeySpace(), name);
        if (!claimer)
            return claimer.error().toString();
        for (;;) {
            const auto claim = claimer.value()->claim(7, NowMs + Items);
            if (!claim)
                return claim.error().toString();
            if (claim->items.isEmpty() && claim->takenByOthers == 0)
                return {};
            QMutexLocker locker(&mutex);
            for (const ClaimedItem &item : claim->items)
                claimed << item.id;
        }
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(claimed.size(), Items);
    QCOMPARE(QSet<QByteArray>(claimed.begin(), claimed.end()), scheduled);
    QCOMPARE(producer.command({"LLEN", delayed.keys().queue})->integerValue(), Items);
    QCOMPARE(producer.command({"ZCARD", delayed.keys().delayed})->integerValue(), 0);
}

void TestClusterPrimitives::limitersNeverAdmitMoreThanTheirLimit_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("master");
    addRow("fixed@0", QStringLiteral("fixed"), 0);
    addRow("sliding@1", QStringLiteral("sliding"), 1);
    addRow("funnel@2", QStringLiteral("funnel"), 2);
    addRow("gcra@1", QStringLiteral("gcra"), 1);
}

// Threads hit one subject at one injected instant (no window can end mid-test): exactly the
// allowance is admitted, however the hits interleave.
void TestClusterPrimitives::limitersNeverAdmitMoreThanTheirLimit()
{
    QFETCH(QString, kind);
    QFETCH(int, master);
    constexpr int Threads = 4;
    constexpr int Hits = 25;
    constexpr int Allowance = 30;
    constexpr qint64 NowMs = 1700000000000;
    const QByteArray subject = "alice";
    const QByteArray name = nameOn(master, "api-" + kind.toUtf8(), ':' + subject);
    RateLimitPolicy policy;
    policy.limit = Allowance;
    policy.periodMs = 3600000;
    policy.capacity = Allowance;
    policy.ratePerSecond = 0.001;
    QMutex mutex;
    int admitted = 0;
    const QStringList failures = ConcurrentWorkers::run(Threads, [&](int) -> QString {
        RedisConnection c(seed());
        auto limiter = RateLimiterFactory::create(kind, c, KeySpace(), name, policy);
        if (!limiter)
            return limiter.error().toString();
        for (int i = 0; i < Hits; ++i) {
            const auto decision = limiter.value()->hit(subject, 1, NowMs);
            if (!decision)
                return decision.error().toString();
            QMutexLocker locker(&mutex);
            admitted += decision->allowed ? 1 : 0;
        }
        return {};
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(admitted, Allowance);
    RedisConnection c(seed());
    auto limiter = RateLimiterFactory::create(kind, c, KeySpace(), name, policy);
    QVERIFY(limiter.ok());
    QCOMPARE(holderOf(limiter.value()->key(subject)), master);
}

void TestClusterPrimitives::addressBookCompletesAsItsOracle_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("master");
    // -1: the connection's home master; -2: the master after it.
    addRow("markers@home", QStringLiteral("ria"), -1);
    addRow("markers@other", QStringLiteral("ria"), -2);
    addRow("bylex@2", QStringLiteral("bylex"), 2);
}

// The marker method adds its markers with MULTI, ZADD, ZADD, EXEC inside its first pipeline, then
// WATCHes the names and ends with a transaction, all on the book's slot.
void TestClusterPrimitives::addressBookCompletesAsItsOracle()
{
    QFETCH(QString, kind);
    QFETCH(int, master);
    const int home = homeMaster();
    QVERIFY(home >= 0);
    if (master < 0)
        master = master == -1 ? home : (home + 1) % Masters;
    const QByteArray name = nameOn(master, "book-" + kind.toUtf8());
    RedisConnection c(seed());
    AddressBook book(c, KeySpace(), name);
    QList<QByteArray> names;
    for (const char *first : {"ada", "adam", "alan", "alice", "bob", "bo", "carol", "chris"})
        for (int i = 0; i < 5; ++i)
            names << first + QByteArray::number(i);
    VERIFY_OK(book.add(names));
    QCOMPARE(holderOf(book.key()), master);
    std::sort(names.begin(), names.end());
    const auto method = completionMethodFromName(kind);
    QVERIFY(method.has_value());
    for (const QByteArray prefix : {"a", "ad", "ali", "b", "c", "x", ""}) {
        QList<QByteArray> expected;
        for (const QByteArray &n : names)
            if (n.startsWith(prefix) && expected.size() < 12)
                expected << n;
        const auto completion = book.complete({prefix, 12, std::nullopt}, *method);
        VERIFY_OK(completion);
        QCOMPARE(completion->names, expected);
    }
    QCOMPARE(c.command({"ZCARD", book.markerRegistryKey()})->integerValue(), 0);
}

void TestClusterPrimitives::recentContactsKeepTheirOrder()
{
    const QByteArray user = nameOn(1, "user");
    RedisConnection c(seed());
    RecentContacts recent(c, KeySpace(), user, 3);
    for (const QByteArray contact : {"dave", "erin", "frank", "grace", "erin"})
        VERIFY_OK(recent.add(contact));
    const auto list = recent.list();
    VERIFY_OK(list);
    QCOMPARE(*list, (QList<QByteArray>{"erin", "grace", "frank"}));
    const auto found = recent.query(QStringLiteral("fr"), ContactMatchMode::Prefix);
    VERIFY_OK(found);
    QCOMPARE(*found, QList<QByteArray>{"frank"});
}

void TestClusterPrimitives::multiKeyOperationAcrossSlotsIsRefused_data()
{
    // A primitive's own multi-key script or transaction with the keys of two structures on two
    // masters: what a name that broke the hash tag would send (the APIs refuse such names).
    QTest::addColumn<QString>("script"); // empty: the address book's WATCH of its two keys
    QTest::addColumn<QByteArrayList>("parts");
    QTest::addColumn<QByteArrayList>("args");
    QTest::newRow("fenced lock acquire")
        << QStringLiteral("token_acquire")
        << QByteArrayList{"lock", "lock:queue", "lock:kept", "fence"}
        << QByteArrayList{"token", "10000", "0"};
    QTest::newRow("ttl-keys semaphore acquire")
        << QStringLiteral("semaphore_ttlkeys_acquire")
        << QByteArrayList{"holders", "counter", "lease:x"}
        << QByteArrayList{"x", "2", "10000", "cs:{a}:lease:"};
    QTest::newRow("reliable queue take")
        << QStringLiteral("queue_reliable_take")
        << QByteArrayList{"queue", "processing:c", "consumers"} << QByteArrayList{"c", "30000"};
    QTest::newRow("delayed enqueue")
        << QStringLiteral("delayed_enqueue") << QByteArrayList{"delayed", "payloads"}
        << QByteArrayList{"id", "payload", "in", "0"};
    QTest::newRow("delayed claim")
        << QStringLiteral("delayed_claim") << QByteArrayList{"delayed", "payloads", "queue"}
        << QByteArrayList{"10"};
    QTest::newRow("address book markers")
        << QString() << QByteArrayList{"names", "markers"} << QByteArrayList{};
}

// The first key is of a structure on master 1, the others of one on master 2: the connection
// refuses the whole operation unsent, and no master holds a new key or counted a CROSSSLOT.
void TestClusterPrimitives::multiKeyOperationAcrossSlotsIsRefused()
{
    QFETCH(QString, script);
    QFETCH(QByteArrayList, parts);
    QFETCH(QByteArrayList, args);
    const QByteArray one = nameOn(1, "one"), two = nameOn(2, "two");
    QList<QByteArray> keys{KeySpace().key(one, parts.at(0))};
    for (qsizetype i = 1; i < parts.size(); ++i)
        keys << KeySpace().key(two, parts.at(i));
    const qint64 keysBefore = keysOnAllMasters();
    const qint64 crossSlotBefore = crossSlotErrorsOnAllMasters();
    RedisConnection c(seed());
    RedisError error;
    if (script.isEmpty()) {
        error = c.watchedTransaction(keys, [&](RedisConnection &) {
                     return Result<std::optional<QList<RedisCommand>>>(
                         QList<RedisCommand>{{"ZADD", keys.at(1), "0", "marker"}});
                 }).error();
    } else {
        error = c.eval(LuaScript::embedded(script), keys, args).error();
    }
    QCOMPARE(error.kind(), RedisError::Kind::CrossSlot);
    QVERIFY2(error.message().contains(u"refused before sending"), qPrintable(error.message()));
    QVERIFY2(error.message().contains(QString::fromUtf8(keys.at(0))), qPrintable(error.message()));
    QCOMPARE(keysOnAllMasters(), keysBefore);
    QCOMPARE(crossSlotErrorsOnAllMasters(), crossSlotBefore);
    for (const QByteArray &key : keys)
        QCOMPARE(holderOf(key), -1);
}

// The synced lock pipelines its script and WAIT; WAIT names no key. The replica of the lock's
// master (not the home master) is killed here, so WAIT on that master must count 0 replicas
// and the acquisition fail. Last: the cluster keeps a master without its replica afterwards.
void TestClusterPrimitives::syncedLockWaitsForItsOwnMastersReplica()
{
    const int home = homeMaster();
    QVERIFY(home >= 0);
    const int master = (home + 1) % Masters;
    RedisServerProcess *replica = m_cluster->node(Masters + master); // one replica per master
    replica->kill();
    RedisConnection owner(plainNode(m_cluster->node(master)->connectionOptions()));
    QTRY_VERIFY_WITH_TIMEOUT(owner.command({"INFO", "replication"})
                                 .valueOr(RedisReply())
                                 .bytes()
                                 .contains("connected_slaves:0"),
                             30000);
    const QByteArray name = nameOn(master, "synced-alone");
    RedisConnection c(seed());
    SyncedLock lock(c, KeySpace(), name);
    lock.setNumReplicas(1);
    lock.setWaitTimeoutMs(200);
    const auto hold = lock.acquire({10000, 0, 10, 10});
    VERIFY_OK(hold);
    QVERIFY2(!hold->acquired, qPrintable(hold->detail));
    QCOMPARE(holderOf(lock.key()), -1);
}

QTEST_GUILESS_MAIN(TestClusterPrimitives)
#include "tst_clusterprimitives.moc"
