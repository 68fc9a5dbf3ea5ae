#include "autocompletecommands.h"
#include "cliapp.h"
#include "delaycommands.h"
#include "inspectcommands.h"
#include "limitcommands.h"
#include "lockcommands.h"
#include "queuecommands.h"
#include "scancommands.h"
#include "semaphorecommands.h"
#include "servercommands.h"
#include "simulatecommands.h"
#include "structurecommands.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("coordscope-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COORDSCOPE_VERSION));
    CliApp cli(ServerCommands::all() + LockCommands::all() + SemaphoreCommands::all() +
               QueueCommands::all() + DelayCommands::all() + LimitCommands::all() +
               StructureCommands::all() + ScanCommands::all() + AutocompleteCommands::all() +
               InspectCommands::all() + SimulateCommands::all());
    return cli.run(QCoreApplication::arguments());
}
