#include "sentinelstatus.h"

#include "redisconnection.h"
#include "sentinelresolver.h"

namespace {

QString addressOf(const RedisReply &entry)
{
    return QString::fromUtf8(entry.fieldValue("ip") + ':' + entry.fieldValue("port"));
}

qint64 number(const QByteArray &text)
{
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    return ok ? n : -1;
}
} // namespace

Result<SentinelStatus> SentinelStatus::read(const ConnectionOptions &sentinelUrl)
{
    SentinelResolver resolver(sentinelUrl);
    const Result<ConnectionOptions> master = resolver.resolveMaster();
    if (!master)
        return master.error();
    const QByteArray name = sentinelUrl.sentinelMaster.toUtf8();
    RedisConnection sentinel(resolver.lastSentinelOptions());
    const QList<Result<RedisReply>> replies = sentinel.pipeline({{"SENTINEL", "MASTER", name},
                                                                 {"SENTINEL", "REPLICAS", name},
                                                                 {"SENTINEL", "SENTINELS", name},
                                                                 {"SENTINEL", "CKQUORUM", name}});
    for (qsizetype i = 0; i < 3; ++i)
        if (!replies.at(i))
            return RedisError(replies.at(i).error().kind(),
                              QStringLiteral("sentinel %1: %2")
                                  .arg(resolver.lastSentinel(), replies.at(i).error().message()));
    SentinelStatus status;
    status.masterName = sentinelUrl.sentinelMaster;
    status.sentinel = resolver.lastSentinel();
    const RedisReply &m = *replies.at(0);
    status.master = addressOf(m);
    status.masterFlags = m.fieldValue("flags");
    status.quorum = int(number(m.fieldValue("quorum")));
    status.quorumReachable = replies.at(3).ok();
    status.quorumText =
        replies.at(3) ? QString::fromUtf8(replies.at(3)->bytes()) : replies.at(3).error().message();
    for (const RedisReply &r : replies.at(1)->elements())
        status.replicas.append({addressOf(r), r.fieldValue("flags"),
                                r.fieldValue("master-link-status"),
                                number(r.fieldValue("slave-repl-offset")), -1});
    for (const RedisReply &s : replies.at(2)->elements())
        status.otherSentinels.append({addressOf(s), s.fieldValue("flags")});
    // The master's own offset, for each replica's lag: with the data nodes' credentials; a user
    // without INFO leaves the lag unknown.
    RedisConnection data(*master);
    if (const auto info = data.command({"INFO", "replication"}); info && info->isString())
        for (const QByteArray &line : info->bytes().split('\n'))
            if (line.startsWith("master_repl_offset:"))
                status.masterOffset = number(line.mid(19).trimmed());
    if (status.masterOffset >= 0)
        for (Replica &r : status.replicas)
            if (r.offset >= 0)
                r.lagBytes = qMax<qint64>(0, status.masterOffset - r.offset);
    return status;
}
