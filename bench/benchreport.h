#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

// The middle value (the mean of the two middle ones for an even count); 0 for none.
double medianOf(QList<double> values);

// One measurement on one transport: every round's figure, and its ratio to redis-benchmark -c 1
// measured on the same server in the same invocation.
struct BenchRow
{
    QString suite;       // "transport", "locks", "semaphores"
    QString transport;   // "tcp", "unix", "tls"
    QString measurement; // what ran, e.g. "RedisConnection::command"
    QString unit;        // "requests/s", "round trips/s", "commands/s", "pairs/s", "grants/s"
    QList<double> samples;
    // The median over rounds of this round's figure / redis-benchmark's in the same round:
    // pairing runs that were close in time cancels most of a shared machine's drift.
    double ratio = 1;
    // Contended primitives only, one per round: the 50th and 99th percentile of the time from
    // calling acquire() to being granted, in ms.
    QList<double> waitP50Ms;
    QList<double> waitP99Ms;
    // Lua-bound primitives only: the row of redis-benchmark -c 1 sending the same commands (its
    // ceiling), and the median over rounds of this row's figure / the ceiling's in that round.
    QString ceiling;
    std::optional<double> ratioToCeiling;

    double median() const;
    // (max - min) / median: how noisy the rounds were.
    double spread() const;
    bool hasWaits() const { return !waitP50Ms.isEmpty(); }
};

struct BenchReport
{
    int requests = 0;
    int rounds = 0;
    QString redisVersion;
    QString qtVersion;
    QString hiredisVersion;
    QList<BenchRow> rows;
    QStringList notes;   // what the table has no column for (CPU time, a quotient of ratios)
    QStringList skipped; // transports that could not be set up, and why (TLS without openssl)
    QStringList errors;  // measurements that failed on a running server

    QString toTable() const;
    QJsonObject toJson() const;
};
