#include "ratelimitersview.h"

#include "visiblesnapshots.h"

#include "actionrunner.h"
#include "limiteractionform.h"
#include "limiterdemo.h"
#include "limiterfilldelegate.h"
#include "limitertablemodel.h"
#include "limitertrafficchart.h"
#include "primitivekind.h"
#include "serversession.h"
#include "viewwidgets.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
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
    auto *empty = new QWidget(this);
    auto *emptyLayout = new QVBoxLayout(empty);
    m_emptyTitle = ViewWidgets::scaledLabel(empty, 1.4, true);
    m_emptyTitle->setAlignment(Qt::AlignCenter);
    m_emptyTitle->setWordWrap(true);
    m_emptyDetail = new QLabel(empty);
    m_emptyDetail->setTextFormat(Qt::PlainText);
    m_emptyDetail->setAlignment(Qt::AlignCenter);
    m_emptyDetail->setWordWrap(true);
    m_demoButton = new QPushButton(m_demoAction->text(), empty);
    connect(m_demoButton, &QPushButton::clicked, this, &RateLimitersView::loadDemo);
    emptyLayout->addStretch();
    emptyLayout->addWidget(m_emptyTitle);
    emptyLayout->addWidget(m_emptyDetail);
    emptyLayout->addWidget(m_demoButton, 0, Qt::AlignCenter);
    emptyLayout->addStretch();

    // Table page.
    auto *tablePage = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePage);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_filterEdit = new QLineEdit(tablePage);
    m_filterEdit->setPlaceholderText(tr("Filter limiters and subjects"));
    m_filterEdit->setClearButtonEnabled(true);
    connect(m_filterEdit, &QLineEdit::textChanged, m_filter,
            &QSortFilterProxyModel::setFilterFixedString);
    auto *csv = new QToolButton(tablePage);
    csv->setDefaultAction(m_csvAction);
    auto *png = new QToolButton(tablePage);
    png->setDefaultAction(m_pngAction);
    bar->addWidget(m_filterEdit, 1);
    bar->addWidget(csv);
    bar->addWidget(png);
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
    tableLayout->addLayout(bar);
    tableLayout->addWidget(m_table, 1);
    tableLayout->addWidget(m_notes);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(empty);
    m_pages->addWidget(tablePage);

    m_form = new LimiterActionForm(session, m_runner, m_chart, this);
    connect(m_form, &LimiterActionForm::limiterUsed, this,
            [this](const QByteArray &name, const QString &kind, const RateLimitPolicy &policy) {
                m_model->setPolicy(name, kind, policy);
            });
    // The traffic may make new keys: discover them now (after the first hits, and at the
    // end), not at the next discovery interval.
    connect(m_runner, &ActionRunner::progress, this, [this](quint64 ticket, qint64, qint64) {
        if (ticket != m_refreshedTicket) {
            m_refreshedTicket = ticket;
            m_monitor->refresh();
        }
    });
    connect(m_form, &LimiterActionForm::finished, m_monitor, &InspectorMonitor::refresh);
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
    m_demoButton->setEnabled(writes && !busy);
    m_demoButton->setToolTip(
        writes ? tr("Write a limiter of each kind with a few subjects (cs:{name:subject}:kind)")
        : connected
            ? tr("Read-only mode: loading demo data writes keys. Turn read-only off to load it.")
            : tr("Not connected"));
    if (!connected) {
        m_emptyTitle->setText(tr("Not connected"));
        m_emptyDetail->setText(tr("Start the sandbox or connect to a Redis server to see its "
                                  "rate limiters."));
    } else if (!m_discovered) {
        m_emptyTitle->setText(tr("Looking for rate limiters…"));
        m_emptyDetail->clear();
    } else {
        m_emptyTitle->setText(tr("No rate limiters found in this database"));
        QString detail = tr("This view shows every rate limiter subject: its algorithm, how much "
                            "of its allowance is used, and whether the next request would be "
                            "refused; the chart shows the traffic you send from the form.");
        if (!writes)
            detail += QLatin1Char('\n') +
                      tr("Read-only mode is on, so demo data cannot be loaded: it writes keys.");
        m_emptyDetail->setText(detail);
    }
    m_pages->setCurrentIndex(connected && m_model->rowCount() > 0 ? 1 : 0);
}

bool RateLimitersView::showsEmptyState() const
{
    return m_pages->currentIndex() == 0;
}

QString RateLimitersView::emptyStateText() const
{
    return m_emptyTitle->text() + QLatin1Char('\n') + m_emptyDetail->text();
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
    QStringList keys;
    const auto rows = m_table->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows)
        keys << QString::fromUtf8(index.data(LimiterTableModel::KeyRole).toByteArray());
    return keys.join(QLatin1Char('\n'));
}

void RateLimitersView::copyKeyNames()
{
    const QString keys = selectedKeyNames();
    if (!keys.isEmpty())
        QGuiApplication::clipboard()->setText(keys);
}

void RateLimitersView::prepareScreenshot()
{
    if (m_form->sendAction()->isEnabled())
        m_form->sendAction()->trigger();
}
