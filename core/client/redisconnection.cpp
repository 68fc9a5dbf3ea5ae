#include "redisconnection.h"

#include "clusterrouter.h"
#include "commandlog.h"
#include "connectionhandshake.h"
#include "readonlycommands.h"
#include "redistransport.h"
#include "respreader.h"
#include "sentinelresolver.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QIODevice>
#include <QThread>

#include <utility>

struct RedisConnection::Private
{
    ConnectionOptions options;
    std::unique_ptr<RedisTransport> transport;
    RespReader reader;
    QString label;
    CommandLog *log = nullptr;
    std::function<bool()> stopCheck;
    quint64 epoch = 0;        // counts successful connects: WATCH does not survive a reconnect
    qint64 received = 0;      // bytes read since the connect: none before a close hints at TLS
    bool watching = false;    // a WATCH was sent and no EXEC, DISCARD or UNWATCH since
    bool handshaking = false; // the round trip is the connect's own: no command was sent yet
    int roundsInFlight = 0;   // rounds written whose replies receive() has not read yet
    QString redirectNote;     // for the log: what brought the next round here ("MOVED from …")
    // Set once the connection is a cluster connection: every call goes through it.
    std::unique_ptr<ClusterRouter> cluster;
    // A Sentinel URL: each connect asks the sentinels where the master (or, read-only with
    // replica=yes, a replica) is, and `options` become that node's.
    std::unique_ptr<SentinelResolver> sentinel;
    ConnectionOptions sentinelUrl;
    RedisError failover;        // the last READONLY turned into a Failover error, until a connect
    bool sentinelAsked = false; // followFailover() asked already: the next connect goes there

    // Asks the sentinels for the node to connect to; a master other than the last one is a
    // failover, and says so in the Command log.
    Result<void> findSentinelNode()
    {
        const bool reader = sentinelUrl.readOnly && sentinelUrl.readFromReplicas;
        Result<ConnectionOptions> node =
            reader ? sentinel->resolveReader() : sentinel->resolveMaster();
        if (!node)
            return node.error();
        const QString was = options.isSentinel() ? QString() : options.address();
        options = *node;
        if (!was.isEmpty() && was != options.address() && log)
            log->record(SentinelResolver::failoverRecord(
                sentinelUrl, label, sentinel->lastSentinel(), options.address(), was));
        return {};
    }

    // The sentinels may still name a master that is a replica now (during a failover): ROLE
    // says. A user that may not run ROLE is taken at the sentinels' word.
    Result<void> checkMasterRole()
    {
        handshaking = true;
        Result<RedisReply> role = std::move(roundTrip({{"ROLE"}}).first());
        handshaking = false;
        if (!role)
            return role.error();
        if (role->isError() || !role->isArray() || role->elements().isEmpty())
            return {};
        const QByteArray what = role->elements().first().bytes();
        if (what == "master")
            return {};
        return RedisError(RedisError::Kind::Failover,
                          QStringLiteral("failover: sentinel %1 names %2 as the master of "
                                         "\"%3\", but it is a %4 now; try again in a moment")
                              .arg(sentinel->lastSentinel(), options.address(),
                                   sentinelUrl.sentinelMaster, QString::fromUtf8(what)));
    }

    // The master of a Sentinel URL answered READONLY: it is a replica now, after a failover,
    // and did not run the command. Drop the connection (the next one goes to the new master)
    // and say where the master is now.
    void followFailover(Result<RedisReply> &r)
    {
        if (!sentinel || r.ok() || r.error().kind() != RedisError::Kind::Server ||
            !r.error().message().startsWith(QLatin1String("READONLY ")))
            return;
        if (!transport && failover.isError()) { // the same pipeline's earlier READONLY
            r = failover;
            return;
        }
        const QString old = options.address();
        drop(RedisError());
        sentinelAsked = findSentinelNode().ok();
        const QString now = sentinelAsked ? options.address() : QString();
        r = failover = RedisError(
            RedisError::Kind::Failover,
            now.isEmpty() || now == old
                ? QStringLiteral("failover: %1, the master of \"%2\" until now, is a replica and "
                                 "did not run the command; the sentinels name no new master yet")
                      .arg(old, sentinelUrl.sentinelMaster)
                : QStringLiteral("failover: master is now %1; %2, where the command went, is a "
                                 "replica and did not run it")
                      .arg(now, old));
    }

    // cluster=auto: a MOVED reply means the server is a cluster node. The connection becomes a
    // cluster connection from that seed (the command MOVED answered did not run).
    static bool isMoved(const Result<RedisReply> &r)
    {
        return !r.ok() && r.error().kind() == RedisError::Kind::Server &&
               r.error().message().startsWith(QLatin1String("MOVED "));
    }
    Result<void> becomeCluster()
    {
        drop(RedisError());
        cluster = std::make_unique<ClusterRouter>(options);
        cluster->setLabel(label);
        cluster->setCommandLog(log);
        cluster->setStopCheck(stopCheck);
        return cluster->connect();
    }

    // The socket belongs to the thread that connected; another thread must not touch it.
    Result<void> checkThread() const
    {
        if (transport && transport->thread() != QThread::currentThread())
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("a RedisConnection is used only by the thread that "
                                             "connected it"));
        return {};
    }

    // Drops the connection after an error that leaves the stream in an unknown state.
    RedisError drop(RedisError error)
    {
        if (transport)
            transport->abort();
        transport.reset();
        reader.reset();
        watching = false;
        roundsInFlight = 0;
        return error;
    }

    // Follows WATCH: a connection that holds one must not be silently replaced (the new one
    // would run the EXEC without it).
    void noteWatch(const QList<RedisCommand> &commands)
    {
        for (const RedisCommand &c : commands) {
            const QByteArray verb = c.first().toUpper();
            if (verb == "WATCH")
                watching = true;
            else if (verb == "EXEC" || verb == "DISCARD" || verb == "UNWATCH")
                watching = false;
        }
    }

    // What a deadline that passes means. For a command's reply: the server is unresponsive and
    // the stream is in an unknown state, so the connection is dropped. For a pushed message: only
    // that none came; the stream is intact and the connection stays.
    enum class OnDeadline { Drop, Keep };

    // The next reply; nullopt only when the deadline passed under OnDeadline::Keep.
    Result<std::optional<RedisReply>> readReply(const QDeadlineTimer &deadline,
                                                OnDeadline onDeadline)
    {
        const bool keep = onDeadline == OnDeadline::Keep;
        for (;;) {
            auto next = reader.next();
            if (!next)
                return drop(next.error());
            if (next->has_value())
                return next;
            const int wait = deadline.isForever() ? -1 : int(deadline.remainingTime());
            // A command past its deadline fails without another look; a receive still polls
            // once, so receive(0) returns what has already arrived.
            if ((wait == 0 && !keep) || !transport->waitForReadyRead(wait)) {
                RedisError e = transport->lastError();
                const bool timedOut =
                    e.kind() == RedisError::Kind::Timeout || !e.isError() || wait == 0;
                if (timedOut && keep && transport->isConnected())
                    return std::optional<RedisReply>();
                if (timedOut)
                    e = RedisError(RedisError::Kind::Timeout,
                                   QStringLiteral("no reply from %1 within %2 ms")
                                       .arg(options.endpoint())
                                       .arg(options.commandTimeoutMs));
                return drop(e);
            }
            // One read() per wake-up: readAll() on an unbuffered socket reads again until
            // EAGAIN, one wasted system call per reply.
            char chunk[16 * 1024];
            qint64 n = 0;
            do {
                n = transport->device()->read(chunk, sizeof chunk);
                if (n > 0) {
                    received += n;
                    reader.feed(chunk, n);
                }
            } while (n == qint64(sizeof chunk));
        }
    }

    Result<RedisReply> readCommandReply(const QDeadlineTimer &deadline)
    {
        auto r = readReply(deadline, OnDeadline::Drop);
        if (!r)
            return r.error();
        return std::move(*r.value());
    }

    // A pipeline written and not read yet: what reading its replies needs.
    struct Round
    {
        QList<RedisCommand> commands;
        QList<Result<RedisReply>> refused; // not sent: one error per command
        bool sent = false;
        qint64 sentMs = 0;
        QElapsedTimer clock;
        QDeadlineTimer deadline;
    };

    // Writes all commands in one go (error replies will stay values). extraWaitMs extends the
    // reply deadline for a command the server holds on purpose (BLPOP, BLMOVE, WAIT): the block
    // time is not an unresponsive server.
    Round send(const QList<RedisCommand> &commands, int extraWaitMs = 0)
    {
        Round round;
        round.commands = commands;
        if (stopCheck && stopCheck()) {
            round.refused = QList<Result<RedisReply>>(
                commands.size(),
                RedisError(RedisError::Kind::Cancelled,
                           QStringLiteral("cancelled: nothing more is sent for this action")));
            return round;
        }
        if (options.readOnly) // one refused command refuses the whole round trip, unsent
            for (const RedisCommand &c : commands)
                if (auto allowed = ReadOnlyCommands::check(c); !allowed) {
                    round.refused = QList<Result<RedisReply>>(commands.size(), allowed.error());
                    return round;
                }
        QByteArray wire;
        for (const RedisCommand &c : commands)
            wire += formatCommand(c);
        round.sentMs = log ? QDateTime::currentMSecsSinceEpoch() : 0;
        if (log)
            round.clock.start();
        transport->write(wire);
        ++roundsInFlight;
        round.sent = true;
        noteWatch(commands);
        round.deadline = options.commandTimeoutMs > 0 && extraWaitMs >= 0
                             ? QDeadlineTimer(qint64(options.commandTimeoutMs) + extraWaitMs)
                             : QDeadlineTimer(QDeadlineTimer::Forever);
        return round;
    }

    // The replies of a round sent, one per command, in order.
    QList<Result<RedisReply>> receive(const Round &round)
    {
        if (!round.refused.isEmpty())
            return round.refused;
        if (round.sent)
            roundsInFlight = qMax(0, roundsInFlight - 1);
        QList<Result<RedisReply>> replies;
        replies.reserve(round.commands.size());
        RedisError broken;
        for (qsizetype i = 0; i < round.commands.size(); ++i) {
            Result<RedisReply> r =
                broken.isError() ? Result<RedisReply>(broken) : readCommandReply(round.deadline);
            if (!r && !broken.isError())
                r = sentAndLost(r.error());
            if (!r)
                broken = r.error();
            if (log)
                logOne(round.commands.at(i), r, round.sentMs, round.clock.nsecsElapsed() / 1000);
            replies.append(std::move(r));
        }
        redirectNote.clear();
        return replies;
    }

    QList<Result<RedisReply>> roundTrip(const QList<RedisCommand> &commands, int extraWaitMs = 0)
    {
        return receive(send(commands, extraWaitMs));
    }

    // A pipeline's replies as pipeline() gives them: error replies as errors, and in cluster=auto
    // the commands MOVED answered (they did not run) sent again, routed, once a MOVED showed
    // that the server is a cluster node.
    QList<Result<RedisReply>> settle(const QList<RedisCommand> &commands,
                                     QList<Result<RedisReply>> replies, int blockMs)
    {
        bool moved = false;
        for (auto &r : replies) {
            if (r.ok())
                r = r->toResult();
            followFailover(r);
            moved = moved || isMoved(r);
        }
        if (!moved || options.cluster != ConnectionOptions::Cluster::Auto)
            return replies;
        if (auto becameCluster = becomeCluster(); !becameCluster)
            return QList<Result<RedisReply>>(commands.size(), becameCluster.error());
        for (qsizetype i = 0; i < replies.size(); ++i)
            if (isMoved(replies.at(i)))
                replies[i] = std::move(cluster->run({commands.at(i)}, {}, blockMs).first());
        return replies;
    }

    // A connection lost after a command was written: the server may have run it. Say so, and
    // that it is not sent again (a retry could run it twice).
    RedisError sentAndLost(const RedisError &error) const
    {
        if (!error.isConnectionError())
            return error;
        QString message =
            handshaking
                ? error.message() +
                      QStringLiteral(" during the connection's handshake (AUTH, SELECT, "
                                     "CLIENT SETNAME), before the command was sent")
                : error.message() + QStringLiteral(" after the command was sent: it may have run, "
                                                   "and it is not sent again");
        // A TLS port closes a connection that speaks plain RESP at once, without a byte.
        if (error.kind() == RedisError::Kind::Closed && received == 0 &&
            options.transport == ConnectionOptions::Transport::Tcp)
            message += QStringLiteral(". Nothing came back on this connection: if it is a TLS "
                                      "port, use rediss://");
        return handshaking ? RedisError(error.kind(), message)
                           : RedisError::afterSending(error.kind(), message);
    }

    void logOne(const RedisCommand &argv, const Result<RedisReply> &r, qint64 sentMs, qint64 us)
    {
        CommandRecord rec;
        rec.timeMs = sentMs;
        rec.connection = label.isEmpty() ? options.endpoint() : label;
        rec.node = options.address();
        rec.redirect = redirectNote;
        rec.argv = argv;
        rec.latencyUs = us;
        rec.failed = !r.ok() || r->isError();
        rec.replySummary = r.ok() ? r->summary() : r.error().toString();
        log->record(std::move(rec));
    }
};

RedisConnection::RedisConnection(ConnectionOptions options)
    : d(std::make_unique<Private>())
{
    d->options = std::move(options);
    if (d->options.isSentinel()) {
        d->sentinelUrl = d->options;
        d->sentinel = std::make_unique<SentinelResolver>(d->options);
    }
}

RedisConnection::~RedisConnection() = default;

Result<void> RedisConnection::connect()
{
    if (auto thread = d->checkThread(); !thread)
        return thread;
    if (d->options.cluster == ConnectionOptions::Cluster::Yes && !d->cluster)
        return d->becomeCluster();
    if (d->cluster)
        return d->cluster->connect();
    if (d->transport && d->transport->isConnected()) {
        if (!d->transport->peerClosed())
            return {};
        // The server closed the idle connection (its timeout, CLIENT KILL, a restart) before
        // anything of the next command was written: a new connection sends it, once. Not when
        // a WATCH is pending: it went with the old connection, and what follows (EXEC) must fail.
        const bool watched = d->watching;
        d->drop(RedisError());
        if (watched)
            return RedisError(RedisError::Kind::Closed,
                              QStringLiteral("the server at %1 closed the connection while a "
                                             "WATCH was pending: the WATCH is gone, so nothing "
                                             "more was sent")
                                  .arg(d->options.endpoint()));
    }
    d->failover = RedisError();
    if (d->sentinel && !std::exchange(d->sentinelAsked, false))
        if (auto found = d->findSentinelNode(); !found)
            return found.error();
    d->transport = std::make_unique<RedisTransport>(d->options);
    d->reader.reset();
    d->received = 0;
    if (auto opened = d->transport->openBlocking(d->options.connectTimeoutMs); !opened)
        return d->drop(opened.error());
    const QList<RedisCommand> handshake = ConnectionHandshake::commands(d->options);
    if (handshake.isEmpty()) {
        ++d->epoch;
        return {};
    }
    d->handshaking = true;
    QList<Result<RedisReply>> replies = d->roundTrip(handshake);
    d->handshaking = false;
    for (auto &r : replies)
        if (r.ok())
            r = r->toResult();
    if (auto checked = ConnectionHandshake::check(handshake, replies); !checked)
        return d->drop(
            d->sentinel
                ? RedisError(checked.error().kind(),
                             QStringLiteral("%1 %2 of \"%3\" (from sentinel %4): "
                                            "%5")
                                 .arg(d->sentinelUrl.readFromReplicas ? QStringLiteral("node")
                                                                      : QStringLiteral("master"),
                                      d->options.address(), d->sentinelUrl.sentinelMaster,
                                      d->sentinel->lastSentinel(), checked.error().message()))
                : checked.error());
    if (d->sentinel && !(d->sentinelUrl.readOnly && d->sentinelUrl.readFromReplicas))
        if (auto master = d->checkMasterRole(); !master)
            return d->drop(master.error());
    ++d->epoch;
    return {};
}

bool RedisConnection::isConnected() const
{
    if (d->cluster)
        return d->cluster->isConnected();
    return d->transport && d->transport->isConnected();
}

void RedisConnection::disconnect()
{
    if (d->cluster)
        d->cluster->disconnect();
    d->drop(RedisError());
}

Result<RedisReply> RedisConnection::command(const RedisCommand &argv)
{
    return blockingCommand(argv, 0);
}

Result<RedisReply> RedisConnection::blockingCommand(const RedisCommand &argv, int blockMs)
{
    if (argv.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty command"));
    if (auto c = connect(); !c)
        return c.error();
    if (d->cluster)
        return std::move(d->cluster->run({argv}, {}, blockMs).first());
    Result<RedisReply> r = std::move(d->roundTrip({argv}, blockMs < 0 ? -1 : blockMs).first());
    if (!r)
        return r;
    r = r->toResult();
    d->followFailover(r);
    if (Private::isMoved(r) && d->options.cluster == ConnectionOptions::Cluster::Auto) {
        if (auto becameCluster = d->becomeCluster(); !becameCluster)
            return becameCluster.error();
        return std::move(d->cluster->run({argv}, {}, blockMs).first());
    }
    return r;
}

QList<Result<RedisReply>> RedisConnection::pipeline(const QList<RedisCommand> &commands)
{
    return blockingPipeline(commands, 0);
}

QList<Result<RedisReply>> RedisConnection::blockingPipeline(const QList<RedisCommand> &commands,
                                                            int blockMs)
{
    if (commands.isEmpty())
        return {};
    if (auto c = connect(); !c)
        return QList<Result<RedisReply>>(commands.size(), c.error());
    if (d->cluster)
        return d->cluster->run(commands, {}, blockMs);
    return d->settle(commands, d->roundTrip(commands, blockMs < 0 ? -1 : blockMs), blockMs);
}

QList<Result<RedisReply>> RedisConnection::pipeline(const QList<RedisCommand> &commands,
                                                    const QStringList &nodes)
{
    if (nodes.isEmpty())
        return pipeline(commands);
    return startPipeline(commands, nodes)();
}

RedisConnection::PendingReplies RedisConnection::startPipeline(const QList<RedisCommand> &commands,
                                                               const QStringList &nodes)
{
    const auto failAll = [&](const RedisError &e) -> PendingReplies {
        return [replies = QList<Result<RedisReply>>(commands.size(), e)] { return replies; };
    };
    if (commands.isEmpty())
        return [] { return QList<Result<RedisReply>>(); };
    if (!nodes.isEmpty() && nodes.size() != commands.size())
        return failAll(RedisError(RedisError::Kind::InvalidArgument,
                                  QStringLiteral("a pipeline addressed to nodes needs one node "
                                                 "(or none) per command")));
    if (auto c = connect(); !c)
        return failAll(c.error());
    if (d->cluster)
        return d->cluster->start(commands, nodes, 0);
    for (const QString &node : nodes)
        if (!node.isEmpty() && node != d->options.address())
            return failAll(RedisError(
                RedisError::Kind::InvalidArgument,
                QStringLiteral("%1 is not a cluster connection: its one node is %2, not %3")
                    .arg(d->options.endpoint(), d->options.address(), node)));
    auto round = std::make_shared<Private::Round>(d->send(commands));
    return [this, round] { return d->settle(round->commands, d->receive(*round), 0); };
}

std::function<QList<Result<RedisReply>>()>
RedisConnection::sendPipeline(const QList<RedisCommand> &commands, int blockMs)
{
    if (auto c = connect(); !c)
        return [n = commands.size(), e = c.error()] { return QList<Result<RedisReply>>(n, e); };
    if (d->cluster || commands.isEmpty())
        return [replies = blockingPipeline(commands, blockMs)] { return replies; };
    auto round = std::make_shared<Private::Round>(d->send(commands, blockMs < 0 ? -1 : blockMs));
    return [this, round] {
        QList<Result<RedisReply>> replies = d->receive(*round);
        for (auto &r : replies)
            if (r.ok())
                r = r->toResult();
        return replies;
    };
}

void RedisConnection::setRedirectNote(const QString &note)
{
    d->redirectNote = note;
}

Result<bool> RedisConnection::detectCluster()
{
    if (auto c = connect(); !c)
        return c.error();
    if (d->cluster)
        return true;
    if (d->options.cluster != ConnectionOptions::Cluster::Auto)
        return false;
    Result<RedisReply> info = command({"INFO", "cluster"});
    if (!info) // a user without INFO, a server without the section: one server, as far as we know
        return info.error().isConnectionError() ? Result<bool>(info.error()) : Result<bool>(false);
    if (!info->bytes().contains("cluster_enabled:1"))
        return false;
    if (auto becameCluster = d->becomeCluster(); !becameCluster)
        return becameCluster.error();
    return true;
}

Result<RedisReply> RedisConnection::transaction(const QList<RedisCommand> &commands)
{
    QList<RedisCommand> wrapped;
    wrapped.reserve(commands.size() + 2);
    wrapped << RedisCommand{"MULTI"} << commands << RedisCommand{"EXEC"};
    if (auto c = connect(); !c)
        return c.error();
    if (d->cluster)
        return d->cluster->transaction(commands);
    QList<Result<RedisReply>> replies = d->roundTrip(wrapped);
    // A command queued on a cluster node that does not serve its slot: nothing ran (EXEC
    // aborted); with cluster=auto it runs again, routed.
    if (d->options.cluster == ConnectionOptions::Cluster::Auto)
        for (const auto &r : replies)
            if (r.ok() && Private::isMoved(r->toResult())) {
                if (auto becameCluster = d->becomeCluster(); !becameCluster)
                    return becameCluster.error();
                return d->cluster->transaction(commands);
            }
    // MULTI and each QUEUED reply can only fail on a connection error or a command the server
    // rejects at queue time; EXEC then reports EXECABORT, which is what the caller sees.
    for (const auto &r : replies)
        if (!r.ok())
            return r.error();
    Result<RedisReply> exec = replies.last()->toResult();
    // EXECABORT says only that something was refused: say what (a cluster's ASK names where
    // the slot's keys are now).
    if (!exec && exec.error().message().startsWith(QLatin1String("EXECABORT")))
        for (qsizetype i = 1; i + 1 < replies.size(); ++i)
            if (Result<RedisReply> queued = replies.at(i)->toResult(); !queued) {
                // Queued on a Sentinel master that is a replica now: a failover, nothing ran.
                d->followFailover(queued);
                if (queued.error().kind() == RedisError::Kind::Failover)
                    return queued.error();
                return RedisError(exec.error().kind(),
                                  QStringLiteral("%1 (%2 was refused: %3)")
                                      .arg(exec.error().message(),
                                           QString::fromUtf8(wrapped.at(i).value(0)).toUpper(),
                                           queued.error().message()));
            }
    return exec;
}

Result<RedisReply> RedisConnection::watchedTransaction(const QList<QByteArray> &watchKeys,
                                                       const TransactionBuilder &build,
                                                       int maxAttempts)
{
    RedisCommand watch{"WATCH"};
    watch << watchKeys;
    const auto lost = [] {
        return RedisError(RedisError::Kind::Closed,
                          QStringLiteral("the connection dropped during the transaction; its "
                                         "WATCH is gone, so nothing was executed"));
    };
    if (auto c = connect(); !c)
        return c.error();
    if (d->cluster)
        return d->cluster->watchedTransaction(watchKeys, build, maxAttempts);
    for (int attempt = 0; attempt < maxAttempts; ++attempt) {
        if (auto w = command(watch); !w)
            return w.error();
        if (d->cluster) // the WATCH met a MOVED: the connection is a cluster connection now
            return d->cluster->watchedTransaction(watchKeys, build, maxAttempts);
        const quint64 watchedEpoch = d->epoch;
        auto built = build(*this);
        // A reconnect inside build() would run EXEC without the WATCH: refuse instead.
        const bool intact = isConnected() && d->epoch == watchedEpoch;
        if (!built || !built->has_value()) {
            if (intact)
                (void)command({"UNWATCH"});
            if (!built)
                return built.error();
            return intact ? Result<RedisReply>(RedisReply()) : Result<RedisReply>(lost());
        }
        if (!intact)
            return lost();
        auto exec = transaction(**built);
        if (!exec || !exec->isNil())
            return exec;
    }
    return RedisReply();
}

Result<RedisReply> RedisConnection::eval(const LuaScript &script, const QList<QByteArray> &keys,
                                         const QList<QByteArray> &args)
{
    return startEval(script, keys, args)();
}

RedisConnection::PendingReply RedisConnection::startEval(const LuaScript &script,
                                                         const QList<QByteArray> &keys,
                                                         const QList<QByteArray> &args)
{
    PendingReplies pending = startPipeline({script.evalShaCommand(keys, args)});
    return [this, pending = std::move(pending), script, keys, args]() -> Result<RedisReply> {
        Result<RedisReply> r = pending().first();
        if (!r && r.error().kind() == RedisError::Kind::NoScript)
            r = command(script.evalCommand(keys, args));
        if (!r && r.error().kind() == RedisError::Kind::WrongType)
            return wrongTypeInScript(keys, r.error());
        return r;
    };
}

bool RedisConnection::awaitsReply() const
{
    return d->roundsInFlight > 0;
}

qintptr RedisConnection::replyDescriptor() const
{
    if (d->cluster || !d->transport || !d->transport->isConnected())
        return -1;
    return d->transport->descriptor();
}

bool RedisConnection::hasBufferedInput() const
{
    return d->transport && d->transport->device() && d->transport->device()->bytesAvailable() > 0;
}

// A script's WRONGTYPE names the script's SHA and line ("script: 21fc…, on @user_script:8."),
// which tells a user nothing: name the keys it was given and what each holds instead.
RedisError RedisConnection::wrongTypeInScript(const QList<QByteArray> &keys,
                                              const RedisError &error)
{
    QString message = error.message();
    if (const qsizetype at = message.indexOf(QLatin1String(" script: ")); at >= 0)
        message.truncate(at);
    QStringList held;
    for (const QByteArray &key : keys) {
        const auto type = command({"TYPE", key});
        if (!type)
            break; // the original error is still the news
        held.append(QStringLiteral("%1 holds %2")
                        .arg(QString::fromUtf8(key),
                             type->bytes() == "none"
                                 ? QStringLiteral("nothing")
                                 : QStringLiteral("a ") + QString::fromUtf8(type->bytes())));
    }
    if (!held.isEmpty())
        message += QStringLiteral(" (%1): is another program using these keys?")
                       .arg(held.join(QStringLiteral(", ")));
    return RedisError(error.kind(), message);
}

Result<std::optional<RedisReply>> RedisConnection::receive(int timeoutMs)
{
    if (auto thread = d->checkThread(); !thread)
        return thread.error();
    if (d->cluster) { // pub/sub goes to the cluster's home node
        Result<RedisConnection *> home = d->cluster->homeNode();
        if (!home)
            return home.error();
        return (*home)->receive(timeoutMs);
    }
    // No reconnect here: a new connection has no subscriptions, so there would be nothing to
    // receive; the caller subscribes again.
    if (!isConnected())
        return RedisError(RedisError::Kind::Closed,
                          QStringLiteral("the connection to %1 is closed: nothing to receive "
                                         "until it subscribes again")
                              .arg(d->options.endpoint()));
    const QDeadlineTimer deadline =
        timeoutMs >= 0 ? QDeadlineTimer(timeoutMs) : QDeadlineTimer(QDeadlineTimer::Forever);
    auto pushed = d->readReply(deadline, Private::OnDeadline::Keep);
    if (!pushed || !pushed->has_value())
        return pushed;
    if (auto checked = (*pushed)->toResult(); !checked)
        return checked.error();
    return pushed;
}

bool RedisConnection::isCluster() const
{
    return d->cluster != nullptr;
}

ClusterTopology RedisConnection::clusterTopology() const
{
    return d->cluster ? d->cluster->topology() : ClusterTopology();
}

QList<ConnectionOptions> RedisConnection::clusterMasters() const
{
    return d->cluster ? d->cluster->masterOptions() : QList<ConnectionOptions>();
}

const ConnectionOptions &RedisConnection::options() const
{
    return d->options;
}

void RedisConnection::setStopCheck(std::function<bool()> check)
{
    d->stopCheck = std::move(check);
    if (d->cluster)
        d->cluster->setStopCheck(d->stopCheck);
}

void RedisConnection::setLabel(const QString &label)
{
    d->label = label;
    if (d->cluster)
        d->cluster->setLabel(label);
}

void RedisConnection::setCommandLog(CommandLog *log)
{
    d->log = log;
    if (d->cluster)
        d->cluster->setCommandLog(log);
}
