#include "keylayout.h"
#include "operatorplanner_p.h"

#include <QCoreApplication>

// BullMQ's keys are "<prefix><queue>:<suffix>" and its job hashes "<prefix><queue>:<id>" (the
// inspector knows the prefix "bull:"). operate_bullmq.lua does for one job what BullMQ 6.7.0's
// promote-9.lua, changeDelay-4.lua, removeJob-2.lua and moveStalledJobsToWait-9.lua do.
namespace BullMqOperations {
namespace {
using namespace OperatorPlannerSteps;

bool hasKeyEnding(const DiscoveredPrimitive &p, const char *suffix)
{
    for (const DiscoveredKey &k : p.keys)
        if (k.key.endsWith(suffix))
            return true;
    return false;
}

// Why this queue is not operated on as BullMQ's, or empty: a queue only Bull 3 writes to, or one
// with none of the keys only BullMQ writes (then it may be Bull 3's).
QString notBullMq(const DiscoveredPrimitive &p)
{
    if (p.family == u"bull3-queue" || hasKeyEnding(p, ":meta-paused") ||
        hasKeyEnding(p, ":priority"))
        return bull3Refusal();
    if (p.library != u"BullMQ" && !p.keyWithRole(KeyRole::Events) && !hasKeyEnding(p, ":meta") &&
        !hasKeyEnding(p, ":marker"))
        return QCoreApplication::translate(
            "OperatorPlanner", "the queue has none of the keys only BullMQ writes (events, meta, "
                               "marker): it may be a Bull 3 queue, whose jobs move otherwise");
    return {};
}
} // namespace

QString bull3Refusal()
{
    return QCoreApplication::translate(
        "OperatorPlanner",
        "Bull 3 moves its jobs with scripts of its own (a paused queue's jobs go to its paused "
        "list, waiting workers are told by PUBLISH, priorities are kept in the wait list's "
        "order): BullMQ's steps would not keep its invariants");
}

Result<OperatorPlan> plan(const OperatorRequest &r)
{
    const DiscoveredPrimitive &p = r.primitive;
    if (const QString why = notBullMq(p); !why.isEmpty())
        return notOffered(p, r.action, why);
    const bool inFlight = r.action == OperatorAction::Requeue;
    const char *const from = inFlight ? "active" : "delayed";
    if (r.action != OperatorAction::RunNow && r.action != OperatorAction::Postpone &&
        r.action != OperatorAction::DeleteItem && !inFlight)
        return notOffered(p, r.action,
                          QCoreApplication::translate(
                              "OperatorPlanner",
                              "a BullMQ queue offers run-now, postpone and delete-item on its "
                              "delayed jobs and requeue on a stalled active job"));
    const QByteArray key = r.key.isEmpty() ? "bull:" + p.name + ':' + from : r.key;
    if (!key.endsWith(QByteArray(":").append(from)))
        return refused(
            QCoreApplication::translate("OperatorPlanner", "name the queue's %1 key (…:%1)")
                .arg(QLatin1String(from)));
    if (r.entries.size() != 1 || r.entries.first().isEmpty())
        return refused(
            QCoreApplication::translate("OperatorPlanner", "say which job, by its id (--item)"));
    if (r.action == OperatorAction::Postpone && r.ttlMs <= 0)
        return refused(QCoreApplication::translate(
            "OperatorPlanner",
            "postpone needs how long from now in milliseconds (--ttl), more than 0"));
    const QByteArray prefix = key.left(key.size() - qsizetype(qstrlen(from)));
    const QByteArray id = r.entries.first();
    const QByteArray job = prefix + id;
    const auto k = [&](const char *suffix) { return prefix + suffix; };
    const QString queue = shown(p.name);
    const QString jobShown = shown(id);
    switch (r.action) {
    case OperatorAction::RunNow:
        return evalPlan(
            r, QStringLiteral("operate_bullmq"),
            {key, k("wait"), k("meta"), k("prioritized"), k("active"), k("pc"), k("events"),
             k("marker"), job},
            {"run", prefix, id},
            QCoreApplication::translate(
                "OperatorPlanner",
                "Promote job %1 of queue %2 as BullMQ's Job.promote() does, if it is still "
                "delayed: out of %3 into %4 (or %5 when it has a priority), the marker set unless "
                "the queue is paused or at its concurrency, a \"waiting\" event, its delay 0")
                .arg(jobShown, queue, shown(key), shown(k("wait")), shown(k("prioritized"))));
    case OperatorAction::Postpone:
        return evalPlan(r, QStringLiteral("operate_bullmq"),
                        {key, k("meta"), k("marker"), k("events"), job},
                        {"postpone", prefix, id, QByteArray::number(r.ttlMs)},
                        QCoreApplication::translate(
                            "OperatorPlanner",
                            "Delay job %1 of queue %2 to %3 ms from now as BullMQ's "
                            "Job.changeDelay() does, if it is still delayed: its score in %4, its "
                            "delay, a \"delayed\" event and the marker's next due time")
                            .arg(jobShown, queue)
                            .arg(r.ttlMs)
                            .arg(shown(key)));
    case OperatorAction::DeleteItem:
        return evalPlan(
            r, QStringLiteral("operate_bullmq"),
            {key, k("meta"), k("events"), job, job + ":logs", job + ":dependencies",
             job + ":processed", job + ":failed", job + ":unsuccessful"},
            {"delete", prefix, id},
            QCoreApplication::translate(
                "OperatorPlanner",
                "Remove job %1 of queue %2 as BullMQ's Job.remove() does, if it is still delayed "
                "and has no parent, no children, no lock and no job scheduler: out of %3, its "
                "hash and logs deleted (and its deduplication key if it holds it), a \"removed\" "
                "event")
                .arg(jobShown, queue, shown(key)));
    default:
        break;
    }
    return evalPlan(
        r, QStringLiteral("operate_bullmq"),
        {key, k("stalled"), k("wait"), k("meta"), k("marker"), k("events"), job, job + ":lock"},
        {"requeue", prefix, id},
        QCoreApplication::translate(
            "OperatorPlanner",
            "Move job %1 of queue %2 from %3 back to the head of %4 as BullMQ's "
            "stalled-job check does, if its lock %5 is gone (its worker is dead): "
            "its stalled count plus one, \"waiting\" and \"stalled\" events")
            .arg(jobShown, queue, shown(key), shown(k("wait")), shown(job + ":lock")));
}

} // namespace BullMqOperations
