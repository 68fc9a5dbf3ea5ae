#pragma once

#include "cliapp.h"

// coordscope-cli bitmap|hll|bloom|geo ...
class StructureCommands
{
public:
    static QList<CliCommand> all();

    // Every positional argument and option value must be valid UTF-8: the command line is
    // decoded as UTF-8, and an invalid byte would become U+FFFD, silently naming another key.
    // (Also used by ScanCommands.)
    static Result<void> validateArguments(const CliContext &context);

private:
    static int bitmap(const CliContext &context);
    static int hll(const CliContext &context);
    static int bloom(const CliContext &context);
    static int geo(const CliContext &context);
};
