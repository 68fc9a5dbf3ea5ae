#include "autocompletecommands.h"
#include "cliapp.h"
#include "delaycommands.h"
#include "inspectcommands.h"
#include "limitcommands.h"
#include "lockcommands.h"
#include "operatecommands.h"
#include "queuecommands.h"
#include "scancommands.h"
#include "semaphorecommands.h"
#include "servercommands.h"
#include "simulatecommands.h"
#include "structurecommands.h"
#include "translations.h"

#include <QCoreApplication>
#include <QLocale>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("coordscope-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COORDSCOPE_VERSION));
    // The environment's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). JSON is for programs:
    // with --json or --json-lines every text in it stays as it is in English.
    const QStringList arguments = QCoreApplication::arguments();
    if (!arguments.contains(QStringLiteral("--json")) &&
        !arguments.contains(QStringLiteral("--json-lines")))
        Translations::install(Translations::choose(QLocale::system().uiLanguages(), QString()));
    CliApp cli(ServerCommands::all() + LockCommands::all() + SemaphoreCommands::all() +
               QueueCommands::all() + DelayCommands::all() + LimitCommands::all() +
               StructureCommands::all() + ScanCommands::all() + AutocompleteCommands::all() +
               InspectCommands::all() + OperateCommands::all() + SimulateCommands::all());
    return cli.run(arguments);
}
