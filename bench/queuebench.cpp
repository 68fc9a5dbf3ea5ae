#include "queuebench.h"

#include "pairloop.h"
#include "prioritytaskqueue.h"
#include "redisconnection.h"
#include "reliablequeue.h"
#include "taskqueue.h"

#include <memory>
#include <utility>
#include <vector>

namespace {
constexpr int WarmUpRequests = 2000;
constexpr int WarmUpPairs = 500;
// The take blocks (BLPOP, BLMOVE path) at most this long; the item is always there already.
constexpr qint64 TakeWaitMs = 1000;
const QString Transport = QStringLiteral("tcp");

RedisError failed(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(),
                      QStringLiteral("queues %1: %2: %3").arg(Transport, what, e.message()));
}

RedisError wrongItem(const QString &queue, const QByteArray &expected,
                     const std::optional<QByteArray> &got)
{
    return RedisError(RedisError::Kind::UnexpectedReply,
                      QStringLiteral("%1 queue: expected %2, took %3")
                          .arg(queue, QString::fromUtf8(expected),
                               got ? QString::fromUtf8(*got) : QStringLiteral("nothing")));
}

// The item the pair enqueues and must dequeue: a counter, so a lost or reordered item shows.
struct PairItem
{
    qint64 next = 0;
    QByteArray current;
    const QByteArray &advance()
    {
        current = "job-" + QByteArray::number(next++);
        return current;
    }
};

PairLoop fifoLoop(RedisConnection &c, const KeySpace &keys)
{
    auto queue = std::make_shared<TaskQueue>(c, keys, "bench-queue-fifo");
    auto item = std::make_shared<PairItem>();
    auto enqueue = [queue, item]() -> Result<void> {
        const auto pushed = queue->push(item->advance());
        return pushed ? Result<void>() : pushed.error();
    };
    auto dequeue = [queue, item]() -> Result<void> {
        const auto taken = queue->pop(TakeWaitMs);
        if (!taken)
            return taken.error();
        if (*taken != item->current)
            return wrongItem(QStringLiteral("fifo"), item->current, *taken);
        return {};
    };
    return PairLoop(std::move(enqueue), std::move(dequeue));
}

PairLoop priorityLoop(RedisConnection &c, const KeySpace &keys)
{
    auto queue = std::make_shared<PriorityTaskQueue>(c, keys, "bench-queue-priority");
    auto item = std::make_shared<PairItem>();
    auto enqueue = [queue, item]() -> Result<void> {
        const auto priority = PriorityTaskQueue::Priority(item->next % 3);
        const auto pushed = queue->push(priority, item->advance());
        return pushed ? Result<void>() : pushed.error();
    };
    auto dequeue = [queue, item]() -> Result<void> {
        const auto taken = queue->pop(TakeWaitMs);
        if (!taken)
            return taken.error();
        const std::optional<QByteArray> payload =
            taken->has_value() ? std::optional<QByteArray>((*taken)->payload) : std::nullopt;
        if (payload != item->current)
            return wrongItem(QStringLiteral("priority"), item->current, payload);
        return {};
    };
    return PairLoop(std::move(enqueue), std::move(dequeue));
}

PairLoop reliableLoop(RedisConnection &c, const KeySpace &keys)
{
    const QByteArray name = "bench-queue-reliable";
    auto producer = std::make_shared<TaskQueue>(c, keys, name);
    auto consumer = std::make_shared<ReliableQueue>(c, keys, name, "bench-consumer");
    auto item = std::make_shared<PairItem>();
    auto enqueue = [producer, item]() -> Result<void> {
        const auto pushed = producer->push(item->advance());
        return pushed ? Result<void>() : pushed.error();
    };
    auto dequeue = [consumer, item]() -> Result<void> {
        const auto taken = consumer->take(TakeWaitMs);
        if (!taken)
            return taken.error();
        if (*taken != item->current)
            return wrongItem(QStringLiteral("reliable"), item->current, *taken);
        const auto acked = consumer->ack(item->current);
        if (!acked)
            return acked.error();
        if (!acked->done)
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("reliable queue: ack: ") + acked->detail);
        return {};
    };
    return PairLoop(std::move(enqueue), std::move(dequeue));
}
} // namespace

Result<QList<BenchRow>> QueueBench::run()
{
    const KeySpace keys;
    RedisConnection connection(m_target);
    if (auto r = connection.connect(); !r)
        return failed(QStringLiteral("RedisConnection"), r.error());

    std::vector<std::pair<QString, PairLoop>> loops;
    loops.emplace_back(QStringLiteral("FIFO RPUSH+BLPOP"), fifoLoop(connection, keys));
    loops.emplace_back(QStringLiteral("priority RPUSH+BLPOP (3 lists)"),
                       priorityLoop(connection, keys));
    loops.emplace_back(QStringLiteral("reliable RPUSH+take+ack (3 trips)"),
                       reliableLoop(connection, keys));

    // Warm-up, untimed: the connection open, every script loaded (the first EVALSHA of each
    // falls back to EVAL), the server's allocator settled.
    if (auto r = m_runner.run(m_target, qMin(m_requests, WarmUpRequests)); !r)
        return failed(QStringLiteral("redis-benchmark"), r.error());
    for (auto &[name, loop] : loops)
        if (auto r = loop.run(WarmUpPairs); !r)
            return failed(QStringLiteral("warm-up"), r.error());

    const int n = m_requests;
    const int pairs = qMax(1, n / 2);
    InterleavedRounds rounds(QStringLiteral("queues"), Transport, m_rounds);
    rounds.setProgress(m_progress);
    rounds.add(QStringLiteral("redis-benchmark -c 1 -t set"), QStringLiteral("requests/s"),
               [this, n] { return m_runner.run(m_target, n); });
    for (auto &[name, loop] : loops)
        rounds.add(name, QStringLiteral("pairs/s"),
                   [&loop = loop, pairs] { return loop.run(pairs); });
    return rounds.run();
}
