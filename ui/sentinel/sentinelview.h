#pragma once

#include "rediserror.h"
#include "sentinelstatus.h"

#include <QWidget>

class EmptyStatePage;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;
class RedisClient;
class SentinelFailoverModel;
class SentinelReplicaModel;
class SentinelStatusPoller;
class ServerSession;

// The Sentinel tab, for a connection through Redis Sentinel: the monitored master (address,
// flags), the quorum and what SENTINEL CKQUORUM says, the replicas with their replication offset
// and lag, the sentinels, all as one sentinel sees them (SentinelStatus, read off the GUI thread
// every SentinelStatusPoller::IntervalMs while the tab is shown, and on Refresh), and the
// failovers this connection has seen (RedisClient::masterSwitched: +switch-master, or the
// sentinels asked at a reconnect). A read that fails is said on the view's one error line.
class SentinelView : public QWidget
{
    Q_OBJECT
public:
    explicit SentinelView(ServerSession *session, QWidget *parent = nullptr);

    SentinelReplicaModel *replicaModel() const { return m_replicas; }
    SentinelFailoverModel *failoverModel() const { return m_failovers; }
    SentinelStatusPoller *poller() const { return m_poller; }
    // Whether the status page shows (else the empty page, with emptyStateText()).
    bool showsStatus() const;
    QString emptyStateText() const;
    // The master line, quorum line, sentinels and the read line as shown, for tests.
    QString masterText() const;
    QString quorumText() const;
    QString sentinelsText() const;
    QString readText() const;
    // The error line; empty when the last read worked.
    QString errorText() const;
    QPushButton *refreshButton() const { return m_refresh; }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QWidget *createStatusPage();
    void setClient(RedisClient *client);
    void onStatus(const SentinelStatus &status);
    void onReadFailed(const RedisError &error);
    void updateReadText();
    void updatePage();

    ServerSession *m_session;
    SentinelReplicaModel *m_replicas;
    SentinelFailoverModel *m_failovers;
    SentinelStatusPoller *m_poller;
    QStackedWidget *m_pages;
    EmptyStatePage *m_empty = nullptr;
    QLabel *m_readLine = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_master = nullptr;
    QLabel *m_quorum = nullptr;
    QLabel *m_sentinels = nullptr;
    QPushButton *m_refresh = nullptr;
    QTableView *m_replicaTable = nullptr;
    QTableView *m_failoverTable = nullptr;
    QMetaObject::Connection m_switchLink;
    bool m_haveStatus = false;
    QString m_lastSentinel; // the sentinel that answered the last read
    qint64 m_lastReadMs = 0;
};
