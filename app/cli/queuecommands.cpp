#include "queuecommands.h"

QList<CliCommand> QueueCommands::all()
{
    return {};
}
