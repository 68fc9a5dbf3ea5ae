#pragma once

#include "sentinelstatus.h"

#include <QAbstractTableModel>

// The replicas of a Sentinel master as the answering sentinel sees them: address, flags, the
// link to the master, the replication offset and how many bytes behind the master it is. Rows
// are updated in place while the same replicas are listed (dataChanged), reset when they change.
class SentinelReplicaModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Address, Flags, Link, Offset, Lag, ColumnCount };
    Q_ENUM(Column)

    explicit SentinelReplicaModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setReplicas(const QList<SentinelStatus::Replica> &replicas);
    void clear();
    // The row of the replica at address ("host:port"), -1 when not listed.
    int rowOf(const QString &address) const;

private:
    QList<SentinelStatus::Replica> m_replicas;
};
