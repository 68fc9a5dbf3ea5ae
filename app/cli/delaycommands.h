#pragma once

#include "cliapp.h"

// coordscope-cli delay add|claim|status
class DelayCommands
{
public:
    static QList<CliCommand> all();
};
