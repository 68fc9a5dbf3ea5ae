#pragma once

#include <QString>
#include <optional>

// What a group of keys is, as the inspector shows it. The views group kinds: locks (Lock,
// ReentrantLock, FairLock, ReadWriteLock, JobLock), semaphores, queues, limiters, search, and
// the compact structures.
enum class PrimitiveKind {
    Lock,               // one holder, a token in a string key, usually with a TTL
    ReentrantLock,      // one owner with a hold count (a hash)
    FairLock,           // a lock with an ordered queue of waiters
    ReadWriteLock,      // many readers or one writer
    JobLock,            // a queue worker's lease on one job
    Semaphore,          // up to N holders
    ExpirableSemaphore, // permits that expire one by one
    TaskQueue,          // items waiting for a worker (lists)
    DelayedQueue,       // items due at a time (a zset scored by due time)
    RateLimiter,        // admits at most N per period
    AddressBook,        // names for prefix search (a zset of equal scores)
    RecentContacts,     // a capped most-recent-first list
    BloomFilter,
    HyperLogLog,
    Bitmap,
    GeoIndex,
    WorkerRegistry, // who is alive and working (Sidekiq processes, reliable-queue consumers)
    Counter,        // a number that may be a semaphore or a statistic
    Unknown,
};

QString primitiveKindName(PrimitiveKind kind); // "lock", "reentrant-lock", ...
std::optional<PrimitiveKind> primitiveKindFromName(const QString &name);
// One sentence for tooltips and `inspect --help`.
QString primitiveKindDescription(PrimitiveKind kind);
// The kinds the Locks tab shows: one holder (or one writer) at a time.
bool isLockKind(PrimitiveKind kind);
