#include "benchsuite.h"

#include "autocompletebench.h"
#include "clusterdiscoverybench.h"
#include "clusterlockbench.h"
#include "delaybench.h"
#include "hiredisroundtrip.h"
#include "lockbench.h"
#include "playgroundbench.h"
#include "queuebench.h"
#include "ratelimitbench.h"
#include "redisclusterprocess.h"
#include "scalediscoverybench.h"
#include "semaphorebench.h"
#include "testredis.h"

#include <QTemporaryDir>

#include <memory>
#include <vector>

BenchSuite::BenchSuite(const BenchOptions &options, RedisBenchmarkRunner runner)
    : m_options(options)
    , m_runner(std::move(runner))
{}

void BenchSuite::setProgress(InterleavedRounds::Progress progress)
{
    m_progress = std::move(progress);
}

template <typename Bench>
bool BenchSuite::collect(BenchReport &report, Bench &bench)
{
    bench.setProgress(m_progress);
    auto rows = bench.run();
    if (!rows) {
        report.errors.append(rows.error().message());
        return false;
    }
    report.rows.append(*rows);
    return true;
}

BenchReport BenchSuite::run()
{
    BenchReport report;
    report.requests = m_options.requests;
    report.rounds = m_options.rounds;
    report.qtVersion = QString::fromLatin1(qVersion());
    report.hiredisVersion = HiredisRoundTrip::libraryVersion();
    if (m_options.runs(BenchOptions::Suite::Transport))
        measureTransports(report);
    if (m_options.runs(BenchOptions::Suite::Locks))
        measureLocks(report);
    if (m_options.runs(BenchOptions::Suite::Semaphores))
        measureOnOneServer<SemaphoreBench>(report, QStringLiteral("semaphores"));
    if (m_options.runs(BenchOptions::Suite::Queues))
        measureOnOneServer<QueueBench>(report, QStringLiteral("queues"));
    if (m_options.runs(BenchOptions::Suite::Delayed))
        measureOnOneServer<DelayBench>(report, QStringLiteral("delayed"));
    if (m_options.runs(BenchOptions::Suite::Limiters))
        measureOnOneServer<RateLimitBench>(report, QStringLiteral("limiters"));
    if (m_options.runs(BenchOptions::Suite::Autocomplete))
        measureOnOneServer<AutocompleteBench>(report, QStringLiteral("autocomplete"),
                                              m_options.names);
    if (m_options.runs(BenchOptions::Suite::Playground))
        measureOnOneServer<PlaygroundBench>(report, QStringLiteral("playground"));
    if (m_options.runs(BenchOptions::Suite::Cluster))
        measureCluster(report);
    if (m_options.runs(BenchOptions::Suite::Scale))
        measureScale(report);
    return report;
}

void BenchSuite::measureTransports(BenchReport &report)
{
    measureTransport(report, QStringLiteral("tcp"), RedisServerOptions{}, false);

    RedisServerOptions unixOnly;
    unixOnly.unixSocketOnly = true;
    measureTransport(report, QStringLiteral("unix"), unixOnly, false);

    const QTemporaryDir certificateDir;
    const auto certificates = TestRedis::makeTlsFiles(certificateDir.path());
    if (!certificates) {
        report.skipped.append(QStringLiteral("tls: cannot make certificates: ") +
                              certificates.error().message());
        return;
    }
    RedisServerOptions tls;
    tls.tls = true;
    tls.tlsCertFile = certificates->serverCert;
    tls.tlsKeyFile = certificates->serverKey;
    tls.tlsCaFile = certificates->caCert;
    measureTransport(report, QStringLiteral("tls"), tls, true);
}

std::vector<std::unique_ptr<RedisServerProcess>>
BenchSuite::startServers(BenchReport &report, const QString &suite, int count)
{
    if (m_progress)
        m_progress(count == 1
                       ? QStringLiteral("%1: starting redis-server").arg(suite)
                       : QStringLiteral("%1: starting %2 redis-servers").arg(suite).arg(count));
    std::vector<std::unique_ptr<RedisServerProcess>> servers;
    for (int i = 0; i < count; ++i) {
        servers.push_back(std::make_unique<RedisServerProcess>());
        if (auto started = servers.back()->start(); !started) {
            report.errors.append(QStringLiteral("%1: cannot start redis-server: %2")
                                     .arg(suite, started.error().message()));
            return {};
        }
    }
    if (report.redisVersion.isEmpty())
        report.redisVersion = servers.front()->version();
    return servers;
}

void BenchSuite::measureLocks(BenchReport &report)
{
    const auto servers = startServers(report, QStringLiteral("locks"), LockBench::NodesNeeded);
    if (servers.empty())
        return;
    QList<ConnectionOptions> nodes;
    for (const auto &server : servers)
        nodes.append(server->connectionOptions());
    LockBench bench(nodes, m_runner, m_options.requests, m_options.rounds);
    collect(report, bench);
}

void BenchSuite::measureCluster(BenchReport &report)
{
    const QString suite = QStringLiteral("cluster");
    const auto servers = startServers(report, suite, 1);
    if (servers.empty())
        return;
    if (m_progress)
        m_progress(QStringLiteral("cluster: starting a cluster of 3 masters"));
    RedisClusterProcess cluster;
    if (auto started = cluster.start(); !started) {
        report.errors.append(QStringLiteral("cluster: cannot start the cluster: ") +
                             started.error().message());
        return;
    }
    const ConnectionOptions server = servers.front()->connectionOptions();
    ClusterLockBench locks(server, cluster.seed(), m_runner, m_options.requests, m_options.rounds);
    locks.setProgress(m_progress);
    auto lockRows = locks.run();
    if (!lockRows) {
        report.errors.append(lockRows.error().message());
        return;
    }
    report.rows.append(*lockRows);
    report.notes.append(locks.notes());
    ClusterDiscoveryBench discovery(server, cluster.seed(), m_options.keys, m_options.rounds);
    discovery.setProgress(m_progress);
    auto discoveryRows = discovery.run();
    if (!discoveryRows) {
        report.errors.append(discoveryRows.error().message());
        return;
    }
    report.rows.append(*discoveryRows);
    report.notes.append(discovery.notes());
}

void BenchSuite::measureScale(BenchReport &report)
{
    if (m_progress)
        m_progress(QStringLiteral("scale: starting redis-server"));
    RedisServerOptions options;
    options.extraArguments = {QStringLiteral("--enable-debug-command"), QStringLiteral("local")};
    RedisServerProcess server(options);
    if (auto started = server.start(); !started) {
        report.errors.append(QStringLiteral("scale: cannot start redis-server: ") +
                             started.error().message());
        return;
    }
    if (report.redisVersion.isEmpty())
        report.redisVersion = server.version();
    ScaleDiscoveryBench bench(server.connectionOptions(), QStringLiteral(COORDSCOPE_CLI_PATH),
                              m_options.rounds, true);
    if (collect(report, bench))
        report.notes.append(bench.notes());
}

template <typename Bench, typename... Extra>
void BenchSuite::measureOnOneServer(BenchReport &report, const QString &suite, Extra... extra)
{
    const auto servers = startServers(report, suite, 1);
    if (servers.empty())
        return;
    Bench bench(servers.front()->connectionOptions(), m_runner, m_options.requests,
                m_options.rounds, extra...);
    collect(report, bench);
}

void BenchSuite::measureTransport(BenchReport &report, const QString &transport,
                                  RedisServerOptions serverOptions, bool optional)
{
    if (m_progress)
        m_progress(QStringLiteral("%1: starting redis-server").arg(transport));
    RedisServerProcess server(std::move(serverOptions));
    if (auto started = server.start(); !started) {
        const QString why = QStringLiteral("%1: cannot start redis-server: %2")
                                .arg(transport, started.error().message());
        (optional ? report.skipped : report.errors).append(why);
        return;
    }
    if (report.redisVersion.isEmpty())
        report.redisVersion = server.version();
    TransportBench bench(transport, server.connectionOptions(), m_runner, m_options.requests,
                         m_options.rounds);
    collect(report, bench);
}
