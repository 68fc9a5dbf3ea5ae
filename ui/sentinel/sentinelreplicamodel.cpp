#include "sentinelreplicamodel.h"

#include <QColor>
#include <QLocale>

SentinelReplicaModel::SentinelReplicaModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int SentinelReplicaModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_replicas.size());
}

int SentinelReplicaModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SentinelReplicaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Address:
        return tr("Replica");
    case Flags:
        return tr("Flags");
    case Link:
        return tr("Link to master");
    case Offset:
        return tr("Replication offset");
    case Lag:
        return tr("Lag (bytes)");
    }
    return {};
}

QVariant SentinelReplicaModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_replicas.size())
        return {};
    const SentinelStatus::Replica &r = m_replicas.at(index.row());
    const bool down = r.flags.contains("down") || r.flags.contains("disconnected");
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Address:
            return r.address;
        case Flags:
            return QString::fromUtf8(r.flags);
        case Link:
            return QString::fromUtf8(r.link);
        case Offset:
            return r.offset < 0 ? tr("unknown") : QLocale().toString(r.offset);
        case Lag:
            return r.lagBytes < 0 ? tr("unknown") : QLocale().toString(r.lagBytes);
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Lag && r.lagBytes < 0)
        return tr("The master's offset could not be read (INFO replication on the master)");
    if (role == Qt::TextAlignmentRole && (index.column() == Offset || index.column() == Lag))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole &&
        ((index.column() == Flags && down) || (index.column() == Link && r.link != "ok")))
        return QColor(0xc6, 0x28, 0x28);
    return {};
}

void SentinelReplicaModel::setReplicas(const QList<SentinelStatus::Replica> &replicas)
{
    bool sameRows = replicas.size() == m_replicas.size();
    for (qsizetype i = 0; sameRows && i < replicas.size(); ++i)
        sameRows = replicas.at(i).address == m_replicas.at(i).address;
    if (!sameRows) {
        beginResetModel();
        m_replicas = replicas;
        endResetModel();
        return;
    }
    m_replicas = replicas;
    if (!m_replicas.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void SentinelReplicaModel::clear()
{
    setReplicas({});
}

int SentinelReplicaModel::rowOf(const QString &address) const
{
    for (qsizetype i = 0; i < m_replicas.size(); ++i)
        if (m_replicas.at(i).address == address)
            return int(i);
    return -1;
}
