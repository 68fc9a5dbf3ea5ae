#pragma once

#include <QElapsedTimer>
#include <QList>

#include <functional>
#include <vector>

class RedisConnection;

// One request to several servers at once, each reply read as it comes: the servers work side by
// side, and the round takes as long as its slowest node instead of the sum of them (Redlock).
// The caller writes the request on every connection first (RedisConnection::startEval,
// startPipeline) and adds what reads each reply; finish() waits on every socket with poll() and
// reads each reply as it arrives, within its connection's command timeout counted from the
// round's start. A connection with nothing to poll (not sent, not connected, a cluster
// connection) is read at once, in the order added. One thread, no event loop.
class FanOutRound
{
public:
    FanOutRound(); // the round's clock starts

    // read() reads connection's reply (and keeps it where the caller wants it).
    void add(RedisConnection &connection, std::function<void()> read);
    // Reads every reply; for each node in the order added, the microseconds from the round's
    // start to its reply having been read.
    QList<qint64> finish();

private:
    struct Node
    {
        RedisConnection *connection = nullptr;
        std::function<void()> read;
        bool done = false;
    };

    QElapsedTimer m_clock;
    std::vector<Node> m_nodes;
};
