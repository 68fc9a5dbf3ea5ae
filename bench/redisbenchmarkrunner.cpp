#include "redisbenchmarkrunner.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace {
constexpr int TimeoutMs = 10 * 60 * 1000;
}

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
    args << QStringLiteral("-c") << QString::number(clients) << QStringLiteral("-n")
         << QString::number(requests) << QStringLiteral("-t") << QStringLiteral("set")
         << QStringLiteral("-q");
    return args;
}

std::optional<double> RedisBenchmarkRunner::parseRequestsPerSecond(const QByteArray &output)
{
    // -q prints progress lines ("SET: rps=...") separated by \r before the final figure.
    static const QRegularExpression re(
        QStringLiteral("SET: ([0-9]+(?:\\.[0-9]+)?) requests per second"));
    const auto match = re.match(QString::fromUtf8(output));
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toDouble();
}

Result<double> RedisBenchmarkRunner::run(const ConnectionOptions &target, int requests,
                                         int clients) const
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    const QStringList args = arguments(target, requests, clients);
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
    const auto rps = parseRequestsPerSecond(output);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 || !rps)
        return RedisError(RedisError::Kind::Io,
                          QStringLiteral("redis-benchmark %1 failed: %2")
                              .arg(args.join(QLatin1Char(' ')),
                                   QString::fromUtf8(output).simplified().right(300)));
    return *rps;
}
