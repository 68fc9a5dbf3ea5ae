#include "ratelimitbench.h"

#include "ceilingreplay.h"
#include "ratelimiterfactory.h"
#include "redisconnection.h"

#include <QElapsedTimer>

#include <memory>
#include <utility>
#include <vector>

namespace {
constexpr int WarmUpRequests = 2000;
constexpr int WarmUpChecks = 500;
const QString Transport = QStringLiteral("tcp");

RedisError failed(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(),
                      QStringLiteral("limiters %1: %2: %3").arg(Transport, what, e.message()));
}

// Policies a single client cannot exhaust: the measured path is the admitting one, with state
// kept. The sliding window keeps one second of entries (one per check, some 40 000 at this
// rate), the GCRA spends 1 µs of a 1 s tolerance per check, the funnel fills by one per check
// and leaks 1000 per second, so its level and TTL grow through the run (to ~10^5 of 10^9).
RateLimitPolicy admittingPolicy(const QString &kind)
{
    RateLimitPolicy p;
    if (kind == u"funnel") {
        p.capacity = 1e9;
        p.ratePerSecond = 1000;
    } else if (kind == u"gcra") {
        p.limit = 1000000;
        p.periodMs = 1000;
    } else {
        p.limit = RateLimitPolicy::MaxLimit;
        p.periodMs = 1000;
    }
    return p;
}

// checks hit()s in a row, each one round trip; checks per second.
Result<double> checkLoop(RateLimiter &limiter, int checks)
{
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < checks; ++i) {
        const auto d = limiter.hit("bench");
        if (!d)
            return d.error();
        if (!d->allowed)
            return RedisError(
                RedisError::Kind::UnexpectedReply,
                QStringLiteral("%1 limiter refused a check it should admit").arg(limiter.kind()));
    }
    return checks / (double(qMax<qint64>(1, timer.nsecsElapsed())) / 1e9);
}
} // namespace

Result<QList<BenchRow>> RateLimitBench::run()
{
    const KeySpace keys;
    RedisConnection connection(m_target);
    if (auto r = connection.connect(); !r)
        return failed(QStringLiteral("RedisConnection"), r.error());

    // Sliding window and GCRA first: they carry the goal.
    const QStringList kinds{QStringLiteral("sliding"), QStringLiteral("gcra"),
                            QStringLiteral("fixed"), QStringLiteral("funnel")};
    std::vector<std::pair<QString, std::unique_ptr<RateLimiter>>> limiters;
    for (const QString &kind : kinds) {
        auto limiter = RateLimiterFactory::create(
            kind, connection, keys, "bench-limit-" + kind.toUtf8(), admittingPolicy(kind));
        if (!limiter)
            return failed(kind, limiter.error());
        limiters.emplace_back(kind, std::move(limiter).value());
    }

    // Warm-up, untimed: the connection open, every script loaded (the first EVALSHA of each
    // falls back to EVAL), the server's allocator settled.
    if (auto r = m_runner.run(m_target, qMin(m_requests, WarmUpRequests)); !r)
        return failed(QStringLiteral("redis-benchmark"), r.error());
    for (auto &[kind, limiter] : limiters)
        if (auto r = checkLoop(*limiter, WarmUpChecks); !r)
            return failed(QStringLiteral("warm-up"), r.error());

    // The ceilings: redis-benchmark sending each limiter's EVALSHA as it is, on the same key
    // (the checks share its state with the loop's, as one round's loop does with the next).
    const CeilingReplay ceiling(connection, m_runner);
    std::vector<Replay> replays;
    for (auto &[kind, limiter] : limiters) {
        const auto scripts =
            ceiling.captureScripts([&limiter = limiter] { return checkLoop(*limiter, 1); }, 1);
        if (!scripts)
            return failed(kind + QStringLiteral("'s script"), scripts.error());
        replays.push_back(Replay{scripts->first(), -1, 1, {}, {}});
    }

    const int n = m_requests;
    InterleavedRounds rounds(QStringLiteral("limiters"), Transport, m_rounds);
    rounds.setProgress(m_progress);
    rounds.add(QStringLiteral("redis-benchmark -c 1 -t set"), QStringLiteral("requests/s"),
               [this, n] { return m_runner.run(m_target, n); });
    for (std::size_t i = 0; i < limiters.size(); ++i) {
        auto &[kind, limiter] = limiters[i];
        const qsizetype row =
            rounds.add(QStringLiteral("%1 limiter hit").arg(kind), QStringLiteral("checks/s"),
                       [&limiter = limiter, n] { return checkLoop(*limiter, n); });
        rounds.setCeiling(row, rounds.add(CeilingReplay::rowName(kind + QStringLiteral(" check")),
                                          QStringLiteral("checks/s"),
                                          [&ceiling, &replay = replays[i], n] {
                                              return ceiling.run(replay, n);
                                          }));
    }
    return rounds.run();
}
