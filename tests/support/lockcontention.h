#pragma once

#include "connectionoptions.h"
#include "holdintervals.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// Mutual exclusion under contention, as tst_lockmutualexclusion and tst_clusterprimitives run
// it: threads, each with a connection of its own, take one lock in turn (LockFactory's kind) and
// inside it increment counterKey non-atomically (GET, then SET), so a lost update shows a
// second holder. Returns the failures (ConcurrentWorkers'); every hold is added to intervals.
class LockContention
{
public:
    static QStringList run(const ConnectionOptions &options, const QString &kind,
                           const QByteArray &name, const QByteArray &counterKey, int threads,
                           int rounds, HoldIntervals &intervals);
};
