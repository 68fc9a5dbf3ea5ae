#include "kindview.h"

#include "actionrunner.h"
#include "inspectormonitor.h"
#include "serversession.h"
#include "viewtoolbar.h"
#include "viewwidgets.h"
#include "visiblesnapshots.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>

KindView::KindView(ServerSession *session, InspectorMonitor *monitor, const QString &name,
                   const QString &runnerName, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_monitor(monitor)
    , m_runner(new ActionRunner(runnerName, this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_name(name)
    , m_pages(new QStackedWidget(this))
    , m_loadDemo(new QAction(tr("Load &demo data"), this))
    , m_copyKey(new QAction(tr("&Copy key names"), this))
    , m_status(new QLabel(this))
{
    setObjectName(name + QStringLiteral("View"));
    m_session->attach(m_runner);
    m_filter->setFilterKeyColumn(-1);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setSortCaseSensitivity(Qt::CaseInsensitive);

    // No shortcut: the main window's Ctrl+Shift+D loads the demo data of every view.
    connect(m_loadDemo, &QAction::triggered, this, &KindView::loadDemoData);
    m_copyKey->setShortcut(QKeySequence::Copy);
    m_copyKey->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyKey, &QAction::triggered, this, &KindView::copyKeyNames);

    m_status->setObjectName(name + QStringLiteral("Status"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

KindView::DemoJob KindView::summaryJob(std::function<Result<QString>(RedisConnection &)> populate)
{
    return [populate = std::move(populate)](RedisConnection &connection, const ActionContext &) {
        ActionResult result;
        const Result<QString> summary = populate(connection);
        result.ok = summary.ok();
        if (summary.ok())
            result.summary = summary.value();
        else
            result.error = summary.error();
        return result;
    };
}

QAction *KindView::addViewAction(const QString &text, const QKeySequence &shortcut,
                                 const QString &toolTip)
{
    auto *action = new QAction(text, this);
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    action->setToolTip(toolTip);
    addAction(action);
    return action;
}

ViewToolBar *KindView::createToolBar(const QString &placeholder, QWidget *parent)
{
    m_toolBar = new ViewToolBar(placeholder, m_filter, parent);
    return m_toolBar;
}

QTableView *KindView::createTable(int keyRole, QWidget *parent)
{
    m_table = new QTableView(parent);
    m_keyRole = keyRole;
    ViewWidgets::setupTable(m_table);
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->addAction(m_copyKey);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    return m_table;
}

EmptyStatePage *KindView::emptyPage()
{
    // Made on first use, not in the constructor: its button then comes after the widgets the
    // tab made before it in the focus chain (Tab order follows creation).
    if (!m_empty) {
        m_empty = new EmptyStatePage(m_name, this);
        m_loadDemoButton = m_empty->addAction(m_loadDemo);
        m_loadDemoButton->setObjectName(m_name + QStringLiteral("LoadDemo"));
        m_pages->insertWidget(EmptyPage, m_empty);
    }
    return m_empty;
}

void KindView::setMainPage(QWidget *page)
{
    emptyPage();
    Q_ASSERT(m_pages->count() == MainPage);
    m_pages->addWidget(page);
}

void KindView::exportCsv(const QAbstractItemModel &model, const QString &name)
{
    if (const QString saved = ViewWidgets::exportCsv(this, model, name); !saved.isEmpty())
        m_status->setText(saved);
}

void KindView::exportPng(QWidget *widget, const QString &name)
{
    if (const QString saved = ViewWidgets::exportPng(this, widget, name); !saved.isEmpty())
        m_status->setText(saved);
}

void KindView::layOutBesidePanel(QWidget *panel, QWidget *under)
{
    auto *split = new QSplitter(Qt::Horizontal, this);
    if (under) {
        auto *left = new QSplitter(Qt::Vertical, split);
        left->addWidget(pages());
        left->addWidget(under);
        left->setChildrenCollapsible(false);
        split->addWidget(left);
    } else {
        split->addWidget(pages());
    }
    split->addWidget(panel);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(split, 1);
    if (m_status->parentWidget() == this)
        layout->addWidget(m_status);
}

void KindView::follow()
{
    new VisibleSnapshots(
        m_monitor, this,
        [this](const InspectorSnapshot &snapshot) {
            applySnapshot(snapshot);
            updatePage();
        },
        [this](PrimitiveKind kind) { return showsKind(kind); });
    connect(m_session, &ServerSession::clientChanged, this, [this] {
        clearServer();
        updatePage();
    });
    connect(m_session, &ServerSession::stateChanged, this, &KindView::updatePage);
    connect(m_session, &ServerSession::readOnlyChanged, this, &KindView::updatePage);
    connect(m_runner, &ActionRunner::finished, this, &KindView::onDemoFinished);
    const InspectorSnapshot &snapshot = m_monitor->snapshot();
    if (snapshot.discovered || !snapshot.states.isEmpty())
        applySnapshot(snapshot);
    updatePage();
}

QString KindView::demoOffReason(const ServerSession &session)
{
    if (session.allowsWrites())
        return {};
    if (!session.client())
        return EmptyStatePage::notConnectedTitle();
    return tr("Read-only connection: CoordScope sends only read commands to it. Turn read-only "
              "off (Connection menu) to load demo data.");
}

void KindView::updatePage()
{
    const bool writes = m_session->allowsWrites();
    m_loadDemo->setEnabled(writes && !demoRunning());
    // The empty page's button shows the action's tooltip: it says why the action is off.
    m_loadDemo->setToolTip(writes ? demoToolTip() : demoOffReason(*m_session));
    updateActions(writes);
    if (m_pages->count() > MainPage && hasContent()) {
        m_pages->setCurrentIndex(MainPage);
        return;
    }
    emptyPage()->showKindState(*m_session, m_monitor->snapshot().discovered, emptyTexts());
    m_pages->setCurrentIndex(EmptyPage);
}

void KindView::loadDemoData()
{
    if (!m_session->allowsWrites()) {
        m_status->setText(tr("Demo data not loaded: %1").arg(m_loadDemo->toolTip()));
        return;
    }
    if (demoRunning())
        return; // one at a time
    m_status->setText(tr("Loading demo data…"));
    m_demoTicket = m_runner->run(demoTitle(), demoJob());
    demoStarted();
    updatePage();
}

void KindView::onDemoFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket == 0 || ticket != m_demoTicket)
        return;
    m_demoTicket = 0;
    const QString text = result.ok ? result.summary
                         : result.skipped
                             ? tr("Demo data not loaded: the connection changed.")
                             : tr("Demo data not loaded: %1").arg(result.error.message());
    m_status->setText(text);
    if (result.ok) {
        demoSucceeded(result);
        m_monitor->refresh(); // discover the new keys now, not at the next discovery
    }
    updatePage();
    Q_EMIT demoLoaded(result.ok, text);
}

QLineEdit *KindView::filterEdit() const
{
    return m_toolBar ? m_toolBar->filterEdit() : nullptr;
}

QString KindView::statusText() const
{
    return m_status->text();
}

bool KindView::showsEmptyState() const
{
    return m_pages->currentIndex() == EmptyPage;
}

QString KindView::emptyStateText() const
{
    return m_empty ? m_empty->text() : QString();
}

QString KindView::selectedKeyNames() const
{
    return m_table ? ViewWidgets::selectedKeys(m_table, m_keyRole) : QString();
}

void KindView::copyKeyNames()
{
    ViewWidgets::copyText(selectedKeyNames());
}
