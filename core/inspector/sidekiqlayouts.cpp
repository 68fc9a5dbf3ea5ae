#include "librarylayouts.h"

#include "layoutfamily.h"
#include "valueshape.h"

// Sidekiq (Ruby): fixed names ("queues", "schedule", "retry", "dead", "processes"), queues
// "queue:<q>", one hash per process "<host>:<pid>:<nonce>". Sidekiq 6 and older were often run
// under redis-namespace, which puts "<ns>:" before every key: the sets keep their name as the
// last part, so they are matched with any prefix and the whole key is the primitive's name.
namespace {
const QString Source = QStringLiteral(
    "sidekiq/sidekiq lib/sidekiq/client.rb @877b528a, scheduled.rb @08e90e3a, api.rb, "
    "launcher.rb (7.x), component.rb @1784545d");

bool isSidekiqJob(const QByteArray &member)
{
    return ValueShape::isJsonObject(member) &&
           (ValueShape::jsonHasKey(member, "jid") || ValueShape::jsonHasKey(member, "class"));
}

// Sidekiq's sorted sets: JSON jobs scored by epoch seconds (fractional). The same JSON scored in
// ms is not Sidekiq's (the hand-rolled delayed queue takes it).
bool isJobScoredInSeconds(const KeySample &s)
{
    return !s.zsetHead.isEmpty() && isSidekiqJob(s.zsetHead.first().first) &&
           ValueShape::timeMagnitude(s.zsetHead.first().second) ==
               ValueShape::TimeMagnitude::Seconds;
}

bool headIsSidekiqJob(const KeySample &s)
{
    return !s.listHead.isEmpty() && isSidekiqJob(s.listHead.first());
}

bool isProcessHeartbeat(const KeySample &s)
{
    return s.hashFields.contains("beat") &&
           (s.hashFields.contains("info") || s.hashFields.contains("busy"));
}

QString anyNamespace(const char *name)
{
    return QLatin1String("(?<name>(?:[\\s\\S]+:)?") + QLatin1String(name) + QLatin1Char(')');
}
} // namespace

QList<KeyLayout> sidekiqLayouts()
{
    QList<KeyLayout> out;
    const QString lib = QStringLiteral("Sidekiq");

    // queue:<q>: Sidekiq's (LPUSH, oldest last) or Redis in Action's (RPUSH, oldest first); the
    // JSON of the items tells (Sidekiq's carry "jid" and "class").
    const LayoutFamily queue(QStringLiteral("sidekiq-queue"), lib, PrimitiveKind::TaskQueue, 45,
                             Source);
    out << queue.sampledKey(KeyRole::Ready, QStringLiteral("queue:(?<name>[\\s\\S]+)"), "list",
                            headIsSidekiqJob, LayoutFamily::withPrefix("queue:"), "json-job");
    out << LayoutFamily(QStringLiteral("sidekiq-queues"), QStringLiteral("Sidekiq (by name)"),
                        PrimitiveKind::TaskQueue, 40, Source)
               .key(KeyRole::Members, anyNamespace("queues"), "set", LayoutFamily::nameItself());

    out << LayoutFamily(QStringLiteral("sidekiq-schedule"), lib, PrimitiveKind::DelayedQueue, 60,
                        Source)
               .sampledKey(KeyRole::Schedule, anyNamespace("schedule"), "zset",
                           isJobScoredInSeconds, LayoutFamily::nameItself(), "json-job",
                           ScoreUnit::EpochSeconds);
    out << LayoutFamily(QStringLiteral("sidekiq-retry"), lib, PrimitiveKind::DelayedQueue, 60,
                        Source)
               .sampledKey(KeyRole::Retry, anyNamespace("retry"), "zset", isJobScoredInSeconds,
                           LayoutFamily::nameItself(), "json-job", ScoreUnit::EpochSeconds);
    // The morgue: given-up jobs scored by the time they died; nothing is due.
    out << LayoutFamily(QStringLiteral("sidekiq-dead"), lib, PrimitiveKind::TaskQueue, 60, Source)
               .sampledKey(KeyRole::Dead, anyNamespace("dead"), "zset", isJobScoredInSeconds,
                           LayoutFamily::nameItself(), "json-job", ScoreUnit::EpochSeconds);

    out << LayoutFamily(QStringLiteral("sidekiq-processes"), QStringLiteral("Sidekiq (by name)"),
                        PrimitiveKind::WorkerRegistry, 40, Source)
               .key(KeyRole::Members, anyNamespace("processes"), "set", LayoutFamily::nameItself());
    // One process: "<hostname>:<pid>:<12 hex nonce>", a hash with a 60 s TTL refreshed by each
    // heartbeat, its running jobs in "<identity>:work" (":workers" up to Sidekiq 5) and its
    // signals in "<identity>-signals".
    const LayoutFamily process(QStringLiteral("sidekiq-process"), lib,
                               PrimitiveKind::WorkerRegistry, 55, Source);
    const QString identity = QStringLiteral("(?<name>[\\s\\S]+:\\d+:[0-9a-f]{12})");
    out << process.sampledKey(KeyRole::Heartbeat, identity, "hash", isProcessHeartbeat,
                              LayoutFamily::nameItself(), "sidekiq-process")
        << LayoutFamily::secondary(process.key(KeyRole::Active, identity + QLatin1String(":work"),
                                               "hash", LayoutFamily::withSuffix(":work"),
                                               "sidekiq-work"))
        << LayoutFamily::secondary(
               process.key(KeyRole::Active, identity + QLatin1String(":workers"), "hash",
                           LayoutFamily::withSuffix(":workers"), "sidekiq-work"))
        << LayoutFamily::secondary(process.key(KeyRole::Signal,
                                               identity + QLatin1String("-signals"), "list",
                                               LayoutFamily::withSuffix("-signals")));

    const LayoutFamily stats(QStringLiteral("sidekiq-stats"), lib, PrimitiveKind::Counter, 60,
                             Source + QStringLiteral(", metrics/tracking.rb @607445d9"));
    out << stats.key(KeyRole::Counter, QStringLiteral("stat:(?<name>processed|failed)"), "string",
                     LayoutFamily::withPrefix("stat:"), "count")
        << LayoutFamily::secondary(stats.key(
               KeyRole::Counter,
               QStringLiteral("stat:(?<name>processed|failed):(?<part>\\d{4}-\\d{2}-\\d{2})"),
               "string", {}, "count"))
        // Sidekiq 7 metrics: "j|<yymmdd>|<H>:<MM>" hashes, fields "<Class>|p|f|ms".
        << stats.key(KeyRole::Counter,
                     QStringLiteral("j\\|(?<name>\\d{6})\\|(?<part>\\d{1,2}:\\d{1,2})"), "hash", {},
                     "sidekiq-metrics");
    return out;
}
