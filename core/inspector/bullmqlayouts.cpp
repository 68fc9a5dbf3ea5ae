#include "librarylayouts.h"

#include "layoutfamily.h"

// BullMQ and Bull 3 (Node): "bull:<queue>:<suffix>" with the default prefix "bull" (queue names
// have no ':'); job hashes "bull:<queue>:<id>", job locks "bull:<queue>:<id>:lock". The two
// versions share most keys; the keys only one of them writes name the version: BullMQ's events
// stream, meta hash, marker, prioritized zset and pc counter; Bull 3's meta-paused string and
// priority zset.
namespace {
const QString BullMqSource =
    QStringLiteral("taskforcesh/bullmq src/classes/queue-keys.ts @163ccea1, src/commands/*.lua");
const QString Bull3Source =
    QStringLiteral("OptimalBits/bull lib/queue.js, lib/commands/addJob-6.lua @7083ae6d");

QString queueKey(const char *suffix)
{
    return QLatin1String("bull:(?<name>[^:]+):") + QLatin1String(suffix);
}

LayoutFamily::KeyFor keyOf(const char *suffix)
{
    const QByteArray s = QByteArray(":") + suffix;
    return [s](const QByteArray &name) -> QByteArray { return "bull:" + name + s; };
}

// The keys both versions write, in the family given (BullMQ's, or Bull 3's as side keys).
QList<KeyLayout> sharedQueueKeys(const LayoutFamily &f, bool sideOnly)
{
    struct Shared
    {
        const char *role;
        const char *suffix;
        const char *type;
        const char *encoding;
        ScoreUnit unit;
    };
    static const Shared keys[] = {
        {KeyRole::Ready, "wait", "list", "job-id", ScoreUnit::None},
        {KeyRole::Active, "active", "list", "job-id", ScoreUnit::None},
        {KeyRole::Schedule, "delayed", "zset", "job-id", ScoreUnit::EpochMillisTimes4096},
        {KeyRole::Completed, "completed", "zset", "job-id", ScoreUnit::EpochMilliseconds},
        {KeyRole::Failed, "failed", "zset", "job-id", ScoreUnit::EpochMilliseconds},
    };
    QList<KeyLayout> out;
    for (const Shared &k : keys)
        out << (sideOnly ? f.sideKey(k.role, queueKey(k.suffix), k.type, keyOf(k.suffix),
                                     k.encoding, k.unit)
                         : f.key(k.role, queueKey(k.suffix), k.type, keyOf(k.suffix), k.encoding,
                                 k.unit));
    // Paused: the ready ids while the queue is paused (part "paused").
    const QString paused = QStringLiteral("bull:(?<name>[^:]+):(?<part>paused)");
    out << (sideOnly ? f.sideKey(KeyRole::Ready, paused, "list", keyOf("paused"), "job-id")
                     : f.key(KeyRole::Ready, paused, "list", keyOf("paused"), "job-id"));
    return out;
}
} // namespace

QList<KeyLayout> bullMqLayouts()
{
    QList<KeyLayout> out;
    const LayoutFamily shared(QStringLiteral("bullmq-queue"), QStringLiteral("BullMQ or Bull 3"),
                              PrimitiveKind::TaskQueue, 60, BullMqSource);
    out << sharedQueueKeys(shared, false);
    out << LayoutFamily::secondary(
               shared.key(KeyRole::Bookkeeping, queueKey("stalled"), "set", keyOf("stalled")))
        << LayoutFamily::secondary(shared.key(KeyRole::Bookkeeping, queueKey("stalled-check"),
                                              "string", keyOf("stalled-check"), "timestamp-ms"))
        << LayoutFamily::secondary(
               shared.key(KeyRole::Bookkeeping, queueKey("id"), "string", keyOf("id"), "count"))
        << LayoutFamily::secondary(shared.key(KeyRole::Window, queueKey("limiter"), "string",
                                              keyOf("limiter"), "count"))
        << LayoutFamily::secondary(
               shared.key(KeyRole::Bookkeeping, queueKey("repeat"), "zset", keyOf("repeat")))
        << LayoutFamily::secondary(
               shared.key(KeyRole::Bookkeeping,
                          QStringLiteral("bull:(?<name>[^:]+):repeat:(?<part>.+)"), "hash"));

    // Jobs: "bull:<q>:<id>" hashes and their side keys. Below the queue's own keys, so "meta"
    // stays the meta hash.
    const LayoutFamily jobs(QStringLiteral("bullmq-queue"), QStringLiteral("BullMQ or Bull 3"),
                            PrimitiveKind::TaskQueue, 50, BullMqSource);
    out << LayoutFamily::secondary(jobs.key(KeyRole::Job,
                                            QStringLiteral("bull:(?<name>[^:]+):(?<part>[^:]+)"),
                                            "hash", {}, "bullmq-job"));
    for (const auto &[suffix, type] : {std::pair{"logs", "list"}, std::pair{"dependencies", "set"},
                                       std::pair{"processed", "hash"}, std::pair{"failed", "hash"}})
        out << LayoutFamily::secondary(jobs.key(
            KeyRole::Bookkeeping,
            QLatin1String("bull:(?<name>[^:]+):(?<part>[^:]+):") + QLatin1String(suffix), type));

    // Only BullMQ writes these.
    const LayoutFamily bullmq(QStringLiteral("bullmq-queue"), QStringLiteral("BullMQ"),
                              PrimitiveKind::TaskQueue, 60, BullMqSource);
    out << bullmq.key(KeyRole::Ready, QStringLiteral("bull:(?<name>[^:]+):(?<part>prioritized)"),
                      "zset", keyOf("prioritized"), "bullmq-priority")
        << bullmq.key(KeyRole::Meta, queueKey("meta"), "hash", keyOf("meta"))
        << bullmq.key(KeyRole::Events, queueKey("events"), "stream", keyOf("events"))
        << LayoutFamily::secondary(
               bullmq.key(KeyRole::Bookkeeping, queueKey("marker"), "zset", keyOf("marker")))
        << LayoutFamily::secondary(
               bullmq.key(KeyRole::Bookkeeping, queueKey("pc"), "string", keyOf("pc"), "count"))
        << LayoutFamily::secondary(bullmq.key(KeyRole::Bookkeeping, queueKey("waiting-children"),
                                              "zset", keyOf("waiting-children")));

    // Only Bull 3 writes these; its other keys are BullMQ's, attached through expectedKeys().
    const LayoutFamily bull3(QStringLiteral("bull3-queue"), QStringLiteral("Bull 3"),
                             PrimitiveKind::TaskQueue, 60, Bull3Source);
    out << bull3.key(KeyRole::Meta, queueKey("meta-paused"), "string", keyOf("meta-paused"))
        << bull3.key(KeyRole::Ready, QStringLiteral("bull:(?<name>[^:]+):(?<part>priority)"),
                     "zset", keyOf("priority"), "bull3-priority")
        << sharedQueueKeys(bull3, true);

    // A worker's lease on one job: name = queue, part = job id.
    out << LayoutFamily(QStringLiteral("bullmq-job-lock"), QStringLiteral("BullMQ or Bull 3"),
                        PrimitiveKind::JobLock, 60,
                        BullMqSource + QStringLiteral(" (prepareJobForProcessing.lua), ") +
                            Bull3Source + QStringLiteral(" (moveToActive-8.lua)"))
               .key(KeyRole::JobLock, QStringLiteral("bull:(?<name>[^:]+):(?<part>[^:]+):lock"),
                    "string", {}, "token");
    // Deduplication / debounce: a job id held for a TTL under "de:<id>".
    out << LayoutFamily(QStringLiteral("bullmq-dedup"), QStringLiteral("BullMQ"),
                        PrimitiveKind::Lock, 60,
                        BullMqSource + QStringLiteral(" (deduplicateJob.lua @4f510813)"))
               .key(KeyRole::Lock, QStringLiteral("bull:(?<name>[^:]+):de:(?<part>.+)"), "string",
                    {}, "job-id");
    return out;
}
