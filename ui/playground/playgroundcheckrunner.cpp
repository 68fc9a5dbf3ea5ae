#include "playgroundcheckrunner.h"

#include "playgroundchecker.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

struct PlaygroundCheckRunner::Shared
{
    struct Request
    {
        PlaygroundHistory::Run run;
        QList<QList<PlaygroundEvent>> chunks;
    };
    std::mutex mutex;
    std::condition_variable wake;
    std::optional<Request> waiting;
    // Read without the lock between the steps of a check: a change cancels it.
    std::atomic<quint64> generation = 0;
    std::atomic<bool> quit = false;
    bool running = false;
    PlaygroundCheckRunner *owner = nullptr; // null once the runner is gone; under the mutex
};

PlaygroundCheckRunner::PlaygroundCheckRunner(QObject *parent)
    : QObject(parent)
{
    startThread();
}

PlaygroundCheckRunner::~PlaygroundCheckRunner()
{
    leaveThread();
}

void PlaygroundCheckRunner::startThread()
{
    m_shared = std::make_shared<Shared>();
    m_shared->owner = this;
    std::thread([shared = m_shared] { work(shared); }).detach();
}

void PlaygroundCheckRunner::leaveThread()
{
    {
        const std::lock_guard lock(m_shared->mutex);
        m_shared->quit = true;
        m_shared->owner = nullptr;
        m_shared->waiting.reset();
    }
    m_shared->wake.notify_all();
}

void PlaygroundCheckRunner::request(const PlaygroundHistory::Run &run,
                                    const QList<QList<PlaygroundEvent>> &chunks)
{
    {
        const std::lock_guard lock(m_shared->mutex);
        m_shared->waiting = Shared::Request{run, chunks};
    }
    m_shared->wake.notify_all();
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
    {
        const std::lock_guard lock(m_shared->mutex);
        m_shared->waiting.reset();
        ++m_shared->generation;
        if (!m_shared->running)
            return;
    }
    // A check under way stops at its next step, unreported, and its thread ends; the next
    // request gets a thread of its own instead of waiting for that step.
    leaveThread();
    startThread();
}

bool PlaygroundCheckRunner::isBusy() const
{
    const std::lock_guard lock(m_shared->mutex);
    return m_shared->running || m_shared->waiting.has_value();
}

void PlaygroundCheckRunner::work(const std::shared_ptr<Shared> &shared)
{
    // The history joined so far, of this generation, from this many chunks.
    PlaygroundHistory joined;
    quint64 joinedGeneration = 0;
    qsizetype joinedChunks = -1;
    std::unique_lock lock(shared->mutex);
    for (;;) {
        shared->wake.wait(lock, [&] { return shared->quit || shared->waiting.has_value(); });
        if (shared->quit)
            return;
        const Shared::Request request = std::move(*shared->waiting);
        shared->waiting.reset();
        const quint64 generation = shared->generation;
        shared->running = true;
        lock.unlock();
        const auto cancelled = [&] { return shared->quit || generation != shared->generation; };
        if (generation != joinedGeneration || joined.run() != request.run ||
            request.chunks.size() < joinedChunks) {
            joined = PlaygroundHistory(request.run);
            joinedChunks = 0;
            joinedGeneration = generation;
        }
        for (; joinedChunks < request.chunks.size() && !cancelled(); ++joinedChunks) {
            for (const PlaygroundEvent &e : request.chunks.at(joinedChunks))
                joined.append(e);
        }
        std::optional<CheckReport> report;
        if (!cancelled())
            report = PlaygroundChecker::check(joined, cancelled);
        lock.lock();
        shared->running = false;
        if (!report || cancelled() || !shared->owner)
            continue;
        // Queued to the runner's thread; dropped with the runner if it is gone by then.
        PlaygroundCheckRunner *owner = shared->owner;
        QMetaObject::invokeMethod(
            owner,
            [owner, shared, report = std::move(*report), history = joined, generation] {
                if (generation != shared->generation)
                    return;
                ++owner->m_checksRun;
                Q_EMIT owner->checked(report, history);
            },
            Qt::QueuedConnection);
    }
}
