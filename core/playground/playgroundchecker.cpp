#include "playgroundchecker.h"

#include "holdintervals.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace {
using Kind = PlaygroundEvent::Kind;
using Violation = CheckReport::Violation;

struct Hold
{
    int client = -1;
    QString resource;
    QString token;
    qint64 fencing = -1;
    qint64 startUs = 0;
    qint64 endUs = 0;
    int depth = 1; // locks: grants not released yet (a reentrant lock is held until the last)
};

bool isCrash(const PlaygroundEvent &e)
{
    return e.kind == Kind::Fault && e.fault == playgroundCrashFault && e.client >= 0;
}

QString at(qint64 timeUs, qint64 startUs)
{
    return QStringLiteral("+%1 ms").arg(double(timeUs - startUs) / 1000.0, 0, 'f', 3);
}

QString clientName(int client)
{
    return QStringLiteral("client %1").arg(client);
}

// Hold intervals of locks or semaphore permits: granted until released, lost, or the holder's
// crash; a hold still open at the end is held through the history's last instant.
QList<Hold> collectHolds(const QList<PlaygroundEvent> &events, bool oneHoldPerClient, qint64 endUs)
{
    QList<Hold> closed;
    QList<Hold> open;
    const auto closeWhere = [&](qint64 timeUs, auto predicate, bool onlyFirst) {
        for (qsizetype i = 0; i < open.size();) {
            if (predicate(open[i])) {
                Hold hold = open.takeAt(i);
                hold.endUs = timeUs;
                closed.append(std::move(hold));
                if (onlyFirst)
                    return;
            } else {
                ++i;
            }
        }
    };
    for (const PlaygroundEvent &e : events) {
        if (e.kind == Kind::Granted) {
            const bool holding = std::any_of(open.cbegin(), open.cend(), [&](const Hold &h) {
                return h.client == e.client && h.resource == e.resource;
            });
            if (oneHoldPerClient && holding) {
                // A reentrant grant: the hold goes on until its last release.
                for (Hold &h : open)
                    if (h.client == e.client && h.resource == e.resource)
                        ++h.depth;
                continue;
            }
            open.append({e.client, e.resource, e.token, e.fencing, e.timeUs, e.timeUs});
        } else if (oneHoldPerClient && e.kind == Kind::Released &&
                   std::any_of(open.cbegin(), open.cend(), [&](const Hold &h) {
                       return h.client == e.client && h.resource == e.resource && h.depth > 1;
                   })) {
            for (Hold &h : open)
                if (h.client == e.client && h.resource == e.resource)
                    --h.depth; // an inner release: still held
        } else if (e.kind == Kind::Released || e.kind == Kind::Lost) {
            // The permit with the event's token, or else the client's oldest on the resource.
            const bool tokenKnown =
                !e.token.isEmpty() && std::any_of(open.cbegin(), open.cend(), [&](const Hold &h) {
                    return h.client == e.client && h.resource == e.resource && h.token == e.token;
                });
            closeWhere(
                e.timeUs,
                [&](const Hold &h) {
                    return h.client == e.client && h.resource == e.resource &&
                           (!tokenKnown || h.token == e.token);
                },
                true);
        } else if (isCrash(e)) {
            closeWhere(
                e.timeUs, [&](const Hold &h) { return h.client == e.client; }, false);
        }
    }
    for (Hold &hold : open) {
        hold.endUs = endUs + 1; // holds are [start, end): this one covers the last event's µs
        closed.append(std::move(hold));
    }
    return closed;
}

QHash<QString, QList<Hold>> byResource(const QList<Hold> &holds)
{
    QHash<QString, QList<Hold>> out;
    for (const Hold &hold : holds)
        out[hold.resource].append(hold);
    return out;
}

struct Episode
{
    qint64 beganUs = 0;
    int peak = 0;
    qint64 peakUs = 0;
    QList<int> peakClients;
};

// Sweeps one resource's holds in time order (an end before a start at the same instant: touching
// holds do not overlap) and calls back with every stretch where more than `limit` were held.
template <typename OnEpisode>
std::pair<int, qint64> sweepHolders(const QList<Hold> &holds, int limit, OnEpisode onEpisode)
{
    struct Step
    {
        qint64 timeUs;
        int delta;
        qsizetype hold;
    };
    QList<Step> steps;
    steps.reserve(holds.size() * 2);
    for (qsizetype i = 0; i < holds.size(); ++i) {
        if (holds[i].endUs <= holds[i].startUs)
            continue; // granted and released in the same µs: held at no instant
        steps.append({holds[i].startUs, +1, i});
        steps.append({holds[i].endUs, -1, i});
    }
    std::sort(steps.begin(), steps.end(), [](const Step &a, const Step &b) {
        return a.timeUs != b.timeUs ? a.timeUs < b.timeUs : a.delta < b.delta;
    });
    QList<qsizetype> current;
    int best = 0;
    qint64 bestUs = 0;
    std::optional<Episode> episode;
    for (const Step &step : steps) {
        if (step.delta > 0)
            current.append(step.hold);
        else
            current.removeOne(step.hold);
        const int count = int(current.size());
        if (count > best) {
            best = count;
            bestUs = step.timeUs;
        }
        if (limit <= 0)
            continue;
        if (count > limit) {
            if (!episode)
                episode = Episode{step.timeUs, 0, 0, {}};
            if (count > episode->peak) {
                episode->peak = count;
                episode->peakUs = step.timeUs;
                episode->peakClients.clear();
                for (qsizetype h : current)
                    episode->peakClients.append(holds[h].client);
            }
        } else if (episode) {
            onEpisode(*episode);
            episode.reset();
        }
    }
    if (episode)
        onEpisode(*episode);
    return {best, bestUs};
}

void checkLocks(const QList<Hold> &holds, qint64 startUs, CheckReport &report)
{
    for (const QList<Hold> &resourceHolds : byResource(holds)) {
        HoldIntervals intervals;
        for (const Hold &h : resourceHolds)
            intervals.add({h.startUs, h.endUs, QByteArray::number(h.client), h.fencing});
        const QString &resource = resourceHolds.first().resource;
        for (const HoldIntervals::Overlap &o : intervals.overlaps()) {
            const int first = o.first.holder.toInt();
            const int second = o.second.holder.toInt();
            Violation v;
            v.kind = Violation::Kind::OverlappingHolds;
            v.resource = resource;
            v.timeUs = o.second.startUs;
            v.clients = {first, second};
            v.fencing = {o.first.fencing, o.second.fencing};
            v.fencingWouldCatch = o.first.fencing >= 0 && o.second.fencing > o.first.fencing;
            v.count = 2;
            v.text = QStringLiteral("%1 (fencing %2) held \"%3\" from %4 to %5 while %6 "
                                    "(fencing %7) held it from %8 to %9; %10")
                         .arg(clientName(first), QString::number(o.first.fencing), resource,
                              at(o.first.startUs, startUs), at(o.first.endUs, startUs),
                              clientName(second), QString::number(o.second.fencing),
                              at(o.second.startUs, startUs), at(o.second.endUs, startUs),
                              *v.fencingWouldCatch
                                  ? QStringLiteral("fencing would reject %1's late writes")
                                        .arg(clientName(first))
                                  : QStringLiteral("fencing would not catch it"));
            report.violations.append(std::move(v));
        }
    }
}

void checkHolderPeaks(const QList<Hold> &holds, int limit, qint64 startUs, CheckReport &report)
{
    for (const QList<Hold> &resourceHolds : byResource(holds)) {
        const QString &resource = resourceHolds.first().resource;
        const auto [peak, peakUs] = sweepHolders(resourceHolds, limit, [&](const Episode &e) {
            QStringList names;
            for (int client : e.peakClients)
                names.append(QString::number(client));
            Violation v;
            v.kind = Violation::Kind::SemaphoreOverLimit;
            v.resource = resource;
            v.timeUs = e.beganUs;
            v.clients = e.peakClients;
            v.count = e.peak;
            v.text = QStringLiteral("\"%1\" had more than %2 holders from %3, at most %4 at %5 "
                                    "(clients %6)")
                         .arg(resource, QString::number(limit), at(e.beganUs, startUs),
                              QString::number(e.peak), at(e.peakUs, startUs),
                              names.join(QStringLiteral(", ")));
            report.violations.append(std::move(v));
        });
        if (peak > report.metrics.maxHolders) {
            report.metrics.maxHolders = peak;
            report.metrics.maxHoldersAtUs = peakUs;
        }
    }
}

// Queue items: a delivery is a duplicate when an earlier delivery of the item is still live (its
// consumer neither crashed nor lost the item) or was acked; after a dead one it is a redelivery,
// which reliable queues are meant to make. An item enqueued without a live delivery at the end is
// lost.
void checkQueues(const QList<PlaygroundEvent> &events, qint64 startUs, CheckReport &report)
{
    struct Delivery
    {
        int client;
        bool dead = false;
        bool acked = false;
    };
    struct Item
    {
        QString resource;
        QString id;
        std::optional<qint64> enqueuedUs;
        int enqueuedBy = -1;
        QList<Delivery> deliveries;
    };
    std::map<std::pair<QString, QString>, Item> items;
    QList<std::pair<QString, QString>> order; // first seen, for a stable report
    const auto item = [&](const PlaygroundEvent &e) -> Item & {
        const auto key = std::make_pair(e.resource, e.item);
        auto [it, inserted] = items.try_emplace(key);
        if (inserted) {
            it->second.resource = e.resource;
            it->second.id = e.item;
            order.append(key);
        }
        return it->second;
    };
    CheckReport::Metrics &m = report.metrics;
    for (const PlaygroundEvent &e : events) {
        if (e.kind == Kind::Enqueued) {
            Item &i = item(e);
            if (!i.enqueuedUs) {
                i.enqueuedUs = e.timeUs;
                i.enqueuedBy = e.client;
                ++m.enqueued;
            }
        } else if (e.kind == Kind::Delivered) {
            Item &i = item(e);
            ++m.deliveries;
            QList<int> earlier;
            for (const Delivery &d : std::as_const(i.deliveries))
                if (!d.dead || d.acked)
                    earlier.append(d.client);
            if (!earlier.isEmpty()) {
                ++m.duplicates;
                Violation v;
                v.kind = Violation::Kind::DuplicateDelivery;
                v.resource = e.resource;
                v.timeUs = e.timeUs;
                v.clients = earlier;
                v.clients.append(e.client);
                v.count = int(i.deliveries.size()) + 1;
                v.text = QStringLiteral("item \"%1\" of \"%2\" delivered again to %3 at %4 "
                                        "(delivery %5) while an earlier delivery was live or acked")
                             .arg(e.item, e.resource, clientName(e.client), at(e.timeUs, startUs),
                                  QString::number(v.count));
                report.violations.append(std::move(v));
            } else if (!i.deliveries.isEmpty()) {
                ++m.redeliveries;
            }
            i.deliveries.append(Delivery{e.client});
        } else if (e.kind == Kind::Acked || (e.kind == Kind::Lost && !e.item.isEmpty())) {
            Item &i = item(e);
            for (auto d = i.deliveries.rbegin(); d != i.deliveries.rend(); ++d) {
                if (d->client == e.client && !d->dead && !d->acked) {
                    (e.kind == Kind::Acked ? d->acked : d->dead) = true;
                    break;
                }
            }
        } else if (isCrash(e)) {
            for (auto &[key, i] : items)
                for (Delivery &d : i.deliveries)
                    if (d.client == e.client && !d.acked)
                        d.dead = true;
        }
    }
    for (const auto &key : std::as_const(order)) {
        const Item &i = items.at(key);
        if (!i.deliveries.isEmpty())
            ++m.delivered;
        if (std::any_of(i.deliveries.cbegin(), i.deliveries.cend(),
                        [](const Delivery &d) { return d.acked; }))
            ++m.acked;
        const bool live = std::any_of(i.deliveries.cbegin(), i.deliveries.cend(),
                                      [](const Delivery &d) { return !d.dead || d.acked; });
        if (!i.enqueuedUs || live)
            continue;
        ++m.lost;
        Violation v;
        v.kind = Violation::Kind::LostItem;
        v.resource = i.resource;
        v.timeUs = *i.enqueuedUs;
        if (i.enqueuedBy >= 0)
            v.clients.append(i.enqueuedBy);
        for (const Delivery &d : i.deliveries)
            v.clients.append(d.client);
        v.text = i.deliveries.isEmpty()
                     ? QStringLiteral("item \"%1\" of \"%2\" enqueued at %3 was never delivered")
                           .arg(i.id, i.resource, at(*i.enqueuedUs, startUs))
                     : QStringLiteral("item \"%1\" of \"%2\" enqueued at %3 was delivered %4 "
                                      "time(s), each to a consumer that crashed or lost it")
                           .arg(i.id, i.resource, at(*i.enqueuedUs, startUs),
                                QString::number(i.deliveries.size()));
        report.violations.append(std::move(v));
    }
}

// Limiters: more admissions than the limit in any span of the window's length, the rate the user
// asked for. A fixed window's edge burst (a full window's worth at the end of one and at the start
// of the next) is caught so: that is its documented failure. GCRA and funnel limiters admit a
// burst on top of their rate, which the run does not describe: not checked, and said so.
void checkLimiter(const QList<PlaygroundEvent> &events, const PlaygroundHistory::Run &run,
                  qint64 startUs, CheckReport &report)
{
    QHash<QString, QList<const PlaygroundEvent *>> admissions;
    QList<QString> subjects;
    for (const PlaygroundEvent &e : events) {
        if (e.kind == Kind::Admitted) {
            ++report.metrics.admitted;
            if (!admissions.contains(e.resource))
                subjects.append(e.resource);
            admissions[e.resource].append(&e);
        } else if (e.kind == Kind::Limited) {
            ++report.metrics.limited;
        }
    }
    if (run.limit <= 0 || run.windowUs <= 0) {
        report.notes << QStringLiteral("over-admission not checked: the run gives no limit and "
                                       "window");
        return;
    }
    if (run.variant == u"gcra" || run.variant == u"funnel") {
        report.notes << QStringLiteral("over-admission not checked for %1: its burst allowance "
                                       "is not in the run")
                            .arg(run.variant);
        return;
    }
    const bool fixed = run.variant == u"fixed";
    const auto report_ = [&](const QString &subject, const QList<const PlaygroundEvent *> &all,
                             qsizetype from, qsizetype to, qint64 windowStartUs) {
        QList<int> clients;
        for (qsizetype k = from; k < to; ++k)
            if (!clients.contains(all[k]->client))
                clients.append(all[k]->client);
        Violation v;
        v.kind = Violation::Kind::OverAdmission;
        v.resource = subject;
        v.timeUs = all[from + run.limit]->timeUs;
        v.clients = clients;
        v.count = int(to - from);
        const bool edge =
            fixed && all[from]->timeUs / run.windowUs != all[to - 1]->timeUs / run.windowUs;
        v.text = QStringLiteral("\"%1\" admitted %2 within %3 ms from %4 (limit %5 per %3 ms)%6")
                     .arg(subject, QString::number(v.count),
                          QString::number(double(run.windowUs) / 1000.0),
                          at(windowStartUs, startUs), QString::number(run.limit),
                          edge ? QStringLiteral(": a fixed window's edge burst") : QString());
        report.violations.append(std::move(v));
    };
    for (const QString &subject : std::as_const(subjects)) {
        const QList<const PlaygroundEvent *> &all = admissions[subject];
        // The fullest span [t, t + window) starts at an admission; one violation per stretch of
        // overfull spans (a span that is not overfull ends it), the fullest one.
        qsizetype to = 0;
        qsizetype worstFrom = -1; // the fullest span of the current stretch: [worstFrom, worstTo)
        qsizetype worstTo = -1;
        for (qsizetype from = 0; from < all.size(); ++from) {
            to = std::max(to, from);
            while (to < all.size() && all[to]->timeUs - all[from]->timeUs < run.windowUs)
                ++to;
            if (to - from > run.limit) {
                if (worstFrom < 0 || to - from > worstTo - worstFrom) {
                    worstFrom = from;
                    worstTo = to;
                }
            } else if (worstFrom >= 0) {
                report_(subject, all, worstFrom, worstTo, all[worstFrom]->timeUs);
                worstFrom = -1;
            }
        }
        if (worstFrom >= 0)
            report_(subject, all, worstFrom, worstTo, all[worstFrom]->timeUs);
    }
}

void measureFairness(const QList<PlaygroundEvent> &events, PlaygroundPrimitive primitive,
                     CheckReport::Metrics &m)
{
    QHash<std::pair<int, QString>, qint64> pending; // (client, resource) -> first attempt
    QHash<QString, QList<std::pair<qint64, qint64>>> served;
    QList<qint64> waits;
    std::map<int, double> grantsPerClient; // every competing client, also those with none
    const Kind grantKind = primitive == PlaygroundPrimitive::RateLimiter ? Kind::Admitted
                           : (primitive == PlaygroundPrimitive::Queue ||
                              primitive == PlaygroundPrimitive::DelayedQueue)
                               ? Kind::Delivered
                               : Kind::Granted;
    for (const PlaygroundEvent &e : events) {
        if (e.client >= 0 &&
            (e.kind == Kind::Attempt || e.kind == Kind::Granted || e.kind == Kind::Refused ||
             e.kind == Kind::Admitted || e.kind == Kind::Limited || e.kind == Kind::Delivered))
            grantsPerClient.try_emplace(e.client, 0.0);
        if (e.kind == grantKind)
            grantsPerClient[e.client] += 1;
        const auto key = std::make_pair(e.client, e.resource);
        if (e.kind == Kind::Attempt) {
            if (!pending.contains(key))
                pending.insert(key, e.timeUs);
        } else if (e.kind == Kind::Granted) {
            const auto it = pending.constFind(key);
            if (it != pending.cend()) {
                waits.append(e.timeUs - *it);
                served[e.resource].append({*it, e.timeUs});
                pending.erase(it);
            }
        } else if (e.kind == Kind::Refused) {
            pending.remove(key);
        } else if (isCrash(e)) {
            pending.removeIf([&](const auto &it) { return it.key().first == e.client; });
        }
    }
    for (const auto &pairs : std::as_const(served))
        m.overtakes += PlaygroundChecker::countOvertakes(pairs);
    QList<double> shares;
    for (const auto &[client, grants] : grantsPerClient)
        shares.append(grants);
    m.jainIndex = PlaygroundChecker::jainIndex(shares);
    std::sort(waits.begin(), waits.end());
    m.waits = int(waits.size());
    m.waitP50Us = PlaygroundChecker::percentile(waits, 50);
    m.waitP99Us = PlaygroundChecker::percentile(waits, 99);
    m.waitMaxUs = waits.isEmpty() ? 0 : waits.last();
}

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

qint64 countInversions(QList<qint64> &values, QList<qint64> &scratch, qsizetype from, qsizetype to)
{
    if (to - from < 2)
        return 0;
    const qsizetype mid = from + (to - from) / 2;
    qint64 count = countInversions(values, scratch, from, mid);
    count += countInversions(values, scratch, mid, to);
    qsizetype i = from;
    qsizetype j = mid;
    qsizetype k = from;
    while (i < mid && j < to) {
        if (values[j] < values[i]) {
            count += mid - i; // every remaining left value is greater: each pair is inverted
            scratch[k++] = values[j++];
        } else {
            scratch[k++] = values[i++];
        }
    }
    while (i < mid)
        scratch[k++] = values[i++];
    while (j < to)
        scratch[k++] = values[j++];
    std::copy(scratch.begin() + from, scratch.begin() + to, values.begin() + from);
    return count;
}
} // namespace

CheckReport PlaygroundChecker::check(const PlaygroundHistory &history)
{
    const QList<PlaygroundEvent> events = inTimeOrder(history.events());
    const PlaygroundHistory::Run &run = history.run();
    CheckReport report;
    report.scenario = run.scenario;
    report.primitive = PlaygroundHistory::primitiveName(run.primitive);
    report.variant = run.variant;
    CheckReport::Metrics &m = report.metrics;
    m.events = int(events.size());
    if (!events.isEmpty()) {
        m.startUs = events.first().timeUs;
        m.endUs = events.last().timeUs;
    }
    for (const PlaygroundEvent &e : std::as_const(events)) {
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

    switch (run.primitive) {
    case PlaygroundPrimitive::Lock: {
        const QList<Hold> holds = collectHolds(events, true, m.endUs);
        checkLocks(holds, m.startUs, report);
        checkHolderPeaks(holds, 0, m.startUs, report);
        break;
    }
    case PlaygroundPrimitive::Semaphore:
        if (run.limit <= 0)
            report.notes << QStringLiteral("holders above the limit not checked: the run gives "
                                           "no limit");
        checkHolderPeaks(collectHolds(events, false, m.endUs), run.limit, m.startUs, report);
        break;
    case PlaygroundPrimitive::Queue:
    case PlaygroundPrimitive::DelayedQueue:
        checkQueues(events, m.startUs, report);
        break;
    case PlaygroundPrimitive::RateLimiter:
        checkLimiter(events, run, m.startUs, report);
        break;
    }
    measureFairness(events, run.primitive, m);
    std::stable_sort(report.violations.begin(), report.violations.end(),
                     [](const Violation &a, const Violation &b) { return a.timeUs < b.timeUs; });
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
    // In grant order (ties by attempt, which are no overtakes), an overtake is an inversion of
    // the attempt times.
    std::sort(attemptAndGrant.begin(), attemptAndGrant.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second < b.second : a.first < b.first;
    });
    QList<qint64> attempts;
    attempts.reserve(attemptAndGrant.size());
    for (const auto &[attempt, grant] : attemptAndGrant)
        attempts.append(attempt);
    QList<qint64> scratch(attempts.size());
    return countInversions(attempts, scratch, 0, attempts.size());
}
