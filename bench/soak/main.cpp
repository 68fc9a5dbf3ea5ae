// coordscope-soak: the GUI on the sandbox under faults for 30 minutes (issue 18): the demo load,
// the playground's scenarios in a loop, the server killed and restarted every minute, CLIENT KILL
// every 20 s. It prints a sample every 10 s and a verdict: RSS slope under 2 MB a minute,
// descriptors, threads and child processes bounded, no stuck view. Exit status 0 when it holds,
// 1 when it does not, 2 for bad arguments. Not part of CI: docs/PERFORMANCE.md ("Soak").
#include "mainwindow.h"
#include "serversession.h"
#include "soakrun.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <cstdio>

namespace {
void fail(const QString &message)
{
    std::fprintf(stderr, "coordscope-soak: %s\n", qPrintable(message));
}

QJsonObject toJson(const SoakSample &s)
{
    return {{QStringLiteral("minute"), s.minute},
            {QStringLiteral("rssMB"), s.rssMB},
            {QStringLiteral("fds"), s.fds},
            {QStringLiteral("threads"), s.threads},
            {QStringLiteral("children"), s.children},
            {QStringLiteral("maxStallMs"), s.maxStallMs},
            {QStringLiteral("harnessMs"), s.harnessMs},
            {QStringLiteral("runs"), s.runs},
            {QStringLiteral("restarts"), s.restarts},
            {QStringLiteral("clientKills"), s.clientKills},
            {QStringLiteral("connected"), s.connected}};
}
} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CoordScopeSoak"));
    QApplication::setApplicationName(QStringLiteral("coordscope-soak"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The GUI on the sandbox under faults: is memory, are descriptors and threads bounded?"));
    parser.addHelpOption();
    SoakOptions options;
    auto number = [](const char *name, const char *help, int value) {
        return QCommandLineOption(QString::fromLatin1(name),
                                  QString::fromLatin1(help) +
                                      QStringLiteral(" (default %1).").arg(value),
                                  QStringLiteral("N"), QString::number(value));
    };
    const QCommandLineOption minutes = number("minutes", "Run for N minutes", options.minutes);
    const QCommandLineOption kill = number(
        "kill-every", "Kill and restart the server every N seconds", options.killEverySeconds);
    const QCommandLineOption clientKill =
        number("client-kill-every", "CLIENT KILL every N seconds", options.clientKillEverySeconds);
    const QCommandLineOption sample =
        number("sample-every", "Sample every N seconds", options.sampleEverySeconds);
    const QCommandLineOption warmup =
        number("warmup", "Leave the first N minutes out of the RSS slope", options.warmupMinutes);
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON at the end."));
    parser.addOptions({minutes, kill, clientKill, sample, warmup, json});
    parser.process(app);
    bool ok[5] = {};
    options.minutes = parser.value(minutes).toInt(&ok[0]);
    options.killEverySeconds = parser.value(kill).toInt(&ok[1]);
    options.clientKillEverySeconds = parser.value(clientKill).toInt(&ok[2]);
    options.sampleEverySeconds = parser.value(sample).toInt(&ok[3]);
    options.warmupMinutes = parser.value(warmup).toInt(&ok[4]);
    if (!ok[0] || !ok[1] || !ok[2] || !ok[3] || !ok[4] || options.minutes < 1 ||
        options.minutes > 24 * 60 || options.killEverySeconds < 10 ||
        options.clientKillEverySeconds < 1 || options.sampleEverySeconds < 1 ||
        options.warmupMinutes < 0 || options.warmupMinutes >= options.minutes) {
        fail(QStringLiteral("--minutes 1 to 1440, --kill-every at least 10, --client-kill-every "
                            "and --sample-every at least 1, --warmup shorter than --minutes"));
        return 2;
    }

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    ServerSession *session = window.session();
    session->startSandbox();
    QElapsedTimer clock;
    clock.start();
    while (session->state() != RedisClient::State::Connected) {
        if (clock.elapsed() > 30000) {
            fail(QStringLiteral("the sandbox did not start: %1")
                     .arg(session->lastError().message()));
            return 1;
        }
        QApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }

    SoakRun run(window, options);
    const bool asJson = parser.isSet(json);
    if (!asJson)
        std::printf("minute   RSS MB   fds threads children  stall ms (soak's own)  runs "
                    "restarts kills  connected\n");
    QObject::connect(&run, &SoakRun::sampled, &app, [asJson](const SoakSample &s) {
        if (asJson)
            return;
        std::printf("%6.1f %8.1f %5d %7d %8d %9.0f %12.0f %5d %8d %5d  %s\n", s.minute, s.rssMB,
                    s.fds, s.threads, s.children, s.maxStallMs, s.harnessMs, s.runs, s.restarts,
                    s.clientKills, s.connected ? "yes" : "no");
        std::fflush(stdout);
    });
    QObject::connect(&run, &SoakRun::finished, &app, &QApplication::quit);
    run.start();
    QApplication::exec();

    const QStringList failed = run.verdict();
    if (asJson) {
        QJsonArray samples;
        for (const SoakSample &s : run.samples())
            samples.append(toJson(s));
        const QJsonObject report{
            {QStringLiteral("minutes"), options.minutes},
            {QStringLiteral("rssSlopeMBPerMinute"), run.rssSlopeMBPerMinute()},
            {QStringLiteral("warmupMinutes"), options.warmupMinutes},
            {QStringLiteral("samples"), samples},
            {QStringLiteral("problems"), QJsonArray::fromStringList(failed)},
            {QStringLiteral("passed"), failed.isEmpty()},
        };
        std::fputs(QJsonDocument(report).toJson().constData(), stdout);
    } else {
        std::printf("RSS slope after the %d-minute warm-up: %.2f MB a minute (limit 2)\n",
                    options.warmupMinutes, run.rssSlopeMBPerMinute());
        for (const QString &line : failed)
            std::printf("FAILED: %s\n", qPrintable(line));
        std::printf("%s\n", failed.isEmpty() ? "passed" : "failed");
    }
    return failed.isEmpty() ? 0 : 1;
}
