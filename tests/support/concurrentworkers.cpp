#include "concurrentworkers.h"

#include <QDeadlineTimer>
#include <QThread>
#include <QtGlobal>

#include <memory>
#include <vector>

QStringList ConcurrentWorkers::run(int count, const Body &body, int timeoutMs)
{
    std::vector<QString> results(std::size_t(qMax(count, 0)));
    std::vector<std::unique_ptr<QThread>> threads;
    threads.reserve(results.size());
    for (int t = 0; t < count; ++t)
        threads.emplace_back(QThread::create([&body, &results, t] { results[t] = body(t); }));
    for (auto &thread : threads)
        thread->start();
    QStringList failures;
    const QDeadlineTimer deadline(timeoutMs);
    for (int t = 0; t < count; ++t) {
        // A hung worker still uses the caller's state, so returning would free it under the
        // thread's feet: end the test program instead, loudly.
        if (!threads[t]->wait(deadline))
            qFatal("ConcurrentWorkers: thread %d still running after %d ms", t, timeoutMs);
        if (!results[t].isEmpty())
            failures << QStringLiteral("thread %1: %2").arg(t).arg(results[t]);
    }
    return failures;
}
