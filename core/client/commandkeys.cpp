#include "commandkeys.h"

#include <QHash>

namespace {
// A key specification as Redis's legacy one: keys from `first` to `last` (negative: counted
// from the end, -1 the last argument) every `step`, or a count of keys at `numkeysAt` followed by
// the keys (after one destination key at `destination` when set).
struct KeySpec
{
    enum class Shape { Range, NumKeys, Streams, SubcommandKey, Keyless };
    Shape shape = Shape::Range;
    int first = 1;
    int last = 1;
    int step = 1;
    int numkeysAt = 0;
    int destination = 0;
};

KeySpec range(int first, int last, int step = 1)
{
    return {KeySpec::Shape::Range, first, last, step, 0, 0};
}

KeySpec numKeys(int at, int destination = 0)
{
    return {KeySpec::Shape::NumKeys, 0, 0, 1, at, destination};
}

const QHash<QByteArray, KeySpec> &commandKeySpecs()
{
    static const QHash<QByteArray, KeySpec> specs = [] {
        QHash<QByteArray, KeySpec> s;
        const auto add = [&s](std::initializer_list<const char *> verbs, KeySpec spec) {
            for (const char *v : verbs)
                s.insert(QByteArray(v), spec);
        };
        add({"GET",
             "SET",
             "SETNX",
             "SETEX",
             "PSETEX",
             "GETSET",
             "GETDEL",
             "GETEX",
             "APPEND",
             "STRLEN",
             "INCR",
             "INCRBY",
             "INCRBYFLOAT",
             "DECR",
             "DECRBY",
             "GETRANGE",
             "SETRANGE",
             "SUBSTR",
             "GETBIT",
             "SETBIT",
             "BITCOUNT",
             "BITPOS",
             "BITFIELD",
             "BITFIELD_RO",
             "EXPIRE",
             "PEXPIRE",
             "EXPIREAT",
             "PEXPIREAT",
             "EXPIRETIME",
             "PEXPIRETIME",
             "TTL",
             "PTTL",
             "PERSIST",
             "TYPE",
             "DUMP",
             "RESTORE",
             "LPUSH",
             "RPUSH",
             "LPUSHX",
             "RPUSHX",
             "LPOP",
             "RPOP",
             "LLEN",
             "LRANGE",
             "LINDEX",
             "LSET",
             "LREM",
             "LTRIM",
             "LINSERT",
             "LPOS",
             "SADD",
             "SREM",
             "SMEMBERS",
             "SISMEMBER",
             "SMISMEMBER",
             "SCARD",
             "SPOP",
             "SRANDMEMBER",
             "SSCAN",
             "HSET",
             "HSETNX",
             "HGET",
             "HMSET",
             "HMGET",
             "HDEL",
             "HLEN",
             "HKEYS",
             "HVALS",
             "HGETALL",
             "HEXISTS",
             "HINCRBY",
             "HINCRBYFLOAT",
             "HSTRLEN",
             "HRANDFIELD",
             "HSCAN",
             "ZADD",
             "ZREM",
             "ZCARD",
             "ZSCORE",
             "ZMSCORE",
             "ZINCRBY",
             "ZRANK",
             "ZREVRANK",
             "ZRANGE",
             "ZREVRANGE",
             "ZRANGEBYSCORE",
             "ZREVRANGEBYSCORE",
             "ZRANGEBYLEX",
             "ZREVRANGEBYLEX",
             "ZCOUNT",
             "ZLEXCOUNT",
             "ZREMRANGEBYRANK",
             "ZREMRANGEBYSCORE",
             "ZREMRANGEBYLEX",
             "ZPOPMIN",
             "ZPOPMAX",
             "ZRANDMEMBER",
             "ZSCAN",
             "PFADD",
             "GEOADD",
             "GEOPOS",
             "GEODIST",
             "GEOHASH",
             "GEOSEARCH",
             "GEORADIUS_RO",
             "GEORADIUSBYMEMBER_RO",
             "XADD",
             "XLEN",
             "XRANGE",
             "XREVRANGE",
             "XDEL",
             "XTRIM",
             "XACK",
             "XPENDING",
             "XCLAIM",
             "XAUTOCLAIM",
             "XSETID",
             "SPUBLISH",
             "BF.ADD",
             "BF.EXISTS"},
            range(1, 1));
        add({"RENAME", "RENAMENX", "RPOPLPUSH", "LMOVE", "SMOVE", "COPY", "GEOSEARCHSTORE",
             "ZRANGESTORE", "BLMOVE", "BRPOPLPUSH"},
            range(1, 2));
        add({"DEL", "UNLINK", "EXISTS", "TOUCH", "MGET", "WATCH", "SINTER", "SUNION", "SDIFF",
             "SINTERSTORE", "SUNIONSTORE", "SDIFFSTORE", "PFCOUNT", "PFMERGE", "SSUBSCRIBE",
             "SUNSUBSCRIBE"},
            range(1, -1));
        add({"BITOP"}, range(2, -1));
        add({"MSET", "MSETNX"}, range(1, -1, 2));
        add({"BLPOP", "BRPOP", "BZPOPMIN", "BZPOPMAX"}, range(1, -2));
        add({"EVAL", "EVALSHA", "EVAL_RO", "EVALSHA_RO", "FCALL", "FCALL_RO"}, numKeys(2));
        add({"ZUNIONSTORE", "ZINTERSTORE", "ZDIFFSTORE"}, numKeys(2, 1));
        add({"ZUNION", "ZINTER", "ZDIFF", "ZINTERCARD", "SINTERCARD", "LMPOP", "ZMPOP"},
            numKeys(1));
        add({"BLMPOP", "BZMPOP"}, numKeys(2));
        add({"XREAD", "XREADGROUP"}, {KeySpec::Shape::Streams, 0, 0, 1, 0, 0});
        add({"OBJECT", "MEMORY", "XINFO", "XGROUP"},
            {KeySpec::Shape::SubcommandKey, 2, 2, 1, 0, 0});
        add({"PING",         "ECHO",      "INFO",     "TIME",      "DBSIZE",       "SCAN",
             "KEYS",         "RANDOMKEY", "FLUSHDB",  "FLUSHALL",  "CLIENT",       "CONFIG",
             "COMMAND",      "CLUSTER",   "SCRIPT",   "FUNCTION",  "SELECT",       "AUTH",
             "HELLO",        "QUIT",      "RESET",    "MULTI",     "EXEC",         "DISCARD",
             "UNWATCH",      "ASKING",    "READONLY", "READWRITE", "WAIT",         "SLOWLOG",
             "LATENCY",      "DEBUG",     "SAVE",     "BGSAVE",    "BGREWRITEAOF", "LASTSAVE",
             "ROLE",         "REPLICAOF", "SLAVEOF",  "SUBSCRIBE", "UNSUBSCRIBE",  "PSUBSCRIBE",
             "PUNSUBSCRIBE", "PUBLISH",   "PUBSUB",   "MONITOR",   "ACL",          "SWAPDB",
             "LOLWUT",       "SHUTDOWN",  "FAILOVER", "MODULE",    "SENTINEL"},
            {KeySpec::Shape::Keyless, 0, 0, 1, 0, 0});
        return s;
    }();
    return specs;
}

// OBJECT ENCODING key, MEMORY USAGE key, XINFO STREAM key, XGROUP CREATE key: the subcommands
// that take a key take it second; the others (OBJECT HELP, MEMORY STATS) take none.
bool subcommandTakesKey(const QByteArray &verb, const QByteArray &subcommand)
{
    const QByteArray sub = subcommand.toUpper();
    if (verb == "OBJECT")
        return sub == "ENCODING" || sub == "FREQ" || sub == "IDLETIME" || sub == "REFCOUNT";
    if (verb == "MEMORY")
        return sub == "USAGE";
    if (verb == "XINFO")
        return sub == "STREAM" || sub == "GROUPS" || sub == "CONSUMERS";
    if (verb == "XGROUP")
        return sub == "CREATE" || sub == "DESTROY" || sub == "CREATECONSUMER" ||
               sub == "DELCONSUMER" || sub == "SETID";
    return false;
}
} // namespace

std::optional<QList<int>> CommandKeys::positions(const RedisCommand &argv)
{
    if (argv.isEmpty())
        return QList<int>();
    const QByteArray verb = argv.first().toUpper();
    const auto it = commandKeySpecs().constFind(verb);
    if (it == commandKeySpecs().constEnd())
        return std::nullopt;
    const KeySpec &spec = *it;
    const int n = int(argv.size());
    QList<int> keys;
    switch (spec.shape) {
    case KeySpec::Shape::Keyless:
        break;
    case KeySpec::Shape::Range: {
        const int last = spec.last < 0 ? n + spec.last : spec.last;
        for (int i = spec.first; i <= last && i < n; i += spec.step)
            keys.append(i);
        break;
    }
    case KeySpec::Shape::NumKeys: {
        if (spec.destination > 0 && spec.destination < n)
            keys.append(spec.destination);
        if (spec.numkeysAt >= n)
            break;
        bool ok = false;
        const qint64 count = argv.at(spec.numkeysAt).toLongLong(&ok);
        if (!ok || count < 0)
            return std::nullopt; // the server will refuse it; let it say how
        for (qint64 i = 0; i < count && spec.numkeysAt + 1 + i < n; ++i)
            keys.append(int(spec.numkeysAt + 1 + i));
        break;
    }
    case KeySpec::Shape::Streams: {
        int streams = -1;
        for (int i = 1; i < n; ++i)
            if (argv.at(i).toUpper() == "STREAMS") {
                streams = i;
                break;
            }
        if (streams < 0)
            return std::nullopt;
        const int rest = n - streams - 1;
        for (int i = 0; i < rest / 2; ++i)
            keys.append(streams + 1 + i);
        break;
    }
    case KeySpec::Shape::SubcommandKey:
        if (n > 2 && subcommandTakesKey(verb, argv.at(1)))
            keys.append(2);
        break;
    }
    return keys;
}

std::optional<QList<QByteArray>> CommandKeys::of(const RedisCommand &argv)
{
    const auto at = positions(argv);
    if (!at)
        return std::nullopt;
    QList<QByteArray> keys;
    keys.reserve(at->size());
    for (int i : *at)
        keys.append(argv.at(i));
    return keys;
}
