#include "librarylayouts.h"

#include "layoutfamily.h"
#include "valueshape.h"

// The libraries whose keys are bare names (the caller's own, no prefix): only the value's shape
// tells them, so they rank low and say "probable". And the hand-rolled shapes no library owns.
namespace {
const QString AnyName = QStringLiteral("(?<name>[\\s\\S]+)");
// Words a rate limiter's key name is likely to contain, for the hand-rolled windows.
const QString RateWord = QStringLiteral("(?<name>[\\s\\S]*(?i:rate|limit|throttl)[\\s\\S]*)");
constexpr qint64 ShortTtlMs = 3600000; // a fixed window's counter lives a window, not hours

bool hasValue(const KeySample &s)
{
    return s.stringValue.has_value();
}

bool isUuid1Token(const KeySample &s)
{
    return hasValue(s) && ValueShape::isUuid1Hex(*s.stringValue);
}

bool isRandomHexTokenWithTtl(const KeySample &s)
{
    // node-redlock: randomBytes(16).toString("hex"), always SET with PX.
    return s.ttlMs >= 0 && hasValue(s) && ValueShape::isLowerHex(*s.stringValue, 32) &&
           !ValueShape::isUuid1Hex(*s.stringValue);
}

bool isBase64Token(const KeySample &s)
{
    // python-redis-lock: b64encode(urandom(18)), 24 characters.
    return hasValue(s) && ValueShape::isBase64(*s.stringValue, 24);
}

bool isNanosecondTatWithTtl(const KeySample &s)
{
    return s.ttlMs >= 0 && hasValue(s) && ValueShape::isPositiveInteger(*s.stringValue, 20) &&
           ValueShape::timeMagnitude(s.stringValue->toDouble()) ==
               ValueShape::TimeMagnitude::Nanoseconds;
}

bool isSmallCountWithTtl(const KeySample &s)
{
    return s.ttlMs > 0 && hasValue(s) && !s.stringValue->startsWith('-') &&
           ValueShape::isInteger(*s.stringValue, 9);
}

bool isSmallCountWithShortTtl(const KeySample &s)
{
    return isSmallCountWithTtl(s) && s.ttlMs <= ShortTtlMs;
}

bool isInteger(const KeySample &s)
{
    return hasValue(s) && ValueShape::isInteger(*s.stringValue);
}

bool firstScoreIs(const KeySample &s, ValueShape::TimeMagnitude magnitude)
{
    return !s.zsetHead.isEmpty() &&
           ValueShape::timeMagnitude(s.zsetHead.first().second) == magnitude;
}

bool jsonScoredBy(const KeySample &s, ValueShape::TimeMagnitude magnitude)
{
    return firstScoreIs(s, magnitude) && (ValueShape::isJsonObject(s.zsetHead.first().first) ||
                                          ValueShape::isJsonArray(s.zsetHead.first().first));
}
} // namespace

QList<KeyLayout> redisPyLayouts()
{
    QList<KeyLayout> out;
    out << LayoutFamily(QStringLiteral("redispy-lock"),
                        QStringLiteral("redis-py (probable: by value shape)"), PrimitiveKind::Lock,
                        12, QStringLiteral("redis/redis-py redis/lock.py @81e4d0bf"))
               .sampledKey(KeyRole::Lock, AnyName, "string", isUuid1Token,
                           LayoutFamily::nameItself(), "token");

    const LayoutFamily prl(QStringLiteral("python-redis-lock"), QStringLiteral("python-redis-lock"),
                           PrimitiveKind::Lock, 40,
                           QStringLiteral("ionelmc/python-redis-lock src/redis_lock/__init__.py "
                                          "@004333aa (3.3.0)"));
    KeyLayout signal = prl.key(KeyRole::Signal, QStringLiteral("lock-signal:(?<name>[\\s\\S]+)"),
                               "list", LayoutFamily::withPrefix("lock-signal:"));
    signal.specificity = 60;
    out << prl.sampledKey(KeyRole::Lock, QStringLiteral("lock:(?<name>[\\s\\S]+)"), "string",
                          isBase64Token, LayoutFamily::withPrefix("lock:"), "token")
        << LayoutFamily::secondary(signal);
    return out;
}

QList<KeyLayout> nodeRedlockLayouts()
{
    return {LayoutFamily(QStringLiteral("redlock-lock"),
                         QStringLiteral("node-redlock (probable: by value shape)"),
                         PrimitiveKind::Lock, 11,
                         QStringLiteral("mike-marcacci/node-redlock src/index.ts @83d9dc27 (v5)"))
                .sampledKey(KeyRole::Lock, AnyName, "string", isRandomHexTokenWithTtl,
                            LayoutFamily::nameItself(), "token")};
}

QList<KeyLayout> redisCellLayouts()
{
    return {LayoutFamily(QStringLiteral("redis-cell"),
                         QStringLiteral("redis-cell (probable: by value shape)"),
                         PrimitiveKind::RateLimiter, 13,
                         QStringLiteral("brandur/redis-cell README.md @6385141e, "
                                        "src/cell/store.rs @9b3c7b38"))
                .sampledKey(KeyRole::Window, AnyName, "string", isNanosecondTatWithTtl,
                            LayoutFamily::nameItself(), "tat-ns", ScoreUnit::EpochNanoseconds)};
}

QList<KeyLayout> handRolledLayouts()
{
    QList<KeyLayout> out;
    const QString byName = QStringLiteral("hand-rolled (probable: by name)");
    const QString byNameAndValue = QStringLiteral("hand-rolled (probable: by name and value)");
    const QString byValue = QStringLiteral("hand-rolled (probable: by value shape)");

    // "lock:<x>" and "<x>:lock" strings whose value no library's shape claims.
    const LayoutFamily named(QStringLiteral("named-lock"), byName, PrimitiveKind::Lock, 20,
                             QStringLiteral("common naming; Redis in Action 6.2, SET NX docs"));
    out << named.key(KeyRole::Lock, QStringLiteral("lock:(?<name>[\\s\\S]+)"), "string",
                     LayoutFamily::withPrefix("lock:"), "token")
        << named.key(KeyRole::Lock, QStringLiteral("(?<name>[\\s\\S]+):lock"), "string",
                     LayoutFamily::withSuffix(":lock"), "token");

    // Fixed windows: INCR + EXPIRE, a small integer that lives one window.
    const QString incrDoc = QStringLiteral("redis/redis-doc commands/incr.md (\"Rate limiter 1\")");
    out << LayoutFamily(QStringLiteral("fixed-window-limiter"), byNameAndValue,
                        PrimitiveKind::RateLimiter, 30, incrDoc)
               .sampledKey(KeyRole::Window, RateWord, "string", isSmallCountWithTtl,
                           LayoutFamily::nameItself(), "count")
        << LayoutFamily(QStringLiteral("fixed-window-limiter"), byValue, PrimitiveKind::RateLimiter,
                        5, incrDoc)
               .sampledKey(KeyRole::Window, AnyName, "string", isSmallCountWithShortTtl,
                           LayoutFamily::nameItself(), "count");

    // Sliding-window logs: one zset per subject scored by request time (s or ms).
    const LayoutFamily sliding(
        QStringLiteral("sliding-window-limiter"), byNameAndValue, PrimitiveKind::RateLimiter, 30,
        QStringLiteral("community pattern (ZREMRANGEBYSCORE + ZCARD + ZADD)"));
    out << sliding.sampledKey(
               KeyRole::Window, RateWord, "zset",
               [](const KeySample &s) {
                   return firstScoreIs(s, ValueShape::TimeMagnitude::Seconds);
               },
               LayoutFamily::nameItself(), "timestamp", ScoreUnit::EpochSeconds)
        << sliding.sampledKey(
               KeyRole::Window, RateWord, "zset",
               [](const KeySample &s) {
                   return firstScoreIs(s, ValueShape::TimeMagnitude::Milliseconds);
               },
               LayoutFamily::nameItself(), "timestamp", ScoreUnit::EpochMilliseconds);

    // JSON scored by a time: a delayed queue of someone's making.
    const LayoutFamily jsonSchedule(QStringLiteral("json-delayed-queue"), byValue,
                                    PrimitiveKind::DelayedQueue, 3,
                                    QStringLiteral("common pattern (ZADD due-time JSON)"));
    out << jsonSchedule.sampledKey(
               KeyRole::Schedule, AnyName, "zset",
               [](const KeySample &s) {
                   return jsonScoredBy(s, ValueShape::TimeMagnitude::Seconds);
               },
               LayoutFamily::nameItself(), "json", ScoreUnit::EpochSeconds)
        << jsonSchedule.sampledKey(
               KeyRole::Schedule, AnyName, "zset",
               [](const KeySample &s) {
                   return jsonScoredBy(s, ValueShape::TimeMagnitude::Milliseconds);
               },
               LayoutFamily::nameItself(), "json", ScoreUnit::EpochMilliseconds);

    // Any integer string: a statistic, an id sequence, or a Redisson RSemaphore's available
    // permits; nothing in the key says which, so it is a counter, never a semaphore.
    out << LayoutFamily(QStringLiteral("integer-counter"),
                        QStringLiteral("any (maybe a Redisson RSemaphore: available permits)"),
                        PrimitiveKind::Counter, 1,
                        QStringLiteral("redisson/redisson RedissonSemaphore.java @011be416 (2021)"))
               .sampledKey(KeyRole::Counter, AnyName, "string", isInteger,
                           LayoutFamily::nameItself(), "count");
    return out;
}
