#pragma once

#include "checkreport.h"
#include "playgroundhistory.h"

#include <QObject>

#include <memory>

// Runs PlaygroundChecker::check on its own thread so the panel's running verdict never blocks
// the GUI: one check at a time; a request made while one runs waits, and a newer request
// replaces it (only the latest history matters). Results come back queued on the owner's
// thread; those of a history older than the last reset() are dropped. The thread keeps the
// history it joined and appends only the chunks that came since (a run's chunks only grow
// until reset()), so a check does not copy every event again.
// Nothing waits for a check under way: reset() cancels it between its steps (within about
// 0.1 s for a million events; its result is never reported) and hands later requests to a new
// thread; the destructor leaves the thread to finish on its own. A thread owns the state it shares
// with this object.
class PlaygroundCheckRunner : public QObject
{
    Q_OBJECT
public:
    explicit PlaygroundCheckRunner(QObject *parent = nullptr);
    ~PlaygroundCheckRunner() override;

    // The history in the chunks it arrived in: joined on the check's thread, so the caller
    // never copies a long history (appending a chunk to its list copies only the list).
    void request(const PlaygroundHistory::Run &run, const QList<QList<PlaygroundEvent>> &chunks);
    // The chunks as one history.
    static PlaygroundHistory join(const PlaygroundHistory::Run &run,
                                  const QList<QList<PlaygroundEvent>> &chunks);
    // Forgets waiting requests and cancels the one under way: results of earlier requests will
    // not be reported.
    void reset();
    // A check is running or waiting.
    bool isBusy() const;
    int checksRun() const { return m_checksRun; }

Q_SIGNALS:
    // The report and the history it checked (shared, not copied).
    void checked(const CheckReport &report, const PlaygroundHistory &history);

private:
    struct Shared;
    static void work(const std::shared_ptr<Shared> &shared);
    void startThread();
    void leaveThread();

    std::shared_ptr<Shared> m_shared;
    int m_checksRun = 0; // GUI thread only
};
