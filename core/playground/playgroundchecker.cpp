#include "playgroundchecker.h"

#include "holderlimitcheck.h"
#include "holdtracker.h"
#include "limiterwindowcheck.h"
#include "lockoverlapcheck.h"
#include "queuedeliverycheck.h"
#include "violationlist.h"
#include "waitandfairnessmeter.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace {
using Kind = PlaygroundEvent::Kind;

// Recorded order is kept among events of the same instant. A history in order (the usual case)
// is shared, not copied; otherwise the events are copied once in order (sorting the events
// themselves would move five strings per step).
QList<PlaygroundEvent> inTimeOrder(const QList<PlaygroundEvent> &events)
{
    const auto earlier = [](const PlaygroundEvent &a, const PlaygroundEvent &b) {
        return a.timeUs < b.timeUs;
    };
    if (std::is_sorted(events.cbegin(), events.cend(), earlier))
        return events;
    QList<qsizetype> order(events.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](qsizetype a, qsizetype b) { return earlier(events[a], events[b]); });
    QList<PlaygroundEvent> sorted;
    sorted.reserve(events.size());
    for (qsizetype i : std::as_const(order))
        sorted.append(events[i]);
    return sorted;
}

// Each resource's rank by its first event: violations of one instant are listed in that order.
QHash<QString, int> resourcesInFirstSeenOrder(const QList<PlaygroundEvent> &events)
{
    QHash<QString, int> order;
    for (const PlaygroundEvent &e : events)
        if (!e.resource.isEmpty() && !order.contains(e.resource))
            order.insert(e.resource, int(order.size()));
    return order;
}

void countOperations(const QList<PlaygroundEvent> &events, int clients, CheckReport::Metrics &m)
{
    m.events = int(events.size());
    if (!events.isEmpty()) {
        m.startUs = events.first().timeUs;
        m.endUs = events.last().timeUs;
    }
    for (const PlaygroundEvent &e : events) {
        if (e.failed) { // an error, not an operation of the primitive
            if (m.failed++ == 0) {
                m.firstFailure = e.detail;
                m.firstFailureUs = e.timeUs;
            }
            m.lastFailureUs = e.timeUs;
            ++m.failedByKind[PlaygroundEvent::kindName(e.kind)];
            continue;
        }
        if (e.kind == Kind::Fault && e.client < 0) // a server's, not a client's
            m.excusedFailures += clients;
        if (e.kind != Kind::Attempt && e.kind != Kind::Fault)
            ++m.operations;
        if (e.kind == Kind::Granted || e.kind == Kind::Admitted || e.kind == Kind::Delivered)
            ++m.grants;
    }
    const qint64 durationUs = m.endUs - m.startUs;
    if (durationUs > 0) {
        m.operationsPerSecond = m.operations * 1e6 / double(durationUs);
        m.grantsPerSecond = m.grants * 1e6 / double(durationUs);
    }
}

// Locks (overlaps) and semaphores (holders above the limit; 0: none), and the most holders.
void checkHolds(const QList<PlaygroundEvent> &events, bool isLock, int limit,
                ViolationList &violations, CheckReport::Metrics &m)
{
    HoldTracker tracker(isLock);
    for (const PlaygroundEvent &e : events)
        tracker.add(e);
    for (const QList<HoldTracker::Hold> &resourceHolds : tracker.finish(m.endUs)) {
        if (isLock)
            LockOverlapCheck::check(resourceHolds, violations);
        const auto [peak, peakUs] =
            HolderLimitCheck::check(resourceHolds, isLock ? 0 : limit, violations);
        if (peak > m.maxHolders) {
            m.maxHolders = peak;
            m.maxHoldersAtUs = peakUs;
        }
    }
}
} // namespace

CheckReport PlaygroundChecker::check(const PlaygroundHistory &history)
{
    return *check(history, [] { return false; });
}

std::optional<CheckReport> PlaygroundChecker::check(const PlaygroundHistory &history,
                                                    const std::function<bool()> &cancelled)
{
    if (cancelled())
        return std::nullopt;
    const QList<PlaygroundEvent> events = inTimeOrder(history.events());
    if (cancelled())
        return std::nullopt;
    const PlaygroundHistory::Run &run = history.run();
    CheckReport report;
    report.scenario = run.scenario;
    report.scenarioCase = run.scenarioCase;
    report.primitive = PlaygroundHistory::primitiveName(run.primitive);
    report.variant = run.variant;
    CheckReport::Metrics &m = report.metrics;
    countOperations(events, run.clients, m);
    ViolationList violations(m.startUs, resourcesInFirstSeenOrder(events));
    if (cancelled())
        return std::nullopt;

    switch (run.primitive) {
    case PlaygroundPrimitive::Lock:
        checkHolds(events, true, 0, violations, m);
        break;
    case PlaygroundPrimitive::Semaphore:
        if (run.limit <= 0)
            report.notes << QCoreApplication::translate(
                "PlaygroundChecker", "holders above the limit not checked: the run gives "
                                     "no limit");
        checkHolds(events, false, run.limit, violations, m);
        break;
    case PlaygroundPrimitive::Queue:
    case PlaygroundPrimitive::DelayedQueue: {
        QueueDeliveryCheck queues(violations, m);
        for (const PlaygroundEvent &e : events)
            queues.add(e);
        queues.finish();
        break;
    }
    case PlaygroundPrimitive::RateLimiter: {
        LimiterWindowCheck limiter(run, violations);
        for (const PlaygroundEvent &e : events)
            limiter.add(e);
        limiter.finish(report);
        break;
    }
    }
    if (cancelled())
        return std::nullopt;
    WaitAndFairnessMeter meter(run);
    for (const PlaygroundEvent &e : events)
        meter.add(e);
    meter.finish(m.endUs, m);
    violations.moveInto(report);
    if (m.failed > 0)
        report.notes << QCoreApplication::translate("PlaygroundChecker",
                                                    "%n operation(s) failed with an error, not an "
                                                    "answer (the server could not be reached or "
                                                    "refused the command), left out of operations "
                                                    "and waits; the first: %1",
                                                    nullptr, int(m.failed))
                            .arg(m.firstFailure);
    return report;
}

qint64 PlaygroundChecker::percentile(const QList<qint64> &sorted, double p)
{
    if (sorted.isEmpty())
        return 0;
    const auto n = double(sorted.size());
    const auto rank = qsizetype(std::ceil(std::clamp(p, 0.0, 100.0) / 100.0 * n));
    return sorted[std::clamp<qsizetype>(rank, 1, sorted.size()) - 1];
}

double PlaygroundChecker::jainIndex(const QList<double> &shares)
{
    double sum = 0;
    double sumOfSquares = 0;
    for (double x : shares) {
        sum += x;
        sumOfSquares += x * x;
    }
    if (sumOfSquares <= 0)
        return 1;
    return sum * sum / (double(shares.size()) * sumOfSquares);
}

qint64 PlaygroundChecker::countOvertakes(QList<std::pair<qint64, qint64>> attemptAndGrant)
{
    return WaitAndFairnessMeter::countOvertakes(std::move(attemptAndGrant));
}
