#include "autocompletecommands.h"

#include "addressbook.h"
#include "addressbookloader.h"
#include "autocompletename.h"
#include "recentcontacts.h"
#include "redisconnection.h"
#include "structurecommands.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <QCoreApplication>
#include <algorithm>
#include <cstdio>
#include <unistd.h>
#include <utility>

namespace {
const QString MethodOption = QStringLiteral("method");
const QString LimitOption = QStringLiteral("limit");
const QString AfterOption = QStringLiteral("after");
const QString OlderThanOption = QStringLiteral("older-than");
const QString IgnoreCaseOption = QStringLiteral("ignore-case");
const QString CapOption = QStringLiteral("cap");
const QString ModeOption = QStringLiteral("mode");
const QString CaseSensitiveOption = QStringLiteral("case-sensitive");

constexpr qint64 DefaultQueryLimit = 10;
constexpr qint64 MaxQueryLimit = 100'000;
constexpr qint64 DefaultSweepAgeMs = 60'000;
// --older-than's bound (100 years): keeps "now - age" on the client's clock far from overflow.
constexpr qint64 MaxSweepAgeMs = qint64(100) * 365 * 24 * 3600 * 1000;

RedisError usageError(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

QString text(const QByteArray &bytes)
{
    return AutocompleteName::decode(bytes);
}

// A name as one line of text: as it is, or quoted with its control characters escaped when it
// holds any (a name with a newline would otherwise read as two).
QString lineText(const QByteArray &bytes)
{
    const bool plain = std::none_of(bytes.begin(), bytes.end(),
                                    [](char c) { return quint8(c) < 0x20 || quint8(c) == 0x7f; });
    if (plain)
        return text(bytes);
    QString out = QStringLiteral("\"");
    for (const QChar ch : text(bytes)) {
        const char16_t u = ch.unicode();
        if (u == '\n')
            out += QStringLiteral("\\n");
        else if (u == '\r')
            out += QStringLiteral("\\r");
        else if (u == '\t')
            out += QStringLiteral("\\t");
        else if (u == '"' || u == '\\')
            out += QLatin1Char('\\') + ch;
        else if (u < 0x20 || u == 0x7f)
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        else
            out += ch;
    }
    return out + QLatin1Char('"');
}

QJsonArray jsonStrings(const QList<QByteArray> &list)
{
    QJsonArray out;
    for (const QByteArray &s : list)
        out.append(text(s));
    return out;
}

QString oneNamePerLine(const QList<QByteArray> &list)
{
    QStringList out;
    for (const QByteArray &s : list)
        out << lineText(s);
    return out.join(QLatin1Char('\n'));
}

// What every subcommand starts with: "ACTION NAME [ARGS...]", NAME being the book or the user.
struct Target
{
    QString action;
    QByteArray name;
    QStringList rest; // after the name
};

// One action of a subcommand: how many arguments it takes after the name (at least min, at
// most max; -1: any), and its synopsis for the usage message.
struct Action
{
    QString name;
    int min;
    int max;
    QString synopsis;
};

const QList<Action> CompleteActions{
    {QStringLiteral("add"), 1, -1, QStringLiteral("complete add BOOK NAME... [--ignore-case]")},
    {QStringLiteral("remove"), 1, -1,
     QStringLiteral("complete remove BOOK NAME... [--ignore-case]")},
    {QStringLiteral("query"), 0, 1,
     QStringLiteral("complete query BOOK [PREFIX] [--method ria|bylex] [--limit N] [--after "
                    "NAME] [--ignore-case]")},
    {QStringLiteral("count"), 0, 0, QStringLiteral("complete count BOOK [--ignore-case]")},
    {QStringLiteral("sweep"), 0, 0,
     QStringLiteral("complete sweep BOOK [--older-than MS] [--ignore-case]")},
    {QStringLiteral("load"), 1, 1, QStringLiteral("complete load BOOK FILE|- [--ignore-case]")},
};

const QList<Action> RecentActions{
    {QStringLiteral("add"), 1, -1, QStringLiteral("recent add USER CONTACT... [--cap N]")},
    {QStringLiteral("remove"), 1, 1, QStringLiteral("recent remove USER CONTACT")},
    {QStringLiteral("list"), 0, 0, QStringLiteral("recent list USER")},
    {QStringLiteral("query"), 0, 1,
     QStringLiteral("recent query USER [TEXT] [--mode exact|prefix|suffix|contains|all] "
                    "[--limit N] [--case-sensitive]")},
};

RedisError usageOf(const QList<Action> &actions)
{
    QStringList synopses;
    for (const Action &a : actions)
        synopses << a.synopsis;
    return usageError(QCoreApplication::translate("AutocompleteCommands", "usage: ") +
                      synopses.join(QStringLiteral(" | ")));
}

Result<Target> parseTarget(const CliContext &c, const QString &command, const QString &what,
                           const QList<Action> &actions)
{
    if (auto valid = StructureCommands::validateArguments(c); !valid)
        return valid.error();
    if (c.arguments.isEmpty())
        return usageOf(actions);
    const QString actionName = c.arguments.first();
    const auto action = std::find_if(actions.begin(), actions.end(),
                                     [&](const Action &a) { return a.name == actionName; });
    if (action == actions.end()) {
        QStringList known;
        for (const Action &a : actions)
            known << a.name;
        return usageError(QCoreApplication::translate("AutocompleteCommands",
                                                      "unknown %1 action \"%2\" (known: %3)")
                              .arg(command, actionName, known.join(QStringLiteral(", "))));
    }
    const QStringList rest = c.arguments.mid(2);
    if (c.arguments.size() < 2 || rest.size() < action->min ||
        (action->max >= 0 && rest.size() > action->max))
        return usageOf({*action});
    const QByteArray target = c.arguments.at(1).toUtf8();
    if (auto valid = KeySpace::validateName(target); !valid) // "name is empty", "name must not…"
        return usageError(QCoreApplication::translate("AutocompleteCommands", "the %1 %2")
                              .arg(what, valid.error().message()));
    return Target{actionName, target, rest};
}

// Options meant for one action are refused with the others, rather than silently ignored.
Result<void> refuseMisplacedOptions(const CliContext &c, const QString &command,
                                    const QString &action,
                                    const QList<std::pair<QString, QString>> &optionActions)
{
    for (const auto &[option, wanted] : optionActions)
        if (c.parser.isSet(option) && action != wanted)
            return usageError(
                QCoreApplication::translate("AutocompleteCommands", "--%1 is for %2 %3")
                    .arg(option, command, wanted));
    return {};
}

// A whole-number option within [min, max]; fallback when it is not given.
Result<qint64> boundedOption(const CliContext &c, const QString &option, qint64 fallback,
                             qint64 min, qint64 max)
{
    if (!c.parser.isSet(option))
        return fallback;
    const QString value = c.parser.value(option);
    bool ok = false;
    const qint64 v = value.toLongLong(&ok);
    if (!ok || v < min || v > max)
        return usageError(
            QCoreApplication::translate("AutocompleteCommands",
                                        "--%1 must be a whole number in [%2, %3], not \"%4\"")
                .arg(option)
                .arg(min)
                .arg(max)
                .arg(value));
    return v;
}

// Names from the command line, each checked as autocomplete stores them.
Result<QList<QByteArray>> validNames(const QStringList &arguments, const char *what)
{
    QList<QByteArray> out;
    for (const QString &argument : arguments) {
        const QByteArray name = argument.toUtf8();
        if (auto valid = AutocompleteName::validate(name, what); !valid)
            return valid.error();
        out << name;
    }
    return out;
}

// The load's progress on a terminal: one line on stderr, rewritten in place at most every
// 100 ms. Nothing when stderr is a file or a pipe: a log would fill with carriage returns.
class LoadProgressLine
{
public:
    explicit LoadProgressLine(qint64 totalBytes)
        : m_enabled(isatty(STDERR_FILENO) == 1)
        , m_totalBytes(totalBytes)
    {
        m_elapsed.start();
    }

    void show(qint64 bytesRead, const AddressBookLoadReport &report)
    {
        if (!m_enabled || (m_width > 0 && m_elapsed.elapsed() - m_shownAtMs < 100))
            return;
        m_shownAtMs = m_elapsed.elapsed();
        const double seconds = qMax<double>(1e-3, double(m_elapsed.nsecsElapsed()) / 1e9);
        QString line = QCoreApplication::translate("AutocompleteCommands",
                                                   "loading: %1 names (%2 new), %3 names/s")
                           .arg(report.names)
                           .arg(report.added)
                           .arg(qRound64(double(report.names) / seconds));
        line += m_totalBytes > 0
                    ? QCoreApplication::translate("AutocompleteCommands", ", %1% of the file")
                          .arg(100 * bytesRead / m_totalBytes)
                    : QCoreApplication::translate("AutocompleteCommands", ", %1 MB read")
                          .arg(double(bytesRead) / 1e6, 0, 'f', 1);
        write(QByteArray(1, '\r') + line.toUtf8());
    }

    // Blanks the line, so the summary starts on a clean one.
    void clear()
    {
        if (m_width > 0)
            write('\r' + QByteArray(m_width, ' ') + '\r');
    }

private:
    void write(QByteArray line)
    {
        const int width = int(line.size()) - 1; // ASCII after the '\r'
        if (width < m_width)
            line += QByteArray(m_width - width, ' ');
        m_width = qMax(m_width, width);
        std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
        std::fflush(stderr);
    }

    bool m_enabled;
    qint64 m_totalBytes; // -1: unknown (stdin)
    QElapsedTimer m_elapsed;
    qint64 m_shownAtMs = 0;
    int m_width = 0;
};

QString skippedText(const AddressBookLoadReport &r)
{
    if (r.skipped == 0)
        return QCoreApplication::translate("AutocompleteCommands", "0 skipped");
    QStringList numbers;
    for (qint64 n : r.skippedLines)
        numbers << QString::number(n);
    QString out = QCoreApplication::translate("AutocompleteCommands", "%1 skipped (%2 %3")
                      .arg(r.skipped)
                      .arg(r.skipped == 1 ? QStringLiteral("line") : QStringLiteral("lines"),
                           numbers.join(QStringLiteral(", ")));
    if (r.skipped > r.skippedLines.size())
        out += QCoreApplication::translate("AutocompleteCommands", ", ... (first %1 shown)")
                   .arg(r.skippedLines.size());
    return out + u')';
}

int completeQuery(const CliContext &c, const Target &t, const AddressBookOptions &options)
{
    const QString methodName = c.parser.isSet(MethodOption)
                                   ? c.parser.value(MethodOption)
                                   : completionMethodName(CompletionMethod::ByLex);
    const auto method = completionMethodFromName(methodName);
    if (!method)
        return c.output.usage(
            QCoreApplication::translate("AutocompleteCommands",
                                        "unknown --method \"%1\" (known: ria, bylex)")
                .arg(methodName));
    const auto limit = boundedOption(c, LimitOption, DefaultQueryLimit, 1, MaxQueryLimit);
    if (!limit)
        return c.output.failure(limit.error());
    CompletionQuery query;
    query.prefix = t.rest.value(0).toUtf8();
    query.limit = int(*limit);
    if (c.parser.isSet(AfterOption)) {
        query.after = c.parser.value(AfterOption).toUtf8();
        if (auto valid = AutocompleteName::validate(*query.after, "name after --after"); !valid)
            return c.output.failure(valid.error());
    }

    RedisConnection connection(c.connection);
    AddressBook book(connection, c.keys, t.name, options);
    const auto found = book.complete(query, *method);
    if (!found)
        return c.output.failure(found.error());
    QJsonObject o{{QStringLiteral("book"), text(t.name)},
                  {QStringLiteral("key"), text(book.key())},
                  {QStringLiteral("prefix"), text(query.prefix)},
                  {QStringLiteral("method"), completionMethodName(*method)},
                  {QStringLiteral("ignore_case"), options.foldCase},
                  {QStringLiteral("names"), jsonStrings(found->names)},
                  {QStringLiteral("attempts"), found->attempts},
                  {QStringLiteral("stale_markers_removed"), found->staleMarkersRemoved}};
    // A full page may have a next one: --after this name reads it.
    if (found->names.size() == query.limit)
        o.insert(QStringLiteral("next_after"), text(found->names.last()));
    return c.output.success(oneNamePerLine(found->names), o);
}

int completeLoad(const CliContext &c, const Target &t, const AddressBookOptions &options)
{
    const QString path = t.rest.first();
    const bool fromStdin = path == u"-";
    QFile file;
    if (fromStdin) {
        if (!file.open(stdin, QIODevice::ReadOnly, QFileDevice::DontCloseHandle))
            return c.output.usage(QCoreApplication::translate("AutocompleteCommands",
                                                              "cannot read the standard input: %1")
                                      .arg(file.errorString()));
    } else {
        if (QFileInfo(path).isDir())
            return c.output.usage(
                QCoreApplication::translate("AutocompleteCommands", "FILE \"%1\" is a directory")
                    .arg(path));
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly))
            return c.output.usage(
                QCoreApplication::translate("AutocompleteCommands", "cannot read FILE \"%1\": %2")
                    .arg(path, file.errorString()));
    }

    RedisConnection connection(c.connection);
    AddressBook book(connection, c.keys, t.name, options);
    AddressBookLoader loader(book);
    LoadProgressLine progress(fromStdin || file.isSequential() ? -1 : file.size());
    loader.setProgress(
        [&](qint64 bytesRead, const AddressBookLoadReport &r) { progress.show(bytesRead, r); });
    QElapsedTimer timer;
    timer.start();
    const AddressBookLoadReport r = loader.load(file);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    progress.clear();

    const qint64 rate = seconds > 0 ? qRound64(double(r.names) / seconds) : 0;
    QJsonArray skippedLines;
    for (qint64 n : r.skippedLines)
        skippedLines.append(n);
    const QJsonValue error =
        r.error.isError() ? QJsonValue(QJsonObject{{QStringLiteral("kind"), r.error.kindName()},
                                                   {QStringLiteral("message"), r.error.message()}})
                          : QJsonValue();
    const QJsonObject o{
        {QStringLiteral("book"), text(t.name)}, {QStringLiteral("key"), text(book.key())},
        {QStringLiteral("file"), path},         {QStringLiteral("lines"), r.lines},
        {QStringLiteral("names"), r.names},     {QStringLiteral("added"), r.added},
        {QStringLiteral("skipped"), r.skipped}, {QStringLiteral("skipped_lines"), skippedLines},
        {QStringLiteral("seconds"), seconds},   {QStringLiteral("names_per_second"), rate},
        {QStringLiteral("error"), error}};
    const QString summary = QCoreApplication::translate(
                                "AutocompleteCommands",
                                "%1 names read (%2 lines): %3 added (new), %4; %5 s, %6 names/s")
                                .arg(r.names)
                                .arg(r.lines)
                                .arg(r.added)
                                .arg(skippedText(r))
                                .arg(seconds, 0, 'f', 2)
                                .arg(rate);
    if (r.error.isError())
        return c.output.partial(
            summary + QCoreApplication::translate("AutocompleteCommands", "; stopped by an error"),
            o, r.error.toString());
    if (r.skipped > 0)
        return c.output.partial(
            summary, o,
            QCoreApplication::translate("AutocompleteCommands",
                                        "invalid lines (not UTF-8, or holding U+0000): ") +
                skippedText(r));
    c.output.success(summary, o);
    return CliOutput::Success;
}
} // namespace

QList<CliCommand> AutocompleteCommands::all()
{
    return {
        {QStringLiteral("complete"),
         QStringLiteral("complete add|remove|query|count|sweep|load BOOK ..."),
         QCoreApplication::translate(
             "AutocompleteCommands",
             "Autocomplete address books: query by prefix (ria or bylex), load a "
             "file."),
         [](QCommandLineParser &p) {
             p.addOptions({
                 {MethodOption,
                  QCoreApplication::translate(
                      "AutocompleteCommands",
                      "query: ria (the book's markers, WATCH/MULTI) or bylex (ZRANGE "
                      "BYLEX, one round trip; default)."),
                  QStringLiteral("METHOD")},
                 {LimitOption,
                  QCoreApplication::translate("AutocompleteCommands",
                                              "query: at most N names (default %1, at most %2).")
                      .arg(DefaultQueryLimit)
                      .arg(MaxQueryLimit),
                  QStringLiteral("N")},
                 {AfterOption,
                  QCoreApplication::translate(
                      "AutocompleteCommands",
                      "query: the next page, after this name (a page's last name; "
                      "--json prints it as next_after)."),
                  QStringLiteral("NAME")},
                 {OlderThanOption,
                  QCoreApplication::translate(
                      "AutocompleteCommands",
                      "sweep: remove markers added more than MS ago (default %1; 0: "
                      "all, a running query's too).")
                      .arg(DefaultSweepAgeMs),
                  QStringLiteral("MS")},
                 {IgnoreCaseOption,
                  QCoreApplication::translate(
                      "AutocompleteCommands",
                      "Use the book's case-insensitive index (a separate one: add to "
                      "it with --ignore-case too).")},
             });
         },
         &AutocompleteCommands::complete},
        {QStringLiteral("recent"), QStringLiteral("recent add|remove|list|query USER ..."),
         QCoreApplication::translate(
             "AutocompleteCommands",
             "A user's recent contacts, most recent first, capped; query by --mode."),
         [](QCommandLineParser &p) {
             p.addOptions({
                 {CapOption,
                  QCoreApplication::translate(
                      "AutocompleteCommands",
                      "add: keep at most N contacts (default %1, at most %2).")
                      .arg(RecentContacts::DefaultCap)
                      .arg(RecentContacts::MaxCap),
                  QStringLiteral("N")},
                 {ModeOption,
                  QCoreApplication::translate(
                      "AutocompleteCommands",
                      "query: exact, prefix (default), suffix, contains or all (the "
                      "matches first, then the rest)."),
                  QStringLiteral("MODE")},
                 {LimitOption,
                  QCoreApplication::translate("AutocompleteCommands",
                                              "query: at most N contacts (default: all)."),
                  QStringLiteral("N")},
                 {CaseSensitiveOption, QCoreApplication::translate(
                                           "AutocompleteCommands",
                                           "query: match case (default: Unicode case folding).")},
             });
         },
         &AutocompleteCommands::recent},
    };
}

int AutocompleteCommands::complete(const CliContext &c)
{
    const QString command = QStringLiteral("complete");
    const auto t = parseTarget(c, command, QStringLiteral("book"), CompleteActions);
    if (!t)
        return c.output.failure(t.error());
    const QString query = QStringLiteral("query");
    if (auto placed = refuseMisplacedOptions(c, command, t->action,
                                             {{MethodOption, query},
                                              {LimitOption, query},
                                              {AfterOption, query},
                                              {OlderThanOption, QStringLiteral("sweep")}});
        !placed)
        return c.output.failure(placed.error());
    AddressBookOptions options;
    options.foldCase = c.parser.isSet(IgnoreCaseOption);
    if (t->action == query)
        return completeQuery(c, *t, options);
    if (t->action == u"load")
        return completeLoad(c, *t, options);

    const auto names = validNames(t->rest, "name");
    if (!names)
        return c.output.failure(names.error());
    const auto olderThan = boundedOption(c, OlderThanOption, DefaultSweepAgeMs, 0, MaxSweepAgeMs);
    if (!olderThan)
        return c.output.failure(olderThan.error());

    RedisConnection connection(c.connection);
    AddressBook book(connection, c.keys, t->name, options);
    QJsonObject o{{QStringLiteral("book"), text(t->name)},
                  {QStringLiteral("key"), text(book.key())}};
    if (t->action == u"count") {
        const auto n = book.count();
        if (!n)
            return c.output.failure(n.error());
        o.insert(QStringLiteral("count"), *n);
        return c.output.success(QString::number(*n), o);
    }
    if (t->action == u"sweep") {
        const auto removed = book.sweepMarkers(*olderThan);
        if (!removed)
            return c.output.failure(removed.error());
        o.insert(QStringLiteral("removed"), *removed);
        return c.output.success(
            QCoreApplication::translate("AutocompleteCommands", "%1 stale markers removed")
                .arg(*removed),
            o);
    }
    const bool adding = t->action == u"add";
    const auto changed = adding ? book.add(*names) : book.remove(*names);
    if (!changed)
        return c.output.failure(changed.error());
    o.insert(adding ? QStringLiteral("added") : QStringLiteral("removed"), *changed);
    o.insert(QStringLiteral("names"), names->size());
    return c.output.success(
        QCoreApplication::translate("AutocompleteCommands", "%1 of %2 %3")
            .arg(*changed)
            .arg(names->size())
            .arg(adding ? QCoreApplication::translate("AutocompleteCommands", "added (new)")
                        : QStringLiteral("removed")),
        o);
}

int AutocompleteCommands::recent(const CliContext &c)
{
    const QString command = QStringLiteral("recent");
    const auto t = parseTarget(c, command, QStringLiteral("user"), RecentActions);
    if (!t)
        return c.output.failure(t.error());
    const QString query = QStringLiteral("query");
    if (auto placed = refuseMisplacedOptions(c, command, t->action,
                                             {{CapOption, QStringLiteral("add")},
                                              {ModeOption, query},
                                              {LimitOption, query},
                                              {CaseSensitiveOption, query}});
        !placed)
        return c.output.failure(placed.error());
    const auto cap =
        boundedOption(c, CapOption, RecentContacts::DefaultCap, 1, RecentContacts::MaxCap);
    if (!cap)
        return c.output.failure(cap.error());
    const auto limit = boundedOption(c, LimitOption, -1, 1, RecentContacts::MaxCap);
    if (!limit)
        return c.output.failure(limit.error());
    const QString modeName = c.parser.isSet(ModeOption)
                                 ? c.parser.value(ModeOption)
                                 : contactMatchModeName(ContactMatchMode::Prefix);
    const auto mode = contactMatchModeFromName(modeName);
    if (!mode)
        return c.output.usage(
            QCoreApplication::translate(
                "AutocompleteCommands",
                "unknown --mode \"%1\" (known: exact, prefix, suffix, contains, all)")
                .arg(modeName));
    const auto contacts = validNames(t->action == query ? QStringList() : t->rest, "contact");
    if (!contacts)
        return c.output.failure(contacts.error());

    RedisConnection connection(c.connection);
    RecentContacts recent(connection, c.keys, t->name, int(*cap));
    QJsonObject o{{QStringLiteral("user"), text(t->name)},
                  {QStringLiteral("key"), text(recent.key())}};
    if (t->action == u"add") {
        for (const QByteArray &contact : *contacts)
            if (auto added = recent.add(contact); !added)
                return c.output.failure(added.error());
        o.insert(QStringLiteral("added"), jsonStrings(*contacts));
        o.insert(QStringLiteral("cap"), recent.cap());
        return c.output.success(
            QCoreApplication::translate("AutocompleteCommands", "%1 added (cap %2)")
                .arg(contacts->size())
                .arg(recent.cap()),
            o);
    }
    if (t->action == u"remove") {
        const auto removed = recent.remove(contacts->first());
        if (!removed)
            return c.output.failure(removed.error());
        o.insert(QStringLiteral("removed"), *removed);
        return c.output.success(
            *removed ? QStringLiteral("removed")
                     : QCoreApplication::translate("AutocompleteCommands", "not in the list"),
            o);
    }
    if (t->action == u"list") {
        const auto all = recent.list();
        if (!all)
            return c.output.failure(all.error());
        o.insert(QStringLiteral("contacts"), jsonStrings(*all));
        return c.output.success(oneNamePerLine(*all), o);
    }
    const QString needle = t->rest.value(0);
    const bool caseSensitive = c.parser.isSet(CaseSensitiveOption);
    const auto found = recent.query(needle, *mode, int(*limit),
                                    caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive);
    if (!found)
        return c.output.failure(found.error());
    o.insert(QStringLiteral("text"), needle);
    o.insert(QStringLiteral("mode"), contactMatchModeName(*mode));
    o.insert(QStringLiteral("case_sensitive"), caseSensitive);
    o.insert(QStringLiteral("contacts"), jsonStrings(*found));
    return c.output.success(oneNamePerLine(*found), o);
}
