#include "holdintervals.h"

#include <algorithm>

void HoldIntervals::add(Interval interval)
{
    m_intervals.append(std::move(interval));
}

QList<HoldIntervals::Overlap> HoldIntervals::overlaps() const
{
    QList<Interval> sorted = m_intervals;
    std::sort(sorted.begin(), sorted.end(),
              [](const Interval &a, const Interval &b) { return a.startUs < b.startUs; });
    QList<Overlap> out;
    // Sweep: every interval is compared with the earlier ones still open at its start.
    QList<Interval> open;
    for (const Interval &next : sorted) {
        open.removeIf([&](const Interval &i) { return i.endUs <= next.startUs; });
        for (const Interval &i : open)
            if (i.holder != next.holder || i.holder.isEmpty())
                out.append({i, next});
        open.append(next);
    }
    return out;
}

int HoldIntervals::maxConcurrent() const
{
    QList<std::pair<qint64, int>> events; // (time, +1 start / -1 end); ends sort before starts
    events.reserve(m_intervals.size() * 2);
    for (const Interval &i : m_intervals) {
        events.append({i.startUs, +1});
        events.append({i.endUs, -1});
    }
    std::sort(events.begin(), events.end());
    int current = 0;
    int best = 0;
    for (const auto &[time, delta] : events) {
        current += delta;
        best = std::max(best, current);
    }
    return best;
}
