#include "redisclient.h"

#include "asyncclusterrouter.h"
#include "clusterredirection.h"
#include "commandlog.h"
#include "connectionhandshake.h"
#include "readonlycommands.h"
#include "redistransport.h"
#include "respreader.h"
#include "sentinelresolver.h"
#include "sentinelswitchsubscription.h"
#include "sshsession.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QIODevice>
#include <QMutex>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>
#include <deque>

namespace {
// One request: a batch of commands answered together through one callback.
struct Batch
{
    QList<RedisCommand> commands;
    QList<Result<RedisReply>> replies;
    QPointer<const QObject> context;
    RedisClient::PipelineCallback callback;
    QElapsedTimer clock;
    qint64 sentMs = 0;
    bool summarized = false; // logged as one record when done (setLogPipelinesAbove)
    QString redirect;        // for the log: what brought these commands to this server
};

// "PIPELINE", "5000:", "GET*2500", "PTTL*2500": the names in order of first use (no spaces and
// ASCII only, so the Command log shows it unquoted: PIPELINE 5000: GET*2500 PTTL*2500).
RedisCommand pipelineSummary(const QList<RedisCommand> &commands)
{
    QList<QByteArray> names;
    QHash<QByteArray, int> counts;
    for (const RedisCommand &c : commands) {
        const QByteArray name = c.value(0).toUpper();
        if (counts[name]++ == 0)
            names.append(name);
    }
    RedisCommand argv{"PIPELINE", QByteArray::number(commands.size()) + ':'};
    for (const QByteArray &name : std::as_const(names))
        argv.append(name + '*' + QByteArray::number(counts.value(name)));
    return argv;
}

// The caller's view of replies: an error reply is an error (RedisError::fromServerReply).
QList<Result<RedisReply>> errorRepliesAsErrors(const QList<Result<RedisReply>> &replies)
{
    QList<Result<RedisReply>> results;
    results.reserve(replies.size());
    for (const auto &r : replies)
        results.append(r.ok() ? r->toResult() : r);
    return results;
}

QString versionFromInfo(const QByteArray &info)
{
    for (const QByteArray &line : info.split('\n'))
        if (line.startsWith("redis_version:"))
            return QString::fromLatin1(line.mid(14).trimmed());
    return QString();
}
} // namespace

struct RedisClient::Private
{
    RedisClient *q = nullptr;
    ConnectionOptions options;
    RedisTransport *transport = nullptr;
    RespReader reader;
    State state = State::Disconnected;
    std::deque<Batch> pending;
    LoadMeter meter; // of this connection
    QString label;
    QString serverVersion;
    RedisError lastError;
    QPointer<CommandLog> log;
    int logPipelinesAbove = 0;
    bool everConnected = false;
    bool handshaking = false;
    bool closing = false; // our own abort() must not be reported as a second failure
    int attempt = 0;
    int minDelayMs = 100;
    int maxDelayMs = 5000;
    QTimer reconnectTimer;
    QTimer deadlineTimer;                 // command and connect deadlines
    AsyncClusterRouter *router = nullptr; // a cluster client's
    bool plainServer = false; // INFO cluster said so on this connection (detectCluster())
    QList<std::pair<QPointer<const QObject>, DetectCallback>> detectWaiters;

    // A Sentinel URL: each open() first asks the sentinels, on a pool thread (a blocking
    // SentinelResolver), where the master (or, read-only with replica=yes, a replica) is;
    // `options` then become that node's. The mailbox lets the pool thread reach the client
    // only while it lives.
    struct Mailbox
    {
        QMutex mutex;
        RedisClient *client = nullptr;
    };
    ConnectionOptions sentinelUrl;
    std::shared_ptr<Mailbox> mailbox = std::make_shared<Mailbox>();
    quint64 sentinelAsk = 0; // the answer awaited; an older one is dropped
    bool sentinelAnswered = false;
    QString sentinelNode; // the last node the sentinels named
    QString lastSentinel; // the sentinel that named it
    bool failoverSeen = false;
    // While connected: +switch-master from one sentinel, to follow a failover when announced.
    SentinelSwitchSubscription *switches = nullptr;
    // ROLE said the node the sentinels named is not a master (yet): asked again after a pause.
    int roleRetries = 0;

    // The server's name in the log and for addressed commands: "host:port".
    QString nodeName() const
    {
        return options.transport == ConnectionOptions::Transport::Unix
                   ? options.endpoint()
                   : clusterNodeAddress(options.host, options.port);
    }

    CommandRecord recordOf(const Batch &b) const
    {
        CommandRecord rec;
        rec.timeMs = b.sentMs;
        rec.connection = label.isEmpty() ? options.endpoint() : label;
        rec.node = nodeName();
        rec.redirect = b.redirect;
        rec.latencyUs = b.clock.nsecsElapsed() / 1000;
        return rec;
    }

    AsyncClusterRouter *makeRouter()
    {
        router = new AsyncClusterRouter(options, q);
        router->setLabel(label.isEmpty() ? options.endpoint() : label);
        router->setCommandLog(log);
        router->setLogPipelinesAbove(logPipelinesAbove);
        router->setReconnectDelays(minDelayMs, maxDelayMs);
        QObject::connect(router, &AsyncClusterRouter::ready, q, [this] {
            everConnected = true;
            attempt = 0;
            lastError = RedisError();
            serverVersion = router->serverVersion();
            if (state == State::Connected)
                return;
            setState(State::Connected);
            Q_EMIT q->connected();
        });
        QObject::connect(router, &AsyncClusterRouter::failed, q, [this](const RedisError &e) {
            lastError = e;
            router->stop(e);
            if (state == State::Connected)
                return; // cluster=auto: the plain connection that met MOVED stays truthful
            setState(State::Disconnected);
            Q_EMIT q->errorOccurred(e);
        });
        QObject::connect(router, &AsyncClusterRouter::lost, q, [this](const RedisError &e) {
            lastError = e;
            if (state != State::Connected)
                return;
            setState(State::Reconnecting);
            Q_EMIT q->connectionLost(e);
        });
        QObject::connect(router, &AsyncClusterRouter::topologyChanged, q,
                         &RedisClient::clusterTopologyChanged);
        QObject::connect(router, &AsyncClusterRouter::redirected, q, &RedisClient::redirected);
        QObject::connect(router, &AsyncClusterRouter::linksChanged, q,
                         &RedisClient::clusterLinksChanged);
        return router;
    }

    // No reason: the callbacks of requests under way are dropped.
    void dropRouter(const std::optional<RedisError> &reason)
    {
        if (!router)
            return;
        router->disconnect(q);
        if (reason)
            router->stop(*reason);
        else
            router->abandon();
        router->setParent(nullptr);
        router->deleteLater(); // we may be inside one of its signals
        router = nullptr;
    }

    // Each detectCluster() waiting: a cluster client's once its router is ready, else `plain`.
    void answerDetect(const Result<bool> &plain)
    {
        const auto waiters = std::exchange(detectWaiters, {});
        for (const auto &[context, callback] : waiters) {
            if (!context)
                continue;
            if (router)
                whenRouterReady(context, callback);
            else
                callback(plain);
        }
    }

    // detectCluster()'s answer once the router is ready; if its map cannot be had, the client
    // stays the plain one that works.
    void whenRouterReady(const QPointer<const QObject> &context, const DetectCallback &callback)
    {
        if (router->isReady())
            return callback(true);
        auto links =
            std::make_shared<std::pair<QMetaObject::Connection, QMetaObject::Connection>>();
        auto finish = [this, links, context, callback](const Result<bool> &result) {
            QObject::disconnect(links->first);
            QObject::disconnect(links->second);
            if (!result)
                dropRouter(result.error());
            if (context)
                callback(result);
        };
        links->first =
            QObject::connect(router, &AsyncClusterRouter::ready, q, [finish] { finish(true); });
        links->second = QObject::connect(router, &AsyncClusterRouter::failed, q,
                                         [finish](const RedisError &e) { finish(e); });
    }

    // cluster=auto: a MOVED reply says the server is a cluster node. The client becomes a
    // cluster client and sends those commands where MOVED said (they did not run).
    void followMoved(const QList<RedisCommand> &commands, const QStringList &nodes,
                     QList<Result<RedisReply>> results, const QPointer<const QObject> &context,
                     const PipelineCallback &callback)
    {
        QList<qsizetype> moved;
        for (qsizetype i = 0; i < results.size(); ++i)
            if (!results.at(i).ok() && nodes.value(i).isEmpty() &&
                results.at(i).error().message().startsWith(QLatin1String("MOVED ")))
                moved.append(i);
        if (moved.isEmpty() || options.cluster != ConnectionOptions::Cluster::Auto)
            return callback(results);
        if (!router) {
            qInfo("%s answered MOVED: now a cluster client", qPrintable(nodeName()));
            makeRouter();
            router->start();
        }
        QList<RedisCommand> again;
        QList<RedisError> errors;
        for (qsizetype i : moved) {
            again.append(commands.at(i));
            errors.append(results.at(i).error());
        }
        router->follow(again, errors, nodeName(), context.data(),
                       [results, moved, callback](const QList<Result<RedisReply>> &got) mutable {
                           for (qsizetype j = 0; j < moved.size(); ++j)
                               results[moved.at(j)] = got.at(j);
                           callback(results);
                       });
    }

    void setState(State s)
    {
        if (state == s)
            return;
        state = s;
        if (switches) {
            if (s == State::Disconnected)
                switches->stop();
            else if (s == State::Connected)
                switches->start(lastSentinel); // nothing when running already
        }
        Q_EMIT q->stateChanged(s);
    }

    bool readsFromReplicas() const { return sentinelUrl.readOnly && sentinelUrl.readFromReplicas; }

    void open()
    {
        reader.reset();
        handshaking = false;
        if (!pending.empty())
            failAll(RedisError(RedisError::Kind::Closed, QStringLiteral("connection reset")));
        if (sentinelUrl.isSentinel() && !sentinelAnswered)
            return askSentinels();
        sentinelAnswered = false;
        if (!transport) {
            transport = new RedisTransport(options, q);
            QObject::connect(transport, &RedisTransport::connected, q, [this] { onConnected(); });
            QObject::connect(transport, &RedisTransport::readyRead, q, [this] { onReadyRead(); });
            QObject::connect(transport, &RedisTransport::failed, q, [this](const RedisError &e) {
                if (!closing)
                    onBroken(e);
            });
            QObject::connect(transport, &RedisTransport::disconnected, q, [this] {
                if (!closing)
                    onBroken(RedisError(RedisError::Kind::Closed,
                                        QStringLiteral("the server at %1 closed the connection")
                                            .arg(options.endpoint())));
            });
        }
        transport->open();
        // Through SSH, the tunnel's own steps (the login of each hop, the channel) each have
        // the connect timeout and say which hop failed; this deadline comes after them.
        if (options.connectTimeoutMs > 0)
            deadlineTimer.start(options.ssh.enabled() ? options.connectTimeoutMs * 3
                                                      : options.connectTimeoutMs);
    }

    void askSentinels()
    {
        const quint64 ask = ++sentinelAsk;
        QThreadPool::globalInstance()->start(
            [url = sentinelUrl, mailbox = mailbox, ask, reader = readsFromReplicas()] {
                SentinelResolver resolver(url);
                Result<ConnectionOptions> node =
                    reader ? resolver.resolveReader() : resolver.resolveMaster();
                const QString sentinel = resolver.lastSentinel();
                QMutexLocker lock(&mailbox->mutex);
                if (RedisClient *client = mailbox->client)
                    QMetaObject::invokeMethod(
                        client,
                        [client, ask, node = std::move(node), sentinel] {
                            client->d->onSentinelAnswer(ask, node, sentinel);
                        },
                        Qt::QueuedConnection);
            });
    }

    void onSentinelAnswer(quint64 ask, const Result<ConnectionOptions> &node,
                          const QString &sentinel)
    {
        if (ask != sentinelAsk || state == State::Disconnected)
            return; // disconnected, or asked again since
        if (!node)
            return onBroken(node.error());
        lastSentinel = sentinel;
        const QString was = sentinelNode;
        sentinelNode = node->address();
        if (!was.isEmpty() && was != sentinelNode) {
            SentinelSwitch change;
            change.timeMs = QDateTime::currentMSecsSinceEpoch();
            change.masterName = sentinelUrl.sentinelMaster;
            change.from = was;
            change.to = sentinelNode;
            change.sentinel = sentinel;
            noteSwitch(change);
        }
        retarget(*node);
        open();
    }

    // The next open() goes to `node` without asking the sentinels.
    void retarget(const ConnectionOptions &node)
    {
        if (transport && !(options == node)) {
            transport->disconnect(q);
            closeTransport();
            transport->setParent(nullptr);
            transport->deleteLater();
            transport = nullptr;
        }
        options = node;
        sentinelAnswered = true;
    }

    // A new master: in the Command log, failover() for the status bar, masterSwitched() for the
    // Sentinel view.
    void noteSwitch(const SentinelSwitch &change)
    {
        CommandRecord rec = SentinelResolver::failoverRecord(sentinelUrl, label, change.sentinel,
                                                             change.to, change.from);
        if (change.announced) {
            rec.argv = {"+switch-master", change.masterName.toUtf8(), change.from.toUtf8(),
                        change.to.toUtf8()};
            rec.replySummary = QStringLiteral("announced by sentinel %1").arg(change.sentinel);
        }
        if (log)
            log->record(rec);
        const QPointer<RedisClient> guard(q);
        Q_EMIT q->failover(change.text());
        if (guard)
            Q_EMIT q->masterSwitched(change);
    }

    // A sentinel announced a new master (+switch-master): go there now rather than when the
    // old master answers READONLY or closes the connection, which in a manual failover can be
    // seconds later, with every write until then made on the old master.
    void followSwitch(const SentinelSwitch &change)
    {
        if (state == State::Disconnected)
            return;
        if (readsFromReplicas())
            return noteSwitch(change); // a replica still serves reads; the sentinels repoint it
        if (change.to == sentinelNode)
            return; // the sentinels named it already, at a reconnect
        SentinelSwitch known = change;
        if (!sentinelNode.isEmpty())
            known.from = sentinelNode;
        const QPointer<RedisClient> guard(q);
        noteSwitch(known);
        if (!guard || state == State::Disconnected)
            return;
        sentinelNode = change.to;
        lastSentinel = change.sentinel;
        const RedisError why(
            RedisError::Kind::Failover,
            QStringLiteral("failover: sentinel %1 announced %2 as the master of \"%3\" (was %4); "
                           "the client goes there")
                .arg(change.sentinel, change.to, sentinelUrl.sentinelMaster, known.from));
        const qsizetype colon = change.to.lastIndexOf(u':');
        QString host = change.to.left(colon);
        if (host.startsWith(u'[') && host.endsWith(u']'))
            host = host.mid(1, host.size() - 2);
        ++sentinelAsk; // an answer on its way is older than this
        reconnectTimer.stop();
        deadlineTimer.stop();
        handshaking = false;
        const bool wasConnected = state == State::Connected;
        closeTransport();
        retarget(SentinelResolver::dataOptions(sentinelUrl, host,
                                               quint16(change.to.mid(colon + 1).toUInt())));
        lastError = why;
        setState(State::Reconnecting);
        failAll(why);
        if (guard && wasConnected)
            Q_EMIT q->connectionLost(why);
        if (guard && state != State::Disconnected)
            open();
    }

    // The master of a Sentinel URL answered READONLY: a replica now, after a failover. The
    // command did not run; the connection is closed once the replies are delivered, and the
    // next one asks the sentinels again.
    void noteReadOnly(Result<RedisReply> &reply)
    {
        if (!sentinelUrl.isSentinel() || !reply.ok() || !reply->isError() ||
            !reply->bytes().startsWith("READONLY "))
            return;
        reply = RedisError(RedisError::Kind::Failover,
                           QStringLiteral("failover: %1, the master of \"%2\" until now, is a "
                                          "replica and did not run the command; the sentinels "
                                          "are asked for the new master")
                               .arg(nodeName(), sentinelUrl.sentinelMaster));
        if (failoverSeen)
            return;
        failoverSeen = true;
        QTimer::singleShot(0, q, [this, error = reply.error()] {
            failoverSeen = false;
            onBroken(error);
        });
    }

    void closeTransport()
    {
        if (!transport)
            return;
        closing = true;
        transport->abort();
        closing = false;
    }

    void onConnected()
    {
        deadlineTimer.stop();
        handshaking = true;
        QList<RedisCommand> commands = ConnectionHandshake::commands(options);
        const qsizetype handshakeCount = commands.size();
        commands.append(RedisCommand{"INFO", "server"});
        // The sentinels may still name a master that is a replica now (during a failover).
        const bool checkRole = sentinelUrl.isSentinel() && !readsFromReplicas();
        if (checkRole)
            commands.append(RedisCommand{"ROLE"});
        enqueue(commands, q,
                [this, commands, handshakeCount, checkRole](QList<Result<RedisReply>> r) {
                    std::optional<Result<RedisReply>> role;
                    if (checkRole)
                        role = r.takeLast();
                    onHandshakeDone(commands.first(handshakeCount), r, role);
                });
    }

    // ROLE on the node the sentinels named as the master (as RedisConnection checks it): a
    // replica means the failover is not over; a user that may not run ROLE is taken at the
    // sentinels' word.
    std::optional<RedisError> notMaster(const Result<RedisReply> &role) const
    {
        if (!role.ok() || role->isError() || !role->isArray() || role->elements().isEmpty())
            return std::nullopt;
        const QByteArray what = role->elements().first().bytes();
        if (what == "master")
            return std::nullopt;
        return RedisError(RedisError::Kind::Failover,
                          QStringLiteral("failover: sentinel %1 names %2 as the master of \"%3\", "
                                         "but it is a %4 now; the sentinels are asked again")
                              .arg(lastSentinel, nodeName(), sentinelUrl.sentinelMaster,
                                   QString::fromUtf8(what)));
    }

    // Not a master yet: the connection is closed and the sentinels asked again after a pause
    // (250 ms, doubling up to 1 s), without calling the attempt failed.
    void askAgainLater(const RedisError &why)
    {
        lastError = why;
        closeTransport();
        failAll(why);
        sentinelAnswered = false;
        ++roleRetries;
        const int delay = qMin(1000, 250 << qMin(roleRetries - 1, 2));
        qInfo("%s", qPrintable(why.message()));
        if (everConnected) {
            setState(State::Reconnecting);
            Q_EMIT q->reconnectScheduled(roleRetries, delay);
        }
        reconnectTimer.start(delay);
    }

    void onHandshakeDone(const QList<RedisCommand> &handshake, QList<Result<RedisReply>> replies,
                         const std::optional<Result<RedisReply>> &role)
    {
        handshaking = false;
        plainServer = false; // a new connection may be another server
        for (auto &r : replies)
            if (r.ok())
                r = r->toResult();
        if (auto checked = ConnectionHandshake::check(handshake, replies); !checked) {
            lastError = checked.error();
            closeTransport();
            failAll(lastError);
            // Wrong credentials will not get better by retrying.
            setState(State::Disconnected);
            Q_EMIT q->errorOccurred(lastError);
            return;
        }
        if (role)
            if (const auto why = notMaster(*role))
                return askAgainLater(*why);
        roleRetries = 0;
        const auto &info = replies.last();
        serverVersion = info.ok() && info->isString() ? versionFromInfo(info->bytes()) : QString();
        attempt = 0;
        everConnected = true;
        lastError = RedisError();
        setState(State::Connected);
        Q_EMIT q->connected();
    }

    void onReadyRead()
    {
        reader.feed(transport->device()->readAll());
        const QPointer<RedisClient> guard(q);
        while (guard) {
            auto next = reader.next();
            if (!next) {
                onBroken(next.error());
                return;
            }
            if (!next->has_value()) {
                // A callback that ran a nested event loop may have let more bytes arrive
                // without a new readyRead for us: take them now.
                if (transport->device()->bytesAvailable() > 0) {
                    reader.feed(transport->device()->readAll());
                    continue;
                }
                return;
            }
            if (pending.empty()) {
                onBroken(RedisError(RedisError::Kind::Protocol,
                                    QStringLiteral("reply with no request pending")));
                return;
            }
            Batch &front = pending.front();
            Result<RedisReply> reply(std::move(**next));
            noteReadOnly(reply);
            if (!front.summarized)
                logReply(front, front.replies.size(), reply);
            front.replies.append(std::move(reply));
            if (front.replies.size() < front.commands.size())
                continue;
            Batch done = std::move(front);
            if (done.summarized)
                logSummary(done);
            pending.pop_front();
            meter.requestDone();
            restartDeadline();
            if (done.context && done.callback)
                done.callback(done.replies);
        }
    }

    void logSummary(const Batch &b)
    {
        if (!log)
            return;
        qsizetype errors = 0;
        for (const auto &r : b.replies)
            if (!r.ok() || r->isError())
                ++errors;
        CommandRecord rec = recordOf(b);
        rec.argv = pipelineSummary(b.commands);
        rec.failed = errors > 0;
        rec.replySummary = errors == 0 ? QStringLiteral("%1 replies").arg(b.replies.size())
                                       : QStringLiteral("%1 replies, %2 errors (first: %3)")
                                             .arg(b.replies.size())
                                             .arg(errors)
                                             .arg(firstError(b));
        log->record(std::move(rec));
    }

    static QString firstError(const Batch &b)
    {
        for (const auto &r : b.replies) {
            if (!r.ok())
                return r.error().toString();
            if (r->isError())
                return r->summary();
        }
        return QString();
    }

    void logReply(const Batch &b, qsizetype index, const Result<RedisReply> &r)
    {
        if (!log)
            return;
        CommandRecord rec = recordOf(b);
        rec.argv = b.commands.at(index);
        rec.failed = !r.ok() || r->isError();
        rec.replySummary = r.ok() ? r->summary() : r.error().toString();
        log->record(std::move(rec));
    }

    void enqueue(const QList<RedisCommand> &commands, const QObject *context,
                 PipelineCallback callback, const QString &redirect = QString())
    {
        QByteArray wire;
        for (const RedisCommand &c : commands)
            wire += formatCommand(c);
        Batch b;
        b.commands = commands;
        b.replies.reserve(commands.size());
        b.context = context;
        b.callback = std::move(callback);
        b.redirect = redirect;
        b.sentMs = log ? QDateTime::currentMSecsSinceEpoch() : 0;
        b.summarized = log && logPipelinesAbove > 0 && commands.size() > logPipelinesAbove;
        b.clock.start();
        pending.push_back(std::move(b));
        meter.requestSent(commands.size());
        if (pending.size() == 1)
            restartDeadline();
        transport->write(wire);
    }

    void restartDeadline()
    {
        if (pending.empty() || options.commandTimeoutMs <= 0) {
            if (state == State::Connected || handshaking)
                deadlineTimer.stop();
            return;
        }
        const qint64 left = options.commandTimeoutMs - pending.front().clock.elapsed();
        deadlineTimer.start(int(qMax<qint64>(1, left)));
    }

    void onDeadline()
    {
        if (state == State::Connected || handshaking) {
            if (pending.empty())
                return;
            onBroken(RedisError(RedisError::Kind::Timeout,
                                QStringLiteral("no reply from %1 within %2 ms")
                                    .arg(options.endpoint())
                                    .arg(options.commandTimeoutMs)));
        } else if (SshSession::isAsking()) {
            deadlineTimer.start(options.connectTimeoutMs); // the user is typing a passphrase
        } else {
            onBroken(RedisError(RedisError::Kind::Timeout,
                                QStringLiteral("connecting to %1 timed out after %2 ms")
                                    .arg(options.endpoint())
                                    .arg(options.connectTimeoutMs)));
        }
    }

    // Any failure of the connection: fail what is pending, then reconnect or give up.
    void onBroken(const RedisError &error)
    {
        if (state == State::Disconnected)
            return;
        deadlineTimer.stop();
        handshaking = false;
        closeTransport();
        if (router) {
            // cluster=auto after its first MOVED: the plain connection is no longer used, its
            // state is the router's.
            failAll(error);
            return;
        }
        lastError = error;
        const bool wasConnected = state == State::Connected;
        // Leave Connected before any callback runs, so a request made from a failure callback
        // fails at once instead of being written to the dead socket.
        const QPointer<RedisClient> guard(q);
        setState(everConnected ? State::Reconnecting : State::Disconnected);
        if (guard)
            failAll(error);
        if (guard && wasConnected)
            Q_EMIT q->connectionLost(error);
        if (!guard)
            return;
        if (!everConnected) {
            // The first connection failed: report it instead of retrying a wrong address.
            Q_EMIT q->errorOccurred(error);
            return;
        }
        scheduleReconnect();
    }

    void scheduleReconnect()
    {
        ++attempt;
        const qint64 delay = qMin<qint64>(maxDelayMs, qint64(minDelayMs) << qMin(attempt - 1, 20));
        setState(State::Reconnecting);
        Q_EMIT q->reconnectScheduled(attempt, int(delay));
        reconnectTimer.start(int(delay));
    }

    void failAll(const RedisError &error)
    {
        std::deque<Batch> failed;
        failed.swap(pending);
        meter.reset();
        const QPointer<RedisClient> guard(q);
        for (Batch &b : failed) {
            for (qsizetype i = b.replies.size(); i < b.commands.size(); ++i) {
                if (!b.summarized)
                    logReply(b, i, error);
                b.replies.append(error);
            }
            if (b.summarized)
                logSummary(b);
            if (b.context && b.callback && b.context != q)
                b.callback(b.replies);
            if (!guard)
                return;
        }
    }
};

RedisClient::RedisClient(ConnectionOptions options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<RedisError>();
    qRegisterMetaType<ClusterRedirect>();
    d->q = this;
    d->options = std::move(options);
    if (d->options.isSentinel()) {
        d->sentinelUrl = d->options;
        d->mailbox->client = this;
        // While the sentinels elect a new master, ask them again at least every second.
        d->maxDelayMs = 1000;
        d->switches = new SentinelSwitchSubscription(d->options, this);
        connect(d->switches, &SentinelSwitchSubscription::switched, this,
                [this](const SentinelSwitch &change) { d->followSwitch(change); });
        connect(d->switches, &SentinelSwitchSubscription::lost, this,
                [](const RedisError &e) { qInfo("+switch-master: %s", qPrintable(e.message())); });
    }
    d->reconnectTimer.setSingleShot(true);
    d->deadlineTimer.setSingleShot(true);
    connect(&d->reconnectTimer, &QTimer::timeout, this, [this] { d->open(); });
    connect(&d->deadlineTimer, &QTimer::timeout, this, [this] { d->onDeadline(); });
}

RedisClient::~RedisClient()
{
    {
        QMutexLocker lock(&d->mailbox->mutex); // a sentinels' answer on its way is dropped
        d->mailbox->client = nullptr;
    }
    if (d->switches)
        d->switches->stop();
    d->dropRouter(std::nullopt);
    // Pending callbacks are dropped: their callers may be half-destroyed already.
    d->pending.clear();
    if (d->transport) {
        // We may be inside one of the socket's signals (a callback deleted us): let the event
        // loop delete it once that signal has returned.
        d->transport->disconnect(this);
        d->closeTransport();
        d->transport->setParent(nullptr);
        d->transport->deleteLater();
    }
}

void RedisClient::connectToServer()
{
    if (d->state == State::Connecting || d->state == State::Connected)
        return;
    d->reconnectTimer.stop();
    d->everConnected = false;
    d->attempt = 0;
    d->roleRetries = 0;
    d->dropRouter(RedisError(RedisError::Kind::Closed, QStringLiteral("connection reset")));
    d->setState(State::Connecting);
    if (d->options.cluster == ConnectionOptions::Cluster::Yes)
        d->makeRouter()->start();
    else
        d->open();
}

void RedisClient::disconnectFromServer()
{
    ++d->sentinelAsk; // an answer on its way is dropped
    d->reconnectTimer.stop();
    d->deadlineTimer.stop();
    if (d->state == State::Disconnected)
        return;
    d->setState(State::Disconnected);
    d->closeTransport();
    const RedisError reason(RedisError::Kind::Closed, QStringLiteral("disconnected"));
    d->dropRouter(reason);
    d->failAll(reason);
}

RedisClient::State RedisClient::state() const
{
    return d->state;
}

const ConnectionOptions &RedisClient::options() const
{
    return d->options;
}

QString RedisClient::serverVersion() const
{
    return d->serverVersion;
}

RedisError RedisClient::lastError() const
{
    return d->lastError;
}

void RedisClient::send(const RedisCommand &argv, const QObject *context, Callback callback)
{
    sendPipeline({argv}, context,
                 [callback = std::move(callback)](const QList<Result<RedisReply>> &replies) {
                     if (callback)
                         callback(replies.first().ok() ? replies.first()->toResult()
                                                       : replies.first());
                 });
}

void RedisClient::sendPipeline(const QList<RedisCommand> &commands, const QObject *context,
                               PipelineCallback callback)
{
    sendPipeline(commands, QStringList(), context, std::move(callback));
}

void RedisClient::sendRedirected(const QList<RedisCommand> &commands, const QString &redirect,
                                 const QObject *context, PipelineCallback callback)
{
    if (d->state != State::Connected || d->router) {
        sendPipeline(commands, context, std::move(callback));
        return;
    }
    d->enqueue(
        commands, context,
        [callback = std::move(callback)](const QList<Result<RedisReply>> &replies) {
            callback(errorRepliesAsErrors(replies));
        },
        redirect);
}

void RedisClient::sendPipeline(const QList<RedisCommand> &commands, const QStringList &nodes,
                               const QObject *context, PipelineCallback callback)
{
    if (commands.isEmpty())
        return;
    // Refused before sending: called back from the event loop, like every other reply.
    const auto failLater = [&](const RedisError &e) {
        QMetaObject::invokeMethod(
            this,
            [ctx = QPointer<const QObject>(context), cb = std::move(callback), e,
             n = commands.size()] {
                if (ctx && cb)
                    cb(QList<Result<RedisReply>>(n, e));
            },
            Qt::QueuedConnection);
    };
    if (!nodes.isEmpty() && nodes.size() != commands.size())
        return failLater(RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("%1 nodes for %2 commands").arg(nodes.size()).arg(commands.size())));
    for (const RedisCommand &c : commands) {
        if (c.isEmpty())
            return failLater(
                RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty command")));
        if (d->options.readOnly)
            if (auto allowed = ReadOnlyCommands::check(c); !allowed)
                return failLater(allowed.error());
    }
    if (!d->router)
        for (const QString &node : nodes)
            if (!node.isEmpty() && node != d->nodeName())
                return failLater(RedisError(
                    RedisError::Kind::InvalidArgument,
                    QStringLiteral("%1 is not a cluster client: it sends to %2 only, not to %3")
                        .arg(d->options.endpoint(), d->nodeName(), node)));
    if (d->state != State::Connected)
        return failLater(
            RedisError(RedisError::Kind::Closed,
                       QStringLiteral("not connected to %1").arg(d->options.endpoint())));
    if (d->router)
        return d->router->send(commands, nodes, context, std::move(callback));
    d->enqueue(commands, context,
               [this, commands, nodes, ctx = QPointer<const QObject>(context),
                callback = std::move(callback)](const QList<Result<RedisReply>> &replies) {
                   d->followMoved(commands, nodes, errorRepliesAsErrors(replies), ctx, callback);
               });
}

void RedisClient::eval(const LuaScript &script, const QList<QByteArray> &keys,
                       const QList<QByteArray> &args, const QObject *context, Callback callback)
{
    const QPointer<const QObject> ctx(context);
    send(script.evalShaCommand(keys, args), context,
         [this, ctx, script, keys, args, callback](const Result<RedisReply> &r) {
             if (!r && r.error().kind() == RedisError::Kind::NoScript && ctx)
                 send(script.evalCommand(keys, args), ctx.data(), callback);
             else
                 callback(r);
         });
}

int RedisClient::pendingCount() const
{
    return int(d->pending.size()) + (d->router ? d->router->pendingCount() : 0);
}

bool RedisClient::isCluster() const
{
    return d->router != nullptr;
}

void RedisClient::detectCluster(const QObject *context, DetectCallback callback)
{
    const QPointer<const QObject> ctx(context);
    const bool known =
        d->router || d->options.cluster != ConnectionOptions::Cluster::Auto || d->plainServer;
    d->detectWaiters.append({ctx, std::move(callback)});
    if (known) {
        QMetaObject::invokeMethod(
            this, [this] { d->answerDetect(false); }, Qt::QueuedConnection);
        return;
    }
    if (d->detectWaiters.size() > 1)
        return; // INFO cluster is under way: one answer for all
    send({"INFO", "cluster"}, this, [this](const Result<RedisReply> &info) {
        // A user without INFO, a server without the section: one server, as far as we know.
        if (!info) {
            if (!info.error().isConnectionError())
                d->plainServer = true;
            return d->answerDetect(info.error().isConnectionError() ? Result<bool>(info.error())
                                                                    : Result<bool>(false));
        }
        if (!info->bytes().contains("cluster_enabled:1")) {
            d->plainServer = true;
            return d->answerDetect(false);
        }
        if (!d->router) {
            qInfo("%s says cluster_enabled:1: now a cluster client", qPrintable(d->nodeName()));
            d->makeRouter();
            d->router->start();
        }
        d->answerDetect(false);
    });
}

ClusterTopology RedisClient::clusterTopology() const
{
    return d->router ? d->router->topology() : ClusterTopology();
}

RedisClient::Load RedisClient::load() const
{
    Load load{d->meter.commandsPerSecond(), d->meter.serverShare(), d->meter.totals()};
    if (d->router)
        d->router->addLoad(load);
    return load;
}

QList<ClusterNodeLink> RedisClient::clusterLinks() const
{
    return d->router ? d->router->links() : QList<ClusterNodeLink>();
}

void RedisClient::setLabel(const QString &label)
{
    d->label = label;
    if (d->switches)
        d->switches->setLabel(label);
    if (d->router)
        d->router->setLabel(label.isEmpty() ? d->options.endpoint() : label);
}

void RedisClient::setCommandLog(CommandLog *log)
{
    d->log = log;
    if (d->switches)
        d->switches->setCommandLog(log);
    if (d->router)
        d->router->setCommandLog(log);
}

void RedisClient::setLogPipelinesAbove(int commands)
{
    d->logPipelinesAbove = qMax(0, commands);
    if (d->router)
        d->router->setLogPipelinesAbove(d->logPipelinesAbove);
}

void RedisClient::setReconnectDelays(int minMs, int maxMs)
{
    d->minDelayMs = qMax(1, minMs);
    d->maxDelayMs = qMax(d->minDelayMs, maxMs);
    if (d->router)
        d->router->setReconnectDelays(d->minDelayMs, d->maxDelayMs);
}

const ConnectionOptions &RedisClient::sentinelUrl() const
{
    return d->sentinelUrl.isSentinel() ? d->sentinelUrl : d->options;
}

bool RedisClient::isSentinel() const
{
    return d->sentinelUrl.isSentinel();
}

QString RedisClient::switchSentinel() const
{
    return d->switches ? d->switches->sentinel() : QString();
}
