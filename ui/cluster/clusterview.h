#pragma once

#include "redisreply.h"
#include "result.h"

#include <QWidget>

class ClusterEventModel;
class ClusterNodeModel;
class CommandPoller;
class EmptyStatePage;
class QLabel;
class QStackedWidget;
class QTableView;
class RedisClient;
class ServerSession;

// The Cluster tab: on a Redis Cluster, its nodes as the client's slot map names them (role,
// address, id, slot ranges, keys by DBSIZE on each master every KeyCountIntervalMs, the client's
// link to each, the last redirection each answered) over a log of the redirections and
// failovers as the client meets them; on one server it says plainly that it is not a cluster.
// A cluster=auto connection is asked RedisClient::detectCluster() once connected.
class ClusterView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int KeyCountIntervalMs = 2000;

    explicit ClusterView(ServerSession *session, QWidget *parent = nullptr);

    ClusterNodeModel *nodeModel() const { return m_nodes; }
    ClusterEventModel *eventModel() const { return m_events; }
    QTableView *nodeTable() const { return m_nodeTable; }
    QTableView *eventTable() const { return m_eventTable; }
    // Whether the cluster page shows (else the empty page, with emptyStateText()).
    bool showsCluster() const;
    QString emptyStateText() const;
    QString summary() const;

private:
    enum class Detected { Unknown, Cluster, NotCluster };

    QWidget *createClusterPage();
    void setClient(RedisClient *client);
    void detect();
    void onTopologyChanged();
    void onKeyCounts(const QStringList &nodes, const QList<Result<RedisReply>> &replies);
    void updatePage();
    QStringList masters() const;

    ServerSession *m_session;
    ClusterNodeModel *m_nodes;
    ClusterEventModel *m_events;
    CommandPoller *m_keyCounts;
    QStackedWidget *m_pages;
    EmptyStatePage *m_empty = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_nodeTable = nullptr;
    QTableView *m_eventTable = nullptr;
    QList<QMetaObject::Connection> m_clientLinks;
    Detected m_detected = Detected::Unknown;
    QString m_detectError;
};
