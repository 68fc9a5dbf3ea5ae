#include "semaphoreholdings.h"

#include "semaphorefactory.h"

#include <QCoreApplication>
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
    Entry *found = nullptr;
    {
        const QMutexLocker lock(&m_mutex); // the map may grow
        found = &m_entries[{kind, name}];
    }
    Entry &entry = *found;
    if (!entry.semaphore || entry.connection != &connection) {
        auto made = SemaphoreFactory::create(kind, connection, m_keys, name);
        if (!made) {
            if (!entry.semaphore && entry.permits.isEmpty()) {
                const QMutexLocker lock(&m_mutex);
                m_entries.erase({kind, name});
            }
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
    if (permit->acquired) {
        Kept kept{*permit, {}};
        kept.since.start();
        const QMutexLocker lock(&m_mutex);
        entry.permits.append(kept);
    }
    return Acquired{*permit, int(entry.permits.size())};
}

Result<SemaphoreHoldings::Released>
SemaphoreHoldings::release(RedisConnection &connection, const QString &kind, const QByteArray &name)
{
    if (held(kind, name) == 0)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QCoreApplication::translate(
                              "SemaphoreHoldings", "CoordScope holds no %1 permit on %2 to release")
                              .arg(kind, QString::fromUtf8(name)));
    const auto semaphore = semaphoreFor(connection, kind, name);
    if (!semaphore)
        return semaphore.error();
    Entry &entry = m_entries[{kind, name}];
    const SemaphorePermit permit = entry.permits.first().permit;
    const auto released = (*semaphore)->release(permit);
    if (!released)
        return released.error(); // still held: the user may try again
    const QMutexLocker lock(&m_mutex);
    entry.permits.removeFirst();
    return Released{*released, permit.holder, int(entry.permits.size())};
}

int SemaphoreHoldings::held(const QString &kind, const QByteArray &name) const
{
    const auto it = m_entries.find({kind, name});
    return it == m_entries.end() ? 0 : int(it->second.permits.size());
}

QList<std::pair<StillHeld, RedisError>> SemaphoreHoldings::releaseAll(RedisConnection &connection)
{
    QList<std::pair<StillHeld, RedisError>> failed;
    for (auto &[id, entry] : m_entries) {
        while (!entry.permits.isEmpty()) {
            const Kept kept = entry.permits.first();
            const auto released = release(connection, id.first, id.second);
            if (!released) {
                failed.append(
                    std::make_pair(stillHeld(id.first, id.second, kept), released.error()));
                break;
            }
        }
        // Made for a connection that goes with the quit: never to be used again.
        if (entry.connection == &connection) {
            entry.semaphore.reset();
            entry.connection = nullptr;
        }
    }
    return failed;
}

StillHeld SemaphoreHoldings::stillHeld(const QString &kind, const QByteArray &name,
                                       const Kept &kept)
{
    const SemaphorePermit &p = kept.permit;
    return {StillHeld::Kind::Permit, kind, name, {}, p.holder, p.limit, p.leaseMs,
            kept.since.elapsed()};
}

QList<StillHeld> SemaphoreHoldings::stillHeld() const
{
    const QMutexLocker lock(&m_mutex);
    QList<StillHeld> held;
    for (const auto &[id, entry] : m_entries) {
        for (const Kept &kept : entry.permits)
            held << stillHeld(id.first, id.second, kept);
    }
    return held;
}
