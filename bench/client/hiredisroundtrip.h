#pragma once

#include "connectionoptions.h"
#include "result.h"

#include <memory>

// Raw hiredis redisCommand() round trips: the floor a C client reaches on this machine, shown
// as a reference row beside ours. TCP and Unix sockets only (hiredis 0.14 has no TLS).
class HiredisRoundTrip
{
public:
    explicit HiredisRoundTrip(const ConnectionOptions &target);
    ~HiredisRoundTrip();
    HiredisRoundTrip(const HiredisRoundTrip &) = delete;
    HiredisRoundTrip &operator=(const HiredisRoundTrip &) = delete;

    static bool supports(const ConnectionOptions &target);
    // "0.14.1", from the headers this was built with.
    static QString libraryVersion();

    Result<void> connect();
    // Round trips per second.
    Result<double> sequential(int requests);

private:
    struct Private;
    std::unique_ptr<Private> d;
};
