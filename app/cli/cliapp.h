#pragma once

#include "clioutput.h"
#include "connectionoptions.h"
#include "keyspace.h"

#include <QCommandLineParser>
#include <QStringList>
#include <functional>

// What a subcommand gets: its positional arguments, the parsed options, where to print, and
// where to connect.
struct CliContext
{
    const QCommandLineParser &parser;
    QStringList arguments; // after the subcommand's name
    const CliOutput &output;
    ConnectionOptions connection;
    KeySpace keys; // where the primitives' keys live: "<prefix>{name}:part"

    // The option's value as a whole number of unit, at least min; fallback when it is not set.
    Result<qint64> wholeNumber(const QString &option, qint64 fallback, qint64 min,
                               const QString &unit = QStringLiteral("milliseconds")) const;
};

// A subcommand: "ping", "info", and in later issues "lock", "semaphore", ...
struct CliCommand
{
    QString name;
    QString synopsis;                                     // "ping [MESSAGE]"
    QString summary;                                      // one line for --help
    std::function<void(QCommandLineParser &)> addOptions; // may be empty
    std::function<int(const CliContext &)> run;
};

// Parses the command line in two passes (global options, then the subcommand's own), resolves
// the connection URL, and runs the subcommand.
class CliApp
{
public:
    explicit CliApp(QList<CliCommand> commands);
    int run(const QStringList &arguments);

private:
    QString helpText(const QCommandLineParser &parser) const;
    const CliCommand *find(const QString &name) const;

    QList<CliCommand> m_commands;
};
