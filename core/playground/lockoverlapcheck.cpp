#include "lockoverlapcheck.h"

#include "holdintervals.h"
#include "violationlist.h"

#include <QCoreApplication>

void LockOverlapCheck::check(const QList<HoldTracker::Hold> &resourceHolds,
                             ViolationList &violations)
{
    if (resourceHolds.isEmpty())
        return;
    HoldIntervals intervals;
    for (const HoldTracker::Hold &h : resourceHolds)
        intervals.add({h.startUs, h.endUs, QByteArray::number(h.client), h.fencing});
    const QString &resource = resourceHolds.first().resource;
    for (const HoldIntervals::Overlap &o : intervals.overlaps()) {
        const int first = o.first.holder.toInt();
        const int second = o.second.holder.toInt();
        CheckReport::Violation v;
        v.kind = CheckReport::Violation::Kind::OverlappingHolds;
        v.resource = resource;
        v.timeUs = o.second.startUs;
        v.clients = {first, second};
        v.fencing = {o.first.fencing, o.second.fencing};
        const bool caught = o.first.fencing >= 0 && o.second.fencing > o.first.fencing;
        v.fencingWouldCatch = caught;
        v.count = 2;
        violations.add(std::move(v), [&] {
            const auto name = ViolationList::clientName;
            return QCoreApplication::translate("ViolationList",
                                               "%1 (fencing %2) held \"%3\" from %4 to %5 while %6 "
                                               "(fencing %7) held it from %8 to %9; %10")
                .arg(name(first), QString::number(o.first.fencing), resource,
                     violations.at(o.first.startUs), violations.at(o.first.endUs), name(second),
                     QString::number(o.second.fencing), violations.at(o.second.startUs),
                     violations.at(o.second.endUs),
                     caught ? QCoreApplication::translate("ViolationList",
                                                          "fencing would reject %1's late writes")
                                  .arg(name(first))
                            : QCoreApplication::translate("ViolationList",
                                                          "fencing would not catch it"));
        });
    }
}
