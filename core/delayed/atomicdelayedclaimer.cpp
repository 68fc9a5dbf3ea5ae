#include "atomicdelayedclaimer.h"

#include "luascript.h"
#include "redisconnection.h"

AtomicDelayedClaimer::AtomicDelayedClaimer(RedisConnection &connection, const KeySpace &keys,
                                           QByteArray name)
    : DelayedQueueClaimer(connection, keys, std::move(name))
{}

Result<DelayedClaim> AtomicDelayedClaimer::claim(int max, std::optional<qint64> nowMs)
{
    if (auto valid = validate(max, nowMs); !valid)
        return valid.error();
    const auto reply =
        connection().eval(LuaScript::embedded(QStringLiteral("delayed_claim")),
                          {keys().delayed, keys().payloads, keys().queue},
                          {QByteArray::number(max), nowMs ? QByteArray::number(*nowMs) : ""});
    if (!reply)
        return reply.error();
    const auto elements = reply->toArray();
    if (!elements)
        return elements.error();
    if (elements->isEmpty() || elements->size() % 2 != 1)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("delayed_claim answered %1").arg(reply->summary(60)));
    const auto now = elements->at(0).toInteger();
    if (!now)
        return now.error();
    DelayedClaim c;
    c.kind = kind();
    c.nowMs = *now;
    for (qsizetype i = 1; i + 1 < elements->size(); i += 2) {
        const auto due = elements->at(i + 1).toInteger();
        if (!due)
            return due.error();
        c.items.append({elements->at(i).bytes(), *due});
    }
    return c;
}
