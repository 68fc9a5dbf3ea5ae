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

bool LockHistory::isLockKind(PrimitiveKind kind)
{
    switch (kind) {
    case PrimitiveKind::Lock:
    case PrimitiveKind::ReentrantLock:
    case PrimitiveKind::FairLock:
    case PrimitiveKind::ReadWriteLock:
    case PrimitiveKind::JobLock:
        return true;
    default:
        return false;
    }
}

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

void LockHistory::update(qint64 serverTimeMs, const QList<PrimitiveState> &states)
{
    // A clock far behind the last one is another server (or a restored one): start over.
    if (m_nowMs > 0 && serverTimeMs < m_nowMs - m_windowMs)
        clear();
    m_nowMs = qMax(m_nowMs, serverTimeMs);

    QSet<Identity> seen;
    for (const PrimitiveState &state : states) {
        if (!isLockKind(state.primitive.kind))
            continue;
        const Identity id{state.primitive.family, state.primitive.name};
        seen.insert(id);
        auto it = m_tracks.find(id);
        if (it == m_tracks.end()) {
            LockTrack track;
            track.family = id.first;
            track.name = id.second;
            track.kind = state.primitive.kind;
            it = m_tracks.insert(id, track);
        }
        const qint64 atMs = state.serverTimeMs > 0 ? state.serverTimeMs : m_nowMs;
        if (it->lastObservedMs != 0 && atMs <= it->lastObservedMs)
            continue; // the same read as last time: nothing new
        it->kind = state.primitive.kind;
        observe(*it, state, atMs);
    }
    for (auto it = m_tracks.begin(); it != m_tracks.end(); ++it) {
        if (seen.contains(it.key()))
            continue;
        if (it->isHeld())
            close(*it, m_nowMs);
        it->lastObservedMs = m_nowMs;
    }
    trim();
}

void LockHistory::clear()
{
    m_tracks.clear();
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
    const qint64 cutoffMs = m_nowMs - m_windowMs;
    for (auto it = m_tracks.begin(); it != m_tracks.end();) {
        QList<LockHoldInterval> &intervals = it->intervals;
        intervals.removeIf([cutoffMs](const LockHoldInterval &hold) {
            return hold.end != LockHoldInterval::End::StillHeld && hold.endMs < cutoffMs;
        });
        if (intervals.size() > MaxIntervalsPerLock)
            intervals.remove(0, intervals.size() - MaxIntervalsPerLock);
        if (intervals.isEmpty())
            it = m_tracks.erase(it);
        else
            ++it;
    }
    if (m_tracks.size() <= MaxTrackedLocks)
        return;
    const QList<const LockTrack *> order = byActivity();
    QList<Identity> drop;
    for (qsizetype i = MaxTrackedLocks; i < order.size(); ++i)
        drop.append({order.at(i)->family, order.at(i)->name});
    for (const Identity &id : drop)
        m_tracks.remove(id);
}

QList<const LockTrack *> LockHistory::byActivity() const
{
    QList<const LockTrack *> order;
    order.reserve(m_tracks.size());
    for (const LockTrack &track : m_tracks)
        order.append(&track);
    const qint64 now = m_nowMs;
    const auto activity = [now](const LockTrack *t) { return t->isHeld() ? now : t->lastActiveMs; };
    std::sort(order.begin(), order.end(), [&](const LockTrack *a, const LockTrack *b) {
        const qint64 x = activity(a);
        const qint64 y = activity(b);
        if (x != y)
            return x > y;
        return a->name != b->name ? a->name < b->name : a->family < b->family;
    });
    return order;
}

QList<LockTrack> LockHistory::tracks() const
{
    QList<const LockTrack *> order = byActivity();
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
    return it == m_tracks.cend() ? nullptr : &*it;
}
