#include "delaycommands.h"

QList<CliCommand> DelayCommands::all()
{
    return {};
}
