#include "redisconnection.h"
#include "redisserverprocess.h"
#include "testredis.h"

#include <QFileInfo>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

class TestRedisServerProcess : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void startsOnAFreeLoopbackPortWithoutPersistence();
    void startsOnAUnixSocketOnly();
    void restartKeepsThePort();
    void startAsyncEmitsReady();
    void missingExecutableGivesAClearError();
    void badArgumentsReportTheServersComplaint();
    void temporaryDirectoryGoesAwayWithTheObject();
    void startsSeveralIndependentServers();
    void startsAReplicaThatFollowsItsMaster();
};

void TestRedisServerProcess::initTestCase()
{
    QVERIFY2(!RedisServerProcess::findExecutable().isEmpty(),
             "redis-server is required for the integration tests (apt-get install redis-server)");
}

void TestRedisServerProcess::startsOnAFreeLoopbackPortWithoutPersistence()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisServerProcess &s = *server.value();
    QVERIFY(s.isRunning());
    QVERIFY(s.port() > 0);
    QVERIFY(s.version().startsWith(u"7."));
    RedisConnection c(s.connectionOptions());
    QCOMPARE(c.command({"PING"})->bytes(), QByteArray("PONG"));
    const auto bind = c.command({"CONFIG", "GET", "bind"});
    QVERIFY(bind.ok());
    QCOMPARE(bind->elements().at(1).bytes(), QByteArray("127.0.0.1"));
    QCOMPARE(c.command({"CONFIG", "GET", "save"})->elements().at(1).bytes(), QByteArray());
    QCOMPARE(c.command({"CONFIG", "GET", "appendonly"})->elements().at(1).bytes(),
             QByteArray("no"));
}

void TestRedisServerProcess::startsOnAUnixSocketOnly()
{
    RedisServerOptions o;
    o.unixSocketOnly = true;
    auto server = TestRedis::start(o);
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    const ConnectionOptions co = server.value()->connectionOptions();
    QCOMPARE(co.transport, ConnectionOptions::Transport::Unix);
    QVERIFY(QFileInfo::exists(co.socketPath));
    RedisConnection c(co);
    QCOMPARE(c.command({"PING"})->bytes(), QByteArray("PONG"));
    QCOMPARE(c.command({"CONFIG", "GET", "port"})->elements().at(1).bytes(), QByteArray("0"));
}

void TestRedisServerProcess::restartKeepsThePort()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisServerProcess &s = *server.value();
    const quint16 port = s.port();
    s.kill();
    QVERIFY(!s.isRunning());
    RedisConnection c(s.connectionOptions());
    QCOMPARE(c.command({"PING"}).error().kind(), RedisError::Kind::Io);
    const auto restarted = s.restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    QCOMPARE(s.port(), port);
    QCOMPARE(c.command({"PING"})->bytes(), QByteArray("PONG"));
}

void TestRedisServerProcess::startAsyncEmitsReady()
{
    RedisServerProcess s;
    QSignalSpy ready(&s, &RedisServerProcess::ready);
    QSignalSpy failed(&s, &RedisServerProcess::failed);
    s.startAsync();
    QVERIFY(ready.wait(10000));
    QCOMPARE(failed.count(), 0);
    QVERIFY(s.isRunning());
}

void TestRedisServerProcess::missingExecutableGivesAClearError()
{
    RedisServerOptions o;
    o.executable = QStringLiteral("/nonexistent/redis-server");
    RedisServerProcess s(o);
    QSignalSpy failed(&s, &RedisServerProcess::failed);
    const auto started = s.start();
    QVERIFY(!started.ok());
    QVERIFY2(started.error().message().contains(u"/nonexistent/redis-server"),
             qPrintable(started.error().message()));
    QCOMPARE(failed.count(), 1);
    QVERIFY(!s.isRunning());

    qputenv("COORDSCOPE_REDIS_SERVER", "/nonexistent/redis-server");
    QVERIFY(RedisServerProcess::findExecutable().isEmpty());
    RedisServerProcess viaEnv;
    const auto viaEnvStarted = viaEnv.start();
    qunsetenv("COORDSCOPE_REDIS_SERVER");
    QVERIFY(!viaEnvStarted.ok());
    QVERIFY2(viaEnvStarted.error().message().contains(u"COORDSCOPE_REDIS_SERVER"),
             qPrintable(viaEnvStarted.error().message()));
}

void TestRedisServerProcess::badArgumentsReportTheServersComplaint()
{
    auto server =
        TestRedis::startWithArgs({QStringLiteral("--no-such-directive"), QStringLiteral("x")});
    QVERIFY(!server.ok());
    QVERIFY2(server.error().message().contains(u"exited"), qPrintable(server.error().message()));
    QVERIFY2(server.error().message().contains(u"no-such-directive"),
             qPrintable(server.error().message()));
}

void TestRedisServerProcess::temporaryDirectoryGoesAwayWithTheObject()
{
    QString dir;
    {
        auto server = TestRedis::start();
        QVERIFY2(server.ok(), qPrintable(server.error().toString()));
        dir = server.value()->workingDirectory();
        QVERIFY(QFileInfo(dir).isDir());
    }
    QVERIFY(!QFileInfo::exists(dir));
}

void TestRedisServerProcess::startsSeveralIndependentServers()
{
    std::vector<TestRedis::Server> servers;
    QSet<quint16> ports;
    for (int i = 0; i < 5; ++i) {
        auto server = TestRedis::start();
        QVERIFY2(server.ok(), qPrintable(server.error().toString()));
        ports.insert(server.value()->port());
        servers.push_back(std::move(server).value());
    }
    QCOMPARE(ports.size(), 5);
    for (size_t i = 0; i < servers.size(); ++i) {
        RedisConnection c(servers[i]->connectionOptions());
        QVERIFY(c.command({"SET", "who", QByteArray::number(qulonglong(i))}).ok());
    }
    for (size_t i = 0; i < servers.size(); ++i) { // no write reached another server
        RedisConnection c(servers[i]->connectionOptions());
        QCOMPARE(c.command({"GET", "who"})->bytes(), QByteArray::number(qulonglong(i)));
    }
}

void TestRedisServerProcess::startsAReplicaThatFollowsItsMaster()
{
    auto master = TestRedis::start();
    QVERIFY2(master.ok(), qPrintable(master.error().toString()));
    auto replica = TestRedis::startReplicaOf(*master.value());
    QVERIFY2(replica.ok(), qPrintable(replica.error().toString()));
    RedisConnection m(master.value()->connectionOptions());
    RedisConnection r(replica.value()->connectionOptions());
    QVERIFY(m.command({"SET", "lock", "token"}).ok());
    QCOMPARE(m.command({"WAIT", "1", "2000"})->integerValue(), qint64(1));
    QCOMPARE(r.command({"GET", "lock"})->bytes(), QByteArray("token"));
    QCOMPARE(r.command({"SET", "x", "y"}).error().kind(), RedisError::Kind::Server); // READONLY
}

QTEST_GUILESS_MAIN(TestRedisServerProcess)
#include "tst_redisserverprocess.moc"
