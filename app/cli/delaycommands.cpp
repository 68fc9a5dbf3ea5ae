#include "delaycommands.h"

#include "delayedclaimerfactory.h"
#include "delayedqueue.h"
#include "redisconnection.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace {
const QString DelayOption = QStringLiteral("delay");
const QString AtOption = QStringLiteral("at");
const QString MaxOption = QStringLiteral("max");
const QString KindOption = QStringLiteral("kind");
const QString PageOption = QStringLiteral("page");
const QString PageSizeOption = QStringLiteral("page-size");
constexpr qint64 DefaultMax = 100;
constexpr qint64 DefaultPageSize = 20;

const QString Usage = QStringLiteral(
    "usage: delay add NAME PAYLOAD --delay MS | --at MS_EPOCH; delay claim NAME [--max N] "
    "[--kind KIND]; delay status NAME [--page N] [--page-size N]");

QString id(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes);
}

// An option given to an action that does not take it is a mistake worth saying.
Result<void> onlyFor(const CliContext &c, const QString &action)
{
    const QList<std::pair<QString, QString>> owners{
        {DelayOption, QStringLiteral("add")},   {AtOption, QStringLiteral("add")},
        {MaxOption, QStringLiteral("claim")},   {KindOption, QStringLiteral("claim")},
        {PageOption, QStringLiteral("status")}, {PageSizeOption, QStringLiteral("status")}};
    for (const auto &[option, owner] : owners)
        if (c.parser.isSet(option) && owner != action)
            return RedisError(
                RedisError::Kind::InvalidArgument,
                QCoreApplication::translate("DelayCommands", "--%1 is for delay %2, not delay %3")
                    .arg(option, owner, action));
    return {};
}

int add(const CliContext &c, DelayedQueue &queue, const QByteArray &payload)
{
    const bool byDelay = c.parser.isSet(DelayOption);
    if (byDelay == c.parser.isSet(AtOption))
        return c.output.usage(QStringLiteral("delay add needs exactly one of --delay MS and --at "
                                             "MS_EPOCH"));
    const auto value = byDelay ? c.duration(DelayOption, 0, 0, CliContext::MaxDelayMs)
                               : c.wholeNumber(AtOption, 0, 0);
    if (!value)
        return c.output.failure(value.error());
    const auto e = byDelay ? queue.enqueueIn(payload, *value) : queue.enqueueAt(payload, *value);
    if (!e)
        return c.output.failure(e.error());
    const QJsonObject o{{QStringLiteral("name"), id(queue.name())},
                        {QStringLiteral("id"), id(e->id)},
                        {QStringLiteral("due_ms"), e->dueMs},
                        {QStringLiteral("now_ms"), e->nowMs},
                        {QStringLiteral("due_in_ms"), e->dueMs - e->nowMs},
                        {QStringLiteral("earliest"), e->earliest}};
    return c.output.success(
        QCoreApplication::translate("DelayCommands", "scheduled %1 due at %2 ms (in %3 ms)%4")
            .arg(id(e->id))
            .arg(e->dueMs)
            .arg(e->dueMs - e->nowMs)
            .arg(e->earliest ? QCoreApplication::translate("DelayCommands", ", the earliest")
                             : QString()),
        o);
}

int claim(const CliContext &c, const QByteArray &name)
{
    const auto max = c.wholeNumber(MaxOption, DefaultMax, 1, QStringLiteral("items"));
    if (!max)
        return c.output.failure(max.error());
    if (*max > DelayedQueueClaimer::MaxBatch)
        return c.output.usage(
            QCoreApplication::translate("DelayCommands", "--max must be at most %1, not %2")
                .arg(DelayedQueueClaimer::MaxBatch)
                .arg(*max));
    const QString kind = c.parser.value(KindOption);
    RedisConnection connection(c.connection);
    auto claimer = DelayedClaimerFactory::create(kind, connection, c.keys, name);
    if (!claimer)
        return c.output.failure(claimer.error());
    const auto claimed = claimer.value()->claim(int(*max));
    if (!claimed)
        return c.output.failure(claimed.error());
    QJsonArray items;
    QStringList lines{QCoreApplication::translate("DelayCommands", "claimed %1 (%2)")
                          .arg(claimed->items.size())
                          .arg(kind)};
    for (const ClaimedItem &item : claimed->items) {
        items.append(QJsonObject{{QStringLiteral("id"), id(item.id)},
                                 {QStringLiteral("due_ms"), item.dueMs},
                                 {QStringLiteral("late_ms"), claimed->nowMs - item.dueMs}});
        lines << QCoreApplication::translate("DelayCommands", "  %1 due at %2 ms, %3 ms late")
                     .arg(id(item.id))
                     .arg(item.dueMs)
                     .arg(claimed->nowMs - item.dueMs);
    }
    if (claimed->takenByOthers > 0)
        lines << QCoreApplication::translate(
                     "DelayCommands", "  %1 read as due but removed by another claimer first%2")
                     .arg(claimed->takenByOthers)
                     .arg(kind == u"unchecked"
                              ? QCoreApplication::translate("DelayCommands",
                                                            " (pushed anyway: duplicates)")
                              : QString());
    const QJsonObject o{{QStringLiteral("name"), id(name)},
                        {QStringLiteral("kind"), kind},
                        {QStringLiteral("now_ms"), claimed->nowMs},
                        {QStringLiteral("claimed"), claimed->items.size()},
                        {QStringLiteral("taken_by_others"), claimed->takenByOthers},
                        {QStringLiteral("items"), items}};
    return c.output.success(lines.join(QLatin1Char('\n')), o);
}

QJsonValue nonNegativeOrNull(qint64 v)
{
    return v >= 0 ? QJsonValue(v) : QJsonValue();
}

int status(const CliContext &c, DelayedQueue &queue)
{
    const auto page = c.wholeNumber(PageOption, 1, 1,
                                    QCoreApplication::translate("DelayCommands", "pages (from 1)"));
    const auto pageSize =
        c.wholeNumber(PageSizeOption, DefaultPageSize, 1, QStringLiteral("items"));
    for (const RedisError &e : {page.error(), pageSize.error()})
        if (e.isError())
            return c.output.failure(e);
    if (*pageSize > DelayedQueue::MaxPageSize)
        return c.output.usage(
            QCoreApplication::translate("DelayCommands", "--page-size must be at most %1, not %2")
                .arg(DelayedQueue::MaxPageSize)
                .arg(*pageSize));
    if (*page - 1 > DelayedQueue::MaxTimeMs / *pageSize)
        return c.output.usage(
            QCoreApplication::translate("DelayCommands", "--page is too large: %1").arg(*page));
    const auto s = queue.status((*page - 1) * *pageSize, *pageSize);
    if (!s)
        return c.output.failure(s.error());
    QJsonArray items;
    QStringList lines{
        QCoreApplication::translate(
            "DelayCommands", "%1: %2 scheduled, %3 due now%4, %5 ready, %6 orphaned payloads")
            .arg(id(queue.name()))
            .arg(s->scheduled)
            .arg(s->dueNow)
            .arg(s->oldestOverdueMs >= 0
                     ? QCoreApplication::translate("DelayCommands", " (oldest overdue %1 ms)")
                           .arg(s->oldestOverdueMs)
                     : QString())
            .arg(s->ready)
            .arg(s->orphanedPayloads())};
    if (!s->page.isEmpty())
        lines << QCoreApplication::translate("DelayCommands",
                                             "page %1 (items %2-%3 of %4, by due time):")
                     .arg(*page)
                     .arg(s->offset + 1)
                     .arg(s->offset + s->page.size())
                     .arg(s->scheduled);
    qint64 position = s->offset;
    for (const DelayedEntry &e : s->page) {
        ++position;
        const qint64 dueIn = e.dueMs - s->nowMs;
        items.append(
            QJsonObject{{QStringLiteral("position"), position},
                        {QStringLiteral("id"), id(e.id)},
                        {QStringLiteral("due_ms"), e.dueMs},
                        {QStringLiteral("due_in_ms"), dueIn},
                        {QStringLiteral("payload"),
                         e.payload ? QJsonValue(QString::fromUtf8(*e.payload)) : QJsonValue()}});
        lines << QStringLiteral("  %1 %2 %3 %4")
                     .arg(position)
                     .arg(id(e.id))
                     .arg(dueIn > 0 ? QCoreApplication::translate("DelayCommands", "due in %1 ms")
                                          .arg(dueIn)
                                    : QCoreApplication::translate("DelayCommands", "overdue %1 ms")
                                          .arg(-dueIn))
                     .arg(e.payload
                              ? QString::fromUtf8(*e.payload)
                              : QCoreApplication::translate("DelayCommands", "(payload missing)"));
    }
    const QJsonObject o{
        {QStringLiteral("name"), id(queue.name())},
        {QStringLiteral("now_ms"), s->nowMs},
        {QStringLiteral("scheduled"), s->scheduled},
        {QStringLiteral("due_now"), s->dueNow},
        {QStringLiteral("ready"), s->ready},
        {QStringLiteral("orphaned_payloads"), s->orphanedPayloads()},
        {QStringLiteral("earliest_due_ms"), nonNegativeOrNull(s->earliestDueMs)},
        {QStringLiteral("oldest_overdue_ms"), nonNegativeOrNull(s->oldestOverdueMs)},
        {QStringLiteral("page"), *page},
        {QStringLiteral("page_size"), *pageSize},
        {QStringLiteral("items"), items}};
    return c.output.success(lines.join(QLatin1Char('\n')), o);
}
} // namespace

QList<CliCommand> DelayCommands::all()
{
    return {
        {QStringLiteral("delay"), QStringLiteral("delay add|claim|status NAME ..."),
         QCoreApplication::translate(
             "DelayCommands", "Delayed queues: schedule items, claim the due ones, show status."),
         &DelayCommands::addOptions, &DelayCommands::run}};
}

void DelayCommands::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {DelayOption,
         QCoreApplication::translate("DelayCommands",
                                     "add: due this many milliseconds from the server's now."),
         QStringLiteral("MS")},
        {AtOption,
         QCoreApplication::translate("DelayCommands",
                                     "add: due at this time, server milliseconds since the epoch."),
         QCoreApplication::translate("DelayCommands", "MS_EPOCH")},
        {MaxOption,
         QCoreApplication::translate("DelayCommands",
                                     "claim: move at most N due items (1..%1, default %2).")
             .arg(DelayedQueueClaimer::MaxBatch)
             .arg(DefaultMax),
         QStringLiteral("N")},
        {KindOption,
         QCoreApplication::translate("DelayCommands",
                                     "claim: claimer variant: %1 (default atomic).")
             .arg(DelayedClaimerFactory::kinds().join(QStringLiteral(", "))),
         QStringLiteral("KIND"), QStringLiteral("atomic")},
        {PageOption,
         QCoreApplication::translate("DelayCommands",
                                     "status: page of scheduled items, from 1 (default 1)."),
         QStringLiteral("N")},
        {PageSizeOption,
         QCoreApplication::translate("DelayCommands", "status: items per page (1..%1, default %2).")
             .arg(DelayedQueue::MaxPageSize)
             .arg(DefaultPageSize),
         QStringLiteral("N")},
    });
}

int DelayCommands::run(const CliContext &c)
{
    if (c.arguments.size() < 2)
        return c.output.usage(Usage);
    const QString action = c.arguments.at(0);
    const QByteArray name = c.arguments.at(1).toUtf8();
    const int wanted = action == u"add" ? 3 : 2;
    if (!QStringList{QStringLiteral("add"), QStringLiteral("claim"), QStringLiteral("status")}
             .contains(action))
        return c.output.usage(
            QCoreApplication::translate("DelayCommands",
                                        "unknown delay action \"%1\" (add, claim, status)")
                .arg(action));
    if (c.arguments.size() != wanted)
        return c.output.usage(Usage);
    if (auto valid = onlyFor(c, action); !valid)
        return c.output.failure(valid.error());
    if (auto valid = DelayedQueue::validateName(name); !valid)
        return c.output.failure(valid.error());

    if (action == u"claim")
        return claim(c, name);
    RedisConnection connection(c.connection);
    DelayedQueue queue(connection, c.keys, name);
    if (action == u"add")
        return add(c, queue, c.arguments.at(2).toUtf8());
    return status(c, queue);
}
