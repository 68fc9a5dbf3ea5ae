#include "librarylayouts.h"

#include "layoutfamily.h"
#include "valueshape.h"

// "Redis in Action" chapter 6 (and its many retellings): lock:<name>, semaphores whose name the
// caller picks (the book's text uses "semaphore:remote"), "delayed:", queue:<q>, members:<guild>,
// recent:<user>.
namespace {
const QString Lib = QStringLiteral("Redis in Action");
const QString Source =
    QStringLiteral("josiahcarlson/redis-in-action python/ch06_listing_source.py @4dd206ec");

bool isUuid4Token(const KeySample &s)
{
    return s.stringValue && ValueShape::isUuid4Text(*s.stringValue);
}

bool firstScoreInSeconds(const KeySample &s)
{
    return !s.zsetHead.isEmpty() && ValueShape::timeMagnitude(s.zsetHead.first().second) ==
                                        ValueShape::TimeMagnitude::Seconds;
}

bool uuid4MembersInSeconds(const KeySample &s)
{
    return firstScoreInSeconds(s) && ValueShape::isUuid4Text(s.zsetHead.first().first);
}

bool uuid4MembersByCounter(const KeySample &s)
{
    return !s.zsetHead.isEmpty() && ValueShape::isUuid4Text(s.zsetHead.first().first) &&
           s.zsetHead.first().second >= 0 && s.zsetHead.first().second < 1e8;
}

bool headIsJsonArray(const KeySample &s)
{
    return !s.zsetHead.isEmpty() && ValueShape::isJsonArray(s.zsetHead.first().first);
}

bool headIsNotSidekiqJob(const KeySample &s)
{
    if (s.listHead.isEmpty())
        return false;
    const QByteArray &item = s.listHead.first();
    return !(ValueShape::isJsonObject(item) &&
             (ValueShape::jsonHasKey(item, "jid") || ValueShape::jsonHasKey(item, "class")));
}

bool equalZeroScores(const KeySample &s)
{
    if (s.zsetHead.isEmpty())
        return false;
    for (const auto &m : s.zsetHead)
        if (m.second != 0)
            return false;
    return true;
}
} // namespace

QList<KeyLayout> redisInActionLayouts()
{
    QList<KeyLayout> out;
    out << LayoutFamily(QStringLiteral("ria-lock"), Lib, PrimitiveKind::Lock, 40, Source)
               .sampledKey(KeyRole::Lock, QStringLiteral("lock:(?<name>[\\s\\S]+)"), "string",
                           isUuid4Token, LayoutFamily::withPrefix("lock:"), "token");

    // Semaphores: "<sem>" (uuid4 -> acquire time in s), fair ones add "<sem>:owner" (uuid4 ->
    // counter) and "<sem>:counter".
    const LayoutFamily sem(QStringLiteral("ria-semaphore"), Lib, PrimitiveKind::Semaphore, 40,
                           Source);
    out << sem.sampledKey(KeyRole::Holders, QStringLiteral("(?<name>semaphore:[\\s\\S]+)"), "zset",
                          firstScoreInSeconds, LayoutFamily::nameItself(), "uuid4",
                          ScoreUnit::EpochSeconds);
    out << LayoutFamily(QStringLiteral("ria-semaphore"),
                        QStringLiteral("Redis in Action (probable: by value shape)"),
                        PrimitiveKind::Semaphore, 10, Source)
               .sampledKey(KeyRole::Holders, QStringLiteral("(?<name>[\\s\\S]+)"), "zset",
                           uuid4MembersInSeconds, LayoutFamily::nameItself(), "uuid4",
                           ScoreUnit::EpochSeconds);
    KeyLayout owners =
        sem.sampledKey(KeyRole::Owners, QStringLiteral("(?<name>[\\s\\S]+):owner"), "zset",
                       uuid4MembersByCounter, LayoutFamily::withSuffix(":owner"), "uuid4");
    owners.specificity = 45;
    KeyLayout counter =
        sem.key(KeyRole::Counter, QStringLiteral("(?<name>semaphore:[\\s\\S]+):counter"), "string",
                LayoutFamily::withSuffix(":counter"), "count");
    counter.specificity = 50;
    out << LayoutFamily::secondary(owners)
        << LayoutFamily::secondary(counter)
        // Under a name of the caller's own, "<sem>:counter" is any counter: only attached.
        << sem.sideKey(KeyRole::Counter, QStringLiteral("(?<name>[\\s\\S]+):counter"), "string",
                       LayoutFamily::withSuffix(":counter"), "count");

    out << LayoutFamily(QStringLiteral("ria-delayed"), Lib, PrimitiveKind::DelayedQueue, 60, Source)
               .sampledKey(KeyRole::Schedule, QStringLiteral("(?<name>delayed):"), "zset",
                           headIsJsonArray, LayoutFamily::withSuffix(":"), "json-array",
                           ScoreUnit::EpochSeconds);
    out << LayoutFamily(QStringLiteral("ria-queue"), Lib, PrimitiveKind::TaskQueue, 40, Source)
               .sampledKey(KeyRole::Ready, QStringLiteral("queue:(?<name>[\\s\\S]+)"), "list",
                           headIsNotSidekiqJob, LayoutFamily::withPrefix("queue:"), "payload");

    const QString autocomplete = QStringLiteral(
        "josiahcarlson/redis-in-action python/ch06_listing_source.py @4dd206ec (6.1)");
    out << LayoutFamily(QStringLiteral("ria-address-book"), Lib, PrimitiveKind::AddressBook, 40,
                        autocomplete)
               .sampledKey(KeyRole::Names, QStringLiteral("members:(?<name>[\\s\\S]+)"), "zset",
                           equalZeroScores, LayoutFamily::withPrefix("members:"), "names");
    out << LayoutFamily(QStringLiteral("ria-recent-contacts"), Lib, PrimitiveKind::RecentContacts,
                        40, autocomplete)
               .key(KeyRole::Recent, QStringLiteral("recent:(?<name>[\\s\\S]+)"), "list",
                    LayoutFamily::withPrefix("recent:"));
    return out;
}
