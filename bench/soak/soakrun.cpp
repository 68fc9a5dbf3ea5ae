#include "soakrun.h"

#include "inspectormonitor.h"
#include "inspectorview.h"
#include "mainwindow.h"
#include "playgroundconfigform.h"
#include "playgroundscenario.h"
#include "playgroundview.h"
#include "redisconnection.h"
#include "redisserverprocess.h"
#include "serversession.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QScopeGuard>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {
constexpr int TickMs = 200;

QByteArray readProcFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int entries(const QString &dir)
{
    return int(QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System).size());
}

double slope(const QList<SoakSample> &samples, double fromMinute)
{
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const SoakSample &s : samples) {
        if (s.minute < fromMinute)
            continue;
        n += 1;
        sx += s.minute;
        sy += s.rssMB;
        sxx += s.minute * s.minute;
        sxy += s.minute * s.rssMB;
    }
    const double d = n * sxx - sx * sx;
    return n < 2 || d == 0 ? 0 : (n * sxy - sx * sy) / d;
}
} // namespace

SoakRun::SoakRun(MainWindow &window, SoakOptions options, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_options(options)
{
    m_playground = window.findChild<PlaygroundView *>();
    m_tick.setInterval(TickMs);
    connect(&m_tick, &QTimer::timeout, this, &SoakRun::onTick);
}

void SoakRun::start()
{
    m_clock.start();
    m_nextSampleMs = 0;
    m_nextKillMs = qint64(m_options.killEverySeconds) * 1000;
    m_nextClientKillMs = qint64(m_options.clientKillEverySeconds) * 1000;
    m_demoPending = true;
    m_inspectorTicksAtSample = m_window.inspector()->monitor()->ticksStarted();
    m_probe.start();
    m_tick.start();
}

double SoakRun::minutes() const
{
    return double(m_clock.elapsed()) / 60000.0;
}

void SoakRun::problem(const QString &what)
{
    m_problems.append(QStringLiteral("minute %1: %2").arg(minutes(), 0, 'f', 1).arg(what));
}

void SoakRun::onTick()
{
    const qint64 now = m_clock.elapsed();
    ServerSession *session = m_window.session();
    const bool connected = session->state() == RedisClient::State::Connected;

    if (m_restartAtMs >= 0 && now >= m_restartAtMs)
        restartServer();
    if (m_reconnectDeadlineMs >= 0) {
        if (connected) {
            m_reconnectDeadlineMs = -1;
        } else if (now > m_reconnectDeadlineMs) {
            problem(QStringLiteral("not connected again %1 s after the restart (%2)")
                        .arg(m_options.reconnectWithinSeconds)
                        .arg(session->lastError().message()));
            m_reconnectDeadlineMs = -1;
        }
    }
    if (m_demoPending && connected && m_restartAtMs < 0) {
        m_window.loadDemoData();
        m_demoPending = false;
    }
    if (m_restartAtMs < 0 && now >= m_nextKillMs) {
        killServer();
        m_nextKillMs += qint64(m_options.killEverySeconds) * 1000;
    }
    if (now >= m_nextClientKillMs) {
        if (m_restartAtMs < 0)
            killClients();
        m_nextClientKillMs += qint64(m_options.clientKillEverySeconds) * 1000;
    }
    driveThePlayground();
    if (now >= m_nextSampleMs) {
        takeSample();
        m_nextSampleMs += qint64(m_options.sampleEverySeconds) * 1000;
    }
    if (now >= qint64(m_options.minutes) * 60000) {
        m_tick.stop();
        m_probe.stop();
        if (m_playground && m_playground->isRunning())
            m_playground->stopButton()->click();
        m_finished = true;
        Q_EMIT finished();
    }
}

void SoakRun::driveThePlayground()
{
    if (!m_playground)
        return;
    const qint64 now = m_clock.elapsed();
    if (m_playground->isRunning()) {
        if (m_runStartedMs >= 0 &&
            now - m_runStartedMs > qint64(m_options.runWithinSeconds) * 1000) {
            problem(QStringLiteral("a playground run did not end within %1 s; stopped")
                        .arg(m_options.runWithinSeconds));
            m_playground->stopButton()->click();
            m_runStartedMs = -1;
        }
        return;
    }
    if (m_runStartedMs >= 0) {
        ++m_runs;
        m_runStartedMs = -1;
    }
    // Scenario after scenario (1..N), each with its first case.
    const int scenarios = int(PlaygroundScenario::all().size());
    if (scenarios == 0)
        return;
    m_playground->form()->choose(m_scenario % scenarios + 1);
    if (!m_playground->startButton()->isEnabled())
        return; // disconnected, or a restart in progress: next tick
    ++m_scenario;
    m_playground->start();
    m_runStartedMs = now;
}

void SoakRun::killServer()
{
    RedisServerProcess *server = m_window.session()->sandboxServer();
    if (!server) {
        problem(QStringLiteral("no sandbox server to kill"));
        return;
    }
    server->kill();
    m_restartAtMs = m_clock.elapsed() + qint64(m_options.downSeconds) * 1000;
}

void SoakRun::restartServer()
{
    QElapsedTimer took;
    took.start();
    const auto noteTime = qScopeGuard([&] { m_harnessMs = qMax(m_harnessMs, took.elapsed()); });
    m_restartAtMs = -1;
    RedisServerProcess *server = m_window.session()->sandboxServer();
    if (!server)
        return;
    if (auto r = server->restart(); !r) {
        problem(QStringLiteral("the sandbox did not restart: %1").arg(r.error().message()));
        return;
    }
    ++m_restarts;
    m_demoPending = true;
    m_reconnectDeadlineMs = m_clock.elapsed() + qint64(m_options.reconnectWithinSeconds) * 1000;
}

void SoakRun::killClients()
{
    QElapsedTimer took;
    took.start();
    const auto noteTime = qScopeGuard([&] { m_harnessMs = qMax(m_harnessMs, took.elapsed()); });
    RedisServerProcess *server = m_window.session()->sandboxServer();
    if (!server)
        return;
    RedisConnection admin(server->connectionOptions());
    auto r = admin.command({"CLIENT", "KILL", "TYPE", "normal", "SKIPME", "yes"});
    if (r)
        ++m_clientKills;
    else
        problem(QStringLiteral("CLIENT KILL failed: %1").arg(r.error().message()));
}

void SoakRun::takeSample()
{
    m_probe.stop();
    SoakSample s;
    s.minute = minutes();
    s.rssMB = rssMB();
    s.fds = openDescriptors();
    s.threads = threads();
    s.children = childProcesses();
    s.maxStallMs = m_probe.samples() > 0 ? m_probe.maxStallMs() : 0;
    s.harnessMs = double(m_harnessMs);
    m_harnessMs = 0;
    s.runs = m_runs;
    s.restarts = m_restarts;
    s.clientKills = m_clientKills;
    s.connected = m_window.session()->state() == RedisClient::State::Connected;
    m_probe.start();
    if (s.maxStallMs - s.harnessMs > 5000)
        problem(QStringLiteral("the event loop stalled for %1 ms").arg(s.maxStallMs, 0, 'f', 0));
    // While connected the whole interval, the inspector reads every 500 ms.
    const qint64 ticks = m_window.inspector()->monitor()->ticksStarted();
    const bool downMeanwhile = !m_samples.isEmpty() && (m_samples.last().restarts != s.restarts ||
                                                        !m_samples.last().connected);
    if (!m_samples.isEmpty() && s.connected && !downMeanwhile && m_restartAtMs < 0 &&
        ticks == m_inspectorTicksAtSample)
        problem(QStringLiteral("the inspector did not read for %1 s while connected")
                    .arg(m_options.sampleEverySeconds));
    m_inspectorTicksAtSample = ticks;
    m_samples.append(s);
    Q_EMIT sampled(s);
}

double SoakRun::rssSlopeMBPerMinute() const
{
    return slope(m_samples, m_options.warmupMinutes);
}

QStringList SoakRun::verdict() const
{
    QStringList failed = m_problems;
    const double rss = rssSlopeMBPerMinute();
    if (rss >= 2.0)
        failed.append(QStringLiteral("RSS grows %1 MB a minute after the warm-up (limit 2)")
                          .arg(rss, 0, 'f', 2));
    QList<SoakSample> after;
    for (const SoakSample &s : m_samples)
        if (s.minute >= m_options.warmupMinutes)
            after.append(s);
    if (after.size() < 6) {
        failed.append(
            QStringLiteral("too few samples after the warm-up to judge (%1)").arg(after.size()));
        return failed;
    }
    const qsizetype third = after.size() / 3;
    auto bounded = [&](const char *what, int (*value)(const SoakSample &), int margin) {
        int first = 0, last = 0;
        for (qsizetype i = 0; i < third; ++i)
            first = qMax(first, value(after[i]));
        for (qsizetype i = after.size() - third; i < after.size(); ++i)
            last = qMax(last, value(after[i]));
        if (last > first + margin)
            failed.append(QStringLiteral("%1 grow: at most %2 in the first third after the "
                                         "warm-up, %3 in the last")
                              .arg(QLatin1String(what))
                              .arg(first)
                              .arg(last));
    };
    bounded(
        "open descriptors", [](const SoakSample &s) { return s.fds; }, 8);
    bounded(
        "threads", [](const SoakSample &s) { return s.threads; }, 4);
    bounded(
        "child processes", [](const SoakSample &s) { return s.children; }, 2);
    return failed;
}

double SoakRun::rssMB()
{
    for (const QByteArray &line : readProcFile(QStringLiteral("/proc/self/status")).split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() * 1024.0 / 1e6;
    return -1;
}

int SoakRun::openDescriptors()
{
    return entries(QStringLiteral("/proc/self/fd"));
}

int SoakRun::threads()
{
    return entries(QStringLiteral("/proc/self/task"));
}

int SoakRun::childProcesses()
{
    const QByteArray self = QByteArray::number(qint64(getpid()));
    int count = 0;
    const QStringList pids =
        QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        if (pid.isEmpty() || !pid.front().isDigit())
            continue;
        // /proc/PID/stat: "pid (comm) state ppid ...": the comm may hold spaces and parentheses.
        const QByteArray stat = readProcFile(u"/proc/"_s + pid + u"/stat"_s);
        const qsizetype close = stat.lastIndexOf(')');
        if (close < 0)
            continue;
        const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
        if (fields.size() > 1 && fields[1] == self)
            ++count;
    }
    return count;
}
