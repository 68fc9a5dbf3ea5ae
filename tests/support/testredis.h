#pragma once

#include "redisclusterprocess.h"
#include "redissentinelprocess.h"
#include "redisserverprocess.h"
#include "result.h"

#include <QString>
#include <QTemporaryDir>
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

// A TLS-only test server with certificates of its own, kept in a temporary directory that lives
// as long as the server.
struct TlsTestServer
{
    std::unique_ptr<QTemporaryDir> dir;
    TlsFiles files;
    std::unique_ptr<RedisServerProcess> server;
};

// Private redis-server processes for integration tests. Every helper fails (never skips) when
// redis-server is missing: tests assert on the Result with QVERIFY2.
class TestRedis
{
public:
    using Server = std::unique_ptr<RedisServerProcess>;
    using Cluster = std::unique_ptr<RedisClusterProcess>;
    using Sentinel = std::unique_ptr<RedisSentinelProcess>;

    // Every test server starts a replica's first sync at once (--repl-diskless-sync-delay 0,
    // not the default 5 s).
    static Result<Server> start(RedisServerOptions options = {});
    static Result<Server> startWithArgs(const QStringList &extraArguments);
    // A Sentinel deployment (a master "cs", 2 replicas, 3 sentinels, quorum 2), each side with
    // its own password: SentinelDataPassword for the data nodes, SentinelPassword for the
    // sentinels; the master is taken as down after downAfterMs.
    static constexpr const char *SentinelDataPassword = "data-secret";
    static constexpr const char *SentinelPassword = "sentinel-secret";
    static Result<Sentinel> startSentinel(int downAfterMs = 1000, int failoverTimeoutMs = 3000);
    // A loopback port that nothing listens on (a dead server's or sentinel's address).
    static quint16 unusedPort();
    // A TLS-only server using files from makeTlsFiles().
    static Result<Server> startTls(const TlsFiles &files, bool requireClientCert = false);
    // A replica of master; returns once the master has seen it acknowledge a write (WAIT), so
    // WAIT counts it from the first command of the test on. (After a diskless sync, Redis 7.0
    // streams writes to a replica only from its first REPLCONF ACK.)
    static Result<Server> startReplicaOf(const RedisServerProcess &master);
    // A healthy local Redis Cluster: 3 masters by default, replicasPerMaster = 1 for 3 + 3.
    static Result<Cluster> startCluster(RedisClusterOptions options = {});
    // CA, server (CN localhost, SAN 127.0.0.1) and client certificates under dir.
    static Result<TlsFiles> makeTlsFiles(const QString &dir);
    // makeTlsFiles() in a new temporary directory, then startTls() with them.
    static Result<TlsTestServer> startTlsWithNewFiles();
};
