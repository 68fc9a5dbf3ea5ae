#pragma once

#include "redisreply.h"

#include <QByteArray>

// A reply as RESP2 bytes, as a server sends it: what RespReader reads back into an equal reply.
// For the fuzzers' round trip and for tests that play a server. A status or error reply holding
// "\r\n" has no RESP2 form; it is written as it is, and reads back cut there. The integer -2^63
// is written, but RespReader refuses it (hiredis 0.14 overflows negating it).
class RespWriter
{
public:
    static QByteArray toBytes(const RedisReply &reply);
    static void append(QByteArray &out, const RedisReply &reply);
};
