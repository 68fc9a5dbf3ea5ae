#pragma once

#include "inspectormonitor.h"

#include <QWidget>

class ActionRunner;
class LimiterActionForm;
class LimiterTableModel;
class LimiterTrafficChart;
class EmptyStatePage;
class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QToolButton;
class ServerSession;
class ViewToolBar;

// The Rate limiters tab: every limiter subject the inspector's monitor reads (table with a fill
// bar, filter, copy key, CSV), the traffic chart of requests sent from here (PNG), the form
// that sends them, and an empty state with "Load demo data".
class RateLimitersView : public QWidget
{
    Q_OBJECT
public:
    RateLimitersView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);

    LimiterTableModel *model() const { return m_model; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    QTableView *table() const { return m_table; }
    QLineEdit *filterEdit() const;
    LimiterTrafficChart *chart() const { return m_chart; }
    LimiterActionForm *form() const { return m_form; }
    ActionRunner *runner() const { return m_runner; }
    QToolButton *demoButton() const { return m_demoButton; }
    QLabel *notesLabel() const { return m_notes; }
    // Load demo, send, cancel, copy key, export CSV, export PNG.
    QList<QAction *> actions() const;

    bool showsEmptyState() const;
    QString emptyStateText() const;
    QString selectedKeyNames() const;

    void loadDemo();
    // The window's Load demo data (MainWindow::loadDemoData) calls every view's loadDemoData().
    Q_INVOKABLE void loadDemoData() { loadDemo(); }
    // The screenshot tour: the form's requests sent, so the traffic chart has data.
    Q_INVOKABLE void prepareScreenshot();
    void copyKeyNames();

Q_SIGNALS:
    void demoLoaded(bool ok, const QString &summary);

private:
    void onUpdated(const InspectorSnapshot &snapshot);
    void updatePage();

    ServerSession *m_session;
    InspectorMonitor *m_monitor;
    ActionRunner *m_runner;
    LimiterTableModel *m_model;
    QSortFilterProxyModel *m_filter;
    LimiterTrafficChart *m_chart;
    LimiterActionForm *m_form = nullptr;
    QStackedWidget *m_pages = nullptr;
    EmptyStatePage *m_empty = nullptr;
    QToolButton *m_demoButton = nullptr;
    ViewToolBar *m_bar = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_notes = nullptr;
    QLabel *m_status = nullptr;
    QAction *m_demoAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_csvAction = nullptr;
    QAction *m_pngAction = nullptr;
    bool m_discovered = false;
};
