#pragma once

#include "playgroundevent.h"

#include <QHash>
#include <QList>
#include <QPointF>

#include <map>
#include <utility>

// A run's throughput, waits and admissions per bin of server time, for the live charts: events
// are counted into 100 ms bins as they arrive and only the last MaxBins bins are kept, so the
// charts' point counts stay bounded however long the run. Counts as the checker does: every
// event but attempts, faults and failed refusals (errors, not answers) is an operation. A wait
// runs from a client's attempt on a resource to its grant (granted, admitted); a queue item's
// from its enqueue (a delayed item's: from when it was due) to each of its deliveries.
class PlaygroundRateBins
{
public:
    static constexpr qint64 BinUs = 100'000;
    static constexpr int MaxBins = 600;
    // Queue items waiting for a delivery that are remembered at most (never acked: lost, or a
    // backlog); past it, those enqueued before the bins kept are forgotten.
    static constexpr int MaxItems = 200'000;

    void clear();
    // Events in time order within the batch; a late event of a bin already dropped is ignored.
    void add(const QList<PlaygroundEvent> &events);

    int binCount() const { return int(m_bins.size()); }
    qint64 operations() const { return m_operations; }
    // Refusals that were errors (the server unreachable): not operations.
    qint64 failures() const { return m_failures; }
    // x in seconds since the run's first event. Throughput: one point per bin from the first
    // kept to the last (a bin without operations is 0). Wait p50 / p99 in milliseconds: only
    // the bins with a grant (no grant, no wait: a gap, not 0 ms).
    QList<QPointF> throughput() const;
    QList<QPointF> waitP50() const;
    QList<QPointF> waitP99() const;
    // Limiters: admitted and limited hits per second, a point per bin like throughput().
    QList<QPointF> admittedPerSecond() const;
    QList<QPointF> limitedPerSecond() const;

private:
    struct Bin
    {
        int operations = 0;
        int admitted = 0;
        int limited = 0;
        QList<qint64> waits;
        qint64 p50Us = 0;
        qint64 p99Us = 0;
        bool dirty = false;
    };
    Bin *binAt(qint64 timeUs); // null when older than the bins kept
    QList<QPointF> points(qint64 Bin::*field, double scale) const;
    QList<QPointF> perSecond(int Bin::*field) const; // every bin, 0 where none
    void refreshPercentiles() const;
    void forgetItemsReadyBefore(qint64 timeUs);

    qint64 m_originUs = -1;
    qint64 m_operations = 0;
    qint64 m_failures = 0;
    mutable std::map<qint64, Bin> m_bins;              // by bin index since the origin
    QHash<std::pair<int, QString>, qint64> m_attempts; // (client, resource): attempt's time
    // (queue, item) -> when it is ready: its enqueue, or when a delayed item is due; until acked.
    QHash<std::pair<QString, QString>, qint64> m_ready;
};
