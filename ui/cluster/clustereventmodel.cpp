#include "clustereventmodel.h"

#include <QColor>
#include <QDateTime>
#include <QHash>

namespace {
// A node's role in a map, by address: "master", "replica" or empty (not in it).
QHash<QString, std::pair<bool, bool>> rolesOf(const ClusterTopology &topology)
{
    QHash<QString, std::pair<bool, bool>> roles; // address -> (master, failed)
    const QList<int> masters = topology.masters();
    for (int n = 0; n < topology.nodes().size(); ++n) {
        const ClusterTopology::Node &node = topology.nodes().at(n);
        roles.insert(node.address(), {masters.contains(n), node.failed});
    }
    return roles;
}
} // namespace

ClusterEventModel::ClusterEventModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int ClusterEventModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int ClusterEventModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClusterEventModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Time:
        return tr("Time");
    case Event:
        return tr("Event");
    case Details:
        return tr("Details");
    }
    return {};
}

QVariant ClusterEventModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Time:
            return QDateTime::fromMSecsSinceEpoch(e.timeMs).toString(
                QStringLiteral("HH:mm:ss.zzz"));
        case Event:
            return e.event;
        case Details:
            return e.details;
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Event &&
        (e.event == tr("failover") || e.event == tr("node failed") ||
         e.event == QLatin1String("CLUSTERDOWN")))
        return QColor(0xc6, 0x28, 0x28);
    return {};
}

QStringList ClusterEventModel::eventNames()
{
    return {QStringLiteral("MOVED"),
            QStringLiteral("ASK"),
            QStringLiteral("TRYAGAIN"),
            QStringLiteral("CLUSTERDOWN"),
            tr("failover"),
            tr("demoted"),
            tr("node failed"),
            tr("node back"),
            tr("node joined"),
            tr("node left")};
}

QString ClusterEventModel::redirectText(const ClusterRedirect &redirect)
{
    const QString head =
        tr("%1 slot %2:").arg(QString::fromLatin1(redirect.command)).arg(redirect.slot);
    if (redirect.to.isEmpty() || redirect.to == redirect.from)
        return tr("%1 %2 from %3").arg(head, redirect.kind, redirect.from);
    return tr("%1 %2 %3 → %4").arg(head, redirect.kind, redirect.from, redirect.to);
}

void ClusterEventModel::noteRedirect(const ClusterRedirect &redirect)
{
    append(redirect.kind, redirectText(redirect), redirect.timeMs);
}

void ClusterEventModel::noteTopology(const ClusterTopology &topology)
{
    if (!m_last) {
        m_last = topology;
        return;
    }
    const auto before = rolesOf(*m_last);
    const auto now = rolesOf(topology);
    // A node whose role or health changed, in the new map's node order.
    for (const ClusterTopology::Node &node : topology.nodes()) {
        const QString address = node.address();
        const auto [master, failed] = now.value(address);
        if (!before.contains(address)) {
            append(tr("node joined"),
                   master ? tr("%1, a master").arg(address) : tr("%1, a replica").arg(address));
            continue;
        }
        const auto [wasMaster, wasFailed] = before.value(address);
        if (master && !wasMaster)
            append(tr("failover"), tr("%1 was a replica, now a master").arg(address));
        else if (!master && wasMaster)
            append(tr("demoted"), tr("%1 was a master, now serves no slot").arg(address));
        if (failed && !wasFailed)
            append(tr("node failed"), tr("the cluster marks %1 as failed").arg(address));
        else if (!failed && wasFailed)
            append(tr("node back"), tr("%1 is healthy again").arg(address));
    }
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        if (!now.contains(it.key()))
            append(tr("node left"), tr("%1 is no longer in the map").arg(it.key()));
    m_last = topology;
}

void ClusterEventModel::clear()
{
    m_last.reset();
    if (m_entries.isEmpty())
        return;
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

QString ClusterEventModel::eventAt(int row) const
{
    return m_entries.value(row).event;
}

QString ClusterEventModel::detailsAt(int row) const
{
    return m_entries.value(row).details;
}

void ClusterEventModel::append(const QString &event, const QString &details, qint64 timeMs)
{
    if (m_entries.size() >= MaxEvents) {
        beginRemoveRows({}, 0, 0);
        m_entries.removeFirst();
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append({timeMs > 0 ? timeMs : QDateTime::currentMSecsSinceEpoch(), event, details});
    endInsertRows();
}
