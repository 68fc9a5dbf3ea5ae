#include "redisconnection.h"
#include "redlock.h"
#include "testredis.h"

#include <QAtomicInt>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QMutex>
#include <QSemaphore>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QThread>

using Kind = RedisError::Kind;
using Outcome = RedlockNodeResult::Outcome;

namespace {
constexpr int kNodes = 5;
// Node timeouts: small, as Redlock needs, with room for a loaded test machine.
constexpr int kNodeTimeoutMs = 100;

using Connections = std::vector<std::unique_ptr<RedisConnection>>;

QList<RedisConnection *> pointers(const Connections &connections)
{
    QList<RedisConnection *> list;
    for (const auto &c : connections)
        list << c.get();
    return list;
}

int count(const QList<RedlockNodeResult> &report, Outcome outcome)
{
    return int(std::count_if(report.cbegin(), report.cend(),
                             [&](const RedlockNodeResult &r) { return r.outcome == outcome; }));
}

QString describe(const QList<RedlockNodeResult> &report)
{
    QStringList lines;
    for (const auto &r : report)
        lines << QStringLiteral("%1 %2 %3 µs %4")
                     .arg(r.endpoint, RedlockNodeResult::outcomeName(r.outcome))
                     .arg(r.latencyUs)
                     .arg(r.error.toString() + r.detail);
    return lines.join(QStringLiteral("; "));
}

// A port nothing listens on: connecting is refused at once.
quint16 closedPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}
// Listeners that take connections and read what is sent but never answer, on a thread of their
// own; each notes when its first request arrived.
class SilentNodes
{
public:
    explicit SilentNodes(int count)
        : m_firstRequestMs(count, -1)
    {
        m_clock.start();
        QSemaphore listening;
        m_thread.reset(QThread::create([this, count, &listening] {
            std::vector<std::unique_ptr<QTcpServer>> servers;
            for (int i = 0; i < count; ++i) {
                servers.push_back(std::make_unique<QTcpServer>());
                QTcpServer *server = servers.back().get();
                server->listen(QHostAddress::LocalHost, 0);
                m_ports.append(server->serverPort());
                QObject::connect(server, &QTcpServer::newConnection, server, [this, i, server] {
                    while (QTcpSocket *socket = server->nextPendingConnection())
                        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, i, socket] {
                            socket->readAll();
                            QMutexLocker locked(&m_mutex);
                            if (m_firstRequestMs[i] < 0)
                                m_firstRequestMs[i] = m_clock.elapsed();
                        });
                });
            }
            listening.release();
            QEventLoop().exec(); // until the thread is told to quit
        }));
        m_thread->start();
        listening.acquire();
    }
    ~SilentNodes()
    {
        m_thread->quit();
        m_thread->wait();
    }

    const QList<quint16> &ports() const { return m_ports; }
    // Per listener, the ms from the start to its first request; -1: none came.
    QList<qint64> firstRequestMs() const
    {
        QMutexLocker locked(&m_mutex);
        return m_firstRequestMs;
    }

private:
    QElapsedTimer m_clock;
    mutable QMutex m_mutex;
    QList<qint64> m_firstRequestMs;
    QList<quint16> m_ports;
    std::unique_ptr<QThread> m_thread;
};
} // namespace

class TestRedlock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void acquireNeedsAMajority_data();
    void acquireNeedsAMajority();
    void everyNodeDownIsAnError();
    void validityIsLessThanTheTtl_data();
    void validityIsLessThanTheTtl();
    void ttlTooShortForTheDriftIsNeverGranted();
    void nonPositiveTtlIsInvalid_data();
    void nonPositiveTtlIsInvalid();
    void badNodeListIsInvalid_data();
    void badNodeListIsInvalid();
    void slowNodeIsAnErrorWithinTheNodeTimeout_data();
    void slowNodeIsAnErrorWithinTheNodeTimeout();
    void nodesAreAskedAtOnce();
    void extendSucceedsWithAMajorityAfterANodeStops();
    void extendWithoutAMajorityLosesAndReleasesTheLock();
    void releaseFreesEveryNode();
    void statusNeedsTheSameHolderOnAMajority();
    void secondClientIsRefusedAndLeavesTheHolderAlone();
    void concurrentClientsNeverHoldTheLockTogether();

private:
    Connections connectToNodes(int timeoutMs = kNodeTimeoutMs) const;
    // GET key on server i, through a connection of its own.
    Result<RedisReply> getOn(int i, const QByteArray &key) const;

    std::vector<TestRedis::Server> m_servers;
};

void TestRedlock::initTestCase()
{
    for (int i = 0; i < kNodes; ++i) {
        auto server = TestRedis::start();
        QVERIFY2(server.ok(), qPrintable(server.error().toString()));
        m_servers.push_back(std::move(server).value());
    }
}

void TestRedlock::init()
{
    for (auto &server : m_servers) {
        if (!server->isRunning()) {
            const auto restarted = server->restart();
            QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
        }
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.command({"FLUSHALL"}).ok());
    }
}

Connections TestRedlock::connectToNodes(int timeoutMs) const
{
    Connections connections;
    for (const auto &server : m_servers) {
        ConnectionOptions o = server->connectionOptions();
        o.connectTimeoutMs = timeoutMs;
        o.commandTimeoutMs = timeoutMs;
        connections.push_back(std::make_unique<RedisConnection>(o));
    }
    return connections;
}

Result<RedisReply> TestRedlock::getOn(int i, const QByteArray &key) const
{
    RedisConnection c(m_servers.at(i)->connectionOptions());
    return c.command({"GET", key});
}

void TestRedlock::acquireNeedsAMajority_data()
{
    QTest::addColumn<int>("stopped");
    QTest::addColumn<bool>("acquired");
    QTest::addColumn<int>("yes");
    QTest::addColumn<int>("errors");
    QTest::newRow("all five up") << 0 << true << 5 << 0;
    QTest::newRow("two stopped") << 2 << true << 3 << 2;
    QTest::newRow("three stopped") << 3 << false << 2 << 3;
}

void TestRedlock::acquireNeedsAMajority()
{
    QFETCH(int, stopped);
    QFETCH(bool, acquired);
    QFETCH(int, yes);
    QFETCH(int, errors);
    const Connections nodes = connectToNodes();
    for (auto &c : nodes)
        QVERIFY(c->connect().ok());
    for (int i = 0; i < stopped; ++i)
        m_servers.at(i)->kill();
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY2(lock.ok(), qPrintable(lock.error().toString()));

    const auto hold = lock.value()->tryAcquire(10000);
    const auto &report = lock.value()->lastAttempt();
    QVERIFY2(hold.ok(), qPrintable(hold.error().toString()));
    QVERIFY2(hold->acquired == acquired, qPrintable(hold->detail + u' ' + describe(report)));
    QCOMPARE(report.size(), kNodes);
    QCOMPARE(count(report, Outcome::Yes), yes);
    QCOMPARE(count(report, Outcome::Error), errors);
    for (int i = 0; i < kNodes; ++i) {
        QCOMPARE(report.at(i).endpoint, nodes.at(i)->options().endpoint());
        QCOMPARE(report.at(i).outcome, i < stopped ? Outcome::Error : Outcome::Yes);
        QCOMPARE(report.at(i).error.isError(), i < stopped);
        QVERIFY(report.at(i).latencyUs > 0);
    }
    QVERIFY2(hold->detail.contains(QStringLiteral("%1 of 5").arg(yes)), qPrintable(hold->detail));
    QVERIFY(hold->validityMs < 10000);
    // Acquired: the token is on every live node. Not acquired: nothing is left behind.
    for (int i = stopped; i < kNodes; ++i) {
        const auto value = getOn(i, lock.value()->key());
        QVERIFY(value.ok());
        if (acquired)
            QCOMPARE(value->bytes(), hold->token);
        else
            QVERIFY2(value->isNil(), qPrintable(value->summary()));
    }
}

void TestRedlock::everyNodeDownIsAnError()
{
    const Connections nodes = connectToNodes();
    for (auto &server : m_servers)
        server->kill();
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());
    const auto hold = lock.value()->tryAcquire(10000);
    QVERIFY(!hold.ok());
    QCOMPARE(hold.error().kind(), Kind::Io);
    QVERIFY2(hold.error().message().contains(u"no Redlock node answered"),
             qPrintable(hold.error().message()));
    QCOMPARE(count(lock.value()->lastAttempt(), Outcome::Error), kNodes);
}

void TestRedlock::validityIsLessThanTheTtl_data()
{
    QTest::addColumn<qint64>("ttlMs");
    QTest::newRow("50 ms") << qint64(50);
    QTest::newRow("1 s") << qint64(1000);
    QTest::newRow("30 s") << qint64(30000);
}

void TestRedlock::validityIsLessThanTheTtl()
{
    QFETCH(qint64, ttlMs);
    const Connections nodes = connectToNodes();
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());
    QElapsedTimer clock;
    clock.start();
    const auto hold = lock.value()->tryAcquire(ttlMs);
    const qint64 elapsedMs = clock.elapsed();
    QVERIFY(hold.ok());
    QVERIFY2(hold->acquired, qPrintable(hold->detail));
    QCOMPARE(hold->ttlMs, ttlMs);
    QVERIFY(hold->validityMs > 0);
    QVERIFY2(hold->validityMs <= ttlMs - Redlock::driftMs(ttlMs),
             qPrintable(QString::number(hold->validityMs)));
    QVERIFY(hold->validityMs >= ttlMs - Redlock::driftMs(ttlMs) - elapsedMs - 1);
    QVERIFY(hold->acquiredAtUs > 0);
}

void TestRedlock::ttlTooShortForTheDriftIsNeverGranted()
{
    const Connections nodes = connectToNodes();
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());
    const qint64 ttlMs = Redlock::driftMs(1); // nothing left after the drift
    const auto hold = lock.value()->tryAcquire(ttlMs);
    QVERIFY(hold.ok());
    QVERIFY(!hold->acquired);
    QVERIFY2(hold->detail.contains(u"no validity"), qPrintable(hold->detail));
    for (int i = 0; i < kNodes; ++i)
        QVERIFY(getOn(i, lock.value()->key())->isNil());
}

void TestRedlock::nonPositiveTtlIsInvalid_data()
{
    QTest::addColumn<qint64>("ttlMs");
    QTest::newRow("zero") << qint64(0);
    QTest::newRow("negative") << qint64(-1);
}

void TestRedlock::nonPositiveTtlIsInvalid()
{
    QFETCH(qint64, ttlMs);
    const Connections nodes = connectToNodes();
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());
    QCOMPARE(lock.value()->tryAcquire(ttlMs).error().kind(), Kind::InvalidArgument);
    LockAcquireOptions options;
    options.ttlMs = ttlMs;
    QCOMPARE(lock.value()->acquire(options).error().kind(), Kind::InvalidArgument);
    const auto hold = lock.value()->tryAcquire(10000);
    QVERIFY(hold.ok() && hold->acquired);
    QCOMPARE(lock.value()->extend(*hold, ttlMs).error().kind(), Kind::InvalidArgument);
    QCOMPARE(getOn(0, lock.value()->key())->bytes(), hold->token);
}

void TestRedlock::badNodeListIsInvalid_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("no node") << QStringLiteral("empty");
    QTest::newRow("a null connection") << QStringLiteral("null");
    QTest::newRow("one node twice") << QStringLiteral("twice");
    QTest::newRow("a name with braces") << QStringLiteral("name");
    QTest::newRow("one server under two databases and names") << QStringLiteral("samehost");
}

void TestRedlock::badNodeListIsInvalid()
{
    QFETCH(QString, what);
    const Connections nodes = connectToNodes();
    QList<RedisConnection *> list = pointers(nodes);
    QByteArray name = "job";
    if (what == u"empty")
        list.clear();
    else if (what == u"null")
        list[2] = nullptr;
    else if (what == u"twice")
        list[2] = list[1];
    std::unique_ptr<RedisConnection> alias;
    if (what == u"samehost") {
        ConnectionOptions o = m_servers.at(1)->connectionOptions();
        o.host = QStringLiteral("localhost");
        o.db = 3;
        alias = std::make_unique<RedisConnection>(o);
        list[2] = alias.get();
    } else if (what == u"name") {
        name = "{job}";
    }
    const auto lock = Redlock::create(list, KeySpace(), name);
    QVERIFY(!lock.ok());
    QCOMPARE(lock.error().kind(), Kind::InvalidArgument);
}

void TestRedlock::slowNodeIsAnErrorWithinTheNodeTimeout_data()
{
    QTest::addColumn<bool>("silent");
    QTest::addColumn<Kind>("kind");
    QTest::newRow("closed port") << false << Kind::Io;
    QTest::newRow("listener that never answers") << true << Kind::Timeout;
}

void TestRedlock::slowNodeIsAnErrorWithinTheNodeTimeout()
{
    QFETCH(bool, silent);
    QFETCH(Kind, kind);
    constexpr int timeoutMs = 50;
    // The kernel completes the handshake for the listen backlog; nothing ever reads or answers.
    QTcpServer silentListener;
    QVERIFY(silentListener.listen(QHostAddress::LocalHost, 0));
    Connections nodes = connectToNodes(timeoutMs);
    ConnectionOptions dead = nodes.front()->options();
    dead.port = silent ? silentListener.serverPort() : closedPort();
    nodes.front() = std::make_unique<RedisConnection>(dead);
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());

    QElapsedTimer clock;
    clock.start();
    const auto hold = lock.value()->tryAcquire(10000);
    const qint64 elapsedMs = clock.elapsed();
    const auto &report = lock.value()->lastAttempt();
    QVERIFY(hold.ok());
    QVERIFY2(hold->acquired, qPrintable(hold->detail + u' ' + describe(report)));
    QCOMPARE(report.first().outcome, Outcome::Error);
    QCOMPARE(report.first().error.kind(), kind);
    QCOMPARE(count(report, Outcome::Yes), kNodes - 1);
    qInfo("whole attempt: %lld ms; dead node: %lld µs", elapsedMs, report.first().latencyUs);
    QVERIFY2(report.first().latencyUs < 3 * timeoutMs * 1000,
             qPrintable(QString::number(report.first().latencyUs)));
    QVERIFY2(elapsedMs < 500, qPrintable(QString::number(elapsedMs)));
    QVERIFY(hold->validityMs > 10000 - Redlock::driftMs(10000) - 500);
}

void TestRedlock::nodesAreAskedAtOnce()
{
    // Nodes that never answer: asked one after another, node k would get its request only when
    // node k-1's timeout had run out, and the attempt (with the release that follows a failed
    // one) would take 2 * kNodes timeouts.
    constexpr int timeoutMs = 500;
    const SilentNodes silent(kNodes);
    Connections nodes;
    for (const quint16 port : silent.ports()) {
        ConnectionOptions o = m_servers.front()->connectionOptions();
        o.port = port;
        o.connectTimeoutMs = timeoutMs;
        o.commandTimeoutMs = timeoutMs;
        nodes.push_back(std::make_unique<RedisConnection>(o));
    }
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());

    QElapsedTimer clock;
    clock.start();
    const auto hold = lock.value()->tryAcquire(60000);
    const qint64 elapsedMs = clock.elapsed();
    QVERIFY(!hold.ok());
    QCOMPARE(hold.error().kind(), Kind::Timeout);
    const auto &report = lock.value()->lastAttempt();
    QCOMPARE(report.size(), kNodes);
    for (const auto &r : report) {
        QCOMPARE(r.outcome, Outcome::Error);
        QCOMPARE(r.error.kind(), Kind::Timeout);
        // Each waited its own timeout, side by side with the others.
        QVERIFY2(r.latencyUs >= (timeoutMs - 20) * 1000, qPrintable(describe(report)));
    }
    const QList<qint64> firsts = silent.firstRequestMs();
    QVERIFY2(!firsts.contains(-1), qPrintable(describe(report)));
    const auto [earliest, latest] = std::minmax_element(firsts.cbegin(), firsts.cend());
    qInfo("requests reached the nodes within %lld ms; the attempt took %lld ms",
          *latest - *earliest, elapsedMs);
    QVERIFY2(*latest - *earliest < timeoutMs, qPrintable(describe(report)));
    // The attempt and its release: two timeouts at once, not 2 * kNodes = 10 one after another.
    QVERIFY2(elapsedMs < 5 * timeoutMs, qPrintable(QString::number(elapsedMs)));
}

void TestRedlock::extendSucceedsWithAMajorityAfterANodeStops()
{
    const Connections nodes = connectToNodes();
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());
    const auto hold = lock.value()->tryAcquire(2000);
    QVERIFY(hold.ok() && hold->acquired);

    m_servers.at(0)->kill();
    const auto extended = lock.value()->extend(*hold, 30000);
    const auto &report = lock.value()->lastAttempt();
    QVERIFY2(extended.ok(), qPrintable(extended.error().toString()));
    QVERIFY2(extended->acquired, qPrintable(extended->detail + u' ' + describe(report)));
    QCOMPARE(count(report, Outcome::Yes), 4);
    QCOMPARE(report.first().outcome, Outcome::Error);
    QCOMPARE(extended->ttlMs, qint64(30000));
    QVERIFY(extended->validityMs > 0 && extended->validityMs < 30000);
    QCOMPARE(extended->token, hold->token);
    for (int i = 1; i < kNodes; ++i) {
        RedisConnection c(m_servers.at(i)->connectionOptions());
        QVERIFY(c.command({"PTTL", lock.value()->key()})->integerValue() > 20000);
    }
    const auto released = lock.value()->release(*extended);
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, LockRelease::Outcome::Released);
}

void TestRedlock::extendWithoutAMajorityLosesAndReleasesTheLock()
{
    const Connections nodes = connectToNodes();
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());
    const auto hold = lock.value()->tryAcquire(10000);
    QVERIFY(hold.ok() && hold->acquired);
    // The key expired on three nodes (as after a long pause).
    for (int i = 0; i < 3; ++i) {
        RedisConnection c(m_servers.at(i)->connectionOptions());
        QVERIFY(c.command({"DEL", lock.value()->key()}).ok());
    }
    const auto extended = lock.value()->extend(*hold, 10000);
    QVERIFY(extended.ok());
    QVERIFY(!extended->acquired);
    QVERIFY2(extended->detail.startsWith(u"lost"), qPrintable(extended->detail));
    QCOMPARE(count(lock.value()->lastAttempt(), Outcome::Yes), 2);
    QCOMPARE(count(lock.value()->lastAttempt(), Outcome::No), 3);
    for (int i = 0; i < kNodes; ++i)
        QVERIFY(getOn(i, lock.value()->key())->isNil());
}

void TestRedlock::releaseFreesEveryNode()
{
    const Connections nodes = connectToNodes();
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());
    const auto hold = lock.value()->tryAcquire(10000);
    QVERIFY(hold.ok() && hold->acquired);

    const auto released = lock.value()->release(*hold);
    QVERIFY(released.ok());
    QCOMPARE(released->outcome, LockRelease::Outcome::Released);
    QVERIFY(released->releasedAtUs >= hold->acquiredAtUs);
    QCOMPARE(count(lock.value()->lastAttempt(), Outcome::Yes), kNodes);
    for (int i = 0; i < kNodes; ++i)
        QVERIFY(getOn(i, lock.value()->key())->isNil());

    const auto again = lock.value()->release(*hold);
    QVERIFY(again.ok());
    QCOMPARE(again->outcome, LockRelease::Outcome::Lost);
    QCOMPARE(count(lock.value()->lastAttempt(), Outcome::No), kNodes);
}

void TestRedlock::statusNeedsTheSameHolderOnAMajority()
{
    const Connections nodes = connectToNodes();
    auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
    QVERIFY(lock.ok());
    const auto free = lock.value()->status();
    QVERIFY(free.ok());
    QVERIFY(!free->held);
    QCOMPARE(free->layout, QStringLiteral("redlock"));

    const auto hold = lock.value()->tryAcquire(10000);
    QVERIFY(hold.ok() && hold->acquired);
    m_servers.at(0)->kill();
    m_servers.at(1)->kill();
    const auto three = lock.value()->status();
    QVERIFY(three.ok());
    QVERIFY(three->held);
    QCOMPARE(three->holder, hold->token);
    QVERIFY(three->ttlMs > 0 && three->ttlMs <= 10000);

    RedisConnection c(m_servers.at(2)->connectionOptions());
    QVERIFY(c.command({"SET", lock.value()->key(), "someone else"}).ok());
    const auto two = lock.value()->status();
    QVERIFY(two.ok());
    QVERIFY(!two->held);
    QCOMPARE(count(lock.value()->lastAttempt(), Outcome::Yes), 3);
}

void TestRedlock::secondClientIsRefusedAndLeavesTheHolderAlone()
{
    const Connections nodesA = connectToNodes();
    const Connections nodesB = connectToNodes();
    auto a = Redlock::create(pointers(nodesA), KeySpace(), "job");
    auto b = Redlock::create(pointers(nodesB), KeySpace(), "job");
    QVERIFY(a.ok() && b.ok());
    const auto holdA = a.value()->tryAcquire(10000);
    QVERIFY(holdA.ok() && holdA->acquired);

    const auto holdB = b.value()->tryAcquire(10000);
    QVERIFY(holdB.ok());
    QVERIFY(!holdB->acquired);
    const auto &report = b.value()->lastAttempt();
    QCOMPARE(count(report, Outcome::No), kNodes);
    QVERIFY2(report.first().detail.contains(QString::fromLatin1(holdA->token)),
             qPrintable(report.first().detail));
    // B's clean-up is compare-and-delete: A's keys stay.
    for (int i = 0; i < kNodes; ++i)
        QCOMPARE(getOn(i, a.value()->key())->bytes(), holdA->token);

    QVERIFY(a.value()->release(*holdA).ok());
    const auto after = b.value()->tryAcquire(10000);
    QVERIFY(after.ok());
    QVERIFY(after->acquired);
}

void TestRedlock::concurrentClientsNeverHoldTheLockTogether()
{
    constexpr int rounds = 25;
    QAtomicInt inside;
    QAtomicInt overlaps;
    QAtomicInt granted;
    QAtomicInt contended; // acquisitions that needed more than one attempt
    QStringList failures;
    QMutex failuresMutex;
    auto client = [&] {
        // Connections belong to the thread that uses them.
        const Connections nodes = connectToNodes();
        auto lock = Redlock::create(pointers(nodes), KeySpace(), "job");
        LockAcquireOptions options;
        options.ttlMs = 5000;
        options.waitMs = 10000;
        options.retryDelayMs = 1;
        options.retryJitterMs = 3;
        for (int i = 0; i < rounds && lock.ok(); ++i) {
            const auto hold = lock.value()->acquire(options);
            if (!hold || !hold->acquired) {
                QMutexLocker locker(&failuresMutex);
                failures << (hold ? hold->detail : hold.error().toString());
                continue;
            }
            granted.fetchAndAddRelaxed(1);
            if (hold->attempts > 1)
                contended.fetchAndAddRelaxed(1);
            if (inside.fetchAndAddOrdered(1) != 0)
                overlaps.fetchAndAddRelaxed(1);
            QThread::usleep(2000);
            inside.fetchAndAddOrdered(-1);
            const auto released = lock.value()->release(*hold);
            if (!released || released->outcome != LockRelease::Outcome::Released) {
                QMutexLocker locker(&failuresMutex);
                failures << QStringLiteral("release: ") +
                                (released ? released->detail : released.error().toString());
            }
            QThread::usleep(1000); // give the other client its turn
        }
    };
    std::unique_ptr<QThread> first(QThread::create(client));
    std::unique_ptr<QThread> second(QThread::create(client));
    first->start();
    second->start();
    QVERIFY(first->wait(60000));
    QVERIFY(second->wait(60000));
    qInfo("%d of %d acquisitions had to retry", contended.loadRelaxed(), 2 * rounds);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(overlaps.loadRelaxed(), 0);
    QCOMPARE(granted.loadRelaxed(), 2 * rounds);
}

QTEST_GUILESS_MAIN(TestRedlock)
#include "tst_redlock.moc"
