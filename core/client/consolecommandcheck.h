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
Check check(const RedisCommand &argv);
} // namespace ConsoleCommandCheck
