#pragma once

#include "discoveredprimitive.h"
#include "inspectorread.h"
#include "keylayout.h"

#include <memory>
#include <optional>

class LayoutCatalog;

struct DiscoveryOptions
{
    QByteArray match; // SCAN MATCH glob; empty: every key
    // SCAN COUNT hint. 200: a SCAN of a million-key keyspace costs the server about 0.2 ms
    // (COUNT 500: about 0.5 ms, and more often over 1 ms on a loaded machine), in the same wall
    // time for the whole discovery (docs/inspector.md, "Latency added to other clients").
    int scanCount = 200;
    qint64 maxKeys = 100000; // stop after looking at this many keys (the rest: "more")
    // The nodes to scan, each with a SCAN cursor of its own, all in each step: a cluster's
    // masters, as its map names them (RedisConnection::clusterTopology()). Empty: the one server.
    QStringList nodes;
    // Whether keys no layout claims by name (LayoutCatalog::claimsByName) are typed and their
    // values looked at, for the bare-name layouts told by value shape only (redis-py,
    // node-redlock, redis-cell, Redisson hashes, counters...). Off: such a key costs its share of
    // a SCAN only; it is counted as an unknown key with an empty type, never typed. Auto: On
    // when the keyspace (DBSIZE, summed over the nodes scanned, asked in the first request) is
    // at most valueShapesUpTo keys, or when the server refuses DBSIZE; else Off.
    enum class ValueShapes { Auto, On, Off };
    ValueShapes valueShapes = ValueShapes::Auto;
    qint64 valueShapesUpTo = 100000;
    // Not empty: a probe of these keys only (the new keys keyspace notifications named), with no
    // DBSIZE and no SCAN (match, maxKeys and nodes do not apply; each key goes to its node). Auto
    // value shapes count as On. The side keys of what it finds are looked up as after a scan.
    QList<QByteArray> keys;

    // "auto", "on", "off"; parse: nullopt for anything else.
    static QString valueShapesName(ValueShapes v);
    static std::optional<ValueShapes> parseValueShapes(const QString &text);
};

// How far the scan of one node got (the node empty for the one server).
struct NodeScanProgress
{
    QString node;
    qint64 keysSeen = 0;
    bool done = false; // its cursor came back to 0
};

// Finds the primitives in a keyspace: DBSIZE and SCAN (never KEYS), then TYPE and PTTL of the new
// keys in one pipeline, then a bounded look at the values of the keys whose layouts need one,
// then LayoutCatalog::classify. Without value shapes only the keys some layout claims by name
// are typed; the others are counted (keysNotTyped()). Keys of one primitive are grouped under
// (family, name); keys no layout claims stay as unknown keys for the plain key browser. Repeats of
// SCAN are dropped. Read commands only.
class PrimitiveDiscovery : public InspectorRead
{
public:
    PrimitiveDiscovery(const LayoutCatalog &catalog, DiscoveryOptions options = {});
    ~PrimitiveDiscovery() override;

    static Result<void> validate(const DiscoveryOptions &options);

    QList<RedisCommand> nextRequest() override;
    QStringList requestNodes() const override;
    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override;
    // Classifies the keys of the last replies (handleReplies() only plans the next request).
    void catchUp() override;
    bool finished() const override;

    // Sorted by kind, then family, then name.
    QList<DiscoveredPrimitive> primitives() const;
    // The first 10,000 keys no layout claims (for the plain key browser), and how many in all.
    // A key that was not typed (value shapes off, and no layout claims it by name) has an empty
    // type and a ttlMs of -1 that says nothing: only its name is known.
    QList<KeySample> unknownKeys() const;
    // Exact for a complete scan of a keyspace that did not change; otherwise about (a key that
    // SCAN listed twice while the server resized its table, past the 10,000 listed, counts
    // twice; a side key looked up again may have been counted or not).
    qint64 unknownKeyCount() const;
    qint64 keysSeen() const;
    // True when maxKeys stopped the scan before the cursor came back to 0.
    bool truncated() const;
    // Per node scanned, in the order of DiscoveryOptions::nodes.
    QList<NodeScanProgress> scanProgress() const;
    // Whether keys no layout claims by name were typed and looked at by value (On, or Auto
    // decided On); known once the first replies are handled.
    bool valueShapesUsed() const;
    // Why: "value shapes off: 1,000,000 keys (DBSIZE) is more than 100,000", "... DBSIZE refused
    // (...)", "value shapes on (asked for)". Empty before the first replies.
    QString valueShapesReason() const;
    // Keys looked at by name only (never typed): those no layout claims by name, without value
    // shapes. They are among unknownKeyCount(), unless a primitive found later owns them.
    qint64 keysNotTyped() const;
    // DBSIZE before the scan, summed over the nodes scanned; nullopt when refused.
    std::optional<qint64> dbSize() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
