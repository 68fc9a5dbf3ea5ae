#include "testredis.h"

#include "playgroundservers.h"
#include "redisconnection.h"

#include <QFile>
#include <QProcess>
#include <QTcpServer>

namespace {
Result<void> runOpenssl(const QStringList &args, const QString &dir)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("openssl"), args);
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return RedisError(RedisError::Kind::Io,
                          QStringLiteral("openssl %1 failed: %2")
                              .arg(args.join(QLatin1Char(' ')),
                                   QString::fromUtf8(p.readAll()) + p.errorString()));
    return {};
}

Result<void> makeCa(const QString &dir, const QString &name)
{
    return runOpenssl({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                       QStringLiteral("rsa:2048"), QStringLiteral("-nodes"),
                       QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                       QStringLiteral("/CN=CoordScope test CA ") + name, QStringLiteral("-keyout"),
                       name + QStringLiteral(".key"), QStringLiteral("-out"),
                       name + QStringLiteral(".crt")},
                      dir);
}

Result<void> makeSigned(const QString &dir, const QString &name, const QString &cn, bool server)
{
    if (auto r = runOpenssl({QStringLiteral("req"), QStringLiteral("-newkey"),
                             QStringLiteral("rsa:2048"), QStringLiteral("-nodes"),
                             QStringLiteral("-subj"), QStringLiteral("/CN=") + cn,
                             QStringLiteral("-keyout"), name + QStringLiteral(".key"),
                             QStringLiteral("-out"), name + QStringLiteral(".csr")},
                            dir);
        !r)
        return r;
    const QString ext = name + QStringLiteral(".ext");
    QFile extFile(dir + QLatin1Char('/') + ext);
    if (!extFile.open(QIODevice::WriteOnly))
        return RedisError(RedisError::Kind::Io, extFile.errorString());
    extFile.write(server ? "subjectAltName=DNS:localhost,IP:127.0.0.1\n"
                           "extendedKeyUsage=serverAuth\n"
                         : "extendedKeyUsage=clientAuth\n");
    extFile.close();
    return runOpenssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                       name + QStringLiteral(".csr"), QStringLiteral("-CA"),
                       QStringLiteral("ca.crt"), QStringLiteral("-CAkey"), QStringLiteral("ca.key"),
                       QStringLiteral("-CAcreateserial"), QStringLiteral("-days"),
                       QStringLiteral("2"), QStringLiteral("-extfile"), ext, QStringLiteral("-out"),
                       name + QStringLiteral(".crt")},
                      dir);
}
} // namespace

Result<TestRedis::Server> TestRedis::start(RedisServerOptions options)
{
    options.extraArguments.prepend(QStringLiteral("0"));
    options.extraArguments.prepend(QStringLiteral("--repl-diskless-sync-delay"));
    auto server = std::make_unique<RedisServerProcess>(std::move(options));
    if (auto started = server->start(); !started)
        return started.error();
    return server;
}

Result<TestRedis::Server> TestRedis::startWithArgs(const QStringList &extraArguments)
{
    RedisServerOptions o;
    o.extraArguments = extraArguments;
    return start(o);
}

Result<TestRedis::Server> TestRedis::startTls(const TlsFiles &files, bool requireClientCert)
{
    RedisServerOptions o;
    o.tls = true;
    o.tlsCertFile = files.serverCert;
    o.tlsKeyFile = files.serverKey;
    o.tlsCaFile = files.caCert;
    o.tlsAuthClients = requireClientCert;
    return start(o);
}

Result<TestRedis::Server> TestRedis::startReplicaOf(const RedisServerProcess &master)
{
    RedisServerOptions o;
    o.extraArguments = {QStringLiteral("--replicaof"), QStringLiteral("127.0.0.1"),
                        QString::number(master.port())};
    auto replica = start(o);
    if (!replica)
        return replica;
    if (const Result<void> synced = PlaygroundServers::waitForReplicaSync(
            master.connectionOptions(), replica.value()->connectionOptions(), 10000);
        !synced)
        return synced.error();
    return replica;
}

Result<TestRedis::Cluster> TestRedis::startCluster(RedisClusterOptions options)
{
    auto cluster = std::make_unique<RedisClusterProcess>(std::move(options));
    if (auto started = cluster->start(); !started)
        return started.error();
    return cluster;
}

Result<TlsFiles> TestRedis::makeTlsFiles(const QString &dir)
{
    for (const auto &step :
         {makeCa(dir, QStringLiteral("ca")), makeCa(dir, QStringLiteral("other")),
          makeSigned(dir, QStringLiteral("server"), QStringLiteral("localhost"), true),
          makeSigned(dir, QStringLiteral("client"), QStringLiteral("coordscope-client"), false)})
        if (!step)
            return step.error();
    const QString p = dir + QLatin1Char('/');
    return TlsFiles{p + QStringLiteral("ca.crt"),     p + QStringLiteral("server.crt"),
                    p + QStringLiteral("server.key"), p + QStringLiteral("client.crt"),
                    p + QStringLiteral("client.key"), p + QStringLiteral("other.crt")};
}

Result<TlsTestServer> TestRedis::startTlsWithNewFiles()
{
    TlsTestServer out;
    out.dir = std::make_unique<QTemporaryDir>();
    if (!out.dir->isValid())
        return RedisError(RedisError::Kind::Io,
                          QStringLiteral("cannot create a temporary directory"));
    auto files = makeTlsFiles(out.dir->path());
    if (!files)
        return files.error();
    out.files = *files;
    auto server = startTls(out.files);
    if (!server)
        return server.error();
    out.server = std::move(server).value();
    return out;
}

quint16 TestRedis::unusedPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort(); // closed again: nothing listens there
}

Result<TestRedis::Sentinel> TestRedis::startSentinel(int downAfterMs, int failoverTimeoutMs)
{
    RedisSentinelOptions o;
    o.password = QString::fromLatin1(SentinelDataPassword);
    o.sentinelPassword = QString::fromLatin1(SentinelPassword);
    o.downAfterMs = downAfterMs;
    o.failoverTimeoutMs = failoverTimeoutMs;
    auto deployment = std::make_unique<RedisSentinelProcess>(o);
    if (auto started = deployment->start(); !started)
        return started.error();
    return deployment;
}
