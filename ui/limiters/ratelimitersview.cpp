#include "ratelimitersview.h"

#include "visiblesnapshots.h"

#include "actionrunner.h"
#include "emptystatepage.h"
#include "limiteractionform.h"
#include "limiterdemo.h"
#include "limiterfilldelegate.h"
#include "limitertablemodel.h"
#include "limitertrafficchart.h"
#include "primitivekind.h"
#include "serversession.h"
#include "viewtoolbar.h"
#include "viewwidgets.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

RateLimitersView::RateLimitersView(ServerSession *session, InspectorMonitor *monitor,
                                   QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_monitor(monitor)
    , m_runner(new ActionRunner(tr("Rate limiters"), this))
    , m_model(new LimiterTableModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_chart(new LimiterTrafficChart(this))
{
    m_session->attach(m_runner);
    m_filter->setSourceModel(m_model);
    m_filter->setFilterKeyColumn(-1);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setSortRole(LimiterTableModel::SortRole);
    setToolTip(primitiveKindDescription(PrimitiveKind::RateLimiter));

    // Actions, with shortcuts that work anywhere in the view.
    const auto makeAction = [this](const QString &text, const QKeySequence &key) {
        auto *a = new QAction(text, this);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
        return a;
    };
    m_demoAction = makeAction(tr("Load &demo data"), QKeySequence(Qt::CTRL | Qt::Key_D));
    m_csvAction = makeAction(tr("Export &CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_pngAction = makeAction(tr("Export &PNG…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_demoAction, &QAction::triggered, this, &RateLimitersView::loadDemo);
    connect(m_csvAction, &QAction::triggered, this,
            [this] { ViewWidgets::exportCsv(this, *m_filter, QStringLiteral("rate-limiters")); });
    connect(m_pngAction, &QAction::triggered, this, [this] {
        ViewWidgets::exportPng(this, m_chart, QStringLiteral("rate-limiter-traffic"));
    });

    // Empty page.
    m_empty = new EmptyStatePage(QStringLiteral("rateLimiters"), this);
    m_demoButton = m_empty->addAction(m_demoAction);

    // Table page.
    auto *tablePage = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePage);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_bar = new ViewToolBar(tr("Filter limiters and subjects"), m_filter, tablePage);
    m_bar->addMenu(tr("Export"), {m_csvAction, m_pngAction});
    m_table = new QTableView(tablePage);
    ViewWidgets::setupTable(m_table);
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->setItemDelegateForColumn(LimiterTableModel::Fill, new LimiterFillDelegate(m_table));
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_copyAction = new QAction(tr("&Copy key name"), m_table);
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_copyAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyAction, &QAction::triggered, this, &RateLimitersView::copyKeyNames);
    m_table->addAction(m_copyAction);
    m_table->addAction(m_csvAction);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_notes = new QLabel(tablePage);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tableLayout->addWidget(m_bar);
    tableLayout->addWidget(m_table, 1);
    tableLayout->addWidget(m_notes);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_empty);
    m_pages->addWidget(tablePage);

    m_form = new LimiterActionForm(session, m_runner, m_chart, this);
    connect(m_form, &LimiterActionForm::limiterUsed, this,
            [this](const QByteArray &name, const QString &kind, const RateLimitPolicy &policy) {
                m_model->setPolicy(name, kind, policy);
            });
    // Polling and keyspace notifications follow the keys the traffic changes; only a key the
    // monitor has not discovered yet needs a discovery: once as the run starts writing it, so
    // a new subject shows during a long run, and once when it ends.
    connect(m_form, &LimiterActionForm::keyInUse, this, [this](const QByteArray &key) {
        if (m_model->rowOfKey(key) < 0)
            m_monitor->refresh();
    });
    connect(m_form, &LimiterActionForm::finished, this, [this] {
        const QByteArray key = m_form->lastKey();
        if (!key.isEmpty() && m_model->rowOfKey(key) < 0)
            m_monitor->refresh();
    });
    auto *lower = new QWidget(this);
    auto *lowerLayout = new QHBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_chart, 3);
    lowerLayout->addWidget(m_form, 2);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_pages);
    splitter->addWidget(lower);
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);

    new VisibleSnapshots(m_monitor, this, [this](const InspectorSnapshot &s) { onUpdated(s); });
    connect(m_session, &ServerSession::clientChanged, this, [this] {
        m_discovered = false;
        m_model->clear();
        updatePage();
    });
    connect(m_session, &ServerSession::stateChanged, this, &RateLimitersView::updatePage);
    connect(m_session, &ServerSession::readOnlyChanged, this, &RateLimitersView::updatePage);
    // Load demo data is off while a demo load or a send runs (a second click would queue a
    // second populate behind it).
    connect(m_runner, &ActionRunner::busyChanged, this, &RateLimitersView::updatePage);
    connect(m_runner, &ActionRunner::finished, this,
            [this](quint64, const ActionResult &) { updatePage(); });
    if (m_monitor->snapshot().discovered)
        onUpdated(m_monitor->snapshot());
    updatePage();
}

QList<QAction *> RateLimitersView::actions() const
{
    return {m_demoAction, m_form->sendAction(), m_form->cancelAction(),
            m_copyAction, m_csvAction,          m_pngAction};
}

QLineEdit *RateLimitersView::filterEdit() const
{
    return m_bar->filterEdit();
}

void RateLimitersView::onUpdated(const InspectorSnapshot &snapshot)
{
    m_discovered = snapshot.discovered;
    m_model->setSnapshot(snapshot);
    m_notes->setText(m_model->notes().isEmpty()
                         ? QString()
                         : tr("Notes:\n") + m_model->notes().join(QLatin1Char('\n')));
    updatePage();
}

void RateLimitersView::updatePage()
{
    const bool connected = m_session->client() != nullptr;
    const bool writes = m_session->allowsWrites();
    const bool busy = m_runner->isBusy();
    m_demoAction->setEnabled(writes && !busy);
    m_demoAction->setToolTip(
        writes ? tr("Write a limiter of each kind with a few subjects (cs:{name:subject}:kind)")
        : connected
            ? tr("Read-only mode: loading demo data writes keys. Turn read-only off to load it.")
            : EmptyStatePage::notConnectedTitle());
    m_empty->showKindState(
        *m_session, m_discovered,
        {tr("its rate limiters."), tr("Looking for rate limiters…"),
         tr("No rate limiters found in this database"),
         tr("This view shows every rate limiter subject: its algorithm, how much of its allowance "
            "is used, and whether the next request would be refused; the chart shows the traffic "
            "you send from the form."),
         tr("Load demo data writes a limiter of each kind with a few subjects.")});
    m_pages->setCurrentIndex(connected && m_model->rowCount() > 0 ? 1 : 0);
}

bool RateLimitersView::showsEmptyState() const
{
    return m_pages->currentIndex() == 0;
}

QString RateLimitersView::emptyStateText() const
{
    return m_empty->text();
}

void RateLimitersView::loadDemo()
{
    if (!m_session->allowsWrites())
        return;
    m_status->setText(tr("Loading demo data…"));
    const quint64 ticket = m_runner->run(tr("Loading rate limiter demo data"),
                                         [](RedisConnection &connection, const ActionContext &) {
                                             ActionResult result;
                                             const auto summary = LimiterDemo::populate(connection);
                                             result.ok = summary.ok();
                                             if (summary)
                                                 result.summary = *summary;
                                             else
                                                 result.error = summary.error();
                                             return result;
                                         });
    // The result arrives through the runner; report it once.
    auto *once = new QObject(this);
    connect(m_runner, &ActionRunner::finished, once,
            [this, once, ticket](quint64 finished, const ActionResult &result) {
                if (finished != ticket)
                    return;
                once->deleteLater();
                const QString text =
                    result.ok ? result.summary
                    : result.skipped
                        ? tr("Demo data not loaded: no connection.")
                        : tr("Could not load demo data: %1").arg(result.error.message());
                m_status->setText(text);
                if (result.ok) {
                    // The demo's limits, now that this server has the demo's limiters (a
                    // same-named limiter elsewhere keeps its limit unknown).
                    for (const LimiterDemo::Limiter &l : LimiterDemo::limiters())
                        m_model->setPolicy(l.name, l.kind, l.policy);
                    m_monitor->refresh();
                }
                Q_EMIT demoLoaded(result.ok, text);
            });
}

QString RateLimitersView::selectedKeyNames() const
{
    return ViewWidgets::selectedKeys(m_table, LimiterTableModel::KeyRole);
}

void RateLimitersView::copyKeyNames()
{
    ViewWidgets::copyText(selectedKeyNames());
}

void RateLimitersView::prepareScreenshot()
{
    if (m_form->sendAction()->isEnabled())
        m_form->sendAction()->trigger();
}
