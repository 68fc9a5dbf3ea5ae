#include "scancommands.h"

#include "keybrowser.h"
#include "redisconnection.h"
#include "structurecommands.h"

#include <QJsonArray>
#include <QJsonObject>

#include <QCoreApplication>
#include <limits>

namespace {
const QString MatchOption = QStringLiteral("match");
const QString TypeOption = QStringLiteral("type");
const QString CountOption = QStringLiteral("count");
const QString LimitOption = QStringLiteral("limit");
const QString CursorOption = QStringLiteral("cursor");
const QString NoMemoryOption = QStringLiteral("no-memory");

QString keyText(const KeyInfo &k)
{
    return QCoreApplication::translate("ScanCommands", "%1  %2  ttl %3  %4")
        .arg(quoteBytes(k.key, QuoteMode::WhenNeeded), QString::fromUtf8(k.type),
             k.ttlMs >= 0 ? QCoreApplication::translate("ScanCommands", "%1 ms").arg(k.ttlMs)
                          : QStringLiteral("none"),
             k.memoryBytes
                 ? QCoreApplication::translate("ScanCommands", "%1 bytes").arg(*k.memoryBytes)
                 : QCoreApplication::translate("ScanCommands", "size unknown"));
}

QJsonObject keyJson(const KeyInfo &k)
{
    return {{QStringLiteral("key"), QString::fromUtf8(k.key)},
            {QStringLiteral("type"), QString::fromUtf8(k.type)},
            {QStringLiteral("ttl_ms"), k.ttlMs >= 0 ? QJsonValue(k.ttlMs) : QJsonValue()},
            {QStringLiteral("memory_bytes"),
             k.memoryBytes ? QJsonValue(*k.memoryBytes) : QJsonValue(QStringLiteral("unknown"))}};
}
} // namespace

QList<CliCommand> ScanCommands::all()
{
    return {
        {QStringLiteral("scan"),
         QStringLiteral("scan [--match P] [--type T] [--count N] [--limit N] [--cursor C]"),
         QCoreApplication::translate(
             "ScanCommands", "Browse keys with SCAN (never KEYS): type, TTL, memory; read-only."),
         &ScanCommands::addOptions, &ScanCommands::run}};
}

void ScanCommands::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {MatchOption,
         QCoreApplication::translate("ScanCommands", "Only keys matching this glob (SCAN MATCH)."),
         QStringLiteral("PATTERN")},
        {TypeOption,
         QCoreApplication::translate("ScanCommands",
                                     "Only keys of this type: string, list, set, zset, hash or "
                                     "stream (SCAN TYPE)."),
         QStringLiteral("TYPE")},
        {CountOption,
         QCoreApplication::translate("ScanCommands",
                                     "Keys the server looks at per SCAN (default 100)."),
         QStringLiteral("N")},
        {LimitOption,
         QCoreApplication::translate("ScanCommands",
                                     "Stop after at least N keys; the cursor printed resumes "
                                     "(default: the whole keyspace)."),
         QStringLiteral("N")},
        {CursorOption,
         QCoreApplication::translate("ScanCommands",
                                     "Resume from this cursor (printed by an earlier scan)."),
         QStringLiteral("C")},
        {NoMemoryOption, QCoreApplication::translate("ScanCommands", "Do not ask MEMORY USAGE.")},
    });
}

int ScanCommands::run(const CliContext &c)
{
    if (auto valid = StructureCommands::validateArguments(c); !valid)
        return c.output.failure(valid.error());
    if (!c.arguments.isEmpty())
        return c.output.usage(
            QCoreApplication::translate("ScanCommands", "scan takes options only, not \"%1\"")
                .arg(c.arguments.first()));
    const auto count = c.wholeNumber(CountOption, 100, 1, QStringLiteral("keys"));
    const auto limit = c.wholeNumber(LimitOption, 0, 1, QStringLiteral("keys"));
    for (const RedisError &e : {count.error(), limit.error()})
        if (e.isError())
            return c.output.failure(e);
    if (*count > std::numeric_limits<int>::max())
        return c.output.usage(
            QCoreApplication::translate("ScanCommands", "--count is too large: %1").arg(*count));
    const QString cursor =
        c.parser.isSet(CursorOption) ? c.parser.value(CursorOption) : QStringLiteral("0");
    bool cursorOk = false;
    cursor.toULongLong(&cursorOk);
    if (!cursorOk)
        return c.output.usage(QCoreApplication::translate(
                                  "ScanCommands", "--cursor must be a cursor printed by scan (a "
                                                  "whole number), not \"%1\"")
                                  .arg(cursor));
    // SCAN TYPE takes any name and finds nothing for a typo ("sortedset"): the types Redis has.
    const QStringList types = {QStringLiteral("string"), QStringLiteral("list"),
                               QStringLiteral("set"),    QStringLiteral("zset"),
                               QStringLiteral("hash"),   QStringLiteral("stream")};
    if (c.parser.isSet(TypeOption) && !types.contains(c.parser.value(TypeOption)))
        return c.output.usage(
            QCoreApplication::translate("ScanCommands",
                                        "--type \"%1\" is not a Redis type: one of %2")
                .arg(c.parser.value(TypeOption), types.join(QStringLiteral(", "))));
    KeyBrowserOptions options;
    options.match = c.parser.value(MatchOption).toUtf8();
    options.type = c.parser.value(TypeOption).toUtf8();
    options.count = int(*count);
    options.memoryUsage = !c.parser.isSet(NoMemoryOption);
    if (auto valid = KeyBrowser::validate(options); !valid)
        return c.output.failure(valid.error());

    RedisConnection connection(c.connection);
    KeyBrowser browser(connection, options, cursor.toLatin1());
    QJsonArray rows;
    QStringList lines;
    qint64 seen = 0;
    do {
        const auto batch = browser.next();
        if (!batch)
            return c.output.failure(batch.error());
        for (const KeyInfo &k : batch->keys) {
            rows.append(keyJson(k));
            lines << keyText(k);
        }
        seen += batch->keys.size();
    } while (!browser.finished() && (*limit == 0 || seen < *limit));
    lines << (browser.finished()
                  ? QCoreApplication::translate("ScanCommands", "(%n key(s); scan complete)",
                                                nullptr, int(seen))
                  : QCoreApplication::translate(
                        "ScanCommands", "(%n key(s); resume with --cursor %1)", nullptr, int(seen))
                        .arg(QString::fromLatin1(browser.cursor())));
    return c.output.success(lines.join(QLatin1Char('\n')),
                            {{QStringLiteral("keys"), rows},
                             {QStringLiteral("cursor"), QString::fromLatin1(browser.cursor())},
                             {QStringLiteral("finished"), browser.finished()},
                             {QStringLiteral("memory_usage"), browser.memoryUsageAvailable()}});
}
