#pragma once

#include "rediscommand.h"
#include "redisreply.h"
#include "result.h"

#include <QList>
#include <QStringList>

class RedisConnection;

// A read the inspector makes in steps, each step one pipelined round trip, without doing any
// I/O itself: a driver asks for the next request, sends it, and hands the replies back. The
// same read then runs on a blocking RedisConnection (the CLI, tests) and on the GUI's
// asynchronous RedisClient (InspectorReadRunner), and every command it sends is a read command,
// so it works for a read-only ACL user.
class InspectorRead
{
public:
    virtual ~InspectorRead() = default;

    // The next round trip's commands; empty when the read is done.
    virtual QList<RedisCommand> nextRequest() = 0;
    // The node each command of that request goes to (RedisConnection::pipeline(commands,
    // nodes)): a cluster's master for a SCAN of its own, empty for commands routed by their keys.
    // Empty (the default): every command routed by its keys.
    virtual QStringList requestNodes() const { return {}; }
    // The replies to the last request, one per command, in order. An error stops the read.
    virtual Result<void> handleReplies(const QList<Result<RedisReply>> &replies) = 0;
    virtual bool finished() const = 0;
    // Work handleReplies() left for later because the next request does not need it (the
    // discovery's classifying): a driver calls it while that request is at the server, so that
    // the client's work and the server's overlap. A driver that never calls it loses nothing:
    // the next handleReplies(), and the last step, do it first.
    virtual void catchUp() {}

    // Runs every step on a blocking connection, each request written before catchUp() works on
    // the replies of the one before; stops at the first error.
    Result<void> runBlocking(RedisConnection &connection, int maxSteps = 100000);
};
