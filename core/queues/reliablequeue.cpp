#include "reliablequeue.h"

#include "queuewait.h"
#include "redisconnection.h"

#include <QElapsedTimer>

namespace {
RedisError unexpected(const QString &script, const RedisReply &reply)
{
    return RedisError(RedisError::Kind::UnexpectedReply,
                      QStringLiteral("%1: unexpected reply %2").arg(script, reply.summary(60)));
}
} // namespace

const LuaScript &ReliableQueue::takeScript()
{
    return LuaScript::embedded(QStringLiteral("queue_reliable_take"));
}

const LuaScript &ReliableQueue::heartbeatScript()
{
    return LuaScript::embedded(QStringLiteral("queue_reliable_heartbeat"));
}

const LuaScript &ReliableQueue::ackScript()
{
    return LuaScript::embedded(QStringLiteral("queue_reliable_ack"));
}

const LuaScript &ReliableQueue::nackScript()
{
    return LuaScript::embedded(QStringLiteral("queue_reliable_nack"));
}

ReliableQueue::ReliableQueue(RedisConnection &connection, KeySpace keys, QByteArray name,
                             QByteArray consumerId, qint64 visibilityMs)
    : m_connection(connection)
    , m_keys(std::move(keys), std::move(name))
    , m_consumer(std::move(consumerId))
    , m_visibilityMs(visibilityMs)
{}

Result<void> ReliableQueue::validateVisibility(qint64 visibilityMs)
{
    // At least 2 ms, so the blocking slices (half of it) are at least 1 ms.
    if (visibilityMs < 2 || visibilityMs > QueueWait::MaxMs)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the visibility timeout must be 2 to %1 ms, not %2")
                              .arg(QueueWait::MaxMs)
                              .arg(visibilityMs));
    return {};
}

Result<void> ReliableQueue::validate() const
{
    if (auto valid = m_keys.validate(); !valid)
        return valid;
    if (auto valid = QueueKeys::validateConsumer(m_consumer); !valid)
        return valid;
    return validateVisibility(m_visibilityMs);
}

Result<std::optional<QByteArray>> ReliableQueue::take(qint64 waitMs)
{
    if (auto valid = validate(); !valid)
        return valid.error();
    if (auto valid = QueueWait::validate(waitMs); !valid)
        return valid.error();
    // The elapsed time only bounds the caller's wait; no decision about items depends on it.
    QElapsedTimer waited;
    waited.start();
    auto item = takeNow();
    while (item && !item->has_value() && waited.elapsed() < waitMs) {
        const qint64 slice = qMin(waitMs - waited.elapsed(), m_visibilityMs / 2);
        item = blockingMove(qMax<qint64>(1, slice));
    }
    return item;
}

Result<std::optional<QByteArray>> ReliableQueue::takeNow()
{
    const auto reply = m_connection.eval(
        takeScript(), {m_keys.queue(), m_keys.processing(m_consumer), m_keys.consumers()},
        {m_consumer});
    if (!reply)
        return reply.error();
    if (!reply->isArray() || reply->elements().size() != 2)
        return unexpected(takeScript().name(), *reply);
    return reply->elements().at(1).toOptionalBytes();
}

Result<std::optional<QByteArray>> ReliableQueue::blockingMove(qint64 waitMs)
{
    // The heartbeat and the BLMOVE go out in one write, so no stall of this client can come
    // between them: when an item lands, the heartbeat is at most one slice (half the visibility
    // timeout) old and the reaper leaves this consumer alone. Sent apart, a consumer reaped in
    // such a stall could take an item into a processing list the registry no longer names,
    // and die with it there. The heartbeat right after an item renews the stamp.
    const auto replies = m_connection.blockingPipeline(
        {heartbeatScript().evalShaCommand({m_keys.consumers()}, {m_consumer}),
         {"BLMOVE", m_keys.queue(), m_keys.processing(m_consumer), "LEFT", "RIGHT",
          QueueWait::seconds(waitMs)}},
        int(waitMs));
    // NOSCRIPT (a flushed script cache) fails only the stamp; the stamp after the move
    // (heartbeat(), which falls back to EVAL) covers it.
    const bool stamped =
        replies.at(0).ok() || replies.at(0).error().kind() == RedisError::Kind::NoScript;
    if (!stamped)
        return replies.at(0).error();
    if (!replies.at(1))
        return replies.at(1).error();
    const auto item = replies.at(1)->toOptionalBytes();
    if (!item || (!item->has_value() && replies.at(0).ok()))
        return item;
    if (auto again = heartbeat(); !again)
        return again.error(); // the item stays in flight here; the reaper requeues it
    return item;
}

Result<qint64> ReliableQueue::heartbeat()
{
    if (auto valid = validate(); !valid)
        return valid.error();
    const auto reply = m_connection.eval(heartbeatScript(), {m_keys.consumers()}, {m_consumer});
    if (!reply)
        return reply.error();
    if (!reply->isArray() || reply->elements().size() != 2)
        return unexpected(heartbeatScript().name(), *reply);
    return reply->elements().at(0).toInteger();
}

Result<QueueAck> ReliableQueue::ack(const QByteArray &item)
{
    return finish(ackScript(), {m_keys.processing(m_consumer), m_keys.consumers()}, item);
}

Result<QueueAck> ReliableQueue::nack(const QByteArray &item)
{
    return finish(nackScript(), {m_keys.processing(m_consumer), m_keys.consumers(), m_keys.queue()},
                  item);
}

Result<QueueAck> ReliableQueue::finish(const LuaScript &script, const QList<QByteArray> &keys,
                                       const QByteArray &item)
{
    if (auto valid = validate(); !valid)
        return valid.error();
    const auto reply = m_connection.eval(script, keys, {m_consumer, item});
    if (!reply)
        return reply.error();
    if (!reply->isArray() || reply->elements().size() != 2 ||
        !reply->elements().at(0).isInteger() || !reply->elements().at(1).isInteger())
        return unexpected(script.name(), *reply);
    QueueAck a;
    a.done = reply->elements().at(0).integerValue() == 1;
    a.atUs = reply->elements().at(1).integerValue();
    if (!a.done)
        a.detail = QStringLiteral("not in flight at consumer %1: the reaper requeued it after "
                                  "the visibility timeout (it will be, or was, delivered "
                                  "again), or it was never taken here")
                       .arg(QString::fromUtf8(m_consumer));
    return a;
}

Result<QList<QByteArray>> ReliableQueue::inFlight()
{
    if (auto valid = validate(); !valid)
        return valid.error();
    const auto reply = m_connection.command({"LRANGE", m_keys.processing(m_consumer), "0", "-1"});
    if (!reply)
        return reply.error();
    const auto elements = reply->toArray();
    if (!elements)
        return elements.error();
    QList<QByteArray> items;
    for (const RedisReply &e : *elements)
        items << e.bytes();
    return items;
}
