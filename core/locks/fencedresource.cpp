#include "fencedresource.h"

#include "redisconnection.h"

namespace {
const LuaScript &writeScript()
{
    return LuaScript::embedded(QStringLiteral("fenced_write"));
}
} // namespace

FencedResource::FencedResource(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
{}

Result<FencedResource::WriteOutcome> FencedResource::write(qint64 fencing, const QByteArray &value)
{
    if (fencing < 0)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("a fenced write needs a fencing number (got %1)").arg(fencing));
    const auto reply = m_connection.eval(writeScript(), {valueKey(), highestKey()},
                                         {QByteArray::number(fencing), value});
    if (!reply)
        return reply.error();
    const auto items = reply->toArray();
    if (!items)
        return items.error();
    if (items->size() != 2 || !items->at(0).isInteger() || !items->at(1).isInteger())
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("fenced_write returned %1").arg(reply->summary(60)));
    WriteOutcome outcome;
    outcome.accepted = items->at(0).integerValue() == 1;
    outcome.fencing = fencing;
    outcome.highestSeen = items->at(1).integerValue();
    if (!outcome.accepted)
        outcome.detail = QStringLiteral("stale fencing number %1: the resource has seen %2")
                             .arg(fencing)
                             .arg(outcome.highestSeen);
    return outcome;
}

Result<FencedResource::Contents> FencedResource::read()
{
    const auto reply = m_connection.command({"MGET", valueKey(), highestKey()});
    if (!reply)
        return reply.error();
    const auto items = reply->toArray();
    if (!items)
        return items.error();
    if (items->size() != 2)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("MGET returned %1").arg(reply->summary(60)));
    const auto value = items->at(0).toOptionalBytes();
    if (!value)
        return value.error();
    Contents contents;
    contents.value = *value;
    if (!items->at(1).isNil()) {
        const auto highest = items->at(1).toInteger();
        if (!highest)
            return highest.error();
        contents.highestSeen = *highest;
    }
    return contents;
}
