#pragma once

#include "cliapp.h"

// coordscope-cli lock acquire|release|extend|status NAME, for every lock kind.
class LockCommands
{
public:
    // Exit status when the lock was not acquired, or a release/extend found it lost.
    static constexpr int NotAcquired = 3;

    static QList<CliCommand> all();
    static void addOptions(QCommandLineParser &parser);
    static int run(const CliContext &context);
};
