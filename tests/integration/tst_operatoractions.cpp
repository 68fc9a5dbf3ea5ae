#include "commandlog.h"
#include "delayedqueue.h"
#include "keyidentification.h"
#include "layoutcatalog.h"
#include "lockfactory.h"
#include "operatorplanner.h"
#include "operatorrun.h"
#include "redisconnection.h"
#include "reliablequeue.h"
#include "semaphorefactory.h"
#include "testredis.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QTest>

// Operator actions (issue 24) against a private server: each action on each layout it supports,
// written by CoordScope's own primitives or with the library's own commands; the race each guards
// against (the state changed between the view and the action: nothing is done, the new holder
// kept); the commands sent being exactly the plan's; read-only refusal before anything is sent.
namespace {
// Keeps every record a connection logs.
class KeptLog : public CommandLog
{
public:
    void record(CommandRecord r) override
    {
        QMutexLocker lock(&m_mutex);
        m_records << r;
    }
    QList<CommandRecord> records() const
    {
        QMutexLocker lock(&m_mutex);
        return m_records;
    }

private:
    mutable QMutex m_mutex;
    QList<CommandRecord> m_records;
};

using Acted = OperatorRun;
} // namespace

class TestOperatorActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void breakTokenLockOnlyWhileItHoldsTheTokenSeen();
    void breakWakesTheTokenLocksFirstWaiter();
    void setTtlOnlyWhileUnchanged();
    void fencedLockWarnsThatAStaleHolderMayStillWrite();
    void getsetLockIsBrokenButHasNoLeaseToChange();
    void breakRedissonLockPublishesItsUnlockMessage();
    void breakReentrantLockWhateverItsHoldCount();
    void breakPythonRedisLockSignalsItsWaiters();
    void libraryStructuresNotUnderstoodAreRefusedWithTheReason();
    void evictFairSemaphoreHolderFromBothSetsCounterLeftAlone();
    void evictTtlKeySemaphoreHolderDropsItsLease();
    void evictRedissonPermitGivesItBack();
    void evictRedisInActionHolder();
    void setTtlChangesAPermitsLeaseOnlyWhileItHoldsOne();
    void runNowMovesACoordScopeItemAsTheClaimDoes();
    void postponeAndDeleteAScheduledItem();
    void runNowMovesASidekiqJobToItsQueue();
    void runNowMovesARedisInActionItem();
    void runNowUnpacksARedissonElement();
    void requeueOnlyFromADeadConsumer();
    void requeueEveryItemOfADeadConsumer();
    void resetLimitForgetsTheSubject();
    void commandsSentAreExactlyThePlans();
    void readOnlyRefusesBeforeSending();
    void clusterRefusesKeysInTwoSlots();

private:
    Acted act(OperatorAction action, const QByteArray &key, const QByteArray &expect = {},
              const QList<QByteArray> &entries = {}, qint64 ttlMs = -1, bool all = false);
    Result<RedisReply> cmd(const RedisCommand &argv) { return m_connection->command(argv); }

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
    KeptLog m_log;
};

Acted TestOperatorActions::act(OperatorAction action, const QByteArray &key,
                               const QByteArray &expect, const QList<QByteArray> &entries,
                               qint64 ttlMs, bool all)
{
    OperatorRequest r;
    r.action = action;
    r.key = key;
    r.expect = expect;
    r.entries = entries;
    r.ttlMs = ttlMs;
    r.all = all;
    return OperatorRun::act(*m_connection, r);
}

void TestOperatorActions::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().toString()));
    m_server = std::move(server).value();
    m_connection = std::make_unique<RedisConnection>(m_server->connectionOptions());
    m_connection->setCommandLog(&m_log);
    QVERIFY(m_connection->connect());
}

void TestOperatorActions::init()
{
    QVERIFY(cmd({"FLUSHALL"}));
}

void TestOperatorActions::breakTokenLockOnlyWhileItHoldsTheTokenSeen()
{
    auto lock = LockFactory::create(QStringLiteral("token"), *m_connection, KeySpace(), "orders");
    QVERIFY(lock);
    const auto seen = lock.value()->tryAcquire(60000);
    QVERIFY(seen && seen->acquired);
    // The holder seen expires and another process takes the lock before the operator acts.
    QVERIFY(cmd({"DEL", seen->key}));
    const auto next = lock.value()->tryAcquire(60000);
    QVERIFY(next && next->acquired);
    QVERIFY(next->token != seen->token);

    Acted a = act(OperatorAction::BreakLock, seen->key, seen->token);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.plan.request.primitive.family, QStringLiteral("coordscope-token-lock"));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Changed);
    QCOMPARE(a.outcome.current, next->token);
    QVERIFY(a.outcome.message.contains(QString::fromUtf8(next->token)));
    QCOMPARE(cmd({"GET", seen->key})->bytes(), next->token); // the new holder's lock is kept

    a = act(OperatorAction::BreakLock, seen->key, next->token);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"EXISTS", seen->key})->integerValue(), 0);

    a = act(OperatorAction::BreakLock, seen->key, next->token);
    QVERIFY(a.error.contains(QStringLiteral("not identified"))); // the key is gone
}

void TestOperatorActions::breakWakesTheTokenLocksFirstWaiter()
{
    // A waiter in the token lock's line (token_acquire.lua's keys): its place kept for 60 s.
    QVERIFY(cmd({"SET", "cs:{jobs}:lock", "holder-token", "PX", "60000"}));
    QVERIFY(cmd({"RPUSH", "cs:{jobs}:lock:queue", "waiter-token"}));
    QVERIFY(cmd({"ZADD", "cs:{jobs}:lock:kept", "99999999999999", "waiter-token"}));
    RedisConnection listener(m_server->connectionOptions());
    QVERIFY(listener.connect());
    QVERIFY(listener.command({"SUBSCRIBE", "cs:{jobs}:lock:wake"}));
    const Acted a = act(OperatorAction::BreakLock, "cs:{jobs}:lock", "holder-token");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    const auto message = listener.receive(2000);
    QVERIFY(message && message->has_value());
    const auto parts = message->value().toBytesList();
    QVERIFY(parts);
    QCOMPARE(parts->value(2), QByteArray("waiter-token"));
}

void TestOperatorActions::setTtlOnlyWhileUnchanged()
{
    QVERIFY(cmd({"SET", "cs:{a}:lock", "tok-1", "PX", "600000"}));
    Acted a = act(OperatorAction::SetTtl, "cs:{a}:lock", "tok-0", {}, 5000);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Changed);
    QVERIFY(cmd({"PTTL", "cs:{a}:lock"})->integerValue() > 500000);
    a = act(OperatorAction::SetTtl, "cs:{a}:lock", "tok-1", {}, 5000);
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    const qint64 pttl = cmd({"PTTL", "cs:{a}:lock"})->integerValue();
    QVERIFY2(pttl > 0 && pttl <= 5000, qPrintable(QString::number(pttl)));
    QVERIFY(!act(OperatorAction::SetTtl, "cs:{a}:lock", "tok-1", {}, 0).error.isEmpty());
}

void TestOperatorActions::fencedLockWarnsThatAStaleHolderMayStillWrite()
{
    auto lock = LockFactory::create(QStringLiteral("fenced"), *m_connection, KeySpace(), "ledger");
    QVERIFY(lock);
    const auto hold = lock.value()->tryAcquire(60000);
    QVERIFY(hold && hold->acquired);
    const Acted a = act(OperatorAction::BreakLock, hold->key, hold->token);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(a.plan.warnings.size(), 1);
    QVERIFY(a.plan.warnings.first().contains(QStringLiteral("fencing")));
}

void TestOperatorActions::getsetLockIsBrokenButHasNoLeaseToChange()
{
    auto lock = LockFactory::create(QStringLiteral("getset"), *m_connection, KeySpace(), "old");
    QVERIFY(lock);
    const auto hold = lock.value()->tryAcquire(60000);
    QVERIFY(hold && hold->acquired);
    const Acted ttl = act(OperatorAction::SetTtl, hold->key, hold->token, {}, 1000);
    QVERIFY(ttl.error.contains(QStringLiteral("getset")));
    const Acted a = act(OperatorAction::BreakLock, hold->key, hold->token);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
}

void TestOperatorActions::breakRedissonLockPublishesItsUnlockMessage()
{
    // RedissonLock's hash: <client uuid>:<thread id> -> hold count, a 30 s watchdog lease.
    const QByteArray owner = "8d6fd1d4-3e56-4a8d-9d8f-5e0d3a0c9a1b:57";
    QVERIFY(cmd({"HSET", "myLock", owner, "2"}));
    QVERIFY(cmd({"PEXPIRE", "myLock", "30000"}));
    RedisConnection listener(m_server->connectionOptions());
    QVERIFY(listener.connect());
    QVERIFY(listener.command({"SUBSCRIBE", "redisson_lock__channel:{myLock}"}));

    Acted a = act(OperatorAction::BreakLock, "myLock", "another-owner:1");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.plan.request.primitive.family, QStringLiteral("redisson-rlock"));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Changed);
    QCOMPARE(a.outcome.current, owner);
    QCOMPARE(cmd({"EXISTS", "myLock"})->integerValue(), 1);

    a = act(OperatorAction::BreakLock, "myLock", owner);
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"EXISTS", "myLock"})->integerValue(), 0);
    const auto message = listener.receive(2000);
    QVERIFY(message && message->has_value());
    QCOMPARE(message->value().toBytesList()->value(2), QByteArray("0"));
}

void TestOperatorActions::breakReentrantLockWhateverItsHoldCount()
{
    auto lock =
        LockFactory::create(QStringLiteral("reentrant"), *m_connection, KeySpace(), "nested");
    QVERIFY(lock);
    const auto first = lock.value()->tryAcquire(60000);
    QVERIFY(first && first->acquired);
    const auto again = lock.value()->tryAcquire(60000); // the same owner, hold count 2
    QVERIFY(again && again->acquired);
    const Acted a = act(OperatorAction::BreakLock, first->key, first->token);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.plan.request.primitive.family, QStringLiteral("coordscope-reentrant-lock"));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"EXISTS", first->key})->integerValue(), 0);
}

void TestOperatorActions::breakPythonRedisLockSignalsItsWaiters()
{
    // python-redis-lock: SET lock:<name> <24 base64 chars> NX EX; waiters BLPOP lock-signal:<name>.
    const QByteArray token = "c2VjcmV0LXRva2VuLTEyMzQ1";
    QVERIFY(cmd({"SET", "lock:report", token, "EX", "60"}));
    const Acted a = act(OperatorAction::BreakLock, "lock:report", token);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.plan.request.primitive.family, QStringLiteral("python-redis-lock"));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"LLEN", "lock-signal:report"})->integerValue(), 1);
    const qint64 pttl = cmd({"PTTL", "lock-signal:report"})->integerValue();
    QVERIFY(pttl > 0 && pttl <= 1000);
}

void TestOperatorActions::libraryStructuresNotUnderstoodAreRefusedWithTheReason()
{
    // A Redisson fair lock with a waiter: its hash and its queue.
    QVERIFY(cmd({"HSET", "fair", "8d6fd1d4-3e56-4a8d-9d8f-5e0d3a0c9a1b:1", "1"}));
    QVERIFY(cmd({"RPUSH", "redisson_lock_queue:{fair}", "8d6fd1d4-3e56-4a8d-9d8f-5e0d3a0c9a1b:2"}));
    QVERIFY(cmd({"ZADD", "redisson_lock_timeout:{fair}", "99999999999999",
                 "8d6fd1d4-3e56-4a8d-9d8f-5e0d3a0c9a1b:2"}));
    const Acted fair = act(OperatorAction::BreakLock, "redisson_lock_queue:{fair}", "x");
    QVERIFY(fair.error.contains(QStringLiteral("fair lock")));
    // A BullMQ job lock.
    QVERIFY(cmd({"SET", "bull:mail:7:lock", "worker-1:3", "PX", "30000"}));
    const Acted job = act(OperatorAction::BreakLock, "bull:mail:7:lock", "worker-1:3");
    QVERIFY2(job.error.contains(QStringLiteral("stalled")), qPrintable(job.error));
    QCOMPARE(cmd({"EXISTS", "bull:mail:7:lock"})->integerValue(), 1);
}

void TestOperatorActions::evictFairSemaphoreHolderFromBothSetsCounterLeftAlone()
{
    auto sem = SemaphoreFactory::create(QStringLiteral("fair"), *m_connection, KeySpace(), "pool");
    QVERIFY(sem);
    const auto a1 = sem.value()->tryAcquire(3, 60000);
    const auto a2 = sem.value()->tryAcquire(3, 60000);
    QVERIFY(a1 && a1->acquired && a2 && a2->acquired);
    const QByteArray counter = cmd({"GET", "cs:{pool}:counter"})->bytes();
    const Acted a = act(OperatorAction::EvictHolder, "cs:{pool}:holders", {}, {a1->holder});
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(a.outcome.count, 1);
    QVERIFY(cmd({"ZSCORE", "cs:{pool}:holders", a1->holder})->isNil());
    QVERIFY(cmd({"ZSCORE", "cs:{pool}:owners", a1->holder})->isNil());
    QVERIFY(!cmd({"ZSCORE", "cs:{pool}:holders", a2->holder})->isNil());
    QCOMPARE(cmd({"GET", "cs:{pool}:counter"})->bytes(), counter);
    const Acted again = act(OperatorAction::EvictHolder, "cs:{pool}:holders", {}, {a1->holder});
    QCOMPARE(again.outcome.status, OperatorOutcome::Status::Gone);
}

void TestOperatorActions::evictTtlKeySemaphoreHolderDropsItsLease()
{
    auto sem =
        SemaphoreFactory::create(QStringLiteral("ttl-keys"), *m_connection, KeySpace(), "conn");
    QVERIFY(sem);
    const auto p = sem.value()->tryAcquire(2, 60000);
    QVERIFY(p && p->acquired);
    QCOMPARE(cmd({"EXISTS", "cs:{conn}:lease:" + p->holder})->integerValue(), 1);
    const Acted a = act(OperatorAction::EvictHolder, "cs:{conn}:holders", {}, {p->holder});
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"EXISTS", "cs:{conn}:lease:" + p->holder})->integerValue(), 0);
    QCOMPARE(cmd({"ZCARD", "cs:{conn}:holders"})->integerValue(), 0);
}

void TestOperatorActions::evictRedissonPermitGivesItBack()
{
    // RPermitExpirableSemaphore "sem": 2 permits left, one taken (its expiry in ms).
    QVERIFY(cmd({"SET", "sem", "2"}));
    QVERIFY(cmd({"ZADD", "{sem}:timeout", "1700000000000", "0123456789abcdef0123456789abcdef"}));
    const Acted a =
        act(OperatorAction::EvictHolder, "{sem}:timeout", {}, {"0123456789abcdef0123456789abcdef"});
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.plan.request.primitive.family, QStringLiteral("redisson-pesemaphore"));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"GET", "sem"})->bytes(), QByteArray("3"));
    QCOMPARE(cmd({"ZCARD", "{sem}:timeout"})->integerValue(), 0);
}

void TestOperatorActions::evictRedisInActionHolder()
{
    const QByteArray holder = "2f1c8e4a-6b1d-4f3e-9a7c-0d5e8b2a1c3f";
    QVERIFY(cmd({"ZADD", "semaphore:remote", "1700000000.5", holder}));
    QVERIFY(cmd({"ZADD", "semaphore:remote:owner", "7", holder}));
    const Acted a = act(OperatorAction::EvictHolder, "semaphore:remote", {}, {holder});
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.plan.request.primitive.family, QStringLiteral("ria-semaphore"));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"EXISTS", "semaphore:remote", "semaphore:remote:owner"})->integerValue(), 0);
}

void TestOperatorActions::setTtlChangesAPermitsLeaseOnlyWhileItHoldsOne()
{
    // ttl-keys: the holder's own lease key.
    auto leases =
        SemaphoreFactory::create(QStringLiteral("ttl-keys"), *m_connection, KeySpace(), "lk");
    QVERIFY(leases);
    const auto p = leases.value()->tryAcquire(2, 600000);
    QVERIFY(p && p->acquired);
    Acted a = act(OperatorAction::SetTtl, "cs:{lk}:holders", {}, {p->holder}, 5000);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    qint64 pttl = cmd({"PTTL", "cs:{lk}:lease:" + p->holder})->integerValue();
    QVERIFY2(pttl > 0 && pttl <= 5000, qPrintable(QString::number(pttl)));
    a = act(OperatorAction::SetTtl, "cs:{lk}:holders", {}, {"someone-else"}, 5000);
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Gone);

    // atomic: the holder's score is its expiry.
    auto atomic =
        SemaphoreFactory::create(QStringLiteral("atomic"), *m_connection, KeySpace(), "ex");
    QVERIFY(atomic);
    const auto q = atomic.value()->tryAcquire(2, 600000);
    QVERIFY(q && q->acquired);
    const qint64 before = cmd({"ZSCORE", "cs:{ex}:holders", q->holder})->bytes().toLongLong();
    a = act(OperatorAction::SetTtl, "cs:{ex}:holders", {}, {q->holder}, 5000);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    const qint64 after = cmd({"ZSCORE", "cs:{ex}:holders", q->holder})->bytes().toLongLong();
    QVERIFY2(after < before - 500000,
             qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));

    // basic: scores are acquire times, the lease a timeout the server does not keep.
    auto basic = SemaphoreFactory::create(QStringLiteral("basic"), *m_connection, KeySpace(), "bs");
    QVERIFY(basic);
    const auto b = basic.value()->tryAcquire(2, 600000);
    QVERIFY(b && b->acquired);
    const QByteArray score = cmd({"ZSCORE", "cs:{bs}:holders", b->holder})->bytes();
    a = act(OperatorAction::SetTtl, "cs:{bs}:holders", {}, {b->holder}, 5000);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Gone);
    QVERIFY(a.outcome.message.contains(QStringLiteral("not an expiry")));
    QCOMPARE(cmd({"ZSCORE", "cs:{bs}:holders", b->holder})->bytes(), score);
}

void TestOperatorActions::runNowMovesACoordScopeItemAsTheClaimDoes()
{
    DelayedQueue queue(*m_connection, KeySpace(), "mail");
    const auto item = queue.enqueueIn("send welcome", 3600000);
    QVERIFY(item);
    const Acted a = act(OperatorAction::RunNow, "cs:{mail}:delayed", {}, {item->id});
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    const auto ready = cmd({"LRANGE", "cs:{mail}:queue", "0", "-1"})->toBytesList();
    QCOMPARE(ready->size(), 1);
    QCOMPARE(ready->first(),
             "cs-delayed:" + item->id + ':' + QByteArray::number(item->dueMs) + ":send welcome");
    QCOMPARE(cmd({"ZCARD", "cs:{mail}:delayed"})->integerValue(), 0);
    QCOMPARE(cmd({"HLEN", "cs:{mail}:payloads"})->integerValue(), 0);
    // Run twice: the second finds nothing (never delivered twice).
    QVERIFY(cmd({"ZADD", "cs:{mail}:delayed", "99999999999999", "other"}));
    const Acted twice = act(OperatorAction::RunNow, "cs:{mail}:delayed", {}, {item->id});
    QCOMPARE(twice.outcome.status, OperatorOutcome::Status::Gone);
    QCOMPARE(cmd({"LLEN", "cs:{mail}:queue"})->integerValue(), 1);
}

void TestOperatorActions::postponeAndDeleteAScheduledItem()
{
    DelayedQueue queue(*m_connection, KeySpace(), "later");
    const auto item = queue.enqueueIn("x", 1000);
    QVERIFY(item);
    Acted a = act(OperatorAction::Postpone, "cs:{later}:delayed", {}, {item->id}, 3600000);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    const qint64 due = cmd({"ZSCORE", "cs:{later}:delayed", item->id})->bytes().toLongLong();
    QVERIFY2(due >= item->nowMs + 3600000 && due < item->nowMs + 3700000,
             qPrintable(QString::number(due - item->nowMs)));
    a = act(OperatorAction::DeleteItem, "cs:{later}:delayed", {}, {item->id});
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"EXISTS", "cs:{later}:delayed", "cs:{later}:payloads"})->integerValue(), 0);
    QCOMPARE(cmd({"EXISTS", "cs:{later}:queue"})->integerValue(), 0);
}

void TestOperatorActions::runNowMovesASidekiqJobToItsQueue()
{
    const QByteArray job =
        R"({"retry":true,"queue":"mailers","class":"WelcomeJob","args":[{"enqueued_at":1}],"jid":"b4a577edbccf1d805744efa9","created_at":1700000000.25,"enqueued_at":1700000000.25})";
    QVERIFY(cmd({"ZADD", "schedule", "1900000000.0", job}));
    const Acted a = act(OperatorAction::RunNow, "schedule", {}, {job});
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.plan.request.primitive.family, QStringLiteral("sidekiq-schedule"));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"ZCARD", "schedule"})->integerValue(), 0);
    QCOMPARE(cmd({"SISMEMBER", "queues", "mailers"})->integerValue(), 1);
    const QByteArray pushed = cmd({"LINDEX", "queue:mailers", "0"})->bytes();
    const QJsonObject o = QJsonDocument::fromJson(pushed).object();
    QCOMPARE(o.value(QStringLiteral("jid")).toString(), QStringLiteral("b4a577edbccf1d805744efa9"));
    QVERIFY(o.value(QStringLiteral("enqueued_at")).toDouble() > 1700000001); // stamped now
    QVERIFY(pushed.contains(R"("args":[{"enqueued_at":1}])")); // the arguments untouched
}

void TestOperatorActions::runNowMovesARedisInActionItem()
{
    const QByteArray item = R"(["5c1b2e", "email", "send_sold_email", ["seller", "item"]])";
    QVERIFY(cmd({"ZADD", "delayed:", "1900000000", item}));
    const Acted a = act(OperatorAction::RunNow, "delayed:", {}, {item});
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"LINDEX", "queue:email", "0"})->bytes(), item);
}

void TestOperatorActions::runNowUnpacksARedissonElement()
{
    // RedissonDelayedQueue.offer: struct.pack('Bc0Lc0', #randomId, randomId, #value, value).
    const auto packed = cmd({"EVAL",
                             "local v = struct.pack('Bc0Lc0', 8, 'r4nd0m1d', 7, ARGV[1]); "
                             "redis.call('ZADD', KEYS[1], 1900000000000, v); "
                             "redis.call('RPUSH', KEYS[2], v); return v",
                             "2", "redisson_delay_queue_timeout:{orders}",
                             "redisson_delay_queue:{orders}", "payload"});
    QVERIFY2(packed, qPrintable(packed ? QString() : packed.error().toString()));
    const Acted a =
        act(OperatorAction::RunNow, "redisson_delay_queue_timeout:{orders}", {}, {packed->bytes()});
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.plan.request.primitive.family, QStringLiteral("redisson-delayedqueue"));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"LRANGE", "orders", "0", "-1"})->toBytesList()->value(0), QByteArray("payload"));
    QCOMPARE(
        cmd({"EXISTS", "redisson_delay_queue:{orders}", "redisson_delay_queue_timeout:{orders}"})
            ->integerValue(),
        0);
}

void TestOperatorActions::requeueOnlyFromADeadConsumer()
{
    QVERIFY(cmd({"RPUSH", "cs:{work}:queue", "a", "b"}));
    ReliableQueue consumer(*m_connection, KeySpace(), "work", "w1", 60000);
    const auto taken = consumer.take();
    QVERIFY(taken && taken->has_value());
    const QByteArray processing = "cs:{work}:processing:w1";
    // Alive (its deadline a minute away): nothing moves.
    Acted a = act(OperatorAction::Requeue, processing, {}, {**taken});
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Alive);
    QCOMPARE(cmd({"LLEN", processing})->integerValue(), 1);
    // Dead: its deadline passed.
    QVERIFY(cmd({"ZADD", "cs:{work}:consumers", "1000", "w1"}));
    a = act(OperatorAction::Requeue, processing, {}, {**taken});
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"LINDEX", "cs:{work}:queue", "0"})->bytes(), **taken); // at the head
    QCOMPARE(cmd({"EXISTS", processing})->integerValue(), 0);
    QCOMPARE(cmd({"ZSCORE", "cs:{work}:consumers", "w1"})->isNil(), true);
}

void TestOperatorActions::requeueEveryItemOfADeadConsumer()
{
    QVERIFY(cmd({"RPUSH", "cs:{bulk}:processing:w9", "1", "2", "3"}));
    QVERIFY(cmd({"ZADD", "cs:{bulk}:consumers", "1000", "w9"}));
    QVERIFY(cmd({"RPUSH", "cs:{bulk}:queue", "0"}));
    const Acted a = act(OperatorAction::Requeue, "cs:{bulk}:processing:w9", {}, {}, -1, true);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.count, 3);
    const auto queue = cmd({"LRANGE", "cs:{bulk}:queue", "0", "-1"})->toBytesList();
    QCOMPARE(*queue, (QList<QByteArray>{"1", "2", "3", "0"}));
}

void TestOperatorActions::resetLimitForgetsTheSubject()
{
    QVERIFY(cmd({"HSET", "cs:{api:alice}:fixed", "28333333", "5"}));
    QVERIFY(cmd({"PEXPIRE", "cs:{api:alice}:fixed", "60000"}));
    QVERIFY(cmd({"HSET", "cs:{api:bob}:fixed", "28333333", "1"}));
    const Acted a = act(OperatorAction::ResetLimit, "cs:{api:alice}:fixed");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.outcome.status, OperatorOutcome::Status::Done);
    QCOMPARE(cmd({"EXISTS", "cs:{api:alice}:fixed"})->integerValue(), 0);
    QCOMPARE(cmd({"EXISTS", "cs:{api:bob}:fixed"})->integerValue(), 1);
}

void TestOperatorActions::commandsSentAreExactlyThePlans()
{
    QVERIFY(cmd({"SET", "cs:{shown}:lock", "tok", "PX", "60000"}));
    const qsizetype before = m_log.records().size();
    const Acted a = act(OperatorAction::BreakLock, "cs:{shown}:lock", "tok");
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QList<RedisCommand> writes;
    const QList<CommandRecord> records = m_log.records();
    for (qsizetype i = before; i < records.size(); ++i)
        if (records.at(i).argv.first() == "EVAL")
            writes << records.at(i).argv;
    QCOMPARE(writes, a.plan.commands);
    QCOMPARE(a.plan.commandLines().size(), 1);
    QVERIFY(a.plan.commandLines().first().startsWith(QStringLiteral("EVAL <operate_lock.lua> 3 ")));
}

void TestOperatorActions::readOnlyRefusesBeforeSending()
{
    QVERIFY(cmd({"SET", "cs:{ro}:lock", "tok", "PX", "60000"}));
    ConnectionOptions options = m_server->connectionOptions();
    options.readOnly = true;
    RedisConnection readOnly(options);
    KeptLog log;
    readOnly.setCommandLog(&log);
    const LayoutCatalog catalog;
    KeyIdentification id(catalog, "cs:{ro}:lock");
    QVERIFY(id.runBlocking(readOnly)); // identifying reads
    OperatorRequest r;
    r.primitive = *id.primitive();
    r.key = "cs:{ro}:lock";
    r.expect = "tok";
    const auto plan = OperatorPlanner::plan(r);
    QVERIFY(plan);
    const auto sent = readOnly.command(plan->commands.first());
    QVERIFY(!sent);
    QCOMPARE(sent.error().kind(), RedisError::Kind::ReadOnly);
    QCOMPARE(cmd({"GET", "cs:{ro}:lock"})->bytes(), QByteArray("tok"));
    for (const CommandRecord &record : log.records())
        QVERIFY(record.argv.first() != "EVAL");
}

void TestOperatorActions::clusterRefusesKeysInTwoSlots()
{
    DiscoveredPrimitive p;
    p.kind = PrimitiveKind::Semaphore;
    p.family = QStringLiteral("ria-semaphore");
    p.library = QStringLiteral("Redis in Action");
    p.name = "semaphore:remote";
    p.keys << DiscoveredKey{"semaphore:remote",      "holders", {}, "zset", -1,
                            ScoreUnit::EpochSeconds, {}};
    OperatorRequest r;
    r.action = OperatorAction::EvictHolder;
    r.primitive = p;
    r.key = "semaphore:remote";
    r.entries = {"x"};
    QVERIFY(OperatorPlanner::plan(r));
    r.cluster = true;
    const auto plan = OperatorPlanner::plan(r);
    QVERIFY(!plan);
    QCOMPARE(plan.error().kind(), RedisError::Kind::CrossSlot);
}

QTEST_GUILESS_MAIN(TestOperatorActions)
#include "tst_operatoractions.moc"
