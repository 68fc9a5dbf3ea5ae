#pragma once

#include "cliapp.h"

// coordscope-cli simulate (--list | --scenario NAME | --primitive P --kind K) [options] and
// coordscope-cli check HISTORY.jsonl: the playground headless (docs/playground.md). A run prints
// the checker's report and exits 0 whatever it found: violations are data, not errors.
class SimulateCommands
{
public:
    static QList<CliCommand> all();
    static void addOptions(QCommandLineParser &parser);
    static int runSimulate(const CliContext &context);
    static int runCheck(const CliContext &context);
};
