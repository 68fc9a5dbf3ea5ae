#include "commandlog.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using Kind = RedisError::Kind;
using State = RedisClient::State;

class TestRedisClient : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void connectsAndLearnsTheServerVersion();
    void deliversRepliesInOrder();
    void logsBigPipelinesAsOneRecord();
    void deliversPipelineRepliesTogether();
    void dropsCallbacksWhoseContextDied();
    void failsFastWhenNotConnected();
    void reportsFirstConnectFailureWithoutRetrying();
    void stopsOnWrongPassword();
    void reconnectsAfterTheServerRestarts();
    void commandTimeoutFailsPendingAndReconnects();
    void evalFallsBackToEvalAfterScriptFlush();
    void destroyingTheClientWithRequestsPendingIsSafe();
    void logsEveryCommandItSends();
    void deletingTheClientFromItsCallbackIsSafe();
    void reconnectingFromACallbackIsSafe();
    void requestFromAFailureCallbackFailsAndStealsNoReply();
    void callbackRunningANestedEventLoopDoesNotStallReplies();

private:
    static std::unique_ptr<RedisClient> connected(const ConnectionOptions &o);
    TestRedis::Server m_server;
};

void TestRedisClient::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
}

std::unique_ptr<RedisClient> TestRedisClient::connected(const ConnectionOptions &o)
{
    auto client = std::make_unique<RedisClient>(o);
    client->connectToServer();
    (void)QTest::qWaitFor([&] { return client->state() == State::Connected; }, 5000);
    return client;
}

void TestRedisClient::connectsAndLearnsTheServerVersion()
{
    RedisClient client(m_server->connectionOptions());
    QSignalSpy states(&client, &RedisClient::stateChanged);
    QSignalSpy connectedSpy(&client, &RedisClient::connected);
    client.connectToServer();
    QCOMPARE(client.state(), State::Connecting);
    QVERIFY(connectedSpy.wait(5000));
    QCOMPARE(client.state(), State::Connected);
    QCOMPARE(client.serverVersion(), m_server->version());
    QCOMPARE(states.first().first().value<State>(), State::Connecting);
    QCOMPARE(states.last().first().value<State>(), State::Connected);
}

void TestRedisClient::deliversRepliesInOrder()
{
    auto client = connected(m_server->connectionOptions());
    QVERIFY(client);
    QList<qint64> got;
    for (int i = 0; i < 100; ++i)
        client->send({"INCR", "order"}, this, [&](const Result<RedisReply> &r) {
            got.append(r.ok() ? r->integerValue() : -1);
        });
    QTRY_COMPARE(got.size(), 100);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(got.at(i), qint64(i + 1));
    QCOMPARE(client->pendingCount(), 0);
}

void TestRedisClient::deliversPipelineRepliesTogether()
{
    auto client = connected(m_server->connectionOptions());
    QCOMPARE(client->state(), State::Connected);
    QList<Result<RedisReply>> got;
    bool called = false;
    client->sendPipeline({{"SET", "p", "1"}, {"LPUSH", "p", "x"}, {"GET", "p"}}, this,
                         [&](const QList<Result<RedisReply>> &r) {
                             got = r;
                             called = true;
                         });
    QTRY_VERIFY(called);
    QCOMPARE(got.size(), 3);
    QVERIFY(got.at(0).ok());
    QCOMPARE(got.at(1).error().kind(), Kind::WrongType);
    QCOMPARE(got.at(2)->bytes(), QByteArray("1"));
}

void TestRedisClient::dropsCallbacksWhoseContextDied()
{
    auto client = connected(m_server->connectionOptions());
    QCOMPARE(client->state(), State::Connected);
    auto *context = new QObject;
    bool deadCalled = false;
    bool liveCalled = false;
    client->send({"PING"}, context, [&](const Result<RedisReply> &) { deadCalled = true; });
    delete context;
    client->send({"PING"}, this, [&](const Result<RedisReply> &) { liveCalled = true; });
    QTRY_VERIFY(liveCalled); // replies arrive in order: the first one came and was dropped
    QVERIFY(!deadCalled);
}

void TestRedisClient::failsFastWhenNotConnected()
{
    RedisClient client(m_server->connectionOptions());
    std::optional<Result<RedisReply>> got;
    client.send({"PING"}, this, [&](const Result<RedisReply> &r) { got = r; });
    QVERIFY(!got.has_value()); // never called back synchronously
    QTRY_VERIFY(got.has_value());
    QCOMPARE(got->error().kind(), Kind::Closed);
}

void TestRedisClient::reportsFirstConnectFailureWithoutRetrying()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    ConnectionOptions o;
    o.port = probe.serverPort();
    probe.close();
    RedisClient client(o);
    QSignalSpy errors(&client, &RedisClient::errorOccurred);
    QSignalSpy retries(&client, &RedisClient::reconnectScheduled);
    client.connectToServer();
    QVERIFY(errors.wait(5000));
    QCOMPARE(errors.first().first().value<RedisError>().kind(), Kind::Io);
    QCOMPARE(client.state(), State::Disconnected);
    QTest::qWait(300);
    QCOMPARE(retries.count(), 0);
}

void TestRedisClient::stopsOnWrongPassword()
{
    auto server = TestRedis::startWithArgs({QStringLiteral("--requirepass"), QStringLiteral("pw")});
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    ConnectionOptions o = server.value()->connectionOptions();
    o.password = QStringLiteral("nope");
    RedisClient client(o);
    QSignalSpy errors(&client, &RedisClient::errorOccurred);
    client.connectToServer();
    QVERIFY(errors.wait(5000));
    QCOMPARE(errors.first().first().value<RedisError>().kind(), Kind::Auth);
    QCOMPARE(client.state(), State::Disconnected);
    QCOMPARE(client.lastError().kind(), Kind::Auth);
}

void TestRedisClient::reconnectsAfterTheServerRestarts()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisServerProcess &s = *server.value();
    auto client = connected(s.connectionOptions());
    QCOMPARE(client->state(), State::Connected);
    client->setReconnectDelays(20, 200);
    QSignalSpy lost(client.get(), &RedisClient::connectionLost);
    QSignalSpy scheduled(client.get(), &RedisClient::reconnectScheduled);
    QSignalSpy reconnected(client.get(), &RedisClient::connected);

    std::optional<Result<RedisReply>> pendingResult;
    client->send({"BLPOP", "nothing", "30"}, this,
                 [&](const Result<RedisReply> &r) { pendingResult = r; });
    QTest::qWait(100);
    s.kill();
    QTRY_VERIFY_WITH_TIMEOUT(pendingResult.has_value(), 5000);
    QVERIFY(pendingResult->error().isConnectionError());
    QCOMPARE(lost.count(), 1);
    QTRY_VERIFY(scheduled.count() >= 2); // keeps trying while the server is down
    QCOMPARE(client->state(), State::Reconnecting);
    QVERIFY(scheduled.last().at(1).toInt() <= 200);

    QVERIFY(s.restart().ok());
    QTRY_COMPARE_WITH_TIMEOUT(client->state(), State::Connected, 5000);
    QCOMPARE(reconnected.count(), 1);
    bool pong = false;
    client->send({"PING"}, this,
                 [&](const Result<RedisReply> &r) { pong = r.ok() && r->bytes() == "PONG"; });
    QTRY_VERIFY(pong);
}

void TestRedisClient::commandTimeoutFailsPendingAndReconnects()
{
    ConnectionOptions o = m_server->connectionOptions();
    o.commandTimeoutMs = 200;
    auto client = connected(o);
    QCOMPARE(client->state(), State::Connected);
    client->setReconnectDelays(20, 100);
    RedisConnection admin(m_server->connectionOptions());
    QVERIFY(admin.command({"CLIENT", "PAUSE", "600", "ALL"}).ok());
    std::optional<Result<RedisReply>> got;
    client->send({"PING"}, this, [&](const Result<RedisReply> &r) { got = r; });
    QTRY_VERIFY_WITH_TIMEOUT(got.has_value(), 2000);
    QCOMPARE(got->error().kind(), Kind::Timeout);
    QTRY_COMPARE_WITH_TIMEOUT(client->state(), State::Connected, 5000);
}

void TestRedisClient::evalFallsBackToEvalAfterScriptFlush()
{
    auto client = connected(m_server->connectionOptions());
    QCOMPARE(client->state(), State::Connected);
    const LuaScript script(QStringLiteral("mul"), "return ARGV[1] * ARGV[2]");
    QList<qint64> results;
    client->eval(script, {}, {"6", "7"}, this, [&](const Result<RedisReply> &r) {
        results.append(r.ok() ? r->integerValue() : -1);
    });
    QTRY_COMPARE(results.size(), 1);
    RedisConnection admin(m_server->connectionOptions());
    QVERIFY(admin.command({"SCRIPT", "FLUSH"}).ok());
    client->eval(script, {}, {"2", "5"}, this, [&](const Result<RedisReply> &r) {
        results.append(r.ok() ? r->integerValue() : -1);
    });
    QTRY_COMPARE(results.size(), 2);
    QCOMPARE(results, (QList<qint64>{42, 10}));
}

void TestRedisClient::destroyingTheClientWithRequestsPendingIsSafe()
{
    auto client = connected(m_server->connectionOptions());
    QCOMPARE(client->state(), State::Connected);
    bool called = false;
    for (int i = 0; i < 50; ++i)
        client->send({"PING"}, this, [&](const Result<RedisReply> &) { called = true; });
    client.reset();
    QTest::qWait(100);
    QVERIFY(!called);
}

void TestRedisClient::logsEveryCommandItSends()
{
    CommandLog log;
    QList<CommandRecord> records;
    connect(&log, &CommandLog::recorded, this, [&](const CommandRecord &r) { records.append(r); });
    RedisClient client(m_server->connectionOptions());
    client.setCommandLog(&log);
    client.setLabel(QStringLiteral("gui"));
    client.connectToServer();
    QTRY_COMPARE(client.state(), State::Connected);
    client.send({"ECHO", "hello"}, this, [](const Result<RedisReply> &) {});
    QTRY_VERIFY(!records.isEmpty() && records.last().argv.first() == "ECHO");
    QCOMPARE(records.first().argv, (RedisCommand{"INFO", "server"}));
    QCOMPARE(records.last().connection, QStringLiteral("gui"));
    QCOMPARE(records.last().replySummary, QStringLiteral("\"hello\""));
}

void TestRedisClient::logsBigPipelinesAsOneRecord()
{
    CommandLog log;
    QList<CommandRecord> records;
    connect(&log, &CommandLog::recorded, this, [&](const CommandRecord &r) { records.append(r); });
    RedisClient client(m_server->connectionOptions());
    client.setCommandLog(&log);
    client.setLogPipelinesAbove(3);
    client.connectToServer();
    QTRY_COMPARE(client.state(), State::Connected);
    QTRY_VERIFY(!records.isEmpty()); // the handshake's INFO
    records.clear();

    // At the threshold: one record per command.
    bool called = false;
    client.sendPipeline({{"SET", "a", "1"}, {"GET", "a"}, {"GET", "a"}}, this,
                        [&](const QList<Result<RedisReply>> &) { called = true; });
    QTRY_VERIFY(called);
    QTRY_COMPARE(records.size(), 3);
    records.clear();

    // Above it: one record naming the commands, with the error count.
    called = false;
    client.sendPipeline({{"SET", "b", "1"}, {"get", "b"}, {"LPUSH", "b", "x"}, {"GET", "b"}}, this,
                        [&](const QList<Result<RedisReply>> &) { called = true; });
    QTRY_VERIFY(called);
    QTRY_COMPARE(records.size(), 1);
    const CommandRecord &r = records.first();
    QCOMPARE(r.argv, (RedisCommand{"PIPELINE", "4:", "SET*1", "GET*2", "LPUSH*1"}));
    QVERIFY(r.failed);
    QVERIFY2(r.replySummary.startsWith(QStringLiteral("4 replies, 1 errors")),
             qPrintable(r.replySummary));
    QVERIFY(r.replySummary.contains(QStringLiteral("WRONGTYPE")));
}

void TestRedisClient::deletingTheClientFromItsCallbackIsSafe()
{
    RedisClient *client = connected(m_server->connectionOptions()).release();
    QCOMPARE(client->state(), State::Connected);
    int calls = 0;
    for (int i = 0; i < 3; ++i)
        client->send({"PING"}, this, [&](const Result<RedisReply> &) {
            ++calls;
            delete client; // the other two replies are dropped with it
        });
    QTRY_COMPARE(calls, 1);
    QTest::qWait(100);
    QCOMPARE(calls, 1);
}

void TestRedisClient::reconnectingFromACallbackIsSafe()
{
    auto client = connected(m_server->connectionOptions());
    QCOMPARE(client->state(), State::Connected);
    bool reconnectedFromCallback = false;
    client->send({"PING"}, this, [&](const Result<RedisReply> &) {
        client->disconnectFromServer();
        client->connectToServer();
        reconnectedFromCallback = true;
    });
    QTRY_VERIFY(reconnectedFromCallback);
    QTRY_COMPARE_WITH_TIMEOUT(client->state(), State::Connected, 5000);
    std::optional<Result<RedisReply>> echo;
    client->send({"ECHO", "after"}, this, [&](const Result<RedisReply> &r) { echo = r; });
    QTRY_VERIFY(echo.has_value());
    QCOMPARE(echo->value().bytes(), QByteArray("after"));
}

void TestRedisClient::requestFromAFailureCallbackFailsAndStealsNoReply()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisServerProcess &s = *server.value();
    auto client = connected(s.connectionOptions());
    QCOMPARE(client->state(), State::Connected);
    client->setReconnectDelays(20, 100);
    std::optional<Result<RedisReply>> retried;
    client->send({"BLPOP", "nothing", "30"}, this, [&](const Result<RedisReply> &) {
        // A naive retry from the failure callback.
        client->send({"ECHO", "retry"}, this, [&](const Result<RedisReply> &r) { retried = r; });
    });
    QTest::qWait(100);
    s.kill();
    QTRY_VERIFY(retried.has_value());
    QCOMPARE(retried->error().kind(), Kind::Closed);
    QVERIFY(s.restart().ok());
    QTRY_COMPARE_WITH_TIMEOUT(client->state(), State::Connected, 5000);
    QCOMPARE(client->pendingCount(), 0);
    std::optional<Result<RedisReply>> echo;
    client->send({"ECHO", "fresh"}, this, [&](const Result<RedisReply> &r) { echo = r; });
    QTRY_VERIFY(echo.has_value());
    QCOMPARE(echo->value().bytes(), QByteArray("fresh"));
}

void TestRedisClient::callbackRunningANestedEventLoopDoesNotStallReplies()
{
    ConnectionOptions o = m_server->connectionOptions();
    o.commandTimeoutMs = 2000;
    auto client = connected(o);
    QCOMPARE(client->state(), State::Connected);
    std::optional<Result<RedisReply>> second;
    bool nestedDone = false;
    client->send({"PING"}, this, [&](const Result<RedisReply> &) {
        client->send({"ECHO", "inner"}, this, [&](const Result<RedisReply> &r) { second = r; });
        // Like a modal dialog opened from a callback: a nested event loop.
        (void)QTest::qWaitFor([&] { return second.has_value(); }, 1000);
        nestedDone = true;
    });
    QTRY_VERIFY(nestedDone);
    QVERIFY(second.has_value());
    QCOMPARE(second->value().bytes(), QByteArray("inner"));
    QCOMPARE(client->state(), State::Connected);
}

QTEST_GUILESS_MAIN(TestRedisClient)
#include "tst_redisclient.moc"
