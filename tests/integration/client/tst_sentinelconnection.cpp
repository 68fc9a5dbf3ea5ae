#include "clirun.h"
#include "commandlog.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "redissentinelprocess.h"
#include "testredis.h"
#include "verifyok.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;

// RedisConnection through Redis Sentinel on a real local deployment (a master, 2 replicas, 3
// sentinels, every side with its own password): the master found and checked, errors that name
// the side that failed, and failovers followed, both a killed master and a manual
// SENTINEL FAILOVER (the old master then answers READONLY: a Failover error naming the new one).
class TestSentinelConnection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void findsTheMasterThroughTheSentinels();
    void readOnlyWithReplicaReadsFromAReplica();
    void wrongSentinelPasswordNamesTheSentinel();
    void wrongDataPasswordNamesTheMaster();
    void unknownMasterNameIsSaid();
    void noSentinelReachableIsSaid();
    void deadSentinelIsSkipped();
    void cliWorksThroughTheSentinels();
    void asyncClientFindsTheMasterWithoutBlocking();
    void manualFailoverIsFollowed();
    void killedMasterIsFollowedAfterTheFailover();
    void masterTurnedReplicaIsAFailoverError();

private:
    ConnectionOptions url() const { return m_deployment->sentinelUrl(); }
    // Waits until the sentinels name another master than `old`; returns it.
    QString waitForNewMaster(const QString &old, int timeoutMs);

    std::unique_ptr<RedisSentinelProcess> m_deployment;
};

namespace {
constexpr int DownAfterMs = 1000;
constexpr int FailoverTimeoutMs = 3000;
} // namespace

void TestSentinelConnection::initTestCase()
{
    auto started = TestRedis::startSentinel(DownAfterMs, FailoverTimeoutMs);
    VERIFY_OK(started);
    m_deployment = std::move(started.value());
}

QString TestSentinelConnection::waitForNewMaster(const QString &old, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        const auto now = m_deployment->masterAddress();
        if (now && *now != old)
            return *now;
        QThread::msleep(100);
    }
    return {};
}

void TestSentinelConnection::findsTheMasterThroughTheSentinels()
{
    const QString master = QStringLiteral("127.0.0.1:%1").arg(m_deployment->dataNode(0)->port());
    RedisConnection c(url());
    VERIFY_OK(c.command({"SET", "sentinel:key", "v"}));
    QCOMPARE(c.options().address(), master);
    QVERIFY(!c.options().isSentinel());
    const auto role = c.command({"ROLE"});
    VERIFY_OK(role);
    QCOMPARE(role->elements().first().bytes(), QByteArray("master"));
    // The URL forms parse to the same deployment.
    const auto parsed = ConnectionOptions::fromUrl(url().toUrl(true));
    VERIFY_OK(parsed);
    QCOMPARE(*parsed, url());
    RedisConnection again(*parsed);
    QCOMPARE(again.command({"GET", "sentinel:key"})->bytes(), QByteArray("v"));
}

void TestSentinelConnection::readOnlyWithReplicaReadsFromAReplica()
{
    RedisConnection writer(url());
    VERIFY_OK(writer.command({"SET", "sentinel:replicated", "1"}));
    const auto acknowledged = writer.command({"WAIT", "2", "5000"});
    VERIFY_OK(acknowledged);
    QCOMPARE(acknowledged->integerValue(), 2); // on both replicas, whichever is read
    ConnectionOptions o = url();
    o.readOnly = true;
    o.readFromReplicas = true;
    RedisConnection reader(o);
    const auto value = reader.command({"GET", "sentinel:replicated"});
    VERIFY_OK(value);
    QCOMPARE(value->bytes(), QByteArray("1"));
    QVERIFY(reader.options().address() != writer.options().address());
    const auto role = reader.command({"ROLE"});
    VERIFY_OK(role);
    QCOMPARE(role->elements().first().bytes(), QByteArray("slave"));
    // Read-only mode refuses a write before sending it.
    QCOMPARE(reader.command({"SET", "sentinel:replicated", "2"}).error().kind(),
             RedisError::Kind::ReadOnly);
}

void TestSentinelConnection::wrongSentinelPasswordNamesTheSentinel()
{
    ConnectionOptions o = url();
    o.sentinelPassword = QStringLiteral("wrong");
    o.moreSeeds.clear();
    RedisConnection c(o);
    const auto r = c.command({"PING"});
    QVERIFY(!r);
    QCOMPARE(r.error().kind(), RedisError::Kind::Auth);
    const QString expected = QStringLiteral("sentinel 127.0.0.1:%1 refused AUTH").arg(o.port);
    QVERIFY2(r.error().message().startsWith(expected), qPrintable(r.error().message()));
    QVERIFY2(!r.error().message().contains(u"wrong"_s), "the password is not quoted");
}

void TestSentinelConnection::wrongDataPasswordNamesTheMaster()
{
    ConnectionOptions o = url();
    o.password = QStringLiteral("wrong");
    RedisConnection c(o);
    const auto r = c.command({"PING"});
    QVERIFY(!r);
    QCOMPARE(r.error().kind(), RedisError::Kind::Auth);
    const QString master = *m_deployment->masterAddress();
    QVERIFY2(r.error().message().startsWith(u"master "_s + master +
                                            u" of \"cs\" (from sentinel 127.0.0.1:"_s),
             qPrintable(r.error().message()));
    QVERIFY2(!r.error().message().contains(u"sentinel 127.0.0.1:"_s + QString::number(o.port) +
                                           u" refused"_s),
             qPrintable(r.error().message()));
}

void TestSentinelConnection::unknownMasterNameIsSaid()
{
    ConnectionOptions o = url();
    o.sentinelMaster = QStringLiteral("nosuch");
    RedisConnection c(o);
    const auto r = c.command({"PING"});
    QVERIFY(!r);
    QVERIFY2(r.error().message().startsWith(u"no sentinel answered for master \"nosuch\""_s),
             qPrintable(r.error().message()));
    QVERIFY2(r.error().message().count(u"knows no master named \"nosuch\""_s) == 3,
             qPrintable(r.error().message()));
}

void TestSentinelConnection::noSentinelReachableIsSaid()
{
    ConnectionOptions o = url();
    o.port = TestRedis::unusedPort();
    o.moreSeeds = {{QStringLiteral("127.0.0.1"), TestRedis::unusedPort()}};
    o.connectTimeoutMs = 1000;
    RedisConnection c(o);
    const auto r = c.command({"PING"});
    QVERIFY(!r);
    QVERIFY(r.error().isConnectionError());
    QVERIFY2(r.error().message().startsWith(u"no sentinel answered for master \"cs\""_s),
             qPrintable(r.error().message()));
    QCOMPARE(r.error().message().count(u"is unreachable"_s), 2);
}

// The first sentinel of the URL is down: the next one answers, and is asked first from then on.
void TestSentinelConnection::deadSentinelIsSkipped()
{
    ConnectionOptions o = url();
    o.moreSeeds.prepend({o.host, o.port});
    o.port = TestRedis::unusedPort();
    RedisConnection c(o);
    VERIFY_OK(c.command({"PING"}));
    QCOMPARE(c.options().address(), *m_deployment->masterAddress());
}

// coordscope-cli with a redis+sentinel:// URL: ping, a lock taken on the master, inspect.
void TestSentinelConnection::cliWorksThroughTheSentinels()
{
    const QString cli = QStringLiteral(CLI_PATH);
    const QString sentinelUrl = url().toUrl(true);
    const CliRun ping = CliRun::run(cli, {u"--json"_s, u"--url"_s, sentinelUrl, u"ping"_s});
    QVERIFY2(ping.exitCode == 0, ping.err.constData());
    const CliRun lock = CliRun::run(cli, {u"--url"_s, sentinelUrl, u"lock"_s, u"acquire"_s,
                                          u"sentinel-job"_s, u"--ttl"_s, u"600000"_s});
    QVERIFY2(lock.exitCode == 0, lock.err.constData());
    RedisConnection c(url());
    const auto token = c.command({"GET", "cs:{sentinel-job}:lock"});
    VERIFY_OK(token);
    QVERIFY(!token->bytes().isEmpty());
    const CliRun inspect = CliRun::run(cli, {u"--json"_s, u"--url"_s, sentinelUrl, u"inspect"_s});
    QVERIFY2(inspect.exitCode == 0, inspect.err.constData());
    QVERIFY2(inspect.out.contains("sentinel-job"), inspect.out.left(2000).constData());
    QVERIFY2(!inspect.out.contains("sentinel-secret") && !inspect.out.contains("data-secret"),
             "no password in the output");
    // `sentinel`: the master, both replicas with their lag, the two other sentinels, quorum.
    const CliRun status = CliRun::run(cli, {u"--json"_s, u"--url"_s, sentinelUrl, u"sentinel"_s});
    QVERIFY2(status.exitCode == 0, status.err.constData());
    QCOMPARE(status.json.value(u"master"_s).toString(), *m_deployment->masterAddress());
    QCOMPARE(status.json.value(u"quorum"_s).toInt(), 2);
    QVERIFY(status.json.value(u"quorum_reachable"_s).toBool());
    const QJsonArray replicas = status.json.value(u"replicas"_s).toArray();
    QCOMPARE(replicas.size(), 2);
    for (const QJsonValue &r : replicas) {
        QCOMPARE(r[u"link"_s].toString(), u"ok"_s);
        QVERIFY2(r[u"lag_bytes"_s].toInteger(-1) >= 0, "the lag is known with the data password");
    }
    QCOMPARE(status.json.value(u"other_sentinels"_s).toArray().size(), 2);
    const CliRun plain = CliRun::run(
        cli, {u"--url"_s, u"redis://127.0.0.1:%1"_s.arg(m_deployment->dataNode(0)->port()),
              u"sentinel"_s});
    QCOMPARE(plain.exitCode, 2);
    QVERIFY2(plain.err.contains("needs a Sentinel URL"), plain.err.constData());
    // A wrong sentinel password: exit status of a connection failure, the sentinel named.
    ConnectionOptions wrong = url();
    wrong.sentinelPassword = u"nope"_s;
    const CliRun refused = CliRun::run(cli, {u"--url"_s, wrong.toUrl(true), u"ping"_s});
    QVERIFY(refused.exitCode != 0);
    QVERIFY2(refused.err.contains("refused AUTH"), refused.err.constData());
}

// The GUI's client asks the sentinels on a pool thread: its event loop keeps running, and it
// connects to the master with the data password; a wrong sentinel password is its error.
void TestSentinelConnection::asyncClientFindsTheMasterWithoutBlocking()
{
    RedisClient client(url());
    QSignalSpy connected(&client, &RedisClient::connected);
    client.connectToServer();
    QCOMPARE(client.state(), RedisClient::State::Connecting);
    QVERIFY(connected.wait(10000));
    QCOMPARE(client.options().address(), *m_deployment->masterAddress());
    bool replied = false;
    client.send({"SET", "sentinel:async", "1"}, this,
                [&](const Result<RedisReply> &r) { replied = r.ok() && r->isStatus(); });
    QTRY_VERIFY(replied);

    ConnectionOptions wrong = url();
    wrong.sentinelPassword = u"nope"_s;
    RedisClient refused(wrong);
    QSignalSpy errors(&refused, &RedisClient::errorOccurred);
    refused.connectToServer();
    QVERIFY(errors.wait(10000));
    const RedisError e = errors.first().first().value<RedisError>();
    QCOMPARE(e.kind(), RedisError::Kind::Auth);
    QVERIFY2(e.message().contains(u"refused AUTH"_s), qPrintable(e.message()));
    QCOMPARE(refused.state(), RedisClient::State::Disconnected);
}

// SENTINEL FAILOVER: the sentinels make the old master a replica and close its clients; the
// connection asks them again and goes on with the new master, and the Command log says so.
void TestSentinelConnection::manualFailoverIsFollowed()
{
    CommandLog log;
    QList<CommandRecord> records;
    connect(&log, &CommandLog::recorded, this, [&](const CommandRecord &r) { records.append(r); });
    RedisConnection c(url());
    c.setCommandLog(&log);
    VERIFY_OK(c.command({"SET", "sentinel:before", "1"}));
    const QString old = c.options().address();
    ConnectionOptions sentinel = m_deployment->sentinel(0)->connectionOptions();
    sentinel.password = m_deployment->options().sentinelPassword;
    RedisConnection s(sentinel);
    VERIFY_OK(s.command({"SENTINEL", "FAILOVER", "cs"}));
    const QString now = waitForNewMaster(old, 15000);
    QVERIFY2(!now.isEmpty(), "the sentinels named no new master within 15 s");
    // The old master is demoted (its clients closed) shortly after the switch.
    RedisConnection oldMaster(c.options());
    QDeadlineTimer deadline(15000);
    QByteArray role;
    while (!deadline.hasExpired()) {
        const auto r = oldMaster.command({"ROLE"});
        role = r ? r->elements().value(0).bytes() : QByteArray();
        if (role == "slave")
            break;
        QThread::msleep(50);
    }
    QCOMPARE(role, QByteArray("slave"));
    Result<RedisReply> r = RedisError();
    for (int attempt = 0; attempt < 50 && !r; ++attempt) {
        r = c.command({"SET", "sentinel:after", "1"});
        if (!r) {
            // Closed by the demotion after it was sent, or READONLY: never silently lost.
            QVERIFY2(r.error().kind() == RedisError::Kind::Failover ||
                         r.error().isConnectionError(),
                     qPrintable(r.error().toString()));
            QThread::msleep(100);
        }
    }
    VERIFY_OK(r);
    QCOMPARE(c.options().address(), now);
    QTRY_VERIFY(std::any_of(records.cbegin(), records.cend(), [&](const CommandRecord &rec) {
        return rec.redirect == u"failover: master is now %1 (was %2)"_s.arg(now, old);
    }));
}

// A killed master: commands fail while the sentinels agree it is down and promote a replica,
// then the connection asks them again and goes on with the new master.
void TestSentinelConnection::killedMasterIsFollowedAfterTheFailover()
{
    ConnectionOptions o = url();
    o.connectTimeoutMs = 1000;
    o.commandTimeoutMs = 1000;
    RedisConnection c(o);
    VERIFY_OK(c.command({"SET", "sentinel:k", "1"}));
    const QString old = c.options().address();
    RedisServerProcess *master = nullptr;
    for (int i = 0; i < m_deployment->dataNodeCount(); ++i)
        if (u"127.0.0.1:%1"_s.arg(m_deployment->dataNode(i)->port()) == old)
            master = m_deployment->dataNode(i);
    QVERIFY(master);
    RedisClient client(o);
    QSignalSpy clientConnected(&client, &RedisClient::connected);
    QSignalSpy failovers(&client, &RedisClient::failover);
    client.connectToServer();
    QVERIFY(clientConnected.wait(10000));
    QCOMPARE(client.options().address(), old);
    master->kill();
    QElapsedTimer since;
    since.start();
    int failures = 0;
    Result<RedisReply> r = RedisError();
    // Bounded generously for a loaded machine; the time it took is printed.
    QDeadlineTimer deadline(DownAfterMs + FailoverTimeoutMs + 15000);
    while (!deadline.hasExpired()) {
        r = c.command({"SET", "sentinel:k", "2"});
        if (r)
            break;
        ++failures;
        QThread::msleep(100);
    }
    VERIFY_OK(r);
    qInfo("followed to %s %lld ms after the kill (%d failed tries)",
          qPrintable(c.options().address()), since.elapsed(), failures);
    QVERIFY(failures > 0);
    QVERIFY(c.options().address() != old);
    QCOMPARE(c.options().address(), *m_deployment->masterAddress());
    // The GUI's client reconnects through the sentinels to the same new master, and says so.
    QTRY_VERIFY_WITH_TIMEOUT(client.state() == RedisClient::State::Connected &&
                                 client.options().address() == c.options().address(),
                             15000);
    qInfo("the asynchronous client followed %lld ms after the kill", since.elapsed());
    QVERIFY(!failovers.isEmpty());
    QCOMPARE(failovers.last().first().toString(),
             u"failover: master is now %1 (was %2)"_s.arg(c.options().address(), old));
}

// A master made a replica behind the sentinels' back (no client closed): a write on the open
// connection gets READONLY, reported as a failover that did not run; the sentinels still name
// it, and ROLE at the next connect says it is not a master.
void TestSentinelConnection::masterTurnedReplicaIsAFailoverError()
{
    RedisConnection c(url());
    VERIFY_OK(c.command({"SET", "sentinel:x", "1"}));
    const QString master = c.options().address();
    RedisConnection direct(c.options());
    VERIFY_OK(
        direct.command({"REPLICAOF", "127.0.0.1", QByteArray::number(TestRedis::unusedPort())}));
    const auto refused = c.command({"SET", "sentinel:x", "2"});
    RedisConnection fresh(url());
    const auto checked = fresh.command({"GET", "sentinel:x"});
    VERIFY_OK(direct.command({"REPLICAOF", "NO", "ONE"}));
    QVERIFY(!checked);
    QCOMPARE(checked.error().kind(), RedisError::Kind::Failover);
    QVERIFY2(checked.error().message().contains(u"names "_s + master +
                                                u" as the master of \"cs\", but it is a slave"_s),
             qPrintable(checked.error().message()));
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind(), RedisError::Kind::Failover);
    QVERIFY(!refused.error().mayHaveRun());
    QVERIFY2(refused.error().message().contains(master + u", the master of \"cs\" until now, "
                                                         u"is a replica"_s) ||
                 refused.error().message().startsWith(u"failover: master is now "_s),
             qPrintable(refused.error().message()));
}

QTEST_GUILESS_MAIN(TestSentinelConnection)
#include "tst_sentinelconnection.moc"
