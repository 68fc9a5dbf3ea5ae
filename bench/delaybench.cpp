#include "delaybench.h"

#include "ceilingreplay.h"
#include "delayedclaimerfactory.h"
#include "delayedqueue.h"
#include "locktoken.h"
#include "redisconnection.h"

#include <QElapsedTimer>
#include <QThread>
#include <memory>
#include <utility>
#include <vector>

namespace {
constexpr int WarmUpRequests = 2000;
constexpr int WarmUpItems = 1000;
constexpr int FillChunk = 500;
// Rest after a fill, before anything is timed. Claims timed at once, on the connection that had
// just sent the fill, reached 0.45-0.94 of the ceiling (redis-benchmark on its own connection,
// started a process launch later); with this rest before both, 1.09-1.10 (issue 22).
constexpr int SettleAfterFillMs = 100;
const QString Transport = QStringLiteral("tcp");

RedisError failed(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(),
                      QStringLiteral("delayed %1: %2: %3").arg(Transport, what, e.message()));
}

QByteArray benchName(const QString &what)
{
    return "bench-delayed-" + what.toUtf8();
}

Result<void> firstError(const QList<Result<RedisReply>> &replies)
{
    for (const auto &reply : replies)
        if (!reply)
            return reply.error();
    return {};
}

// count items due long ago (1..count ms after the epoch), written straight into the ZSET and
// the payload HASH in pipelined chunks, then SettleAfterFillMs of rest: the claim is measured,
// not the enqueue.
Result<void> fillDue(RedisConnection &c, const DelayedQueueKeys &keys, int count)
{
    for (int from = 0; from < count; from += FillChunk) {
        RedisCommand zadd{"ZADD", keys.delayed};
        RedisCommand hset{"HSET", keys.payloads};
        for (int i = from; i < qMin(count, from + FillChunk); ++i) {
            const QByteArray id = LockToken::generate();
            zadd << QByteArray::number(i + 1) << id;
            hset << id << "job-" + QByteArray::number(i);
        }
        if (auto r = firstError(c.pipeline({zadd, hset})); !r)
            return r;
    }
    QThread::msleep(SettleAfterFillMs);
    return {};
}

// Claims of due items in batches of 100 until count have been claimed: items per second, the
// fill before and the ready list's removal after not timed.
class ClaimLoop
{
public:
    static constexpr int Batch = 100;

    ClaimLoop(RedisConnection &connection, std::unique_ptr<DelayedQueueClaimer> claimer)
        : m_connection(connection)
        , m_claimer(std::move(claimer))
    {}

    const DelayedQueueKeys &keys() const { return m_claimer->keys(); }

    Result<double> run(int count)
    {
        const DelayedQueueKeys &keys = m_claimer->keys();
        if (auto r = firstError(
                m_connection.pipeline({{"DEL", keys.delayed, keys.payloads, keys.queue}}));
            !r)
            return r.error();
        if (auto r = fillDue(m_connection, keys, count); !r)
            return r.error();
        QElapsedTimer timer;
        timer.start();
        int claimed = 0;
        while (claimed < count) {
            const auto claim = m_claimer->claim(Batch);
            if (!claim)
                return claim.error();
            if (claim->items.isEmpty())
                return RedisError(RedisError::Kind::UnexpectedReply,
                                  QStringLiteral("%1 claim: nothing due after %2 of %3 items")
                                      .arg(m_claimer->kind())
                                      .arg(claimed)
                                      .arg(count));
            claimed += int(claim->items.size());
        }
        const qint64 ns = timer.nsecsElapsed();
        const auto ready = m_connection.command({"LLEN", keys.queue});
        if (!ready)
            return ready.error();
        if (ready->integerValue() != count)
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("%1 claim: %2 items ready, expected %3")
                                  .arg(m_claimer->kind())
                                  .arg(ready->integerValue())
                                  .arg(count));
        if (auto r = firstError(m_connection.pipeline({{"DEL", keys.queue}})); !r)
            return r.error();
        return count / (double(qMax<qint64>(ns, 1)) / 1e9);
    }

private:
    RedisConnection &m_connection;
    std::unique_ptr<DelayedQueueClaimer> m_claimer;
};

// enqueueIn(payload, 0) count times: items per second; the keys removed after, not timed.
Result<double> enqueueRun(RedisConnection &c, DelayedQueue &queue, int count)
{
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < count; ++i)
        if (const auto e = queue.enqueueIn("job-" + QByteArray::number(i), 0); !e)
            return e.error();
    const qint64 ns = timer.nsecsElapsed();
    const DelayedQueueKeys &keys = queue.keys();
    if (auto r = firstError(c.pipeline({{"DEL", keys.delayed, keys.payloads}})); !r)
        return r.error();
    return count / (double(qMax<qint64>(ns, 1)) / 1e9);
}
} // namespace

Result<QList<BenchRow>> DelayBench::run()
{
    const KeySpace keys;
    RedisConnection connection(m_target);
    if (auto r = connection.connect(); !r)
        return failed(QStringLiteral("RedisConnection"), r.error());

    std::vector<std::pair<QString, ClaimLoop>> claims;
    for (const QString &kind : {QStringLiteral("atomic"), QStringLiteral("zrem-checked")}) {
        auto claimer = DelayedClaimerFactory::create(kind, connection, keys, benchName(kind));
        if (!claimer)
            return failed(kind, claimer.error());
        claims.emplace_back(kind, ClaimLoop(connection, std::move(claimer).value()));
    }
    DelayedQueue enqueueQueue(connection, keys, benchName(QStringLiteral("enqueue")));

    // Warm-up, untimed: the connection open, every script loaded (the first EVALSHA of each
    // falls back to EVAL), the server's allocator settled.
    if (auto r = m_runner.run(m_target, qMin(m_requests, WarmUpRequests)); !r)
        return failed(QStringLiteral("redis-benchmark"), r.error());
    for (auto &[kind, loop] : claims)
        if (auto r = loop.run(WarmUpItems); !r)
            return failed(QStringLiteral("warm-up ") + kind, r.error());
    if (auto r = enqueueRun(connection, enqueueQueue, WarmUpItems); !r)
        return failed(QStringLiteral("warm-up enqueue"), r.error());

    // The atomic claim's ceiling: redis-benchmark sending its EVALSHA (sha 3 delayed payloads
    // ready 100 '') as it is, N / 100 times, on the same N due items as the loop's, filled the
    // same way; after it every item must be on the ready list (every request moved 100).
    const CeilingReplay ceiling(connection, m_runner);
    ClaimLoop &atomicClaims = claims.front().second;
    const auto claimScripts =
        ceiling.captureScripts([&atomicClaims] { return atomicClaims.run(ClaimLoop::Batch); }, 1);
    if (!claimScripts)
        return failed(QStringLiteral("the atomic claim's script"), claimScripts.error());
    const DelayedQueueKeys &claimKeys = atomicClaims.keys();
    const Replay claimReplay{
        claimScripts->first(), -1, ClaimLoop::Batch,
        [&connection, &claimKeys](int requests) -> Result<void> {
            if (auto r = firstError(connection.pipeline(
                    {{"DEL", claimKeys.delayed, claimKeys.payloads, claimKeys.queue}}));
                !r)
                return r;
            return fillDue(connection, claimKeys, requests * ClaimLoop::Batch);
        },
        [&connection, &claimKeys](int requests) -> Result<void> {
            const auto ready = connection.command({"LLEN", claimKeys.queue});
            if (!ready)
                return ready.error();
            if (ready->integerValue() != qint64(requests) * ClaimLoop::Batch)
                return RedisError(RedisError::Kind::UnexpectedReply,
                                  QStringLiteral("the claim's replay left %1 items ready, "
                                                 "expected %2")
                                      .arg(ready->integerValue())
                                      .arg(requests * ClaimLoop::Batch));
            return firstError(connection.pipeline({{"DEL", claimKeys.queue}}));
        }};

    const int n = m_requests;
    InterleavedRounds rounds(QStringLiteral("delayed"), Transport, m_rounds);
    rounds.setProgress(m_progress);
    rounds.add(QStringLiteral("redis-benchmark -c 1 -t set"), QStringLiteral("requests/s"),
               [this, n] { return m_runner.run(m_target, n); });
    const int claimRequests = qMax(1, n / ClaimLoop::Batch);
    for (auto &[kind, loop] : claims) {
        const QString name =
            QStringLiteral("%1 claim, batches of %2").arg(kind).arg(ClaimLoop::Batch);
        const qsizetype row =
            rounds.add(name, QStringLiteral("items/s"), [&loop = loop, n] { return loop.run(n); });
        if (&loop == &atomicClaims)
            rounds.setCeiling(row,
                              rounds.add(CeilingReplay::rowName(name), QStringLiteral("items/s"),
                                         [&ceiling, &claimReplay, claimRequests] {
                                             return ceiling.run(claimReplay, claimRequests);
                                         }));
    }
    rounds.add(QStringLiteral("enqueueIn (one script each)"), QStringLiteral("items/s"),
               [&connection, &enqueueQueue, n] { return enqueueRun(connection, enqueueQueue, n); });
    return rounds.run();
}
