#include "servercommands.h"

#include "hashslot.h"
#include "redisconnection.h"
#include "sentinelstatus.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>

#include <QCoreApplication>
#include <algorithm>

QList<CliCommand> ServerCommands::all()
{
    return {
        {QStringLiteral("ping"),
         QStringLiteral("ping [MESSAGE]"),
         QCoreApplication::translate("ServerCommands",
                                     "Check that the server answers, and how fast."),
         {},
         &ServerCommands::ping},
        {QStringLiteral("info"),
         QStringLiteral("info [SECTION]"),
         QCoreApplication::translate("ServerCommands",
                                     "Show the server's INFO (all of it, or one section)."),
         {},
         &ServerCommands::info},
        {QStringLiteral("cluster"),
         QStringLiteral("cluster"),
         QCoreApplication::translate(
             "ServerCommands", "Show a Redis Cluster's masters, their slots, keys and replicas."),
         {},
         &ServerCommands::cluster},
        {QStringLiteral("sentinel"),
         QStringLiteral("sentinel"),
         QCoreApplication::translate(
             "ServerCommands",
             "Show what the sentinels of a redis+sentinel:// URL say: the master, its "
             "replicas and their lag, the other sentinels, the quorum."),
         {},
         &ServerCommands::sentinel},
    };
}

int ServerCommands::ping(const CliContext &c)
{
    if (c.arguments.size() > 1)
        return c.output.usage(QStringLiteral("ping takes at most one MESSAGE"));
    RedisConnection connection(c.connection);
    if (auto connected = connection.connect(); !connected)
        return c.output.failure(connected.error());
    RedisCommand argv{"PING"};
    if (!c.arguments.isEmpty())
        argv << c.arguments.first().toUtf8();
    QElapsedTimer clock;
    clock.start();
    const auto reply = connection.command(argv);
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    if (!reply)
        return c.output.failure(reply.error());
    const QString text = QString::fromUtf8(reply->bytes());
    return c.output.success(
        QCoreApplication::translate("ServerCommands", "%1 (%2 ms)").arg(text).arg(ms, 0, 'f', 3),
        {{QStringLiteral("reply"), text},
         {QStringLiteral("latency_ms"), ms},
         {QStringLiteral("server"), c.connection.endpoint()}});
}

int ServerCommands::info(const CliContext &c)
{
    if (c.arguments.size() > 1)
        return c.output.usage(QStringLiteral("info takes at most one SECTION"));
    RedisConnection connection(c.connection);
    RedisCommand argv{"INFO"};
    if (!c.arguments.isEmpty())
        argv << c.arguments.first().toUtf8();
    const auto reply = connection.command(argv).andThen(&RedisReply::toBytes);
    if (!reply)
        return c.output.failure(reply.error());

    QJsonObject sections;
    QJsonObject current;
    QString currentName;
    const auto flush = [&] {
        if (!currentName.isEmpty())
            sections.insert(currentName, current);
        current = QJsonObject();
    };
    for (QByteArray line : reply->split('\n')) {
        line = line.trimmed();
        if (line.startsWith("# ")) {
            flush();
            currentName = QString::fromUtf8(line.mid(2)).toLower();
        } else if (const qsizetype colon = line.indexOf(':'); colon > 0) {
            current.insert(QString::fromUtf8(line.left(colon)),
                           QString::fromUtf8(line.mid(colon + 1)));
        }
    }
    flush();
    if (sections.isEmpty() && !c.arguments.isEmpty())
        return c.output.failure(RedisError(
            RedisError::Kind::InvalidArgument,
            QCoreApplication::translate("ServerCommands", "the server has no INFO section \"%1\"")
                .arg(c.arguments.first())));
    return c.output.success(QString::fromUtf8(reply->trimmed()),
                            {{QStringLiteral("sections"), sections}});
}

namespace {
QString slotRangesText(const QList<std::pair<int, int>> &ranges)
{
    QStringList parts;
    for (const auto &[first, last] : ranges)
        parts << (first == last ? QString::number(first)
                                : QStringLiteral("%1-%2").arg(first).arg(last));
    return parts.join(QLatin1Char(','));
}
} // namespace

int ServerCommands::cluster(const CliContext &c)
{
    if (!c.arguments.isEmpty())
        return c.output.usage(
            QCoreApplication::translate("ServerCommands", "cluster takes no arguments, not \"%1\"")
                .arg(c.arguments.first()));
    RedisConnection connection(c.connection);
    const Result<bool> isCluster = connection.detectCluster();
    if (!isCluster)
        return c.output.failure(isCluster.error());
    if (!*isCluster)
        return c.output.failure(
            RedisError(RedisError::Kind::InvalidArgument,
                       c.connection.cluster == ConnectionOptions::Cluster::No
                           ? QCoreApplication::translate(
                                 "ServerCommands",
                                 "cluster=no: this connection does not treat %1 as a cluster")
                                 .arg(c.connection.address())
                           : QCoreApplication::translate(
                                 "ServerCommands",
                                 "%1 is not a cluster node (INFO cluster: cluster_enabled is not "
                                 "1)")
                                 .arg(c.connection.address())));
    const ClusterTopology topology = connection.clusterTopology();
    // Masters in slot order (CLUSTER SHARDS lists them in the order their nodes were met).
    QList<int> masters = topology.masters();
    const auto firstSlot = [&topology](int master) {
        for (const ClusterTopology::Range &r : topology.ranges())
            if (r.master == master)
                return r.first;
        return int(HashSlot::SlotCount);
    };
    std::sort(masters.begin(), masters.end(),
              [&](int a, int b) { return firstSlot(a) < firstSlot(b); });
    // The cluster's state from its home node, and each master's key count, in one round trip.
    QList<RedisCommand> commands{{"CLUSTER", "INFO"}};
    QStringList nodes{QString()};
    for (int m : masters) {
        commands << RedisCommand{"DBSIZE"};
        nodes << topology.nodes().at(m).address();
    }
    const QList<Result<RedisReply>> replies = connection.pipeline(commands, nodes);
    if (!replies.first())
        return c.output.failure(replies.first().error());
    QJsonObject info;
    for (const QByteArray &line : replies.first()->bytes().split('\n'))
        if (const qsizetype colon = line.indexOf(':'); colon > 0)
            info.insert(QString::fromUtf8(line.left(colon)),
                        QString::fromUtf8(line.mid(colon + 1).trimmed()));

    QStringList lines{
        QCoreApplication::translate("ServerCommands",
                                    "cluster_state %1 · %2 masters · %3 of 16384 slots served")
            .arg(info.value(QStringLiteral("cluster_state")).toString())
            .arg(masters.size())
            .arg(topology.servedSlots())};
    QJsonArray mastersJson;
    for (qsizetype i = 0; i < masters.size(); ++i) {
        const ClusterTopology::Node &n = topology.nodes().at(masters.at(i));
        QList<std::pair<int, int>> ranges;
        QList<int> replicas;
        int slots = 0;
        for (const ClusterTopology::Range &r : topology.ranges())
            if (r.master == masters.at(i)) {
                ranges.append({r.first, r.last});
                slots += r.last - r.first + 1;
                for (int replica : r.replicas)
                    if (!replicas.contains(replica))
                        replicas << replica;
            }
        const Result<RedisReply> &keys = replies.at(i + 1);
        QString line =
            QCoreApplication::translate("ServerCommands", "master %1  %2  slots %3 (%4)  %5")
                .arg(n.address(), QString::fromLatin1(n.id.left(8)), slotRangesText(ranges))
                .arg(slots)
                .arg(keys ? QCoreApplication::translate("ServerCommands", "%n key(s)", nullptr,
                                                        int(keys->integerValue()))
                          : QCoreApplication::translate("ServerCommands", "keys unknown: ") +
                                keys.error().message());
        if (n.failed)
            line += QCoreApplication::translate("ServerCommands", "  FAILED");
        lines << line;
        QJsonArray replicasJson;
        for (int r : std::as_const(replicas)) {
            const ClusterTopology::Node &rn = topology.nodes().at(r);
            lines << QCoreApplication::translate("ServerCommands", "  replica %1  %2%3")
                         .arg(rn.address(), QString::fromLatin1(rn.id.left(8)),
                              rn.failed ? QCoreApplication::translate("ServerCommands", "  FAILED")
                                        : QString());
            replicasJson.append(QJsonObject{{QStringLiteral("node"), rn.address()},
                                            {QStringLiteral("id"), QString::fromLatin1(rn.id)},
                                            {QStringLiteral("failed"), rn.failed}});
        }
        QJsonArray rangesJson;
        for (const auto &[first, last] : ranges)
            rangesJson.append(QJsonArray{first, last});
        QJsonObject master{{QStringLiteral("node"), n.address()},
                           {QStringLiteral("id"), QString::fromLatin1(n.id)},
                           {QStringLiteral("slots"), rangesJson},
                           {QStringLiteral("slot_count"), slots},
                           {QStringLiteral("failed"), n.failed},
                           {QStringLiteral("replicas"), replicasJson}};
        if (keys)
            master.insert(QStringLiteral("keys"), keys->integerValue());
        mastersJson.append(master);
    }
    return c.output.success(
        lines.join(QLatin1Char('\n')),
        {{QStringLiteral("cluster_state"), info.value(QStringLiteral("cluster_state"))},
         {QStringLiteral("served_slots"), topology.servedSlots()},
         {QStringLiteral("masters"), mastersJson},
         {QStringLiteral("info"), info}});
}

int ServerCommands::sentinel(const CliContext &c)
{
    if (!c.arguments.isEmpty())
        return c.output.usage(
            QCoreApplication::translate("ServerCommands", "sentinel takes no arguments, not \"%1\"")
                .arg(c.arguments.first()));
    if (!c.connection.isSentinel())
        return c.output.usage(QStringLiteral("sentinel needs a Sentinel URL: --url "
                                             "redis+sentinel://HOST:26379/MASTER_NAME"));
    const Result<SentinelStatus> status = SentinelStatus::read(c.connection);
    if (!status)
        return c.output.failure(status.error());
    const auto lag = [](qint64 bytes) {
        return bytes < 0 ? QCoreApplication::translate("ServerCommands", "lag unknown")
                         : QCoreApplication::translate("ServerCommands", "lag %1 B").arg(bytes);
    };
    QStringList lines{
        QCoreApplication::translate("ServerCommands", "master \"%1\" %2  %3  (sentinel %4)")
            .arg(status->masterName, status->master, QString::fromUtf8(status->masterFlags),
                 status->sentinel),
        QCoreApplication::translate("ServerCommands", "quorum %1: %2")
            .arg(status->quorum)
            .arg(status->quorumText)};
    QJsonArray replicas;
    for (const SentinelStatus::Replica &r : status->replicas) {
        lines << QCoreApplication::translate("ServerCommands",
                                             "  replica %1  %2  link %3  offset %4  %5")
                     .arg(r.address, QString::fromUtf8(r.flags), QString::fromUtf8(r.link))
                     .arg(r.offset)
                     .arg(lag(r.lagBytes));
        QJsonObject replica{{QStringLiteral("node"), r.address},
                            {QStringLiteral("flags"), QString::fromUtf8(r.flags)},
                            {QStringLiteral("link"), QString::fromUtf8(r.link)},
                            {QStringLiteral("offset"), r.offset}};
        if (r.lagBytes >= 0)
            replica.insert(QStringLiteral("lag_bytes"), r.lagBytes);
        replicas.append(replica);
    }
    QJsonArray sentinels;
    for (const SentinelStatus::Sentinel &s : status->otherSentinels) {
        lines << QCoreApplication::translate("ServerCommands", "  sentinel %1  %2")
                     .arg(s.address, QString::fromUtf8(s.flags));
        sentinels.append(QJsonObject{{QStringLiteral("node"), s.address},
                                     {QStringLiteral("flags"), QString::fromUtf8(s.flags)}});
    }
    QJsonObject json{{QStringLiteral("master_name"), status->masterName},
                     {QStringLiteral("master"), status->master},
                     {QStringLiteral("master_flags"), QString::fromUtf8(status->masterFlags)},
                     {QStringLiteral("sentinel"), status->sentinel},
                     {QStringLiteral("quorum"), status->quorum},
                     {QStringLiteral("quorum_reachable"), status->quorumReachable},
                     {QStringLiteral("quorum_text"), status->quorumText},
                     {QStringLiteral("replicas"), replicas},
                     {QStringLiteral("other_sentinels"), sentinels}};
    if (status->masterOffset >= 0)
        json.insert(QStringLiteral("master_offset"), status->masterOffset);
    return c.output.success(lines.join(QLatin1Char('\n')), json);
}
