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

    // The upper bounds of durations (docs/limits.md): a CLI process blocks for at most a day
    // (--hold, --wait), a lease or TTL lasts at most 30 days, a delayed job waits at most a year.
    static constexpr qint64 DayMs = 86'400'000;
    static constexpr qint64 MaxBlockMs = DayMs;
    static constexpr qint64 MaxLeaseMs = 30 * DayMs;
    static constexpr qint64 MaxDelayMs = 365 * DayMs;
    // Any other number: what a JSON number carries exactly (2^53 - 1).
    static constexpr qint64 MaxWholeNumber = (qint64(1) << 53) - 1;

    // The option's value as a whole number of unit, from min to max; fallback when it is not set.
    Result<qint64> wholeNumber(const QString &option, qint64 fallback, qint64 min,
                               const QString &unit = QStringLiteral("milliseconds"),
                               qint64 max = MaxWholeNumber) const;
    // The coordscope-cli command line that runs args against the same server and prefix (no
    // password: it comes from $COORDSCOPE_PASSWORD), quoted for a POSIX shell. For "release it
    // with: ..." hints.
    QString commandLine(const QStringList &args) const;
    // A duration in milliseconds, from min to max.
    Result<qint64> duration(const QString &option, qint64 fallback, qint64 min, qint64 max) const
    {
        return wholeNumber(option, fallback, min, QStringLiteral("milliseconds"), max);
    }
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
    // --ssh and the --ssh-* flags onto the URL's SSH options; the secrets from the environment
    // or the terminal.
    static Result<void> applySshOptions(const QCommandLineParser &parser, SshOptions &ssh);
    const CliCommand *find(const QString &name) const;

    QList<CliCommand> m_commands;
};
