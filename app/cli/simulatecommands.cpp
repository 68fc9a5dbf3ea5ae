#include "simulatecommands.h"

#include "holdinterrupt.h"
#include "playgroundchecker.h"
#include "playgroundscenario.h"
#include "redisserverprocess.h"
#include "simulationengine.h"
#include "simulationreport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryFile>

#include <QCoreApplication>
#include <limits>
#include <memory>
#include <optional>

namespace {
const QString ListOption = QStringLiteral("list");
const QString ScenarioOption = QStringLiteral("scenario");
const QString KindOption = QStringLiteral("kind");
const QString SeedOption = QStringLiteral("seed");
const QString PrimitiveOption = QStringLiteral("primitive");
const QString ClientsOption = QStringLiteral("clients");
const QString SecondsOption = QStringLiteral("seconds");
const QString FaultOption = QStringLiteral("fault");
const QString HoldOption = QStringLiteral("hold");
const QString ClientOption = QStringLiteral("client");
const QString ThinkOption = QStringLiteral("think");
const QString TtlOption = QStringLiteral("ttl");
const QString WaitOption = QStringLiteral("wait");
const QString LimitOption = QStringLiteral("limit");
const QString WindowOption = QStringLiteral("window");
const QString ProducersOption = QStringLiteral("producers");
const QString SubjectsOption = QStringLiteral("subjects");
const QString NameOption = QStringLiteral("name");
const QString DistinctNamesOption = QStringLiteral("distinct-names");
const QString WatchdogOption = QStringLiteral("watchdog");
const QString FencedOption = QStringLiteral("fenced");
const QString NodesOption = QStringLiteral("nodes");
const QString ReplicatedOption = QStringLiteral("replicated");
const QString ClusterOption = QStringLiteral("cluster");
const QString SentinelOption = QStringLiteral("sentinel");
const QString HistoryOption = QStringLiteral("history");
const QString AllowPartialOption = QStringLiteral("allow-partial");

using Primitive = PlaygroundPrimitive;
using Layout = SimulationConfig::Layout;

RedisError usageError(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

// The command could not do its job (exit 1), whatever the error's kind.
int failed(const CliContext &c, const RedisError &error)
{
    c.output.failure(error);
    return CliOutput::Failure;
}

QString quoted(const QString &text)
{
    return u'"' % text % u'"';
}

// Sets target when the option is given as a whole number from min to max.
template <typename T>
Result<void> readInteger(const QCommandLineParser &p, const QString &option, qint64 min, qint64 max,
                         T &target)
{
    if (!p.isSet(option))
        return {};
    bool ok = false;
    const qint64 value = p.value(option).toLongLong(&ok);
    if (!ok || value < min || value > max)
        return usageError(
            QCoreApplication::translate("SimulateCommands",
                                        "--%1 must be a whole number from %2 to %3, not %4")
                .arg(option, QString::number(min), QString::number(max), quoted(p.value(option))));
    target = T(value);
    return {};
}

Result<void> readRange(const QCommandLineParser &p, const QString &option, MsRange &target)
{
    if (!p.isSet(option))
        return {};
    const Result<MsRange> range = MsRange::parse(p.value(option));
    if (!range)
        return usageError(u"--" % option % u": " % range.error().message());
    target = *range;
    return {};
}

Result<void> readSeconds(const QCommandLineParser &p, qint64 &durationMs)
{
    if (!p.isSet(SecondsOption))
        return {};
    bool ok = false;
    const double seconds = p.value(SecondsOption).toDouble(&ok);
    const qint64 maxSeconds = SimulationConfig::MaxDurationMs / 1000;
    if (!ok || !(seconds > 0) || seconds > double(maxSeconds) || qRound64(seconds * 1000) < 1)
        return usageError(
            QCoreApplication::translate("SimulateCommands",
                                        "--seconds must be a number of seconds above 0 and at "
                                        "most %1 (decimals allowed, e.g. 1.5), not %2")
                .arg(QString::number(maxSeconds), quoted(p.value(SecondsOption))));
    durationMs = qRound64(seconds * 1000);
    return {};
}

// The option is given but the run's primitive has no use for it.
Result<void> onlyFor(const QCommandLineParser &p, const QString &option, bool applies,
                     const QString &forWhat)
{
    if (p.isSet(option) && !applies)
        return usageError(u"--" % option % u" is for " % forWhat);
    return {};
}

QString scenarioNames()
{
    QStringList names;
    for (const PlaygroundScenario &s : PlaygroundScenario::all())
        names << QString::number(s.number) % u' ' % s.name;
    return names.join(QStringLiteral(", "));
}

QStringList caseLabels(const PlaygroundScenario &scenario)
{
    QStringList labels;
    for (const PlaygroundScenario::Case &c : scenario.cases)
        labels << c.label;
    return labels;
}

// What one simulate invocation runs.
struct RunPlan
{
    SimulationConfig config;
    const PlaygroundScenario *scenario = nullptr;
    QString caseLabel;
    QStringList overrides; // the scenario's values the command line changed
};

// The options only a custom run takes: with --scenario its case decides them.
const QStringList &customOnlyOptions()
{
    static const QStringList options{PrimitiveOption,  WatchdogOption, FencedOption,  NodesOption,
                                     ReplicatedOption, ClusterOption,  SentinelOption};
    return options;
}

// The options that change what a scenario runs, so that its expectation may no longer hold.
const QStringList &parameterOptions()
{
    static const QStringList options{
        ClientsOption,       SecondsOption, HoldOption,   ThinkOption,     TtlOption,
        WaitOption,          LimitOption,   WindowOption, ProducersOption, SubjectsOption,
        DistinctNamesOption, FaultOption,   ClientOption};
    return options;
}

Result<RunPlan> planScenario(const CliContext &c)
{
    const QCommandLineParser &p = c.parser;
    RunPlan plan;
    plan.scenario = PlaygroundScenario::find(p.value(ScenarioOption));
    if (!plan.scenario)
        return usageError(
            QCoreApplication::translate("SimulateCommands", "unknown scenario %1 (known: %2)")
                .arg(quoted(p.value(ScenarioOption)), scenarioNames()));
    for (const QString &option : customOnlyOptions()) {
        if (p.isSet(option))
            return usageError(
                QCoreApplication::translate("SimulateCommands",
                                            "--%1 is for custom runs (--primitive); a "
                                            "scenario's case decides it: pick one with --kind "
                                            "(cases of %2: %3)")
                    .arg(option, plan.scenario->name,
                         caseLabels(*plan.scenario).join(QStringLiteral(", "))));
    }
    plan.caseLabel = plan.scenario->cases.first().label;
    if (p.isSet(KindOption)) {
        plan.caseLabel = p.value(KindOption);
        if (!plan.scenario->findCase(plan.caseLabel))
            return usageError(QCoreApplication::translate("SimulateCommands",
                                                          "scenario %1 has no case %2 (cases: %3)")
                                  .arg(plan.scenario->name, quoted(plan.caseLabel),
                                       caseLabels(*plan.scenario).join(QStringLiteral(", "))));
    }
    plan.config = plan.scenario->config(plan.caseLabel, plan.config.seed, c.connection);
    for (const QString &option : parameterOptions()) {
        if (p.isSet(option))
            plan.overrides << u"--" % option;
    }
    return plan;
}

Result<RunPlan> planCustom(const CliContext &c)
{
    const QCommandLineParser &p = c.parser;
    RunPlan plan;
    SimulationConfig &config = plan.config;
    const std::optional<Primitive> primitive =
        PlaygroundHistory::primitiveFromName(p.value(PrimitiveOption));
    if (!primitive)
        return usageError(
            QCoreApplication::translate("SimulateCommands",
                                        "--primitive must be one of lock, semaphore, queue, "
                                        "delayed-queue, rate-limiter, not %1")
                .arg(quoted(p.value(PrimitiveOption))));
    config.primitive = *primitive;
    const QStringList variants = SimulationConfig::variants(*primitive);
    const QString primitiveName = PlaygroundHistory::primitiveName(*primitive);
    if (!p.isSet(KindOption) || !variants.contains(p.value(KindOption)))
        return usageError(
            QCoreApplication::translate("SimulateCommands", "--kind must be a variant of %1: %2%3")
                .arg(primitiveName, variants.join(QStringLiteral(", ")),
                     p.isSet(KindOption) ? u", not " % quoted(p.value(KindOption)) : QString()));
    config.variant = p.value(KindOption);
    config.server = c.connection;
    if (int(p.isSet(NodesOption)) + int(p.isSet(ReplicatedOption)) + int(p.isSet(ClusterOption)) +
            int(p.isSet(SentinelOption)) >
        1)
        return usageError(QCoreApplication::translate(
            "SimulateCommands", "--nodes, --replicated, --cluster and --sentinel are "
                                "different layouts: give one"));
    if (p.isSet(ClusterOption))
        config.layout = Layout::Cluster;
    if (p.isSet(SentinelOption))
        config.layout = Layout::Sentinel;
    if (p.isSet(NodesOption)) {
        config.layout = Layout::Independent;
        if (const Result<void> r = readInteger(p, NodesOption, 1, 9, config.nodes); !r)
            return r.error();
    }
    if (p.isSet(ReplicatedOption))
        config.layout = Layout::Replicated;
    if (config.variant == u"redlock" && config.layout != Layout::Independent)
        return usageError(QCoreApplication::translate(
            "SimulateCommands",
            "--kind redlock runs on servers the playground starts: add --nodes N "
            "(e.g. 5)"));
    if (config.variant == u"synced" && config.layout != Layout::Replicated &&
        config.layout != Layout::Cluster && config.layout != Layout::Sentinel)
        return usageError(QCoreApplication::translate(
            "SimulateCommands",
            "--kind synced needs a replica: add --replicated (or --cluster, --sentinel)"));
    const bool lock = *primitive == Primitive::Lock;
    const QStringList watched{QStringLiteral("token"), QStringLiteral("fenced"),
                              QStringLiteral("synced")};
    for (const Result<void> &r :
         {onlyFor(p, WatchdogOption, lock && watched.contains(config.variant),
                  QCoreApplication::translate("SimulateCommands",
                                              "the lock kinds token, fenced and synced")),
          onlyFor(p, FencedOption, lock && config.variant == u"fenced",
                  QCoreApplication::translate("SimulateCommands",
                                              "--kind fenced, the lock with fencing numbers"))}) {
        if (!r)
            return r.error();
    }
    config.profile.watchdog = p.isSet(WatchdogOption);
    config.profile.fenced = p.isSet(FencedOption);
    return plan;
}

Result<RunPlan> plan(const CliContext &c)
{
    const QCommandLineParser &p = c.parser;
    if (p.isSet(ScenarioOption) == p.isSet(PrimitiveOption))
        return usageError(
            p.isSet(ScenarioOption)
                ? QCoreApplication::translate("SimulateCommands",
                                              "give --scenario or --primitive, not both")
                : QCoreApplication::translate("SimulateCommands",
                                              "give --scenario NAME|NUMBER, --primitive P "
                                              "--kind VARIANT, or --list"));
    Result<RunPlan> planned = p.isSet(ScenarioOption) ? planScenario(c) : planCustom(c);
    if (!planned)
        return planned;
    RunPlan &run = planned.value();
    SimulationConfig &config = run.config;
    const Primitive primitive = config.primitive;
    const bool limiter = primitive == Primitive::RateLimiter;
    const bool queue = primitive == Primitive::Queue || primitive == Primitive::DelayedQueue;
    const bool limited = limiter || primitive == Primitive::Semaphore;
    const QList<Result<void>> read{
        readInteger(p, SeedOption, 0, std::numeric_limits<qint64>::max(), config.seed),
        readInteger(p, ClientsOption, 1, SimulationConfig::MaxClients, config.clients),
        readSeconds(p, config.durationMs),
        readRange(p, HoldOption, config.profile.holdMs),
        readRange(p, ThinkOption, config.profile.thinkMs),
        readInteger(p, TtlOption, 1, SimulationConfig::MaxDurationMs, config.profile.ttlMs),
        readInteger(p, WaitOption, 0, SimulationConfig::MaxDurationMs, config.profile.waitMs),
        onlyFor(p, LimitOption, limited,
                QCoreApplication::translate("SimulateCommands", "semaphores and rate limiters")),
        readInteger(p, LimitOption, 1, 100000, config.limit),
        onlyFor(p, WindowOption, limiter,
                QCoreApplication::translate("SimulateCommands", "rate limiters")),
        readInteger(p, WindowOption, 1, 86400000, config.windowMs),
        onlyFor(p, SubjectsOption, limiter,
                QCoreApplication::translate("SimulateCommands", "rate limiters")),
        readInteger(p, SubjectsOption, 1, 10000, config.subjects),
        onlyFor(p, ProducersOption, queue,
                QCoreApplication::translate("SimulateCommands", "queues and delayed queues")),
        readInteger(p, ProducersOption, 1, SimulationConfig::MaxClients - 1, config.producers),
        onlyFor(p, DistinctNamesOption, primitive == Primitive::Lock, QStringLiteral("locks")),
    };
    for (const Result<void> &r : read) {
        if (!r)
            return r.error();
    }
    if (p.isSet(NameOption)) {
        config.name = p.value(NameOption).toUtf8();
        if (const Result<void> valid = KeySpace::validateName(config.name); !valid)
            return usageError(u"--name: " % valid.error().message());
        if (config.name.contains(':'))
            return usageError(
                QCoreApplication::translate("SimulateCommands", "--name must not contain ':'"));
    }
    if (p.isSet(DistinctNamesOption))
        config.distinctNames = true;
    for (const QString &text : p.values(ClientOption)) {
        const qsizetype colon = text.indexOf(u':');
        bool numeric = false;
        const int client = colon < 0 ? -1 : text.left(colon).toInt(&numeric);
        if (!numeric || client < 0 || client >= config.clients)
            return usageError(
                QCoreApplication::translate("SimulateCommands",
                                            "--client %1: starts with a client number from 0 to "
                                            "%2 and a colon, e.g. 0:hold=500")
                    .arg(quoted(text))
                    .arg(config.clients - 1));
        const Result<ClientProfile> profile =
            ClientProfile::parse(QStringView(text).sliced(colon + 1), config.profileOf(client));
        if (!profile)
            return usageError(u"--client: " % profile.error().message());
        config.clientProfiles.insert(client, *profile);
    }
    config.keyPrefix = c.keys.prefix();
    for (const QString &text : p.values(FaultOption)) {
        const Result<FaultSpec> fault = FaultSpec::parse(text);
        if (!fault)
            return usageError(u"--fault: " % fault.error().message());
        const bool replication =
            fault->needsReplicas() &&
            !(config.layout == Layout::Replicated ||
              ((config.layout == Layout::Cluster || config.layout == Layout::Sentinel) &&
               fault->kind != FaultSpec::Kind::Failover));
        if (replication)
            return usageError(
                QCoreApplication::translate("SimulateCommands",
                                            "--fault %1: needs a replica the playground starts "
                                            "(--replicated%2)")
                    .arg(quoted(text), fault->kind == FaultSpec::Kind::Failover
                                           ? QString()
                                           : QCoreApplication::translate(
                                                 "SimulateCommands", ", --cluster or --sentinel")));
        if (fault->isServerFault() && config.layout == Layout::Given)
            return usageError(
                QCoreApplication::translate("SimulateCommands",
                                            "--fault %1: server faults need servers the "
                                            "playground starts itself (--nodes N, "
                                            "--replicated or --cluster), never a server you "
                                            "connected to")
                    .arg(quoted(text)));
        config.faults << *fault;
    }
    if (config.layout != Layout::Given && p.isSet(QStringLiteral("url")))
        return usageError(QCoreApplication::translate(
            "SimulateCommands", "this run uses servers the playground starts itself "
                                "(--nodes, --replicated, --cluster or the scenario's "
                                "layout): "
                                "leave out --url"));
    if (const Result<void> valid = config.validate(); !valid)
        return valid.error();
    return planned;
}

int listScenarios(const CliContext &c)
{
    QStringList lines;
    QJsonArray scenarios;
    for (const PlaygroundScenario &s : PlaygroundScenario::all()) {
        lines << QStringLiteral("%1. %2: %3").arg(QString::number(s.number), s.name, s.title);
        lines << u"   " % s.shows;
        QJsonArray cases;
        for (const PlaygroundScenario::Case &k : s.cases) {
            lines << QCoreApplication::translate("SimulateCommands", "   --kind %1 (%2%3): %4")
                         .arg(k.label, k.safe ? QStringLiteral("safe") : QStringLiteral("unsafe"),
                              &k == &s.cases.first()
                                  ? QCoreApplication::translate("SimulateCommands", ", the default")
                                  : QString(),
                              k.expected);
            cases.append(QJsonObject{{QStringLiteral("label"), k.label},
                                     {QStringLiteral("safe"), k.safe},
                                     {QStringLiteral("expected"), k.expected}});
        }
        scenarios.append(QJsonObject{{QStringLiteral("number"), s.number},
                                     {QStringLiteral("name"), s.name},
                                     {QStringLiteral("title"), s.title},
                                     {QStringLiteral("shows"), s.shows},
                                     {QStringLiteral("cases"), cases}});
    }
    return c.output.success(lines.join(u'\n'), {{QStringLiteral("scenarios"), scenarios}});
}

Result<void> saveHistory(const PlaygroundHistory &history, QFile &file, bool csv)
{
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return RedisError(RedisError::Kind::Io,
                          QCoreApplication::translate("SimulateCommands", "cannot write %1: %2")
                              .arg(file.fileName(), file.errorString()));
    return csv ? history.saveCsv(file) : history.saveJsonLines(file);
}

// After a failed --history: the history in a file of the temporary directory; its name, or
// empty when that fails too.
QString saveFallback(const PlaygroundHistory &history)
{
    QTemporaryFile file(QDir::tempPath() % u"/coordscope-history-XXXXXX.jsonl");
    file.setAutoRemove(false);
    if (!file.open() || !history.saveJsonLines(file)) {
        file.remove();
        return {};
    }
    return file.fileName();
}

// Prints the report: exit 0, or Inconclusive when too many operations failed to judge the run.
Result<PlaygroundHistory> runUntilDoneOrInterrupted(const SimulationConfig &config,
                                                    const HoldInterrupt &interrupt)
{
    SimulationEngine engine(config);
    if (const Result<void> started = engine.start(); !started)
        return started.error();
    bool stopping = false;
    while (!engine.waitForFinished(50))
        if (interrupt.interrupted() && !stopping) {
            engine.stop();
            stopping = true;
        }
    if (engine.state() == SimulationEngine::State::Failed)
        return engine.error();
    return engine.history();
}

int reported(const CliContext &c, const SimulationReport &frame, const CheckReport &report)
{
    const int code = c.output.success(frame.toText(report), frame.toJson(report));
    return report.inconclusive() ? SimulateCommands::Inconclusive : code;
}

QString layoutText(const SimulationConfig &config, bool privateServer)
{
    switch (config.layout) {
    case Layout::Independent:
        return QCoreApplication::translate(
                   "SimulateCommands", "%1 independent redis-servers the playground started (and "
                                       "stopped)")
            .arg(config.nodes);
    case Layout::Replicated:
        return QCoreApplication::translate(
            "SimulateCommands", "a master and a replica the playground started (and stopped)");
    case Layout::Cluster:
        return QCoreApplication::translate(
            "SimulateCommands", "a Redis Cluster of 3 masters and 3 replicas the playground "
                                "started (and stopped)");
    case Layout::Sentinel:
        return QCoreApplication::translate(
            "SimulateCommands", "a master, 2 replicas and 3 sentinels the playground started (and "
                                "stopped)");
    case Layout::Given:
        break;
    }
    return privateServer ? QCoreApplication::translate(
                               "SimulateCommands", "a private redis-server (stopped afterwards)")
                         : config.server.toUrl();
}
} // namespace

QList<CliCommand> SimulateCommands::all()
{
    return {
        {QStringLiteral("simulate"),
         QStringLiteral("simulate --list | --scenario NAME [--kind CASE] | --primitive P "
                        "--kind VARIANT [options]"),
         QCoreApplication::translate(
             "SimulateCommands",
             "Playground: simulated clients, faults and the safety checker's "
             "report (on a private redis-server unless --url is given). Exit 4: "
             "inconclusive, too many operations failed with an error."),
         &SimulateCommands::addOptions, &SimulateCommands::runSimulate},
        {QStringLiteral("check"), QStringLiteral("check [--allow-partial] HISTORY.jsonl"),
         QCoreApplication::translate(
             "SimulateCommands", "Re-check a playground history saved by simulate --history (no "
                                 "server needed). A history cut short (no trailer) or changed "
                                 "(trailer does not match) is refused with exit 1; exit 4: "
                                 "inconclusive, as for simulate."),
         &SimulateCommands::addCheckOptions, &SimulateCommands::runCheck}};
}

void SimulateCommands::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {ListOption,
         QCoreApplication::translate("SimulateCommands",
                                     "List the scenarios, their cases and what each shows.")},
        {ScenarioOption,
         QCoreApplication::translate(
             "SimulateCommands",
             "Run a scenario (see --list). --kind picks its case (default: the first, "
             "unsafe one); --seed, --clients, --seconds, --hold, --think, --ttl, "
             "--wait, --limit, --window, --producers, --subjects, --name, "
             "--distinct-names change its values and --fault adds to its faults; "
             "--primitive, --watchdog, --fenced, --nodes and --replicated are its "
             "case's to decide."),
         QCoreApplication::translate("SimulateCommands", "NAME|NUMBER")},
        {PrimitiveOption,
         QCoreApplication::translate(
             "SimulateCommands",
             "A custom run: lock, semaphore, queue, delayed-queue or rate-limiter "
             "(with --kind)."),
         QStringLiteral("P")},
        {KindOption,
         QCoreApplication::translate("SimulateCommands",
                                     "The scenario's case, or the primitive's variant."),
         QStringLiteral("KIND")},
        {SeedOption, QCoreApplication::translate("SimulateCommands", "Random seed (default 1)."),
         QStringLiteral("N")},
        {ClientsOption,
         QCoreApplication::translate("SimulateCommands",
                                     "Simulated clients, 1 to 256 (default 4, or the scenario's)."),
         QStringLiteral("N")},
        {SecondsOption,
         QCoreApplication::translate(
             "SimulateCommands",
             "How long the run lasts, e.g. 1.5 (default 3, or the scenario's)."),
         QStringLiteral("S")},
        {FaultOption,
         QCoreApplication::translate(
             "SimulateCommands",
             "A fault, repeatable: KIND[@TIME][,key=value...], kinds %1; keys client, "
             "node, for, by, p, step. E.g. crash@1s,client=0 or "
             "pause@500ms,client=1,for=1500ms or server-stop@2s,node=0 (server faults "
             "need --nodes or --replicated).")
             .arg(FaultSpec::kindNames().join(QStringLiteral(", "))),
         QStringLiteral("SPEC")},
        {HoldOption,
         QCoreApplication::translate("SimulateCommands",
                                     "Time a grant is held (the work), ms: 30 or 20-80."),
         QCoreApplication::translate("SimulateCommands", "MS|MIN-MAX")},
        {ClientOption,
         QCoreApplication::translate(
             "SimulateCommands",
             "One client's own parameters, repeatable: N:KEY=VALUE,... with keys "
             "hold, think (ms or MIN-MAX), ttl, wait, retry (ms), watchdog, fenced. "
             "E.g. 2:hold=500,ttl=200. The other clients keep the run's."),
         QCoreApplication::translate("SimulateCommands", "N:PARAMS")},
        {ThinkOption,
         QCoreApplication::translate("SimulateCommands",
                                     "Time between two operations, ms: 5 or 0-10."),
         QCoreApplication::translate("SimulateCommands", "MS|MIN-MAX")},
        {TtlOption,
         QCoreApplication::translate("SimulateCommands",
                                     "Lease of a lock or permit, a queue's visibility (ms)."),
         QStringLiteral("MS")},
        {WaitOption,
         QCoreApplication::translate("SimulateCommands", "How long one acquire keeps trying (ms)."),
         QStringLiteral("MS")},
        {LimitOption,
         QCoreApplication::translate("SimulateCommands",
                                     "Semaphore permits; limiter admissions per window."),
         QStringLiteral("N")},
        {WindowOption, QCoreApplication::translate("SimulateCommands", "Rate limiter window (ms)."),
         QStringLiteral("MS")},
        {ProducersOption,
         QCoreApplication::translate("SimulateCommands",
                                     "Queues: clients that produce (the rest consume)."),
         QStringLiteral("N")},
        {SubjectsOption,
         QCoreApplication::translate("SimulateCommands",
                                     "Rate limiters: subjects hit, each limited on its own."),
         QStringLiteral("N")},
        {NameOption,
         QCoreApplication::translate(
             "SimulateCommands",
             "The primitive's name (default playground). With --url (or "
             "$COORDSCOPE_URL) the run uses that server: it first deletes the keys "
             "of this name under the prefix and then writes only those. Without, it "
             "runs on a private redis-server it starts and stops."),
         QStringLiteral("NAME")},
        {DistinctNamesOption,
         QCoreApplication::translate("SimulateCommands", "Locks: one lock name per client.")},
        {WatchdogOption, QCoreApplication::translate(
                             "SimulateCommands", "Locks token, fenced, synced: renew while held.")},
        {FencedOption,
         QCoreApplication::translate("SimulateCommands",
                                     "Lock fenced: write the fencing number to a resource.")},
        {NodesOption,
         QCoreApplication::translate(
             "SimulateCommands",
             "Run on N independent servers the playground starts (Redlock, server "
             "faults)."),
         QStringLiteral("N")},
        {ReplicatedOption,
         QCoreApplication::translate("SimulateCommands",
                                     "Run on a master and a replica the playground starts (synced, "
                                     "replication-pause, failover).")},
        {ClusterOption, QCoreApplication::translate(
                            "SimulateCommands",
                            "Run on a Redis Cluster of 3 masters and 3 replicas the playground "
                            "starts (server-stop of a master, replication-pause, cluster-failover, "
                            "slot-migration).")},
        {SentinelOption,
         QCoreApplication::translate(
             "SimulateCommands",
             "Run on a master, 2 replicas and 3 sentinels the playground starts; "
             "clients find the master through the sentinels (synced, server-stop or "
             "a pause of the master, replication-pause).")},
        {HistoryOption,
         QCoreApplication::translate(
             "SimulateCommands",
             "Save the run's history: JSON Lines (check reads it), CSV when FILE ends "
             "in .csv. If it cannot be written, the report still prints, the "
             "history goes to a file in the temporary directory (named on stderr) "
             "and the exit status is 1."),
         QStringLiteral("FILE")},
    });
}

void SimulateCommands::addCheckOptions(QCommandLineParser &parser)
{
    parser.addOption({AllowPartialOption,
                      QCoreApplication::translate(
                          "SimulateCommands",
                          "Check a history that was cut short or changed (its trailer missing or "
                          "not matching) as far as it goes; the report says it is partial.")});
}

int SimulateCommands::runSimulate(const CliContext &c)
{
    if (!c.arguments.isEmpty())
        return c.output.usage(
            QCoreApplication::translate("SimulateCommands",
                                        "simulate takes no arguments, only options (got %1)")
                .arg(quoted(c.arguments.first())));
    if (c.parser.isSet(ListOption)) {
        if (c.parser.isSet(ScenarioOption) || c.parser.isSet(PrimitiveOption))
            return c.output.usage(QCoreApplication::translate(
                "SimulateCommands", "--list runs nothing: leave out --scenario and "
                                    "--primitive"));
        return listScenarios(c);
    }
    if (c.connection.readOnly)
        return c.output.failure(RedisError(
            RedisError::Kind::ReadOnly,
            QCoreApplication::translate("SimulateCommands", "the playground writes (its clients "
                                                            "take locks, push items...): it does "
                                                            "not run in read-only mode")));
    Result<RunPlan> planned = plan(c);
    if (!planned)
        return c.output.failure(planned.error());
    RunPlan &run = planned.value();

    const bool explicitServer =
        c.parser.isSet(QStringLiteral("url")) || qEnvironmentVariableIsSet("COORDSCOPE_URL");
    std::unique_ptr<RedisServerProcess> privateServer;
    if (run.config.layout == Layout::Given && !explicitServer) {
        privateServer = std::make_unique<RedisServerProcess>();
        if (const Result<void> started = privateServer->start(); !started)
            return failed(
                c, RedisError(started.error().kind(),
                              QCoreApplication::translate("SimulateCommands",
                                                          "could not start a private redis-server "
                                                          "(%1); give --url to run on a server of "
                                                          "yours")
                                  .arg(started.error().message())));
        run.config.server = privateServer->connectionOptions();
        run.config.server.clientName = c.connection.clientName;
    }
    // Ctrl-C or SIGTERM ends the run as its time would: operations finish and release what
    // they hold, queues drain; then the report, and the signal's exit status.
    const HoldInterrupt interrupt;
    const Result<PlaygroundHistory> history = runUntilDoneOrInterrupted(run.config, interrupt);
    if (!history)
        return failed(c, RedisError(history.error().kind(),
                                    u"the simulation could not run: " % history.error().message()));
    privateServer.reset();
    if (interrupt.interrupted())
        c.output.warning(
            QCoreApplication::translate("SimulateCommands",
                                        "%1: the run was stopped early, as its time would end it: "
                                        "its clients released what they held")
                .arg(interrupt.signalName()));

    // After an interruption the signal's status: the run was not the one asked for.
    const auto ended = [&interrupt](int code) {
        return interrupt.interrupted() ? interrupt.exitStatus() : code;
    };
    const CheckReport report = PlaygroundChecker::check(*history);
    SimulationReport frame;
    frame.scenario = run.scenario;
    frame.caseLabel = run.caseLabel;
    if (run.scenario)
        frame.verdict = run.scenario->judge(run.caseLabel, *history, report);
    frame.overrides = run.overrides;
    frame.clients = run.config.clients;
    frame.seconds = double(run.config.durationMs) / 1000.0;
    frame.where = layoutText(run.config, !explicitServer);
    frame.faults = SimulationReport::faultEvents(*history);

    if (!c.parser.isSet(HistoryOption))
        return ended(reported(c, frame, report));
    const QString path = c.parser.value(HistoryOption);
    QFile file(path);
    const Result<void> saved =
        saveHistory(*history, file, path.endsWith(u".csv", Qt::CaseInsensitive));
    if (saved) {
        frame.historyFile = path;
        return ended(reported(c, frame, report));
    }
    frame.historyFile = saveFallback(*history);
    const QString problem =
        frame.historyFile.isEmpty()
            ? QCoreApplication::translate(
                  "SimulateCommands",
                  "--history: %1; the history could not be saved elsewhere either")
                  .arg(saved.error().message())
            : QCoreApplication::translate("SimulateCommands",
                                          "--history: %1; the history was saved to %2 instead")
                  .arg(saved.error().message(), frame.historyFile);
    return ended(c.output.partial(frame.toText(report), frame.toJson(report), problem));
}

int SimulateCommands::runCheck(const CliContext &c)
{
    if (c.arguments.size() != 1)
        return c.output.usage(QCoreApplication::translate(
            "SimulateCommands", "usage: check [--allow-partial] HISTORY.jsonl"));
    const QString path = c.arguments.first();
    if (path.endsWith(u".csv", Qt::CaseInsensitive))
        return c.output.usage(QStringLiteral("check reads a JSON Lines history; a CSV file has "
                                             "the events only, not the run"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failed(
            c, RedisError(RedisError::Kind::Io,
                          QCoreApplication::translate("SimulateCommands", "cannot read %1: %2")
                              .arg(path, file.errorString())));
    QString notWhole;
    const Result<PlaygroundHistory> history = PlaygroundHistory::loadJsonLines(
        file, c.parser.isSet(AllowPartialOption) ? &notWhole : nullptr);
    if (!history)
        return failed(
            c, RedisError(history.error().kind(), path % u": " % history.error().message() %
                                                      u" (--allow-partial checks what is there)"));

    const CheckReport report = PlaygroundChecker::check(*history);
    const PlaygroundHistory::Run &run = history->run();
    SimulationReport frame;
    frame.partial = notWhole;
    frame.clients = run.clients;
    frame.seconds = double(report.metrics.endUs - report.metrics.startUs) / 1e6;
    frame.faults = SimulationReport::faultEvents(*history);
    frame.scenario = run.scenario.isEmpty() ? nullptr : PlaygroundScenario::find(run.scenario);
    if (frame.scenario && frame.scenario->findCase(run.scenarioCase)) {
        frame.caseLabel = run.scenarioCase; // the history names its case
        frame.verdict = frame.scenario->judge(frame.caseLabel, *history, report);
    } else if (frame.scenario) {
        // An older history without its case: known only when one case runs its variant.
        QStringList fits;
        for (const PlaygroundScenario::Case &k : frame.scenario->cases) {
            const SimulationConfig config = frame.scenario->config(k.label, run.seed, {});
            if (config.primitive == run.primitive && config.variant == run.variant)
                fits << k.label;
        }
        if (fits.size() == 1) {
            frame.caseLabel = fits.first();
            frame.verdict = frame.scenario->judge(frame.caseLabel, *history, report);
        } else {
            frame.unknownVerdict =
                fits.isEmpty()
                    ? QCoreApplication::translate("SimulateCommands",
                                                  "variant %1 is none of scenario %2's cases (%3)")
                          .arg(run.variant, frame.scenario->name,
                               caseLabels(*frame.scenario).join(QStringLiteral(", ")))
                    : QCoreApplication::translate(
                          "SimulateCommands", "variant %1 runs in cases %2 of scenario %3 and the "
                                              "history does not say which")
                          .arg(run.variant,
                               fits.join(QCoreApplication::translate("SimulateCommands", " and ")),
                               frame.scenario->name);
        }
    }
    return reported(c, frame, report);
}
