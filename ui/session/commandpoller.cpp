#include "commandpoller.h"

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
    if (!client)
        return;
    m_connected = connect(client, &RedisClient::connected, this, &CommandPoller::poll);
    poll();
}

void CommandPoller::poll()
{
    if (m_inFlight || !m_client || m_client->state() != RedisClient::State::Connected)
        return;
    m_inFlight = true;
    m_clock.start();
    m_client->send(m_command, this, [this, generation = m_generation](const Result<RedisReply> &r) {
        if (generation != m_generation)
            return;
        m_inFlight = false;
        if (r)
            Q_EMIT replied(*r, m_clock.nsecsElapsed() / 1000);
        else
            Q_EMIT failed(r.error());
    });
}
