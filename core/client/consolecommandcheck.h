#pragma once

#include "rediscommand.h"

#include <QString>

// What the Console does with a typed command before sending it, beyond read-only mode (which
// the connection enforces): commands that would take over the shared connection or block it
// without end are refused (SUBSCRIBE, MONITOR, a blocking pop with timeout 0 …: "use
// redis-cli"); commands that stop, empty or reconfigure a server, or block it while they walk
// every key (KEYS), are sent only after the user says yes. Everything else is sent.
namespace ConsoleCommandCheck {
enum class Verdict { Send, Ask, Refuse };
struct Check
{
    Verdict verdict = Verdict::Send;
    QString reason; // why it is refused or asked about
};
// commandTimeoutMs: the connection's command deadline (0: none); a blocking command that would
// wait longer is refused too, since the deadline would drop the connection under it.
Check check(const RedisCommand &argv, int commandTimeoutMs = 0);
} // namespace ConsoleCommandCheck
