#include "operatorplanner.h"
#include "operatorplanner_p.h"

#include "hashslot.h"
#include "keylayout.h"
#include "luascript.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace OperatorPlannerSteps {

QString shown(const QByteArray &bytes)
{
    return quoteBytes(bytes, QuoteMode::WhenNeeded, 80);
}

RedisError refused(const QString &why)
{
    return RedisError(RedisError::Kind::InvalidArgument, why);
}

RedisError notOffered(const DiscoveredPrimitive &p, OperatorAction action, const QString &why)
{
    return refused(
        QCoreApplication::translate("OperatorPlanner", "%1 is not offered for %2 (%3): %4")
            .arg(OperatorActions::name(action), p.library, p.family, why));
}

Result<OperatorPlan> evalPlan(const OperatorRequest &request, const QString &script,
                              const QList<QByteArray> &keys, const QList<QByteArray> &args,
                              const QString &summary)
{
    if (request.cluster) {
        const int slot = HashSlot::of(keys.first());
        for (const QByteArray &k : keys)
            if (HashSlot::of(k) != slot)
                return RedisError(
                    RedisError::Kind::CrossSlot,
                    QCoreApplication::translate(
                        "OperatorPlanner",
                        "on a cluster the keys %1 and %2 are in different slots, so no one script "
                        "can act on both atomically; nothing was sent")
                        .arg(shown(keys.first()), shown(k)));
    }
    OperatorPlan plan;
    plan.request = request;
    plan.summary = summary;
    plan.keys = keys;
    plan.scriptName = script;
    plan.commands = {LuaScript::embedded(script).evalCommand(keys, args)};
    return plan;
}

} // namespace OperatorPlannerSteps

namespace {
using namespace OperatorPlannerSteps;

// Why an action is not in actionsFor() for that key's role.
QString notOfferedReason(const DiscoveredPrimitive &p, const QByteArray &role,
                         OperatorAction action)
{
    const QString &f = p.family;
    if (f == u"redisson-fairlock")
        return QCoreApplication::translate(
            "OperatorPlanner", "a Redisson fair lock is handed to the first waiter of its queue on "
                               "release; acting on it here would skip that hand-over");
    if (f == u"redisson-rwlock")
        return QCoreApplication::translate(
            "OperatorPlanner", "a read-write lock's read holds each keep a lease key of their own; "
                               "removing one correctly needs Redisson's own bookkeeping");
    if (f == u"bullmq-job-lock")
        return QCoreApplication::translate(
            "OperatorPlanner", "a BullMQ job lock belongs to the worker running the job; without "
                               "it the job is seen as stalled and moved back by BullMQ itself");
    if (f == u"bull3-queue")
        return BullMqOperations::bull3Refusal();
    if (f == u"json-delayed-queue" && action == OperatorAction::RunNow)
        return QCoreApplication::translate(
            "OperatorPlanner", "a schedule of unknown make has no ready list CoordScope knows");
    return QCoreApplication::translate("OperatorPlanner",
                                       "the %1 key of a %2 has no such action (docs/inspector.md "
                                       "lists the actions of each library)")
        .arg(QString::fromUtf8(role), primitiveKindName(p.kind));
}

// The key with `suffix` replaced by `other`: "cs:{q}:delayed" → "cs:{q}:queue".
QByteArray sibling(const QByteArray &key, const QByteArray &suffix, const QByteArray &other)
{
    if (!key.endsWith(suffix))
        return {};
    return key.left(key.size() - suffix.size()) + other;
}

// Redisson's side names: "p:{name}", or "p:name" when the name already has a tag.
QByteArray redissonPrefixed(const QByteArray &prefix, const QByteArray &name)
{
    if (name.contains('{'))
        return prefix + ':' + name;
    return prefix + ":{" + name + '}';
}

// ---- Locks ---------------------------------------------------------------------------------

Result<OperatorPlan> lockPlan(const OperatorRequest &r)
{
    const DiscoveredPrimitive &p = r.primitive;
    const bool ttl = r.action == OperatorAction::SetTtl;
    if (r.expect.isEmpty())
        return refused(QCoreApplication::translate(
            "OperatorPlanner", "say which holder you saw: the lock's token or owner (--expect)"));
    if (ttl && r.ttlMs <= 0)
        return refused(QCoreApplication::translate(
            "OperatorPlanner", "set-ttl needs the new lease in milliseconds (--ttl), more than 0"));
    const DiscoveredKey *lock = p.keyWithRole(KeyRole::Lock);
    const QByteArray key = !r.key.isEmpty() ? r.key : (lock ? lock->key : QByteArray());
    if (key.isEmpty())
        return refused(QCoreApplication::translate("OperatorPlanner", "no lock key to act on"));
    const QByteArray verb = ttl ? "ttl" : "break";
    const QByteArray ms = QByteArray::number(ttl ? r.ttlMs : 0);
    const QString what =
        ttl ? QCoreApplication::translate("OperatorPlanner",
                                          "Set the lease of %1 to %2 ms if it is still held by %3")
                  .arg(shown(key))
                  .arg(r.ttlMs)
                  .arg(shown(r.expect))
            : QCoreApplication::translate("OperatorPlanner", "Delete %1 if it is still held by %2")
                  .arg(shown(key), shown(r.expect));
    const QString &f = p.family;
    Result<OperatorPlan> plan = RedisError();
    if (f == u"coordscope-token-lock") {
        if (lock && lock->encoding == "timestamp-ms") {
            if (ttl)
                return notOffered(p, r.action,
                                  QCoreApplication::translate(
                                      "OperatorPlanner",
                                      "the getset lock's expiry is its value, not a TTL; it "
                                      "has none to change"));
            plan = evalPlan(r, QStringLiteral("operate_lock"), {key},
                            {verb, r.expect, ms, "string"}, what);
        } else if (ttl) {
            plan = evalPlan(r, QStringLiteral("operate_lock"), {key},
                            {verb, r.expect, ms, "string"}, what);
        } else {
            plan = evalPlan(r, QStringLiteral("operate_lock"), {key, key + ":queue", key + ":kept"},
                            {verb, r.expect, ms, "line", key + ":wake"},
                            what + QCoreApplication::translate("OperatorPlanner",
                                                               ", and wake its first waiter"));
        }
        if (plan && p.keyWithRole(KeyRole::Fence))
            plan.value().warnings << QCoreApplication::translate(
                "OperatorPlanner",
                "This lock hands out fencing numbers: a holder that stalled may still write "
                "after the lock is broken, and the resource is protected only if it checks "
                "the number it is given against the highest it has seen.");
    } else if (f == u"redispy-lock" || f == u"redlock-lock" || f == u"ria-lock" ||
               f == u"named-lock" || f == u"bullmq-dedup") {
        plan = evalPlan(r, QStringLiteral("operate_lock"), {key}, {verb, r.expect, ms, "string"},
                        what);
        if (plan && f == u"redlock-lock")
            plan.value().warnings << QCoreApplication::translate(
                "OperatorPlanner",
                "A Redlock lock lives on several servers: this acts on this server only. "
                "The holder keeps the lock while a majority of servers still hold it.");
    } else if (f == u"python-redis-lock") {
        const QByteArray signal =
            key.startsWith("lock:") ? "lock-signal:" + key.mid(5) : QByteArray();
        if (signal.isEmpty())
            return notOffered(p, r.action,
                              QCoreApplication::translate("OperatorPlanner",
                                                          "its key does not start with lock:"));
        plan = ttl ? evalPlan(r, QStringLiteral("operate_lock"), {key},
                              {verb, r.expect, ms, "string"}, what)
                   : evalPlan(r, QStringLiteral("operate_lock"), {key, signal},
                              {verb, r.expect, ms, "signal", "1000"},
                              what + QCoreApplication::translate(
                                         "OperatorPlanner",
                                         ", and signal its waiters as its release does"));
    } else if (f == u"coordscope-reentrant-lock") {
        const QByteArray channel = sibling(key, ":lock", ":unlock");
        plan = evalPlan(r, QStringLiteral("operate_lock"), {key},
                        {verb, r.expect, ms, "hash", channel, r.expect},
                        ttl ? what
                            : QCoreApplication::translate(
                                  "OperatorPlanner",
                                  "Delete %1 whatever its hold count if %2 still owns it, and wake "
                                  "its waiters")
                                  .arg(shown(key), shown(r.expect)));
    } else if (f == u"redisson-rlock") {
        const QByteArray channel = redissonPrefixed("redisson_lock__channel", p.name);
        plan = evalPlan(r, QStringLiteral("operate_lock"), {key},
                        {verb, r.expect, ms, "hash", channel, "0"},
                        ttl ? what
                            : QCoreApplication::translate(
                                  "OperatorPlanner",
                                  "Delete %1 whatever its hold count if %2 still owns it, and "
                                  "publish Redisson's unlock message to its waiters")
                                  .arg(shown(key), shown(r.expect)));
        if (plan && !ttl)
            plan.value().warnings << QCoreApplication::translate(
                "OperatorPlanner",
                "Redisson's watchdog renews the lock while its owner's process runs: break "
                "it only if that process is gone.");
    } else if (f == u"redisson-fairlock" || f == u"redisson-rwlock" || f == u"bullmq-job-lock") {
        return notOffered(p, r.action, notOfferedReason(p, KeyRole::Lock, r.action));
    } else {
        return notOffered(p, r.action,
                          QCoreApplication::translate("OperatorPlanner", "it is not a lock"));
    }
    return plan;
}

// ---- Semaphores ----------------------------------------------------------------------------

Result<OperatorPlan> semaphorePlan(const OperatorRequest &r)
{
    const DiscoveredPrimitive &p = r.primitive;
    const DiscoveredKey *holders = p.keyWithRole(KeyRole::Holders);
    const QByteArray key = !r.key.isEmpty() ? r.key : (holders ? holders->key : QByteArray());
    if (key.isEmpty())
        return refused(QCoreApplication::translate("OperatorPlanner", "no holders key to act on"));
    if (r.entries.isEmpty())
        return refused(r.all ? QCoreApplication::translate(
                                   "OperatorPlanner", "no holder has expired: nothing to evict")
                             : QCoreApplication::translate("OperatorPlanner",
                                                           "say which holder to evict (--member)"));
    constexpr qsizetype MaxHolders = 1000; // Lua's unpack() takes a few thousand at most
    if (r.entries.size() > MaxHolders)
        return refused(QCoreApplication::translate("OperatorPlanner",
                                                   "%1 holders at once: at most %2 in one step")
                           .arg(r.entries.size())
                           .arg(MaxHolders));
    const QString what =
        r.entries.size() == 1
            ? QCoreApplication::translate("OperatorPlanner",
                                          "Remove holder %1 from %2 if it is still there")
                  .arg(shown(r.entries.first()), shown(key))
            : QCoreApplication::translate(
                  "OperatorPlanner",
                  "Remove the %n expired holder(s) listed from %1 if they are still there", nullptr,
                  int(r.entries.size()))
                  .arg(shown(key));
    const QString &f = p.family;
    if (f == u"coordscope-semaphore") {
        const QByteArray lease = r.entries.size() == 1
                                     ? sibling(key, ":holders", ":lease:" + r.entries.first())
                                     : QByteArray();
        QList<QByteArray> keys{key, sibling(key, ":holders", ":owners")};
        if (!lease.isEmpty())
            keys << lease;
        return evalPlan(r, QStringLiteral("operate_semaphore"), keys,
                        QList<QByteArray>{"coordscope", sibling(key, ":holders", ":wake")} +
                            r.entries,
                        what + QCoreApplication::translate(
                                   "OperatorPlanner",
                                   " (from the fair order too, with its lease; the counter is "
                                   "left alone), and wake the waiters"));
    }
    if (f == u"ria-semaphore")
        return evalPlan(r, QStringLiteral("operate_semaphore"), {key, key + ":owner"},
                        QList<QByteArray>{"ria", QByteArray()} + r.entries,
                        what + QCoreApplication::translate(
                                   "OperatorPlanner",
                                   " (and from its :owner set, as the book's release does)"));
    if (f == u"redisson-pesemaphore") {
        const QByteArray counter = p.name;
        return evalPlan(r, QStringLiteral("operate_semaphore"), {key, counter},
                        QList<QByteArray>{"redisson", redissonPrefixed("redisson_sc", p.name)} +
                            r.entries,
                        what + QCoreApplication::translate(
                                   "OperatorPlanner",
                                   ", give the permit back to %1 and notify waiters, as Redisson's "
                                   "release does")
                                   .arg(shown(counter)));
    }
    return notOffered(p, r.action,
                      QCoreApplication::translate(
                          "OperatorPlanner", "it is not a semaphore whose holders are understood"));
}

// A holder's lease: the ttl-keys semaphore's lease key, or an expiry score (CoordScope's atomic
// semaphore, Redisson's permit-expirable one). The other kinds score holders by when they
// acquired, and their lease is a timeout the server does not keep: nothing to change there.
Result<OperatorPlan> leasePlan(const OperatorRequest &r)
{
    const DiscoveredPrimitive &p = r.primitive;
    const DiscoveredKey *holders = p.keyWithRole(KeyRole::Holders);
    const QByteArray key = !r.key.isEmpty() ? r.key : (holders ? holders->key : QByteArray());
    if (key.isEmpty())
        return refused(QCoreApplication::translate("OperatorPlanner", "no holders key to act on"));
    if (r.entries.size() != 1)
        return refused(QCoreApplication::translate(
            "OperatorPlanner", "say which holder's lease to change (--member)"));
    if (r.ttlMs <= 0)
        return refused(QCoreApplication::translate(
            "OperatorPlanner", "set-ttl needs the new lease in milliseconds (--ttl), more than 0"));
    const QByteArray holder = r.entries.first();
    const QString what = QCoreApplication::translate(
                             "OperatorPlanner",
                             "Set the lease of holder %1 of %2 to %3 ms if it still holds a permit")
                             .arg(shown(holder), shown(key))
                             .arg(r.ttlMs);
    const QByteArray ms = QByteArray::number(r.ttlMs);
    if (p.family == u"coordscope-semaphore") {
        const QByteArray encoding = holders ? holders->encoding : QByteArray();
        if (encoding == "counter") // ttl-keys: holders scored by the INCR, leases in their keys
            return evalPlan(r, QStringLiteral("operate_lease"),
                            {key, sibling(key, ":holders", ":lease:" + holder)},
                            {holder, ms, "lease-key"}, what);
        return evalPlan(r, QStringLiteral("operate_lease"), {key}, {holder, ms, "expiry-score"},
                        what + QCoreApplication::translate(
                                   "OperatorPlanner",
                                   " (the atomic semaphore's expiry; the basic, fair and locked "
                                   "kinds score acquire times, and are left alone)"));
    }
    if (p.family == u"redisson-pesemaphore")
        return evalPlan(r, QStringLiteral("operate_lease"), {key}, {holder, ms, "expiry-score"},
                        what);
    return notOffered(p, r.action,
                      QCoreApplication::translate("OperatorPlanner",
                                                  "its holders' leases are not kept in Redis"));
}

// ---- Scheduled items -----------------------------------------------------------------------

Result<OperatorPlan> delayedPlan(const OperatorRequest &r)
{
    const DiscoveredPrimitive &p = r.primitive;
    if (r.entries.size() != 1)
        return refused(
            QCoreApplication::translate("OperatorPlanner", "say which scheduled item (--item)"));
    const QByteArray item = r.entries.first();
    if (r.action == OperatorAction::Postpone && r.ttlMs <= 0)
        return refused(QCoreApplication::translate(
            "OperatorPlanner",
            "postpone needs how long from now in milliseconds (--ttl), more than 0"));
    const DiscoveredKey *schedule = p.keyWithRole(KeyRole::Schedule);
    if (!schedule)
        schedule = p.keyWithRole(KeyRole::Retry);
    const QByteArray key = !r.key.isEmpty() ? r.key : (schedule ? schedule->key : QByteArray());
    if (key.isEmpty())
        return refused(QCoreApplication::translate("OperatorPlanner", "no schedule key to act on"));
    ScoreUnit unit = ScoreUnit::EpochMilliseconds;
    for (const DiscoveredKey &k : p.keys)
        if (k.key == key && k.scoreUnit != ScoreUnit::None)
            unit = k.scoreUnit;
    if (unit != ScoreUnit::EpochSeconds && unit != ScoreUnit::EpochMilliseconds)
        return notOffered(p, r.action,
                          QCoreApplication::translate(
                              "OperatorPlanner", "its scores are not seconds or milliseconds"));
    const QByteArray unitArg = unit == ScoreUnit::EpochSeconds ? "s" : "ms";
    const QByteArray verb = r.action == OperatorAction::RunNow     ? "run"
                            : r.action == OperatorAction::Postpone ? "postpone"
                                                                   : "delete";
    const QByteArray ms = QByteArray::number(std::max<qint64>(r.ttlMs, 0));
    QString what;
    switch (r.action) {
    case OperatorAction::Postpone:
        what = QCoreApplication::translate(
                   "OperatorPlanner", "Schedule %1 of %2 %3 ms from now if it is still scheduled")
                   .arg(shown(item), shown(key))
                   .arg(r.ttlMs);
        break;
    case OperatorAction::DeleteItem:
        what = QCoreApplication::translate("OperatorPlanner",
                                           "Delete %1 from %2 if it is still scheduled")
                   .arg(shown(item), shown(key));
        break;
    default:
        break;
    }
    const QString &f = p.family;
    if (f == u"coordscope-delayed-queue") {
        const QByteArray ready = sibling(key, ":delayed", ":queue");
        const QByteArray payloads = sibling(key, ":delayed", ":payloads");
        if (r.action == OperatorAction::RunNow)
            what = QCoreApplication::translate(
                       "OperatorPlanner",
                       "Move %1 from %2 to the end of %3 with its payload, as the queue's claim "
                       "does, if it is still scheduled")
                       .arg(shown(item), shown(key), shown(ready));
        return evalPlan(r, QStringLiteral("operate_delayed"), {key, ready, payloads},
                        {verb, item, ms, unitArg, "coordscope"}, what);
    }
    if (f == u"sidekiq-schedule" || f == u"sidekiq-retry") {
        const QJsonObject job = QJsonDocument::fromJson(item).object();
        const QString queue = job.value(QStringLiteral("queue")).toString();
        if (r.action == OperatorAction::RunNow && queue.isEmpty())
            return refused(QCoreApplication::translate(
                "OperatorPlanner", "the job has no \"queue\": it is not a Sidekiq job"));
        const QByteArray ns =
            key.left(key.lastIndexOf(f == u"sidekiq-retry" ? "retry" : "schedule"));
        const QByteArray ready = ns + "queue:" + queue.toUtf8();
        const QByteArray queues = ns + "queues";
        const bool ms8 = job.value(QStringLiteral("created_at")).toDouble() > 1e11;
        if (r.action == OperatorAction::RunNow)
            what =
                QCoreApplication::translate(
                    "OperatorPlanner",
                    "Move the job %1 (%2) from %3 to the front of %4 stamped enqueued_at now, and "
                    "add %5 to %6, as Sidekiq's poller does, if it is still there")
                    .arg(job.value(QStringLiteral("jid")).toString(),
                         job.value(QStringLiteral("class")).toString(), shown(key), shown(ready),
                         queue, shown(queues));
        return evalPlan(r, QStringLiteral("operate_delayed"), {key, ready, queues},
                        {verb, item, ms, unitArg, "sidekiq", ms8 ? "ms" : "s", queue.toUtf8()},
                        what);
    }
    if (f == u"ria-delayed") {
        const QJsonArray parts = QJsonDocument::fromJson(item).array();
        const QString queue = parts.size() >= 2 ? parts.at(1).toString() : QString();
        if (r.action == OperatorAction::RunNow && queue.isEmpty())
            return refused(QCoreApplication::translate("OperatorPlanner",
                                                       "the item is not [id, queue, name, args]"));
        const QByteArray ready = "queue:" + queue.toUtf8();
        if (r.action == OperatorAction::RunNow)
            what =
                QCoreApplication::translate(
                    "OperatorPlanner",
                    "Move %1 from %2 to the end of %3, as the book's poll_queue() does, if it is "
                    "still scheduled")
                    .arg(shown(item), shown(key), shown(ready));
        return evalPlan(r, QStringLiteral("operate_delayed"), {key, ready},
                        {verb, item, ms, unitArg, "ria"}, what);
    }
    if (f == u"redisson-delayedqueue") {
        const QByteArray entries = redissonPrefixed("redisson_delay_queue", p.name);
        const QByteArray ready = p.name;
        if (r.action == OperatorAction::RunNow)
            what = QCoreApplication::translate(
                       "OperatorPlanner",
                       "Move %1 from %2 to the end of %3 (its value unpacked) and drop it from %4, "
                       "as Redisson's transfer task does, if it is still scheduled")
                       .arg(shown(item), shown(key), shown(ready), shown(entries));
        else if (r.action == OperatorAction::DeleteItem)
            what += QCoreApplication::translate("OperatorPlanner", " (and from %1)")
                        .arg(shown(entries));
        return evalPlan(r, QStringLiteral("operate_delayed"), {key, ready, entries},
                        {verb, item, ms, unitArg, "redisson"}, what);
    }
    if (f == u"json-delayed-queue") {
        if (r.action == OperatorAction::RunNow)
            return notOffered(p, r.action,
                              QCoreApplication::translate(
                                  "OperatorPlanner",
                                  "a schedule of unknown make has no ready list CoordScope knows"));
        return evalPlan(r, QStringLiteral("operate_delayed"), {key},
                        {verb, item, ms, unitArg, "plain"}, what);
    }
    return notOffered(p, r.action,
                      QCoreApplication::translate(
                          "OperatorPlanner", "it is not a schedule whose items are understood"));
}

// ---- Items in flight -----------------------------------------------------------------------

Result<OperatorPlan> inFlightPlan(const OperatorRequest &r)
{
    const DiscoveredPrimitive &p = r.primitive;
    if (p.family != u"coordscope-task-queue")
        return notOffered(p, r.action,
                          QCoreApplication::translate(
                              "OperatorPlanner", "only CoordScope's reliable queue is understood"));
    const DiscoveredKey *k = nullptr;
    for (const DiscoveredKey &key : p.keys)
        if (key.key == r.key && key.role == KeyRole::Processing)
            k = &key;
    if (!k)
        return refused(QCoreApplication::translate(
            "OperatorPlanner", "name the consumer's processing list (…:processing:<consumer>)"));
    const int at = k->key.lastIndexOf(":processing:");
    const QByteArray base = k->key.left(at);
    const QByteArray consumer = k->key.mid(at + int(qstrlen(":processing:")));
    const QByteArray item = r.entries.isEmpty() ? QByteArray() : r.entries.first();
    if (item.isEmpty() && !r.all)
        return refused(QCoreApplication::translate(
            "OperatorPlanner", "say which item (--item), or every item of the consumer (--all)"));
    const bool requeue = r.action == OperatorAction::Requeue;
    const QString what =
        item.isEmpty()
            ? (requeue
                   ? QCoreApplication::translate(
                         "OperatorPlanner",
                         "Move every item of consumer %1 back to the head of %2 if the consumer "
                         "is dead")
                   : QCoreApplication::translate(
                         "OperatorPlanner",
                         "Delete every item in flight of consumer %1 if the consumer is dead"))
                  .arg(shown(consumer), shown(base + ":queue"))
            : (requeue
                   ? QCoreApplication::translate(
                         "OperatorPlanner",
                         "Move %1 from %2 back to the head of %3 if consumer %4 is dead")
                         .arg(shown(item), shown(k->key), shown(base + ":queue"), shown(consumer))
                   : QCoreApplication::translate("OperatorPlanner",
                                                 "Delete %1 from %2 if consumer %3 is dead")
                         .arg(shown(item), shown(k->key), shown(consumer)));
    return evalPlan(r, QStringLiteral("operate_requeue"),
                    {k->key, base + ":consumers", base + ":queue"},
                    {requeue ? "requeue" : "delete", consumer, item}, what);
}

// ---- Rate limiters -------------------------------------------------------------------------

Result<OperatorPlan> resetPlan(const OperatorRequest &r)
{
    const DiscoveredPrimitive &p = r.primitive;
    QList<QByteArray> keys = r.entries;
    const QString &f = p.family;
    if (f == u"redisson-ratelimiter") {
        if (keys.isEmpty())
            for (const DiscoveredKey &k : p.keys)
                if (k.role == KeyRole::Window || k.role == KeyRole::Available)
                    keys << k.key;
    } else if (f == u"coordscope-rate-limiter" || f == u"fixed-window-limiter" ||
               f == u"sliding-window-limiter" || f == u"redis-cell") {
        if (keys.isEmpty() && !r.key.isEmpty())
            keys << r.key;
    } else {
        return notOffered(
            p, r.action,
            QCoreApplication::translate("OperatorPlanner",
                                        "it is not a rate limiter CoordScope understands"));
    }
    if (keys.isEmpty())
        return refused(QCoreApplication::translate("OperatorPlanner", "no subject to reset"));
    OperatorPlan plan;
    plan.request = r;
    plan.keys = keys;
    plan.summary = QCoreApplication::translate(
                       "OperatorPlanner",
                       "Delete the count of %n subject(s) of %1 (UNLINK), so they start afresh",
                       nullptr, int(keys.size()))
                       .arg(QString::fromUtf8(p.name));
    constexpr int PerCommand = 1000;
    if (r.cluster) {
        for (const QByteArray &k : keys)
            plan.commands << RedisCommand{"UNLINK", k};
    } else {
        for (qsizetype i = 0; i < keys.size(); i += PerCommand)
            plan.commands << (RedisCommand{"UNLINK"} + keys.mid(i, PerCommand));
    }
    return plan;
}

} // namespace

namespace OperatorPlanner {

Result<OperatorPlan> plan(const OperatorRequest &request)
{
    for (const DiscoveredKey &k : request.primitive.keys)
        if (k.key == request.key && !actionsFor(request.primitive, k.role).contains(request.action))
            return notOffered(request.primitive, request.action,
                              notOfferedReason(request.primitive, k.role, request.action));
    if (request.primitive.family == u"bullmq-queue" || request.primitive.family == u"bull3-queue")
        return BullMqOperations::plan(request);
    switch (request.action) {
    case OperatorAction::BreakLock:
        return lockPlan(request);
    case OperatorAction::SetTtl:
        for (const DiscoveredKey &k : request.primitive.keys)
            if (k.key == request.key && k.role == KeyRole::Holders)
                return leasePlan(request);
        return lockPlan(request);
    case OperatorAction::EvictHolder:
        return semaphorePlan(request);
    case OperatorAction::RunNow:
    case OperatorAction::Postpone:
        return delayedPlan(request);
    case OperatorAction::DeleteItem:
        for (const DiscoveredKey &k : request.primitive.keys)
            if (k.key == request.key && k.role == KeyRole::Processing)
                return inFlightPlan(request);
        return delayedPlan(request);
    case OperatorAction::Requeue:
        return inFlightPlan(request);
    case OperatorAction::ResetLimit:
        return resetPlan(request);
    }
    return refused(QCoreApplication::translate("OperatorPlanner", "unknown action"));
}

QList<OperatorAction> actionsFor(const DiscoveredPrimitive &p, const QByteArray &role)
{
    const QString &f = p.family;
    if (role == KeyRole::Lock) {
        if (f == u"redisson-fairlock" || f == u"redisson-rwlock")
            return {};
        if (p.kind == PrimitiveKind::Lock || p.kind == PrimitiveKind::ReentrantLock)
            return {OperatorAction::BreakLock, OperatorAction::SetTtl};
    }
    if (role == KeyRole::Holders && (f == u"coordscope-semaphore" || f == u"redisson-pesemaphore"))
        return {OperatorAction::EvictHolder, OperatorAction::SetTtl};
    if (role == KeyRole::Holders && f == u"ria-semaphore")
        return {OperatorAction::EvictHolder};
    if ((role == KeyRole::Schedule || role == KeyRole::Retry) &&
        (f == u"coordscope-delayed-queue" || f == u"sidekiq-schedule" || f == u"sidekiq-retry" ||
         f == u"ria-delayed" || f == u"redisson-delayedqueue"))
        return {OperatorAction::RunNow, OperatorAction::Postpone, OperatorAction::DeleteItem};
    if (role == KeyRole::Schedule && f == u"bullmq-queue")
        return {OperatorAction::RunNow, OperatorAction::Postpone, OperatorAction::DeleteItem};
    if (role == KeyRole::Active && f == u"bullmq-queue")
        return {OperatorAction::Requeue};
    if (role == KeyRole::Schedule && f == u"json-delayed-queue")
        return {OperatorAction::Postpone, OperatorAction::DeleteItem};
    if (role == KeyRole::Processing && f == u"coordscope-task-queue")
        return {OperatorAction::Requeue, OperatorAction::DeleteItem};
    if (p.kind == PrimitiveKind::RateLimiter &&
        (f == u"coordscope-rate-limiter" || f == u"fixed-window-limiter" ||
         f == u"sliding-window-limiter" || f == u"redis-cell" || f == u"redisson-ratelimiter"))
        return {OperatorAction::ResetLimit};
    return {};
}

} // namespace OperatorPlanner
