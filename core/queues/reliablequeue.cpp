#include "reliablequeue.h"

#include "queuewait.h"
#include "redisconnection.h"
#include "unexpectedqueuereply.h"

#include <QElapsedTimer>

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
    if (m_recovering) {
        const auto lost = recover();
        if (!lost)
            return lost.error();
        if (lost->has_value()) {
            ++m_handed[**lost];
            return lost;
        }
        m_recovering = false;
    }
    // The elapsed time only bounds the caller's wait; no decision about items depends on it.
    QElapsedTimer waited;
    waited.start();
    auto item = takeNow();
    while (item && !item->has_value() && waited.elapsed() < waitMs) {
        const qint64 slice = qMin(waitMs - waited.elapsed(), m_visibilityMs / 2);
        item = blockingMove(qMax<qint64>(1, slice));
    }
    if (!item)
        m_recovering = true; // the server may have moved an item whose reply never came
    else if (item->has_value())
        ++m_handed[**item];
    return item;
}

// The first item of the processing list that the caller was never given, if any: in list order
// (take order), each item matched first against the ones handed out, then against what a
// previous process left. Read-only unless it finds one.
Result<std::optional<QByteArray>> ReliableQueue::recover()
{
    const auto items = inFlight();
    if (!items)
        return items.error();
    Multiset handed = m_handed;
    Multiset leftover;
    std::optional<QByteArray> lost;
    for (const QByteArray &item : *items) {
        if (handed.value(item) > 0) {
            --handed[item];
        } else if (m_leftover && m_leftover->value(item) > leftover.value(item)) {
            ++leftover[item];
        } else if (!lost) {
            lost = item;
        }
    }
    // Leftovers reaped or acked meanwhile are gone for good. Without a baseline (the first
    // take's reply was lost), every item not handed out counted as lost; once none is left, all
    // that is here has been handed out.
    if (m_leftover || !lost)
        m_leftover = leftover;
    if (lost) {
        if (auto beat = heartbeat(); !beat) // the caller starts on it: a fresh deadline
            return beat.error();
    }
    return lost;
}

Result<std::optional<QByteArray>> ReliableQueue::takeNow()
{
    // Until the object knows what a previous process of this id left in the list, the script
    // returns the list as it was before its move (atomically with it).
    const bool askLeftover = !m_leftover.has_value();
    const auto reply = m_connection.eval(
        takeScript(), {m_keys.queue(), m_keys.processing(m_consumer), m_keys.consumers()},
        {m_consumer, QByteArray::number(m_visibilityMs), askLeftover ? "1" : ""});
    if (!reply)
        return reply.error();
    if (!reply->isArray() || reply->elements().size() != 3 || !reply->elements().at(2).isArray())
        return unexpectedQueueReply(takeScript().name(), *reply);
    if (askLeftover) {
        Multiset handed = m_handed;
        Multiset leftover;
        for (const RedisReply &e : reply->elements().at(2).elements()) {
            if (handed.value(e.bytes()) > 0)
                --handed[e.bytes()];
            else
                ++leftover[e.bytes()];
        }
        m_leftover = leftover;
    }
    return reply->elements().at(1).toOptionalBytes();
}

Result<std::optional<QByteArray>> ReliableQueue::blockingMove(qint64 waitMs)
{
    // The heartbeat and the BLMOVE go out in one write, so no stall of this client can come
    // between them: when an item lands, the deadline is at least half the visibility timeout
    // ahead and the reaper leaves this consumer alone. Sent apart, a consumer reaped in such a
    // stall could take an item into a processing list the registry no longer names, and die
    // with it there. The heartbeat right after an item moves the deadline again.
    const auto replies = m_connection.blockingPipeline(
        {heartbeatScript().evalShaCommand({m_keys.consumers()},
                                          {m_consumer, QByteArray::number(m_visibilityMs)}),
         {"BLMOVE", m_keys.queue(), m_keys.processing(m_consumer), "LEFT", "RIGHT",
          QueueWait::seconds(waitMs)}},
        int(waitMs));
    // NOSCRIPT (a flushed script cache) fails only the stamp; the stamp after the move
    // (heartbeat(), which falls back to EVAL) covers it. Any other failure may come with an
    // item moved all the same: take() then recovers it on the next call.
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
        return again.error(); // the item stays in flight here; the next take hands it out
    return item;
}

Result<qint64> ReliableQueue::heartbeat()
{
    if (auto valid = validate(); !valid)
        return valid.error();
    const auto reply = m_connection.eval(heartbeatScript(), {m_keys.consumers()},
                                         {m_consumer, QByteArray::number(m_visibilityMs)});
    if (!reply)
        return reply.error();
    if (!reply->isArray() || reply->elements().size() != 2)
        return unexpectedQueueReply(heartbeatScript().name(), *reply);
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

// The caller is done with one copy of item, whatever the server answers.
void ReliableQueue::release(const QByteArray &item)
{
    if (m_handed.value(item) > 0) {
        if (--m_handed[item] == 0)
            m_handed.remove(item);
    } else if (m_leftover && m_leftover->value(item) > 0) {
        if (--(*m_leftover)[item] == 0)
            m_leftover->remove(item);
    }
}

Result<QueueAck> ReliableQueue::finish(const LuaScript &script, const QList<QByteArray> &keys,
                                       const QByteArray &item)
{
    if (auto valid = validate(); !valid)
        return valid.error();
    release(item);
    const auto reply =
        m_connection.eval(script, keys, {m_consumer, QByteArray::number(m_visibilityMs), item});
    if (!reply) {
        // Unknown whether the LREM ran: if not, the item is still here, and the next take
        // hands it out again rather than leave it stuck with a live consumer.
        m_recovering = true;
        return reply.error();
    }
    if (!reply->isArray() || reply->elements().size() != 2 ||
        !reply->elements().at(0).isInteger() || !reply->elements().at(1).isInteger())
        return unexpectedQueueReply(script.name(), *reply);
    QueueAck a;
    a.done = reply->elements().at(0).integerValue() == 1;
    a.atUs = reply->elements().at(1).integerValue();
    if (!a.done)
        a.detail = QStringLiteral("not in flight at consumer %1: the reaper requeued it after "
                                  "its deadline passed (it will be, or was, delivered again), "
                                  "or it was never taken here")
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
