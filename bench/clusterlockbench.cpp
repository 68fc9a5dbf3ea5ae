#include "clusterlockbench.h"

#include "cputime.h"
#include "hashslot.h"
#include "pairloop.h"
#include "redisconnection.h"
#include "tokenlock.h"

#include <memory>
#include <vector>

namespace {
constexpr int WarmUpRequests = 2000;
constexpr int WarmUpPairs = 500;
const QString PairsPerSecond = QStringLiteral("pairs/s");
const QString RequestsPerSecond = QStringLiteral("requests/s");

RedisError failed(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(), QStringLiteral("cluster: %1: %2").arg(what, e.message()));
}

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

// For each master listed, in turn, the next name "bench-cluster-N" whose lock key is in one of
// its slots.
QList<QByteArray> namesOn(const ClusterTopology &topology, const KeySpace &keys,
                          const QList<int> &masters)
{
    QList<QByteArray> names;
    int n = 0;
    for (int master : masters)
        for (;; ++n) {
            const QByteArray name = "bench-cluster-" + QByteArray::number(n);
            if (topology.masterOf(HashSlot::of(keys.key(name, "lock"))) == master) {
                names << name;
                ++n;
                break;
            }
        }
    return names;
}

PairLoop tokenLocks(RedisConnection &connection, const KeySpace &keys,
                    const QList<QByteArray> &names)
{
    std::vector<PairLoop> loops;
    for (const QByteArray &name : names)
        loops.push_back(PairLoop::forLock(std::make_shared<TokenLock>(connection, keys, name)));
    return PairLoop::alternating(std::move(loops));
}
} // namespace

ClusterLockBench::ClusterLockBench(ConnectionOptions server, ConnectionOptions clusterSeed,
                                   const RedisBenchmarkRunner &runner, int requests, int rounds)
    : ServerAndClusterBench(std::move(server), std::move(clusterSeed), rounds)
    , m_runner(runner)
    , m_requests(requests)
{}

Result<QList<BenchRow>> ClusterLockBench::run()
{
    m_notes.clear();
    const KeySpace keys;
    const ConnectionOptions &seed = m_clusterSeed;
    RedisConnection one(m_server);
    if (auto r = one.connect(); !r)
        return failed(QStringLiteral("the one server"), r.error());
    RedisConnection cluster(seed);
    if (auto r = cluster.connect(); !r)
        return failed(QStringLiteral("the cluster"), r.error());
    const ClusterTopology topology = cluster.clusterTopology();
    const QList<int> masters = topology.masters();
    const QList<QByteArray> names = namesOn(topology, keys, masters);
    PairLoop onePairs = tokenLocks(one, keys, names);
    PairLoop clusterPairs = tokenLocks(cluster, keys, names);
    // As many names, all on the first master: routing without going from server to server.
    PairLoop firstMasterPairs = tokenLocks(
        cluster, keys, namesOn(topology, keys, QList<int>(masters.size(), masters.first())));

    // Warm-up, untimed: every connection open (the cluster's one per master), the script loaded
    // on every server.
    for (const ConnectionOptions *target : {&m_server, &m_clusterSeed})
        if (auto r = m_runner.run(*target, qMin(m_requests, WarmUpRequests)); !r)
            return failed(QStringLiteral("redis-benchmark"), r.error());
    for (PairLoop *loop : {&onePairs, &clusterPairs, &firstMasterPairs})
        if (auto r = loop->run(WarmUpPairs); !r)
            return failed(QStringLiteral("warm-up"), r.error());

    // A pair is two round trips, as redis-benchmark's N requests are N.
    const int n = m_requests;
    const int pairs = qMax(1, n / 2);
    InterleavedRounds rounds(QStringLiteral("cluster locks"), QStringLiteral("tcp"), m_rounds);
    rounds.setProgress(m_progress);
    rounds.add(QStringLiteral("redis-benchmark -c 1 -t set"), RequestsPerSecond,
               [this, n] { return m_runner.run(m_server, n); });
    // The client's CPU time per pair, round by round: what routing costs it.
    QList<double> cpuUsPerPair[3];
    const auto measured = [pairs, &cpuUsPerPair](PairLoop &loop, int which) {
        return [&loop, which, pairs, &cpuUsPerPair]() -> Result<double> {
            const double before = CpuTime::ofThisProcess();
            auto rate = loop.run(pairs);
            cpuUsPerPair[which] << (CpuTime::ofThisProcess() - before) * 1e6 / pairs;
            return rate;
        };
    };
    rounds.add(QStringLiteral("TokenLock acquire+release"), PairsPerSecond, measured(onePairs, 0));
    const qsizetype clusterReference = rounds.size();
    rounds.add(
        QStringLiteral("redis-benchmark --cluster -c 1"), RequestsPerSecond,
        [this, &seed, n] { return m_runner.run(seed, n); }, clusterReference);
    rounds.add(QStringLiteral("TokenLock acquire+release"), PairsPerSecond,
               measured(clusterPairs, 1), clusterReference);
    rounds.add(QStringLiteral("TokenLock, names on 1 master"), PairsPerSecond,
               measured(firstMasterPairs, 2), clusterReference);
    auto rows = rounds.run();
    if (!rows)
        return rows.error();
    const QString clusterName = QStringLiteral("%1 masters").arg(masters.size());
    for (qsizetype i = clusterReference; i < rows->size(); ++i)
        rows.value()[i].transport = QStringLiteral("cluster");

    // Round by round: (cluster pairs / cluster SETs) / (one server's pairs / its SETs).
    const BenchRow &oneSet = rows->at(0);
    const BenchRow &oneLock = rows->at(1);
    const BenchRow &clusterSet = rows->at(clusterReference);
    const BenchRow &clusterLock = rows->at(clusterReference + 1);
    QList<double> quotients;
    QStringList perRound;
    for (qsizetype r = 0; r < oneSet.samples.size(); ++r) {
        const double oneRatio = oneLock.samples.at(r) / qMax(1.0, oneSet.samples.at(r));
        const double clusterRatio = clusterLock.samples.at(r) / qMax(1.0, clusterSet.samples.at(r));
        quotients << clusterRatio / qMax(1e-9, oneRatio);
        perRound << fixed(quotients.last(), 3);
    }
    const double quotient = medianOf(quotients);
    m_notes << QStringLiteral("cluster token locks: names on each of the %1, a pair on each in "
                              "turn; ratio on the cluster %2, on one server %3")
                   .arg(clusterName, fixed(clusterLock.ratio, 3), fixed(oneLock.ratio, 3));
    m_notes << QStringLiteral("  cluster ratio / one-server ratio: %1 (rounds: %2); goal within "
                              "%3 %: %4")
                   .arg(fixed(quotient, 3), perRound.join(QStringLiteral(", ")))
                   .arg(qRound(GoalTolerance * 100))
                   .arg(qAbs(quotient - 1) <= GoalTolerance ? QStringLiteral("met")
                                                            : QStringLiteral("not met"));
    m_notes << QStringLiteral("  client CPU per pair (getrusage, median): one server %1 µs, %2 "
                              "%3 µs, names on 1 master %4 µs")
                   .arg(fixed(medianOf(cpuUsPerPair[0]), 1), clusterName,
                        fixed(medianOf(cpuUsPerPair[1]), 1), fixed(medianOf(cpuUsPerPair[2]), 1));
    return rows;
}
