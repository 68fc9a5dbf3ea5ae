#pragma once

#include "primitivekind.h"

#include <QByteArray>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <functional>
#include <optional>

// What the discoverer has read about one key before classifying it.
struct KeySample
{
    QByteArray key;
    QByteArray type;   // TYPE: string, list, set, zset, hash, stream, none
    qint64 ttlMs = -1; // PTTL: -1 no expiry
    // Read only for keys whose layouts need a look at the value (KeyLayout::needsSample):
    std::optional<QByteArray> stringValue;         // GET (strings up to 512 bytes)
    QList<QByteArray> hashFields;                  // HSCAN 0 COUNT 10: first fields
    QList<QByteArray> hashValues;                  // their values
    QList<std::pair<QByteArray, double>> zsetHead; // ZRANGE 0 2 WITHSCORES
    QList<QByteArray> listHead;                    // LRANGE 0 2
};

// How a zset's scores (or a string's value) read as time.
enum class ScoreUnit {
    None,                 // not a time (a rank counter, equal scores, a geohash)
    EpochSeconds,         // Sidekiq, Redis in Action (may be fractional)
    EpochMilliseconds,    // CoordScope, Redisson, BullMQ completed/failed
    EpochMillisTimes4096, // BullMQ delayed: due_ms * 4096 + a 12-bit counter
    EpochMicroseconds,
    EpochNanoseconds, // redis-cell's TAT
};

// The roles a key can play; PrimitiveStateRead reads a primitive by its keys' roles, types,
// score units and encodings, so a new library's layout needs no new reading code when it fits
// these.
namespace KeyRole {
inline constexpr char Lock[] = "lock";       // string token / hash owner -> hold count
inline constexpr char Fence[] = "fence";     // string: last fencing number
inline constexpr char Waiters[] = "waiters"; // list of waiting ids, first = next
inline constexpr char WaiterDeadlines[] = "waiter-deadlines"; // zset id -> deadline
inline constexpr char Holders[] = "holders";       // zset holder -> acquire time or counter
inline constexpr char Owners[] = "owners";         // zset holder -> ticket (fair order)
inline constexpr char Counter[] = "counter";       // string integer
inline constexpr char Available[] = "available";   // string: permits left (Redisson)
inline constexpr char Lease[] = "lease";           // per-holder key with a TTL (part = holder)
inline constexpr char Schedule[] = "schedule";     // zset item -> due time
inline constexpr char Payloads[] = "payloads";     // hash id -> payload
inline constexpr char Ready[] = "ready";           // list of ready items (part: priority)
inline constexpr char Processing[] = "processing"; // list in flight (part = consumer)
inline constexpr char Active[] = "active";         // list of jobs being worked on
inline constexpr char Consumers[] = "consumers";   // zset consumer -> deadline
inline constexpr char Heartbeat[] = "heartbeat";   // per-worker hash with a TTL (part = worker)
inline constexpr char Retry[] = "retry";           // zset of jobs to retry, by time
inline constexpr char Dead[] = "dead";             // zset of given-up jobs, by time
inline constexpr char Completed[] = "completed";
inline constexpr char Failed[] = "failed";
inline constexpr char Job[] = "job";          // hash of one job (part = job id)
inline constexpr char JobLock[] = "job-lock"; // string token with a TTL (part = job id)
inline constexpr char Meta[] = "meta";        // hash of settings
inline constexpr char Window[] = "window";    // a limiter's state for one subject (part)
inline constexpr char Config[] = "config";    // hash: a limiter's rate, interval, ...
inline constexpr char Names[] = "names";      // zset of equal scores
inline constexpr char Markers[] = "markers";  // marker registry
inline constexpr char Recent[] = "recent";    // capped list
inline constexpr char Bits[] = "bits";
inline constexpr char Params[] = "params";
inline constexpr char Value[] = "value"; // the whole primitive in one key (HLL, geo...)
// Added with the layout catalog:
inline constexpr char Signal[] = "signal";           // list pushed to wake waiters (BLPOP)
inline constexpr char Entries[] = "entries";         // list of scheduled items, insertion order
inline constexpr char Members[] = "members";         // set of ids whose own keys hold the details
inline constexpr char Events[] = "events";           // stream of what happened (BullMQ)
inline constexpr char Bookkeeping[] = "bookkeeping"; // a library's id counter, marker, throttle:
                                                     // no state beyond type, size and TTL
} // namespace KeyRole

// One recognised key shape: a key-name pattern whose named group "name" is the primitive's name,
// the TYPE the key must have, and which part of which primitive it is. A primitive is found
// through its primary key (the one that exists while it is in use); its other keys are attached
// when present.
struct KeyLayout
{
    QString family;  // the primitive layout: "coordscope-token-lock", "redisson-rlock", ...
    QString library; // "CoordScope", "Redisson", "BullMQ", "Bull 3", "Sidekiq", "redis-py",
                     // "Redis in Action", "node-redlock", "user rule", ...
    PrimitiveKind kind;
    QByteArray role; // the key's part: "lock", "holders", "owners", "counter", "schedule", ...
    QRegularExpression pattern; // anchored; group "name", optionally "part" (a subject, a
                                // consumer, a job id: one primitive, many keys of one role)
    // The key of this role for a primitive's name (to attach side keys without scanning for
    // them); empty function: only found by scanning (roles with a "part").
    std::function<QByteArray(const QByteArray &name)> keyFor;
    QByteArray type; // required TYPE (empty: any type; only user rules leave it empty)
    ScoreUnit scoreUnit = ScoreUnit::None;
    // What the value holds when the type alone does not say: "token", "count", "timestamp-ms",
    // "tat-us", "tat-ns", "funnel", "json-job", "redisson-binary", "uuid-count" (hash), ...
    QByteArray encoding;
    bool primary = true;
    int specificity = 0; // when several layouts match one key, the highest wins
    // Optional check of the value's shape (token, field names, score magnitude...).
    std::function<bool(const KeySample &)> confirm;
    bool needsSample = false; // confirm reads KeySample's value fields
    QString source;           // where this layout is documented (docs/inspector.md cites it)
};

// A key matched to a layout.
struct LayoutMatch
{
    const KeyLayout *layout = nullptr;
    QByteArray name; // the primitive's name, from the pattern's "name" group
    QByteArray part; // the "part" group, if any
};
