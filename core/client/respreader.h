#pragma once

#include "redisreply.h"
#include "respframecheck.h"

#include <memory>
#include <optional>

// Incremental RESP2 parser: feed it bytes as they arrive, take complete replies out.
// Wraps hiredis's reader, with our own reply objects under it; hiredis stays out of this header.
//
// A reply is checked against Limits before anything is allocated for it: a server that claims
// a 2^31-element array or a 2^63-byte string gets a Protocol error at once, and what the reader
// holds grows only with the bytes that really arrive (docs/limits.md).
class RespReader
{
public:
    using Limits = RespLimits;

    RespReader();
    explicit RespReader(const Limits &limits);
    ~RespReader();
    RespReader(const RespReader &) = delete;
    RespReader &operator=(const RespReader &) = delete;

    void feed(const char *data, qsizetype size);
    void feed(const QByteArray &data) { feed(data.constData(), data.size()); }

    // The next complete reply, nullopt when more bytes are needed, or a Protocol error (after
    // which the stream is unusable and the connection must be dropped). Replies complete before
    // a bad one are still returned first.
    Result<std::optional<RedisReply>> next();

    // Starts over with an empty buffer (after a reconnect).
    void reset();

    const Limits &limits() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
