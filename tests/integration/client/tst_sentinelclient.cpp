#include "commandlog.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "redissentinelprocess.h"
#include "testredis.h"
#include "verifyok.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

// The GUI's asynchronous client through Redis Sentinel on a real local deployment (a master,
// 2 replicas, 3 sentinels, each side with its own password): ROLE checked on the node the
// sentinels name, a failover followed as soon as a sentinel announces it on +switch-master,
// the subscription moved to another sentinel when its own goes away and ended with the client.
class TestSentinelClient : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void aMasterThatIsAReplicaIsAskedAgainUntilItIsOne();
    void anAnnouncedSwitchIsFollowedBeforeTheOldMasterIsDemoted();
    void theSubscriptionMovesToAnotherSentinelWhenItsOwnDies();
    void disconnectingEndsTheSubscription();

private:
    ConnectionOptions sentinelOptions(const QString &address) const;
    // Clients subscribed to something on the sentinel at address (CLIENT LIST's sub=).
    int subscribersOn(const QString &address) const;
    // The data node at address, with the data password.
    ConnectionOptions dataNode(const QString &address) const;

    std::unique_ptr<RedisSentinelProcess> m_deployment;
};

namespace {
constexpr int DownAfterMs = 1000;
constexpr int FailoverTimeoutMs = 3000;
constexpr int ConnectTimeoutMs = 10000;

QByteArray roleOf(const ConnectionOptions &node)
{
    RedisConnection c(node);
    const auto role = c.command({"ROLE"});
    return role ? role->elements().value(0).bytes() : QByteArray();
}
} // namespace

void TestSentinelClient::initTestCase()
{
    qRegisterMetaType<SentinelSwitch>();
    auto started = TestRedis::startSentinel(DownAfterMs, FailoverTimeoutMs);
    VERIFY_OK(started);
    m_deployment = std::move(started.value());
}

ConnectionOptions TestSentinelClient::sentinelOptions(const QString &address) const
{
    for (int i = 0; i < m_deployment->sentinelCount(); ++i) {
        ConnectionOptions o = m_deployment->sentinel(i)->connectionOptions();
        o.password = m_deployment->options().sentinelPassword;
        if (o.address() == address)
            return o;
    }
    return {};
}

int TestSentinelClient::subscribersOn(const QString &address) const
{
    RedisConnection sentinel(sentinelOptions(address));
    const auto clients = sentinel.command({"CLIENT", "LIST"});
    if (!clients)
        return -1;
    int subscribed = 0;
    for (const QByteArray &line : clients->bytes().split('\n'))
        if (!line.isEmpty() && !line.contains(" sub=0 "))
            ++subscribed;
    return subscribed;
}

ConnectionOptions TestSentinelClient::dataNode(const QString &address) const
{
    for (int i = 0; i < m_deployment->dataNodeCount(); ++i) {
        ConnectionOptions o = m_deployment->dataNode(i)->connectionOptions();
        o.password = m_deployment->options().password;
        if (o.address() == address)
            return o;
    }
    return {};
}

// The sentinels name a master that ROLE says is a replica (made one behind their back, as
// during a failover): the client does not take it as connected, says why in the Command log, and
// asks the sentinels again until it is a master once more.
void TestSentinelClient::aMasterThatIsAReplicaIsAskedAgainUntilItIsOne()
{
    const QString master = *m_deployment->masterAddress();
    RedisConnection direct(dataNode(master));
    VERIFY_OK(
        direct.command({"REPLICAOF", "127.0.0.1", QByteArray::number(TestRedis::unusedPort())}));

    CommandLog log;
    int slaveRoles = 0;
    connect(&log, &CommandLog::recorded, this, [&](const CommandRecord &r) {
        if (r.argv == RedisCommand{"ROLE"} && r.node == master &&
            r.replySummary.contains(u"slave"_s))
            ++slaveRoles;
    });
    RedisClient client(m_deployment->sentinelUrl());
    client.setCommandLog(&log);
    QSignalSpy connected(&client, &RedisClient::connected);
    QSignalSpy errors(&client, &RedisClient::errorOccurred);
    client.connectToServer();
    // Asked again every 250 ms, then every 500 ms and 1 s: at least twice in 1.5 s.
    QTRY_VERIFY_WITH_TIMEOUT(slaveRoles >= 2, 5000);
    QCOMPARE(connected.size(), 0);
    QCOMPARE(errors.size(), 0); // not a failure: the sentinels will name a master
    QCOMPARE(client.state(), RedisClient::State::Connecting);
    QCOMPARE(client.lastError().kind(), RedisError::Kind::Failover);
    QVERIFY2(client.lastError().message().contains(u"names "_s + master +
                                                   u" as the master of \"cs\", but it is a "
                                                   u"slave"_s),
             qPrintable(client.lastError().message()));

    VERIFY_OK(direct.command({"REPLICAOF", "NO", "ONE"}));
    QTRY_COMPARE_WITH_TIMEOUT(connected.size(), 1, 5000);
    QCOMPARE(client.options().address(), master);
    QCOMPARE(client.state(), RedisClient::State::Connected);
    VERIFY_OK(m_deployment->waitUntilReady(15000));
}

// SENTINEL FAILOVER (a manual failover, the old master up): the sentinels announce the new
// master on +switch-master, and the client goes there within the failover's time + 1 s, while
// the old master still takes writes (it is demoted only later); the failover is reported once.
void TestSentinelClient::anAnnouncedSwitchIsFollowedBeforeTheOldMasterIsDemoted()
{
    CommandLog log;
    QList<CommandRecord> records;
    connect(&log, &CommandLog::recorded, this, [&](const CommandRecord &r) { records.append(r); });
    RedisClient client(m_deployment->sentinelUrl());
    client.setCommandLog(&log);
    QSignalSpy connected(&client, &RedisClient::connected);
    QSignalSpy failovers(&client, &RedisClient::failover);
    QSignalSpy switches(&client, &RedisClient::masterSwitched);
    client.connectToServer();
    QVERIFY(connected.wait(ConnectTimeoutMs));
    const QString old = client.options().address();
    QCOMPARE(old, *m_deployment->masterAddress());
    QTRY_VERIFY_WITH_TIMEOUT(!client.switchSentinel().isEmpty(), ConnectTimeoutMs);

    RedisConnection sentinel(sentinelOptions(client.switchSentinel()));
    QElapsedTimer since;
    since.start();
    VERIFY_OK(sentinel.command({"SENTINEL", "FAILOVER", "cs"}));
    QTRY_VERIFY_WITH_TIMEOUT(client.state() == RedisClient::State::Connected &&
                                 client.options().address() != old,
                             FailoverTimeoutMs + 1000);
    const qint64 followedMs = since.elapsed();
    const QString now = client.options().address();
    const QByteArray oldRole = roleOf(dataNode(old));
    qInfo("followed to %s %lld ms after SENTINEL FAILOVER; the old master says %s then",
          qPrintable(now), followedMs, oldRole.constData());
    QCOMPARE(now, *m_deployment->masterAddress());
    QCOMPARE(switches.size(), 1);
    const auto change = switches.first().first().value<SentinelSwitch>();
    QVERIFY2(change.announced, "learnt from +switch-master, not from a reconnect");
    QCOMPARE(change.from, old);
    QCOMPARE(change.to, now);
    QCOMPARE(change.masterName, u"cs"_s);
    QCOMPARE(failovers.size(), 1);
    QCOMPARE(failovers.first().first().toString(),
             u"failover: master is now %1 (was %2)"_s.arg(now, old));
    QVERIFY(std::any_of(records.cbegin(), records.cend(), [&](const CommandRecord &r) {
        return r.redirect == u"failover: master is now %1 (was %2)"_s.arg(now, old) &&
               r.argv.value(0) == "+switch-master";
    }));

    // A write goes to the new master.
    bool written = false;
    client.send({"SET", "sentinel:switched", "1"}, this,
                [&](const Result<RedisReply> &r) { written = r.ok(); });
    QTRY_VERIFY(written);
    // The old master's demotion, later, is no second failover for the client.
    QTRY_COMPARE_WITH_TIMEOUT(roleOf(dataNode(old)), QByteArray("slave"), 30000);
    VERIFY_OK(m_deployment->waitUntilReady(30000));
    QCOMPARE(failovers.size(), 1);
    QCOMPARE(client.options().address(), now);
    QCOMPARE(client.state(), RedisClient::State::Connected);
}

// The sentinel the client listens to dies: the client subscribes on another one.
void TestSentinelClient::theSubscriptionMovesToAnotherSentinelWhenItsOwnDies()
{
    RedisClient client(m_deployment->sentinelUrl());
    QSignalSpy connected(&client, &RedisClient::connected);
    client.connectToServer();
    QVERIFY(connected.wait(ConnectTimeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(!client.switchSentinel().isEmpty(), ConnectTimeoutMs);
    const QString first = client.switchSentinel();
    QCOMPARE(subscribersOn(first), 1);
    RedisServerProcess *dying = nullptr;
    for (int i = 0; i < m_deployment->sentinelCount(); ++i)
        if (m_deployment->sentinel(i)->connectionOptions().address() == first)
            dying = m_deployment->sentinel(i);
    QVERIFY(dying);
    dying->kill();
    QTRY_VERIFY_WITH_TIMEOUT(!client.switchSentinel().isEmpty() && client.switchSentinel() != first,
                             5000);
    QCOMPARE(subscribersOn(client.switchSentinel()), 1);
    QCOMPARE(client.state(), RedisClient::State::Connected); // the data connection is untouched
    VERIFY_OK(dying->restart());
}

// Disconnecting the client ends its subscription on the sentinel.
void TestSentinelClient::disconnectingEndsTheSubscription()
{
    RedisClient client(m_deployment->sentinelUrl());
    QSignalSpy connected(&client, &RedisClient::connected);
    client.connectToServer();
    QVERIFY(connected.wait(ConnectTimeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(!client.switchSentinel().isEmpty(), ConnectTimeoutMs);
    const QString sentinel = client.switchSentinel();
    QCOMPARE(subscribersOn(sentinel), 1);
    client.disconnectFromServer();
    QVERIFY(client.switchSentinel().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(subscribersOn(sentinel), 0, 5000);
}

QTEST_GUILESS_MAIN(TestSentinelClient)
#include "tst_sentinelclient.moc"
