#include "cacheandlockskeyspace.h"

#include "keyspace.h"
#include "redisconnection.h"

namespace {
constexpr qint64 LocksPerPipeline = 1000;
constexpr qint64 PlainPerCommand = 100'000;
constexpr const char *LockTtlMs = "36000000"; // ten hours: no lock expires during a run
} // namespace

Result<void> CacheAndLocksKeyspace::write(RedisConnection &redis, qint64 plainKeys, qint64 locks)
{
    if (auto r = redis.command({"FLUSHALL"}); !r)
        return r.error();
    // In chunks: DEBUG POPULATE of a million keys took longer than a reply may (5 s) on a loaded
    // machine.
    for (qint64 first = 0; first < plainKeys; first += PlainPerCommand) {
        const QByteArray prefix =
            first == 0 ? QByteArray("key") : "key" + QByteArray::number(first);
        const qint64 n = qMin(PlainPerCommand, plainKeys - first);
        if (auto r = redis.command({"DEBUG", "POPULATE", QByteArray::number(n), prefix}); !r)
            return r.error();
    }
    const KeySpace names;
    for (qint64 first = 0; first < locks; first += LocksPerPipeline) {
        QList<RedisCommand> sets;
        for (qint64 i = first; i < qMin(locks, first + LocksPerPipeline); ++i)
            sets << RedisCommand{"SET", names.key("lock-" + QByteArray::number(i), "lock"),
                                 "token-" + QByteArray::number(i), "PX", LockTtlMs};
        for (const auto &r : redis.pipeline(sets))
            if (!r)
                return r.error();
    }
    return {};
}
