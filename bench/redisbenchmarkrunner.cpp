#include "redisbenchmarkrunner.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace {
constexpr int TimeoutMs = 10 * 60 * 1000;

// How redis-benchmark reaches target.
QStringList targetArguments(const ConnectionOptions &target)
{
    QStringList args;
    if (target.transport == ConnectionOptions::Transport::Unix) {
        args << QStringLiteral("-s") << target.socketPath;
    } else {
        args << QStringLiteral("-h") << target.host << QStringLiteral("-p")
             << QString::number(target.port);
    }
    if (target.transport == ConnectionOptions::Transport::Tls) {
        args << QStringLiteral("--tls");
        if (!target.tls.caFile.isEmpty())
            args << QStringLiteral("--cacert") << target.tls.caFile;
    }
    if (target.cluster == ConnectionOptions::Cluster::Yes)
        args << QStringLiteral("--cluster");
    return args;
}
} // namespace

RedisBenchmarkRunner::RedisBenchmarkRunner(QString executable)
    : m_executable(std::move(executable))
{}

QString RedisBenchmarkRunner::findExecutable()
{
    const QString name = QStringLiteral("redis-benchmark");
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(
            name, {QStringLiteral("/usr/bin"), QStringLiteral("/usr/local/bin")});
    return found;
}

QStringList RedisBenchmarkRunner::arguments(const ConnectionOptions &target, int requests,
                                            int clients)
{
    return targetArguments(target)
           << QStringLiteral("-c") << QString::number(clients) << QStringLiteral("-n")
           << QString::number(requests) << QStringLiteral("-t") << QStringLiteral("set")
           << QStringLiteral("-q");
}

QStringList RedisBenchmarkRunner::commandArguments(const ConnectionOptions &target, int requests,
                                                   const RedisCommand &command, qint64 randomRange)
{
    QStringList args = targetArguments(target)
                       << QStringLiteral("-c") << QStringLiteral("1") << QStringLiteral("-n")
                       << QString::number(requests) << QStringLiteral("-q");
    if (randomRange > 0)
        args << QStringLiteral("-r") << QString::number(randomRange);
    // After the options, every argument is the command's (redis-benchmark stops at the first
    // that is not an option).
    for (const QByteArray &arg : command)
        args << QString::fromUtf8(arg);
    return args;
}

std::optional<double> RedisBenchmarkRunner::parseRequestsPerSecond(const QByteArray &output,
                                                                   const QString &title)
{
    // -q prints progress lines ("SET: rps=...") separated by \r before the final figure; a
    // custom command's title is its arguments joined by spaces.
    const QRegularExpression re(QStringLiteral("(?:^|[\r\n])%1(?: [^\r\n]*)?: "
                                               "([0-9]+(?:\\.[0-9]+)?) requests per second")
                                    .arg(QRegularExpression::escape(title)));
    const auto match = re.match(QString::fromUtf8(output));
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toDouble();
}

Result<double> RedisBenchmarkRunner::run(const ConnectionOptions &target, int requests,
                                         int clients) const
{
    return runProcess(arguments(target, requests, clients), QStringLiteral("SET"));
}

Result<double> RedisBenchmarkRunner::runCommand(const ConnectionOptions &target, int requests,
                                                const RedisCommand &command,
                                                qint64 randomRange) const
{
    if (command.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("redis-benchmark needs a command"));
    return runProcess(commandArguments(target, requests, command, randomRange),
                      QString::fromUtf8(command.first()));
}

Result<double> RedisBenchmarkRunner::runProcess(const QStringList &args, const QString &title) const
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(m_executable, args);
    if (!process.waitForStarted())
        return RedisError(
            RedisError::Kind::Io,
            QStringLiteral("cannot start %1: %2").arg(m_executable, process.errorString()));
    if (!process.waitForFinished(TimeoutMs)) {
        process.kill();
        process.waitForFinished();
        return RedisError(
            RedisError::Kind::Timeout,
            QStringLiteral("redis-benchmark did not finish within %1 s").arg(TimeoutMs / 1000));
    }
    const QByteArray output = process.readAll();
    const auto rps = parseRequestsPerSecond(output, title);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 || !rps)
        return RedisError(RedisError::Kind::Io,
                          QStringLiteral("redis-benchmark %1 failed: %2")
                              .arg(args.join(QLatin1Char(' ')),
                                   QString::fromUtf8(output).simplified().right(300)));
    return *rps;
}
