#pragma once

#include "redisclient.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <functional>

// Sends one command through a RedisClient at a fixed interval while the client is connected,
// never with more than one request in flight, and reports each answer with its round trip.
// The status bar's latency probe (PING) and the Overview's refresh (INFO) are both one of these;
// the Cluster tab's DBSIZE is sent to every master (setNodes()) in one addressed pipeline.
// An error reply is a failure, not an answer; a command the server refuses (NOPERM, NOAUTH, ERR)
// is sent again only after ConnectionHealth::RefusedRetryMs, or on a new connection.
class CommandPoller : public QObject
{
    Q_OBJECT
public:
    CommandPoller(RedisCommand command, int intervalMs, QObject *parent = nullptr);

    // The client to poll through (nullptr: none). Polls at once when it is, or becomes, connected.
    void setClient(RedisClient *client);
    // The nodes to send the command to, asked before each poll ("host:port" as the cluster's map
    // names them, RedisClient::sendPipeline); while it gives some, repliedOnNodes() answers
    // instead of replied(). Unset or empty: the command goes where the client sends it.
    void setNodes(std::function<QStringList()> nodes) { m_nodes = std::move(nodes); }
    // Sends now unless a request is already in flight or the client is not connected.
    void poll();
    // A refusal holds the polling back (see above).
    bool isBackingOff() const;

Q_SIGNALS:
    void replied(const RedisReply &reply, qint64 roundTripUs);
    void failed(const RedisError &error);
    // Each node's answer (an error reply as an error); a refusal by any holds the polling back.
    void repliedOnNodes(const QStringList &nodes, const QList<Result<RedisReply>> &replies,
                        qint64 roundTripUs);

private:
    void sendToNodes(const QStringList &nodes);

    RedisCommand m_command;
    std::function<QStringList()> m_nodes;
    QTimer m_timer;
    QPointer<RedisClient> m_client;
    QMetaObject::Connection m_connected;
    QElapsedTimer m_clock;
    QElapsedTimer m_refusedAt; // invalid: not refused
    quint64 m_generation = 0;  // a reply for an earlier client is dropped
    bool m_inFlight = false;
};
