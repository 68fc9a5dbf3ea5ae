#include "actionrunner.h"
#include "inspectormonitor.h"
#include "limiteractionform.h"
#include "limiterdemo.h"
#include "limitertablemodel.h"
#include "limitertrafficchart.h"
#include "ratelimitersview.h"
#include "redisconnection.h"
#include "serversession.h"
#include "testredis.h"
#include "viewfixture.h"
#include "viewwidgets.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

namespace {
constexpr int TimeoutMs = 10000;

// A session on a server with a monitor ticking fast, and the view on both.
struct Fixture
{
    explicit Fixture(const RedisServerProcess &server, bool readOnly = false)
    {
        monitor.setIntervalMs(100);
        QObject::connect(&session, &ServerSession::clientChanged, &monitor,
                         [this](RedisClient *client) {
                             monitor.setClient(client);
                             monitor.refresh();
                         });
        ConnectionOptions options = server.connectionOptions();
        options.readOnly = readOnly;
        session.connectTo(options);
        view.show();
    }
    bool connected()
    {
        return QTest::qWaitFor([&] { return session.state() == RedisClient::State::Connected; },
                               TimeoutMs);
    }
    ServerSession session;
    InspectorMonitor monitor;
    RateLimitersView view{&session, &monitor};
};

LimiterActionForm::Request fixedFive(int count)
{
    LimiterActionForm::Request r;
    r.kind = QStringLiteral("fixed");
    r.name = "checkout";
    r.subject = "alice";
    r.count = count;
    r.policy.limit = 5;
    // Fixed windows are aligned on the clock: a 10-minute window could end mid-burst and admit
    // five more. A 20-day window (the form's spin box stops at 24.8) ends on a few seconds of
    // twenty days.
    r.policy.periodMs = qint64(20) * 24 * 3600 * 1000;
    return r;
}
} // namespace

class TestRateLimitersView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void notConnectedShowsEmptyState();
    void demoButtonFillsTheTable();
    void filterCopyAndCsvWork();
    void twentyRequestsThroughFixedFiveAdmitFiveRefuseFifteen();
    void trafficThroughAKnownKeyStartsNoDiscovery();
    void newSubjectShowsWhileALongRunGoesOn();
    void badInputSendsNothingAndKeepsTheText();
    void cancelStopsALongRun();
    void readOnlyDisablesTheActionsAndRefusesAJob();
    void deletedKeyLeavesTheTable();
    void recoversAfterServerRestart();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestRateLimitersView::initTestCase()
{
    startViewTestServer(m_server, m_connection);
}

void TestRateLimitersView::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestRateLimitersView::notConnectedShowsEmptyState()
{
    ServerSession session;
    InspectorMonitor monitor;
    RateLimitersView view(&session, &monitor);
    view.show();
    QVERIFY(view.showsEmptyState());
    QVERIFY2(view.emptyStateText().contains(QStringLiteral("Not connected")),
             qPrintable(view.emptyStateText()));
    QVERIFY(!view.loadDemoButton()->isEnabled());
    QVERIFY(!view.form()->sendAction()->isEnabled());
    QVERIFY(!view.form()->send());
}

void TestRateLimitersView::demoButtonFillsTheTable()
{
    Fixture f(*m_server);
    QVERIFY(f.connected());
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.emptyStateText().contains(QStringLiteral("No rate limiters found")), TimeoutMs);
    QVERIFY(f.view.showsEmptyState());
    QVERIFY(f.view.loadDemoButton()->isEnabled());
    QSignalSpy loaded(&f.view, &RateLimitersView::demoLoaded);
    f.view.loadDemoButton()->click();
    // Off while the load runs: a second click would queue a second one.
    QVERIFY(!f.view.loadDemoButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, TimeoutMs);
    QTRY_VERIFY(f.view.loadDemoButton()->isEnabled());
    QVERIFY2(loaded.first().at(0).toBool(), qPrintable(loaded.first().at(1).toString()));
    QTRY_COMPARE_WITH_TIMEOUT(f.view.model()->rowCount(), 16, TimeoutMs);
    QVERIFY(!f.view.showsEmptyState());
    // Each kind is there, with its algorithm, and carol's allowance is used up.
    const int carol = f.view.model()->rowOf("api", "carol");
    QVERIFY(carol >= 0);
    QCOMPARE(f.view.model()->row(carol).algorithm, QStringLiteral("fixed"));
    QVERIFY(f.view.model()->row(carol).refused);
    QCOMPARE(f.view.model()->row(f.view.model()->rowOf("email", "bob")).algorithm,
             QStringLiteral("funnel"));
    QCOMPARE(f.view.model()->row(f.view.model()->rowOf("search", "bob")).algorithm,
             QStringLiteral("gcra"));
}

void TestRateLimitersView::filterCopyAndCsvWork()
{
    QVERIFY(LimiterDemo::populate(*m_connection).ok());
    Fixture f(*m_server);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.filterModel()->rowCount(), 16, TimeoutMs);
    f.view.filterEdit()->setText(QStringLiteral("CAROL"));
    QCOMPARE(f.view.filterModel()->rowCount(), 4);
    f.view.filterEdit()->setText(QStringLiteral("gcra"));
    QCOMPARE(f.view.filterModel()->rowCount(), 4);
    f.view.filterEdit()->setText(QStringLiteral("api"));
    QTRY_COMPARE_WITH_TIMEOUT(f.view.filterModel()->rowCount(), 4, TimeoutMs);
    f.view.table()->selectRow(0);
    const QString key = f.view.selectedKeyNames();
    QVERIFY2(key.startsWith(QStringLiteral("cs:{api:")) && key.endsWith(QStringLiteral("}:fixed")),
             qPrintable(key));
    f.view.table()->setFocus();
    QTest::keySequence(f.view.table(), QKeySequence::Copy);
    QCOMPARE(QGuiApplication::clipboard()->text(), key);

    QTemporaryDir dir;
    QString error;
    const QString csv = dir.filePath(QStringLiteral("limiters.csv"));
    QVERIFY2(ViewWidgets::writeCsv(csv, *f.view.filterModel(), &error), qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QCOMPARE(text.count('\n'), 5); // header + 4 rows
    QVERIFY(text.contains("carol"));
    const QString png = dir.filePath(QStringLiteral("chart.png"));
    QVERIFY2(ViewWidgets::writePng(png, f.view.chart(), &error), qPrintable(error));
    QVERIFY(QFileInfo(png).size() > 0);
}

void TestRateLimitersView::twentyRequestsThroughFixedFiveAdmitFiveRefuseFifteen()
{
    Fixture f(*m_server);
    QVERIFY(f.connected());
    QSignalSpy logged(f.session.commandLog(), &CommandLog::recorded);
    QSignalSpy finished(f.view.form(), &LimiterActionForm::finished);
    f.view.form()->setRequest(fixedFive(20));
    QTRY_VERIFY_WITH_TIMEOUT(f.view.form()->sendAction()->isEnabled(), TimeoutMs);
    f.view.form()->setFocus();
    f.view.form()->sendAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
    QCOMPARE(f.view.chart()->admitted(), 5);
    QCOMPARE(f.view.chart()->refused(), 15);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.chart()->pointCount() > 0, TimeoutMs);
    QVERIFY(f.view.chart()->pointCount() <= LimiterTrafficChart::MaxPoints);
    QVERIFY2(
        f.view.form()->messageLine()->message().contains(QStringLiteral("5 admitted, 15 refused")),
        qPrintable(f.view.form()->messageLine()->message()));
    // The hits are in the Command log, under the view's runner.
    int hits = 0;
    for (const QList<QVariant> &args : std::as_const(logged)) {
        const auto record = args.at(0).value<CommandRecord>();
        if (record.connection == QStringLiteral("Rate limiters") &&
            (record.argv.value(0) == "EVALSHA" || record.argv.value(0) == "EVAL"))
            ++hits;
    }
    QVERIFY2(hits >= 20, qPrintable(QString::number(hits)));
    // And the limiter shows up in the table, full, with the form's policy as its limit.
    QTRY_VERIFY_WITH_TIMEOUT(f.view.model()->rowOf("checkout", "alice") >= 0, TimeoutMs);
    const auto &row = f.view.model()->row(f.view.model()->rowOf("checkout", "alice"));
    QCOMPARE(row.limit, 5.0);
    QCOMPARE(row.count, 5.0);
    QVERIFY(row.refused);
}

void TestRateLimitersView::trafficThroughAKnownKeyStartsNoDiscovery()
{
    Fixture f(*m_server);
    f.monitor.setDiscoveryIntervalMs(600000); // only refresh() discovers in this test
    QVERIFY(f.connected());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.form()->sendAction()->isEnabled(), TimeoutMs);
    // The first run makes the key: one discovery finds it.
    QSignalSpy finished(f.view.form(), &LimiterActionForm::finished);
    f.view.form()->setRequest(fixedFive(3));
    QVERIFY(f.view.form()->send());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.model()->rowOfKey("cs:{checkout:alice}:fixed") >= 0, TimeoutMs);
    // A discovery asked for while one ran comes at the next tick (100 ms): let it pass.
    QTest::qWait(300);
    QTRY_VERIFY_WITH_TIMEOUT(!f.monitor.isTickInFlight(), TimeoutMs);
    // More traffic through it: the ticks follow it, no SCAN of the keyspace.
    QSignalSpy logged(f.session.commandLog(), &CommandLog::recorded);
    f.view.form()->setRequest(fixedFive(40));
    QVERIFY(f.view.form()->send());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    QTest::qWait(400);
    int scans = 0;
    int hits = 0;
    for (const QList<QVariant> &args : std::as_const(logged)) {
        const QByteArray command = args.at(0).value<CommandRecord>().argv.value(0).toUpper();
        scans += command == "SCAN";
        hits += command == "EVALSHA" || command == "EVAL";
    }
    QVERIFY2(hits >= 40, qPrintable(QString::number(hits)));
    QCOMPARE(scans, 0);
    // And the table follows the traffic: the window is full.
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.model()->refusedAt(f.view.model()->rowOfKey("cs:{checkout:alice}:fixed")),
        TimeoutMs);
}

void TestRateLimitersView::newSubjectShowsWhileALongRunGoesOn()
{
    Fixture f(*m_server);
    f.monitor.setDiscoveryIntervalMs(600000); // only refresh() discovers in this test
    QVERIFY(f.connected());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.form()->sendAction()->isEnabled(), TimeoutMs);
    QSignalSpy finished(f.view.form(), &LimiterActionForm::finished);
    auto slow = fixedFive(60);
    slow.ratePerSecond = 10; // six seconds
    f.view.form()->setRequest(slow);
    QVERIFY(f.view.form()->send());
    // The new subject's row comes while the run goes on, not when it ends.
    QTRY_VERIFY_WITH_TIMEOUT(f.view.model()->rowOfKey("cs:{checkout:alice}:fixed") >= 0, 4000);
    QCOMPARE(finished.size(), 0);
    f.view.form()->cancel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
}

void TestRateLimitersView::badInputSendsNothingAndKeepsTheText()
{
    Fixture f(*m_server);
    QVERIFY(f.connected());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.form()->sendAction()->isEnabled(), TimeoutMs);
    QSignalSpy started(f.view.runner(), &ActionRunner::started);
    auto bad = fixedFive(3);
    bad.name = "bad:name";
    f.view.form()->setRequest(bad);
    QVERIFY(!f.view.form()->send());
    QVERIFY2(!f.view.form()->messageLine()->errorText().isEmpty(), "no inline error");
    QCOMPARE(f.view.form()->request().name, QByteArray("bad:name"));
    bad = fixedFive(3);
    bad.policy.periodMs = 0;
    f.view.form()->setRequest(bad);
    QVERIFY(!f.view.form()->send());
    QVERIFY2(f.view.form()->messageLine()->errorText().contains(QStringLiteral("period"),
                                                                Qt::CaseInsensitive),
             qPrintable(f.view.form()->messageLine()->errorText()));
    QTest::qWait(100);
    QCOMPARE(started.size(), 0);
}

void TestRateLimitersView::cancelStopsALongRun()
{
    Fixture f(*m_server);
    QVERIFY(f.connected());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.form()->sendAction()->isEnabled(), TimeoutMs);
    auto slow = fixedFive(100000);
    slow.ratePerSecond = 50;
    f.view.form()->setRequest(slow);
    QSignalSpy finished(f.view.form(), &LimiterActionForm::finished);
    QVERIFY(f.view.form()->send());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.chart()->admitted() > 0, TimeoutMs);
    f.view.form()->cancelAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(f.view.form()->messageLine()->message().contains(QStringLiteral("cancelled")),
             qPrintable(f.view.form()->messageLine()->message()));
    QVERIFY(f.view.chart()->admitted() + f.view.chart()->refused() < 100000);
    QVERIFY(f.view.form()->sendAction()->isEnabled());
}

void TestRateLimitersView::readOnlyDisablesTheActionsAndRefusesAJob()
{
    Fixture f(*m_server, true);
    QVERIFY(f.connected());
    QVERIFY(f.session.isReadOnly());
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.emptyStateText().contains(QStringLiteral("No rate limiters found")), TimeoutMs);
    QVERIFY(f.view.emptyStateText().contains(QStringLiteral("Read-only")));
    QVERIFY(!f.view.loadDemoButton()->isEnabled());
    QVERIFY(f.view.loadDemoButton()->toolTip().contains(QStringLiteral("Read-only")));
    QVERIFY(!f.view.form()->sendAction()->isEnabled());
    QVERIFY(!f.view.form()->send());
    // A job run anyway is refused before anything is sent.
    QSignalSpy done(f.view.runner(), &ActionRunner::finished);
    f.view.runner()->run(QStringLiteral("hit anyway"),
                         [](RedisConnection &c, const ActionContext &) {
                             ActionResult r;
                             auto reply = c.command({"SET", "cs:{x:y}:fixed", "1"});
                             r.ok = reply.ok();
                             r.error = reply.error();
                             return r;
                         });
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, TimeoutMs);
    const auto result = done.first().at(1).value<ActionResult>();
    QVERIFY(!result.ok);
    QCOMPARE(result.error.kind(), RedisError::Kind::ReadOnly);
    QCOMPARE(m_connection->command({"EXISTS", "cs:{x:y}:fixed"})->integerValue(), 0);
    // Turning read-only off enables them.
    f.session.setReadOnly(false);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.form()->sendAction()->isEnabled(), TimeoutMs);
    QVERIFY(f.view.loadDemoButton()->isEnabled());
}

void TestRateLimitersView::deletedKeyLeavesTheTable()
{
    QVERIFY(LimiterDemo::populate(*m_connection).ok());
    Fixture f(*m_server);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.model()->rowCount(), 16, TimeoutMs);
    QVERIFY(m_connection->command({"DEL", "cs:{uploads:bob}:sliding"}).ok());
    f.monitor.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(f.view.model()->rowOf("uploads", "bob"), -1, TimeoutMs);
    // A key that changes type: the view keeps going and says so.
    QVERIFY(m_connection->command({"DEL", "cs:{api:bob}:fixed"}).ok());
    QVERIFY(m_connection->command({"SET", "cs:{api:bob}:fixed", "not a hash"}).ok());
    f.monitor.refresh();
    QTest::qWait(500);
    QVERIFY(f.view.model()->rowCount() >= 14);
    QVERIFY(!f.view.showsEmptyState());
}

void TestRateLimitersView::recoversAfterServerRestart()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(LimiterDemo::populate(c).ok());
    }
    Fixture f(*server);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.model()->rowCount(), 16, TimeoutMs);
    // The runner's connection is open when the server goes.
    QSignalSpy before(f.view.form(), &LimiterActionForm::finished);
    f.view.form()->setRequest(fixedFive(3));
    QVERIFY(f.view.form()->send());
    QTRY_COMPARE_WITH_TIMEOUT(before.size(), 1, TimeoutMs);
    QVERIFY(before.first().at(0).toBool());
    server->kill();
    QTest::qWait(300);
    const auto restarted = server->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    QTRY_COMPARE_WITH_TIMEOUT(f.session.state(), RedisClient::State::Connected, TimeoutMs);
    // The restarted server is empty: the view says so, then sends again.
    QTRY_VERIFY_WITH_TIMEOUT(f.view.showsEmptyState(), TimeoutMs);
    QSignalSpy finished(f.view.form(), &LimiterActionForm::finished);
    f.view.form()->setRequest(fixedFive(7));
    QTRY_VERIFY_WITH_TIMEOUT(f.view.form()->sendAction()->isEnabled(), TimeoutMs);
    QVERIFY(f.view.form()->send());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
    QTRY_VERIFY_WITH_TIMEOUT(f.view.model()->rowOf("checkout", "alice") >= 0, TimeoutMs);
}

QTEST_MAIN(TestRateLimitersView)
#include "tst_ratelimitersview.moc"
