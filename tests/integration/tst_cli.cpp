#include "fakeredisserver.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTest>

// Runs the real coordscope-cli binary against private servers.
class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void pingPrintsPongAndExitsZero();
    void infoAsJsonHasTheServerSection();
    void errorsExitNonZeroWithOneLineOnStderr_data();
    void errorsExitNonZeroWithOneLineOnStderr();
    void jsonErrorsAreJsonToo();
    void passwordComesFromTheEnvironment();
    void urlPasswordAppearsInNoOutput_data();
    void urlPasswordAppearsInNoOutput();
    void urlWithoutHostIsAUsageError_data();
    void urlWithoutHostIsAUsageError();
    void versionAndHelp();
    void helpListsEveryExitStatusOfTheDocs_data();
    void helpListsEveryExitStatusOfTheDocs();
    void leastPrivilegeUserCanInspect();
    void emptyNameInTheUrlSendsNoClientSetname();
    void tlsWithoutVerificationIsWarnedAndMarkedInJson();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Run cli(const QStringList &args, const QProcessEnvironment &env = {});
    QString url() const;

    TestRedis::Server m_server;
    TestRedis::Server m_passwordServer; // requirepass right-pw
};

TestCli::Run TestCli::cli(const QStringList &args, const QProcessEnvironment &env)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.remove(QStringLiteral("COORDSCOPE_URL"));
    e.remove(QStringLiteral("COORDSCOPE_PASSWORD"));
    for (const QString &k : env.keys())
        e.insert(k, env.value(k));
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(CLI_PATH), args);
    if (!p.waitForFinished(30000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QString TestCli::url() const
{
    return QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port());
}

void TestCli::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    auto withPassword =
        TestRedis::startWithArgs({QStringLiteral("--requirepass"), QStringLiteral("right-pw")});
    QVERIFY2(withPassword.ok(), qPrintable(withPassword.error().toString()));
    m_passwordServer = std::move(withPassword).value();
}

void TestCli::pingPrintsPongAndExitsZero()
{
    const Run r = cli({QStringLiteral("--url"), url(), QStringLiteral("ping")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("PONG ("), r.out.constData());
    QVERIFY(r.err.isEmpty());
    const Run echo =
        cli({QStringLiteral("--url"), url(), QStringLiteral("ping"), QStringLiteral("hello")});
    QVERIFY(echo.out.startsWith("hello ("));
}

void TestCli::infoAsJsonHasTheServerSection()
{
    const Run r = cli({QStringLiteral("--url"), url(), QStringLiteral("--json"),
                       QStringLiteral("info"), QStringLiteral("server")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(o.value(u"ok").toBool(), true);
    QCOMPARE(o.value(u"sections")[u"server"][u"tcp_port"].toString(),
             QString::number(m_server->port()));
    QCOMPARE(o.value(u"sections")[u"server"][u"redis_version"].toString(), m_server->version());
}

void TestCli::errorsExitNonZeroWithOneLineOnStderr_data()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const QString closed = QStringLiteral("redis://127.0.0.1:%1").arg(probe.serverPort());
    probe.close();

    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("refused") << QStringList{QStringLiteral("--url"), closed, QStringLiteral("ping")}
                             << 1 << "refused";
    QTest::newRow("malformed url")
        << QStringList{QStringLiteral("--url"), QStringLiteral("redis://h:notaport"),
                       QStringLiteral("ping")}
        << 2 << "port \"notaport\" is not a number from 1 to 65535";
    QTest::newRow("unknown scheme")
        << QStringList{QStringLiteral("--url"), QStringLiteral("mysql://h"), QStringLiteral("ping")}
        << 2 << "unknown scheme";
    QTest::newRow("no subcommand") << QStringList{} << 2 << "no subcommand";
    QTest::newRow("unknown subcommand")
        << QStringList{QStringLiteral("frobnicate")} << 2 << "unknown subcommand \"frobnicate\"";
    // Issue 23: "Unknown option 'bogus'", without the dashes the user typed.
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("ping"), QStringLiteral("--bogus")} << 2
        << "unknown option --bogus (try --help)";
    QTest::newRow("unknown options")
        << QStringList{QStringLiteral("--bogus"), QStringLiteral("-q"), QStringLiteral("ping")} << 2
        << "unknown options --bogus, -q";
    // Issue 23: a typo in --type scanned everything and said "0 keys" with status 0.
    QTest::newRow("scan type typo")
        << QStringList{QStringLiteral("scan"), QStringLiteral("--type"),
                       QStringLiteral("sortedset")}
        << 2
        << "--type \"sortedset\" is not a Redis type: one of string, list, set, zset, hash, stream";
    QTest::newRow("prefix with a brace")
        << QStringList{QStringLiteral("--prefix"), QStringLiteral("a{b"), QStringLiteral("ping")}
        << 2 << "--prefix";
    QTest::newRow("too many arguments")
        << QStringList{QStringLiteral("ping"), QStringLiteral("a"), QStringLiteral("b")} << 2
        << "at most one";
}

void TestCli::errorsExitNonZeroWithOneLineOnStderr()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, messagePart);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("coordscope-cli: "), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(r.err).contains(messagePart), r.err.constData());
}

void TestCli::jsonErrorsAreJsonToo()
{
    const Run r = cli({QStringLiteral("--json"), QStringLiteral("--url"),
                       QStringLiteral("redis://127.0.0.1:1"), QStringLiteral("ping")});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(u"ok").toBool(true), false);
    QCOMPARE(o.value(u"error")[u"kind"].toString(), QStringLiteral("io"));
    QVERIFY(!r.err.isEmpty());
}

void TestCli::passwordComesFromTheEnvironment()
{
    auto server =
        TestRedis::startWithArgs({QStringLiteral("--requirepass"), QStringLiteral("envpw")});
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    const QString u = QStringLiteral("redis://127.0.0.1:%1").arg(server.value()->port());
    const Run denied = cli({QStringLiteral("--url"), u, QStringLiteral("ping")});
    QCOMPARE(denied.exitCode, 1);
    QVERIFY2(denied.err.contains("auth: NOAUTH"), denied.err.constData());

    QProcessEnvironment env;
    env.insert(QStringLiteral("COORDSCOPE_PASSWORD"), QStringLiteral("envpw"));
    env.insert(QStringLiteral("COORDSCOPE_URL"), u);
    const Run allowed = cli({QStringLiteral("ping")}, env);
    QCOMPARE(allowed.exitCode, 0);
    QVERIFY(allowed.out.startsWith("PONG"));

    env.insert(QStringLiteral("COORDSCOPE_PASSWORD"), QStringLiteral("wrong"));
    const Run wrong = cli({QStringLiteral("ping")}, env);
    QCOMPARE(wrong.exitCode, 1);
    QVERIFY2(wrong.err.contains("auth: WRONGPASS"), wrong.err.constData());
}

void TestCli::urlPasswordAppearsInNoOutput_data()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 freePort = probe.serverPort();
    probe.close();

    QTest::addColumn<QString>("url");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("kind");
    const QString bad = QStringLiteral("redis://u:MyS3cretPw@127.0.0.1:99999");
    const QString refused = QStringLiteral("redis://u:MyS3cretPw@127.0.0.1:%1").arg(freePort);
    const QString wrong =
        QStringLiteral("redis://:MyS3cretPw@127.0.0.1:%1").arg(m_passwordServer->port());
    const QString wrongUser =
        QStringLiteral("redis://u:MyS3cretPw@127.0.0.1:%1").arg(m_passwordServer->port());
    const QString wrongInQuery =
        QStringLiteral("redis://127.0.0.1:%1?password=MyS3cretPw").arg(m_passwordServer->port());
    QTest::newRow("bad port") << bad << 2 << "invalid_argument";
    QTest::newRow("bad port, no host")
        << QStringLiteral("redis://u:MyS3cretPw@:99999") << 2 << "invalid_argument";
    QTest::newRow("connection refused") << refused << 1 << "io";
    QTest::newRow("wrong password") << wrong << 1 << "auth";
    QTest::newRow("wrong password of an ACL user") << wrongUser << 1 << "auth";
    QTest::newRow("wrong password in the query") << wrongInQuery << 1 << "auth";
}

void TestCli::urlPasswordAppearsInNoOutput()
{
    QFETCH(QString, url);
    QFETCH(int, exitCode);
    QFETCH(QString, kind);

    const Run text = cli({QStringLiteral("--url"), url, QStringLiteral("ping")});
    QCOMPARE(text.exitCode, exitCode);
    const QByteArray prefix = "coordscope-cli: " + kind.toUtf8() + ": ";
    QVERIFY2(text.err.startsWith(prefix), text.err.constData());
    QVERIFY2(!text.err.contains("MyS3cretPw"), text.err.constData());
    QVERIFY2(!text.out.contains("MyS3cretPw"), text.out.constData());

    const Run json =
        cli({QStringLiteral("--json"), QStringLiteral("--url"), url, QStringLiteral("ping")});
    QCOMPARE(json.exitCode, exitCode);
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(o.value(u"error")[u"kind"].toString(), kind);
    QVERIFY2(!json.out.contains("MyS3cretPw"), json.out.constData());
    QVERIFY2(!json.err.contains("MyS3cretPw"), json.err.constData());
}

void TestCli::urlWithoutHostIsAUsageError_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("message");
    QTest::newRow("redis://") << "redis://"
                              << "the URL has no host: write redis://HOST[:PORT]";
    QTest::newRow("redis://:@") << "redis://:@"
                                << "the URL has no host: write redis://HOST[:PORT]";
    QTest::newRow("redis://:6379") << "redis://:6379"
                                   << "the URL has no host: write redis://HOST[:PORT]";
    QTest::newRow("rediss://") << "rediss://"
                               << "the URL has no host: write rediss://HOST[:PORT]";
}

void TestCli::urlWithoutHostIsAUsageError()
{
    QFETCH(QString, url);
    QFETCH(QString, message);
    const Run r = cli({QStringLiteral("--url"), url, QStringLiteral("ping")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("coordscope-cli: invalid_argument: %1\n").arg(message));

    QProcessEnvironment env; // the same from $COORDSCOPE_URL
    env.insert(QStringLiteral("COORDSCOPE_URL"), url);
    const Run fromEnvironment = cli({QStringLiteral("ping")}, env);
    QCOMPARE(fromEnvironment.exitCode, 2);
    QVERIFY2(fromEnvironment.err.contains(message.toUtf8()), fromEnvironment.err.constData());
}

void TestCli::versionAndHelp()
{
    const Run v = cli({QStringLiteral("--version")});
    QCOMPARE(v.exitCode, 0);
    QCOMPARE(v.out.trimmed(), QByteArray("coordscope-cli " COORDSCOPE_VERSION));
    const Run h = cli({QStringLiteral("--help")});
    QCOMPARE(h.exitCode, 0);
    QVERIFY(h.out.contains("ping [MESSAGE]"));
    QVERIFY(h.out.contains("--json"));
    const Run sub = cli({QStringLiteral("info"), QStringLiteral("--help")});
    QCOMPARE(sub.exitCode, 0);
    QVERIFY(sub.out.contains("info [SECTION]"));
}

void TestCli::helpListsEveryExitStatusOfTheDocs_data()
{
    // The statuses of docs/limits.md's table "How coordscope-cli ends", one row each.
    QTest::addColumn<QString>("status");
    QFile doc(QStringLiteral(LIMITS_DOC));
    QVERIFY(doc.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(doc.readAll());
    const qsizetype section = text.indexOf(u"## How coordscope-cli ends");
    QVERIFY(section >= 0);
    const QRegularExpression row(QStringLiteral("^\\| ([0-9, ]+) \\|"),
                                 QRegularExpression::MultilineOption);
    const qsizetype end = text.indexOf(u"\n## ", section + 1);
    auto rows = row.globalMatch(text.mid(section, end < 0 ? -1 : end - section));
    int statuses = 0;
    while (rows.hasNext())
        for (const QString &status : rows.next().captured(1).split(u',', Qt::SkipEmptyParts)) {
            const QByteArray name = status.trimmed().toUtf8();
            QTest::newRow(name.constData()) << status.trimmed();
            ++statuses;
        }
    QVERIFY2(statuses >= 7, "the table of docs/limits.md was not found"); // 0-4, 130, 143
}

void TestCli::helpListsEveryExitStatusOfTheDocs()
{
    // Before, --help left out 4 (an inconclusive simulate or check).
    QFETCH(QString, status);
    const Run h = cli({QStringLiteral("--help")});
    QCOMPARE(h.exitCode, 0);
    const QString help = QString::fromUtf8(h.out);
    const qsizetype at = help.indexOf(u"Exit status:");
    QVERIFY(at >= 0);
    const QRegularExpression listed(QStringLiteral("(^|[ :;,(])%1 ").arg(status));
    QVERIFY2(help.mid(at).contains(listed), qPrintable(help.mid(at)));
}

void TestCli::leastPrivilegeUserCanInspect()
{
    // A read-only ACL user, as production hands out: no CLIENT SETNAME, no INFO, no TIME. Before,
    // every command failed on the name the CLI always sent (NOPERM client|setname).
    RedisConnection admin(m_server->connectionOptions());
    QVERIFY(admin.command({"ACL", "SETUSER", "ro", "on", ">pw", "~*", "+@read", "-@write"}).ok());
    QVERIFY(admin.command({"SET", "cs:{ro}:lock", "tok", "PX", "60000"}).ok());
    const QString url = QStringLiteral("redis://ro:pw@127.0.0.1:%1").arg(m_server->port());
    const Run inspected = cli({QStringLiteral("--url"), url, QStringLiteral("--read-only"),
                               QStringLiteral("--json"), QStringLiteral("inspect")});
    QVERIFY2(inspected.exitCode == 0, inspected.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(inspected.out).object();
    QCOMPARE(json.value(u"ok").toBool(), true);
    QVERIFY2(inspected.out.contains("cs:{ro}:lock"), inspected.out.constData());
    QVERIFY2(inspected.err.contains("this user may run neither INFO nor TIME"),
             inspected.err.constData());
    QVERIFY(admin.command({"ACL", "DELUSER", "ro"}).ok());
}

void TestCli::emptyNameInTheUrlSendsNoClientSetname()
{
    FakeRedisServer server([](const QList<QByteArray> &argv) -> QByteArray {
        return argv.value(0).toUpper() == "PING" ? "+PONG\r\n" : "+OK\r\n";
    });
    const Run named = cli({QStringLiteral("--url"), server.url(), QStringLiteral("ping")});
    QCOMPARE(named.exitCode, 0);
    QCOMPARE(server.commandNames(), (QList<QByteArray>{"CLIENT", "PING"}));
    const Run unnamed = cli(
        {QStringLiteral("--url"), server.url() + QStringLiteral("?name="), QStringLiteral("ping")});
    QCOMPARE(unnamed.exitCode, 0);
    QCOMPARE(server.commandNames(), (QList<QByteArray>{"CLIENT", "PING", "PING"}));
}

void TestCli::tlsWithoutVerificationIsWarnedAndMarkedInJson()
{
    const auto tls = TestRedis::startTlsWithNewFiles();
    QVERIFY2(tls.ok(), qPrintable(tls.error().toString()));
    const QString base = QStringLiteral("rediss://127.0.0.1:%1").arg(tls->server->port());
    const QByteArray warning = "coordscope-cli: warning: TLS without certificate verification "
                               "(verify=no): the server is not authenticated\n";

    const Run text =
        cli({QStringLiteral("--url"), base + QStringLiteral("?verify=no"), QStringLiteral("ping")});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QCOMPARE(text.err, warning);

    const Run json = cli({QStringLiteral("--url"), base + QStringLiteral("?verify=no"),
                          QStringLiteral("--json"), QStringLiteral("ping")});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    QCOMPARE(json.err, warning);
    const QJsonObject object = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(object.value(u"ok").toBool(), true);
    QVERIFY2(object.contains(u"tls_verified"), json.out.constData());
    QCOMPARE(object.value(u"tls_verified").toBool(true), false);

    // Verified TLS: no warning, no mark.
    const Run verified =
        cli({QStringLiteral("--url"), base + QStringLiteral("?ca=") + tls->files.caCert,
             QStringLiteral("--json"), QStringLiteral("ping")});
    QVERIFY2(verified.exitCode == 0, verified.err.constData());
    QVERIFY2(verified.err.isEmpty(), verified.err.constData());
    QVERIFY2(!verified.out.contains("tls_verified"), verified.out.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
