#pragma once

#include "sentinelswitch.h"

#include <QAbstractTableModel>

// The failovers of a Sentinel master that this connection has seen, oldest first and at most
// MaxRows: when, from which master to which, and how the client learnt it (a sentinel's
// +switch-master announcement, or the sentinels asked again at a reconnect).
class SentinelFailoverModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int MaxRows = 200;
    enum Column { Time, From, To, Source, ColumnCount };
    Q_ENUM(Column)

    explicit SentinelFailoverModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void noteSwitch(const SentinelSwitch &change);
    void clear();
    SentinelSwitch switchAt(int row) const;

private:
    QList<SentinelSwitch> m_switches;
};
