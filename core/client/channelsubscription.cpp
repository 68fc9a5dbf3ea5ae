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
    return {};
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
