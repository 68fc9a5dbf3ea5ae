#pragma once

#include "cliapp.h"

// coordscope-cli simulate (--list | --scenario NAME | --primitive P --kind K) [options] and
// coordscope-cli check HISTORY.jsonl: the playground headless (docs/playground.md). A run prints
// the checker's report and exits 0 whatever it found: violations are data, not errors; but a run
// whose operations failed too often (CheckReport::inconclusive) exits Inconclusive.
class SimulateCommands
{
public:
    static constexpr int Inconclusive = 4;

    static QList<CliCommand> all();
    static void addOptions(QCommandLineParser &parser);
    static void addCheckOptions(QCommandLineParser &parser);
    static int runSimulate(const CliContext &context);
    static int runCheck(const CliContext &context);
};
