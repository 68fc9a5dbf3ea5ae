#include "commandlogmodel.h"
#include "commandlogview.h"
#include "connectiondialog.h"
#include "inspectorview.h"
#include "keybrowserview.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "recentconnections.h"
#include "redisconnection.h"
#include "serveroverview.h"
#include "serversession.h"
#include "sessionstatusbar.h"
#include "testredis.h"
#include "verifyok.h"
#include "viewwidgets.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QImage>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

namespace {
constexpr int ConnectTimeoutMs = 15000;

bool logHasCommand(const CommandLogModel *model, const QString &command)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, CommandLogModel::Command).data().toString() == command)
            return true;
    return false;
}

quint16 closedPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort(); // closed again when probe goes
}
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void sandboxShowsVersionAndLogsCommands();
    void statusReturnsToConnectedAfterServerRestart_data();
    void statusReturnsToConnectedAfterServerRestart();
    void missingRedisServerKeepsWindowUsable();
    void connectionRefusedShowsClearError();
    void onlyConnectionsThatWorkAreRemembered();
    void quittingAsksWhetherToKeepTheSandboxsData();
    void disconnectShowsEmptyOverview();
    void shortcutsOpenDialogAndFocusFilter();
    void readOnlyRemoteAsksBeforeAllowingWrites();
    void tabShortcutsShowTheViews();
    void ctrlFFocusesTheTabsFilterAndEscapeClearsIt();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QVERIFY2(!RedisServerProcess::findExecutable().isEmpty(),
             "redis-server is needed for the UI tests (install redis-server or set "
             "COORDSCOPE_REDIS_SERVER)");
}

void TestMainWindow::cleanup()
{
    qunsetenv("COORDSCOPE_REDIS_SERVER");
}

void TestMainWindow::sandboxShowsVersionAndLogsCommands()
{
    MainWindow window;
    window.show();
    ServerSession *session = window.session();
    SessionStatusBar *status = window.sessionStatusBar();
    session->startSandbox();

    QTRY_COMPARE_WITH_TIMEOUT(session->state(), RedisClient::State::Connected, ConnectTimeoutMs);
    QVERIFY(session->isSandbox());
    const QString version = session->sandboxServer()->version();
    QVERIFY(!version.isEmpty());
    QCOMPARE(session->serverVersion(), version);
    QCOMPARE(status->kindText(), QStringLiteral("sandbox"));
    QCOMPARE(status->stateText(), QStringLiteral("connected"));
    QCOMPARE(status->versionText(), QStringLiteral("Redis ") + version);
    QTRY_VERIFY2_WITH_TIMEOUT(status->latencyText().contains(QStringLiteral(" ms")),
                              qPrintable(status->latencyText()), 5000);
    QVERIFY(status->latencyText().startsWith(QStringLiteral("RTT ")));

    const CommandLogModel *log = window.commandLogModel();
    QTRY_VERIFY_WITH_TIMEOUT(logHasCommand(log, QStringLiteral("PING")), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(logHasCommand(log, QStringLiteral("INFO")), 5000);
    // The session's own commands under "sandbox" (the keyspace watcher has its own label).
    for (int row = 0; row < log->rowCount(); ++row)
        if (log->index(row, CommandLogModel::Command).data().toString() == QStringLiteral("PING"))
            QCOMPARE(log->index(row, CommandLogModel::Connection).data().toString(),
                     QStringLiteral("sandbox"));

    QTRY_VERIFY_WITH_TIMEOUT(window.overview()->hasInfo(), 5000);
    QCOMPARE(window.overview()->info().version(), version);
    // An empty sandbox: the Overview says what to do next, and goes quiet once keys exist.
    QVERIFY(window.overview()->emptyServerHint()->isVisibleTo(window.overview()));
    QVERIFY(window.overview()->emptyServerHint()->findChild<QToolButton *>()->defaultAction() ==
            window.demoAction());
    RedisConnection writer(*session->connectionOptions());
    QVERIFY(writer.command({"SET", "a", "1"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(!window.overview()->emptyServerHint()->isVisibleTo(window.overview()),
                             ConnectTimeoutMs);
}

void TestMainWindow::statusReturnsToConnectedAfterServerRestart_data()
{
    QTest::addColumn<bool>("sandbox");
    QTest::newRow("sandbox") << true;
    QTest::newRow("connectTo") << false;
}

void TestMainWindow::statusReturnsToConnectedAfterServerRestart()
{
    QFETCH(bool, sandbox);

    MainWindow window;
    window.show();
    ServerSession *session = window.session();
    SessionStatusBar *status = window.sessionStatusBar();
    TestRedis::Server own;
    RedisServerProcess *server = nullptr;
    if (sandbox) {
        session->startSandbox();
        QTRY_VERIFY_WITH_TIMEOUT(session->sandboxServer()->isRunning(), ConnectTimeoutMs);
        server = session->sandboxServer();
    } else {
        auto started = TestRedis::start();
        QVERIFY2(started.ok(), qPrintable(started.error().toString()));
        own = std::move(started.value());
        server = own.get();
        session->connectTo(server->connectionOptions());
    }
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), RedisClient::State::Connected, ConnectTimeoutMs);
    QCOMPARE(status->kindText(),
             sandbox ? QStringLiteral("sandbox") : server->connectionOptions().endpoint());
    QSignalSpy reconnects(session, &ServerSession::reconnectScheduled);

    server->kill();
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), RedisClient::State::Reconnecting, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!reconnects.isEmpty(), 5000);
    QVERIFY2(status->stateText().startsWith(QStringLiteral("reconnecting (attempt ")),
             qPrintable(status->stateText()));
    QVERIFY(status->stateText().contains(QStringLiteral(" ms)")));
    QCOMPARE(status->latencyText(), QStringLiteral("RTT –"));

    const auto restarted = server->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), RedisClient::State::Connected, ConnectTimeoutMs);
    QCOMPARE(status->stateText(), QStringLiteral("connected"));
    QTRY_VERIFY_WITH_TIMEOUT(status->latencyText().contains(QStringLiteral(" ms")), 5000);
    QVERIFY(!window.banner()->isVisible());
}

void TestMainWindow::missingRedisServerKeepsWindowUsable()
{
    qputenv("COORDSCOPE_REDIS_SERVER", "/nonexistent/redis-server");
    MainWindow window;
    window.show();
    ServerSession *session = window.session();
    SessionStatusBar *status = window.sessionStatusBar();
    QSignalSpy failed(session, &ServerSession::sandboxFailed);

    session->startSandbox();
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
    QCOMPARE(session->state(), RedisClient::State::Disconnected);
    QVERIFY2(status->stateText().startsWith(QStringLiteral("disconnected: ")),
             qPrintable(status->stateText()));
    QVERIFY2(status->stateText().contains(QStringLiteral("redis-server")),
             qPrintable(status->stateText()));
    QVERIFY(window.banner()->isVisible());
    QVERIFY2(window.banner()->text().contains(QStringLiteral("redis-server")),
             qPrintable(window.banner()->text()));
    // The connection dialog opens by itself, without blocking.
    QTRY_VERIFY_WITH_TIMEOUT(window.connectionDialog() && window.connectionDialog()->isVisible(),
                             5000);

    // Still usable: connect to a server somewhere else.
    window.connectionDialog()->reject();
    qunsetenv("COORDSCOPE_REDIS_SERVER");
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    session->connectTo(server.value()->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), RedisClient::State::Connected, ConnectTimeoutMs);
    QCOMPARE(status->stateText(), QStringLiteral("connected"));
    QVERIFY(!window.banner()->isVisible());
}

void TestMainWindow::connectionRefusedShowsClearError()
{
    const quint16 port = closedPort();
    QVERIFY(port != 0);
    auto options = ConnectionOptions::fromUrl(QStringLiteral("redis://127.0.0.1:%1").arg(port));
    QVERIFY(options.ok());

    MainWindow window;
    window.show();
    ServerSession *session = window.session();
    SessionStatusBar *status = window.sessionStatusBar();
    QSignalSpy errors(session, &ServerSession::errorOccurred);
    session->connectTo(*options);

    QTRY_COMPARE_WITH_TIMEOUT(errors.count(), 1, ConnectTimeoutMs);
    QCOMPARE(errors.first().first().value<RedisError>().kind(), RedisError::Kind::Io);
    QCOMPARE(session->state(), RedisClient::State::Disconnected);
    QCOMPARE(status->kindText(), options->endpoint());
    QVERIFY2(status->stateText().startsWith(QStringLiteral("disconnected: ")),
             qPrintable(status->stateText()));
    QVERIFY2(status->stateText().contains(QStringLiteral("refused")),
             qPrintable(status->stateText()));
    QVERIFY(window.banner()->isVisible());
    QVERIFY2(window.banner()->text().contains(options->endpoint()),
             qPrintable(window.banner()->text()));
    QVERIFY(window.banner()->text().contains(QStringLiteral("refused")));
    QVERIFY(!window.connectionDialog()); // only a missing sandbox opens it by itself
}

// A URL typed in the connection dialog joins the recent connections once it connects; one
// that fails does not (issue 23: failed URLs were offered again at every start).
void TestMainWindow::onlyConnectionsThatWorkAreRemembered()
{
    QSettings().remove(QStringLiteral("connections"));
    const quint16 port = closedPort();
    QVERIFY(port != 0);
    const QString refused = QStringLiteral("redis://127.0.0.1:%1").arg(port);
    MainWindow window;
    window.show();
    QSignalSpy errors(window.session(), &ServerSession::errorOccurred);
    window.openConnectionDialog();
    QVERIFY(window.connectionDialog());
    window.connectionDialog()->setOptions(*ConnectionOptions::fromUrl(refused));
    window.connectionDialog()->accept();
    QTRY_COMPARE_WITH_TIMEOUT(errors.count(), 1, ConnectTimeoutMs);
    QVERIFY2(!RecentConnections::urls().join(u' ').contains(QString::number(port)),
             qPrintable(RecentConnections::urls().join(u' ')));

    Result<TestRedis::Server> server = TestRedis::start();
    VERIFY_OK(server);
    window.openConnectionDialog();
    QTRY_VERIFY(window.connectionDialog());
    window.connectionDialog()->setOptions((*server)->connectionOptions());
    window.connectionDialog()->setReadOnly(false);
    window.connectionDialog()->accept();
    QTRY_COMPARE_WITH_TIMEOUT(window.session()->state(), RedisClient::State::Connected,
                              ConnectTimeoutMs);
    QTRY_VERIFY(RecentConnections::urls().join(u' ').contains(
        QString::number((*server)->connectionOptions().port)));
    QVERIFY(!RecentConnections::urls().join(u' ').contains(QString::number(port)));
}

// Quitting with keys in the sandbox asks (issue 23: they were dropped without a word): Cancel
// stays, Keep starts the next sandbox from them, Discard starts it empty; an empty sandbox
// does not ask.
void TestMainWindow::quittingAsksWhetherToKeepTheSandboxsData()
{
    QSettings().remove(QStringLiteral("sandbox"));
    QFile::remove(ServerSession::keptSandboxFile());
    const auto startSandbox = [](MainWindow &window) {
        window.show();
        window.session()->startSandbox();
        return QTest::qWaitFor([&window] { return window.session()->allowsWrites(); },
                               ConnectTimeoutMs);
    };
    const auto command = [](MainWindow &window, const RedisCommand &argv) {
        RedisConnection c(*window.session()->connectionOptions());
        return c.command(argv);
    };
    using Data = MainWindow::SandboxData;
    {
        MainWindow window;
        QVERIFY(startSandbox(window));
        VERIFY_OK(command(window, {"SET", "kept:key", "value"}));
        QList<qint64> asked;
        std::optional<MainWindow::SandboxAnswer> answer; // Cancel
        window.setSandboxQuestion([&](qint64 keys) {
            asked << keys;
            return answer;
        });
        window.close();
        QCOMPARE(asked, QList<qint64>{1});
        QVERIFY(window.isVisible()); // cancelled: still running
        answer = MainWindow::SandboxAnswer{Data::Keep, false};
        window.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), ConnectTimeoutMs);
        QCOMPARE(asked.size(), 2);
        QVERIFY(QFile::exists(ServerSession::keptSandboxFile()));
    }
    {
        MainWindow window;
        QVERIFY(startSandbox(window));
        const Result<RedisReply> kept = command(window, {"GET", "kept:key"});
        VERIFY_OK(kept);
        QCOMPARE(kept->bytes(), QByteArray("value"));
        window.setSandboxQuestion([](qint64) { return MainWindow::SandboxAnswer{Data::Discard}; });
        window.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), ConnectTimeoutMs);
        QVERIFY(!QFile::exists(ServerSession::keptSandboxFile()));
    }
    {
        MainWindow window;
        QVERIFY(startSandbox(window));
        const Result<RedisReply> size = command(window, {"DBSIZE"});
        VERIFY_OK(size);
        QCOMPARE(size->integerValue(), 0);
        bool askedAgain = false;
        window.setSandboxQuestion([&](qint64) {
            askedAgain = true;
            return std::optional<MainWindow::SandboxAnswer>();
        });
        window.close(); // nothing to keep: no question
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), ConnectTimeoutMs);
        QVERIFY(!askedAgain);
    }
}

void TestMainWindow::disconnectShowsEmptyOverview()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    MainWindow window;
    window.show();
    ServerSession *session = window.session();
    session->connectTo(server.value()->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(window.overview()->hasInfo(), ConnectTimeoutMs);

    session->disconnectFromServer();
    QCOMPARE(session->state(), RedisClient::State::Disconnected);
    QCOMPARE(window.sessionStatusBar()->stateText(), QStringLiteral("disconnected"));
    QCOMPARE(window.sessionStatusBar()->kindText(), QStringLiteral("no server"));
    QVERIFY(!window.overview()->hasInfo());
    auto *detail = window.overview()->findChild<QWidget *>(QStringLiteral("overviewEmptyDetail"));
    QVERIFY(detail && detail->isVisible());
}

void TestMainWindow::shortcutsOpenDialogAndFocusFilter()
{
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(window.commandLogView()->filterEdit()->hasFocus());

    QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
    QTRY_VERIFY(window.connectionDialog() && window.connectionDialog()->isVisible());
    window.connectionDialog()->reject();
}

void TestMainWindow::readOnlyRemoteAsksBeforeAllowingWrites()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    MainWindow window;
    window.show();
    QStringList asked;
    bool answer = false;
    window.setConfirmation([&](const QString &question) {
        asked.append(question);
        return answer;
    });
    ServerSession *session = window.session();
    ConnectionOptions options = server.value()->connectionOptions();
    options.readOnly = true; // what the dialog and --url give a remote server
    session->connectTo(options);
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), RedisClient::State::Connected, ConnectTimeoutMs);
    QVERIFY(session->isReadOnly());
    QVERIFY(!session->allowsWrites());
    QVERIFY(window.readOnlyAction()->isEnabled());
    QVERIFY(window.readOnlyAction()->isChecked());
    QCOMPARE(window.sessionStatusBar()->modeText(), QStringLiteral("read-only"));
    // Load demo data is off and says why (the Inspector's empty page shows this tooltip).
    QVERIFY(!window.demoAction()->isEnabled());
    QVERIFY2(window.demoAction()->toolTip().startsWith(QStringLiteral("Read-only connection")),
             qPrintable(window.demoAction()->toolTip()));

    // Declined: still read-only, the action checked again.
    window.readOnlyAction()->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked.first().contains(session->label()));
    QVERIFY(session->isReadOnly());
    QVERIFY(window.readOnlyAction()->isChecked());

    // Accepted: writes allowed, and read-only again without asking.
    answer = true;
    window.readOnlyAction()->trigger();
    QCOMPARE(asked.size(), 2);
    QVERIFY(!session->isReadOnly());
    QVERIFY(session->allowsWrites());
    QVERIFY(window.sessionStatusBar()->modeText().isEmpty());
    window.readOnlyAction()->trigger();
    QCOMPARE(asked.size(), 2);
    QVERIFY(session->isReadOnly());

    // The sandbox starts writable and never asks.
    session->startSandbox();
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), RedisClient::State::Connected, ConnectTimeoutMs);
    QVERIFY(!session->isReadOnly());
    QVERIFY(!window.readOnlyAction()->isChecked());
    window.readOnlyAction()->trigger();
    QVERIFY(session->isReadOnly());
    window.readOnlyAction()->trigger();
    QVERIFY(!session->isReadOnly());
    QCOMPARE(asked.size(), 2);
}

void TestMainWindow::tabShortcutsShowTheViews()
{
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.tabs()->count() >= 2);
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QTRY_COMPARE(window.tabs()->currentWidget(), static_cast<QWidget *>(window.inspector()));
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QTRY_COMPARE(window.tabs()->currentWidget(), static_cast<QWidget *>(window.overview()));
    QVERIFY(window.tabs()->tabToolTip(1).contains(QStringLiteral("Ctrl+2")));
}

// Issue 23, desktop conventions (the Help menu: tests/ui/help/tst_helpmenu.cpp).
void TestMainWindow::ctrlFFocusesTheTabsFilterAndEscapeClearsIt()
{
    MainWindow window;
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.session()->startSandbox();
    QTRY_VERIFY_WITH_TIMEOUT(window.session()->allowsWrites(), ConnectTimeoutMs);
    window.loadDemoData(); // the tabs show their tables, and the filters over them
    QStringList filtered;
    for (int i = 0; i < window.tabs()->count(); ++i) {
        if (!window.tabs()->isTabVisible(i))
            continue;
        window.tabs()->setCurrentIndex(i);
        QWidget *view = window.tabs()->currentWidget();
        const QString tab = window.tabs()->tabText(i).remove(u'&');
        if (auto *keys = qobject_cast<KeyBrowserView *>(view))
            keys->scanAction()->trigger(); // its table, and the filter over it, after a scan
        // The kind tabs, the Inspector and Keys have one once their main page shows.
        static_cast<void>(
            QTest::qWaitFor([view] { return ViewWidgets::filterOf(view) != nullptr; }, 3000));
        QLineEdit *filter = ViewWidgets::filterOf(view);
        if (!filter) {
            // Ctrl+F on a tab without a filter leaves the focus where it is.
            window.tabs()->setFocus();
            QWidget *focused = QApplication::focusWidget();
            QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
            QVERIFY2(QApplication::focusWidget() == focused, qPrintable(tab));
            continue;
        }
        filtered << tab;
        window.tabs()->setFocus();
        QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
        QVERIFY2(QApplication::focusWidget() == filter, qPrintable(tab));
        QTest::keyClicks(filter, QStringLiteral("abc"));
        QCOMPARE(filter->text(), QStringLiteral("abc"));
        // Ctrl+F again selects what is there, so that typing replaces it.
        window.tabs()->setFocus();
        QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
        QVERIFY2(filter->selectedText() == QStringLiteral("abc"), qPrintable(tab));
        QTest::keyClick(filter, Qt::Key_Escape);
        QVERIFY2(filter->text().isEmpty(), qPrintable(tab));
    }
    // Every tab that has a filter (Overview, Playground and Cluster have none; Sentinel is
    // hidden on the sandbox).
    QCOMPARE(filtered, QStringList({QStringLiteral("Inspector"), QStringLiteral("Locks"),
                                    QStringLiteral("Semaphores"), QStringLiteral("Delayed queues"),
                                    QStringLiteral("Rate limiters"), QStringLiteral("Autocomplete"),
                                    QStringLiteral("Keys")}));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
