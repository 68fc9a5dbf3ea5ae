#pragma once

#include "inspectorread.h"

#include <QList>

class RedisConnection;

// Runs many InspectorReads together: each round trip carries the next request of every
// unfinished read, up to a command budget, in one pipeline, and hands each read its slice of
// the replies. 10,000 lock reads then take ~10 round trips instead of 10,000. One read's error
// stops that read only.
class InspectorReadBatch
{
public:
    explicit InspectorReadBatch(int maxCommandsPerRoundTrip = 1000);

    // Whether the next request of some read is waiting.
    bool finished() const;
    // Adds reads; they are not owned and must outlive the batch's use of them.
    void add(InspectorRead *read);
    // The next pipeline: requests of the unfinished reads, in order, within the budget (at
    // least one read's whole request, however large).
    QList<RedisCommand> nextRequest();
    // Hands each read of the last request its replies.
    void handleReplies(const QList<Result<RedisReply>> &replies);

    // The error that stopped each read, in the order added (None when it finished).
    QList<RedisError> errors() const;

    // Everything on a blocking connection.
    void runBlocking(RedisConnection &connection);

private:
    struct Entry
    {
        InspectorRead *read = nullptr;
        QList<RedisCommand> held; // asked for but left for the next round trip
        RedisError error;
        bool done = false;
    };
    struct Slice
    {
        qsizetype entry = 0;
        qsizetype count = 0;
    };

    int m_budget;
    QList<Entry> m_entries;
    QList<Slice> m_inFlight;
    qsizetype m_next = 0; // round-robin start
};
