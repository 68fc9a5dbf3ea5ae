#include "clusterredirection.h"

#include "hashslot.h"

namespace {
bool errorStartsWith(const RedisError &e, const char *prefix)
{
    return e.kind() == RedisError::Kind::Server && e.message().startsWith(QLatin1String(prefix));
}
} // namespace

std::optional<ClusterRedirection> ClusterRedirection::parse(const QString &message,
                                                            const QString &currentHost)
{
    const QStringList parts = message.split(u' ');
    if (parts.size() < 3)
        return std::nullopt;
    ClusterRedirection r;
    r.ask = parts.at(0) == u"ASK";
    bool ok = false;
    r.slot = parts.at(1).toInt(&ok);
    if (!ok || r.slot < 0 || r.slot >= HashSlot::SlotCount)
        return std::nullopt;
    const qsizetype colon = parts.at(2).lastIndexOf(u':');
    if (colon < 0)
        return std::nullopt;
    const uint port = parts.at(2).mid(colon + 1).toUInt(&ok);
    if (!ok || port == 0 || port > 65535)
        return std::nullopt;
    r.port = quint16(port);
    r.host = parts.at(2).left(colon);
    if (r.host.startsWith(u'[') && r.host.endsWith(u']'))
        r.host = r.host.mid(1, r.host.size() - 2);
    if (r.host.isEmpty() || r.host == u"?")
        r.host = currentHost;
    return r;
}

bool ClusterRedirection::isRedirection(const RedisError &e)
{
    return errorStartsWith(e, "MOVED ") || errorStartsWith(e, "ASK ");
}

bool ClusterRedirection::isRetryable(const RedisError &e)
{
    return errorStartsWith(e, "TRYAGAIN") || isClusterDown(e);
}

bool ClusterRedirection::isClusterDown(const RedisError &e)
{
    return errorStartsWith(e, "CLUSTERDOWN");
}

RedisError ClusterRedirection::tooManyRedirections(int slot, const QStringList &tried)
{
    return RedisError(RedisError::Kind::Cluster,
                      QStringLiteral("slot %1: more than %2 redirections (sent to %3): "
                                     "the cluster's slot map keeps changing")
                          .arg(slot)
                          .arg(MaxRedirections)
                          .arg(tried.join(QStringLiteral(", "))));
}

RedisError ClusterRedirection::gaveUp(const RedisError &last, const QStringList &tried)
{
    const bool unsent = last.isConnectionError() && !last.mayHaveRun();
    return RedisError(unsent ? last.kind() : RedisError::Kind::Cluster,
                      QStringLiteral("%1 (gave up after %2 tries over about %3 ms; sent to %4)")
                          .arg(last.message())
                          .arg(MaxRetries + 1)
                          .arg(FirstBackoffMs * ((1 << MaxRetries) - 1))
                          .arg(tried.join(QStringLiteral(", "))));
}

QString clusterNodeAddress(const QString &host, quint16 port)
{
    return host.contains(u':') ? QStringLiteral("[%1]:%2").arg(host).arg(port)
                               : QStringLiteral("%1:%2").arg(host).arg(port);
}

ConnectionOptions clusterNodeOptions(const ConnectionOptions &seed, const QString &host,
                                     quint16 port)
{
    ConnectionOptions o = seed;
    o.cluster = ConnectionOptions::Cluster::No;
    o.moreSeeds.clear();
    o.clusterHostMap.clear();
    o.db = 0;
    o.host = host;
    o.port = port;
    o.clusterReadOnlyLink = seed.readOnly && seed.readFromReplicas;
    o.clusterKeepSeedHost = false;
    const QString mapped = seed.clusterHostMap.value(clusterNodeAddress(host, port));
    if (mapped.isEmpty() && seed.clusterKeepSeedHost)
        o.host = seed.host;
    if (!mapped.isEmpty()) {
        const qsizetype colon = mapped.lastIndexOf(u':');
        o.host = mapped.left(colon);
        if (o.host.startsWith(u'['))
            o.host = o.host.mid(1, o.host.size() - 2);
        o.port = quint16(mapped.mid(colon + 1).toUInt());
    }
    return o;
}

RedisError clusterNodeUnreachable(const ConnectionOptions &seed, const QString &announced,
                                  const RedisError &error)
{
    if (!error.isConnectionError() || seed.clusterHostMap.contains(announced))
        return error;
    return RedisError(error.kind(),
                      error.message() +
                          QStringLiteral(". The cluster announces this node as %1: if that "
                                         "address is not reachable from here, map it with "
                                         "?cluster_host_map=%1=HOST:PORT%2")
                              .arg(announced, seed.clusterKeepSeedHost
                                                  ? QString()
                                                  : QStringLiteral(", or reach every node at "
                                                                   "the seed's host with "
                                                                   "?cluster_keep_host=yes")));
}

RedisError clusterSupportDisabled(const QString &address)
{
    return RedisError(RedisError::Kind::InvalidArgument,
                      QStringLiteral("%1 is not a cluster node (its cluster support is "
                                     "disabled): connect without cluster=yes")
                          .arg(address));
}
