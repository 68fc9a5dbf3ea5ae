#pragma once

#include "cliapp.h"

// coordscope-cli delay add|claim|status NAME: schedule items, move the due ones onto the ready
// queue with any claimer kind, and show a delayed queue's state.
class DelayCommands
{
public:
    static QList<CliCommand> all();
    static void addOptions(QCommandLineParser &parser);
    static int run(const CliContext &context);
};
