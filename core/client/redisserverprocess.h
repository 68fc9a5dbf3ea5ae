#pragma once

#include "connectionoptions.h"
#include "result.h"

#include <QObject>
#include <QStringList>
#include <memory>

struct RedisServerOptions
{
    QString executable;          // empty: findExecutable()
    quint16 port = 0;            // 0: a free loopback port (or none, with unixSocketOnly)
    bool unixSocket = false;     // also listen on a Unix socket in the working directory
    bool unixSocketOnly = false; // --port 0: Unix socket only
    QString workingDirectory;    // empty: a private temporary directory, removed on stop
    QStringList extraArguments;  // e.g. {"--requirepass", "secret"}
    // TLS: the server listens with TLS on its port (and not in plain text). PEM file paths.
    bool tls = false;
    QString tlsCertFile;
    QString tlsKeyFile;
    QString tlsCaFile;
    bool tlsAuthClients = false;
    // A Redis Cluster node: --cluster-enabled yes, its nodes.conf in the working directory, and
    // the cluster bus on a second free loopback port (--cluster-port), never on port + 10000
    // (which may be taken, or above 65535). Both ports stay across restart().
    bool clusterNode = false;
    // A Redis Sentinel (redis-server sentinel.conf --sentinel, the file created empty in the
    // working directory): its monitor and settings go in extraArguments, as
    // {"--sentinel", "monitor", NAME, HOST, PORT, QUORUM, ...}.
    bool sentinel = false;
    int startTimeoutMs = 10000;
};

// A private redis-server run as a child process (never daemonized): bound to 127.0.0.1, no
// persistence, killed with its parent. The sandbox, the test harness and the benchmarks all
// start their servers through it.
class RedisServerProcess : public QObject
{
    Q_OBJECT
public:
    explicit RedisServerProcess(RedisServerOptions options = {}, QObject *parent = nullptr);
    ~RedisServerProcess() override; // stops the server

    // Starts and waits until the server accepts connections.
    Result<void> start();
    // Starts without blocking; emits ready() or failed().
    void startAsync();
    // SIGTERM and wait. The temporary directory (if ours) stays for restart() and goes with
    // this object.
    void stop();
    // SIGKILL, as a crash would; the directory stays for restart().
    void kill();
    // Starts again on the same port and socket path.
    Result<void> restart();
    bool isRunning() const;

    quint16 port() const;
    // The cluster bus port of a clusterNode (for CLUSTER MEET); 0 otherwise.
    quint16 clusterBusPort() const;
    QString socketPath() const;
    QString workingDirectory() const;
    // Parsed from the server's start-up log, e.g. "7.0.15".
    QString version() const;
    // The last lines the server printed, for error messages.
    QString recentOutput() const;
    // How to reach it: TCP (or TLS) on the port, or the Unix socket with unixSocketOnly.
    ConnectionOptions connectionOptions() const;

    // COORDSCOPE_REDIS_SERVER, else redis-server on PATH, /usr/bin or /usr/sbin; empty if none.
    static QString findExecutable();

Q_SIGNALS:
    void ready();
    void failed(const RedisError &error);
    void exited(int exitCode);

private:
    struct Private;
    std::unique_ptr<Private> d;
};
