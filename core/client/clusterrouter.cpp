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
    // An open link is checked once more by its own command (a peer that closed it is then
    // reconnected before anything is written): not twice per round trip.
    if (!it->second->isConnected())
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
        // The seed when it is a master (a stable home, the one the user named), else the first.
        const int seed = m_topology.indexOf(m_seed.host, m_seed.port);
        return masters.contains(seed) ? seed : masters.first();
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

bool ClusterRouter::readsFromReplicas() const
{
    return m_seed.readOnly && m_seed.readFromReplicas;
}

bool ClusterRouter::endsTransaction(const RedisCommand &argv)
{
    const QByteArray verb = argv.value(0).toUpper();
    return verb == "EXEC" || verb == "DISCARD";
}

int ClusterRouter::keylessNode(const RedisCommand &argv, int previous) const
{
    const QByteArray verb = argv.value(0).toUpper();
    // WAIT counts the replicas that acknowledged this connection's writes: on the node written.
    // Nodes are kept by address: a refresh may renumber them.
    const auto known = [this](const QString &address) {
        return address.isEmpty() ? -1 : nodeNamed(address).valueOr(-1);
    };
    if (verb == "WAIT" || verb == "WAITAOF")
        return previous >= 0 ? previous : known(m_lastKeyedNode);
    // What ends or continues a WATCH goes where the WATCH went.
    if (verb == "UNWATCH" || verb == "MULTI" || verb == "EXEC" || verb == "DISCARD")
        return known(m_watchNode);
    return -1;
}

void ClusterRouter::noteSent(const RedisCommand &argv, int slot, int node)
{
    if (node < 0 || node >= int(m_topology.nodes().size()))
        return;
    const QString address = m_topology.nodes().at(node).address();
    const QByteArray verb = argv.value(0).toUpper();
    if (verb == "WATCH")
        m_watchNode = address;
    else if (verb == "UNWATCH" || verb == "EXEC" || verb == "DISCARD")
        m_watchNode.clear();
    if (slot >= 0)
        m_lastKeyedNode = address;
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

Result<RedisReply> ClusterRouter::execute(const RedisCommand &argv, int slot, int blockMs, int node)
{
    QList<RedisConnection *> tried; // named only in an error: no formatting on the common path
    const auto triedNames = [&tried] {
        QStringList names;
        for (const RedisConnection *c : std::as_const(tried))
            names.append(c->options().endpoint());
        return names;
    };
    int redirections = 0;
    int retries = 0;
    int backoffMs = FirstBackoffMs;
    std::optional<Redirection> ask;
    QString note; // for the Command log: what sent the command where it goes now
    Result<int> target = slot < 0 && node >= 0 ? Result<int>(node) : nodeForSlot(slot);
    if (!target)
        return target.error();
    // A first try of a read may go to a replica; a retry or a redirection goes to the master.
    if (slot >= 0 && readsFromReplicas())
        target = m_topology.readerOf(slot);
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
            tried.append(*l);
            if (!note.isEmpty())
                (*l)->setRedirectNote(note);
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
        if (r) {
            noteSent(argv, slot, *target);
            return r;
        }
        const RedisError e = r.error();
        if (isRedirection(e)) {
            const QString host = l ? (*l)->options().host : m_seed.host;
            std::optional<Redirection> to = parseRedirection(e.message(), host);
            if (!to)
                return e;
            if (++redirections > MaxRedirections)
                return ClusterRedirection::tooManyRedirections(to->slot, triedNames());
            note = QStringLiteral("%1 from %2")
                       .arg(to->ask ? QStringLiteral("ASK") : QStringLiteral("MOVED"),
                            l ? (*l)->options().address() : m_seed.address());
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
                return ClusterRedirection::gaveUp(e, triedNames());
            note = QStringLiteral("%1, try %2")
                       .arg(unsent && !isRetryable(e) ? QStringLiteral("unreachable")
                                                      : e.message().section(u' ', 0, 0))
                       .arg(retries + 1);
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

Result<int> ClusterRouter::nodeNamed(const QString &address) const
{
    const qsizetype colon = address.lastIndexOf(u':');
    QString host = address.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint port = address.mid(colon + 1).toUInt(&ok);
    const int node =
        colon > 0 && ok && port <= 65535 ? m_topology.indexOf(host, quint16(port)) : -1;
    if (node < 0)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("%1 is not a node of the cluster's map").arg(address));
    return node;
}

QList<Result<RedisReply>> ClusterRouter::run(const QList<RedisCommand> &commands,
                                             const QStringList &nodes, int blockMs)
{
    return start(commands, nodes, blockMs)();
}

namespace {
ClusterRouter::PendingReplies ready(QList<Result<RedisReply>> replies)
{
    return [replies = std::move(replies)] { return replies; };
}
} // namespace

ClusterRouter::PendingReplies ClusterRouter::start(const QList<RedisCommand> &commands,
                                                   const QStringList &nodes, int blockMs)
{
    if (commands.isEmpty())
        return ready({});
    if (!m_loaded)
        if (auto c = refresh(); !c)
            return ready(QList<Result<RedisReply>>(commands.size(), c.error()));
    // An addressed command goes to its node and nowhere else; the others by their keys' slot.
    QList<int> slots;
    QList<int> targets;
    slots.reserve(commands.size());
    for (qsizetype i = 0; i < commands.size(); ++i) {
        const RedisCommand &c = commands.at(i);
        if (c.isEmpty())
            return ready(QList<Result<RedisReply>>(
                commands.size(),
                RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty command"))));
        if (!nodes.value(i).isEmpty()) {
            Result<int> node = nodeNamed(nodes.at(i));
            if (!node)
                return ready(QList<Result<RedisReply>>(commands.size(), node.error()));
            slots.append(-1);
            targets.append(*node);
            continue;
        }
        Result<int> slot = slotOf(c);
        if (!slot) // one refused command refuses the whole round trip, unsent
            return ready(QList<Result<RedisReply>>(commands.size(), slot.error()));
        slots.append(*slot);
        targets.append(-2); // routed below
    }
    // A MULTI ... EXEC block runs on one node: its keys' slot is the block's, MULTI and EXEC
    // included; keys in two slots refuse the pipeline, unsent.
    QList<bool> inBlock(commands.size(), false);
    for (qsizetype i = 0; i < commands.size(); ++i) {
        if (commands.at(i).first().toUpper() != "MULTI" || !nodes.value(i).isEmpty())
            continue;
        qsizetype end = i + 1;
        while (end < commands.size() && !endsTransaction(commands.at(end)))
            ++end;
        end = std::min(end, commands.size() - 1);
        QList<QByteArray> keys;
        for (qsizetype j = i; j <= end; ++j)
            keys << CommandKeys::of(commands.at(j)).value_or(QList<QByteArray>());
        Result<int> blockSlot =
            slotOfKeys(keys, QStringLiteral("A transaction (MULTI/EXEC) in a pipeline"));
        if (!blockSlot)
            return ready(QList<Result<RedisReply>>(commands.size(), blockSlot.error()));
        for (qsizetype j = i; j <= end; ++j) {
            inBlock[j] = true;
            if (targets.at(j) == -2)
                slots[j] = *blockSlot;
        }
        i = end;
    }
    if (commands.size() == 1 && targets.first() == -2)
        return ready(
            {execute(commands.first(), slots.first(), blockMs, keylessNode(commands.first(), -1))});

    // Split per node, in the order each node first appears; every part is written before any
    // reply is read, so the nodes work at once; replies back in command order. A keyless command
    // (TIME, WAIT, UNWATCH) goes with the pipeline's keyed commands when they all go to one node,
    // so that a primitive's round trip stays on its node; else as keylessNode() says.
    int only = -2; // the one node of the keyed commands; -1: several
    for (qsizetype i = 0; i < commands.size(); ++i)
        if (targets.at(i) == -2 && slots.at(i) >= 0) {
            Result<int> node = nodeForSlot(slots.at(i));
            targets[i] = !node                 ? -1
                         : readsFromReplicas() ? m_topology.readerOf(slots.at(i))
                                               : *node;
            only = only == -2 || only == targets.at(i) ? targets.at(i) : -1;
        }
    int previous = -1; // the node of the last keyed command before this one
    for (qsizetype i = 0; i < commands.size(); ++i) {
        if (targets.at(i) != -2) {
            if (slots.at(i) >= 0)
                previous = targets.at(i);
            continue;
        }
        int node = only >= 0 ? only : keylessNode(commands.at(i), previous);
        if (node < 0) {
            Result<int> home = nodeForSlot(-1);
            node = home ? *home : -1;
        }
        targets[i] = node;
    }
    QList<int> order;
    for (int t : targets)
        if (!order.contains(t))
            order.append(t);
    struct Part
    {
        QList<qsizetype> at;
        PendingReplies replies;
    };
    auto parts = std::make_shared<std::vector<Part>>();
    for (int node : order) {
        Part part;
        QList<RedisCommand> batch;
        for (qsizetype i = 0; i < commands.size(); ++i)
            if (targets.at(i) == node) {
                part.at.append(i);
                batch.append(commands.at(i));
            }
        Result<RedisConnection *> l =
            node < 0 ? Result<RedisConnection *>(nodeForSlot(slots.at(part.at.first())).error())
                     : link(node);
        if (l)
            part.replies = (*l)->sendPipeline(batch, blockMs);
        else
            part.replies = [n = batch.size(), e = l.error()] {
                return QList<Result<RedisReply>>(n, e);
            };
        parts->push_back(std::move(part));
    }
    // The rest when the replies are read: put back in order, and the commands a node did not
    // run sent again.
    return [this, commands, nodes, blockMs, slots, targets, inBlock, parts] {
        QList<Result<RedisReply>> replies(commands.size(), RedisError());
        for (Part &part : *parts) {
            QList<Result<RedisReply>> got = part.replies();
            for (qsizetype j = 0; j < part.at.size(); ++j)
                replies[part.at.at(j)] = std::move(got[j]);
        }
        for (qsizetype i = 0; i < commands.size(); ++i)
            if (replies.at(i) && targets.at(i) >= 0)
                noteSent(commands.at(i), slots.at(i), targets.at(i));
        // A command the node did not run (moved, asked elsewhere, to try again) goes on its
        // own; an addressed one keeps what its node answered, and one of a transaction its
        // EXECABORT.
        for (qsizetype i = 0; i < commands.size(); ++i)
            if (nodes.value(i).isEmpty() && !inBlock.at(i) && !replies.at(i) &&
                (isRedirection(replies.at(i).error()) || isRetryable(replies.at(i).error()) ||
                 (replies.at(i).error().isConnectionError() &&
                  !replies.at(i).error().mayHaveRun())))
                replies[i] = execute(commands.at(i), slots.at(i), blockMs);
        return replies;
    };
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
    QList<RedisCommand> wrapped{{"MULTI"}};
    wrapped << commands << RedisCommand{"EXEC"};
    for (int attempt = 0; attempt < 2; ++attempt) {
        Result<int> node = nodeForSlot(*slot);
        Result<RedisConnection *> l = node ? link(*node) : node.error();
        if (!l)
            return l.error();
        const QList<Result<RedisReply>> replies = (*l)->pipeline(wrapped);
        for (const Result<RedisReply> &r : replies)
            if (!r && r.error().isConnectionError())
                return r.error();
        const Result<RedisReply> &exec = replies.last();
        if (exec || !exec.error().message().startsWith(QLatin1String("EXECABORT")))
            return exec;
        // EXEC aborted: a queued command was refused, so nothing ran. Which, and why?
        QString refusal;
        std::optional<Redirection> ask;
        bool moved = false;
        bool allAsked = true; // every command with keys answered ASK: its keys are all elsewhere
        for (qsizetype i = 0; i < commands.size(); ++i) {
            const Result<RedisReply> &queued = replies.at(i + 1);
            const bool keyed =
                !CommandKeys::of(commands.at(i)).value_or(QList<QByteArray>()).isEmpty();
            if (queued) {
                allAsked = allAsked && !keyed;
                continue;
            }
            if (refusal.isEmpty())
                refusal = QStringLiteral("%1 was refused: %2")
                              .arg(QString::fromUtf8(commands.at(i).value(0)).toUpper(),
                                   queued.error().message());
            const QString message = queued.error().message();
            if (message.startsWith(QLatin1String("ASK "))) {
                if (!ask)
                    ask = parseRedirection(message, (*l)->options().host);
            } else if (keyed) {
                allAsked = false;
            }
            moved = moved || message.startsWith(QLatin1String("MOVED "));
        }
        const RedisError aborted(
            exec.error().kind(),
            refusal.isEmpty() ? exec.error().message()
                              : QStringLiteral("%1 (%2)").arg(exec.error().message(), refusal));
        // A slot being migrated with the transaction's keys already on the target: ASKING,
        // then MULTI there (the flag lasts the whole transaction). Not when some keys are still
        // on the source: those would be written anew on the target.
        if (ask && allAsked) {
            Result<RedisConnection *> target = linkTo(ask->host, ask->port);
            if (!target)
                return target.error();
            (*target)->setRedirectNote(
                QStringLiteral("ASK from %1").arg((*l)->options().address()));
            QList<RedisCommand> asking{{"ASKING"}};
            asking << wrapped;
            const QList<Result<RedisReply>> there = (*target)->pipeline(asking);
            for (const Result<RedisReply> &r : there)
                if (!r && r.error().isConnectionError())
                    return r.error();
            return there.last();
        }
        // Queued on a node that no longer serves the slot (MOVED): it goes once more where the
        // slot is now.
        if (!moved || *slot < 0 || attempt > 0)
            return aborted;
        (void)refresh();
        if (m_topology.masterOf(*slot) == *node)
            return aborted;
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
