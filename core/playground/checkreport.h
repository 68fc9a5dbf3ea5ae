#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

// What PlaygroundChecker found in a history: the safety violations, each with the clients and the
// server time it happened at, and the run's fairness and performance figures.
struct CheckReport
{
    struct Violation
    {
        enum class Kind {
            OverlappingHolds,   // two clients held the same lock at once
            SemaphoreOverLimit, // more holders than permits
            DuplicateDelivery,  // an item delivered again while an earlier delivery was live
            LostItem,           // an item enqueued and never delivered
            OverAdmission,      // a limiter admitted more than its limit within a window
        };
        static constexpr Kind kinds[] = {Kind::OverlappingHolds, Kind::SemaphoreOverLimit,
                                         Kind::DuplicateDelivery, Kind::LostItem,
                                         Kind::OverAdmission};
        Kind kind = Kind::OverlappingHolds;
        QString resource;
        QString item;          // queues: the item delivered twice or lost
        qint64 timeUs = 0;     // when it began
        QList<int> clients;    // for overlaps: the earlier holder first
        QList<qint64> fencing; // overlaps only: each client's fencing number (-1 none)
        // Overlaps only: the later holder's number is higher, so a resource refusing lower
        // numbers would have rejected the stale holder's writes.
        std::optional<bool> fencingWouldCatch;
        int count = 0; // holders (semaphore), deliveries (duplicate), admissions (limiter)
        QString text;

        static QString kindName(Kind kind); // "overlapping-holds", "lost-item", ...
    };

    struct Metrics
    {
        qint64 startUs = 0;
        qint64 endUs = 0;
        int events = 0;
        int operations = 0; // completed operations: every event but attempts and faults
        int grants = 0;     // granted (locks, semaphores), admitted (limiters), delivered (queues)
        double operationsPerSecond = 0;
        double grantsPerSecond = 0;
        // Fairness: pairs of grants on one resource served against the order they were asked
        // for (a later attempt granted first), and Jain's index of grants per client (1: equal).
        qint64 overtakes = 0;
        double jainIndex = 1;
        // Attempt to grant: count and percentiles of the granted attempts' waits. The max also
        // covers the attempts that ended refused (until the refusal) and those still waiting at
        // the end (until the end), so a run where everyone waits forever does not look fast.
        int waits = 0;
        qint64 waitP50Us = 0;
        qint64 waitP99Us = 0;
        qint64 waitMaxUs = 0;
        int refused = 0;                 // attempts that ended refused (limiters: limited)
        int failed = 0;                  // attempts that ended in an error (no answer)
        QString firstFailure;            // the first error's text
        QMap<QString, int> failedByKind; // of those, per event kind ("refused", "limited")
        qint64 firstFailureUs = 0;       // when the first and the last failed; 0: none
        qint64 lastFailureUs = 0;
        // Failures a run's own server faults explain: one per client per fault on a server (a
        // node killed, a failover), the operation each client had in flight when it hit.
        int excusedFailures = 0;
        int waitingAtEnd = 0;         // attempts neither granted nor refused at the end
        qint64 waitingAtEndMaxUs = 0; // the longest of those waits so far
        // Locks and semaphores: the most holders of one resource at an instant, and when.
        int maxHolders = 0;
        qint64 maxHoldersAtUs = 0;
        // Queues.
        int enqueued = 0;
        int delivered = 0; // distinct items delivered
        int deliveries = 0;
        int redeliveries = 0; // deliveries after the earlier one's consumer crashed or lost it
        int acked = 0;        // distinct items acked
        int duplicates = 0;
        int lost = 0;
        // Limiters.
        int admitted = 0;
        int limited = 0;
    };

    // The list keeps the first violations of each kind in report order, up to this many; the
    // counts cover all of them (a broken run of a million events can have 100k).
    static constexpr int maxListedPerKind = 1000;

    // The run checked, as the history names it.
    QString scenario;
    QString scenarioCase;
    QString primitive;
    QString variant;
    QList<Violation> violations; // by time, then resource (first seen), then clients
    QMap<Violation::Kind, qint64> violationCounts; // every violation found, listed or not
    qint64 violationsTotal = 0;
    Metrics metrics;
    // Checks the run could not make, and why (e.g. a limiter kind whose burst the run lacks).
    QStringList notes;

    // A run is inconclusive when more operations failed than its server faults excuse and they
    // are above this share of all (failed / (operations + failed)): the primitive was mostly not
    // answering, so finding no violation proves little (docs/playground.md, "Failed operations").
    static constexpr double maxFailedShare = 0.05;
    double failedShare() const;
    bool inconclusive() const
    {
        return metrics.failed > metrics.excusedFailures && failedShare() > maxFailedShare;
    }
    // "failed operations: 12 of 40 (30.0 %): refused 12; the first at +0.512 s, the last at
    // +1.998 s"; empty when none failed. What the CLI's report and the GUI's verdict say.
    QString failedOperationsText() const;
    // "INCONCLUSIVE: more than 5 % of the operations failed with an error, so …"
    QString inconclusiveText() const;

    // Every violation found, including those left out of the list.
    qint64 violationCount() const { return violationsTotal; }
    qint64 count(Violation::Kind kind) const { return violationCounts.value(kind); }
    QJsonObject toJson() const;
};
