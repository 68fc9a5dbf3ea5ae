#pragma once

#include "cliapp.h"

// ping, info and cluster: the subcommands that talk to the server (or the cluster) as a whole.
class ServerCommands
{
public:
    static QList<CliCommand> all();
    static int ping(const CliContext &context);
    static int info(const CliContext &context);
    static int cluster(const CliContext &context);
    static int sentinel(const CliContext &context);
};
