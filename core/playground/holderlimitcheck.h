#pragma once

#include "holdtracker.h"

#include <utility>

class ViolationList;

// Sweeps one resource's holds in time order and finds the most holders at an instant; with a
// limit (semaphores), every stretch of time with more holders than the limit is one violation.
// The holders are counted once every event of an instant has been applied, so a same-instant
// handover (one release, one grant) neither splits a stretch nor makes one.
class HolderLimitCheck
{
public:
    // Returns the most holders at an instant and the first instant with that many.
    static std::pair<int, qint64> check(const QList<HoldTracker::Hold> &resourceHolds, int limit,
                                        ViolationList &violations);
};
