#pragma once

#include "redisclient.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

// Sends one command through a RedisClient at a fixed interval while the client is connected,
// never with more than one request in flight, and reports each answer with its round trip.
// The status bar's latency probe (PING) and the Overview's refresh (INFO) are both one of these.
// An error reply is a failure, not an answer; a command the server refuses (NOPERM, NOAUTH, ERR)
// is sent again only after ConnectionHealth::RefusedRetryMs, or on a new connection.
class CommandPoller : public QObject
{
    Q_OBJECT
public:
    CommandPoller(RedisCommand command, int intervalMs, QObject *parent = nullptr);

    // The client to poll through (nullptr: none). Polls at once when it is, or becomes, connected.
    void setClient(RedisClient *client);
    // Sends now unless a request is already in flight or the client is not connected.
    void poll();
    // A refusal holds the polling back (see above).
    bool isBackingOff() const;

Q_SIGNALS:
    void replied(const RedisReply &reply, qint64 roundTripUs);
    void failed(const RedisError &error);

private:
    RedisCommand m_command;
    QTimer m_timer;
    QPointer<RedisClient> m_client;
    QMetaObject::Connection m_connected;
    QElapsedTimer m_clock;
    QElapsedTimer m_refusedAt; // invalid: not refused
    quint64 m_generation = 0;  // a reply for an earlier client is dropped
    bool m_inFlight = false;
};
