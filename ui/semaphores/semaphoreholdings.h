#pragma once

#include "countingsemaphore.h"
#include "stillheld.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QString>

#include <functional>
#include <map>
#include <memory>

// What the Semaphores view's action form holds between actions: one semaphore object per
// (kind, name) and the permits it acquired and has not released, newest last. Lives with the
// form but is used only on the ActionRunner's worker thread, one job at a time (the runner
// runs its jobs in order), so it needs no lock. A semaphore object is made again when the
// runner's connection was replaced (a reconnect, read-only switched): it keeps a reference
// to the connection it was made for.
class SemaphoreHoldings
{
public:
    struct Acquired
    {
        SemaphorePermit permit;
        int held = 0; // permits held on (kind, name) after this call
    };
    struct Released
    {
        SemaphoreRelease release;
        QByteArray holder;
        int held = 0;
    };

    explicit SemaphoreHoldings(KeySpace keys = KeySpace());

    // Tries until acquired, options.waitMs passes or cancelled() says stop (checked between
    // attempts: turning read-only on or closing the view must not wait out a long wait).
    Result<Acquired> acquire(RedisConnection &connection, const QString &kind,
                             const QByteArray &name, const SemaphoreAcquireOptions &options,
                             const std::function<bool()> &cancelled = {});
    // Releases the oldest permit held on (kind, name); InvalidArgument when none is held.
    Result<Released> release(RedisConnection &connection, const QString &kind,
                             const QByteArray &name);
    int held(const QString &kind, const QByteArray &name) const;
    // Releases every permit held on connection; what could not be released stays held and is
    // returned with the error.
    QList<std::pair<StillHeld, RedisError>> releaseAll(RedisConnection &connection);
    // Every permit held, now. Thread-safe.
    QList<StillHeld> stillHeld() const;

private:
    struct Kept
    {
        SemaphorePermit permit;
        QElapsedTimer since;
    };
    struct Entry
    {
        std::unique_ptr<CountingSemaphore> semaphore;
        RedisConnection *connection = nullptr;
        QList<Kept> permits;
    };
    static StillHeld stillHeld(const QString &kind, const QByteArray &name, const Kept &kept);
    Result<CountingSemaphore *> semaphoreFor(RedisConnection &connection, const QString &kind,
                                             const QByteArray &name);

    KeySpace m_keys;
    mutable QMutex m_mutex; // guards the permits against stillHeld(); the jobs change them
    std::map<std::pair<QString, QByteArray>, Entry> m_entries; // QHash needs copyable values
};
