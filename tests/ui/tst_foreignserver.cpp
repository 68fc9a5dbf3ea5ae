#include "inspectorview.h"
#include "mainwindow.h"
#include "primitivelistmodel.h"
#include "redisconnection.h"
#include "serversession.h"
#include "testredis.h"

#include <QAction>
#include <QProcess>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

namespace {
constexpr int TimeoutMs = 15000;

QSet<QString> familiesShown(const PrimitiveListModel *model)
{
    QSet<QString> families;
    for (int row = 0; row < model->rowCount(); ++row)
        families << model->index(row, 0).data(PrimitiveListModel::FamilyRole).toString();
    return families;
}
} // namespace

// The whole window against a server CoordScope did not start, populated by another client
// (redis-cli) with Redisson-, BullMQ- and Sidekiq-shaped keys (tests/ui/data/foreign-keys.redis),
// connected as an ACL user that may only read: every primitive is found, every view polls, and
// the server records no refused command.
class TestForeignServer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyLibraryLayoutShowsAsReadOnlyAclUser();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
};

void TestForeignServer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server.value());
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_admin->connect().ok());

    const QString redisCli = QStandardPaths::findExecutable(QStringLiteral("redis-cli"));
    QVERIFY2(!redisCli.isEmpty(), "redis-cli is needed (package redis-tools)");
    QProcess cli;
    cli.setStandardInputFile(QStringLiteral(FOREIGN_KEYS_FILE));
    cli.start(redisCli, {QStringLiteral("-h"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                         QString::number(m_server->port())});
    QVERIFY(cli.waitForFinished(TimeoutMs));
    QCOMPARE(cli.exitCode(), 0);
    const QByteArray out = cli.readAllStandardOutput();
    QVERIFY2(!out.contains("ERR"), out.constData());
    QCOMPARE(m_admin->command({"DBSIZE"})->toInteger().value(), 19);
}

void TestForeignServer::everyLibraryLayoutShowsAsReadOnlyAclUser()
{
    QVERIFY(
        m_admin
            ->command({"ACL", "SETUSER", "inspector", "reset", "on", ">pw", "~*", "&*", "+@read",
                       "+@connection", "+info", "+scan", "+ping", "+subscribe", "+psubscribe"})
            .ok());
    QVERIFY(m_admin->command({"ACL", "LOG", "RESET"}).ok());

    MainWindow window;
    window.show();
    ConnectionOptions options = m_server->connectionOptions();
    options.user = QStringLiteral("inspector");
    options.password = QStringLiteral("pw");
    options.readOnly = true; // what the connection dialog and --url give a remote server
    window.session()->connectTo(options);
    QTRY_COMPARE_WITH_TIMEOUT(window.session()->state(), RedisClient::State::Connected, TimeoutMs);
    QVERIFY(!window.demoAction()->isEnabled());

    const QSet<QString> expected{
        QStringLiteral("redisson-rlock"),       QStringLiteral("redisson-fairlock"),
        QStringLiteral("redisson-pesemaphore"), QStringLiteral("redisson-delayedqueue"),
        QStringLiteral("redisson-ratelimiter"), QStringLiteral("bullmq-queue"),
        QStringLiteral("bullmq-job-lock"),      QStringLiteral("sidekiq-schedule"),
        QStringLiteral("sidekiq-retry"),        QStringLiteral("sidekiq-queue"),
        QStringLiteral("sidekiq-queues"),
    };
    // A hidden tab follows the monitor only once shown (VisibleSnapshots).
    window.tabs()->setCurrentWidget(window.inspector());
    const PrimitiveListModel *model = window.inspector()->primitivesModel();
    QTRY_VERIFY_WITH_TIMEOUT(familiesShown(model).contains(expected), TimeoutMs);

    // Every tab shown for a while, each polling or drawing what it shows.
    for (int tab = 0; tab < window.tabs()->count(); ++tab) {
        window.tabs()->setCurrentIndex(tab);
        QTest::qWait(700);
    }
    window.loadDemoData(); // refused: read-only
    QTest::qWait(300);

    const auto log = m_admin->command({"ACL", "LOG"});
    QVERIFY(log.ok());
    QVERIFY2(log->elements().isEmpty(), qPrintable(log->summary()));
    QCOMPARE(m_admin->command({"DBSIZE"})->toInteger().value(), 19);
}

QTEST_MAIN(TestForeignServer)
#include "tst_foreignserver.moc"
