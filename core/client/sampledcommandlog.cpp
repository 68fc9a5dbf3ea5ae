#include "sampledcommandlog.h"

#include <optional>

SampledCommandLog::SampledCommandLog(CommandLog *target, int perWindow, int windowMs,
                                     QObject *parent)
    : CommandLog(parent)
    , m_target(target)
    , m_perWindow(qMax(1, perWindow))
    , m_windowMs(qMax(1, windowMs))
{}

void SampledCommandLog::record(CommandRecord record)
{
    std::optional<CommandRecord> closed;
    bool keep = false;
    {
        std::lock_guard lock(m_mutex);
        Window &window = m_windows[record.connection];
        if (window.kept == 0 || record.timeMs >= window.startMs + m_windowMs) {
            if (window.dropped > 0)
                closed = summary(record.connection, window);
            window = Window{record.timeMs, 0, 0};
        }
        keep = window.kept < m_perWindow;
        if (keep)
            ++window.kept;
        else
            ++window.dropped;
    }
    // Outside the lock: the target emits a signal.
    if (closed)
        m_target->record(std::move(*closed));
    if (keep)
        m_target->record(std::move(record));
}

void SampledCommandLog::flush()
{
    QList<CommandRecord> summaries;
    {
        std::lock_guard lock(m_mutex);
        for (auto it = m_windows.begin(); it != m_windows.end(); ++it) {
            if (it->dropped > 0)
                summaries << summary(it.key(), *it);
        }
        m_windows.clear();
    }
    for (CommandRecord &r : summaries)
        m_target->record(std::move(r));
}

CommandRecord SampledCommandLog::summary(const QString &connection, const Window &window) const
{
    CommandRecord r;
    r.timeMs = window.startMs;
    r.connection = connection;
    r.notShown = window.dropped;
    r.sampleWindowMs = m_windowMs;
    r.sampledPerWindow = m_perWindow;
    return r;
}
