#pragma once

#include "inspectorread.h"
#include "primitivestate.h"

#include <memory>

// Reads a discovered primitive's live state, for every family the LayoutCatalog knows, with read
// commands only (TYPE, PTTL, sizes, GETRANGE, bounded LRANGE/ZRANGE/HSCAN/SSCAN, ZCOUNT, HMGET,
// ZMSCORE, PFCOUNT, STRLEN, INFO server; docs/inspector.md lists them per kind): never a script
// or TIME, so a read-only ACL user can run it. A key that
// vanished, changed type or grew past the limits is not an error: the state says so in notes.
class PrimitiveStateRead : public InspectorRead
{
public:
    // Without serverTimeMs the first request adds INFO server and reads server_time_usec (TIME
    // is not a @read command: a read-only ACL user may not run it).
    explicit PrimitiveStateRead(DiscoveredPrimitive primitive, StateLimits limits = {},
                                std::optional<qint64> serverTimeMs = std::nullopt);
    ~PrimitiveStateRead() override;

    QList<RedisCommand> nextRequest() override;
    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override;
    bool finished() const override;

    const PrimitiveState &state() const;

    // server_time_usec from an INFO server reply, in ms.
    static Result<qint64> serverTimeMsFromInfo(const RedisReply &info);
    // A stored time (a zset score, a string's value) in ms since the epoch, floored with 1 µs of
    // slack; nullopt when the unit is not a time or the value is "never" (past 9999-12-31).
    static std::optional<qint64> storedTimeMs(double value, ScoreUnit unit);

private:
    struct Private;
    std::unique_ptr<Private> d;
};
