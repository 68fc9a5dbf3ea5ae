#include "operatorplan.h"

#include "luascript.h"

#include <QCoreApplication>

namespace {
QString shown(const QByteArray &bytes)
{
    return quoteBytes(bytes, QuoteMode::WhenNeeded, 80);
}
} // namespace

QStringList OperatorPlan::commandLines() const
{
    const QByteArray source = scriptSource();
    QStringList lines;
    for (const RedisCommand &c : commands) {
        QStringList words;
        for (qsizetype i = 0; i < c.size(); ++i) {
            if (i == 1 && !source.isEmpty() && c.first() == "EVAL" && c.at(1) == source)
                words << QStringLiteral("<%1.lua>").arg(scriptName);
            else
                words << quoteBytes(c.at(i), QuoteMode::WhenNeeded);
        }
        lines << words.join(QLatin1Char(' '));
    }
    return lines;
}

QByteArray OperatorPlan::scriptSource() const
{
    return scriptName.isEmpty() ? QByteArray() : LuaScript::embedded(scriptName).source();
}

QString OperatorOutcome::statusName(Status status)
{
    switch (status) {
    case Status::Done:
        return QStringLiteral("done");
    case Status::Changed:
        return QStringLiteral("changed");
    case Status::Gone:
        return QStringLiteral("gone");
    case Status::Alive:
        return QStringLiteral("alive");
    }
    return {};
}

Result<OperatorOutcome> OperatorOutcome::fromReplies(const OperatorPlan &plan,
                                                     const QList<Result<RedisReply>> &replies)
{
    if (replies.size() != plan.commands.size())
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QCoreApplication::translate("OperatorOutcome", "%1 replies to %2 commands")
                .arg(replies.size())
                .arg(plan.commands.size()));
    OperatorOutcome out;
    const OperatorRequest &r = plan.request;
    if (plan.scriptName.isEmpty()) { // UNLINK
        for (const Result<RedisReply> &reply : replies) {
            if (!reply)
                return reply.error();
            if (!reply->isInteger())
                return RedisError(
                    RedisError::Kind::UnexpectedReply,
                    QCoreApplication::translate("OperatorOutcome", "UNLINK: expected an integer"));
            out.count += reply->integerValue();
        }
        out.message = QCoreApplication::translate("OperatorOutcome", "Reset %n key(s) of %1",
                                                  nullptr, int(out.count))
                          .arg(QString::fromUtf8(r.primitive.name));
        if (out.count == 0) {
            out.status = Status::Gone;
            out.message = QCoreApplication::translate(
                              "OperatorOutcome",
                              "Nothing to reset: the limiter's keys of %1 were already gone")
                              .arg(QString::fromUtf8(r.primitive.name));
        }
        return out;
    }
    const Result<RedisReply> &reply = replies.first();
    if (!reply)
        return reply.error();
    if (!reply->isArray() || reply->elements().isEmpty() || !reply->elements().first().isInteger())
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QCoreApplication::translate("OperatorOutcome", "%1: expected {code, ...}, got %2")
                .arg(plan.scriptName, reply->summary()));
    const QList<RedisReply> &e = reply->elements();
    const qint64 code = e.first().integerValue();
    const RedisReply second = e.size() > 1 ? e.at(1) : RedisReply();
    const QString key = shown(plan.keys.value(0));
    if (code == -2)
        return RedisError(RedisError::Kind::WrongType,
                          QCoreApplication::translate(
                              "OperatorOutcome", "nothing done: %1 holds another type now (%2)")
                              .arg(key, QString::fromUtf8(second.bytes())));
    if (code == -3) // BullMQ would refuse it too (operate_bullmq.lua)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QCoreApplication::translate("OperatorOutcome", "nothing done: %1")
                              .arg(QString::fromUtf8(second.bytes())));
    if (code == -1) {
        out.status = Status::Gone;
        switch (r.action) {
        case OperatorAction::BreakLock:
        case OperatorAction::SetTtl:
            out.message =
                plan.scriptName == u"operate_lease"
                    ? QCoreApplication::translate(
                          "OperatorOutcome",
                          "Nothing done: the holder no longer holds a permit of %1")
                          .arg(key)
                    : QCoreApplication::translate(
                          "OperatorOutcome", "Nothing done: %1 is no longer held (the key is gone)")
                          .arg(key);
            break;
        case OperatorAction::EvictHolder:
            out.message = QCoreApplication::translate("OperatorOutcome",
                                                      "Nothing done: the holder is no longer in %1")
                              .arg(key);
            break;
        case OperatorAction::Requeue:
        case OperatorAction::DeleteItem:
            out.message =
                plan.scriptName == u"operate_requeue" || r.action == OperatorAction::Requeue
                    ? QCoreApplication::translate(
                          "OperatorOutcome", "Nothing done: the item is no longer in flight in %1")
                          .arg(key)
                    : QCoreApplication::translate(
                          "OperatorOutcome", "Nothing done: the item is no longer scheduled in %1")
                          .arg(key);
            break;
        default:
            out.message =
                QCoreApplication::translate("OperatorOutcome",
                                            "Nothing done: the item is no longer scheduled in %1")
                    .arg(key);
            break;
        }
        return out;
    }
    if (code == 0) {
        if (plan.scriptName == u"operate_lease") {
            out.status = Status::Gone;
            out.current = second.bytes();
            out.message = QCoreApplication::translate(
                              "OperatorOutcome",
                              "Nothing done: the holder's score in %1 is not an expiry to come "
                              "(%2): its permit expired, or this kind keeps no lease")
                              .arg(key, QString::fromUtf8(second.bytes()));
            return out;
        }
        if (plan.scriptName == u"operate_bullmq") {
            out.status = Status::Alive;
            out.current = second.bytes();
            out.message = QCoreApplication::translate(
                              "OperatorOutcome",
                              "Nothing done: the job's lock is held by %1, so its worker is "
                              "alive; requeueing it would run it twice")
                              .arg(shown(out.current));
            return out;
        }
        if (plan.scriptName == u"operate_requeue") {
            out.status = Status::Alive;
            out.current = second.bytes();
            out.message =
                QCoreApplication::translate(
                    "OperatorOutcome",
                    "Nothing done: the consumer is alive (its deadline is %1 ms since the "
                    "epoch); requeueing its item would deliver it twice")
                    .arg(QString::fromUtf8(second.bytes()));
            return out;
        }
        out.status = Status::Changed;
        out.current = second.isNil() ? QByteArray() : second.bytes();
        out.message = QCoreApplication::translate("OperatorOutcome",
                                                  "Nothing done: %1 is now held by %2, not by %3")
                          .arg(key, shown(out.current), shown(r.expect));
        return out;
    }
    out.count = second.isInteger() ? second.integerValue() : 1;
    switch (r.action) {
    case OperatorAction::BreakLock:
        out.message = QCoreApplication::translate("OperatorOutcome", "Broke %1 (it was held by %2)")
                          .arg(key, shown(r.expect));
        break;
    case OperatorAction::SetTtl:
        out.message = QCoreApplication::translate("OperatorOutcome", "Set the lease of %1 to %2 ms")
                          .arg(key)
                          .arg(r.ttlMs);
        break;
    case OperatorAction::EvictHolder:
        out.message = QCoreApplication::translate("OperatorOutcome", "Evicted %n holder(s) from %1",
                                                  nullptr, int(out.count))
                          .arg(key);
        break;
    case OperatorAction::RunNow:
        out.message =
            QCoreApplication::translate("OperatorOutcome", "Moved the item to %1's ready list")
                .arg(shown(plan.keys.value(1)));
        break;
    case OperatorAction::Postpone:
        out.message =
            QCoreApplication::translate("OperatorOutcome", "Postponed the item by %1 ms from now")
                .arg(r.ttlMs);
        break;
    case OperatorAction::DeleteItem:
        out.message = QCoreApplication::translate("OperatorOutcome", "Deleted %n item(s) from %1",
                                                  nullptr, int(out.count))
                          .arg(key);
        break;
    case OperatorAction::Requeue:
        out.message = QCoreApplication::translate("OperatorOutcome", "Requeued %n item(s) onto %1",
                                                  nullptr, int(out.count))
                          .arg(shown(plan.keys.value(2)));
        break;
    case OperatorAction::ResetLimit:
        break;
    }
    return out;
}
