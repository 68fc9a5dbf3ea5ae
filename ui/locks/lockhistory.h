#pragma once

#include "primitivestate.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>

// One hold of a lock as the inspector saw it, in server time (ms since the epoch).
struct LockHoldInterval
{
    enum class End {
        StillHeld, // held at the last snapshot
        Released,  // gone while its TTL had time left (or it had none)
        Expired,   // gone when its TTL had run out
        TakenOver, // another holder appeared, with no free read between, while its TTL had time
                   // left (or it had none); a lease that had run out by then is Expired
    };
    QByteArray holder;
    qint64 startMs = 0;    // first seen held by this holder
    qint64 endMs = 0;      // when it ended (estimated), or the last snapshot while still held
    qint64 lastTtlMs = -1; // the TTL at the last snapshot that saw it held (-1: none)
    End end = End::StillHeld;

    static QString endName(End end); // "still held", "released", "expired", "taken over"
};

// The holds of one lock (identity: family, name) within the window, oldest first.
struct LockTrack
{
    QString family;
    QByteArray name;
    PrimitiveKind kind = PrimitiveKind::Lock;
    QList<LockHoldInterval> intervals;
    qint64 lastObservedMs = 0; // server time of the newest state read of it
    qint64 lastActiveMs = 0;   // when a hold last started or ended
    bool listed = false;       // in the last list of states (kept while listed, even if empty)

    bool isHeld() const
    {
        return !intervals.isEmpty() && intervals.last().end == LockHoldInterval::End::StillHeld;
    }
};

// Turns the inspector's snapshots into hold intervals per lock over the last windowMs of server
// time: who held it, from when to when, and how each hold ended. Pure logic (no Redis, no
// timers): feed it update() with each snapshot. Memory is bounded: intervals older than the
// window are dropped, at most MaxIntervalsPerLock per lock and MaxTrackedLocks locks no longer
// listed (listed ones are bounded by discovery's key limit); tracks()
// shows the maxLocks most recently active (held now, else by their last start or end; ties by
// name, so the selection stays put from one snapshot to the next).
class LockHistory
{
public:
    static constexpr qint64 DefaultWindowMs = 120000;
    static constexpr int DefaultMaxLocks = 50;
    static constexpr int MaxIntervalsPerLock = 200;
    static constexpr int MaxTrackedLocks = 20000;

    explicit LockHistory(qint64 windowMs = DefaultWindowMs, int maxLocks = DefaultMaxLocks);

    void setWindowMs(qint64 windowMs);
    qint64 windowMs() const { return m_windowMs; }
    void setMaxLocks(int maxLocks);
    int maxLocks() const { return m_maxLocks; }

    // States of other kinds are ignored; a lock missing from states counts as not held. Each
    // state is taken at its own serverTimeMs (a bounded tick re-reads only some of them). With
    // versions (InspectorSnapshot's), a state whose version did not change is not looked at: a
    // tick costs what it re-read, not the number of locks.
    void update(qint64 serverTimeMs, const QList<PrimitiveState> &states,
                const QList<quint64> &versions = {});
    // Forgets everything (another server).
    void clear();

    // The maxLocks most recently active locks with a hold in the window, by name then family.
    QList<LockTrack> tracks() const;
    // How many locks have a hold in the window (shown or not).
    qsizetype trackedCount() const;
    const LockTrack *track(const QString &family, const QByteArray &name) const;
    qint64 nowMs() const { return m_nowMs; }

private:
    using Identity = std::pair<QString, QByteArray>;
    void observe(LockTrack &track, const PrimitiveState &state, qint64 atMs);
    // Ends the current hold at atMs: Expired (at its expiry) when its last TTL had run out by
    // then, else withLeaseLeft (Released when it went free, TakenOver for a new holder).
    static void close(LockTrack &track, qint64 atMs,
                      LockHoldInterval::End withLeaseLeft = LockHoldInterval::End::Released);
    void trim();
    // The states' tracks, when the list of states is another than last time.
    void rebuildSlots(const QList<PrimitiveState> &states);
    // Most recently active first; only the first `count` are in order.
    QList<const LockTrack *> byActivity(qsizetype count) const;

    qint64 m_windowMs;
    int m_maxLocks;
    qint64 m_nowMs = 0;
    // Shared pointers: a slot keeps its track's address whatever the hash does.
    QHash<Identity, std::shared_ptr<LockTrack>> m_tracks;
    // Per state of the last update (same order): its identity, track (null for other kinds) and
    // the version last observed.
    struct Slot
    {
        QString family;
        QByteArray name;
        std::shared_ptr<LockTrack> track;
        quint64 version = 0;
    };
    QList<Slot> m_slots;
    bool m_slotsValid = false; // false after clear(): the next update finds the tracks again
};
