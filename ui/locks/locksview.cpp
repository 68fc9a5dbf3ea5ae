#include "locksview.h"

#include "visiblesnapshots.h"

#include "actionrunner.h"
#include "emptystatepage.h"
#include "inspectormonitor.h"
#include "lockactionform.h"
#include "lockcountdowndelegate.h"
#include "lockdemo.h"
#include "locktablemodel.h"
#include "locktimelinechart.h"
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
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace {
enum Page { EmptyPage, MainPage };
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

QAction *makeAction(QWidget *owner, const QString &text, const QKeySequence &shortcut,
                    const QString &toolTip)
{
    auto *action = new QAction(text, owner);
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    action->setToolTip(toolTip);
    owner->addAction(action);
    return action;
}
} // namespace

LocksView::LocksView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_monitor(monitor)
    , m_runner(new ActionRunner(tr("Locks view"), this))
    , m_trafficRunner(new ActionRunner(tr("Locks demo traffic"), this))
    , m_model(new LockTableModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_countdown(new QTimer(this))
{
    setObjectName(QStringLiteral("locksView"));
    session->attach(m_runner);
    session->attach(m_trafficRunner);
    m_filter->setSourceModel(m_model);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    // One text per row, kept by the model, not the display text of every column: Qt 6.4's
    // proxy filters again (and re-sorts) every row the countdown touches, ten times a second.
    m_filter->setFilterKeyColumn(LockTableModel::Name);
    m_filter->setFilterRole(LockTableModel::FilterRole);
    m_filter->setSortRole(LockTableModel::SortRole);
    m_filter->setSortCaseSensitivity(Qt::CaseInsensitive);

    // No shortcut: the main window's Ctrl+Shift+D loads the demo data of every view.
    m_loadDemo = makeAction(this, tr("Load &demo data"), {}, {});
    connect(m_loadDemo, &QAction::triggered, this, &LocksView::loadDemoData);
    m_demoTraffic =
        makeAction(this, tr("Demo &traffic"), QKeySequence(QStringLiteral("Ctrl+Shift+T")), {});
    connect(m_demoTraffic, &QAction::triggered, this, &LocksView::runDemoTraffic);
    m_exportCsv = makeAction(this, tr("Export &CSV…"), {}, tr("Save the table as CSV"));
    connect(m_exportCsv, &QAction::triggered, this, &LocksView::exportCsv);
    m_exportPng = makeAction(this, tr("Export &PNG…"), {}, tr("Save the timeline as PNG"));
    connect(m_exportPng, &QAction::triggered, this, &LocksView::exportPng);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(createEmptyPage());
    m_pages->addWidget(createMainPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);
    addActions(m_form->formActions());

    m_countdown->setInterval(CountdownIntervalMs);
    connect(m_countdown, &QTimer::timeout, this, [this] {
        if (isVisible())
            m_model->advanceCountdown();
    });
    m_countdown->start();

    // The history follows every tick (the timeline needs the holds it did not show); the table
    // and the chart only while the tab is visible.
    connect(m_monitor, &InspectorMonitor::updated, this, [this](const InspectorSnapshot &s) {
        if (m_session->client() && s.serverTimeMs > 0)
            m_history.update(s.serverTimeMs, s.states, s.versions);
    });
    new VisibleSnapshots(m_monitor, this, [this](const InspectorSnapshot &s) { onUpdated(s); });
    connect(m_monitor, &InspectorMonitor::failed, this, &LocksView::onFailed);
    connect(m_session, &ServerSession::clientChanged, this, &LocksView::onClientChanged);
    connect(m_session, &ServerSession::stateChanged, this, &LocksView::updatePage);
    connect(m_session, &ServerSession::readOnlyChanged, this, &LocksView::updatePage);
    connect(m_runner, &ActionRunner::finished, this, &LocksView::onDemoFinished);
    connect(m_trafficRunner, &ActionRunner::finished, this, &LocksView::onDemoFinished);
    // The traffic's lock changed: a tick soon (the monitor spaces them), a discovery when new.
    connect(m_trafficRunner, &ActionRunner::progress, this,
            [this] { m_monitor->keysChanged({LockDemo::trafficKey()}); });
    connect(m_form, &LockActionForm::actionFinished, this, &LocksView::onActionFinished);
    if (!m_monitor->snapshot().states.isEmpty())
        onUpdated(m_monitor->snapshot());
    updatePage();
}

LocksView::~LocksView() = default;

QWidget *LocksView::createEmptyPage()
{
    m_empty = new EmptyStatePage(QStringLiteral("locks"), this);
    m_loadDemoButton = m_empty->addAction(m_loadDemo);
    m_loadDemoButton->setObjectName(QStringLiteral("locksLoadDemo"));
    return m_empty;
}

QWidget *LocksView::createMainPage()
{
    auto *page = new QWidget(this);
    auto *bar =
        new ViewToolBar(tr("Filter by name, kind, library, holder or note"), m_filter, page);
    m_filterEdit = bar->filterEdit();
    bar->addMenu(tr("E&xport"), {m_exportCsv, m_exportPng});
    bar->addAction(m_demoTraffic);

    m_table = new QTableView(page);
    m_table->setObjectName(QStringLiteral("locksTable"));
    ViewWidgets::setupTable(m_table);
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setItemDelegateForColumn(LockTableModel::Ttl, new LockCountdownDelegate(m_table));
    QHeaderView *header = m_table->horizontalHeader();
    header->resizeSection(LockTableModel::Name, 140);
    header->resizeSection(LockTableModel::Kind, 170);
    header->resizeSection(LockTableModel::Holder, 180);
    header->resizeSection(LockTableModel::Holds, 60);
    header->resizeSection(LockTableModel::Fencing, 70);
    header->resizeSection(LockTableModel::Ttl, 130);
    header->resizeSection(LockTableModel::Waiters, 70);
    header->setStretchLastSection(true);
    m_copyKey = new QAction(tr("&Copy key name"), m_table);
    m_copyKey->setShortcut(QKeySequence::Copy);
    m_copyKey->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyKey, &QAction::triggered, this, &LocksView::copyKeyNames);
    m_table->addAction(m_copyKey);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    // A click (not a row moving under a refresh) puts the lock into the form.
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &index) {
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
    left->addWidget(m_table);
    left->addWidget(timelineScroll);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 1);
    left->setChildrenCollapsible(false);

    auto *box = new QGroupBox(tr("Try a lock"), page);
    m_form = new LockActionForm(m_session, m_runner, box);
    auto *boxLayout = new QVBoxLayout(box);
    boxLayout->addWidget(m_form);

    auto *split = new QSplitter(Qt::Horizontal, page);
    split->addWidget(left);
    split->addWidget(box);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    m_status = new QLabel(page);
    m_status->setObjectName(QStringLiteral("locksStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(bar);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);
    return page;
}

QList<QAction *> LocksView::viewActions() const
{
    QList<QAction *> list = m_form->formActions();
    list << m_loadDemo << m_demoTraffic << m_copyKey << m_exportCsv << m_exportPng;
    return list;
}

bool LocksView::showsEmptyState() const
{
    return m_pages->currentIndex() == EmptyPage;
}

QString LocksView::emptyStateText() const
{
    return m_empty->text();
}

QString LocksView::selectedKeyNames() const
{
    return ViewWidgets::selectedKeys(m_table, LockTableModel::KeyRole);
}

void LocksView::copyKeyNames()
{
    ViewWidgets::copyText(selectedKeyNames());
}

void LocksView::exportCsv()
{
    ViewWidgets::exportCsv(this, *m_filter, QStringLiteral("locks"));
}

void LocksView::exportPng()
{
    ViewWidgets::exportPng(this, m_timeline, QStringLiteral("lock-timeline"));
}

void LocksView::loadDemoData()
{
    if (!m_session->allowsWrites()) {
        m_status->setText(m_loadDemo->toolTip());
        return;
    }
    m_status->setText(tr("Loading demo locks…"));
    m_demoTicket =
        m_runner->run(tr("Load lock demo data"), [](RedisConnection &c, const ActionContext &) {
            ActionResult result;
            const auto loaded = LockDemo::populate(c);
            result.ok = loaded.ok();
            result.error = loaded.error();
            result.summary = loaded.ok() ? QObject::tr("Loaded %1 demo locks").arg(*loaded)
                                         : loaded.error().message();
            return result;
        });
    runDemoTraffic();
}

void LocksView::runDemoTraffic()
{
    if (!m_session->allowsWrites() || m_trafficRunner->isBusy())
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

void LocksView::onDemoFinished(quint64 ticket, const ActionResult &result)
{
    const bool demo = sender() == m_runner && ticket == m_demoTicket;
    const bool traffic = sender() == m_trafficRunner && ticket == m_trafficTicket;
    if (!demo && !traffic)
        return;
    if (!result.skipped)
        m_status->setText(result.ok ? result.summary
                                    : tr("Demo data failed: %1").arg(result.summary));
    if (demo && result.ok)
        m_monitor->refresh(); // one discovery for the new keys, not at the next interval
}

void LocksView::onActionFinished(const ActionResult &result)
{
    // The lock's key changed. A lock the table lists: a tick soon (the monitor spaces them out,
    // however many actions finish); a new one: one discovery to find it.
    const QByteArray key = result.value.toMap().value(QStringLiteral("key")).toByteArray();
    if (key.isEmpty())
        return;
    if (m_model->rowOfKey(QString::fromUtf8(key)) >= 0)
        m_monitor->keysChanged({key});
    else
        m_monitor->refresh();
}

void LocksView::onUpdated(const InspectorSnapshot &snapshot)
{
    if (!m_session->client())
        return;
    m_model->setStates(snapshot.states, snapshot.versions, snapshot.errors);
    m_timeline->setTracks(m_history.tracks(), m_history.nowMs(), m_history.windowMs());
    const qsizetype failed = std::count_if(snapshot.errors.cbegin(), snapshot.errors.cend(),
                                           [](const RedisError &e) { return e.isError(); });
    if (snapshot.discovered)
        m_status->setText(
            (m_model->lockCount() == 1 ? tr("1 lock") : tr("%1 locks").arg(m_model->lockCount())) +
            (failed > 0 ? tr(" · %1 reads failed in the last tick").arg(failed) : QString()) +
            (snapshot.truncated ? tr(" · discovery stopped at its key limit") : QString()));
    updatePage();
}

void LocksView::onFailed(const RedisError &error)
{
    m_status->setText(tr("Last refresh failed: %1").arg(error.message()));
    updatePage();
}

void LocksView::onClientChanged()
{
    // Another server (or none): what was seen belongs to the old one.
    m_model->clear();
    m_history.clear();
    m_timeline->setTracks({}, 0, m_history.windowMs());
    updatePage();
}

void LocksView::updateActions()
{
    const bool writes = m_session->allowsWrites();
    QString why;
    if (!m_session->client())
        why = tr("Not connected");
    else if (m_session->isReadOnly())
        why = tr("This connection is read-only: CoordScope sends only read commands to it. "
                 "Turn read-only off for this connection to write demo data.");
    m_loadDemo->setEnabled(writes);
    m_demoTraffic->setEnabled(writes);
    m_loadDemo->setToolTip(writes ? tr("Take a few locks of each kind in this database "
                                       "(keys cs:{name}:lock)")
                                  : why);
    m_demoTraffic->setToolTip(writes ? tr("Five seconds of acquire/release on the lock burst: a "
                                          "release, an expiry, and a lease that runs out as the "
                                          "next client takes the lock (Ctrl+Shift+T)")
                                     : why);
}

void LocksView::updatePage()
{
    updateActions();
    const RedisClient::State state = m_session->state();
    const bool connected = m_session->client() && state != RedisClient::State::Disconnected;
    if (connected && (m_model->rowCount() > 0 || !m_timeline->tracks().isEmpty())) {
        if (state == RedisClient::State::Reconnecting || state == RedisClient::State::Connecting)
            m_status->setText(tr("Reconnecting… the table shows the last state read"));
        m_pages->setCurrentIndex(MainPage);
        return;
    }
    m_empty->showKindState(
        *m_session, m_monitor->snapshot().discovered,
        {tr("its locks: who holds what, for how much longer, who waits."), tr("Looking for locks…"),
         tr("No locks found in this database"),
         tr("This view shows the locks CoordScope recognises (its own, redis-py, Redisson RLock "
            "and fair locks, BullMQ job locks, Redis in Action's lock:*): holder, hold count, "
            "fencing number, the TTL counting down, waiters, and a timeline of holds over the "
            "last two minutes."),
         tr("Load demo data takes a few locks of each kind in this database.")});
    m_pages->setCurrentIndex(EmptyPage);
}
