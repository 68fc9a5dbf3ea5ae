#include "lockcontention.h"

#include "concurrentworkers.h"
#include "lockfactory.h"
#include "redisconnection.h"

#include <QMutex>

QStringList LockContention::run(const ConnectionOptions &options, const QString &kind,
                                const QByteArray &name, const QByteArray &counterKey, int threads,
                                int rounds, HoldIntervals &intervals)
{
    QMutex mutex;
    return ConcurrentWorkers::run(threads, [&](int) -> QString {
        RedisConnection c(options);
        auto lock = LockFactory::create(kind, c, KeySpace(), name);
        if (!lock)
            return lock.error().toString();
        for (int i = 0; i < rounds; ++i) {
            const auto hold = lock.value()->acquire({10000, 60000, 1, 2});
            if (!hold || !hold->acquired)
                return QStringLiteral("round %1: %2")
                    .arg(i)
                    .arg(hold ? hold->detail : hold.error().toString());
            const auto value = c.command({"GET", counterKey});
            const qint64 n = value && value->isString() ? value->bytes().toLongLong() : 0;
            (void)c.command({"SET", counterKey, QByteArray::number(n + 1)});
            const auto released = lock.value()->release(*hold);
            if (!released || released->outcome != LockRelease::Outcome::Released)
                return QStringLiteral("round %1: release failed").arg(i);
            QMutexLocker locker(&mutex);
            intervals.add({hold->acquiredAtUs, released->releasedAtUs,
                           hold->token + '#' + QByteArray::number(i), hold->fencing});
        }
        return {};
    });
}
