#include "clusterdiscoverybench.h"

#include "cputime.h"
#include "discoverykeyspace.h"
#include "layoutcatalog.h"
#include "primitivediscovery.h"
#include "redisconnection.h"

#include <QElapsedTimer>

#include <functional>
#include <map>
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

// The loops measured on each target: the discovery, and two references without classification.
enum class Loop {
    Discovery, // PrimitiveDiscovery
    Scan,      // SCAN COUNT 500 only (per master at once on the cluster)
    Typed,     // SCAN, and TYPE + PTTL of the keys of the SCAN before: what every discovery
               // that types each key must send at least
};

// One discovery's cost, in seconds.
struct DiscoveryCost
{
    double wall = 0;
    double clientCpu = 0; // getrusage: user + system
    double serverCpu = 0; // INFO cpu, summed over the servers scanned
    double pipelines = 0; // waiting for the replies and reading them
    double handling = 0;  // handleReplies, writing the next request, and catchUp (classifying)
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
    std::map<Loop, QList<DiscoveryCost>> costs; // one per round

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
        return timed([&](DiscoveryCost &cost) -> Result<void> {
            QElapsedTimer step;
            // As InspectorRead::runBlocking drives it: the next request is written before
            // catchUp() classifies the keys of the replies before.
            QList<RedisCommand> request = discovery.nextRequest();
            RedisConnection::PendingReplies pending;
            if (!request.isEmpty())
                pending = connection->startPipeline(request, discovery.requestNodes());
            while (!request.isEmpty()) {
                step.start();
                const auto replies = pending();
                cost.pipelines += double(step.nsecsElapsed()) / 1e9;
                step.start();
                if (auto handled = discovery.handleReplies(replies); !handled)
                    return handled.error();
                request = discovery.nextRequest();
                if (!request.isEmpty())
                    pending = connection->startPipeline(request, discovery.requestNodes());
                discovery.catchUp();
                cost.handling += double(step.nsecsElapsed()) / 1e9;
                ++cost.steps;
            }
            if (expected >= 0 && (discovery.keysSeen() != expected || discovery.truncated()))
                return RedisError(RedisError::Kind::UnexpectedReply,
                                  QStringLiteral("%1: the discovery saw %2 keys, not %3")
                                      .arg(name)
                                      .arg(discovery.keysSeen())
                                      .arg(expected));
            return {};
        });
    }

    // Runs one measured loop: wall time, the client's CPU and the servers' around it.
    Result<DiscoveryCost> timed(const std::function<Result<void>(DiscoveryCost &)> &body)
    {
        const auto serverBefore = serverCpu();
        if (!serverBefore)
            return serverBefore.error();
        DiscoveryCost cost;
        const double clientBefore = CpuTime::ofThisProcess();
        QElapsedTimer wall;
        wall.start();
        if (auto ran = body(cost); !ran)
            return ran.error();
        cost.wall = double(wall.nsecsElapsed()) / 1e9;
        cost.clientCpu = CpuTime::ofThisProcess() - clientBefore;
        const auto serverAfter = serverCpu();
        if (!serverAfter)
            return serverAfter.error();
        cost.serverCpu = *serverAfter - *serverBefore;
        return cost;
    }

    // A reference loop, the same steps without a discovery: one SCAN per node (or on the one
    // server) per round trip, with TYPE + PTTL of the keys the last SCANs returned if typed.
    Result<DiscoveryCost> loop(bool typed, qint64 expected)
    {
        return timed([&](DiscoveryCost &cost) -> Result<void> {
            QElapsedTimer wall;
            wall.start();
            const QStringList targets = nodes.isEmpty() ? QStringList{QString()} : nodes;
            QList<QByteArray> cursors(targets.size(), "0");
            QList<bool> done(targets.size(), false);
            QList<QByteArray> pending;
            qint64 seen = 0;
            for (;;) {
                QList<RedisCommand> request;
                QStringList requestNodes;
                for (const QByteArray &key : std::as_const(pending)) {
                    request << RedisCommand{"TYPE", key} << RedisCommand{"PTTL", key};
                    requestNodes << QString() << QString();
                }
                pending.clear();
                QList<qsizetype> scanning;
                for (qsizetype i = 0; i < targets.size(); ++i)
                    if (!done.at(i)) {
                        request << RedisCommand{"SCAN", cursors.at(i), "COUNT",
                                                QByteArray::number(DiscoveryOptions().scanCount)};
                        requestNodes << targets.at(i);
                        scanning << i;
                    }
                if (request.isEmpty())
                    break;
                const auto replies =
                    connection->pipeline(request, nodes.isEmpty() ? QStringList() : requestNodes);
                ++cost.steps;
                const qsizetype firstScan = replies.size() - scanning.size();
                for (qsizetype i = 0; i < firstScan; ++i)
                    if (!replies.at(i))
                        return replies.at(i).error();
                for (qsizetype j = 0; j < scanning.size(); ++j) {
                    const Result<RedisReply> &scan = replies.at(firstScan + j);
                    if (!scan)
                        return scan.error();
                    if (scan->elements().size() != 2)
                        return RedisError(RedisError::Kind::UnexpectedReply,
                                          QStringLiteral("SCAN: expected [cursor, keys]"));
                    const qsizetype node = scanning.at(j);
                    cursors[node] = scan->elements().at(0).bytes();
                    done[node] = cursors.at(node) == "0";
                    for (const RedisReply &key : scan->elements().at(1).elements()) {
                        ++seen;
                        if (typed)
                            pending << key.bytes();
                    }
                }
            }
            cost.pipelines = double(wall.nsecsElapsed()) / 1e9;
            if (seen != expected)
                return RedisError(RedisError::Kind::UnexpectedReply,
                                  QStringLiteral("%1: the SCAN loop saw %2 keys, not %3")
                                      .arg(name)
                                      .arg(seen)
                                      .arg(expected));
            return {};
        });
    }

    double median(Loop loop, double DiscoveryCost::*field) const
    {
        QList<double> values;
        const auto it = costs.find(loop);
        if (it != costs.end())
            for (const DiscoveryCost &c : it->second)
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
    // Each target's rows have its SCAN loop as their reference (the ratio issue 21 sets a goal
    // for): rows 0 and 1.
    const std::pair<Loop, QString> loops[] = {
        {Loop::Scan, QStringLiteral("SCAN loop, ")},
        {Loop::Typed, QStringLiteral("SCAN+TYPE+PTTL, ")},
        {Loop::Discovery, QStringLiteral("PrimitiveDiscovery, ")}};
    for (const auto &[kind, title] : loops)
        for (DiscoveryTarget *t : {&one, &masters})
            rounds.add(
                title + t->name, unit,
                [this, t, &catalog, maxKeys, kind = kind]() -> Result<double> {
                    const auto cost = kind == Loop::Discovery
                                          ? t->discover(catalog, maxKeys, m_keys)
                                          : t->loop(kind == Loop::Typed, m_keys);
                    if (!cost)
                        return cost.error();
                    t->costs[kind] << *cost;
                    return double(m_keys) / qMax(1e-9, cost->wall);
                },
                t == &one ? 0 : 1);
    auto rows = rounds.run();
    if (!rows)
        return rows.error();
    for (qsizetype i = 1; i < rows->size(); i += 2)
        rows.value()[i].transport = QStringLiteral("cluster");

    const auto cell = [](const QString &text, int width) { return text.rightJustified(width); };
    m_notes << QStringLiteral("cluster discovery of %1 keys (SCAN COUNT %2 per node and step), "
                              "medians of %3 rounds, in seconds:")
                   .arg(m_keys)
                   .arg(DiscoveryOptions().scanCount)
                   .arg(m_rounds);
    m_notes << QStringLiteral("  ") + QStringLiteral("loop, target").leftJustified(30) +
                   cell(QStringLiteral("wall"), 8) + cell(QStringLiteral("client CPU"), 12) +
                   cell(QStringLiteral("servers' CPU"), 14) +
                   cell(QStringLiteral("pipelines"), 11) + cell(QStringLiteral("handling"), 10) +
                   cell(QStringLiteral("steps"), 8);
    for (const auto &[kind, title] : loops)
        for (const DiscoveryTarget *t : {&one, &masters})
            m_notes << QStringLiteral("  ") + QString(title + t->name).leftJustified(30) +
                           cell(fixed(t->median(kind, &DiscoveryCost::wall), 2), 8) +
                           cell(fixed(t->median(kind, &DiscoveryCost::clientCpu), 2), 12) +
                           cell(fixed(t->median(kind, &DiscoveryCost::serverCpu), 2), 14) +
                           cell(fixed(t->median(kind, &DiscoveryCost::pipelines), 2), 11) +
                           cell(fixed(t->median(kind, &DiscoveryCost::handling), 2), 10) +
                           cell(fixed(t->median(kind, &DiscoveryCost::steps), 0), 8);
    // Per round, the cluster's wall time over the one server's, for each loop.
    const auto timeShare = [&](Loop kind, QString *rounds) {
        QList<double> shares;
        QStringList perRound;
        const QList<DiscoveryCost> &a = masters.costs[kind];
        const QList<DiscoveryCost> &b = one.costs[kind];
        for (qsizetype r = 0; r < qMin(a.size(), b.size()); ++r) {
            shares << a.at(r).wall / qMax(1e-9, b.at(r).wall);
            perRound << fixed(shares.last(), 2);
        }
        *rounds = perRound.join(QStringLiteral(", "));
        return medianOf(shares);
    };
    for (const auto &[kind, title] : loops) {
        QString perRound;
        const double share = timeShare(kind, &perRound);
        QString line = QStringLiteral("  %1%2 / one server, wall time: %3 (rounds: %4)")
                           .arg(title, masters.name, fixed(share, 2), perRound);
        if (kind == Loop::Discovery)
            line += QStringLiteral("; goal at most %1: %2")
                        .arg(fixed(GoalTimeShare, 2), share <= GoalTimeShare
                                                          ? QStringLiteral("met")
                                                          : QStringLiteral("not met"));
        m_notes << line;
    }
    return rows;
}
