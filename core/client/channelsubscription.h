#pragma once

#include "connectionoptions.h"
#include "redisconnection.h"

#include <QByteArray>
#include <optional>

// Waiting for a message on one pub/sub channel from a blocking thread: a connection of its own
// (a subscribed connection takes no other command), subscribed only while someone waits, so no
// message piles up between waits. The reentrant lock's waiters use it for the unlock channel; the
// token lock's waiters stay subscribed between waits and skip what is not addressed to them.
class ChannelSubscription
{
public:
    ChannelSubscription(const ConnectionOptions &options, QByteArray channel);

    Result<void> subscribe();
    // True when a message came, false when timeoutMs passed without one.
    Result<bool> wait(int timeoutMs);
    // The next message's payload; nullopt when timeoutMs passed without one.
    Result<std::optional<QByteArray>> next(int timeoutMs);
    bool isSubscribed() const { return m_subscribed && m_connection.isConnected(); }
    // Skips messages published before the server saw UNSUBSCRIBE; drops the connection when
    // anything goes wrong, which unsubscribes just as well.
    void unsubscribe();

private:
    RedisConnection m_connection;
    QByteArray m_channel;
    bool m_subscribed = false;
};
