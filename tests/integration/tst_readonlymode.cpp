#include "atomicsemaphore.h"
#include "delayedqueue.h"
#include "fencedlock.h"
#include "inspectorreadbatch.h"
#include "layoutcatalog.h"
#include "primitivediscovery.h"
#include "primitivestateread.h"
#include "readonlycommands.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "reentrantlock.h"
#include "testredis.h"
#include "verifyok.h"

#include <QMap>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

using Kind = RedisError::Kind;

namespace {
// A reply as text for QCOMPARE: a string's bytes, an integer's digits, or the error, so a
// refused read fails the comparison with the reason instead of throwing.
QByteArray shown(const Result<RedisReply> &r)
{
    if (!r)
        return "error " + r.error().toString().toUtf8();
    return r->isInteger() ? QByteArray::number(r->integerValue()) : r->bytes();
}
} // namespace

// Read-only mode: the allowlist checked against the server's own command table, the commands it
// refuses, and RedisConnection / RedisClient refusing everything else before it is sent (the
// server's INFO commandstats, read from another connection, proves nothing arrived), the URL
// option, and an ACL user allowed only reads inspecting a keyspace without a single NOPERM.
class TestReadOnlyMode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void everyAllowedCommandExistsAndIsNotAWrite();
    void everyServerReadCommandButKeysIsAllowed();
    void allowedNamesAreAllowedByIsRead();
    void writesScriptsTransactionsAndAdminCommandsAreRefused_data();
    void writesScriptsTransactionsAndAdminCommandsAreRefused();
    void namesAreCaseInsensitive_data();
    void namesAreCaseInsensitive();
    void connectionRefusesWriteCommandsAndSendsNothing_data();
    void connectionRefusesWriteCommandsAndSendsNothing();
    void connectionRefusesAWholePipelineWithOneWriteUnsent();
    void connectionRefusesTransactionsScriptsAndBlockingWritesUnsent();
    void connectionRunsReadCommands();
    void connectionHandshakeAuthenticatesSelectsAndNamesItself();
    void writableConnectionIsNotRestricted();
    void clientRefusesWritesPipelinesAndScriptsUnsent();
    void clientRunsReadsAfterAnAclHandshake();
    void urlOptionParses_data();
    void urlOptionParses();
    void urlOptionRoundTripsThroughToUrl_data();
    void urlOptionRoundTripsThroughToUrl();
    void restrictedAclUserInspectsReadOnlyWithoutNoperm();

private:
    // Per command (Redis's "name|sub"): calls + rejected calls, as INFO commandstats counts them.
    using CommandCounts = QMap<QByteArray, qint64>;
    CommandCounts commandCounts() const;
    qint64 rejectedCalls() const;
    // Fails unless nothing but the observer's own INFO reached the server since before.
    void verifyNothingSentSince(const CommandCounts &before) const;
    ConnectionOptions readOnlyOptions() const;
    void createReadOnlyAclUser();

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestReadOnlyMode::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestReadOnlyMode::init()
{
    VERIFY_OK(m_admin->command({"FLUSHALL"}));
    VERIFY_OK(m_admin->command({"CONFIG", "RESETSTAT"}));
}

TestReadOnlyMode::CommandCounts TestReadOnlyMode::commandCounts() const
{
    CommandCounts out;
    const auto info = m_admin->command({"INFO", "commandstats"});
    if (!info) {
        QTest::qFail(qPrintable(info.error().toString()), __FILE__, __LINE__);
        return out;
    }
    // cmdstat_client|setname:calls=1,usec=2,usec_per_call=2.00,rejected_calls=0,failed_calls=0
    for (const QByteArray &line : info->bytes().split('\n')) {
        if (!line.startsWith("cmdstat_"))
            continue;
        const qsizetype colon = line.indexOf(':');
        qint64 n = 0;
        for (const QByteArray &field : line.mid(colon + 1).trimmed().split(','))
            if (field.startsWith("calls=") || field.startsWith("rejected_calls="))
                n += field.mid(field.indexOf('=') + 1).toLongLong();
        out.insert(line.mid(8, colon - 8), n);
    }
    return out;
}

qint64 TestReadOnlyMode::rejectedCalls() const
{
    const auto info = m_admin->command({"INFO", "commandstats"});
    if (!info)
        return -1;
    qint64 n = 0;
    for (const QByteArray &line : info->bytes().split('\n'))
        for (const QByteArray &field : line.trimmed().split(','))
            if (field.startsWith("rejected_calls="))
                n += field.mid(15).toLongLong();
    return n;
}

void TestReadOnlyMode::verifyNothingSentSince(const CommandCounts &before) const
{
    CommandCounts after = commandCounts();
    // The observer's INFO is the only command that may have arrived in between.
    QCOMPARE(after.take("info"), before.value("info") + 1);
    CommandCounts expected = before;
    expected.remove("info");
    QCOMPARE(after, expected);
}

ConnectionOptions TestReadOnlyMode::readOnlyOptions() const
{
    ConnectionOptions o = m_server->connectionOptions();
    o.readOnly = true;
    return o;
}

void TestReadOnlyMode::createReadOnlyAclUser()
{
    VERIFY_OK(m_admin->command({"ACL", "SETUSER", "inspector", "reset", "on", ">s3cret", "~*", "&*",
                                "-@all", "+@read", "+@connection", "+info", "+scan", "+ping",
                                "+subscribe", "+psubscribe"}));
}

void TestReadOnlyMode::everyAllowedCommandExistsAndIsNotAWrite()
{
    const QList<QByteArray> allowed = ReadOnlyCommands::allowed();
    QVERIFY(allowed.size() > 50);
    for (const QByteArray &name : allowed) {
        QCOMPARE(name, name.toLower());
        // Redis 7 takes "client|setname" for a subcommand, and answers nil for a name it does
        // not know.
        const auto info = m_admin->command({"COMMAND", "INFO", name});
        VERIFY_OK(info);
        QVERIFY2(info->isArray() && info->elements().size() == 1, name.constData());
        const RedisReply &entry = info->elements().first();
        QVERIFY2(
            entry.isArray() && entry.elements().size() >= 3,
            qPrintable(
                QStringLiteral("%1 is not a command of this server").arg(QString::fromUtf8(name))));
        QCOMPARE(entry.elements().at(0).bytes(), name);
        QList<QByteArray> flags;
        for (const RedisReply &flag : entry.elements().at(2).elements())
            flags << flag.bytes();
        QVERIFY2(!flags.contains("write"), name.constData());
        // Nor may it be an admin command (CONFIG, CLIENT KILL, DEBUG...).
        QVERIFY2(!flags.contains("admin"), name.constData());
    }
}

void TestReadOnlyMode::everyServerReadCommandButKeysIsAllowed()
{
    // The header's promise: Redis's own @read category, less KEYS.
    const auto reads = m_admin->command({"ACL", "CAT", "read"});
    VERIFY_OK(reads);
    QVERIFY(reads->elements().size() > 50);
    const QList<QByteArray> allowed = ReadOnlyCommands::allowed();
    for (const RedisReply &r : reads->elements()) {
        if (r.bytes() == "keys")
            QVERIFY(!allowed.contains(r.bytes()));
        else
            QVERIFY2(allowed.contains(r.bytes()), r.bytes().constData());
    }
}

void TestReadOnlyMode::allowedNamesAreAllowedByIsRead()
{
    for (const QByteArray &name : ReadOnlyCommands::allowed()) {
        RedisCommand argv;
        for (const QByteArray &word : name.split('|'))
            argv << word;
        if (name.contains('|'))
            argv << "arg"; // "command" alone is COMMAND, "command arg" a subcommand
        QVERIFY2(ReadOnlyCommands::isRead(argv), name.constData());
        VERIFY_OK(ReadOnlyCommands::check(argv));
    }
}

void TestReadOnlyMode::writesScriptsTransactionsAndAdminCommandsAreRefused_data()
{
    QTest::addColumn<RedisCommand>("argv");
    QTest::addColumn<QString>("named"); // what the error message names
    QTest::newRow("KEYS") << RedisCommand{"KEYS", "*"} << "KEYS";
    QTest::newRow("MULTI") << RedisCommand{"MULTI"} << "MULTI";
    QTest::newRow("EXEC") << RedisCommand{"EXEC"} << "EXEC";
    QTest::newRow("WATCH") << RedisCommand{"WATCH", "k"} << "WATCH";
    QTest::newRow("EVAL") << RedisCommand{"EVAL", "return 1", "0"} << "EVAL";
    QTest::newRow("EVALSHA") << RedisCommand{"EVALSHA", "abc", "0"} << "EVALSHA";
    QTest::newRow("EVAL_RO") << RedisCommand{"EVAL_RO", "return 1", "0"} << "EVAL_RO";
    QTest::newRow("FCALL_RO") << RedisCommand{"FCALL_RO", "f", "0"} << "FCALL_RO";
    QTest::newRow("SET") << RedisCommand{"SET", "k", "v"} << "SET";
    QTest::newRow("DEL") << RedisCommand{"DEL", "k"} << "DEL";
    QTest::newRow("FLUSHALL") << RedisCommand{"FLUSHALL"} << "FLUSHALL";
    QTest::newRow("CONFIG SET") << RedisCommand{"CONFIG", "SET", "maxmemory", "1"} << "CONFIG";
    QTest::newRow("CONFIG GET") << RedisCommand{"CONFIG", "GET", "*"} << "CONFIG";
    QTest::newRow("CLIENT KILL") << RedisCommand{"CLIENT", "KILL", "ID", "1"} << "CLIENT KILL";
    QTest::newRow("CLIENT PAUSE") << RedisCommand{"CLIENT", "PAUSE", "1000"} << "CLIENT PAUSE";
    QTest::newRow("CLIENT alone") << RedisCommand{"CLIENT"} << "CLIENT";
    QTest::newRow("PUBLISH") << RedisCommand{"PUBLISH", "c", "m"} << "PUBLISH";
    QTest::newRow("BLPOP") << RedisCommand{"BLPOP", "k", "1"} << "BLPOP";
    QTest::newRow("XREADGROUP") << RedisCommand{"XREADGROUP", "GROUP", "g", "c",
                                                "STREAMS",    "s",     ">"}
                                << "XREADGROUP";
    QTest::newRow("SORT") << RedisCommand{"SORT", "k", "STORE", "d"} << "SORT";
    QTest::newRow("OBJECT HELP is not a listed subcommand")
        << RedisCommand{"OBJECT", "HELP"} << "OBJECT HELP";
    QTest::newRow("unknown command") << RedisCommand{"NOSUCHCOMMAND"} << "NOSUCHCOMMAND";
    QTest::newRow("empty argv") << RedisCommand{} << "";
}

void TestReadOnlyMode::writesScriptsTransactionsAndAdminCommandsAreRefused()
{
    QFETCH(RedisCommand, argv);
    QFETCH(QString, named);
    QVERIFY(!ReadOnlyCommands::isRead(argv));
    const auto checked = ReadOnlyCommands::check(argv);
    QCOMPARE(checked.error().kind(), Kind::ReadOnly);
    QCOMPARE(checked.error().kindName(), QStringLiteral("read_only"));
    QVERIFY2(checked.error().message().contains(named), qPrintable(checked.error().message()));
    QVERIFY2(checked.error().message().contains(QStringLiteral("nothing was sent")),
             qPrintable(checked.error().message()));
}

void TestReadOnlyMode::namesAreCaseInsensitive_data()
{
    QTest::addColumn<RedisCommand>("argv");
    QTest::addColumn<bool>("read");
    QTest::newRow("get") << RedisCommand{"get", "k"} << true;
    QTest::newRow("GET") << RedisCommand{"GET", "k"} << true;
    QTest::newRow("GeT") << RedisCommand{"GeT", "k"} << true;
    QTest::newRow("client SetName") << RedisCommand{"client", "SetName", "n"} << true;
    QTest::newRow("CLIENT setname") << RedisCommand{"CLIENT", "setname", "n"} << true;
    QTest::newRow("Xinfo STREAM") << RedisCommand{"Xinfo", "STREAM", "s"} << true;
    QTest::newRow("memory Usage") << RedisCommand{"memory", "Usage", "k"} << true;
    QTest::newRow("keys") << RedisCommand{"keys", "*"} << false;
    QTest::newRow("Set") << RedisCommand{"Set", "k", "v"} << false;
    QTest::newRow("client kill") << RedisCommand{"client", "kill", "ID", "1"} << false;
    QTest::newRow("eval_ro") << RedisCommand{"eval_ro", "return 1", "0"} << false;
}

void TestReadOnlyMode::namesAreCaseInsensitive()
{
    QFETCH(RedisCommand, argv);
    QFETCH(bool, read);
    QCOMPARE(ReadOnlyCommands::isRead(argv), read);
    QCOMPARE(ReadOnlyCommands::check(argv).ok(), read);
}

void TestReadOnlyMode::connectionRefusesWriteCommandsAndSendsNothing_data()
{
    QTest::addColumn<RedisCommand>("argv");
    QTest::newRow("SET") << RedisCommand{"SET", "k", "v"};
    QTest::newRow("set") << RedisCommand{"set", "k", "v"};
    QTest::newRow("DEL") << RedisCommand{"DEL", "k"};
    QTest::newRow("FLUSHALL") << RedisCommand{"FLUSHALL"};
    QTest::newRow("KEYS") << RedisCommand{"KEYS", "*"};
    QTest::newRow("CONFIG SET") << RedisCommand{"CONFIG", "SET", "notify-keyspace-events", "KEA"};
    QTest::newRow("CLIENT PAUSE") << RedisCommand{"CLIENT", "PAUSE", "60000"};
    QTest::newRow("CLIENT KILL") << RedisCommand{"CLIENT", "KILL", "TYPE", "normal"};
    QTest::newRow("MULTI") << RedisCommand{"MULTI"};
    QTest::newRow("EVAL_RO") << RedisCommand{"EVAL_RO", "return 1", "0"};
}

void TestReadOnlyMode::connectionRefusesWriteCommandsAndSendsNothing()
{
    QFETCH(RedisCommand, argv);
    VERIFY_OK(m_admin->command({"SET", "k", "before"}));
    RedisConnection reader(readOnlyOptions());
    VERIFY_OK(reader.connect());
    const CommandCounts before = commandCounts();
    const auto refused = reader.command(argv);
    QCOMPARE(refused.error().kind(), Kind::ReadOnly);
    verifyNothingSentSince(before);
    QCOMPARE(m_admin->command({"GET", "k"})->bytes(), QByteArray("before"));
    // The refusal left the connection usable.
    QVERIFY(reader.isConnected());
    QCOMPARE(shown(reader.command({"GET", "k"})), QByteArray("before"));
    const auto config = m_admin->command({"CONFIG", "GET", "notify-keyspace-events"});
    QCOMPARE(config->elements().value(1).bytes(), QByteArray(""));
}

void TestReadOnlyMode::connectionRefusesAWholePipelineWithOneWriteUnsent()
{
    VERIFY_OK(m_admin->command({"SET", "k", "1"}));
    RedisConnection reader(readOnlyOptions());
    VERIFY_OK(reader.connect());
    const CommandCounts before = commandCounts();
    const QList<Result<RedisReply>> replies =
        reader.pipeline({{"GET", "k"}, {"INCR", "k"}, {"SET", "new", "x"}, {"PTTL", "k"}});
    QCOMPARE(replies.size(), 4);
    for (const auto &r : replies) {
        QCOMPARE(r.error().kind(), Kind::ReadOnly);
        QVERIFY2(r.error().message().contains(QStringLiteral("INCR")),
                 qPrintable(r.error().message()));
    }
    // Not even the reads around the write went out.
    verifyNothingSentSince(before);
    QCOMPARE(m_admin->command({"GET", "k"})->bytes(), QByteArray("1"));
    QCOMPARE(m_admin->command({"EXISTS", "new"})->integerValue(), 0);
    // A pipeline of reads only goes through.
    const QList<Result<RedisReply>> reads = reader.pipeline({{"GET", "k"}, {"PTTL", "k"}});
    QCOMPARE(reads.size(), 2);
    QCOMPARE(shown(reads.at(0)), QByteArray("1"));
    QCOMPARE(shown(reads.at(1)), QByteArray("-1"));
}

void TestReadOnlyMode::connectionRefusesTransactionsScriptsAndBlockingWritesUnsent()
{
    RedisConnection reader(readOnlyOptions());
    VERIFY_OK(reader.connect());
    const CommandCounts before = commandCounts();
    QCOMPARE(reader.transaction({{"GET", "k"}}).error().kind(), Kind::ReadOnly);
    QCOMPARE(reader.transaction({{"SET", "k", "v"}}).error().kind(), Kind::ReadOnly);
    const LuaScript script(QStringLiteral("write"), "return redis.call('SET', KEYS[1], 'v')");
    const auto evaluated = reader.eval(script, {"k"});
    QCOMPARE(evaluated.error().kind(), Kind::ReadOnly);
    const auto watched = reader.watchedTransaction(
        {"k"}, [](RedisConnection &) -> Result<std::optional<QList<RedisCommand>>> {
            return std::optional<QList<RedisCommand>>(QList<RedisCommand>{{"SET", "k", "v"}});
        });
    QCOMPARE(watched.error().kind(), Kind::ReadOnly);
    QCOMPARE(reader.blockingCommand({"BLPOP", "list", "1"}, 1000).error().kind(), Kind::ReadOnly);
    const auto blocking = reader.blockingPipeline(
        {{"LLEN", "list"}, {"BLMOVE", "list", "other", "LEFT", "RIGHT", "1"}}, 1000);
    QCOMPARE(blocking.size(), 2);
    QCOMPARE(blocking.at(0).error().kind(), Kind::ReadOnly);
    QCOMPARE(blocking.at(1).error().kind(), Kind::ReadOnly);
    verifyNothingSentSince(before);
    QCOMPARE(m_admin->command({"EXISTS", "k"})->integerValue(), 0);
    QCOMPARE(
        m_admin->command({"SCRIPT", "EXISTS", script.sha1()})->elements().value(0).integerValue(),
        0);
}

void TestReadOnlyMode::connectionRunsReadCommands()
{
    VERIFY_OK(m_admin->command({"SET", "k", "v", "PX", "600000"}));
    VERIFY_OK(m_admin->command({"ZADD", "z", "1", "a", "2", "b"}));
    RedisConnection reader(readOnlyOptions());
    QCOMPARE(shown(reader.command({"PING"})), QByteArray("PONG"));
    QCOMPARE(shown(reader.command({"GET", "k"})), QByteArray("v"));
    QVERIFY(shown(reader.command({"PTTL", "k"})).toLongLong() > 0);
    QCOMPARE(shown(reader.command({"TYPE", "z"})), QByteArray("zset"));
    const auto scan = reader.command({"SCAN", "0", "COUNT", "100"});
    VERIFY_OK(scan);
    QCOMPARE(scan->elements().value(1).elements().size(), 2);
    const auto info = reader.command({"INFO", "server"});
    VERIFY_OK(info);
    QVERIFY(info->bytes().contains("server_time_usec:"));
    const auto range = reader.command({"ZRANGE", "z", "0", "-1", "WITHSCORES"});
    VERIFY_OK(range);
    QCOMPARE(range->elements().size(), 4);
    const QList<Result<RedisReply>> replies =
        reader.pipeline({{"ZCARD", "z"}, {"STRLEN", "k"}, {"EXISTS", "k", "z"}});
    QCOMPARE(replies.size(), 3);
    QCOMPARE(shown(replies.at(0)), QByteArray("2"));
    QCOMPARE(shown(replies.at(1)), QByteArray("1"));
    QCOMPARE(shown(replies.at(2)), QByteArray("2"));
    // A read the server refuses is the server's error, not read-only mode's.
    QCOMPARE(reader.command({"LLEN", "k"}).error().kind(), Kind::WrongType);
}

void TestReadOnlyMode::connectionHandshakeAuthenticatesSelectsAndNamesItself()
{
    createReadOnlyAclUser();
    VERIFY_OK(m_admin->command({"SELECT", "3"}));
    VERIFY_OK(m_admin->command({"SET", "in-db3", "x"}));
    VERIFY_OK(m_admin->command({"SELECT", "0"}));
    ConnectionOptions o = readOnlyOptions();
    o.user = QStringLiteral("inspector");
    o.password = QStringLiteral("s3cret");
    o.db = 3;
    o.clientName = QStringLiteral("coordscope-inspector");
    RedisConnection reader(o);
    const CommandCounts before = commandCounts();
    VERIFY_OK(reader.connect());
    const CommandCounts after = commandCounts();
    // The handshake went out: AUTH, SELECT, CLIENT SETNAME.
    QCOMPARE(after.value("auth"), before.value("auth") + 1);
    QCOMPARE(after.value("select"), before.value("select") + 1);
    QCOMPARE(after.value("client|setname"), before.value("client|setname") + 1);
    QCOMPARE(shown(reader.command({"CLIENT", "GETNAME"})), QByteArray("coordscope-inspector"));
    const auto me = reader.command({"CLIENT", "INFO"});
    VERIFY_OK(me);
    QVERIFY2(me->bytes().contains(" user=inspector "), me->bytes().constData());
    QVERIFY2(me->bytes().contains(" db=3 "), me->bytes().constData());
    QCOMPARE(shown(reader.command({"GET", "in-db3"})), QByteArray("x"));
    // A wrong password still fails as an authentication error, not as read-only mode.
    o.password = QStringLiteral("wrong");
    RedisConnection wrong(o);
    const auto refused = wrong.connect();
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().kind() != Kind::ReadOnly, qPrintable(refused.error().toString()));
}

void TestReadOnlyMode::writableConnectionIsNotRestricted()
{
    ConnectionOptions o = m_server->connectionOptions();
    QVERIFY(!o.readOnly); // off unless asked for
    RedisConnection writer(o);
    VERIFY_OK(writer.command({"SET", "k", "v"}));
    QCOMPARE(writer.transaction({{"INCR", "n"}})->elements().value(0).integerValue(), 1);
    QCOMPARE(m_admin->command({"GET", "k"})->bytes(), QByteArray("v"));
}

void TestReadOnlyMode::clientRefusesWritesPipelinesAndScriptsUnsent()
{
    RedisClient client(readOnlyOptions());
    QSignalSpy connected(&client, &RedisClient::connected);
    client.connectToServer();
    QVERIFY(connected.wait(5000));
    const CommandCounts before = commandCounts();

    QList<Result<RedisReply>> single;
    QList<Result<RedisReply>> pipeline;
    std::optional<Result<RedisReply>> evaluated;
    client.send({"SET", "k", "v"}, this, [&](const Result<RedisReply> &r) { single << r; });
    client.send({"DEL", "k"}, this, [&](const Result<RedisReply> &r) { single << r; });
    client.send({"KEYS", "*"}, this, [&](const Result<RedisReply> &r) { single << r; });
    client.send({"MULTI"}, this, [&](const Result<RedisReply> &r) { single << r; });
    client.sendPipeline({{"GET", "k"}, {"SET", "k", "v"}, {"PING"}}, this,
                        [&](const QList<Result<RedisReply>> &r) { pipeline = r; });
    const LuaScript script(QStringLiteral("write"), "return redis.call('SET', KEYS[1], 'v')");
    client.eval(script, {"k"}, {}, this, [&](const Result<RedisReply> &r) { evaluated = r; });
    // Refusals come back from the event loop, like replies, never from inside send().
    QVERIFY(single.isEmpty() && pipeline.isEmpty() && !evaluated.has_value());
    QTRY_COMPARE_WITH_TIMEOUT(single.size(), 4, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!pipeline.isEmpty() && evaluated.has_value(), 5000);
    for (const auto &r : single)
        QCOMPARE(r.error().kind(), Kind::ReadOnly);
    QCOMPARE(pipeline.size(), 3);
    for (const auto &r : pipeline)
        QCOMPARE(r.error().kind(), Kind::ReadOnly);
    QCOMPARE(evaluated->error().kind(), Kind::ReadOnly);
    QCOMPARE(client.state(), RedisClient::State::Connected);
    QCOMPARE(client.pendingCount(), 0);
    verifyNothingSentSince(before);
    QCOMPARE(m_admin->command({"EXISTS", "k"})->integerValue(), 0);
}

void TestReadOnlyMode::clientRunsReadsAfterAnAclHandshake()
{
    createReadOnlyAclUser();
    VERIFY_OK(m_admin->command({"SET", "k", "v"}));
    ConnectionOptions o = readOnlyOptions();
    o.user = QStringLiteral("inspector");
    o.password = QStringLiteral("s3cret");
    o.clientName = QStringLiteral("coordscope-gui");
    RedisClient client(o);
    QSignalSpy connected(&client, &RedisClient::connected);
    QSignalSpy errors(&client, &RedisClient::errorOccurred);
    client.connectToServer();
    QVERIFY(connected.wait(5000));
    QCOMPARE(errors.size(), 0);
    QCOMPARE(client.serverVersion(), m_server->version());
    QList<Result<RedisReply>> replies;
    bool done = false;
    client.sendPipeline(
        {{"GET", "k"}, {"SCAN", "0"}, {"PING"}, {"INFO", "server"}, {"CLIENT", "INFO"}}, this,
        [&](const QList<Result<RedisReply>> &r) {
            replies = r;
            done = true;
        });
    QTRY_VERIFY_WITH_TIMEOUT(done, 5000);
    QCOMPARE(replies.size(), 5);
    for (const auto &r : replies)
        VERIFY_OK(r);
    QCOMPARE(replies.at(0)->bytes(), QByteArray("v"));
    QCOMPARE(replies.at(2)->bytes(), QByteArray("PONG"));
    QVERIFY(replies.at(4)->bytes().contains(" user=inspector "));
    QVERIFY(replies.at(4)->bytes().contains(" name=coordscope-gui "));
}

void TestReadOnlyMode::urlOptionParses_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<bool>("readOnly");
    QTest::newRow("yes") << "yes" << true << true;
    QTest::newRow("no") << "no" << true << false;
    QTest::newRow("true") << "true" << true << true;
    QTest::newRow("false") << "false" << true << false;
    QTest::newRow("1") << "1" << true << true;
    QTest::newRow("0") << "0" << true << false;
    QTest::newRow("YES") << "YES" << true << true;
    QTest::newRow("maybe") << "maybe" << false << false;
    QTest::newRow("2") << "2" << false << false;
    QTest::newRow("empty") << "" << false << false;
}

void TestReadOnlyMode::urlOptionParses()
{
    QFETCH(QString, value);
    QFETCH(bool, valid);
    QFETCH(bool, readOnly);
    const auto parsed =
        ConnectionOptions::fromUrl(QStringLiteral("redis://127.0.0.1:6400?read_only=") + value);
    QCOMPARE(parsed.ok(), valid);
    if (!valid) {
        QCOMPARE(parsed.error().kind(), Kind::InvalidArgument);
        QVERIFY2(parsed.error().message().contains(QStringLiteral("read_only")),
                 qPrintable(parsed.error().message()));
        return;
    }
    QCOMPARE(parsed->readOnly, readOnly);
    QCOMPARE(parsed->port, 6400);
    // Without the option: writable.
    QVERIFY(!ConnectionOptions::fromUrl(QStringLiteral("redis://127.0.0.1:6400"))->readOnly);
}

void TestReadOnlyMode::urlOptionRoundTripsThroughToUrl_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("readOnly");
    QTest::newRow("read-only") << "redis://127.0.0.1:6400?read_only=yes" << true;
    QTest::newRow("read-only with user, db and name")
        << "redis://inspector:pw@10.0.0.7:6401/2?name=viewer&read_only=1" << true;
    QTest::newRow("writable") << "redis://127.0.0.1:6400?read_only=no" << false;
    QTest::newRow("unix socket") << "unix:///tmp/redis.sock?read_only=true" << true;
}

void TestReadOnlyMode::urlOptionRoundTripsThroughToUrl()
{
    QFETCH(QString, url);
    QFETCH(bool, readOnly);
    const auto parsed = ConnectionOptions::fromUrl(url);
    VERIFY_OK(parsed);
    QCOMPARE(parsed->readOnly, readOnly);
    const QString written = parsed->toUrl(true);
    QCOMPARE(QUrlQuery(QUrl(written)).queryItemValue(QStringLiteral("read_only")),
             readOnly ? QStringLiteral("yes") : QString());
    const auto again = ConnectionOptions::fromUrl(written);
    VERIFY_OK(again);
    QCOMPARE(again->readOnly, readOnly);
    QVERIFY2(*again == *parsed, qPrintable(written));
    // readOnly takes part in equality.
    ConnectionOptions flipped = *parsed;
    flipped.readOnly = !readOnly;
    QVERIFY(!(flipped == *parsed));
}

void TestReadOnlyMode::restrictedAclUserInspectsReadOnlyWithoutNoperm()
{
    const KeySpace keys;
    FencedLock lock(*m_admin, keys, "orders");
    VERIFY_OK(lock.tryAcquire(600000));
    ReentrantLock reentrant(*m_admin, keys, "report");
    VERIFY_OK(reentrant.tryAcquire(600000));
    AtomicSemaphore semaphore(*m_admin, keys, "pool");
    VERIFY_OK(semaphore.tryAcquire(3, 600000));
    VERIFY_OK(semaphore.tryAcquire(3, 600000));
    DelayedQueue delayed(*m_admin, keys, "mail");
    VERIFY_OK(delayed.enqueueIn("later", 600000));
    const QByteArray job = R"({"class":"HardWorker","args":[1],"jid":"b4a577edbccf1d805744efa9"})";
    VERIFY_OK(
        m_admin->command({"HSET", "orders-rl", "1f1c6a1e-5d3b-4a8e-9d2f-3c1b2a4e5f60:1", "2"}));
    VERIFY_OK(m_admin->command({"ZADD", "schedule", "4102444800", job}));
    VERIFY_OK(m_admin->command({"LPUSH", "bull:mail:wait", "2", "1"}));
    VERIFY_OK(m_admin->command({"HSET", "bull:mail:meta", "opts.maxLenEvents", "10000"}));
    VERIFY_OK(m_admin->command({"SET", "plain", "text"}));
    createReadOnlyAclUser();

    ConnectionOptions o = readOnlyOptions();
    o.user = QStringLiteral("inspector");
    o.password = QStringLiteral("s3cret");
    o.clientName = QStringLiteral("coordscope-inspector");
    RedisConnection reader(o);
    VERIFY_OK(reader.connect());
    const qint64 rejectedBefore = rejectedCalls();

    const LayoutCatalog catalog;
    PrimitiveDiscovery discovery(catalog);
    VERIFY_OK(discovery.runBlocking(reader));
    const QList<DiscoveredPrimitive> found = discovery.primitives();
    QStringList families;
    for (const DiscoveredPrimitive &p : found)
        families << p.family + QLatin1Char('/') + QString::fromUtf8(p.name);
    for (const char *expected :
         {"coordscope-token-lock/orders", "coordscope-reentrant-lock/report",
          "coordscope-semaphore/pool", "coordscope-delayed-queue/mail", "redisson-rlock/orders-rl",
          "sidekiq-schedule/schedule", "bullmq-queue/mail"})
        QVERIFY2(families.contains(QLatin1String(expected)),
                 qPrintable(QLatin1String(expected) + QLatin1String(" not in ") +
                            families.join(QLatin1Char(' '))));
    QCOMPARE(discovery.unknownKeyCount(), 1);

    // Their state, one by one (INFO server for the time, never TIME) and in one batch.
    std::vector<std::unique_ptr<PrimitiveStateRead>> reads;
    InspectorReadBatch batch;
    for (const DiscoveredPrimitive &p : found) {
        PrimitiveStateRead single(p);
        const auto done = single.runBlocking(reader);
        QVERIFY2(done.ok(), qPrintable(p.family + QLatin1String(": ") + done.error().toString()));
        QVERIFY(single.state().serverTimeMs > 0);
        reads.push_back(std::make_unique<PrimitiveStateRead>(p));
        batch.add(reads.back().get());
    }
    batch.runBlocking(reader);
    const QList<RedisError> errors = batch.errors();
    for (qsizetype i = 0; i < errors.size(); ++i)
        QVERIFY2(!errors.at(i).isError(),
                 qPrintable(found.at(i).family + QLatin1String(": ") + errors.at(i).toString()));
    for (const auto &read : reads)
        if (read->state().primitive.family == QLatin1String("coordscope-semaphore"))
            QCOMPARE(read->state().entries.size(), 2);
    // Not one NOPERM (nor any other rejection) on the server's side.
    QCOMPARE(rejectedCalls(), rejectedBefore);
    // The user really may not write, read-only mode or not.
    o.readOnly = false;
    RedisConnection writer(o);
    QCOMPARE(writer.command({"SET", "x", "1"}).error().kind(), Kind::NoPermission);
}

QTEST_GUILESS_MAIN(TestReadOnlyMode)
#include "tst_readonlymode.moc"
