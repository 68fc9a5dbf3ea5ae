#pragma once

#include "holdtracker.h"

class ViolationList;

// Locks: two holds of one resource by different clients that share time are a violation
// (touching holds are not), each saying whether fencing numbers would have caught it: yes when
// the later holder's number is higher, so a resource refusing lower numbers rejects the earlier,
// stale holder's writes.
class LockOverlapCheck
{
public:
    static void check(const QList<HoldTracker::Hold> &resourceHolds, ViolationList &violations);
};
