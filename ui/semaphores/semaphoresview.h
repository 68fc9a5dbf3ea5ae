#pragma once

#include "actionrunner.h"

#include <QWidget>

class EmptyStatePage;
class InspectorMonitor;
class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QToolButton;
class SemaphoreActionForm;
class SemaphoreMembersModel;
class SemaphoreRankChart;
class SemaphoreTableModel;
class ServerSession;
class ViewToolBar;
struct InspectorSnapshot;

// The Semaphores view: every semaphore the inspector found (filter, copy key names, CSV) over
// the selected one's members in rank order (CSV) and a bar chart of the ranks with the limit
// (PNG), the playground form (acquire / release a permit), and an empty state with "Load demo
// data". Reads come from the shared InspectorMonitor (this view never starts or stops its
// polling); writes go through the view's own ActionRunner on the session's connection. Only the
// user's pick (a click, Enter, selectSemaphore()) puts a semaphore into the form: a refresh that
// moves or removes the selected row never touches what the user typed.
class SemaphoresView : public QWidget
{
    Q_OBJECT
public:
    SemaphoresView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);
    ~SemaphoresView() override;

    // For the main window's menus: acquire, release, load demo data, copy key names, export
    // the semaphores / members as CSV, export the chart as PNG.
    QList<QAction *> viewActions() const;
    QAction *loadDemoAction() const { return m_loadDemoAction; }
    QAction *copyKeyAction() const { return m_copyKeyAction; }

    bool showsEmptyState() const;
    QString emptyStateText() const;
    // Selects the semaphore (family, name) and fills the form with it when it is CoordScope's,
    // as a click on its row does; false when it is not shown.
    bool selectSemaphore(const QString &family, const QByteArray &name);
    QString selectedKeyNames() const;
    QString statusText() const;

    SemaphoreTableModel *tableModel() const { return m_table; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    SemaphoreMembersModel *membersModel() const { return m_members; }
    SemaphoreRankChart *rankChart() const { return m_chart; }
    SemaphoreActionForm *actionForm() const { return m_form; }
    ActionRunner *runner() const { return m_runner; }
    QLineEdit *filterEdit() const;
    QToolButton *loadDemoButton() const { return m_loadDemoButton; }
    QTableView *semaphoresTable() const { return m_semaphoresTable; }

public Q_SLOTS:
    void loadDemoData();
    void copyKeyNames();

private:
    QWidget *createEmptyPage();
    QWidget *createMainPage();
    void onUpdated(const InspectorSnapshot &snapshot);
    void onCurrentChanged();
    void showSelected();
    // The user picked the semaphore at `index` (of the filter model).
    void pick(const QModelIndex &index);
    void fillForm(int row);
    void updateEmptyState();
    void updateEnabled();
    void onRunnerFinished(quint64 ticket, const ActionResult &result);
    void onSemaphoreChanged(const QString &kind, const QByteArray &name, int limit);

    ServerSession *m_session;
    InspectorMonitor *m_monitor;
    ActionRunner *m_runner;
    SemaphoreTableModel *m_table;
    QSortFilterProxyModel *m_filter;
    SemaphoreMembersModel *m_members;
    SemaphoreRankChart *m_chart = nullptr;
    SemaphoreActionForm *m_form = nullptr;
    QStackedWidget *m_pages = nullptr;
    EmptyStatePage *m_empty = nullptr;
    QToolButton *m_loadDemoButton = nullptr;
    ViewToolBar *m_toolBar = nullptr;
    QTableView *m_semaphoresTable = nullptr;
    QTableView *m_membersTable = nullptr;
    QLabel *m_detailTitle = nullptr;
    QLabel *m_notes = nullptr;
    QLabel *m_status = nullptr;
    QAction *m_loadDemoAction;
    QAction *m_copyKeyAction;
    QAction *m_exportTableAction;
    QAction *m_exportMembersAction;
    QAction *m_exportChartAction;
    QString m_selectedFamily;
    QByteArray m_selectedName;
    bool m_discovered = false;
    quint64 m_demoTicket = 0;
};
