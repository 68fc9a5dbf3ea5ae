#include "semaphorebench.h"

#include "ceilingreplay.h"
#include "contendedpairs.h"
#include "pairloop.h"
#include "redisconnection.h"
#include "semaphorefactory.h"

#include <memory>
#include <utility>
#include <vector>

namespace {
constexpr int WarmUpRequests = 2000;
constexpr int WarmUpPairs = 500;
const QString Transport = QStringLiteral("tcp");

RedisError failed(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(),
                      QStringLiteral("semaphores %1: %2: %3").arg(Transport, what, e.message()));
}

QByteArray benchName(const QString &kind)
{
    return "bench-semaphore-" + kind.toUtf8();
}
} // namespace

Result<QList<BenchRow>> SemaphoreBench::run()
{
    const KeySpace keys;
    RedisConnection connection(m_target);
    if (auto r = connection.connect(); !r)
        return failed(QStringLiteral("RedisConnection"), r.error());

    SemaphoreAcquireOptions once;
    once.limit = Limit;
    std::vector<std::pair<QString, PairLoop>> sequential;
    for (const QString &kind : SemaphoreFactory::kinds()) {
        auto semaphore = SemaphoreFactory::create(kind, connection, keys, benchName(kind));
        if (!semaphore)
            return failed(kind, semaphore.error());
        sequential.emplace_back(kind, PairLoop::forSemaphore(std::move(semaphore).value(), once));
    }
    const QString contendedKind = QStringLiteral("atomic");
    const ContendedPairs contended(
        m_target, ContendedClients,
        [&keys, &contendedKind](RedisConnection &c) -> Result<PairLoop> {
            auto semaphore = SemaphoreFactory::create(contendedKind, c, keys,
                                                      benchName(contendedKind) + "-contended");
            if (!semaphore)
                return semaphore.error();
            SemaphoreAcquireOptions options;
            options.limit = Limit;
            options.waitMs = ContendedPairs::WaitMs;
            options.retryDelayMs = ContendedPairs::RetryDelayMs;
            options.retryJitterMs = ContendedPairs::RetryJitterMs;
            return PairLoop::forSemaphore(std::move(semaphore).value(), options);
        });

    // Warm-up, untimed: the connection open, every script loaded (the first EVALSHA of each
    // falls back to EVAL), the server's allocator settled.
    if (auto r = m_runner.run(m_target, qMin(m_requests, WarmUpRequests)); !r)
        return failed(QStringLiteral("redis-benchmark"), r.error());
    for (auto &[kind, loop] : sequential)
        if (auto r = loop.run(WarmUpPairs); !r)
            return failed(QStringLiteral("warm-up"), r.error());

    // The atomic semaphore's ceiling. Its acquire is EVALSHA sha 1 holders id limit lease,
    // replayed on holder sets of their own, each absent as the loop's is after a release (the
    // script trims nothing, counts 0, adds the holder). Its release is no script but MULTI
    // ZSCORE ZREM TIME EXEC, which redis-benchmark cannot send in one request: the replay is
    // the ZREM alone, on the set just emptied, one command where the release runs five.
    const CeilingReplay ceiling(connection, m_runner);
    PairLoop *atomicLoop = nullptr;
    for (auto &[kind, loop] : sequential)
        if (kind == contendedKind)
            atomicLoop = &loop;
    if (!atomicLoop)
        return failed(contendedKind, RedisError(RedisError::Kind::InvalidArgument,
                                                QStringLiteral("the factory makes no such kind")));
    const auto atomicScripts =
        ceiling.captureScripts([atomicLoop] { return atomicLoop->pair(); }, 1);
    if (!atomicScripts)
        return failed(QStringLiteral("the atomic semaphore's script"), atomicScripts.error());
    const RedisCommand &acquire = atomicScripts->first();
    const Replay atomicAcquire{acquire, 3, 1, {}, {}};
    const Replay atomicRelease{{"ZREM", acquire.at(3), acquire.at(4)}, -1, 1, {}, {}};

    const int n = m_requests;
    const int pairs = qMax(1, n / 2);
    InterleavedRounds rounds(QStringLiteral("semaphores"), Transport, m_rounds);
    rounds.setProgress(m_progress);
    rounds.add(QStringLiteral("redis-benchmark -c 1 -t set"), QStringLiteral("requests/s"),
               [this, n] { return m_runner.run(m_target, n); });
    for (auto &[kind, loop] : sequential) {
        const qsizetype row = rounds.add(QStringLiteral("%1 semaphore acquire+release").arg(kind),
                                         QStringLiteral("pairs/s"),
                                         [&loop = loop, pairs] { return loop.run(pairs); });
        if (&loop == atomicLoop)
            rounds.setCeiling(
                row, rounds.add(CeilingReplay::rowName(QStringLiteral("atomic semaphore pair"),
                                                       QStringLiteral("EVALSHA + ZREM")),
                                QStringLiteral("pairs/s"),
                                [&ceiling, &atomicAcquire, &atomicRelease, pairs] {
                                    return ceiling.runPair(atomicAcquire, atomicRelease, pairs);
                                }));
    }
    rounds.addWithWaits(QStringLiteral("%1, %2 clients, limit %3")
                            .arg(contendedKind)
                            .arg(ContendedClients)
                            .arg(Limit),
                        QStringLiteral("grants/s"),
                        [&contended, pairs] { return contended.run(pairs); });
    return rounds.run();
}
