#pragma once

#include "discoveredprimitive.h"
#include "operatoraction.h"
#include "rediscommand.h"
#include "redisreply.h"
#include "result.h"

#include <QList>
#include <QString>
#include <QStringList>

// What the operator asks: an action on one primitive the inspector found (or KeyIdentification
// named from a key), on the row they selected, with what they saw there.
struct OperatorRequest
{
    OperatorAction action = OperatorAction::BreakLock;
    DiscoveredPrimitive primitive;
    QByteArray key;    // the key acted on: the lock, the holders zset, the schedule, the
                       // consumer's processing list, the limiter subject's key
    QByteArray expect; // the token (string lock) or owner field (hash lock) seen
    // The entries acted on: a holder, a scheduled item (member or id), an item in flight, a
    // limiter's subject keys (reset-limit of several subjects). Empty with `all` for requeue:
    // every item of the consumer.
    QList<QByteArray> entries;
    qint64 ttlMs = -1;    // set-ttl: the new lease; postpone: from now
    bool all = false;     // several rows: every expired holder, every stranded item, every subject
    bool cluster = false; // the server is a Redis Cluster: every script's keys in one slot
};

// The commands an action will send, shown in full before they run (the confirmation, the CLI
// without --yes) and then sent exactly as shown. Each command is atomic on its own: a Lua script
// or one command.
struct OperatorPlan
{
    OperatorRequest request;
    QString summary;        // what it will do, in one sentence
    QStringList warnings;   // what it cannot protect (a fenced lock's stale holder, Redlock)
    QList<QByteArray> keys; // every key it may write
    QList<RedisCommand> commands;
    QString scriptName; // the embedded script the EVALs run ("operate_lock"), empty for none

    // The commands as redis-cli would take them, the script's source replaced by its name
    // (<operate_lock.lua>; scriptSource() has it).
    QStringList commandLines() const;
    QByteArray scriptSource() const;
};

// What happened when the plan ran.
struct OperatorOutcome
{
    enum class Status {
        Done,    // it acted
        Changed, // not done: someone else holds it now (current says who)
        Gone,    // not done: the key, holder or item is no longer there
        Alive,   // not done: the consumer whose item it was is alive (requeue)
    };
    Status status = Status::Done;
    QByteArray current; // Changed: the value or owner there now
    qint64 count = 0;   // Done: how many holders, items or keys it removed or moved
    QString message;    // one sentence for the status line, the CLI, the command log

    bool done() const { return status == Status::Done; }
    static QString statusName(Status status); // "done", "changed", "gone", "alive"

    // Reads the replies of plan.commands (one per command, in order).
    static Result<OperatorOutcome> fromReplies(const OperatorPlan &plan,
                                               const QList<Result<RedisReply>> &replies);
};
