#include "mainwindow.h"

#include "consoleview.h"

#include "recentconnections.h"

#include "autocompleteview.h"
#include "clusterview.h"
#include "commandlogmodel.h"
#include "commandlogview.h"
#include "connectiondialog.h"
#include "delayedqueuesview.h"
#include "helpmenu.h"
#include "inspectormonitor.h"
#include "inspectorview.h"
#include "keybrowserview.h"
#include "kindview.h"
#include "languagemenu.h"
#include "locksview.h"
#include "messagebanner.h"
#include "playgroundview.h"
#include "primitivekind.h"
#include "ratelimitersview.h"
#include "releaseonquit.h"
#include "semaphoresview.h"
#include "sentinelview.h"
#include "serveroverview.h"
#include "serversession.h"
#include "sessionstatusbar.h"
#include "sshprompts.h"
#include "sshunknownhost.h"
#include "viewwidgets.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDebug>
#include <QDir>
#include <QDockWidget>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <limits>

namespace {
const QString GeometryKey = QStringLiteral("mainWindow/geometry");
const QString StateKey = QStringLiteral("mainWindow/state");
const QString TabKey = QStringLiteral("mainWindow/tab");
const QString LastSessionKey = QStringLiteral("session/last");
const QString BudgetKey = QStringLiteral("inspector/loadBudget");
// What a quit does with the sandbox's keys: "ask", "keep" or "discard".
const QString SandboxOnQuitKey = QStringLiteral("sandbox/onQuit");

QIcon themedIcon(const char *name, QStyle::StandardPixmap fallback, const QStyle *style)
{
    return QIcon::fromTheme(QLatin1String(name), style->standardIcon(fallback));
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_session(new ServerSession(this))
    , m_logModel(new CommandLogModel(this))
    , m_banner(new MessageBanner(this))
    , m_tabs(new QTabWidget(this))
    , m_overview(new ServerOverview(m_session, this))
    , m_inspector(new InspectorView(m_session, this))
    , m_statusBar(new SessionStatusBar(m_session, this))
{
    setWindowTitle(QApplication::applicationName().isEmpty() ? QStringLiteral("CoordScope")
                                                             : QApplication::applicationName());
    m_logModel->setCommandLog(m_session->commandLog());

    m_tabs->setDocumentMode(true);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->setSpacing(6);
    layout->addWidget(m_banner);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    setStatusBar(m_statusBar);

    createCommandLogDock();
    createConsoleDock();
    createActions();
    if (!setLoadBudget(loadBudgetText())) // a setting spoilt by hand: the default, which parses
        static_cast<void>(setLoadBudget(QLatin1String(DefaultLoadBudget)));
    addView(m_overview, tr("Overview"), tr("The server: version, memory, clients, keys"));
    addView(m_inspector, tr("Inspector"),
            tr("Every coordination primitive found in the database, live"));
    addView(new LocksView(m_session, m_inspector->monitor(), this), tr("Locks"),
            primitiveKindDescription(PrimitiveKind::Lock));
    addView(new SemaphoresView(m_session, m_inspector->monitor(), this), tr("Semaphores"),
            primitiveKindDescription(PrimitiveKind::Semaphore));
    addView(new DelayedQueuesView(m_session, m_inspector->monitor(), this), tr("Delayed queues"),
            primitiveKindDescription(PrimitiveKind::DelayedQueue));
    addView(new RateLimitersView(m_session, m_inspector->monitor(), this), tr("Rate limiters"),
            primitiveKindDescription(PrimitiveKind::RateLimiter));
    addView(new AutocompleteView(m_session, m_inspector->monitor(), this), tr("Autocomplete"),
            primitiveKindDescription(PrimitiveKind::AddressBook));
    addView(new KeyBrowserView(m_session, m_inspector->monitor(), this), tr("Keys"),
            tr("Every key, above all those no layout claims: type, TTL, size and a paged value "
               "preview"));
    addView(new PlaygroundView(m_session, this), tr("Playground"),
            tr("Simulated clients against one primitive, injected faults and a safety checker"));
    addView(new ClusterView(m_session, this), tr("Cluster"),
            tr("A Redis Cluster's nodes, slots and links, and the redirections met"));
    // Only for a connection through Redis Sentinel.
    auto *sentinel = new SentinelView(m_session, this);
    addView(sentinel, tr("Sentinel"),
            tr("The master Redis Sentinel monitors, its replicas and their lag, the quorum, and "
               "the failovers the connection follows"));
    auto showSentinel = [this, sentinel] {
        setViewShown(sentinel, m_session->client() && m_session->client()->isSentinel());
    };
    connect(m_session, &ServerSession::clientChanged, this, showSentinel);
    showSentinel();

    connect(m_session, &ServerSession::errorOccurred, this, &MainWindow::onError);
    SshPrompts::installPassphraseDialog(this);
    connect(m_session, &ServerSession::sandboxFailed, this, &MainWindow::onSandboxFailed);
    connect(m_session, &ServerSession::connected, m_banner, &QWidget::hide);
    connect(m_session, &ServerSession::stateChanged, this, &MainWindow::updateActions);
    // A connection from the dialog joins the recent ones once it works, not when asked for.
    connect(m_session, &ServerSession::stateChanged, this, [this] {
        if (m_rememberWhenConnected && m_session->state() == RedisClient::State::Connected) {
            RecentConnections::remember(*m_rememberWhenConnected);
            m_rememberWhenConnected.reset();
        }
    });
    connect(m_session, &ServerSession::clientChanged, this,
            [this] { m_rememberWhenConnected.reset(); });
    connect(m_session, &ServerSession::clientChanged, this, &MainWindow::updateActions);
    connect(m_session, &ServerSession::readOnlyChanged, this, &MainWindow::updateActions);
    connect(m_session->releaseOnQuit(), &ReleaseOnQuit::finished, this,
            &MainWindow::onReleasedForQuit);
    updateActions();

    resize(1400, 900);
    resizeDocks({m_logDock}, {300}, Qt::Vertical);
}

MainWindow::~MainWindow() = default;

void MainWindow::addView(QWidget *view, const QString &title, const QString &toolTip)
{
    const int index = m_tabs->addTab(view, title);
    auto *show = new QAction(title, this);
    if (index < 9) {
        show->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + index)));
        m_tabs->setTabToolTip(
            index, toolTip.isEmpty()
                       ? show->shortcut().toString(QKeySequence::NativeText)
                       : QStringLiteral("%1 (%2)").arg(
                             toolTip, show->shortcut().toString(QKeySequence::NativeText)));
    } else {
        m_tabs->setTabToolTip(index, toolTip);
    }
    connect(show, &QAction::triggered, this, [this, view] { m_tabs->setCurrentWidget(view); });
    m_viewMenu->addAction(show);
    m_viewActions.insert(view, show);
}

void MainWindow::setViewShown(QWidget *view, bool shown)
{
    const int index = m_tabs->indexOf(view);
    if (index < 0)
        return;
    m_tabs->setTabVisible(index, shown);
    if (QAction *show = m_viewActions.value(view))
        show->setVisible(shown);
}

bool MainWindow::showTab(const QString &title)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->isTabVisible(i) &&
            m_tabs->tabText(i).remove(u'&').compare(title, Qt::CaseInsensitive) == 0) {
            m_tabs->setCurrentIndex(i);
            return true;
        }
    return false;
}

ConnectionDialog *MainWindow::connectionDialog() const
{
    return m_dialog;
}

void MainWindow::restoreSettings()
{
    const QSettings settings;
    restoreGeometry(settings.value(GeometryKey).toByteArray());
    restoreState(settings.value(StateKey).toByteArray());
    const int tab = settings.value(TabKey, 0).toInt();
    if (tab >= 0 && tab < m_tabs->count() && m_tabs->isTabVisible(tab))
        m_tabs->setCurrentIndex(tab);
}

QString MainWindow::loadBudgetText()
{
    return QSettings().value(BudgetKey, QLatin1String(DefaultLoadBudget)).toString();
}

Result<void> MainWindow::setLoadBudget(const QString &text)
{
    const QString trimmed = text.trimmed();
    std::optional<LoadBudgetLimits> budget;
    if (trimmed.compare(QLatin1String("unlimited"), Qt::CaseInsensitive) != 0) {
        auto parsed = LoadBudgetLimits::parse(trimmed);
        if (!parsed)
            return parsed.error();
        budget = *parsed;
    }
    QSettings().setValue(BudgetKey, budget ? budget->toString() : QStringLiteral("unlimited"));
    m_inspector->monitor()->setBudget(budget);
    m_statusBar->setBudget(budget);
    return {};
}

void MainWindow::askLoadBudget()
{
    QString text = loadBudgetText();
    for (;;) {
        bool ok = false;
        text = QInputDialog::getText(
            this, tr("Load budget"),
            tr("The most the inspector may put on a server, counted with everything CoordScope "
               "sends on the connection: a share of one server core (\"2%\"), commands per "
               "second (\"400/s\"), both (\"2%,400/s\", the default), or \"unlimited\". "
               "Discovery passes wait and ticks are skipped to stay within it; Scan now in the "
               "Inspector runs one pass without it."),
            QLineEdit::Normal, text, &ok);
        if (!ok)
            return;
        const Result<void> set = setLoadBudget(text);
        if (set)
            return;
        QMessageBox::warning(this, tr("Load budget"), set.error().message());
    }
}

QString MainWindow::lastSessionKind()
{
    return QSettings().value(LastSessionKey, QStringLiteral("sandbox")).toString();
}

void MainWindow::createActions()
{
    m_sandboxAction = new QAction(themedIcon("media-playback-start", QStyle::SP_MediaPlay, style()),
                                  tr("Start &sandbox"), this);
    m_sandboxAction->setToolTip(tr("Start a private redis-server for experiments and connect "
                                   "to it"));
    connect(m_sandboxAction, &QAction::triggered, m_session, &ServerSession::startSandbox);

    m_connectAction = new QAction(themedIcon("network-connect", QStyle::SP_ArrowForward, style()),
                                  tr("&Connect…"), this);
    m_connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_connectAction->setToolTip(tr("Connect to a Redis server (Ctrl+K)"));
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::openConnectionDialog);

    m_disconnectAction = new QAction(
        themedIcon("network-disconnect", QStyle::SP_MediaStop, style()), tr("&Disconnect"), this);
    connect(m_disconnectAction, &QAction::triggered, m_session,
            &ServerSession::disconnectFromServer);

    m_readOnlyAction = new QAction(tr("&Read-only"), this);
    m_readOnlyAction->setCheckable(true);
    m_readOnlyAction->setToolTip(
        tr("Send only read commands to this server. The inspector only reads either way; the "
           "playground actions (acquire, release, enqueue, hit, demo data) need it off. On by "
           "default for every server but the sandbox."));
    connect(m_readOnlyAction, &QAction::toggled, this, &MainWindow::onReadOnlyToggled);

    m_budgetAction = new QAction(tr("Load &budget…"), this);
    m_budgetAction->setToolTip(tr("How much load the inspector may put on a server: a share of "
                                  "one server core and commands per second (default %1)")
                                   .arg(QLatin1String(DefaultLoadBudget)));
    connect(m_budgetAction, &QAction::triggered, this, &MainWindow::askLoadBudget);

    m_demoAction = new QAction(tr("Load &demo data"), this);
    m_demoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_demoAction->setToolTip(demoToolTip());
    connect(m_demoAction, &QAction::triggered, this, &MainWindow::loadDemoData);
    m_keepSandboxAction = new QAction(tr("&Keep sandbox data between runs"), this);
    m_keepSandboxAction->setCheckable(true);
    m_keepSandboxAction->setChecked(QSettings().value(SandboxOnQuitKey).toString() == u"keep");
    m_keepSandboxAction->setToolTip(
        tr("Checked, quitting keeps the sandbox's keys for the next start without asking; "
           "unchecked, a quit with keys in the sandbox asks"));
    connect(m_keepSandboxAction, &QAction::toggled, this, [](bool keep) {
        QSettings().setValue(SandboxOnQuitKey,
                             keep ? QStringLiteral("keep") : QStringLiteral("ask"));
    });

    auto *focusFilter = new QAction(tr("&Filter command log"), this);
    focusFilter->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(focusFilter, &QAction::triggered, this, &MainWindow::focusCommandLogFilter);

    auto *quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu *connection = menuBar()->addMenu(tr("&Connection"));
    connection->addAction(m_sandboxAction);
    connection->addAction(m_connectAction);
    connection->addAction(m_disconnectAction);
    connection->addSeparator();
    connection->addAction(m_readOnlyAction);
    connection->addAction(m_budgetAction);
    connection->addAction(m_demoAction);
    connection->addAction(m_keepSandboxAction);
    connection->addSeparator();
    connection->addAction(quit);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_logDock->toggleViewAction());
    QAction *console = m_consoleDock->toggleViewAction();
    console->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_QuoteLeft));
    console->setToolTip(tr("Type Redis commands; the views pick up what they change (Ctrl+`)"));
    view->addAction(console);
    view->addAction(focusFilter);
    auto *filterTab = new QAction(tr("Filter this &tab"), this);
    filterTab->setObjectName(QStringLiteral("filterTabAction"));
    filterTab->setShortcut(QKeySequence::Find);
    filterTab->setToolTip(tr("Focus the current tab's filter (Escape in it clears it)"));
    connect(filterTab, &QAction::triggered, this, &MainWindow::focusTabFilter);
    view->addAction(filterTab);
    view->addMenu(new LanguageMenu(view)); // View › Language (issue 23)
    view->addSeparator();
    m_viewMenu = view; // addView() appends one action per tab

    m_helpMenu = new HelpMenu(m_session, this);
    menuBar()->addMenu(m_helpMenu);

    QToolBar *toolBar = addToolBar(tr("Connection"));
    toolBar->setObjectName(QStringLiteral("connectionToolBar"));
    toolBar->setMovable(false);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addAction(m_sandboxAction);
    toolBar->addAction(m_connectAction);
    toolBar->addAction(m_disconnectAction);

    m_overview->addEmptyStateAction(m_sandboxAction);
    m_overview->addEmptyStateAction(m_connectAction);
    m_inspector->addEmptyStateAction(m_demoAction);
    m_overview->addEmptyServerAction(m_demoAction);
}

void MainWindow::createCommandLogDock()
{
    m_logView = new CommandLogView(m_logModel, this);
    m_logDock = new QDockWidget(tr("Command log"), this);
    m_logDock->setObjectName(QStringLiteral("commandLogDock"));
    m_logDock->setWidget(m_logView);
    addDockWidget(Qt::BottomDockWidgetArea, m_logDock);
}

void MainWindow::createConsoleDock()
{
    m_console = new ConsoleView(m_session, this);
    m_consoleDock = new QDockWidget(tr("Console"), this);
    m_consoleDock->setObjectName(QStringLiteral("consoleDock"));
    m_consoleDock->setWidget(m_console);
    addDockWidget(Qt::BottomDockWidgetArea, m_consoleDock);
    tabifyDockWidget(m_logDock, m_consoleDock);
    m_logDock->raise();
    m_consoleDock->hide();
    connect(m_consoleDock, &QDockWidget::visibilityChanged, m_console, [this](bool visible) {
        if (visible)
            m_console->input()->setFocus(Qt::ShortcutFocusReason);
    });
}

QString MainWindow::demoToolTip()
{
    return tr("Write a few of each primitive (locks, semaphores, delayed queues, limiters, an "
              "address book) under cs: (Ctrl+Shift+D)");
}

void MainWindow::updateActions()
{
    const bool idle = m_session->state() == RedisClient::State::Disconnected;
    m_disconnectAction->setEnabled(!idle);
    m_sandboxAction->setEnabled(!m_session->isSandbox() || idle);
    m_readOnlyAction->setEnabled(m_session->client() != nullptr);
    m_demoAction->setEnabled(m_session->allowsWrites());
    // Off: the tooltip (and the Inspector's empty page, which shows it) says why.
    m_demoAction->setToolTip(m_session->allowsWrites() ? demoToolTip()
                                                       : KindView::demoOffReason(*m_session));
    {
        const QSignalBlocker quiet(m_readOnlyAction);
        m_readOnlyAction->setChecked(m_session->client() && m_session->isReadOnly());
    }
    const QString label = m_session->label();
    setWindowTitle(label.isEmpty() ? QStringLiteral("CoordScope")
                                   : QStringLiteral("%1 — CoordScope").arg(label));
}

void MainWindow::openConnectionDialog()
{
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    m_dialog = new ConnectionDialog(this);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_session->kind() == ServerSession::Kind::Remote && m_session->client()) {
        m_dialog->setOptions(m_session->client()->options());
        m_dialog->setReadOnly(m_session->isReadOnly());
    }
    connect(m_dialog, &QDialog::accepted, this, [this, dialog = m_dialog.data()] {
        m_session->connectTo(dialog->options());
        m_rememberWhenConnected = dialog->options();
    });
    m_dialog->show();
}

void MainWindow::askPassword(const ConnectionOptions &server)
{
    openConnectionDialog();
    m_dialog->setOptions(server);
    m_dialog->setReadOnly(server.readOnly);
    m_banner->showMessage(tr("The last session ended on %1, which needs a password: passwords are "
                             "not stored. Give it in the connection dialog, or stay on the "
                             "sandbox.")
                              .arg(server.endpoint()));
}

void MainWindow::loadDemoData()
{
    if (!m_session->allowsWrites())
        return;
    for (int i = 0; i < m_tabs->count(); ++i) {
        QWidget *view = m_tabs->widget(i);
        if (view->metaObject()->indexOfMethod("loadDemoData()") >= 0)
            QMetaObject::invokeMethod(view, "loadDemoData", Qt::DirectConnection);
    }
}

bool MainWindow::focusTabFilter()
{
    QLineEdit *filter = ViewWidgets::filterOf(m_tabs->currentWidget());
    if (!filter)
        return false;
    filter->setFocus(Qt::ShortcutFocusReason);
    filter->selectAll();
    return true;
}

void MainWindow::focusCommandLogFilter()
{
    m_logDock->show();
    m_logDock->raise();
    m_logView->focusFilter();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Asked first: Cancel leaves everything as it was, locks and permits still held.
    if (!m_sandboxChoice) {
        m_sandboxChoice = sandboxChoiceOnQuit();
        if (!m_sandboxChoice) {
            event->ignore();
            return;
        }
    }
    ReleaseOnQuit *held = m_session->releaseOnQuit();
    if (!m_released && held->holdsSomething()) {
        // Closed again once released (onReleasedForQuit); nothing to click meanwhile.
        event->ignore();
        if (!held->isReleasing()) {
            statusBar()->showMessage(tr("Releasing what CoordScope holds on the server…"));
            held->release();
        }
        return;
    }
    // After the release: what CoordScope held is not kept with the data.
    if (*m_sandboxChoice == SandboxData::Keep) {
        if (const Result<void> kept = m_session->keepSandboxData(); !kept) {
            m_sandboxChoice.reset();
            m_banner->showMessage(tr("The sandbox's data was not kept: %1. Quit again to leave "
                                     "without it.")
                                      .arg(kept.error().message()));
            QSettings().setValue(SandboxOnQuitKey, QStringLiteral("ask"));
            event->ignore();
            return;
        }
    } else if (*m_sandboxChoice == SandboxData::Discard) {
        ServerSession::discardSandboxData();
    }
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(StateKey, saveState());
    settings.setValue(TabKey, m_tabs->currentIndex());
    settings.setValue(LastSessionKey, m_session->kind() == ServerSession::Kind::Remote
                                          ? QStringLiteral("remote")
                                      : m_session->kind() == ServerSession::Kind::Sandbox
                                          ? QStringLiteral("sandbox")
                                          : QStringLiteral("none"));
    QMainWindow::closeEvent(event);
}

std::optional<MainWindow::SandboxData> MainWindow::sandboxChoiceOnQuit()
{
    if (!m_session->isSandbox())
        return SandboxData::Leave;
    const QString remembered =
        QSettings().value(SandboxOnQuitKey, QStringLiteral("ask")).toString();
    if (remembered == u"keep")
        return SandboxData::Keep;
    if (remembered == u"discard")
        return SandboxData::Discard;
    const Result<qint64> keys = m_session->sandboxKeyCount();
    if (!keys || *keys < 0)
        return SandboxData::Leave; // not known: what was kept stays
    if (*keys == 0)
        return SandboxData::Discard;
    const std::optional<SandboxAnswer> answer =
        m_sandboxQuestion ? m_sandboxQuestion(*keys) : askAboutSandboxData(*keys);
    if (!answer)
        return std::nullopt;
    if (answer->remember && answer->choice != SandboxData::Leave)
        QSettings().setValue(SandboxOnQuitKey, answer->choice == SandboxData::Keep
                                                   ? QStringLiteral("keep")
                                                   : QStringLiteral("discard"));
    return answer->choice;
}

std::optional<MainWindow::SandboxAnswer> MainWindow::askAboutSandboxData(qint64 keys)
{
    const QString platform = QGuiApplication::platformName();
    if (platform == u"offscreen" || platform == u"minimal")
        return SandboxAnswer{}; // nobody to ask: discarded, as before
    QMessageBox box(QMessageBox::Question, tr("Quit CoordScope"),
                    tr("The sandbox holds %n key(s). Keep them for the next start?", nullptr,
                       int(qMin<qint64>(keys, std::numeric_limits<int>::max()))),
                    QMessageBox::NoButton, this);
    box.setInformativeText(tr("Kept, the sandbox starts from them next time (%1). Discarded, "
                              "it starts empty.")
                               .arg(QDir::toNativeSeparators(ServerSession::keptSandboxFile())));
    QPushButton *keep = box.addButton(tr("&Keep"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(keep);
    auto *again = new QCheckBox(tr("Do not ask again"), &box);
    box.setCheckBox(again);
    box.exec();
    if (box.clickedButton() != keep && box.clickedButton() != discard)
        return std::nullopt;
    return SandboxAnswer{box.clickedButton() == keep ? SandboxData::Keep : SandboxData::Discard,
                         again->isChecked()};
}

void MainWindow::onReleasedForQuit(const QStringList &stillHeld)
{
    for (const QString &line : stillHeld)
        qWarning().noquote() << QStringLiteral("coordscope: quitting: %1").arg(line);
    m_released = true;
    close();
}

void MainWindow::onError(const RedisError &error)
{
    // An SSH host known_hosts does not have: show its key and ask; trusted, connect again
    // accepting that key only. After this event: the client reporting it is on the stack.
    if (const auto unknown = SshUnknownHost::fromError(error);
        unknown && m_session->requestedOptions() &&
        m_session->requestedOptions()->ssh.acceptFingerprint != unknown->fingerprint) {
        QTimer::singleShot(0, this,
                           [this, host = *unknown, again = *m_session->requestedOptions()] {
                               if (m_session->requestedOptions() != again)
                                   return; // connected elsewhere meanwhile
                               if (!SshPrompts::trustHost(this, host, m_confirm))
                                   return;
                               ConnectionOptions trusted = again;
                               trusted.ssh.acceptFingerprint = host.fingerprint;
                               m_session->connectTo(trusted);
                           });
    }
    const QString where =
        m_session->client() ? m_session->client()->options().endpoint() : m_session->label();
    m_banner->showMessage(where.isEmpty() || error.message().contains(where)
                              ? tr("Connection failed: %1").arg(error.message())
                              : tr("Connection to %1 failed: %2").arg(where, error.message()));
}

void MainWindow::onSandboxFailed(const RedisError &error)
{
    m_banner->showMessage(tr("Could not start the sandbox redis-server: %1\nConnect to a Redis "
                             "server instead (Ctrl+K).")
                              .arg(error.message()));
    // After the current event: whoever started the sandbox gets control back first.
    QTimer::singleShot(0, this, &MainWindow::openConnectionDialog);
}

void MainWindow::onReadOnlyToggled(bool on)
{
    if (!m_session->client() || on == m_session->isReadOnly())
        return;
    if (!on && !m_session->isSandbox()) {
        const QString question =
            tr("Allow CoordScope to write to %1?\n\nThe playground actions (acquire, release, "
               "extend, enqueue, hit, load demo data) will change data on this server. The "
               "inspector keeps reading only.")
                .arg(m_session->label());
        const bool yes = m_confirm ? m_confirm(question)
                                   : QMessageBox::question(this, tr("Allow writes"), question) ==
                                         QMessageBox::Yes;
        if (!yes) {
            const QSignalBlocker quiet(m_readOnlyAction);
            m_readOnlyAction->setChecked(true);
            return;
        }
    }
    m_session->setReadOnly(on);
}
