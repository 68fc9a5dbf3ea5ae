#pragma once

#include <QByteArray>
#include <QList>

// Hold intervals of a lock, stamped by the Redis server's clock, and the overlaps among them:
// two holders at once is the violation every lock test and the playground's checker look for.
class HoldIntervals
{
public:
    struct Interval
    {
        qint64 startUs = 0;
        qint64 endUs = 0;
        QByteArray holder;
        qint64 fencing = -1;
    };
    struct Overlap
    {
        Interval first;
        Interval second;
    };

    void add(Interval interval);
    qsizetype size() const { return m_intervals.size(); }
    const QList<Interval> &intervals() const { return m_intervals; }
    // Pairs of intervals (of different holders) that share time; touching ends do not count.
    QList<Overlap> overlaps() const;
    // The largest number of holders at one instant.
    int maxConcurrent() const;

private:
    QList<Interval> m_intervals;
};
