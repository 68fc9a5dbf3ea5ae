#pragma once

#include "connectionoptions.h"
#include "redisconnection.h"
#include "result.h"

// CoordScope's own client under load: SET loops through one blocking RedisConnection, with the
// same key and 3-byte value redis-benchmark -t set uses, so both sides do the same work.
class RoundTripBench
{
public:
    static constexpr int PipelineBatch = 100;

    explicit RoundTripBench(const ConnectionOptions &target);

    // Connects (outside any timing) and sends a few commands to settle the connection.
    Result<void> warmUp();
    // One command() per SET, each waiting for its reply. Round trips per second.
    Result<double> sequential(int requests);
    // pipeline() in batches of PipelineBatch. Commands per second.
    Result<double> pipelined(int requests);

private:
    RedisConnection m_connection;
};
