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
    m_pausedFlag.store(paused, std::memory_order_release);
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
    if (!m_paused)
        return; // a step means something only while paused
    ++m_steps;
    m_wake.notify_all();
}

bool SimulationControl::waitAtGate(quint64 &stepSeen)
{
    if (!m_pausedFlag.load(std::memory_order_acquire)) {
        stepSeen = m_steps.load(); // the common case takes no lock shared by every client
        return isRunning();
    }
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

void SimulationControl::markConnected()
{
    std::lock_guard lock(m_mutex);
    ++m_connected;
    m_wake.notify_all();
}

int SimulationControl::connectedClients() const
{
    std::lock_guard lock(m_mutex);
    return m_connected;
}

void SimulationControl::waitForConnected(int clients)
{
    std::unique_lock lock(m_mutex);
    m_wake.wait(lock, [&] { return m_connected >= clients || m_stopping; });
}

void SimulationControl::openStart()
{
    std::lock_guard lock(m_mutex);
    m_started = true;
    m_wake.notify_all();
}

bool SimulationControl::waitForStart()
{
    std::unique_lock lock(m_mutex);
    m_wake.wait(lock, [&] { return m_started || m_stopping; });
    return m_started && !m_stopping;
}

void SimulationControl::enqueueStarting()
{
    std::lock_guard lock(m_mutex);
    ++m_enqueuesInFlight;
}

void SimulationControl::enqueueEnded()
{
    std::lock_guard lock(m_mutex);
    --m_enqueuesInFlight;
}

void SimulationControl::itemEnqueued(const QByteArray &item)
{
    std::lock_guard lock(m_mutex);
    if (!m_finished.contains(item)) // a fast consumer may finish it before the push returns
        m_outstanding.insert(item);
}

void SimulationControl::itemFinished(const QByteArray &item)
{
    std::lock_guard lock(m_mutex);
    m_finished.insert(item);
    m_outstanding.remove(item);
}

bool SimulationControl::allItemsFinished() const
{
    std::lock_guard lock(m_mutex);
    return m_outstanding.isEmpty() && m_enqueuesInFlight == 0;
}
