#pragma once

#include "playgroundevent.h"
#include "result.h"

#include <QList>
#include <QString>

#include <optional>

class QIODevice;

// What the playground ran against.
enum class PlaygroundPrimitive { Lock, Semaphore, Queue, DelayedQueue, RateLimiter };

// One playground run: its parameters and its events in the order they were recorded. A value
// type: the engine fills it, the checker reads it, files keep it (JSON Lines, CSV).
class PlaygroundHistory
{
public:
    struct Run
    {
        QString scenario;     // empty for a custom run
        QString scenarioCase; // the scenario's case ("token+watchdog"); empty for a custom run
        PlaygroundPrimitive primitive = PlaygroundPrimitive::Lock;
        QString variant; // the primitive's kind name: "token", "fair", "fixed", ...
        qint64 seed = 0;
        int clients = 0;
        int limit = 0;       // semaphores' permits, limiters' admissions per window; 0 if none
        qint64 windowUs = 0; // limiters' window; 0 if none

        bool operator==(const Run &other) const = default;
    };

    static constexpr int MaxClients = 256; // what a run can have (SimulationConfig::MaxClients)
    // The latest time (µs since the epoch, about the year 2255) and the longest window a history
    // may hold: any server clock fits, and the checker's differences and sums of two stay in range.
    static constexpr qint64 MaxTimeUs = (qint64(1) << 53) - 1;

    PlaygroundHistory() = default;
    explicit PlaygroundHistory(Run run)
        : m_run(std::move(run))
    {}

    const Run &run() const { return m_run; }
    void setRun(Run run) { m_run = std::move(run); }
    const QList<PlaygroundEvent> &events() const { return m_events; }
    void append(PlaygroundEvent event) { m_events.append(std::move(event)); }
    qsizetype size() const { return m_events.size(); }

    // Line 1 is the run, every further line one event, and the last line a trailer (the event
    // count and a SHA-256 of the lines before it, HistoryTrailer). Loading stops at the first bad
    // line and names it ("line 4: unknown kind \"grantd\"", "line 2: field \"client\" is not an
    // integer"). Saving fails (Io) when the device refuses a write or, for a file, the flush.
    Result<void> saveJsonLines(QIODevice &device) const;
    // Without `notWhole`, a history without its trailer ("history ends at line 40 without its
    // trailer: cut short?") or whose trailer does not match is refused. With it, such a history
    // loads as far as it goes and *notWhole says why it may not be whole (empty when it is).
    static Result<PlaygroundHistory> loadJsonLines(QIODevice &device, QString *notWhole = nullptr);
    // The events only, one per row with a header, for spreadsheets.
    Result<void> saveCsv(QIODevice &device) const;

    static QString primitiveName(PlaygroundPrimitive primitive); // "lock", "delayed-queue", ...
    static std::optional<PlaygroundPrimitive> primitiveFromName(QStringView name);

    bool operator==(const PlaygroundHistory &other) const = default;

private:
    Run m_run;
    QList<PlaygroundEvent> m_events;
};
