#include "actionrunner.h"
#include "commandlog.h"
#include "inspectormonitor.h"
#include "lockactionform.h"
#include "lockplayground.h"
#include "locksview.h"
#include "locktablemodel.h"
#include "locktimelinechart.h"
#include "redisconnection.h"
#include "serversession.h"
#include "testredis.h"
#include "tokenlock.h"
#include "viewfixture.h"
#include "viewwidgets.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

namespace {
constexpr int TimeoutMs = 15000;

int rowNamed(const LockTableModel &model, const QByteArray &name)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.stateAt(row).primitive.name == name)
            return row;
    return -1;
}

QString cell(const LockTableModel &model, const QByteArray &name, int column)
{
    const int row = rowNamed(model, name);
    return row < 0 ? QStringLiteral("<no row>") : model.index(row, column).data().toString();
}

// A session, the shared monitor (polling fast) and the view under test.
struct Fixture
{
    ServerSession session;
    InspectorMonitor monitor;
    LocksView view{&session, &monitor};

    Fixture()
    {
        monitor.setIntervalMs(150);
        monitor.setDiscoveryIntervalMs(1000);
        QObject::connect(&session, &ServerSession::clientChanged, &monitor,
                         &InspectorMonitor::setClient);
        monitor.setClient(session.client());
        view.resize(1200, 800);
        view.show();
    }
};
} // namespace

class TestLocksView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void disconnectedShowsNotConnected();
    void emptyDatabaseOffersDemoData();
    void demoDataShowsEveryKind();
    void demoTrafficShowsReleaseAndExpiry();
    void exportsTableAsCsvAndTimelineAsPng();
    void timelineFollowsThePalette();
    void shortcutAcquires();
    void acquireAndReleaseThroughTheForm();
    void badInputSendsNothing();
    void extendKeepsTheHoldTheLockReturns();
    void formActionNudgesTheMonitorInsteadOfRediscovering();
    void readOnlySessionDisablesAndRefusesActions();
    void keyDeletedUnderTheView();
    void hugeLockSaysWhatItShows();
    void recoversAfterServerRestart();
    void disconnectShowsNotConnected();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestLocksView::initTestCase()
{
    startViewTestServer(m_server, m_connection);
}

void TestLocksView::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestLocksView::disconnectedShowsNotConnected()
{
    Fixture f;
    QVERIFY(f.view.showsEmptyState());
    QVERIFY(f.view.emptyStateText().startsWith(QStringLiteral("Not connected")));
    QVERIFY(!f.view.loadDemoButton()->isEnabled());
    QVERIFY(!f.view.actionForm()->acquireAction()->isEnabled());
}

void TestLocksView::emptyDatabaseOffersDemoData()
{
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.emptyStateText().startsWith(QStringLiteral("No locks found in this database")),
        TimeoutMs);
    QVERIFY(f.view.showsEmptyState());
    QVERIFY(f.view.loadDemoButton()->isEnabled());
    // The form is there on an empty database too, and takes a first lock.
    LockActionForm *form = f.view.actionForm();
    QVERIFY(form->isVisible());
    QVERIFY(form->acquireAction()->isEnabled());
    form->nameEdit()->setText(QStringLiteral("first"));
    QSignalSpy finished(form, &LockActionForm::actionFinished);
    form->acquireAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(form->lastResult().ok, qPrintable(form->lastResult().summary));
    QTRY_VERIFY_WITH_TIMEOUT(!f.view.showsEmptyState(), TimeoutMs);
    QVERIFY(form->isVisible());
}

void TestLocksView::demoDataShowsEveryKind()
{
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.emptyStateText().startsWith(QStringLiteral("No locks")),
                             TimeoutMs);
    QTest::mouseClick(f.view.loadDemoButton(), Qt::LeftButton);
    const LockTableModel &model = *f.view.tableModel();
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "orders") >= 0 && rowNamed(model, "inventory") >= 0 &&
                                 rowNamed(model, "ledger") >= 0 &&
                                 rowNamed(model, "nightly-report") >= 0,
                             TimeoutMs);
    QVERIFY(!f.view.showsEmptyState());
    QTRY_COMPARE_WITH_TIMEOUT(cell(model, "inventory", LockTableModel::Holds), QStringLiteral("2"),
                              TimeoutMs);
    QCOMPARE(cell(model, "inventory", LockTableModel::Holder),
             QStringLiteral("demo-worker-1:main"));
    QTRY_COMPARE_WITH_TIMEOUT(cell(model, "ledger", LockTableModel::Fencing), QStringLiteral("4"),
                              TimeoutMs);
    QCOMPARE(cell(model, "nightly-report", LockTableModel::Ttl), QStringLiteral("no expiry"));
    const int orders = rowNamed(model, "orders");
    QVERIFY(model.remainingTtlMs(orders) > 60000);
    QVERIFY(model.ttlFraction(orders) > 0.5);
    QVERIFY(model.index(orders, LockTableModel::Kind)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(primitiveKindDescription(PrimitiveKind::Lock)));
    // The timeline shows the holds, and the demo traffic's lock with an ended hold.
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.history().track(QStringLiteral("coordscope-token-lock"), "orders"), TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!f.view.timeline()->tracks().isEmpty(), TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!f.view.timeline()->barRect(0, 0).isEmpty(), TimeoutMs);
    const QRect bar = f.view.timeline()->barRect(0, 0);
    QVERIFY(f.view.timeline()->toolTipAt(bar.center()).contains(QStringLiteral("holder:")));
    // The filter narrows the rows.
    f.view.filterEdit()->setText(QStringLiteral("ledger"));
    QCOMPARE(f.view.filterModel()->rowCount(), 1);
    // Copy key name gives the lock's key.
    f.view.filterEdit()->clear();
    const QModelIndex ledger =
        f.view.filterModel()->mapFromSource(model.index(rowNamed(model, "ledger"), 0));
    f.view.table()->setCurrentIndex(ledger);
    QCOMPARE(f.view.selectedKeyNames(), QStringLiteral("cs:{ledger}:lock"));
    f.view.copyKeyAction()->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("cs:{ledger}:lock"));
    QVERIFY(f.view.table()->actions().contains(f.view.copyKeyAction())); // the context menu
    // A click on a row puts that lock into the form.
    QTest::mouseClick(f.view.table()->viewport(), Qt::LeftButton, {},
                      f.view.table()->visualRect(ledger).center());
    QCOMPARE(f.view.actionForm()->nameEdit()->text(), QStringLiteral("ledger"));
}

void TestLocksView::demoTrafficShowsReleaseAndExpiry()
{
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.demoTrafficAction()->isEnabled(), TimeoutMs);
    f.view.demoTrafficAction()->trigger();
    const auto ended = [&f](LockHoldInterval::End end) {
        const LockTrack *track =
            f.view.history().track(QStringLiteral("coordscope-token-lock"), "burst");
        if (!track)
            return 0;
        return int(std::count_if(track->intervals.cbegin(), track->intervals.cend(),
                                 [end](const LockHoldInterval &h) { return h.end == end; }));
    };
    QTRY_VERIFY_WITH_TIMEOUT(ended(LockHoldInterval::End::Released) >= 1, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(ended(LockHoldInterval::End::Expired) >= 1, TimeoutMs);
    // The last lease runs out and the next client takes it at once: a takeover, or (when a
    // tick happened to fall in the few ms between) a second expiry.
    QTRY_VERIFY_WITH_TIMEOUT(ended(LockHoldInterval::End::TakenOver) >= 1 ||
                                 ended(LockHoldInterval::End::Expired) >= 2,
                             TimeoutMs);
    QVERIFY(f.view.statusLabel()->text().size() > 0);
}

void TestLocksView::exportsTableAsCsvAndTimelineAsPng()
{
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.loadDemoButton()->isEnabled(), TimeoutMs);
    f.view.loadDemoData();
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(*f.view.tableModel(), "ledger") >= 0, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!f.view.timeline()->tracks().isEmpty(), TimeoutMs);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const QString csv = dir.filePath(QStringLiteral("locks.csv"));
    QVERIFY2(ViewWidgets::writeCsv(csv, *f.view.filterModel(), &error), qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.startsWith("Lock,"));
    QVERIFY(text.contains("ledger"));
    // The TTL as PTTL's milliseconds, not "1 min 20 s" (issue 23).
    const QList<QByteArray> lines = text.split('\n');
    const qsizetype ttlColumn = lines.first().trimmed().split(',').indexOf("TTL (ms)");
    QVERIFY2(ttlColumn >= 0, lines.first().constData());
    bool sawLedger = false;
    for (const QByteArray &line : lines) {
        if (!line.startsWith("ledger,"))
            continue;
        sawLedger = true;
        bool isNumber = false;
        const qint64 ttl = line.trimmed().split(',').value(ttlColumn).toLongLong(&isNumber);
        QVERIFY2(isNumber && ttl >= -2, line.constData()); // -1: no expiry, -2: gone
    }
    QVERIFY(sawLedger);
    // Export CSV… says what it saved.
    const QString chosen = dir.filePath(QStringLiteral("chosen.csv"));
    ViewWidgets::setSavePathChooser([chosen](const QString &) { return chosen; });
    f.view.exportCsvAction()->trigger();
    ViewWidgets::setSavePathChooser({});
    QVERIFY(QFile::exists(chosen));
    QVERIFY2(f.view.statusText().startsWith(QStringLiteral("Saved ")) &&
                 f.view.statusText().contains(QStringLiteral("chosen.csv")),
             qPrintable(f.view.statusText()));
    const QString png = dir.filePath(QStringLiteral("timeline.png"));
    QVERIFY2(ViewWidgets::writePng(png, f.view.timeline(), &error), qPrintable(error));
    QVERIFY(!QImage(png).isNull());
    if (const QByteArray shot = qgetenv("LOCKSVIEW_SCREENSHOT"); !shot.isEmpty()) {
        QTest::qWait(7000); // the demo traffic's holds
        f.view.grab().save(QString::fromLocal8Bit(shot));
    }
}

void TestLocksView::timelineFollowsThePalette()
{
    LockTimelineChart chart;
    chart.resize(400, 200);
    LockTrack track;
    track.family = QStringLiteral("coordscope-token-lock");
    track.name = "a";
    LockHoldInterval hold;
    hold.holder = "t";
    hold.startMs = 50000;
    hold.endMs = 80000;
    hold.end = LockHoldInterval::End::Expired;
    track.intervals << hold;
    chart.setTracks({track}, 100000, 60000);
    for (const QColor &base : {QColor(Qt::white), QColor(30, 30, 30)}) {
        QPalette pal = chart.palette();
        pal.setColor(QPalette::Base, base);
        chart.setPalette(pal);
        const QImage image = chart.grab().toImage();
        QCOMPARE(image.pixelColor(1, 1), base);
    }
    QVERIFY(chart.toolTipAt(chart.barRect(0, 0).center()).contains(QStringLiteral("expired")));
    QVERIFY(chart.toolTipAt(QPoint(1, 1)).isEmpty());
}

void TestLocksView::shortcutAcquires()
{
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    LockActionForm *form = f.view.actionForm();
    QTRY_VERIFY_WITH_TIMEOUT(f.view.loadDemoButton()->isEnabled(), TimeoutMs);
    f.view.loadDemoData(); // the main page, with the form on it
    QTRY_VERIFY_WITH_TIMEOUT(!f.view.showsEmptyState(), TimeoutMs);
    QApplication::setActiveWindow(&f.view);
    QVERIFY(QTest::qWaitForWindowActive(&f.view));
    form->nameEdit()->setFocus();
    form->nameEdit()->setText(QStringLiteral("by-keyboard"));
    QSignalSpy finished(form, &LockActionForm::actionFinished);
    QTest::keyClick(form->nameEdit(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(form->lastResult().ok, qPrintable(form->lastResult().summary));
    QTest::keyClick(form->nameEdit(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    QVERIFY(form->messageLine()->message().startsWith(QStringLiteral("Released")));
}

void TestLocksView::acquireAndReleaseThroughTheForm()
{
    Fixture f;
    QSignalSpy logged(f.session.commandLog(), &CommandLog::recorded);
    f.session.connectTo(m_server->connectionOptions());
    LockActionForm *form = f.view.actionForm();
    QTRY_VERIFY_WITH_TIMEOUT(form->acquireAction()->isEnabled(), TimeoutMs);
    form->kindBox()->setCurrentIndex(form->kindBox()->findData(QStringLiteral("fenced")));
    form->nameEdit()->setText(QStringLiteral("formlock"));
    form->ttlEdit()->setText(QStringLiteral("60000"));
    QSignalSpy finished(form, &LockActionForm::actionFinished);
    form->acquireAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(form->lastResult().ok, qPrintable(form->lastResult().summary));
    const QVariantMap value = form->lastResult().value.toMap();
    const QByteArray token = value.value(QStringLiteral("token")).toByteArray();
    QVERIFY(!token.isEmpty());
    QCOMPARE(value.value(QStringLiteral("fencing")).toLongLong(), 1);
    QVERIFY(form->messageLine()->message().contains(QStringLiteral("fencing number 1")));

    const LockTableModel &model = *f.view.tableModel();
    QTRY_COMPARE_WITH_TIMEOUT(cell(model, "formlock", LockTableModel::Holder),
                              QString::fromUtf8(token), TimeoutMs);
    QCOMPARE(cell(model, "formlock", LockTableModel::Fencing), QStringLiteral("1"));
    // The acquire's script went through the view's runner and is in the session's log.
    bool sawScript = false;
    for (const QList<QVariant> &args : logged) {
        const auto record = args.at(0).value<CommandRecord>();
        if (record.connection.contains(QStringLiteral("Locks view")) &&
            (record.argv.value(0).toUpper() == "EVALSHA" ||
             record.argv.value(0).toUpper() == "EVAL"))
            sawScript = true;
    }
    QVERIFY(sawScript);

    form->extendAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    QVERIFY2(form->lastResult().ok, qPrintable(form->lastResult().summary));

    form->releaseAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, TimeoutMs);
    QVERIFY2(form->lastResult().ok, qPrintable(form->lastResult().summary));
    QVERIFY(form->messageLine()->message().startsWith(QStringLiteral("Released")));
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "formlock") < 0 ||
                                 cell(model, "formlock", LockTableModel::Holder) ==
                                     QStringLiteral("free"),
                             TimeoutMs);
    // Releasing again: nothing held here, a clear message, no crash.
    form->releaseAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, TimeoutMs);
    QVERIFY(!form->lastResult().ok);
    QVERIFY(form->messageLine()->message().contains(QStringLiteral("Nothing to release")));
    QCOMPARE(form->nameEdit()->text(), QStringLiteral("formlock")); // nothing typed is lost
}

void TestLocksView::badInputSendsNothing()
{
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    LockActionForm *form = f.view.actionForm();
    QTRY_VERIFY_WITH_TIMEOUT(form->acquireAction()->isEnabled(), TimeoutMs);
    const quint64 ticket = f.view.runner()->lastTicket();

    form->nameEdit()->setText(QStringLiteral("bad{name}"));
    form->acquireAction()->trigger();
    QVERIFY(form->messageLine()->isError());
    QVERIFY(form->messageLine()->errorText().contains(QStringLiteral("{")));

    form->nameEdit()->setText(QStringLiteral("ok"));
    form->ttlEdit()->setText(QStringLiteral("ten seconds"));
    form->acquireAction()->trigger();
    QVERIFY(form->messageLine()->errorText().contains(QStringLiteral("TTL")));
    QCOMPARE(form->ttlEdit()->text(), QStringLiteral("ten seconds"));

    form->ttlEdit()->setText(QStringLiteral("1000"));
    form->waitEdit()->setText(QStringLiteral("-5"));
    form->acquireAction()->trigger();
    QVERIFY(form->messageLine()->errorText().contains(QStringLiteral("Wait")));
    QCOMPARE(f.view.runner()->lastTicket(), ticket); // no job was queued

    form->waitEdit()->setText(QStringLiteral("0"));
    QSignalSpy finished(form, &LockActionForm::actionFinished);
    form->acquireAction()->trigger();
    QVERIFY(!form->messageLine()->isError());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY(form->messageLine()->message().startsWith(QStringLiteral("Acquired")));

    // One message line: an error replaces the success, and nothing in the form moves.
    QCoreApplication::processEvents();
    const auto positions = [form] {
        QList<QPoint> points;
        for (QWidget *w : form->findChildren<QWidget *>())
            if (w->isVisible())
                points << w->mapTo(form, QPoint());
        return points;
    };
    const QList<QPoint> before = positions();
    form->nameEdit()->setText(QStringLiteral("bad{name}"));
    form->acquireAction()->trigger();
    QCoreApplication::processEvents();
    QVERIFY(form->messageLine()->isError());
    for (QLabel *label : form->findChildren<QLabel *>())
        QVERIFY(!label->isVisible() || !label->text().startsWith(QStringLiteral("Acquired")));
    // A long message fits in the line's lines, the whole of it in the tooltip.
    const QString longError = QStringLiteral("word ").repeated(200);
    form->messageLine()->showError(longError);
    QCoreApplication::processEvents();
    QVERIFY(form->messageLine()->text().endsWith(QStringLiteral("…")));
    QCOMPARE(form->messageLine()->toolTip(), longError);
    QCOMPARE(form->messageLine()->message(), longError);
    QCOMPARE(positions(), before);
}

void TestLocksView::extendKeepsTheHoldTheLockReturns()
{
    LockPlayground playground;
    LockRequest request;
    request.kind = QStringLiteral("token");
    request.name = "extended";
    request.ttlMs = 30000;
    QVERIFY(playground.acquire(*m_connection, request).ok);
    const ActionResult extended =
        playground.extend(*m_connection, request.kind, request.name, 90000);
    QVERIFY2(extended.ok, qPrintable(extended.summary));
    // What the lock returned is kept (the next extend or release uses it) and shown.
    const std::optional<LockHold> hold = playground.hold(request.kind, request.name);
    QVERIFY(hold);
    QCOMPARE(hold->ttlMs, 90000);
    QCOMPARE(hold->validityMs, 90000);
    const QVariantMap value = extended.value.toMap();
    QCOMPARE(value.value(QStringLiteral("validityMs")).toLongLong(), 90000);
    QCOMPARE(value.value(QStringLiteral("token")).toByteArray(), hold->token);
    QCOMPARE(value.value(QStringLiteral("key")).toByteArray(), QByteArray("cs:{extended}:lock"));
    QVERIFY(extended.summary.contains(QStringLiteral("lease 90000 ms")));
    QVERIFY(m_connection->command({"PTTL", "cs:{extended}:lock"})->integerValue() > 60000);
}

void TestLocksView::formActionNudgesTheMonitorInsteadOfRediscovering()
{
    Fixture f;
    f.monitor.setDiscoveryIntervalMs(600000); // no discovery but the first and the view's own
    f.session.connectTo(m_server->connectionOptions());
    LockActionForm *form = f.view.actionForm();
    QTRY_VERIFY_WITH_TIMEOUT(f.monitor.snapshot().discovered && form->acquireAction()->isEnabled(),
                             TimeoutMs);
    form->nameEdit()->setText(QStringLiteral("nudged"));
    form->ttlEdit()->setText(QStringLiteral("20000"));
    QSignalSpy finished(form, &LockActionForm::actionFinished);
    // A lock the view does not list yet: one discovery finds it.
    form->acquireAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(form->lastResult().ok, qPrintable(form->lastResult().summary));
    const LockTableModel &model = *f.view.tableModel();
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "nudged") >= 0, TimeoutMs);
    // A lock it lists: the monitor is nudged (a tick soon, spaced out), not made to rediscover.
    const qint64 nudged = f.monitor.ticksNudged();
    form->ttlEdit()->setText(QStringLiteral("90000"));
    form->extendAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    QVERIFY2(form->lastResult().ok, qPrintable(form->lastResult().summary));
    QTRY_VERIFY_WITH_TIMEOUT(f.monitor.ticksNudged() > nudged, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(model.remainingTtlMs(rowNamed(model, "nudged")) > 60000, TimeoutMs);
}

void TestLocksView::readOnlySessionDisablesAndRefusesActions()
{
    Fixture f;
    ConnectionOptions options = m_server->connectionOptions();
    options.readOnly = true;
    f.session.connectTo(options);
    QTRY_COMPARE_WITH_TIMEOUT(f.session.state(), RedisClient::State::Connected, TimeoutMs);
    LockActionForm *form = f.view.actionForm();
    QVERIFY(f.session.isReadOnly());
    QVERIFY(!form->acquireAction()->isEnabled());
    QVERIFY(!form->releaseAction()->isEnabled());
    QVERIFY(form->acquireAction()->toolTip().contains(QStringLiteral("read-only")));
    QVERIFY(!f.view.loadDemoButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.emptyStateText().contains(QStringLiteral("read-only")),
                             TimeoutMs);

    // The form refuses by itself...
    const quint64 ticket = f.view.runner()->lastTicket();
    form->acquire();
    QVERIFY(form->messageLine()->message().startsWith(QStringLiteral("Refused")));
    QCOMPARE(f.view.runner()->lastTicket(), ticket);
    f.view.loadDemoData();
    QCOMPARE(f.view.runner()->lastTicket(), ticket);

    // ...and a job run anyway is refused by the runner's read-only connection.
    auto playground = std::make_shared<LockPlayground>();
    QSignalSpy finished(f.view.runner(), &ActionRunner::finished);
    f.view.runner()->run(QStringLiteral("sneaky"),
                         [playground](RedisConnection &c, const ActionContext &) {
                             LockRequest request;
                             request.kind = QStringLiteral("token");
                             request.name = "sneaky";
                             return playground->acquire(c, request);
                         });
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    const auto result = finished.at(0).at(1).value<ActionResult>();
    QVERIFY(!result.ok);
    QCOMPARE(result.error.kind(), RedisError::Kind::ReadOnly);
    QCOMPARE(m_connection->command({"EXISTS", "cs:{sneaky}:lock"})->integerValue(), 0);

    // Turning read-only off enables them.
    f.session.setReadOnly(false);
    QVERIFY(form->acquireAction()->isEnabled());
    QVERIFY(f.view.loadDemoButton()->isEnabled());
}

void TestLocksView::keyDeletedUnderTheView()
{
    TokenLock alpha(*m_connection, KeySpace(), "alpha");
    QVERIFY(alpha.tryAcquire(120000).ok());
    TokenLock beta(*m_connection, KeySpace(), "beta");
    QVERIFY(beta.tryAcquire(120000).ok());
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    const LockTableModel &model = *f.view.tableModel();
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "alpha") >= 0 && rowNamed(model, "beta") >= 0,
                             TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.history().track(QStringLiteral("coordscope-token-lock"), "alpha"), TimeoutMs);

    QVERIFY(m_connection->command({"DEL", "cs:{alpha}:lock"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "alpha") < 0 ||
                                 cell(model, "alpha", LockTableModel::Holder) ==
                                     QStringLiteral("free"),
                             TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(rowNamed(model, "alpha"), -1, TimeoutMs);
    // The timeline keeps the ended hold: released with its lease left.
    const LockTrack *track =
        f.view.history().track(QStringLiteral("coordscope-token-lock"), "alpha");
    QVERIFY(track);
    QCOMPARE(track->intervals.last().end, LockHoldInterval::End::Released);
    QVERIFY(rowNamed(model, "beta") >= 0);
    QVERIFY(!f.view.showsEmptyState());

    // A lock key that changes type: the view keeps going and says what it saw.
    QVERIFY(m_connection->command({"DEL", "cs:{beta}:lock"}).ok());
    QVERIFY(m_connection->command({"RPUSH", "cs:{beta}:lock", "x"}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "beta") < 0 ||
                                 cell(model, "beta", LockTableModel::Holder) ==
                                     QStringLiteral("free"),
                             TimeoutMs);
}

void TestLocksView::hugeLockSaysWhatItShows()
{
    // A reentrant lock's hash grown to thousands of owners: a bounded read, and a note.
    RedisCommand hset{"HSET", "cs:{huge}:lock"};
    for (int i = 0; i < 3000; ++i)
        hset << "owner-" + QByteArray::number(i) << "1";
    QVERIFY(m_connection->command(hset).ok());
    QVERIFY(m_connection->command({"PEXPIRE", "cs:{huge}:lock", "120000"}).ok());
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    const LockTableModel &model = *f.view.tableModel();
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "huge") >= 0, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(
        cell(model, "huge", LockTableModel::Notes).contains(QStringLiteral("showing")), TimeoutMs);
    QVERIFY(!cell(model, "huge", LockTableModel::Holds).isEmpty());
    QVERIFY(cell(model, "huge", LockTableModel::Kind).startsWith(QStringLiteral("reentrant-lock")));
}

void TestLocksView::recoversAfterServerRestart()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(c.command({"SET", "cs:{before}:lock", "t", "PX", "120000"}).ok());
    }
    Fixture f;
    f.session.connectTo(server->connectionOptions());
    const LockTableModel &model = *f.view.tableModel();
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "before") >= 0, TimeoutMs);

    server->kill();
    QTRY_VERIFY_WITH_TIMEOUT(f.session.state() != RedisClient::State::Connected, TimeoutMs);
    QVERIFY(rowNamed(model, "before") >= 0); // the last known state stays meanwhile
    QVERIFY(!f.view.showsEmptyState());
    const auto restarted = server->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(c.command({"SET", "cs:{after}:lock", "t", "PX", "120000"}).ok());
    }
    QTRY_COMPARE_WITH_TIMEOUT(f.session.state(), RedisClient::State::Connected, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "after") >= 0, TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(rowNamed(model, "before"), -1, TimeoutMs);

    // The form works on the new connection.
    LockActionForm *form = f.view.actionForm();
    form->nameEdit()->setText(QStringLiteral("again"));
    QSignalSpy finished(form, &LockActionForm::actionFinished);
    form->acquireAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY2(form->lastResult().ok, qPrintable(form->lastResult().summary));
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(model, "again") >= 0, TimeoutMs);
}

void TestLocksView::disconnectShowsNotConnected()
{
    TokenLock held(*m_connection, KeySpace(), "held");
    QVERIFY(held.tryAcquire(120000).ok());
    Fixture f;
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(*f.view.tableModel(), "held") >= 0, TimeoutMs);
    QVERIFY(!f.view.showsEmptyState());
    f.session.disconnectFromServer();
    QVERIFY(f.view.showsEmptyState());
    QVERIFY(f.view.emptyStateText().startsWith(QStringLiteral("Not connected")));
    QCOMPARE(f.view.tableModel()->rowCount(), 0);
    QVERIFY(!f.view.actionForm()->acquireAction()->isEnabled());
}

QTEST_MAIN(TestLocksView)
#include "tst_locksview.moc"
