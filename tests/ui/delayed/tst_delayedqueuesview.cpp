#include "actionrunner.h"
#include "delayedactionform.h"
#include "delayeddemo.h"
#include "delayeditemsmodel.h"
#include "delayedqueue.h"
#include "delayedqueuesview.h"
#include "delayedqueuetablemodel.h"
#include "delayedschedulechart.h"
#include "emptystatepage.h"
#include "inspectormonitor.h"
#include "redisconnection.h"
#include "serversession.h"
#include "testredis.h"
#include "viewfixture.h"
#include "viewtoolbar.h"
#include "viewwidgets.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

namespace {
constexpr int TimeoutMs = 15000;
const QString Family = QStringLiteral("coordscope-delayed-queue");
const QString ViewLabel = QStringLiteral("Delayed queues view");

// The view on a fast monitor, the models' contract checked on every change it makes.
struct Fixture : ViewFixture<DelayedQueuesView>
{
    QAbstractItemModelTester queuesTester{view.queuesModel(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester itemsTester{view.itemsModel(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest};
};

int commandsFrom(const QSignalSpy &spy, const QString &label)
{
    int n = 0;
    for (const auto &args : spy)
        if (args.at(0).value<CommandRecord>().connection == label)
            ++n;
    return n;
}
} // namespace

// The Delayed queues view against a real redis-server, offscreen.
class TestDelayedQueuesView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void notConnectedShowsEmptyState();
    void demoButtonFillsTheView();
    void enqueueFromTheFormAppearsAndIsLogged();
    void invalidInputSendsNothingAndKeepsTheText();
    void claimMovesDueItemsToTheReadyList();
    void cancelledActionSaysCancelledNotFailed();
    void bullmqDelayedSetIsShownAndPaged();
    void scrollingTheItemsTablePagesABigQueue();
    void readOnlySessionDisablesActionsAndRefusesJobs();
    void keyDeletedOrRetypedUnderTheView();
    void recoversAfterServerRestart();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestDelayedQueuesView::initTestCase()
{
    startViewTestServer(m_server, m_connection);
}

void TestDelayedQueuesView::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestDelayedQueuesView::notConnectedShowsEmptyState()
{
    Fixture f;
    QVERIFY(f.view.showsEmptyState());
    QVERIFY2(f.view.emptyStateText().contains(QStringLiteral("Not connected")),
             qPrintable(f.view.emptyStateText()));
    QVERIFY(!f.view.loadDemoAction()->isEnabled());
    QVERIFY(!f.view.actionForm()->enqueueAction()->isEnabled());
    QCOMPARE(f.view.actionForm()->enqueueAction()->toolTip(), QStringLiteral("Not connected"));
    QCOMPARE(f.view.viewActions().size(), 7);
    // The shared empty page and tool bar, with the names style sheets and tests use.
    auto *title = f.view.findChild<QLabel *>(QStringLiteral("delayedEmptyTitle"));
    QVERIFY(title);
    QCOMPARE(title->text(), EmptyStatePage::notConnectedTitle());
    QVERIFY(f.view.findChild<EmptyStatePage *>());
    QVERIFY(f.view.findChild<ViewToolBar *>());
    f.view.filterEdit()->setText(QStringLiteral("emails"));
    QCOMPARE(f.view.filterModel()->filterRegularExpression().pattern(), QStringLiteral("emails"));
}

void TestDelayedQueuesView::demoButtonFillsTheView()
{
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.emptyStateText().contains(QStringLiteral("No delayed queues found")), TimeoutMs);
    QVERIFY(f.view.showsEmptyState());
    QVERIFY(f.view.loadDemoAction()->isEnabled());
    f.view.loadDemoAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(f.view.queuesModel()->rowCount(), 3, TimeoutMs);
    QVERIFY(!f.view.showsEmptyState());
    QVERIFY2(f.view.statusText().startsWith(QStringLiteral("wrote")),
             qPrintable(f.view.statusText()));

    QVERIFY(f.view.selectQueue(Family, "emails"));
    DelayedQueueTableModel *queues = f.view.queuesModel();
    const int row = queues->rowOf(Family, "emails");
    QCOMPARE(queues->index(row, DelayedQueueTableModel::Scheduled).data().toString(),
             QStringLiteral("23"));
    QCOMPARE(queues->index(row, DelayedQueueTableModel::Ready).data().toString(),
             QStringLiteral("2"));
    QTRY_VERIFY_WITH_TIMEOUT(
        queues->index(row, DelayedQueueTableModel::Overdue).data().toString().toInt() >= 4,
        TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.itemsModel()->rowCount(), 23, TimeoutMs);
    QVERIFY(f.view.itemsModel()
                ->index(0, DelayedItemsModel::Due)
                .data()
                .toString()
                .startsWith(QStringLiteral("overdue by")));
    QVERIFY(f.view.itemsModel()
                ->index(0, DelayedItemsModel::Payload)
                .data()
                .toString()
                .contains(QStringLiteral("reminder")));
    // The claim rate says n/a until two ticks, then a number.
    QTRY_VERIFY_WITH_TIMEOUT(queues->claimRate(row).has_value(), TimeoutMs);

    // The chart: overdue points left of now, the rest right of it, and it moves with time.
    QTRY_COMPARE_WITH_TIMEOUT(f.view.chart()->pointCount(), 23, TimeoutMs);
    const QList<QPointF> before = f.view.chart()->points();
    QVERIFY(std::any_of(before.cbegin(), before.cend(), [](QPointF p) { return p.x() < 0; }));
    QVERIFY(std::any_of(before.cbegin(), before.cend(), [](QPointF p) { return p.x() > 0; }));
    QVERIFY(f.view.chart()->axisMaxSeconds() >= 540); // the latest item is due in ~9.5 min
    QVERIFY(f.view.chart()->caption().contains(QStringLiteral("23 items")));

    // The points move left with the clock (here, where a pixel is over a second, about once a
    // second).
    QVERIFY(f.view.chart()->clockIntervalMs() >= 500);
    const double lastX = f.view.chart()->points().last().x();
    QTest::qWait(1300);
    const double movedX = f.view.chart()->points().last().x();
    QVERIFY2(movedX < lastX - 0.2 && movedX > lastX - 3.0,
             qPrintable(QStringLiteral("%1 -> %2").arg(lastX).arg(movedX)));
    // The chart follows the palette (a dark one here).
    QPalette dark = f.view.palette();
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x24));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    f.view.setPalette(dark);
    QCOMPARE(f.view.chart()->chart()->backgroundBrush().color(), QColor(0x20, 0x20, 0x24));
    QCOMPARE(f.view.chart()->chart()->titleBrush().color(), QColor(0xe0, 0xe0, 0xe0));
    // Filter, copy key name, CSV and PNG.
    f.view.filterEdit()->setText(QStringLiteral("REPORTS"));
    QCOMPARE(f.view.filterModel()->rowCount(), 1);
    f.view.filterEdit()->clear();
    QCOMPARE(f.view.filterModel()->rowCount(), 3);
    QVERIFY(f.view.selectQueue(Family, "emails"));
    f.view.table()->setFocus();
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(f.view.table(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("cs:{emails}:delayed"));
    QVERIFY(f.view.table()->actions().contains(f.view.copyKeyAction()));
    QTemporaryDir dir;
    QString error;
    QVERIFY2(
        ViewWidgets::writeCsv(dir.filePath(QStringLiteral("q.csv")), *f.view.filterModel(), &error),
        qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("q.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray csvText = csv.readAll();
    QVERIFY(csvText.contains("emails") && csvText.contains("Claim rate"));
    QVERIFY(ViewWidgets::writePng(dir.filePath(QStringLiteral("c.png")), f.view.chart(), &error));
    QVERIFY(QFile(dir.filePath(QStringLiteral("c.png"))).size() > 1000);
}

void TestDelayedQueuesView::enqueueFromTheFormAppearsAndIsLogged()
{
    Fixture f;
    QSignalSpy logged(f.session.commandLog(), &CommandLog::recorded);
    f.session.connectTo(m_server->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(f.session.state(), RedisClient::State::Connected, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.actionForm()->enqueueAction()->isEnabled(), TimeoutMs);
    DelayedActionForm *form = f.view.actionForm();
    form->nameEdit()->setText(QStringLiteral("orders"));
    form->payloadEdit()->setText(QStringLiteral("order-42"));
    form->delayEdit()->setText(QStringLiteral("30"));
    form->unitBox()->setCurrentIndex(0); // s
    // The shortcut works from anywhere in the view.
    QCOMPARE(form->enqueueAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+N")));
    f.view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&f.view));
    form->payloadEdit()->setFocus();
    QTest::keyClick(form->payloadEdit(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY_WITH_TIMEOUT(form->statusText().startsWith(QStringLiteral("enqueued")), TimeoutMs);
    QVERIFY2(form->statusText().contains(QStringLiteral("due in 30.0 s")),
             qPrintable(form->statusText()));

    QTRY_VERIFY_WITH_TIMEOUT(f.view.queuesModel()->rowOf(Family, "orders") >= 0, TimeoutMs);
    QVERIFY(f.view.selectQueue(Family, "orders"));
    QTRY_COMPARE_WITH_TIMEOUT(f.view.itemsModel()->rowCount(), 1, TimeoutMs);
    QCOMPARE(f.view.itemsModel()->index(0, DelayedItemsModel::Payload).data().toString(),
             QStringLiteral("order-42"));
    QVERIFY(f.view.itemsModel()
                ->index(0, DelayedItemsModel::Due)
                .data()
                .toString()
                .startsWith(QStringLiteral("in ")));

    // The enqueue's commands are in the session's log under the view's label: the script that
    // ZADDs the id into the schedule.
    bool found = false;
    for (const auto &args : std::as_const(logged)) {
        const auto record = args.at(0).value<CommandRecord>();
        if (record.connection == ViewLabel && record.argv.value(0).startsWith("EVAL") &&
            record.argv.contains("cs:{orders}:delayed") && !record.failed)
            found = true;
    }
    QVERIFY(found);
    QCOMPARE(m_connection->command({"ZCARD", "cs:{orders}:delayed"}).value().integerValue(), 1);
}

void TestDelayedQueuesView::invalidInputSendsNothingAndKeepsTheText()
{
    Fixture f;
    QSignalSpy logged(f.session.commandLog(), &CommandLog::recorded);
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.actionForm()->enqueueAction()->isEnabled(), TimeoutMs);
    QTest::qWait(300); // the runner's connection handshake is logged by now
    const int before = commandsFrom(logged, ViewLabel);
    DelayedActionForm *form = f.view.actionForm();

    form->nameEdit()->setText(QStringLiteral("bad{name}"));
    form->enqueueAction()->trigger();
    QVERIFY(!form->errorText().isEmpty());
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("bad{name}"));

    form->nameEdit()->setText(QStringLiteral("orders"));
    form->delayEdit()->setText(QStringLiteral("soon"));
    form->enqueueAction()->trigger();
    QVERIFY2(form->errorText().contains(QStringLiteral("number")), qPrintable(form->errorText()));
    QCOMPARE(form->delayEdit()->text(), QStringLiteral("soon"));

    form->delayEdit()->setText(QStringLiteral("-3"));
    form->enqueueAction()->trigger();
    QVERIFY(form->errorText().contains(QStringLiteral("negative")));

    form->delayEdit()->setText(QStringLiteral("2.5"));
    form->unitBox()->setCurrentIndex(1); // ms
    form->enqueueAction()->trigger();
    QVERIFY(form->errorText().contains(QStringLiteral("whole")));

    form->delayEdit()->setText(QStringLiteral("5"));
    form->payloadEdit()->clear();
    form->enqueueAction()->trigger();
    QVERIFY(form->errorText().contains(QStringLiteral("payload")));

    QTest::qWait(200);
    QCOMPARE(commandsFrom(logged, ViewLabel), before);
    QCOMPARE(m_connection->command({"DBSIZE"}).value().integerValue(), 0);

    // Once valid, the error goes away.
    form->payloadEdit()->setText(QStringLiteral("x"));
    form->enqueueAction()->trigger();
    QVERIFY(form->errorText().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(form->statusText().startsWith(QStringLiteral("enqueued")), TimeoutMs);
}

void TestDelayedQueuesView::claimMovesDueItemsToTheReadyList()
{
    DelayedQueue jobs(*m_connection, KeySpace(), "jobs");
    for (int i = 0; i < 3; ++i)
        QVERIFY(jobs.enqueueIn("job-" + QByteArray::number(i), 0).ok());
    QVERIFY(jobs.enqueueIn("later", 600000).ok());
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.queuesModel()->rowOf(Family, "jobs") >= 0, TimeoutMs);
    DelayedActionForm *form = f.view.actionForm();
    form->nameEdit()->setText(QStringLiteral("jobs"));
    QCOMPARE(form->claimAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+C")));
    form->claimAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(form->statusText().startsWith(QStringLiteral("claimed 3")), TimeoutMs);
    QCOMPARE(m_connection->command({"LLEN", "cs:{jobs}:queue"}).value().integerValue(), 3);
    const int row = f.view.queuesModel()->rowOf(Family, "jobs");
    QTRY_COMPARE_WITH_TIMEOUT(
        f.view.queuesModel()->index(row, DelayedQueueTableModel::Ready).data().toString(),
        QStringLiteral("3"), TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(
        f.view.queuesModel()->index(row, DelayedQueueTableModel::Scheduled).data().toString(),
        QStringLiteral("1"), TimeoutMs);
    form->claimAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(form->statusText().startsWith(QStringLiteral("nothing due")),
                             TimeoutMs);
}

void TestDelayedQueuesView::cancelledActionSaysCancelledNotFailed()
{
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    DelayedActionForm *form = f.view.actionForm();
    QTRY_VERIFY_WITH_TIMEOUT(form->claimAction()->isEnabled(), TimeoutMs);
    ActionRunner *runner = f.view.runner();
    QVERIFY(runner->hasConnection());
    // A job holds the runner until it is cancelled; the claim waits behind it and is skipped.
    QSignalSpy started(runner, &ActionRunner::started);
    runner->run(QStringLiteral("hold"), [](RedisConnection &, const ActionContext &context) {
        while (!context.isCancelled())
            QThread::msleep(5);
        return ActionResult{};
    });
    QTRY_VERIFY_WITH_TIMEOUT(!started.isEmpty(), TimeoutMs);
    form->nameEdit()->setText(QStringLiteral("jobs"));
    form->claimAction()->trigger();
    runner->cancelAll();
    QTRY_COMPARE_WITH_TIMEOUT(form->statusText(), QStringLiteral("Cancelled"), TimeoutMs);
    QVERIFY(form->errorText().isEmpty());

    // A job stopped while it ran ends with a Cancelled error: not a failure either.
    ActionResult stopped;
    stopped.error = RedisError(RedisError::Kind::Cancelled, QStringLiteral("cancelled"));
    QCOMPARE(DelayedActionForm::outcomeText(stopped, *runner), QStringLiteral("Cancelled"));
    ActionResult failed;
    failed.error = RedisError(RedisError::Kind::Io, QStringLiteral("connection reset"));
    QCOMPARE(DelayedActionForm::outcomeText(failed, *runner),
             QStringLiteral("Failed: connection reset"));
    ActionRunner unconnected(QStringLiteral("none"));
    ActionResult notRun;
    notRun.skipped = true;
    QCOMPARE(DelayedActionForm::outcomeText(notRun, unconnected),
             QStringLiteral("Not run: no connection"));
}

void TestDelayedQueuesView::bullmqDelayedSetIsShownAndPaged()
{
    // A BullMQ queue is a task queue whose delayed jobs wait in a zset scored due ms × 4096.
    const qint64 now = m_connection->command({"TIME"}).value().toServerTimeUs().value() / 1000;
    QVERIFY(m_connection->command({"RPUSH", "bull:mail:wait", "1"}).ok());
    QVERIFY(m_connection->command({"HSET", "bull:mail:1", "name", "send", "data", "{}"}).ok());
    RedisCommand zadd{"ZADD", "bull:mail:delayed"};
    for (int i = 0; i < 3; ++i) {
        zadd << QByteArray::number(double(now + 60000 * (i + 1)) * 4096 + i, 'f', 0)
             << QByteArray::number(i + 2);
        QVERIFY(m_connection
                    ->command({"HSET", "bull:mail:" + QByteArray::number(i + 2), "name", "later"})
                    .ok());
    }
    QVERIFY(m_connection->command(zadd).ok());
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.queuesModel()->rowCount() == 1, TimeoutMs);
    DelayedQueueTableModel *queues = f.view.queuesModel();
    const QModelIndex name = queues->index(0, DelayedQueueTableModel::Name);
    QCOMPARE(name.data().toString(), QStringLiteral("mail"));
    QCOMPARE(queues->index(0, DelayedQueueTableModel::Scheduled).data().toString(),
             QStringLiteral("3"));
    QCOMPARE(queues->index(0, DelayedQueueTableModel::Ready).data().toString(),
             QStringLiteral("1"));
    QVERIFY(f.view.selectQueue(name.data(DelayedQueueTableModel::FamilyRole).toString(), "mail"));
    QTRY_COMPARE_WITH_TIMEOUT(f.view.itemsModel()->rowCount(), 3, TimeoutMs);
    QCOMPARE(f.view.itemsModel()->index(0, DelayedItemsModel::Id).data().toString(),
             QStringLiteral("2"));
    QCOMPARE(f.view.itemsModel()->index(2, 0).data(DelayedItemsModel::DueMsRole).toLongLong(),
             now + 180000);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.chart()->pointCount(), 3, TimeoutMs);
}

void TestDelayedQueuesView::scrollingTheItemsTablePagesABigQueue()
{
    const qint64 now = m_connection->command({"TIME"}).value().toServerTimeUs().value() / 1000;
    RedisCommand zadd{"ZADD", "cs:{huge}:delayed"};
    RedisCommand hset{"HSET", "cs:{huge}:payloads"};
    for (int i = 0; i < 3000; ++i) {
        const QByteArray id = "id-" + QByteArray::number(i).rightJustified(4, '0');
        zadd << QByteArray::number(now + i * 100) << id;
        hset << id << "payload-" + id;
    }
    QVERIFY(m_connection->command(zadd).ok());
    QVERIFY(m_connection->command(hset).ok());
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.selectQueue(Family, "huge"), TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.itemsModel()->rowCount(), 200, TimeoutMs); // the head
    QVERIFY(f.view.notesText().contains(QStringLiteral("showing 200")));
    f.view.itemsTable()->scrollToBottom(); // the table asks for more at the bottom
    QTRY_VERIFY_WITH_TIMEOUT(f.view.itemsModel()->rowCount() >= 700, TimeoutMs);
    QCOMPARE(f.view.itemsModel()->index(699, DelayedItemsModel::Payload).data().toString(),
             QStringLiteral("payload-id-0699"));
    QTRY_COMPARE_WITH_TIMEOUT(f.view.chart()->pointCount(), f.view.itemsModel()->rowCount(),
                              TimeoutMs);
    QVERIFY(f.view.chart()->caption().contains(QStringLiteral("of 3000")));
}

void TestDelayedQueuesView::readOnlySessionDisablesActionsAndRefusesJobs()
{
    QVERIFY(DelayedDemo::populate(*m_connection).ok());
    Fixture f;
    ConnectionOptions options = m_server->connectionOptions();
    options.readOnly = true;
    f.session.connectTo(options);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.queuesModel()->rowCount() == 3, TimeoutMs);
    QVERIFY(f.session.isReadOnly());
    DelayedActionForm *form = f.view.actionForm();
    QVERIFY(!form->enqueueAction()->isEnabled());
    QVERIFY(!form->claimAction()->isEnabled());
    QVERIFY(!f.view.loadDemoAction()->isEnabled());
    QVERIFY(form->enqueueAction()->toolTip().contains(QStringLiteral("Read-only")));
    // Triggering anyway (a stale shortcut) sends nothing.
    form->enqueueAction()->trigger();
    QVERIFY(form->statusText().isEmpty());

    // A write job run on the view's runner anyway is refused before it is sent.
    QSignalSpy finished(f.view.runner(), &ActionRunner::finished);
    f.view.runner()->run(QStringLiteral("sneaky"), [](RedisConnection &c, const ActionContext &) {
        ActionResult result;
        DelayedQueue queue(c, KeySpace(), "sneaky");
        auto r = queue.enqueueIn("x", 0);
        result.ok = r.ok();
        result.error = r.error();
        return result;
    });
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    const auto result = finished.at(0).at(1).value<ActionResult>();
    QVERIFY(!result.ok);
    QCOMPARE(result.error.kind(), RedisError::Kind::ReadOnly);
    QCOMPARE(m_connection->command({"EXISTS", "cs:{sneaky}:delayed"}).value().integerValue(), 0);

    // Paging is reads only: it works in read-only mode. Turning read-only off enables actions.
    f.session.setReadOnly(false);
    QVERIFY(form->enqueueAction()->isEnabled());
    QVERIFY(f.view.loadDemoAction()->isEnabled());
}

void TestDelayedQueuesView::keyDeletedOrRetypedUnderTheView()
{
    QVERIFY(DelayedDemo::populate(*m_connection).ok());
    Fixture f;
    f.monitor.setDiscoveryIntervalMs(600000); // only the state reads notice the type change
    f.session.connectTo(m_server->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(f.view.queuesModel()->rowCount(), 3, TimeoutMs);
    QVERIFY(f.view.selectQueue(Family, "emails"));

    // Another type under the schedule's name: the view says so and keeps working.
    QVERIFY(m_connection->command({"DEL", "cs:{emails}:delayed"}).ok());
    QVERIFY(m_connection->command({"SET", "cs:{emails}:delayed", "surprise"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.notesText().contains(QStringLiteral("now a string")),
                             TimeoutMs);

    // A deleted queue: its row goes at the next discovery, the others stay.
    QVERIFY(f.view.selectQueue(Family, "reports"));
    QVERIFY(m_connection->command({"DEL", "cs:{reports}:delayed", "cs:{reports}:payloads"}).ok());
    f.monitor.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(f.view.queuesModel()->rowOf(Family, "reports"), -1, TimeoutMs);
    QVERIFY(f.view.queuesModel()->rowCount() >= 1); // the Sidekiq schedule stays
    QVERIFY(!f.view.showsEmptyState());
}

void TestDelayedQueuesView::recoversAfterServerRestart()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(DelayedQueue(c, KeySpace(), "before").enqueueIn("x", 60000).ok());
    }
    Fixture f;
    f.session.connectTo(server->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(f.view.queuesModel()->rowCount(), 1, TimeoutMs);

    server->kill();
    QTRY_VERIFY_WITH_TIMEOUT(f.session.state() != RedisClient::State::Connected, TimeoutMs);
    QCOMPARE(f.view.queuesModel()->rowCount(), 1); // the last state read stays meanwhile
    const auto restarted = server->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(DelayedQueue(c, KeySpace(), "after").enqueueIn("y", 60000).ok());
    }
    QTRY_COMPARE_WITH_TIMEOUT(f.session.state(), RedisClient::State::Connected, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.queuesModel()->rowOf(Family, "after") >= 0, TimeoutMs);
    QCOMPARE(f.view.queuesModel()->rowOf(Family, "before"), -1);
    // The playground works on the new server.
    f.view.actionForm()->nameEdit()->setText(QStringLiteral("after"));
    f.view.actionForm()->enqueueAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.actionForm()->statusText().startsWith(QStringLiteral("enqueued")), TimeoutMs);

    // Disconnected: the empty state says so.
    f.session.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(f.view.showsEmptyState(), TimeoutMs);
    QVERIFY(f.view.emptyStateText().contains(QStringLiteral("Not connected")));
}

QTEST_MAIN(TestDelayedQueuesView)
#include "tst_delayedqueuesview.moc"
