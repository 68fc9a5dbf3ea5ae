#include "commandlog.h"
#include "connectionhealth.h"
#include "fakeredisserver.h"
#include "inspectormonitor.h"
#include "inspectorview.h"
#include "mainwindow.h"
#include "redisconnection.h"
#include "redissentinelprocess.h"
#include "serveroverview.h"
#include "serversession.h"
#include "sessionstatusbar.h"
#include "testredis.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
constexpr int ConnectTimeoutMs = 15000;
const QString Green = QStringLiteral("#2e9d4f");

ConnectionOptions optionsFor(const QString &url)
{
    auto parsed = ConnectionOptions::fromUrl(url);
    return parsed ? *parsed : ConnectionOptions();
}

// Counts the refused records of each command the session's connections log.
class RefusalCounter : public QObject
{
public:
    explicit RefusalCounter(const CommandLog *log)
    {
        connect(log, &CommandLog::recorded, this, [this](const CommandRecord &r) {
            if (r.failed && !r.argv.isEmpty())
                ++m_counts[r.argv.first().toUpper()];
        });
    }
    int count(const QByteArray &command) const { return m_counts.value(command); }
    void clear() { m_counts.clear(); }

private:
    QHash<QByteArray, int> m_counts;
};
} // namespace

// The status bar says "connected" in green only when the connection can do its job.
class TestSessionStatusBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void workingConnectionIsGreen();
    void loadAndBudgetAreShown();
    void sentinelFailoverIsShown();
    void aclUserWithoutInfoIsConnectedButDegradedWithoutRetryStorm();
    void missingPasswordSaysEveryCommandIsRefused();
    void serverRefusingEverythingIsAmberAndNotAskedAgainAndAgain();
    void tlsWithoutVerificationIsFlagged_data();
    void tlsWithoutVerificationIsFlagged();

private:
    TestRedis::Server m_server;
};

void TestSessionStatusBar::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_sessionstatusbar"));
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
}

void TestSessionStatusBar::workingConnectionIsGreen()
{
    MainWindow window;
    window.show();
    window.session()->connectTo(m_server->connectionOptions());
    SessionStatusBar *status = window.sessionStatusBar();
    QTRY_COMPARE_WITH_TIMEOUT(status->indicatorColor(), Green, ConnectTimeoutMs);
    QCOMPARE(status->stateText(), QStringLiteral("connected"));
    QCOMPARE(window.session()->health()->verdict(), ConnectionHealth::Verdict::Healthy);
    QVERIFY(status->tlsText().isEmpty());
}

// The load the session's client puts on the server, and the inspector's budget: a bad budget is
// refused and changes nothing.
void TestSessionStatusBar::loadAndBudgetAreShown()
{
    MainWindow window;
    window.show();
    SessionStatusBar *status = window.sessionStatusBar();
    QVERIFY(status->loadText().isEmpty()); // not connected: no figure
    window.session()->connectTo(m_server->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(window.session()->state(), RedisClient::State::Connected,
                              ConnectTimeoutMs);
    static const QRegularExpression figure(QStringLiteral("^load \\d+(\\.\\d)? % · \\d+ cmd/s$"));
    QTRY_VERIFY_WITH_TIMEOUT(figure.match(status->loadText()).hasMatch(), ConnectTimeoutMs);
    QCOMPARE(window.inspector()->monitor()->budget()->toString(), QStringLiteral("2%,400/s"));

    const Result<void> bad = window.setLoadBudget(QStringLiteral("lots"));
    QVERIFY(!bad.ok());
    QVERIFY(bad.error().message().contains(QStringLiteral("\"2%\"")));
    QCOMPARE(window.inspector()->monitor()->budget()->toString(), QStringLiteral("2%,400/s"));
    QVERIFY(window.setLoadBudget(QStringLiteral("0.5%")).ok());
    QCOMPARE(window.inspector()->monitor()->budget()->toString(), QStringLiteral("0.5%"));
    QCOMPARE(MainWindow::loadBudgetText(), QStringLiteral("0.5%"));
    QVERIFY(window.setLoadBudget(QStringLiteral("unlimited")).ok());
    QVERIFY(!window.inspector()->monitor()->budget());
    QVERIFY(window.setLoadBudget(QLatin1String(MainWindow::DefaultLoadBudget)).ok());
}

// Through Redis Sentinel: connected to the master the sentinels name; after SENTINEL FAILOVER
// the session follows the new master and the status bar says so.
void TestSessionStatusBar::sentinelFailoverIsShown()
{
    RedisSentinelProcess deployment;
    const Result<void> started = deployment.start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    MainWindow window;
    window.show();
    window.session()->connectTo(deployment.sentinelUrl());
    SessionStatusBar *status = window.sessionStatusBar();
    QTRY_COMPARE_WITH_TIMEOUT(status->indicatorColor(), Green, ConnectTimeoutMs);
    QCOMPARE(status->stateText(), QStringLiteral("connected"));
    const Result<QString> old = deployment.masterAddress();
    QVERIFY(old.ok());
    QCOMPARE(window.session()->client()->options().address(), *old);

    RedisConnection sentinel(deployment.sentinel(0)->connectionOptions());
    QVERIFY(sentinel.command({"SENTINEL", "FAILOVER", "cs"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(
        status->stateText().startsWith(u"connected · failover: master is now "_s), 20000);
    const Result<QString> now = deployment.masterAddress();
    QVERIFY(now.ok());
    QVERIFY(*now != *old);
    QVERIFY2(status->stateText().contains(u"master is now %1 (was %2)"_s.arg(*now, *old)),
             qPrintable(status->stateText()));
    QCOMPARE(window.session()->client()->options().address(), *now);
    // Green again once the latency probe has answered on the new connection.
    QTRY_COMPARE_WITH_TIMEOUT(status->indicatorColor(), Green, ConnectTimeoutMs);
}

void TestSessionStatusBar::aclUserWithoutInfoIsConnectedButDegradedWithoutRetryStorm()
{
    RedisConnection admin(m_server->connectionOptions());
    QVERIFY(admin.command({"ACL", "SETUSER", "ro", "on", ">pw", "~*", "+@read", "-@write"}).ok());
    QVERIFY(admin.command({"SET", "cs:{ro}:lock", "tok", "PX", "60000"}).ok());

    MainWindow window;
    window.show();
    ServerSession *session = window.session();
    RefusalCounter refused(session->commandLog());
    ConnectionOptions options =
        optionsFor(QStringLiteral("redis://ro:pw@127.0.0.1:%1").arg(m_server->port()));
    options.readOnly = true;
    session->connectTo(options);
    SessionStatusBar *status = window.sessionStatusBar();
    QTRY_VERIFY2_WITH_TIMEOUT(status->stateText().contains(QStringLiteral("PSUBSCRIBE")),
                              qPrintable(status->stateText()), ConnectTimeoutMs);
    const QString text = status->stateText();
    QVERIFY2(text.startsWith(QStringLiteral("connected, but this user may not run ")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("INFO")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("(NOPERM)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("live events")), qPrintable(text));
    QVERIFY(status->indicatorColor() != Green);
    QVERIFY2(status->stateToolTip().contains(QStringLiteral("PSUBSCRIBE refused: NOPERM")),
             qPrintable(status->stateToolTip()));

    // The Overview says why it has no figures.
    QTRY_VERIFY2_WITH_TIMEOUT(
        window.overview()->subtitle().startsWith(QStringLiteral("The server refuses INFO (NOPERM")),
        qPrintable(window.overview()->subtitle()), ConnectTimeoutMs);

    // What it may run still works: the inspector reads on this machine's clock instead of INFO.
    InspectorMonitor *monitor = window.inspector()->monitor();
    QTRY_VERIFY_WITH_TIMEOUT(monitor->snapshot().localClock, ConnectTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!monitor->snapshot().states.isEmpty(), ConnectTimeoutMs);

    // No retry storm: in 5 s the refused periodic commands are not asked again (before: INFO
    // every 0.5 s by the inspector and every 2 s by the Overview, PSUBSCRIBE every 2 s, PING
    // every second).
    refused.clear();
    QTest::qWait(5000);
    QVERIFY2(refused.count("INFO") == 0, qPrintable(QString::number(refused.count("INFO"))));
    QVERIFY2(refused.count("PSUBSCRIBE") == 0,
             qPrintable(QString::number(refused.count("PSUBSCRIBE"))));
    QVERIFY2(refused.count("PING") == 0, qPrintable(QString::number(refused.count("PING"))));
    QVERIFY(monitor->snapshot().localClock);
    QVERIFY(admin.command({"ACL", "DELUSER", "ro"}).ok());
}

void TestSessionStatusBar::missingPasswordSaysEveryCommandIsRefused()
{
    auto server =
        TestRedis::startWithArgs({QStringLiteral("--requirepass"), QStringLiteral("secret")});
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    MainWindow window;
    window.show();
    ConnectionOptions options = server.value()->connectionOptions();
    options.password.clear();
    window.session()->connectTo(options);
    SessionStatusBar *status = window.sessionStatusBar();
    QTRY_VERIFY2_WITH_TIMEOUT(status->stateText().startsWith(QStringLiteral(
                                  "connected, but every command is refused: NOAUTH")),
                              qPrintable(status->stateText()), ConnectTimeoutMs);
    QVERIFY(status->indicatorColor() != Green);
    QCOMPARE(window.session()->health()->verdict(), ConnectionHealth::Verdict::Refused);
}

void TestSessionStatusBar::serverRefusingEverythingIsAmberAndNotAskedAgainAndAgain()
{
    FakeRedisServer server(FakeRedisServer::always("-ERR nope\r\n"));
    MainWindow window;
    window.show();
    ConnectionOptions options = optionsFor(server.url());
    options.readOnly = true;
    window.session()->connectTo(options);
    SessionStatusBar *status = window.sessionStatusBar();
    QTRY_COMPARE_WITH_TIMEOUT(status->stateText(),
                              QStringLiteral("connected, but every command is refused: ERR nope"),
                              ConnectTimeoutMs);
    QVERIFY(status->indicatorColor() != Green);

    QTest::qWait(4000);
    const QList<QByteArray> names = server.commandNames();
    // Once each for the handshake, the Overview and the inspector, and INFO cluster once for
    // the connection (RedisClient::detectCluster(), shared by the monitor and the Cluster tab);
    // before, every 0.5–2 s.
    QVERIFY2(names.count("INFO") <= 3, qPrintable(QString::number(names.count("INFO"))));
    QVERIFY2(names.count("PING") <= 1, qPrintable(QString::number(names.count("PING"))));
    QVERIFY2(names.count("PSUBSCRIBE") <= 1,
             qPrintable(QString::number(names.count("PSUBSCRIBE"))));
    QVERIFY2(names.count("SCAN") <= 1, qPrintable(QString::number(names.count("SCAN"))));
}

void TestSessionStatusBar::tlsWithoutVerificationIsFlagged_data()
{
    QTest::addColumn<bool>("verify");
    QTest::newRow("verify=no") << false;
    QTest::newRow("verified") << true;
}

void TestSessionStatusBar::tlsWithoutVerificationIsFlagged()
{
    QFETCH(bool, verify);
    const auto tls = TestRedis::startTlsWithNewFiles();
    QVERIFY2(tls.ok(), qPrintable(tls.error().toString()));
    const QString url =
        QStringLiteral("rediss://127.0.0.1:%1?%2")
            .arg(tls->server->port())
            .arg(verify ? QStringLiteral("ca=") + tls->files.caCert : QStringLiteral("verify=no"));

    MainWindow window;
    window.show();
    window.session()->connectTo(optionsFor(url));
    SessionStatusBar *status = window.sessionStatusBar();
    QTRY_COMPARE_WITH_TIMEOUT(window.session()->state(), RedisClient::State::Connected,
                              ConnectTimeoutMs);
    if (verify) {
        QVERIFY2(status->tlsText().isEmpty(), qPrintable(status->summary()));
        QTRY_COMPARE_WITH_TIMEOUT(status->indicatorColor(), Green, ConnectTimeoutMs);
        return;
    }
    QCOMPARE(status->tlsText(), QStringLiteral("TLS unverified"));
    QVERIFY2(status->tlsToolTip().contains(QStringLiteral("certificate is not checked")),
             qPrintable(status->tlsToolTip()));
    QVERIFY2(status->summary().contains(QStringLiteral("TLS unverified")),
             qPrintable(status->summary()));
}

QTEST_MAIN(TestSessionStatusBar)
#include "tst_sessionstatusbar.moc"
