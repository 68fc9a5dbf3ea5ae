#include "inspectorreadbatch.h"

#include "atomicsemaphore.h"
#include "delayedqueue.h"
#include "layoutcatalog.h"
#include "primitivediscovery.h"
#include "primitivestateread.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QTcpServer>
#include <QTest>

using Kind = RedisError::Kind;

namespace {
// A read of `steps` round trips, each `width` ECHOs naming the read, the step and the command:
// a reply handed to the wrong read, or out of order, is an error. Counts how often it is asked.
class EchoRead : public InspectorRead
{
public:
    EchoRead(QByteArray id, int steps, int width)
        : m_id(std::move(id))
        , m_steps(steps)
        , m_width(width)
    {}

    QList<RedisCommand> nextRequest() override
    {
        ++asked;
        QList<RedisCommand> out;
        if (finished())
            return out;
        for (int i = 0; i < m_width; ++i)
            out << RedisCommand{"ECHO", expected(i)};
        return out;
    }

    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override
    {
        ++handled;
        if (replies.size() != m_width)
            return fail(
                QStringLiteral("%1 replies for %2 commands").arg(replies.size()).arg(m_width));
        for (int i = 0; i < m_width; ++i) {
            if (!replies.at(i)) {
                m_failed = true;
                return replies.at(i).error();
            }
            if (replies.at(i)->bytes() != expected(i))
                return fail(QStringLiteral("got %1, expected %2")
                                .arg(QString::fromUtf8(replies.at(i)->bytes()),
                                     QString::fromUtf8(expected(i))));
        }
        ++m_step;
        return {};
    }

    bool finished() const override { return m_failed || m_step >= m_steps; }

    int steps() const { return m_step; }
    int asked = 0;
    int handled = 0;

private:
    QByteArray expected(int i) const
    {
        return m_id + ':' + QByteArray::number(m_step) + ':' + QByteArray::number(i);
    }
    RedisError fail(const QString &why)
    {
        m_failed = true;
        return RedisError(Kind::UnexpectedReply,
                          QString::fromUtf8(m_id) + QLatin1String(": ") + why);
    }

    QByteArray m_id;
    int m_steps;
    int m_width;
    int m_step = 0;
    bool m_failed = false;
};

// Sends one command; its error reply (WRONGTYPE...) is the read's error. With failWith set it
// fails on any reply, as a read that cannot make sense of what it got.
class OneCommandRead : public InspectorRead
{
public:
    explicit OneCommandRead(RedisCommand argv, RedisError failWith = {})
        : m_argv(std::move(argv))
        , m_failWith(std::move(failWith))
    {}

    QList<RedisCommand> nextRequest() override
    {
        ++asked;
        return m_done ? QList<RedisCommand>() : QList<RedisCommand>{m_argv};
    }

    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override
    {
        ++handled;
        m_done = true;
        if (m_failWith.isError())
            return m_failWith;
        if (replies.size() != 1)
            return RedisError(Kind::UnexpectedReply, QStringLiteral("one reply expected"));
        if (!replies.first())
            return replies.first().error();
        reply = *replies.first();
        return {};
    }

    bool finished() const override { return m_done; }

    int asked = 0;
    int handled = 0;
    RedisReply reply;

private:
    RedisCommand m_argv;
    RedisError m_failWith;
    bool m_done = false;
};

// Unfinished by its own account, but with nothing left to ask.
class SilentRead : public InspectorRead
{
public:
    QList<RedisCommand> nextRequest() override
    {
        ++asked;
        return {};
    }
    Result<void> handleReplies(const QList<Result<RedisReply>> &) override
    {
        ++handled;
        return {};
    }
    bool finished() const override { return false; }

    int asked = 0;
    int handled = 0;
};

// Finished before it starts.
class DoneRead : public SilentRead
{
public:
    bool finished() const override { return true; }
};
} // namespace

// InspectorReadBatch: many reads in shared pipelines give the states they give one by one, in
// far fewer round trips, within the command budget (or one read's whole request when it is
// larger), each reply reaching the read that asked for it; one read's error stops that read only.
class TestInspectorReadBatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void manyStateReadsGiveTheSameStatesInFarFewerRoundTrips();
    void runBlockingGivesTheSameStates();
    void budgetBoundsEachRoundTrip_data();
    void budgetBoundsEachRoundTrip();
    void budgetSmallerThanOneRequestStillMakesProgress();
    void repliesReachTheReadThatAskedForThem_data();
    void repliesReachTheReadThatAskedForThem();
    void oneReadsErrorStopsOnlyThatRead();
    void connectionFailureStopsEveryReadWithThatError();
    void finishedAndSilentReadsEndTheBatch();

private:
    struct Trips
    {
        int roundTrips = 0;
        qsizetype commands = 0;
        qsizetype largest = 0; // commands in the largest round trip
    };
    // Drives a batch on the test's connection, counting what it sends.
    Trips drive(InspectorReadBatch &batch);
    // One read alone, counting likewise.
    Trips driveAlone(InspectorRead &read);
    // 300 locks, 3 semaphores with 2 holders, 3 delayed queues with an overdue and a later item.
    QList<DiscoveredPrimitive> populate();
    static void compareStates(const PrimitiveState &batched, const PrimitiveState &alone);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    qint64 m_nowMs = 0;
};

void TestInspectorReadBatch::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestInspectorReadBatch::init()
{
    VERIFY_OK(m_redis->command({"FLUSHALL"}));
}

TestInspectorReadBatch::Trips TestInspectorReadBatch::drive(InspectorReadBatch &batch)
{
    Trips t;
    while (!batch.finished() && t.roundTrips < 100000) {
        const QList<RedisCommand> request = batch.nextRequest();
        if (request.isEmpty())
            break;
        ++t.roundTrips;
        t.commands += request.size();
        t.largest = qMax(t.largest, request.size());
        batch.handleReplies(m_redis->pipeline(request));
    }
    return t;
}

TestInspectorReadBatch::Trips TestInspectorReadBatch::driveAlone(InspectorRead &read)
{
    Trips t;
    while (!read.finished() && t.roundTrips < 100) {
        const QList<RedisCommand> request = read.nextRequest();
        if (request.isEmpty())
            break;
        ++t.roundTrips;
        t.commands += request.size();
        t.largest = qMax(t.largest, request.size());
        if (auto handled = read.handleReplies(m_redis->pipeline(request)); !handled) {
            QTest::qFail(qPrintable(handled.error().toString()), __FILE__, __LINE__);
            break;
        }
    }
    return t;
}

QList<DiscoveredPrimitive> TestInspectorReadBatch::populate()
{
    QList<RedisCommand> writes;
    for (int i = 0; i < 300; ++i)
        writes << RedisCommand{"SET", "cs:{lock-" + QByteArray::number(i) + "}:lock",
                               "owner-" + QByteArray::number(i), "PX", "600000"};
    for (const auto &r : m_redis->pipeline(writes))
        if (!r)
            QTest::qFail(qPrintable(r.error().toString()), __FILE__, __LINE__);
    const KeySpace keys;
    for (const QByteArray name : {"pool-a", "pool-b", "pool-c"}) {
        AtomicSemaphore semaphore(*m_redis, keys, name);
        for (int i = 0; i < 2; ++i)
            if (!semaphore.tryAcquire(5, 600000))
                QTest::qFail("semaphore", __FILE__, __LINE__);
    }
    for (const QByteArray name : {"mail-a", "mail-b", "mail-c"}) {
        DelayedQueue queue(*m_redis, keys, name);
        if (!queue.enqueueAt("overdue", 1000) || !queue.enqueueIn("later", 600000))
            QTest::qFail("delayed", __FILE__, __LINE__);
    }
    const LayoutCatalog catalog;
    PrimitiveDiscovery discovery(catalog);
    if (auto found = discovery.runBlocking(*m_redis); !found)
        QTest::qFail(qPrintable(found.error().toString()), __FILE__, __LINE__);
    const auto info = m_redis->command({"INFO", "server"});
    m_nowMs = info ? PrimitiveStateRead::serverTimeMsFromInfo(*info).valueOr(0) : 0;
    return discovery.primitives();
}

void TestInspectorReadBatch::compareStates(const PrimitiveState &batched,
                                           const PrimitiveState &alone)
{
    // TTLs run down between the two reads (600 s leases, read seconds apart); the rest is equal.
    constexpr qint64 ttlSlackMs = 60000;
    const auto closeTtl = [](qint64 a, qint64 b) {
        return (a < 0 || b < 0) ? a == b : qAbs(a - b) <= ttlSlackMs;
    };
    const QByteArray what = batched.primitive.family.toUtf8() + '/' + batched.primitive.name;
    QCOMPARE(batched.primitive.family, alone.primitive.family);
    QCOMPARE(batched.primitive.name, alone.primitive.name);
    QCOMPARE(batched.primitive.keys.size(), alone.primitive.keys.size());
    for (qsizetype i = 0; i < batched.primitive.keys.size(); ++i) {
        QCOMPARE(batched.primitive.keys.at(i).key, alone.primitive.keys.at(i).key);
        QCOMPARE(batched.primitive.keys.at(i).type, alone.primitive.keys.at(i).type);
        QVERIFY2(closeTtl(batched.primitive.keys.at(i).ttlMs, alone.primitive.keys.at(i).ttlMs),
                 what.constData());
    }
    QCOMPARE(batched.serverTimeMs, alone.serverTimeMs);
    QCOMPARE(batched.holder, alone.holder);
    QVERIFY2(closeTtl(batched.ttlMs, alone.ttlMs), what.constData());
    QCOMPARE(batched.fencing, alone.fencing);
    QCOMPARE(batched.limit, alone.limit);
    QCOMPARE(batched.counts, alone.counts);
    QCOMPARE(batched.totalEntries, alone.totalEntries);
    QCOMPARE(batched.notes, alone.notes);
    QCOMPARE(batched.entries.size(), alone.entries.size());
    for (qsizetype i = 0; i < batched.entries.size(); ++i) {
        const StateEntry &a = batched.entries.at(i);
        const StateEntry &b = alone.entries.at(i);
        QCOMPARE(a.id, b.id);
        QCOMPARE(a.preview, b.preview);
        QCOMPARE(a.score, b.score);
        QCOMPARE(a.timeMs, b.timeMs);
        QCOMPARE(a.count, b.count);
        QCOMPARE(a.capacity, b.capacity);
        QCOMPARE(a.flag, b.flag);
        QVERIFY2(closeTtl(a.ttlMs, b.ttlMs), what.constData());
    }
}

void TestInspectorReadBatch::manyStateReadsGiveTheSameStatesInFarFewerRoundTrips()
{
    const QList<DiscoveredPrimitive> found = populate();
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(found.size(), 306);
    QVERIFY(m_nowMs > 0);

    Trips alone;
    std::vector<std::unique_ptr<PrimitiveStateRead>> singles;
    for (const DiscoveredPrimitive &p : found) {
        singles.push_back(std::make_unique<PrimitiveStateRead>(p, StateLimits{}, m_nowMs));
        const Trips t = driveAlone(*singles.back());
        alone.roundTrips += t.roundTrips;
        alone.commands += t.commands;
    }

    std::vector<std::unique_ptr<PrimitiveStateRead>> batched;
    InspectorReadBatch batch;
    for (const DiscoveredPrimitive &p : found) {
        batched.push_back(std::make_unique<PrimitiveStateRead>(p, StateLimits{}, m_nowMs));
        batch.add(batched.back().get());
    }
    QVERIFY(!batch.finished());
    const Trips together = drive(batch);
    QVERIFY(batch.finished());

    // The same commands, each read's once, in a handful of round trips instead of hundreds.
    QCOMPARE(together.commands, alone.commands);
    QVERIFY2(alone.roundTrips >= found.size(), qPrintable(QString::number(alone.roundTrips)));
    QVERIFY2(together.roundTrips <= 10 && together.roundTrips * 30 <= alone.roundTrips,
             qPrintable(QStringLiteral("%1 round trips batched, %2 alone")
                            .arg(together.roundTrips)
                            .arg(alone.roundTrips)));
    QVERIFY(together.largest <= 1000);

    const QList<RedisError> errors = batch.errors();
    QCOMPARE(errors.size(), found.size());
    int locks = 0;
    int overdue = 0;
    for (size_t i = 0; i < batched.size(); ++i) {
        QVERIFY2(!errors.at(qsizetype(i)).isError(),
                 qPrintable(errors.at(qsizetype(i)).toString()));
        QVERIFY(batched[i]->finished());
        compareStates(batched[i]->state(), singles[i]->state());
        if (QTest::currentTestFailed())
            return;
        const PrimitiveState &s = batched[i]->state();
        if (s.primitive.kind == PrimitiveKind::Lock) {
            ++locks;
            QCOMPARE(*s.holder, "owner-" + s.primitive.name.mid(5));
            QVERIFY(s.ttlMs > 0 && s.ttlMs <= 600000);
        }
        for (const StateEntry &e : s.entries)
            overdue += e.flag == StateEntry::Flag::Overdue;
        if (s.primitive.kind == PrimitiveKind::Semaphore)
            QCOMPARE(s.entries.size(), 2);
    }
    QCOMPARE(locks, 300);
    QCOMPARE(overdue, 3);
}

void TestInspectorReadBatch::runBlockingGivesTheSameStates()
{
    const QList<DiscoveredPrimitive> found = populate();
    if (QTest::currentTestFailed())
        return;
    std::vector<std::unique_ptr<PrimitiveStateRead>> batched;
    InspectorReadBatch batch(64);
    for (const DiscoveredPrimitive &p : found) {
        batched.push_back(std::make_unique<PrimitiveStateRead>(p, StateLimits{}, m_nowMs));
        batch.add(batched.back().get());
    }
    batch.runBlocking(*m_redis);
    QVERIFY(batch.finished());
    for (size_t i = 0; i < batched.size(); ++i) {
        QVERIFY(!batch.errors().at(qsizetype(i)).isError());
        PrimitiveStateRead alone(found.at(qsizetype(i)), StateLimits{}, m_nowMs);
        VERIFY_OK(alone.runBlocking(*m_redis));
        compareStates(batched[i]->state(), alone.state());
        if (QTest::currentTestFailed())
            return;
    }
}

void TestInspectorReadBatch::budgetBoundsEachRoundTrip_data()
{
    QTest::addColumn<int>("budget");
    QTest::newRow("2") << 2;
    QTest::newRow("7") << 7;
    QTest::newRow("50") << 50;
    QTest::newRow("333") << 333;
}

void TestInspectorReadBatch::budgetBoundsEachRoundTrip()
{
    QFETCH(int, budget);
    // 40 reads of 3 steps, each request 1 to 5 commands.
    std::vector<std::unique_ptr<EchoRead>> reads;
    InspectorReadBatch batch(budget);
    qsizetype total = 0;
    for (int i = 0; i < 40; ++i) {
        const int width = 1 + i % 5;
        reads.push_back(std::make_unique<EchoRead>("r" + QByteArray::number(i), 3, width));
        batch.add(reads.back().get());
        total += 3 * width;
    }
    const Trips t = drive(batch);
    QVERIFY(batch.finished());
    QCOMPARE(t.commands, total);
    // Within the budget, unless one read's request alone is larger (then it goes alone).
    QVERIFY2(t.largest <= qMax(budget, 5), qPrintable(QString::number(t.largest)));
    // And the round trips are filled: never more than twice the minimum, plus a step per read
    // that must wait for its previous step.
    QVERIFY2(t.roundTrips <= 2 * ((total + budget - 1) / budget) + 3,
             qPrintable(QString::number(t.roundTrips)));
    for (const auto &r : reads) {
        QCOMPARE(r->steps(), 3);
        QCOMPARE(r->handled, 3);
    }
    for (const RedisError &e : batch.errors())
        QVERIFY2(!e.isError(), qPrintable(e.toString()));
}

void TestInspectorReadBatch::budgetSmallerThanOneRequestStillMakesProgress()
{
    const QList<DiscoveredPrimitive> found = populate();
    if (QTest::currentTestFailed())
        return;
    // The semaphores and delayed queues: requests of several commands each.
    QList<DiscoveredPrimitive> several;
    for (const DiscoveredPrimitive &p : found)
        if (p.kind != PrimitiveKind::Lock)
            several << p;
    QCOMPARE(several.size(), 6);

    Trips alone;
    std::vector<std::unique_ptr<PrimitiveStateRead>> singles;
    for (const DiscoveredPrimitive &p : several) {
        singles.push_back(std::make_unique<PrimitiveStateRead>(p, StateLimits{}, m_nowMs));
        const Trips t = driveAlone(*singles.back());
        alone.roundTrips += t.roundTrips;
        alone.commands += t.commands;
        alone.largest = qMax(alone.largest, t.largest);
    }
    QVERIFY2(alone.largest > 1, "the reads' requests should hold several commands");

    std::vector<std::unique_ptr<PrimitiveStateRead>> batched;
    InspectorReadBatch batch(1);
    for (const DiscoveredPrimitive &p : several) {
        batched.push_back(std::make_unique<PrimitiveStateRead>(p, StateLimits{}, m_nowMs));
        batch.add(batched.back().get());
    }
    const Trips t = drive(batch);
    QVERIFY(batch.finished());
    // Each round trip carries exactly one read's whole request: never split, never stuck.
    QCOMPARE(t.roundTrips, alone.roundTrips);
    QCOMPARE(t.commands, alone.commands);
    QCOMPARE(t.largest, alone.largest);
    for (size_t i = 0; i < batched.size(); ++i) {
        QVERIFY(!batch.errors().at(qsizetype(i)).isError());
        compareStates(batched[i]->state(), singles[i]->state());
    }
}

void TestInspectorReadBatch::repliesReachTheReadThatAskedForThem_data()
{
    QTest::addColumn<int>("budget");
    QTest::newRow("1") << 1;
    QTest::newRow("3") << 3;
    QTest::newRow("4") << 4;
    QTest::newRow("11") << 11;
    QTest::newRow("1000") << 1000;
}

void TestInspectorReadBatch::repliesReachTheReadThatAskedForThem()
{
    QFETCH(int, budget);
    // Reads of different lengths and widths: some finish early, others are held back by the
    // budget and resumed in the next round trip.
    std::vector<std::unique_ptr<EchoRead>> reads;
    InspectorReadBatch batch(budget);
    for (int i = 0; i < 25; ++i) {
        reads.push_back(
            std::make_unique<EchoRead>("e" + QByteArray::number(i), 1 + i % 4, 1 + (i * 7) % 6));
        batch.add(reads.back().get());
    }
    drive(batch);
    QVERIFY(batch.finished());
    const QList<RedisError> errors = batch.errors();
    for (size_t i = 0; i < reads.size(); ++i) {
        QVERIFY2(!errors.at(qsizetype(i)).isError(),
                 qPrintable(errors.at(qsizetype(i)).toString()));
        QCOMPARE(reads[i]->steps(), 1 + int(i) % 4);
        // A request held back for the next round trip is not asked for again.
        QCOMPARE(reads[i]->asked, reads[i]->steps());
    }
}

void TestInspectorReadBatch::oneReadsErrorStopsOnlyThatRead()
{
    const QList<DiscoveredPrimitive> found = populate();
    if (QTest::currentTestFailed())
        return;
    VERIFY_OK(m_redis->command({"SET", "a-string", "x"}));
    EchoRead before("before", 3, 2);
    OneCommandRead failing({"PING"},
                           RedisError(Kind::UnexpectedReply, QStringLiteral("cannot read this")));
    OneCommandRead wrongType({"LLEN", "a-string"});
    OneCommandRead fine({"GET", "a-string"});
    EchoRead after("after", 3, 2);

    InspectorReadBatch batch(50);
    batch.add(&before);
    batch.add(&failing);
    batch.add(&wrongType);
    std::vector<std::unique_ptr<PrimitiveStateRead>> states;
    for (const DiscoveredPrimitive &p : found.mid(0, 20)) {
        states.push_back(std::make_unique<PrimitiveStateRead>(p, StateLimits{}, m_nowMs));
        batch.add(states.back().get());
    }
    batch.add(&fine);
    batch.add(&after);
    drive(batch);
    QVERIFY(batch.finished());

    const QList<RedisError> errors = batch.errors();
    QCOMPARE(errors.size(), 25);
    QCOMPARE(errors.at(1).kind(), Kind::UnexpectedReply);
    QCOMPARE(errors.at(1).message(), QStringLiteral("cannot read this"));
    QCOMPARE(errors.at(2).kind(), Kind::WrongType);
    for (qsizetype i = 0; i < errors.size(); ++i)
        if (i != 1 && i != 2)
            QVERIFY2(!errors.at(i).isError(), qPrintable(errors.at(i).toString()));
    // The failed reads were not asked again; the others ran to their end.
    QCOMPARE(failing.asked, 1);
    QCOMPARE(failing.handled, 1);
    QCOMPARE(wrongType.asked, 1);
    QCOMPARE(before.steps(), 3);
    QCOMPARE(after.steps(), 3);
    QCOMPARE(fine.reply.bytes(), QByteArray("x"));
    for (const auto &s : states) {
        QVERIFY(s->finished());
        QVERIFY(s->state().holder.has_value());
    }
}

void TestInspectorReadBatch::connectionFailureStopsEveryReadWithThatError()
{
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    ConnectionOptions o = m_server->connectionOptions();
    o.port = closed.serverPort();
    closed.close(); // nothing listens there now: connections are refused
    RedisConnection nowhere(o);

    DiscoveredPrimitive lock;
    lock.kind = PrimitiveKind::Lock;
    lock.family = QStringLiteral("coordscope-token-lock");
    lock.name = "l";
    lock.keys << DiscoveredKey{"cs:{l}:lock", KeyRole::Lock,   {},     "string",
                               1000,          ScoreUnit::None, "token"};
    PrimitiveStateRead state(lock, StateLimits{}, 1);
    EchoRead echo("e", 3, 2);
    InspectorReadBatch batch;
    batch.add(&state);
    batch.add(&echo);
    batch.runBlocking(nowhere);
    QVERIFY(batch.finished());
    for (const RedisError &e : batch.errors())
        QVERIFY2(e.isConnectionError(), qPrintable(e.toString()));
    QCOMPARE(echo.handled, 1);
}

void TestInspectorReadBatch::finishedAndSilentReadsEndTheBatch()
{
    InspectorReadBatch empty;
    QVERIFY(empty.finished());
    QVERIFY(empty.nextRequest().isEmpty());
    empty.runBlocking(*m_redis);
    QVERIFY(empty.errors().isEmpty());

    DoneRead done;
    SilentRead silent;
    OneCommandRead ping({"PING"});
    InspectorReadBatch batch;
    batch.add(&done);
    batch.add(&silent);
    batch.add(&ping);
    batch.runBlocking(*m_redis);
    QVERIFY(batch.finished());
    QCOMPARE(done.asked, 0);
    QCOMPARE(silent.asked, 1);
    QCOMPARE(silent.handled, 0);
    QCOMPARE(ping.reply.bytes(), QByteArray("PONG"));
    for (const RedisError &e : batch.errors())
        QVERIFY(!e.isError());
}

QTEST_GUILESS_MAIN(TestInspectorReadBatch)
#include "tst_inspectorreadbatch.moc"
