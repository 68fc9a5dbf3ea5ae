#pragma once

#include "discoveredprimitive.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// One member of a primitive with a rank or a time: a semaphore holder, a reentrant lock's
// owner, a fair lock's waiter, a scheduled item, a limiter's subject.
struct StateEntry
{
    QByteArray id;                  // member, owner, token, subject, job id
    QByteArray key;                 // the key it was read from, when it has one of its own
    QByteArray preview;             // the payload, cut to StateLimits::previewBytes
    std::optional<double> score;    // as stored
    std::optional<qint64> timeMs;   // the score read as a time (ms since epoch), when it is one
    std::optional<double> count;    // hold count, window count, water level
    std::optional<double> capacity; // the limit that count is held against
    qint64 ttlMs = -1;              // of the entry's own key, if it has one (-1: none)
    enum class Flag { None, BeyondLimit, Expired, Overdue, Stale };
    Flag flag = Flag::None;
};
QString stateEntryFlagName(StateEntry::Flag flag);

// How much a state read may bring back: bounded per tick, whatever the key's size.
struct StateLimits
{
    int entries = 200;      // members/items/subjects listed
    int previewBytes = 120; // of each payload
};

// What a primitive looks like now, read in one or two pipelined round trips with read commands
// only. Fields a kind has no use for stay empty.
struct PrimitiveState
{
    DiscoveredPrimitive primitive;
    qint64 serverTimeMs = 0; // INFO server's server_time_usec in the first round trip, or given

    // Locks: the holder's token (or owner), its remaining TTL (-1 none, -2 not held).
    std::optional<QByteArray> holder;
    qint64 ttlMs = -2;
    std::optional<qint64> fencing; // last fencing number handed out
    std::optional<qint64> limit;   // a semaphore's or limiter's limit when the layout stores it

    // Lengths of lists and sets by role ("ready", "processing:w1", "active", "due", "total").
    QList<std::pair<QByteArray, qint64>> counts;

    // Members / owners / waiters / scheduled items / subjects, in the order that matters
    // (rank, due time), at most StateLimits::entries of them.
    QList<StateEntry> entries;
    qint64 totalEntries = 0; // how many there are in all

    // What the read noticed: "key vanished", "cs:{x}:sem is now a string", "showing 200 of
    // 1,204,332".
    QStringList notes;
};
