#include "inspectcommands.h"

#include "hashslot.h"
#include "inspectorreadbatch.h"
#include "layoutcatalog.h"
#include "pacedpipeline.h"
#include "primitivediscovery.h"
#include "primitivestateread.h"
#include "redisconnection.h"
#include "structurecommands.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <QCoreApplication>
#include <limits>
#include <memory>

namespace {
// The server's time for TTLs and ages: INFO server, else TIME; a least-privilege ACL user may
// run neither (INFO is @dangerous, TIME only @fast), and then this machine's clock stands in,
// with a note that says so.
Result<qint64> serverNowMs(RedisConnection &connection, QString &note)
{
    const auto info = connection.command({"INFO", "server"});
    if (info)
        return PrimitiveStateRead::serverTimeMsFromInfo(*info);
    if (info.error().kind() != RedisError::Kind::NoPermission)
        return info.error();
    const auto time = connection.command({"TIME"});
    if (time) {
        const auto us = time->toServerTimeUs();
        if (!us)
            return us.error();
        return *us / 1000;
    }
    if (time.error().kind() != RedisError::Kind::NoPermission)
        return time.error();
    note = QCoreApplication::translate(
        "InspectCommands", "this user may run neither INFO nor TIME: ages and deadlines use this "
                           "machine's clock, not the server's");
    return QDateTime::currentMSecsSinceEpoch();
}

const QString PatternOption = QStringLiteral("pattern");
const QString RuleOption = QStringLiteral("rule");
const QString CountOption = QStringLiteral("count");
const QString MaxKeysOption = QStringLiteral("max-keys");
const QString EntriesOption = QStringLiteral("entries");
const QString UnknownOption = QStringLiteral("unknown");
const QString ValueShapesOption = QStringLiteral("value-shapes");
const QString JsonLinesOption = QStringLiteral("json-lines");
const QString BudgetOption = QStringLiteral("budget");
constexpr qsizetype StatesPerBatch = 500;     // primitives whose states are read together
constexpr qint64 ProgressEveryKeys = 100'000; // --json-lines: a progress line at least this
constexpr qint64 ProgressEveryMs = 1000;      // often, or every second

QString text(const QByteArray &bytes)
{
    return quoteBytes(bytes, QuoteMode::WhenNeeded, 200);
}

QJsonValue jsonText(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes);
}

QString duration(qint64 ms)
{
    if (qAbs(ms) < 10'000)
        return QCoreApplication::translate("InspectCommands", "%1 ms").arg(ms);
    return QStringLiteral("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

QString ttlText(qint64 ttlMs)
{
    if (ttlMs == -1)
        return QCoreApplication::translate("InspectCommands", "no ttl");
    if (ttlMs == -2)
        return QStringLiteral("gone");
    return QCoreApplication::translate("InspectCommands", "ttl ") + duration(ttlMs);
}

QJsonValue ttlJson(qint64 ttlMs)
{
    return ttlMs >= 0 ? QJsonValue(ttlMs) : (ttlMs == -1 ? QJsonValue() : QJsonValue(-2));
}

QString entryText(const StateEntry &e, qint64 nowMs)
{
    QStringList parts{text(e.id)};
    if (!e.preview.isEmpty() && e.preview != e.id)
        parts << text(e.preview);
    if (e.timeMs) {
        const qint64 delta = *e.timeMs - nowMs;
        parts << (delta >= 0
                      ? QCoreApplication::translate("InspectCommands", "in ") + duration(delta)
                      : duration(-delta) + QCoreApplication::translate("InspectCommands", " ago"));
    } else if (e.score) {
        parts
            << QCoreApplication::translate("InspectCommands", "score %1").arg(*e.score, 0, 'g', 17);
    }
    if (e.count)
        parts << (e.capacity
                      ? QStringLiteral("%1 / %2").arg(*e.count).arg(*e.capacity)
                      : QCoreApplication::translate("InspectCommands", "count %1").arg(*e.count));
    if (e.ttlMs >= 0)
        parts << ttlText(e.ttlMs);
    if (e.flag != StateEntry::Flag::None)
        parts << QStringLiteral("[%1]").arg(stateEntryFlagName(e.flag));
    return parts.join(QStringLiteral("  "));
}

QJsonObject entryJson(const StateEntry &e)
{
    QJsonObject o{{QStringLiteral("id"), jsonText(e.id)}};
    if (!e.preview.isEmpty())
        o.insert(QStringLiteral("preview"), jsonText(e.preview));
    if (e.score)
        o.insert(QStringLiteral("score"), *e.score);
    if (e.timeMs)
        o.insert(QStringLiteral("time_ms"), *e.timeMs);
    if (e.count)
        o.insert(QStringLiteral("count"), *e.count);
    if (e.capacity)
        o.insert(QStringLiteral("capacity"), *e.capacity);
    if (e.ttlMs >= 0)
        o.insert(QStringLiteral("ttl_ms"), e.ttlMs);
    if (e.flag != StateEntry::Flag::None)
        o.insert(QStringLiteral("flag"), stateEntryFlagName(e.flag));
    return o;
}

QString primitiveText(const PrimitiveState &s, int entries)
{
    const DiscoveredPrimitive &p = s.primitive;
    QStringList lines;
    lines << QStringLiteral("%1 %2  (%3, %4)")
                 .arg(primitiveKindName(p.kind), text(p.name), p.library, p.family);
    for (const DiscoveredKey &k : p.keys)
        lines << QCoreApplication::translate("InspectCommands", "  key %1  %2 %3%4  %5")
                     .arg(text(k.key), QString::fromUtf8(k.role),
                          k.part.isEmpty() ? QString() : text(k.part) + QLatin1Char(' '),
                          QString::fromUtf8(k.type), ttlText(k.ttlMs));
    QStringList facts;
    if (s.holder)
        facts << QCoreApplication::translate("InspectCommands", "holder %1").arg(text(*s.holder));
    if (s.holder || s.ttlMs >= 0)
        facts << (s.ttlMs == -2 ? QCoreApplication::translate("InspectCommands", "not held")
                                : ttlText(s.ttlMs));
    if (s.fencing)
        facts << QCoreApplication::translate("InspectCommands", "fencing %1").arg(*s.fencing);
    if (s.limit)
        facts << QCoreApplication::translate("InspectCommands", "limit %1").arg(*s.limit);
    for (const auto &[name, n] : s.counts)
        facts << QStringLiteral("%1 %2").arg(QString::fromUtf8(name)).arg(n);
    if (!facts.isEmpty())
        lines << QStringLiteral("  ") + facts.join(QStringLiteral(" · "));
    for (qsizetype i = 0; i < s.entries.size() && i < entries; ++i)
        lines << QStringLiteral("    ") + entryText(s.entries.at(i), s.serverTimeMs);
    if (s.totalEntries > qMin<qsizetype>(s.entries.size(), entries))
        lines << QCoreApplication::translate("InspectCommands", "    … %1 in all")
                     .arg(s.totalEntries);
    for (const QString &note : s.notes)
        lines << QCoreApplication::translate("InspectCommands", "  note: ") + note;
    return lines.join(QLatin1Char('\n'));
}

// The masters that serve the slots of the primitive's keys, by the cluster's map (one, when its
// keys share a hash tag).
QStringList nodesHolding(const DiscoveredPrimitive &p, const ClusterTopology &topology)
{
    QStringList nodes;
    for (const DiscoveredKey &k : p.keys) {
        const int slot = HashSlot::of(k.key);
        const int master = topology.masterOf(slot);
        const QString node = master < 0 ? QCoreApplication::translate("InspectCommands",
                                                                      "no node (slot %1 unserved)")
                                              .arg(slot)
                                        : topology.nodes().at(master).address();
        if (!nodes.contains(node))
            nodes << node;
    }
    return nodes;
}

QJsonObject primitiveJson(const PrimitiveState &s, const RedisError &error)
{
    const DiscoveredPrimitive &p = s.primitive;
    QJsonArray keys;
    for (const DiscoveredKey &k : p.keys) {
        QJsonObject o{{QStringLiteral("key"), jsonText(k.key)},
                      {QStringLiteral("role"), QString::fromUtf8(k.role)},
                      {QStringLiteral("type"), QString::fromUtf8(k.type)},
                      {QStringLiteral("ttl_ms"), ttlJson(k.ttlMs)}};
        if (!k.part.isEmpty())
            o.insert(QStringLiteral("part"), jsonText(k.part));
        keys.append(o);
    }
    QJsonObject state{{QStringLiteral("server_time_ms"), s.serverTimeMs}};
    if (s.holder)
        state.insert(QStringLiteral("holder"), jsonText(*s.holder));
    if (s.holder || s.ttlMs >= 0)
        state.insert(QStringLiteral("ttl_ms"), ttlJson(s.ttlMs));
    if (s.fencing)
        state.insert(QStringLiteral("fencing"), *s.fencing);
    if (s.limit)
        state.insert(QStringLiteral("limit"), *s.limit);
    QJsonObject counts;
    for (const auto &[name, n] : s.counts)
        counts.insert(QString::fromUtf8(name), n);
    state.insert(QStringLiteral("counts"), counts);
    QJsonArray entries;
    for (const StateEntry &e : s.entries)
        entries.append(entryJson(e));
    state.insert(QStringLiteral("entries"), entries);
    state.insert(QStringLiteral("total_entries"), s.totalEntries);
    state.insert(QStringLiteral("notes"), QJsonArray::fromStringList(s.notes));
    QJsonObject o{{QStringLiteral("kind"), primitiveKindName(p.kind)},
                  {QStringLiteral("family"), p.family},
                  {QStringLiteral("library"), p.library},
                  {QStringLiteral("name"), jsonText(p.name)},
                  {QStringLiteral("keys"), keys},
                  {QStringLiteral("state"), state}};
    if (error.isError())
        o.insert(QStringLiteral("error"),
                 QJsonObject{{QStringLiteral("kind"), error.kindName()},
                             {QStringLiteral("message"), error.message()}});
    return o;
}
} // namespace

QList<CliCommand> InspectCommands::all()
{
    return {
        {QStringLiteral("inspect"),
         QStringLiteral("inspect [--pattern GLOB] [--rule GLOB=KIND]... [--entries N] "
                        "[--value-shapes auto|on|off] [--budget 2%|500/s] [--json-lines]"),
         QCoreApplication::translate(
             "InspectCommands", "Find the locks, semaphores, queues, limiters... in a keyspace and "
                                "show their live state; read commands only."),
         &InspectCommands::addOptions, &InspectCommands::run}};
}

void InspectCommands::addOptions(QCommandLineParser &parser)
{
    QStringList kinds;
    for (int k = 0; k <= int(PrimitiveKind::Unknown); ++k)
        kinds << primitiveKindName(PrimitiveKind(k));
    parser.addOptions({
        {PatternOption,
         QCoreApplication::translate("InspectCommands",
                                     "Only keys matching this glob (SCAN MATCH)."),
         QStringLiteral("GLOB")},
        {RuleOption,
         QCoreApplication::translate(
             "InspectCommands",
             "Your own layout: keys matching GLOB are a KIND (%1); repeatable, wins "
             "over the built-in layouts.")
             .arg(kinds.join(QStringLiteral(", "))),
         QCoreApplication::translate("InspectCommands", "GLOB=KIND")},
        {CountOption,
         QCoreApplication::translate("InspectCommands",
                                     "Keys the server looks at per SCAN (default 200)."),
         QStringLiteral("N")},
        {MaxKeysOption,
         QCoreApplication::translate(
             "InspectCommands", "Stop after this many keys (default: none, the whole keyspace)."),
         QStringLiteral("N")},
        {EntriesOption,
         QCoreApplication::translate(
             "InspectCommands", "Members, items or subjects listed per primitive (default 10; with "
                                "--json, 200)."),
         QStringLiteral("N")},
        {UnknownOption,
         QCoreApplication::translate("InspectCommands",
                                     "Also list the keys no layout claims (up to 10000).")},
        {ValueShapesOption,
         QCoreApplication::translate(
             "InspectCommands",
             "Type and look at the values of keys no layout claims by name, for the "
             "bare-name layouts (redis-py, node-redlock, redis-cell, Redisson hashes, "
             "counters): on, off, or auto (on up to 100,000 keys; the default)."),
         QStringLiteral("auto|on|off")},
        {JsonLinesOption,
         QCoreApplication::translate(
             "InspectCommands", "Stream JSON, one object per line: progress while scanning, each "
                                "primitive as soon as its state is read, coverage last.")},
        {BudgetOption,
         QCoreApplication::translate(
             "InspectCommands",
             "Load the server at most this much: a share of one server core (\"2%\") "
             "or commands per second (\"500/s\"), or both (\"2%,500/s\"); says what "
             "it used."),
         QStringLiteral("LIMIT")},
    });
}

namespace {
// The CLI's options for inspect, checked before connecting.
struct InspectSettings
{
    DiscoveryOptions discovery;
    QList<UserLayoutRule> rules;
    qint64 maxKeys = 0;
    int entries = 10;
    StateLimits limits;
    std::optional<LoadBudgetLimits> budget;
    bool jsonLines = false;
    bool unknown = false;
};

Result<InspectSettings> settings(const CliContext &c)
{
    const auto usage = [](const QString &message) {
        return RedisError(RedisError::Kind::InvalidArgument, message);
    };
    if (auto valid = StructureCommands::validateArguments(c); !valid)
        return valid.error();
    if (!c.arguments.isEmpty())
        return usage(
            QCoreApplication::translate("InspectCommands", "inspect takes options only, not \"%1\"")
                .arg(c.arguments.first()));
    const auto count =
        c.wholeNumber(CountOption, DiscoveryOptions().scanCount, 1, QStringLiteral("keys"));
    // No --max-keys: the whole keyspace (what discovery keeps grows with the primitives found,
    // not the keys seen).
    const auto maxKeys =
        c.wholeNumber(MaxKeysOption, std::numeric_limits<qint64>::max(), 1, QStringLiteral("keys"));
    const auto entries = c.wholeNumber(EntriesOption, 10, 1, QStringLiteral("entries"));
    for (const RedisError &e : {count.error(), maxKeys.error(), entries.error()})
        if (e.isError())
            return e;
    if (*count > 100'000 || *entries > 10'000)
        return usage(QCoreApplication::translate(
            "InspectCommands", "--count is at most 100000 and --entries at most 10000"));
    InspectSettings s;
    for (const QString &text : c.parser.values(RuleOption)) {
        auto rule = UserLayoutRule::parse(text);
        if (!rule)
            return usage(QCoreApplication::translate("InspectCommands", "--rule %1: %2")
                             .arg(text, rule.error().message()));
        s.rules << *rule;
    }
    if (c.parser.isSet(ValueShapesOption)) {
        const QString text = c.parser.value(ValueShapesOption);
        const auto v = DiscoveryOptions::parseValueShapes(text);
        if (!v)
            return usage(QCoreApplication::translate(
                             "InspectCommands", "--value-shapes is auto, on or off, not \"%1\"")
                             .arg(text));
        s.discovery.valueShapes = *v;
    }
    if (c.parser.isSet(BudgetOption)) {
        const auto budget = LoadBudgetLimits::parse(c.parser.value(BudgetOption));
        if (!budget)
            return usage(QCoreApplication::translate("InspectCommands", "--budget: ") +
                         budget.error().message());
        s.budget = *budget;
    }
    s.jsonLines = c.parser.isSet(JsonLinesOption);
    if (s.jsonLines && c.output.json())
        return usage(QCoreApplication::translate(
            "InspectCommands", "--json and --json-lines: choose one (--json-lines streams, "
                               "--json prints one object at the end)"));
    s.unknown = c.parser.isSet(UnknownOption);
    s.discovery.match = c.parser.value(PatternOption).toUtf8();
    s.discovery.scanCount = int(*count);
    s.discovery.maxKeys = *maxKeys;
    s.maxKeys = *maxKeys;
    s.entries = int(*entries);
    // JSON lists up to 200 unless --entries says otherwise; text lists --entries (10).
    s.limits.entries =
        int((c.output.json() || s.jsonLines) && !c.parser.isSet(EntriesOption) ? 200 : *entries);
    if (auto valid = PrimitiveDiscovery::validate(s.discovery); !valid)
        return valid.error();
    return s;
}

// How much of the keyspace the picture covers, as text lines and as JSON: every key SCAN listed
// against DBSIZE before the scan (keys added or removed meanwhile make them differ), and the
// keys looked at by name only.
void describeCoverage(const PrimitiveDiscovery &discovery, const LayoutCatalog &catalog,
                      const InspectSettings &s, QStringList &lines, QJsonObject &coverage)
{
    const QLocale locale(QLocale::English, QLocale::UnitedStates); // 1,000,000
    const std::optional<qint64> dbsize = discovery.dbSize();
    const QString size = dbsize ? locale.toString(*dbsize) : QStringLiteral("?");
    if (discovery.truncated())
        lines << QCoreApplication::translate(
                     "InspectCommands",
                     "scanned %1 keys of %2, stopped at --max-keys %3: there are more "
                     "(leave --max-keys out to scan them all)")
                     .arg(locale.toString(discovery.keysSeen()), size, locale.toString(s.maxKeys));
    else if (!s.discovery.match.isEmpty())
        lines << QCoreApplication::translate("InspectCommands",
                                             "scanned the whole keyspace (%1 keys): %2 match %3")
                     .arg(size, locale.toString(discovery.keysSeen()),
                          QString::fromUtf8(s.discovery.match));
    else
        lines << QCoreApplication::translate("InspectCommands",
                                             "scanned the whole keyspace: %1 of %2 keys")
                     .arg(locale.toString(discovery.keysSeen()), size);
    if (!discovery.valueShapesUsed())
        lines << QCoreApplication::translate(
                     "InspectCommands",
                     "%1 keys no layout claims by name were not looked at by value "
                     "(bare-name layouts: %2): --value-shapes on looks at them (%3)")
                     .arg(locale.toString(discovery.keysNotTyped()),
                          catalog.bareNameFamilies().join(QStringLiteral(", ")),
                          discovery.valueShapesReason());
    coverage.insert(QStringLiteral("keys_scanned"), discovery.keysSeen());
    coverage.insert(QStringLiteral("complete"), !discovery.truncated());
    if (dbsize)
        coverage.insert(QStringLiteral("dbsize"), *dbsize);
    if (!s.discovery.match.isEmpty())
        coverage.insert(QStringLiteral("match"), QString::fromUtf8(s.discovery.match));
    coverage.insert(QStringLiteral("value_shapes"),
                    discovery.valueShapesUsed() ? QStringLiteral("on") : QStringLiteral("off"));
    coverage.insert(QStringLiteral("value_shapes_reason"), discovery.valueShapesReason());
    coverage.insert(QStringLiteral("keys_not_typed"), discovery.keysNotTyped());
    if (!discovery.valueShapesUsed())
        coverage.insert(QStringLiteral("bare_name_layouts"),
                        QJsonArray::fromStringList(catalog.bareNameFamilies()));
}

QJsonObject progressJson(const PrimitiveDiscovery &discovery)
{
    QJsonObject o{{QStringLiteral("keys_scanned"), discovery.keysSeen()}};
    if (const auto dbsize = discovery.dbSize())
        o.insert(QStringLiteral("dbsize"), *dbsize);
    return o;
}
} // namespace

int InspectCommands::run(const CliContext &c)
{
    const auto s = settings(c);
    if (!s)
        return c.output.failure(s.error());
    // --json-lines: an error is a line too, after whatever was streamed.
    const auto fail = [&](const RedisError &e) {
        if (s->jsonLines)
            c.output.line(QJsonObject{
                {QStringLiteral("error"), QJsonObject{{QStringLiteral("kind"), e.kindName()},
                                                      {QStringLiteral("message"), e.message()}}}});
        return c.output.failure(e);
    };
    DiscoveryOptions options = s->discovery;
    RedisConnection connection(c.connection);
    // A cluster: every master is scanned, each with its own cursor, in each step.
    const Result<bool> cluster = connection.detectCluster();
    if (!cluster)
        return fail(cluster.error());
    const ClusterTopology topology = connection.clusterTopology();
    if (*cluster) {
        for (int m : topology.masters())
            options.nodes << topology.nodes().at(m).address();
        if (c.connection.cluster == ConnectionOptions::Cluster::Auto)
            c.output.warning(
                QCoreApplication::translate("InspectCommands",
                                            "%1 is a cluster node: inspecting the cluster's %2 "
                                            "masters (cluster=no inspects this node alone)")
                    .arg(c.connection.address())
                    .arg(options.nodes.size()));
    }
    const LayoutCatalog catalog(c.keys.prefix(), s->rules);
    PrimitiveDiscovery discovery(catalog, options);
    PacedPipeline pipeline(connection, s->budget);
    QElapsedTimer sinceProgress;
    sinceProgress.start();
    qint64 nextProgress = ProgressEveryKeys;
    const auto progress = [&] {
        if (!s->jsonLines ||
            (discovery.keysSeen() < nextProgress && sinceProgress.elapsed() < ProgressEveryMs))
            return;
        nextProgress = (discovery.keysSeen() / ProgressEveryKeys + 1) * ProgressEveryKeys;
        sinceProgress.restart();
        c.output.line({{QStringLiteral("progress"), progressJson(discovery)}});
    };
    if (auto found = pipeline.run(discovery, progress); !found)
        return fail(found.error());
    QString clockNote;
    const auto now = serverNowMs(connection, clockNote);
    if (!now)
        return fail(now.error());
    if (!clockNote.isEmpty())
        c.output.warning(clockNote);

    // States in bounded batches, each primitive printed (--json-lines) as soon as it is read.
    const QList<DiscoveredPrimitive> found = discovery.primitives();
    QStringList blocks;
    QJsonArray primitives;
    for (qsizetype first = 0; first < found.size(); first += StatesPerBatch) {
        std::vector<std::unique_ptr<PrimitiveStateRead>> reads;
        InspectorReadBatch batch;
        for (qsizetype i = first; i < qMin(found.size(), first + StatesPerBatch); ++i) {
            reads.push_back(std::make_unique<PrimitiveStateRead>(found.at(i), s->limits, *now));
            batch.add(reads.back().get());
        }
        while (!batch.finished()) {
            const QList<RedisCommand> request = batch.nextRequest();
            if (request.isEmpty())
                break;
            batch.handleReplies(pipeline.send(request));
        }
        const QList<RedisError> errors = batch.errors();
        for (const RedisError &e : errors)
            if (e.isConnectionError())
                return fail(e);
        for (size_t i = 0; i < reads.size(); ++i) {
            const PrimitiveState &state = reads[i]->state();
            const RedisError &error = errors.at(qsizetype(i));
            QJsonObject json = primitiveJson(state, error);
            QString block =
                s->jsonLines || c.output.json() ? QString() : primitiveText(state, s->entries);
            if (*cluster) {
                const QStringList nodes = nodesHolding(state.primitive, topology);
                block += QCoreApplication::translate("InspectCommands", "\n  on %1")
                             .arg(nodes.join(QStringLiteral(", ")));
                json.insert(QStringLiteral("node"), nodes.value(0));
                if (nodes.size() > 1)
                    json.insert(QStringLiteral("nodes"), QJsonArray::fromStringList(nodes));
            }
            if (error.isError())
                block += QCoreApplication::translate("InspectCommands", "\n  error: ") +
                         error.toString();
            if (s->jsonLines)
                c.output.line({{QStringLiteral("primitive"), json}});
            else if (c.output.json())
                primitives.append(json);
            else
                blocks << block;
        }
    }

    QStringList summary{QCoreApplication::translate("InspectCommands", "%n primitive(s)", nullptr,
                                                    int(found.size())) +
                        QStringLiteral(", ") +
                        QCoreApplication::translate("InspectCommands", "%n unknown key(s)", nullptr,
                                                    int(discovery.unknownKeyCount()))};
    QJsonObject coverage;
    describeCoverage(discovery, catalog, *s, summary, coverage);
    summary[0] += QStringLiteral("; ") + summary.at(1);
    summary.removeAt(1);
    QJsonArray masters;
    if (*cluster) {
        QStringList scanned;
        for (const NodeScanProgress &n : discovery.scanProgress()) {
            scanned << QCoreApplication::translate("InspectCommands", "%1 %2 keys%3")
                           .arg(n.node)
                           .arg(n.keysSeen)
                           .arg(n.done ? QString()
                                       : QCoreApplication::translate("InspectCommands",
                                                                     " (not to the end)"));
            masters.append(QJsonObject{{QStringLiteral("node"), n.node},
                                       {QStringLiteral("keys_seen"), n.keysSeen},
                                       {QStringLiteral("done"), n.done}});
        }
        summary << QCoreApplication::translate("InspectCommands", "cluster: %1 masters scanned: %2")
                       .arg(masters.size())
                       .arg(scanned.join(QStringLiteral(", ")));
    }
    if (pipeline.paced())
        summary << pipeline.spentText();
    QJsonArray unknown;
    if (s->unknown) {
        for (const KeySample &k : discovery.unknownKeys()) {
            const QString type = k.type.isEmpty()
                                     ? QCoreApplication::translate("InspectCommands", "(not typed)")
                                     : QString::fromUtf8(k.type);
            summary << QCoreApplication::translate("InspectCommands", "unknown %1  %2  %3")
                           .arg(text(k.key), type, k.type.isEmpty() ? QString() : ttlText(k.ttlMs));
            QJsonObject o{{QStringLiteral("key"), jsonText(k.key)},
                          {QStringLiteral("type"), QString::fromUtf8(k.type)}};
            if (!k.type.isEmpty())
                o.insert(QStringLiteral("ttl_ms"), ttlJson(k.ttlMs));
            unknown.append(o);
        }
    }
    if (s->jsonLines) {
        for (const QJsonValue &u : std::as_const(unknown))
            c.output.line({{QStringLiteral("unknown_key"), u}});
        coverage.insert(QStringLiteral("primitives"), found.size());
        coverage.insert(QStringLiteral("unknown_key_count"), discovery.unknownKeyCount());
        coverage.insert(QStringLiteral("server_time_ms"), *now);
        if (pipeline.paced())
            coverage.insert(QStringLiteral("spent"), pipeline.spentJson());
        if (*cluster)
            coverage.insert(QStringLiteral("masters"), masters);
        c.output.line({{QStringLiteral("coverage"), coverage}});
        return CliOutput::Success;
    }
    blocks << summary.join(QLatin1Char('\n'));
    QJsonObject out{{QStringLiteral("primitives"), primitives},
                    {QStringLiteral("unknown_key_count"), discovery.unknownKeyCount()},
                    {QStringLiteral("keys_seen"), discovery.keysSeen()},
                    {QStringLiteral("truncated"), discovery.truncated()},
                    {QStringLiteral("server_time_ms"), *now}};
    if (pipeline.paced())
        out.insert(QStringLiteral("spent"), pipeline.spentJson());
    out.insert(QStringLiteral("coverage"), coverage);
    if (s->unknown)
        out.insert(QStringLiteral("unknown_keys"), unknown);
    if (*cluster)
        out.insert(QStringLiteral("cluster"), QJsonObject{{QStringLiteral("masters"), masters}});
    return c.output.success(blocks.join(QStringLiteral("\n\n")), out);
}
