#pragma once

#include "checkreport.h"
#include "playgroundhistory.h"

#include <QList>

#include <functional>
#include <optional>
#include <utility>

// Reads a history and reports what went wrong and how the run performed: overlapping lock holds
// (with whether fencing numbers would have caught them), semaphore holders above the limit,
// queue items delivered twice or lost, limiter admissions above the limit, and fairness, wait
// percentiles and throughput. Pure logic on the history's server timestamps (docs/playground.md).
class PlaygroundChecker
{
public:
    static CheckReport check(const PlaygroundHistory &history);
    // The same, giving up (none) once `cancelled` says so: asked between the steps of the
    // check (sorting, each check, the waits), so a million events stop within about 0.1 s.
    static std::optional<CheckReport> check(const PlaygroundHistory &history,
                                            const std::function<bool()> &cancelled);

    // Nearest-rank percentile (p in 0..100) of ascending values; 0 when there are none.
    static qint64 percentile(const QList<qint64> &sorted, double p);
    // Jain's fairness index: (Σx)² / (n·Σx²), 1 when all shares are equal, 1/n when one client
    // has everything; 1 for no shares or all zero.
    static double jainIndex(const QList<double> &shares);
    // Pairs served against their order: (attempt, grant) pairs where one asked later and was
    // granted earlier than the other. O(n log n).
    static qint64 countOvertakes(QList<std::pair<qint64, qint64>> attemptAndGrant);
};
