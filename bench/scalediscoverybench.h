#pragma once

#include "benchreport.h"
#include "connectionoptions.h"
#include "interleavedrounds.h"
#include "result.h"

#include <QList>
#include <QStringList>

class RedisConnection;

// Discovery of millions of keys (issue 21) on one private server: 990,000 plain strings (DEBUG
// POPULATE) and 10,000 CoordScope token locks. Rows: a bare SCAN loop (COUNT 500, the same
// RedisConnection) and PrimitiveDiscovery with the defaults (names first: value shapes Auto is
// off at this size), in interleaved rounds, keys/s, the discovery's ratio to the SCAN loop (goal
// at least 0.5). The notes: `coordscope-cli inspect --json-lines` as a child process on 1M and on
// 10M keys (wall time, its peak RSS from getrusage of the reaped child: goals 100 MB and 150 MB,
// the server's CPU from INFO cpu), the SLOWLOG entries of >= 1 ms during that 1M run, and the p99
// of a probe client's PING round trips during a discovery against the same time idle.
class ScaleDiscoveryBench
{
public:
    static constexpr double GoalRatio = 0.5;
    static constexpr double GoalRssMb1M = 100;
    static constexpr double GoalRssMb10M = 150;

    // server: started with --enable-debug-command local; cli: coordscope-cli's path.
    ScaleDiscoveryBench(ConnectionOptions server, QString cli, int rounds, bool tenMillion);
    void setProgress(InterleavedRounds::Progress progress) { m_progress = std::move(progress); }

    Result<QList<BenchRow>> run();
    const QStringList &notes() const { return m_notes; }

private:
    // Its figures as a note; a failure is a note too (the 1M rows stand).
    Result<void> measureTenMillion(RedisConnection &admin, RedisConnection &redis);

    ConnectionOptions m_server;
    QString m_cli;
    int m_rounds;
    bool m_tenMillion;
    InterleavedRounds::Progress m_progress;
    QStringList m_notes;
};
