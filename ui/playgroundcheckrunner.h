#pragma once

#include "checkreport.h"
#include "playgroundhistory.h"

#include <QObject>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

// Runs PlaygroundChecker::check on its own thread so the panel's running verdict never blocks
// the GUI: one check at a time; a request made while one runs waits, and a newer request
// replaces it (only the latest history matters). Results come back queued on the owner's
// thread; those of a history older than the last reset() are dropped.
class PlaygroundCheckRunner : public QObject
{
    Q_OBJECT
public:
    explicit PlaygroundCheckRunner(QObject *parent = nullptr);
    ~PlaygroundCheckRunner() override; // waits for a check under way

    // The history in the chunks it arrived in: joined on the check's thread, so the caller
    // never copies a long history (appending a chunk to its list copies only the list).
    void request(const PlaygroundHistory::Run &run, const QList<QList<PlaygroundEvent>> &chunks);
    // The chunks as one history.
    static PlaygroundHistory join(const PlaygroundHistory::Run &run,
                                  const QList<QList<PlaygroundEvent>> &chunks);
    // Forgets waiting requests; results of earlier requests will not be reported.
    void reset();
    // A check is running or waiting.
    bool isBusy() const;
    int checksRun() const { return m_checksRun; }

Q_SIGNALS:
    // The report and the history it checked (shared, not copied).
    void checked(const CheckReport &report, const PlaygroundHistory &history);

private:
    void work();

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    struct Request
    {
        PlaygroundHistory::Run run;
        QList<QList<PlaygroundEvent>> chunks;
    };
    std::optional<Request> m_waiting;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_quit = false;
    int m_checksRun = 0; // GUI thread only
    std::thread m_thread;
};
