#include "wakeupchannel.h"

#include "acquireretry.h"

#include <QDeadlineTimer>
#include <QThread>

WakeUpChannel::WakeUpChannel(ConnectionOptions options, QByteArray channel)
    : m_options(std::move(options))
    , m_channel(std::move(channel))
{}

WakeUpChannel::~WakeUpChannel() = default;

bool WakeUpChannel::listen()
{
    if (m_refused)
        return false;
    if (isListening())
        return true;
    if (!m_subscription)
        m_subscription = std::make_unique<ChannelSubscription>(m_options, m_channel);
    if (auto subscribed = m_subscription->subscribe(); !subscribed) {
        // A user that may not SUBSCRIBE never will; a connection that failed may come back.
        m_refused = subscribed.error().kind() == RedisError::Kind::NoPermission;
        return false;
    }
    return true;
}

bool WakeUpChannel::isListening() const
{
    return m_subscription && m_subscription->isSubscribed();
}

bool WakeUpChannel::pause(qint64 pauseMs, const QByteArray &forWhom,
                          const std::function<bool()> &stop)
{
    const QDeadlineTimer pauseEnd(qMax<qint64>(0, pauseMs));
    const auto slice = [&] {
        return qBound<qint64>(0, pauseEnd.remainingTime(), AcquireRetry::StopSliceMs);
    };
    bool listening = isListening();
    while (!pauseEnd.hasExpired() && !(stop && stop())) {
        if (!listening) {
            QThread::msleep(quint64(slice()));
            continue;
        }
        const auto message = m_subscription->next(int(slice()));
        if (!message) {
            m_subscription->unsubscribe(); // the next listen() subscribes again
            listening = false;
            continue;
        }
        if (message->has_value() && (forWhom.isEmpty() || **message == forWhom))
            return true;
    }
    return false;
}
