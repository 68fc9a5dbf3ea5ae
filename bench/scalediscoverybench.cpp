#include "scalediscoverybench.h"

#include "cacheandlockskeyspace.h"
#include "cputime.h"
#include "layoutcatalog.h"
#include "primitivediscovery.h"
#include "redisconnection.h"

#include <QElapsedTimer>
#include <QProcess>

#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <thread>

namespace {
constexpr qint64 Locks = 10'000;
const int ScanCount = DiscoveryOptions().scanCount; // the GUI's and the CLI's default

RedisError scaleError(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(), QStringLiteral("scale: %1: %2").arg(what, e.message()));
}

// keys in all: 10,000 token locks, the rest plain strings.
Result<void> populate(RedisConnection &redis, qint64 keys)
{
    return CacheAndLocksKeyspace::write(redis, keys - Locks, Locks);
}

Result<qint64> scanLoop(RedisConnection &redis)
{
    QByteArray cursor = "0";
    qint64 seen = 0;
    do {
        const auto reply = redis.command({"SCAN", cursor, "COUNT", QByteArray::number(ScanCount)});
        if (!reply)
            return reply.error();
        if (reply->elements().size() != 2)
            return RedisError(RedisError::Kind::UnexpectedReply, QStringLiteral("SCAN"));
        cursor = reply->elements().at(0).bytes();
        seen += reply->elements().at(1).elements().size();
    } while (cursor != "0");
    return seen;
}

Result<qint64> discover(RedisConnection &redis, const LayoutCatalog &catalog)
{
    DiscoveryOptions options;
    options.maxKeys = std::numeric_limits<qint64>::max();
    PrimitiveDiscovery discovery(catalog, options);
    if (auto r = discovery.runBlocking(redis, 10'000'000); !r)
        return r.error();
    qint64 locks = 0;
    for (const DiscoveredPrimitive &p : discovery.primitives())
        locks += p.family == QLatin1String("coordscope-token-lock");
    if (locks != Locks)
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QStringLiteral("the discovery found %1 locks, not %2").arg(locks).arg(Locks));
    return discovery.keysSeen();
}

// The largest RSS of any reaped child so far, in MB.
double childrenPeakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

struct CliFigures
{
    double seconds = 0;
    double peakRssMb = 0;
    double serverCpu = 0;
};

Result<CliFigures> runCli(const QString &cli, const ConnectionOptions &server,
                          RedisConnection &admin)
{
    const auto cpuBefore = CpuTime::ofServer(admin);
    if (!cpuBefore)
        return cpuBefore.error();
    QProcess process;
    process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer wall;
    wall.start();
    process.start(cli,
                  {QStringLiteral("--url"), QStringLiteral("redis://127.0.0.1:%1").arg(server.port),
                   QStringLiteral("inspect"), QStringLiteral("--json-lines")});
    if (!process.waitForStarted() || !process.waitForFinished(30 * 60 * 1000) ||
        process.exitCode() != 0)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("coordscope-cli inspect failed: %1")
                              .arg(QString::fromUtf8(process.readAllStandardError())));
    CliFigures f;
    f.seconds = double(wall.nsecsElapsed()) / 1e9;
    f.peakRssMb = childrenPeakRssMb();
    const auto cpuAfter = CpuTime::ofServer(admin);
    if (!cpuAfter)
        return cpuAfter.error();
    f.serverCpu = *cpuAfter - *cpuBefore;
    return f;
}

// PING round trips from a connection of its own while `busy` runs (or for `idleMs`), in µs.
struct Probe
{
    QList<double> latenciesUs;
    double p99() const
    {
        if (latenciesUs.isEmpty())
            return 0;
        QList<double> sorted = latenciesUs;
        std::sort(sorted.begin(), sorted.end());
        return sorted.at(qMin(sorted.size() - 1, qsizetype(double(sorted.size()) * 0.99)));
    }
};

Result<Probe> probeWhile(const ConnectionOptions &server, const std::function<void()> &busy)
{
    Probe probe;
    std::atomic<bool> stop = false;
    RedisError error;
    std::thread pinger([&] {
        RedisConnection redis(server);
        QElapsedTimer t;
        while (!stop.load()) {
            t.start();
            if (auto r = redis.command({"PING"}); !r) {
                error = r.error();
                return;
            }
            probe.latenciesUs << double(t.nsecsElapsed()) / 1000.0;
        }
    });
    busy();
    stop = true;
    pinger.join();
    if (error.isError())
        return error;
    return probe;
}

QString fixed(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}
} // namespace

ScaleDiscoveryBench::ScaleDiscoveryBench(ConnectionOptions server, QString cli, int rounds,
                                         bool tenMillion)
    : m_server(std::move(server))
    , m_cli(std::move(cli))
    , m_rounds(rounds)
    , m_tenMillion(tenMillion)
{}

Result<QList<BenchRow>> ScaleDiscoveryBench::run()
{
    m_notes.clear();
    constexpr qint64 Million = 1'000'000;
    RedisConnection admin(m_server);
    RedisConnection redis(m_server);
    if (m_progress)
        m_progress(QStringLiteral("scale: writing 1,000,000 keys"));
    if (auto r = populate(admin, Million); !r)
        return scaleError(QStringLiteral("writing the keys"), r.error());
    const LayoutCatalog catalog;
    if (auto r = discover(redis, catalog); !r) // warm-up
        return scaleError(QStringLiteral("warm-up"), r.error());

    InterleavedRounds rounds(QStringLiteral("scale"), QStringLiteral("tcp"), m_rounds);
    rounds.setProgress(m_progress);
    const QString unit = QStringLiteral("keys/s");
    QList<double> scanSeconds;
    QList<double> discoverySeconds;
    const auto timed = [&](auto body, QList<double> &seconds) -> Result<double> {
        QElapsedTimer t;
        t.start();
        const Result<qint64> keys = body();
        if (!keys)
            return keys.error();
        if (*keys != Million)
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("saw %1 keys, not %2").arg(*keys).arg(Million));
        seconds << double(t.nsecsElapsed()) / 1e9;
        return double(Million) / seconds.last();
    };
    rounds.add(QStringLiteral("SCAN loop COUNT %1, 1M keys").arg(ScanCount), unit,
               [&] { return timed([&] { return scanLoop(redis); }, scanSeconds); });
    rounds.add(QStringLiteral("PrimitiveDiscovery (names first), 1M keys"), unit,
               [&] { return timed([&] { return discover(redis, catalog); }, discoverySeconds); });
    auto rows = rounds.run();
    if (!rows)
        return rows.error();
    m_notes << QStringLiteral("scale: 1,000,000 keys (990,000 DEBUG POPULATE strings, 10,000 "
                              "token locks), medians of %1 rounds: SCAN loop %2 s, discovery %3 s; "
                              "discovery / SCAN loop speed %4 (goal at least %5: %6)")
                   .arg(m_rounds)
                   .arg(fixed(medianOf(scanSeconds), 2), fixed(medianOf(discoverySeconds), 2),
                        fixed(rows->at(1).ratio, 2), fixed(GoalRatio, 2),
                        rows->at(1).ratio >= GoalRatio ? QStringLiteral("met")
                                                       : QStringLiteral("not met"));

    // A probe client's PING p99 during a discovery, and for as long with none.
    if (m_progress)
        m_progress(QStringLiteral("scale: probe client during a discovery and idle"));
    QElapsedTimer busyTime;
    RedisError busyError;
    const auto during = probeWhile(m_server, [&] {
        busyTime.start();
        if (auto r = discover(redis, catalog); !r)
            busyError = r.error();
    });
    const qint64 busyMs = busyTime.elapsed();
    if (!during)
        return scaleError(QStringLiteral("probe"), during.error());
    if (busyError.isError())
        return scaleError(QStringLiteral("probe's discovery"), busyError);
    const auto idle = probeWhile(
        m_server, [&] { std::this_thread::sleep_for(std::chrono::milliseconds(busyMs)); });
    if (!idle)
        return scaleError(QStringLiteral("idle probe"), idle.error());
    m_notes << QStringLiteral("scale: probe client PING p99 %1 µs during a discovery (%2 PINGs "
                              "in %3 s), %4 µs idle (%5 PINGs)")
                   .arg(fixed(during->p99(), 0))
                   .arg(during->latenciesUs.size())
                   .arg(fixed(double(busyMs) / 1000.0, 2), fixed(idle->p99(), 0))
                   .arg(idle->latenciesUs.size());

    // The CLI on 1M keys with SLOWLOG at 1 ms (this private server only).
    for (const RedisCommand &c : {RedisCommand{"CONFIG", "SET", "slowlog-log-slower-than", "1000"},
                                  RedisCommand{"CONFIG", "SET", "slowlog-max-len", "10000"},
                                  RedisCommand{"SLOWLOG", "RESET"}})
        if (auto r = admin.command(c); !r)
            return scaleError(QStringLiteral("slowlog"), r.error());
    if (m_progress)
        m_progress(QStringLiteral("scale: coordscope-cli inspect --json-lines on 1M keys"));
    const auto cli1 = runCli(m_cli, m_server, admin);
    if (!cli1)
        return scaleError(QStringLiteral("CLI on 1M keys"), cli1.error());
    const auto slow = admin.command({"SLOWLOG", "GET", "10000"});
    if (!slow)
        return scaleError(QStringLiteral("slowlog"), slow.error());
    QStringList slowCommands;
    for (const RedisReply &entry : slow->elements())
        if (entry.elements().size() > 3 && !entry.elements().at(3).elements().isEmpty())
            slowCommands << QString::fromUtf8(entry.elements().at(3).elements().at(0).bytes()) +
                                QStringLiteral(" %1 µs").arg(entry.elements().at(2).integerValue());
    m_notes << QStringLiteral("scale: coordscope-cli inspect --json-lines, 1M keys: %1 s, peak "
                              "RSS %2 MB (goal at most %3: %4), server CPU %5 s; SLOWLOG entries "
                              ">= 1 ms during the run: %6%7")
                   .arg(fixed(cli1->seconds, 2), fixed(cli1->peakRssMb, 1), fixed(GoalRssMb1M, 0),
                        cli1->peakRssMb <= GoalRssMb1M ? QStringLiteral("met")
                                                       : QStringLiteral("not met"),
                        fixed(cli1->serverCpu, 2))
                   .arg(slowCommands.size())
                   .arg(slowCommands.isEmpty()
                            ? QString()
                            : QStringLiteral(" (") +
                                  slowCommands.mid(0, 20).join(QStringLiteral(", ")) +
                                  QLatin1Char(')'));
    if (auto r = admin.command({"CONFIG", "SET", "slowlog-log-slower-than", "10000"}); !r)
        return scaleError(QStringLiteral("slowlog"), r.error());

    if (m_tenMillion) {
        if (auto r = measureTenMillion(admin, redis); !r)
            m_notes << QStringLiteral("scale: 10,000,000 keys: failed: ") + r.error().message();
    }
    return rows;
}

Result<void> ScaleDiscoveryBench::measureTenMillion(RedisConnection &admin, RedisConnection &redis)
{
    constexpr qint64 Million = 1'000'000;
    {
        constexpr qint64 TenMillion = 10 * Million;
        if (m_progress)
            m_progress(QStringLiteral("scale: writing 10,000,000 keys"));
        if (auto r = populate(admin, TenMillion); !r)
            return scaleError(QStringLiteral("writing 10M keys"), r.error());
        if (m_progress)
            m_progress(QStringLiteral("scale: SCAN loop and coordscope-cli on 10M keys"));
        QElapsedTimer t;
        t.start();
        const auto scanned = scanLoop(redis);
        if (!scanned)
            return scaleError(QStringLiteral("SCAN loop on 10M keys"), scanned.error());
        const double scanS = double(t.nsecsElapsed()) / 1e9;
        const auto cli10 = runCli(m_cli, m_server, admin);
        if (!cli10)
            return scaleError(QStringLiteral("CLI on 10M keys"), cli10.error());
        m_notes << QStringLiteral("scale: 10,000,000 keys: SCAN loop %1 s; coordscope-cli inspect "
                                  "--json-lines %2 s (%3 of the SCAN loop's speed), peak RSS %4 MB "
                                  "(goal at most %5: %6), server CPU %7 s (INFO cpu)")
                       .arg(fixed(scanS, 2), fixed(cli10->seconds, 2),
                            fixed(scanS / cli10->seconds, 2), fixed(cli10->peakRssMb, 1),
                            fixed(GoalRssMb10M, 0),
                            cli10->peakRssMb <= GoalRssMb10M ? QStringLiteral("met")
                                                             : QStringLiteral("not met"),
                            fixed(cli10->serverCpu, 2));
    }
    return {};
}
