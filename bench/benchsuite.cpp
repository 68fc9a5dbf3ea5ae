#include "benchsuite.h"

#include "hiredisroundtrip.h"
#include "testredis.h"

#include <QTemporaryDir>

BenchSuite::BenchSuite(const BenchOptions &options, RedisBenchmarkRunner runner)
    : m_options(options)
    , m_runner(std::move(runner))
{}

void BenchSuite::setProgress(TransportBench::Progress progress)
{
    m_progress = std::move(progress);
}

BenchReport BenchSuite::run()
{
    BenchReport report;
    report.requests = m_options.requests;
    report.rounds = m_options.rounds;
    report.qtVersion = QString::fromLatin1(qVersion());
    report.hiredisVersion = HiredisRoundTrip::libraryVersion();

    measure(report, QStringLiteral("tcp"), RedisServerOptions{}, false);

    RedisServerOptions unixOnly;
    unixOnly.unixSocketOnly = true;
    measure(report, QStringLiteral("unix"), unixOnly, false);

    const QTemporaryDir certificateDir;
    const auto certificates = TestRedis::makeTlsFiles(certificateDir.path());
    if (!certificates) {
        report.skipped.append(QStringLiteral("tls: cannot make certificates: ") +
                              certificates.error().message());
        return report;
    }
    RedisServerOptions tls;
    tls.tls = true;
    tls.tlsCertFile = certificates->serverCert;
    tls.tlsKeyFile = certificates->serverKey;
    tls.tlsCaFile = certificates->caCert;
    measure(report, QStringLiteral("tls"), tls, true);
    return report;
}

void BenchSuite::measure(BenchReport &report, const QString &transport,
                         RedisServerOptions serverOptions, bool optional)
{
    if (m_progress)
        m_progress(QStringLiteral("%1: starting redis-server").arg(transport));
    RedisServerProcess server(std::move(serverOptions));
    if (auto started = server.start(); !started) {
        const QString why = QStringLiteral("%1: cannot start redis-server: %2")
                                .arg(transport, started.error().message());
        (optional ? report.skipped : report.errors).append(why);
        return;
    }
    if (report.redisVersion.isEmpty())
        report.redisVersion = server.version();
    TransportBench bench(transport, server.connectionOptions(), m_runner, m_options.requests,
                         m_options.rounds);
    bench.setProgress(m_progress);
    auto rows = bench.run();
    if (!rows) {
        report.errors.append(rows.error().message());
        return;
    }
    report.rows.append(*rows);
}
