#include "sentinelresolver.h"

#include "clusterredirection.h"
#include "commandlog.h"
#include "redisconnection.h"
#include "sentinelswitch.h"

#include <QDateTime>
#include <QStringList>

namespace {

// What one sentinel did, for the error when none answered.
QString describe(const QString &sentinel, const RedisError &e)
{
    if (e.kind() == RedisError::Kind::Auth)
        return QStringLiteral("sentinel %1 refused AUTH (%2)").arg(sentinel, e.message());
    if (e.isConnectionError())
        return QStringLiteral("sentinel %1 is unreachable (%2)").arg(sentinel, e.message());
    return QStringLiteral("sentinel %1: %2").arg(sentinel, e.message());
}
} // namespace

SentinelResolver::SentinelResolver(ConnectionOptions sentinelUrl)
    : m_url(std::move(sentinelUrl))
{
    m_sentinels.append({m_url.host, m_url.port});
    m_sentinels.append(m_url.moreSeeds);
}

ConnectionOptions SentinelResolver::lastSentinelOptions() const
{
    return sentinelOptions(m_url, m_sentinels.first());
}

ConnectionOptions SentinelResolver::sentinelOptions(const ConnectionOptions &url,
                                                    const ConnectionOptions::Seed &sentinel)
{
    ConnectionOptions o;
    o.transport = ConnectionOptions::Transport::Tcp;
    o.host = sentinel.host;
    o.port = sentinel.port;
    o.user = url.sentinelUser;
    o.password = url.sentinelPassword;
    o.clientName = url.clientName;
    o.clientNameGiven = url.clientNameGiven;
    o.connectTimeoutMs = url.connectTimeoutMs;
    o.commandTimeoutMs = url.commandTimeoutMs;
    o.cluster = ConnectionOptions::Cluster::No;
    o.ssh = url.ssh; // the sentinels are reached through the same tunnel as the nodes
    return o;
}

ConnectionOptions SentinelResolver::dataOptions(const ConnectionOptions &url, const QString &host,
                                                quint16 port)
{
    ConnectionOptions o = url;
    o.host = host;
    o.port = port;
    o.moreSeeds.clear();
    o.sentinelMaster.clear();
    o.sentinelUser.clear();
    o.sentinelPassword.clear();
    o.readFromReplicas = false;
    o.cluster = ConnectionOptions::Cluster::No;
    return o;
}

template <typename T>
Result<T> SentinelResolver::askSentinels(
    const RedisCommand &command,
    const std::function<std::optional<T>(const RedisReply &, QString *why)> &answered)
{
    QStringList what;
    RedisError::Kind kind = RedisError::Kind::None;
    for (qsizetype i = 0; i < m_sentinels.size(); ++i) {
        const ConnectionOptions::Seed sentinel = m_sentinels.at(i);
        const QString address = clusterNodeAddress(sentinel.host, sentinel.port);
        RedisConnection connection(sentinelOptions(m_url, sentinel));
        Result<RedisReply> reply = connection.command(command);
        RedisError failure;
        if (reply) {
            QString why;
            if (std::optional<T> answer = answered(*reply, &why)) {
                // The one that answered is asked first next time.
                m_sentinels.move(i, 0);
                m_lastSentinel = address;
                return *answer;
            }
            failure = RedisError(RedisError::Kind::Server, why);
            what << QStringLiteral("sentinel %1 %2").arg(address, why);
        } else {
            failure = reply.error();
            what << describe(address, failure);
        }
        // The first sentinel's kind, unless it could not be reached and a later one said more
        // (refused AUTH, knows no such master).
        if (kind == RedisError::Kind::None ||
            (RedisError(kind, QString()).isConnectionError() && !failure.isConnectionError()))
            kind = failure.kind();
    }
    const QString master = QStringLiteral("\"%1\"").arg(m_url.sentinelMaster);
    if (what.size() == 1)
        return RedisError(kind,
                          what.first() + QStringLiteral(" (asked for master %1)").arg(master));
    return RedisError(kind, QStringLiteral("no sentinel answered for master %1: %2")
                                .arg(master, what.join(QStringLiteral("; "))));
}

Result<ConnectionOptions> SentinelResolver::resolveMaster()
{
    const QByteArray name = m_url.sentinelMaster.toUtf8();
    auto address = askSentinels<std::pair<QString, quint16>>(
        {"SENTINEL", "GET-MASTER-ADDR-BY-NAME", name},
        [&](const RedisReply &reply, QString *why) -> std::optional<std::pair<QString, quint16>> {
            if (reply.isNil()) {
                *why = QStringLiteral("knows no master named \"%1\"").arg(m_url.sentinelMaster);
                return std::nullopt;
            }
            const auto parts = reply.toBytesList();
            bool ok = false;
            const uint port = parts && parts->size() == 2 ? parts->at(1).toUInt(&ok) : 0;
            if (!ok || port == 0 || port > 65535) {
                *why = QStringLiteral("answered %1, not [host, port]").arg(reply.summary());
                return std::nullopt;
            }
            return std::make_pair(QString::fromUtf8(parts->at(0)), quint16(port));
        });
    if (!address)
        return address.error();
    return dataOptions(m_url, address->first, address->second);
}

Result<ConnectionOptions> SentinelResolver::resolveReader()
{
    const QByteArray name = m_url.sentinelMaster.toUtf8();
    auto replica = askSentinels<std::optional<std::pair<QString, quint16>>>(
        {"SENTINEL", "REPLICAS", name},
        [&](const RedisReply &reply,
            QString *why) -> std::optional<std::optional<std::pair<QString, quint16>>> {
            if (!reply.isArray()) {
                *why = QStringLiteral("answered %1 for the replicas").arg(reply.summary());
                return std::nullopt;
            }
            // Each replica: a flat list of field, value. One up and linked to its master.
            for (const RedisReply &r : reply.elements()) {
                const QByteArray ip = r.fieldValue("ip");
                const QByteArray flags = r.fieldValue("flags");
                bool ok = false;
                const uint p = r.fieldValue("port").toUInt(&ok);
                if (!ok || p == 0 || p > 65535 || flags.contains("down") ||
                    flags.contains("disconnected") || r.fieldValue("master-link-status") != "ok")
                    continue;
                return std::make_optional(std::make_pair(QString::fromUtf8(ip), quint16(p)));
            }
            return std::make_optional(std::optional<std::pair<QString, quint16>>());
        });
    if (!replica)
        return replica.error();
    if (!*replica)
        return resolveMaster(); // no replica up: the master answers
    ConnectionOptions o = dataOptions(m_url, (*replica)->first, (*replica)->second);
    return o;
}

CommandRecord SentinelResolver::failoverRecord(const ConnectionOptions &url, const QString &label,
                                               const QString &sentinel, const QString &now,
                                               const QString &was)
{
    CommandRecord rec;
    rec.timeMs = QDateTime::currentMSecsSinceEpoch();
    rec.connection = label.isEmpty() ? url.endpoint() : label;
    rec.node = sentinel;
    SentinelSwitch change;
    change.from = was;
    change.to = now;
    rec.redirect = change.text();
    rec.argv = {"SENTINEL", "GET-MASTER-ADDR-BY-NAME", url.sentinelMaster.toUtf8()};
    rec.replySummary = now;
    return rec;
}
