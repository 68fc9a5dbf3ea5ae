#include "semaphoreholdings.h"

#include "semaphorefactory.h"

#include <QDeadlineTimer>
#include <QRandomGenerator>
#include <QThread>

SemaphoreHoldings::SemaphoreHoldings(KeySpace keys)
    : m_keys(std::move(keys))
{}

Result<CountingSemaphore *> SemaphoreHoldings::semaphoreFor(RedisConnection &connection,
                                                            const QString &kind,
                                                            const QByteArray &name)
{
    Entry &entry = m_entries[{kind, name}];
    if (!entry.semaphore || entry.connection != &connection) {
        auto made = SemaphoreFactory::create(kind, connection, m_keys, name);
        if (!made) {
            if (!entry.semaphore)
                m_entries.erase({kind, name});
            return made.error();
        }
        entry.semaphore = std::move(made).value();
        entry.connection = &connection;
    }
    return entry.semaphore.get();
}

Result<SemaphoreHoldings::Acquired>
SemaphoreHoldings::acquire(RedisConnection &connection, const QString &kind, const QByteArray &name,
                           const SemaphoreAcquireOptions &options,
                           const std::function<bool()> &cancelled)
{
    const auto semaphore = semaphoreFor(connection, kind, name);
    if (!semaphore)
        return semaphore.error();
    // One attempt at a time, so a cancellation is seen between attempts.
    SemaphoreAcquireOptions once = options;
    once.waitMs = 0;
    const QDeadlineTimer deadline(qMax<qint64>(0, options.waitMs));
    Result<SemaphorePermit> permit = (*semaphore)->acquire(once);
    while (permit && !permit->acquired && !deadline.hasExpired() && !(cancelled && cancelled())) {
        const qint64 jitter = options.retryJitterMs > 0
                                  ? QRandomGenerator::global()->bounded(options.retryJitterMs + 1)
                                  : 0;
        QThread::msleep(quint64(qBound<qint64>(0, options.retryDelayMs + jitter,
                                               qMax<qint64>(0, deadline.remainingTime()))));
        permit = (*semaphore)->acquire(once);
    }
    if (!permit)
        return permit.error();
    Entry &entry = m_entries[{kind, name}];
    if (permit->acquired)
        entry.permits.append(*permit);
    return Acquired{*permit, int(entry.permits.size())};
}

Result<SemaphoreHoldings::Released>
SemaphoreHoldings::release(RedisConnection &connection, const QString &kind, const QByteArray &name)
{
    if (held(kind, name) == 0)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("CoordScope holds no %1 permit on %2 to release")
                              .arg(kind, QString::fromUtf8(name)));
    const auto semaphore = semaphoreFor(connection, kind, name);
    if (!semaphore)
        return semaphore.error();
    Entry &entry = m_entries[{kind, name}];
    const SemaphorePermit permit = entry.permits.first();
    const auto released = (*semaphore)->release(permit);
    if (!released)
        return released.error(); // still held: the user may try again
    entry.permits.removeFirst();
    return Released{*released, permit.holder, int(entry.permits.size())};
}

int SemaphoreHoldings::held(const QString &kind, const QByteArray &name) const
{
    const auto it = m_entries.find({kind, name});
    return it == m_entries.end() ? 0 : int(it->second.permits.size());
}
