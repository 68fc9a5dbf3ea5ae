// coordscope-guibench: the GUI under the load (10,000 locks, a 100,000-item delayed
// queue, 1,000 limiter subjects in the sandbox), offscreen, at the default refresh: the longest
// event-loop stall, the app's CPU and its RSS while every tab is shown in turn.
// Results and method: docs/PERFORMANCE.md.
#include "eventloopprobe.h"
#include "guiloadfixture.h"
#include "inspectormonitor.h"
#include "inspectorview.h"
#include "mainwindow.h"
#include "playgroundconfigform.h"
#include "playgroundview.h"
#include "redisconnection.h"
#include "redisserverprocess.h"
#include "serversession.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QThread>

#include <cstdio>
#include <functional>
#include <sys/resource.h>

namespace {
bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(1);
    }
    return true;
}

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// VmRSS / VmHWM from /proc/self/status, in MiB.
double statusMiB(const QByteArray &field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(QByteArray(field + ':')))
            return line.mid(field.size() + 1).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly)
               ? QString::fromLatin1(file.readAll().split(' ').mid(0, 3).join(' '))
               : QString();
}

void fail(const QString &message)
{
    std::fprintf(stderr, "coordscope-guibench: %s\n", qPrintable(message));
}

// The Playground tab running `clients` simulated clients on the sandbox, run after run for
// `seconds`: the longest event-loop stall, the longest frame of the panel, CPU and RSS of the
// whole app (the engine's threads included).
int measurePlayground(MainWindow &window, int clients, const QString &kind, int seconds,
                      bool asJson)
{
    auto *view = window.findChild<PlaygroundView *>();
    if (!view) {
        fail(QStringLiteral("no Playground tab"));
        return 1;
    }
    window.tabs()->setCurrentWidget(view);
    PlaygroundConfigForm *form = view->form();
    form->choose(0);
    const bool limiter = kind == u"limiter";
    form->primitiveBox()->setCurrentText(limiter ? QStringLiteral("rate-limiter")
                                                 : QStringLiteral("lock"));
    form->variantBox()->setCurrentText(limiter ? QStringLiteral("sliding")
                                               : QStringLiteral("token"));
    form->clientsBox()->setValue(clients);
    form->holdEdit()->setText(QStringLiteral("1-5"));
    if (!view->startButton()->isEnabled()) {
        fail(QStringLiteral("Start is disabled: %1").arg(view->startBlockedReason()));
        return 1;
    }
    EventLoopProbe probe;
    const double cpuBefore = cpuSeconds();
    QElapsedTimer wall;
    wall.start();
    probe.start();
    int runs = 0;
    qint64 events = 0;
    while (wall.elapsed() < qint64(seconds) * 1000) {
        view->start();
        ++runs;
        if (!waitFor([&] { return !view->isRunning(); }, 60000)) {
            fail(QStringLiteral("a run did not end within 60 s"));
            return 1;
        }
        events += view->eventCount();
    }
    probe.stop();
    const double wallS = double(wall.elapsed()) / 1000.0;
    const double cpuPercent = (cpuSeconds() - cpuBefore) / wallS * 100.0;
    QJsonObject report{
        {QStringLiteral("clients"), clients},
        {QStringLiteral("kind"), kind},
        {QStringLiteral("runs"), runs},
        {QStringLiteral("events"), events},
        {QStringLiteral("seconds"), wallS},
        {QStringLiteral("maxStallMs"), probe.maxStallMs()},
        {QStringLiteral("p99StallMs"), probe.stallPercentileMs(99)},
        {QStringLiteral("longestFrameMs"), double(view->longestFrameUs()) / 1000.0},
        {QStringLiteral("cpuPercentOfOneCore"), cpuPercent},
        {QStringLiteral("rssMiB"), statusMiB("VmRSS")},
        {QStringLiteral("peakRssMiB"), statusMiB("VmHWM")},
        {QStringLiteral("loadAverage"), loadAverage()},
    };
    if (asJson) {
        std::fputs(QJsonDocument(report).toJson().constData(), stdout);
        return 0;
    }
    std::printf("Playground tab, %d clients (%s), %d runs, %lld events, %.0f s (load average "
                "%s)\n",
                clients, qPrintable(kind), runs, events, wallS, qPrintable(loadAverage()));
    std::printf("  longest stall     %.1f ms (p99 %.1f ms)\n", probe.maxStallMs(),
                probe.stallPercentileMs(99));
    std::printf("  longest frame     %.1f ms (draining, binning, charting)\n",
                double(view->longestFrameUs()) / 1000.0);
    std::printf("  CPU               %.1f%% of one core (the app: GUI and engine)\n", cpuPercent);
    std::printf("  RSS               %.0f MiB, peak %.0f MiB\n", statusMiB("VmRSS"),
                statusMiB("VmHWM"));
    return 0;
}
} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CoordScopeBench"));
    QApplication::setApplicationName(QStringLiteral("coordscope-guibench"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The GUI under load in the sandbox: longest event-loop stall, CPU and RSS."));
    parser.addHelpOption();
    const QCommandLineOption seconds(QStringLiteral("seconds"),
                                     QStringLiteral("Measure for N seconds (default 30)."),
                                     QStringLiteral("N"), QStringLiteral("30"));
    const QCommandLineOption locks(QStringLiteral("locks"), QStringLiteral("Lock keys (10000)."),
                                   QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption delayed(QStringLiteral("delayed"),
                                     QStringLiteral("Delayed-queue items (100000)."),
                                     QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption subjects(QStringLiteral("subjects"),
                                      QStringLiteral("Limiter subjects (1000)."),
                                      QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption playground(
        QStringLiteral("playground"),
        QStringLiteral("Instead: the Playground tab running N simulated clients, run after run."),
        QStringLiteral("N"));
    const QCommandLineOption playgroundKind(
        QStringLiteral("playground-kind"),
        QStringLiteral("What they run: lock (token, one lock) or limiter (sliding)."),
        QStringLiteral("KIND"), QStringLiteral("lock"));
    parser.addOptions({seconds, locks, delayed, subjects, json, playground, playgroundKind});
    parser.process(app);
    bool ok[4] = {};
    const int measureS = parser.value(seconds).toInt(&ok[0]);
    GuiLoadFixture fixture;
    fixture.locks = parser.value(locks).toInt(&ok[1]);
    fixture.delayedItems = parser.value(delayed).toInt(&ok[2]);
    fixture.limiterSubjects = parser.value(subjects).toInt(&ok[3]);
    if (!ok[0] || !ok[1] || !ok[2] || !ok[3] || measureS < 1 || fixture.locks < 0 ||
        fixture.delayedItems < 0 || fixture.limiterSubjects < 0) {
        fail(QStringLiteral("--seconds, --locks, --delayed and --subjects take whole numbers "
                            "(seconds at least 1)"));
        return 2;
    }

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    ServerSession *session = window.session();
    session->startSandbox();
    if (!waitFor([&] { return session->state() == RedisClient::State::Connected; }, 30000)) {
        fail(QStringLiteral("the sandbox did not start: %1").arg(session->lastError().message()));
        return 1;
    }
    if (parser.isSet(playground)) {
        bool numeric = false;
        const int clients = parser.value(playground).toInt(&numeric);
        const QString kind = parser.value(playgroundKind);
        if (!numeric || clients < 1 || clients > 256 || (kind != u"lock" && kind != u"limiter")) {
            fail(QStringLiteral("--playground takes 1 to 256 clients, --playground-kind lock or "
                                "limiter"));
            return 2;
        }
        return measurePlayground(window, clients, kind, measureS, parser.isSet(json));
    }
    {
        RedisConnection connection(session->sandboxServer()->connectionOptions());
        QElapsedTimer clock;
        clock.start();
        if (auto r = fixture.populate(connection); !r) {
            fail(QStringLiteral("populating: %1").arg(r.error().message()));
            return 1;
        }
        std::fprintf(stderr, "populated in %.1f s\n", double(clock.elapsed()) / 1000.0);
    }

    InspectorMonitor *monitor = window.inspector()->monitor();
    monitor->refresh();
    const int expected = fixture.locks + (fixture.delayedItems > 0 ? 1 : 0);
    if (!waitFor(
            [&] {
                return monitor->snapshot().discovered &&
                       monitor->snapshot().states.size() >= expected;
            },
            120000)) {
        fail(QStringLiteral("discovery did not find the %1 primitives (found %2)")
                 .arg(expected)
                 .arg(monitor->snapshot().states.size()));
        return 1;
    }
    waitFor([] { return false; }, 3000); // every primitive read at least once

    EventLoopProbe probe;
    const qint64 ticksBefore = monitor->ticksStarted();
    const qint64 skippedBefore = monitor->ticksSkipped();
    const double cpuBefore = cpuSeconds();
    QElapsedTimer wall;
    wall.start();
    QTabWidget *tabs = window.tabs();
    const qint64 perTabMs = qint64(measureS) * 1000 / qMax(1, tabs->count());
    QJsonObject perTab;
    double maxStall = 0;
    double p99Stall = 0;
    for (int tab = 0; tab < tabs->count(); ++tab) {
        probe.start();
        tabs->setCurrentIndex(tab);
        const qint64 until = qint64(tab + 1) * perTabMs;
        waitFor([&] { return wall.elapsed() >= until; }, int(perTabMs) + 1000);
        probe.stop();
        perTab.insert(tabs->tabText(tab), probe.maxStallMs());
        maxStall = qMax(maxStall, probe.maxStallMs());
        p99Stall = qMax(p99Stall, probe.stallPercentileMs(99));
    }
    const double wallS = double(wall.elapsed()) / 1000.0;
    const double cpuPercent = (cpuSeconds() - cpuBefore) / wallS * 100.0;
    const InspectorReadCost cost = monitor->snapshot().lastTick;

    QJsonObject report{
        {QStringLiteral("seconds"), wallS},
        {QStringLiteral("locks"), fixture.locks},
        {QStringLiteral("delayedItems"), fixture.delayedItems},
        {QStringLiteral("limiterSubjects"), fixture.limiterSubjects},
        {QStringLiteral("primitives"), monitor->snapshot().states.size()},
        {QStringLiteral("maxStallMs"), maxStall},
        {QStringLiteral("p99StallMs"), p99Stall},
        {QStringLiteral("maxStallMsPerTab"), perTab},
        {QStringLiteral("cpuPercentOfOneCore"), cpuPercent},
        {QStringLiteral("rssMiB"), statusMiB("VmRSS")},
        {QStringLiteral("peakRssMiB"), statusMiB("VmHWM")},
        {QStringLiteral("ticks"), monitor->ticksStarted() - ticksBefore},
        {QStringLiteral("ticksSkipped"), monitor->ticksSkipped() - skippedBefore},
        {QStringLiteral("lastTickCommands"), cost.commands},
        {QStringLiteral("lastTickBytesReceived"), cost.bytesReceived},
        {QStringLiteral("lastTickMs"), double(cost.wallUs) / 1000.0},
        {QStringLiteral("loadAverage"), loadAverage()},
    };
    if (parser.isSet(json)) {
        std::fputs(QJsonDocument(report).toJson().constData(), stdout);
        return 0;
    }
    std::printf("GUI under load, %d tabs shown in turn, %.0f s (load average %s)\n",
                int(tabs->count()), wallS, qPrintable(loadAverage()));
    std::printf("  primitives        %lld (locks %d, delayed items %d, limiter subjects %d)\n",
                qint64(monitor->snapshot().states.size()), fixture.locks, fixture.delayedItems,
                fixture.limiterSubjects);
    std::printf("  longest stall     %.1f ms (worst tab's p99 %.1f ms; goal < 50 ms)\n", maxStall,
                p99Stall);
    for (auto it = perTab.constBegin(); it != perTab.constEnd(); ++it)
        std::printf("    %-16s %.1f ms\n", qPrintable(it.key()), it.value().toDouble());
    std::printf("  CPU               %.1f%% of one core (goal < 25%%)\n", cpuPercent);
    std::printf("  RSS               %.0f MiB, peak %.0f MiB (goal < 300 MB)\n", statusMiB("VmRSS"),
                statusMiB("VmHWM"));
    std::printf("  ticks             %lld (%lld skipped); last: %lld commands, %lld bytes in, "
                "%.1f ms\n",
                monitor->ticksStarted() - ticksBefore, monitor->ticksSkipped() - skippedBefore,
                cost.commands, cost.bytesReceived, double(cost.wallUs) / 1000.0);
    return 0;
}
