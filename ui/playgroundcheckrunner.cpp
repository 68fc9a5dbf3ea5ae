#include "playgroundcheckrunner.h"

#include "playgroundchecker.h"

PlaygroundCheckRunner::PlaygroundCheckRunner(QObject *parent)
    : QObject(parent)
{
    m_thread = std::thread([this] { work(); });
}

PlaygroundCheckRunner::~PlaygroundCheckRunner()
{
    {
        const std::lock_guard lock(m_mutex);
        m_quit = true;
        m_waiting.reset();
    }
    m_wake.notify_all();
    m_thread.join();
}

void PlaygroundCheckRunner::request(const PlaygroundHistory::Run &run,
                                    const QList<QList<PlaygroundEvent>> &chunks)
{
    {
        const std::lock_guard lock(m_mutex);
        m_waiting = Request{run, chunks};
    }
    m_wake.notify_all();
}

PlaygroundHistory PlaygroundCheckRunner::join(const PlaygroundHistory::Run &run,
                                              const QList<QList<PlaygroundEvent>> &chunks)
{
    PlaygroundHistory history(run);
    for (const QList<PlaygroundEvent> &chunk : chunks) {
        for (const PlaygroundEvent &e : chunk)
            history.append(e);
    }
    return history;
}

void PlaygroundCheckRunner::reset()
{
    const std::lock_guard lock(m_mutex);
    m_waiting.reset();
    ++m_generation;
}

bool PlaygroundCheckRunner::isBusy() const
{
    const std::lock_guard lock(m_mutex);
    return m_running || m_waiting.has_value();
}

void PlaygroundCheckRunner::work()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_quit || m_waiting.has_value(); });
        if (m_quit)
            return;
        const Request request = std::move(*m_waiting);
        m_waiting.reset();
        const quint64 generation = m_generation;
        m_running = true;
        lock.unlock();
        PlaygroundHistory history = join(request.run, request.chunks);
        CheckReport report = PlaygroundChecker::check(history);
        lock.lock();
        m_running = false;
        if (generation != m_generation || m_quit)
            continue;
        // Queued to this object's thread; dropped with the object if it is gone by then.
        QMetaObject::invokeMethod(
            this,
            [this, report = std::move(report), history = std::move(history), generation] {
                {
                    const std::lock_guard guard(m_mutex);
                    if (generation != m_generation)
                        return;
                }
                ++m_checksRun;
                Q_EMIT checked(report, history);
            },
            Qt::QueuedConnection);
    }
}
