#include "queuecommands.h"

#include "locktoken.h"
#include "prioritytaskqueue.h"
#include "queueinspector.h"
#include "queuekeys.h"
#include "queuereaper.h"
#include "queuewait.h"
#include "redisconnection.h"
#include "reliablequeue.h"
#include "taskqueue.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace {
const QString KindOption = QStringLiteral("kind");
const QString PriorityOption = QStringLiteral("priority");
const QString WaitOption = QStringLiteral("wait");
const QString ConsumerOption = QStringLiteral("consumer");
const QString VisibilityOption = QStringLiteral("visibility");
const QStringList Kinds{QStringLiteral("fifo"), QStringLiteral("priority"),
                        QStringLiteral("reliable")};
const QStringList Actions{QStringLiteral("push"), QStringLiteral("pop"),    QStringLiteral("ack"),
                          QStringLiteral("nack"), QStringLiteral("status"), QStringLiteral("reap")};
const QString Usage = QStringLiteral(
    "usage: queue push NAME ITEM... | pop NAME | ack NAME ITEM | nack NAME ITEM | status NAME | "
    "reap NAME [options]");

RedisError usageError(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

QString text(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes);
}

// Everything the command line says, checked before anything is sent.
struct QueueRequest
{
    QString action;
    QByteArray name;
    QList<QByteArray> items; // push: one or more; ack, nack: exactly one
    QString kind;
    PriorityTaskQueue::Priority priority = PriorityTaskQueue::Priority::Normal;
    qint64 waitMs = 0;
    QByteArray consumer; // reliable pop (generated when not given), ack, nack
    qint64 visibilityMs = ReliableQueue::DefaultVisibilityMs;
};

Result<QueueRequest> parse(const CliContext &c)
{
    if (c.arguments.size() < 2)
        return usageError(Usage);
    QueueRequest r;
    r.action = c.arguments.at(0);
    if (!Actions.contains(r.action))
        return usageError(
            QCoreApplication::translate("QueueCommands", "unknown queue action \"%1\" (%2)")
                .arg(r.action, Actions.join(QStringLiteral(", "))));
    r.name = c.arguments.at(1).toUtf8();
    if (auto valid = KeySpace::validateName(r.name); !valid)
        return valid.error();
    for (const QString &item : c.arguments.mid(2))
        r.items << item.toUtf8();
    const bool takesItems = r.action == u"push" || r.action == u"ack" || r.action == u"nack";
    if (r.action == u"push" && r.items.isEmpty())
        return usageError(QStringLiteral("queue push needs at least one ITEM"));
    if (r.action != u"push" && r.items.size() != (takesItems ? 1 : 0))
        return usageError(takesItems
                              ? QStringLiteral("queue %1 needs exactly one ITEM").arg(r.action)
                              : QStringLiteral("queue %1 takes no ITEM").arg(r.action));

    r.kind = c.parser.value(KindOption);
    if (!Kinds.contains(r.kind))
        return usageError(
            QCoreApplication::translate("QueueCommands", "unknown queue kind \"%1\" (known: %2)")
                .arg(r.kind, Kinds.join(QStringLiteral(", "))));
    if ((r.action == u"ack" || r.action == u"nack") && r.kind != u"reliable") {
        if (c.parser.isSet(KindOption))
            return usageError(
                QCoreApplication::translate("QueueCommands", "queue %1 is for --kind reliable only")
                    .arg(r.action));
        r.kind = QStringLiteral("reliable");
    }
    if (c.parser.isSet(PriorityOption)) {
        if (r.kind != u"priority" || r.action != u"push")
            return usageError(QCoreApplication::translate(
                "QueueCommands", "--priority is for queue push --kind priority"));
        const auto p = PriorityTaskQueue::parsePriority(c.parser.value(PriorityOption));
        if (!p)
            return usageError(QCoreApplication::translate("QueueCommands", "--priority: ") +
                              p.error().message());
        r.priority = *p;
    }

    const auto wait = c.duration(WaitOption, 0, 0, CliContext::MaxBlockMs);
    if (!wait)
        return wait.error();
    if (c.parser.isSet(WaitOption) && r.action != u"pop")
        return usageError(QCoreApplication::translate("QueueCommands", "--wait is for queue pop"));
    if (auto valid = QueueWait::validate(*wait); !valid)
        return usageError(QCoreApplication::translate("QueueCommands", "--wait: ") +
                          valid.error().message());
    r.waitMs = *wait;

    const bool reliableConsumer = r.kind == u"reliable" && r.action != u"push" &&
                                  r.action != u"status" && r.action != u"reap";
    const auto visibility =
        c.duration(VisibilityOption, ReliableQueue::DefaultVisibilityMs, 2, CliContext::MaxLeaseMs);
    if (!visibility)
        return visibility.error();
    if (auto valid = ReliableQueue::validateVisibility(*visibility); !valid)
        return usageError(QCoreApplication::translate("QueueCommands", "--visibility: ") +
                          valid.error().message());
    if (c.parser.isSet(VisibilityOption) && (r.action == u"reap" || r.action == u"status"))
        return usageError(
            QCoreApplication::translate("QueueCommands",
                                        "--visibility is not for queue %1: every consumer is "
                                        "judged by its own deadline (its last pop, ack or nack "
                                        "plus its own --visibility)")
                .arg(r.action));
    if (c.parser.isSet(VisibilityOption) && !reliableConsumer)
        return usageError(QCoreApplication::translate(
            "QueueCommands", "--visibility is for the reliable queue's pop, ack and "
                             "nack"));
    r.visibilityMs = *visibility;

    if (c.parser.isSet(ConsumerOption)) {
        if (!reliableConsumer)
            return usageError(QCoreApplication::translate(
                "QueueCommands", "--consumer is for the reliable queue's pop, ack "
                                 "and nack"));
        r.consumer = c.parser.value(ConsumerOption).toUtf8();
        if (auto valid = QueueKeys::validateConsumer(r.consumer); !valid)
            return usageError(QCoreApplication::translate("QueueCommands", "--consumer: ") +
                              valid.error().message());
    } else if (r.action == u"ack" || r.action == u"nack") {
        return usageError(QStringLiteral("queue %1 needs --consumer ID (the one that popped the "
                                         "item)")
                              .arg(r.action));
    } else if (reliableConsumer) {
        r.consumer = LockToken::generate();
    }
    return r;
}

int push(const CliContext &c, RedisConnection &connection, const QueueRequest &r)
{
    Result<qint64> length = qint64(0);
    QString level = PriorityTaskQueue::priorityName(PriorityTaskQueue::Priority::Normal);
    if (r.kind == u"priority") {
        PriorityTaskQueue queue(connection, c.keys, r.name);
        length = queue.push(r.priority, r.items);
        level = PriorityTaskQueue::priorityName(r.priority);
    } else {
        TaskQueue queue(connection, c.keys, r.name);
        length = queue.push(r.items);
    }
    if (!length)
        return c.output.failure(length.error());
    return c.output.success(
        QCoreApplication::translate("QueueCommands", "pushed %1, %2 ready at %3 priority")
            .arg(r.items.size())
            .arg(*length)
            .arg(level),
        {{QStringLiteral("kind"), r.kind},
         {QStringLiteral("pushed"), r.items.size()},
         {QStringLiteral("priority"), level},
         {QStringLiteral("length"), *length}});
}

int popped(const CliContext &c, const QueueRequest &r, const std::optional<QByteArray> &item,
           QJsonObject json, const QString &note)
{
    json.insert(QStringLiteral("kind"), r.kind);
    json.insert(QStringLiteral("item"), item ? QJsonValue(text(*item)) : QJsonValue());
    if (!r.consumer.isEmpty())
        json.insert(QStringLiteral("consumer"), text(r.consumer));
    if (!item) {
        json.insert(
            QStringLiteral("detail"),
            QCoreApplication::translate("QueueCommands", "nothing within %1 ms").arg(r.waitMs));
        c.output.success(
            QCoreApplication::translate("QueueCommands", "(empty: nothing within %1 ms)")
                .arg(r.waitMs),
            json);
        return QueueCommands::NothingTaken;
    }
    return c.output.success(note.isEmpty() ? text(*item) : text(*item) + note, json);
}

int pop(const CliContext &c, RedisConnection &connection, const QueueRequest &r)
{
    if (r.kind == u"fifo") {
        TaskQueue queue(connection, c.keys, r.name);
        const auto item = queue.pop(r.waitMs);
        if (!item)
            return c.output.failure(item.error());
        return popped(c, r, *item, {}, {});
    }
    if (r.kind == u"priority") {
        PriorityTaskQueue queue(connection, c.keys, r.name);
        const auto item = queue.pop(r.waitMs);
        if (!item)
            return c.output.failure(item.error());
        if (!item->has_value())
            return popped(c, r, std::nullopt, {}, {});
        const QString level = PriorityTaskQueue::priorityName((*item)->priority);
        return popped(c, r, (*item)->payload, {{QStringLiteral("priority"), level}},
                      QStringLiteral("\t(%1)").arg(level));
    }
    ReliableQueue queue(connection, c.keys, r.name, r.consumer, r.visibilityMs);
    const auto item = queue.take(r.waitMs);
    if (!item && item.error().isConnectionError()) {
        // The move may have happened on the server with its reply lost: say under which
        // consumer the item would be, and how to get it back.
        const QByteArray processing = QueueKeys(c.keys, r.name).processing(r.consumer);
        const QJsonObject json{{QStringLiteral("kind"), r.kind},
                               {QStringLiteral("consumer"), text(r.consumer)},
                               {QStringLiteral("processing_key"), text(processing)},
                               {QStringLiteral("error"),
                                QJsonObject{{QStringLiteral("kind"), item.error().kindName()},
                                            {QStringLiteral("message"), item.error().message()}}}};
        return c.output.partial(
            QString(), json,
            QCoreApplication::translate(
                "QueueCommands",
                "%1; an item may have been moved to %2 with the reply lost: pop again "
                "with --consumer %3 to be given it, or it returns to the queue when "
                "its %4 ms visibility ends")
                .arg(item.error().toString(), text(processing), text(r.consumer))
                .arg(r.visibilityMs));
    }
    if (!item)
        return c.output.failure(item.error());
    return popped(c, r, *item, {{QStringLiteral("visibility_ms"), r.visibilityMs}},
                  QCoreApplication::translate("QueueCommands", "\t(consumer %1: ack or nack it)")
                      .arg(text(r.consumer)));
}

int finish(const CliContext &c, RedisConnection &connection, const QueueRequest &r)
{
    ReliableQueue queue(connection, c.keys, r.name, r.consumer, r.visibilityMs);
    const QByteArray &item = r.items.first();
    const auto done = r.action == u"ack" ? queue.ack(item) : queue.nack(item);
    if (!done)
        return c.output.failure(done.error());
    QJsonObject o{
        {QStringLiteral("kind"), r.kind},
        {QStringLiteral("consumer"), text(r.consumer)},
        {QStringLiteral("item"), text(item)},
        {r.action == u"ack" ? QStringLiteral("acked") : QStringLiteral("requeued"), done->done},
        {QStringLiteral("at_ms"), CliOutput::millisecondsFromMicros(done->atUs)}};
    if (!done->detail.isEmpty())
        o.insert(QStringLiteral("detail"), done->detail);
    const QString outcome =
        r.action == u"ack" ? QStringLiteral("acked")
                           : QCoreApplication::translate("QueueCommands", "requeued at the head");
    const int code = c.output.success(
        done->done ? outcome
                   : QCoreApplication::translate("QueueCommands", "not in flight: ") + done->detail,
        o);
    return done->done ? code : QueueCommands::NothingTaken;
}

QJsonObject statusJson(const QueueRequest &r, const QueueStatus &s)
{
    QJsonArray levels;
    for (const QueueLevelStatus &l : s.levels)
        levels.append(QJsonObject{{QStringLiteral("priority"), l.priority},
                                  {QStringLiteral("key"), text(l.key)},
                                  {QStringLiteral("length"), l.length}});
    QJsonArray consumers;
    for (const QueueConsumerStatus &cs : s.consumers)
        consumers.append(QJsonObject{{QStringLiteral("consumer"), text(cs.id)},
                                     {QStringLiteral("in_flight"), cs.inFlight},
                                     {QStringLiteral("deadline_ms"), cs.deadlineMs},
                                     {QStringLiteral("deadline_left_ms"), cs.deadlineLeftMs},
                                     {QStringLiteral("stale"), cs.stale}});
    return {{QStringLiteral("kind"), r.kind},
            {QStringLiteral("name"), text(s.name)},
            {QStringLiteral("ready"), s.ready},
            {QStringLiteral("levels"), levels},
            {QStringLiteral("in_flight"), s.inFlight},
            {QStringLiteral("consumer_count"), s.consumerCount},
            {QStringLiteral("consumers"), consumers},
            {QStringLiteral("soonest_deadline_left_ms"),
             s.soonestDeadlineLeftMs ? QJsonValue(*s.soonestDeadlineLeftMs) : QJsonValue()},
            {QStringLiteral("now_ms"), CliOutput::millisecondsFromMicros(s.nowUs)}};
}

QString deadlineText(const QueueConsumerStatus &cs)
{
    if (!cs.stale)
        return QCoreApplication::translate("QueueCommands", "deadline in %1 ms")
            .arg(cs.deadlineLeftMs);
    return QCoreApplication::translate(
               "QueueCommands", "deadline passed %1 ms ago (stale: the reaper requeues its items)")
        .arg(-cs.deadlineLeftMs);
}

QString statusText(const QueueStatus &s)
{
    QStringList parts;
    for (const QueueLevelStatus &l : s.levels)
        parts << QStringLiteral("%1 %2").arg(l.priority).arg(l.length);
    QStringList lines{
        QCoreApplication::translate("QueueCommands", "%1 ready (%2), %3 in flight at %4 consumers")
            .arg(s.ready)
            .arg(parts.join(QStringLiteral(", ")))
            .arg(s.inFlight)
            .arg(s.consumerCount)};
    for (const QueueConsumerStatus &cs : s.consumers)
        lines << QCoreApplication::translate("QueueCommands", "  %1 in flight %2, %3")
                     .arg(text(cs.id))
                     .arg(cs.inFlight)
                     .arg(deadlineText(cs));
    return lines.join(QLatin1Char('\n'));
}

int reap(const CliContext &c, RedisConnection &connection, const QueueRequest &r)
{
    QueueReaper reaper(connection, c.keys, r.name);
    const auto done = reaper.reap();
    if (!done)
        return c.output.failure(done.error());
    QJsonArray reaped;
    QStringList lines{
        QCoreApplication::translate("QueueCommands", "requeued %1 items of %2 dead consumers%3")
            .arg(done->requeued)
            .arg(done->reaped.size())
            .arg(done->more
                     ? QCoreApplication::translate("QueueCommands", " (more left: run again)")
                     : QString())};
    for (const ReapedConsumer &d : done->reaped) {
        reaped.append(QJsonObject{{QStringLiteral("consumer"), text(d.id)},
                                  {QStringLiteral("requeued"), d.requeued},
                                  {QStringLiteral("deregistered"), d.deregistered}});
        lines << QStringLiteral("  %1: %2%3")
                     .arg(text(d.id))
                     .arg(d.requeued)
                     .arg(d.deregistered
                              ? QString()
                              : QCoreApplication::translate("QueueCommands", " (more in flight)"));
    }
    return c.output.success(lines.join(QLatin1Char('\n')),
                            {{QStringLiteral("kind"), r.kind},
                             {QStringLiteral("requeued"), done->requeued},
                             {QStringLiteral("reaped"), reaped},
                             {QStringLiteral("more"), done->more},
                             {QStringLiteral("now_ms"), done->nowMs}});
}
} // namespace

QList<CliCommand> QueueCommands::all()
{
    return {{QStringLiteral("queue"),
             QStringLiteral("queue push|pop|ack|nack|status|reap NAME [ITEM...]"),
             QCoreApplication::translate(
                 "QueueCommands", "Task queues: FIFO, priority, reliable (ack, nack, reaper)."),
             &QueueCommands::addOptions, &QueueCommands::run}};
}

void QueueCommands::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {KindOption,
         QCoreApplication::translate(
             "QueueCommands", "Queue variant: %1 (default fifo). fifo and reliable share the list; "
                              "ack and nack are reliable only.")
             .arg(Kinds.join(QStringLiteral(", "))),
         QStringLiteral("KIND"), QStringLiteral("fifo")},
        {PriorityOption,
         QCoreApplication::translate("QueueCommands", "push --kind priority: %1 (default normal).")
             .arg(PriorityTaskQueue::priorityNames().join(QStringLiteral(", "))),
         QStringLiteral("LEVEL")},
        {WaitOption,
         QCoreApplication::translate(
             "QueueCommands", "pop: block up to this long for an item (default 0: do not block)."),
         QStringLiteral("MS")},
        {ConsumerOption,
         QCoreApplication::translate(
             "QueueCommands",
             "reliable pop, ack, nack: the consumer id (pop makes one up and prints "
             "it when not given)."),
         QStringLiteral("ID")},
        {VisibilityOption,
         QCoreApplication::translate(
             "QueueCommands", "reliable pop, ack, nack: the consumer's visibility timeout: its "
                              "deadline becomes now + this, and once the deadline passes, reap "
                              "requeues its items (default %1).")
             .arg(ReliableQueue::DefaultVisibilityMs),
         QStringLiteral("MS")},
    });
}

int QueueCommands::run(const CliContext &c)
{
    const auto request = parse(c);
    if (!request)
        return c.output.failure(request.error());
    const QueueRequest &r = *request;
    RedisConnection connection(c.connection);
    if (r.action == u"push")
        return push(c, connection, r);
    if (r.action == u"pop")
        return pop(c, connection, r);
    if (r.action == u"ack" || r.action == u"nack")
        return finish(c, connection, r);
    if (r.action == u"reap")
        return reap(c, connection, r);
    QueueInspector inspector(connection, c.keys, r.name);
    const auto s = inspector.status();
    if (!s)
        return c.output.failure(s.error());
    return c.output.success(statusText(*s), statusJson(r, *s));
}
