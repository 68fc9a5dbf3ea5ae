#include "delayedclaimerfactory.h"
#include "delayedenvelope.h"
#include "delayedqueue.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

// The delayed queue on one client: scheduling, claiming in due order with every claimer kind,
// status, the wake announcement, and bad input, against a private server.
namespace {
const QByteArray Name = "jobs";

QList<QByteArray> readyItems(RedisConnection &c)
{
    const auto reply = c.command({"LRANGE", KeySpace().key(Name, "queue"), "0", "-1"});
    QList<QByteArray> out;
    if (reply && reply->isArray())
        for (const RedisReply &r : reply->elements())
            out.append(r.bytes());
    return out;
}

// The envelopes' payloads, in list order; a malformed one shows as "<bad>".
QList<QByteArray> readyPayloads(RedisConnection &c)
{
    QList<QByteArray> out;
    for (const QByteArray &bytes : readyItems(c)) {
        const auto e = DelayedEnvelope::decode(bytes);
        out.append(e ? e->payload : QByteArray("<bad>"));
    }
    return out;
}
} // namespace

// Evaluates its argument once: it is often the call under test.

class TestDelayedQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void enqueueInIsDueAtServerNowPlusDelay();
    void enqueueWithInjectedNowIsDueAtThatNowPlusDelay();
    void equalPayloadsStayDistinctItems();
    void itemsBecomeReadyNoEarlierThanDueAndInDueOrder_data();
    void itemsBecomeReadyNoEarlierThanDueAndInDueOrder();
    void itemIsNotClaimedBeforeItsDueTimeOnTheServerClock_data();
    void itemIsNotClaimedBeforeItsDueTimeOnTheServerClock();
    void claimTakesAtMostMaxEarliestFirst_data();
    void claimTakesAtMostMaxEarliestFirst();
    void claimedEnvelopeCarriesIdDueTimeAndPayload_data();
    void claimedEnvelopeCarriesIdDueTimeAndPayload();
    void statusCountsAndPagesByDueTime();
    void statusOfAnUnknownQueueIsEmpty();
    void enqueueAnnouncesOnlyANewEarliestItem();
    void envelopeDecodesBinaryPayloadsAndRejectsOtherBytes();
    void badInputIsRejectedWithoutWriting_data();
    void badInputIsRejectedWithoutWriting();
    void keyOfAnotherTypeFailsWithWrongTypeAndWritesNothing_data();
    void keyOfAnotherTypeFailsWithWrongTypeAndWritesNothing();
    void factoryRejectsAnUnknownKind();

private:
    static void addKindRows();
    std::unique_ptr<DelayedQueueClaimer> claimer(const QString &kind,
                                                 const QByteArray &name = Name) const;
    qint64 serverNowMs() const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestDelayedQueue::addKindRows()
{
    QTest::addColumn<QString>("kind");
    for (const QString &kind : DelayedClaimerFactory::kinds())
        QTest::newRow(qPrintable(kind)) << kind;
}

std::unique_ptr<DelayedQueueClaimer> TestDelayedQueue::claimer(const QString &kind,
                                                               const QByteArray &name) const
{
    auto c = DelayedClaimerFactory::create(kind, *m_admin, KeySpace(), name);
    return c ? std::move(c).value() : nullptr;
}

qint64 TestDelayedQueue::serverNowMs() const
{
    const auto t = m_admin->command({"TIME"});
    if (!t || t->elements().size() != 2)
        return -1;
    return t->elements().at(0).bytes().toLongLong() * 1000 +
           t->elements().at(1).bytes().toLongLong() / 1000;
}

void TestDelayedQueue::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestDelayedQueue::init()
{
    QVERIFY(m_admin->command({"FLUSHALL"}).ok());
}

void TestDelayedQueue::enqueueInIsDueAtServerNowPlusDelay()
{
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    const qint64 before = serverNowMs();
    const auto e = queue.enqueueIn("mail", 5000);
    const qint64 after = serverNowMs();
    VERIFY_OK(e);
    QCOMPARE(e->id.size(), 32);
    QVERIFY(e->nowMs >= before && e->nowMs <= after);
    QCOMPARE(e->dueMs, e->nowMs + 5000);
    QVERIFY(e->earliest);
    QCOMPARE(m_admin->command({"ZSCORE", "cs:{jobs}:delayed", e->id})->bytes().toLongLong(),
             e->dueMs);
    QCOMPARE(m_admin->command({"HGET", "cs:{jobs}:payloads", e->id})->bytes(), "mail");
}

void TestDelayedQueue::enqueueWithInjectedNowIsDueAtThatNowPlusDelay()
{
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    const auto e = queue.enqueueIn("mail", 250, 1000);
    VERIFY_OK(e);
    QCOMPARE(e->nowMs, 1000);
    QCOMPARE(e->dueMs, 1250);
    // A due time past 2^53 would lose digits as a score; the largest allowed one is exact.
    const auto far = queue.enqueueAt("far", DelayedQueue::MaxTimeMs);
    VERIFY_OK(far);
    QCOMPARE(far->dueMs, DelayedQueue::MaxTimeMs);
    QCOMPARE(m_admin->command({"ZSCORE", "cs:{jobs}:delayed", far->id})->bytes().toLongLong(),
             DelayedQueue::MaxTimeMs);
}

void TestDelayedQueue::equalPayloadsStayDistinctItems()
{
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    const auto a = queue.enqueueAt("same", 100);
    const auto b = queue.enqueueAt("same", 100);
    VERIFY_OK(a);
    VERIFY_OK(b);
    QVERIFY(a->id != b->id);
    QCOMPARE(m_admin->command({"ZCARD", "cs:{jobs}:delayed"})->integerValue(), 2);
    auto atomic = claimer(QStringLiteral("atomic"));
    const auto claimed = atomic->claim(10);
    VERIFY_OK(claimed);
    QCOMPARE(claimed->items.size(), 2);
    QCOMPARE(readyPayloads(*m_admin), (QList<QByteArray>{"same", "same"}));
}

void TestDelayedQueue::itemsBecomeReadyNoEarlierThanDueAndInDueOrder_data()
{
    addKindRows();
}

// Enqueued out of order; claimed with an injected now that steps past each due time.
void TestDelayedQueue::itemsBecomeReadyNoEarlierThanDueAndInDueOrder()
{
    QFETCH(QString, kind);
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    for (const auto &[payload, due] : {std::pair<QByteArray, qint64>{"third", 3000},
                                       {"first", 1000},
                                       {"fourth", 4000},
                                       {"second", 2000}})
        VERIFY_OK(queue.enqueueAt(payload, due, 0));
    auto c = claimer(kind);
    QVERIFY(c);

    const auto early = c->claim(100, 999);
    VERIFY_OK(early);
    QVERIFY(early->items.isEmpty());
    QCOMPARE(early->nowMs, 999);
    QVERIFY(readyItems(*m_admin).isEmpty());

    const auto atFirst = c->claim(100, 1000); // due at exactly now counts as due
    VERIFY_OK(atFirst);
    QCOMPARE(atFirst->items.size(), 1);
    QCOMPARE(atFirst->items.at(0).dueMs, 1000);
    QCOMPARE(readyPayloads(*m_admin), (QList<QByteArray>{"first"}));

    const auto more = c->claim(100, 3500);
    VERIFY_OK(more);
    QCOMPARE(more->items.size(), 2);
    QCOMPARE(more->items.at(0).dueMs, 2000);
    QCOMPARE(more->items.at(1).dueMs, 3000);
    QCOMPARE(more->takenByOthers, 0);
    QCOMPARE(readyPayloads(*m_admin), (QList<QByteArray>{"first", "second", "third"}));
    QCOMPARE(m_admin->command({"ZCARD", "cs:{jobs}:delayed"})->integerValue(), 1);
    QCOMPARE(m_admin->command({"HLEN", "cs:{jobs}:payloads"})->integerValue(), 1);
}

void TestDelayedQueue::itemIsNotClaimedBeforeItsDueTimeOnTheServerClock_data()
{
    addKindRows();
}

void TestDelayedQueue::itemIsNotClaimedBeforeItsDueTimeOnTheServerClock()
{
    QFETCH(QString, kind);
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    // Due 2 s ahead: the first claim, right after the enqueue, comes before it even on a
    // loaded machine.
    const auto e = queue.enqueueIn("soon", 2000);
    VERIFY_OK(e);
    auto c = claimer(kind);
    QVERIFY(c);
    // Claim until it comes; every claim that took nothing ran before the due time, and the one
    // that took it ran at or after it, both by the server's clock.
    QElapsedTimer waited;
    waited.start();
    int emptyClaims = 0;
    for (;;) {
        const auto claimed = c->claim(10);
        VERIFY_OK(claimed);
        if (!claimed->items.isEmpty()) {
            QCOMPARE(claimed->items.at(0).id, e->id);
            QVERIFY2(
                claimed->nowMs >= e->dueMs,
                qPrintable(
                    QStringLiteral("claimed at %1, due %2").arg(claimed->nowMs).arg(e->dueMs)));
            break;
        }
        QVERIFY2(claimed->nowMs < e->dueMs, "a due item was not claimed");
        ++emptyClaims;
        QVERIFY2(waited.elapsed() < 10000, "the item never became due");
        QThread::msleep(50);
    }
    QVERIFY(emptyClaims > 0); // the first claims came before the due time
}

void TestDelayedQueue::claimTakesAtMostMaxEarliestFirst_data()
{
    addKindRows();
}

void TestDelayedQueue::claimTakesAtMostMaxEarliestFirst()
{
    QFETCH(QString, kind);
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    for (qint64 due : {50, 10, 40, 20, 30})
        VERIFY_OK(queue.enqueueAt("p" + QByteArray::number(due), due));
    auto c = claimer(kind);
    const auto two = c->claim(2);
    VERIFY_OK(two);
    QCOMPARE(two->items.size(), 2);
    QCOMPARE(two->items.at(0).dueMs, 10);
    QCOMPARE(two->items.at(1).dueMs, 20);
    const auto rest = c->claim(DelayedQueueClaimer::MaxBatch);
    VERIFY_OK(rest);
    QCOMPARE(rest->items.size(), 3);
    QCOMPARE(readyPayloads(*m_admin), (QList<QByteArray>{"p10", "p20", "p30", "p40", "p50"}));
    const auto none = c->claim(1);
    VERIFY_OK(none);
    QVERIFY(none->items.isEmpty());
}

void TestDelayedQueue::claimedEnvelopeCarriesIdDueTimeAndPayload_data()
{
    addKindRows();
}

void TestDelayedQueue::claimedEnvelopeCarriesIdDueTimeAndPayload()
{
    QFETCH(QString, kind);
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    const QByteArray payload("a:b\0c \xff", 8);
    const auto e = queue.enqueueAt(payload, 1234);
    VERIFY_OK(e);
    VERIFY_OK(claimer(kind)->claim(1));
    const QList<QByteArray> ready = readyItems(*m_admin);
    QCOMPARE(ready.size(), 1);
    QCOMPARE(ready.at(0), "cs-delayed:" + e->id + ":1234:" + payload);
    const auto decoded = DelayedEnvelope::decode(ready.at(0));
    VERIFY_OK(decoded);
    QCOMPARE(decoded->id, e->id);
    QCOMPARE(decoded->dueMs, 1234);
    QCOMPARE(decoded->payload, payload);
}

void TestDelayedQueue::statusCountsAndPagesByDueTime()
{
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    constexpr qint64 Now = 100000;
    QList<QByteArray> ids;
    for (qint64 due : {Now - 3000, Now - 2000, Now - 1000, Now + 500, Now + 9000}) {
        const auto e = queue.enqueueAt("at" + QByteArray::number(due - Now), due, Now);
        VERIFY_OK(e);
        ids << e->id;
    }
    VERIFY_OK(claimer(QStringLiteral("atomic"))->claim(1, Now)); // the earliest goes ready

    const auto s = queue.status(1, 2, Now);
    VERIFY_OK(s);
    QCOMPARE(s->nowMs, Now);
    QCOMPARE(s->scheduled, 4);
    QCOMPARE(s->dueNow, 2);
    QCOMPARE(s->ready, 1);
    QCOMPARE(s->earliestDueMs, Now - 2000);
    QCOMPARE(s->oldestOverdueMs, 2000);
    QCOMPARE(s->orphanedPayloads(), 0);
    QCOMPARE(s->offset, 1);
    QCOMPARE(s->page.size(), 2);
    QCOMPARE(s->page.at(0).id, ids.at(2));
    QCOMPARE(s->page.at(0).dueMs, Now - 1000);
    QCOMPARE(s->page.at(0).payload, std::optional<QByteArray>("at-1000"));
    QCOMPARE(s->page.at(1).id, ids.at(3));
    QCOMPARE(s->page.at(1).payload, std::optional<QByteArray>("at500"));

    const auto last = queue.status(4, 20, Now);
    VERIFY_OK(last);
    QVERIFY(last->page.isEmpty());

    // Nothing due yet: no overdue age.
    const auto early = queue.status(0, 20, Now - 5000);
    VERIFY_OK(early);
    QCOMPARE(early->dueNow, 0);
    QCOMPARE(early->oldestOverdueMs, -1);
    QCOMPARE(early->page.size(), 4);

    // By the server's clock (the items are 100 s after the epoch): all overdue by decades.
    const auto real = queue.status();
    VERIFY_OK(real);
    QCOMPARE(real->dueNow, 4);
    QVERIFY(real->nowMs > Now);
    QCOMPARE(real->oldestOverdueMs, real->nowMs - (Now - 2000));
}

void TestDelayedQueue::statusOfAnUnknownQueueIsEmpty()
{
    DelayedQueue queue(*m_admin, KeySpace(), "nothing-here");
    const auto s = queue.status();
    VERIFY_OK(s);
    QCOMPARE(s->scheduled, 0);
    QCOMPARE(s->dueNow, 0);
    QCOMPARE(s->ready, 0);
    QCOMPARE(s->earliestDueMs, -1);
    QCOMPARE(s->oldestOverdueMs, -1);
    QVERIFY(s->page.isEmpty());
    const auto e = queue.earliest();
    VERIFY_OK(e);
    QVERIFY(!e->dueMs.has_value());
    QVERIFY(e->nowMs > 0);
}

void TestDelayedQueue::enqueueAnnouncesOnlyANewEarliestItem()
{
    RedisConnection listener(m_server->connectionOptions());
    VERIFY_OK(listener.command({"SUBSCRIBE", "cs:{jobs}:delayed:wake"}));
    DelayedQueue queue(*m_admin, KeySpace(), Name);

    const auto first = queue.enqueueAt("a", 5000);
    VERIFY_OK(first);
    QVERIFY(first->earliest);
    auto message = listener.receive(5000);
    VERIFY_OK(message);
    QVERIFY(message->has_value());
    QCOMPARE((*message)->elements().at(2).bytes(), "5000");

    const auto later = queue.enqueueAt("b", 6000);
    VERIFY_OK(later);
    QVERIFY(!later->earliest);

    const auto sooner = queue.enqueueAt("c", 4000);
    VERIFY_OK(sooner);
    QVERIFY(sooner->earliest);
    message = listener.receive(5000);
    VERIFY_OK(message);
    QVERIFY(message->has_value());
    // The next message is the sooner item's: the later one announced nothing.
    QCOMPARE((*message)->elements().at(2).bytes(), "4000");
    const auto e = queue.earliest();
    VERIFY_OK(e);
    QCOMPARE(e->dueMs, std::optional<qint64>(4000));
}

void TestDelayedQueue::envelopeDecodesBinaryPayloadsAndRejectsOtherBytes()
{
    const DelayedEnvelope e{"abc", 42, QByteArray("x:y\0z", 5)};
    const auto decoded = DelayedEnvelope::decode(e.encode());
    VERIFY_OK(decoded);
    QCOMPARE(decoded->id, e.id);
    QCOMPARE(decoded->dueMs, 42);
    QCOMPARE(decoded->payload, e.payload);
    const auto empty = DelayedEnvelope::decode("cs-delayed:abc:7:");
    VERIFY_OK(empty);
    QVERIFY(empty->payload.isEmpty());
    for (const QByteArray &bad : {QByteArray("plain job"), QByteArray("cs-delayed:abc"),
                                  QByteArray("cs-delayed::7:x"), QByteArray("cs-delayed:a:b:x")}) {
        const auto r = DelayedEnvelope::decode(bad);
        QVERIFY2(!r.ok(), bad.constData());
        QCOMPARE(r.error().kind(), RedisError::Kind::UnexpectedReply);
    }
}

void TestDelayedQueue::badInputIsRejectedWithoutWriting_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<QString>("messagePart");
    const QByteArray n = Name;
    QTest::newRow("negative delay")
        << QStringLiteral("enqueueIn") << n << qint64(-1) << QStringLiteral("the delay must be");
    QTest::newRow("delay past 2^50")
        << QStringLiteral("enqueueIn") << n << DelayedQueue::MaxTimeMs + 1
        << QStringLiteral("the delay must be");
    QTest::newRow("negative due time")
        << QStringLiteral("enqueueAt") << n << qint64(-5) << QStringLiteral("the due time");
    QTest::newRow("negative injected now")
        << QStringLiteral("enqueueInNow") << n << qint64(-1) << QStringLiteral("the injected now");
    QTest::newRow("empty name") << QStringLiteral("enqueueIn") << QByteArray() << qint64(0)
                                << QStringLiteral("name is empty");
    QTest::newRow("name with a brace") << QStringLiteral("enqueueAt") << QByteArray("a{b")
                                       << qint64(0) << QStringLiteral("must not contain");
    for (const QString &kind : DelayedClaimerFactory::kinds()) {
        QTest::addRow("%s max 0", qPrintable(kind))
            << QString(QStringLiteral("claim:") + kind) << n << qint64(0)
            << QStringLiteral("from 1 to 1000 items, not 0");
        QTest::addRow("%s max 1001", qPrintable(kind))
            << QString(QStringLiteral("claim:") + kind) << n << qint64(1001)
            << QStringLiteral("not 1001");
        QTest::addRow("%s negative now", qPrintable(kind))
            << QString(QStringLiteral("claimNow:") + kind) << n << qint64(-1)
            << QStringLiteral("the injected now");
    }
    QTest::newRow("page size 0") << QStringLiteral("statusPageSize") << n << qint64(0)
                                 << QStringLiteral("page size");
    QTest::newRow("page size 1001")
        << QStringLiteral("statusPageSize") << n << qint64(1001) << QStringLiteral("page size");
    QTest::newRow("negative offset")
        << QStringLiteral("statusOffset") << n << qint64(-1) << QStringLiteral("page offset");
    QTest::newRow("status, empty name") << QStringLiteral("statusPageSize") << QByteArray()
                                        << qint64(5) << QStringLiteral("name is empty");
}

void TestDelayedQueue::badInputIsRejectedWithoutWriting()
{
    QFETCH(QString, operation);
    QFETCH(QByteArray, name);
    QFETCH(qint64, value);
    QFETCH(QString, messagePart);
    DelayedQueue queue(*m_admin, KeySpace(), name);
    RedisError error;
    if (operation == u"enqueueIn")
        error = queue.enqueueIn("x", value).error();
    else if (operation == u"enqueueAt")
        error = queue.enqueueAt("x", value).error();
    else if (operation == u"enqueueInNow")
        error = queue.enqueueIn("x", 10, value).error();
    else if (operation == u"statusPageSize")
        error = queue.status(0, value).error();
    else if (operation == u"statusOffset")
        error = queue.status(value, 10).error();
    else if (operation.startsWith(u"claim:"))
        error = claimer(operation.mid(6), name)->claim(int(value)).error();
    else if (operation.startsWith(u"claimNow:"))
        error = claimer(operation.mid(9), name)->claim(10, value).error();
    else
        QFAIL(qPrintable(operation));
    QCOMPARE(error.kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(error.message().contains(messagePart), qPrintable(error.message()));
    QCOMPARE(m_admin->command({"DBSIZE"})->integerValue(), 0);
}

void TestDelayedQueue::keyOfAnotherTypeFailsWithWrongTypeAndWritesNothing_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QByteArray>("part");
    for (const QByteArray part : {"delayed", "payloads"})
        QTest::addRow("enqueue, %s", part.constData()) << QStringLiteral("enqueue") << part;
    for (const QByteArray part : {"delayed", "payloads", "queue"}) {
        for (const QString &kind : DelayedClaimerFactory::kinds())
            QTest::addRow("%s claim, %s", qPrintable(kind), part.constData())
                << QString(QStringLiteral("claim:") + kind) << part;
        QTest::addRow("status, %s", part.constData()) << QStringLiteral("status") << part;
    }
}

// Two due items and one ready item, then one of the three keys replaced by a string: every
// operation that touches that key fails with WrongType and leaves all three keys as they were.
void TestDelayedQueue::keyOfAnotherTypeFailsWithWrongTypeAndWritesNothing()
{
    QFETCH(QString, operation);
    QFETCH(QByteArray, part);
    DelayedQueue queue(*m_admin, KeySpace(), Name);
    VERIFY_OK(queue.enqueueAt("one", 10));
    VERIFY_OK(queue.enqueueAt("two", 20));
    VERIFY_OK(m_admin->command({"RPUSH", "cs:{jobs}:queue", "earlier job"}));
    const QByteArray key = "cs:{jobs}:" + part;
    VERIFY_OK(m_admin->command({"DEL", key}));
    VERIFY_OK(m_admin->command({"SET", key, "not mine"}));
    const auto snapshot = [this] {
        QList<QByteArray> dumps;
        for (const QByteArray p : {"delayed", "payloads", "queue"})
            dumps << m_admin->command({"DUMP", "cs:{jobs}:" + p})->bytes();
        return dumps;
    };
    const QList<QByteArray> before = snapshot();

    RedisError error;
    if (operation == u"enqueue")
        error = queue.enqueueIn("three", 0).error();
    else if (operation == u"status")
        error = queue.status().error();
    else
        error = claimer(operation.mid(6))->claim(10).error();
    QCOMPARE(error.kind(), RedisError::Kind::WrongType);
    QVERIFY2(error.message().startsWith(u"WRONGTYPE"), qPrintable(error.message()));
    QCOMPARE(snapshot(), before);
    QCOMPARE(m_admin->command({"GET", key})->bytes(), "not mine");
}

void TestDelayedQueue::factoryRejectsAnUnknownKind()
{
    QCOMPARE(DelayedClaimerFactory::kinds(),
             (QStringList{QStringLiteral("atomic"), QStringLiteral("zrem-checked"),
                          QStringLiteral("unchecked")}));
    const auto unknown =
        DelayedClaimerFactory::create(QStringLiteral("lua"), *m_admin, KeySpace(), Name);
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY(unknown.error().message().contains(u"zrem-checked"));
    for (const QString &kind : DelayedClaimerFactory::kinds()) {
        const auto made = DelayedClaimerFactory::create(kind, *m_admin, KeySpace(), Name);
        VERIFY_OK(made);
        QCOMPARE(made.value()->kind(), kind);
    }
}

QTEST_GUILESS_MAIN(TestDelayedQueue)
#include "tst_delayedqueue.moc"
