#include "cliapp.h"
#include "lockcommands.h"
#include "semaphorecommands.h"
#include "servercommands.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("coordscope-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COORDSCOPE_VERSION));
    CliApp cli(ServerCommands::all() + LockCommands::all() + SemaphoreCommands::all());
    return cli.run(QCoreApplication::arguments());
}
