#include "clusterrouter.h"

#include "clusterredirection.h"
#include "commandkeys.h"
#include "hashslot.h"

#include <QThread>

namespace {
constexpr qint64 RefreshIntervalMs = 1000;
constexpr int FirstBackoffMs = ClusterRedirection::FirstBackoffMs;
using Redirection = ClusterRedirection;

bool isRedirection(const RedisError &e)
{
    return ClusterRedirection::isRedirection(e);
}

bool isRetryable(const RedisError &e)
{
    return ClusterRedirection::isRetryable(e);
}

std::optional<Redirection> parseRedirection(const QString &message, const QString &currentHost)
{
    return ClusterRedirection::parse(message, currentHost);
}

QString addressOf(const QString &host, quint16 port)
{
    return clusterNodeAddress(host, port);
}
} // namespace

ClusterRouter::ClusterRouter(ConnectionOptions seed)
    : m_seed(std::move(seed))
{
    m_sinceRefresh.start();
}

ClusterRouter::~ClusterRouter() = default;

ConnectionOptions ClusterRouter::optionsFor(const QString &host, quint16 port) const
{
    return clusterNodeOptions(m_seed, host, port);
}

RedisError ClusterRouter::unreachable(const QString &announced, const RedisError &error) const
{
    return clusterNodeUnreachable(m_seed, announced, error);
}

Result<RedisConnection *> ClusterRouter::linkTo(const QString &host, quint16 port)
{
    const QString key = addressOf(host, port);
    auto it = m_links.find(key);
    if (it == m_links.end()) {
        auto connection = std::make_unique<RedisConnection>(optionsFor(host, port));
        connection->setLabel(m_label.isEmpty() ? key : m_label + QStringLiteral(" @ ") + key);
        connection->setCommandLog(m_log);
        connection->setStopCheck(m_stopCheck);
        it = m_links.emplace(key, std::move(connection)).first;
    }
    if (auto c = it->second->connect(); !c)
        return unreachable(key, c.error());
    return it->second.get();
}

Result<RedisConnection *> ClusterRouter::link(int node)
{
    if (node < 0 || node >= int(m_topology.nodes().size()))
        return RedisError(RedisError::Kind::Cluster, QStringLiteral("no such cluster node"));
    const ClusterTopology::Node &n = m_topology.nodes().at(node);
    return linkTo(n.host, n.port);
}

Result<void> ClusterRouter::connect(std::unique_ptr<RedisConnection> seedLink)
{
    if (seedLink) {
        const QString key = addressOf(m_seed.host, m_seed.port);
        seedLink->setCommandLog(m_log);
        seedLink->setStopCheck(m_stopCheck);
        m_links[key] = std::move(seedLink);
    }
    if (m_loaded)
        return {};
    return refresh();
}

Result<void> ClusterRouter::refresh()
{
    m_refreshWanted = false;
    m_sinceRefresh.restart();
    // Ask the masters known so far, then the seeds.
    QList<std::pair<QString, quint16>> asked;
    for (int m : m_topology.masters())
        asked.append({m_topology.nodes().at(m).host, m_topology.nodes().at(m).port});
    asked.append({m_seed.host, m_seed.port});
    for (const ConnectionOptions::Seed &s : m_seed.moreSeeds)
        asked.append({s.host, s.port});
    RedisError last;
    QStringList tried;
    for (const auto &[host, port] : asked) {
        const QString key = addressOf(host, port);
        if (tried.contains(key))
            continue;
        tried.append(key);
        // A seed is an address that reaches it from here already: no host map for it.
        Result<RedisConnection *> l = linkTo(host, port);
        if (!l) {
            last = l.error();
            continue;
        }
        Result<RedisReply> shards = (*l)->command({"CLUSTER", "SHARDS"});
        Result<ClusterTopology> topology = RedisError();
        if (shards) {
            topology = ClusterTopology::fromShards(*shards, (*l)->options().host);
        } else if (shards.error().message().contains(QLatin1String("cluster support disabled"))) {
            return clusterSupportDisabled(key);
        } else if (shards.error().kind() == RedisError::Kind::Server) {
            // Before Redis 7: CLUSTER SLOTS.
            Result<RedisReply> slots = (*l)->command({"CLUSTER", "SLOTS"});
            if (!slots) {
                last = slots.error();
                continue;
            }
            topology = ClusterTopology::fromSlots(*slots, (*l)->options().host);
        } else {
            last = shards.error();
            continue;
        }
        if (!topology) {
            last = topology.error();
            continue;
        }
        if (topology->servedSlots() == 0) {
            last = RedisError(RedisError::Kind::Cluster,
                              QStringLiteral("the cluster node %1 knows no node serving any slot "
                                             "(CLUSTER SHARDS is empty): is the cluster formed?")
                                  .arg(key));
            continue;
        }
        m_topology = std::move(topology).value();
        m_loaded = true;
        return {};
    }
    if (m_loaded)
        return {}; // the map we have stays
    return RedisError(last.isError() ? last.kind() : RedisError::Kind::Io,
                      QStringLiteral("no cluster topology from %1: %2")
                          .arg(tried.join(QStringLiteral(", ")), last.message()));
}

void ClusterRouter::refreshSoon()
{
    m_refreshWanted = true;
}

bool ClusterRouter::isConnected() const
{
    if (!m_loaded)
        return false;
    for (const auto &[key, connection] : m_links)
        if (connection->isConnected())
            return true;
    return false;
}

void ClusterRouter::disconnect()
{
    for (auto &[key, connection] : m_links)
        connection->disconnect();
}

Result<int> ClusterRouter::slotOfKeys(const QList<QByteArray> &keys, const QString &what)
{
    int slot = -1;
    QByteArray first;
    for (const QByteArray &key : keys) {
        const int s = HashSlot::of(key);
        if (slot < 0) {
            slot = s;
            first = key;
        } else if (s != slot) {
            return RedisError(RedisError::Kind::CrossSlot,
                              QStringLiteral("%1 has keys in two slots of the cluster (\"%2\" in "
                                             "slot %3, \"%4\" in slot %5), which one node cannot "
                                             "run: refused before sending. Keys that must go "
                                             "together need one hash tag, as in cs:{name}:...")
                                  .arg(what, QString::fromUtf8(first))
                                  .arg(slot)
                                  .arg(QString::fromUtf8(key))
                                  .arg(s));
        }
    }
    return slot;
}

Result<int> ClusterRouter::slotOf(const RedisCommand &argv)
{
    std::optional<QList<QByteArray>> keys = CommandKeys::of(argv);
    if (!keys) {
        // A command the table does not know: the server says where its keys are.
        Result<RedisConnection *> home = homeNode();
        if (!home)
            return home.error();
        RedisCommand getKeys{"COMMAND", "GETKEYS"};
        getKeys << argv;
        Result<RedisReply> r = (*home)->command(getKeys);
        if (!r)
            return -1; // keyless ("no key arguments"), or the server refuses it: it will say why
        Result<QList<QByteArray>> list = r->toBytesList();
        if (!list)
            return list.error();
        keys = *list;
    }
    return slotOfKeys(*keys, QString::fromUtf8(argv.value(0)).toUpper());
}

Result<int> ClusterRouter::nodeForSlot(int slot)
{
    if (m_refreshWanted && m_sinceRefresh.elapsed() >= RefreshIntervalMs)
        (void)refresh();
    if (slot < 0) {
        const QList<int> masters = m_topology.masters();
        if (masters.isEmpty())
            return RedisError(RedisError::Kind::Cluster,
                              QStringLiteral("the cluster has no master"));
        return masters.first();
    }
    int node = m_topology.masterOf(slot);
    if (node < 0 && m_sinceRefresh.elapsed() >= RefreshIntervalMs) {
        (void)refresh();
        node = m_topology.masterOf(slot);
    }
    if (node < 0)
        return RedisError(
            RedisError::Kind::Cluster,
            QStringLiteral("slot %1 is served by no node of the cluster (CLUSTERDOWN)").arg(slot));
    return node;
}

Result<RedisConnection *> ClusterRouter::homeNode()
{
    if (!m_loaded)
        if (auto c = refresh(); !c)
            return c.error();
    Result<int> node = nodeForSlot(-1);
    if (!node)
        return node.error();
    return link(*node);
}

Result<RedisReply> ClusterRouter::execute(const RedisCommand &argv, int slot, int blockMs)
{
    QStringList tried;
    int redirections = 0;
    int retries = 0;
    int backoffMs = FirstBackoffMs;
    std::optional<Redirection> ask;
    Result<int> target = nodeForSlot(slot);
    if (!target)
        return target.error();
    const auto wait = [&] {
        QThread::msleep(ulong(backoffMs));
        backoffMs *= 2;
    };
    for (;;) {
        if (m_stopCheck && m_stopCheck())
            return RedisError(RedisError::Kind::Cancelled,
                              QStringLiteral("cancelled: nothing more is sent for this action"));
        Result<RedisConnection *> l = ask ? linkTo(ask->host, ask->port) : link(*target);
        Result<RedisReply> r = RedisError();
        if (l) {
            tried.append((*l)->options().endpoint());
            if (ask) {
                QList<Result<RedisReply>> replies =
                    (*l)->blockingPipeline({{"ASKING"}, argv}, blockMs);
                r = std::move(replies.last());
                ask.reset();
            } else {
                r = (*l)->blockingCommand(argv, blockMs);
            }
        } else {
            r = l.error();
        }
        if (r)
            return r;
        const RedisError e = r.error();
        if (isRedirection(e)) {
            const QString host = l ? (*l)->options().host : m_seed.host;
            std::optional<Redirection> to = parseRedirection(e.message(), host);
            if (!to)
                return e;
            if (++redirections > MaxRedirections)
                return ClusterRedirection::tooManyRedirections(to->slot, tried);
            if (to->ask) {
                ask = to;
            } else {
                target = m_topology.move(to->slot, to->host, to->port);
                refreshSoon();
            }
            continue;
        }
        const bool unsent = e.isConnectionError() && !e.mayHaveRun();
        if (isRetryable(e) || unsent) {
            // TRYAGAIN (a slot migrating), CLUSTERDOWN (a failover under way), or a node that
            // could not be reached before anything was sent (it may have failed over).
            if (++retries > MaxRetries)
                return ClusterRedirection::gaveUp(e, tried);
            wait();
            if (!isRetryable(e) || ClusterRedirection::isClusterDown(e))
                (void)refresh();
            target = nodeForSlot(slot);
            if (!target)
                return target.error();
            continue;
        }
        return e;
    }
}

QList<Result<RedisReply>> ClusterRouter::run(const QList<RedisCommand> &commands, int blockMs)
{
    if (commands.isEmpty())
        return {};
    if (!m_loaded)
        if (auto c = refresh(); !c)
            return QList<Result<RedisReply>>(commands.size(), c.error());
    QList<int> slots;
    slots.reserve(commands.size());
    for (const RedisCommand &c : commands) {
        if (c.isEmpty())
            return QList<Result<RedisReply>>(
                commands.size(),
                RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty command")));
        Result<int> slot = slotOf(c);
        if (!slot) // one refused command refuses the whole round trip, unsent
            return QList<Result<RedisReply>>(commands.size(), slot.error());
        slots.append(*slot);
    }
    if (commands.size() == 1)
        return {execute(commands.first(), slots.first(), blockMs)};

    // Split per node, in the order each node first appears; replies back in command order.
    QList<Result<RedisReply>> replies(commands.size(), RedisError());
    QList<int> targets;
    for (int slot : slots) {
        Result<int> node = nodeForSlot(slot);
        targets.append(node ? *node : -1);
    }
    QList<int> order;
    for (int t : targets)
        if (!order.contains(t))
            order.append(t);
    for (int node : order) {
        QList<qsizetype> at;
        QList<RedisCommand> batch;
        for (qsizetype i = 0; i < commands.size(); ++i)
            if (targets.at(i) == node) {
                at.append(i);
                batch.append(commands.at(i));
            }
        Result<RedisConnection *> l =
            node < 0 ? Result<RedisConnection *>(nodeForSlot(slots.at(at.first())).error())
                     : link(node);
        QList<Result<RedisReply>> got = l ? (*l)->blockingPipeline(batch, blockMs)
                                          : QList<Result<RedisReply>>(batch.size(), l.error());
        for (qsizetype j = 0; j < at.size(); ++j)
            replies[at.at(j)] = std::move(got[j]);
    }
    // A command the node did not run (moved, asked elsewhere, to try again) goes on its own.
    for (qsizetype i = 0; i < commands.size(); ++i)
        if (!replies.at(i) &&
            (isRedirection(replies.at(i).error()) || isRetryable(replies.at(i).error())))
            replies[i] = execute(commands.at(i), slots.at(i), blockMs);
    return replies;
}

Result<RedisReply> ClusterRouter::transaction(const QList<RedisCommand> &commands)
{
    if (!m_loaded)
        if (auto c = refresh(); !c)
            return c.error();
    QList<QByteArray> keys;
    for (const RedisCommand &c : commands) {
        std::optional<QList<QByteArray>> k = CommandKeys::of(c);
        if (k)
            keys << *k;
    }
    Result<int> slot = slotOfKeys(keys, QStringLiteral("A transaction (MULTI/EXEC)"));
    if (!slot)
        return slot.error();
    for (int attempt = 0; attempt < 2; ++attempt) {
        Result<int> node = nodeForSlot(*slot);
        Result<RedisConnection *> l = node ? link(*node) : node.error();
        if (!l)
            return l.error();
        Result<RedisReply> r = (*l)->transaction(commands);
        // A command queued on a node that no longer serves the slot was answered MOVED and
        // EXEC aborted the transaction: nothing ran, so it goes once more where the slot is now.
        if (r || !r.error().message().startsWith(QLatin1String("EXECABORT")) || *slot < 0 ||
            attempt > 0)
            return r;
        (void)refresh();
        if (m_topology.masterOf(*slot) == *node)
            return r;
    }
    return RedisError(RedisError::Kind::Cluster, QStringLiteral("unreachable"));
}

Result<RedisReply>
ClusterRouter::watchedTransaction(const QList<QByteArray> &keys,
                                  const RedisConnection::TransactionBuilder &build, int maxAttempts)
{
    if (!m_loaded)
        if (auto c = refresh(); !c)
            return c.error();
    Result<int> slot = slotOfKeys(keys, QStringLiteral("WATCH"));
    Result<int> node = slot ? nodeForSlot(*slot) : slot.error();
    Result<RedisConnection *> l = node ? link(*node) : node.error();
    if (!l)
        return l.error();
    return (*l)->watchedTransaction(keys, build, maxAttempts);
}

QList<ConnectionOptions> ClusterRouter::masterOptions() const
{
    QList<ConnectionOptions> list;
    for (int m : m_topology.masters())
        list.append(optionsFor(m_topology.nodes().at(m).host, m_topology.nodes().at(m).port));
    return list;
}

void ClusterRouter::setStopCheck(std::function<bool()> check)
{
    m_stopCheck = std::move(check);
    for (auto &[key, connection] : m_links)
        connection->setStopCheck(m_stopCheck);
}

void ClusterRouter::setLabel(const QString &label)
{
    m_label = label;
    for (auto &[key, connection] : m_links)
        connection->setLabel(m_label.isEmpty() ? key : m_label + QStringLiteral(" @ ") + key);
}

void ClusterRouter::setCommandLog(CommandLog *log)
{
    m_log = log;
    for (auto &[key, connection] : m_links)
        connection->setCommandLog(log);
}
