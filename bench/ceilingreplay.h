#pragma once

#include "redisbenchmarkrunner.h"
#include "rediscommand.h"
#include "result.h"

#include <QList>
#include <QString>
#include <functional>

class RedisConnection;

// One command that redis-benchmark -c 1 sends over and over in place of one step of a primitive.
struct Replay
{
    RedisCommand command;
    // The argument (a key) that gets ":ceiling:__rand_int__" appended, so that every request
    // finds a key of its own that does not exist yet (an acquire that is granted each time).
    // The keys are removed after the run, untimed, and counted: fewer keys than requests means
    // the script did not take the granting path, which fails the run. -1: the command as is.
    qsizetype freshKey = -1;
    // What one request stands for in the primitive's unit (a claim of 100 items: 100).
    int unitsPerRequest = 1;
    // Untimed, around the run (given its requests): put in place the state the step meets in
    // the primitive's loop; check what the run did and clean up.
    std::function<Result<void>(int requests)> before;
    std::function<Result<void>(int requests)> after;
};

// The ceiling of a Lua-bound primitive: redis-benchmark -c 1 sending the EVALSHA that the
// primitive sends, read from the primitive itself (the same script SHA, the same arguments), on
// the same server, as often as the primitive's loop sends it.
class CeilingReplay
{
public:
    // redis-benchmark's -r for fresh keys: with N requests, about N^2 / 2e8 repeats.
    static constexpr qint64 RandomRange = 100000000;

    CeilingReplay(RedisConnection &connection, const RedisBenchmarkRunner &runner);

    // "ceiling: <what> (redis-benchmark -c 1 <how>)": the row's name.
    static QString rowName(const QString &what, const QString &how = QStringLiteral("EVALSHA"));

    // The EVALSHA commands that step (returning any Result) sends on the connection, in order,
    // read through a CommandLog; an error unless there are exactly expected of them. The step
    // has run before, so the scripts are loaded and redis-benchmark gets no NOSCRIPT.
    template <typename Step>
    Result<QList<RedisCommand>> captureScripts(Step step, qsizetype expected) const
    {
        return captureScriptsOf(
            [&step]() -> Result<void> {
                if (const auto r = step(); !r)
                    return r.error();
                return {};
            },
            expected);
    }

    // A Replay's before or after that sends command on the connection.
    std::function<Result<void>(int)> sending(RedisCommand command) const;

    // The replay, requests times: units per second.
    Result<double> run(const Replay &replay, int requests) const;
    // Each replay pairs times: 1 / (1/a + 1/b), pairs per second.
    Result<double> runPair(const Replay &first, const Replay &second, int pairs) const;

private:
    Result<QList<RedisCommand>> captureScriptsOf(const std::function<Result<void>()> &step,
                                                 qsizetype expected) const;
    // UNLINKs the keys "<key>:ceiling:*" (SCAN MATCH); how many there were.
    Result<qint64> removeFreshKeys(const QByteArray &key) const;

    RedisConnection &m_connection;
    const RedisBenchmarkRunner &m_runner;
};
