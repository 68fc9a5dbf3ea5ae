#pragma once

#include "connectionoptions.h"
#include "interleavedrounds.h"

#include <QStringList>
#include <utility>

// What the cluster suite's measurements share: one private server and a local cluster's seed
// (the same work on each), the rounds, where progress goes, and the notes a run leaves for what
// the table has no column for. Each adds its own run().
class ServerAndClusterBench
{
public:
    using Progress = InterleavedRounds::Progress;

    ServerAndClusterBench(ConnectionOptions server, ConnectionOptions clusterSeed, int rounds)
        : m_server(std::move(server))
        , m_clusterSeed(std::move(clusterSeed))
        , m_rounds(rounds)
    {
        m_clusterSeed.cluster = ConnectionOptions::Cluster::Yes;
    }

    void setProgress(Progress progress) { m_progress = std::move(progress); }
    // After run(): CPU times, a quotient of ratios, whether the goal holds.
    QStringList notes() const { return m_notes; }

protected:
    ConnectionOptions m_server;
    ConnectionOptions m_clusterSeed; // cluster=yes
    int m_rounds;
    Progress m_progress;
    QStringList m_notes;
};
