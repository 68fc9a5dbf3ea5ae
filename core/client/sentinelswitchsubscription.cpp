#include "sentinelswitchsubscription.h"

#include "clusterredirection.h"
#include "commandlog.h"
#include "connectionhandshake.h"
#include "redistransport.h"
#include "respreader.h"
#include "sentinelresolver.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QIODevice>
#include <QPointer>
#include <QTimer>

namespace {
const QByteArray SwitchChannel("+switch-master");

// ["subscribe", channel, n], ["message", channel, payload], ["pong", ""]: a push of this kind.
bool isPushOf(const RedisReply &r, const QByteArray &kind)
{
    return r.isArray() && !r.elements().isEmpty() && r.elements().at(0).bytes() == kind;
}
} // namespace

struct SentinelSwitchSubscription::Private
{
    SentinelSwitchSubscription *q = nullptr;
    ConnectionOptions url;
    QList<ConnectionOptions::Seed> sentinels;
    qsizetype current = 0;
    int failedInTurn = 0; // connections that failed since the last subscription
    bool running = false;
    bool subscribed = false;
    bool pingOut = false;
    QString label;
    QPointer<CommandLog> log;

    RedisTransport *transport = nullptr;
    RespReader reader;
    QList<RedisCommand> handshake;
    QList<Result<RedisReply>> handshakeReplies;
    QElapsedTimer subscribeClock;
    QTimer retryTimer;
    QTimer pingTimer;
    QTimer deadlineTimer; // connect, handshake and PING deadlines

    QString address() const
    {
        const ConnectionOptions::Seed &s = sentinels.at(current);
        return clusterNodeAddress(s.host, s.port);
    }

    ConnectionOptions options() const
    {
        return SentinelResolver::sentinelOptions(url, sentinels.at(current));
    }

    static int deadlineOf(int ms) { return ms > 0 ? ms : 5000; }

    void open()
    {
        reader.reset();
        handshakeReplies.clear();
        subscribed = false;
        pingOut = false;
        const ConnectionOptions o = options();
        transport = new RedisTransport(o, q);
        QObject::connect(transport, &RedisTransport::connected, q, [this] { onConnected(); });
        QObject::connect(transport, &RedisTransport::readyRead, q, [this] { onReadyRead(); });
        QObject::connect(transport, &RedisTransport::failed, q,
                         [this](const RedisError &e) { onBroken(e); });
        QObject::connect(transport, &RedisTransport::disconnected, q, [this] {
            onBroken(RedisError(RedisError::Kind::Closed, QStringLiteral("closed the connection")));
        });
        transport->open();
        deadlineTimer.start(deadlineOf(o.connectTimeoutMs));
    }

    void onConnected()
    {
        const ConnectionOptions o = options();
        handshake = ConnectionHandshake::commands(o);
        QByteArray wire;
        for (const RedisCommand &c : std::as_const(handshake))
            wire += formatCommand(c);
        wire += formatCommand({"SUBSCRIBE", SwitchChannel});
        subscribeClock.start();
        transport->write(wire);
        deadlineTimer.start(deadlineOf(o.commandTimeoutMs));
    }

    void onReadyRead()
    {
        reader.feed(transport->device()->readAll());
        const QPointer<SentinelSwitchSubscription> guard(q);
        while (guard && transport) {
            auto next = reader.next();
            if (!next)
                return onBroken(next.error());
            if (!next->has_value())
                return;
            onReply(**next);
        }
    }

    void onReply(const RedisReply &reply)
    {
        if (handshakeReplies.size() < handshake.size()) {
            handshakeReplies.append(reply.toResult());
            if (handshakeReplies.size() == handshake.size())
                if (auto checked = ConnectionHandshake::check(handshake, handshakeReplies);
                    !checked)
                    onBroken(checked.error());
            return;
        }
        if (!subscribed)
            return onSubscribeAnswer(reply);
        if (isPushOf(reply, "pong")) {
            pingOut = false;
            deadlineTimer.stop();
            return;
        }
        if (!isPushOf(reply, "message") || reply.elements().size() != 3 ||
            reply.elements().at(1).bytes() != SwitchChannel)
            return;
        const auto change = SentinelSwitch::fromMessage(reply.elements().at(2).bytes(), address());
        if (change && change->masterName == url.sentinelMaster)
            Q_EMIT q->switched(*change);
    }

    void onSubscribeAnswer(const RedisReply &reply)
    {
        const bool ok = isPushOf(reply, "subscribe") && reply.elements().size() == 3 &&
                        reply.elements().at(1).bytes() == SwitchChannel;
        logSubscribe(reply.summary(), !ok);
        if (!ok)
            return onBroken(
                reply.isError()
                    ? RedisError::fromServerReply(reply.bytes())
                    : RedisError(RedisError::Kind::UnexpectedReply,
                                 QStringLiteral("SUBSCRIBE answered %1").arg(reply.summary(60))));
        subscribed = true;
        failedInTurn = 0;
        deadlineTimer.stop();
        pingTimer.start();
        Q_EMIT q->subscribed(address());
    }

    void logSubscribe(const QString &summary, bool failed)
    {
        if (!log)
            return;
        CommandRecord rec;
        rec.timeMs = QDateTime::currentMSecsSinceEpoch() - subscribeClock.elapsed();
        rec.connection = label.isEmpty() ? url.endpoint() : label;
        rec.node = address();
        rec.argv = {"SUBSCRIBE", SwitchChannel};
        rec.latencyUs = subscribeClock.nsecsElapsed() / 1000;
        rec.replySummary = summary;
        rec.failed = failed;
        log->record(std::move(rec));
    }

    void ping()
    {
        if (pingOut)
            return; // the deadline of the one out decides
        pingOut = true;
        transport->write(formatCommand({"PING"}));
        deadlineTimer.start(deadlineOf(options().commandTimeoutMs));
    }

    void onDeadline()
    {
        const ConnectionOptions o = options();
        if (!transport || !transport->isConnected())
            return onBroken(RedisError(
                RedisError::Kind::Timeout,
                QStringLiteral("no connection within %1 ms").arg(deadlineOf(o.connectTimeoutMs))));
        onBroken(RedisError(
            RedisError::Kind::Timeout,
            QStringLiteral("no answer within %1 ms").arg(deadlineOf(o.commandTimeoutMs))));
    }

    void dropTransport()
    {
        pingTimer.stop();
        deadlineTimer.stop();
        subscribed = false;
        if (!transport)
            return;
        transport->disconnect(q);
        transport->abort();
        transport->setParent(nullptr);
        transport->deleteLater(); // we may be inside one of its signals
        transport = nullptr;
    }

    void onBroken(const RedisError &error)
    {
        if (!running || !transport)
            return;
        const QString sentinel = address();
        dropTransport();
        ++failedInTurn;
        current = (current + 1) % sentinels.size();
        // Every sentinel failed in turn: wait before the next round, longer each round.
        const qsizetype rounds = failedInTurn / sentinels.size();
        const int delay = rounds == 0 ? 0 : RetryDelayMs << qMin<qsizetype>(rounds - 1, 3);
        retryTimer.start(delay);
        Q_EMIT q->lost(RedisError(
            error.kind(), QStringLiteral("sentinel %1: %2").arg(sentinel, error.message())));
    }
};

SentinelSwitchSubscription::SentinelSwitchSubscription(const ConnectionOptions &sentinelUrl,
                                                       QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<SentinelSwitch>();
    d->q = this;
    d->url = sentinelUrl;
    d->sentinels.append({sentinelUrl.host, sentinelUrl.port});
    d->sentinels.append(sentinelUrl.moreSeeds);
    d->retryTimer.setSingleShot(true);
    d->deadlineTimer.setSingleShot(true);
    d->pingTimer.setInterval(PingIntervalMs);
    connect(&d->retryTimer, &QTimer::timeout, this, [this] { d->open(); });
    connect(&d->deadlineTimer, &QTimer::timeout, this, [this] { d->onDeadline(); });
    connect(&d->pingTimer, &QTimer::timeout, this, [this] { d->ping(); });
}

SentinelSwitchSubscription::~SentinelSwitchSubscription()
{
    stop();
}

void SentinelSwitchSubscription::start(const QString &first)
{
    if (d->running || d->sentinels.isEmpty())
        return;
    d->running = true;
    d->failedInTurn = 0;
    for (qsizetype i = 0; i < d->sentinels.size(); ++i)
        if (clusterNodeAddress(d->sentinels.at(i).host, d->sentinels.at(i).port) == first)
            d->current = i;
    d->open();
}

void SentinelSwitchSubscription::stop()
{
    d->running = false;
    d->retryTimer.stop();
    d->dropTransport();
}

bool SentinelSwitchSubscription::isRunning() const
{
    return d->running;
}

QString SentinelSwitchSubscription::sentinel() const
{
    return d->subscribed ? d->address() : QString();
}

void SentinelSwitchSubscription::setLabel(const QString &label)
{
    d->label = label;
}

void SentinelSwitchSubscription::setCommandLog(CommandLog *log)
{
    d->log = log;
}
