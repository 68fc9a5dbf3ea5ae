#pragma once

#include "cliapp.h"

// coordscope-cli semaphore acquire|release|refresh|status NAME, for every semaphore kind.
class SemaphoreCommands
{
public:
    // Exit status when no permit was acquired, or a release/refresh found it expired.
    static constexpr int NotAcquired = 3;

    static QList<CliCommand> all();
    static void addOptions(QCommandLineParser &parser);
    static int run(const CliContext &context);
};
