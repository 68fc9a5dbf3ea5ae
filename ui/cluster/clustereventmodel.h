#pragma once

#include "clusterredirect.h"
#include "clustertopology.h"

#include <QAbstractTableModel>
#include <optional>

// What happened to the cluster as the client met it, newest last and at most MaxEvents: every
// redirection (MOVED, ASK, TRYAGAIN, CLUSTERDOWN) with the command, its slot and the two nodes,
// and what a new slot map changed: a replica promoted (a failover), a node failed or back, a
// node that joined or left. The teaching view of how a cluster client finds its way.
class ClusterEventModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int MaxEvents = 500;
    enum Column { Time, Event, Details, ColumnCount };
    Q_ENUM(Column)

    explicit ClusterEventModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void noteRedirect(const ClusterRedirect &redirect);
    // Compared with the map noted before (the first one only sets the baseline).
    void noteTopology(const ClusterTopology &topology);
    // A new server: the log and the baseline start over.
    void clear();

    // Every name the Event column can show (for its width).
    static QStringList eventNames();
    // "GET slot 1234: MOVED 127.0.0.1:7000 → 127.0.0.1:7001".
    static QString redirectText(const ClusterRedirect &redirect);
    // The event (MOVED, failover…) and details of a row, for tests and copying.
    QString eventAt(int row) const;
    QString detailsAt(int row) const;

private:
    struct Entry
    {
        qint64 timeMs = 0;
        QString event;
        QString details;
    };
    void append(const QString &event, const QString &details, qint64 timeMs = 0);

    QList<Entry> m_entries;
    std::optional<ClusterTopology> m_last;
};
