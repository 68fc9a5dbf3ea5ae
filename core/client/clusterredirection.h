#pragma once

#include "connectionoptions.h"
#include "rediserror.h"

#include <QString>
#include <QStringList>
#include <optional>

// What a cluster node's error reply asks of a client, shared by the blocking and the
// asynchronous cluster faces (docs/cluster.md): where MOVED and ASK send the command, whether
// TRYAGAIN or CLUSTERDOWN make it worth another try, and the errors both faces give alike.
struct ClusterRedirection
{
    bool ask = false;
    int slot = -1;
    QString host;
    quint16 port = 0;

    static constexpr int MaxRedirections = 5;
    static constexpr int MaxRetries = 5; // TRYAGAIN / CLUSTERDOWN, 50 ms doubling
    static constexpr int FirstBackoffMs = 50;

    // "MOVED 3999 127.0.0.1:6381" / "ASK 3999 127.0.0.1:6381"; an empty host ("MOVED 3999
    // :6381") is the node's own, unknown to itself: currentHost.
    static std::optional<ClusterRedirection> parse(const QString &message,
                                                   const QString &currentHost);
    static bool isRedirection(const RedisError &e);
    static bool isRetryable(const RedisError &e);
    static bool isClusterDown(const RedisError &e);

    // After MaxRedirections: names the slot and the nodes the command was sent to.
    static RedisError tooManyRedirections(int slot, const QStringList &tried);
    // After MaxRetries of TRYAGAIN, CLUSTERDOWN or an unreachable node.
    static RedisError gaveUp(const RedisError &last, const QStringList &tried);
};

// "host:port" as the cluster names a node ("[::1]:7000" for IPv6).
QString clusterNodeAddress(const QString &host, quint16 port);
// A node's options: the seed's (credentials, TLS, timeouts), with the node's reachable address
// (cluster_host_map applied), plain and db 0.
ConnectionOptions clusterNodeOptions(const ConnectionOptions &seed, const QString &host,
                                     quint16 port);
// A connection error to an announced address, with the hint to map it (?cluster_host_map)
// unless the seed's options map it already.
RedisError clusterNodeUnreachable(const ConnectionOptions &seed, const QString &announced,
                                  const RedisError &error);
// A seed whose cluster support is disabled, under cluster=yes.
RedisError clusterSupportDisabled(const QString &address);
