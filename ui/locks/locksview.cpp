#include "locksview.h"

#include "operatoractionmenu.h"

#include "actionrunner.h"
#include "inspectormonitor.h"
#include "lockactionform.h"
#include "lockcountdowndelegate.h"
#include "lockdemo.h"
#include "locktablemodel.h"
#include "locktimelinechart.h"
#include "redisconnection.h"
#include "serversession.h"
#include "viewtoolbar.h"
#include "viewwidgets.h"

#include <QAction>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace {
constexpr int CountdownIntervalMs = 100;

// The form's kind for a lock of CoordScope's own layouts ("coordscope-reentrant-lock" →
// "reentrant"); empty for other libraries' locks.
QString formKindOf(const QString &family)
{
    if (family == QLatin1String("coordscope-reentrant-lock"))
        return QStringLiteral("reentrant");
    if (family == QLatin1String("coordscope-token-lock"))
        return QStringLiteral("token");
    return {};
}
} // namespace

LocksView::LocksView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent)
    : KindView(session, monitor, QStringLiteral("locks"), tr("Locks view"), parent)
    , m_trafficRunner(new ActionRunner(tr("Locks demo traffic"), this))
    , m_model(new LockTableModel(this))
    , m_countdown(new QTimer(this))
{
    session->attach(m_trafficRunner);
    filterModel()->setSourceModel(m_model);
    // One text per row, kept by the model, not the display text of every column: Qt 6.4's
    // proxy filters again (and re-sorts) every row the countdown touches, ten times a second.
    filterModel()->setFilterKeyColumn(LockTableModel::Name);
    filterModel()->setFilterRole(LockTableModel::FilterRole);
    filterModel()->setSortRole(LockTableModel::SortRole);

    m_demoTraffic =
        addViewAction(tr("Demo &traffic"), QKeySequence(QStringLiteral("Ctrl+Shift+T")));
    connect(m_demoTraffic, &QAction::triggered, this, &LocksView::runDemoTraffic);
    m_exportCsv = addViewAction(tr("Export &CSV…"), {}, tr("Save the table as CSV"));
    connect(m_exportCsv, &QAction::triggered, this, &LocksView::exportCsv);
    m_exportPng = addViewAction(tr("Export &PNG…"), {}, tr("Save the timeline as PNG"));
    connect(m_exportPng, &QAction::triggered, this, &LocksView::exportPng);

    // The form sits beside the pages, so that an empty database can be tried too.
    auto *box = new QGroupBox(tr("Try a lock"), this);
    box->setObjectName(QStringLiteral("locksFormBox"));
    m_form = new LockActionForm(session, runner(), box);
    auto *boxLayout = new QVBoxLayout(box);
    boxLayout->addWidget(m_form);
    boxLayout->addStretch(1);
    setMainPage(createMainPage());
    layOutBesidePanel(box);
    addActions(m_form->formActions());

    m_countdown->setInterval(CountdownIntervalMs);
    connect(m_countdown, &QTimer::timeout, this, [this] {
        if (isVisible())
            m_model->advanceCountdown();
    });
    m_countdown->start();

    // The history follows every tick (the timeline needs the holds it did not show); the table
    // and the chart only while the tab is visible.
    connect(monitor, &InspectorMonitor::updated, this, [this](const InspectorSnapshot &s) {
        if (this->session()->client() && s.serverTimeMs > 0)
            m_history.update(s.serverTimeMs, s.states, s.versions);
    });
    connect(monitor, &InspectorMonitor::failed, this, &LocksView::onFailed);
    connect(m_trafficRunner, &ActionRunner::finished, this, &LocksView::onTrafficFinished);
    // The traffic's lock changed: a tick soon (the monitor spaces them), a discovery when new.
    connect(m_trafficRunner, &ActionRunner::progress, this,
            [this] { this->monitor()->keysChanged({LockDemo::trafficKey()}); });
    connect(m_form, &LockActionForm::actionFinished, this, &LocksView::onActionFinished);
    connect(session, &ServerSession::stateChanged, this, [this] {
        const RedisClient::State state = this->session()->state();
        if (hasContent() &&
            (state == RedisClient::State::Reconnecting || state == RedisClient::State::Connecting))
            statusLabel()->setText(tr("Reconnecting… the table shows the last state read"));
    });
    follow();
}

LocksView::~LocksView() = default;

void LocksView::updateOperations()
{
    OperatorActionMenu::Selection selection;
    const QModelIndex current = table() ? table()->currentIndex() : QModelIndex();
    if (current.isValid()) {
        const QModelIndex source = filterModel()->mapToSource(current);
        if (source.isValid() && source.row() < m_model->rowCount())
            selection.state = m_model->stateAt(source.row());
    }
    m_operations->setSelection(std::move(selection));
}

QWidget *LocksView::createMainPage()
{
    auto *page = new QWidget(this);
    ViewToolBar *bar = createToolBar(tr("Filter by name, kind, library, holder or note"), page);
    bar->addMenu(tr("E&xport"), {m_exportCsv, m_exportPng});
    bar->addAction(m_demoTraffic);

    QTableView *table = createTable(LockTableModel::KeyRole, page);
    table->setObjectName(QStringLiteral("locksTable"));
    table->sortByColumn(-1, Qt::AscendingOrder);
    table->setItemDelegateForColumn(LockTableModel::Ttl, new LockCountdownDelegate(table));
    QHeaderView *header = table->horizontalHeader();
    header->resizeSection(LockTableModel::Name, 140);
    header->resizeSection(LockTableModel::Kind, 170);
    header->resizeSection(LockTableModel::Holder, 180);
    header->resizeSection(LockTableModel::Holds, 60);
    header->resizeSection(LockTableModel::Fencing, 70);
    header->resizeSection(LockTableModel::Ttl, 130);
    header->resizeSection(LockTableModel::Waiters, 70);
    // Break lock and Change lease on the selected row, after the copy action.
    m_operations = new OperatorActionMenu(session(), this);
    m_operations->addToTable(
        table, {{OperatorAction::BreakLock, false}, {OperatorAction::SetTtl, false}},
        [this] { return m_form ? m_form->messageLine() : nullptr; }, monitor());
    connect(table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &LocksView::updateOperations);
    // Not on the countdown's ticks (the TTL column, several a second): the holder is what the
    // actions compare against.
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                if (topLeft.column() <= LockTableModel::Holder &&
                    bottomRight.column() >= LockTableModel::Holder)
                    updateOperations();
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, &LocksView::updateOperations);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &LocksView::updateOperations);
    // A click (not a row moving under a refresh) puts the lock into the form.
    connect(table, &QTableView::clicked, this, [this](const QModelIndex &index) {
        m_form->useLock(formKindOf(index.data(LockTableModel::FamilyRole).toString()),
                        index.data(LockTableModel::NameRole).toString());
    });

    m_timeline = new LockTimelineChart(page);
    m_timeline->setToolTip({});
    auto *timelineScroll = new QScrollArea(page);
    timelineScroll->setWidget(m_timeline);
    timelineScroll->setWidgetResizable(true);
    timelineScroll->setFrameShape(QFrame::NoFrame);

    auto *left = new QSplitter(Qt::Vertical, page);
    left->addWidget(table);
    left->addWidget(timelineScroll);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 1);
    left->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(bar);
    layout->addWidget(left, 1);
    return page;
}

QList<QAction *> LocksView::viewActions() const
{
    QList<QAction *> list = m_form->formActions();
    list << loadDemoAction() << m_demoTraffic << copyKeyAction() << m_exportCsv << m_exportPng;
    return list;
}

void LocksView::exportCsv()
{
    KindView::exportCsv(*filterModel(), QStringLiteral("locks"));
}

void LocksView::exportPng()
{
    KindView::exportPng(m_timeline, QStringLiteral("lock-timeline"));
}

QString LocksView::demoTitle() const
{
    return tr("Load lock demo data");
}

QString LocksView::demoToolTip() const
{
    return tr("Take a few locks of each kind in this database (keys cs:{name}:lock)");
}

KindView::DemoJob LocksView::demoJob() const
{
    return summaryJob([](RedisConnection &c) {
        return LockDemo::populate(c).andThen([](const int &locks) -> Result<QString> {
            return QObject::tr("Loaded %1 demo locks").arg(locks);
        });
    });
}

void LocksView::demoStarted()
{
    runDemoTraffic();
}

void LocksView::runDemoTraffic()
{
    if (!session()->allowsWrites() || m_trafficRunner->isBusy())
        return;
    m_trafficTicket = m_trafficRunner->run(
        tr("Lock demo traffic"), [](RedisConnection &c, const ActionContext &ctx) {
            ActionResult result;
            const auto ran = LockDemo::runTraffic(c, ctx);
            result.ok = ran.ok();
            result.error = ran.error();
            result.summary = ran.ok() ? QObject::tr("Demo traffic on the lock burst done")
                                      : ran.error().message();
            return result;
        });
}

void LocksView::onTrafficFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket == 0 || ticket != m_trafficTicket)
        return;
    if (!result.skipped)
        statusLabel()->setText(result.ok ? result.summary
                                         : tr("Demo traffic failed: %1").arg(result.summary));
}

void LocksView::onActionFinished(const ActionResult &result)
{
    // The lock's key changed. A lock the table lists: a tick soon (the monitor spaces them out,
    // however many actions finish); a new one: one discovery to find it.
    const QByteArray key = result.value.toMap().value(QStringLiteral("key")).toByteArray();
    if (key.isEmpty())
        return;
    if (m_model->rowOfKey(QString::fromUtf8(key)) >= 0)
        monitor()->keysChanged({key});
    else
        monitor()->refresh();
}

bool LocksView::showsKind(PrimitiveKind kind) const
{
    return isLockKind(kind);
}

void LocksView::applySnapshot(const InspectorSnapshot &snapshot)
{
    if (!session()->client())
        return;
    m_model->setStates(snapshot.states, snapshot.versions, snapshot.errors);
    m_timeline->setTracks(m_history.tracks(), m_history.nowMs(), m_history.windowMs());
    const qsizetype failed = std::count_if(snapshot.errors.cbegin(), snapshot.errors.cend(),
                                           [](const RedisError &e) { return e.isError(); });
    if (snapshot.discovered)
        statusLabel()->setText(
            tr("%n lock(s)", nullptr, int(m_model->lockCount())) +
            (failed > 0 ? tr(" · %1 reads failed in the last tick").arg(failed) : QString()) +
            (snapshot.truncated ? tr(" · discovery stopped at its key limit") : QString()));
}

void LocksView::onFailed(const RedisError &error)
{
    statusLabel()->setText(tr("Last refresh failed: %1").arg(error.message()));
    updatePage();
}

void LocksView::clearServer()
{
    // Another server (or none): what was seen belongs to the old one.
    m_model->clear();
    m_history.clear();
    m_timeline->setTracks({}, 0, m_history.windowMs());
}

bool LocksView::hasContent() const
{
    const RedisClient::State state = session()->state();
    return session()->client() && state != RedisClient::State::Disconnected &&
           (m_model->rowCount() > 0 || !m_timeline->tracks().isEmpty());
}

void LocksView::updateActions(bool writes)
{
    m_demoTraffic->setEnabled(writes);
    m_demoTraffic->setToolTip(writes ? tr("Seven seconds of acquire/release on the lock burst: a "
                                          "release, an expiry, and a lease that runs out as the "
                                          "next client takes the lock (Ctrl+Shift+T)")
                                     : loadDemoAction()->toolTip());
}

KindEmptyTexts LocksView::emptyTexts() const
{
    return {tr("its locks: who holds what, for how much longer, who waits."),
            tr("Looking for locks…"), tr("No locks found in this database"),
            tr("This view shows the locks CoordScope recognises (its own, redis-py, Redisson "
               "RLock and fair locks, BullMQ job locks, Redis in Action's lock:*): holder, hold "
               "count, fencing number, the TTL counting down, waiters, and a timeline of holds "
               "over the last two minutes."),
            tr("Load demo data takes a few locks of each kind in this database.")};
}
