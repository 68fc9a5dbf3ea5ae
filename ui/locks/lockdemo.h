#pragma once

#include "keyspace.h"
#include "result.h"

#include <QStringList>

class ActionContext;
class RedisConnection;

// Demo data for the Locks view, written with the real core locks under KeySpace's prefix
// ("cs:{orders}:lock", ...): a token lock with a lease, a reentrant lock held twice, a fenced
// lock on its fourth fencing number, a SETNX+EXPIRE lock, a GETSET lock and a naive lock with
// no TTL. (The core has no fair lock: fair-lock waiters show for Redisson's layout only.)
class LockDemo
{
public:
    // The names it uses, so a second populate() starts from the same state.
    static QStringList lockNames();
    // Deletes the demo keys and takes every demo lock; returns how many are held.
    static Result<int> populate(RedisConnection &connection, const KeySpace &keys = KeySpace());
    // About 5 s of traffic on the lock "burst" so the timeline has something to show: a hold
    // that is released, one that expires, and one whose lease runs out with the next client
    // taking the lock at once (an expiry, then a new hold, with no free read in between).
    // Reports progress after each step (TrafficSteps in all), so a view can look at the key
    // then. Stops early when ctx is cancelled.
    static Result<void> runTraffic(RedisConnection &connection, const ActionContext &ctx,
                                   const KeySpace &keys = KeySpace());
    static constexpr int TrafficSteps = 6;
    // The key runTraffic() writes.
    static QByteArray trafficKey(const KeySpace &keys = KeySpace());
};
