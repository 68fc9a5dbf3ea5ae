#pragma once

#include "cliapp.h"

// coordscope-cli queue push|pop|ack|nack|status
class QueueCommands
{
public:
    static QList<CliCommand> all();
};
