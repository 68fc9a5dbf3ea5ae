#pragma once

#include "result.h"

class RedisConnection;

// The keyspace issue 21 measures discovery on: plain cache strings made by DEBUG POPULATE
// ("key:N", then "key1000000:N"... per million, the server started with --enable-debug-command
// local) and CoordScope token locks cs:{lock-N}:lock holding "token-N" with a TTL, written in
// pipelines of 1,000. For the scale test and the scale bench.
class CacheAndLocksKeyspace
{
public:
    // Empties the server first.
    static Result<void> write(RedisConnection &redis, qint64 plainKeys, qint64 locks);
};
