#pragma once

#include "cliapp.h"

// ping and info: the subcommands that talk to the server as a whole.
class ServerCommands
{
public:
    static QList<CliCommand> all();
    static int ping(const CliContext &context);
    static int info(const CliContext &context);
};
