#include "checkreport.h"
#include "playgroundcharts.h"
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

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>

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
    view.start();
    QVERIFY(view.isRunning());
    QVERIFY(!view.startButton()->isEnabled());
    QVERIFY(finished.wait(TimeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(view.verdictText().startsWith(QStringLiteral("Final: ")), TimeoutMs);
    QVERIFY2(view.report().count(CheckReport::Violation::Kind::OverlappingHolds) >= 1,
             qPrintable(view.verdictText()));
    QVERIFY(view.verdictText().contains(QStringLiteral("overlapping-holds")));
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
    QVERIFY(view.loadHistory(path).ok());
    QCOMPARE(view.eventCount(), 6);
    QCOMPARE(view.timeline().bars().size(), 2);
    QVERIFY(verdict.wait(TimeoutMs));
    QCOMPARE(view.report().violationCount(), 1);
    QVERIFY(view.timeline().isViolation(0, 1'350'000));
    QVERIFY(view.timeline().isViolation(1, 1'350'000));
    QVERIFY(view.verdictText().startsWith(QStringLiteral("Final: 1 violation (")));
    // Saved back, it loads the same; a bad file is an error, the shown history stays.
    const QString copy = dir.filePath(QStringLiteral("copy.jsonl"));
    QVERIFY(view.saveHistory(copy).ok());
    QVERIFY(view.saveHistory(dir.filePath(QStringLiteral("copy.csv"))).ok());
    QVERIFY(view.loadHistory(copy).ok());
    QCOMPARE(view.eventCount(), 6);
    const auto missing = view.loadHistory(dir.filePath(QStringLiteral("missing.jsonl")));
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message().contains(QStringLiteral("missing.jsonl")));
    QCOMPARE(view.eventCount(), 6);
}

void TestPlaygroundView::staysResponsiveWith256Clients()
{
    ServerSession session;
    session.connectTo(m_server->connectionOptions());
    PlaygroundView view(&session);
    view.resize(1400, 900);
    view.show();
    view.form()->choose(0);
    // A limiter: every hit is an event, the most events per second a run makes.
    view.form()->primitiveBox()->setCurrentIndex(
        view.form()->primitiveBox()->findText(QStringLiteral("rate-limiter")));
    view.form()->clientsBox()->setValue(256);
    QTRY_VERIFY_WITH_TIMEOUT(view.startButton()->isEnabled(), TimeoutMs);
    QTest::qWait(300); // the first paint and layout of the window are not the run's
    QSignalSpy finished(&view, &PlaygroundView::runFinished);
    view.start();
    const Stall stall = longestStall([&] { return !finished.isEmpty(); }, 20000);
    QVERIFY(!finished.isEmpty());
    QSignalSpy verdict(&view, &PlaygroundView::verdictUpdated);
    const Stall finalStall = longestStall([&] { return !verdict.isEmpty(); }, 10000);
    QVERIFY(view.verdictText().startsWith(QStringLiteral("Final: ")));
    QCOMPARE(view.timeline().clients(), 256);
    QVERIFY(view.gantt()->rowHeight() >= PlaygroundGantt::MinRowHeight);
    QElapsedTimer paint;
    paint.start();
    const QPixmap gantt = view.gantt()->grab();
    const qint64 paintMs = paint.elapsed();
    qInfo("256 clients: Gantt of %lld bars painted in %lld ms",
          qint64(view.timeline().bars().size()), paintMs);
    qInfo("256 clients: %lld events, %d checks shown, longest frame %lld us; longest event-loop "
          "stall %lld ms while running (%lld ms of it on the CPU), %lld ms until the final "
          "verdict",
          qint64(view.eventCount()), view.checksShown(), view.longestFrameUs(), stall.wallMs,
          stall.cpuMs, finalStall.wallMs);
    // Generous: 2 shared cores run the 256 client threads, the server and the GUI.
    QVERIFY2(
        std::max(stall.wallMs, finalStall.wallMs) < 1000,
        qPrintable(QStringLiteral("stalled %1 ms").arg(std::max(stall.wallMs, finalStall.wallMs))));
}

QTEST_MAIN(TestPlaygroundView)
#include "tst_playgroundview.moc"
