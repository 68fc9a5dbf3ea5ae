#include "simulationconfig.h"

#include "delayedclaimerfactory.h"
#include "keyspace.h"
#include "lockfactory.h"
#include "playgroundservers.h"
#include "ratelimiterfactory.h"
#include "semaphorefactory.h"

#include <QRegularExpression>

namespace {

RedisError invalid(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

// "1500ms", "2s", "250" (ms), "-400ms".
std::optional<qint64> parseDurationMs(QStringView text)
{
    static const QRegularExpression pattern(QStringLiteral("^(-?\\d{1,9})(ms|s)?$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed().toString());
    if (!match.hasMatch())
        return std::nullopt;
    const qint64 number = match.capturedView(1).toLongLong();
    return match.capturedView(2) == u"s" ? number * 1000 : number;
}

struct FaultKindName
{
    FaultSpec::Kind kind;
    const char16_t *name;
};

constexpr FaultKindName faultKindNames[] = {
    {FaultSpec::Kind::Crash, u"crash"},
    {FaultSpec::Kind::Pause, u"pause"},
    {FaultSpec::Kind::ClockSkew, u"clock-skew"},
    {FaultSpec::Kind::SlowNetwork, u"slow-network"},
    {FaultSpec::Kind::ServerStop, u"server-stop"},
    {FaultSpec::Kind::ServerRestart, u"server-restart"},
    {FaultSpec::Kind::ClientPause, u"client-pause"},
    {FaultSpec::Kind::DebugSleep, u"debug-sleep"},
    {FaultSpec::Kind::ReplicationPause, u"replication-pause"},
    {FaultSpec::Kind::Failover, u"failover"},
    {FaultSpec::Kind::ClusterFailover, u"cluster-failover"},
    {FaultSpec::Kind::SlotMigration, u"slot-migration"},
    {FaultSpec::Kind::SlotMigrationEnd, u"slot-migration-end"},
};

constexpr int LastSlot = 16383;

} // namespace

Result<MsRange> MsRange::parse(QStringView text)
{
    const qsizetype dash = text.indexOf(u'-', 1);
    const QStringView low = dash < 0 ? text : text.first(dash);
    const QStringView high = dash < 0 ? text : text.sliced(dash + 1);
    const std::optional<qint64> lowMs = parseDurationMs(low);
    const std::optional<qint64> highMs = parseDurationMs(high);
    if (!lowMs || !highMs || *lowMs < 0 || *highMs < *lowMs)
        return invalid(QStringLiteral("\"%1\" is not a time range in ms (e.g. 50 or 20-80)")
                           .arg(text.toString()));
    return MsRange{*lowMs, *highMs};
}

QString MsRange::toString() const
{
    if (minMs == maxMs)
        return QString::number(minMs) % u"ms";
    return QString::number(minMs) % u'-' % QString::number(maxMs) % u"ms";
}

bool FaultSpec::isServerFault() const
{
    return kind != Kind::Crash && kind != Kind::Pause && kind != Kind::ClockSkew &&
           kind != Kind::SlowNetwork;
}

bool FaultSpec::needsCluster() const
{
    return kind == Kind::ClusterFailover || kind == Kind::SlotMigration ||
           kind == Kind::SlotMigrationEnd;
}

bool FaultSpec::needsReplicas() const
{
    return kind == Kind::ReplicationPause || kind == Kind::Failover;
}

QString FaultSpec::kindName(Kind kind)
{
    for (const FaultKindName &entry : faultKindNames) {
        if (entry.kind == kind)
            return QString::fromUtf16(entry.name);
    }
    return {};
}

QStringList FaultSpec::kindNames()
{
    QStringList names;
    for (const FaultKindName &entry : faultKindNames)
        names << QString::fromUtf16(entry.name);
    return names;
}

QString FaultSpec::describe() const
{
    QString text = kindName(kind);
    if (isServerFault()) {
        if (kind == Kind::SlotMigration)
            text += u" of slot " % QString::number(slot) % u" to node " % QString::number(node);
        else if (kind == Kind::ReplicationPause && node > 0)
            text += u" of master " % QString::number(node);
        else if (kind != Kind::ReplicationPause && kind != Kind::Failover &&
                 kind != Kind::SlotMigrationEnd)
            text += u" of node " % QString::number(node);
    } else {
        text += client < 0 ? QStringLiteral(" of any client")
                           : u" of client " % QString::number(client);
    }
    if (kind == Kind::Pause || kind == Kind::ClientPause || kind == Kind::DebugSleep)
        text += u" for " % QString::number(durationMs) % u" ms";
    if (kind == Kind::ClockSkew)
        text += u" by " % (amountMs > 0 ? QStringLiteral("+") : QString()) %
                QString::number(amountMs) % u" ms";
    if (kind == Kind::SlowNetwork)
        text += u", +" % QString::number(amountMs) % u" ms per command";
    if (!step.isEmpty())
        text += u" at step " % step;
    if (probability > 0)
        text += u" (p=" % QString::number(probability) % u" per operation)";
    return text;
}

Result<FaultSpec> FaultSpec::parse(QStringView text)
{
    const QList<QStringView> parts = text.split(u',');
    const QStringView head = parts.first().trimmed();
    const qsizetype at = head.indexOf(u'@');
    const QStringView kindText = at < 0 ? head : head.first(at);
    FaultSpec fault;
    bool known = false;
    for (const FaultKindName &entry : faultKindNames) {
        if (kindText == QStringView(entry.name)) {
            fault.kind = entry.kind;
            known = true;
        }
    }
    if (!known)
        return invalid(QStringLiteral("unknown fault \"%1\" (known: %2)")
                           .arg(kindText.toString(), kindNames().join(QStringLiteral(", "))));
    if (at >= 0) {
        const std::optional<qint64> atMs = parseDurationMs(head.sliced(at + 1));
        if (!atMs || *atMs < 0)
            return invalid(QStringLiteral("fault \"%1\": \"%2\" is not a time (e.g. 1500ms or 2s)")
                               .arg(text.toString(), head.sliced(at + 1).toString()));
        fault.atMs = *atMs;
    }
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QStringView part = parts.at(i).trimmed();
        const qsizetype eq = part.indexOf(u'=');
        const QStringView key = eq < 0 ? part : part.first(eq);
        const QStringView value = eq < 0 ? QStringView() : part.sliced(eq + 1);
        const auto bad = [&] {
            return invalid(QStringLiteral("fault \"%1\": bad value \"%2\" for %3")
                               .arg(text.toString(), value.toString(), key.toString()));
        };
        bool ok = false;
        if (key == u"client") {
            fault.client = value.toInt(&ok);
            if (!ok || fault.client < 0 || fault.client >= SimulationConfig::MaxClients)
                return bad();
        } else if (key == u"node") {
            fault.node = value.toInt(&ok);
            if (!ok || fault.node < 0 || fault.node > 8)
                return bad();
        } else if (key == u"slot") {
            fault.slot = value.toInt(&ok);
            if (!ok || fault.slot < 0 || fault.slot > LastSlot)
                return bad();
        } else if (key == u"for") {
            const std::optional<qint64> ms = parseDurationMs(value);
            if (!ms || *ms <= 0)
                return bad();
            fault.durationMs = *ms;
        } else if (key == u"by") {
            const std::optional<qint64> ms = parseDurationMs(value);
            if (!ms)
                return bad();
            fault.amountMs = *ms;
        } else if (key == u"p") {
            fault.probability = value.toDouble(&ok);
            if (!ok || fault.probability <= 0 || fault.probability > 1)
                return bad();
        } else if (key == u"step") {
            if (value.isEmpty())
                return bad();
            fault.step = value.toString();
        } else {
            return invalid(QStringLiteral("fault \"%1\": unknown key \"%2\" (known: client, node, "
                                          "slot, for, by, p, step)")
                               .arg(text.toString(), key.toString()));
        }
    }
    if (fault.atMs < 0 && fault.probability <= 0)
        fault.atMs = 0;
    if (fault.isServerFault() && fault.probability > 0)
        return invalid(QStringLiteral("fault \"%1\": server faults happen at a time, not with a "
                                      "probability")
                           .arg(text.toString()));
    if ((fault.kind == Kind::Pause || fault.kind == Kind::ClientPause ||
         fault.kind == Kind::DebugSleep) &&
        fault.durationMs <= 0)
        fault.durationMs = 1000;
    if (fault.kind == Kind::SlowNetwork && fault.amountMs <= 0)
        return invalid(QStringLiteral("fault \"%1\": slow-network needs by=MS (e.g. by=20ms)")
                           .arg(text.toString()));
    if (fault.kind == Kind::ClockSkew && fault.amountMs == 0)
        return invalid(QStringLiteral("fault \"%1\": clock-skew needs by=MS (e.g. by=-400ms)")
                           .arg(text.toString()));
    if (!fault.isServerFault() && fault.atMs >= 0 && fault.client < 0)
        fault.client = 0;
    if (const Result<void> valid = fault.validate(); !valid)
        return valid.error();
    return fault;
}

Result<void> ClientProfile::validate() const
{
    if (ttlMs < 1 || ttlMs > MaxMs)
        return invalid(QStringLiteral("ttl must be 1 ms to 1 day, not %1 ms").arg(ttlMs));
    if (waitMs < 0 || waitMs > MaxMs)
        return invalid(QStringLiteral("wait must be 0 to 1 day, not %1 ms").arg(waitMs));
    if (retryDelayMs < 0 || retryDelayMs > MaxRetryDelayMs)
        return invalid(QStringLiteral("the retry delay must be 0 to %1 ms, not %2 ms")
                           .arg(MaxRetryDelayMs)
                           .arg(retryDelayMs));
    for (const MsRange &range : {holdMs, thinkMs}) {
        if (range.minMs < 0 || range.maxMs < range.minMs || range.maxMs > MaxMs)
            return invalid(QStringLiteral("hold and think ranges must be 0 to 1 day, low to "
                                          "high, not %1")
                               .arg(range.toString()));
    }
    return {};
}

Result<void> FaultSpec::validate() const
{
    const QString what = u"fault \"" % describe() % u"\": ";
    if (atMs < 0 && probability <= 0)
        return invalid(what % u"needs a time or a probability");
    if (probability < 0 || probability > 1)
        return invalid(what % u"a probability is from 0 to 1");
    if (isServerFault()) {
        if (probability > 0)
            return invalid(what % u"server faults happen at a time, not with a probability");
        if (node < 0 || node > 8)
            return invalid(what % u"nodes are numbered 0 to 8");
    } else if (atMs >= 0 && client < 0) {
        return invalid(what % u"a fault at a time names its client");
    }
    if (kind == Kind::SlotMigration && (slot < 0 || slot > LastSlot))
        return invalid(what % u"names its slot (slot=0 to 16383)");
    const bool lasts = kind == Kind::Pause || kind == Kind::ClientPause || kind == Kind::DebugSleep;
    if (lasts && (durationMs < 1 || durationMs > 3600 * 1000))
        return invalid(what % u"lasts 1 ms to 1 hour");
    if (kind == Kind::SlowNetwork && (amountMs < 1 || amountMs > 10000))
        return invalid(what % u"the extra delay is 1 to 10000 ms");
    if (kind == Kind::ClockSkew && (amountMs == 0 || qAbs(amountMs) > 86400000))
        return invalid(what % u"the skew is non-zero and within a day");
    if (!step.isEmpty()) {
        if (kind != Kind::Crash)
            return invalid(what % u"only a crash happens at a step");
        // A step of another variant is allowed (it never fires: scenario 2's token case shows
        // there is no such point); a name no primitive has is a typo.
        QStringList known;
        for (int p = 0; p <= int(PlaygroundPrimitive::RateLimiter); ++p) {
            for (const QString &variant : SimulationConfig::variants(PlaygroundPrimitive(p))) {
                for (const QString &name :
                     SimulationConfig::crashSteps(PlaygroundPrimitive(p), variant)) {
                    if (!known.contains(name))
                        known.append(name);
                }
            }
        }
        if (!known.contains(step))
            return invalid(what % u"no primitive has a step \"" % step % u"\" (known: " %
                           known.join(u", ") % u")");
    }
    return {};
}

Result<ClientProfile> ClientProfile::parse(QStringView text, const ClientProfile &base)
{
    ClientProfile profile = base;
    for (const QStringView part : text.split(u',', Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(u'=');
        const QStringView key = (eq < 0 ? part : part.first(eq)).trimmed();
        const QStringView value = eq < 0 ? QStringView() : part.sliced(eq + 1).trimmed();
        const auto bad = [&](const QString &why) {
            return invalid(QStringLiteral("client parameters \"%1\": %2 %3")
                               .arg(text.toString(), key.toString(), why));
        };
        if (key == u"watchdog" || key == u"fenced") {
            if (!value.isEmpty())
                return bad(QStringLiteral("takes no value"));
            (key == u"watchdog" ? profile.watchdog : profile.fenced) = true;
            continue;
        }
        if (key == u"hold" || key == u"think") {
            const Result<MsRange> range = MsRange::parse(value);
            if (!range)
                return bad(u"wants a time range in ms (50 or 20-80), not \"" % value.toString() %
                           u'"');
            (key == u"hold" ? profile.holdMs : profile.thinkMs) = *range;
            continue;
        }
        const std::optional<qint64> ms = parseDurationMs(value);
        const bool known = key == u"ttl" || key == u"wait" || key == u"retry";
        if (!known)
            return invalid(QStringLiteral("client parameters \"%1\": unknown key \"%2\" (known: "
                                          "hold, think, ttl, wait, retry, watchdog, fenced)")
                               .arg(text.toString(), key.toString()));
        if (!ms || *ms < (key == u"ttl" ? 1 : 0) || *ms > 86400000)
            return bad(u"wants a time in ms, not \"" % value.toString() % u'"');
        if (key == u"ttl")
            profile.ttlMs = *ms;
        else if (key == u"wait")
            profile.waitMs = *ms;
        else
            profile.retryDelayMs = int(*ms);
    }
    if (const Result<void> valid = profile.validate(); !valid)
        return invalid(u"client parameters \"" % text.toString() % u"\": " %
                       valid.error().message());
    return profile;
}

const ClientProfile &SimulationConfig::profileOf(int client) const
{
    const auto found = clientProfiles.constFind(client);
    return found == clientProfiles.cend() ? profile : *found;
}

QStringList SimulationConfig::variants(PlaygroundPrimitive primitive)
{
    switch (primitive) {
    case PlaygroundPrimitive::Lock:
        return LockFactory::kinds() << QStringLiteral("redlock");
    case PlaygroundPrimitive::Semaphore:
        return SemaphoreFactory::kinds();
    case PlaygroundPrimitive::Queue:
        return {QStringLiteral("task"), QStringLiteral("reliable")};
    case PlaygroundPrimitive::DelayedQueue:
        return DelayedClaimerFactory::kinds();
    case PlaygroundPrimitive::RateLimiter:
        return RateLimiterFactory::kinds();
    }
    return {};
}

QStringList SimulationConfig::crashSteps(PlaygroundPrimitive primitive, QStringView variant)
{
    switch (primitive) {
    case PlaygroundPrimitive::Lock:
        if (variant == u"setnx-expire")
            return {QStringLiteral("after-setnx"), QStringLiteral("release-after-get")};
        if (variant == u"getset")
            return {QStringLiteral("after-get"), QStringLiteral("release-after-get")};
        return {};
    case PlaygroundPrimitive::Semaphore:
        if (variant == u"fair" || variant == u"locked")
            return {QStringLiteral("after-incr")};
        return {};
    case PlaygroundPrimitive::DelayedQueue:
        if (variant == u"zrem-checked" || variant == u"unchecked")
            return {QStringLiteral("after-read"), QStringLiteral("after-zrem")};
        return {};
    case PlaygroundPrimitive::Queue:
    case PlaygroundPrimitive::RateLimiter:
        return {};
    }
    return {};
}

Result<void> SimulationConfig::validate() const
{
    const QString primitiveName = PlaygroundHistory::primitiveName(primitive);
    if (!variants(primitive).contains(variant))
        return invalid(QStringLiteral("%1 has no variant \"%2\" (known: %3)")
                           .arg(primitiveName, variant, variants(primitive).join(u", ")));
    if (clients < 1 || clients > MaxClients)
        return invalid(
            QStringLiteral("clients must be 1 to %1, not %2").arg(MaxClients).arg(clients));
    if (durationMs < 1 || durationMs > MaxDurationMs)
        return invalid(
            QStringLiteral("the run must last 1 ms to 1 hour, not %1 ms").arg(durationMs));
    if (const Result<void> name = KeySpace::validateName(this->name); !name)
        return name.error();
    if (name.contains(':'))
        return invalid(
            QStringLiteral("the name must not contain ':' (it is also a limiter's name)"));
    const bool needsLimit = primitive == PlaygroundPrimitive::Semaphore ||
                            primitive == PlaygroundPrimitive::RateLimiter;
    if (needsLimit && (limit < 1 || limit > 100000))
        return invalid(QStringLiteral("the limit must be 1 to 100000, not %1").arg(limit));
    if (primitive == PlaygroundPrimitive::RateLimiter && (windowMs < 1 || windowMs > 86400000))
        return invalid(QStringLiteral("the window must be 1 ms to 1 day, not %1 ms").arg(windowMs));
    if (subjects < 1 || subjects > 10000)
        return invalid(QStringLiteral("subjects must be 1 to 10000, not %1").arg(subjects));
    const bool queue =
        primitive == PlaygroundPrimitive::Queue || primitive == PlaygroundPrimitive::DelayedQueue;
    if (queue && (producers < 1 || producers >= clients))
        return invalid(QStringLiteral("a queue run needs 1 to clients-1 producers (clients %1, "
                                      "producers %2)")
                           .arg(clients)
                           .arg(producers));
    if (const Result<void> valid = profile.validate(); !valid)
        return valid;
    for (auto it = clientProfiles.cbegin(); it != clientProfiles.cend(); ++it) {
        if (it.key() < 0 || it.key() >= clients)
            return invalid(QStringLiteral("parameters for client %1, but there are only %2 clients")
                               .arg(it.key())
                               .arg(clients));
        if (const Result<void> valid = it->validate(); !valid)
            return invalid(u"client " % QString::number(it.key()) % u": " %
                           valid.error().message());
    }
    if (layout == Layout::Independent && (nodes < 1 || nodes > 9))
        return invalid(QStringLiteral("Redlock runs on 1 to 9 nodes, not %1").arg(nodes));
    if (variant == u"redlock" && layout != Layout::Independent)
        return invalid(QStringLiteral("Redlock runs on independent nodes the playground starts "
                                      "(layout independent)"));
    const bool replicas =
        layout == Layout::Replicated || layout == Layout::Cluster || layout == Layout::Sentinel;
    if (variant == u"synced" && !replicas)
        return invalid(QStringLiteral(
            "the replica-synced lock needs a replica: layout replicated, cluster or sentinel"));
    const int nodeCount = layout == Layout::Independent  ? nodes
                          : layout == Layout::Replicated ? 2
                          : layout == Layout::Cluster    ? PlaygroundServers::ClusterNodes
                          : layout == Layout::Sentinel   ? 1 + PlaygroundServers::SentinelReplicas
                                                         : 1;
    for (const FaultSpec &fault : faults) {
        if (const Result<void> valid = fault.validate(); !valid)
            return valid;
        if (!fault.isServerFault() && fault.client >= clients)
            return invalid(QStringLiteral("fault \"%1\": there are only %2 clients")
                               .arg(fault.describe())
                               .arg(clients));
        if (fault.isServerFault() && layout == Layout::Given)
            return invalid(QStringLiteral("fault \"%1\": server faults run only on servers the "
                                          "playground starts itself (layout independent, "
                                          "replicated, cluster or sentinel), never on a server you "
                                          "connected to")
                               .arg(fault.describe()));
        if (fault.isServerFault() && fault.node >= nodeCount)
            return invalid(QStringLiteral("fault \"%1\": there are only %2 nodes")
                               .arg(fault.describe())
                               .arg(nodeCount));
        if (fault.kind == FaultSpec::Kind::ReplicationPause && !replicas)
            return invalid(
                QStringLiteral("fault \"%1\" needs layout replicated, cluster or sentinel")
                    .arg(fault.describe()));
        if (fault.kind == FaultSpec::Kind::Failover && layout != Layout::Replicated)
            return invalid(QStringLiteral("fault \"%1\" needs layout replicated (a cluster fails "
                                          "over with server-stop or cluster-failover, the "
                                          "sentinels when the master is stopped or paused)")
                               .arg(fault.describe()));
        if (fault.needsCluster() && layout != Layout::Cluster)
            return invalid(
                QStringLiteral("fault \"%1\" needs layout cluster").arg(fault.describe()));
        if (fault.atMs > durationMs)
            return invalid(QStringLiteral("fault \"%1\" at %2 ms is after the run's end (%3 ms)")
                               .arg(fault.describe())
                               .arg(fault.atMs)
                               .arg(durationMs));
    }
    return {};
}

PlaygroundHistory::Run SimulationConfig::historyRun() const
{
    PlaygroundHistory::Run run;
    run.scenario = scenario;
    run.scenarioCase = scenarioCase;
    run.primitive = primitive;
    run.variant = variant;
    run.seed = seed;
    run.clients = clients;
    const bool limited = primitive == PlaygroundPrimitive::Semaphore ||
                         primitive == PlaygroundPrimitive::RateLimiter;
    run.limit = limited ? limit : 0;
    run.windowUs = primitive == PlaygroundPrimitive::RateLimiter ? windowMs * 1000 : 0;
    return run;
}
