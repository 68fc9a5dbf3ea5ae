#pragma once

#include "checkreport.h"
#include "playgroundhistory.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <map>
#include <utility>

// Measures how long attempts waited and how fairly they were served: waits from a client's first
// attempt to its grant (and, for the max, to its refusal or the end of the run), refused and
// still-waiting attempts, overtakes (grants served against the order they were asked for) and
// Jain's index of the grants over the run's clients.
class WaitAndFairnessMeter
{
public:
    explicit WaitAndFairnessMeter(const PlaygroundHistory::Run &run);

    void add(const PlaygroundEvent &event);
    void finish(qint64 endUs, CheckReport::Metrics &metrics);

    // Pairs served against their order: (attempt, grant) pairs where one asked later and was
    // granted earlier than the other. O(n log n).
    static qint64 countOvertakes(QList<std::pair<qint64, qint64>> attemptAndGrant);

private:
    QList<double> grantShares() const;

    const PlaygroundHistory::Run &m_run;
    PlaygroundEvent::Kind m_grantKind;
    PlaygroundEvent::Kind m_refusalKind;
    QHash<std::pair<int, QString>, qint64> m_pending; // (client, resource) -> first attempt
    QHash<QString, QList<std::pair<qint64, qint64>>> m_served;
    QList<qint64> m_grantedWaits;
    qint64 m_longestWaitUs = 0; // over granted and refused attempts
    int m_refused = 0;
    std::map<int, double> m_grants; // per competing client
    QSet<int> m_producers; // queues: clients that enqueued, not competing unless they also ask
};
