#include "playgroundhistoryloader.h"

#include <QFile>

#include <atomic>
#include <mutex>
#include <thread>

struct PlaygroundHistoryLoader::Shared
{
    std::mutex mutex;
    PlaygroundHistoryLoader *owner = nullptr; // null once the loader is gone; under the mutex
    std::atomic<quint64> generation = 0;
};

PlaygroundHistoryLoader::PlaygroundHistoryLoader(QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<Shared>())
{
    m_shared->owner = this;
}

PlaygroundHistoryLoader::~PlaygroundHistoryLoader()
{
    const std::lock_guard lock(m_shared->mutex);
    m_shared->owner = nullptr;
}

void PlaygroundHistoryLoader::load(const QString &path)
{
    const quint64 generation = ++m_shared->generation;
    m_loading = true;
    std::thread([shared = m_shared, path, generation] {
        Result<Loaded> result = read(path);
        const std::lock_guard lock(shared->mutex);
        if (!shared->owner || generation != shared->generation)
            return;
        PlaygroundHistoryLoader *owner = shared->owner;
        // Queued to the loader's thread; dropped with the loader if it is gone by then.
        QMetaObject::invokeMethod(
            owner,
            [owner, shared, path, generation, result = std::move(result)] {
                if (generation != shared->generation)
                    return;
                owner->m_loading = false;
                Q_EMIT owner->loaded(path, result);
            },
            Qt::QueuedConnection);
    }).detach();
}

void PlaygroundHistoryLoader::cancel()
{
    ++m_shared->generation;
    m_loading = false;
}

Result<PlaygroundHistoryLoader::Loaded> PlaygroundHistoryLoader::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return RedisError(RedisError::Kind::Io,
                          tr("cannot read %1: %2").arg(path, file.errorString()));
    QString notWhole;
    Result<PlaygroundHistory> history = PlaygroundHistory::loadJsonLines(file, &notWhole);
    if (!history)
        return history.error();
    Loaded loaded = prepare(std::move(history).value());
    loaded.notWhole = notWhole;
    return loaded;
}

PlaygroundHistoryLoader::Loaded PlaygroundHistoryLoader::prepare(PlaygroundHistory history)
{
    Loaded loaded;
    loaded.history = std::move(history);
    const PlaygroundHistory::Run &run = loaded.history.run();
    loaded.bins.add(loaded.history.events());
    loaded.timeline.clear(run.clients, run.windowUs);
    loaded.timeline.add(loaded.history.events());
    return loaded;
}
