#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

class QProcess;

// What one coordscope-cli process did, for the CLI tests: its exit code (-1 when it did not
// finish within 30 s), its output, and stdout parsed as a JSON object (empty when it is not
// one).
struct CliRun
{
    int exitCode = -1;
    QJsonObject json;
    QByteArray out;
    QByteArray err;

    // Waits for a started process and collects what it did.
    static CliRun finish(QProcess &process);
    // Starts program with args, waits, and collects what it did.
    static CliRun run(const QString &program, const QStringList &args);
};
