#include "simulationcontrol.h"

void SimulationControl::requestStop()
{
    std::lock_guard lock(m_mutex);
    m_stopping = true;
    m_wake.notify_all();
}

void SimulationControl::abort()
{
    std::lock_guard lock(m_mutex);
    m_stopping = true;
    m_aborted = true;
    m_wake.notify_all();
}

void SimulationControl::setPaused(bool paused)
{
    std::lock_guard lock(m_mutex);
    m_paused = paused;
    m_wake.notify_all();
}

bool SimulationControl::isPaused() const
{
    std::lock_guard lock(m_mutex);
    return m_paused;
}

void SimulationControl::step()
{
    std::lock_guard lock(m_mutex);
    ++m_steps;
    m_wake.notify_all();
}

bool SimulationControl::waitAtGate(quint64 &stepSeen)
{
    std::unique_lock lock(m_mutex);
    m_wake.wait(lock, [&] { return !m_paused || m_stopping || stepSeen < m_steps; });
    if (m_paused && stepSeen < m_steps)
        ++stepSeen;
    else
        stepSeen = m_steps;
    return !m_stopping;
}

void SimulationControl::sleepFor(std::chrono::microseconds duration, bool stopEarly)
{
    if (duration.count() <= 0)
        return;
    std::unique_lock lock(m_mutex);
    m_wake.wait_for(lock, duration, [&] { return m_aborted || (stopEarly && m_stopping); });
}

void SimulationControl::setPrimary(const ConnectionOptions &options)
{
    std::lock_guard lock(m_mutex);
    m_primary = options;
    ++m_generation;
}

ConnectionOptions SimulationControl::primary(quint64 *generation) const
{
    std::lock_guard lock(m_mutex);
    if (generation)
        *generation = m_generation.load();
    return m_primary;
}

void SimulationControl::itemEnqueued()
{
    std::lock_guard lock(m_mutex);
    ++m_enqueued;
}

void SimulationControl::itemFinished(const QByteArray &item)
{
    std::lock_guard lock(m_mutex);
    m_finished.insert(item);
}

bool SimulationControl::allItemsFinished() const
{
    std::lock_guard lock(m_mutex);
    return m_finished.size() >= m_enqueued;
}
