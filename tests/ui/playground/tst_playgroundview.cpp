#include "checkreport.h"
#include "commandlog.h"
#include "formmessageline.h"
#include "playgroundcharts.h"
#include "playgroundcheckrunner.h"
#include "playgroundclientparams.h"
#include "playgroundconfigform.h"
#include "playgroundfaultlist.h"
#include "playgroundgantt.h"
#include "playgroundratebins.h"
#include "playgroundredlockmodel.h"
#include "playgroundredlockpanel.h"
#include "playgroundtimeline.h"
#include "playgroundview.h"
#include "serversession.h"
#include "simulationengine.h"
#include "testredis.h"
#include "viewwidgets.h"

#include <QAbstractAxis>
#include <QAbstractItemModelTester>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>
#include <limits>
#include <optional>

namespace {
constexpr int TimeoutMs = 15000;

PlaygroundEvent ev(qint64 ms, int client, PlaygroundEvent::Kind kind, const QString &detail = {})
{
    PlaygroundEvent e;
    e.timeUs = 1'000'000'000 + ms * 1000;
    e.client = client;
    e.kind = kind;
    e.resource = QStringLiteral("orders");
    e.detail = detail;
    return e;
}

// The longest gap between two ticks of a 5 ms timer while `done` is false: how long the event
// loop was stalled at worst, and how much of that gap the GUI thread spent on the CPU (the rest
// it waited for a core: 2 shared cores run the clients' threads and the server too).
struct Stall
{
    qint64 wallMs = 0;
    qint64 cpuMs = 0;
};

qint64 threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1'000'000;
}

// Writes a history file: the run line, then the events' lines.
QString writeHistory(const QTemporaryDir &dir, const QString &name, const QByteArray &run,
                     const QList<QByteArray> &events)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(run + '\n');
    for (const QByteArray &line : events)
        file.write(line + '\n');
    return path;
}

const QByteArray lockRun =
    R"({"format":"coordscope-playground-history","version":1,"scenario":"","primitive":"lock","variant":"token","seed":1,"clients":2,"limit":0,"window_us":0})";

// Loads the file into the view and waits for the result.
Result<void> load(PlaygroundView &view, const QString &path)
{
    std::optional<Result<void>> result;
    const QMetaObject::Connection c = QObject::connect(&view, &PlaygroundView::historyLoaded,
                                                       [&](const Result<void> &r) { result = r; });
    view.loadHistory(path);
    QElapsedTimer clock;
    clock.start();
    while (!result && clock.elapsed() < 60000) // no answer at all, not a speed limit
        QTest::qWait(10);
    QObject::disconnect(c);
    return result.value_or(RedisError(RedisError::Kind::Io, QStringLiteral("no answer")));
}

Stall longestStall(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 lastCpu = threadCpuMs();
    Stall longest;
    QTimer tick;
    tick.setInterval(5);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        const qint64 cpu = threadCpuMs();
        if (now - last > longest.wallMs)
            longest = {now - last, cpu - lastCpu};
        last = now;
        lastCpu = cpu;
    });
    tick.start();
    while (!done() && clock.elapsed() < timeoutMs)
        QTest::qWait(20);
    return longest;
}

// A 2 s run of 3 clients (scenario 0: custom) on a private server that goes away once events
// come in; returns when its final verdict is shown.
void runWhileTheServerGoes(ServerSession &session, PlaygroundView &view, int scenario)
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    session.connectTo(server.value()->connectionOptions());
    view.form()->choose(scenario);
    view.form()->clientsBox()->setValue(3);
    view.form()->secondsEdit()->setText(QStringLiteral("2"));
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    QSignalSpy finished(&view, &PlaygroundView::runFinished);
    view.start();
    QTRY_VERIFY_WITH_TIMEOUT(view.eventCount() > 10, TimeoutMs);
    server.value().reset(); // the server is gone: every command fails from now on
    QVERIFY(finished.wait(TimeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(view.verdictText().startsWith(QStringLiteral("Final: ")), TimeoutMs);
}
} // namespace

class TestPlaygroundView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void redlockDetailIsParsed_data();
    void redlockDetailIsParsed();
    void redlockModelKeepsRecentAttempts();
    void rateBinsStayBounded();
    void timelineDrawsHoldsFaultsAndViolations();
    void redlockPanelShowsForRedlockAndItsSlidersSetTheRun();
    void badInputDisablesStartWithTheReason();
    void readOnlyDisablesStart();
    void scenarioRunShowsViolationInVerdictAndGantt();
    void pauseStopsEventsStepAdvancesStopFinishes();
    void loadedHistoryIsShownAndChecked();
    void badHistoryFileIsRefusedWithItsLine_data();
    void badHistoryFileIsRefusedWithItsLine();
    void ganttAxisStepKeepsTicksBounded_data();
    void ganttAxisStepKeepsTicksBounded();
    void hugeTimeSpanFileIsDrawnWithFewTicks();
    void ganttIsAsTallAsItsRows();
    void timelineDropsViolationsBeforeTheOldestBarKept();
    void timelineSpansMatchEveryBarScanned();
    void overAdmissionIsDrawnOverItsBurst();
    void checkRunnerResetLeavesACheckUnderWayBehind();
    void waitChartLeavesBinsWithoutGrantsOut();
    void timelineDrawsWaitsRefusalsAndEnqueues();
    void lostItemIsDrawnOverItsDeliveryUntilTheCrash();
    void secondChartShowsWhatThePrimitiveMakesWaitFor();
    void redlockTableStopsFollowingWhenScrolledUp();
    void verdictFiguresFitThePrimitive();
    void failedRefusalsAreNotOperationsAndShowInTheVerdict();
    void serverGoneMidRunShowsFailedOperations();
    void serverGoneMidRunIsInconclusive();
    void faultTargetPastIntMaxIsRefused();
    void formTtlOutsideTheSlidersOldRangeIsKept();
    void customFormIsNotClipped();
    void readOnlyDuringARunAbortsIt();
    void pausedRunRequestsNoMoreChecks();
    void closingTheViewDuringARunOrCheckDoesNotHang();
    void redlockScenarioFillsTheNodePanel();
    void staysResponsiveWith256Clients();

private:
    TestRedis::Server m_server;
};

void TestPlaygroundView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server.value());
}

void TestPlaygroundView::redlockDetailIsParsed_data()
{
    QTest::addColumn<QString>("detail");
    QTest::addColumn<bool>("parsed");
    QTest::addColumn<qint64>("validity");
    QTest::addColumn<QStringList>("outcomes");
    QTest::addColumn<double>("lastLatency");
    QTest::newRow("granted") << QStringLiteral("validity 270 ms; nodes: yes 0.1ms, no 0.0ms, "
                                               "error 50.0ms")
                             << true << qint64(270)
                             << QStringList{QStringLiteral("yes"), QStringLiteral("no"),
                                            QStringLiteral("error")}
                             << 50.0;
    QTest::newRow("refused") << QStringLiteral("no majority; nodes: no 0.2ms, no 1.5ms") << true
                             << qint64(-1)
                             << QStringList{QStringLiteral("no"), QStringLiteral("no")} << 1.5;
    QTest::newRow("not redlock") << QStringLiteral("wait ran out") << false << qint64(-1)
                                 << QStringList() << 0.0;
    QTest::newRow("garbled node") << QStringLiteral("nodes: yes fast") << false << qint64(-1)
                                  << QStringList() << 0.0;
}

void TestPlaygroundView::redlockDetailIsParsed()
{
    QFETCH(QString, detail);
    QFETCH(bool, parsed);
    QFETCH(qint64, validity);
    QFETCH(QStringList, outcomes);
    QFETCH(double, lastLatency);
    const auto attempt = PlaygroundRedlockModel::parseDetail(detail);
    QCOMPARE(attempt.has_value(), parsed);
    if (!attempt)
        return;
    QCOMPARE(attempt->validityMs.value_or(-1), validity);
    QStringList got;
    for (const auto &n : attempt->nodes)
        got << n.outcome;
    QCOMPARE(got, outcomes);
    QCOMPARE(attempt->nodes.last().latencyMs, lastLatency);
}

void TestPlaygroundView::redlockModelKeepsRecentAttempts()
{
    PlaygroundRedlockModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<PlaygroundEvent> events;
    for (int i = 0; i < PlaygroundRedlockModel::MaxRows + 50; ++i) {
        const bool granted = i % 3 != 0;
        events << ev(i, i % 4,
                     granted ? PlaygroundEvent::Kind::Granted : PlaygroundEvent::Kind::Refused,
                     granted ? QStringLiteral("validity %1 ms; nodes: yes 0.1ms, yes 0.2ms, "
                                              "no 0.1ms")
                                   .arg(900 - i)
                             : QStringLiteral("no majority; nodes: no 0.1ms, error 50.0ms, "
                                              "no 0.1ms, yes 0.3ms, yes 0.3ms"));
        events << ev(i, i % 4, PlaygroundEvent::Kind::Attempt); // ignored
    }
    model.add(events.mid(0, 20));
    model.add(events.mid(20));
    QCOMPARE(model.rowCount(), PlaygroundRedlockModel::MaxRows);
    QCOMPARE(model.nodeCount(), 5);
    QCOMPARE(model.columnCount(), PlaygroundRedlockModel::FirstNodeColumn + 5);
    // The newest attempt is last (i = MaxRows + 49, refused on 5 nodes), a granted one before it.
    const int last = model.rowCount() - 1;
    const auto cell = [&](int row, int column) {
        return model.index(row, column).data().toString();
    };
    QCOMPARE(cell(last, PlaygroundRedlockModel::OutcomeColumn), QStringLiteral("refused"));
    QCOMPARE(cell(last, PlaygroundRedlockModel::ValidityColumn), QString());
    QCOMPARE(cell(last, PlaygroundRedlockModel::FirstNodeColumn + 1),
             QStringLiteral("error 50.0 ms"));
    QCOMPARE(cell(last, PlaygroundRedlockModel::FirstNodeColumn + 4), QStringLiteral("yes 0.3 ms"));
    QCOMPARE(cell(last - 1, PlaygroundRedlockModel::OutcomeColumn), QStringLiteral("granted"));
    QCOMPARE(cell(last - 1, PlaygroundRedlockModel::ValidityColumn),
             QStringLiteral("%1 ms").arg(900 - (PlaygroundRedlockModel::MaxRows + 48)));
    QCOMPARE(cell(last - 1, PlaygroundRedlockModel::FirstNodeColumn + 2),
             QStringLiteral("no 0.1 ms"));
    QCOMPARE(cell(last - 1, PlaygroundRedlockModel::FirstNodeColumn + 4), QString());
    QCOMPARE(model.attemptAt(last).client, (PlaygroundRedlockModel::MaxRows + 49) % 4);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestPlaygroundView::rateBinsStayBounded()
{
    PlaygroundRateBins bins;
    QList<PlaygroundEvent> events;
    // Two minutes: 10 grants per second, each after a 20 ms wait.
    for (int ms = 0; ms < 120'000; ms += 100) {
        events << ev(ms, 0, PlaygroundEvent::Kind::Attempt)
               << ev(ms + 20, 0, PlaygroundEvent::Kind::Granted)
               << ev(ms + 50, 0, PlaygroundEvent::Kind::Released);
        if (events.size() > 300) {
            bins.add(events);
            events.clear();
        }
    }
    bins.add(events);
    QCOMPARE(bins.binCount(), PlaygroundRateBins::MaxBins);
    const QList<QPointF> throughput = bins.throughput();
    QCOMPARE(throughput.size(), PlaygroundRateBins::MaxBins);
    QCOMPARE(throughput.last().y(), 20.0); // a grant and a release per 100 ms
    QCOMPARE(bins.waitP99().last().y(), 20.0);
    QCOMPARE(throughput.last().x() - throughput.first().x(),
             double(PlaygroundRateBins::MaxBins - 1) / 10);
    // A late event of a dropped bin is ignored, not counted into a kept one.
    const qint64 before = bins.operations();
    bins.add({ev(10, 1, PlaygroundEvent::Kind::Released)});
    QCOMPARE(bins.operations(), before);
}

void TestPlaygroundView::timelineDrawsHoldsFaultsAndViolations()
{
    using K = PlaygroundEvent::Kind;
    PlaygroundTimeline timeline;
    timeline.clear(3);
    PlaygroundEvent pause = ev(15, 0, K::Fault);
    pause.fault = QStringLiteral("pause");
    PlaygroundEvent crash = ev(90, 2, K::Fault);
    crash.fault = QStringLiteral("crash");
    timeline.add({ev(10, 0, K::Granted), pause, ev(50, 1, K::Granted), ev(60, 2, K::Granted),
                  ev(70, 1, K::Released), crash, ev(100, 0, K::Released)});
    QCOMPARE(timeline.bars().size(), 3);
    QCOMPARE(timeline.bars().at(0).endUs, ev(100, 0, K::Released).timeUs);
    QCOMPARE(timeline.bars().at(2).endUs, crash.timeUs); // the crash ends client 2's hold
    QCOMPARE(timeline.markers().size(), 2);

    CheckReport report;
    CheckReport::Violation overlap;
    overlap.kind = CheckReport::Violation::Kind::OverlappingHolds;
    overlap.resource = QStringLiteral("orders");
    overlap.timeUs = ev(50, 1, K::Granted).timeUs;
    overlap.clients = {0, 1};
    report.violations << overlap;
    timeline.setViolations(report);
    QCOMPARE(timeline.violations().size(), 1);
    // Red while both held: from client 1's grant to its release.
    QCOMPARE(timeline.violations().first().endUs, ev(70, 1, K::Released).timeUs);
    QVERIFY(!timeline.violations().first().bracket); // an overlap is red all along
    QVERIFY(timeline.isViolation(0, ev(60, 0, K::Granted).timeUs));
    QVERIFY(timeline.isViolation(1, ev(60, 0, K::Granted).timeUs));
    QVERIFY(!timeline.isViolation(2, ev(60, 0, K::Granted).timeUs));
    QVERIFY(!timeline.isViolation(0, ev(80, 0, K::Granted).timeUs));
}

void TestPlaygroundView::redlockPanelShowsForRedlockAndItsSlidersSetTheRun()
{
    ServerSession session;
    PlaygroundView view(&session);
    view.form()->choose(4, QStringLiteral("token"));
    QVERIFY(!view.redlockPanel()->isVisibleTo(&view));
    view.form()->choose(7, QStringLiteral("redlock"));
    QVERIFY(view.redlockPanel()->isVisibleTo(&view));
    const auto config = view.form()->config(ConnectionOptions());
    QVERIFY(config.ok());
    QCOMPARE(view.redlockPanel()->ttlMs(), config->profile.ttlMs);
    SimulationConfig c = *config;
    view.redlockPanel()->applyTo(c);
    QCOMPARE(c.faults, config->faults); // untouched sliders change nothing
    view.redlockPanel()->setTtlMs(600);
    view.redlockPanel()->setDriftMs(-200);
    view.redlockPanel()->setLatencyMs(30);
    view.form()->seedEdit()->setText(QStringLiteral("5")); // keeps the sliders
    QCOMPARE(view.redlockPanel()->ttlMs(), 600);
    c = *config;
    view.redlockPanel()->applyTo(c);
    QCOMPARE(c.profile.ttlMs, 600);
    // Per-client rows are read on top of the slider's TTL (what start() does): a row without
    // ttl= takes it, one that names its TTL keeps it, even when it names the form's.
    view.form()->clientParams()->addClient(0, QStringLiteral("hold=5"));
    view.form()->clientParams()->addClient(1, QStringLiteral("ttl=%1").arg(config->profile.ttlMs));
    const auto rows = view.form()->config(ConnectionOptions(), view.redlockPanel()->ttlMs());
    QVERIFY2(rows.ok(), qPrintable(rows ? QString() : rows.error().message()));
    QCOMPARE(rows->profile.ttlMs, 600);
    QCOMPARE(rows->clientProfiles.value(0).ttlMs, 600);
    QCOMPARE(rows->clientProfiles.value(1).ttlMs, config->profile.ttlMs);
    int skews = 0;
    QSet<int> slowed;
    for (const FaultSpec &f : c.faults) {
        if (f.kind == FaultSpec::Kind::ClockSkew && f.amountMs == -200 && f.client == 0)
            ++skews;
        if (f.kind == FaultSpec::Kind::SlowNetwork && f.amountMs == 30 && f.atMs == 0)
            slowed.insert(f.client);
    }
    QCOMPARE(skews, 1);
    QCOMPARE(slowed.size(), c.clients);
    QVERIFY(c.validate().ok());
}

void TestPlaygroundView::badInputDisablesStartWithTheReason()
{
    ServerSession session;
    session.connectTo(m_server->connectionOptions());
    PlaygroundView view(&session);
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    view.form()->choose(0); // Custom
    QVERIFY(view.startButton()->isEnabled());
    view.form()->holdEdit()->setText(QStringLiteral("20-abc"));
    QVERIFY(!view.startButton()->isEnabled());
    QVERIFY2(view.startBlockedReason().startsWith(QStringLiteral("Hold: ")),
             qPrintable(view.startBlockedReason()));
    QCOMPARE(view.form()->errorText(), view.startBlockedReason());
    view.start(); // refused, nothing started
    QVERIFY(!view.engine());
    // Said once, by the form, in place: not again in the view's status or message lines.
    int saying = 0;
    for (QLabel *label : view.findChildren<QLabel *>()) {
        const auto *line = qobject_cast<FormMessageLine *>(label);
        if (label->isVisibleTo(&view) &&
            (line ? line->message() : label->text()).contains(QStringLiteral("Hold: ")))
            ++saying;
    }
    QCOMPARE(saying, 1);
    view.form()->holdEdit()->setText(QStringLiteral("20-40"));
    QVERIFY(view.startButton()->isEnabled());
    view.form()->seedEdit()->setText(QStringLiteral("-3"));
    QVERIFY(!view.startButton()->isEnabled());
    QVERIFY(view.startBlockedReason().startsWith(QStringLiteral("Seed: ")));
    view.form()->seedEdit()->setText(QStringLiteral("7"));
    // A fault for a client the run does not have.
    FaultSpec crash;
    crash.atMs = 100;
    crash.client = 9;
    view.form()->faultList()->addFault(crash);
    QVERIFY(!view.startButton()->isEnabled());
    QVERIFY2(view.startBlockedReason().contains(QStringLiteral("only 4 clients")),
             qPrintable(view.startBlockedReason()));
}

void TestPlaygroundView::readOnlyDisablesStart()
{
    ServerSession session;
    PlaygroundView view(&session);
    QVERIFY(!view.startButton()->isEnabled());
    QVERIFY(view.startBlockedReason().startsWith(QStringLiteral("Not connected")));
    session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    session.setReadOnly(true);
    QVERIFY(!view.startButton()->isEnabled());
    QVERIFY(view.startBlockedReason().startsWith(QStringLiteral("Read-only mode")));
    session.setReadOnly(false);
    QVERIFY(view.startButton()->isEnabled());
}

void TestPlaygroundView::scenarioRunShowsViolationInVerdictAndGantt()
{
    ServerSession session;
    session.connectTo(m_server->connectionOptions());
    PlaygroundView view(&session);
    view.resize(1400, 900);
    view.show();
    view.form()->choose(4, QStringLiteral("token"));
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    QSignalSpy finished(&view, &PlaygroundView::runFinished);
    // The clients' commands reach the session's command log, under their names.
    QSet<QString> loggedClients;
    QSet<QByteArray> loggedVerbs;
    connect(session.commandLog(), &CommandLog::recorded, this, [&](const CommandRecord &r) {
        if (r.connection.startsWith(QStringLiteral("playground client "))) {
            loggedClients << r.connection;
            loggedVerbs << r.argv.value(0).toUpper();
        }
    });
    view.start();
    QVERIFY(view.isRunning());
    QVERIFY(!view.startButton()->isEnabled());
    QVERIFY(finished.wait(TimeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(view.verdictText().startsWith(QStringLiteral("Final: ")), TimeoutMs);
    QCOMPARE(loggedClients.size(), view.engine()->config().clients);
    QVERIFY2(loggedVerbs.contains("EVALSHA") || loggedVerbs.contains("SET"),
             QByteArrayList(loggedVerbs.begin(), loggedVerbs.end()).join(' ').constData());
    QVERIFY2(view.report().count(CheckReport::Violation::Kind::OverlappingHolds) >= 1,
             qPrintable(view.verdictText()));
    QVERIFY(view.verdictText().contains(QStringLiteral("overlapping-holds")));
    QVERIFY(view.verdictText().contains(QStringLiteral(", wait p50 ")));
    QVERIFY2(view.verdictText().contains(QStringLiteral("As expected.")),
             qPrintable(view.verdictText()));
    // The Gantt draws it: red over both clients' rows at the time it began.
    QVERIFY(!view.timeline().violations().isEmpty());
    const PlaygroundTimeline::Violation &red = view.timeline().violations().first();
    for (int client : red.clients)
        QVERIFY(view.timeline().isViolation(client, red.startUs));
    QVERIFY(!view.timeline().bars().isEmpty());
    QVERIFY(!view.timeline().markers().isEmpty()); // the pause
    QVERIFY(view.charts()->pointCount() > 0);
    QVERIFY(view.charts()->pointCount() <= PlaygroundRateBins::MaxBins);
    QCOMPARE(view.history().events(), view.engine()->history().events());
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("charts.png"));
    QVERIFY2(ViewWidgets::writePng(png, view.resultsWidget(), &error), qPrintable(error));
    QVERIFY(!QImage(png).isNull());
    qInfo("scenario 4: %lld events, longest frame %lld us", qint64(view.eventCount()),
          view.longestFrameUs());
}

void TestPlaygroundView::pauseStopsEventsStepAdvancesStopFinishes()
{
    ServerSession session;
    session.connectTo(m_server->connectionOptions());
    PlaygroundView view(&session);
    view.form()->choose(0);
    view.form()->clientsBox()->setValue(3);
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    view.start();
    QTRY_VERIFY_WITH_TIMEOUT(view.eventCount() > 10, TimeoutMs);
    view.togglePause();
    QTRY_COMPARE_WITH_TIMEOUT(view.engine()->state(), SimulationEngine::State::Paused, TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(view.pauseButton()->text(), QStringLiteral("Resume"), TimeoutMs);
    QVERIFY(view.stepButton()->isEnabled());
    QTest::qWait(300); // operations under way finish
    const qsizetype paused = view.eventCount();
    QTest::qWait(400);
    QCOMPARE(view.eventCount(), paused);
    view.step();
    QTRY_VERIFY_WITH_TIMEOUT(view.eventCount() > paused, TimeoutMs);
    QSignalSpy finished(&view, &PlaygroundView::runFinished);
    view.stop();
    QVERIFY(finished.wait(TimeoutMs));
    QVERIFY(!view.isRunning());
    QVERIFY(view.startButton()->isEnabled());
    QVERIFY(!view.stopButton()->isEnabled());
}

void TestPlaygroundView::loadedHistoryIsShownAndChecked()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlap.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        R"({"format":"coordscope-playground-history","version":1,"scenario":"token-lock-pause","primitive":"lock","variant":"token","seed":42,"clients":2,"limit":0,"window_us":0}
{"t":1000000,"client":0,"kind":"attempt","resource":"orders"}
{"t":1000100,"client":0,"kind":"granted","resource":"orders","token":"a","fencing":1}
{"t":1000200,"client":1,"kind":"attempt","resource":"orders"}
{"t":1300000,"client":1,"kind":"granted","resource":"orders","token":"b","fencing":2}
{"t":1400000,"client":0,"kind":"released","resource":"orders","token":"a"}
{"t":1500000,"client":1,"kind":"released","resource":"orders","token":"b"}
)");
    file.close();
    ServerSession session;
    PlaygroundView view(&session);
    QSignalSpy verdict(&view, &PlaygroundView::verdictUpdated);
    view.loadHistory(path);
    QVERIFY(view.isLoading()); // read on another thread
    QVERIFY(view.verdictText().startsWith(QStringLiteral("Loading overlap.jsonl")));
    QSignalSpy loaded(&view, &PlaygroundView::historyLoaded);
    QVERIFY(loaded.wait(TimeoutMs));
    QVERIFY(!view.isLoading());
    QCOMPARE(view.eventCount(), 6);
    QCOMPARE(view.timeline().bars().size(), 2);
    QVERIFY(verdict.wait(TimeoutMs));
    QCOMPARE(view.report().violationCount(), 1);
    QVERIFY(view.timeline().isViolation(0, 1'350'000));
    QVERIFY(view.timeline().isViolation(1, 1'350'000));
    QVERIFY(view.verdictText().startsWith(QStringLiteral("Final: 1 violation (")));
    // Written by hand, without a trailer: shown, and said to be possibly cut short.
    const auto message = [&view] { return view.messageLine()->message(); };
    QVERIFY2(message().contains(QStringLiteral("may not be whole: history ends at line 7 without "
                                               "its trailer: cut short?")),
             qPrintable(message()));
    // Saved back (with its trailer), it loads the same and whole; a bad file is an error, the
    // shown history stays.
    const QString copy = dir.filePath(QStringLiteral("copy.jsonl"));
    QVERIFY(view.saveHistory(copy).ok());
    QVERIFY(view.saveHistory(dir.filePath(QStringLiteral("copy.csv"))).ok());
    QVERIFY(load(view, copy).ok());
    QCOMPARE(message(), QStringLiteral("Loaded copy.jsonl"));
    QCOMPARE(view.eventCount(), 6);
    QTRY_VERIFY_WITH_TIMEOUT(view.verdictText().startsWith(QStringLiteral("Final: ")), TimeoutMs);
    const auto missing = load(view, dir.filePath(QStringLiteral("missing.jsonl")));
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message().contains(QStringLiteral("missing.jsonl")));
    QCOMPARE(view.eventCount(), 6);
    QVERIFY(view.verdictText().startsWith(QStringLiteral("Final: 1 violation (")));
}

void TestPlaygroundView::badHistoryFileIsRefusedWithItsLine_data()
{
    QTest::addColumn<QList<QByteArray>>("events");
    QTest::addColumn<QString>("message");
    QTest::newRow("bad JSON")
        << QList<QByteArray>{R"({"t":1000000,"client":0,"kind":"attempt","resource":"orders"})",
                             R"({"t":1000100,"client":0,"kind":"granted",)"}
        << QStringLiteral("line 3");
    QTest::newRow("client out of range")
        << QList<QByteArray>{R"({"t":1000000,"client":3000000,"kind":"attempt","resource":"o"})"}
        << QStringLiteral("line 2: client 3000000");
}

void TestPlaygroundView::badHistoryFileIsRefusedWithItsLine()
{
    QFETCH(QList<QByteArray>, events);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString good = writeHistory(
        dir, QStringLiteral("good.jsonl"), lockRun,
        {R"({"t":1000000,"client":0,"kind":"attempt","resource":"orders"})",
         R"({"t":1000100,"client":0,"kind":"granted","resource":"orders","token":"a"})"});
    const QString bad = writeHistory(dir, QStringLiteral("bad.jsonl"), lockRun, events);
    ServerSession session;
    PlaygroundView view(&session);
    QVERIFY(load(view, good).ok());
    QTRY_VERIFY_WITH_TIMEOUT(view.verdictText().startsWith(QStringLiteral("Final: ")), TimeoutMs);
    const QString shown = view.verdictText();
    const Result<void> refused = load(view, bad);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message().contains(message), qPrintable(refused.error().message()));
    QVERIFY(view.messageLine()->message().contains(message));
    // What was shown stays.
    QCOMPARE(view.eventCount(), 2);
    QCOMPARE(view.timeline().clients(), 2);
    QCOMPARE(view.verdictText(), shown);
}

void TestPlaygroundView::ganttAxisStepKeepsTicksBounded_data()
{
    QTest::addColumn<qint64>("spanUs");
    QTest::newRow("1 s") << qint64(1'000'000);
    QTest::newRow("7 s") << qint64(7'000'000);
    QTest::newRow("3 min") << qint64(180'000'000);
    QTest::newRow("5e13 us") << qint64(50'000'000'000'000);
    QTest::newRow("int64 max / 2") << std::numeric_limits<qint64>::max() / 2;
}

void TestPlaygroundView::ganttAxisStepKeepsTicksBounded()
{
    QFETCH(qint64, spanUs);
    const qint64 step = PlaygroundGantt::axisStepUs(spanUs);
    QVERIFY(step >= 100'000);
    QVERIFY2(spanUs / step <= PlaygroundGantt::MaxTicks, qPrintable(QString::number(step)));
}

void TestPlaygroundView::hugeTimeSpanFileIsDrawnWithFewTicks()
{
    QTemporaryDir dir;
    const QString path = writeHistory(
        dir, QStringLiteral("span.jsonl"), lockRun,
        {R"({"t":0,"client":0,"kind":"granted","resource":"orders","token":"a"})",
         R"({"t":50000000000000,"client":1,"kind":"granted","resource":"orders","token":"b"})"});
    ServerSession session;
    PlaygroundView view(&session);
    view.resize(1200, 800);
    view.show();
    QVERIFY(load(view, path).ok());
    QCOMPARE(view.timeline().endUs() - view.timeline().startUs(), 50'000'000'000'000);
    const QPixmap drawn = view.gantt()->grab(); // returns: the hang was 1e7 ticks per paint
    QVERIFY(!drawn.isNull());
    QVERIFY(view.gantt()->lastTickCount() > 0);
    QVERIFY(view.gantt()->lastTickCount() <= PlaygroundGantt::MaxTicks + 1);
}

void TestPlaygroundView::ganttIsAsTallAsItsRows()
{
    QTemporaryDir dir;
    const QString path = writeHistory(
        dir, QStringLiteral("two.jsonl"), lockRun,
        {R"({"t":1000000,"client":0,"kind":"granted","resource":"orders","token":"a"})",
         R"({"t":1500000,"client":1,"kind":"granted","resource":"orders","token":"b"})"});
    ServerSession session;
    PlaygroundView view(&session);
    view.resize(1200, 1000);
    view.show();
    QVERIFY(load(view, path).ok());
    QTRY_COMPARE_WITH_TIMEOUT(view.gantt()->maximumHeight(), view.gantt()->sizeHint().height(),
                              TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(view.gantt()->height() <= view.gantt()->sizeHint().height(),
                             TimeoutMs);
    QCOMPARE(view.gantt()->rowHeight(), PlaygroundGantt::MaxRowHeight);
    // Its scroll area too: no empty band between two rows and the legend under them.
    const auto *area = qobject_cast<QScrollArea *>(view.gantt()->parentWidget()->parentWidget());
    QVERIFY(area);
    QTRY_VERIFY_WITH_TIMEOUT(
        area->height() <= view.gantt()->sizeHint().height() + 2 * area->frameWidth(), TimeoutMs);
}

void TestPlaygroundView::timelineDropsViolationsBeforeTheOldestBarKept()
{
    using K = PlaygroundEvent::Kind;
    PlaygroundTimeline timeline;
    timeline.clear(2);
    QList<PlaygroundEvent> events;
    for (int i = 0; i < PlaygroundTimeline::MaxBars + 100; ++i)
        events << ev(i, i % 2, K::Granted) << ev(i, i % 2, K::Released);
    timeline.add(events);
    QCOMPARE(timeline.bars().size(), PlaygroundTimeline::MaxBars);
    CheckReport report;
    CheckReport::Violation old;
    old.resource = QStringLiteral("orders");
    old.timeUs = ev(10, 0, K::Granted).timeUs; // its bars are gone
    old.clients = {0, 1};
    CheckReport::Violation kept = old;
    kept.timeUs = ev(PlaygroundTimeline::MaxBars + 50, 0, K::Granted).timeUs;
    report.violations << old << kept;
    timeline.setViolations(report);
    QCOMPARE(timeline.violations().size(), 1);
    QCOMPARE(timeline.violations().first().startUs, kept.timeUs);
}

void TestPlaygroundView::overAdmissionIsDrawnOverItsBurst()
{
    // A fixed window's edge burst: 10 admissions at 0-9 ms, 10 more at 100-109 ms, window 1 s.
    using K = PlaygroundEvent::Kind;
    PlaygroundTimeline timeline;
    timeline.clear(2, 1'000'000);
    QList<PlaygroundEvent> events;
    for (int i = 0; i < 10; ++i)
        events << ev(i, i % 2, K::Admitted) << ev(100 + i, i % 2, K::Admitted);
    std::stable_sort(events.begin(), events.end(),
                     [](const auto &a, const auto &b) { return a.timeUs < b.timeUs; });
    timeline.add(events);
    CheckReport report;
    CheckReport::Violation burst;
    burst.kind = CheckReport::Violation::Kind::OverAdmission;
    burst.resource = QStringLiteral("orders");
    burst.timeUs = ev(100, 0, K::Admitted).timeUs; // the 11th admission within a second
    burst.clients = {0, 1};
    report.violations << burst;
    timeline.setViolations(report);
    QCOMPARE(timeline.violations().size(), 1);
    // From the first admission of the burst to the one over the limit: not the second after.
    QCOMPARE(timeline.violations().first().startUs, ev(0, 0, K::Admitted).timeUs);
    QVERIFY(timeline.violations().first().bracket); // its two bursts, not a band between
    QCOMPARE(timeline.violations().first().endUs, burst.timeUs);
}

void TestPlaygroundView::timelineSpansMatchEveryBarScanned()
{
    // Overlapping deliveries of one consumer on one queue: the index must find the earliest
    // end among every bar still live at the violation, as a scan of every bar does.
    using K = PlaygroundEvent::Kind;
    PlaygroundTimeline timeline;
    timeline.clear(4);
    QList<PlaygroundEvent> events;
    for (int i = 0; i < 3000; ++i) {
        PlaygroundEvent delivered = ev(i * 10, i % 4, K::Delivered);
        delivered.item = QString::number(i);
        PlaygroundEvent acked = ev(i * 10 + 5 + (i * 37) % 200, i % 4, K::Acked);
        acked.item = delivered.item;
        events << delivered << acked;
    }
    std::sort(events.begin(), events.end(), [](const PlaygroundEvent &a, const PlaygroundEvent &b) {
        return a.timeUs < b.timeUs;
    });
    timeline.add(events);
    CheckReport report;
    for (int i = 0; i < 200; ++i) {
        CheckReport::Violation v;
        v.kind = CheckReport::Violation::Kind::DuplicateDelivery;
        v.resource = QStringLiteral("orders");
        v.timeUs = ev(i * 150 + 3, 0, K::Delivered).timeUs;
        v.clients = {i % 4, (i + 1) % 4};
        report.violations << v;
    }
    timeline.setViolations(report);
    QCOMPARE(timeline.violations().size(), report.violations.size());
    for (qsizetype k = 0; k < report.violations.size(); ++k) {
        const CheckReport::Violation &v = report.violations.at(k);
        qint64 end = -1;
        for (const PlaygroundTimeline::Bar &bar : timeline.bars()) {
            if (!v.clients.contains(bar.client) || bar.startUs > v.timeUs ||
                (bar.endUs >= 0 && bar.endUs < v.timeUs))
                continue;
            const qint64 barEnd = bar.endUs < 0 ? timeline.endUs() : bar.endUs;
            end = end < 0 ? barEnd : std::min(end, barEnd);
        }
        QCOMPARE(timeline.violations().at(k).endUs, std::max(v.timeUs, end));
    }
}

void TestPlaygroundView::checkRunnerResetLeavesACheckUnderWayBehind()
{
    using K = PlaygroundEvent::Kind;
    PlaygroundHistory::Run run;
    run.clients = 2;
    QList<PlaygroundEvent> big;
    for (int i = 0; i < 200'000; ++i)
        big << ev(i, i % 2, i % 2 ? K::Released : K::Granted);
    PlaygroundCheckRunner runner;
    QSignalSpy checked(&runner, &PlaygroundCheckRunner::checked);
    runner.request(run, {big});
    QTRY_VERIFY_WITH_TIMEOUT(runner.isBusy(), TimeoutMs);
    QTest::qWait(30); // the thread is joining or checking the long history
    runner.reset();
    QVERIFY(!runner.isBusy()); // was: busy until the old check ended
    runner.request(run, {{ev(0, 0, K::Granted), ev(1, 0, K::Released)}});
    QVERIFY(checked.wait(TimeoutMs));
    QCOMPARE(checked.first().at(1).value<PlaygroundHistory>().size(), 2);
    QTest::qWait(300);
    QCOMPARE(checked.size(), 1); // the left-behind check is never reported
}

void TestPlaygroundView::waitChartLeavesBinsWithoutGrantsOut()
{
    using K = PlaygroundEvent::Kind;
    PlaygroundRateBins bins;
    // A grant after 20 ms in the first bin, refusals only in the next two, a grant in the 4th.
    bins.add({ev(0, 0, K::Attempt), ev(20, 0, K::Granted), ev(50, 0, K::Released),
              ev(100, 1, K::Attempt), ev(150, 1, K::Refused), ev(200, 1, K::Attempt),
              ev(250, 1, K::Refused), ev(300, 0, K::Attempt), ev(330, 0, K::Granted)});
    QCOMPARE(bins.throughput().size(), 4);
    const QList<QPointF> p50 = bins.waitP50();
    QCOMPARE(p50.size(), 2); // no point where nobody was granted (was 0 ms)
    QCOMPARE(p50.at(0), QPointF(0, 20));
    QCOMPARE(p50.at(1), QPointF(0.3, 30));
    QCOMPARE(bins.waitP99().size(), 2);
}

void TestPlaygroundView::timelineDrawsWaitsRefusalsAndEnqueues()
{
    using K = PlaygroundEvent::Kind;
    PlaygroundTimeline timeline;
    timeline.clear(6);
    PlaygroundEvent crash = ev(60, 3, K::Fault);
    crash.fault = QStringLiteral("crash");
    PlaygroundEvent enqueued = ev(70, 5, K::Enqueued);
    enqueued.item = QStringLiteral("i1");
    // c0 waits 20 ms for its grant (a retry's second attempt does not restart the wait); c1 is
    // refused after 2 s; c2 still waits; c3 waits until it crashes; c4 hits a limiter (no wait
    // kept: an answer at once); c5 enqueues.
    timeline.add({ev(0, 0, K::Attempt), ev(5, 0, K::Attempt), ev(10, 1, K::Attempt),
                  ev(20, 0, K::Granted), ev(30, 2, K::Attempt), ev(40, 3, K::Attempt),
                  ev(50, 4, K::Attempt), ev(50, 4, K::Admitted), ev(55, 4, K::Attempt),
                  ev(55, 4, K::Limited), crash, enqueued, ev(2010, 1, K::Refused)});
    QHash<int, PlaygroundTimeline::Wait> waits;
    for (const PlaygroundTimeline::Wait &w : timeline.waits()) {
        QVERIFY2(!waits.contains(w.client), "one wait per client here");
        waits.insert(w.client, w);
    }
    QCOMPARE(waits.size(), 4);
    QCOMPARE(waits[0].startUs, ev(0, 0, K::Attempt).timeUs);
    QCOMPARE(waits[0].endUs, ev(20, 0, K::Granted).timeUs);
    QVERIFY(!waits[0].refused);
    QCOMPARE(waits[1].endUs, ev(2010, 1, K::Refused).timeUs);
    QVERIFY(waits[1].refused);
    QCOMPARE(waits[2].endUs, -1); // still waiting: drawn to the end
    QCOMPARE(waits[3].endUs, crash.timeUs);
    QVERIFY(!waits.contains(4));

    // Holds and admissions are bars; enqueues and limited hits ticks, bounded apart.
    using BarKind = PlaygroundTimeline::Bar::Kind;
    const auto kindsOf = [](const QList<PlaygroundTimeline::Bar> &list) {
        QList<BarKind> kinds;
        for (const PlaygroundTimeline::Bar &b : list)
            kinds << b.kind;
        return kinds;
    };
    QCOMPARE(kindsOf(timeline.bars()), (QList<BarKind>{BarKind::Hold, BarKind::Admitted}));
    QCOMPARE(kindsOf(timeline.ticks()), (QList<BarKind>{BarKind::Limited, BarKind::Enqueued}));
    QCOMPARE(timeline.ticks().last().item, QStringLiteral("i1"));

    // The Gantt paints them: the waiting row is not blank where nothing is held.
    PlaygroundGantt gantt(&timeline);
    gantt.resize(600, 200);
    const QImage painted = gantt.grab().toImage();
    const int row = gantt.rowHeight();
    const int y = 2 + 2 * row + row / 2; // c2's middle
    const QColor base = gantt.palette().color(QPalette::Base);
    int marked = 0;
    for (int x = 60; x < painted.width() - 10; ++x)
        marked += painted.pixelColor(x, y) != base;
    QVERIFY2(marked > painted.width() / 2, qPrintable(QString::number(marked)));
    QVERIFY(PlaygroundGantt::legendHtml(gantt.palette()).contains(QStringLiteral("waiting")));
}

void TestPlaygroundView::lostItemIsDrawnOverItsDeliveryUntilTheCrash()
{
    using K = PlaygroundEvent::Kind;
    PlaygroundTimeline timeline;
    timeline.clear(3);
    const auto item = [](PlaygroundEvent e, const char *id) {
        e.item = QString::fromLatin1(id);
        return e;
    };
    PlaygroundEvent crash = ev(500, 1, K::Fault);
    crash.fault = QStringLiteral("crash");
    timeline.add({item(ev(0, 0, K::Enqueued), "i1"), item(ev(10, 0, K::Enqueued), "i2"),
                  item(ev(100, 1, K::Delivered), "i1"), item(ev(120, 2, K::Delivered), "i2"),
                  item(ev(150, 2, K::Acked), "i2"), crash, ev(900, 2, K::Attempt)});
    CheckReport report;
    CheckReport::Violation lost;
    lost.kind = CheckReport::Violation::Kind::LostItem;
    lost.resource = QStringLiteral("orders");
    lost.item = QStringLiteral("i1");
    lost.timeUs = ev(0, 0, K::Enqueued).timeUs; // what the checker says: its enqueue
    lost.clients = {0, 1};
    report.violations = {lost};
    report.violationCounts[lost.kind] = 1;
    report.violationsTotal = 1;
    timeline.setViolations(report);
    // Red at the enqueue on the producer's row, and over the consumer's delivery to its crash:
    // not at the enqueue time on the consumer's row (it did not have the item then).
    QCOMPARE(timeline.violations().size(), 2);
    QVERIFY(timeline.isViolation(0, ev(0, 0, K::Enqueued).timeUs));
    QVERIFY(!timeline.isViolation(1, ev(0, 0, K::Enqueued).timeUs));
    QVERIFY(timeline.isViolation(1, ev(100, 1, K::Delivered).timeUs));
    QVERIFY(timeline.isViolation(1, ev(400, 1, K::Delivered).timeUs));
    QVERIFY(!timeline.isViolation(1, ev(600, 1, K::Delivered).timeUs));
    QVERIFY(!timeline.isViolation(2, ev(130, 2, K::Delivered).timeUs)); // i2 was acked
}

void TestPlaygroundView::secondChartShowsWhatThePrimitiveMakesWaitFor()
{
    using K = PlaygroundEvent::Kind;
    PlaygroundRateBins bins;
    const auto item = [](PlaygroundEvent e, const char *id) {
        e.item = QString::fromLatin1(id);
        return e;
    };
    // A task item waits 30 ms from its enqueue; delivered again (its consumer crashed), 80 ms
    // from its enqueue still; a delayed one due 200 ms after its enqueue is delivered 50 ms late.
    PlaygroundEvent delayed = item(ev(100, 0, K::Enqueued), "d1");
    delayed.detail = PlaygroundEvent::dueDetail(200);
    QCOMPARE(delayed.dueInMs(), std::optional<qint64>(200));
    for (const char *bad : {"due in soon", "due in ms", "due in -5 ms", "due in 99999999999 ms"})
        QCOMPARE(ev(0, 0, K::Enqueued, QString::fromLatin1(bad)).dueInMs(), std::nullopt);
    PlaygroundEvent crash = ev(50, 1, K::Fault);
    crash.fault = QStringLiteral("crash");
    bins.add({item(ev(0, 0, K::Enqueued), "t1"), item(ev(30, 1, K::Delivered), "t1"), crash,
              item(ev(80, 2, K::Delivered), "t1"), item(ev(90, 2, K::Acked), "t1"), delayed,
              item(ev(350, 2, K::Delivered), "d1"), item(ev(350, 2, K::Acked), "d1")});
    const QList<QPointF> p50 = bins.waitP50();
    QCOMPARE(p50.size(), 2);
    QCOMPARE(p50.at(0), QPointF(0, 30));
    QCOMPARE(bins.waitP99().at(0), QPointF(0, 80));
    QCOMPARE(p50.at(1), QPointF(0.3, 50));

    // A limiter: admitted and limited per second, per 100 ms bin.
    PlaygroundRateBins limiter;
    limiter.add({ev(0, 0, K::Attempt), ev(0, 0, K::Admitted), ev(10, 1, K::Attempt),
                 ev(10, 1, K::Admitted), ev(20, 0, K::Attempt), ev(20, 0, K::Limited),
                 ev(150, 1, K::Attempt), ev(150, 1, K::Limited)});
    QCOMPARE(limiter.admittedPerSecond(), (QList<QPointF>{{0, 20}, {0.1, 0}}));
    QCOMPARE(limiter.limitedPerSecond(), (QList<QPointF>{{0, 10}, {0.1, 10}}));

    PlaygroundCharts charts;
    const auto *second = charts.findChild<QChartView *>(QStringLiteral("playgroundWaitChart"));
    QVERIFY(second);
    QCOMPARE(second->chart()->title(), QStringLiteral("Wait to grant"));
    charts.setPrimitive(PlaygroundPrimitive::DelayedQueue);
    QCOMPARE(second->chart()->title(), QStringLiteral("Delivered after due"));
    charts.setPrimitive(PlaygroundPrimitive::RateLimiter);
    QCOMPARE(second->chart()->title(), QStringLiteral("Admitted and limited"));
    charts.plot(limiter);
    const QList<QAbstractSeries *> series = second->chart()->series();
    QCOMPARE(series.size(), 2);
    QCOMPARE(series.at(0)->name(), QStringLiteral("admitted"));
    QCOMPARE(static_cast<QLineSeries *>(series.at(0))->points(), limiter.admittedPerSecond());
    QCOMPARE(static_cast<QLineSeries *>(series.at(1))->points(), limiter.limitedPerSecond());
    // Limited hits on their own axis on the right (they can outnumber admissions 1000 to 1);
    // back on the left for the next lock run.
    const auto sides = [&] {
        QList<Qt::Alignment> out;
        for (const QAbstractAxis *axis : series.at(1)->attachedAxes())
            if (axis->orientation() == Qt::Vertical)
                out << axis->alignment();
        return out;
    };
    QCOMPARE(sides(), QList<Qt::Alignment>{Qt::AlignRight});
    charts.setPrimitive(PlaygroundPrimitive::Lock);
    QCOMPARE(sides(), QList<Qt::Alignment>{Qt::AlignLeft});
    QCOMPARE(series.at(1)->name(), QStringLiteral("wait p99"));
}

void TestPlaygroundView::redlockTableStopsFollowingWhenScrolledUp()
{
    PlaygroundRedlockModel model;
    PlaygroundRedlockPanel panel(&model);
    panel.resize(600, 200);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *table = panel.findChild<QTableView *>();
    QVERIFY(table);
    const auto attempts = [&](int from, int count) {
        QList<PlaygroundEvent> events;
        for (int i = from; i < from + count; ++i)
            events << ev(i, i % 4, PlaygroundEvent::Kind::Granted,
                         QStringLiteral("validity %1 ms; nodes: yes 0.1ms, yes 0.2ms, no 0.1ms")
                             .arg(1000 - i));
        model.add(events);
    };
    attempts(0, 60);
    QScrollBar *bar = table->verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0);
    QCOMPARE(bar->value(), bar->maximum()); // the newest in sight
    bar->setValue(0);                       // the user reads the first attempts
    attempts(60, 5);
    QCOMPARE(bar->value(), 0);
    bar->setValue(bar->maximum()); // back at the bottom: follows again
    attempts(65, 5);
    QCOMPARE(bar->value(), bar->maximum());
}

void TestPlaygroundView::verdictFiguresFitThePrimitive()
{
    CheckReport report;
    report.metrics.waitP50Us = 1500;
    report.metrics.waitP99Us = 20000;
    report.metrics.jainIndex = 0.5;
    report.metrics.enqueued = 10;
    report.metrics.delivered = 9;
    report.metrics.redeliveries = 1;
    report.metrics.acked = 8;
    report.metrics.admitted = 30;
    report.metrics.limited = 4;
    QCOMPARE(PlaygroundView::figures(report, PlaygroundPrimitive::Semaphore),
             QStringLiteral("wait p50 1.5 ms, p99 20.0 ms, Jain 0.50"));
    // A queue's consumers wait on no grant: its figures are its items'.
    QCOMPARE(PlaygroundView::figures(report, PlaygroundPrimitive::Queue),
             QStringLiteral("10 enqueued, 9 delivered (1 again), 8 acked"));
    QCOMPARE(PlaygroundView::figures(report, PlaygroundPrimitive::RateLimiter),
             QStringLiteral("30 admitted, 4 limited"));
}

void TestPlaygroundView::failedRefusalsAreNotOperationsAndShowInTheVerdict()
{
    using K = PlaygroundEvent::Kind;
    PlaygroundRateBins bins;
    PlaygroundEvent failed = ev(10, 0, K::Refused, QStringLiteral("Connection refused"));
    failed.failed = true;
    bins.add({ev(0, 0, K::Attempt), failed, ev(20, 1, K::Attempt), ev(30, 1, K::Granted)});
    QCOMPARE(bins.operations(), 1);
    QCOMPARE(bins.failures(), 1);

    QTemporaryDir dir;
    QList<QByteArray> lines;
    for (int i = 0; i < 5; ++i) {
        lines
            << QByteArrayLiteral(R"({"t":)") + QByteArray::number(1'000'000 + i * 1000) +
                   R"(,"client":0,"kind":"attempt","resource":"orders"})"
            << QByteArrayLiteral(R"({"t":)") + QByteArray::number(1'000'500 + i * 1000) +
                   R"(,"client":0,"kind":"refused","resource":"orders","detail":"connection refused","failed":true})";
    }
    const QString path = writeHistory(dir, QStringLiteral("failed.jsonl"), lockRun, lines);
    ServerSession session;
    PlaygroundView view(&session);
    QVERIFY(load(view, path).ok());
    QTRY_VERIFY_WITH_TIMEOUT(view.verdictText().startsWith(QStringLiteral("Final: ")), TimeoutMs);
    QCOMPARE(view.report().metrics.failed, 5);
    QVERIFY2(view.verdictText().contains(QStringLiteral("5 operations failed: connection refused")),
             qPrintable(view.verdictText()));
    QCOMPARE(view.rateBins().operations(), 0);
}

void TestPlaygroundView::serverGoneMidRunShowsFailedOperations()
{
    ServerSession session;
    PlaygroundView view(&session);
    runWhileTheServerGoes(session, view, 0);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(view.report().metrics.failed > 0);
    QVERIFY2(view.verdictText().contains(
                 QStringLiteral("%1 operations failed: ").arg(view.report().metrics.failed)),
             qPrintable(view.verdictText()));
    QVERIFY(view.rateBins().failures() > 0);
    qInfo("server gone: %s", qPrintable(view.verdictText()));
}

void TestPlaygroundView::serverGoneMidRunIsInconclusive()
{
    ServerSession session;
    PlaygroundView view(&session);
    runWhileTheServerGoes(session, view, 1); // a scenario: its verdict must not be given either
    if (QTest::currentTestFailed())
        return;
    QVERIFY(view.report().inconclusive());
    const QString verdict = view.verdictText();
    // Said first and apart from a verdict on the primitive, with what failed and when.
    QVERIFY2(verdict.startsWith(QStringLiteral("Final: INCONCLUSIVE: ")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QRegularExpression(
                 QStringLiteral(R"(failed operations: \d+ of \d+ \(\d+\.\d %\): .+; the first )"
                                R"(at \+\d+\.\d+ s, the last at \+\d+\.\d+ s)"))),
             qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("Not judged: the run is inconclusive.")),
             qPrintable(verdict));
    QVERIFY2(!verdict.contains(QStringLiteral("As expected")) &&
                 !verdict.contains(QStringLiteral("NOT as expected")),
             qPrintable(verdict));
    QCOMPARE(view.findChild<QLabel *>(QStringLiteral("playgroundVerdict"))->styleSheet(),
             QStringLiteral("color: #c60;"));
}

void TestPlaygroundView::faultTargetPastIntMaxIsRefused()
{
    PlaygroundConfigForm form;
    form.choose(0);
    FaultSpec crash;
    crash.atMs = 100;
    crash.client = 0;
    form.faultList()->addFault(crash);
    QVERIFY(form.config(ConnectionOptions()).ok());
    auto *table = form.findChild<QTableWidget *>(QStringLiteral("playgroundFaults"));
    QVERIFY(table);
    table->item(0, PlaygroundFaultList::TargetColumn)->setText(QStringLiteral("4294967296"));
    const auto config = form.config(ConnectionOptions()); // was client 0, and valid
    QVERIFY(!config.ok());
    QVERIFY2(config.error().message().contains(QStringLiteral("4294967296")),
             qPrintable(config.error().message()));
}

void TestPlaygroundView::formTtlOutsideTheSlidersOldRangeIsKept()
{
    ServerSession session;
    PlaygroundView view(&session);
    view.form()->choose(0);
    view.form()->variantBox()->setCurrentIndex(
        view.form()->variantBox()->findText(QStringLiteral("redlock")));
    QVERIFY(view.redlockPanel()->isVisibleTo(&view));
    for (const qint64 ttl : {qint64(10'000), qint64(20), qint64(1234)}) {
        view.form()->ttlEdit()->setText(QString::number(ttl));
        const auto config = view.form()->config(ConnectionOptions());
        QVERIFY2(config.ok(), qPrintable(config.error().message()));
        QCOMPARE(config->profile.ttlMs, ttl);
        SimulationConfig c = *config;
        view.redlockPanel()->applyTo(c);
        QCOMPARE(c.profile.ttlMs, ttl); // was 5000, then 50
        QCOMPARE(view.redlockPanel()->ttlMs(), ttl);
    }
    // Moved by the user, the slider is what the run gets, up to the form's limit.
    auto *slider =
        view.redlockPanel()->findChild<QSlider *>(QStringLiteral("playgroundRedlockTtl"));
    QVERIFY(slider);
    slider->triggerAction(QAbstractSlider::SliderToMaximum);
    QVERIFY(view.redlockPanel()->ttlChosen());
    QCOMPARE(view.redlockPanel()->ttlMs(), PlaygroundConfigForm::MaxTtlMs);
    SimulationConfig c = *view.form()->config(ConnectionOptions());
    view.redlockPanel()->applyTo(c);
    QCOMPARE(c.profile.ttlMs, PlaygroundConfigForm::MaxTtlMs);
}

void TestPlaygroundView::customFormIsNotClipped()
{
    ServerSession session;
    PlaygroundView view(&session);
    view.resize(900, 700);
    view.show();
    view.form()->choose(4, QStringLiteral("token")); // the Custom fields hidden at first
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.form()->choose(0);
    QTRY_VERIFY_WITH_TIMEOUT(view.form()->width() >= view.form()->minimumSizeHint().width(),
                             TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(view.stopButton()->visibleRegion().boundingRect().width() ==
                                 view.stopButton()->width(),
                             TimeoutMs);
}

void TestPlaygroundView::readOnlyDuringARunAbortsIt()
{
    ServerSession session;
    session.connectTo(m_server->connectionOptions());
    PlaygroundView view(&session);
    view.form()->choose(0);
    view.form()->clientsBox()->setValue(3);
    view.form()->secondsEdit()->setText(QStringLiteral("30"));
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    QSignalSpy finished(&view, &PlaygroundView::runFinished);
    view.start();
    QTRY_VERIFY_WITH_TIMEOUT(view.eventCount() > 10, TimeoutMs);
    session.setReadOnly(true);
    QVERIFY(finished.wait(TimeoutMs)); // was: still running, writing
    QVERIFY(!view.isRunning());
    QVERIFY(view.engine()->elapsedMs() < 30'000);
    const qsizetype after = view.eventCount();
    QVERIFY(view.messageLine()->message().startsWith(QStringLiteral("Read-only turned on")));
    QTest::qWait(300);
    QCOMPARE(view.eventCount(), after);
    QVERIFY(!view.startButton()->isEnabled());
}

void TestPlaygroundView::pausedRunRequestsNoMoreChecks()
{
    ServerSession session;
    session.connectTo(m_server->connectionOptions());
    PlaygroundView view(&session);
    view.form()->choose(0);
    view.form()->clientsBox()->setValue(3);
    view.form()->secondsEdit()->setText(QStringLiteral("10"));
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    view.start();
    QTRY_VERIFY_WITH_TIMEOUT(view.checksRequested() >= 1, TimeoutMs);
    view.togglePause();
    QTRY_COMPARE_WITH_TIMEOUT(view.engine()->state(), SimulationEngine::State::Paused, TimeoutMs);
    QTest::qWait(2 * PlaygroundView::CheckIntervalMs); // operations under way finish, checked
    const int requested = view.checksRequested();
    QTest::qWait(3 * PlaygroundView::CheckIntervalMs);
    QCOMPARE(view.checksRequested(), requested); // was one per interval
    QSignalSpy finished(&view, &PlaygroundView::runFinished);
    view.stop();
    QVERIFY(finished.wait(TimeoutMs));
}

void TestPlaygroundView::closingTheViewDuringARunOrCheckDoesNotHang()
{
    ServerSession session;
    session.connectTo(m_server->connectionOptions());
    auto running = std::make_unique<PlaygroundView>(&session);
    running->form()->choose(0);
    running->form()->secondsEdit()->setText(QStringLiteral("30"));
    QTRY_VERIFY_WITH_TIMEOUT(running->startButton()->isEnabled(), TimeoutMs);
    running->start();
    QTRY_VERIFY_WITH_TIMEOUT(running->checksRequested() >= 2, TimeoutMs);
    running.reset(); // the engine aborts; a check under way is left to its thread

    // A long history: its check runs for a while after the load.
    QTemporaryDir dir;
    QList<QByteArray> lines;
    for (int i = 0; i < 60'000; ++i) {
        const QByteArray t = QByteArray::number(1'000'000 + qint64(i) * 100);
        const QByteArray client = QByteArray::number(i % 2);
        lines << R"({"t":)" + t + R"(,"client":)" + client +
                     R"(,"kind":"granted","resource":"orders","token":"a"})"
              << R"({"t":)" + t + R"(,"client":)" + client +
                     R"(,"kind":"released","resource":"orders","token":"a"})";
    }
    const QString path = writeHistory(dir, QStringLiteral("long.jsonl"), lockRun, lines);
    auto checking = std::make_unique<PlaygroundView>(&session);
    QVERIFY(load(*checking, path).ok());
    QCOMPARE(checking->checksRequested(), 1);
    QCOMPARE(checking->checksShown(), 0);
    checking.reset();
    // And a view closed while it reads a file.
    auto loading = std::make_unique<PlaygroundView>(&session);
    loading->loadHistory(path);
    QVERIFY(loading->isLoading());
    loading.reset();
    QTest::qWait(100);
}

void TestPlaygroundView::redlockScenarioFillsTheNodePanel()
{
    ServerSession session;
    session.connectTo(m_server->connectionOptions());
    PlaygroundView view(&session);
    view.resize(1400, 900);
    view.show();
    view.form()->choose(7, QStringLiteral("redlock"));
    QVERIFY(view.redlockPanel()->isVisibleTo(&view));
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    QSignalSpy finished(&view, &PlaygroundView::runFinished);
    view.start();
    QVERIFY(finished.wait(TimeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(view.verdictText().startsWith(QStringLiteral("Final: ")), TimeoutMs);
    QVERIFY(view.redlockModel()->rowCount() > 0);
    QCOMPARE(view.redlockModel()->nodeCount(), 5);
    int full = 0; // attempts with all 5 nodes' answers
    for (int row = 0; row < view.redlockModel()->rowCount(); ++row) {
        if (!view.redlockModel()
                 ->index(row, PlaygroundRedlockModel::FirstNodeColumn + 4)
                 .data()
                 .toString()
                 .isEmpty())
            ++full;
    }
    QVERIFY2(full > 0, qPrintable(view.verdictText()));
    QVERIFY2(view.verdictText().contains(QStringLiteral("Expected: ")),
             qPrintable(view.verdictText()));
}

void TestPlaygroundView::staysResponsiveWith256Clients()
{
    ServerSession session;
    session.connectTo(m_server->connectionOptions());
    PlaygroundView view(&session);
    view.resize(1400, 900);
    view.show();
    view.form()->choose(0); // Custom: a token lock, short holds, 256 clients
    view.form()->holdEdit()->setText(QStringLiteral("1-3"));
    view.form()->clientsBox()->setValue(256);
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    QTest::qWait(300); // the first paint and layout of the window are not the run's
    QSignalSpy finished(&view, &PlaygroundView::runFinished);
    QSignalSpy verdict(&view, &PlaygroundView::verdictUpdated);
    view.start();
    const Stall stall = longestStall([&] { return !finished.isEmpty(); }, 20000);
    QVERIFY(!finished.isEmpty());
    QVERIFY(view.eventCount() > 256);
    const Stall finalStall = longestStall(
        [&] { return view.verdictText().startsWith(QStringLiteral("Final: ")); }, 10000);
    QVERIFY2(view.verdictText().startsWith(QStringLiteral("Final: ")),
             qPrintable(view.verdictText()));
    QVERIFY(!verdict.isEmpty());
    QCOMPARE(view.timeline().clients(), 256);
    QVERIFY(!view.timeline().bars().isEmpty());
    QVERIFY(view.timeline().bars().size() <= PlaygroundTimeline::MaxBars);
    QVERIFY(view.charts()->pointCount() <= PlaygroundRateBins::MaxBins);
    QVERIFY(view.gantt()->rowHeight() >= PlaygroundGantt::MinRowHeight);
    QElapsedTimer paint;
    paint.start();
    const QPixmap gantt = view.gantt()->grab();
    QVERIFY(!gantt.isNull());
    QVERIFY(view.gantt()->lastTickCount() <= PlaygroundGantt::MaxTicks + 1);
    // Figures only: speed is measured in bench/, never asserted here.
    qInfo("256 clients: Gantt of %lld bars painted in %lld ms",
          qint64(view.timeline().bars().size()), paint.elapsed());
    qInfo("256 clients: %lld events, %d checks shown, longest frame %lld us; longest event-loop "
          "stall %lld ms while running (%lld ms of it on the CPU), %lld ms until the final "
          "verdict",
          qint64(view.eventCount()), view.checksShown(), view.longestFrameUs(), stall.wallMs,
          stall.cpuMs, finalStall.wallMs);
}

QTEST_MAIN(TestPlaygroundView)
#include "tst_playgroundview.moc"
