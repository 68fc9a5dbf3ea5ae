#pragma once

#include "connectionoptions.h"
#include "interleavedrounds.h"
#include "pairloop.h"
#include "result.h"

#include <functional>

class RedisConnection;

// Several clients fighting over one primitive: each a thread with its own RedisConnection (made
// in that thread) and its own PairLoop on it, acquiring with a wait and releasing at once, until
// a shared budget of pairs is spent.
class ContendedPairs
{
public:
    static constexpr int RetryDelayMs = 1;
    static constexpr int RetryJitterMs = 1;
    static constexpr qint64 WaitMs = 10000; // a client not granted within it fails the run

    // Makes one client's loop on its connection, in the client's thread; the loop should
    // acquire with a wait of WaitMs, retrying every RetryDelayMs plus up to RetryJitterMs.
    using MakeLoop = std::function<Result<PairLoop>(RedisConnection &)>;

    ContendedPairs(ConnectionOptions target, int clients, MakeLoop makeLoop);

    int clients() const { return m_clients; }
    // Total pairs per second from the clients' start to the last release, and the 50th and
    // 99th percentile of the wait from calling acquire() to being granted, over all pairs.
    Result<RunFigures> run(int pairs) const;

    // The nearest-rank percentile (0 < p <= 100) of sorted values; 0 for none.
    static double percentile(const QList<qint64> &sorted, double p);

private:
    ConnectionOptions m_target;
    int m_clients;
    MakeLoop m_makeLoop;
};
