#pragma once

#include "connectionoptions.h"
#include "result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

// Runs redis-benchmark -c 1 -t set -q against one server and reads its requests per second:
// the reference every row of the report is compared with.
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
    // "SET: 12345.67 requests per second, p50=..." -> 12345.67; nullopt when absent.
    static std::optional<double> parseRequestsPerSecond(const QByteArray &output);

    Result<double> run(const ConnectionOptions &target, int requests, int clients = 1) const;

private:
    QString m_executable;
};
