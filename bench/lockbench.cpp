#include "lockbench.h"

#include "ceilingreplay.h"
#include "contendedpairs.h"
#include "pairloop.h"
#include "redisconnection.h"
#include "redlock.h"
#include "reentrantlock.h"
#include "tokenlock.h"

#include <memory>
#include <vector>

namespace {
constexpr int WarmUpRequests = 2000;
constexpr int WarmUpPairs = 500;
const QString Transport = QStringLiteral("tcp");
const QString PairsPerSecond = QStringLiteral("pairs/s");

RedisError failed(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(),
                      QStringLiteral("locks %1: %2: %3").arg(Transport, what, e.message()));
}
} // namespace

LockBench::LockBench(QList<ConnectionOptions> nodes, const RedisBenchmarkRunner &runner,
                     int requests, int rounds)
    : m_nodes(std::move(nodes))
    , m_runner(runner)
    , m_requests(requests)
    , m_rounds(rounds)
{}

void LockBench::setProgress(Progress progress)
{
    m_progress = std::move(progress);
}

Result<QList<BenchRow>> LockBench::run()
{
    if (m_nodes.size() < NodesNeeded)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the lock suite needs %1 servers, got %2")
                              .arg(NodesNeeded)
                              .arg(m_nodes.size()));
    const ConnectionOptions &first = m_nodes.first();
    const KeySpace keys;

    RedisConnection connection(first);
    if (auto r = connection.connect(); !r)
        return failed(QStringLiteral("RedisConnection"), r.error());

    std::vector<std::unique_ptr<RedisConnection>> nodeConnections;
    QList<RedisConnection *> nodes;
    for (ConnectionOptions options : m_nodes) {
        options.connectTimeoutMs = NodeTimeoutMs;
        options.commandTimeoutMs = NodeTimeoutMs;
        nodeConnections.push_back(std::make_unique<RedisConnection>(options));
        if (auto r = nodeConnections.back()->connect(); !r)
            return failed(QStringLiteral("Redlock node"), r.error());
        nodes.append(nodeConnections.back().get());
    }
    auto redlock3 = Redlock::create(nodes.mid(0, 3), keys, "bench-redlock3");
    if (!redlock3)
        return failed(QStringLiteral("Redlock"), redlock3.error());
    auto redlock5 = Redlock::create(nodes, keys, "bench-redlock5");
    if (!redlock5)
        return failed(QStringLiteral("Redlock"), redlock5.error());

    PairLoop tokenPairs =
        PairLoop::forLock(std::make_shared<TokenLock>(connection, keys, "bench-token"));
    PairLoop reentrantPairs =
        PairLoop::forLock(std::make_shared<ReentrantLock>(connection, keys, "bench-reentrant"));
    PairLoop redlock3Pairs = PairLoop::forLock(std::move(redlock3).value());
    PairLoop redlock5Pairs = PairLoop::forLock(std::move(redlock5).value());
    // Each contending client's token lock on its own connection.
    const auto contendedTokenLock = [&keys](const QByteArray &name) {
        return [keys, name](RedisConnection &c) -> Result<PairLoop> {
            LockAcquireOptions options;
            options.waitMs = ContendedPairs::WaitMs;
            options.retryDelayMs = ContendedPairs::RetryDelayMs;
            options.retryJitterMs = ContendedPairs::RetryJitterMs;
            return PairLoop::forLock(std::make_shared<TokenLock>(c, keys, name), options);
        };
    };
    const ContendedPairs contended4(first, 4, contendedTokenLock("bench-contended4"));
    const ContendedPairs contended16(first, 16, contendedTokenLock("bench-contended16"));

    // Warm-up, untimed: connections open, every script loaded on every node (the first EVALSHA
    // of each falls back to EVAL), the server's allocator settled.
    if (auto r = m_runner.run(first, qMin(m_requests, WarmUpRequests)); !r)
        return failed(QStringLiteral("redis-benchmark"), r.error());
    for (PairLoop *loop : {&tokenPairs, &reentrantPairs, &redlock5Pairs})
        if (auto r = loop->run(WarmUpPairs); !r)
            return failed(QStringLiteral("warm-up"), r.error());

    // The ceilings: redis-benchmark sending the EVALSHAs of one pair of each lock.
    const CeilingReplay ceiling(connection, m_runner);
    const auto tokenScripts =
        ceiling.captureScripts([&tokenPairs] { return tokenPairs.pair(); }, 2);
    if (!tokenScripts)
        return failed(QStringLiteral("TokenLock's scripts"), tokenScripts.error());
    const auto reentrantScripts =
        ceiling.captureScripts([&reentrantPairs] { return reentrantPairs.pair(); }, 2);
    if (!reentrantScripts)
        return failed(QStringLiteral("ReentrantLock's scripts"), reentrantScripts.error());
    // EVALSHA sha 1 key token ttl: each acquire on a key of its own, free; the release on the
    // key just released (absent: the script's GET finds nothing and it deletes nothing).
    const Replay tokenAcquire{tokenScripts->at(0), 3, 1, {}, {}};
    const Replay tokenRelease{tokenScripts->at(1), -1, 1, {}, {}};
    // EVALSHA sha 1 key owner ttl channel: the release on a hash of ours holding a billion
    // holds, so each one takes a hold off and renews the lease (HEXISTS, HINCRBY, PEXPIRE)
    // where the primitive's takes its last one off (HEXISTS, HINCRBY, DEL, PUBLISH).
    const RedisCommand &reentrantRelease = reentrantScripts->at(1);
    const QByteArray reentrantKey = reentrantRelease.at(3);
    const QByteArray reentrantOwner = reentrantRelease.at(4);
    const Replay reentrantAcquire{reentrantScripts->at(0), 3, 1, {}, {}};
    const Replay reentrantStillHeld{
        reentrantRelease, -1, 1,
        ceiling.sending({"HSET", reentrantKey, reentrantOwner, "1000000000"}),
        ceiling.sending({"DEL", reentrantKey})};

    // A pair is two round trips per node.
    const int n = m_requests;
    const auto pairs = [n](int nodeCount) { return qMax(1, n / (2 * nodeCount)); };
    InterleavedRounds rounds(QStringLiteral("locks"), Transport, m_rounds);
    rounds.setProgress(m_progress);
    rounds.add(QStringLiteral("redis-benchmark -c 1 -t set"), QStringLiteral("requests/s"),
               [this, &first, n] { return m_runner.run(first, n); });
    const qsizetype token = rounds.add(QStringLiteral("TokenLock acquire+release"), PairsPerSecond,
                                       [&tokenPairs, &pairs] { return tokenPairs.run(pairs(1)); });
    rounds.setCeiling(
        token, rounds.add(CeilingReplay::rowName(QStringLiteral("token pair")), PairsPerSecond,
                          [&] { return ceiling.runPair(tokenAcquire, tokenRelease, pairs(1)); }));
    const qsizetype reentrant =
        rounds.add(QStringLiteral("ReentrantLock acquire+release"), PairsPerSecond,
                   [&reentrantPairs, &pairs] { return reentrantPairs.run(pairs(1)); });
    rounds.setCeiling(
        reentrant,
        rounds.add(CeilingReplay::rowName(QStringLiteral("reentrant pair")), PairsPerSecond, [&] {
            return ceiling.runPair(reentrantAcquire, reentrantStillHeld, pairs(1));
        }));
    rounds.add(QStringLiteral("Redlock 3 nodes acquire+release"), PairsPerSecond,
               [&redlock3Pairs, &pairs] { return redlock3Pairs.run(pairs(3)); });
    rounds.add(QStringLiteral("Redlock 5 nodes acquire+release"), PairsPerSecond,
               [&redlock5Pairs, &pairs] { return redlock5Pairs.run(pairs(5)); });
    for (const ContendedPairs *contended : {&contended4, &contended16})
        rounds.addWithWaits(
            QStringLiteral("TokenLock, %1 clients on one name").arg(contended->clients()),
            PairsPerSecond, [contended, &pairs] { return contended->run(pairs(1)); });
    return rounds.run();
}
