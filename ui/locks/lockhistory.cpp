#include "lockhistory.h"

#include <QObject>
#include <QSet>

#include <algorithm>

QString LockHoldInterval::endName(End end)
{
    switch (end) {
    case End::StillHeld:
        return QObject::tr("still held");
    case End::Released:
        return QObject::tr("released");
    case End::Expired:
        return QObject::tr("expired");
    case End::TakenOver:
        return QObject::tr("taken over");
    }
    return {};
}

LockHistory::LockHistory(qint64 windowMs, int maxLocks)
    : m_windowMs(qMax<qint64>(1000, windowMs))
    , m_maxLocks(qMax(1, maxLocks))
{}

void LockHistory::setWindowMs(qint64 windowMs)
{
    m_windowMs = qMax<qint64>(1000, windowMs);
    trim();
}

void LockHistory::setMaxLocks(int maxLocks)
{
    m_maxLocks = qMax(1, maxLocks);
    trim();
}

void LockHistory::update(qint64 serverTimeMs, const QList<PrimitiveState> &states,
                         const QList<quint64> &versions)
{
    // A clock far behind the last one is another server (or a restored one): start over.
    if (m_nowMs > 0 && serverTimeMs < m_nowMs - m_windowMs)
        clear();
    m_nowMs = qMax(m_nowMs, serverTimeMs);

    // The monitor's list of states changes only with a discovery: a cheap comparison of names
    // finds the tracks of the last update again, with no hashing of 10,000 identities a tick.
    bool sameList = m_slotsValid && m_slots.size() == states.size();
    for (qsizetype i = 0; sameList && i < states.size(); ++i)
        sameList = m_slots.at(i).name == states.at(i).primitive.name &&
                   m_slots.at(i).family == states.at(i).primitive.family &&
                   bool(m_slots.at(i).track) == isLockKind(states.at(i).primitive.kind);
    if (!sameList)
        rebuildSlots(states);

    const bool versioned = versions.size() == states.size();
    for (qsizetype i = 0; i < states.size(); ++i) {
        Slot &slot = m_slots[i];
        if (!slot.track)
            continue;
        if (versioned) {
            if (versions.at(i) != 0 && versions.at(i) == slot.version)
                continue; // the same read as last time
            slot.version = versions.at(i);
        }
        const PrimitiveState &state = states.at(i);
        LockTrack &track = *slot.track;
        const qint64 atMs = state.serverTimeMs > 0 ? state.serverTimeMs : m_nowMs;
        if (track.lastObservedMs != 0 && atMs <= track.lastObservedMs)
            continue; // the same read as last time: nothing new
        track.kind = state.primitive.kind;
        observe(track, state, atMs);
    }
    trim();
}

void LockHistory::rebuildSlots(const QList<PrimitiveState> &states)
{
    for (const std::shared_ptr<LockTrack> &track : std::as_const(m_tracks))
        track->listed = false;
    m_slots.clear();
    m_slots.reserve(states.size());
    for (const PrimitiveState &state : states) {
        Slot slot{state.primitive.family, state.primitive.name, nullptr, 0};
        if (isLockKind(state.primitive.kind)) {
            const Identity id{state.primitive.family, state.primitive.name};
            std::shared_ptr<LockTrack> &track = m_tracks[id];
            if (!track) {
                track = std::make_shared<LockTrack>();
                track->family = id.first;
                track->name = id.second;
                track->kind = state.primitive.kind;
            }
            track->listed = true;
            slot.track = track;
        }
        m_slots.append(std::move(slot));
    }
    m_slotsValid = true;
    // Locks no longer listed are not held.
    for (const std::shared_ptr<LockTrack> &track : std::as_const(m_tracks)) {
        if (track->listed)
            continue;
        if (track->isHeld())
            close(*track, m_nowMs);
        track->lastObservedMs = m_nowMs;
    }
}

void LockHistory::clear()
{
    m_tracks.clear();
    m_slots.clear();
    m_slotsValid = false;
    m_nowMs = 0;
}

void LockHistory::observe(LockTrack &track, const PrimitiveState &state, qint64 atMs)
{
    track.lastObservedMs = atMs;
    const bool held = state.holder.has_value() && state.ttlMs != -2;
    if (!held) {
        if (track.isHeld())
            close(track, atMs);
        return;
    }
    const QByteArray &holder = *state.holder;
    if (track.isHeld()) {
        LockHoldInterval &last = track.intervals.last();
        if (last.holder == holder) {
            last.endMs = atMs;
            last.lastTtlMs = state.ttlMs;
            return;
        }
        // A new holder with no free read in between: if the old lease had run out by this read,
        // it expired and someone acquired the free lock; with lease left, it was taken over.
        close(track, atMs, LockHoldInterval::End::TakenOver);
    }
    LockHoldInterval hold;
    hold.holder = holder;
    hold.startMs = atMs;
    hold.endMs = atMs;
    hold.lastTtlMs = state.ttlMs;
    track.intervals.append(hold);
    track.lastActiveMs = atMs;
}

void LockHistory::close(LockTrack &track, qint64 atMs, LockHoldInterval::End withLeaseLeft)
{
    LockHoldInterval &last = track.intervals.last();
    if (last.lastTtlMs >= 0 && last.endMs + last.lastTtlMs <= atMs) {
        last.end = LockHoldInterval::End::Expired;
        last.endMs = qMax(last.startMs, last.endMs + last.lastTtlMs);
    } else {
        last.end = withLeaseLeft;
        last.endMs = atMs;
    }
    track.lastActiveMs = atMs;
}

void LockHistory::trim()
{
    // Only locks no longer listed go: a listed one keeps its track (and its slot stays valid);
    // their number is bounded by discovery's, the others' by MaxTrackedLocks.
    const qint64 cutoffMs = m_nowMs - m_windowMs;
    qsizetype unlisted = 0;
    for (auto it = m_tracks.begin(); it != m_tracks.end();) {
        QList<LockHoldInterval> &intervals = (*it)->intervals;
        // Most tracks have nothing to drop: look at the oldest before rewriting the list.
        const bool stale = !intervals.isEmpty() &&
                           intervals.first().end != LockHoldInterval::End::StillHeld &&
                           intervals.first().endMs < cutoffMs;
        if (stale)
            intervals.removeIf([cutoffMs](const LockHoldInterval &hold) {
                return hold.end != LockHoldInterval::End::StillHeld && hold.endMs < cutoffMs;
            });
        if (intervals.size() > MaxIntervalsPerLock)
            intervals.remove(0, intervals.size() - MaxIntervalsPerLock);
        if ((*it)->listed) {
            ++it;
        } else if (intervals.isEmpty()) {
            it = m_tracks.erase(it);
        } else {
            ++unlisted;
            ++it;
        }
    }
    if (unlisted <= MaxTrackedLocks)
        return;
    QList<const LockTrack *> gone;
    gone.reserve(unlisted);
    for (const std::shared_ptr<LockTrack> &track : std::as_const(m_tracks))
        if (!track->listed)
            gone.append(track.get());
    // The least recently active of them go.
    std::nth_element(
        gone.begin(), gone.begin() + MaxTrackedLocks, gone.end(),
        [](const LockTrack *a, const LockTrack *b) { return a->lastActiveMs > b->lastActiveMs; });
    QList<Identity> drop;
    for (qsizetype i = MaxTrackedLocks; i < gone.size(); ++i)
        drop.append({gone.at(i)->family, gone.at(i)->name});
    for (const Identity &id : drop)
        m_tracks.remove(id);
}

qsizetype LockHistory::trackedCount() const
{
    return std::count_if(
        m_tracks.cbegin(), m_tracks.cend(),
        [](const std::shared_ptr<LockTrack> &t) { return !t->intervals.isEmpty(); });
}

QList<const LockTrack *> LockHistory::byActivity(qsizetype count) const
{
    QList<const LockTrack *> order;
    order.reserve(m_tracks.size());
    for (const std::shared_ptr<LockTrack> &track : m_tracks)
        if (!track->intervals.isEmpty()) // a listed lock never held in the window is not shown
            order.append(track.get());
    const qint64 now = m_nowMs;
    const auto activity = [now](const LockTrack *t) { return t->isHeld() ? now : t->lastActiveMs; };
    const auto before = [&](const LockTrack *a, const LockTrack *b) {
        const qint64 x = activity(a);
        const qint64 y = activity(b);
        if (x != y)
            return x > y;
        return a->name != b->name ? a->name < b->name : a->family < b->family;
    };
    if (count < order.size())
        std::partial_sort(order.begin(), order.begin() + count, order.end(), before);
    else
        std::sort(order.begin(), order.end(), before);
    return order;
}

QList<LockTrack> LockHistory::tracks() const
{
    QList<const LockTrack *> order = byActivity(m_maxLocks);
    if (order.size() > m_maxLocks)
        order.resize(m_maxLocks);
    QList<LockTrack> out;
    out.reserve(order.size());
    for (const LockTrack *track : order)
        out.append(*track);
    std::sort(out.begin(), out.end(), [](const LockTrack &a, const LockTrack &b) {
        return a.name != b.name ? a.name < b.name : a.family < b.family;
    });
    return out;
}

const LockTrack *LockHistory::track(const QString &family, const QByteArray &name) const
{
    const auto it = m_tracks.constFind(Identity{family, name});
    return it == m_tracks.cend() ? nullptr : it->get();
}
