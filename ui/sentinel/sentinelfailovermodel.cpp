#include "sentinelfailovermodel.h"

#include <QDateTime>

SentinelFailoverModel::SentinelFailoverModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int SentinelFailoverModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_switches.size());
}

int SentinelFailoverModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SentinelFailoverModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Time:
        return tr("Time");
    case From:
        return tr("From");
    case To:
        return tr("To");
    case Source:
        return tr("Learnt from");
    }
    return {};
}

QVariant SentinelFailoverModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_switches.size())
        return {};
    const SentinelSwitch &s = m_switches.at(index.row());
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Time:
        return QDateTime::fromMSecsSinceEpoch(s.timeMs).toString(QStringLiteral("HH:mm:ss.zzz"));
    case From:
        return s.from;
    case To:
        return s.to;
    case Source:
        return s.announced ? tr("+switch-master from sentinel %1").arg(s.sentinel)
                           : tr("sentinel %1, asked at a reconnect").arg(s.sentinel);
    }
    return {};
}

void SentinelFailoverModel::noteSwitch(const SentinelSwitch &change)
{
    if (m_switches.size() >= MaxRows) {
        beginRemoveRows({}, 0, 0);
        m_switches.removeFirst();
        endRemoveRows();
    }
    const int row = int(m_switches.size());
    beginInsertRows({}, row, row);
    m_switches.append(change);
    endInsertRows();
}

void SentinelFailoverModel::clear()
{
    if (m_switches.isEmpty())
        return;
    beginResetModel();
    m_switches.clear();
    endResetModel();
}

SentinelSwitch SentinelFailoverModel::switchAt(int row) const
{
    return m_switches.value(row);
}
