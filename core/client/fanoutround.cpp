#include "fanoutround.h"

#include "redisconnection.h"

#include <cerrno>
#include <poll.h>

FanOutRound::FanOutRound()
{
    m_clock.start();
}

void FanOutRound::add(RedisConnection &connection, std::function<void()> read)
{
    m_nodes.push_back(Node{&connection, std::move(read), false});
}

QList<qint64> FanOutRound::finish()
{
    QList<qint64> latencyUs(qsizetype(m_nodes.size()), 0);
    const auto readNode = [&](std::size_t i) {
        m_nodes[i].read();
        m_nodes[i].done = true;
        latencyUs[qsizetype(i)] = m_clock.nsecsElapsed() / 1000;
    };
    // What is left of node i's command timeout, counted from the round's start; -1: no timeout.
    const auto msLeft = [&](std::size_t i) -> qint64 {
        const int timeoutMs = m_nodes[i].connection->options().commandTimeoutMs;
        return timeoutMs > 0 ? qMax<qint64>(0, timeoutMs - m_clock.elapsed()) : -1;
    };
    for (;;) {
        std::vector<pollfd> fds;
        std::vector<std::size_t> polled;
        qint64 waitMs = -1;
        for (std::size_t i = 0; i < m_nodes.size(); ++i) {
            if (m_nodes[i].done)
                continue;
            const RedisConnection &c = *m_nodes[i].connection;
            const qintptr fd = c.awaitsReply() ? c.replyDescriptor() : -1;
            if (fd < 0 || c.hasBufferedInput()) {
                readNode(i); // already there, or nothing to wait on: reading does not block
                continue;
            }
            fds.push_back(pollfd{int(fd), POLLIN, 0});
            polled.push_back(i);
            if (const qint64 left = msLeft(i); left >= 0)
                waitMs = waitMs < 0 ? left : qMin(waitMs, left);
        }
        if (fds.empty())
            return latencyUs;
        const int ready = ::poll(fds.data(), nfds_t(fds.size()), int(waitMs));
        if (ready < 0 && errno == EINTR)
            continue;
        for (std::size_t k = 0; k < fds.size(); ++k) {
            // A poll() that failed reads every node in turn: each read keeps its own deadline.
            // One that timed out reads the nodes whose time is up (their reads fail as timeouts).
            const bool due = ready < 0 || fds[k].revents != 0 || msLeft(polled[k]) == 0;
            if (due)
                readNode(polled[k]);
        }
    }
}
