#include "fakeredisserver.h"
#include "redisclient.h"
#include "redisconnection.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <sys/resource.h>

using Kind = RedisError::Kind;

// A server that lies about the size of its replies, or sends what is not RESP: the client layer,
// the GUI's asynchronous client and the CLI refuse the reply at once, with a clear error, without
// allocating what the reply claims (issue 18).
class TestHostileServer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void blockingConnectionRefusesTheReply_data();
    void blockingConnectionRefusesTheReply();
    void asynchronousClientRefusesTheReply();
    void cliRefusesTheReplyWithoutTheMemoryItClaims_data();
    void cliRefusesTheReplyWithoutTheMemoryItClaims();
};

namespace {
ConnectionOptions optionsFor(const FakeRedisServer &server)
{
    ConnectionOptions options = ConnectionOptions::fromUrl(server.url()).value();
    options.commandTimeoutMs = 20000; // a hang would show as a timeout, not as the refusal
    return options;
}

void hostileRows()
{
    QTest::addColumn<QByteArray>("reply");
    QTest::addColumn<QString>("why");
    QTest::newRow("2^31 elements")
        << QByteArray("*2147483647\r\n") << QStringLiteral("an array of 2147483647 elements");
    QTest::newRow("200M elements")
        << QByteArray("*200000000\r\n") << QStringLiteral("an array of 200000000 elements");
    QTest::newRow("2^63-1 bytes") << QByteArray("$9223372036854775807\r\n")
                                  << QStringLiteral("a string of 9223372036854775807 bytes");
    QTest::newRow("2 GB string") << QByteArray("$2000000000\r\n")
                                 << QStringLiteral("a string of 2000000000 bytes");
    QTest::newRow("not RESP") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n")
                              << QStringLiteral("unknown reply type byte 0x53");
}
} // namespace

void TestHostileServer::blockingConnectionRefusesTheReply_data()
{
    hostileRows();
}

void TestHostileServer::blockingConnectionRefusesTheReply()
{
    QFETCH(QByteArray, reply);
    QFETCH(QString, why);
    FakeRedisServer server(FakeRedisServer::always(reply));
    RedisConnection connection(optionsFor(server));
    QVERIFY(connection.connect().ok()); // no handshake without a password, database or name
    const auto pong = connection.command({"PING"});
    QVERIFY(!pong.ok());
    QCOMPARE(pong.error().kind(), Kind::Protocol);
    QVERIFY2(pong.error().message().contains(why), qPrintable(pong.error().message()));
    QVERIFY(!connection.isConnected()); // the stream is unusable: dropped
    QCOMPARE(server.commandNames(), QList<QByteArray>{"PING"});
}

void TestHostileServer::asynchronousClientRefusesTheReply()
{
    FakeRedisServer server(FakeRedisServer::always("*2147483647\r\n"));
    RedisClient client(optionsFor(server));
    client.setReconnectDelays(60000, 60000); // one attempt is enough to see
    QSignalSpy lost(&client, &RedisClient::errorOccurred);
    client.connectToServer();
    QVERIFY(lost.wait(10000));
    const auto error = lost.first().first().value<RedisError>();
    QCOMPARE(error.kind(), Kind::Protocol);
    QVERIFY2(error.message().contains(QLatin1String("an array of 2147483647 elements")),
             qPrintable(error.message()));
    QVERIFY(client.state() != RedisClient::State::Connected);
}

void TestHostileServer::cliRefusesTheReplyWithoutTheMemoryItClaims_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("reply");
    QTest::newRow("ping") << QStringList{QStringLiteral("ping")} << QByteArray("*2147483647\r\n");
    QTest::newRow("json inspect") << QStringList{QStringLiteral("--json"),
                                                 QStringLiteral("inspect")}
                                  << QByteArray("*2147483647\r\n");
    QTest::newRow("ping, huge string")
        << QStringList{QStringLiteral("ping")} << QByteArray("$9223372036854775807\r\n");
}

void TestHostileServer::cliRefusesTheReplyWithoutTheMemoryItClaims()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, reply);
    FakeRedisServer server(FakeRedisServer::always(reply));
    QProcess cli;
    cli.start(QStringLiteral(CLI_PATH), QStringList{QStringLiteral("--url"), server.url()} + args);
    // Before the fix the CLI ran past 30 s at 5 GB; a hang fails here, not in ctest's timeout.
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QVERIFY(cli.exitCode() != 0);
    const QByteArray said = cli.readAllStandardOutput() + cli.readAllStandardError();
    QVERIFY2(said.contains("invalid reply") && !said.contains("timed out") &&
                 !said.contains("no reply"),
             said.constData());
    // What the CLI processes of this program took at their peak: the claim was 16 GiB (or
    // 2^63 bytes); a refused claim costs nothing, and even under AddressSanitizer a CLI stays
    // far under 1 GiB.
    rusage usage{};
    QCOMPARE(getrusage(RUSAGE_CHILDREN, &usage), 0);
    QVERIFY2(usage.ru_maxrss < 1024 * 1024, qPrintable(QString::number(usage.ru_maxrss)));
}

QTEST_GUILESS_MAIN(TestHostileServer)
#include "tst_hostileserver.moc"
