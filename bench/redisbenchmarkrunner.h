#pragma once

#include "connectionoptions.h"
#include "rediscommand.h"
#include "result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

// Runs redis-benchmark against one server and reads its requests per second: -c 1 -t set -q is
// the reference every row of the report is compared with; a command of our own (an EVALSHA a
// primitive sends) is the ceiling a primitive's row is compared with.
class RedisBenchmarkRunner
{
public:
    explicit RedisBenchmarkRunner(QString executable);

    // redis-benchmark on PATH (or in /usr/bin); empty if it is not installed.
    static QString findExecutable();

    // The arguments for target: -h/-p for TCP, -s for a Unix socket, --tls --cacert for TLS,
    // --cluster for a cluster=yes target (the seed; with -c 1 one client, whose SETs all go to
    // the seed's master: redis-benchmark tags its keys for the nodes its clients are on).
    // clients: redis-benchmark's -c (parallel connections).
    static QStringList arguments(const ConnectionOptions &target, int requests, int clients = 1);
    // redis-benchmark -c 1 -n requests -q [-r randomRange] command...: the command sent requests
    // times on one connection, with every "__rand_int__" in its arguments replaced by a random
    // number below randomRange (12 digits, zero-padded) when randomRange > 0.
    static QStringList commandArguments(const ConnectionOptions &target, int requests,
                                        const RedisCommand &command, qint64 randomRange = 0);
    // The rate on -q's result line for title, the test's name ("SET") or a custom command's
    // first word ("EVALSHA", whose line is "EVALSHA <sha> 1 k:__rand_int__ ...: 12345.67
    // requests per second, p50=..."); nullopt when absent (only progress lines, an error).
    static std::optional<double>
    parseRequestsPerSecond(const QByteArray &output, const QString &title = QStringLiteral("SET"));

    Result<double> run(const ConnectionOptions &target, int requests, int clients = 1) const;
    // commandArguments(): the command's requests per second. An error reply ends redis-benchmark
    // with status 1 (NOSCRIPT when the script was never loaded), which is an error here.
    Result<double> runCommand(const ConnectionOptions &target, int requests,
                              const RedisCommand &command, qint64 randomRange = 0) const;

private:
    Result<double> runProcess(const QStringList &args, const QString &title) const;

    QString m_executable;
};
