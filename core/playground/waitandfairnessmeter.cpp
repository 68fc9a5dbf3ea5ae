#include "waitandfairnessmeter.h"

#include "playgroundchecker.h"

#include <algorithm>

namespace {
using Kind = PlaygroundEvent::Kind;

qint64 countInversions(QList<qint64> &values, QList<qint64> &scratch, qsizetype from, qsizetype to)
{
    if (to - from < 2)
        return 0;
    const qsizetype mid = from + (to - from) / 2;
    qint64 count = countInversions(values, scratch, from, mid);
    count += countInversions(values, scratch, mid, to);
    qsizetype i = from;
    qsizetype j = mid;
    qsizetype k = from;
    while (i < mid && j < to) {
        if (values[j] < values[i]) {
            count += mid - i; // every remaining left value is greater: each pair is inverted
            scratch[k++] = values[j++];
        } else {
            scratch[k++] = values[i++];
        }
    }
    while (i < mid)
        scratch[k++] = values[i++];
    while (j < to)
        scratch[k++] = values[j++];
    std::copy(scratch.begin() + from, scratch.begin() + to, values.begin() + from);
    return count;
}

Kind grantKindOf(PlaygroundPrimitive primitive)
{
    switch (primitive) {
    case PlaygroundPrimitive::RateLimiter:
        return Kind::Admitted;
    case PlaygroundPrimitive::Queue:
    case PlaygroundPrimitive::DelayedQueue:
        return Kind::Delivered;
    case PlaygroundPrimitive::Lock:
    case PlaygroundPrimitive::Semaphore:
        break;
    }
    return Kind::Granted;
}
} // namespace

WaitAndFairnessMeter::WaitAndFairnessMeter(const PlaygroundHistory::Run &run)
    : m_run(run)
    , m_grantKind(grantKindOf(run.primitive))
    , m_refusalKind(run.primitive == PlaygroundPrimitive::RateLimiter ? Kind::Limited
                                                                      : Kind::Refused)
{}

void WaitAndFairnessMeter::add(const PlaygroundEvent &e)
{
    if (e.client >= 0 && (e.kind == Kind::Attempt || e.kind == m_grantKind ||
                          e.kind == m_refusalKind || e.kind == Kind::Refused))
        m_grants.try_emplace(e.client, 0.0);
    if (e.kind == Kind::Enqueued && e.client >= 0)
        m_producers.insert(e.client);
    if (e.kind == m_grantKind)
        m_grants[e.client] += 1;
    const auto key = std::make_pair(e.client, e.resource);
    if (e.kind == Kind::Attempt) {
        if (!m_pending.contains(key))
            m_pending.insert(key, e.timeUs);
    } else if (e.failed) {
        m_pending.remove(key); // ended in an error: no wait to count, no refusal
    } else if (e.kind == m_grantKind || e.kind == m_refusalKind || e.kind == Kind::Refused) {
        const auto it = m_pending.constFind(key);
        if (it == m_pending.cend())
            return;
        const qint64 waitUs = e.timeUs - *it;
        m_longestWaitUs = std::max(m_longestWaitUs, waitUs);
        if (e.kind == m_grantKind) {
            m_grantedWaits.append(waitUs);
            m_served[e.resource].append({*it, e.timeUs});
        } else {
            ++m_refused;
        }
        m_pending.erase(it);
    } else if (e.isCrash()) {
        // A crash abandons its client's attempts: neither granted, refused nor waiting.
        m_pending.removeIf([&](const auto &it) { return it.key().first == e.client; });
    }
}

QList<double> WaitAndFairnessMeter::grantShares() const
{
    // Every client of the run competes, also one that never got anything (it counts as 0),
    // except a queue's producers that never asked for an item.
    QList<double> shares;
    for (int client = 0; client < m_run.clients; ++client) {
        const auto it = m_grants.find(client);
        if (it != m_grants.end())
            shares.append(it->second);
        else if (!m_producers.contains(client))
            shares.append(0);
    }
    for (auto it = m_grants.lower_bound(std::max(m_run.clients, 0)); it != m_grants.end(); ++it)
        shares.append(it->second); // a client the run did not count
    return shares;
}

void WaitAndFairnessMeter::finish(qint64 endUs, CheckReport::Metrics &m)
{
    for (const auto &pairs : std::as_const(m_served))
        m.overtakes += countOvertakes(pairs);
    m.jainIndex = PlaygroundChecker::jainIndex(grantShares());
    std::sort(m_grantedWaits.begin(), m_grantedWaits.end());
    m.waits = int(m_grantedWaits.size());
    m.waitP50Us = PlaygroundChecker::percentile(m_grantedWaits, 50);
    m.waitP99Us = PlaygroundChecker::percentile(m_grantedWaits, 99);
    m.refused = m_refused;
    m.waitingAtEnd = int(m_pending.size());
    for (const qint64 attemptUs : std::as_const(m_pending))
        m.waitingAtEndMaxUs = std::max(m.waitingAtEndMaxUs, endUs - attemptUs);
    m.waitMaxUs = std::max(m_longestWaitUs, m.waitingAtEndMaxUs);
}

qint64 WaitAndFairnessMeter::countOvertakes(QList<std::pair<qint64, qint64>> attemptAndGrant)
{
    // In grant order (ties by attempt, which are no overtakes), an overtake is an inversion of
    // the attempt times.
    std::sort(attemptAndGrant.begin(), attemptAndGrant.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second < b.second : a.first < b.first;
    });
    QList<qint64> attempts;
    attempts.reserve(attemptAndGrant.size());
    for (const auto &[attempt, grant] : attemptAndGrant)
        attempts.append(attempt);
    QList<qint64> scratch(attempts.size());
    return countInversions(attempts, scratch, 0, attempts.size());
}
