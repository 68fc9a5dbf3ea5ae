#pragma once

#include "redisreply.h"
#include "result.h"

#include <QList>
#include <QString>
#include <vector>

// Who serves which slots in a Redis Cluster, as a node reported it (CLUSTER SHARDS, or CLUSTER
// SLOTS before Redis 7): the nodes with their announced addresses and roles, the slot ranges with
// their master and replicas, and a slot → master table for routing. A value: the cluster
// connection replaces it on a refresh and patches one slot on a MOVED.
class ClusterTopology
{
public:
    struct Node
    {
        QString host; // as announced; empty when the node does not know its own address
        quint16 port = 0;
        QByteArray id;
        bool master = false;
        bool failed = false; // CLUSTER SHARDS's health "fail"
        QString address() const;
    };
    struct Range
    {
        int first = 0;
        int last = 0;
        int master = -1;     // index into nodes()
        QList<int> replicas; // indexes into nodes()
    };

    ClusterTopology();

    // `askedHost` replaces an empty announced host: a node that does not know its address (its
    // cluster-announce-ip unset, endpoint "?") is reachable where it was asked.
    static Result<ClusterTopology> fromShards(const RedisReply &reply, const QString &askedHost);
    static Result<ClusterTopology> fromSlots(const RedisReply &reply, const QString &askedHost);

    const QList<Node> &nodes() const { return m_nodes; }
    const QList<Range> &ranges() const { return m_ranges; }
    // The index of the master serving the slot, -1 when no node serves it.
    int masterOf(int slot) const;
    // Where a read of the slot goes when reads may go to replicas: the first replica of the
    // slot's master not marked failed; the master when it has none.
    int readerOf(int slot) const;
    // The nodes that master at least one slot, in node order.
    QList<int> masters() const;
    int servedSlots() const;
    int indexOf(const QString &host, quint16 port) const;

    // After "-MOVED slot host:port": the slot is served there now (a node added if new).
    int move(int slot, const QString &host, quint16 port);

private:
    int addNode(const QString &host, quint16 port, const QByteArray &id, bool master);
    void addRange(int first, int last, int master, const QList<int> &replicas);

    QList<Node> m_nodes;
    QList<Range> m_ranges;
    std::vector<qint16> m_slotMaster;
};
