#pragma once

#include "rediscommand.h"
#include "result.h"

// Read-only mode: which commands CoordScope may send to a server the user has not opened for
// writing. An allowlist, not a denylist: a command it does not know is refused. It holds Redis
// 7.0's @read commands except KEYS (CoordScope never sends KEYS), the connection commands the
// handshake and health checks need (AUTH, SELECT, PING, ECHO, CLIENT SETNAME/GETNAME/ID/INFO,
// READONLY, QUIT; not HELLO, which could switch to RESP3, nor RESET, which drops the login), INFO,
// TIME, the pub/sub commands that only listen (SUBSCRIBE, PSUBSCRIBE and their UN-), PUBSUB's
// introspection and COMMAND's. MULTI/EXEC and scripts are not in it (even EVAL_RO: a read-only ACL
// user may not run it either).
namespace ReadOnlyCommands {
bool isRead(const RedisCommand &argv);
// The allowlist, lower case, "name|sub" for subcommands (for tests and documentation).
QList<QByteArray> allowed();
// Ok for a read command; otherwise a ReadOnly error naming the command (nothing was sent).
Result<void> check(const RedisCommand &argv);
} // namespace ReadOnlyCommands
