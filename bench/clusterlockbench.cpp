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
                    const QList<QByteArray> &names, int pairsPerTurn = 1)
{
    std::vector<PairLoop> loops;
    for (const QByteArray &name : names)
        loops.push_back(PairLoop::forLock(std::make_shared<TokenLock>(connection, keys, name)));
    return PairLoop::alternating(std::move(loops), pairsPerTurn);
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
    // redis-benchmark without -r sends SET key:__rand_int__ (that very key): plain, at the master
    // of its slot, it does what --cluster -c 1 does without its timing in 250 ms ticks.
    const int benchmarkMaster =
        int(masters.indexOf(topology.masterOf(HashSlot::of("key:__rand_int__"))));
    if (benchmarkMaster < 0)
        return failed(QStringLiteral("the cluster"),
                      RedisError(RedisError::Kind::Cluster,
                                 QStringLiteral("no master serves key:__rand_int__'s slot")));
    ConnectionOptions plainMaster = cluster.clusterMasters().at(benchmarkMaster);
    plainMaster.cluster = ConnectionOptions::Cluster::No;
    const QList<QByteArray> names = namesOn(topology, keys, masters);
    PairLoop onePairs = tokenLocks(one, keys, names);
    PairLoop clusterPairs = tokenLocks(cluster, keys, names);
    // The same names, a long turn on each: going from server to server now and then only.
    PairLoop clusterTurns = tokenLocks(cluster, keys, names, PairsPerTurn);
    // As many names, all on the first master: routing without going from server to server.
    PairLoop firstMasterPairs = tokenLocks(
        cluster, keys, namesOn(topology, keys, QList<int>(masters.size(), masters.first())));

    // Warm-up, untimed: every connection open (the cluster's one per master), the script loaded
    // on every server.
    for (const ConnectionOptions *target : {&m_server, &m_clusterSeed, &plainMaster})
        if (auto r = m_runner.run(*target, qMin(m_requests, WarmUpRequests)); !r)
            return failed(QStringLiteral("redis-benchmark"), r.error());
    for (PairLoop *loop : {&onePairs, &clusterPairs, &clusterTurns, &firstMasterPairs})
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
    QList<double> cpuUsPerPair[4];
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
    const qsizetype plainReference = rounds.size();
    rounds.add(
        QStringLiteral("redis-benchmark -c 1, its master"), RequestsPerSecond,
        [this, &plainMaster, n] { return m_runner.run(plainMaster, n); }, clusterReference);
    rounds.add(QStringLiteral("TokenLock, 1 pair per turn"), PairsPerSecond,
               measured(clusterPairs, 1), clusterReference);
    rounds.add(QStringLiteral("TokenLock, %1 pairs per turn").arg(PairsPerTurn), PairsPerSecond,
               measured(clusterTurns, 2), clusterReference);
    rounds.add(QStringLiteral("TokenLock, names on 1 master"), PairsPerSecond,
               measured(firstMasterPairs, 3), clusterReference);
    auto rows = rounds.run();
    if (!rows)
        return rows.error();
    const QString clusterName = QStringLiteral("%1 masters").arg(masters.size());
    for (qsizetype i = clusterReference; i < rows->size(); ++i)
        rows.value()[i].transport = QStringLiteral("cluster");

    // Round by round: (cluster pairs / cluster SETs) / (one server's pairs / its SETs), the
    // cluster's SETs those of --cluster (the issue's reference) and of the plain run at its
    // master. The issue's goal is about the first lock row (names spread, a pair on each in
    // turn); the others say where a shortfall comes from.
    const BenchRow &oneSet = rows->at(0);
    const BenchRow &oneLock = rows->at(1);
    const auto quotient = [&](const BenchRow &lock, const BenchRow &set) {
        QList<double> quotients;
        QStringList perRound;
        for (qsizetype r = 0; r < oneSet.samples.size(); ++r) {
            const double oneRatio = oneLock.samples.at(r) / qMax(1.0, oneSet.samples.at(r));
            quotients << lock.samples.at(r) / qMax(1.0, set.samples.at(r)) / qMax(1e-9, oneRatio);
            perRound << fixed(quotients.last(), 3);
        }
        return std::make_pair(medianOf(quotients), perRound.join(QStringLiteral(", ")));
    };
    m_notes << QStringLiteral("cluster token locks on %1, each row's ratio / the one server's "
                              "(%2): to redis-benchmark --cluster -c 1 (rounds) | to "
                              "redis-benchmark -c 1 at its master (rounds):")
                   .arg(clusterName, fixed(oneLock.ratio, 3));
    for (qsizetype row = plainReference + 1; row < rows->size(); ++row) {
        const auto [issue, issueRounds] = quotient(rows->at(row), rows->at(clusterReference));
        const auto [plain, plainRounds] = quotient(rows->at(row), rows->at(plainReference));
        const auto verdict = [](double q) {
            return qAbs(q - 1) <= GoalTolerance ? QStringLiteral("met") : QStringLiteral("not met");
        };
        m_notes << QStringLiteral("  %1: %2 (%3) | %4 (%5)")
                       .arg(rows->at(row).measurement, fixed(issue, 3), issueRounds,
                            fixed(plain, 3), plainRounds);
        if (row == plainReference + 1)
            m_notes << QStringLiteral("    goal (within %1 % of the one server's ratio): %2 | %3")
                           .arg(qRound(GoalTolerance * 100))
                           .arg(verdict(issue), verdict(plain));
    }
    m_notes << QStringLiteral("  client CPU per pair (getrusage, median): one server %1 µs, %2 "
                              "%3 µs, %4 pairs per turn %5 µs, names on 1 master %6 µs")
                   .arg(fixed(medianOf(cpuUsPerPair[0]), 1), clusterName,
                        fixed(medianOf(cpuUsPerPair[1]), 1))
                   .arg(PairsPerTurn)
                   .arg(fixed(medianOf(cpuUsPerPair[2]), 1), fixed(medianOf(cpuUsPerPair[3]), 1));
    return rows;
}
