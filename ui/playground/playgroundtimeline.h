#pragma once

#include "checkreport.h"
#include "playgroundevent.h"
#include "playgroundhistory.h"

#include <QHash>
#include <QList>
#include <QString>

#include <utility>

// What the playground's Gantt draws, built from a run's events as they arrive: one row per
// client, a bar per hold (a lock or permit from granted to released, lost or the crash; a queue
// item from delivered to acked or lost), instants for a limiter's admissions and refusals and a
// producer's enqueues, each wait (attempt to grant, refusal or crash; those still waiting to
// now), the faults as markers, and the checker's violations as red spans over the rows of the
// clients involved (a lost item's over its deliveries, from each to its end). Bounded: past
// MaxBars the oldest bars are dropped (and the waits and violations before the oldest bar kept
// with them); ticks have a MaxBars of their own, so thousands of limited hits a second never push
// the holds and admissions out; rows stop at MaxClients (a corrupt file's client 3000000 is not
// drawn).
class PlaygroundTimeline
{
public:
    static constexpr int MaxBars = 20000;
    static constexpr int MaxMarkers = 2000;
    static constexpr int MaxClients = PlaygroundHistory::MaxClients;

    struct Bar
    {
        enum class Kind {
            Hold,     // a lock or permit held, a queue item being worked on
            Admitted, // an instant: a limiter let a hit through
            Limited,  // ticks (ticks(), not bars()): a limiter refused a hit,
            Enqueued, // a producer added an item
        };
        int client = 0;
        qint64 startUs = 0;
        qint64 endUs = -1; // -1: still held
        QString resource;
        qint64 fencing = -1;
        Kind kind = Kind::Hold;
        QString item; // queues: the item delivered or enqueued
    };
    struct Wait
    {
        int client = 0;
        qint64 startUs = 0;
        qint64 endUs = -1; // -1: still waiting
        bool refused = false;
    };
    struct Marker
    {
        int client = -1; // -1: a server fault, across every row
        qint64 timeUs = 0;
        QString fault;
        QString detail;
    };
    struct Violation
    {
        qint64 startUs = 0;
        qint64 endUs = 0;
        QList<int> clients;
        QString text;
        // Drawn as a bracket (a line from start to end, a cap at each), not a band: an
        // over-admission's window can span a second of rows with nothing but its two bursts.
        bool bracket = false;
    };

    void clear(int clients = 0, qint64 windowUs = 0);
    void add(const QList<PlaygroundEvent> &events);
    // Replaces the violations with the report's (the running verdict or the final one).
    void setViolations(const CheckReport &report);

    int clients() const { return m_clients; }
    qint64 startUs() const { return m_startUs; }
    qint64 endUs() const { return m_endUs; }
    const QList<Bar> &bars() const { return m_bars; }   // holds and admissions
    const QList<Bar> &ticks() const { return m_ticks; } // enqueues and limited hits
    // The waits that ended, in the order they ended (bounded like the bars).
    const QList<Wait> &endedWaits() const { return m_waits; }
    // The attempts still waiting: (client, resource) -> since when.
    const QHash<std::pair<int, QString>, qint64> &openWaits() const { return m_waiting; }
    // Both as one list (a copy): the ended ones, then those still waiting (endUs -1).
    QList<Wait> waits() const;
    const QList<Marker> &markers() const { return m_markers; }
    const QList<Violation> &violations() const { return m_violations; }
    // Whether a violation is drawn over the client's row at that time.
    bool isViolation(int client, qint64 timeUs) const;

private:
    void open(int client, const QString &key, const PlaygroundEvent &event);
    void close(int client, const QString &key, qint64 timeUs);
    void closeAll(int client, qint64 timeUs);
    void endWait(int client, const QString &resource, qint64 timeUs, bool refused, bool keep);
    using ItemBars = QHash<std::pair<QString, QString>, QList<const Bar *>>;
    void addLostItem(const CheckReport::Violation &v, const ItemBars &itemBars, qint64 oldestKept);
    // Bar indexes per (client, resource), by start, with the latest end among each prefix.
    struct BarIndex
    {
        QList<qsizetype> bars;
        QList<qint64> maxEndUs;
    };
    QHash<std::pair<int, QString>, BarIndex> indexBars() const;
    qint64 burstStart(const CheckReport::Violation &v,
                      const QHash<std::pair<int, QString>, BarIndex> &index) const;
    qint64 spanEnd(const CheckReport::Violation &violation,
                   const QHash<std::pair<int, QString>, BarIndex> &index) const;
    void trim();

    int m_clients = 0;
    qint64 m_windowUs = 0;
    qint64 m_startUs = -1;
    qint64 m_endUs = -1;
    QList<Bar> m_bars;
    qsizetype m_dropped = 0; // bars trimmed off the front: m_open's indexes count them too
    QList<Bar> m_ticks;
    QList<Wait> m_waits;                              // ended ones, bounded like the bars
    QHash<std::pair<int, QString>, qint64> m_waiting; // (client, resource) -> its attempt
    QList<Marker> m_markers;
    QList<Violation> m_violations;
    // (client, resource or item) -> the open bar's absolute index and its depth (reentrance).
    QHash<std::pair<int, QString>, std::pair<qsizetype, int>> m_open;
};
