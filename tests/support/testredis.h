#pragma once

#include "redisserverprocess.h"
#include "result.h"

#include <QString>
#include <memory>

// Certificates for a TLS test server, made with the openssl command line tool.
struct TlsFiles
{
    QString caCert;
    QString serverCert;
    QString serverKey;
    QString clientCert;
    QString clientKey;
    QString otherCaCert; // a CA that signed nothing here: verification against it must fail
};

// Private redis-server processes for integration tests. Every helper fails (never skips) when
// redis-server is missing: tests assert on the Result with QVERIFY2.
class TestRedis
{
public:
    using Server = std::unique_ptr<RedisServerProcess>;

    static Result<Server> start(RedisServerOptions options = {});
    static Result<Server> startWithArgs(const QStringList &extraArguments);
    // A TLS-only server using files from makeTlsFiles().
    static Result<Server> startTls(const TlsFiles &files, bool requireClientCert = false);
    // A replica of master; returns once its link to the master is up.
    static Result<Server> startReplicaOf(const RedisServerProcess &master);
    // CA, server (CN localhost, SAN 127.0.0.1) and client certificates under dir.
    static Result<TlsFiles> makeTlsFiles(const QString &dir);
};
