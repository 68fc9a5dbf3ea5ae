#pragma once

#include "result.h"
#include "sshoptions.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QUrl>

struct TlsOptions
{
    QString caFile;   // PEM CA bundle; empty: the system's CAs
    QString certFile; // client certificate (PEM), for mutual TLS
    QString keyFile;  // client private key (PEM)
    bool verifyPeer = true;
    QString serverName; // SNI and the name checked; empty: the host
};

// Where and how to connect. Parsed from a URL (the grammar and its errors: docs/connections.md):
//   redis://[[user]:password@]host[:port][/db][?option=value&...]  (host required)
//   rediss://... (TLS; options ca, cert, key, verify=no, sni)
//   unix:///path/to/redis.sock[?db=N&...]
//   redis+sentinel://[[user]:password@]host1[:port1][,host2[:port2]...]/MASTER[/db][?...]
//   redis-sentinel://[[user]:password@]host1[:port1][,...][/db][?...]#MASTER (Lettuce's form)
//     the sentinels (default port 26379) and the name of the master they monitor; user and
//     password are the data nodes', sentinel_user and sentinel_password the sentinels'.
// Options valid for every scheme: connect_timeout (ms), timeout (ms), name (CLIENT SETNAME), db,
// read_only (yes/no), user, password; through SSH: ssh=[user@]host[:port], ssh_key,
// ssh_known_hosts, ssh_config (a file or "none"), ssh_jump, ssh_accept_new (yes/no). Error
// messages never quote the URL, so never its password; an SSH password is never in a URL.
struct ConnectionOptions
{
    enum class Transport { Tcp, Tls, Unix };

    Transport transport = Transport::Tcp;
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 6379;
    QString socketPath;
    QString user;     // ACL user; empty: "default"
    QString password; // empty: no AUTH
    int db = 0;
    QString clientName; // CLIENT SETNAME at connect; empty: none
    // The URL had name=, perhaps empty: a program's default name is not added (name= alone
    // sends no CLIENT SETNAME, for an ACL user without it).
    bool clientNameGiven = false;
    int connectTimeoutMs = 5000; // 0: no deadline
    int commandTimeoutMs = 5000; // 0: no deadline
    // Read-only mode: the connection refuses, before sending, every command that is not a read
    // command (ReadOnlyCommands), with a ReadOnly error.
    bool readOnly = false;
    // With readOnly on a cluster: commands with keys go to a replica of their slot (READONLY),
    // off by default (?replica=yes). What a replica answers may be behind its master.
    bool readFromReplicas = false;
    // Set by the cluster faces on their links to the nodes when reading from replicas: READONLY
    // in the handshake (a master takes it too). Not part of the URL.
    bool clusterReadOnlyLink = false;
    TlsOptions tls;

    // Redis Cluster (docs/cluster.md). Auto: a plain connection, which turns into a cluster
    // connection at the first MOVED reply (the command is then sent where MOVED says); Yes: a
    // cluster connection from the start (the seeds must be cluster nodes); No: never.
    enum class Cluster { Auto, Yes, No };
    Cluster cluster = Cluster::Auto;
    // More seeds after (host, port): redis://h1:p1,h2:p2?cluster=yes.
    struct Seed
    {
        QString host;
        quint16 port = 6379;
        bool operator==(const Seed &other) const = default;
    };
    QList<Seed> moreSeeds;
    // Announced "host:port" -> the "host:port" that reaches it from here (NAT, containers,
    // tunnels): ?cluster_host_map=10.0.0.5:6379=127.0.0.1:7001,...
    QMap<QString, QString> clusterHostMap;
    // Every node not in the map is reached at the seed's host, on the port it announces (a
    // cluster behind one NAT address or an SSH tunnel's host): ?cluster_keep_host=yes.
    bool clusterKeepSeedHost = false;

    // Redis Sentinel (docs/connections.md): not empty, the name of the master that the sentinels
    // at (host, port) and moreSeeds monitor; the connection asks them for its address. The
    // sentinels' own credentials are kept apart from the data nodes' (user, password).
    QString sentinelMaster;
    QString sentinelUser;
    QString sentinelPassword;
    bool isSentinel() const { return !sentinelMaster.isEmpty(); }

    // Through an SSH tunnel (docs/connections.md): every node, sentinel and socket named here is
    // reached from the SSH host, through one session.
    SshOptions ssh;

    static Result<ConnectionOptions> fromUrl(const QString &url);
    // The URL that parses back to these options; the password only when asked for.
    QString toUrl(bool withPassword = false) const;
    // Short name for status bars and logs: "127.0.0.1:6379/0", "unix:/tmp/r.sock",
    // "10.0.0.5:6379/0 via ssh deploy@bastion:2222".
    QString endpoint() const;
    // The server's address without the database: "127.0.0.1:6379", "[::1]:6379" (as a cluster's
    // map names its nodes), "unix:/tmp/r.sock".
    QString address() const;

    bool operator==(const ConnectionOptions &other) const;
};
