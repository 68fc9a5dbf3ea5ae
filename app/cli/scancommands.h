#pragma once

#include "cliapp.h"

// coordscope-cli scan [--match P] [--type T] [--count N] [--limit N] [--cursor C]
class ScanCommands
{
public:
    static QList<CliCommand> all();
    static void addOptions(QCommandLineParser &parser);
    static int run(const CliContext &context);
};
