#pragma once

#include "rediscommand.h"

#include <QList>
#include <optional>

// Where a command's keys are, for routing it in a cluster: the positions in argv of every key
// (a channel for SPUBLISH/SSUBSCRIBE), empty for a keyless command (PING, INFO, SCAN, PUBLISH),
// nullopt for a command this table does not know (the cluster connection then asks the server
// with COMMAND GETKEYS). Redis 7.0's commands, their key specifications written out.
class CommandKeys
{
public:
    static std::optional<QList<int>> positions(const RedisCommand &argv);
    // The keys themselves, in positions() order.
    static std::optional<QList<QByteArray>> of(const RedisCommand &argv);
};
