#pragma once

#include "result.h"

class RedisConnection;

// The load for the GUI benchmark: 10,000 token locks with a TTL, one delayed queue of
// 100,000 items due between one hour ago and one hour ahead, and 1,000 sliding-window limiter
// subjects, written in pipelined batches (the limiters through the real limiter).
struct GuiLoadFixture
{
    int locks = 10000;
    int delayedItems = 100000;
    int limiterSubjects = 1000;

    Result<void> populate(RedisConnection &connection) const;
};
