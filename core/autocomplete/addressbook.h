#pragma once

#include "keyspace.h"
#include "prefixrange.h"
#include "rediscommand.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

class RedisConnection;

enum class CompletionMethod {
    Markers, // "Redis in Action" 6.1.2: markers, WATCH/MULTI, ZRANK, ZRANGE ("ria")
    ByLex,   // ZRANGE … BYLEX LIMIT, one round trip ("bylex")
};
QString completionMethodName(CompletionMethod method);
std::optional<CompletionMethod> completionMethodFromName(const QString &name);

struct CompletionQuery
{
    QByteArray prefix;               // UTF-8 (any bytes but 0x00); empty: every name
    int limit = 10;                  // at most this many names, 1..100000
    std::optional<QByteArray> after; // paging: only names after this one (a display name)
};

struct Completion
{
    QList<QByteArray> names; // display names, in byte order of the index
    int attempts = 1;        // optimistic attempts the marker method needed
    qint64 staleMarkersRemoved = 0;
};

struct AddressBookOptions
{
    // Case-insensitive index: members are "<folded name>\0<display name>", so the order and
    // the prefix match use the folded form while results show the name as it was added.
    bool foldCase = false;
    // The marker method's optimistic attempts before it gives up with a Conflict error. After
    // each conflict it pauses a random 0..50·2^min(attempt, 6) µs (removing a crashed query's
    // markers does not count as an attempt).
    int maxAttempts = 64;
    // A registered marker older than this (client clock) is a crashed query's leftover: the
    // next marker query removes it. Small values are for tests: a live query's markers older
    // than this are swept too (that query then starts over).
    qint64 staleMarkerMs = 60'000;
};

// An address book: names in a sorted set with equal scores, searched by prefix either with the
// book's marker technique or with ZRANGE BYLEX (they return the same names: the property test
// holds them to an in-memory oracle). Keys: "cs:{name}:names" (or ":names-folded") and the
// marker registry "cs:{name}:markers" (or ":markers-folded"), a ZSET of the markers in flight
// scored by when they were added, so a crashed query's markers can be found and removed
// without scanning the names.
class AddressBook
{
public:
    AddressBook(RedisConnection &connection, KeySpace keys, QByteArray name,
                AddressBookOptions options = {});

    QByteArray key() const;
    QByteArray markerRegistryKey() const;
    const AddressBookOptions &options() const { return m_options; }

    // Adds names (all validated first); returns how many were new. One ZADD.
    Result<qint64> add(const QList<QByteArray> &names);
    // Bulk loading: one ZADD per batch, all in one round trip. Says how many batches were
    // stored and how many names were new, also when a later batch failed (the error).
    struct BatchesAdded
    {
        qint64 batchesStored = 0; // the first batchesStored batches are in the book
        qint64 added = 0;
        RedisError error;
    };
    BatchesAdded addBatches(const QList<QList<QByteArray>> &batches);
    Result<qint64> remove(const QList<QByteArray> &names);
    // Names stored, markers in flight not counted.
    Result<qint64> count();

    Result<Completion> complete(const CompletionQuery &query, CompletionMethod method);
    Result<Completion> completeByLex(const CompletionQuery &query);
    Result<Completion> completeWithMarkers(const CompletionQuery &query);

    // Removes registered markers added more than olderThanMs ago (0: all of them, including a
    // concurrent query's, which then starts over); returns how many.
    Result<qint64> sweepMarkers(qint64 olderThanMs);

    // The stored member for a display name (itself, or "<folded>\0<name>").
    QByteArray memberFor(const QByteArray &name) const;
    QByteArray displayOf(const QByteArray &member) const;

    // Fault injection, as DistributedLock's: called at "markers-added" and "before-exec";
    // returning false drops the connection there, as a crash would, and the query fails.
    using StepHook = std::function<bool(const char *step)>;
    void setStepHook(StepHook hook) { m_stepHook = std::move(hook); }

private:
    Result<PrefixRange> rangeFor(const CompletionQuery &query) const;
    Result<qint64> removeMarkers(const QList<QByteArray> &markers);
    void abandonMarkers(const QList<QByteArray> &markers);
    Result<void> crashAt(const char *step);

    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_name;
    AddressBookOptions m_options;
    StepHook m_stepHook;
};
