#include "operatecommands.h"

#include "keyidentification.h"
#include "keylayout.h"
#include "layoutcatalog.h"
#include "operatorplanner.h"
#include "primitivestateread.h"
#include "redisconnection.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace {
const QString ExpectOption = QStringLiteral("expect");
const QString MemberOption = QStringLiteral("member");
const QString ItemOption = QStringLiteral("item");
const QString SubjectOption = QStringLiteral("subject");
const QString TtlOption = QStringLiteral("ttl");
const QString AllOption = QStringLiteral("all");
const QString YesOption = QStringLiteral("yes");
constexpr int ExitChanged = 3;
constexpr int ExitNotSent = 4;
constexpr int MaxScannedSubjects = 100000;

QString shown(const QByteArray &bytes)
{
    return quoteBytes(bytes, QuoteMode::WhenNeeded);
}

QJsonValue text(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes);
}

// The one entry an option names: --member, --item or --subject, else --expect.
QByteArray entryOption(const CliContext &c, const QString &option)
{
    if (c.parser.isSet(option))
        return c.parser.value(option).toUtf8();
    return c.parser.value(ExpectOption).toUtf8();
}

// The holder a lock's key shows now: a string's value, a hash lock's only owner.
Result<QByteArray> currentHolder(RedisConnection &connection, const KeyIdentification &id)
{
    const KeySample &s = id.sample();
    if (s.type == "string") {
        const auto value = connection.command({"GET", s.key});
        if (!value)
            return value.error();
        if (value->isNil())
            return RedisError(RedisError::Kind::InvalidArgument,
                              QCoreApplication::translate("OperateCommands", "%1 is no longer held")
                                  .arg(shown(s.key)));
        return value->bytes();
    }
    if (s.type == "hash" && s.hashFields.size() == 1)
        return s.hashFields.first();
    return RedisError(RedisError::Kind::InvalidArgument,
                      QCoreApplication::translate(
                          "OperateCommands", "%1 has %n owner field(s): say which with --expect",
                          nullptr, int(s.hashFields.size()))
                          .arg(shown(s.key)));
}

// The holders the state read flags as expired (evict-holder --all).
Result<QList<QByteArray>> expiredHolders(RedisConnection &connection, const DiscoveredPrimitive &p)
{
    PrimitiveStateRead read(p, StateLimits{1000, 0});
    if (auto done = read.runBlocking(connection); !done)
        return done.error();
    QList<QByteArray> members;
    for (const StateEntry &e : read.state().entries)
        if (e.flag == StateEntry::Flag::Expired)
            members << e.id;
    return members;
}

// Every subject key of a CoordScope limiter: "<prefix>{NAME:*}:<algorithm>", by SCAN.
Result<QList<QByteArray>> limiterSubjects(RedisConnection &connection, const QByteArray &key,
                                          const QByteArray &name)
{
    const int open = key.indexOf('{');
    const int close = key.indexOf('}', open);
    if (open < 0 || close < 0)
        return QList<QByteArray>{key};
    QByteArray glob;
    const QByteArray literal = key.left(open + 1) + name + ':';
    for (char ch : literal)
        glob += (QByteArray("*?[]\\").contains(ch) ? QByteArray("\\") : QByteArray()) + ch;
    glob += "*}" + key.mid(close + 1);
    QStringList nodes{QString()};
    if (connection.isCluster()) {
        nodes.clear();
        const ClusterTopology topology = connection.clusterTopology();
        for (int m : topology.masters())
            nodes << topology.nodes().at(m).address();
    }
    QList<QByteArray> keys;
    for (const QString &node : nodes) {
        QByteArray cursor = "0";
        do {
            const auto replies =
                connection.pipeline({{"SCAN", cursor, "MATCH", glob, "COUNT", "1000"}},
                                    node.isEmpty() ? QStringList() : QStringList{node});
            if (!replies.first())
                return replies.first().error();
            const RedisReply &r = *replies.first();
            if (!r.isArray() || r.elements().size() != 2)
                return RedisError(
                    RedisError::Kind::UnexpectedReply,
                    QCoreApplication::translate("OperateCommands", "SCAN: unexpected reply"));
            cursor = r.elements().at(0).bytes();
            const auto found = r.elements().at(1).toBytesList();
            if (!found)
                return found.error();
            keys << *found;
            if (keys.size() > MaxScannedSubjects)
                return RedisError(RedisError::Kind::InvalidArgument,
                                  QCoreApplication::translate(
                                      "OperateCommands",
                                      "more than %1 subjects: reset them in parts with --subject")
                                      .arg(MaxScannedSubjects));
        } while (cursor != "0");
    }
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    return keys;
}

QJsonObject planJson(const OperatorPlan &plan)
{
    QJsonArray commands;
    for (const RedisCommand &c : plan.commands) {
        QJsonArray argv;
        for (const QByteArray &a : c)
            argv << text(a);
        commands << argv;
    }
    QJsonArray keys;
    for (const QByteArray &k : plan.keys)
        keys << text(k);
    return {{QStringLiteral("action"), OperatorActions::name(plan.request.action)},
            {QStringLiteral("family"), plan.request.primitive.family},
            {QStringLiteral("library"), plan.request.primitive.library},
            {QStringLiteral("name"), text(plan.request.primitive.name)},
            {QStringLiteral("expect"), text(plan.request.expect)},
            {QStringLiteral("summary"), plan.summary},
            {QStringLiteral("warnings"), QJsonArray::fromStringList(plan.warnings)},
            {QStringLiteral("keys"), keys},
            {QStringLiteral("script"), plan.scriptName.isEmpty() ? QJsonValue() : plan.scriptName},
            {QStringLiteral("commands"), commands}};
}

QString planText(const OperatorPlan &plan, bool withScript)
{
    QStringList lines{plan.summary + QLatin1Char('.')};
    for (const QString &w : plan.warnings)
        lines << QCoreApplication::translate("OperateCommands", "warning: %1").arg(w);
    lines << QCoreApplication::translate("OperateCommands", "commands:");
    for (const QString &l : plan.commandLines())
        lines << QStringLiteral("  ") + l;
    if (withScript && !plan.scriptName.isEmpty())
        lines << QCoreApplication::translate("OperateCommands", "%1.lua:").arg(plan.scriptName)
              << QString::fromUtf8(plan.scriptSource()).trimmed();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QList<CliCommand> OperateCommands::all()
{
    return {
        {QStringLiteral("operate"),
         QStringLiteral("operate %1 KEY [--expect V] [--member M|--item I|--subject S] "
                        "[--ttl MS] [--all] [--yes]")
             .arg(OperatorActions::names().join(QLatin1Char('|'))),
         QCoreApplication::translate(
             "OperateCommands",
             "Act on a lock, semaphore, schedule, queue or limiter the inspector shows, only if "
             "it still holds what you saw; prints the commands and sends them with --yes."),
         &OperateCommands::addOptions, &OperateCommands::run}};
}

void OperateCommands::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {ExpectOption,
         QCoreApplication::translate(
             "OperateCommands",
             "The token, owner or member you saw; without it the current one is read, printed and "
             "acted on."),
         QStringLiteral("VALUE")},
        {MemberOption,
         QCoreApplication::translate("OperateCommands",
                                     "evict-holder: the holder to evict; set-ttl: the holder whose "
                                     "lease to change."),
         QStringLiteral("M")},
        {ItemOption,
         QCoreApplication::translate("OperateCommands",
                                     "run-now, postpone, delete-item, requeue: the scheduled item "
                                     "(member or id) or the item "
                                     "in flight."),
         QStringLiteral("I")},
        {SubjectOption,
         QCoreApplication::translate(
             "OperateCommands",
             "reset-limit: the subject (a CoordScope limiter's, a Redisson client's)."),
         QStringLiteral("S")},
        {TtlOption,
         QCoreApplication::translate("OperateCommands",
                                     "set-ttl: the new lease; postpone: from now (milliseconds)."),
         QStringLiteral("MS")},
        {AllOption,
         QCoreApplication::translate(
             "OperateCommands",
             "evict-holder: every expired holder; requeue, delete-item: every item of the "
             "consumer; reset-limit: every subject of the limiter.")},
        {YesOption, QCoreApplication::translate(
                        "OperateCommands",
                        "Send the commands (without it they are printed and nothing is sent).")},
    });
}

int OperateCommands::run(const CliContext &c)
{
    if (c.arguments.size() != 2)
        return c.output.usage(
            QCoreApplication::translate("OperateCommands", "operate ACTION KEY (ACTION: %1)")
                .arg(OperatorActions::names().join(QStringLiteral(", "))));
    const auto action = OperatorActions::fromName(c.arguments.at(0));
    if (!action)
        return c.output.usage(
            QCoreApplication::translate("OperateCommands", "unknown action \"%1\" (%2)")
                .arg(c.arguments.at(0), OperatorActions::names().join(QStringLiteral(", "))));
    const QByteArray key = c.arguments.at(1).toUtf8();
    OperatorRequest request;
    request.action = *action;
    request.key = key;
    request.all = c.parser.isSet(AllOption);
    if (*action == OperatorAction::SetTtl || *action == OperatorAction::Postpone) {
        const auto ttl = c.duration(TtlOption, -1, 1, CliContext::MaxLeaseMs);
        if (!ttl)
            return c.output.failure(ttl.error());
        if (*ttl < 0)
            return c.output.usage(
                QCoreApplication::translate("OperateCommands", "%1 needs --ttl MS")
                    .arg(c.arguments.at(0)));
        request.ttlMs = *ttl;
    }
    const bool yes = c.parser.isSet(YesOption);
    if (yes && c.connection.readOnly)
        return c.output.failure(RedisError(
            RedisError::Kind::ReadOnly,
            QCoreApplication::translate(
                "OperateCommands",
                "operate --yes writes, and read-only mode refuses it; nothing was sent (without "
                "--yes it prints the commands)")));

    RedisConnection connection(c.connection);
    const Result<bool> cluster = connection.detectCluster();
    if (!cluster)
        return c.output.failure(cluster.error());
    request.cluster = *cluster;
    const LayoutCatalog catalog(c.keys.prefix());
    KeyIdentification id(catalog, key);
    if (auto read = id.runBlocking(connection); !read)
        return c.output.failure(read.error());
    if (!id.primitive() && id.sample().type == "none") {
        // Gone since the operator saw it: the state changed (exit 3), nothing was done.
        (void)c.output.failure(
            RedisError(RedisError::Kind::InvalidArgument,
                       QCoreApplication::translate("OperateCommands",
                                                   "%1 does not exist (any more): nothing was done")
                           .arg(shown(key))));
        return ExitChanged;
    }
    if (!id.primitive())
        return c.output.failure(
            RedisError(RedisError::Kind::InvalidArgument,
                       QCoreApplication::translate(
                           "OperateCommands",
                           "no layout the inspector knows claims %1 (a %2): nothing to operate on")
                           .arg(shown(key), QString::fromUtf8(id.sample().type))));
    request.primitive = *id.primitive();
    const QByteArray role = id.key()->role;
    if (!OperatorPlanner::actionsFor(request.primitive, role).contains(*action)) {
        // The planner says why (not offered for that library, or not that kind of key).
        const auto plan = OperatorPlanner::plan(request);
        return c.output.failure(
            plan ? RedisError(
                       RedisError::Kind::InvalidArgument,
                       QCoreApplication::translate(
                           "OperateCommands", "%1 is not offered for %2, the %3 key of a %4 (%5)")
                           .arg(c.arguments.at(0), shown(key), QString::fromUtf8(role),
                                request.primitive.family, request.primitive.library))
                 : plan.error());
    }

    QString readNote;
    switch (*action) {
    case OperatorAction::SetTtl:
        if (role == KeyRole::Holders) { // a semaphore holder's lease
            if (const QByteArray m = entryOption(c, MemberOption); !m.isEmpty())
                request.entries = {m};
            break;
        }
        [[fallthrough]];
    case OperatorAction::BreakLock:
        if (c.parser.isSet(ExpectOption)) {
            request.expect = c.parser.value(ExpectOption).toUtf8();
        } else {
            const auto holder = currentHolder(connection, id);
            if (!holder)
                return c.output.failure(holder.error());
            request.expect = *holder;
            readNote =
                QCoreApplication::translate(
                    "OperateCommands", "held now by %1 (read; --expect to name the holder you saw)")
                    .arg(shown(*holder));
        }
        break;
    case OperatorAction::EvictHolder:
        if (request.all) {
            const auto expired = expiredHolders(connection, request.primitive);
            if (!expired)
                return c.output.failure(expired.error());
            request.entries = *expired;
            readNote = QCoreApplication::translate("OperateCommands", "%n holder(s) expired",
                                                   nullptr, int(expired->size()));
        } else if (const QByteArray m = entryOption(c, MemberOption); !m.isEmpty()) {
            request.entries = {m};
        }
        break;
    case OperatorAction::RunNow:
    case OperatorAction::Postpone:
    case OperatorAction::DeleteItem:
    case OperatorAction::Requeue:
        if (const QByteArray i = entryOption(c, ItemOption); !i.isEmpty())
            request.entries = {i};
        break;
    case OperatorAction::ResetLimit:
        if (request.all && request.primitive.family == u"coordscope-rate-limiter") {
            const auto subjects = limiterSubjects(connection, key, request.primitive.name);
            if (!subjects)
                return c.output.failure(subjects.error());
            request.entries = *subjects;
        } else if (c.parser.isSet(SubjectOption)) {
            const QByteArray s = c.parser.value(SubjectOption).toUtf8();
            if (request.primitive.family == u"redisson-ratelimiter") {
                const QByteArray tag = '{' + request.primitive.name + '}';
                request.entries = {tag + ":value:" + s, tag + ":permits:" + s};
            } else {
                return c.output.usage(QCoreApplication::translate(
                    "OperateCommands", "--subject is for a Redisson rate limiter; name a "
                                       "CoordScope limiter's subject by its key"));
            }
        }
        break;
    }

    const auto plan = OperatorPlanner::plan(request);
    if (!plan)
        return c.output.failure(plan.error());
    QJsonObject json = planJson(*plan);
    json.insert(QStringLiteral("entries"), plan->request.entries.size());
    if (!readNote.isEmpty())
        json.insert(QStringLiteral("read"), readNote);
    const QString head = readNote.isEmpty() ? QString() : readNote + QLatin1Char('\n');
    if (!yes) {
        json.insert(QStringLiteral("sent"), false);
        return c.output.result(
            head + planText(*plan, true) + QLatin1Char('\n') +
                QCoreApplication::translate("OperateCommands",
                                            "Nothing sent: add --yes to send these commands."),
            json, true, ExitNotSent);
    }
    QList<Result<RedisReply>> replies;
    for (const RedisCommand &command : plan->commands)
        replies << connection.command(command);
    const auto outcome = OperatorOutcome::fromReplies(*plan, replies);
    if (!outcome)
        return c.output.failure(outcome.error());
    json.insert(QStringLiteral("sent"), true);
    json.insert(QStringLiteral("outcome"), OperatorOutcome::statusName(outcome->status));
    json.insert(QStringLiteral("message"), outcome->message);
    json.insert(QStringLiteral("count"), outcome->count);
    if (outcome->status == OperatorOutcome::Status::Changed)
        json.insert(QStringLiteral("current"), text(outcome->current));
    return c.output.result(head + planText(*plan, false) + QLatin1Char('\n') + outcome->message,
                           json, outcome->done(), outcome->done() ? 0 : ExitChanged);
}
