#include "playgroundscenario.h"

#include "hashslot.h"
#include "keyspace.h"
#include "playgroundservers.h"

#include <QRegularExpression>

#include <algorithm>

#include <QCoreApplication>
#include <optional>

namespace {

using Kind = PlaygroundEvent::Kind;
using Verdict = PlaygroundScenario::Verdict;
using ViolationKind = CheckReport::Violation::Kind;

FaultSpec fault(FaultSpec::Kind kind, qint64 atMs)
{
    FaultSpec spec;
    spec.kind = kind;
    spec.atMs = atMs;
    return spec;
}

FaultSpec clientFault(FaultSpec::Kind kind, qint64 atMs, int client)
{
    FaultSpec spec = fault(kind, atMs);
    spec.client = client;
    return spec;
}

FaultSpec nodeFault(FaultSpec::Kind kind, qint64 atMs, int node)
{
    FaultSpec spec = fault(kind, atMs);
    spec.node = node;
    return spec;
}

std::optional<qint64> firstFaultUs(const PlaygroundHistory &history, const QString &fault,
                                   int occurrence = 0)
{
    for (const PlaygroundEvent &event : history.events()) {
        if (event.kind == Kind::Fault && event.fault == fault && occurrence-- == 0)
            return event.timeUs;
    }
    return std::nullopt;
}

int countAfter(const PlaygroundHistory &history, Kind kind, qint64 afterUs)
{
    int count = 0;
    for (const PlaygroundEvent &event : history.events())
        count += event.kind == kind && event.timeUs > afterUs;
    return count;
}

// The longest time without a grant after afterUs (to the next grant, or the run's end).
qint64 longestGrantGapUs(const PlaygroundHistory &history, qint64 afterUs)
{
    qint64 previous = afterUs;
    qint64 longest = 0;
    for (const PlaygroundEvent &event : history.events()) {
        if (event.kind == Kind::Granted && event.timeUs > afterUs) {
            longest = std::max(longest, event.timeUs - previous);
            previous = event.timeUs;
        }
    }
    if (!history.events().isEmpty())
        longest = std::max(longest, history.events().constLast().timeUs - previous);
    return longest;
}

// Unsafe: at least one overlap. Safe: none, and grants happened (a lock that never grants, or
// clients that never connected, would have none too).
Verdict overlapsVerdict(const CheckReport &report, bool expectOverlaps)
{
    const qsizetype overlaps = report.count(ViolationKind::OverlappingHolds);
    const QString found =
        QCoreApplication::translate("PlaygroundScenario", "%1 in %2")
            .arg(QCoreApplication::translate("PlaygroundScenario", "%n overlapping hold(s)",
                                             nullptr, int(overlaps)),
                 QCoreApplication::translate("PlaygroundScenario", "%n grant(s)", nullptr,
                                             int(report.metrics.grants)));
    return {expectOverlaps ? overlaps >= 1 : overlaps == 0 && report.metrics.grants > 0, found};
}

// The replica-synced lock: grants before the replication cut, refusals after it, no overlap.
Verdict syncedVerdict(const PlaygroundHistory &h, const CheckReport &r)
{
    const std::optional<qint64> cut = firstFaultUs(h, QStringLiteral("replication-pause"));
    const int grantsAfter = cut ? countAfter(h, Kind::Granted, *cut) : 0;
    const int before = r.metrics.grants - grantsAfter;
    const int refusedAfter = cut ? countAfter(h, Kind::Refused, *cut) : 0;
    const Verdict overlaps = overlapsVerdict(r, false);
    return {overlaps.asExpected && before >= 1 && refusedAfter >= 1,
            QCoreApplication::translate("PlaygroundScenario",
                                        "%1; %2 grants before the cut, %3 refusals after it")
                .arg(overlaps.reason)
                .arg(before)
                .arg(refusedAfter)};
}

Verdict noCrashYet()
{
    return {false,
            QCoreApplication::translate("PlaygroundScenario",
                                        "the crash did not happen (the client never reached it)")};
}

// Redlock grants say "validity N ms; nodes: …": the mean validity of one client's grants.
std::optional<double> meanValidityMs(const PlaygroundHistory &history, int client)
{
    static const QRegularExpression validity(QStringLiteral("^validity (-?\\d+) ms"));
    double sum = 0;
    int count = 0;
    for (const PlaygroundEvent &event : history.events()) {
        if (event.kind != Kind::Granted || event.client != client)
            continue;
        const QRegularExpressionMatch match = validity.match(event.detail);
        if (match.hasMatch()) {
            sum += match.captured(1).toDouble();
            ++count;
        }
    }
    if (count == 0)
        return std::nullopt;
    return sum / count;
}

// The slot of a run's primitive (its keys share the "{name}" hash tag), and the master of the
// playground's fresh cluster that serves it (startCluster splits the slots evenly).
int slotOfRun(const SimulationConfig &c)
{
    return HashSlot::of(KeySpace(c.keyPrefix).key(c.name, "x"));
}

int clusterMasterOfSlot(int slot)
{
    int master = 0;
    while (master + 1 < PlaygroundServers::ClusterMasters &&
           (master + 1) * HashSlot::SlotCount / PlaygroundServers::ClusterMasters <= slot)
        ++master;
    return master;
}

QList<PlaygroundScenario> makeScenarios()
{
    QList<PlaygroundScenario> list;
    PlaygroundScenario s;

    // 1
    s = {};
    s.number = 1;
    s.name = QStringLiteral("naive-crash");
    s.title = QCoreApplication::translate("PlaygroundScenario", "Naive lock, holder crashes");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "The naive lock (SETNX and DEL) has no lease, so a holder that crashes never releases "
        "it: every later attempt waits and is refused for the rest of the run. The token "
        "lock's lease ends the same crash after its TTL.");
    s.cases = {
        {QStringLiteral("naive"), false,
         QCoreApplication::translate("PlaygroundScenario",
                                     "no grant after the crash; every later attempt is refused")},
        {QStringLiteral("token"), true,
         QCoreApplication::translate(
             "PlaygroundScenario",
             "grants resume once the crashed holder's 300 ms lease has run out")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::Lock;
        c.variant = label;
        c.clients = 4;
        c.durationMs = 2000;
        c.profile.ttlMs = 300;
        c.profile.waitMs = 400;
        c.faults = {clientFault(FaultSpec::Kind::Crash, 400, 0)};
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &h,
                    const CheckReport &r) -> Verdict {
        const std::optional<qint64> crash = firstFaultUs(h, QStringLiteral("crash"));
        if (!crash)
            return noCrashYet();
        const int grants = countAfter(h, Kind::Granted, *crash);
        const int refused = countAfter(h, Kind::Refused, *crash);
        const QString found =
            QCoreApplication::translate("PlaygroundScenario", "%1 after the crash, %2")
                .arg(QCoreApplication::translate("PlaygroundScenario", "%n grant(s)", nullptr,
                                                 int(grants)),
                     QCoreApplication::translate("PlaygroundScenario", "%n refusal(s)", nullptr,
                                                 int(refused)));
        if (label == u"naive")
            return {grants == 0 && refused >= 1 && r.violationCount() == 0, found};
        return {grants >= 1 && r.violationCount() == 0, found};
    };
    list << s;

    // 2
    s = {};
    s.number = 2;
    s.name = QStringLiteral("setnx-expire-crash");
    s.title = QCoreApplication::translate("PlaygroundScenario",
                                          "SETNX then EXPIRE, holder crashes between them");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "A holder that crashes after SETNX and before PEXPIRE leaves a lock with no TTL that "
        "nobody would ever release, until a waiter finds it (PTTL says -1) and sets the TTL "
        "itself. Grants stop for about a lease and then resume; SET NX PX has no such gap.");
    s.cases = {
        {QStringLiteral("setnx-expire"), false,
         QCoreApplication::translate(
             "PlaygroundScenario", "a stall of about the 500 ms lease after the crash, then grants "
                                   "again (a waiter repaired the TTL)")},
        {QStringLiteral("token"), true,
         QCoreApplication::translate("PlaygroundScenario",
                                     "the crash point does not exist (one command): no stall, no "
                                     "violation")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::Lock;
        c.variant = label;
        c.clients = 4;
        c.durationMs = 2000;
        c.profile.ttlMs = 500;
        c.profile.waitMs = 1000;
        FaultSpec crash = clientFault(FaultSpec::Kind::Crash, 300, 0);
        crash.step = QStringLiteral("after-setnx");
        c.faults = {crash};
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &h,
                    const CheckReport &r) -> Verdict {
        const std::optional<qint64> crash = firstFaultUs(h, QStringLiteral("crash"));
        if (label == u"token") {
            const qint64 gap =
                longestGrantGapUs(h, h.events().isEmpty() ? 0 : h.events().first().timeUs);
            return {!crash && gap < 250 * 1000 && r.violationCount() == 0,
                    QCoreApplication::translate("PlaygroundScenario",
                                                "%1, longest time without a grant %2 ms")
                        .arg(crash ? QCoreApplication::translate("PlaygroundScenario", "a crash")
                                   : QCoreApplication::translate("PlaygroundScenario", "no crash"))
                        .arg(gap / 1000)};
        }
        if (!crash)
            return noCrashYet();
        const qint64 gap = longestGrantGapUs(h, *crash);
        const int grants = countAfter(h, Kind::Granted, *crash);
        return {gap >= 400 * 1000 && grants >= 1 && r.violationCount() == 0,
                QCoreApplication::translate("PlaygroundScenario",
                                            "no grant for %1 ms after the crash, then %2")
                    .arg(gap / 1000)
                    .arg(QCoreApplication::translate("PlaygroundScenario", "%n grant(s)", nullptr,
                                                     int(grants)))};
    };
    list << s;

    // 3
    s = {};
    s.number = 3;
    s.name = QStringLiteral("getset-expiry");
    s.title =
        QCoreApplication::translate("PlaygroundScenario", "GETSET lock under contention at expiry");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "The GETSET lock keeps its expiry in the value, and a waiter that reads a past expiry "
        "takes the lock over even while its holder is still working: two holders (and the "
        "losing racer has overwritten the winner's expiry). The token lock with a watchdog "
        "renews the lease while the holder works.");
    s.cases = {{QStringLiteral("getset"), false,
                QCoreApplication::translate(
                    "PlaygroundScenario",
                    "overlapping holds: holders working past their 300 ms expiry are "
                    "taken over")},
               {QStringLiteral("token+watchdog"), true,
                QCoreApplication::translate("PlaygroundScenario", "no overlapping holds")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::Lock;
        c.variant = label == u"getset" ? label : QStringLiteral("token");
        c.profile.watchdog = label != u"getset";
        c.clients = 6;
        c.durationMs = 2500;
        c.profile.ttlMs = 300;
        c.profile.holdMs = {100, 500};
        c.profile.thinkMs = {0, 5};
        c.profile.waitMs = 1000;
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &, const CheckReport &r) {
        return overlapsVerdict(r, label == u"getset");
    };
    list << s;

    // 4
    s = {};
    s.number = 4;
    s.name = QStringLiteral("token-pause");
    s.title =
        QCoreApplication::translate("PlaygroundScenario", "Token lock, holder paused past its TTL");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "A holder stopped by a pause longer than its lease (a GC pause) wakes up believing it "
        "still holds the lock that another client now holds: two holders. A watchdog renewing "
        "from another thread keeps the lease alive through the pause, and fencing numbers let the "
        "protected resource refuse the stale holder's write.");
    s.cases = {
        {QStringLiteral("token"), false,
         QCoreApplication::translate("PlaygroundScenario", "overlapping holds")},
        {QStringLiteral("token+watchdog"), true,
         QCoreApplication::translate("PlaygroundScenario", "no overlapping holds")},
        {QStringLiteral("fenced"), true,
         QCoreApplication::translate(
             "PlaygroundScenario", "overlapping holds, each one caught by the fencing numbers (the "
                                   "stale write is refused)")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::Lock;
        c.variant = label == u"fenced" ? label : QStringLiteral("token");
        c.profile.watchdog = label == u"token+watchdog";
        c.profile.fenced = label == u"fenced";
        c.clients = 4;
        c.durationMs = 2000;
        c.profile.ttlMs = 300;
        FaultSpec pause = clientFault(FaultSpec::Kind::Pause, 400, 0);
        pause.durationMs = 800;
        c.faults = {pause};
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &h,
                    const CheckReport &r) -> Verdict {
        if (!firstFaultUs(h, QStringLiteral("pause")))
            return {false,
                    QCoreApplication::translate("PlaygroundScenario", "the pause did not happen")};
        if (label != u"fenced")
            return overlapsVerdict(r, label == u"token");
        qsizetype caught = 0;
        const qsizetype overlaps = r.count(ViolationKind::OverlappingHolds);
        for (const CheckReport::Violation &v : r.violations)
            caught +=
                v.kind == ViolationKind::OverlappingHolds && v.fencingWouldCatch.value_or(false);
        return {overlaps >= 1 && caught == overlaps,
                QCoreApplication::translate("PlaygroundScenario", "%1, %2 caught by fencing")
                    .arg(QCoreApplication::translate("PlaygroundScenario", "%n overlapping hold(s)",
                                                     nullptr, int(overlaps)))
                    .arg(caught)};
    };
    list << s;

    // 5
    s = {};
    s.number = 5;
    s.name = QStringLiteral("semaphore-skew");
    s.title = QCoreApplication::translate("PlaygroundScenario",
                                          "Basic semaphore, a client's clock runs behind");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "The basic semaphore ranks holders by their own clocks' timestamps, so a client whose "
        "clock runs 400 ms behind ranks ahead of everyone and gets a permit even when all are "
        "taken: more holders than the limit. The fair semaphore ranks by a counter, so the skew "
        "gives that client no head start, and the lock-guarded and atomic ones also close the "
        "fair one's own race (INCR and ZADD in two round trips).");
    s.cases = {
        {QStringLiteral("basic"), false,
         QCoreApplication::translate(
             "PlaygroundScenario", "more holders than the 3 permits, and the skewed client 0 gets "
                                   "well over the others' share of grants")},
        {QStringLiteral("fair"), false,
         QCoreApplication::translate("PlaygroundScenario",
                                     "client 0 gets about the others' share of grants; the fair "
                                     "semaphore's own INCR/ZADD race may still exceed the limit")},
        {QStringLiteral("locked"), true,
         QCoreApplication::translate("PlaygroundScenario", "never more than 3 holders")},
        {QStringLiteral("atomic"), true,
         QCoreApplication::translate("PlaygroundScenario", "never more than 3 holders")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::Semaphore;
        c.variant = label;
        c.limit = 3;
        c.clients = 6;
        c.durationMs = 2000;
        c.profile.ttlMs = 2000;
        c.profile.holdMs = {50, 100};
        c.profile.waitMs = 1000;
        FaultSpec skew = clientFault(FaultSpec::Kind::ClockSkew, 0, 0);
        skew.amountMs = -400;
        c.faults = {skew};
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &h,
                    const CheckReport &r) -> Verdict {
        const qint64 over = r.count(ViolationKind::SemaphoreOverLimit);
        // Grants per client: does the skewed client 0 get ahead?
        QList<int> grants(h.run().clients, 0);
        for (const PlaygroundEvent &event : h.events()) {
            if (event.kind == Kind::Granted && event.client >= 0 && event.client < grants.size())
                ++grants[event.client];
        }
        const int skewed = grants.value(0);
        double othersMean = 0;
        for (qsizetype i = 1; i < grants.size(); ++i)
            othersMean += double(grants.at(i)) / double(grants.size() - 1);
        const QString found =
            QCoreApplication::translate("PlaygroundScenario",
                                        "%1, at most %2 holders at once; client 0 got %3 "
                                        "grants, the others %4 on average")
                .arg(QCoreApplication::translate(
                    "PlaygroundScenario", "%n stretch(es) over the limit", nullptr, int(over)))
                .arg(r.metrics.maxHolders)
                .arg(skewed)
                .arg(othersMean, 0, 'f', 1);
        // Client 0 ranks first at every attempt with the basic semaphore, so it is granted far
        // more often; with the fair one it takes its turn (the margins leave room for chance).
        if (label == u"basic")
            return {over >= 1 && double(skewed) > 1.25 * othersMean, found};
        if (label == u"fair")
            return {double(skewed) <= 1.5 * othersMean, found};
        return {over == 0 && r.metrics.grants > 0, found};
    };
    list << s;

    // 6
    s = {};
    s.number = 6;
    s.name = QStringLiteral("failover");
    s.title =
        QCoreApplication::translate("PlaygroundScenario", "Master failover before replication");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "The replica is cut off, a client takes the lock on the master, and the replica is "
        "promoted without it, so another client takes the same lock on the new master: two "
        "holders. The replica-synced lock refuses a grant its replica did not acknowledge, "
        "and Redlock over 5 nodes keeps its majority when one node loses the lock, as long as "
        "that node stays down for a lease before it rejoins (the delayed restart Redlock "
        "prescribes).");
    s.cases = {
        {QStringLiteral("token"), false,
         QCoreApplication::translate("PlaygroundScenario", "overlapping holds after the failover")},
        {QStringLiteral("synced"), true,
         QCoreApplication::translate(
             "PlaygroundScenario",
             "grants while the replica acknowledges, refusals once it is cut off, no "
             "overlapping holds")},
        {QStringLiteral("redlock"), true,
         QCoreApplication::translate(
             "PlaygroundScenario",
             "no overlapping holds: node 0 dies with the lock and rejoins empty one "
             "lease later")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::Lock;
        c.variant = label;
        c.clients = 3;
        c.durationMs = 2500;
        c.profile.ttlMs = 1100; // the first holder's copy on the replica is gone by the failover
        c.profile.holdMs = {800, 1000};
        c.profile.thinkMs = {50, 50};
        c.profile.waitMs = 1500;
        if (label == u"redlock") {
            c.layout = SimulationConfig::Layout::Independent;
            c.nodes = 5;
            // Restarted at once, node 0 could give a second client the majority when the
            // holder had only 3 yes (docs/playground.md); Redlock's delayed restart waits a
            // lease.
            c.profile.ttlMs = 1200;
            c.faults = {nodeFault(FaultSpec::Kind::ServerStop, 1200, 0),
                        nodeFault(FaultSpec::Kind::ServerRestart, 2400, 0)};
        } else {
            c.layout = SimulationConfig::Layout::Replicated;
            c.faults = {fault(FaultSpec::Kind::ReplicationPause, 600),
                        fault(FaultSpec::Kind::Failover, 1400)};
        }
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &h,
                    const CheckReport &r) -> Verdict {
        const QString fault =
            label == u"redlock" ? QStringLiteral("server-stop") : QStringLiteral("failover");
        if (!firstFaultUs(h, fault))
            return {false, u"the " % fault % u" did not happen"};
        if (label == u"synced") {
            return syncedVerdict(h, r);
        }
        return overlapsVerdict(r, label == u"token");
    };
    list << s;

    // 7
    s = {};
    s.number = 7;
    s.name = QStringLiteral("redlock-nodes");
    s.title =
        QCoreApplication::translate("PlaygroundScenario", "Redlock with nodes stopped one by one");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "Redlock grants while a majority of its 5 nodes answers and refuses once only 2 are "
        "left. Its validity is the TTL minus the time the round took, so client 1, whose network "
        "adds 15 ms per command, gets less validity than client 0.");
    s.cases = {
        {QStringLiteral("redlock"), true,
         QCoreApplication::translate("PlaygroundScenario",
                                     "grants with 3 or more nodes up, none with 2; no overlapping "
                                     "holds; client 1's validity below client 0's")}};
    s.configure = [](SimulationConfig &c, const QString &) {
        c.primitive = PlaygroundPrimitive::Lock;
        c.variant = QStringLiteral("redlock");
        c.layout = SimulationConfig::Layout::Independent;
        c.nodes = 5;
        c.clients = 2;
        c.durationMs = 1800;
        c.profile.ttlMs = 500;
        c.profile.waitMs = 200;
        // Leaves the slow client a chance: Redlock asks the nodes at once, so client 0's round
        // is a few ms while client 1's writes alone take 5 x 15 ms (its delay is per command).
        c.profile.thinkMs = {40, 80};
        FaultSpec slow = clientFault(FaultSpec::Kind::SlowNetwork, 0, 1);
        slow.amountMs = 15;
        c.faults = {slow, nodeFault(FaultSpec::Kind::ServerStop, 400, 0),
                    nodeFault(FaultSpec::Kind::ServerStop, 800, 1),
                    nodeFault(FaultSpec::Kind::ServerStop, 1200, 2)};
    };
    s.judgeRun = [](const QString &, const PlaygroundHistory &h, const CheckReport &r) -> Verdict {
        const std::optional<qint64> third = firstFaultUs(h, QStringLiteral("server-stop"), 2);
        if (!third)
            return {false, QCoreApplication::translate("PlaygroundScenario",
                                                       "the third node was not stopped")};
        // An attempt already past its votes may still be granted just after the stop.
        const int late = countAfter(h, Kind::Granted, *third + 100 * 1000);
        const int before = r.metrics.grants - countAfter(h, Kind::Granted, *third);
        const std::optional<double> fast = meanValidityMs(h, 0);
        const std::optional<double> slow = meanValidityMs(h, 1);
        const bool shrinks = fast && slow && *slow < *fast;
        return {before >= 1 && late == 0 && r.violationCount() == 0 && shrinks,
                QCoreApplication::translate(
                    "PlaygroundScenario",
                    "%1 grants before the third stop, %2 after; validity %3 ms (client 0) "
                    "vs %4 ms (client 1, slow network)")
                    .arg(before)
                    .arg(late)
                    .arg(fast ? QString::number(*fast, 'f', 0) : QStringLiteral("?"),
                         slow ? QString::number(*slow, 'f', 0) : QStringLiteral("?"))};
    };
    list << s;

    // 8
    s = {};
    s.number = 8;
    s.name = QStringLiteral("delayed-claim");
    s.title = QCoreApplication::translate("PlaygroundScenario", "Delayed queue with 4 claimers");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "Four claimers poll one delayed queue, and the broken claim pushes the due items it "
        "read without checking that its ZREM removed them, so an item read by two claimers is "
        "pushed twice. The book's claim pushes only what its ZREM removed, and the atomic "
        "claim does it all in one script.");
    s.cases = {{QStringLiteral("unchecked"), false,
                QCoreApplication::translate("PlaygroundScenario", "items delivered twice")},
               {QStringLiteral("zrem-checked"), true,
                QCoreApplication::translate("PlaygroundScenario", "no duplicates, nothing lost")},
               {QStringLiteral("atomic"), true,
                QCoreApplication::translate("PlaygroundScenario", "no duplicates, nothing lost")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::DelayedQueue;
        c.variant = label;
        c.clients = 5;
        c.producers = 1;
        c.durationMs = 1200;
        c.delayMs = {0, 20};
        c.profile.thinkMs = {0, 3};
        c.drainMs = 2000;
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &,
                    const CheckReport &r) -> Verdict {
        const qsizetype duplicates = r.count(ViolationKind::DuplicateDelivery);
        const qsizetype lost = r.count(ViolationKind::LostItem);
        const QString found =
            QCoreApplication::translate("PlaygroundScenario",
                                        "%1 items, %2 duplicate deliveries, %3 lost")
                .arg(r.metrics.enqueued)
                .arg(duplicates)
                .arg(lost);
        if (label == u"unchecked")
            return {duplicates >= 1, found};
        return {duplicates == 0 && lost == 0 && r.metrics.enqueued > 0, found};
    };
    list << s;

    // 9
    s = {};
    s.number = 9;
    s.name = QStringLiteral("window-edge");
    s.title = QCoreApplication::translate("PlaygroundScenario",
                                          "Fixed vs sliding window at the window edge");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "Callers burst from 100 ms before a window edge: the fixed window admits its 10 just "
        "before the edge and 10 more just after, 20 within 200 ms. The sliding window counts the "
        "last second wherever it ends, so it never admits more than 10 in any second.");
    s.cases = {{QStringLiteral("fixed"), false,
                QCoreApplication::translate("PlaygroundScenario",
                                            "an over-admission: the fixed window's edge burst")},
               {QStringLiteral("sliding"), true,
                QCoreApplication::translate("PlaygroundScenario", "no over-admission")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::RateLimiter;
        c.variant = label;
        c.limit = 10;
        c.windowMs = 1000;
        c.clients = 4;
        c.durationMs = 2600;
        c.alignBeforeEdgeMs = 100;
        c.profile.thinkMs = {0, 2};
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &,
                    const CheckReport &r) -> Verdict {
        const qsizetype over = r.count(ViolationKind::OverAdmission);
        const QString found =
            QCoreApplication::translate("PlaygroundScenario", "%1 admitted, %2 limited, %3")
                .arg(r.metrics.admitted)
                .arg(r.metrics.limited)
                .arg(QCoreApplication::translate("PlaygroundScenario", "%n over-admission(s)",
                                                 nullptr, int(over)));
        return {label == u"fixed" ? over >= 1 : over == 0 && r.metrics.admitted > 0, found};
    };
    list << s;

    // 10
    s = {};
    s.number = 10;
    s.name = QStringLiteral("reliable-crash");
    s.title = QCoreApplication::translate("PlaygroundScenario",
                                          "Reliable queue, consumer crashes mid-item");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "A consumer crashes while working on an item: the reliable queue kept the item in the "
        "consumer's processing list, and the reaper puts it back once the consumer's deadline "
        "passes. It is delivered again and nothing is lost, while the plain BLPOP queue loses "
        "it.");
    s.cases = {
        {QStringLiteral("task"), false,
         QCoreApplication::translate("PlaygroundScenario", "the crashed consumer's item is lost")},
        {QStringLiteral("reliable"), true,
         QCoreApplication::translate("PlaygroundScenario",
                                     "the item is redelivered; none lost, none delivered twice")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::Queue;
        c.variant = label;
        c.clients = 4;
        c.producers = 1;
        c.durationMs = 1500;
        c.profile.ttlMs = 400;
        c.profile.holdMs = {20, 40};
        c.profile.thinkMs = {0, 5};
        c.drainMs = 2500;
        c.faults = {clientFault(FaultSpec::Kind::Crash, 500, 1)};
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &h,
                    const CheckReport &r) -> Verdict {
        if (!firstFaultUs(h, QStringLiteral("crash")))
            return noCrashYet();
        const qsizetype lost = r.count(ViolationKind::LostItem);
        const qsizetype duplicates = r.count(ViolationKind::DuplicateDelivery);
        const QString found =
            QCoreApplication::translate("PlaygroundScenario",
                                        "%1 items, %2 redelivered, %3 lost, %4 delivered twice")
                .arg(r.metrics.enqueued)
                .arg(r.metrics.redeliveries)
                .arg(lost)
                .arg(duplicates);
        if (label == u"task")
            return {lost >= 1, found};
        return {r.metrics.redeliveries >= 1 && lost == 0 && duplicates == 0, found};
    };
    list << s;

    // 11
    s = {};
    s.number = 11;
    s.name = QStringLiteral("cluster-failover");
    s.title = QCoreApplication::translate("PlaygroundScenario",
                                          "Cluster master killed before its replica has the lock");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "On a Redis Cluster, the replica of the master that serves the lock's slot is cut off, a "
        "client takes the lock, and the master is killed: the cluster promotes the replica "
        "without the lock, and another client takes it there while the first still holds it. The "
        "WAIT-synced lock refuses every grant no replica acknowledged instead; the fencing "
        "counter lives in the same slot, so it loses its increments too and hands the second "
        "holder the first one's number: the stale holder's write is accepted.");
    s.cases = {
        {QStringLiteral("token"), false,
         QCoreApplication::translate("PlaygroundScenario",
                                     "overlapping holds after the cluster promoted the replica")},
        {QStringLiteral("synced"), true,
         QCoreApplication::translate(
             "PlaygroundScenario",
             "grants while the replicas acknowledge, refusals once they are cut off, "
             "no overlapping holds")},
        {QStringLiteral("fenced"), false,
         QCoreApplication::translate(
             "PlaygroundScenario",
             "overlapping holds with the same fencing number: the counter's increment "
             "was lost with the master, so the stale holder's write is accepted")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::Lock;
        c.variant = label;
        c.profile.fenced = label == u"fenced";
        c.layout = SimulationConfig::Layout::Cluster;
        c.clients = 3;
        c.durationMs = 4500;
        c.profile.thinkMs = {50, 50};
        const int master = clusterMasterOfSlot(slotOfRun(c));
        if (label == u"synced") {
            // Grants before the cut, refusals after. Every master's replicas are cut: WAIT is
            // keyless, and a cluster connection sends it to its first master, which need not
            // serve the lock (docs/cluster.md, "The playground on a cluster").
            c.profile.ttlMs = 1000;
            c.profile.holdMs = {100, 150};
            c.profile.waitMs = 1000;
            for (int m = 0; m < PlaygroundServers::ClusterMasters; ++m)
                c.faults << nodeFault(FaultSpec::Kind::ReplicationPause, 500, m);
            c.faults << nodeFault(FaultSpec::Kind::ServerStop, 700, master);
        } else {
            // The cut comes first, so no grant reaches the replica; the first holder still holds
            // (5.5 s) when the cluster has promoted the replica (2.5 to 3.5 s after the kill
            // here; the margin is for a loaded machine).
            c.profile.ttlMs = 6500;
            c.profile.holdMs = {5500, 5500};
            c.profile.waitMs = 1500;
            c.faults = {nodeFault(FaultSpec::Kind::ReplicationPause, 0, master),
                        nodeFault(FaultSpec::Kind::ServerStop, 200, master)};
        }
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &h,
                    const CheckReport &r) -> Verdict {
        if (!firstFaultUs(h, QStringLiteral("server-stop")))
            return {false,
                    QCoreApplication::translate("PlaygroundScenario", "the master was not killed")};
        if (label == u"synced") {
            return syncedVerdict(h, r);
        }
        const Verdict overlaps = overlapsVerdict(r, true);
        if (label == u"token")
            return overlaps;
        qsizetype sameNumber = 0;
        for (const CheckReport::Violation &v : r.violations)
            sameNumber += v.kind == ViolationKind::OverlappingHolds && v.fencing.size() == 2 &&
                          v.fencing.at(0) >= 0 && v.fencing.at(0) == v.fencing.at(1);
        return {overlaps.asExpected && sameNumber >= 1,
                QCoreApplication::translate("PlaygroundScenario",
                                            "%1, %2 with the same fencing number on both holders")
                    .arg(overlaps.reason)
                    .arg(sameNumber)};
    };
    list << s;

    // 12
    s = {};
    s.number = 12;
    s.name = QStringLiteral("slot-migration");
    s.title = QCoreApplication::translate("PlaygroundScenario",
                                          "Queue and semaphore through a slot migration");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "On a Redis Cluster, the slot of the primitive's keys migrates to another master while "
        "clients use it: its keys move one MIGRATE at a time, commands are redirected (ASK) or "
        "told to try again (TRYAGAIN) meanwhile, then the new master serves the slot. The "
        "reliable queue loses and duplicates nothing, and the semaphore never grants more permits "
        "than its limit.");
    s.cases = {
        {QStringLiteral("reliable"), true,
         QCoreApplication::translate("PlaygroundScenario",
                                     "no item lost, none delivered twice, deliveries after the "
                                     "migration")},
        {QStringLiteral("atomic"), true,
         QCoreApplication::translate(
             "PlaygroundScenario",
             "never more holders than the limit, grants after the migration")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        const bool queue = label == u"reliable";
        c.primitive = queue ? PlaygroundPrimitive::Queue : PlaygroundPrimitive::Semaphore;
        c.variant = label;
        c.layout = SimulationConfig::Layout::Cluster;
        c.clients = 4;
        c.durationMs = 2500;
        c.limit = 2;
        // A release that meets its keys on both sides of the migration fails (EXECABORT):
        // the permit is then held until its lease ends.
        c.profile.ttlMs = 1000;
        c.profile.holdMs = {20, 40};
        c.profile.thinkMs = {0, 10};
        c.drainMs = 3000;
        const int slot = slotOfRun(c);
        FaultSpec begin =
            nodeFault(FaultSpec::Kind::SlotMigration, 700,
                      (clusterMasterOfSlot(slot) + 1) % PlaygroundServers::ClusterMasters);
        begin.slot = slot;
        c.faults = {begin, fault(FaultSpec::Kind::SlotMigrationEnd, 1200)};
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &h,
                    const CheckReport &r) -> Verdict {
        const std::optional<qint64> end = firstFaultUs(h, QStringLiteral("slot-migration-end"));
        if (!end || !firstFaultUs(h, QStringLiteral("slot-migration")))
            return {false, QCoreApplication::translate("PlaygroundScenario",
                                                       "the migration did not happen")};
        if (label == u"reliable") {
            const qsizetype lost = r.count(ViolationKind::LostItem);
            const qsizetype duplicates = r.count(ViolationKind::DuplicateDelivery);
            const int after = countAfter(h, Kind::Delivered, *end);
            return {lost == 0 && duplicates == 0 && after >= 1 && r.metrics.enqueued > 0,
                    QCoreApplication::translate(
                        "PlaygroundScenario",
                        "%1 items, %2 lost, %3 delivered twice, %4 deliveries after the "
                        "migration")
                        .arg(r.metrics.enqueued)
                        .arg(lost)
                        .arg(duplicates)
                        .arg(after)};
        }
        const qsizetype over = r.count(ViolationKind::SemaphoreOverLimit);
        const int after = countAfter(h, Kind::Granted, *end);
        return {over == 0 && after >= 1 && r.violationCount() == 0,
                QCoreApplication::translate(
                    "PlaygroundScenario",
                    "%1, at most %2 holders at once, %3 grants after the migration")
                    .arg(QCoreApplication::translate(
                        "PlaygroundScenario", "%n stretch(es) over the limit", nullptr, int(over)))
                    .arg(r.metrics.maxHolders)
                    .arg(after)};
    };
    list << s;

    // 13
    s = {};
    s.number = 13;
    s.name = QStringLiteral("sentinel-failover");
    s.title = QCoreApplication::translate("PlaygroundScenario",
                                          "Sentinel promotes a replica that never saw the lock");
    s.shows = QCoreApplication::translate(
        "PlaygroundScenario",
        "Three sentinels watch a master and 2 replicas; the replicas are cut off, a client takes "
        "the lock through the sentinels, and the master is killed: the sentinels promote a "
        "replica without the lock and the other clients, following them, take it while the "
        "first still holds it. Jepsen found the same in 2013 (acknowledged writes lost in a "
        "Sentinel failover: replication is asynchronous); the WAIT-synced lock refuses while no "
        "replica acknowledges, and fencing numbers catch the stale holder once the new master "
        "has handed out a higher one.");
    s.cases = {
        {QStringLiteral("token"), false,
         QCoreApplication::translate("PlaygroundScenario",
                                     "overlapping holds after the sentinels promoted a replica")},
        {QStringLiteral("synced"), true,
         QCoreApplication::translate(
             "PlaygroundScenario",
             "refusals while the replicas are cut off, grants again once the sentinels "
             "promoted one and the other follows it, no overlapping holds")},
        {QStringLiteral("fenced"), false,
         QCoreApplication::translate(
             "PlaygroundScenario",
             "overlapping holds; the first new holder gets the stale holder's number "
             "again (the increment was lost with the master), a later one a higher "
             "number, which catches the stale holder: its fenced write is refused")}};
    s.configure = [](SimulationConfig &c, const QString &label) {
        c.primitive = PlaygroundPrimitive::Lock;
        c.variant = label;
        c.profile.fenced = label == u"fenced";
        c.layout = SimulationConfig::Layout::Sentinel;
        c.clients = 3;
        c.profile.ttlMs = 10000;
        c.profile.holdMs = {300, 300};
        // The others try about once a second: a try while there is no master fails at once
        // (an error, not a refusal), and they must not fail so often that the run is
        // inconclusive. The sentinels promote a replica about 2.3 s after the kill here.
        c.profile.thinkMs = {1000, 1000};
        c.profile.waitMs = 1500;
        if (label == u"synced") {
            // Every try while the master lives is refused (WAIT counts no replica), then the
            // master dies; after the promotion the other replica follows the new master and
            // acknowledges again.
            // The kill comes late enough that every client has had a refusal on a machine
            // slow to connect through the sentinels (at 1.2 s, a slow CI machine saw none).
            c.durationMs = 6800;
            c.profile.thinkMs = {500, 700};
            c.profile.waitMs = 300;
            c.faults = {fault(FaultSpec::Kind::ReplicationPause, 0),
                        nodeFault(FaultSpec::Kind::ServerStop, 2500, 0)};
        } else {
            // Client 0 takes the lock at once on the cut-off master and holds it to the end.
            c.durationMs = 5000;
            ClientProfile first = c.profile;
            first.thinkMs = {0, 0};
            first.holdMs = {8000, 8000};
            c.clientProfiles.insert(0, first);
            c.faults = {fault(FaultSpec::Kind::ReplicationPause, 0),
                        nodeFault(FaultSpec::Kind::ServerStop, 300, 0)};
        }
    };
    s.judgeRun = [](const QString &label, const PlaygroundHistory &h,
                    const CheckReport &r) -> Verdict {
        const std::optional<qint64> promoted = firstFaultUs(h, QStringLiteral("failover"));
        if (!promoted)
            return {false,
                    QCoreApplication::translate(
                        "PlaygroundScenario", "the sentinels promoted no replica within the run")};
        if (label == u"synced") {
            const std::optional<qint64> killed = firstFaultUs(h, QStringLiteral("server-stop"));
            if (!killed)
                return {false, QCoreApplication::translate("PlaygroundScenario",
                                                           "the master was not killed")};
            int refusedWhileCut = 0;
            for (const PlaygroundEvent &e : h.events())
                refusedWhileCut += e.kind == Kind::Refused && !e.failed && e.timeUs < *killed;
            const int grantsAfter = countAfter(h, Kind::Granted, *killed);
            const int grantsBefore = r.metrics.grants - grantsAfter;
            const Verdict overlaps = overlapsVerdict(r, false);
            return {overlaps.asExpected && refusedWhileCut >= 1 && grantsBefore == 0 &&
                        grantsAfter >= 1,
                    QCoreApplication::translate(
                        "PlaygroundScenario",
                        "%1; %2 refusals and %3 grants while the replicas were cut "
                        "off, %4 grants after the promotion")
                        .arg(overlaps.reason)
                        .arg(refusedWhileCut)
                        .arg(grantsBefore)
                        .arg(grantsAfter)};
        }
        const Verdict overlaps = overlapsVerdict(r, true);
        if (label == u"token")
            return overlaps;
        qsizetype caught = 0;
        for (const CheckReport::Violation &v : r.violations)
            caught +=
                v.kind == ViolationKind::OverlappingHolds && v.fencingWouldCatch.value_or(false);
        int refusedWrites = 0;
        for (const PlaygroundEvent &e : h.events())
            refusedWrites += (e.kind == Kind::Released || e.kind == Kind::Lost) &&
                             e.detail.contains(QLatin1String("fenced write refused"));
        return {
            overlaps.asExpected && caught >= 1 && refusedWrites >= 1,
            QCoreApplication::translate("PlaygroundScenario",
                                        "%1, %2 the fencing numbers would catch, %3")
                .arg(overlaps.reason)
                .arg(caught)
                .arg(QCoreApplication::translate("PlaygroundScenario", "%n stale write(s) refused",
                                                 nullptr, int(refusedWrites)))};
    };
    list << s;
    return list;
}

} // namespace

const QList<PlaygroundScenario> &PlaygroundScenario::all()
{
    static const QList<PlaygroundScenario> scenarios = makeScenarios();
    return scenarios;
}

const PlaygroundScenario *PlaygroundScenario::find(const QString &nameOrNumber)
{
    for (const PlaygroundScenario &scenario : all()) {
        if (scenario.name == nameOrNumber || QString::number(scenario.number) == nameOrNumber)
            return &scenario;
    }
    return nullptr;
}

const PlaygroundScenario::Case *PlaygroundScenario::findCase(const QString &label) const
{
    for (const Case &c : cases) {
        if (c.label == label)
            return &c;
    }
    return nullptr;
}

SimulationConfig PlaygroundScenario::config(const QString &caseLabel, qint64 seed,
                                            const ConnectionOptions &server) const
{
    const QString label = findCase(caseLabel) ? caseLabel : cases.first().label;
    SimulationConfig config;
    config.scenario = name;
    config.scenarioCase = label;
    config.seed = seed;
    config.server = server;
    config.name = "playground";
    configure(config, label);
    return config;
}

PlaygroundScenario::Verdict PlaygroundScenario::judge(const QString &caseLabel,
                                                      const PlaygroundHistory &history,
                                                      const CheckReport &report) const
{
    const QString label = findCase(caseLabel) ? caseLabel : cases.first().label;
    return judgeRun(label, history, report);
}
