#include "delayedqueue.h"
#include "inspectorview.h"
#include "keyspacewatcher.h"
#include "liveupdatesbar.h"
#include "primitiveentriesmodel.h"
#include "primitivelistmodel.h"
#include "redisconnection.h"
#include "semaphorefactory.h"
#include "serversession.h"
#include "testredis.h"
#include "tokenlock.h"
#include "viewfixture.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>

namespace {
constexpr int TimeoutMs = 15000;
const QString TokenLockFamily = QStringLiteral("coordscope-token-lock");
} // namespace

class TestInspectorView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void emptyDatabaseShowsEmptyState();
    void primitivesAppearAndFilterNarrowsRows();
    void selectingARowFillsEntriesAndKeys();
    void refreshDiscoversAtOnce();
    void deletedKeyDisappearsFromTheView();
    void recoversAfterServerRestart();
    void mergedFlagsKeepWhatIsSet_data();
    void mergedFlagsKeepWhatIsSet();
    void enablingNotificationsAsksAndIsRefusedReadOnly();

private:
    // A session on m_server with the view's monitor ticking fast.
    void makePrimitives();
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestInspectorView::initTestCase()
{
    startViewTestServer(m_server, m_connection);
}

void TestInspectorView::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestInspectorView::makePrimitives()
{
    TokenLock alpha(*m_connection, KeySpace(), "alpha");
    TokenLock beta(*m_connection, KeySpace(), "beta");
    QVERIFY(alpha.tryAcquire(120000).ok());
    QVERIFY(beta.tryAcquire(120000).ok());
    DelayedQueue jobs(*m_connection, KeySpace(), "jobs");
    for (int i = 0; i < 5; ++i)
        QVERIFY(jobs.enqueueIn("job-" + QByteArray::number(i), 60000 * (i + 1)).ok());
    auto pool =
        SemaphoreFactory::create(QStringLiteral("basic"), *m_connection, KeySpace(), "pool");
    QVERIFY(pool.ok());
    QVERIFY((*pool)->tryAcquire(3, 120000).ok());
}

void TestInspectorView::emptyDatabaseShowsEmptyState()
{
    ServerSession session;
    InspectorView view(&session);
    view.show();
    QVERIFY(view.showsEmptyState());
    QVERIFY2(view.emptyStateText().contains(QStringLiteral("Not connected")),
             qPrintable(view.emptyStateText()));
    session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(
        view.emptyStateText().contains(QStringLiteral("No coordination primitives found")),
        TimeoutMs);
    QVERIFY(view.showsEmptyState());
}

void TestInspectorView::primitivesAppearAndFilterNarrowsRows()
{
    makePrimitives();
    ServerSession session;
    InspectorView view(&session);
    view.show();
    session.connectTo(m_server->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(view.filterModel()->rowCount(), 4, TimeoutMs);
    QVERIFY(!view.showsEmptyState());
    QTRY_VERIFY_WITH_TIMEOUT(view.costLabel()->text().contains(QStringLiteral("commands")),
                             TimeoutMs);

    view.filterEdit()->setText(QStringLiteral("ALPHA")); // case-insensitive, any column
    QCOMPARE(view.filterModel()->rowCount(), 1);
    QCOMPARE(view.filterModel()->index(0, PrimitiveListModel::Name).data().toString(),
             QStringLiteral("alpha"));
    view.filterEdit()->setText(QStringLiteral("semaphore"));
    QCOMPARE(view.filterModel()->rowCount(), 1);
    view.filterEdit()->setText(QStringLiteral("lock"));
    QCOMPARE(view.filterModel()->rowCount(), 2);
    // Ticks keep the filter.
    QTest::qWait(3 * view.monitor()->intervalMs());
    QCOMPARE(view.filterModel()->rowCount(), 2);
    view.filterEdit()->clear();
    QCOMPARE(view.filterModel()->rowCount(), 4);
}

void TestInspectorView::selectingARowFillsEntriesAndKeys()
{
    makePrimitives();
    ServerSession session;
    InspectorView view(&session);
    view.show();
    session.connectTo(m_server->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(view.filterModel()->rowCount(), 4, TimeoutMs);

    QVERIFY(view.selectPrimitive(QStringLiteral("coordscope-delayed-queue"), "jobs"));
    QCOMPARE(view.entriesModel()->rowCount(), 5);
    QVERIFY2(view.entriesModel()
                 ->index(0, PrimitiveEntriesModel::Preview)
                 .data()
                 .toString()
                 .contains(QStringLiteral("job-0")),
             qPrintable(
                 view.entriesModel()->index(0, PrimitiveEntriesModel::Preview).data().toString()));
    QVERIFY2(
        view.entriesModel()
            ->index(0, PrimitiveEntriesModel::Time)
            .data()
            .toString()
            .startsWith(QStringLiteral("in ")),
        qPrintable(view.entriesModel()->index(0, PrimitiveEntriesModel::Time).data().toString()));
    QVERIFY(view.keysTable()->rowCount() >= 1);

    QVERIFY(view.selectPrimitive(TokenLockFamily, "alpha"));
    QCOMPARE(view.keysTable()->rowCount(), 1);
    QCOMPARE(view.keysTable()->item(0, 0)->text(), QStringLiteral("cs:{alpha}:lock"));
    // Copy key name: Ctrl+C on the keys table.
    view.keysTable()->setFocus();
    view.keysTable()->selectRow(0);
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(view.keysTable(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("cs:{alpha}:lock"));

    // The selection follows its primitive across ticks, and the entries refresh in place.
    const qint64 ticks = view.monitor()->ticksStarted();
    QTRY_VERIFY_WITH_TIMEOUT(view.monitor()->ticksStarted() >= ticks + 2, TimeoutMs);
    QCOMPARE(view.keysTable()->item(0, 0)->text(), QStringLiteral("cs:{alpha}:lock"));
}

void TestInspectorView::refreshDiscoversAtOnce()
{
    ServerSession session;
    InspectorView view(&session);
    view.monitor()->setDiscoveryIntervalMs(600000);
    view.show();
    session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(view.monitor()->snapshot().discovered, TimeoutMs);
    TokenLock late(*m_connection, KeySpace(), "late");
    QVERIFY(late.tryAcquire(120000).ok());
    QTest::qWait(3 * view.monitor()->intervalMs());
    QCOMPARE(view.filterModel()->rowCount(), 0); // ticks alone do not discover yet
    QCOMPARE(view.refreshAction()->shortcut(), QKeySequence(Qt::Key_F5));
    view.refreshAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(view.filterModel()->rowCount(), 1, TimeoutMs);
}

void TestInspectorView::deletedKeyDisappearsFromTheView()
{
    makePrimitives();
    ServerSession session;
    InspectorView view(&session);
    view.monitor()->setDiscoveryIntervalMs(1000);
    view.show();
    session.connectTo(m_server->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(view.filterModel()->rowCount(), 4, TimeoutMs);
    QVERIFY(view.selectPrimitive(TokenLockFamily, "alpha"));

    QVERIFY(m_connection->command({"DEL", "cs:{alpha}:lock"}).ok());
    // The next state tick says so, the next discovery drops the row.
    QTRY_VERIFY_WITH_TIMEOUT(
        view.primitivesModel()->rowOf(TokenLockFamily, "alpha") < 0 ||
            !view.primitivesModel()
                 ->stateAt(view.primitivesModel()->rowOf(TokenLockFamily, "alpha"))
                 .holder,
        TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(view.primitivesModel()->rowOf(TokenLockFamily, "alpha"), -1,
                              TimeoutMs);
    QCOMPARE(view.filterModel()->rowCount(), 3);
    for (int row = 0; row < view.keysTable()->rowCount(); ++row)
        QVERIFY(view.keysTable()->item(row, 0)->text() != QStringLiteral("cs:{alpha}:lock"));
}

void TestInspectorView::recoversAfterServerRestart()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(c.command({"SET", "cs:{before}:lock", "t", "PX", "120000"}).ok());
    }
    ServerSession session;
    InspectorView view(&session);
    view.show();
    session.connectTo(server->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(view.filterModel()->rowCount(), 1, TimeoutMs);

    server->kill();
    QTRY_VERIFY_WITH_TIMEOUT(view.costLabel()->text().startsWith(QStringLiteral("Reconnecting")),
                             TimeoutMs);
    QCOMPARE(view.filterModel()->rowCount(), 1); // the last known state stays meanwhile
    const auto restarted = server->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(c.command({"SET", "cs:{after}:lock", "t", "PX", "120000"}).ok());
    }
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), RedisClient::State::Connected, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(view.primitivesModel()->rowOf(TokenLockFamily, "after") >= 0,
                             TimeoutMs);
    QCOMPARE(view.primitivesModel()->rowOf(TokenLockFamily, "before"), -1);
    QTRY_VERIFY_WITH_TIMEOUT(view.costLabel()->text().contains(QStringLiteral("last tick:")),
                             TimeoutMs);
}

void TestInspectorView::mergedFlagsKeepWhatIsSet_data()
{
    QTest::addColumn<QByteArray>("current");
    QTest::addColumn<QByteArray>("merged");
    QTest::newRow("off") << QByteArray() << QByteArray("AK");
    QTest::newRow("expired events") << QByteArray("Ex") << QByteArray("AKEx");
    QTest::newRow("already") << QByteArray("AK") << QByteArray("AK");
    QTest::newRow("keyspace strings") << QByteArray("K$") << QByteArray("AK$");
}

void TestInspectorView::mergedFlagsKeepWhatIsSet()
{
    QFETCH(QByteArray, current);
    QFETCH(QByteArray, merged);
    QCOMPARE(LiveUpdatesBar::mergedFlags(current), merged);
}

void TestInspectorView::enablingNotificationsAsksAndIsRefusedReadOnly()
{
    QVERIFY(m_connection->command({"CONFIG", "SET", "notify-keyspace-events", "Ex"}).ok());
    auto flags = [this] {
        const auto reply = m_connection->command({"CONFIG", "GET", "notify-keyspace-events"});
        return reply ? reply->toBytesList().valueOr({}).value(1) : QByteArray("?");
    };
    const QByteArray before = flags();

    ServerSession session;
    InspectorView view(&session);
    view.show();
    LiveUpdatesBar *bar = view.liveUpdatesBar();
    QVERIFY(bar);
    QStringList asked;
    bool answer = false;
    bar->setConfirmation([&](const QString &question) {
        asked << question;
        return answer;
    });
    QSignalSpy finished(bar, &LiveUpdatesBar::enableFinished);

    // Read-only: the button is off and says why; asking anyway sends nothing.
    ConnectionOptions options = m_server->connectionOptions();
    options.readOnly = true;
    session.connectTo(options);
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), RedisClient::State::Connected, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(bar->watcher()->isSubscribed(), TimeoutMs);
    QVERIFY(!bar->enableButton()->isEnabled());
    QVERIFY(bar->enableButton()->toolTip().contains(QStringLiteral("Read-only")));
    bar->enableNotifications();
    QCOMPARE(finished.size(), 1);
    QVERIFY(!finished.first().at(0).toBool());
    QVERIFY(asked.isEmpty());
    QCOMPARE(flags(), before);
    // Listening, nothing arrives while they are off.
    QVERIFY(bar->notificationsText().contains(QStringLiteral("none received")));

    // Writable: declined changes nothing; accepted adds K and A and keeps E and x.
    session.setReadOnly(false);
    QTRY_VERIFY(bar->enableButton()->isEnabled());
    bar->enableNotifications();
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked.first().contains(QStringLiteral("notify-keyspace-events")));
    QCOMPARE(flags(), before);
    answer = true;
    bar->enableNotifications();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    QVERIFY2(finished.last().at(0).toBool(), qPrintable(finished.last().at(1).toString()));
    const QByteArray after = flags();
    // (The server folds x into A: "AKEx" reads back as "AKE".)
    for (char flag : {'A', 'K', 'E'})
        QVERIFY2(after.contains(flag), after.constData());
    // Events now arrive, and the bar says so.
    QVERIFY(m_connection->command({"SET", "cs:{n}:lock", "t", "PX", "60000"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(bar->notificationsText().contains(QStringLiteral("on,")), TimeoutMs);
    QVERIFY(m_connection->command({"CONFIG", "SET", "notify-keyspace-events", ""}).ok());
}

QTEST_MAIN(TestInspectorView)
#include "tst_inspectorview.moc"
