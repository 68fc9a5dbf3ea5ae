#pragma once

#include "cliapp.h"

// coordscope-cli limit hit|status
class LimitCommands
{
public:
    static QList<CliCommand> all();
};
