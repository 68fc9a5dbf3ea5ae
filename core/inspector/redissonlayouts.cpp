#include "librarylayouts.h"

#include "layoutfamily.h"
#include "valueshape.h"

// Redisson (Java). Main keys carry the user's name as is; side keys add the name as a hash tag:
// prefixName(p, name) = p + ":{" + name + "}" and suffixName(name, s) = "{" + name + "}:" + s,
// or, when the name already has a '{', p + ":" + name and name + ":" + s (RedissonObject.java).
// Each side key therefore has two patterns: the plain name in braces, and a name with braces
// of its own (around which something else must stand, or it would be the first form).
namespace {
const QString Src = QStringLiteral("redisson/redisson redisson/src/main/java/org/redisson/");
const QString AnyName = QStringLiteral("(?<name>[\\s\\S]+)");
const QString BracedName =
    QStringLiteral("(?<name>(?:[^{}]+\\{[^{}]*\\}[^{}]*|\\{[^{}]*\\}[^{}]+))");
const QString Owner = QStringLiteral(
    "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}:\\d+");
constexpr double NonExpiringPermit = 922337203685477.0; // nonExpirableTimeout

LayoutFamily::KeyFor prefixedName(const QByteArray &prefix)
{
    return [prefix](const QByteArray &name) -> QByteArray {
        if (name.contains('{'))
            return prefix + ':' + name;
        return prefix + ":{" + name + '}';
    };
}

LayoutFamily::KeyFor suffixedName(const QByteArray &suffix)
{
    return [suffix](const QByteArray &name) -> QByteArray {
        if (name.contains('{'))
            return name + ':' + suffix;
        return QByteArray("{") + name + "}:" + suffix;
    };
}

// The two pattern bodies of prefixName(prefix, name) + tail.
QStringList prefixedPatterns(const char *prefix, const QString &tail = {})
{
    const QString p = QLatin1String(prefix) + QLatin1Char(':');
    return {p + QLatin1String("\\{(?<name>[^{}]+)\\}") + tail, p + BracedName + tail};
}

// The two pattern bodies of suffixName(name, suffix) + tail; suffix is a regular expression.
QStringList suffixedPatterns(const QString &suffix)
{
    return {QLatin1String("\\{(?<name>[^{}]+)\\}:") + suffix,
            BracedName + QLatin1Char(':') + suffix};
}

bool isRedissonLockHash(const KeySample &s)
{
    // Every field "<client uuid>:<thread id>" with a hold count: RLock (one field) or the hash
    // of a fair lock. A read-write lock has a "mode" field, an ordinary hash other names.
    if (s.hashFields.isEmpty() || s.hashFields.size() != s.hashValues.size())
        return false;
    for (qsizetype i = 0; i < s.hashFields.size(); ++i)
        if (!ValueShape::isRedissonOwner(s.hashFields.at(i)) ||
            !ValueShape::isPositiveInteger(s.hashValues.at(i), 9))
            return false;
    return true;
}

bool isRedissonReadWriteLockHash(const KeySample &s)
{
    const qsizetype mode = s.hashFields.indexOf("mode");
    if (mode < 0 || mode >= s.hashValues.size())
        return false;
    const QByteArray &value = s.hashValues.at(mode);
    if (value != "read" && value != "write")
        return false;
    for (const QByteArray &f : s.hashFields)
        if (f != "mode" && !ValueShape::isRedissonOwner(f) &&
            !(f.endsWith(":write") && ValueShape::isRedissonOwner(f.chopped(6))))
            return false;
    return true;
}

bool isRedissonRateLimiterConfig(const KeySample &s)
{
    return s.hashFields.contains("rate") && s.hashFields.contains("interval") &&
           s.hashFields.contains("type");
}

bool firstScoreIsMs(const KeySample &s)
{
    return !s.zsetHead.isEmpty() && ValueShape::timeMagnitude(s.zsetHead.first().second) ==
                                        ValueShape::TimeMagnitude::Milliseconds;
}

bool isPermitExpiry(const KeySample &s)
{
    return !s.zsetHead.isEmpty() &&
           (firstScoreIsMs(s) || s.zsetHead.first().second == NonExpiringPermit);
}

bool isIntegerValue(const KeySample &s)
{
    return s.stringValue && ValueShape::isInteger(*s.stringValue);
}

void addLocks(QList<KeyLayout> &out)
{
    const QString byShape = QStringLiteral("Redisson (probable: by field shape)");
    const QString lockSource = Src + QStringLiteral("RedissonLock.java @4339c99b (2019), "
                                                    "RedissonBaseLock.java @00d758eb (2022)");
    out << LayoutFamily(QStringLiteral("redisson-rlock"), byShape, PrimitiveKind::ReentrantLock, 15,
                        lockSource)
               .sampledKey(KeyRole::Lock, AnyName, "hash", isRedissonLockHash,
                           LayoutFamily::nameItself(), "uuid-count");

    const LayoutFamily fair(QStringLiteral("redisson-fairlock"), QStringLiteral("Redisson"),
                            PrimitiveKind::FairLock, 65,
                            Src + QStringLiteral("RedissonFairLock.java @026da224 (2020)"));
    for (const QString &p : prefixedPatterns("redisson_lock_queue"))
        out << fair.key(KeyRole::Waiters, p, "list", prefixedName("redisson_lock_queue"),
                        "redisson-owner");
    for (const QString &p : prefixedPatterns("redisson_lock_timeout"))
        out << fair.key(KeyRole::WaiterDeadlines, p, "zset", prefixedName("redisson_lock_timeout"),
                        "redisson-owner", ScoreUnit::EpochMilliseconds);
    // The hash itself is an RLock's: classified as redisson-rlock, attached here.
    out << fair.sideKey(KeyRole::Lock, AnyName, "hash", LayoutFamily::nameItself(), "uuid-count");

    const QString rwSource =
        Src + QStringLiteral("RedissonReadLock.java, RedissonWriteLock.java @0482efe1 (2024)");
    out << LayoutFamily(QStringLiteral("redisson-rwlock"), byShape, PrimitiveKind::ReadWriteLock,
                        15, rwSource)
               .sampledKey(KeyRole::Lock, AnyName, "hash", isRedissonReadWriteLockHash,
                           LayoutFamily::nameItself(), "redisson-rwlock");
    const LayoutFamily rwLease(QStringLiteral("redisson-rwlock"), QStringLiteral("Redisson"),
                               PrimitiveKind::ReadWriteLock, 60, rwSource);
    for (const QString &p : suffixedPatterns(QLatin1String("(?<part>") + Owner +
                                             QLatin1String("):rwlock_timeout:\\d+")))
        out << LayoutFamily::secondary(rwLease.key(KeyRole::Lease, p, "string", {}, "count"));

    // Transient: the result of one unlock, deleted right after. Marked so it is not taken for
    // a counter or a fixed window.
    const LayoutFamily latch(QStringLiteral("redisson-unlock-latch"),
                             QStringLiteral("Redisson (transient)"), PrimitiveKind::Unknown, 60,
                             Src + QStringLiteral("RedissonBaseLock.java (4.x, late 3.x)"));
    for (const QString &p :
         prefixedPatterns("redisson_unlock_latch", QStringLiteral(":(?<part>[^{}:]+)")))
        out << latch.key(KeyRole::Bookkeeping, p, "string", {}, "transient");
}

void addSemaphoresAndQueues(QList<KeyLayout> &out)
{
    const LayoutFamily pe(QStringLiteral("redisson-pesemaphore"), QStringLiteral("Redisson"),
                          PrimitiveKind::ExpirableSemaphore, 50,
                          Src + QStringLiteral("RedissonPermitExpirableSemaphore.java @017b8306 "
                                               "(2024)"));
    for (const QString &p : suffixedPatterns(QStringLiteral("timeout")))
        out << pe.sampledKey(KeyRole::Holders, p, "zset", isPermitExpiry, suffixedName("timeout"),
                             "redisson-permit-expiry", ScoreUnit::EpochMilliseconds);
    // "<name>" holds the available permits: a bare integer string, only attached.
    out << pe.sideKey(KeyRole::Available, AnyName, "string", LayoutFamily::nameItself(), "count");

    const LayoutFamily delayed(QStringLiteral("redisson-delayedqueue"), QStringLiteral("Redisson"),
                               PrimitiveKind::DelayedQueue, 65,
                               Src + QStringLiteral("RedissonDelayedQueue.java @017b8306 (2024)"));
    for (const QString &p : prefixedPatterns("redisson_delay_queue_timeout"))
        out << delayed.key(KeyRole::Schedule, p, "zset",
                           prefixedName("redisson_delay_queue_timeout"), "redisson-delayed-packed",
                           ScoreUnit::EpochMilliseconds);
    for (const QString &p : prefixedPatterns("redisson_delay_queue"))
        out << LayoutFamily::secondary(delayed.key(KeyRole::Entries, p, "list",
                                                   prefixedName("redisson_delay_queue"),
                                                   "redisson-delayed-packed"));
    // The destination queue: a bare list of codec-encoded elements, only attached.
    out << delayed.sideKey(KeyRole::Ready, AnyName, "list", LayoutFamily::nameItself(),
                           "redisson-codec");
}

void addRateLimiter(QList<KeyLayout> &out)
{
    const QString source = Src + QStringLiteral("RedissonRateLimiter.java @015da157 (current)");
    out << LayoutFamily(QStringLiteral("redisson-ratelimiter"),
                        QStringLiteral("Redisson (probable: by field names)"),
                        PrimitiveKind::RateLimiter, 15, source)
               .sampledKey(KeyRole::Config, AnyName, "hash", isRedissonRateLimiterConfig,
                           LayoutFamily::nameItself(), "redisson-rate-config");
    const LayoutFamily limiter(QStringLiteral("redisson-ratelimiter"), QStringLiteral("Redisson"),
                               PrimitiveKind::RateLimiter, 50, source);
    for (const QString &p : suffixedPatterns(QStringLiteral("value")))
        out << limiter.sampledKey(KeyRole::Available, p, "string", isIntegerValue,
                                  suffixedName("value"), "count");
    for (const QString &p : suffixedPatterns(QStringLiteral("permits")))
        out << limiter.sampledKey(KeyRole::Window, p, "zset", firstScoreIsMs,
                                  suffixedName("permits"), "redisson-permits",
                                  ScoreUnit::EpochMilliseconds);
    // PER_CLIENT: the same two per Redisson client id.
    const QString client = QStringLiteral(
        ":(?<part>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})");
    for (const QString &p : suffixedPatterns(QLatin1String("value") + client))
        out << limiter.sampledKey(KeyRole::Available, p, "string", isIntegerValue, {}, "count");
    for (const QString &p : suffixedPatterns(QLatin1String("permits") + client))
        out << limiter.sampledKey(KeyRole::Window, p, "zset", firstScoreIsMs, {},
                                  "redisson-permits", ScoreUnit::EpochMilliseconds);
}
} // namespace

QList<KeyLayout> redissonLayouts()
{
    QList<KeyLayout> out;
    addLocks(out);
    addSemaphoresAndQueues(out);
    addRateLimiter(out);
    return out;
}
