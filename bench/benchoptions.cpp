#include "benchoptions.h"

namespace {
constexpr int MinRequests = 100;
constexpr int MaxRounds = 99;

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
        } else if (arg == QLatin1String("--requests") || arg == QLatin1String("--rounds")) {
            if (i + 1 >= arguments.size())
                return invalid(QStringLiteral("%1 needs a value").arg(arg));
            const bool requests = arg == QLatin1String("--requests");
            const auto n = positiveNumber(arg, arguments.at(++i), requests ? MinRequests : 1,
                                          requests ? 100'000'000 : MaxRounds);
            if (!n)
                return n.error();
            (requests ? options.requests : options.rounds) = *n;
        } else {
            return invalid(QStringLiteral("unknown argument '%1' (see --help)").arg(arg));
        }
    }
    return options;
}

QString BenchOptions::usage()
{
    return QStringLiteral(
        "Usage: coordscope-bench [--requests N] [--rounds R] [--json]\n"
        "\n"
        "Starts private redis-servers (TCP, Unix socket, TLS) and compares, on each, SET round\n"
        "trips through CoordScope's blocking RedisConnection with redis-benchmark -c 1 run\n"
        "against the same server in the same invocation. Runs alternate; the table shows the\n"
        "median ops/s and the median of the per-round ratios to redis-benchmark.\n"
        "\n"
        "  --requests N  SET commands per measurement (default 50000, at least 100)\n"
        "  --rounds R    interleaved repetitions of every measurement (default 3)\n"
        "  --json        print the results as JSON instead of a table\n"
        "  --help        show this text\n"
        "\n"
        "Needs redis-server and redis-benchmark on PATH, and openssl for the TLS rows.\n");
}
