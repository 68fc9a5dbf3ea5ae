#include "keypreviewreads.h"

#include "redisconnection.h"

namespace KPC = KeyPreviewCommands;

namespace KeyPreviewReads {
namespace {
// TYPE, then the commands `more` gives for it when it is `type`, in one round trip. The
// replies after TYPE are read only when the type is still `type`.
Result<QList<RedisReply>> typeAnd(RedisConnection &connection, const QByteArray &key,
                                  const QList<RedisCommand> &more, QByteArray &type)
{
    QList<RedisCommand> commands{{"TYPE", key}};
    commands << more;
    const auto replies = connection.pipeline(commands);
    if (!replies.at(0))
        return replies.at(0).error();
    const QByteArray now = replies.at(0)->bytes();
    QList<RedisReply> out;
    if (now == type) {
        for (qsizetype i = 1; i < replies.size(); ++i) {
            if (!replies.at(i))
                return replies.at(i).error();
            out << *replies.at(i);
        }
    }
    type = now;
    return out;
}
} // namespace

Result<Read> first(RedisConnection &connection, const QByteArray &key,
                   const std::function<void()> &betweenTrips)
{
    const auto head = connection.pipeline({{"TYPE", key}, {"PTTL", key}});
    for (const auto &reply : head)
        if (!reply)
            return reply.error();
    Read read;
    read.type = head.at(0)->bytes();
    read.ttlMs = head.at(1)->integerValue();
    if (!KPC::isPreviewable(read.type))
        return read;
    if (betweenTrips)
        betweenTrips();
    const QByteArray listed = read.type;
    const QByteArray cursor = KPC::firstCursor(listed);
    const auto body = typeAnd(
        connection, key, {KPC::lengthCommand(listed, key), KPC::pageCommand(listed, key, cursor)},
        read.type);
    if (!body)
        return body.error();
    if (read.type != listed) {
        read.changedFrom = listed;
        return read;
    }
    read.length = body->at(0).integerValue();
    auto parsed = KPC::parsePage(listed, cursor, body->at(1));
    if (!parsed)
        return parsed.error();
    read.page = std::move(*parsed);
    return read;
}

Result<Read> page(RedisConnection &connection, const QByteArray &key, const QByteArray &type,
                  const QByteArray &cursor)
{
    Read read;
    read.type = type;
    const auto body = typeAnd(connection, key, {KPC::pageCommand(type, key, cursor)}, read.type);
    if (!body)
        return body.error();
    if (read.type != type)
        return read;
    auto parsed = KPC::parsePage(type, cursor, body->at(0));
    if (!parsed)
        return parsed.error();
    read.page = std::move(*parsed);
    return read;
}
} // namespace KeyPreviewReads
