#include "readonlycommands.h"

#include <QSet>

#include <algorithm>

namespace {
// Lower-case names; "name|sub" for a subcommand (Redis's own notation).
const QSet<QByteArray> &readCommands()
{
    static const QSet<QByteArray> commands{
        "asking", // a cluster's redirection: the command after it is checked on its own
        "auth",
        "bitcount",
        "bitfield_ro",
        "bitpos",
        "client|getname",
        "client|id",
        "client|info",
        "client|setname",
        "cluster|countkeysinslot",
        "cluster|getkeysinslot",
        "cluster|info",
        "cluster|keyslot",
        "cluster|myid",
        "cluster|nodes",
        "cluster|shards",
        "cluster|slots",
        "command",
        "command|getkeys",
        "command|count",
        "command|docs",
        "command|info",
        "command|list",
        "dbsize",
        "dump",
        "echo",
        "exists",
        "expiretime",
        "geodist",
        "geohash",
        "geopos",
        "georadius_ro",
        "georadiusbymember_ro",
        "geosearch",
        "get",
        "getbit",
        "getrange",
        "hexists",
        "hget",
        "hgetall",
        "hkeys",
        "hlen",
        "hmget",
        "hrandfield",
        "hscan",
        "hstrlen",
        "hvals",
        "info",
        "lastsave",
        "lcs",
        "lindex",
        "llen",
        "lolwut",
        "lpos",
        "lrange",
        "memory|usage",
        "mget",
        "object|encoding",
        "object|freq",
        "object|idletime",
        "object|refcount",
        "pexpiretime",
        "pfcount",
        "ping",
        "psubscribe",
        "pttl",
        "pubsub|channels",
        "pubsub|numpat",
        "pubsub|numsub",
        "pubsub|shardchannels",
        "pubsub|shardnumsub",
        "punsubscribe",
        "quit",
        "randomkey",
        "readonly",
        "role",
        "scan",
        "scard",
        "sdiff",
        "select",
        "sinter",
        "sintercard",
        "sismember",
        "smembers",
        "smismember",
        "sort_ro",
        "srandmember",
        "sscan",
        "ssubscribe",
        "strlen",
        "subscribe",
        "substr",
        "sunion",
        "sunsubscribe",
        "time",
        "touch",
        "ttl",
        "type",
        "unsubscribe",
        "xinfo|consumers",
        "xinfo|groups",
        "xinfo|stream",
        "xlen",
        "xpending",
        "xrange",
        "xread",
        "xrevrange",
        "zcard",
        "zcount",
        "zdiff",
        "zinter",
        "zintercard",
        "zlexcount",
        "zmscore",
        "zrandmember",
        "zrange",
        "zrangebylex",
        "zrangebyscore",
        "zrank",
        "zrevrange",
        "zrevrangebylex",
        "zrevrangebyscore",
        "zrevrank",
        "zscan",
        "zscore",
        "zunion",
    };
    return commands;
}

bool hasSubcommands(const QByteArray &name)
{
    // (also those refused whole, so a refusal names "CONFIG SET", not "CONFIG")
    static const QSet<QByteArray> containers{"acl",    "client",   "cluster", "command", "config",
                                             "debug",  "function", "latency", "memory",  "module",
                                             "object", "pubsub",   "script",  "slowlog", "xinfo"};
    return containers.contains(name);
}
} // namespace

bool ReadOnlyCommands::isRead(const RedisCommand &argv)
{
    if (argv.isEmpty())
        return false;
    const QByteArray name = argv.first().toLower();
    if (hasSubcommands(name)) {
        if (argv.size() < 2)
            return readCommands().contains(name);
        return readCommands().contains(name + '|' + argv.at(1).toLower());
    }
    return readCommands().contains(name);
}

QList<QByteArray> ReadOnlyCommands::allowed()
{
    QList<QByteArray> out = readCommands().values();
    std::sort(out.begin(), out.end());
    return out;
}

Result<void> ReadOnlyCommands::check(const RedisCommand &argv)
{
    if (isRead(argv))
        return {};
    QByteArray shown = argv.value(0);
    if (argv.size() > 1 && hasSubcommands(shown.toLower()))
        shown += ' ' + argv.at(1);
    return RedisError(RedisError::Kind::ReadOnly,
                      QStringLiteral("read-only mode: CoordScope sends only read commands, and %1 "
                                     "is not one; nothing was sent (turn read-only off for this "
                                     "connection to allow it)")
                          .arg(QString::fromUtf8(shown.toUpper())));
}
