#pragma once

#include "actionrunner.h"
#include "distributedlock.h"
#include "keyspace.h"
#include "stillheld.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QString>

#include <optional>

class RedisConnection;

// What the Locks view's form asks for.
struct LockRequest
{
    QString kind; // one of LockFactory::kinds()
    QByteArray name;
    qint64 ttlMs = 10000;
    qint64 waitMs = 0;
    int retryDelayMs = 10;
};

// The locks the playground acquired, and the calls on them. Every method but stillHeld() runs
// inside an ActionRunner job, on the runner's worker thread, one at a time; stillHeld() may be
// called from any thread (the quit asks it when a release did not end in time). It keeps each hold
// (token, owner id, fencing number), not the lock objects, and makes the lock anew on the job's
// connection, because the runner replaces its connection when the session reconnects: release and
// extend still use the token acquired.
class LockPlayground
{
public:
    explicit LockPlayground(KeySpace keys = KeySpace());

    // The form's checks, before anything is sent: empty when fine, else one line for the user.
    static QString validateName(const QString &name);
    static QString validateTtl(const QString &text, qint64 *ttlMs);
    static QString validateWait(const QString &text, qint64 *waitMs);
    static QString validateRetry(const QString &text, int *retryMs);

    // summary: what happened; value: a QVariantMap with "key", "token", "fencing", "holdCount",
    // "ttlMs", "validityMs", "acquired" / "outcome". Extend keeps the hold the lock returns (the
    // new lease and validity; a variant may change the token or the hold count too).
    ActionResult acquire(RedisConnection &connection, const LockRequest &request);
    ActionResult release(RedisConnection &connection, const QString &kind, const QByteArray &name);
    ActionResult extend(RedisConnection &connection, const QString &kind, const QByteArray &name,
                        qint64 ttlMs);

    // Releases every lock held (a reentrant one until its count is 0) on connection; what could
    // not be released stays held here and is returned with the error.
    QList<std::pair<StillHeld, RedisError>> releaseAll(RedisConnection &connection);
    // Every lock held, now. Thread-safe.
    QList<StillHeld> stillHeld() const;

    bool holds(const QString &kind, const QByteArray &name) const;
    // The hold kept for the lock, as the last acquire or extend returned it.
    std::optional<LockHold> hold(const QString &kind, const QByteArray &name) const;

private:
    using Identity = std::pair<QString, QByteArray>;
    struct Kept
    {
        LockHold hold;
        QElapsedTimer leaseSince; // since the lease was granted (acquire or extend)
    };
    void keep(const Identity &id, const LockHold &hold);
    void drop(const Identity &id);
    StillHeld stillHeld(const Identity &id, const Kept &kept) const;

    KeySpace m_keys;
    mutable QMutex m_mutex; // guards m_holds against stillHeld(); the jobs change it
    QHash<Identity, Kept> m_holds;
};
