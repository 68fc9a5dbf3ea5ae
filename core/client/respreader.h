#pragma once

#include "redisreply.h"

#include <memory>
#include <optional>

// Incremental RESP2 parser: feed it bytes as they arrive, take complete replies out.
// Wraps hiredis's reader; hiredis stays out of this header.
class RespReader
{
public:
    RespReader();
    ~RespReader();
    RespReader(const RespReader &) = delete;
    RespReader &operator=(const RespReader &) = delete;

    void feed(const char *data, qsizetype size);
    void feed(const QByteArray &data) { feed(data.constData(), data.size()); }

    // The next complete reply, nullopt when more bytes are needed, or a Protocol error (after
    // which the stream is unusable and the connection must be dropped).
    Result<std::optional<RedisReply>> next();

    // Starts over with an empty buffer (after a reconnect).
    void reset();

private:
    struct Private;
    std::unique_ptr<Private> d;
};
