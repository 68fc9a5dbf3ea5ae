#include "contendedpairs.h"

#include "redisconnection.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <latch>
#include <memory>
#include <vector>

namespace {
// What the clients of one run share.
struct SharedRun
{
    explicit SharedRun(int clients, int pairs)
        : connected(clients + 1)
        , finished(clients)
        , pairsLeft(pairs)
    {}

    std::latch connected; // every client connected, and the clock about to start
    std::latch finished;  // every client done with its last pair
    std::atomic<int> pairsLeft;
    std::atomic<bool> stop = false;
    QMutex mutex; // guards the two below
    RedisError firstError;
    QList<qint64> waitsUs;

    void fail(const RedisError &e)
    {
        const QMutexLocker locker(&mutex);
        if (!firstError.isError())
            firstError = e;
        stop = true;
    }
};
} // namespace

ContendedPairs::ContendedPairs(ConnectionOptions target, int clients, MakeLoop makeLoop)
    : m_target(std::move(target))
    , m_clients(clients)
    , m_makeLoop(std::move(makeLoop))
{}

Result<RunFigures> ContendedPairs::run(int pairs) const
{
    SharedRun shared(m_clients, pairs);
    const auto client = [this, &shared] {
        RedisConnection connection(m_target);
        const auto connected = connection.connect();
        if (!connected)
            shared.fail(connected.error());
        auto loop = m_makeLoop(connection);
        if (!loop)
            shared.fail(loop.error());
        shared.connected.arrive_and_wait();
        QList<qint64> waits;
        while (!shared.stop && shared.pairsLeft.fetch_sub(1) > 0) {
            const auto waited = loop.value().pair();
            if (!waited) {
                shared.fail(waited.error());
                break;
            }
            waits.append(*waited);
        }
        // Counted before the connection closes: the clock stops at the last release.
        shared.finished.count_down();
        const QMutexLocker locker(&shared.mutex);
        shared.waitsUs.append(waits);
    };

    std::vector<std::unique_ptr<QThread>> threads;
    for (int i = 0; i < m_clients; ++i) {
        threads.emplace_back(QThread::create(client));
        threads.back()->start();
    }
    shared.connected.arrive_and_wait();
    QElapsedTimer clock;
    clock.start();
    shared.finished.wait();
    const qint64 elapsedNs = clock.nsecsElapsed();
    for (const auto &t : threads)
        t->wait();

    if (shared.firstError.isError())
        return shared.firstError;
    std::sort(shared.waitsUs.begin(), shared.waitsUs.end());
    RunFigures figures;
    figures.perSecond = double(shared.waitsUs.size()) * 1e9 / double(qMax<qint64>(1, elapsedNs));
    figures.waitP50Ms = percentile(shared.waitsUs, 50) / 1000;
    figures.waitP99Ms = percentile(shared.waitsUs, 99) / 1000;
    return figures;
}

double ContendedPairs::percentile(const QList<qint64> &sorted, double p)
{
    if (sorted.isEmpty())
        return 0;
    const auto rank = qsizetype(std::ceil(p / 100 * double(sorted.size())));
    return double(sorted.at(std::clamp<qsizetype>(rank - 1, 0, sorted.size() - 1)));
}
