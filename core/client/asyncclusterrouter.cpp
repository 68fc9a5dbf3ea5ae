#include "asyncclusterrouter.h"

#include "clusterredirection.h"
#include "clusterrouter.h"
#include "commandkeys.h"

#include <QDateTime>
#include <QPointer>

namespace {
constexpr qint64 MapRefreshIntervalMs = 1000;

// What the map says, to tell a changed map from the same one read again.
QString fingerprintOf(const ClusterTopology &t)
{
    QString print;
    for (const ClusterTopology::Range &r : t.ranges()) {
        print += QStringLiteral("%1-%2@%3")
                     .arg(r.first)
                     .arg(r.last)
                     .arg(r.master >= 0 ? t.nodes().at(r.master).address() : QString());
        for (int replica : r.replicas)
            print += u'+' + t.nodes().at(replica).address();
        print += u';';
    }
    return print;
}

std::pair<QString, quint16> splitAddress(const QString &address)
{
    const qsizetype colon = address.lastIndexOf(u':');
    QString host = address.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    return {host, quint16(address.mid(colon + 1).toUInt())};
}

QString kindOfClusterError(const RedisError &e)
{
    return e.message().section(u' ', 0, 0);
}
} // namespace

// One sendPipeline(): its replies fill in as its commands' jobs end.
struct AsyncClusterRouter::Request
{
    QList<Result<RedisReply>> replies;
    qsizetype open = 0;
    QPointer<const QObject> context;
    PipelineCallback callback;
};

// One command of a request, on its way to a node.
struct AsyncClusterRouter::Job
{
    std::shared_ptr<Request> request;
    qsizetype index = 0;
    RedisCommand argv;
    std::optional<QList<QByteArray>> keys;
    int slot = -1;
    QString node; // addressed: sent there only, its reply whatever it is
    int redirections = 0;
    int retries = 0;
    int backoffMs = ClusterRedirection::FirstBackoffMs;
    QStringList tried;
    QString askAt; // the next send: ASKING and the command there
    QString note;  // the redirection that brought it where it goes next, for the log
    bool ended = false;
};

struct AsyncClusterRouter::Link
{
    RedisClient *client = nullptr;
    QList<LinkReady> waiting; // until it connects or fails
    RedisClient::State lastState = RedisClient::State::Disconnected;
};

AsyncClusterRouter::AsyncClusterRouter(ConnectionOptions seed, QObject *parent)
    : QObject(parent)
    , m_seed(std::move(seed))
{
    qRegisterMetaType<ClusterRedirect>();
    m_sinceRefresh.start();
    m_refreshTimer.setSingleShot(true);
    m_recoverTimer.setSingleShot(true);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] { refresh({}); });
    connect(&m_recoverTimer, &QTimer::timeout, this, [this] { recover(); });
}

AsyncClusterRouter::~AsyncClusterRouter()
{
    for (auto &[address, link] : m_links) {
        link.client->disconnect(this);
        link.client->setParent(nullptr);
        link.client->deleteLater(); // we may be inside one of its signals
    }
}

void AsyncClusterRouter::abandon()
{
    for (const JobPtr &job : std::as_const(m_jobs)) {
        job->ended = true;
        job->request->callback = nullptr;
    }
    m_jobs.clear();
    stop(RedisError(RedisError::Kind::Closed, QStringLiteral("closed")));
}

void AsyncClusterRouter::setLabel(const QString &label)
{
    m_label = label;
    for (auto &[address, link] : m_links)
        link.client->setLabel(label);
}

void AsyncClusterRouter::setCommandLog(CommandLog *log)
{
    m_log = log;
    for (auto &[address, link] : m_links)
        link.client->setCommandLog(log);
}

void AsyncClusterRouter::setLogPipelinesAbove(int commands)
{
    m_logPipelinesAbove = commands;
    for (auto &[address, link] : m_links)
        link.client->setLogPipelinesAbove(commands);
}

void AsyncClusterRouter::setReconnectDelays(int minMs, int maxMs)
{
    m_minDelayMs = minMs;
    m_maxDelayMs = maxMs;
    for (auto &[address, link] : m_links)
        link.client->setReconnectDelays(minMs, maxMs);
}

void AsyncClusterRouter::start()
{
    m_started = true;
    whenLoaded([this](const RedisError &error) {
        if (error.isError())
            Q_EMIT failed(error);
        else
            connectHome(true);
    });
}

void AsyncClusterRouter::stop(const RedisError &reason)
{
    m_started = false;
    m_ready = false;
    m_recoverTimer.stop();
    m_refreshTimer.stop();
    const QList<JobPtr> jobs = m_jobs;
    for (const JobPtr &job : jobs)
        complete(job, reason);
    for (auto &[address, link] : m_links) {
        link.waiting.clear();
        link.client->disconnectFromServer();
    }
}

QString AsyncClusterRouter::serverVersion() const
{
    const auto it = m_links.find(homeAddress());
    return it == m_links.end() ? QString() : it->second.client->serverVersion();
}

void AsyncClusterRouter::addLoad(RedisClient::Load &load) const
{
    for (const auto &[address, link] : m_links) {
        const RedisClient::Load node = link.client->load();
        load.commandsPerSecond += node.commandsPerSecond;
        load.serverShare = qMax(load.serverShare, node.serverShare);
        load.totals.commands += node.totals.commands;
        load.totals.chargedUs += node.totals.chargedUs;
    }
}

QList<ClusterNodeLink> AsyncClusterRouter::links() const
{
    QList<ClusterNodeLink> list;
    for (const auto &[address, link] : m_links) {
        ClusterNodeLink l;
        l.node = address;
        switch (link.client->state()) {
        case RedisClient::State::Connected:
            l.state = ClusterNodeLink::State::Connected;
            break;
        case RedisClient::State::Disconnected:
            l.state = link.client->lastError().isError() ? ClusterNodeLink::State::Failed
                                                         : ClusterNodeLink::State::Connecting;
            break;
        default:
            l.state = ClusterNodeLink::State::Connecting;
        }
        if (link.client->lastError().isError())
            l.lastError = link.client->lastError().toString();
        list.append(l);
    }
    return list;
}

// ---- requests ----

QList<AsyncClusterRouter::JobPtr> AsyncClusterRouter::makeJobs(const QList<RedisCommand> &commands,
                                                               const QStringList &nodes,
                                                               const QObject *context,
                                                               PipelineCallback callback)
{
    auto request = std::make_shared<Request>();
    request->replies = QList<Result<RedisReply>>(commands.size(), RedisError());
    request->open = commands.size();
    request->context = context;
    request->callback = std::move(callback);
    ++m_openRequests;
    QList<JobPtr> jobs;
    for (qsizetype i = 0; i < commands.size(); ++i) {
        auto job = std::make_shared<Job>();
        job->request = request;
        job->index = i;
        job->argv = commands.at(i);
        job->node = nodes.value(i);
        if (job->node.isEmpty())
            job->keys = CommandKeys::of(job->argv);
        jobs.append(job);
        m_jobs.append(job);
    }
    return jobs;
}

void AsyncClusterRouter::send(const QList<RedisCommand> &commands, const QStringList &nodes,
                              const QObject *context, PipelineCallback callback)
{
    const QList<JobPtr> jobs = makeJobs(commands, nodes, context, std::move(callback));
    whenLoaded([this, jobs](const RedisError &error) {
        if (error.isError())
            refuse(jobs, error);
        else
            resolveSlots(jobs);
    });
}

void AsyncClusterRouter::follow(const QList<RedisCommand> &commands,
                                const QList<RedisError> &replies, const QString &from,
                                const QObject *context, PipelineCallback callback)
{
    const QList<JobPtr> jobs = makeJobs(commands, {}, context, std::move(callback));
    whenLoaded([this, jobs, replies, from](const RedisError &error) {
        if (error.isError())
            return refuse(jobs, error);
        for (qsizetype i = 0; i < jobs.size(); ++i) {
            const std::optional<ClusterRedirection> to =
                ClusterRedirection::parse(replies.at(i).message(), splitAddress(from).first);
            jobs.at(i)->slot = to ? to->slot : -1;
            jobs.at(i)->tried.append(from);
            onReply(jobs.at(i), from, replies.at(i), true);
        }
    });
}

// Commands the key table does not know: COMMAND GETKEYS on the home node, in one round trip.
void AsyncClusterRouter::resolveSlots(const QList<JobPtr> &jobs)
{
    QList<qsizetype> unknown;
    RedisCommand getKeys{"COMMAND", "GETKEYS"};
    QList<RedisCommand> asks;
    for (qsizetype i = 0; i < jobs.size(); ++i)
        if (jobs.at(i)->node.isEmpty() && !jobs.at(i)->keys) {
            unknown.append(i);
            asks.append(getKeys + jobs.at(i)->argv);
        }
    QList<std::optional<QList<QByteArray>>> keys;
    for (const JobPtr &job : jobs)
        keys.append(job->keys);
    if (unknown.isEmpty())
        return assignSlots(jobs, keys);
    withLink(homeAddress(), [=, this](RedisClient *link, const RedisError &error) mutable {
        if (!link)
            return refuse(jobs, error);
        link->sendPipeline(asks, this, [=, this](const QList<Result<RedisReply>> &got) mutable {
            for (qsizetype j = 0; j < unknown.size(); ++j) {
                // Keyless ("no key arguments"), or refused: the node it goes to will say why.
                const Result<QList<QByteArray>> list =
                    got.at(j).ok() ? got.at(j)->toBytesList()
                                   : Result<QList<QByteArray>>(QList<QByteArray>());
                keys[unknown.at(j)] = list.valueOr(QList<QByteArray>());
            }
            assignSlots(jobs, keys);
        });
    });
}

void AsyncClusterRouter::assignSlots(const QList<JobPtr> &jobs,
                                     const QList<std::optional<QList<QByteArray>>> &keys)
{
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        if (!jobs.at(i)->node.isEmpty())
            continue;
        const Result<int> slot =
            ClusterRouter::slotOfKeys(keys.at(i).value_or(QList<QByteArray>()),
                                      QString::fromUtf8(jobs.at(i)->argv.value(0)).toUpper());
        if (!slot) // one refused command refuses the whole request, unsent
            return refuse(jobs, slot.error());
        jobs.at(i)->slot = *slot;
    }
    dispatch(jobs);
}

QString AsyncClusterRouter::homeAddress() const
{
    // The seed when it is a master (a stable home, the one the user named), else the first.
    const QList<int> masters = m_topology.masters();
    const int seed = m_topology.indexOf(m_seed.host, m_seed.port);
    return masters.isEmpty()
               ? QString()
               : m_topology.nodes().at(masters.contains(seed) ? seed : masters.first()).address();
}

QString AsyncClusterRouter::addressFor(const Job &job) const
{
    if (!job.askAt.isEmpty())
        return job.askAt;
    if (!job.node.isEmpty())
        return job.node;
    if (job.slot < 0)
        return homeAddress();
    // Read-only with replica=yes: a first try goes to a replica of the slot; a retry or a
    // redirection to the master.
    const int node = m_seed.readOnly && m_seed.readFromReplicas && job.tried.isEmpty()
                         ? m_topology.readerOf(job.slot)
                         : m_topology.masterOf(job.slot);
    return node < 0 ? QString() : m_topology.nodes().at(node).address();
}

// Split per node, in the order each node first appears; each part in one write.
void AsyncClusterRouter::dispatch(const QList<JobPtr> &jobs)
{
    QStringList order;
    std::map<QString, QList<JobPtr>> parts;
    for (const JobPtr &job : jobs) {
        if (job->ended)
            continue;
        const QString address = addressFor(*job);
        if (address.isEmpty()) {
            retryLater(job,
                       RedisError(RedisError::Kind::Cluster,
                                  QStringLiteral("slot %1 is served by no node of the cluster "
                                                 "(CLUSTERDOWN)")
                                      .arg(job->slot)),
                       QString());
            continue;
        }
        if (!parts.count(address))
            order.append(address);
        parts[address].append(job);
    }
    for (const QString &address : std::as_const(order))
        sendTo(address, parts[address]);
}

void AsyncClusterRouter::sendTo(const QString &address, const QList<JobPtr> &jobs)
{
    withLink(address, [this, address, jobs](RedisClient *link, const RedisError &error) {
        if (!link) {
            for (const JobPtr &job : jobs)
                onReply(job, address, error, false);
            return;
        }
        QList<RedisCommand> commands;
        QList<qsizetype> at; // index of each job's reply
        for (const JobPtr &job : jobs) {
            job->tried.append(address);
            if (!job->askAt.isEmpty())
                commands.append(RedisCommand{"ASKING"});
            at.append(commands.size());
            commands.append(job->argv);
            job->askAt.clear();
        }
        const QString note = jobs.size() == 1 ? jobs.first()->note : QString();
        link->sendRedirected(commands, note, this,
                             [this, jobs, at, address](const QList<Result<RedisReply>> &replies) {
                                 for (qsizetype i = 0; i < jobs.size(); ++i)
                                     onReply(jobs.at(i), address, replies.at(at.at(i)), true);
                             });
    });
}

void AsyncClusterRouter::onReply(const JobPtr &job, const QString &from, Result<RedisReply> reply,
                                 bool sent)
{
    if (job->ended)
        return;
    if (reply.ok() || !job->node.isEmpty())
        return complete(job, std::move(reply));
    const RedisError e = reply.error();
    const QByteArray command = job->argv.value(0).toUpper();
    if (ClusterRedirection::isRedirection(e)) {
        const std::optional<ClusterRedirection> to =
            ClusterRedirection::parse(e.message(), splitAddress(from).first);
        if (!to)
            return complete(job, e);
        if (++job->redirections > ClusterRedirection::MaxRedirections)
            return complete(job, ClusterRedirection::tooManyRedirections(to->slot, job->tried));
        const QString target = clusterNodeAddress(to->host, to->port);
        const QString kind = to->ask ? QStringLiteral("ASK") : QStringLiteral("MOVED");
        Q_EMIT redirected(ClusterRedirect{kind, to->slot, command, from, target,
                                          QDateTime::currentMSecsSinceEpoch()});
        job->note = kind + QStringLiteral(" from ") + from;
        if (to->ask) {
            job->askAt = target;
        } else {
            m_topology.move(to->slot, to->host, to->port);
            m_topologyPrint = fingerprintOf(m_topology);
            Q_EMIT topologyChanged();
            refreshSoon();
        }
        return sendTo(target, {job});
    }
    // TRYAGAIN (a slot migrating), CLUSTERDOWN (a failover under way), or a node that could not
    // be reached before anything was sent (it may have failed over). A command sent and lost
    // is never sent again: it may have run.
    if (ClusterRedirection::isRetryable(e) || (e.isConnectionError() && !sent)) {
        if (ClusterRedirection::isRetryable(e))
            Q_EMIT redirected(ClusterRedirect{kindOfClusterError(e), job->slot, command, from, from,
                                              QDateTime::currentMSecsSinceEpoch()});
        return retryLater(job, e, from);
    }
    if (e.isConnectionError())
        return complete(job, RedisError::afterSending(e.kind(), e.message()));
    complete(job, e);
}

void AsyncClusterRouter::retryLater(const JobPtr &job, const RedisError &error, const QString &from)
{
    if (++job->retries > ClusterRedirection::MaxRetries)
        return complete(job, ClusterRedirection::gaveUp(error, job->tried));
    job->note = from.isEmpty() ? QStringLiteral("retried")
                               : QStringLiteral("%1 from %2")
                                     .arg(error.isConnectionError() ? QStringLiteral("unreachable")
                                                                    : kindOfClusterError(error),
                                          from);
    const int delay = job->backoffMs;
    job->backoffMs *= 2;
    const bool tryAgain = error.message().startsWith(QLatin1String("TRYAGAIN"));
    QTimer::singleShot(delay, this, [this, job, tryAgain] {
        if (job->ended)
            return;
        if (tryAgain)
            return dispatch({job});
        refresh([this, job](const RedisError &) { dispatch({job}); });
    });
}

void AsyncClusterRouter::complete(const JobPtr &job, Result<RedisReply> reply)
{
    if (job->ended)
        return;
    job->ended = true;
    m_jobs.removeOne(job);
    const std::shared_ptr<Request> request = job->request;
    request->replies[job->index] = std::move(reply);
    if (--request->open > 0)
        return;
    --m_openRequests;
    // From the event loop, like every reply, even when refused before sending.
    QMetaObject::invokeMethod(
        this,
        [request] {
            if (request->context && request->callback)
                request->callback(request->replies);
        },
        Qt::QueuedConnection);
}

void AsyncClusterRouter::refuse(const QList<JobPtr> &jobs, const RedisError &error)
{
    for (const JobPtr &job : jobs)
        complete(job, error);
}

// ---- links ----

AsyncClusterRouter::Link &AsyncClusterRouter::linkFor(const QString &address)
{
    auto it = m_links.find(address);
    if (it != m_links.end())
        return it->second;
    const auto [host, port] = splitAddress(address);
    auto *client = new RedisClient(clusterNodeOptions(m_seed, host, port), this);
    client->setLabel(m_label);
    client->setCommandLog(m_log);
    client->setLogPipelinesAbove(m_logPipelinesAbove);
    client->setReconnectDelays(m_minDelayMs, m_maxDelayMs);
    Link &link = m_links[address];
    link.client = client;
    connect(client, &RedisClient::stateChanged, this, [this, address] { onLinkState(address); });
    connect(client, &RedisClient::errorOccurred, this, [this, address](const RedisError &e) {
        // A first connection (or its handshake) failed: whoever waited hears why.
        const QList<LinkReady> waiting = std::exchange(m_links[address].waiting, {});
        for (const LinkReady &then : waiting)
            then(nullptr, clusterNodeUnreachable(m_seed, address, e));
    });
    return link;
}

void AsyncClusterRouter::withLink(const QString &address, LinkReady then)
{
    Link &link = linkFor(address);
    switch (link.client->state()) {
    case RedisClient::State::Connected:
        return then(link.client, RedisError());
    case RedisClient::State::Reconnecting: {
        const RedisError e = link.client->lastError();
        return then(nullptr,
                    clusterNodeUnreachable(
                        m_seed, address,
                        e.isError()
                            ? e
                            : RedisError(RedisError::Kind::Closed,
                                         QStringLiteral("not connected to %1").arg(address))));
    }
    case RedisClient::State::Disconnected:
        link.waiting.append(std::move(then));
        link.client->connectToServer();
        return;
    case RedisClient::State::Connecting:
        link.waiting.append(std::move(then));
        return;
    }
}

void AsyncClusterRouter::onLinkState(const QString &address)
{
    Link &link = m_links[address];
    const RedisClient::State state = link.client->state();
    const RedisClient::State before = std::exchange(link.lastState, state);
    Q_EMIT linksChanged();
    if (state == RedisClient::State::Connected) {
        const QList<LinkReady> waiting = std::exchange(link.waiting, {});
        for (const LinkReady &then : waiting)
            then(link.client, RedisError());
    }
    if (!m_started || address != homeAddress())
        return;
    if (state == RedisClient::State::Connected && !m_ready && m_loaded) {
        m_ready = true;
        m_recoverAttempt = 0;
        Q_EMIT ready();
    } else if (before == RedisClient::State::Connected && state != RedisClient::State::Connected &&
               m_ready) {
        m_ready = false;
        Q_EMIT lost(link.client->lastError());
        m_recoverTimer.start(m_minDelayMs);
    }
}

// ---- the slot map ----

void AsyncClusterRouter::whenLoaded(Done then)
{
    if (m_loaded)
        return then(RedisError());
    refresh(std::move(then));
}

void AsyncClusterRouter::refresh(Done then)
{
    if (then)
        m_refreshWaiters.append(std::move(then));
    if (m_refreshing)
        return;
    m_refreshing = true;
    m_refreshTimer.stop();
    m_sinceRefresh.restart();
    m_refreshTried.clear();
    // Ask the masters known so far, then the seeds.
    QList<QString> candidates;
    for (int m : m_topology.masters())
        candidates.append(m_topology.nodes().at(m).address());
    candidates.append(clusterNodeAddress(m_seed.host, m_seed.port));
    for (const ConnectionOptions::Seed &s : m_seed.moreSeeds)
        candidates.append(clusterNodeAddress(s.host, s.port));
    candidates.removeDuplicates();
    readMap(candidates, RedisError());
}

void AsyncClusterRouter::readMap(QList<QString> candidates, RedisError last)
{
    if (candidates.isEmpty()) {
        if (m_loaded)
            return endRefresh(RedisError()); // the map we have stays
        return endRefresh(
            RedisError(last.isError() ? last.kind() : RedisError::Kind::Io,
                       QStringLiteral("no cluster topology from %1: %2")
                           .arg(m_refreshTried.join(QStringLiteral(", ")), last.message())));
    }
    const QString address = candidates.takeFirst();
    m_refreshTried.append(address);
    withLink(address, [this, address, candidates](RedisClient *link, const RedisError &error) {
        if (!link)
            return readMap(candidates, error);
        tryShards(link, address, candidates);
    });
}

void AsyncClusterRouter::tryShards(RedisClient *link, const QString &address, QList<QString> rest)
{
    const QString askedHost = link->options().host;
    link->send(
        {"CLUSTER", "SHARDS"}, this,
        [this, link, address, rest, askedHost](const Result<RedisReply> &shards) {
            if (shards)
                return takeMap(ClusterTopology::fromShards(*shards, askedHost), address, rest);
            if (shards.error().message().contains(QLatin1String("cluster support disabled")))
                return endRefresh(clusterSupportDisabled(address));
            if (shards.error().kind() != RedisError::Kind::Server)
                return readMap(rest, shards.error());
            // Before Redis 7: CLUSTER SLOTS.
            link->send({"CLUSTER", "SLOTS"}, this,
                       [this, address, rest, askedHost](const Result<RedisReply> &slots) {
                           if (!slots)
                               return readMap(rest, slots.error());
                           takeMap(ClusterTopology::fromSlots(*slots, askedHost), address, rest);
                       });
        });
}

void AsyncClusterRouter::takeMap(Result<ClusterTopology> map, const QString &address,
                                 QList<QString> rest)
{
    if (!map)
        return readMap(rest, map.error());
    if (map->servedSlots() == 0)
        return readMap(rest, RedisError(RedisError::Kind::Cluster,
                                        QStringLiteral("the cluster node %1 knows no node serving "
                                                       "any slot (CLUSTER SHARDS is empty): is "
                                                       "the cluster formed?")
                                            .arg(address)));
    const QString home = homeAddress();
    m_topology = std::move(map).value();
    m_loaded = true;
    const QString print = fingerprintOf(m_topology);
    const bool changed = print != m_topologyPrint;
    m_topologyPrint = print;
    if (changed)
        Q_EMIT topologyChanged();
    endRefresh(RedisError());
    // A failover may have made another master the first: the home node moves with it.
    if (m_started && homeAddress() != home && !home.isEmpty())
        connectHome(false);
}

void AsyncClusterRouter::endRefresh(const RedisError &error)
{
    m_refreshing = false;
    const QList<Done> waiting = std::exchange(m_refreshWaiters, {});
    for (const Done &then : waiting)
        then(error);
}

void AsyncClusterRouter::refreshSoon()
{
    if (m_refreshing || m_refreshTimer.isActive())
        return;
    m_refreshTimer.start(int(qMax<qint64>(0, MapRefreshIntervalMs - m_sinceRefresh.elapsed())));
}

void AsyncClusterRouter::connectHome(bool first)
{
    withLink(homeAddress(), [this, first](RedisClient *link, const RedisError &error) {
        if (!m_started)
            return;
        if (link) {
            if (!m_ready) {
                m_ready = true;
                m_recoverAttempt = 0;
                Q_EMIT ready();
            }
        } else if (first) {
            Q_EMIT failed(error);
        } else {
            if (m_ready) {
                m_ready = false;
                Q_EMIT lost(error);
            }
            m_recoverTimer.start(int(
                qMin<qint64>(m_maxDelayMs, qint64(m_minDelayMs) << qMin(m_recoverAttempt++, 20))));
        }
    });
}

// The home node went away: read the map again (a replica may have taken over) and connect
// the home node it names, until one answers.
void AsyncClusterRouter::recover()
{
    if (!m_started || m_ready)
        return;
    refresh([this](const RedisError &) {
        if (m_started && !m_ready)
            connectHome(false);
    });
}
