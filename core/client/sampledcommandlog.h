#pragma once

#include "commandlog.h"

#include <QHash>
#include <mutex>

// A CommandLog in front of another that keeps, of each connection's commands, the first
// perWindow of every window and counts the rest: busy connections (the playground's clients,
// thousands of commands a second each) show what they do without flooding the log. A window
// that dropped commands ends with a summary record (CommandRecord::notShown), sent when the
// connection's next command starts a new window or at flush(). Thread-safe.
class SampledCommandLog : public CommandLog
{
    Q_OBJECT
public:
    static constexpr int DefaultPerWindow = 10;
    static constexpr int DefaultWindowMs = 1000;

    explicit SampledCommandLog(CommandLog *target, int perWindow = DefaultPerWindow,
                               int windowMs = DefaultWindowMs, QObject *parent = nullptr);

    void record(CommandRecord record) override;
    // Sends the summaries of the windows that dropped commands (at the end of a run).
    void flush();

private:
    struct Window
    {
        qint64 startMs = 0;
        int kept = 0;
        int dropped = 0;
    };
    CommandRecord summary(const QString &connection, const Window &window) const;

    CommandLog *m_target;
    const int m_perWindow;
    const int m_windowMs;
    std::mutex m_mutex;
    QHash<QString, Window> m_windows; // by connection label
};
