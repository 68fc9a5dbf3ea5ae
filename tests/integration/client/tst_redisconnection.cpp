#include "commandlog.h"
#include "luascript.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QElapsedTimer>
#include <QSemaphore>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using Kind = RedisError::Kind;

class TestRedisConnection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void answersOverTcp();
    void answersOverUnixSocket();
    void answersOverTlsWithTheRightCa();
    void rejectsTlsServerSignedByAnotherCa();
    void skipsTlsVerificationWhenAsked();
    void presentsAClientCertificateWhenRequired();
    void refusedConnectionIsAnIoError();
    void serverThatIsNotRedisIsAProtocolError();
    void connectTimeoutIsReported();
    void wrongPasswordIsAnAuthError();
    void missingPasswordIsAnAuthError();
    void aclUserWithoutPermissionGetsNoPerm();
    void selectsDatabaseAndSetsClientName();
    void missingDatabaseIsReportedAtConnect();
    void wrongTypeIsItsOwnKind();
    void replyOfAnUnexpectedTypeIsReported();
    void binaryKeysAndValuesRoundTrip();
    void pipelineKeepsOrderAndPerCommandErrors();
    void startPipelineWritesBeforeItsRepliesAreRead();
    void transactionReturnsExecReplies();
    void transactionWithBadCommandIsAborted();
    void watchedTransactionRetriesAfterConflict();
    void watchedTransactionGivesUpWhenBuilderSaysSo();
    void scriptFallsBackToEvalAfterScriptFlush();
    void commandTimeoutDropsTheConnectionAndRecovers();
    void blockingCommandWaitsPastTheCommandTimeout();
    void serverKilledMidCommandIsReportedThenReconnects();
    void idleConnectionClosedByTheServerIsReopenedBeforeSending_data();
    void idleConnectionClosedByTheServerIsReopenedBeforeSending();
    void connectionLostAfterSendingSaysTheCommandMayHaveRun();
    void plainConnectionToATlsPortSaysSo();
    void idleConnectionClosedWithAWatchPendingIsNotReplaced();
    void handshakeLostSaysTheCommandWasNotSent();
    void tlsConnectionToAPlainPortSaysSo();
    void wrongTypeInAScriptNamesTheKeysNotTheScript();
    void usingAConnectionFromAnotherThreadIsRefused();
    void watchedTransactionRefusesToExecAfterAReconnect();
    void commandLogRecordsCommandsWithSecretsHidden();
    void emptyCommandIsRejectedLocally();
    void receiveGetsPushedMessagesAndATimeoutKeepsTheConnection_data();
    void receiveGetsPushedMessagesAndATimeoutKeepsTheConnection();
    void receiveReportsAKilledConnectionWithoutWaitingOutItsDeadline();

private:
    TestRedis::Server m_server;
    std::unique_ptr<QTemporaryDir> m_tlsDir;
    TlsFiles m_tls;
};

void TestRedisConnection::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_tlsDir = std::make_unique<QTemporaryDir>();
    auto tls = TestRedis::makeTlsFiles(m_tlsDir->path());
    QVERIFY2(tls.ok(), qPrintable(tls.error().toString()));
    m_tls = tls.value();
}

void TestRedisConnection::init()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(c.command({"FLUSHALL"}).ok());
}

void TestRedisConnection::answersOverTcp()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(c.connect().ok());
    QVERIFY(c.isConnected());
    QCOMPARE(c.command({"PING"})->bytes(), QByteArray("PONG"));
    QCOMPARE(c.command({"ECHO", "hi"})->bytes(), QByteArray("hi"));
}

void TestRedisConnection::answersOverUnixSocket()
{
    RedisServerOptions o;
    o.unixSocketOnly = true;
    auto server = TestRedis::start(o);
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    const QString url = QStringLiteral("unix://") + server.value()->socketPath();
    const auto options = ConnectionOptions::fromUrl(url);
    QVERIFY2(options.ok(), qPrintable(options.error().toString()));
    RedisConnection c(*options);
    QVERIFY(c.command({"SET", "k", "v"}).ok());
    QCOMPARE(c.command({"GET", "k"})->bytes(), QByteArray("v"));
}

void TestRedisConnection::answersOverTlsWithTheRightCa()
{
    auto server = TestRedis::startTls(m_tls);
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    const auto options = ConnectionOptions::fromUrl(QStringLiteral("rediss://localhost:%1?ca=%2")
                                                        .arg(server.value()->port())
                                                        .arg(m_tls.caCert));
    QVERIFY(options.ok());
    RedisConnection c(*options);
    const auto pong = c.command({"PING"});
    QVERIFY2(pong.ok(), qPrintable(pong.error().toString()));
    QCOMPARE(pong->bytes(), QByteArray("PONG"));
    // The server certificate names 127.0.0.1 too.
    ConnectionOptions byIp = *options;
    byIp.host = QStringLiteral("127.0.0.1");
    RedisConnection c2(byIp);
    QVERIFY2(c2.command({"PING"}).ok(), qPrintable(c2.command({"PING"}).error().toString()));
}

void TestRedisConnection::rejectsTlsServerSignedByAnotherCa()
{
    auto server = TestRedis::startTls(m_tls);
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    ConnectionOptions o = server.value()->connectionOptions();
    o.tls.caFile = m_tls.otherCaCert;
    RedisConnection c(o);
    const auto r = c.connect();
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::Io);
    QVERIFY2(r.error().message().contains(u"TLS"), qPrintable(r.error().message()));

    o.tls.caFile = QStringLiteral("/nonexistent/ca.pem");
    RedisConnection missing(o);
    const auto m = missing.connect();
    QVERIFY(!m.ok());
    QVERIFY2(m.error().message().contains(u"/nonexistent/ca.pem"), qPrintable(m.error().message()));
}

void TestRedisConnection::skipsTlsVerificationWhenAsked()
{
    auto server = TestRedis::startTls(m_tls);
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    const auto options = ConnectionOptions::fromUrl(
        QStringLiteral("rediss://127.0.0.1:%1?verify=no").arg(server.value()->port()));
    QVERIFY(options.ok());
    RedisConnection c(*options);
    const auto pong = c.command({"PING"});
    QVERIFY2(pong.ok(), qPrintable(pong.error().toString()));
}

void TestRedisConnection::presentsAClientCertificateWhenRequired()
{
    auto server = TestRedis::startTls(m_tls, true);
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    ConnectionOptions o = server.value()->connectionOptions();
    RedisConnection anonymous(o);
    QVERIFY(!anonymous.command({"PING"}).ok());

    o.tls.certFile = m_tls.clientCert;
    o.tls.keyFile = m_tls.clientKey;
    RedisConnection withCert(o);
    const auto pong = withCert.command({"PING"});
    QVERIFY2(pong.ok(), qPrintable(pong.error().toString()));
}

void TestRedisConnection::refusedConnectionIsAnIoError()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 closedPort = probe.serverPort();
    probe.close();
    ConnectionOptions o;
    o.port = closedPort;
    RedisConnection c(o);
    const auto r = c.command({"PING"});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::Io);
    QVERIFY2(r.error().message().contains(u"refused"), qPrintable(r.error().message()));
    QVERIFY(!c.isConnected());
}

void TestRedisConnection::serverThatIsNotRedisIsAProtocolError()
{
    // The wrong port: an HTTP server answers whatever we send with an HTTP error.
    QSemaphore listening;
    quint16 port = 0;
    QThread *fake = QThread::create([&] {
        QTcpServer http;
        http.listen(QHostAddress::LocalHost, 0);
        port = http.serverPort();
        listening.release();
        if (!http.waitForNewConnection(5000))
            return;
        QTcpSocket *peer = http.nextPendingConnection();
        peer->waitForReadyRead(5000);
        peer->write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
        peer->waitForBytesWritten(5000);
        peer->waitForDisconnected(2000);
    });
    fake->start();
    QVERIFY(listening.tryAcquire(1, 5000));
    ConnectionOptions o;
    o.port = port;
    RedisConnection c(o);
    const auto r = c.command({"PING"});
    QVERIFY(fake->wait(10000));
    delete fake;
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::Protocol);
    QVERIFY(!c.isConnected());
}

void TestRedisConnection::connectTimeoutIsReported()
{
    // A listener that never speaks: the TCP connect succeeds, the TLS handshake never ends.
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
    const auto options = ConnectionOptions::fromUrl(
        QStringLiteral("rediss://127.0.0.1:%1?connect_timeout=300").arg(silent.serverPort()));
    QVERIFY(options.ok());
    RedisConnection c(*options);
    QElapsedTimer clock;
    clock.start();
    const auto r = c.connect();
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::Timeout);
    QVERIFY2(r.error().message().contains(u"300 ms"), qPrintable(r.error().message()));
    QVERIFY(clock.elapsed() < 5000);
}

void TestRedisConnection::wrongPasswordIsAnAuthError()
{
    auto server =
        TestRedis::startWithArgs({QStringLiteral("--requirepass"), QStringLiteral("right")});
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    ConnectionOptions o = server.value()->connectionOptions();
    o.password = QStringLiteral("wrong");
    RedisConnection bad(o);
    const auto r = bad.connect();
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::Auth);
    QVERIFY(!bad.isConnected());

    o.password = QStringLiteral("right");
    RedisConnection good(o);
    QCOMPARE(good.command({"PING"})->bytes(), QByteArray("PONG"));
}

void TestRedisConnection::missingPasswordIsAnAuthError()
{
    auto server = TestRedis::startWithArgs({QStringLiteral("--requirepass"), QStringLiteral("pw")});
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisConnection c(server.value()->connectionOptions());
    const auto r = c.command({"GET", "k"});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::Auth);
    QVERIFY(r.error().message().startsWith(u"NOAUTH"));
}

void TestRedisConnection::aclUserWithoutPermissionGetsNoPerm()
{
    RedisConnection admin(m_server->connectionOptions());
    QVERIFY(admin
                .command({"ACL", "SETUSER", "reader", "reset", "on", ">readpw", "~*", "+@read",
                          "+@connection"})
                .ok());
    QVERIFY(admin.command({"SET", "k", "v"}).ok());
    ConnectionOptions o = m_server->connectionOptions();
    o.user = QStringLiteral("reader");
    o.password = QStringLiteral("readpw");
    RedisConnection reader(o);
    QCOMPARE(reader.command({"GET", "k"})->bytes(), QByteArray("v"));
    const auto denied = reader.command({"SET", "k", "w"});
    QVERIFY(!denied.ok());
    QCOMPARE(denied.error().kind(), Kind::NoPermission);
    QVERIFY(reader.isConnected()); // a refused command leaves the connection usable
    QCOMPARE(reader.command({"GET", "k"})->bytes(), QByteArray("v"));

    o.password = QStringLiteral("not-it");
    RedisConnection wrong(o);
    QCOMPARE(wrong.connect().error().kind(), Kind::Auth);
    QVERIFY(admin.command({"ACL", "DELUSER", "reader"}).ok());
}

void TestRedisConnection::selectsDatabaseAndSetsClientName()
{
    ConnectionOptions o = m_server->connectionOptions();
    o.db = 3;
    o.clientName = QStringLiteral("cs-test");
    RedisConnection c(o);
    QVERIFY(c.command({"SET", "in3", "yes"}).ok());
    QCOMPARE(c.command({"CLIENT", "GETNAME"})->bytes(), QByteArray("cs-test"));
    RedisConnection db0(m_server->connectionOptions());
    QVERIFY(db0.command({"GET", "in3"})->isNil());
    QVERIFY(db0.command({"SELECT", "3"}).ok());
    QCOMPARE(db0.command({"GET", "in3"})->bytes(), QByteArray("yes"));
}

void TestRedisConnection::missingDatabaseIsReportedAtConnect()
{
    ConnectionOptions o = m_server->connectionOptions();
    o.db = 99;
    RedisConnection c(o);
    const auto r = c.connect();
    QVERIFY(!r.ok());
    QVERIFY2(r.error().message().contains(u"database 99"), qPrintable(r.error().message()));
    QVERIFY(!c.isConnected());
}

void TestRedisConnection::wrongTypeIsItsOwnKind()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(c.command({"LPUSH", "list", "a"}).ok());
    const auto r = c.command({"GET", "list"});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::WrongType);
    QVERIFY(c.isConnected());
}

void TestRedisConnection::replyOfAnUnexpectedTypeIsReported()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(c.command({"SET", "k", "not a number"}).ok());
    const auto asInt = c.command({"GET", "k"}).andThen(&RedisReply::toInteger);
    QCOMPARE(asInt.error().kind(), Kind::UnexpectedReply);
    const auto asArray = c.command({"GET", "k"}).andThen(&RedisReply::toArray);
    QCOMPARE(asArray.error().kind(), Kind::UnexpectedReply);
    QVERIFY(asArray.error().message().contains(u"array"));
}

void TestRedisConnection::binaryKeysAndValuesRoundTrip()
{
    RedisConnection c(m_server->connectionOptions());
    const QByteArray key("k\0\xff\r\nkey", 8);
    QByteArray value;
    for (int i = 0; i < 256; ++i)
        value.append(char(i));
    value += value; // 512 bytes, every byte value twice
    QVERIFY(c.command({"SET", key, value}).ok());
    QCOMPARE(c.command({"GET", key})->bytes(), value);
    QCOMPARE(c.command({"EXISTS", QByteArray("k\0\xff", 3)})->integerValue(), qint64(0));
    const auto scanned = c.command({"SCAN", "0", "COUNT", "100"});
    QVERIFY(scanned.ok());
    QVERIFY(scanned->elements().at(1).elements().contains(RedisReply::string(key)));
}

void TestRedisConnection::pipelineKeepsOrderAndPerCommandErrors()
{
    RedisConnection c(m_server->connectionOptions());
    QList<RedisCommand> commands;
    for (int i = 0; i < 1000; ++i)
        commands.append(RedisCommand{"INCR", "counter"});
    commands.insert(500, RedisCommand{"LPUSH", "counter-list", "x"});
    commands.insert(501, RedisCommand{"INCR", "counter-list"}); // WRONGTYPE in the middle
    const auto replies = c.pipeline(commands);
    QCOMPARE(replies.size(), commands.size());
    QCOMPARE(replies.at(0)->integerValue(), qint64(1));
    QCOMPARE(replies.at(499)->integerValue(), qint64(500));
    QCOMPARE(replies.at(501).error().kind(), Kind::WrongType);
    QCOMPARE(replies.at(502)->integerValue(), qint64(501));
    QCOMPARE(replies.last()->integerValue(), qint64(1000));
}

// The server runs the commands while the caller works: another connection sees their effect
// before the replies are read; then they read as pipeline() gives them (errors as errors).
void TestRedisConnection::startPipelineWritesBeforeItsRepliesAreRead()
{
    RedisConnection c(m_server->connectionOptions());
    RedisConnection observer(m_server->connectionOptions());
    RedisConnection::PendingReplies pending =
        c.startPipeline({{"SET", "started", "yes"}, {"INCR", "started"}, {"GET", "started"}});
    QTRY_VERIFY_WITH_TIMEOUT(observer.command({"GET", "started"}).valueOr(RedisReply()).bytes() ==
                                 QByteArray("yes"),
                             5000);
    const QList<Result<RedisReply>> replies = pending();
    QCOMPARE(replies.size(), 3);
    QVERIFY(replies.at(0).ok());
    QVERIFY(replies.at(0)->isStatus());
    QVERIFY(!replies.at(1).ok()); // "not an integer" is an error, as pipeline() gives it
    QCOMPARE(replies.at(2)->bytes(), QByteArray("yes"));
    // The connection goes on as usual, and a bad addressing is refused unsent.
    QCOMPARE(c.command({"GET", "started"})->bytes(), QByteArray("yes"));
    const QList<Result<RedisReply>> refused =
        c.startPipeline({{"SET", "started", "no"}}, {QStringLiteral("10.0.0.1:6379")})();
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().error().kind(), Kind::InvalidArgument);
    QCOMPARE(observer.command({"GET", "started"})->bytes(), QByteArray("yes"));
    QVERIFY(c.startPipeline({})().isEmpty());
}

void TestRedisConnection::transactionReturnsExecReplies()
{
    RedisConnection c(m_server->connectionOptions());
    const auto exec = c.transaction({{"SET", "a", "1"}, {"INCR", "a"}, {"LPUSH", "a", "x"}});
    QVERIFY2(exec.ok(), qPrintable(exec.error().toString()));
    QCOMPARE(exec->elements().size(), 3);
    QVERIFY(exec->elements().at(0) == RedisReply::status("OK"));
    QCOMPARE(exec->elements().at(1).integerValue(), qint64(2));
    QVERIFY(exec->elements().at(2).isError()); // runtime errors stay values inside EXEC
}

void TestRedisConnection::transactionWithBadCommandIsAborted()
{
    RedisConnection c(m_server->connectionOptions());
    const auto exec = c.transaction({{"SET", "a", "1"}, {"SET", "only-key"}});
    QVERIFY(!exec.ok());
    QVERIFY2(exec.error().message().contains(u"EXECABORT") ||
                 exec.error().message().contains(u"wrong number"),
             qPrintable(exec.error().message()));
    QVERIFY(c.command({"GET", "a"})->isNil());
    QVERIFY(c.isConnected());
}

void TestRedisConnection::watchedTransactionRetriesAfterConflict()
{
    RedisConnection c(m_server->connectionOptions());
    RedisConnection rival(m_server->connectionOptions());
    QVERIFY(c.command({"SET", "balance", "10"}).ok());
    int attempts = 0;
    const auto exec = c.watchedTransaction(
        {"balance"}, [&](RedisConnection &conn) -> Result<std::optional<QList<RedisCommand>>> {
            ++attempts;
            const auto balance = conn.command({"GET", "balance"}).andThen(&RedisReply::toInteger);
            if (!balance)
                return balance.error();
            if (attempts == 1) // someone else writes between our read and our EXEC
                (void)rival.command({"INCRBY", "balance", "5"});
            return std::optional<QList<RedisCommand>>(
                QList<RedisCommand>{{"SET", "balance", QByteArray::number(*balance * 2)}});
        });
    QVERIFY2(exec.ok(), qPrintable(exec.error().toString()));
    QVERIFY(!exec->isNil());
    QCOMPARE(attempts, 2);
    QCOMPARE(c.command({"GET", "balance"})->bytes(), QByteArray("30"));
}

void TestRedisConnection::watchedTransactionGivesUpWhenBuilderSaysSo()
{
    RedisConnection c(m_server->connectionOptions());
    const auto exec = c.watchedTransaction(
        {"x"}, [](RedisConnection &) -> Result<std::optional<QList<RedisCommand>>> {
            return std::optional<QList<RedisCommand>>();
        });
    QVERIFY(exec.ok());
    QVERIFY(exec->isNil());
    // UNWATCH was sent: a later write to x by someone else does not abort our next MULTI.
    RedisConnection rival(m_server->connectionOptions());
    QVERIFY(rival.command({"SET", "x", "1"}).ok());
    const auto next = c.transaction({{"SET", "y", "1"}});
    QVERIFY(next.ok() && !next->isNil());
}

void TestRedisConnection::scriptFallsBackToEvalAfterScriptFlush()
{
    CommandLog log;
    QList<QByteArray> verbs;
    connect(&log, &CommandLog::recorded, this,
            [&](const CommandRecord &r) { verbs.append(r.argv.first()); });
    RedisConnection c(m_server->connectionOptions());
    c.setCommandLog(&log);
    const LuaScript script(QStringLiteral("add"), "return tonumber(ARGV[1]) + tonumber(ARGV[2])");
    QCOMPARE(c.eval(script, {}, {"2", "3"})->integerValue(), qint64(5));
    QVERIFY(c.command({"SCRIPT", "FLUSH"}).ok());
    const auto again = c.eval(script, {}, {"4", "5"});
    QVERIFY2(again.ok(), qPrintable(again.error().toString()));
    QCOMPARE(again->integerValue(), qint64(9));
    QCOMPARE(c.eval(script, {}, {"1", "1"})->integerValue(), qint64(2));
    // EVALSHA (NOSCRIPT) + EVAL; SCRIPT FLUSH; EVALSHA (NOSCRIPT) + EVAL; EVALSHA (cached now).
    QTRY_COMPARE(verbs.size(), 6);
    QCOMPARE(verbs, (QList<QByteArray>{"EVALSHA", "EVAL", "SCRIPT", "EVALSHA", "EVAL", "EVALSHA"}));
    const auto loaded = c.command({"SCRIPT", "EXISTS", script.sha1()});
    QCOMPARE(loaded->elements().first().integerValue(), qint64(1));
}

void TestRedisConnection::commandTimeoutDropsTheConnectionAndRecovers()
{
    RedisConnection admin(m_server->connectionOptions());
    ConnectionOptions o = m_server->connectionOptions();
    o.commandTimeoutMs = 200;
    RedisConnection c(o);
    QVERIFY(c.connect().ok());
    QVERIFY(admin.command({"CLIENT", "PAUSE", "700", "ALL"}).ok());
    QElapsedTimer clock;
    clock.start();
    const auto r = c.command({"PING"});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::Timeout);
    QVERIFY(clock.elapsed() < 690);
    QVERIFY(!c.isConnected());
    QTRY_VERIFY_WITH_TIMEOUT(c.command({"PING"}).ok(), 5000);
}

void TestRedisConnection::blockingCommandWaitsPastTheCommandTimeout()
{
    ConnectionOptions o = m_server->connectionOptions();
    o.commandTimeoutMs = 200;
    RedisConnection c(o);
    // BLPOP for 0.6 s on an empty list: a plain command times out at 200 ms and drops the
    // connection, a blocking one waits the block time out and answers nil.
    const RedisCommand pop{"BLPOP", "cs:{blocking}:empty", "0.6"};
    const auto plain = c.command(pop);
    QVERIFY(!plain.ok());
    QCOMPARE(plain.error().kind(), Kind::Timeout);
    QElapsedTimer clock;
    clock.start();
    const auto blocking = c.blockingCommand(pop, 600);
    QVERIFY2(blocking.ok(), qPrintable(blocking.error().toString()));
    QVERIFY(blocking->isNil());
    QVERIFY(clock.elapsed() >= 550);
    QVERIFY(c.isConnected());

    // The same in a pipeline: a write, then the block.
    const auto replies = c.blockingPipeline({{"SET", "cs:{blocking}:stamp", "1"}, pop}, 600);
    QCOMPARE(replies.size(), 2);
    QVERIFY2(replies.at(0).ok() && replies.at(0)->isStatus(), "SET failed");
    QVERIFY2(replies.at(1).ok(), qPrintable(replies.at(1).error().toString()));
    QVERIFY(replies.at(1)->isNil());
    QVERIFY(c.isConnected());
}

void TestRedisConnection::serverKilledMidCommandIsReportedThenReconnects()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisServerProcess &s = *server.value();
    ConnectionOptions o = s.connectionOptions();
    o.commandTimeoutMs = 0; // no deadline: only the kill can end the BLPOP

    // The connection lives in the worker, as in the primitives; the main thread kills and
    // restarts the server.
    QSemaphore connected, restarted;
    Result<void> connectResult;
    Result<RedisReply> blocked = RedisReply();
    Result<RedisReply> afterRestart = RedisReply();
    bool stillConnected = true;
    qint64 waitedMs = -1;
    QThread *worker = QThread::create([&] {
        RedisConnection c(o);
        connectResult = c.connect();
        connected.release();
        QElapsedTimer clock;
        clock.start();
        blocked = c.command({"BLPOP", "never", "10"});
        waitedMs = clock.elapsed();
        stillConnected = c.isConnected();
        restarted.acquire();
        afterRestart = c.command({"PING"});
    });
    worker->start();
    QVERIFY(connected.tryAcquire(1, 5000));
    QVERIFY(connectResult.ok());
    QTest::qWait(300);
    s.kill();
    QTRY_VERIFY_WITH_TIMEOUT(waitedMs >= 0, 5000);
    QVERIFY(s.restart().ok());
    restarted.release();
    QVERIFY(worker->wait(5000));
    delete worker;

    QVERIFY(!blocked.ok());
    QVERIFY2(blocked.error().isConnectionError(), qPrintable(blocked.error().toString()));
    QVERIFY(waitedMs < 5000);
    QVERIFY(!stillConnected);
    QVERIFY2(afterRestart.ok(), qPrintable(afterRestart.error().toString()));
    QCOMPARE(afterRestart->bytes(), QByteArray("PONG"));
}

void TestRedisConnection::idleConnectionClosedByTheServerIsReopenedBeforeSending_data()
{
    QTest::addColumn<QString>("transport");
    QTest::newRow("tcp") << QStringLiteral("tcp");
    QTest::newRow("unix") << QStringLiteral("unix");
    QTest::newRow("tls") << QStringLiteral("tls");
}

void TestRedisConnection::idleConnectionClosedByTheServerIsReopenedBeforeSending()
{
    // What a server's idle timeout does (CONFIG SET timeout 1), made exact with CLIENT KILL:
    // the connection is closed while nothing is pending. The next command is written on a new
    // connection, once; before, it went out on the dead one and failed with "closed" (issue 18:
    // a --hold's release failed, and the lock stayed held for its TTL).
    QFETCH(QString, transport);
    Result<TestRedis::Server> server = RedisError();
    ConnectionOptions o;
    if (transport == QLatin1String("unix")) {
        RedisServerOptions so;
        so.unixSocketOnly = true;
        server = TestRedis::start(so);
        QVERIFY2(server.ok(), qPrintable(server.error().toString()));
        o = ConnectionOptions::fromUrl(QStringLiteral("unix://") + server.value()->socketPath())
                .value();
    } else {
        server =
            transport == QLatin1String("tls") ? TestRedis::startTls(m_tls) : TestRedis::start();
        QVERIFY2(server.ok(), qPrintable(server.error().toString()));
        o = server.value()->connectionOptions();
    }
    RedisConnection held(o);
    RedisConnection admin(o);
    QVERIFY(held.command({"SET", "k", "v"}).ok());
    const qint64 id = held.command({"CLIENT", "ID"})->integerValue();
    QCOMPARE(admin.command({"CLIENT", "KILL", "ID", QByteArray::number(id)})->integerValue(), 1);
    // The kill reaches the socket at once, but not necessarily before the next line. No event
    // loop runs meanwhile (as in a CLI's --hold): the socket alone must tell.
    QThread::msleep(100);
    const auto del = held.command({"DEL", "k"});
    QVERIFY2(del.ok(), qPrintable(del.error().toString()));
    QCOMPARE(del->integerValue(), 1); // sent once, on the new connection
    QVERIFY(held.command({"CLIENT", "ID"})->integerValue() != id);
    QCOMPARE(admin.command({"EXISTS", "k"})->integerValue(), 0);
}

void TestRedisConnection::connectionLostAfterSendingSaysTheCommandMayHaveRun()
{
    const ConnectionOptions o = m_server->connectionOptions();
    RedisConnection admin(o);
    Result<RedisReply> lost = RedisReply();
    QThread *worker = QThread::create([&] {
        RedisConnection c(o);
        lost = c.command({"BLPOP", "never", "10"});
    });
    worker->start();
    // Kill the worker's connection while its BLPOP is pending.
    QTRY_VERIFY_WITH_TIMEOUT(admin.command({"CLIENT", "LIST"})->bytes().contains("cmd=blpop"),
                             5000);
    QCOMPARE(admin.command({"CLIENT", "KILL", "USER", "default", "SKIPME", "yes"})->integerValue(),
             1);
    QVERIFY(worker->wait(5000));
    delete worker;
    QVERIFY(!lost.ok());
    QCOMPARE(lost.error().kind(), Kind::Closed);
    QVERIFY2(lost.error().message().contains(QLatin1String(
                 "after the command was sent: it may have run, and it is not sent again")),
             qPrintable(lost.error().message()));
}

void TestRedisConnection::plainConnectionToATlsPortSaysSo()
{
    auto server = TestRedis::startTls(m_tls);
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    ConnectionOptions o = server.value()->connectionOptions();
    o.transport = ConnectionOptions::Transport::Tcp;
    RedisConnection c(o);
    const auto pong = c.command({"PING"});
    QVERIFY(!pong.ok());
    QCOMPARE(pong.error().kind(), Kind::Closed);
    // Before: "the server at ... closed the connection", and nothing about TLS.
    QVERIFY2(pong.error().message().contains(QLatin1String("if it is a TLS port, use rediss://")),
             qPrintable(pong.error().message()));
}

void TestRedisConnection::idleConnectionClosedWithAWatchPendingIsNotReplaced()
{
    // WATCH, then the connection is killed before EXEC: a new connection would run the
    // transaction without the WATCH (a release deleting another holder's lock). It must fail.
    RedisConnection c(m_server->connectionOptions());
    RedisConnection admin(m_server->connectionOptions());
    QVERIFY(c.command({"SET", "w", "mine"}).ok());
    QVERIFY(c.command({"WATCH", "w"}).ok());
    const qint64 id = c.command({"CLIENT", "ID"})->integerValue();
    QCOMPARE(admin.command({"CLIENT", "KILL", "ID", QByteArray::number(id)})->integerValue(), 1);
    QVERIFY(admin.command({"SET", "w", "theirs"}).ok());
    QThread::msleep(100); // no event loop: the socket alone tells
    const auto exec = c.transaction({{"DEL", "w"}});
    QVERIFY(!exec.ok());
    QCOMPARE(exec.error().kind(), Kind::Closed);
    QVERIFY2(exec.error().message().contains(QLatin1String("while a WATCH was pending")),
             qPrintable(exec.error().message()));
    QCOMPARE(admin.command({"GET", "w"})->bytes(), QByteArray("theirs"));
    // The next call starts afresh.
    QCOMPARE(c.command({"GET", "w"})->bytes(), QByteArray("theirs"));
}

void TestRedisConnection::handshakeLostSaysTheCommandWasNotSent()
{
    // With a client name the handshake is not empty: losing it is not "the command may have run".
    auto server = TestRedis::startTls(m_tls);
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    ConnectionOptions o = server.value()->connectionOptions();
    o.transport = ConnectionOptions::Transport::Tcp;
    o.clientName = QStringLiteral("named");
    RedisConnection c(o);
    const auto pong = c.command({"PING"});
    QVERIFY(!pong.ok());
    const QString message = pong.error().message();
    QVERIFY2(message.contains(QLatin1String("during the connection's handshake")) &&
                 message.contains(QLatin1String("before the command was sent")) &&
                 message.contains(QLatin1String("if it is a TLS port, use rediss://")) &&
                 !message.contains(QLatin1String("may have run")),
             qPrintable(message));
}

void TestRedisConnection::tlsConnectionToAPlainPortSaysSo()
{
    ConnectionOptions o = m_server->connectionOptions();
    o.transport = ConnectionOptions::Transport::Tls;
    o.tls.verifyPeer = false;
    o.connectTimeoutMs = 1000;
    RedisConnection c(o);
    const auto pong = c.command({"PING"});
    QVERIFY(!pong.ok());
    // Before: "connecting to ... timed out after 1000 ms", as if the host were unreachable.
    QVERIFY2(pong.error().message().contains(QLatin1String("is it a TLS port?")) ||
                 pong.error().message().contains(QLatin1String("is it a plain port?")),
             qPrintable(pong.error().message()));
}

void TestRedisConnection::wrongTypeInAScriptNamesTheKeysNotTheScript()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(c.command({"SET", "cs:{w}:holders", "text"}).ok());
    const LuaScript script(QStringLiteral("hset"),
                           QByteArrayLiteral("return redis.call('HSET', KEYS[1], 'f', 'v')"));
    const auto r = c.eval(script, {"cs:{w}:holders", "cs:{w}:absent"});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::WrongType);
    const QString message = r.error().message();
    QVERIFY2(message.contains(QLatin1String("cs:{w}:holders holds a string, cs:{w}:absent holds "
                                            "nothing")),
             qPrintable(message));
    QVERIFY2(!message.contains(QLatin1String("script:")) &&
                 !message.contains(QLatin1String("@user_script")),
             qPrintable(message));
}

void TestRedisConnection::usingAConnectionFromAnotherThreadIsRefused()
{
    RedisConnection c(m_server->connectionOptions());
    QVERIFY(c.connect().ok());
    Result<RedisReply> fromWorker = RedisReply();
    QThread *worker = QThread::create([&] { fromWorker = c.command({"PING"}); });
    worker->start();
    QVERIFY(worker->wait(5000));
    delete worker;
    QCOMPARE(fromWorker.error().kind(), Kind::InvalidArgument);
    QVERIFY(fromWorker.error().message().contains(u"thread"));
    QCOMPARE(c.command({"PING"})->bytes(), QByteArray("PONG")); // the owner still can
}

void TestRedisConnection::watchedTransactionRefusesToExecAfterAReconnect()
{
    RedisConnection c(m_server->connectionOptions());
    RedisConnection admin(m_server->connectionOptions());
    const qint64 id = c.command({"CLIENT", "ID"})->integerValue();
    const auto exec = c.watchedTransaction(
        {"guarded"}, [&](RedisConnection &conn) -> Result<std::optional<QList<RedisCommand>>> {
            (void)admin.command({"CLIENT", "KILL", "ID", QByteArray::number(id)});
            (void)conn.command({"PING"}); // fails: the connection is gone
            (void)conn.command({"PING"}); // reconnects: a new connection has no WATCH
            return std::optional<QList<RedisCommand>>(
                QList<RedisCommand>{{"SET", "guarded", "written"}});
        });
    QVERIFY(!exec.ok());
    QCOMPARE(exec.error().kind(), Kind::Closed);
    QVERIFY(c.command({"GET", "guarded"})->isNil());
}

void TestRedisConnection::commandLogRecordsCommandsWithSecretsHidden()
{
    auto server = TestRedis::startWithArgs({QStringLiteral("--requirepass"), QStringLiteral("pw")});
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    CommandLog log;
    QList<CommandRecord> records;
    connect(&log, &CommandLog::recorded, this, [&](const CommandRecord &r) { records.append(r); });
    ConnectionOptions o = server.value()->connectionOptions();
    o.password = QStringLiteral("pw");
    RedisConnection c(o);
    c.setCommandLog(&log);
    c.setLabel(QStringLiteral("worker-1"));
    QVERIFY(c.command({"SET", "k", "v"}).ok());
    QVERIFY(!c.command({"LPUSH", "k", "x"}).ok());
    QTRY_COMPARE(records.size(), 3);
    QCOMPARE(records.at(0).argv, (RedisCommand{"AUTH", "***"}));
    QCOMPARE(records.at(1).argv, (RedisCommand{"SET", "k", "v"}));
    QCOMPARE(records.at(1).replySummary, QStringLiteral("OK"));
    QCOMPARE(records.at(1).connection, QStringLiteral("worker-1"));
    QVERIFY(records.at(1).latencyUs > 0);
    QVERIFY(!records.at(1).failed);
    QVERIFY(records.at(2).failed);
    QVERIFY(records.at(2).replySummary.contains(u"WRONGTYPE"));
}

void TestRedisConnection::emptyCommandIsRejectedLocally()
{
    RedisConnection c(m_server->connectionOptions());
    QCOMPARE(c.command({}).error().kind(), Kind::InvalidArgument);
}

void TestRedisConnection::receiveGetsPushedMessagesAndATimeoutKeepsTheConnection_data()
{
    QTest::addColumn<QString>("transport");
    QTest::newRow("tcp") << QStringLiteral("tcp");
    QTest::newRow("unix") << QStringLiteral("unix");
    QTest::newRow("tls") << QStringLiteral("tls");
}

void TestRedisConnection::receiveGetsPushedMessagesAndATimeoutKeepsTheConnection()
{
    QFETCH(QString, transport);
    TestRedis::Server own;
    ConnectionOptions o = m_server->connectionOptions();
    if (transport != u"tcp") {
        RedisServerOptions socketOnly;
        socketOnly.unixSocketOnly = true;
        auto server =
            transport == u"unix" ? TestRedis::start(socketOnly) : TestRedis::startTls(m_tls);
        QVERIFY2(server.ok(), qPrintable(server.error().toString()));
        own = std::move(server).value();
        o = own->connectionOptions();
        if (transport == u"tls")
            o.tls.caFile = m_tls.caCert;
    }
    RedisConnection subscriber(o);
    RedisConnection publisher(o);
    const auto subscribed = subscriber.command({"SUBSCRIBE", "news"});
    QVERIFY2(subscribed.ok(), qPrintable(subscribed.error().toString()));
    QCOMPARE(*subscribed, RedisReply::array({RedisReply::string("subscribe"),
                                             RedisReply::string("news"), RedisReply::integer(1)}));
    const auto message = [](const QByteArray &payload) {
        return RedisReply::array({RedisReply::string("message"), RedisReply::string("news"),
                                  RedisReply::string(payload)});
    };

    QCOMPARE(publisher.command({"PUBLISH", "news", "first"})->integerValue(), qint64(1));
    const auto first = subscriber.receive(5000);
    QVERIFY2(first.ok(), qPrintable(first.error().toString()));
    QVERIFY(first->has_value());
    QCOMPARE(**first, message("first"));

    QElapsedTimer clock;
    clock.start();
    const auto nothing = subscriber.receive(100);
    const qint64 waited = clock.elapsed();
    QVERIFY2(nothing.ok(), qPrintable(nothing.error().toString()));
    QVERIFY(!nothing->has_value());
    QVERIFY2(waited >= 90 && waited < 1000, qPrintable(QString::number(waited)));
    QVERIFY(subscriber.isConnected());
    QVERIFY(subscriber.receive(0).ok()); // a poll: nothing arrived, still no error

    QCOMPARE(publisher.command({"PUBLISH", "news", "second"})->integerValue(), qint64(1));
    const auto second = subscriber.receive(5000);
    QVERIFY2(second.ok(), qPrintable(second.error().toString()));
    QVERIFY(second->has_value());
    QCOMPARE(**second, message("second"));
}

void TestRedisConnection::receiveReportsAKilledConnectionWithoutWaitingOutItsDeadline()
{
    RedisConnection subscriber(m_server->connectionOptions());
    RedisConnection admin(m_server->connectionOptions());
    QVERIFY(subscriber.command({"SUBSCRIBE", "news"}).ok());
    const qint64 id = admin.command({"CLIENT", "LIST", "TYPE", "pubsub"})
                          ->bytes()
                          .split(' ')
                          .first()
                          .mid(3)
                          .toLongLong();
    QVERIFY(id > 0);
    QVERIFY(admin.command({"CLIENT", "KILL", "ID", QByteArray::number(id)}).ok());
    QElapsedTimer clock;
    clock.start();
    const auto r = subscriber.receive(5000);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().isConnectionError(), qPrintable(r.error().toString()));
    QVERIFY(clock.elapsed() < 2000);
    QVERIFY(!subscriber.isConnected());
    QCOMPARE(subscriber.receive(100).error().kind(), Kind::Closed); // no silent reconnect
}

QTEST_GUILESS_MAIN(TestRedisConnection)
#include "tst_redisconnection.moc"
