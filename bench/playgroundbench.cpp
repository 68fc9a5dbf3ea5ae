#include "playgroundbench.h"

#include "cputime.h"
#include "simulationengine.h"

#include <sys/resource.h>

#include <chrono>

namespace {

RedisError failed(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(), QStringLiteral("playground tcp: %1: %2").arg(what, e.message()));
}

double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // KiB on Linux
}

} // namespace

PlaygroundBench::PlaygroundBench(ConnectionOptions target, const RedisBenchmarkRunner &runner,
                                 int requests, int rounds)
    : m_target(std::move(target))
    , m_runner(runner)
    , m_requests(requests)
    , m_rounds(rounds)
{}

void PlaygroundBench::setProgress(Progress progress)
{
    m_progress = std::move(progress);
}

Result<double> PlaygroundBench::runEngine(int clients, const QString &kind)
{
    SimulationConfig config;
    config.primitive = PlaygroundPrimitive::Lock;
    config.variant = kind;
    config.name = "bench-playground";
    config.clients = clients;
    config.distinctNames = true;
    config.durationMs = RunMs;
    config.server = m_target;
    config.profile.holdMs = {0, 0};
    config.profile.thinkMs = {0, 0};
    config.profile.ttlMs = 10000;
    config.profile.waitMs = 0;

    const double cpuBefore = CpuTime::ofThisProcess();
    const auto wallBefore = std::chrono::steady_clock::now();
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    const double wallSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wallBefore).count();
    const double cpu = CpuTime::ofThisProcess() - cpuBefore;
    if (!history)
        return history.error();
    // Every grant and every release is one command; the span is the server's clock from the
    // first event to the last, so connecting the clients is left out.
    qint64 commands = 0;
    for (const PlaygroundEvent &event : history->events()) {
        commands += event.kind == PlaygroundEvent::Kind::Granted ||
                    event.kind == PlaygroundEvent::Kind::Released ||
                    event.kind == PlaygroundEvent::Kind::Refused;
    }
    const qint64 spanUs = history->size() < 2 ? 0
                                              : history->events().constLast().timeUs -
                                                    history->events().constFirst().timeUs;
    if (commands == 0 || spanUs <= 0)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("the engine recorded no operations"));
    if (m_progress)
        m_progress(QStringLiteral("playground: %1 clients, %8 locks: %2 commands in %3 s, CPU "
                                  "%4% of one core over the %5 s run (threads and connections "
                                  "included), peak RSS %6 MiB, %7 events")
                       .arg(clients)
                       .arg(commands)
                       .arg(double(spanUs) / 1e6, 0, 'f', 2)
                       .arg(100.0 * cpu / wallSeconds, 0, 'f', 0)
                       .arg(wallSeconds, 0, 'f', 2)
                       .arg(peakRssMiB(), 0, 'f', 0)
                       .arg(history->size())
                       .arg(kind));
    return double(commands) * 1e6 / double(spanUs);
}

Result<QList<BenchRow>> PlaygroundBench::run()
{
    if (auto r = m_runner.run(m_target, 2000, ClientCounts[0]); !r)
        return failed(QStringLiteral("redis-benchmark"), r.error());
    if (auto r = runEngine(ClientCounts[0], QStringLiteral("token")); !r) // warm-up: scripts loaded
        return failed(QStringLiteral("warm-up"), r.error());

    InterleavedRounds rounds(QStringLiteral("playground"), QStringLiteral("tcp"), m_rounds);
    rounds.setProgress(m_progress);
    for (const int clients : ClientCounts) {
        rounds.add(QStringLiteral("redis-benchmark -c %1 -t set").arg(clients),
                   QStringLiteral("requests/s"),
                   [this, clients] { return m_runner.run(m_target, m_requests, clients); });
        for (const QString &kind : {QStringLiteral("naive"), QStringLiteral("token")})
            rounds.add(
                QStringLiteral("engine, %1 clients, distinct %2 locks").arg(clients).arg(kind),
                QStringLiteral("commands/s"),
                [this, clients, kind] { return runEngine(clients, kind); });
    }
    return rounds.run();
}
