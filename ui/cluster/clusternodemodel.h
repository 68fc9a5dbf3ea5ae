#pragma once

#include "clusternodelink.h"
#include "clusterredirect.h"
#include "clustertopology.h"

#include <QAbstractTableModel>
#include <QHash>

// The nodes of a Redis Cluster as the client's slot map names them, one row each: every master
// (by its first slot) followed by its replicas. Rows are merged in place when the map changes: a
// node gone is removed, a new one inserted, a failover reorders the rows (a layout change) and
// changes their role. What the map does not say is kept per node across changes: the keys
// (DBSIZE), the client's link to the node, and the last redirection the node answered.
class ClusterNodeModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Role, Address, Id, Slots, SlotCount, Keys, Link, LastRedirect, ColumnCount };
    Q_ENUM(Column)
    enum DataRole {
        AddressRole = Qt::UserRole + 1, // "host:port"
        MasterRole,                     // bool
        FailedRole,                     // bool: the cluster says the node failed
        SortRole,                       // numbers as numbers
    };

    explicit ClusterNodeModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setTopology(const ClusterTopology &topology);
    void setLinks(const QList<ClusterNodeLink> &links);
    // Keys per node address; a node missing from the map keeps its last count.
    void setKeyCounts(const QHash<QString, qint64> &keys);
    // In the row of the node that answered it (redirect.from).
    void noteRedirect(const ClusterRedirect &redirect);
    void clear();

    int rowOf(const QString &address) const;
    int masterCount() const;

private:
    struct Row
    {
        QString address;
        QByteArray id;
        bool master = false;
        bool failed = false;
        QString masterAddress; // a replica's
        QString ranges;        // "0-5460, 5462"
        int slotCount = 0;
        qint64 keys = -1; // -1: not counted yet
        ClusterNodeLink::State link = ClusterNodeLink::State::Connecting;
        bool linked = false; // the client has a link to it
        QString linkError;
        QString lastRedirect;
    };

    static QList<Row> rowsOf(const ClusterTopology &topology);
    static bool sameMapFields(const Row &a, const Row &b);
    QVariant display(const Row &row, int column) const;
    void reorder(const QList<QString> &order);
    void rowChanged(int row, int firstColumn, int lastColumn);

    QList<Row> m_rows;
};
