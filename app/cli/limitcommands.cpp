#include "limitcommands.h"

QList<CliCommand> LimitCommands::all()
{
    return {};
}
