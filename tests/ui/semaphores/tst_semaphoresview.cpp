#include "actionrunner.h"
#include "commandlog.h"
#include "inspectormonitor.h"
#include "redisconnection.h"
#include "semaphoreactionform.h"
#include "semaphoredemo.h"
#include "semaphorefactory.h"
#include "semaphoremembersmodel.h"
#include "semaphorerankchart.h"
#include "semaphoresview.h"
#include "semaphoretablemodel.h"
#include "serversession.h"
#include "testredis.h"
#include "viewfixture.h"
#include "viewwidgets.h"

#include <QAction>
#include <QChart>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

namespace {
constexpr int TimeoutMs = 10000;
const QString Family = QStringLiteral("coordscope-semaphore");

// The view on a fast monitor (as InspectorView would own it).
struct Harness : ViewFixture<SemaphoresView>
{
    Harness()
        : ViewFixture(100, 300, {1000, 800})
    {}
};

int memberRowsFlagged(const SemaphoreMembersModel *model, StateEntry::Flag flag)
{
    int n = 0;
    for (int r = 0; r < model->rowCount(); ++r)
        n += model->index(r, 0).data(SemaphoreMembersModel::FlagRole).toInt() == int(flag) ? 1 : 0;
    return n;
}
} // namespace

// The Semaphores view offscreen against a real redis-server.
class TestSemaphoresView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void emptyStateFollowsConnection();
    void demoButtonShowsSemaphoresWithFlaggedMembers();
    void acquireAndReleaseThroughTheForm();
    void badInputShowsErrorAndSendsNothing();
    void readOnlyDisablesActionsAndRefusesJobs();
    void otherLibrariesLayoutsAreShown();
    void deletedKeyLeavesTheView();
    void keyChangingTypeIsNotedOrDropped();
    void hugeSemaphoreIsBoundedAndSaysSo();
    void recoversAfterServerRestart();
    void refreshNeverRewritesTheForm();
    void refusedAcquireChangesNothing();
    void kindTheKeysCannotTellIsUnknown();
    void tableSortsCountsAsNumbers();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestSemaphoresView::initTestCase()
{
    startViewTestServer(m_server, m_connection);
}

void TestSemaphoresView::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestSemaphoresView::emptyStateFollowsConnection()
{
    Harness h;
    QVERIFY(h.view.showsEmptyState());
    QVERIFY2(h.view.emptyStateText().contains(QStringLiteral("Not connected")),
             qPrintable(h.view.emptyStateText()));
    QVERIFY(!h.view.loadDemoButton()->isEnabled());
    QVERIFY(!h.view.actionForm()->acquireAction()->isEnabled());
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(
        h.view.emptyStateText().contains(QStringLiteral("No semaphores found")), TimeoutMs);
    QVERIFY(h.view.loadDemoButton()->isEnabled());
    QVERIFY(h.view.actionForm()->acquireAction()->isEnabled());
    h.session.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(h.view.emptyStateText().contains(QStringLiteral("Not connected")),
                             TimeoutMs);
    QVERIFY(!h.view.loadDemoButton()->isEnabled());
    QVERIFY(!h.view.actionForm()->acquireAction()->isEnabled());
}

void TestSemaphoresView::demoButtonShowsSemaphoresWithFlaggedMembers()
{
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(h.view.loadDemoButton()->isEnabled() &&
                                 h.view.emptyStateText().contains(QStringLiteral("No semaphores")),
                             TimeoutMs);
    QTest::mouseClick(h.view.loadDemoButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(h.view.statusText().startsWith(QStringLiteral("Demo data loaded")),
                             TimeoutMs);
    for (const SemaphoreDemo::Semaphore &s : SemaphoreDemo::semaphores())
        QTRY_VERIFY_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, s.name) >= 0, TimeoutMs);
    QVERIFY(!h.view.showsEmptyState());

    // The fair one: full, and the hand-written fourth member is beyond its limit of 3.
    QVERIFY(h.view.selectSemaphore(Family, "sem-demo-fair"));
    const SemaphoreMembersModel *members = h.view.membersModel();
    QTRY_COMPARE_WITH_TIMEOUT(members->rowCount(), 4, TimeoutMs);
    QCOMPARE(members->measure(), SemaphoreMembersModel::Measure::Counter);
    QCOMPARE(memberRowsFlagged(members, StateEntry::Flag::BeyondLimit), 1);
    QCOMPARE(members->index(3, SemaphoreMembersModel::Flag).data().toString(),
             QStringLiteral("beyond limit"));
    QTRY_COMPARE_WITH_TIMEOUT(h.view.rankChart()->barCount(), 4, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(h.view.rankChart()->showsLimitLine(), TimeoutMs);

    // The ttl-keys one: two leases ran out, their members are still in the set.
    QVERIFY(h.view.selectSemaphore(Family, "sem-demo-leases"));
    QTRY_COMPARE_WITH_TIMEOUT(memberRowsFlagged(members, StateEntry::Flag::Expired), 2, TimeoutMs);
    QCOMPARE(members->rowCount(), 4);
    // The atomic one: expiry scores, shown as time left; two expired.
    QVERIFY(h.view.selectSemaphore(Family, "sem-demo-atomic"));
    QTRY_COMPARE_WITH_TIMEOUT(memberRowsFlagged(members, StateEntry::Flag::Expired), 2, TimeoutMs);
    QCOMPARE(members->measure(), SemaphoreMembersModel::Measure::TimeLeftSeconds);
    // The basic one: 3 holders of 5, by age.
    QVERIFY(h.view.selectSemaphore(Family, "sem-demo-pool"));
    QTRY_COMPARE_WITH_TIMEOUT(members->rowCount(), 3, TimeoutMs);
    QCOMPARE(members->measure(), SemaphoreMembersModel::Measure::AgeSeconds);
    const int pool = h.view.tableModel()->rowOf(Family, "sem-demo-pool");
    QCOMPARE(h.view.tableModel()->index(pool, SemaphoreTableModel::Free).data().toString(),
             QStringLiteral("2"));

    // Filter, copy key names, exports.
    h.view.filterEdit()->setText(QStringLiteral("FAIR"));
    QCOMPARE(h.view.filterModel()->rowCount(), 1);
    QVERIFY(h.view.selectSemaphore(Family, "sem-demo-fair"));
    QCOMPARE(h.view.selectedKeyNames()
                 .split(QLatin1Char('\n'))
                 .contains(QStringLiteral("cs:{sem-demo-fair}:holders")),
             true);
    h.view.copyKeyAction()->trigger();
    QVERIFY(
        QGuiApplication::clipboard()->text().contains(QStringLiteral("cs:{sem-demo-fair}:owners")));
    QVERIFY(h.view.table()->actions().contains(h.view.copyKeyAction()));
    h.view.filterEdit()->clear();

    // The chart follows a palette change (dark here).
    QPalette dark = h.view.rankChart()->palette();
    dark.setColor(QPalette::Base, Qt::black);
    dark.setColor(QPalette::Text, Qt::white);
    h.view.rankChart()->setPalette(dark);
    QCOMPARE(h.view.rankChart()->chart()->backgroundBrush().color(), QColor(Qt::black));
    QCOMPARE(h.view.rankChart()->chart()->titleBrush().color(), QColor(Qt::white));

    QTemporaryDir dir;
    QString error;
    QVERIFY2(ViewWidgets::writeCsv(dir.filePath(QStringLiteral("m.csv")), *members, &error),
             qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("m.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readAll().contains("beyond limit"));
    QVERIFY2(
        ViewWidgets::writePng(dir.filePath(QStringLiteral("c.png")), h.view.rankChart(), &error),
        qPrintable(error));
}

void TestSemaphoresView::acquireAndReleaseThroughTheForm()
{
    Harness h;
    QSignalSpy logged(h.session.commandLog(), &CommandLog::recorded);
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(h.view.actionForm()->acquireAction()->isEnabled(), TimeoutMs);
    SemaphoreActionForm *form = h.view.actionForm();
    QSignalSpy finished(form, &SemaphoreActionForm::actionFinished);
    form->kindBox()->setCurrentText(QStringLiteral("ttl-keys"));
    form->nameEdit()->setText(QStringLiteral("orders"));
    form->limitBox()->setValue(2);
    // Ctrl+Shift+A anywhere in the view.
    QVERIFY(QTest::qWaitForWindowActive(&h.view));
    form->limitBox()->setFocus();
    QTest::keyClick(form->limitBox(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(form->statusText().startsWith(QStringLiteral("Acquired")),
             qPrintable(form->statusText()));
    QVERIFY2(form->statusText().contains(QStringLiteral("rank 0")), qPrintable(form->statusText()));
    QTRY_VERIFY_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "orders") >= 0, TimeoutMs);
    // The first semaphore shown is selected by itself; that does not touch the form.
    form->nameEdit()->setText(QStringLiteral("orders-typed"));
    QTest::qWait(3 * h.monitor.intervalMs());
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("orders-typed"));
    QVERIFY(h.view.selectSemaphore(Family, "orders")); // a choice of the user's fills it
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("orders"));
    QCOMPARE(form->kindBox()->currentText(), QStringLiteral("ttl-keys"));
    QTRY_COMPARE_WITH_TIMEOUT(h.view.membersModel()->rowCount(), 1, TimeoutMs);
    // The acquire's script ran on the view's runner and is in the session's log.
    const auto sentByView = [&](const QByteArray &command) {
        for (const auto &args : logged) {
            const auto r = args.at(0).value<CommandRecord>();
            if (r.connection == QStringLiteral("semaphores view") &&
                r.argv.value(0).toUpper() == command)
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(sentByView("EVALSHA") || sentByView("EVAL"), TimeoutMs);

    // A second acquire, then a third is refused at the limit of 2.
    form->acquire();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    form->acquire();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, TimeoutMs);
    QVERIFY2(form->statusText().startsWith(QStringLiteral("Refused")),
             qPrintable(form->statusText()));
    QTRY_COMPARE_WITH_TIMEOUT(h.view.membersModel()->rowCount(), 2, TimeoutMs);
    QCOMPARE(h.view.tableModel()
                 ->index(h.view.tableModel()->rowOf(Family, "orders"), SemaphoreTableModel::Limit)
                 .data()
                 .toString(),
             QStringLiteral("2 (assumed)"));

    form->releaseAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, TimeoutMs);
    QVERIFY2(form->statusText().startsWith(QStringLiteral("Released")),
             qPrintable(form->statusText()));
    QTRY_COMPARE_WITH_TIMEOUT(h.view.membersModel()->rowCount(), 1, TimeoutMs);
    form->release();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 5, TimeoutMs);
    form->release(); // nothing held any more: a clear failure, the form keeps its input
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 6, TimeoutMs);
    QVERIFY2(form->statusText().contains(QStringLiteral("holds no")),
             qPrintable(form->statusText()));
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("orders"));
    QCOMPARE(form->limitBox()->value(), 2);
}

void TestSemaphoresView::badInputShowsErrorAndSendsNothing()
{
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(h.view.actionForm()->acquireAction()->isEnabled(), TimeoutMs);
    SemaphoreActionForm *form = h.view.actionForm();
    const quint64 ticket = h.view.runner()->lastTicket();
    form->nameEdit()->clear();
    form->acquire();
    QVERIFY(form->messageLine()->isError());
    QVERIFY(form->messageLine()->errorText().contains(QStringLiteral("name")));
    form->nameEdit()->setText(QStringLiteral("bad{name}"));
    form->release();
    QVERIFY(form->messageLine()->isError());
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("bad{name}"));
    QCOMPARE(h.view.runner()->lastTicket(), ticket);
    form->nameEdit()->setText(QStringLiteral("good"));
    QVERIFY(form->validationError().isEmpty());
}

void TestSemaphoresView::readOnlyDisablesActionsAndRefusesJobs()
{
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(
        h.view.emptyStateText().contains(QStringLiteral("No semaphores found")), TimeoutMs);
    h.session.setReadOnly(true);
    SemaphoreActionForm *form = h.view.actionForm();
    QVERIFY(!form->acquireAction()->isEnabled());
    QVERIFY(!form->releaseAction()->isEnabled());
    QVERIFY2(form->acquireAction()->toolTip().contains(QStringLiteral("Read-only")),
             qPrintable(form->acquireAction()->toolTip()));
    QVERIFY(!h.view.loadDemoButton()->isEnabled());
    QVERIFY(!h.view.loadDemoAction()->isEnabled());
    QVERIFY(h.view.emptyStateText().contains(QStringLiteral("read-only")));
    form->nameEdit()->setText(QStringLiteral("ro"));
    form->acquire();
    QVERIFY(form->statusText().startsWith(QStringLiteral("Refused")));

    // A job run anyway on the view's runner is refused before it is sent.
    QSignalSpy finished(h.view.runner(), &ActionRunner::finished);
    h.view.runner()->run(QStringLiteral("sneak"), [](RedisConnection &c, const ActionContext &) {
        ActionResult result;
        auto s = SemaphoreFactory::create(QStringLiteral("basic"), c, KeySpace(), "ro");
        const auto permit = s.value()->tryAcquire(1, 1000);
        result.ok = permit.ok();
        result.error = permit.error();
        return result;
    });
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    const auto result = finished.at(0).at(1).value<ActionResult>();
    QVERIFY(!result.ok);
    QCOMPARE(result.error.kind(), RedisError::Kind::ReadOnly);
    QCOMPARE(m_connection->command({"EXISTS", "cs:{ro}:holders"}).value().integerValue(), 0);
}

void TestSemaphoresView::otherLibrariesLayoutsAreShown()
{
    // Redis in Action: uuid4 members scored by acquire time in seconds.
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    const QByteArray nowS = QByteArray::number(double(nowMs) / 1000.0, 'f', 3);
    QVERIFY(m_connection
                ->command({"ZADD", "semaphore:remote", nowS, "6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
                           nowS, "0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e"})
                .ok());
    // Redisson's permit-expirable semaphore: 1 available, two permits (one past its expiry).
    QVERIFY(m_connection->command({"SET", "perm", "1"}).ok());
    QVERIFY(m_connection
                ->command({"ZADD", "{perm}:timeout", QByteArray::number(nowMs + 600000),
                           "0123456789abcdef0123456789abcdef", QByteArray::number(nowMs - 5000),
                           "fedcba9876543210fedcba9876543210"})
                .ok());
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(
        h.view.selectSemaphore(QStringLiteral("ria-semaphore"), "semaphore:remote"), TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(h.view.membersModel()->rowCount(), 2, TimeoutMs);
    QCOMPARE(h.view.membersModel()->measure(), SemaphoreMembersModel::Measure::AgeSeconds);

    QTRY_VERIFY_WITH_TIMEOUT(h.view.selectSemaphore(QStringLiteral("redisson-pesemaphore"), "perm"),
                             TimeoutMs);
    const SemaphoreTableModel *table = h.view.tableModel();
    const int row = table->rowOf(QStringLiteral("redisson-pesemaphore"), "perm");
    QTRY_COMPARE_WITH_TIMEOUT(table->index(row, SemaphoreTableModel::Expired).data().toString(),
                              QStringLiteral("1"), TimeoutMs);
    QVERIFY(!table->limitIsAssumed(row)); // Redisson stores it: available + acquired
    QCOMPARE(table->index(row, SemaphoreTableModel::Limit).data().toString(), QStringLiteral("3"));
    QCOMPARE(h.view.membersModel()->measure(), SemaphoreMembersModel::Measure::TimeLeftSeconds);
}

void TestSemaphoresView::deletedKeyLeavesTheView()
{
    auto pool =
        SemaphoreFactory::create(QStringLiteral("basic"), *m_connection, KeySpace(), "doomed");
    QVERIFY(pool.ok());
    QVERIFY(pool.value()->tryAcquire(3, 120000).ok());
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(h.view.selectSemaphore(Family, "doomed"), TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(h.view.membersModel()->rowCount(), 1, TimeoutMs);
    QVERIFY(m_connection->command({"DEL", "cs:{doomed}:holders"}).ok());
    QTRY_COMPARE_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "doomed"), -1, TimeoutMs);
    QCOMPARE(h.view.membersModel()->rowCount(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(
        h.view.emptyStateText().contains(QStringLiteral("No semaphores found")), TimeoutMs);
}

void TestSemaphoresView::keyChangingTypeIsNotedOrDropped()
{
    auto pool =
        SemaphoreFactory::create(QStringLiteral("basic"), *m_connection, KeySpace(), "morph");
    QVERIFY(pool.ok());
    QVERIFY(pool.value()->tryAcquire(3, 120000).ok());
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(h.view.selectSemaphore(Family, "morph"), TimeoutMs);
    QVERIFY(m_connection->command({"DEL", "cs:{morph}:holders"}).ok());
    QVERIFY(m_connection->command({"SET", "cs:{morph}:holders", "not a zset"}).ok());
    // Until discovery runs again the state read notes it; then it is no semaphore any more.
    QTRY_VERIFY_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "morph") < 0 ||
                                 !h.view.tableModel()
                                      ->stateAt(h.view.tableModel()->rowOf(Family, "morph"))
                                      .notes.isEmpty(),
                             TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "morph"), -1, TimeoutMs);
    QCOMPARE(h.view.membersModel()->rowCount(), 0);
}

void TestSemaphoresView::hugeSemaphoreIsBoundedAndSaysSo()
{
    // 5,000 members written by hand (a pipeline of ZADDs of 500 each).
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (int batch = 0; batch < 10; ++batch) {
        RedisCommand zadd{"ZADD", "cs:{crowd}:holders"};
        for (int i = 0; i < 500; ++i) {
            zadd << QByteArray::number(now - 100000 + batch * 500 + i)
                 << "m" + QByteArray::number(batch * 500 + i);
        }
        QVERIFY(m_connection->command(zadd).ok());
    }
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(h.view.selectSemaphore(Family, "crowd"), TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(h.view.membersModel()->rowCount() > 0, TimeoutMs);
    QVERIFY(h.view.membersModel()->rowCount() <= 200); // the monitor's bound per state read
    QCOMPARE(h.view.membersModel()->totalMembers(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(h.view.rankChart()->barCount(), SemaphoreRankChart::MaxRanks,
                              TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(h.view.rankChart()->titleText().contains(QStringLiteral("of 5000")),
                             TimeoutMs);
    const int row = h.view.tableModel()->rowOf(Family, "crowd");
    QVERIFY(!h.view.tableModel()->stateAt(row).notes.isEmpty()); // "showing 200 of 5,000"
}

void TestSemaphoresView::recoversAfterServerRestart()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    const auto makeSemaphore = [&](const QByteArray &name) {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        auto s = SemaphoreFactory::create(QStringLiteral("atomic"), c, KeySpace(), name);
        QVERIFY(s.ok());
        QVERIFY(s.value()->tryAcquire(2, 120000).ok());
    };
    makeSemaphore("before");
    Harness h;
    h.session.connectTo(server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "before") >= 0, TimeoutMs);

    server->kill();
    QTRY_VERIFY_WITH_TIMEOUT(h.session.state() != RedisClient::State::Connected, TimeoutMs);
    const auto restarted = server->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    makeSemaphore("after");
    QTRY_COMPARE_WITH_TIMEOUT(h.session.state(), RedisClient::State::Connected, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "after") >= 0, TimeoutMs);
    QCOMPARE(h.view.tableModel()->rowOf(Family, "before"), -1);
    // Actions work on the new connection.
    h.view.actionForm()->kindBox()->setCurrentText(QStringLiteral("atomic"));
    h.view.actionForm()->nameEdit()->setText(QStringLiteral("after"));
    QSignalSpy finished(h.view.actionForm(), &SemaphoreActionForm::actionFinished);
    h.view.actionForm()->acquire();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(h.view.actionForm()->statusText().startsWith(QStringLiteral("Acquired")),
             qPrintable(h.view.actionForm()->statusText()));
}

void TestSemaphoresView::refreshNeverRewritesTheForm()
{
    for (const QByteArray &name : {QByteArray("first"), QByteArray("second")}) {
        auto s = SemaphoreFactory::create(QStringLiteral("basic"), *m_connection, KeySpace(), name);
        QVERIFY(s.ok());
        QVERIFY(s.value()->tryAcquire(4, 120000).ok());
    }
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    SemaphoreActionForm *form = h.view.actionForm();
    QTRY_VERIFY_WITH_TIMEOUT(h.view.selectSemaphore(Family, "first"), TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "second") >= 0, TimeoutMs);
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("first")); // the user's pick fills it
    form->nameEdit()->setText(QStringLiteral("typed"));
    form->limitBox()->setValue(7);
    // The selected row goes away under a refresh: the current row moves to "second".
    QVERIFY(m_connection->command({"DEL", "cs:{first}:holders"}).ok());
    QTRY_COMPARE_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "first"), -1, TimeoutMs);
    QTest::qWait(3 * h.monitor.intervalMs());
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("typed"));
    QCOMPARE(form->limitBox()->value(), 7);
    // A click on a row is the user's pick.
    QTableView *table = h.view.table();
    const QModelIndex second = h.view.filterModel()->mapFromSource(
        h.view.tableModel()->index(h.view.tableModel()->rowOf(Family, "second"), 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(second).center());
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("second"));
}

void TestSemaphoresView::refusedAcquireChangesNothing()
{
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(h.view.actionForm()->acquireAction()->isEnabled(), TimeoutMs);
    SemaphoreActionForm *form = h.view.actionForm();
    QSignalSpy finished(form, &SemaphoreActionForm::actionFinished);
    QSignalSpy changed(form, &SemaphoreActionForm::semaphoreChanged);
    form->kindBox()->setCurrentText(QStringLiteral("atomic"));
    form->nameEdit()->setText(QStringLiteral("single"));
    form->limitBox()->setValue(1);
    form->acquire();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QCOMPARE(changed.size(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "single") >= 0, TimeoutMs);
    // Refused at the limit: the holdings did not change, and neither does the assumed limit.
    form->limitBox()->setValue(1);
    form->acquire();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    QVERIFY2(form->statusText().startsWith(QStringLiteral("Refused")),
             qPrintable(form->statusText()));
    QCOMPARE(changed.size(), 1);
    form->release();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, TimeoutMs);
    QCOMPARE(changed.size(), 2);
    form->release(); // nothing held: a failure, no change
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, TimeoutMs);
    QCOMPARE(changed.size(), 2);
}

void TestSemaphoresView::kindTheKeysCannotTellIsUnknown()
{
    // A basic semaphore written by a client whose clock runs a minute fast: its acquire time is
    // in the future, as an atomic semaphore's expiry would be.
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    QVERIFY(m_connection
                ->command({"ZADD", "cs:{skewed}:holders", QByteArray::number(nowMs + 60000), "h1"})
                .ok());
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    SemaphoreActionForm *form = h.view.actionForm();
    form->kindBox()->setCurrentText(QStringLiteral("fair"));
    QTRY_VERIFY_WITH_TIMEOUT(h.view.selectSemaphore(Family, "skewed"), TimeoutMs);
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("skewed"));
    QCOMPARE(form->kindBox()->currentIndex(), -1); // not "atomic", not "basic": unknown
    QVERIFY2(form->kindBox()->toolTip().contains(QStringLiteral("basic or atomic")),
             qPrintable(form->kindBox()->toolTip()));
    QVERIFY(!form->validationError().isEmpty()); // Acquire asks for a kind
    const int row = h.view.tableModel()->rowOf(Family, "skewed");
    QCOMPARE(h.view.tableModel()->index(row, SemaphoreTableModel::Kind).data().toString(),
             QStringLiteral("unknown (basic or atomic)"));
    // A choice among the candidates is the user's and stays.
    form->kindBox()->setCurrentText(QStringLiteral("basic"));
    QVERIFY(h.view.selectSemaphore(Family, "skewed"));
    QCOMPARE(form->kindBox()->currentText(), QStringLiteral("basic"));
}

void TestSemaphoresView::tableSortsCountsAsNumbers()
{
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    for (const auto &[name, n] : {std::pair<QByteArray, int>{"nine", 9}, {"ten", 10}}) {
        RedisCommand zadd{"ZADD", "cs:{" + name + "}:holders"};
        for (int i = 0; i < n; ++i)
            zadd << QByteArray::number(nowMs - 1000 * i) << "m" + QByteArray::number(i);
        QVERIFY(m_connection->command(zadd).ok());
    }
    Harness h;
    h.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(h.view.tableModel()->rowOf(Family, "nine") >= 0 &&
                                 h.view.tableModel()->rowOf(Family, "ten") >= 0,
                             TimeoutMs);
    h.view.table()->sortByColumn(SemaphoreTableModel::Holders, Qt::AscendingOrder);
    const QSortFilterProxyModel *proxy = h.view.filterModel();
    QCOMPARE(proxy->index(0, SemaphoreTableModel::Holders).data().toString(), QStringLiteral("9"));
    QCOMPARE(proxy->index(1, SemaphoreTableModel::Holders).data().toString(), QStringLiteral("10"));
}

QTEST_MAIN(TestSemaphoresView)
#include "tst_semaphoresview.moc"
