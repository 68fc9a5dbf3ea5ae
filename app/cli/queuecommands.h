#pragma once

#include "cliapp.h"

// coordscope-cli queue push|pop|ack|nack|status|reap NAME, for the FIFO, priority and reliable
// task queues.
class QueueCommands
{
public:
    // Exit status when pop found nothing within its wait, or ack/nack found the item not in
    // flight (the same code as "not acquired" elsewhere).
    static constexpr int NothingTaken = 3;

    static QList<CliCommand> all();
    static void addOptions(QCommandLineParser &parser);
    static int run(const CliContext &context);
};
