#include "channelsubscription.h"

namespace {
bool isPush(const RedisReply &r, const QByteArray &type, const QByteArray &channel)
{
    return r.isArray() && r.elements().size() >= 2 && r.elements().at(0).bytes() == type &&
           r.elements().at(1).bytes() == channel;
}
} // namespace

ChannelSubscription::ChannelSubscription(const ConnectionOptions &options, QByteArray channel)
    : m_connection(options)
    , m_channel(std::move(channel))
{}

Result<void> ChannelSubscription::subscribe()
{
    const auto confirmed = m_connection.command({"SUBSCRIBE", m_channel});
    if (!confirmed)
        return confirmed.error();
    if (!isPush(*confirmed, "subscribe", m_channel)) {
        m_connection.disconnect();
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("SUBSCRIBE answered %1").arg(confirmed->summary(60)));
    }
    m_subscribed = true;
    return {};
}

Result<std::optional<QByteArray>> ChannelSubscription::next(int timeoutMs)
{
    const auto pushed = m_connection.receive(timeoutMs);
    if (!pushed)
        return pushed.error();
    if (!pushed->has_value())
        return std::optional<QByteArray>();
    const RedisReply &message = **pushed;
    if (!isPush(message, "message", m_channel) || message.elements().size() < 3)
        return std::optional<QByteArray>(QByteArray());
    return std::optional<QByteArray>(message.elements().at(2).bytes());
}

Result<bool> ChannelSubscription::wait(int timeoutMs)
{
    const auto pushed = m_connection.receive(timeoutMs);
    if (!pushed)
        return pushed.error();
    return pushed->has_value();
}

void ChannelSubscription::unsubscribe()
{
    m_subscribed = false;
    if (!m_connection.isConnected())
        return; // a dropped connection has no subscription left
    const int timeoutMs =
        m_connection.options().commandTimeoutMs > 0 ? m_connection.options().commandTimeoutMs : -1;
    auto reply = m_connection.command({"UNSUBSCRIBE", m_channel});
    while (reply && !isPush(*reply, "unsubscribe", m_channel)) {
        const auto next = m_connection.receive(timeoutMs);
        if (!next || !next->has_value())
            break;
        reply = **next;
    }
    if (!reply || !isPush(*reply, "unsubscribe", m_channel))
        m_connection.disconnect();
}
