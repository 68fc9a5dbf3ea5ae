#pragma once

#include "connectionoptions.h"
#include "redisconnection.h"

#include <QByteArray>

// Waiting for a message on one pub/sub channel from a blocking thread: a connection of its own
// (a subscribed connection takes no other command), subscribed only while someone waits, so no
// message piles up between waits. The reentrant lock's waiters use it for the unlock channel.
class ChannelSubscription
{
public:
    ChannelSubscription(const ConnectionOptions &options, QByteArray channel);

    Result<void> subscribe();
    // True when a message came, false when timeoutMs passed without one.
    Result<bool> wait(int timeoutMs);
    // Skips messages published before the server saw UNSUBSCRIBE; drops the connection when
    // anything goes wrong, which unsubscribes just as well.
    void unsubscribe();

private:
    RedisConnection m_connection;
    QByteArray m_channel;
};
