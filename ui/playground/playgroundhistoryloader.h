#pragma once

#include "playgroundhistory.h"
#include "playgroundratebins.h"
#include "playgroundtimeline.h"
#include "result.h"

#include <QObject>

#include <memory>

// Loads a saved playground history off the GUI thread: reads and parses the file, then bins it
// for the charts and lays out its Gantt, on a thread of its own, and hands the result back on
// the owner's thread. Only the latest load is reported: a newer load, or cancel() (a run
// started), drops the result of one under way. Nothing waits for a load: its thread finishes
// it on its own and owns the state it shares with this object.
class PlaygroundHistoryLoader : public QObject
{
    Q_OBJECT
public:
    struct Loaded
    {
        PlaygroundHistory history;
        PlaygroundRateBins bins;
        PlaygroundTimeline timeline;
        // Why the file may not hold the whole run (no trailer: cut short; or a trailer that does
        // not match); empty when it does. Such a file is shown, with this said.
        QString notWhole;
    };

    explicit PlaygroundHistoryLoader(QObject *parent = nullptr);
    ~PlaygroundHistoryLoader() override;

    void load(const QString &path);
    // A history binned for the charts and laid out for the Gantt.
    static Loaded prepare(PlaygroundHistory history);
    void cancel();
    bool isLoading() const { return m_loading; }

Q_SIGNALS:
    // The file, and what it held or why it could not be read (the loader's line-numbered
    // message). Emitted on the owner's thread, so receivers there get it directly.
    void loaded(const QString &path, const Result<PlaygroundHistoryLoader::Loaded> &result);

private:
    struct Shared;
    static Result<Loaded> read(const QString &path);

    std::shared_ptr<Shared> m_shared;
    bool m_loading = false;
};
