#pragma once

#include "cliapp.h"

// coordscope-cli limit hit|status NAME --kind fixed|sliding|funnel|gcra, for every rate
// limiter kind.
class LimitCommands
{
public:
    // Exit status of a hit that was refused (the same code as "not acquired").
    static constexpr int Refused = 3;

    static QList<CliCommand> all();
    static void addOptions(QCommandLineParser &parser);
    static int run(const CliContext &context);
};
