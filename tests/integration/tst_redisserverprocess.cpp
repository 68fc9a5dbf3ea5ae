#include "redisconnection.h"
#include "redisserverprocess.h"
#include "testredis.h"

#include <QFileInfo>
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
    QVERIFY2(viaEnvStarted.error().message().contains(u"redis-server"),
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

QTEST_GUILESS_MAIN(TestRedisServerProcess)
#include "tst_redisserverprocess.moc"
