#pragma once

#include "cliapp.h"

// coordscope-cli bitmap|hll|bloom|geo ...
class StructureCommands
{
public:
    static QList<CliCommand> all();
};
