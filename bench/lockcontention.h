#pragma once

#include "connectionoptions.h"
#include "interleavedrounds.h"
#include "keyspace.h"
#include "result.h"

#include <QByteArray>

// Several clients fighting over one token lock: each a thread with its own RedisConnection
// (made in that thread), acquiring with a wait (retrying every RetryDelayMs plus up to
// RetryJitterMs) and releasing at once, until a shared budget of pairs is spent.
class LockContention
{
public:
    static constexpr int RetryDelayMs = 1;
    static constexpr int RetryJitterMs = 1;
    static constexpr qint64 WaitMs = 10000; // a client not granted within it fails the run

    LockContention(ConnectionOptions target, KeySpace keys, QByteArray name, int clients);

    int clients() const { return m_clients; }
    // Total pairs per second from the clients' start to the last release, and the 50th and
    // 99th percentile of the wait from calling acquire() to being granted, over all pairs.
    Result<RunFigures> run(int pairs) const;

    // The nearest-rank percentile (0 < p <= 100) of sorted values; 0 for none.
    static double percentile(const QList<qint64> &sorted, double p);

private:
    ConnectionOptions m_target;
    KeySpace m_keys;
    QByteArray m_name;
    int m_clients;
};
