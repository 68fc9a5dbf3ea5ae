#include "roundtripbench.h"

#include <QElapsedTimer>

namespace {
constexpr int WarmUpCommands = 1000;

// redis-benchmark's own SET without -r: this key, and a value of -d 3 bytes.
const RedisCommand &setCommand()
{
    static const RedisCommand command{"SET", "key:__rand_int__", "xxx"};
    return command;
}

double perSecond(qint64 operations, const QElapsedTimer &clock)
{
    const qint64 ns = qMax<qint64>(1, clock.nsecsElapsed());
    return double(operations) * 1e9 / double(ns);
}
} // namespace

RoundTripBench::RoundTripBench(const ConnectionOptions &target)
    : m_connection(target)
{}

Result<void> RoundTripBench::warmUp()
{
    if (auto connected = m_connection.connect(); !connected)
        return connected;
    for (int i = 0; i < WarmUpCommands; ++i)
        if (auto r = m_connection.command(setCommand()); !r)
            return r.error();
    return {};
}

Result<double> RoundTripBench::sequential(int requests)
{
    if (auto connected = m_connection.connect(); !connected)
        return connected.error();
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < requests; ++i)
        if (auto r = m_connection.command(setCommand()); !r)
            return r.error();
    return perSecond(requests, clock);
}

Result<double> RoundTripBench::pipelined(int requests)
{
    if (auto connected = m_connection.connect(); !connected)
        return connected.error();
    const QList<RedisCommand> fullBatch(PipelineBatch, setCommand());
    QElapsedTimer clock;
    clock.start();
    for (int sent = 0; sent < requests; sent += PipelineBatch) {
        const int size = qMin(PipelineBatch, requests - sent);
        const auto replies =
            m_connection.pipeline(size == PipelineBatch ? fullBatch : fullBatch.mid(0, size));
        for (const auto &r : replies)
            if (!r)
                return r.error();
    }
    return perSecond(requests, clock);
}
