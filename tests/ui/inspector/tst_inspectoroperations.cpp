#include "commandlog.h"
#include "delayedqueue.h"
#include "delayedqueuesview.h"
#include "formmessageline.h"
#include "inspectorview.h"
#include "limitertablemodel.h"
#include "lockactionform.h"
#include "locksview.h"
#include "locktablemodel.h"
#include "operatoractionmenu.h"
#include "operatorconfirmdialog.h"
#include "operatorplanner.h"
#include "primitiveentriesmodel.h"
#include "ratelimitersview.h"
#include "redisconnection.h"
#include "semaphorefactory.h"
#include "semaphoremembersmodel.h"
#include "semaphoresview.h"
#include "serversession.h"
#include "testredis.h"
#include "tokenlock.h"
#include "viewfixture.h"

#include <QAction>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

// The Inspector's operator actions (issue 24): the Act menu on the selection asks first with the
// exact commands, sends exactly those on a connection labelled "operator action", refuses when
// the state changed since it was seen (the new holder kept), and read-only mode disables them.
namespace {
constexpr int TimeoutMs = 15000;
} // namespace

class TestOperatorActionMenu : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void breakLockShowsTheCommandsAndActsOnlyWhileUnchanged();
    void readOnlyDisablesEveryActionWithTheReason();
    void evictEveryExpiredHolderCountsThemFirst();
    void runNowAndPostponeTheSelectedItem();
    void locksTabBreaksTheSelectedLock();
    void semaphoresTabEvictsTheSelectedHolder();
    void delayedTabRunsTheSelectedItemNow();
    void limitersTabResetsEverySubjectOfTheLimiter();
    void requeueOnePickedItemOfADeadConsumer();

private:
    // A view connected to the server (writes allowed unless readOnly), primitives listed.
    void connect(ServerSession &session, bool readOnly = false);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestOperatorActionMenu::initTestCase()
{
    startViewTestServer(m_server, m_connection);
}

void TestOperatorActionMenu::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestOperatorActionMenu::connect(ServerSession &session, bool readOnly)
{
    ConnectionOptions options = m_server->connectionOptions();
    options.readOnly = readOnly;
    session.connectTo(options);
}

void TestOperatorActionMenu::breakLockShowsTheCommandsAndActsOnlyWhileUnchanged()
{
    TokenLock lock(*m_connection, KeySpace(), "alpha");
    const auto seen = lock.tryAcquire(120000);
    QVERIFY(seen && seen->acquired);
    ServerSession session;
    InspectorView view(&session);
    view.resize(1400, 900);
    view.show();
    QSignalSpy logged(session.commandLog(), &CommandLog::recorded);
    connect(session);
    QTRY_COMPARE_WITH_TIMEOUT(view.filterModel()->rowCount(), 1, TimeoutMs);
    QVERIFY(view.selectPrimitive(QStringLiteral("coordscope-token-lock"), "alpha"));
    OperatorActionMenu *ops = view.operations();
    QAction *breakLock = ops->action(OperatorAction::BreakLock);
    QVERIFY(breakLock);
    QVERIFY(ops->menu()->actions().contains(breakLock));
    QVERIFY(!ops->menu()->actions().contains(ops->action(OperatorAction::RunNow)));
    QTRY_VERIFY_WITH_TIMEOUT(breakLock->isEnabled(), TimeoutMs);

    breakLock->trigger();
    OperatorConfirmDialog *dialog = ops->lastDialog();
    QVERIFY(dialog && dialog->isVisible());
    const QString commands = dialog->commandsView()->toPlainText();
    QVERIFY2(commands.startsWith(QStringLiteral("EVAL <operate_lock.lua> 3 cs:{alpha}:lock")),
             qPrintable(commands));
    QVERIFY(commands.contains(QString::fromUtf8(seen->token)));
    QVERIFY(dialog->scriptView()->toPlainText().contains(QStringLiteral("redis.call('DEL'")));

    // Someone else takes the lock while the dialog is open.
    QVERIFY(m_connection->command({"SET", "cs:{alpha}:lock", "new-holder", "PX", "60000"}));
    dialog->runButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!view.operationMessage()->message().isEmpty(), TimeoutMs);
    QVERIFY2(view.operationMessage()->isError(), qPrintable(view.operationMessage()->message()));
    QVERIFY(view.operationMessage()->message().contains(QStringLiteral("new-holder")));
    QCOMPARE(m_connection->command({"GET", "cs:{alpha}:lock"})->bytes(), QByteArray("new-holder"));
    // The command went out as shown, marked as an operator action.
    bool found = false;
    for (const QList<QVariant> &args : std::as_const(logged)) {
        const auto record = args.first().value<CommandRecord>();
        if (record.argv.value(0) == "EVAL") {
            QCOMPARE(record.connection, QStringLiteral("operator action"));
            QCOMPARE(record.argv, dialog->plan()->commands.first());
            found = true;
        }
    }
    QVERIFY(found);

    // Once the view shows the new holder, breaking it works.
    QTRY_VERIFY_WITH_TIMEOUT(ops->request(OperatorAction::BreakLock, false).ok() &&
                                 ops->request(OperatorAction::BreakLock, false)->expect ==
                                     "new-holder",
                             TimeoutMs);
    breakLock->trigger();
    ops->lastDialog()->runButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(m_connection->command({"EXISTS", "cs:{alpha}:lock"})->integerValue(),
                              0, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!view.operationMessage()->isError(), TimeoutMs);
}

void TestOperatorActionMenu::readOnlyDisablesEveryActionWithTheReason()
{
    TokenLock lock(*m_connection, KeySpace(), "ro");
    QVERIFY(lock.tryAcquire(120000));
    ServerSession session;
    InspectorView view(&session);
    view.show();
    connect(session, true);
    QTRY_COMPARE_WITH_TIMEOUT(view.filterModel()->rowCount(), 1, TimeoutMs);
    QVERIFY(view.selectPrimitive(QStringLiteral("coordscope-token-lock"), "ro"));
    QAction *breakLock = view.operations()->action(OperatorAction::BreakLock);
    QTRY_VERIFY_WITH_TIMEOUT(view.operations()->request(OperatorAction::BreakLock, false).ok(),
                             TimeoutMs);
    QVERIFY(!breakLock->isEnabled());
    QVERIFY2(breakLock->toolTip().contains(QStringLiteral("Read-only")),
             qPrintable(breakLock->toolTip()));
    // Even a plan handed to it directly is not sent.
    const auto request = view.operations()->request(OperatorAction::BreakLock, false);
    const auto plan = OperatorPlanner::plan(*request);
    QVERIFY(plan);
    view.operations()->run(*plan);
    QVERIFY(view.operationMessage()->message().contains(QStringLiteral("Read-only")));
    QCOMPARE(m_connection->command({"EXISTS", "cs:{ro}:lock"})->integerValue(), 1);
}

void TestOperatorActionMenu::evictEveryExpiredHolderCountsThemFirst()
{
    const auto time = m_connection->command({"TIME"})->toBytesList();
    const qint64 nowMs = time->at(0).toLongLong() * 1000;
    QVERIFY(m_connection->command({"ZADD", "cs:{pool}:holders", QByteArray::number(nowMs - 5000),
                                   "dead", QByteArray::number(nowMs + 600000), "live"}));
    ServerSession session;
    InspectorView view(&session);
    view.show();
    connect(session);
    QTRY_COMPARE_WITH_TIMEOUT(view.filterModel()->rowCount(), 1, TimeoutMs);
    QVERIFY(view.selectPrimitive(QStringLiteral("coordscope-semaphore"), "pool"));
    QAction *evictExpired = view.operations()->action(OperatorAction::EvictHolder, true);
    QTRY_VERIFY_WITH_TIMEOUT(evictExpired->isEnabled(), TimeoutMs);
    evictExpired->trigger();
    OperatorConfirmDialog *dialog = view.operations()->lastDialog();
    QVERIFY(dialog->plan());
    QCOMPARE(dialog->plan()->request.entries, QList<QByteArray>{"dead"});
    dialog->runButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(m_connection->command({"ZCARD", "cs:{pool}:holders"})->integerValue(),
                              1, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(view.operationMessage()->message().contains(QStringLiteral("Evicted")),
                             TimeoutMs);
}

void TestOperatorActionMenu::runNowAndPostponeTheSelectedItem()
{
    DelayedQueue queue(*m_connection, KeySpace(), "jobs");
    const auto first = queue.enqueueIn("first", 3600000);
    QVERIFY(first);
    QVERIFY(queue.enqueueIn("second", 7200000));
    ServerSession session;
    InspectorView view(&session);
    view.show();
    connect(session);
    QTRY_VERIFY_WITH_TIMEOUT(
        view.selectPrimitive(QStringLiteral("coordscope-delayed-queue"), "jobs"), TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(view.entriesModel()->rowCount(), 2, TimeoutMs);
    OperatorActionMenu *ops = view.operations();
    QVERIFY(!ops->action(OperatorAction::RunNow)->isEnabled()); // no item selected yet
    view.entriesTable()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(ops->action(OperatorAction::Postpone)->isEnabled(), TimeoutMs);

    ops->action(OperatorAction::Postpone)->trigger();
    OperatorConfirmDialog *dialog = ops->lastDialog();
    QVERIFY(dialog->durationBox());
    dialog->durationBox()->setValue(120000);
    QVERIFY2(dialog->commandsView()->toPlainText().contains(QStringLiteral(" 120000 ")),
             qPrintable(dialog->commandsView()->toPlainText()));
    dialog->reject(); // Cancel sends nothing
    QCOMPARE(
        m_connection->command({"ZSCORE", "cs:{jobs}:delayed", first->id})->bytes().toLongLong(),
        first->dueMs);

    view.entriesTable()->selectRow(0);
    ops->action(OperatorAction::RunNow)->trigger();
    ops->lastDialog()->runButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(m_connection->command({"LLEN", "cs:{jobs}:queue"})->integerValue(), 1,
                              TimeoutMs);
    QVERIFY(m_connection->command({"ZSCORE", "cs:{jobs}:delayed", first->id})->isNil());
}

void TestOperatorActionMenu::locksTabBreaksTheSelectedLock()
{
    TokenLock lock(*m_connection, KeySpace(), "tabbed");
    const auto hold = lock.tryAcquire(120000);
    QVERIFY(hold && hold->acquired);
    ViewFixture<LocksView> f;
    connect(f.session);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.filterModel()->rowCount(), 1, TimeoutMs);
    QAction *breakLock = f.view.operations()->action(OperatorAction::BreakLock);
    QVERIFY(f.view.table()->actions().contains(breakLock)); // the table's context menu
    QVERIFY(!breakLock->isEnabled());                       // nothing selected
    f.view.table()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(breakLock->isEnabled(), TimeoutMs);
    breakLock->trigger();
    OperatorConfirmDialog *dialog = f.view.operations()->lastDialog();
    QVERIFY(dialog && dialog->plan());
    QCOMPARE(dialog->plan()->request.expect, hold->token);
    dialog->runButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(m_connection->command({"EXISTS", hold->key})->integerValue(), 0,
                              TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.actionForm()->messageLine()->message().contains(QStringLiteral("Broke")), TimeoutMs);
}

void TestOperatorActionMenu::semaphoresTabEvictsTheSelectedHolder()
{
    auto sem = SemaphoreFactory::create(QStringLiteral("fair"), *m_connection, KeySpace(), "tabs");
    QVERIFY(sem);
    const auto a = sem.value()->tryAcquire(5, 120000);
    const auto b = sem.value()->tryAcquire(5, 120000);
    QVERIFY(a && a->acquired && b && b->acquired);
    ViewFixture<SemaphoresView> f;
    connect(f.session);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.selectSemaphore(QStringLiteral("coordscope-semaphore"), "tabs"),
                             TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.membersModel()->rowCount(), 2, TimeoutMs);
    QAction *evict = f.view.operations()->action(OperatorAction::EvictHolder);
    QVERIFY(f.view.membersTable()->actions().contains(evict));
    int row = 0;
    while (f.view.membersModel()
               ->index(row, 0)
               .data(SemaphoreMembersModel::HolderRole)
               .toByteArray() != a->holder)
        ++row;
    f.view.membersTable()->selectRow(row);
    QTRY_VERIFY_WITH_TIMEOUT(evict->isEnabled(), TimeoutMs);
    evict->trigger();
    QCOMPARE(f.view.operations()->lastDialog()->plan()->request.entries,
             QList<QByteArray>{a->holder});
    f.view.operations()->lastDialog()->runButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        m_connection->command({"ZSCORE", "cs:{tabs}:holders", a->holder})->isNil(), TimeoutMs);
    QVERIFY(!m_connection->command({"ZSCORE", "cs:{tabs}:holders", b->holder})->isNil());
}

void TestOperatorActionMenu::delayedTabRunsTheSelectedItemNow()
{
    DelayedQueue queue(*m_connection, KeySpace(), "tabq");
    const auto item = queue.enqueueIn("payload", 3600000);
    QVERIFY(item);
    ViewFixture<DelayedQueuesView> f;
    connect(f.session);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.selectQueue(QStringLiteral("coordscope-delayed-queue"), "tabq"),
                             TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.itemsTable()->model()->rowCount(), 1, TimeoutMs);
    QAction *runNow = f.view.operations()->action(OperatorAction::RunNow);
    QVERIFY(f.view.itemsTable()->actions().contains(runNow));
    f.view.itemsTable()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(runNow->isEnabled(), TimeoutMs);
    runNow->trigger();
    QCOMPARE(f.view.operations()->lastDialog()->plan()->request.entries,
             QList<QByteArray>{item->id});
    f.view.operations()->lastDialog()->runButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(m_connection->command({"LLEN", "cs:{tabq}:queue"})->integerValue(), 1,
                              TimeoutMs);
}

void TestOperatorActionMenu::limitersTabResetsEverySubjectOfTheLimiter()
{
    for (const char *subject : {"alice", "bob"})
        QVERIFY(m_connection->command({"SET", QByteArray("cs:{api:") + subject + "}:gcra",
                                       "1700000000000000", "PX", "600000"}));
    QVERIFY(m_connection->command(
        {"SET", "cs:{other:carol}:gcra", "1700000000000000", "PX", "600000"}));
    ViewFixture<RateLimitersView> f;
    connect(f.session);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.filterModel()->rowCount(), 3, TimeoutMs);
    QAction *resetAll = f.view.operations()->action(OperatorAction::ResetLimit, true);
    QVERIFY(f.view.table()->actions().contains(resetAll));
    int row = 0;
    while (!f.view.filterModel()
                ->index(row, 0)
                .data(LimiterTableModel::KeyRole)
                .toByteArray()
                .startsWith("cs:{api:"))
        ++row;
    f.view.table()->selectRow(row);
    QTRY_VERIFY_WITH_TIMEOUT(resetAll->isEnabled(), TimeoutMs);
    resetAll->trigger();
    QCOMPARE(f.view.operations()->lastDialog()->plan()->keys.size(), 2); // the count, first
    f.view.operations()->lastDialog()->runButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(
        m_connection->command({"EXISTS", "cs:{api:alice}:gcra", "cs:{api:bob}:gcra"})
            ->integerValue(),
        0, TimeoutMs);
    QCOMPARE(m_connection->command({"EXISTS", "cs:{other:carol}:gcra"})->integerValue(), 1);
}

void TestOperatorActionMenu::requeueOnePickedItemOfADeadConsumer()
{
    QVERIFY(m_connection->command({"RPUSH", "cs:{work}:queue", "waiting"}));
    QVERIFY(m_connection->command({"RPUSH", "cs:{work}:processing:w1", "job-1", "job-2"}));
    QVERIFY(m_connection->command({"ZADD", "cs:{work}:consumers", "1000", "w1"})); // long dead
    ServerSession session;
    InspectorView view(&session);
    view.show();
    connect(session);
    QTRY_VERIFY_WITH_TIMEOUT(view.selectPrimitive(QStringLiteral("coordscope-task-queue"), "work"),
                             TimeoutMs);
    int row = -1;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (int r = 0; r < view.keysTable()->rowCount(); ++r)
                if (view.keysTable()->item(r, 0)->text() ==
                    QStringLiteral("cs:{work}:processing:w1"))
                    row = r;
            return row >= 0;
        }(),
        TimeoutMs);
    view.keysTable()->selectRow(row);
    QAction *requeueOne = view.operations()->action(OperatorAction::Requeue, false);
    QTRY_VERIFY_WITH_TIMEOUT(requeueOne->isEnabled(), TimeoutMs);
    QList<QByteArray> offered;
    view.operations()->setItemChooser([&offered](const QList<QByteArray> &items) {
        offered = items;
        return std::optional<QByteArray>(items.last());
    });
    requeueOne->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(
        view.operations()->lastDialog() && view.operations()->lastDialog()->isVisible(), TimeoutMs);
    QCOMPARE(offered, (QList<QByteArray>{"job-1", "job-2"}));
    QCOMPARE(view.operations()->lastDialog()->plan()->request.entries, QList<QByteArray>{"job-2"});
    view.operations()->lastDialog()->runButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(m_connection->command({"LINDEX", "cs:{work}:queue", "0"})->bytes(),
                              QByteArray("job-2"), TimeoutMs);
    QCOMPARE(
        *m_connection->command({"LRANGE", "cs:{work}:processing:w1", "0", "-1"})->toBytesList(),
        QList<QByteArray>{"job-1"});
}

QTEST_MAIN(TestOperatorActionMenu)
#include "tst_inspectoroperations.moc"
