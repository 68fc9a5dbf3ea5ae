#pragma once

#include <QString>
#include <QStringList>

#include <functional>

// Runs worker threads side by side and collects what went wrong, so a concurrency test reads
// as its loop and its checks. Each body gets its index and returns an empty string when it
// finished cleanly, otherwise the first failure it met (the body stops there).
class ConcurrentWorkers
{
public:
    using Body = std::function<QString(int index)>;

    // Starts count threads, waits for all of them, and returns the failures ("thread N: ...").
    // A thread still running after timeoutMs ends the test program with qFatal: it still uses
    // the caller's state, so there is no safe way to return.
    static QStringList run(int count, const Body &body, int timeoutMs = 240000);
};
