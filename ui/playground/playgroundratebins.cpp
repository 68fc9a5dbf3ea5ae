#include "playgroundratebins.h"

#include "playgroundchecker.h"

#include <algorithm>

void PlaygroundRateBins::clear()
{
    m_originUs = -1;
    m_operations = 0;
    m_failures = 0;
    m_bins.clear();
    m_attempts.clear();
    m_ready.clear();
}

PlaygroundRateBins::Bin *PlaygroundRateBins::binAt(qint64 timeUs)
{
    if (m_originUs < 0)
        m_originUs = timeUs;
    const qint64 index = std::max<qint64>(0, (timeUs - m_originUs) / BinUs);
    if (!m_bins.empty() && index <= m_bins.rbegin()->first - MaxBins)
        return nullptr;
    Bin &bin = m_bins[index]; // map references survive erasing other bins
    while (m_bins.rbegin()->first - m_bins.begin()->first >= MaxBins)
        m_bins.erase(m_bins.begin());
    return &bin;
}

void PlaygroundRateBins::add(const QList<PlaygroundEvent> &events)
{
    using Kind = PlaygroundEvent::Kind;
    for (const PlaygroundEvent &e : events) {
        if (e.kind == Kind::Fault) {
            if (e.isCrash()) // a crash abandons the client's attempts
                m_attempts.removeIf([&](auto it) { return it.key().first == e.client; });
            continue;
        }
        if (e.kind == Kind::Enqueued && !e.item.isEmpty()) {
            if (m_ready.size() >= MaxItems) // bounded: the oldest waits are past the bins kept
                forgetItemsReadyBefore(e.timeUs - MaxBins * BinUs);
            m_ready.insert({e.resource, e.item}, e.timeUs + e.dueInMs().value_or(0) * 1000);
        } else if (e.kind == Kind::Acked) {
            m_ready.remove({e.resource, e.item});
        }
        const std::pair<int, QString> key{e.client, e.resource};
        if (e.kind == Kind::Attempt) {
            if (!m_attempts.contains(key))
                m_attempts.insert(key, e.timeUs);
            continue;
        }
        if (e.failed) { // an error ends the attempt, and is no operation
            m_attempts.remove(key);
            ++m_failures;
            continue;
        }
        Bin *binPtr = binAt(e.timeUs);
        if (!binPtr)
            continue;
        Bin &bin = *binPtr;
        ++bin.operations;
        ++m_operations;
        bin.admitted += e.kind == Kind::Admitted;
        bin.limited += e.kind == Kind::Limited;
        if (e.kind == Kind::Delivered) {
            const auto ready = m_ready.constFind({e.resource, e.item});
            if (ready != m_ready.cend()) {
                bin.waits.append(std::max<qint64>(0, e.timeUs - ready.value()));
                bin.dirty = true;
                continue;
            }
        }
        const bool granted =
            e.kind == Kind::Granted || e.kind == Kind::Admitted || e.kind == Kind::Delivered;
        const bool ended = granted || e.kind == Kind::Refused || e.kind == Kind::Limited;
        if (ended) {
            const auto it = m_attempts.constFind(key);
            if (it != m_attempts.cend()) {
                if (granted) {
                    bin.waits.append(std::max<qint64>(0, e.timeUs - it.value()));
                    bin.dirty = true;
                }
                m_attempts.erase(it);
            }
        }
    }
}

void PlaygroundRateBins::forgetItemsReadyBefore(qint64 timeUs)
{
    m_ready.removeIf([timeUs](auto it) { return it.value() < timeUs; });
    if (m_ready.size() >= MaxItems) // all within the last minute: start again
        m_ready.clear();
}

void PlaygroundRateBins::refreshPercentiles() const
{
    for (auto &[index, bin] : m_bins) {
        if (!bin.dirty)
            continue;
        std::sort(bin.waits.begin(), bin.waits.end());
        bin.p50Us = PlaygroundChecker::percentile(bin.waits, 50);
        bin.p99Us = PlaygroundChecker::percentile(bin.waits, 99);
        bin.dirty = false;
    }
}

QList<QPointF> PlaygroundRateBins::points(qint64 Bin::*field, double scale) const
{
    QList<QPointF> out;
    refreshPercentiles();
    for (const auto &[index, bin] : m_bins) {
        if (!bin.waits.isEmpty())
            out.append({double(index * BinUs) / 1e6, double(bin.*field) * scale});
    }
    return out;
}

QList<QPointF> PlaygroundRateBins::perSecond(int Bin::*field) const
{
    QList<QPointF> out;
    if (m_bins.empty())
        return out;
    const qint64 first = m_bins.begin()->first;
    const qint64 last = m_bins.rbegin()->first;
    out.reserve(last - first + 1);
    auto it = m_bins.cbegin();
    for (qint64 i = first; i <= last; ++i) {
        int count = 0;
        if (it != m_bins.cend() && it->first == i)
            count = (it++)->second.*field;
        out.append({double(i * BinUs) / 1e6, double(count) * 1e6 / double(BinUs)});
    }
    return out;
}

QList<QPointF> PlaygroundRateBins::throughput() const
{
    return perSecond(&Bin::operations);
}

QList<QPointF> PlaygroundRateBins::admittedPerSecond() const
{
    return perSecond(&Bin::admitted);
}

QList<QPointF> PlaygroundRateBins::limitedPerSecond() const
{
    return perSecond(&Bin::limited);
}

QList<QPointF> PlaygroundRateBins::waitP50() const
{
    return points(&Bin::p50Us, 1e-3);
}

QList<QPointF> PlaygroundRateBins::waitP99() const
{
    return points(&Bin::p99Us, 1e-3);
}
