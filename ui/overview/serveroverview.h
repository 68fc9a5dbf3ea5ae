#pragma once

#include "rediserror.h"
#include "serverinfo.h"

#include <QWidget>

class EmptyStatePage;
class CommandPoller;
class QAction;
class QHBoxLayout;
class QLabel;
class QStackedWidget;
class ServerSession;

// The Overview tab: a short summary of the server from INFO, refreshed every few seconds
// through the session's client, or what to do when there is no connection.
class ServerOverview : public QWidget
{
    Q_OBJECT
public:
    static constexpr int RefreshIntervalMs = 3000;

    explicit ServerOverview(ServerSession *session, QWidget *parent = nullptr);

    // A button on the "not connected" page (Start sandbox, Connect…).
    void addEmptyStateAction(QAction *action);
    // A button under the hint an empty server shows (Load demo data).
    void addEmptyServerAction(QAction *action);
    // The hint shown while the server holds no key: what to do next.
    QWidget *emptyServerHint() const { return m_emptyHint; }

    bool hasInfo() const { return m_hasInfo; }
    const ServerInfo &info() const { return m_info; }
    // The line under the title: the role and endpoint, "Reading INFO…", or why INFO is missing.
    QString subtitle() const;

private:
    QWidget *createEmptyPage();
    QWidget *createInfoPage();
    QLabel *addCard(QHBoxLayout *row, const QString &caption);
    QWidget *createDetails(const QString &heading,
                           const QList<std::pair<QString, QByteArray>> &rows);
    void updatePage();
    void showInfo(const ServerInfo &info);

    ServerSession *m_session;
    CommandPoller *m_poller;
    QStackedWidget *m_pages;
    EmptyStatePage *m_empty = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QLabel *m_uptime = nullptr;
    QLabel *m_clients = nullptr;
    QLabel *m_memory = nullptr;
    QLabel *m_keys = nullptr;
    QLabel *m_keyspace = nullptr;
    QLabel *m_updated = nullptr;
    QWidget *m_emptyHint = nullptr;
    QList<std::pair<QByteArray, QLabel *>> m_details; // INFO field -> its value's label
    ServerInfo m_info;
    bool m_hasInfo = false;
    RedisError m_infoError; // the server refused the last INFO
};
