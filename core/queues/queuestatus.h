#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

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
    qint64 heartbeatAgeMs = 0; // server time now minus its last heartbeat
    bool stale = false;        // older than the visibility timeout: the reaper will requeue
};

struct QueueStatus
{
    QByteArray name;
    QList<QueueLevelStatus> levels;       // high, normal (the FIFO's list), low
    qint64 ready = 0;                     // all levels
    QList<QueueConsumerStatus> consumers; // oldest heartbeat first (at most the first page)
    qint64 consumerCount = 0;             // in the registry, all of them
    qint64 inFlight = 0;                  // over the listed consumers
    qint64 oldestHeartbeatAgeMs = -1;     // -1: no consumer
    qint64 visibilityMs = 0;              // what "stale" was judged by
    qint64 nowUs = 0;                     // the server's TIME of the reading
};
