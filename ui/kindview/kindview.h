#pragma once

#include "emptystatepage.h"
#include "primitivekind.h"
#include "result.h"

#include <QWidget>

#include <functional>

class ActionRunner;
class QAbstractItemModel;
class InspectorMonitor;
class QAction;
class QKeySequence;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QToolButton;
class RedisConnection;
class ServerSession;
class ViewToolBar;
class ActionContext;
struct ActionResult;
struct InspectorSnapshot;

// The skeleton every kind tab fills in (Locks, Semaphores, Delayed queues, Rate limiters,
// Autocomplete): the monitor's snapshots while the tab is shown, the kind's table behind a
// filter (copy key names, CSV), an empty page that says why it is empty, Load demo data on the
// view's ActionRunner (one load at a time, off in read-only mode, the outcome in the status
// line, a discovery when it is done), and a fresh start when the session changes server.
//
// A tab builds its own page with createToolBar() and createTable(), hands it to setMainPage(),
// lays out pages() and statusLabel() with whatever else it shows (a chart, a form), and calls
// follow() last. It says what is particular to it by overriding the pure virtuals below.
class KindView : public QWidget
{
    Q_OBJECT
public:
    using DemoJob = std::function<ActionResult(RedisConnection &, const ActionContext &)>;

    ActionRunner *runner() const { return m_runner; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    QLineEdit *filterEdit() const;
    // The kind's table (over filterModel()), whose selected keys Copy key names copies.
    QTableView *table() const { return m_table; }
    QAction *loadDemoAction() const { return m_loadDemo; }
    QToolButton *loadDemoButton() const { return m_loadDemoButton; }
    QAction *copyKeyAction() const { return m_copyKey; }
    QLabel *statusLabel() const { return m_status; }
    QString statusText() const;

    // Why Load demo data is off for this session (not connected, read-only), empty when on.
    static QString demoOffReason(const ServerSession &session);

    bool showsEmptyState() const;
    QString emptyStateText() const;
    // The keys of the selected rows (or the current one), one per line.
    QString selectedKeyNames() const;

public Q_SLOTS:
    // The window's Load demo data (MainWindow::loadDemoData) calls every view's loadDemoData().
    void loadDemoData();
    void copyKeyNames();

Q_SIGNALS:
    // A demo load ended: loaded, or why not (the status line's text).
    void demoLoaded(bool ok, const QString &text);

protected:
    // `name` prefixes the empty page's children ("locks" → locksEmptyTitle) and names the view
    // ("locksView"); `runnerName` is the runner's label in the command log.
    KindView(ServerSession *session, InspectorMonitor *monitor, const QString &name,
             const QString &runnerName, QWidget *parent);

    ServerSession *session() const { return m_session; }
    InspectorMonitor *monitor() const { return m_monitor; }
    EmptyStatePage *emptyPage();
    QStackedWidget *pages() const { return m_pages; }
    bool demoRunning() const { return m_demoTicket != 0; }

    // A demo job from a populate function that returns what it wrote, as the status line says it.
    static DemoJob summaryJob(std::function<Result<QString>(RedisConnection &)> populate);
    // An action of the view: its shortcut works anywhere in the view.
    QAction *addViewAction(const QString &text, const QKeySequence &shortcut,
                           const QString &toolTip = {});
    // The bar above the table: the filter box over filterModel().
    ViewToolBar *createToolBar(const QString &placeholder, QWidget *parent);
    // The kind's table over filterModel(), sortable, with Copy key names (the keys in
    // `keyRole`) in its context menu.
    QTableView *createTable(int keyRole, QWidget *parent);
    void setMainPage(QWidget *page);
    // Export CSV… and Export PNG…: asks where, writes, and the status line says what was saved.
    void exportCsv(const QAbstractItemModel &model, const QString &name);
    void exportPng(QWidget *widget, const QString &name);
    // The tab's layout with a form: pages() (and `under` them, in a splitter, when given) beside
    // `panel` in a splitter (the panel there on the empty page too), the status line under both
    // unless the tab put it elsewhere.
    void layOutBesidePanel(QWidget *panel, QWidget *under = nullptr);
    // Starts following the monitor and the session; the last call of a tab's constructor.
    void follow();
    // The page (empty or main) and the actions' state, after anything that changes them.
    void updatePage();

    // What the tab shows of a snapshot of the monitor (only while the tab is visible).
    virtual void applySnapshot(const InspectorSnapshot &snapshot) = 0;
    // The kinds of primitive this tab shows: the monitor reads only those while it is visible.
    virtual bool showsKind(PrimitiveKind kind) const = 0;
    // The session changed server (or lost it): nothing of the old one stays.
    virtual void clearServer() = 0;
    // The main page is shown when this is true (rows to show), the empty page otherwise.
    virtual bool hasContent() const = 0;
    virtual KindEmptyTexts emptyTexts() const = 0;
    // Load demo data: its name in the command log, its tooltip, its work on the runner.
    virtual QString demoTitle() const = 0;
    virtual QString demoToolTip() const = 0;
    virtual DemoJob demoJob() const = 0;
    // A load was sent to the runner.
    virtual void demoStarted() {}
    // After a successful load, before the discovery it asks for.
    virtual void demoSucceeded(const ActionResult &) {}
    // The actions' state changed (connection, read-only, a demo load): the tab's own follow.
    virtual void updateActions(bool writes) { Q_UNUSED(writes) }

private:
    enum Page { EmptyPage, MainPage };
    void onDemoFinished(quint64 ticket, const ActionResult &result);

    ServerSession *m_session;
    InspectorMonitor *m_monitor;
    ActionRunner *m_runner;
    QSortFilterProxyModel *m_filter;
    QString m_name;
    QStackedWidget *m_pages;
    EmptyStatePage *m_empty = nullptr;
    QAction *m_loadDemo;
    QToolButton *m_loadDemoButton = nullptr;
    QAction *m_copyKey;
    QLabel *m_status;
    ViewToolBar *m_toolBar = nullptr;
    QTableView *m_table = nullptr;
    int m_keyRole = 0;
    quint64 m_demoTicket = 0;
};
