#pragma once

#include "connectionoptions.h"
#include "result.h"

#include <QHash>
#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <optional>

struct ConnectionOptions;
class CommandLogModel;
class CommandLogView;
class ConnectionDialog;
class HelpMenu;
class InspectorView;
class MessageBanner;
class QAction;
class ConsoleView;
class QDockWidget;
class QMenu;
class QTabWidget;
class RedisError;
class ServerOverview;
class ServerSession;
class SessionStatusBar;

// The window: connection actions, the views as tabs (Overview first), the Command log dock
// and the status bar. Connecting is the session's job; the window only asks it to.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    ServerSession *session() const { return m_session; }
    // Adds a tab, and to the View menu an action that shows it (Ctrl+1 … Ctrl+9 by position).
    void addView(QWidget *view, const QString &title, const QString &toolTip = {});
    // Shows or hides a view's tab and its View menu action (the Sentinel tab, for Sentinel
    // connections only).
    void setViewShown(QWidget *view, bool shown);
    QTabWidget *tabs() const { return m_tabs; }
    // Shows the tab of this title (case and "&" ignored); false when there is none.
    bool showTab(const QString &title);

    // Asked before read-only is turned off for a server CoordScope did not start; the default
    // asks with a message box. Tests answer it themselves.
    using Confirmation = std::function<bool(const QString &question)>;
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }
    QAction *readOnlyAction() const { return m_readOnlyAction; }
    HelpMenu *helpMenu() const { return m_helpMenu; }

    // On quit with keys in the sandbox: keep them for the next start (ServerSession::
    // keptSandboxFile()) or discard them; nullopt cancels the quit. `remember`: do not ask again.
    enum class SandboxData { Keep, Discard, Leave };
    struct SandboxAnswer
    {
        SandboxData choice = SandboxData::Discard;
        bool remember = false;
    };
    using SandboxQuestion = std::function<std::optional<SandboxAnswer>(qint64 keys)>;
    // The default asks with a message box (on a platform without a display: discards, as
    // nobody can answer). Tests answer it themselves.
    void setSandboxQuestion(SandboxQuestion question) { m_sandboxQuestion = std::move(question); }
    // Connection › Keep sandbox data between runs: checked, every quit keeps it unasked.
    QAction *keepSandboxAction() const { return m_keepSandboxAction; }
    QAction *demoAction() const { return m_demoAction; }

    // Geometry and dock layout from the last session (main() skips it for screenshots).
    void restoreSettings();
    // What main() should reconnect to on start: "sandbox", "remote" (the first recent
    // connection) or "none", as the last session ended.
    static QString lastSessionKind();

    // The inspector's load budget (LoadBudgetLimits::parse's form, or "unlimited"), kept in the
    // settings; applied to the monitor and shown by the status bar. A bad text changes nothing.
    static constexpr const char *DefaultLoadBudget = "2%,400/s";
    static QString loadBudgetText();
    // Load demo data's tooltip while it is on.
    static QString demoToolTip();
    Result<void> setLoadBudget(const QString &text);
    QAction *loadBudgetAction() const { return m_budgetAction; }

    ServerOverview *overview() const { return m_overview; }
    InspectorView *inspector() const { return m_inspector; }
    ConsoleView *console() const { return m_console; }
    QDockWidget *consoleDock() const { return m_consoleDock; }
    CommandLogModel *commandLogModel() const { return m_logModel; }
    CommandLogView *commandLogView() const { return m_logView; }
    SessionStatusBar *sessionStatusBar() const { return m_statusBar; }
    MessageBanner *banner() const { return m_banner; }
    // The open connection dialog, if any.
    ConnectionDialog *connectionDialog() const;

public Q_SLOTS:
    // Non-modal: the window (and the tests driving it) keep running while it is open.
    void openConnectionDialog();
    // Opens the connection dialog on server, its password to be given, and says why in the
    // banner (a restart that would have reconnected to a server needing a password).
    void askPassword(const ConnectionOptions &server);
    void focusCommandLogFilter();
    // Ctrl+F: the current tab's filter, focused and selected; false when the tab has none.
    bool focusTabFilter();
    // Every view's demo data (each tab with a loadDemoData() slot); needs writes allowed.
    void loadDemoData();

protected:
    // Quitting (the window closed, Quit, SIGINT/SIGTERM through InterruptNotifier): what the
    // views hold on the server is released first (ReleaseOnQuit, at most its budget), what
    // could not be is printed to stderr, then the window closes.
    void closeEvent(QCloseEvent *event) override;

private:
    // What to do with the sandbox's data on this quit; nullopt: the quit is cancelled.
    std::optional<SandboxData> sandboxChoiceOnQuit();
    std::optional<SandboxAnswer> askAboutSandboxData(qint64 keys);
    void createActions();
    void createCommandLogDock();
    // The Console dock (issue 24), beside the Command log, hidden until asked for.
    void createConsoleDock();
    void updateActions();
    void onError(const RedisError &error);
    void onSandboxFailed(const RedisError &error);
    void onReadOnlyToggled(bool on);
    void onReleasedForQuit(const QStringList &stillHeld);
    void askLoadBudget();

    ServerSession *m_session;
    CommandLogModel *m_logModel;
    CommandLogView *m_logView = nullptr;
    QDockWidget *m_logDock = nullptr;
    QDockWidget *m_consoleDock = nullptr;
    ConsoleView *m_console = nullptr;
    MessageBanner *m_banner;
    QTabWidget *m_tabs;
    ServerOverview *m_overview;
    InspectorView *m_inspector;
    SessionStatusBar *m_statusBar;
    QPointer<ConnectionDialog> m_dialog;
    SandboxQuestion m_sandboxQuestion;
    QAction *m_keepSandboxAction = nullptr;
    HelpMenu *m_helpMenu = nullptr;
    std::optional<SandboxData> m_sandboxChoice; // answered for this quit
    // Asked for in the dialog, remembered in the recent connections once connected.
    std::optional<ConnectionOptions> m_rememberWhenConnected;
    QAction *m_sandboxAction = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_disconnectAction = nullptr;
    QAction *m_readOnlyAction = nullptr;
    QAction *m_demoAction = nullptr;
    QAction *m_budgetAction = nullptr;
    QMenu *m_viewMenu = nullptr;
    QHash<QWidget *, QAction *> m_viewActions; // the View menu's action for each tab
    Confirmation m_confirm;
    bool m_released = false; // what the views held is let go of: the window may close
};
