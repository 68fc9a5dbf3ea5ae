#include "actionrunner.h"
#include "clusterslots.h"
#include "inspectormonitor.h"
#include "keybrowserfilter.h"
#include "keybrowsermodel.h"
#include "keybrowserview.h"
#include "keypreviewmodel.h"
#include "readonlycommands.h"
#include "redisconnection.h"
#include "serversession.h"
#include "testredis.h"
#include "tokenlock.h"
#include "viewfixture.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <algorithm>

namespace {
constexpr int TimeoutMs = 15000;
const QString ViewLabel = QStringLiteral("Keys view");

// The view on a fast monitor, the models' contract checked on every change it makes.
struct Fixture : ViewFixture<KeyBrowserView>
{
    QAbstractItemModelTester keysTester{view.keysModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester filterTester{view.filterModel(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester previewTester{view.previewModel(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest};

    // Connects and waits until Scan can be clicked.
    bool connected(const ConnectionOptions &options)
    {
        session.connectTo(options);
        return QTest::qWaitFor([this] { return view.scanAction()->isEnabled(); }, TimeoutMs);
    }

    // Scans and waits for the scan to end.
    bool scanned()
    {
        view.scanAction()->trigger();
        return QTest::qWaitFor([this] { return !view.keysModel()->isScanning(); }, TimeoutMs) &&
               !view.keysModel()->lastError().isError();
    }

    QString cell(const QByteArray &key, int column) const
    {
        const int row = view.keysModel()->rowOf(key);
        return row < 0 ? QString() : view.keysModel()->index(row, column).data().toString();
    }
};

bool allOk(const QList<Result<RedisReply>> &replies)
{
    return std::all_of(replies.begin(), replies.end(), [](const auto &r) { return r.ok(); });
}

// SET k:0 … k:<n-1>.
QList<RedisCommand> stringKeys(int n)
{
    QList<RedisCommand> fill;
    for (int i = 0; i < n; ++i)
        fill << RedisCommand{"SET", "k:" + QByteArray::number(i), "v"};
    return fill;
}

QSet<QByteArray> listedKeys(const QAbstractItemModel &model)
{
    QSet<QByteArray> keys;
    for (int row = 0; row < model.rowCount(); ++row)
        keys.insert(model.index(row, 0).data(KeyBrowserModel::KeyRole).toByteArray());
    return keys;
}
} // namespace

// The Keys tab against a real redis-server, offscreen.
class TestKeyBrowserView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void notConnectedShowsEmptyState();
    void keysAppearWithTypeTtlAndSize();
    void matchAndTypeFiltersScanAgain();
    void eachClickIsBoundedAndScanMoreGoesOn();
    void aNewPatternDropsTheOldScansBatches();
    void unclaimedOnlyHidesALockKeyTheMonitorFound();
    void selectingAKeyPreviewsItAndCopiesItsName();
    void sendsOnlyReadCommands();
    void readOnlyAclUserWithoutMemoryUsageWorks();
    void readOnlyToggleMidScanKeepsScanning();
    void readOnlyToggleMidPageKeepsPreview();
    void aMatchOfNothingStopsAfterItsRoundTrips();
    void copiesBinaryKeyNamesAsStored();
    void recoversFromAServerRestartMidScan();
    void anotherServerIsScannedWhenAsked();
    void aClusterIsScannedOnEveryMaster();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestKeyBrowserView::initTestCase()
{
    startViewTestServer(m_server, m_connection);
}

void TestKeyBrowserView::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestKeyBrowserView::notConnectedShowsEmptyState()
{
    Fixture f;
    QVERIFY(f.view.showsEmptyState());
    QVERIFY2(f.view.emptyStateText().contains(QStringLiteral("Not connected")),
             qPrintable(f.view.emptyStateText()));
    QVERIFY(!f.view.scanAction()->isEnabled());
    QCOMPARE(f.view.viewActions().size(), 5);

    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.view.showsEmptyState()); // nothing scanned yet: the page offers Scan
    QVERIFY2(f.view.emptyStateText().contains(QStringLiteral("No keys scanned yet")),
             qPrintable(f.view.emptyStateText()));
}

void TestKeyBrowserView::keysAppearWithTypeTtlAndSize()
{
    QVERIFY(m_connection->command({"SET", "greeting", "hello", "PX", "90000"}).ok());
    QVERIFY(m_connection->command({"RPUSH", "jobs", "a", "b"}).ok());
    QVERIFY(m_connection->command({"HSET", "user:1", "name", "Ada"}).ok());
    QVERIFY(m_connection->command({"ZADD", "scores", "1", "x"}).ok());
    QVERIFY(m_connection->command({"XADD", "events", "*", "k", "v"}).ok());
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.scanned());
    QVERIFY(!f.view.showsEmptyState());
    QCOMPARE(f.view.keysModel()->rowCount(), 5);
    QCOMPARE(f.cell("greeting", KeyBrowserModel::Type), QStringLiteral("string"));
    QCOMPARE(f.cell("jobs", KeyBrowserModel::Type), QStringLiteral("list"));
    QCOMPARE(f.cell("user:1", KeyBrowserModel::Type), QStringLiteral("hash"));
    QCOMPARE(f.cell("events", KeyBrowserModel::Type), QStringLiteral("stream"));
    QVERIFY2(f.cell("greeting", KeyBrowserModel::Ttl).endsWith(QStringLiteral(" s")),
             qPrintable(f.cell("greeting", KeyBrowserModel::Ttl)));
    QCOMPARE(f.cell("jobs", KeyBrowserModel::Ttl), QStringLiteral("no expiry"));
    QVERIFY(f.cell("jobs", KeyBrowserModel::Size) != QStringLiteral("unknown"));
    QVERIFY(f.view.keysModel()->isFinished());
    QVERIFY2(f.view.statusText().contains(QStringLiteral("5 keys")),
             qPrintable(f.view.statusText()));
    QVERIFY2(f.view.statusText().contains(QStringLiteral("complete")),
             qPrintable(f.view.statusText()));
    QVERIFY(!f.view.scanMoreAction()->isEnabled());

    // F5 scans again: a key made meanwhile appears.
    QVERIFY(m_connection->command({"SET", "later", "1"}).ok());
    f.view.keysTable()->setFocus();
    QTest::keyClick(f.view.keysTable(), Qt::Key_F5);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.keysModel()->rowOf("later") >= 0, TimeoutMs);
}

void TestKeyBrowserView::matchAndTypeFiltersScanAgain()
{
    QVERIFY(m_connection->command({"HSET", "user:1", "name", "Ada"}).ok());
    QVERIFY(m_connection->command({"SET", "user:2", "Bob"}).ok());
    QVERIFY(m_connection->command({"HSET", "order:1", "sum", "3"}).ok());
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.scanned());
    QCOMPARE(f.view.keysModel()->rowCount(), 3);

    f.view.matchEdit()->setText(QStringLiteral("user:*"));
    QTest::keyClick(f.view.matchEdit(), Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(listedKeys(*f.view.keysModel()),
                              (QSet<QByteArray>{"user:1", "user:2"}), TimeoutMs);
    // The type filter scans again at once, with the pattern kept.
    f.view.typeCombo()->setCurrentIndex(f.view.typeCombo()->findText(QStringLiteral("hash")));
    QTRY_COMPARE_WITH_TIMEOUT(listedKeys(*f.view.keysModel()), (QSet<QByteArray>{"user:1"}),
                              TimeoutMs);
    QCOMPARE(f.view.keysModel()->typeFilter(), QByteArray("hash"));
    f.view.matchEdit()->clear();
    QTest::keyClick(f.view.matchEdit(), Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(listedKeys(*f.view.keysModel()),
                              (QSet<QByteArray>{"user:1", "order:1"}), TimeoutMs);
    // The text filter narrows the listed rows without a command.
    f.view.filterEdit()->setText(QStringLiteral("order"));
    QCOMPARE(f.view.filterModel()->rowCount(), 1);
}

void TestKeyBrowserView::eachClickIsBoundedAndScanMoreGoesOn()
{
    constexpr int Keys = KeyBrowserModel::MaxKeysPerClick + 1500;
    QVERIFY(allOk(m_connection->pipeline(stringKeys(Keys))));
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.scanned());
    const int first = f.view.keysModel()->rowCount();
    // A batch may overshoot the bound by what one SCAN call returns, no more.
    QVERIFY2(first >= KeyBrowserModel::MaxKeysPerClick &&
                 first < KeyBrowserModel::MaxKeysPerClick + 1000,
             qPrintable(QString::number(first)));
    QVERIFY(!f.view.keysModel()->isFinished());
    QVERIFY2(f.view.statusText().contains(QStringLiteral("Scan more")),
             qPrintable(f.view.statusText()));
    QVERIFY(f.view.scanMoreAction()->isEnabled());
    f.view.scanMoreAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(f.view.keysModel()->isFinished(), TimeoutMs);
    QCOMPARE(f.view.keysModel()->rowCount(), Keys);
    QCOMPARE(listedKeys(*f.view.keysModel()).size(), Keys); // none twice
}

void TestKeyBrowserView::aNewPatternDropsTheOldScansBatches()
{
    QList<RedisCommand> fill = stringKeys(3000);
    fill << RedisCommand{"SET", "user:1", "v"};
    QVERIFY(allOk(m_connection->pipeline(fill)));
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    // The pattern changes while the first batch of the unfiltered scan runs on the worker
    // thread: that batch belongs to the old scan and must not add its keys when it ends.
    bool changed = false;
    QObject::connect(f.view.runner(), &ActionRunner::started, f.view.matchEdit(), [&] {
        if (!changed) {
            changed = true;
            f.view.matchEdit()->setText(QStringLiteral("user:*"));
            QTest::keyClick(f.view.matchEdit(), Qt::Key_Return);
        }
    });
    f.view.scanAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(changed, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.keysModel()->isFinished(), TimeoutMs);
    QTest::qWait(200); // a stale batch would arrive now
    QCOMPARE(listedKeys(*f.view.keysModel()), QSet<QByteArray>{"user:1"});
    QCOMPARE(f.view.keysModel()->matchFilter(), QByteArray("user:*"));
}

void TestKeyBrowserView::unclaimedOnlyHidesALockKeyTheMonitorFound()
{
    TokenLock lock(*m_connection, KeySpace(), "orders");
    QVERIFY(lock.tryAcquire(120000).ok());
    QVERIFY(m_connection->command({"SET", "plain", "x"}).ok());
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.scanned());
    QCOMPARE(f.view.keysModel()->rowCount(), 2);
    // The monitor's discovery names the lock's key.
    QTRY_VERIFY_WITH_TIMEOUT(
        f.cell("cs:{orders}:lock", KeyBrowserModel::ClaimedBy).contains(QStringLiteral("orders")),
        TimeoutMs);
    QVERIFY(f.cell("plain", KeyBrowserModel::ClaimedBy).isEmpty());
    QCOMPARE(f.view.filterModel()->rowCount(), 2);
    f.view.unclaimedCheck()->setChecked(true);
    QCOMPARE(listedKeys(*f.view.filterModel()), QSet<QByteArray>{"plain"});
    f.view.unclaimedCheck()->setChecked(false);
    QCOMPARE(f.view.filterModel()->rowCount(), 2);
}

void TestKeyBrowserView::selectingAKeyPreviewsItAndCopiesItsName()
{
    QList<RedisCommand> fill;
    for (int i = 0; i < 1000; ++i)
        fill << RedisCommand{"ZADD", "board", QByteArray::number(i), "p" + QByteArray::number(i)};
    QVERIFY(allOk(m_connection->pipeline(fill)));
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.scanned());
    QVERIFY(f.view.selectKey("board"));
    KeyPreviewModel *preview = f.view.previewModel();
    QTRY_COMPARE_WITH_TIMEOUT(preview->status(), KeyPreviewModel::Status::Ready, TimeoutMs);
    QVERIFY(preview->rowCount() < 1000); // paged, not loaded whole
    QVERIFY2(f.view.previewHeaderText().contains(QStringLiteral("1,000 members")),
             qPrintable(f.view.previewHeaderText()));
    QCOMPARE(preview->headerData(KeyPreviewModel::Value, Qt::Horizontal).toString(),
             QStringLiteral("Score"));

    f.view.keysTable()->setFocus();
    QTest::keyClick(f.view.keysTable(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("board"));

    // Deleted under the view: selecting it again says so.
    QVERIFY(m_connection->command({"DEL", "board"}).ok());
    f.view.keysTable()->clearSelection();
    f.view.keysTable()->setCurrentIndex({});
    QVERIFY(f.view.selectKey("board"));
    QTRY_COMPARE_WITH_TIMEOUT(preview->status(), KeyPreviewModel::Status::Vanished, TimeoutMs);
    QVERIFY2(f.view.previewHeaderText().contains(QStringLiteral("no longer exists")),
             qPrintable(f.view.previewHeaderText()));
}

void TestKeyBrowserView::sendsOnlyReadCommands()
{
    QList<RedisCommand> fill;
    for (int i = 0; i < 600; ++i) {
        fill << RedisCommand{"RPUSH", "list", QByteArray::number(i)};
        fill << RedisCommand{"HSET", "hash", "f" + QByteArray::number(i), "v"};
    }
    fill << RedisCommand{"SET", "s", "v"} << RedisCommand{"SADD", "set", "m"}
         << RedisCommand{"XADD", "stream", "*", "a", "b"} << RedisCommand{"ZADD", "zset", "1", "m"};
    QVERIFY(allOk(m_connection->pipeline(fill)));
    Fixture f;
    QSignalSpy records(f.session.commandLog(), &CommandLog::recorded);
    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.scanned());
    // Preview every type, and page the two big ones to the end.
    for (const QByteArray key : {"s", "set", "stream", "zset", "list", "hash"}) {
        QVERIFY(f.view.selectKey(key));
        KeyPreviewModel *preview = f.view.previewModel();
        QTRY_COMPARE_WITH_TIMEOUT(preview->status(), KeyPreviewModel::Status::Ready, TimeoutMs);
        while (preview->canFetchMore({})) {
            preview->fetchMore({});
            QTRY_VERIFY_WITH_TIMEOUT(!preview->isFetching(), TimeoutMs);
        }
    }
    QCOMPARE(f.view.previewModel()->rowCount(), 600);
    QTRY_VERIFY_WITH_TIMEOUT(!records.isEmpty(), TimeoutMs);
    QSet<QByteArray> sent;
    int fromView = 0;
    for (const auto &args : std::as_const(records)) {
        const auto record = args.at(0).value<CommandRecord>();
        if (record.connection != ViewLabel)
            continue;
        ++fromView;
        sent.insert(record.argv.value(0).toUpper());
        QVERIFY2(ReadOnlyCommands::isRead(record.argv),
                 qPrintable(QString::fromUtf8(record.argv.join(' '))));
    }
    QVERIFY(fromView > 0);
    for (const QByteArray command : {"SCAN", "TYPE", "PTTL", "MEMORY", "LRANGE", "HSCAN", "SSCAN",
                                     "ZRANGE", "XRANGE", "GETRANGE", "STRLEN"})
        QVERIFY2(sent.contains(command), command.constData());
}

void TestKeyBrowserView::readOnlyAclUserWithoutMemoryUsageWorks()
{
    QVERIFY(m_connection->command({"SET", "a", "1"}).ok());
    QVERIFY(m_connection->command({"RPUSH", "b", "x", "y"}).ok());
    QVERIFY(m_connection
                ->command({"ACL", "SETUSER", "browser", "reset", "on", ">pw", "~*", "&*", "+@read",
                           "+@connection", "+info", "+scan", "+ping", "+subscribe", "+psubscribe",
                           "-memory"})
                .ok());
    QVERIFY(m_connection->command({"ACL", "LOG", "RESET"}).ok());
    Fixture f;
    ConnectionOptions options = m_server->connectionOptions();
    options.user = QStringLiteral("browser");
    options.password = QStringLiteral("pw");
    options.readOnly = true;
    f.session.connectTo(options);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.scanAction()->isEnabled(), TimeoutMs);
    QVERIFY(f.session.isReadOnly());
    QVERIFY(f.scanned());
    QCOMPARE(listedKeys(*f.view.keysModel()), (QSet<QByteArray>{"a", "b"}));
    QCOMPARE(f.cell("a", KeyBrowserModel::Size), QStringLiteral("unknown"));
    QCOMPARE(f.cell("b", KeyBrowserModel::Size), QStringLiteral("unknown"));
    QVERIFY(!f.view.keysModel()->memoryUsageAvailable());
    QVERIFY2(f.view.statusText().contains(QStringLiteral("sizes unknown")),
             qPrintable(f.view.statusText()));
    QVERIFY(f.view.selectKey("b"));
    QTRY_COMPARE_WITH_TIMEOUT(f.view.previewModel()->status(), KeyPreviewModel::Status::Ready,
                              TimeoutMs);
    QCOMPARE(f.view.previewModel()->rowCount(), 2);
    // Only the MEMORY USAGE the browser tried once per batch was refused; nothing else.
    const auto log = m_connection->command({"ACL", "LOG"});
    QVERIFY(log.ok());
    QVERIFY(!log->elements().isEmpty()); // MEMORY USAGE was tried, and refused
    for (const RedisReply &entry : log->elements())
        QVERIFY2(entry.summary(400).contains(QStringLiteral("memory")),
                 qPrintable(entry.summary(400)));
    QVERIFY(m_connection->command({"ACL", "DELUSER", "browser"}).ok());
}

// Read-only toggled while a scan runs: the session sets the runner's connection again, which
// interrupts the batch; the scan goes on from its cursor instead of saying "Not connected".
void TestKeyBrowserView::readOnlyToggleMidScanKeepsScanning()
{
    QVERIFY(allOk(m_connection->pipeline(stringKeys(20000))));
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    // Toggled as each of the first batches is sent (once per batch: the one sent again is not
    // interrupted), so that some toggle lands while a batch waits or runs.
    int toggles = 0;
    int rowsAtToggle = 0;
    KeyBrowserModel *keys = f.view.keysModel();
    QObject::connect(keys, &KeyBrowserModel::scanStateChanged, keys, [&] {
        if (toggles < 5 && keys->isScanning() && keys->rowCount() > rowsAtToggle) {
            ++toggles;
            rowsAtToggle = keys->rowCount();
            f.session.setReadOnly(!f.session.isReadOnly());
        }
    });
    f.view.scanAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(toggles == 5 && !keys->isScanning(), TimeoutMs);
    QVERIFY2(!keys->lastError().isError(), qPrintable(f.view.statusText()));
    QVERIFY(keys->rowCount() >= KeyBrowserModel::MaxKeysPerClick); // the click's keys, all read
    QVERIFY(!keys->isFinished());
}

// Read-only toggled while a preview page is read: the page is read again.
void TestKeyBrowserView::readOnlyToggleMidPageKeepsPreview()
{
    QList<RedisCommand> fill;
    for (int i = 0; i < 1000; ++i)
        fill << RedisCommand{"RPUSH", "l", QByteArray::number(i)};
    QVERIFY(allOk(m_connection->pipeline(fill)));
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.scanned());
    QVERIFY(f.view.selectKey("l"));
    KeyPreviewModel *preview = f.view.previewModel();
    QTRY_COMPARE_WITH_TIMEOUT(preview->status(), KeyPreviewModel::Status::Ready, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!preview->isFetching(), TimeoutMs);
    const int before = preview->rowCount();
    QVERIFY(preview->canFetchMore({}));
    preview->fetchMore({});
    f.session.setReadOnly(!f.session.isReadOnly());
    QTRY_VERIFY_WITH_TIMEOUT(!preview->isFetching(), TimeoutMs);
    QCOMPARE(preview->status(), KeyPreviewModel::Status::Ready);
    QVERIFY2(preview->rowCount() > before, qPrintable(f.view.previewHeaderText()));
    QVERIFY(preview->canFetchMore({}));
}

// A MATCH that matches nothing on a big keyspace: the click stops after its round trips and
// Scan more goes on, instead of scanning to the end with no way to stop.
void TestKeyBrowserView::aMatchOfNothingStopsAfterItsRoundTrips()
{
    QVERIFY(allOk(m_connection->pipeline(stringKeys(60000))));
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    f.view.matchEdit()->setText(QStringLiteral("nothing:*"));
    QVERIFY(f.scanned());
    KeyBrowserModel *keys = f.view.keysModel();
    QCOMPARE(keys->rowCount(), 0);
    QVERIFY(!keys->isFinished());
    QVERIFY2(f.view.statusText().contains(QStringLiteral("round trips")),
             qPrintable(f.view.statusText()));
    QVERIFY(f.view.scanMoreAction()->isEnabled());
    // Scan more goes on from there: a few clicks reach the end.
    for (int click = 0; click < 10 && !keys->isFinished(); ++click) {
        f.view.scanMoreAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!keys->isScanning(), TimeoutMs);
    }
    QVERIFY(keys->isFinished());
}

void TestKeyBrowserView::copiesBinaryKeyNamesAsStored()
{
    const QByteArray binary("bin\xff\xfe\x00key", 9);
    QVERIFY(m_connection->command({"SET", binary, "v"}).ok());
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.scanned());
    QVERIFY(f.view.selectKey(binary));
    QCOMPARE(f.view.selectedKeys(), binary);
    f.view.copyAction()->trigger();
    const QMimeData *copied = QGuiApplication::clipboard()->mimeData();
    QVERIFY(copied);
    QCOMPARE(copied->data(QStringLiteral("text/plain")), binary);
}

void TestKeyBrowserView::recoversFromAServerRestartMidScan()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QList<RedisCommand> fill;
        for (int i = 0; i < 4000; ++i)
            fill << RedisCommand{"SET", "before:" + QByteArray::number(i), "v"};
        QVERIFY(allOk(c.pipeline(fill)));
    }
    Fixture f;
    f.session.connectTo(server->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(f.session.state(), RedisClient::State::Connected, TimeoutMs);
    // The server dies as the first batch comes in: the scan is cut short.
    bool killed = false;
    QObject::connect(f.view.keysModel(), &KeyBrowserModel::rowsInserted, f.view.keysModel(), [&] {
        if (!killed) {
            killed = true;
            server->kill();
        }
    });
    f.view.scanAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(f.view.keysModel()->lastError().isError(), TimeoutMs);
    QVERIFY(killed);
    QVERIFY(f.view.keysModel()->rowCount() < 4000);
    QVERIFY2(f.view.statusText().contains(QStringLiteral("stopped")),
             qPrintable(f.view.statusText()));

    const auto restarted = server->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(c.command({"SET", "after", "1"}).ok());
    }
    // Back on line, the view scans the new server's keys from the start by itself.
    QTRY_COMPARE_WITH_TIMEOUT(listedKeys(*f.view.keysModel()), QSet<QByteArray>{"after"},
                              TimeoutMs);
    QVERIFY(!f.view.keysModel()->lastError().isError());
    QVERIFY(f.view.keysModel()->isFinished());
}

void TestKeyBrowserView::anotherServerIsScannedWhenAsked()
{
    QVERIFY(m_connection->command({"SET", "first", "1"}).ok());
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server other = std::move(started.value());
    {
        RedisConnection c(other->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(c.command({"SET", "second", "2"}).ok());
    }
    Fixture f;
    QVERIFY(f.connected(m_server->connectionOptions()));
    QVERIFY(f.scanned());
    QVERIFY(f.view.selectKey("first"));
    QTRY_COMPARE_WITH_TIMEOUT(f.view.previewModel()->status(), KeyPreviewModel::Status::Ready,
                              TimeoutMs);

    // A server CoordScope did not start is scanned when asked, not on connecting (issue 23:
    // 5,000 keys' TYPE, PTTL and MEMORY USAGE sent without a click).
    f.session.connectTo(other->connectionOptions());
    QTRY_COMPARE_WITH_TIMEOUT(f.session.state(), RedisClient::State::Connected, TimeoutMs);
    QTest::qWait(300);
    QCOMPARE(f.view.keysModel()->rowCount(), 0);
    QVERIFY(f.view.showsEmptyState());
    QVERIFY2(f.view.emptyStateText().startsWith(QStringLiteral("No keys scanned yet")),
             qPrintable(f.view.emptyStateText()));
    QVERIFY(!f.view.keysModel()->hasScanned());
    QVERIFY(!f.view.keysModel()->isScanning());
    QCOMPARE(f.view.previewModel()->status(), KeyPreviewModel::Status::Empty);
    QVERIFY(f.scanned());
    QTRY_COMPARE_WITH_TIMEOUT(listedKeys(*f.view.keysModel()), QSet<QByteArray>{"second"},
                              TimeoutMs);
    f.session.disconnectFromServer();
    QVERIFY(f.view.showsEmptyState());
    QCOMPARE(f.view.keysModel()->rowCount(), 0);
}

// On a cluster (cluster=auto, found by INFO cluster) each master is scanned in turn: keys in the
// slots of all three are listed, each once, and the scan ends after the last master.
void TestKeyBrowserView::aClusterIsScannedOnEveryMaster()
{
    auto started = TestRedis::startCluster();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    RedisClusterProcess &cluster = *started.value();
    RedisConnection writer(ClusterSlots::clusterYes(cluster));
    QSet<QByteArray> written;
    for (int slot : {100, 6000, 12000}) { // one on each master
        const QByteArray key = ClusterSlots::keyInSlot(slot, "browse");
        QVERIFY(writer.command({"SET", key, "v"}).ok());
        written << key;
    }
    for (int m = 0; m < 3; ++m)
        QCOMPARE(RedisConnection(ClusterSlots::plain(cluster.node(m)->connectionOptions()))
                     .command({"DBSIZE"})
                     .valueOr(RedisReply())
                     .integerValue(),
                 1);
    Fixture f;
    QVERIFY(f.connected(cluster.seed()));
    QVERIFY(f.scanned());
    QVERIFY(f.view.keysModel()->isFinished()); // a few SCANs per master: one click
    QCOMPARE(listedKeys(*f.view.keysModel()), written);
    QCOMPARE(f.view.keysModel()->rowCount(), 3);
}

QTEST_MAIN(TestKeyBrowserView)
#include "tst_keybrowserview.moc"
