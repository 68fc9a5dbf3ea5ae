#include "coordscopelayouts.h"

#include "layoutfamily.h"
#include "valueshape.h"

#include <QRegularExpression>

namespace {
// Above every other library's layout: a key under CoordScope's prefix and hash tag is ours.
constexpr int Specificity = 100;

QString docs(const char *page)
{
    return QStringLiteral("CoordScope docs/primitives/%1.md").arg(QLatin1String(page));
}

// "<prefix>{NAME}:<part>" patterns and keys for one prefix.
class CoordScopeKeys
{
public:
    explicit CoordScopeKeys(const QByteArray &prefix)
        : m_prefix(prefix)
        , m_escaped(QRegularExpression::escape(QString::fromLatin1(prefix)))
    {}

    // partPattern is a regular expression (already escaped where it needs to be).
    QString pattern(const QString &partPattern) const
    {
        return m_escaped + QLatin1String("\\{(?<name>[^{}]+)\\}:") + partPattern;
    }
    QString pattern(const char *literalPart) const
    {
        return pattern(QRegularExpression::escape(QLatin1String(literalPart)));
    }
    LayoutFamily::KeyFor keyFor(const QByteArray &part) const
    {
        const QByteArray prefix = m_prefix;
        return [prefix, part](const QByteArray &name) -> QByteArray {
            return prefix + '{' + name + "}:" + part;
        };
    }

private:
    QByteArray m_prefix;
    QString m_escaped;
};

bool looksLikeExpiryMs(const KeySample &s)
{
    // The getset lock: the client's expiry time in ms as the value, and no TTL.
    return s.ttlMs == -1 && s.stringValue && ValueShape::isPositiveInteger(*s.stringValue, 16) &&
           ValueShape::timeMagnitude(s.stringValue->toDouble()) ==
               ValueShape::TimeMagnitude::Milliseconds;
}

bool firstScoreIsTime(const KeySample &s)
{
    return !s.zsetHead.isEmpty() && ValueShape::timeMagnitude(s.zsetHead.first().second) ==
                                        ValueShape::TimeMagnitude::Milliseconds;
}

void addLocks(QList<KeyLayout> &out, const CoordScopeKeys &k)
{
    const QString lib = QStringLiteral("CoordScope");
    const LayoutFamily lock(QStringLiteral("coordscope-token-lock"), lib, PrimitiveKind::Lock,
                            Specificity, docs("locks"));
    // Every string lock variant shares ":lock"; only the getset lock's value differs (its
    // expiry time), and the reader needs to know.
    KeyLayout getset = lock.sampledKey(KeyRole::Lock, k.pattern("lock"), "string",
                                       looksLikeExpiryMs, k.keyFor("lock"), "timestamp-ms");
    getset.specificity = Specificity + 1;
    out << getset
        << lock.key(KeyRole::Lock, k.pattern("lock"), "string", k.keyFor("lock"), "token");
    // The fencing counter never expires: it outlives every hold.
    out << LayoutFamily::secondary(
        lock.key(KeyRole::Fence, k.pattern("fence"), "string", k.keyFor("fence"), "count"));
    // The waiting line of acquire() with a wait (TokenLock): the waiters' tokens in order, and
    // until when each one's place is kept.
    out << LayoutFamily::secondary(lock.key(KeyRole::Waiters, k.pattern("lock:queue"), "list",
                                            k.keyFor("lock:queue"), "token"))
        << LayoutFamily::secondary(lock.key(KeyRole::WaiterDeadlines, k.pattern("lock:kept"),
                                            "zset", k.keyFor("lock:kept"), "token",
                                            ScoreUnit::EpochMilliseconds));

    const LayoutFamily reentrant(QStringLiteral("coordscope-reentrant-lock"), lib,
                                 PrimitiveKind::ReentrantLock, Specificity, docs("locks"));
    out << reentrant.key(KeyRole::Lock, k.pattern("lock"), "hash", k.keyFor("lock"), "owner-count");

    const LayoutFamily resource(QStringLiteral("coordscope-fenced-resource"), lib,
                                PrimitiveKind::Counter, Specificity, docs("locks"));
    out << resource.key(KeyRole::Fence, k.pattern("highest-fence"), "string",
                        k.keyFor("highest-fence"), "count")
        << resource.key(KeyRole::Value, k.pattern("value"), "string", k.keyFor("value"));
}

void addSemaphores(QList<KeyLayout> &out, const CoordScopeKeys &k)
{
    const LayoutFamily sem(QStringLiteral("coordscope-semaphore"), QStringLiteral("CoordScope"),
                           PrimitiveKind::Semaphore, Specificity, docs("semaphores"));
    // holders: scored by time (basic, fair, locked: the acquire time; atomic: the expiry, both
    // ms) or by the counter (ttl-keys); the score's magnitude tells which.
    KeyLayout timed =
        sem.sampledKey(KeyRole::Holders, k.pattern("holders"), "zset", firstScoreIsTime,
                       k.keyFor("holders"), "acquired-or-expiry-ms", ScoreUnit::EpochMilliseconds);
    timed.specificity = Specificity + 1;
    out << timed
        << sem.key(KeyRole::Holders, k.pattern("holders"), "zset", k.keyFor("holders"), "counter");
    out << LayoutFamily::secondary(
               sem.key(KeyRole::Owners, k.pattern("owners"), "zset", k.keyFor("owners"), "counter"))
        << LayoutFamily::secondary(sem.key(KeyRole::Counter, k.pattern("counter"), "string",
                                           k.keyFor("counter"), "count"))
        << LayoutFamily::secondary(sem.key(KeyRole::Lease,
                                           k.pattern(QStringLiteral("lease:(?<part>.+)")), "string",
                                           {}, "token"))
        << LayoutFamily::secondary(
               sem.key(KeyRole::Lock, k.pattern("semlock"), "string", k.keyFor("semlock"), "token"))
        // The guard lock's waiting line (TokenLock::acquire): part of the semaphore.
        << LayoutFamily::secondary(sem.key(KeyRole::Waiters, k.pattern("semlock:queue"), "list",
                                           k.keyFor("semlock:queue"), "token"))
        << LayoutFamily::secondary(sem.key(KeyRole::WaiterDeadlines, k.pattern("semlock:kept"),
                                           "zset", k.keyFor("semlock:kept"), "token",
                                           ScoreUnit::EpochMilliseconds));
}

void addQueues(QList<KeyLayout> &out, const CoordScopeKeys &k)
{
    const LayoutFamily queue(QStringLiteral("coordscope-task-queue"), QStringLiteral("CoordScope"),
                             PrimitiveKind::TaskQueue, Specificity, docs("queues"));
    out << queue.key(KeyRole::Ready, k.pattern("queue"), "list", k.keyFor("queue"))
        << queue.key(KeyRole::Ready, k.pattern(QStringLiteral("queue:(?<part>high)")), "list",
                     k.keyFor("queue:high"))
        << queue.key(KeyRole::Ready, k.pattern(QStringLiteral("queue:(?<part>low)")), "list",
                     k.keyFor("queue:low"))
        << queue.key(KeyRole::Consumers, k.pattern("consumers"), "zset", k.keyFor("consumers"),
                     "deadline-ms", ScoreUnit::EpochMilliseconds)
        << queue.key(KeyRole::Processing, k.pattern(QStringLiteral("processing:(?<part>.+)")),
                     "list");

    const LayoutFamily delayed(QStringLiteral("coordscope-delayed-queue"),
                               QStringLiteral("CoordScope"), PrimitiveKind::DelayedQueue,
                               Specificity, docs("queues"));
    out << delayed.key(KeyRole::Schedule, k.pattern("delayed"), "zset", k.keyFor("delayed"), "id",
                       ScoreUnit::EpochMilliseconds)
        << LayoutFamily::secondary(
               delayed.key(KeyRole::Payloads, k.pattern("payloads"), "hash", k.keyFor("payloads")))
        // The ready list is the task queue of the same name: classified as that, attached here.
        << delayed.sideKey(KeyRole::Ready, k.pattern("queue"), "list", k.keyFor("queue"));
}

void addRateLimiters(QList<KeyLayout> &out, const QByteArray &prefix)
{
    const LayoutFamily limiter(QStringLiteral("coordscope-rate-limiter"),
                               QStringLiteral("CoordScope"), PrimitiveKind::RateLimiter,
                               Specificity, docs("rate-limiters"));
    // "<prefix>{NAME:SUBJECT}:<kind>": the name has no ':', the subject may.
    const QString tag = QRegularExpression::escape(QString::fromLatin1(prefix)) +
                        QLatin1String("\\{(?<name>[^{}:]+):(?<part>[^{}]+)\\}:");
    out << limiter.key(KeyRole::Window, tag + QLatin1String("fixed"), "hash", {}, "fixed-window")
        << limiter.key(KeyRole::Window, tag + QLatin1String("sliding"), "zset", {},
                       "cumulative-cost", ScoreUnit::EpochMicroseconds)
        << limiter.key(KeyRole::Window, tag + QLatin1String("funnel"), "hash", {}, "funnel")
        << limiter.key(KeyRole::Window, tag + QLatin1String("gcra"), "string", {}, "tat-us");
}

void addAutocomplete(QList<KeyLayout> &out, const CoordScopeKeys &k)
{
    const LayoutFamily book(QStringLiteral("coordscope-address-book"), QStringLiteral("CoordScope"),
                            PrimitiveKind::AddressBook, Specificity, docs("autocomplete"));
    // The marker registry (marker -> ms it was added) exists only while a query runs or after
    // one crashed.
    out << book.key(KeyRole::Names, k.pattern("names"), "zset", k.keyFor("names"), "names")
        << book.key(KeyRole::Names, k.pattern(QStringLiteral("names-(?<part>folded)")), "zset",
                    k.keyFor("names-folded"), "folded-names")
        << LayoutFamily::secondary(book.key(KeyRole::Markers, k.pattern("markers"), "zset",
                                            k.keyFor("markers"), "marker-ms",
                                            ScoreUnit::EpochMilliseconds))
        << LayoutFamily::secondary(book.key(
               KeyRole::Markers, k.pattern(QStringLiteral("markers-(?<part>folded)")), "zset",
               k.keyFor("markers-folded"), "marker-ms", ScoreUnit::EpochMilliseconds));

    const LayoutFamily recent(QStringLiteral("coordscope-recent-contacts"),
                              QStringLiteral("CoordScope"), PrimitiveKind::RecentContacts,
                              Specificity, docs("autocomplete"));
    out << recent.key(KeyRole::Recent, k.pattern("recent"), "list", k.keyFor("recent"));
}

void addStructures(QList<KeyLayout> &out, const CoordScopeKeys &k)
{
    const QString lib = QStringLiteral("CoordScope");
    const QString source = docs("structures");
    out << LayoutFamily(QStringLiteral("coordscope-bitmap"), lib, PrimitiveKind::Bitmap,
                        Specificity, source)
               .key(KeyRole::Value, k.pattern("bitmap"), "string", k.keyFor("bitmap"), "bits");
    // One bitmap per day; the scratch keys of a union live inside one MULTI and are never seen.
    out << LayoutFamily(QStringLiteral("coordscope-daily-active-users"), lib, PrimitiveKind::Bitmap,
                        Specificity, source)
               .key(KeyRole::Bits, k.pattern(QStringLiteral("dau:(?<part>\\d{4}-\\d{2}-\\d{2})")),
                    "string", {}, "bits");
    out << LayoutFamily(QStringLiteral("coordscope-hyperloglog"), lib, PrimitiveKind::HyperLogLog,
                        Specificity, source)
               .key(KeyRole::Value, k.pattern("hll"), "string", k.keyFor("hll"), "hll");
    const LayoutFamily bloom(QStringLiteral("coordscope-bloom-filter"), lib,
                             PrimitiveKind::BloomFilter, Specificity, source);
    // The bits are made by the first add; the parameters exist from the start.
    out << bloom.key(KeyRole::Params, k.pattern("bloom:params"), "hash", k.keyFor("bloom:params"))
        << LayoutFamily::secondary(bloom.key(KeyRole::Bits, k.pattern("bloom:bits"), "string",
                                             k.keyFor("bloom:bits"), "bits"));
    out << LayoutFamily(QStringLiteral("coordscope-geo-index"), lib, PrimitiveKind::GeoIndex,
                        Specificity, source)
               .key(KeyRole::Value, k.pattern("geo"), "zset", k.keyFor("geo"), "geohash");
}
} // namespace

QList<KeyLayout> coordScopeLayouts(const QByteArray &prefix)
{
    const CoordScopeKeys keys(prefix);
    QList<KeyLayout> out;
    addLocks(out, keys);
    addSemaphores(out, keys);
    addQueues(out, keys);
    addRateLimiters(out, prefix);
    addAutocomplete(out, keys);
    addStructures(out, keys);
    return out;
}
