#include "concurrentworkers.h"
#include "delayedclaimerfactory.h"
#include "delayedenvelope.h"
#include "delayedqueue.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QDeadlineTimer>
#include <QHash>
#include <QMutex>
#include <QSet>
#include <QTest>
#include <QWaitCondition>

// Claimers side by side: four concurrent claimers over 10 000 items deliver each exactly once
// with the atomic and the ZREM-checked claim, and deliver duplicates with the unchecked one;
// forced interleavings show the same deterministically, and a crash between ZREM and the push
// loses the item.
namespace {
const QByteArray Name = "jobs";
constexpr int Items = 10000;
constexpr int Claimers = 4;
constexpr int Batch = 100;

// Holds each arriving thread until count have arrived, so they all read the same due items
// before any of them removes one. Gives up after a generous timeout rather than hang.
class Rendezvous
{
public:
    explicit Rendezvous(int count)
        : m_count(count)
    {}

    bool arriveAndWait(int timeoutMs = 60000)
    {
        QMutexLocker locker(&m_mutex);
        if (++m_arrived >= m_count) {
            m_all.wakeAll();
            return true;
        }
        const QDeadlineTimer deadline(timeoutMs);
        while (m_arrived < m_count)
            if (!m_all.wait(&m_mutex, deadline))
                return false;
        return true;
    }

private:
    QMutex m_mutex;
    QWaitCondition m_all;
    int m_count;
    int m_arrived = 0;
};

// What the ready queue holds, by item id.
struct Delivered
{
    qsizetype total = 0;
    QHash<QByteArray, int> copies; // id -> times delivered
    QList<qint64> dueOrder;        // the envelopes' due times in list order
    QSet<QByteArray> withPayload;  // ids delivered at least once with their payload
    int emptyPayloads = 0; // an unchecked claimer's copy of an item whose payload was deleted
                           // (by the claimer that had already pushed it) before its read
    QStringList malformed;

    int duplicates() const
    {
        int n = 0;
        for (int c : copies)
            n += c - 1;
        return n;
    }
};
} // namespace

class TestDelayedClaimers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void concurrentClaimersDeliverEachItemExactlyOnce_data();
    void concurrentClaimersDeliverEachItemExactlyOnce();
    void concurrentUncheckedClaimersDeliverDuplicates();
    void claimerOvertakenAfterItsRead_data();
    void claimerOvertakenAfterItsRead();
    void zremCheckedClaimerCrashingBetweenZremAndPushLosesTheItem();
    void uncheckedClaimerCrashingAfterReadLeavesTheItemsScheduled();

private:
    void fill(int count);
    Delivered delivered() const;
    // Claimers threads drain the queue, the first claim of each held at "after-read" until all
    // have read (the atomic claim has no such step: its threads just start together).
    QStringList drainConcurrently(const QString &kind, int *pushed, int *takenByOthers);
    std::unique_ptr<DelayedQueueClaimer> claimer(const QString &kind, RedisConnection &c) const;
    qint64 card(const char *part) const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestDelayedClaimers::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestDelayedClaimers::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

std::unique_ptr<DelayedQueueClaimer> TestDelayedClaimers::claimer(const QString &kind,
                                                                  RedisConnection &c) const
{
    auto made = DelayedClaimerFactory::create(kind, c, KeySpace(), Name);
    return made ? std::move(made).value() : nullptr;
}

qint64 TestDelayedClaimers::card(const char *part) const
{
    const QByteArray key = "cs:{jobs}:" + QByteArray(part);
    const QByteArray type = m_admin->command({"TYPE", key})->bytes();
    const QByteArray counter = type == "zset" ? "ZCARD" : type == "hash" ? "HLEN" : "LLEN";
    return m_admin->command({counter, key})->integerValue();
}

// count items due at 1..count ms after the epoch (long past), payload "job-<n>".
void TestDelayedClaimers::fill(int count)
{
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    for (int i = 1; i <= count; ++i)
        VERIFY_OK(queue.enqueueAt("job-" + QByteArray::number(i), i));
    QCOMPARE(card("delayed"), qint64(count));
}

Delivered TestDelayedClaimers::delivered() const
{
    Delivered d;
    const auto all = m_admin->command({"LRANGE", "cs:{jobs}:queue", "0", "-1"});
    if (!all || !all->isArray())
        return d;
    d.total = all->elements().size();
    for (const RedisReply &r : all->elements()) {
        const auto e = DelayedEnvelope::decode(r.bytes());
        if (!e) {
            d.malformed << QString::fromUtf8(r.bytes());
            continue;
        }
        ++d.copies[e->id];
        d.dueOrder << e->dueMs;
        if (e->payload == "job-" + QByteArray::number(e->dueMs))
            d.withPayload.insert(e->id);
        else if (e->payload.isEmpty())
            ++d.emptyPayloads;
        else
            d.malformed << QString::fromUtf8(r.bytes());
    }
    return d;
}

QStringList TestDelayedClaimers::drainConcurrently(const QString &kind, int *pushed,
                                                   int *takenByOthers)
{
    Rendezvous firstRead(Claimers);
    QAtomicInt total = 0;
    QAtomicInt taken = 0;
    const QStringList failures = ConcurrentWorkers::run(Claimers, [&](int) -> QString {
        RedisConnection c(m_server->connectionOptions());
        auto claimer = this->claimer(kind, c);
        if (!claimer)
            return QStringLiteral("cannot create %1").arg(kind);
        bool waited = false;
        QString stuck;
        claimer->setStepHook([&](const char *step) {
            if (qstrcmp(step, "after-read") == 0 && !waited) {
                waited = true;
                if (!firstRead.arriveAndWait())
                    stuck = QStringLiteral("the other claimers never read");
            }
            return true;
        });
        for (;;) {
            const auto claim = claimer->claim(Batch);
            if (!claim)
                return claim.error().toString();
            if (!stuck.isEmpty())
                return stuck;
            for (qsizetype i = 1; i < claim->items.size(); ++i)
                if (claim->items.at(i).dueMs < claim->items.at(i - 1).dueMs)
                    return QStringLiteral("a claim pushed out of due order");
            total.fetchAndAddRelaxed(int(claim->items.size()));
            taken.fetchAndAddRelaxed(claim->takenByOthers);
            if (claim->items.isEmpty() && claim->takenByOthers == 0)
                return {}; // nothing due was left to read
        }
    });
    *pushed = total.loadRelaxed();
    *takenByOthers = taken.loadRelaxed();
    return failures;
}

void TestDelayedClaimers::concurrentClaimersDeliverEachItemExactlyOnce_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("atomic") << QStringLiteral("atomic");
    QTest::newRow("zrem-checked") << QStringLiteral("zrem-checked");
}

void TestDelayedClaimers::concurrentClaimersDeliverEachItemExactlyOnce()
{
    QFETCH(QString, kind);
    fill(Items);
    int pushed = 0;
    int taken = 0;
    const QStringList failures = drainConcurrently(kind, &pushed, &taken);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));

    const Delivered d = delivered();
    QVERIFY2(d.malformed.isEmpty(), qPrintable(d.malformed.join(u'\n')));
    QCOMPARE(pushed, Items);
    QCOMPARE(d.total, qsizetype(Items));         // no duplicates...
    QCOMPARE(d.copies.size(), qsizetype(Items)); // ...and no losses
    QCOMPARE(d.duplicates(), 0);
    QCOMPARE(d.withPayload.size(), qsizetype(Items));
    QCOMPARE(d.emptyPayloads, 0);
    QCOMPARE(card("delayed"), 0);
    QCOMPARE(card("payloads"), 0);
    if (kind == u"zrem-checked") {
        // The contention was real: the other three lost the first batch's ZREMs at least.
        QVERIFY2(taken >= (Claimers - 1) * Batch, qPrintable(QString::number(taken)));
    }
    if (kind == u"atomic") {
        // Each claim takes the earliest due items and pushes them in one step, so the ready
        // queue as a whole is in due order even with four claimers.
        QVERIFY(std::is_sorted(d.dueOrder.cbegin(), d.dueOrder.cend()));
    }
}

// All four claimers read the same first 100 due items before any removes one (held at
// "after-read"): each pushes all 100, so at least 300 extra copies, every time.
void TestDelayedClaimers::concurrentUncheckedClaimersDeliverDuplicates()
{
    fill(Items);
    int pushed = 0;
    int taken = 0;
    const QStringList failures = drainConcurrently(QStringLiteral("unchecked"), &pushed, &taken);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));

    const Delivered d = delivered();
    QVERIFY2(d.malformed.isEmpty(), qPrintable(d.malformed.join(u'\n')));
    QCOMPARE(d.copies.size(), qsizetype(Items)); // nothing lost...
    QCOMPARE(d.withPayload.size(), qsizetype(Items));
    QVERIFY2(d.duplicates() >= (Claimers - 1) * Batch,
             qPrintable(QStringLiteral("%1 duplicates").arg(d.duplicates()))); // ...but repeated
    QCOMPARE(d.total, qsizetype(Items + d.duplicates()));
    QCOMPARE(qsizetype(pushed), d.total);
    QCOMPARE(taken, d.duplicates()); // every ZREM that found the item gone made a duplicate
    for (int i = 1; i <= Batch; ++i) // the first batch: every claimer delivered it
        QCOMPARE(d.dueOrder.count(i), Claimers);
    QCOMPARE(card("delayed"), 0);
}

void TestDelayedClaimers::claimerOvertakenAfterItsRead_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("copies");
    QTest::newRow("zrem-checked: once") << QStringLiteral("zrem-checked") << 1;
    QTest::newRow("unchecked: twice") << QStringLiteral("unchecked") << 2;
}

// A reads the due item; before its ZREM, B claims the same item from start to end. The
// ZREM-checked A then finds the item gone and pushes nothing; the unchecked A pushes it again.
void TestDelayedClaimers::claimerOvertakenAfterItsRead()
{
    QFETCH(QString, kind);
    QFETCH(int, copies);
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    const auto item = queue.enqueueAt("job-5", 5);
    VERIFY_OK(item);
    RedisConnection ca(m_server->connectionOptions());
    RedisConnection cb(m_server->connectionOptions());
    auto a = claimer(kind, ca);
    auto b = claimer(kind, cb);
    std::optional<Result<DelayedClaim>> byB;
    a->setStepHook([&](const char *step) {
        if (qstrcmp(step, "after-read") == 0 && !byB)
            byB = b->claim(Batch);
        return true;
    });
    const auto byA = a->claim(Batch);
    VERIFY_OK(byA);
    QVERIFY(byB && byB->ok());
    QCOMPARE((*byB)->items.size(), 1);
    QCOMPARE((*byB)->takenByOthers, 0);
    QCOMPARE(byA->takenByOthers, 1);
    QCOMPARE(byA->items.size(), copies - 1);

    const Delivered d = delivered();
    QCOMPARE(d.total, qsizetype(copies));
    QCOMPARE(d.copies.value(item->id), copies); // the same id: one item, delivered that often
    QCOMPARE(card("delayed"), 0);
    QCOMPARE(card("payloads"), 0);
}

void TestDelayedClaimers::zremCheckedClaimerCrashingBetweenZremAndPushLosesTheItem()
{
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    VERIFY_OK(queue.enqueueAt("job-5", 5));
    VERIFY_OK(queue.enqueueAt("job-6", 6));
    RedisConnection c(m_server->connectionOptions());
    auto crashing = claimer(QStringLiteral("zrem-checked"), c);
    crashing->setStepHook([](const char *step) { return qstrcmp(step, "after-zrem") != 0; });
    const auto claim = crashing->claim(Batch);
    QVERIFY(!claim.ok());
    QCOMPARE(claim.error().kind(), RedisError::Kind::Closed);
    QVERIFY2(claim.error().message().contains(u"after-zrem"), qPrintable(claim.error().message()));

    // job-5 is out of the ZSET and not in the ready queue: no claimer will ever see it again.
    // Its payload stays behind, which status counts as orphaned.
    QCOMPARE(card("delayed"), 1);
    QCOMPARE(card("queue"), 0);
    const auto s = queue.status();
    VERIFY_OK(s);
    QCOMPARE(s->orphanedPayloads(), 1);
    for (const QString &kind : DelayedClaimerFactory::kinds()) {
        const auto after = claimer(kind, *m_admin)->claim(Batch);
        VERIFY_OK(after);
        for (const ClaimedItem &item : after->items)
            QCOMPARE(item.dueMs, 6); // only job-6, once
    }
    const Delivered d = delivered();
    QCOMPARE(d.total, 1);
    QCOMPARE(d.dueOrder, QList<qint64>{6});
}

// A claimer that dies after reading but before any ZREM has changed nothing.
void TestDelayedClaimers::uncheckedClaimerCrashingAfterReadLeavesTheItemsScheduled()
{
    fill(3);
    RedisConnection c(m_server->connectionOptions());
    auto crashing = claimer(QStringLiteral("unchecked"), c);
    crashing->setStepHook([](const char *step) { return qstrcmp(step, "after-read") != 0; });
    const auto claim = crashing->claim(Batch);
    QVERIFY(!claim.ok());
    QCOMPARE(claim.error().kind(), RedisError::Kind::Closed);
    QCOMPARE(card("delayed"), 3);
    QCOMPARE(card("payloads"), 3);
    QCOMPARE(card("queue"), 0);
}

QTEST_GUILESS_MAIN(TestDelayedClaimers)
#include "tst_delayedclaimers.moc"
