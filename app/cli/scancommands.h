#pragma once

#include "cliapp.h"

// coordscope-cli scan [--match P] [--type T] [--count N]
class ScanCommands
{
public:
    static QList<CliCommand> all();
};
