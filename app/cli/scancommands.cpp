#include "scancommands.h"

QList<CliCommand> ScanCommands::all()
{
    return {};
}
