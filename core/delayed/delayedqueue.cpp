#include "delayedqueue.h"

#include "locktoken.h"
#include "luascript.h"
#include "redisconnection.h"

namespace {
QByteArray nowArgument(std::optional<qint64> nowMs)
{
    return nowMs ? QByteArray::number(*nowMs) : QByteArray();
}

Result<qint64> integerAt(const QList<RedisReply> &elements, qsizetype i)
{
    if (i >= elements.size())
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("script reply too short: no element %1").arg(i));
    return elements.at(i).toInteger();
}
} // namespace

DelayedQueue::DelayedQueue(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_name(std::move(name))
    , m_keys(DelayedQueueKeys::of(keys, m_name))
{}

Result<void> DelayedQueue::validateName(const QByteArray &name)
{
    if (auto valid = KeySpace::validateName(name); !valid)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("delayed queue ") + valid.error().message());
    return {};
}

Result<void> DelayedQueue::validateTime(qint64 ms, const QString &what)
{
    if (ms < 0 || ms > MaxTimeMs)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("%1 must be from 0 to %2 ms, not %3").arg(what).arg(MaxTimeMs).arg(ms));
    return {};
}

Result<void> DelayedQueue::validateNow(std::optional<qint64> nowMs)
{
    return nowMs ? validateTime(*nowMs, QStringLiteral("the injected now")) : Result<void>();
}

Result<DelayedEnqueued> DelayedQueue::enqueueIn(const QByteArray &payload, qint64 delayMs,
                                                std::optional<qint64> nowMs)
{
    if (auto valid = validateTime(delayMs, QStringLiteral("the delay")); !valid)
        return valid.error();
    return enqueue(payload, "delay", delayMs, nowMs);
}

Result<DelayedEnqueued> DelayedQueue::enqueueAt(const QByteArray &payload, qint64 dueMs,
                                                std::optional<qint64> nowMs)
{
    if (auto valid = validateTime(dueMs, QStringLiteral("the due time")); !valid)
        return valid.error();
    return enqueue(payload, "at", dueMs, nowMs);
}

Result<DelayedEnqueued> DelayedQueue::enqueue(const QByteArray &payload, const QByteArray &mode,
                                              qint64 value, std::optional<qint64> nowMs)
{
    if (auto valid = validateName(m_name); !valid)
        return valid.error();
    if (auto valid = validateNow(nowMs); !valid)
        return valid.error();
    DelayedEnqueued e;
    e.id = LockToken::generate();
    const auto reply = m_connection.eval(
        LuaScript::embedded(QStringLiteral("delayed_enqueue")), {m_keys.delayed, m_keys.payloads},
        {e.id, payload, mode, QByteArray::number(value), nowArgument(nowMs), m_keys.wakeChannel});
    if (!reply)
        return reply.error();
    const auto elements = reply->toArray();
    if (!elements)
        return elements.error();
    const auto due = integerAt(*elements, 0);
    const auto now = integerAt(*elements, 1);
    const auto earliest = integerAt(*elements, 2);
    for (const RedisError &error : {due.error(), now.error(), earliest.error()})
        if (error.isError())
            return error;
    e.dueMs = *due;
    e.nowMs = *now;
    e.earliest = *earliest == 1;
    return e;
}

Result<DelayedStatus> DelayedQueue::status(qint64 offset, qint64 pageSize,
                                           std::optional<qint64> nowMs)
{
    if (auto valid = validateName(m_name); !valid)
        return valid.error();
    if (auto valid = validateNow(nowMs); !valid)
        return valid.error();
    if (offset < 0 || offset > MaxTimeMs)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the page offset must be from 0 to %1, not %2")
                              .arg(MaxTimeMs)
                              .arg(offset));
    if (pageSize < 1 || pageSize > MaxPageSize)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the page size must be from 1 to %1, not %2")
                              .arg(MaxPageSize)
                              .arg(pageSize));
    const auto reply = m_connection.eval(
        LuaScript::embedded(QStringLiteral("delayed_status")),
        {m_keys.delayed, m_keys.payloads, m_keys.queue},
        {nowArgument(nowMs), QByteArray::number(offset), QByteArray::number(pageSize)});
    if (!reply)
        return reply.error();
    const auto elements = reply->toArray();
    if (!elements)
        return elements.error();
    constexpr qsizetype Counts = 6;
    qint64 counts[Counts] = {};
    for (qsizetype i = 0; i < Counts; ++i) {
        const auto v = integerAt(*elements, i);
        if (!v)
            return v.error();
        counts[i] = *v;
    }
    DelayedStatus s;
    s.nowMs = counts[0];
    s.scheduled = counts[1];
    s.dueNow = counts[2];
    s.ready = counts[3];
    s.storedPayloads = counts[4];
    s.earliestDueMs = counts[5];
    s.oldestOverdueMs = s.dueNow > 0 ? s.nowMs - s.earliestDueMs : -1;
    s.offset = offset;
    if ((elements->size() - Counts) % 3 != 0)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("delayed_status answered %1").arg(reply->summary(60)));
    for (qsizetype i = Counts; i + 2 < elements->size(); i += 3) {
        const auto due = elements->at(i + 1).toInteger();
        const auto payload = elements->at(i + 2).toOptionalBytes();
        if (!due)
            return due.error();
        if (!payload)
            return payload.error();
        s.page.append({elements->at(i).bytes(), *due, *payload});
    }
    return s;
}

Result<DelayedQueue::Earliest> DelayedQueue::earliest()
{
    const auto replies =
        m_connection.pipeline({{"TIME"}, {"ZRANGE", m_keys.delayed, "0", "0", "WITHSCORES"}});
    for (const auto &reply : replies)
        if (!reply)
            return reply.error();
    const auto nowUs = replies.at(0)->toServerTimeUs();
    if (!nowUs)
        return nowUs.error();
    const auto first = replies.at(1)->toArray();
    if (!first)
        return first.error();
    Earliest e;
    e.nowMs = *nowUs / 1000;
    if (first->size() == 2) {
        const auto due = first->at(1).toInteger();
        if (!due)
            return due.error();
        e.dueMs = *due;
    }
    return e;
}
