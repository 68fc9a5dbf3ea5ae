#include "benchoptions.h"

namespace {
constexpr int MinRequests = 100;
constexpr int MaxRounds = 99;
constexpr int MinNames = 1000;
constexpr int MaxNames = 2'000'000; // the generator has 316 000 Chinese names (6 % of a book)
constexpr int MinKeys = 1000;
constexpr int MaxKeys = 5'000'000; // twice over (one server and the cluster), in memory

RedisError invalid(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

Result<int> positiveNumber(const QString &option, const QString &value, int minimum, int maximum)
{
    bool ok = false;
    const int n = value.toInt(&ok);
    if (!ok || n < minimum || n > maximum)
        return invalid(QStringLiteral("%1 expects a whole number from %2 to %3, not '%4'")
                           .arg(option)
                           .arg(minimum)
                           .arg(maximum)
                           .arg(value));
    return n;
}

constexpr BenchOptions::Suite Suites[] = {
    BenchOptions::Suite::All,        BenchOptions::Suite::Transport,
    BenchOptions::Suite::Locks,      BenchOptions::Suite::Semaphores,
    BenchOptions::Suite::Queues,     BenchOptions::Suite::Delayed,
    BenchOptions::Suite::Limiters,   BenchOptions::Suite::Autocomplete,
    BenchOptions::Suite::Playground, BenchOptions::Suite::Cluster,
    BenchOptions::Suite::Scale};

Result<BenchOptions::Suite> suiteNamed(const QString &name)
{
    QStringList names;
    for (const auto suite : Suites) {
        if (name == BenchOptions::suiteName(suite))
            return suite;
        names << BenchOptions::suiteName(suite);
    }
    return invalid(QStringLiteral("--suite expects one of %1, not '%2'")
                       .arg(names.join(QLatin1Char('|')), name));
}
} // namespace

Result<BenchOptions> BenchOptions::parse(const QStringList &arguments)
{
    BenchOptions options;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            options.help = true;
        } else if (arg == QLatin1String("--json")) {
            options.json = true;
        } else if (arg == QLatin1String("--suite")) {
            if (i + 1 >= arguments.size())
                return invalid(QStringLiteral("--suite needs a value"));
            const auto suite = suiteNamed(arguments.at(++i));
            if (!suite)
                return suite.error();
            options.suite = *suite;
        } else if (arg == QLatin1String("--requests") || arg == QLatin1String("--rounds")) {
            if (i + 1 >= arguments.size())
                return invalid(QStringLiteral("%1 needs a value").arg(arg));
            const bool requests = arg == QLatin1String("--requests");
            const auto n = positiveNumber(arg, arguments.at(++i), requests ? MinRequests : 1,
                                          requests ? 100'000'000 : MaxRounds);
            if (!n)
                return n.error();
            (requests ? options.requests : options.rounds) = *n;
        } else if (arg == QLatin1String("--names") || arg == QLatin1String("--keys")) {
            if (i + 1 >= arguments.size())
                return invalid(QStringLiteral("%1 needs a value").arg(arg));
            const bool names = arg == QLatin1String("--names");
            const auto n = positiveNumber(arg, arguments.at(++i), names ? MinNames : MinKeys,
                                          names ? MaxNames : MaxKeys);
            if (!n)
                return n.error();
            (names ? options.names : options.keys) = *n;
        } else {
            return invalid(QStringLiteral("unknown argument '%1' (see --help)").arg(arg));
        }
    }
    return options;
}

QString BenchOptions::usage()
{
    return QStringLiteral(
        "Usage: coordscope-bench [--suite NAME] [--requests N] [--rounds R] [--names M]\n"
        "                        [--keys K] [--json]\n"
        "\n"
        "Starts private redis-servers and compares CoordScope's blocking client with\n"
        "redis-benchmark -c 1 -t set run against the same server in the same invocation:\n"
        "  transport  SET round trips through RedisConnection over TCP, a Unix socket and TLS\n"
        "  locks      acquire+release pairs of the token, reentrant and Redlock (3 and 5 nodes)\n"
        "             locks, and the token lock contended by 4 and 16 clients (with wait times)\n"
        "  semaphores acquire+release pairs of the basic, fair, locked, atomic and ttl-keys\n"
        "             semaphores (limit 3), and the atomic one contended by 8 clients\n"
        "  queues     enqueue+dequeue pairs of the FIFO and priority queues, and the\n"
        "             reliable queue's push+take+ack (3 round trips)\n"
        "  delayed    claims of due items in batches of 100 (atomic, zrem-checked), and\n"
        "             enqueues\n"
        "  limiters   rate limiter checks (one round trip each)\n"
        "  autocomplete\n"
        "             loading M generated names into an address book, and prefix queries\n"
        "             (limit 10) by BYLEX and by the book's markers from 1 and 4 clients,\n"
        "             with latency percentiles (details on stderr)\n"
        "  playground the playground engine: 64 and 256 simulated clients on distinct token\n"
        "             locks (commands/s) against redis-benchmark -c 64 and -c 256; the\n"
        "             engine's CPU and RSS on stderr\n"
        "  cluster    a local Redis Cluster of 3 masters and one server, K keys on each:\n"
        "             discovery (SCAN, TYPE, PTTL, samples) of the cluster's masters at once\n"
        "             against the one server; token lock pairs on the cluster against\n"
        "             redis-benchmark --cluster -c 1 (and plain -c 1 at the master its\n"
        "             key is on), and on the one server against redis-benchmark -c 1;\n"
        "             client and server CPU, and quotients of ratios, in the notes\n"
        "  scale      discovery of 1,000,000 keys (990,000 DEBUG POPULATE strings, 10,000\n"
        "             token locks) against a SCAN loop; coordscope-cli inspect on 1M and\n"
        "             10M keys (time, peak RSS, server CPU), SLOWLOG >= 1 ms, and a probe\n"
        "             client's PING p99 during a discovery and idle (issue 21)\n"
        "Runs alternate; the table shows the median ops/s and the median of the per-round\n"
        "ratios to redis-benchmark.\n"
        "\n"
        "  --suite S     what to measure: transport, locks, semaphores, queues, delayed,\n"
        "                limiters, autocomplete, playground, cluster, scale or all\n"
        "                (default all)\n"
        "  --requests N  SET commands per measurement (default 50000, at least 100); a lock\n"
        "                loop makes about as many round trips: N/2 pairs, N/2k on k Redlock\n"
        "                nodes, N/2 shared by contending clients; a semaphore loop N/2 pairs;\n"
        "                an autocomplete row N queries\n"
        "  --rounds R    interleaved repetitions of every measurement (default 3)\n"
        "  --names M     names in the autocomplete suite's address book (default\n"
        "                1000000, from 1000 to 2000000)\n"
        "  --keys K      keys the cluster suite discovers, on the cluster and on the one\n"
        "                server each (default 1000000, from 1000 to 5000000)\n"
        "  --json        print the results as JSON instead of a table\n"
        "  --help        show this text\n"
        "\n"
        "Needs redis-server and redis-benchmark on PATH, and openssl for the TLS rows.\n");
}

QString BenchOptions::suiteName(Suite suite)
{
    switch (suite) {
    case Suite::All:
        return QStringLiteral("all");
    case Suite::Transport:
        return QStringLiteral("transport");
    case Suite::Locks:
        return QStringLiteral("locks");
    case Suite::Semaphores:
        return QStringLiteral("semaphores");
    case Suite::Queues:
        return QStringLiteral("queues");
    case Suite::Delayed:
        return QStringLiteral("delayed");
    case Suite::Limiters:
        return QStringLiteral("limiters");
    case Suite::Autocomplete:
        return QStringLiteral("autocomplete");
    case Suite::Playground:
        return QStringLiteral("playground");
    case Suite::Cluster:
        return QStringLiteral("cluster");
    case Suite::Scale:
        return QStringLiteral("scale");
    }
    return QString();
}
