#include "clirun.h"

#include <QJsonDocument>
#include <QProcess>

CliRun CliRun::finish(QProcess &process)
{
    if (!process.waitForFinished(30000))
        return {};
    CliRun r;
    r.exitCode = process.exitCode();
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    r.json = QJsonDocument::fromJson(r.out).object();
    return r;
}

CliRun CliRun::run(const QString &program, const QStringList &args)
{
    QProcess process;
    process.start(program, args);
    return finish(process);
}
