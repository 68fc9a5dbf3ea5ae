#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

// Value types of a task queue's state, for the inspector, the CLI and tests.

// One list of ready items: the FIFO's (priority "normal"), or a priority level.
struct QueueLevelStatus
{
    QString priority; // "high", "normal", "low"
    QByteArray key;
    qint64 length = 0;
};

// One reliable consumer in the registry.
struct QueueConsumerStatus
{
    QByteArray id;
    qint64 inFlight = 0;
    qint64 deadlineMs = 0;     // its last take, ack, nack or heartbeat + its visibility timeout
    qint64 deadlineLeftMs = 0; // deadline minus the server's now; negative once it has passed
    bool stale = false;        // the deadline has passed: the reaper requeues its items
};

struct QueueStatus
{
    QByteArray name;
    QList<QueueLevelStatus> levels;              // high, normal (the FIFO's list), low
    qint64 ready = 0;                            // all levels
    QList<QueueConsumerStatus> consumers;        // soonest deadline first (at most the first page)
    qint64 consumerCount = 0;                    // in the registry, all of them
    qint64 inFlight = 0;                         // over the listed consumers
    std::optional<qint64> soonestDeadlineLeftMs; // the first consumer's; none: no consumer
    qint64 nowUs = 0;                            // the server's TIME of the reading
};
