#include "structurecommands.h"

QList<CliCommand> StructureCommands::all()
{
    return {};
}
