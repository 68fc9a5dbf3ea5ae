#include "clustertopology.h"

#include "clusterredirection.h"
#include "hashslot.h"

#include <QHash>

namespace {
RedisError badTopology(const QString &what)
{
    return RedisError(
        RedisError::Kind::UnexpectedReply,
        QStringLiteral("the cluster's topology reply is not as Redis sends it: %1").arg(what));
}

// CLUSTER SHARDS answers maps as flat arrays (RESP2): key, value, key, value...
QHash<QByteArray, RedisReply> flatMap(const RedisReply &reply)
{
    QHash<QByteArray, RedisReply> map;
    const QList<RedisReply> &e = reply.elements();
    for (qsizetype i = 0; i + 1 < e.size(); i += 2)
        map.insert(e.at(i).bytes(), e.at(i + 1));
    return map;
}

bool validSlot(qint64 slot)
{
    return slot >= 0 && slot < HashSlot::SlotCount;
}

bool validPort(qint64 port)
{
    return port > 0 && port <= 65535;
}
} // namespace

QString ClusterTopology::Node::address() const
{
    return clusterNodeAddress(host, port);
}

ClusterTopology::ClusterTopology()
    : m_slotMaster(HashSlot::SlotCount, qint16(-1))
{}

int ClusterTopology::masterOf(int slot) const
{
    return validSlot(slot) ? m_slotMaster[size_t(slot)] : -1;
}

int ClusterTopology::readerOf(int slot) const
{
    const int master = masterOf(slot);
    if (master < 0)
        return master;
    for (const Range &r : m_ranges)
        if (r.master == master && slot >= r.first && slot <= r.last)
            for (int replica : r.replicas)
                if (!m_nodes.at(replica).failed)
                    return replica;
    return master;
}

QList<int> ClusterTopology::masters() const
{
    QList<bool> serving(m_nodes.size(), false);
    for (const Range &r : m_ranges)
        if (r.master >= 0)
            serving[r.master] = true;
    QList<int> list;
    for (int i = 0; i < int(m_nodes.size()); ++i)
        if (serving[i])
            list.append(i);
    return list;
}

int ClusterTopology::servedSlots() const
{
    int n = 0;
    for (qint16 m : m_slotMaster)
        n += m >= 0 ? 1 : 0;
    return n;
}

int ClusterTopology::indexOf(const QString &host, quint16 port) const
{
    for (int i = 0; i < int(m_nodes.size()); ++i)
        if (m_nodes.at(i).port == port && m_nodes.at(i).host == host)
            return i;
    return -1;
}

int ClusterTopology::addNode(const QString &host, quint16 port, const QByteArray &id, bool master)
{
    int i = indexOf(host, port);
    if (i < 0) {
        m_nodes.append(Node{host, port, id, master, false});
        i = int(m_nodes.size()) - 1;
    } else {
        m_nodes[i].master = m_nodes[i].master || master;
        if (m_nodes[i].id.isEmpty())
            m_nodes[i].id = id;
    }
    return i;
}

void ClusterTopology::addRange(int first, int last, int master, const QList<int> &replicas)
{
    m_ranges.append(Range{first, last, master, replicas});
    for (int s = first; s <= last; ++s)
        m_slotMaster[size_t(s)] = qint16(master);
}

int ClusterTopology::move(int slot, const QString &host, quint16 port)
{
    if (!validSlot(slot))
        return -1;
    const int node = addNode(host, port, {}, true);
    m_slotMaster[size_t(slot)] = qint16(node);
    return node;
}

Result<ClusterTopology> ClusterTopology::fromSlots(const RedisReply &reply,
                                                   const QString &askedHost)
{
    if (!reply.isArray())
        return badTopology(QStringLiteral("CLUSTER SLOTS did not answer an array"));
    ClusterTopology t;
    for (const RedisReply &range : reply.elements()) {
        const QList<RedisReply> &e = range.elements();
        if (!range.isArray() || e.size() < 3 || !e.at(0).isInteger() || !e.at(1).isInteger() ||
            !validSlot(e.at(0).integerValue()) || !validSlot(e.at(1).integerValue()) ||
            e.at(0).integerValue() > e.at(1).integerValue())
            return badTopology(QStringLiteral("a slot range of CLUSTER SLOTS"));
        int master = -1;
        QList<int> replicas;
        for (qsizetype i = 2; i < e.size(); ++i) {
            const QList<RedisReply> &node = e.at(i).elements();
            if (node.size() < 2 || !node.at(1).isInteger() || !validPort(node.at(1).integerValue()))
                return badTopology(QStringLiteral("a node of CLUSTER SLOTS"));
            QString host = QString::fromUtf8(node.at(0).bytes());
            if (host.isEmpty() || host == u"?")
                host = askedHost;
            const int index =
                t.addNode(host, quint16(node.at(1).integerValue()),
                          node.size() > 2 ? node.at(2).bytes() : QByteArray(), i == 2);
            if (i == 2)
                master = index;
            else
                replicas.append(index);
        }
        t.addRange(int(e.at(0).integerValue()), int(e.at(1).integerValue()), master, replicas);
    }
    return t;
}

Result<ClusterTopology> ClusterTopology::fromShards(const RedisReply &reply,
                                                    const QString &askedHost)
{
    if (!reply.isArray())
        return badTopology(QStringLiteral("CLUSTER SHARDS did not answer an array"));
    ClusterTopology t;
    for (const RedisReply &shard : reply.elements()) {
        const auto fields = flatMap(shard);
        const RedisReply slots = fields.value("slots");
        const RedisReply nodes = fields.value("nodes");
        if (!slots.isArray() || !nodes.isArray() || slots.elements().size() % 2 != 0)
            return badTopology(QStringLiteral("a shard of CLUSTER SHARDS"));
        int master = -1;
        QList<int> replicas;
        for (const RedisReply &n : nodes.elements()) {
            const auto node = flatMap(n);
            const RedisReply port = node.value("port", node.value("tls-port"));
            if (!port.isInteger() || !validPort(port.integerValue()))
                return badTopology(QStringLiteral("a node of CLUSTER SHARDS without a port"));
            QString host = QString::fromUtf8(node.value("endpoint").bytes());
            if (host.isEmpty() || host == u"?")
                host = QString::fromUtf8(node.value("ip").bytes());
            if (host.isEmpty() || host == u"?")
                host = askedHost;
            const bool isMaster = node.value("role").bytes() == "master";
            const int index =
                t.addNode(host, quint16(port.integerValue()), node.value("id").bytes(), isMaster);
            t.m_nodes[index].failed = node.value("health").bytes() == "fail";
            if (isMaster)
                master = index;
            else
                replicas.append(index);
        }
        const QList<RedisReply> &s = slots.elements();
        for (qsizetype i = 0; i + 1 < s.size(); i += 2) {
            const auto first = s.at(i).toInteger();
            const auto last = s.at(i + 1).toInteger();
            if (!first || !last || !validSlot(*first) || !validSlot(*last) || *first > *last)
                return badTopology(QStringLiteral("a slot range of CLUSTER SHARDS"));
            if (master < 0)
                return badTopology(QStringLiteral("a shard with slots and no master"));
            t.addRange(int(*first), int(*last), master, replicas);
        }
    }
    return t;
}
