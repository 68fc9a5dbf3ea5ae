#include "clusterdiscoverybench.h"

#include "cputime.h"
#include "discoverykeyspace.h"
#include "layoutcatalog.h"
#include "primitivediscovery.h"
#include "redisconnection.h"

#include <QElapsedTimer>

#include <memory>
#include <vector>

namespace {
constexpr qint64 WarmUpKeys = 20000; // a truncated discovery: connections, code and heap warm

RedisError failed(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(), QStringLiteral("cluster: %1: %2").arg(what, e.message()));
}

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

// One discovery's cost, in seconds.
struct DiscoveryCost
{
    double wall = 0;
    double clientCpu = 0; // getrusage: user + system
    double serverCpu = 0; // INFO cpu, summed over the servers scanned
    double pipelines = 0; // in RedisConnection::pipeline: writing, the servers' work, reading
    double handling = 0;  // in PrimitiveDiscovery::handleReplies: classifying
    double steps = 0;     // round trips
};

// Where a discovery runs: the connection it reads through, the nodes it scans (none: the one
// server), and a plain connection to each server scanned, for its CPU time.
struct DiscoveryTarget
{
    QString name;
    std::unique_ptr<RedisConnection> connection;
    QStringList nodes;
    std::vector<std::unique_ptr<RedisConnection>> servers;
    QList<DiscoveryCost> costs; // one per round

    Result<double> serverCpu()
    {
        double sum = 0;
        for (const auto &server : servers) {
            const auto cpu = CpuTime::ofServer(*server);
            if (!cpu)
                return cpu.error();
            sum += *cpu;
        }
        return sum;
    }

    // Every server emptied (redis-benchmark leaves its key behind), each through its own
    // connection: FLUSHALL has no key to route by.
    Result<void> empty()
    {
        for (const auto &server : servers)
            if (auto r = server->command({"FLUSHALL"}); !r)
                return r.error();
        return {};
    }

    // expected: the keys the discovery must see; -1 for a warm-up cut short by maxKeys.
    Result<DiscoveryCost> discover(const LayoutCatalog &catalog, qint64 maxKeys, qint64 expected)
    {
        DiscoveryOptions options;
        options.maxKeys = maxKeys;
        options.nodes = nodes;
        PrimitiveDiscovery discovery(catalog, options);
        const auto serverBefore = serverCpu();
        if (!serverBefore)
            return serverBefore.error();
        DiscoveryCost cost;
        const double clientBefore = CpuTime::ofThisProcess();
        QElapsedTimer wall;
        wall.start();
        QElapsedTimer step;
        for (;;) {
            const QList<RedisCommand> request = discovery.nextRequest();
            if (request.isEmpty())
                break;
            step.start();
            const auto replies = connection->pipeline(request, discovery.requestNodes());
            cost.pipelines += double(step.nsecsElapsed()) / 1e9;
            step.start();
            if (auto handled = discovery.handleReplies(replies); !handled)
                return handled.error();
            cost.handling += double(step.nsecsElapsed()) / 1e9;
            ++cost.steps;
        }
        cost.wall = double(wall.nsecsElapsed()) / 1e9;
        cost.clientCpu = CpuTime::ofThisProcess() - clientBefore;
        const auto serverAfter = serverCpu();
        if (!serverAfter)
            return serverAfter.error();
        cost.serverCpu = *serverAfter - *serverBefore;
        if (expected >= 0 && (discovery.keysSeen() != expected || discovery.truncated()))
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("%1: the discovery saw %2 keys, not %3")
                                  .arg(name)
                                  .arg(discovery.keysSeen())
                                  .arg(expected));
        return cost;
    }

    double median(double DiscoveryCost::*field) const
    {
        QList<double> values;
        for (const DiscoveryCost &c : costs)
            values << c.*field;
        return medianOf(values);
    }
};

Result<std::unique_ptr<RedisConnection>> connected(const ConnectionOptions &options)
{
    auto connection = std::make_unique<RedisConnection>(options);
    if (auto r = connection->connect(); !r)
        return r.error();
    return connection;
}

Result<void> addServer(DiscoveryTarget &target, ConnectionOptions options)
{
    options.cluster = ConnectionOptions::Cluster::No;
    auto server = connected(options);
    if (!server)
        return server.error();
    target.servers.push_back(std::move(server).value());
    return {};
}
} // namespace

ClusterDiscoveryBench::ClusterDiscoveryBench(ConnectionOptions server,
                                             ConnectionOptions clusterSeed, qint64 keys, int rounds)
    : ServerAndClusterBench(std::move(server), std::move(clusterSeed), rounds)
    , m_keys(keys)
{}

Result<QList<BenchRow>> ClusterDiscoveryBench::run()
{
    m_notes.clear();
    DiscoveryTarget one{QStringLiteral("one server"), nullptr, {}, {}, {}};
    DiscoveryTarget masters{QStringLiteral("3 masters"), nullptr, {}, {}, {}};
    auto oneConnection = connected(m_server);
    if (!oneConnection)
        return failed(QStringLiteral("the one server"), oneConnection.error());
    one.connection = std::move(oneConnection).value();
    if (auto r = addServer(one, m_server); !r)
        return failed(QStringLiteral("the one server"), r.error());
    auto clusterConnection = connected(m_clusterSeed);
    if (!clusterConnection)
        return failed(QStringLiteral("the cluster"), clusterConnection.error());
    masters.connection = std::move(clusterConnection).value();
    // As `coordscope inspect` does: every master, as the slot map names it.
    const ClusterTopology topology = masters.connection->clusterTopology();
    for (int m : topology.masters())
        masters.nodes << topology.nodes().at(m).address();
    masters.name = QStringLiteral("%1 masters").arg(masters.nodes.size());
    for (const ConnectionOptions &master : masters.connection->clusterMasters())
        if (auto r = addServer(masters, master); !r)
            return failed(QStringLiteral("a master"), r.error());

    const DiscoveryKeyspace keyspace(m_keys);
    for (DiscoveryTarget *t : {&one, &masters}) {
        if (m_progress)
            m_progress(QStringLiteral("cluster: writing %1 keys to %2").arg(m_keys).arg(t->name));
        if (auto r = t->empty(); !r)
            return failed(QStringLiteral("emptying ") + t->name, r.error());
        if (auto r = keyspace.populate(*t->connection); !r)
            return failed(QStringLiteral("writing the keys to ") + t->name, r.error());
    }
    const LayoutCatalog catalog;
    for (DiscoveryTarget *t : {&one, &masters})
        if (auto r = t->discover(catalog, qMin(WarmUpKeys, m_keys), -1); !r)
            return failed(QStringLiteral("warm-up"), r.error());

    const qint64 maxKeys = 2 * m_keys; // never reached: the whole keyspace is discovered
    const QString unit = QStringLiteral("keys/s");
    InterleavedRounds rounds(QStringLiteral("cluster discovery"), QStringLiteral("tcp"), m_rounds);
    rounds.setProgress(m_progress);
    for (DiscoveryTarget *t : {&one, &masters})
        rounds.add(QStringLiteral("PrimitiveDiscovery, ") + t->name, unit,
                   [this, t, &catalog, maxKeys]() -> Result<double> {
                       const auto cost = t->discover(catalog, maxKeys, m_keys);
                       if (!cost)
                           return cost.error();
                       t->costs << *cost;
                       return double(m_keys) / qMax(1e-9, cost->wall);
                   });
    auto rows = rounds.run();
    if (!rows)
        return rows.error();
    rows.value()[1].transport = QStringLiteral("cluster");

    const auto cell = [](const QString &text, int width) { return text.rightJustified(width); };
    m_notes << QStringLiteral("cluster discovery of %1 keys (SCAN COUNT %2 per node and step), "
                              "medians of %3 rounds, in seconds:")
                   .arg(m_keys)
                   .arg(DiscoveryOptions().scanCount)
                   .arg(m_rounds);
    m_notes << QStringLiteral("  ") + QStringLiteral("target").leftJustified(12) +
                   cell(QStringLiteral("wall"), 8) + cell(QStringLiteral("client CPU"), 12) +
                   cell(QStringLiteral("servers' CPU"), 14) +
                   cell(QStringLiteral("pipelines"), 11) + cell(QStringLiteral("handling"), 10) +
                   cell(QStringLiteral("steps"), 8);
    for (const DiscoveryTarget *t : {&one, &masters})
        m_notes << QStringLiteral("  ") + t->name.leftJustified(12) +
                       cell(fixed(t->median(&DiscoveryCost::wall), 2), 8) +
                       cell(fixed(t->median(&DiscoveryCost::clientCpu), 2), 12) +
                       cell(fixed(t->median(&DiscoveryCost::serverCpu), 2), 14) +
                       cell(fixed(t->median(&DiscoveryCost::pipelines), 2), 11) +
                       cell(fixed(t->median(&DiscoveryCost::handling), 2), 10) +
                       cell(fixed(t->median(&DiscoveryCost::steps), 0), 8);
    QList<double> shares;
    QStringList perRound;
    for (qsizetype r = 0; r < qMin(one.costs.size(), masters.costs.size()); ++r) {
        shares << masters.costs.at(r).wall / qMax(1e-9, one.costs.at(r).wall);
        perRound << fixed(shares.last(), 2);
    }
    const double share = medianOf(shares);
    m_notes << QStringLiteral("  %1 / one server, wall time: %2 (rounds: %3); goal at most %4: %5")
                   .arg(masters.name, fixed(share, 2), perRound.join(QStringLiteral(", ")),
                        fixed(GoalTimeShare, 2),
                        share <= GoalTimeShare ? QStringLiteral("met") : QStringLiteral("not met"));
    return rows;
}
