#pragma once

#include "lockhistory.h"

#include <QWidget>

class ActionRunner;
class EmptyStatePage;
class InspectorMonitor;
class LockActionForm;
class LockTableModel;
class LockTimelineChart;
class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QTimer;
class QToolButton;
class ServerSession;
struct ActionResult;
struct InspectorSnapshot;
class RedisError;

// The Locks view: every lock the inspector found (its own, redis-py, Redisson, BullMQ, Redis in
// Action) in a table with the TTL as a live countdown bar, a timeline of holds over the last two
// minutes with expiries and takeovers marked, and the playground form (acquire, release,
// extend). Reads come from the shared InspectorMonitor (owned elsewhere; this view never starts
// or stops its polling); writes run on the view's ActionRunners, attached to the session.
class LocksView : public QWidget
{
    Q_OBJECT
public:
    LocksView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);
    ~LocksView() override;

    LockTableModel *tableModel() const { return m_model; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    QTableView *table() const { return m_table; }
    QLineEdit *filterEdit() const { return m_filterEdit; }
    LockTimelineChart *timeline() const { return m_timeline; }
    LockActionForm *actionForm() const { return m_form; }
    ActionRunner *runner() const { return m_runner; }
    const LockHistory &history() const { return m_history; }
    QLabel *statusLabel() const { return m_status; }
    QToolButton *loadDemoButton() const { return m_loadDemoButton; }

    QAction *loadDemoAction() const { return m_loadDemo; }
    QAction *demoTrafficAction() const { return m_demoTraffic; }
    QAction *copyKeyAction() const { return m_copyKey; }
    QAction *exportCsvAction() const { return m_exportCsv; }
    QAction *exportPngAction() const { return m_exportPng; }
    // Everything with a shortcut or a menu entry, for the main window's menus.
    QList<QAction *> viewActions() const;

    bool showsEmptyState() const;
    QString emptyStateText() const;
    // The keys of the selected rows (or the current one), one per line.
    QString selectedKeyNames() const;

public Q_SLOTS:
    void loadDemoData();
    void runDemoTraffic();
    void copyKeyNames();
    void exportCsv();
    void exportPng();

private:
    QWidget *createEmptyPage();
    QWidget *createMainPage();
    void onUpdated(const InspectorSnapshot &snapshot);
    void onFailed(const RedisError &error);
    void onClientChanged();
    void onDemoFinished(quint64 ticket, const ActionResult &result);
    void onActionFinished(const ActionResult &result);
    void updatePage();
    void updateActions();

    ServerSession *m_session;
    InspectorMonitor *m_monitor;
    ActionRunner *m_runner;
    ActionRunner *m_trafficRunner;
    LockTableModel *m_model;
    QSortFilterProxyModel *m_filter;
    LockHistory m_history;
    QStackedWidget *m_pages = nullptr;
    EmptyStatePage *m_empty = nullptr;
    QToolButton *m_loadDemoButton = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QTableView *m_table = nullptr;
    LockTimelineChart *m_timeline = nullptr;
    LockActionForm *m_form = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_countdown;
    QAction *m_loadDemo;
    QAction *m_demoTraffic;
    QAction *m_copyKey;
    QAction *m_exportCsv;
    QAction *m_exportPng;
    quint64 m_demoTicket = 0;
    quint64 m_trafficTicket = 0;
};
