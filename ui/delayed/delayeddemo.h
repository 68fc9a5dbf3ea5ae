#pragma once

#include "keyspace.h"
#include "result.h"

#include <QString>

class RedisConnection;

// Demo data for the Delayed queues view, written with the real primitives: the delayed queue
// "emails" with items overdue (a few already claimed onto its ready list), due in a few seconds
// and due later; "reports", spread over the next two minutes; and a Sidekiq-shaped schedule set
// `<prefix>sidekiq:schedule` (JSON jobs scored in epoch seconds).
class DelayedDemo
{
public:
    static constexpr char SidekiqSchedule[] = "sidekiq:schedule";

    // One line saying what was written.
    static Result<QString> populate(RedisConnection &connection, const KeySpace &keys = KeySpace());
};
