#include "commandpoller.h"

#include "connectionhealth.h"

CommandPoller::CommandPoller(RedisCommand command, int intervalMs, QObject *parent)
    : QObject(parent)
    , m_command(std::move(command))
{
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &CommandPoller::poll);
    m_timer.start();
}

void CommandPoller::setClient(RedisClient *client)
{
    disconnect(m_connected);
    m_client = client;
    ++m_generation;
    m_inFlight = false;
    m_refusedAt.invalidate();
    if (!client)
        return;
    // A new connection asks again at once, even what the last one was refused.
    m_connected = connect(client, &RedisClient::connected, this, [this] {
        m_refusedAt.invalidate();
        poll();
    });
    poll();
}

void CommandPoller::poll()
{
    if (m_inFlight || !m_client || m_client->state() != RedisClient::State::Connected)
        return;
    if (isBackingOff())
        return;
    m_inFlight = true;
    m_clock.start();
    if (const QStringList nodes = m_nodes ? m_nodes() : QStringList(); !nodes.isEmpty())
        return sendToNodes(nodes);
    m_client->send(m_command, this, [this, generation = m_generation](const Result<RedisReply> &r) {
        if (generation != m_generation)
            return;
        m_inFlight = false;
        const qint64 roundTripUs = m_clock.nsecsElapsed() / 1000;
        const Result<RedisReply> checked = r ? r->toResult() : r;
        if (checked) {
            m_refusedAt.invalidate();
            Q_EMIT replied(*checked, roundTripUs);
            return;
        }
        if (ConnectionHealth::isRefusal(checked.error()))
            m_refusedAt.start();
        Q_EMIT failed(checked.error());
    });
}

bool CommandPoller::isBackingOff() const
{
    return m_refusedAt.isValid() && m_refusedAt.elapsed() < ConnectionHealth::RefusedRetryMs;
}

void CommandPoller::sendToNodes(const QStringList &nodes)
{
    m_client->sendPipeline(
        QList<RedisCommand>(nodes.size(), m_command), nodes, this,
        [this, nodes, generation = m_generation](const QList<Result<RedisReply>> &replies) {
            if (generation != m_generation)
                return;
            m_inFlight = false;
            const qint64 roundTripUs = m_clock.nsecsElapsed() / 1000;
            bool refused = false;
            for (const Result<RedisReply> &r : replies)
                refused = refused || (!r && ConnectionHealth::isRefusal(r.error()));
            if (refused)
                m_refusedAt.start();
            else
                m_refusedAt.invalidate();
            Q_EMIT repliedOnNodes(nodes, replies, roundTripUs);
        });
}
