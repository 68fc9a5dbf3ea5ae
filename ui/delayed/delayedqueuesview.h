#pragma once

#include "inspectormonitor.h"

#include <QTimer>
#include <QWidget>

struct ActionResult;
class ActionRunner;
class DelayedActionForm;
class DelayedItemsModel;
class DelayedQueueTableModel;
class DelayedScheduleChart;
class EmptyStatePage;
class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class ServerSession;
class ViewToolBar;

// The Delayed queues tab: every delayed queue the inspector found (filter, copy key name, CSV),
// the selected queue's items in due order (paged past the monitor's head, CSV), its schedule as
// a scatter that moves with time (PNG), and the playground form (enqueue, claim). Reads come
// from the shared InspectorMonitor (owned elsewhere; this view never starts or stops its
// polling); actions, demo data and pages run on the view's own ActionRunner, attached to the
// session. With nothing to show it says why, with a one-click "Load demo data" when the session
// allows writes.
class DelayedQueuesView : public QWidget
{
    Q_OBJECT
public:
    DelayedQueuesView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);
    ~DelayedQueuesView() override;

    // The view's actions for a menu or toolbar: load demo data, enqueue (Ctrl+Shift+N), claim
    // (Ctrl+Shift+C), copy key name, export queues / items as CSV, export the chart as PNG.
    QList<QAction *> viewActions() const;
    QAction *loadDemoAction() const { return m_demoAction; }
    QAction *copyKeyAction() const { return m_copyAction; }

    DelayedQueueTableModel *queuesModel() const { return m_queues; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    DelayedItemsModel *itemsModel() const { return m_items; }
    DelayedScheduleChart *chart() const { return m_chart; }
    DelayedActionForm *actionForm() const { return m_form; }
    ActionRunner *runner() const { return m_runner; }
    QTableView *queuesTable() const { return m_queuesTable; }
    QTableView *itemsTable() const { return m_itemsTable; }
    QLineEdit *filterEdit() const;

    bool showsEmptyState() const;
    QString emptyStateText() const;
    // The selected queue's notes (vanished keys, type changes, read failures), one per line.
    QString notesText() const;
    QString demoStatusText() const;

    // Selects the queue (family, name); false when it is not in the (filtered) table.
    bool selectQueue(const QString &family, const QByteArray &name);
    // The schedule keys of the selected queues, one per line.
    QString selectedKeyNames() const;

private:
    QWidget *createEmptyPage();
    QWidget *createMainPage();
    void onUpdated(const InspectorSnapshot &snapshot);
    void updatePage();
    void showSelected();
    void updateItemsTitle();
    void scheduleChartUpdate();
    void loadDemo();
    // The window's Load demo data (MainWindow::loadDemoData) calls every view's loadDemoData().
    Q_INVOKABLE void loadDemoData() { loadDemo(); }
    void onDemoFinished(const ActionResult &result);
    void copyKeyNames();

    ServerSession *m_session;
    InspectorMonitor *m_monitor;
    ActionRunner *m_runner;
    DelayedQueueTableModel *m_queues;
    QSortFilterProxyModel *m_filter;
    DelayedItemsModel *m_items;
    QAction *m_demoAction;
    QAction *m_copyAction;
    QAction *m_queuesCsvAction;
    QAction *m_itemsCsvAction;
    QAction *m_chartPngAction;
    QStackedWidget *m_pages = nullptr;
    EmptyStatePage *m_empty = nullptr;
    QLabel *m_demoStatus = nullptr;
    ViewToolBar *m_toolBar = nullptr;
    QTableView *m_queuesTable = nullptr;
    QLabel *m_itemsTitle = nullptr;
    QTableView *m_itemsTable = nullptr;
    QLabel *m_notes = nullptr;
    DelayedScheduleChart *m_chart = nullptr;
    DelayedActionForm *m_form = nullptr;
    QTimer m_chartUpdate; // coalesces chart updates to one per frame
    QString m_selectedFamily;
    QByteArray m_selectedName;
    quint64 m_demoTicket = 0;
};
