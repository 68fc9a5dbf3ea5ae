#include "zremcheckedclaimer.h"

#include "delayedenvelope.h"
#include "redisconnection.h"

namespace {
// The claim pushes after its ZREMs: a ready queue (or payload HASH) of another type found only
// then would lose the items, so the types are checked with the read.
Result<void> expectType(const RedisReply &typeReply, const QByteArray &key, const char *wanted)
{
    const auto type = typeReply.toBytes();
    if (!type)
        return type.error();
    if (*type != "none" && *type != wanted)
        return RedisError(
            RedisError::Kind::WrongType,
            QStringLiteral("WRONGTYPE %1 holds a %2, not a %3")
                .arg(QString::fromUtf8(key), QString::fromUtf8(*type), QLatin1String(wanted)));
    return {};
}
} // namespace

ZremCheckedClaimer::ZremCheckedClaimer(RedisConnection &connection, const KeySpace &keys,
                                       QByteArray name)
    : DelayedQueueClaimer(connection, keys, std::move(name))
{}

Result<DelayedClaim> ZremCheckedClaimer::claim(int max, std::optional<qint64> nowMs)
{
    if (auto valid = validate(max, nowMs); !valid)
        return valid.error();
    // The first max items whatever their time, and the server's now: the due ones are a prefix.
    const auto read = connection().pipeline(
        {{"TIME"},
         {"ZRANGE", keys().delayed, "0", QByteArray::number(max - 1), "WITHSCORES"},
         {"TYPE", keys().payloads},
         {"TYPE", keys().queue}});
    for (const auto &reply : read)
        if (!reply)
            return reply.error();
    const auto serverNowUs = read.at(0)->toServerTimeUs();
    if (!serverNowUs)
        return serverNowUs.error();
    if (auto t = expectType(*read.at(2), keys().payloads, "hash"); !t)
        return t.error();
    if (auto t = expectType(*read.at(3), keys().queue, "list"); !t)
        return t.error();
    const auto first = read.at(1)->toArray();
    if (!first)
        return first.error();

    DelayedClaim c;
    c.kind = kind();
    c.nowMs = nowMs ? *nowMs : *serverNowUs / 1000;
    QList<ClaimedItem> due;
    for (qsizetype i = 0; i + 1 < first->size(); i += 2) {
        const auto score = first->at(i + 1).toInteger();
        if (!score)
            return score.error();
        if (*score > c.nowMs)
            break;
        due.append({first->at(i).bytes(), *score});
    }
    if (due.isEmpty())
        return c;

    RedisCommand hmget{"HMGET", keys().payloads};
    for (const ClaimedItem &item : std::as_const(due))
        hmget.append(item.id);
    const auto payloadReply = connection().command(hmget);
    if (!payloadReply)
        return payloadReply.error();
    const auto payloads = payloadReply->toArray();
    if (!payloads)
        return payloads.error();
    if (payloads->size() != due.size())
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("HMGET answered %1").arg(payloadReply->summary(60)));
    if (!step("after-read"))
        return crashed("after-read");

    for (qsizetype i = 0; i < due.size(); ++i) {
        const ClaimedItem &item = due.at(i);
        const auto removed = connection().command({"ZREM", keys().delayed, item.id});
        if (!removed)
            return removed.error();
        if (removed->integerValue() != 1) {
            ++c.takenByOthers;
            if (!pushesItemsTakenByOthers())
                continue;
        }
        if (!step("after-zrem"))
            return crashed("after-zrem");
        const DelayedEnvelope envelope{item.id, item.dueMs, payloads->at(i).bytes()};
        const auto exec = connection().transaction(
            {{"RPUSH", keys().queue, envelope.encode()}, {"HDEL", keys().payloads, item.id}});
        if (!exec)
            return exec.error();
        if (!exec->isArray() || exec->elements().size() != 2)
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("EXEC answered %1").arg(exec->summary(60)));
        for (const RedisReply &element : exec->elements())
            if (const auto checked = element.toResult(); !checked)
                return checked.error();
        c.items.append(item);
    }
    return c;
}
