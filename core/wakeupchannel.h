#pragma once

#include "channelsubscription.h"

#include <QByteArray>
#include <functional>
#include <memory>

// What a waiter listens on instead of polling: the pub/sub channel its primitive's release
// publishes on (a lock's wake channel, a semaphore's). The first listen() subscribes on a
// connection of its own, which stays subscribed between waits; pause() then ends at the first
// message for this waiter (or any message, for waiters that race) or when the pause is up,
// whichever comes first, so a lost message costs one pause and nothing more. A user that may not
// SUBSCRIBE, or a subscription that broke, leaves pause() a plain sleep: the waiter still gets
// there by its retry delays.
class WakeUpChannel
{
public:
    WakeUpChannel(ConnectionOptions options, QByteArray channel);
    ~WakeUpChannel();

    // Subscribes unless it is subscribed; false when it cannot (pause() then only sleeps).
    bool listen();
    // Subscribed already (from an earlier wait): a release now reaches this waiter.
    bool isListening() const;
    // Waits pauseMs at most: until a message whose payload is forWhom (any message when forWhom
    // is empty), or stop() says so (asked every AcquireRetry::StopSliceMs). True when a message
    // ended it.
    bool pause(qint64 pauseMs, const QByteArray &forWhom, const std::function<bool()> &stop);

private:
    ConnectionOptions m_options;
    QByteArray m_channel;
    std::unique_ptr<ChannelSubscription> m_subscription;
    bool m_refused = false; // SUBSCRIBE refused (NOPERM): sleep from then on
};
