#pragma once

#include "connectionoptions.h"
#include "rediscommand.h"
#include "redisreply.h"

#include <QList>

// The commands a new connection sends before it is handed out (AUTH, SELECT, CLIENT SETNAME),
// pipelined in one round trip, and the verdict on their replies.
class ConnectionHandshake
{
public:
    static QList<RedisCommand> commands(const ConnectionOptions &options);
    static Result<void> check(const QList<RedisCommand> &commands,
                              const QList<Result<RedisReply>> &replies);
};
