#pragma once

#include "cliapp.h"

// coordscope-cli inspect [--pattern GLOB] [--rule GLOB=KIND]... [--entries N] [--unknown]:
// what the inspector's discovery finds, one entry per primitive with its live state. Read
// commands only.
class InspectCommands
{
public:
    static QList<CliCommand> all();
    static void addOptions(QCommandLineParser &parser);
    static int run(const CliContext &context);
};
