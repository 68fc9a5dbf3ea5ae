#include "ratelimitersview.h"

#include "keylayout.h"
#include "operatoractionmenu.h"

#include "actionrunner.h"
#include "inspectormonitor.h"
#include "limiteractionform.h"
#include "limiterdemo.h"
#include "limiterfilldelegate.h"
#include "limitertablemodel.h"
#include "limitertrafficchart.h"
#include "primitivekind.h"
#include "redisconnection.h"
#include "serversession.h"
#include "viewtoolbar.h"
#include "viewwidgets.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QSet>
#include <QTableView>
#include <QVBoxLayout>

RateLimitersView::RateLimitersView(ServerSession *session, InspectorMonitor *monitor,
                                   QWidget *parent)
    : KindView(session, monitor, QStringLiteral("rateLimiters"), tr("Rate limiters"), parent)
    , m_model(new LimiterTableModel(this))
    , m_chart(new LimiterTrafficChart(this))
{
    filterModel()->setSourceModel(m_model);
    filterModel()->setSortCaseSensitivity(Qt::CaseSensitive); // names sort as stored
    filterModel()->setSortRole(LimiterTableModel::SortRole);
    setToolTip(primitiveKindDescription(PrimitiveKind::RateLimiter));

    loadDemoAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    loadDemoAction()->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(loadDemoAction());
    m_csvAction = addViewAction(tr("Export &CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_pngAction = addViewAction(tr("Export &PNG…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_csvAction, &QAction::triggered, this,
            [this] { exportCsv(*filterModel(), QStringLiteral("rate-limiters")); });
    connect(m_pngAction, &QAction::triggered, this,
            [this] { exportPng(m_chart, QStringLiteral("rate-limiter-traffic")); });

    // Table page.
    auto *tablePage = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePage);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    ViewToolBar *bar = createToolBar(tr("Filter limiters and subjects"), tablePage);
    bar->addMenu(tr("Export"), {m_csvAction, m_pngAction});
    QTableView *table = createTable(LimiterTableModel::KeyRole, tablePage);
    table->setItemDelegateForColumn(LimiterTableModel::Fill, new LimiterFillDelegate(table));
    table->addAction(m_csvAction);
    m_operations = new OperatorActionMenu(session, this);
    m_operations->addToTable(
        table, {{OperatorAction::ResetLimit, false}, {OperatorAction::ResetLimit, true}},
        [this] { return m_form ? m_form->messageLine() : nullptr; }, monitor);
    connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RateLimitersView::updateOperations);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RateLimitersView::updateOperations);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &RateLimitersView::updateOperations);
    m_notes = new QLabel(tablePage);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tableLayout->addWidget(bar);
    tableLayout->addWidget(table, 1);
    tableLayout->addWidget(m_notes);
    setMainPage(tablePage);

    m_form = new LimiterActionForm(session, runner(), m_chart, this);
    connect(m_form, &LimiterActionForm::limiterUsed, this,
            [this](const QByteArray &name, const QString &kind, const RateLimitPolicy &policy) {
                m_model->setPolicy(name, kind, policy);
            });
    // Polling and keyspace notifications follow the keys the traffic changes; only a key the
    // monitor has not discovered yet needs a discovery: once as the run starts writing it, so
    // a new subject shows during a long run, and once when it ends.
    connect(m_form, &LimiterActionForm::keyInUse, this, [this](const QByteArray &key) {
        if (m_model->rowOfKey(key) < 0)
            this->monitor()->refresh();
    });
    connect(m_form, &LimiterActionForm::finished, this, [this] {
        const QByteArray key = m_form->lastKey();
        if (!key.isEmpty() && m_model->rowOfKey(key) < 0)
            this->monitor()->refresh();
    });
    layOutBesidePanel(m_form, m_chart);

    // Load demo data is off while a send runs too (a second click would queue a second
    // populate behind it).
    connect(runner(), &ActionRunner::busyChanged, this, &RateLimitersView::updatePage);
    follow();
}

QList<QAction *> RateLimitersView::viewActions() const
{
    return {loadDemoAction(), m_form->sendAction(), m_form->cancelAction(),
            copyKeyAction(),  m_csvAction,          m_pngAction};
}

bool RateLimitersView::showsKind(PrimitiveKind kind) const
{
    return kind == PrimitiveKind::RateLimiter;
}

void RateLimitersView::applySnapshot(const InspectorSnapshot &snapshot)
{
    m_model->setSnapshot(snapshot);
    m_notes->setText(m_model->notes().isEmpty()
                         ? QString()
                         : tr("Notes:\n") + m_model->notes().join(QLatin1Char('\n')));
}

void RateLimitersView::clearServer()
{
    m_model->clear();
}

bool RateLimitersView::hasContent() const
{
    return session()->client() != nullptr && m_model->rowCount() > 0;
}

KindEmptyTexts RateLimitersView::emptyTexts() const
{
    return {tr("its rate limiters."), tr("Looking for rate limiters…"),
            tr("No rate limiters found in this database"),
            tr("This view shows every rate limiter subject: its algorithm, how much of its "
               "allowance is used, and whether the next request would be refused; the chart "
               "shows the traffic you send from the form."),
            tr("Load demo data writes a limiter of each kind with a few subjects.")};
}

QString RateLimitersView::demoTitle() const
{
    return tr("Loading rate limiter demo data");
}

QString RateLimitersView::demoToolTip() const
{
    return tr("Write a limiter of each kind with a few subjects (cs:{name:subject}:kind)");
}

KindView::DemoJob RateLimitersView::demoJob() const
{
    return summaryJob([](RedisConnection &c) { return LimiterDemo::populate(c); });
}

void RateLimitersView::demoSucceeded(const ActionResult &)
{
    // The demo's limits, now that this server has the demo's limiters (a same-named limiter
    // elsewhere keeps its limit unknown).
    for (const LimiterDemo::Limiter &l : LimiterDemo::limiters())
        m_model->setPolicy(l.name, l.kind, l.policy);
}

void RateLimitersView::updateActions(bool writes)
{
    if (runner()->isBusy())
        loadDemoAction()->setEnabled(false);
    Q_UNUSED(writes)
}

void RateLimitersView::prepareScreenshot()
{
    if (m_form->sendAction()->isEnabled())
        m_form->sendAction()->trigger();
}

void RateLimitersView::updateOperations()
{
    // The limiter of the current row as a primitive of its subjects' keys; the selected rows
    // of that limiter as the entries.
    OperatorActionMenu::Selection selection;
    const QModelIndex current = table()->currentIndex();
    const QModelIndex source =
        current.isValid() ? filterModel()->mapToSource(current) : QModelIndex();
    if (source.isValid() && source.row() < m_model->rowCount()) {
        const LimiterTableModel::Row &row = m_model->row(source.row());
        PrimitiveState state;
        state.primitive.kind = PrimitiveKind::RateLimiter;
        state.primitive.family = row.family;
        state.primitive.name = row.name;
        QSet<int> selected;
        for (const QModelIndex &index : table()->selectionModel()->selectedRows())
            selected.insert(filterModel()->mapToSource(index).row());
        for (int r = 0; r < m_model->rowCount(); ++r) {
            const LimiterTableModel::Row &other = m_model->row(r);
            if (other.family != row.family || other.name != row.name)
                continue;
            DiscoveredKey key;
            key.key = other.key;
            key.role = KeyRole::Window;
            key.part = other.subject;
            state.primitive.keys << key;
            StateEntry e;
            e.id = other.subject;
            e.key = other.key;
            state.entries << e;
            if (selected.contains(r))
                selection.entries << e;
        }
        selection.state = std::move(state);
    }
    m_operations->setSelection(std::move(selection));
}
