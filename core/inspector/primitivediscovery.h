#pragma once

#include "discoveredprimitive.h"
#include "inspectorread.h"
#include "keylayout.h"

#include <memory>

class LayoutCatalog;

struct DiscoveryOptions
{
    QByteArray match;        // SCAN MATCH glob; empty: every key
    int scanCount = 500;     // SCAN COUNT hint
    qint64 maxKeys = 100000; // stop after looking at this many keys (the rest: "more")
};

// Finds the primitives in a keyspace: SCAN (never KEYS), then TYPE and PTTL of the new keys in
// one pipeline, then a bounded look at the values of the keys whose layouts need one, then
// LayoutCatalog::classify. Keys of one primitive are grouped under (family, name); keys no
// layout claims stay as unknown keys for the plain key browser. Repeats of SCAN are dropped.
// Read commands only.
class PrimitiveDiscovery : public InspectorRead
{
public:
    PrimitiveDiscovery(const LayoutCatalog &catalog, DiscoveryOptions options = {});
    ~PrimitiveDiscovery() override;

    static Result<void> validate(const DiscoveryOptions &options);

    QList<RedisCommand> nextRequest() override;
    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override;
    bool finished() const override;

    // Sorted by kind, then family, then name.
    QList<DiscoveredPrimitive> primitives() const;
    // The first 10,000 keys no layout claims (for the plain key browser), and how many in all.
    QList<KeySample> unknownKeys() const;
    qint64 unknownKeyCount() const;
    qint64 keysSeen() const;
    // True when maxKeys stopped the scan before the cursor came back to 0.
    bool truncated() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
