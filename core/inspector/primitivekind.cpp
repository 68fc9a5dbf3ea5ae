#include "primitivekind.h"

#include <array>

namespace {
struct KindInfo
{
    PrimitiveKind kind;
    const char *name;
    const char *description;
};

constexpr std::array Kinds{
    KindInfo{PrimitiveKind::Lock, "lock",
             "A mutual-exclusion lock: one holder at a time, named by a token in a string key, "
             "usually with a TTL so a crashed holder's lock expires."},
    KindInfo{PrimitiveKind::ReentrantLock, "reentrant-lock",
             "A lock its owner may take again: a hash from owner to hold count, released when the "
             "count drops to zero."},
    KindInfo{PrimitiveKind::FairLock, "fair-lock",
             "A lock granted in request order: the holder, plus a queue of waiters with their "
             "deadlines."},
    KindInfo{PrimitiveKind::ReadWriteLock, "read-write-lock",
             "Many readers or one writer: the mode and who holds it."},
    KindInfo{PrimitiveKind::JobLock, "job-lock",
             "A queue worker's lease on the job it is running: if the worker dies, the lease "
             "expires and the job is retried."},
    KindInfo{PrimitiveKind::Semaphore, "semaphore",
             "Up to N holders at once: members ranked by when (or in which order) they acquired; "
             "those past the limit, or expired, hold nothing."},
    KindInfo{PrimitiveKind::ExpirableSemaphore, "expirable-semaphore",
             "A semaphore whose permits each expire at their own time."},
    KindInfo{PrimitiveKind::TaskQueue, "task-queue",
             "Items waiting for a worker, in lists: ready, in flight, failed."},
    KindInfo{PrimitiveKind::DelayedQueue, "delayed-queue",
             "Items due at a time: a sorted set scored by due time, moved to a ready list when "
             "due."},
    KindInfo{PrimitiveKind::RateLimiter, "rate-limiter",
             "Admits at most N requests per period for each subject: a window count, a water "
             "level or a theoretical arrival time."},
    KindInfo{PrimitiveKind::AddressBook, "address-book",
             "Names in a sorted set of equal scores, so a prefix is a range: autocomplete."},
    KindInfo{PrimitiveKind::RecentContacts, "recent-contacts",
             "A user's most recent contacts, newest first, capped."},
    KindInfo{PrimitiveKind::BloomFilter, "bloom-filter",
             "A bit array that answers \"maybe seen\" or \"never seen\", never a false no."},
    KindInfo{PrimitiveKind::HyperLogLog, "hyperloglog",
             "Counts distinct items in 12 KiB, within about 0.81%."},
    KindInfo{PrimitiveKind::Bitmap, "bitmap", "One bit per integer id: flags and counts."},
    KindInfo{PrimitiveKind::GeoIndex, "geo-index",
             "Places scored by geohash, searched by radius or box."},
    KindInfo{PrimitiveKind::WorkerRegistry, "worker-registry",
             "Who is alive and working: each worker's heartbeat and deadline."},
    KindInfo{PrimitiveKind::Counter, "counter",
             "A number: a statistic, an id sequence, or the available permits of a semaphore."},
    KindInfo{PrimitiveKind::Unknown, "unknown", "A key no known layout claims."},
};

const KindInfo *find(PrimitiveKind kind)
{
    for (const KindInfo &k : Kinds)
        if (k.kind == kind)
            return &k;
    return nullptr;
}
} // namespace

QString primitiveKindName(PrimitiveKind kind)
{
    const KindInfo *k = find(kind);
    return k ? QString::fromLatin1(k->name) : QString();
}

std::optional<PrimitiveKind> primitiveKindFromName(const QString &name)
{
    for (const KindInfo &k : Kinds)
        if (name == QLatin1String(k.name))
            return k.kind;
    return std::nullopt;
}

QString primitiveKindDescription(PrimitiveKind kind)
{
    const KindInfo *k = find(kind);
    return k ? QString::fromUtf8(k->description) : QString();
}

bool isLockKind(PrimitiveKind kind)
{
    switch (kind) {
    case PrimitiveKind::Lock:
    case PrimitiveKind::ReentrantLock:
    case PrimitiveKind::FairLock:
    case PrimitiveKind::ReadWriteLock:
    case PrimitiveKind::JobLock:
        return true;
    default:
        return false;
    }
}
