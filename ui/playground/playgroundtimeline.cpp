#include "playgroundtimeline.h"

#include <algorithm>

void PlaygroundTimeline::clear(int clients, qint64 windowUs)
{
    m_clients = clients;
    m_windowUs = windowUs;
    m_startUs = m_endUs = -1;
    m_bars.clear();
    m_dropped = 0;
    m_ticks.clear();
    m_waits.clear();
    m_waiting.clear();
    m_markers.clear();
    m_violations.clear();
    m_open.clear();
}

void PlaygroundTimeline::add(const QList<PlaygroundEvent> &events)
{
    using Kind = PlaygroundEvent::Kind;
    for (const PlaygroundEvent &e : events) {
        if (e.client >= MaxClients)
            continue;
        if (m_startUs < 0 || e.timeUs < m_startUs)
            m_startUs = e.timeUs;
        m_endUs = std::max(m_endUs, e.timeUs);
        m_clients = std::max(m_clients, e.client + 1);
        switch (e.kind) {
        case Kind::Attempt:
            if (!m_waiting.contains({e.client, e.resource}))
                m_waiting.insert({e.client, e.resource}, e.timeUs);
            break;
        case Kind::Granted:
            endWait(e.client, e.resource, e.timeUs, false, true);
            open(e.client, e.resource, e);
            break;
        case Kind::Refused: // an error (failed) is no refusal: the wait just ends
            endWait(e.client, e.resource, e.timeUs, !e.failed, true);
            break;
        case Kind::Enqueued:
            m_ticks.append(
                {e.client, e.timeUs, e.timeUs, e.resource, -1, Bar::Kind::Enqueued, e.item});
            break;
        case Kind::Delivered:
            open(e.client, e.resource % u'/' % e.item, e);
            break;
        case Kind::Released:
            close(e.client, e.resource, e.timeUs);
            break;
        case Kind::Acked:
            close(e.client, e.resource % u'/' % e.item, e.timeUs);
            break;
        case Kind::Lost: {
            // A lost lease ends the whole (reentrant) hold; a lost item its delivery.
            const QString key = e.item.isEmpty() ? e.resource : e.resource % u'/' % e.item;
            const auto it = m_open.find({e.client, key});
            if (it != m_open.end())
                it->second = 1;
            close(e.client, key, e.timeUs);
            break;
        }
        case Kind::Admitted:
        case Kind::Limited:
            // A limiter answers at once: its waits are round trips, not worth a line.
            endWait(e.client, e.resource, e.timeUs, false, false);
            if (e.kind == Kind::Admitted)
                m_bars.append(
                    {e.client, e.timeUs, e.timeUs, e.resource, -1, Bar::Kind::Admitted, {}});
            else if (!e.failed)
                m_ticks.append(
                    {e.client, e.timeUs, e.timeUs, e.resource, -1, Bar::Kind::Limited, {}});
            break;
        case Kind::Fault:
            if (m_markers.size() < MaxMarkers)
                m_markers.append({e.client, e.timeUs, e.fault, e.detail});
            if (e.isCrash())
                closeAll(e.client, e.timeUs);
            break;
        default:
            break;
        }
    }
    trim();
}

void PlaygroundTimeline::open(int client, const QString &key, const PlaygroundEvent &event)
{
    const auto it = m_open.find({client, key});
    if (it != m_open.end()) { // a reentrant grant deepens the hold
        ++it->second;
        return;
    }
    m_open.insert({client, key}, {m_dropped + m_bars.size(), 1});
    m_bars.append(
        {client, event.timeUs, -1, event.resource, event.fencing, Bar::Kind::Hold, event.item});
}

void PlaygroundTimeline::endWait(int client, const QString &resource, qint64 timeUs, bool refused,
                                 bool keep)
{
    const auto it = m_waiting.constFind({client, resource});
    if (it == m_waiting.cend())
        return;
    if (keep)
        m_waits.append({client, it.value(), std::max(it.value(), timeUs), refused});
    m_waiting.erase(it);
}

QList<PlaygroundTimeline::Wait> PlaygroundTimeline::waits() const
{
    QList<Wait> out = m_waits;
    for (auto it = m_waiting.cbegin(); it != m_waiting.cend(); ++it)
        out.append({it.key().first, it.value(), -1, false});
    return out;
}

void PlaygroundTimeline::close(int client, const QString &key, qint64 timeUs)
{
    const auto it = m_open.find({client, key});
    if (it == m_open.end() || --it->second > 0)
        return;
    const qsizetype index = it->first - m_dropped;
    if (index >= 0 && index < m_bars.size())
        m_bars[index].endUs = timeUs;
    m_open.erase(it);
}

void PlaygroundTimeline::closeAll(int client, qint64 timeUs)
{
    for (auto it = m_waiting.begin(); it != m_waiting.end();) {
        if (it.key().first == client) {
            m_waits.append({client, it.value(), std::max(it.value(), timeUs), false});
            it = m_waiting.erase(it);
        } else {
            ++it;
        }
    }
    for (auto it = m_open.begin(); it != m_open.end();) {
        if (it.key().first != client) {
            ++it;
            continue;
        }
        const qsizetype index = it->first - m_dropped;
        if (index >= 0 && index < m_bars.size())
            m_bars[index].endUs = timeUs;
        it = m_open.erase(it);
    }
}

void PlaygroundTimeline::trim()
{
    if (m_ticks.size() > MaxBars)
        m_ticks.remove(0, m_ticks.size() - MaxBars);
    if (m_bars.size() > MaxBars) {
        const qsizetype excess = m_bars.size() - MaxBars;
        m_bars.remove(0, excess);
        m_dropped += excess;
        // The waits go with the holds they were for: none that ended before the oldest kept.
        const qint64 oldest = m_bars.first().startUs;
        const auto kept = std::find_if(m_waits.cbegin(), m_waits.cend(),
                                       [oldest](const Wait &w) { return w.endUs >= oldest; });
        m_waits.erase(m_waits.cbegin(), kept);
    }
    if (m_waits.size() > MaxBars)
        m_waits.remove(0, m_waits.size() - MaxBars);
}

QHash<std::pair<int, QString>, PlaygroundTimeline::BarIndex> PlaygroundTimeline::indexBars() const
{
    // Holds and admissions: what the violations are made of (not refusals or enqueues).
    QHash<std::pair<int, QString>, BarIndex> index;
    for (qsizetype i = 0; i < m_bars.size(); ++i) {
        const Bar &bar = m_bars.at(i);
        if (bar.kind == Bar::Kind::Hold || bar.kind == Bar::Kind::Admitted)
            index[{bar.client, bar.resource}].bars.append(i);
    }
    for (BarIndex &entry : index) {
        std::stable_sort(entry.bars.begin(), entry.bars.end(), [this](qsizetype a, qsizetype b) {
            return m_bars.at(a).startUs < m_bars.at(b).startUs;
        });
        qint64 latest = -1;
        entry.maxEndUs.reserve(entry.bars.size());
        for (qsizetype i : std::as_const(entry.bars)) {
            const Bar &bar = m_bars.at(i);
            latest = std::max(latest, bar.endUs < 0 ? m_endUs : bar.endUs);
            entry.maxEndUs.append(latest);
        }
    }
    return index;
}

qint64 PlaygroundTimeline::burstStart(const CheckReport::Violation &v,
                                      const QHash<std::pair<int, QString>, BarIndex> &index) const
{
    // The admissions counted in the window that ends at the one over the limit: the earliest
    // of them, on any of the admitted clients' rows, is where the burst starts.
    qint64 start = v.timeUs;
    for (int client : v.clients) {
        const auto it = index.constFind({client, v.resource});
        if (it == index.cend())
            continue;
        const auto first = std::upper_bound(
            it->bars.cbegin(), it->bars.cend(), v.timeUs - m_windowUs,
            [this](qint64 t, qsizetype bar) { return t < m_bars.at(bar).startUs; });
        if (first != it->bars.cend())
            start = std::min(start, m_bars.at(*first).startUs);
    }
    return start;
}

qint64 PlaygroundTimeline::spanEnd(const CheckReport::Violation &v,
                                   const QHash<std::pair<int, QString>, BarIndex> &index) const
{
    // Overlaps and over-limit stretches last while every holder involved still holds: per
    // client, the bars on the resource that began by then, newest first, while an earlier one
    // can still be holding (the prefix's latest end says when none can).
    qint64 end = -1;
    for (int client : v.clients) {
        const auto it = index.constFind({client, v.resource});
        if (it == index.cend())
            continue;
        const BarIndex &entry = *it;
        const auto after = std::upper_bound(
            entry.bars.cbegin(), entry.bars.cend(), v.timeUs,
            [this](qint64 t, qsizetype bar) { return t < m_bars.at(bar).startUs; });
        for (qsizetype j = (after - entry.bars.cbegin()) - 1;
             j >= 0 && entry.maxEndUs.at(j) >= v.timeUs; --j) {
            const Bar &bar = m_bars.at(entry.bars.at(j));
            const qint64 barEnd = bar.endUs < 0 ? m_endUs : bar.endUs;
            if (barEnd >= v.timeUs)
                end = end < 0 ? barEnd : std::min(end, barEnd);
        }
    }
    return std::max(v.timeUs, end);
}

void PlaygroundTimeline::setViolations(const CheckReport &report)
{
    m_violations.clear();
    // Where bars were dropped, so are the violations: red over empty rows would mislead.
    qint64 oldestKept = -1;
    if (m_dropped > 0) {
        for (const Bar &bar : m_bars)
            oldestKept = oldestKept < 0 ? bar.startUs : std::min(oldestKept, bar.startUs);
    }
    const QHash<std::pair<int, QString>, BarIndex> index = indexBars();
    using ViolationKind = CheckReport::Violation::Kind;
    // (queue, item) -> its enqueue tick and delivery bars, for the lost items.
    ItemBars itemBars;
    if (report.count(ViolationKind::LostItem) > 0) {
        for (const QList<Bar> *list : {&m_ticks, &m_bars}) {
            for (const Bar &bar : *list) {
                if (!bar.item.isEmpty())
                    itemBars[{bar.resource, bar.item}].append(&bar);
            }
        }
    }
    for (const CheckReport::Violation &v : report.violations) {
        if (v.kind == ViolationKind::LostItem) { // its enqueue can be older than its delivery
            addLostItem(v, itemBars, oldestKept);
            continue;
        }
        if (v.timeUs < oldestKept)
            continue;
        // An over-admission is drawn over the burst that made it, not over the window after.
        if (v.kind == ViolationKind::OverAdmission && m_windowUs > 0)
            m_violations.append({burstStart(v, index), v.timeUs, v.clients, v.text, true});
        else
            m_violations.append({v.timeUs, spanEnd(v, index), v.clients, v.text});
    }
}

void PlaygroundTimeline::addLostItem(const CheckReport::Violation &v, const ItemBars &itemBars,
                                     qint64 oldestKept)
{
    // Red where the item was: its enqueue on the producer's row, each delivery on its
    // consumer's row until the crash (or loss) that ended it.
    bool drawn = false;
    for (const Bar *bar : itemBars.value({v.resource, v.item})) {
        if (!v.clients.contains(bar->client))
            continue;
        m_violations.append(
            {bar->startUs, bar->endUs < 0 ? m_endUs : bar->endUs, {bar->client}, v.text});
        drawn = true;
    }
    if (!drawn && v.timeUs >= oldestKept) // a history without item ids
        m_violations.append({v.timeUs, v.timeUs, v.clients, v.text});
}

bool PlaygroundTimeline::isViolation(int client, qint64 timeUs) const
{
    return std::any_of(m_violations.cbegin(), m_violations.cend(), [&](const Violation &v) {
        return v.clients.contains(client) && v.startUs <= timeUs && timeUs <= v.endUs;
    });
}
