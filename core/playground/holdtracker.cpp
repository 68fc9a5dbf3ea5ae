#include "holdtracker.h"

#include <algorithm>
#include <utility>

void HoldTracker::add(const PlaygroundEvent &e)
{
    using Kind = PlaygroundEvent::Kind;
    if (e.kind == Kind::Granted) {
        grant(e);
    } else if (e.kind == Kind::Released || e.kind == Kind::Lost) {
        release(e);
    } else if (e.isCrash()) {
        for (qsizetype i = 0; i < m_open.size();) {
            if (m_open[i].client == e.client)
                close(i, e.timeUs);
            else
                ++i;
        }
    }
}

void HoldTracker::grant(const PlaygroundEvent &e)
{
    if (m_oneHoldPerClient) {
        const auto held = std::find_if(m_open.begin(), m_open.end(), [&](const Hold &h) {
            return h.client == e.client && h.resource == e.resource;
        });
        if (held != m_open.end()) {
            ++held->depth; // a reentrant grant: the hold goes on until its last release
            return;
        }
    }
    if (!m_resourceIndex.contains(e.resource)) {
        m_resourceIndex.insert(e.resource, m_closed.size());
        m_closed.append(QList<Hold>());
    }
    m_open.append({e.client, e.resource, e.token, e.fencing, e.timeUs, e.timeUs});
}

void HoldTracker::release(const PlaygroundEvent &e)
{
    const auto mine = [&](const Hold &h) {
        return h.client == e.client && h.resource == e.resource;
    };
    if (m_oneHoldPerClient && e.kind == PlaygroundEvent::Kind::Released) {
        const auto held = std::find_if(m_open.begin(), m_open.end(), mine);
        if (held != m_open.end() && held->depth > 1) {
            --held->depth; // an inner release: still held
            return;
        }
    }
    // The permit with the event's token, or else the client's oldest on the resource.
    auto it = m_open.end();
    if (!e.token.isEmpty())
        it = std::find_if(m_open.begin(), m_open.end(),
                          [&](const Hold &h) { return mine(h) && h.token == e.token; });
    if (it == m_open.end())
        it = std::find_if(m_open.begin(), m_open.end(), mine);
    if (it != m_open.end())
        close(it - m_open.begin(), e.timeUs);
}

void HoldTracker::close(qsizetype index, qint64 timeUs)
{
    Hold hold = m_open.takeAt(index);
    hold.endUs = timeUs;
    m_closed[m_resourceIndex.value(hold.resource)].append(std::move(hold));
}

QList<QList<HoldTracker::Hold>> HoldTracker::finish(qint64 lastUs)
{
    while (!m_open.isEmpty())
        close(0, lastUs + 1); // holds are [start, end): this one covers the last event's µs
    m_resourceIndex.clear();
    return std::exchange(m_closed, {});
}
