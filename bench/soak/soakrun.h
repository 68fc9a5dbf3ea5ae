#pragma once

#include "eventloopprobe.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QTimer>

class MainWindow;
class PlaygroundView;

struct SoakOptions
{
    int minutes = 30;
    int killEverySeconds = 60;       // the sandbox's redis-server killed (SIGKILL) this often
    int downSeconds = 2;             // and restarted on the same port after this long
    int clientKillEverySeconds = 20; // CLIENT KILL TYPE normal on the server this often
    int sampleEverySeconds = 10;
    int warmupMinutes = 5; // left out of the RSS slope: caches and chart buffers fill first
    int reconnectWithinSeconds = 20;
    int runWithinSeconds = 120; // a playground run that takes longer is stuck
};

// One reading of the process, taken every sampleEverySeconds.
struct SoakSample
{
    double minute = 0;
    double rssMB = 0;
    int fds = 0;
    int threads = 0;
    int children = 0;      // live child processes (the sandbox, a scenario's own servers)
    double maxStallMs = 0; // the event loop's longest stall since the previous sample
    double harnessMs = 0;  // of which the soak's own blocking calls (restart, CLIENT KILL)
    int runs = 0;
    int restarts = 0;
    int clientKills = 0;
    bool connected = false;
};

// The soak of issue 18: the window on the sandbox for SoakOptions::minutes, with the demo data
// loaded after every restart, the Playground running its scenarios in a loop, the sandbox killed
// and restarted every minute and CLIENT KILL every 20 s. It samples what would show a leak (RSS,
// descriptors, threads, child processes) and what would show a stuck view (the event loop's
// stalls, a reconnect or a playground run that does not happen in time, an inspector that stops
// reading). docs/PERFORMANCE.md ("Soak") has the figures.
class SoakRun : public QObject
{
    Q_OBJECT
public:
    SoakRun(MainWindow &window, SoakOptions options, QObject *parent = nullptr);

    void start();
    bool isFinished() const { return m_finished; }
    const QList<SoakSample> &samples() const { return m_samples; }
    // What went wrong while it ran: a stuck view, a reconnect that did not happen...
    const QStringList &problems() const { return m_problems; }

    // Least-squares slope of RSS in MB per minute over the samples after the warm-up.
    double rssSlopeMBPerMinute() const;
    // The criteria of the issue: RSS slope under 2 MB a minute, descriptors, threads and
    // children bounded (the last third's maximum no higher than the first third's after the
    // warm-up, plus a small margin), no problem recorded.
    QStringList verdict() const;

    static double rssMB();
    static int openDescriptors();
    static int threads();
    static int childProcesses();

Q_SIGNALS:
    void finished();
    void sampled(const SoakSample &sample);

private:
    void onTick();
    void takeSample();
    void killServer();
    void restartServer();
    void killClients();
    void driveThePlayground();
    void problem(const QString &what);
    double minutes() const;

    MainWindow &m_window;
    PlaygroundView *m_playground = nullptr;
    SoakOptions m_options;
    QTimer m_tick;
    QElapsedTimer m_clock;
    EventLoopProbe m_probe;
    QList<SoakSample> m_samples;
    QStringList m_problems;
    qint64 m_nextSampleMs = 0;
    qint64 m_nextKillMs = 0;
    qint64 m_nextClientKillMs = 0;
    qint64 m_restartAtMs = -1;         // the server is down until then
    qint64 m_reconnectDeadlineMs = -1; // after a restart: connected again by then
    bool m_demoPending = false;        // load the demo data once connected again
    qint64 m_runStartedMs = -1;
    qint64 m_harnessMs = 0; // the longest blocking call of the soak itself since the last sample
    qint64 m_inspectorTicksAtSample = 0;
    int m_scenario = 0;
    int m_runs = 0;
    int m_restarts = 0;
    int m_clientKills = 0;
    bool m_finished = false;
};
