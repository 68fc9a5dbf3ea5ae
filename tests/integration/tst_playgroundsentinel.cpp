// PlaygroundServers' Sentinel layout on real processes: a master, 2 replicas and 3 sentinels
// (down-after 1000 ms, failover-timeout 3000 ms, quorum 2), ready when the sentinels see both
// replicas and each other and CKQUORUM is OK; the replication cut, and the sentinels' own
// failover when the master is killed or sleeps longer than down-after. The tests fail (never
// skip) without redis-server.
#include "playgroundservers.h"
#include "redisconnection.h"
#include "sharedplaygroundservers.h"
#include "verifyok.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QTest>
#include <QThread>

using Layout = PlaygroundServers::Layout;

namespace {
// Down-after, the sentinels' election and the promotion take about 2.3 s here; the rest is for a
// loaded machine (a split vote waits 2 x failover-timeout before the next election).
constexpr int PromotionTimeoutMs = 20000;

Result<RedisReply> run(const ConnectionOptions &options, const RedisCommand &argv)
{
    RedisConnection c(options);
    return c.command(argv);
}

std::optional<QByteArray> get(const ConnectionOptions &options, const QByteArray &key)
{
    const auto value = run(options, {"GET", key});
    return value ? value->toOptionalBytes().valueOr(std::nullopt) : std::nullopt;
}

ConnectionOptions sentinel(const QString &endpoint)
{
    ConnectionOptions o;
    o.port = quint16(endpoint.section(u':', 1).toUInt());
    o.cluster = ConnectionOptions::Cluster::No;
    return o;
}

// "127.0.0.1:PORT" of the master the sentinel names.
QString masterNamedBy(const QString &sentinelEndpoint)
{
    const auto r = run(sentinel(sentinelEndpoint), {"SENTINEL", "GET-MASTER-ADDR-BY-NAME", "cs"});
    const auto parts = r ? r->toBytesList() : Result<QList<QByteArray>>(RedisError());
    return parts && parts->size() == 2 ? QString::fromUtf8(parts->at(0) + ':' + parts->at(1))
                                       : QString();
}

// Polls sentinelPromotion() until it reports one; the time it took, or -1.
qint64 waitForPromotion(PlaygroundServers &servers, QString *text)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < PromotionTimeoutMs) {
        if (const QString promoted = servers.sentinelPromotion(); !promoted.isEmpty()) {
            *text = promoted;
            return timer.elapsed();
        }
        QThread::msleep(50);
    }
    return -1;
}

// WAIT n on the master the sentinels name, after a write of its own.
qint64 acknowledgedBy(const PlaygroundServers &servers, int replicas, int timeoutMs)
{
    RedisConnection c(servers.sentinelUrl());
    const auto replies =
        c.pipeline({{"SET", "cs:{sentinel-test}:ack", "1"},
                    {"WAIT", QByteArray::number(replicas), QByteArray::number(timeoutMs)}});
    return replies.at(1) ? replies.at(1)->integerValue() : -1;
}

} // namespace

class TestPlaygroundSentinel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sentinelLayoutIsReadyWhenStarted();
    void replicationCutKeepsWritesFromTheReplicasUntilResumed();
    void sentinelFaultsThatCannotBeInjectedAreRefused();
    void killedMasterIsReplacedByAReplicaWithoutTheWritesSinceTheCut();
    void masterAsleepLongerThanDownAfterIsFailedOver();

private:
    // One deployment for the tests that leave it as they found it (each start costs ~2.5 s).
    PlaygroundServers *shared();
    SharedPlaygroundServers m_shared{&PlaygroundServers::startSentinel};
};

PlaygroundServers *TestPlaygroundSentinel::shared()
{
    return m_shared.get();
}

void TestPlaygroundSentinel::sentinelLayoutIsReadyWhenStarted()
{
    QElapsedTimer timer;
    timer.start();
    PlaygroundServers *servers = shared();
    QVERIFY(servers);
    qInfo("started and ready in %lld ms", timer.elapsed());
    QCOMPARE(servers->layout(), Layout::Sentinel);
    QCOMPARE(servers->nodeCount(), 1 + PlaygroundServers::SentinelReplicas);
    const QStringList sentinels = servers->sentinelEndpoints();
    QCOMPARE(sentinels.size(), PlaygroundServers::SentinelCount);
    const QStringList replicaEndpoints{servers->endpoint(1), servers->endpoint(2)};
    for (const QString &s : sentinels) {
        QCOMPARE(masterNamedBy(s), servers->endpoint(0));
        const auto quorum = run(sentinel(s), {"SENTINEL", "CKQUORUM", "cs"});
        VERIFY_OK(quorum);
        QVERIFY2(quorum->bytes().startsWith("OK"), quorum->bytes().constData());
        // Both replicas, at their own addresses (so the sentinels can promote them), linked.
        const auto replicas = run(sentinel(s), {"SENTINEL", "REPLICAS", "cs"});
        VERIFY_OK(replicas);
        QStringList seen;
        for (const RedisReply &r : replicas->elements()) {
            seen << QString::fromUtf8(r.fieldValue("ip") + ':' + r.fieldValue("port"));
            QCOMPARE(r.fieldValue("master-link-status"), QByteArray("ok"));
        }
        seen.sort();
        QStringList expected = replicaEndpoints;
        expected.sort();
        QCOMPARE(seen, expected);
        const auto others = run(sentinel(s), {"SENTINEL", "SENTINELS", "cs"});
        VERIFY_OK(others);
        QCOMPARE(others->elements().size(), PlaygroundServers::SentinelCount - 1);
    }
    // Clients go through the sentinels to node 0, and both replicas acknowledge at once.
    const ConnectionOptions url = servers->sentinelUrl();
    QVERIFY(url.isSentinel());
    RedisConnection client(url);
    VERIFY_OK(client.command({"SET", "cs:{sentinel-test}:ready", "1"}));
    QCOMPARE(client.options().address(), servers->endpoint(0));
    QCOMPARE(acknowledgedBy(*servers, 2, 2000), 2);
    QCOMPARE(servers->primary(), 0);
    QVERIFY(!servers->hasFailedOver());
    QVERIFY(servers->sentinelPromotion().isEmpty());
}

void TestPlaygroundSentinel::replicationCutKeepsWritesFromTheReplicasUntilResumed()
{
    PlaygroundServers *servers = shared();
    QVERIFY(servers);
    const auto cut = servers->pauseReplication(0);
    VERIFY_OK(cut);
    qInfo("%s", qPrintable(*cut));
    QVERIFY(cut->contains(u"2 links closed"));
    QVERIFY(servers->isReplicationPaused());
    // The master still takes writes; no replica acknowledges them or gets them.
    VERIFY_OK(run(servers->connectionOptions(0), {"SET", "cs:{sentinel-test}:cut", "during"}));
    QCOMPARE(acknowledgedBy(*servers, 1, 300), 0);
    QThread::msleep(300);
    for (int replica = 1; replica <= 2; ++replica)
        QCOMPARE(get(servers->connectionOptions(replica), "cs:{sentinel-test}:cut"), std::nullopt);
    // The sentinels still see the master and its quorum.
    for (const QString &s : servers->sentinelEndpoints())
        QCOMPARE(masterNamedBy(s), servers->endpoint(0));
    const auto resumed = servers->resumeReplication(0);
    VERIFY_OK(resumed);
    QVERIFY(!servers->isReplicationPaused());
    // The replicas come back (they retry every second) and catch up.
    QCOMPARE(acknowledgedBy(*servers, 2, 5000), 2);
    for (int replica = 1; replica <= 2; ++replica)
        QCOMPARE(get(servers->connectionOptions(replica), "cs:{sentinel-test}:cut"),
                 QByteArray("during"));
}

void TestPlaygroundSentinel::sentinelFaultsThatCannotBeInjectedAreRefused()
{
    PlaygroundServers *servers = shared();
    QVERIFY(servers);
    // The sentinels fail over by themselves.
    const auto failover = servers->failover();
    QVERIFY(!failover);
    QCOMPARE(failover.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(failover.error().message().contains(u"sentinels fail over by themselves"),
             qPrintable(failover.error().message()));
    QCOMPARE(servers->resumeReplication(0).error().kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(servers->pauseReplication(3).error().kind(), RedisError::Kind::InvalidArgument);
    VERIFY_OK(servers->pauseReplication(0));
    QCOMPARE(servers->pauseReplication(0).error().kind(), RedisError::Kind::InvalidArgument);
    VERIFY_OK(servers->resumeReplication(0));
    QCOMPARE(servers->startSentinel().error().kind(), RedisError::Kind::InvalidArgument);
    // Nothing of it moved the master.
    QCOMPARE(servers->primary(), 0);
}

// The story of scenario 13: a write made after the cut is acknowledged by the master and lost
// with it; the replica the sentinels promote has every write from before the cut.
void TestPlaygroundSentinel::killedMasterIsReplacedByAReplicaWithoutTheWritesSinceTheCut()
{
    PlaygroundServers servers;
    VERIFY_OK(servers.startSentinel());
    RedisConnection client(servers.sentinelUrl());
    VERIFY_OK(client.command({"SET", "cs:{sentinel-test}:before", "1"}));
    QCOMPARE(acknowledgedBy(servers, 2, 2000), 2);
    VERIFY_OK(servers.pauseReplication(0));
    VERIFY_OK(client.command({"SET", "cs:{sentinel-test}:after", "1"})); // "OK", then lost
    const auto stopped = servers.stop(0);
    VERIFY_OK(stopped);
    QVERIFY2(stopped->contains(u"the sentinels promote a replica"), qPrintable(*stopped));
    QString promoted;
    const qint64 tookMs = waitForPromotion(servers, &promoted);
    QVERIFY2(tookMs >= 0, "the sentinels promoted no replica");
    qInfo("%s, %lld ms after the kill", qPrintable(promoted), tookMs);
    // Down-after alone is 1000 ms: a promotion sooner would not be the sentinels' own.
    QVERIFY(tookMs >= PlaygroundServers::SentinelDownAfterMs);
    const int master = servers.primary();
    QVERIFY2(master == 1 || master == 2, qPrintable(QString::number(master)));
    QVERIFY(servers.hasFailedOver());
    QVERIFY(promoted.contains(servers.endpoint(master)));
    for (const QString &s : servers.sentinelEndpoints()) {
        QDeadlineTimer deadline(PromotionTimeoutMs); // the others hear it from the leader
        while (masterNamedBy(s) != servers.endpoint(master) && !deadline.hasExpired())
            QThread::msleep(50);
        QCOMPARE(masterNamedBy(s), servers.endpoint(master));
    }
    // The client follows the sentinels to the new master, which has the write from before the
    // cut and not the one after it.
    QDeadlineTimer deadline(5000);
    Result<RedisReply> after = client.command({"GET", "cs:{sentinel-test}:after"});
    while (!after && !deadline.hasExpired()) {
        QThread::msleep(100);
        after = client.command({"GET", "cs:{sentinel-test}:after"});
    }
    VERIFY_OK(after);
    QCOMPARE(client.options().address(), servers.endpoint(master));
    QVERIFY(after->isNil());
    QCOMPARE(client.command({"GET", "cs:{sentinel-test}:before"})->bytes(), QByteArray("1"));
    // The other replica follows the new master (the cut was at node 0 only).
    QDeadlineTimer followed(PromotionTimeoutMs);
    while (acknowledgedBy(servers, 1, 500) < 1 && !followed.hasExpired())
        QThread::msleep(100);
    QCOMPARE(acknowledgedBy(servers, 1, 500), 1);
    // No more sentence until the next promotion.
    QVERIFY(servers.sentinelPromotion().isEmpty());
}

void TestPlaygroundSentinel::masterAsleepLongerThanDownAfterIsFailedOver()
{
    PlaygroundServers servers;
    VERIFY_OK(servers.startSentinel());
    const int sleepMs = 6000;
    const auto slept = servers.debugSleep(0, sleepMs);
    VERIFY_OK(slept);
    QString promoted;
    const qint64 tookMs = waitForPromotion(servers, &promoted);
    QVERIFY2(tookMs >= 0, "the sentinels promoted no replica");
    qInfo("%s, %lld ms into a %d ms sleep", qPrintable(promoted), tookMs, sleepMs);
    QVERIFY(tookMs < sleepMs); // while node 0 still sleeps
    QVERIFY(servers.primary() == 1 || servers.primary() == 2);
    QVERIFY(servers.isUp(0)); // asleep, not dead
}

QTEST_GUILESS_MAIN(TestPlaygroundSentinel)
#include "tst_playgroundsentinel.moc"
