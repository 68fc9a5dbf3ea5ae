#include "semaphoresview.h"

#include "visiblesnapshots.h"

#include "emptystatepage.h"
#include "inspectormonitor.h"
#include "semaphoreactionform.h"
#include "semaphoredemo.h"
#include "semaphorekind.h"
#include "semaphoremembersmodel.h"
#include "semaphorerankchart.h"
#include "semaphoretablemodel.h"
#include "serversession.h"
#include "viewtoolbar.h"
#include "viewwidgets.h"

#include <QAction>
#include <QClipboard>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace {
enum Page { EmptyPage, MainPage };
const QString CoordScopeFamily = QStringLiteral("coordscope-semaphore");

QString measureTitle(SemaphoreMembersModel::Measure measure)
{
    switch (measure) {
    case SemaphoreMembersModel::Measure::AgeSeconds:
        return QObject::tr("Age (s)");
    case SemaphoreMembersModel::Measure::TimeLeftSeconds:
        return QObject::tr("Time left (s)");
    case SemaphoreMembersModel::Measure::Counter:
        return QObject::tr("Counter");
    case SemaphoreMembersModel::Measure::None:
        break;
    }
    return QObject::tr("Score");
}
} // namespace

SemaphoresView::SemaphoresView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_monitor(monitor)
    , m_runner(new ActionRunner(tr("semaphores view"), this))
    , m_table(new SemaphoreTableModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_members(new SemaphoreMembersModel(this))
    , m_loadDemoAction(new QAction(tr("Load &demo data"), this))
    , m_copyKeyAction(new QAction(tr("&Copy key names"), this))
    , m_exportTableAction(new QAction(tr("Export semaphores as CSV…"), this))
    , m_exportMembersAction(new QAction(tr("Export members as CSV…"), this))
    , m_exportChartAction(new QAction(tr("Export chart as PNG…"), this))
{
    setObjectName(QStringLiteral("semaphoresView"));
    m_session->attach(m_runner);
    m_filter->setSourceModel(m_table);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterKeyColumn(-1);
    m_filter->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setSortRole(SemaphoreTableModel::SortRole); // counts as numbers: 9 before 10

    connect(m_loadDemoAction, &QAction::triggered, this, &SemaphoresView::loadDemoData);
    m_copyKeyAction->setShortcut(QKeySequence::Copy);
    m_copyKeyAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyKeyAction, &QAction::triggered, this, &SemaphoresView::copyKeyNames);
    connect(m_exportTableAction, &QAction::triggered, this,
            [this] { ViewWidgets::exportCsv(this, *m_filter, QStringLiteral("semaphores")); });
    connect(m_exportMembersAction, &QAction::triggered, this, [this] {
        ViewWidgets::exportCsv(this, *m_members,
                               QStringLiteral("semaphore-") + QString::fromUtf8(m_selectedName));
    });
    connect(m_exportChartAction, &QAction::triggered, this, [this] {
        ViewWidgets::exportPng(
            this, m_chart, QStringLiteral("semaphore-ranks-") + QString::fromUtf8(m_selectedName));
    });

    m_form = new SemaphoreActionForm(session, m_runner, this);
    for (QAction *a : m_form->formActions())
        addAction(a); // the shortcuts work anywhere in the view
    connect(m_form, &SemaphoreActionForm::semaphoreChanged, this,
            &SemaphoresView::onSemaphoreChanged);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(createEmptyPage());
    m_pages->addWidget(createMainPage());
    auto *playground = new QGroupBox(tr("Playground"), this);
    auto *playgroundLayout = new QVBoxLayout(playground);
    playgroundLayout->addWidget(m_form);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("semaphoresStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    layout->addWidget(playground);
    layout->addWidget(m_status);

    connect(m_runner, &ActionRunner::finished, this, &SemaphoresView::onRunnerFinished);
    new VisibleSnapshots(m_monitor, this, [this](const InspectorSnapshot &s) { onUpdated(s); });
    connect(m_session, &ServerSession::stateChanged, this, &SemaphoresView::updateEmptyState);
    connect(m_session, &ServerSession::clientChanged, this, [this] {
        m_discovered = false;
        m_table->forgetServer(); // another server: its limits and kinds are not these
        updateEmptyState();
    });
    connect(m_session, &ServerSession::readOnlyChanged, this, &SemaphoresView::updateEnabled);
    connect(m_session, &ServerSession::stateChanged, this, &SemaphoresView::updateEnabled);
    connect(m_session, &ServerSession::clientChanged, this, &SemaphoresView::updateEnabled);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &SemaphoresView::updateEmptyState);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &SemaphoresView::updateEmptyState);
    onUpdated(m_monitor->snapshot());
    updateEnabled();
}

SemaphoresView::~SemaphoresView() = default;

QWidget *SemaphoresView::createEmptyPage()
{
    m_empty = new EmptyStatePage(QStringLiteral("semaphores"), this);
    m_loadDemoButton = m_empty->addAction(m_loadDemoAction);
    m_loadDemoButton->setObjectName(QStringLiteral("semaphoresLoadDemo"));
    return m_empty;
}

QWidget *SemaphoresView::createMainPage()
{
    auto *page = new QWidget(this);
    m_toolBar = new ViewToolBar(tr("Filter by name, layout, kind or notes"), m_filter, page);
    m_toolBar->addMenu(tr("Export"),
                       {m_exportTableAction, m_exportMembersAction, m_exportChartAction});
    m_toolBar->addAction(m_loadDemoAction);

    m_semaphoresTable = new QTableView(page);
    m_semaphoresTable->setObjectName(QStringLiteral("semaphoresTable"));
    ViewWidgets::setupTable(m_semaphoresTable);
    m_semaphoresTable->setModel(m_filter);
    m_semaphoresTable->setSortingEnabled(true);
    m_semaphoresTable->sortByColumn(-1, Qt::AscendingOrder);
    m_semaphoresTable->horizontalHeader()->setStretchLastSection(true);
    m_semaphoresTable->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_semaphoresTable->addAction(m_copyKeyAction);
    m_semaphoresTable->addAction(m_exportTableAction);
    m_semaphoresTable->setColumnWidth(SemaphoreTableModel::Name, 200);
    m_semaphoresTable->setColumnWidth(SemaphoreTableModel::Layout, 160);
    m_semaphoresTable->setColumnWidth(SemaphoreTableModel::Kind, 200);
    for (int c = SemaphoreTableModel::Holders; c <= SemaphoreTableModel::BeyondLimit; ++c)
        m_semaphoresTable->setColumnWidth(c, 80);
    m_semaphoresTable->setColumnWidth(SemaphoreTableModel::Limit, 110); // "12 (assumed)"
    connect(m_semaphoresTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SemaphoresView::onCurrentChanged);
    // The user's pick; the current row also moves when a refresh removes or moves rows.
    connect(m_semaphoresTable, &QTableView::clicked, this, &SemaphoresView::pick);
    connect(m_semaphoresTable, &QTableView::activated, this, &SemaphoresView::pick);

    m_detailTitle = ViewWidgets::scaledLabel(page, 1.1, true);
    m_notes = new QLabel(page);
    m_notes->setObjectName(QStringLiteral("semaphoreNotes"));
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setWordWrap(true);
    m_notes->hide();

    m_membersTable = new QTableView(page);
    m_membersTable->setObjectName(QStringLiteral("semaphoreMembersTable"));
    ViewWidgets::setupTable(m_membersTable);
    m_membersTable->setModel(m_members);
    m_membersTable->horizontalHeader()->setStretchLastSection(true);
    m_membersTable->setColumnWidth(SemaphoreMembersModel::Rank, 45);
    m_membersTable->setColumnWidth(SemaphoreMembersModel::Holder, 130);
    m_membersTable->setColumnWidth(SemaphoreMembersModel::Score, 100);
    m_membersTable->setColumnWidth(SemaphoreMembersModel::Age, 110);
    m_membersTable->setColumnWidth(SemaphoreMembersModel::LeaseTtl, 75);
    m_membersTable->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *copyHolders = new QAction(tr("Copy &holder ids"), m_membersTable);
    copyHolders->setShortcut(QKeySequence::Copy);
    copyHolders->setShortcutContext(Qt::WidgetShortcut);
    connect(copyHolders, &QAction::triggered, this, [this] {
        QStringList ids;
        for (const QModelIndex &index : m_membersTable->selectionModel()->selectedRows())
            ids << QString::fromUtf8(index.data(SemaphoreMembersModel::HolderRole).toByteArray());
        if (!ids.isEmpty())
            QGuiApplication::clipboard()->setText(ids.join(QLatin1Char('\n')));
    });
    m_membersTable->addAction(copyHolders);
    m_membersTable->addAction(m_exportMembersAction);

    m_chart = new SemaphoreRankChart(page);
    m_chart->setModel(m_members);
    m_chart->setMinimumWidth(360);
    m_chart->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_chart->addAction(m_exportChartAction);

    auto *details = new QSplitter(Qt::Horizontal, page);
    details->addWidget(m_membersTable);
    details->addWidget(m_chart);
    details->setStretchFactor(0, 3);
    details->setStretchFactor(1, 2);
    auto *detailBox = new QWidget(page);
    auto *detailLayout = new QVBoxLayout(detailBox);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_detailTitle);
    detailLayout->addWidget(m_notes);
    detailLayout->addWidget(details, 1);
    auto *split = new QSplitter(Qt::Vertical, page);
    split->addWidget(m_semaphoresTable);
    split->addWidget(detailBox);
    split->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toolBar);
    layout->addWidget(split, 1);
    return page;
}

QList<QAction *> SemaphoresView::viewActions() const
{
    return {m_form->acquireAction(), m_form->releaseAction(), m_loadDemoAction,   m_copyKeyAction,
            m_exportTableAction,     m_exportMembersAction,   m_exportChartAction};
}

bool SemaphoresView::showsEmptyState() const
{
    return m_pages->currentIndex() == EmptyPage;
}

QString SemaphoresView::emptyStateText() const
{
    return m_empty->text();
}

QLineEdit *SemaphoresView::filterEdit() const
{
    return m_toolBar->filterEdit();
}

QString SemaphoresView::statusText() const
{
    return m_status->text();
}

bool SemaphoresView::selectSemaphore(const QString &family, const QByteArray &name)
{
    const int row = m_table->rowOf(family, name);
    if (row < 0)
        return false;
    const QModelIndex index = m_filter->mapFromSource(m_table->index(row, 0));
    if (!index.isValid())
        return false;
    m_semaphoresTable->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    fillForm(row);
    return true;
}

QString SemaphoresView::selectedKeyNames() const
{
    return ViewWidgets::selectedKeys(m_semaphoresTable, SemaphoreTableModel::KeysRole);
}

void SemaphoresView::copyKeyNames()
{
    ViewWidgets::copyText(selectedKeyNames());
}

void SemaphoresView::loadDemoData()
{
    if (!m_session->allowsWrites()) {
        m_status->setText(tr("Demo data not loaded: %1")
                              .arg(m_session->client() ? tr("the connection is read-only")
                                                       : tr("not connected")));
        return;
    }
    if (m_demoTicket != 0)
        return; // one at a time
    m_status->setText(tr("Loading demo data…"));
    m_demoTicket = m_runner->run(
        tr("Load semaphore demo data"), [](RedisConnection &connection, const ActionContext &) {
            ActionResult result;
            const auto written = SemaphoreDemo::populate(connection);
            if (!written) {
                result.error = written.error();
                return result;
            }
            result.ok = true;
            QVariantList semaphores;
            for (const SemaphoreDemo::Semaphore &s : *written)
                semaphores << QVariant(QVariantList{s.kind, s.name, s.limit});
            result.value = semaphores;
            result.summary = tr("Demo data loaded: %1 semaphores").arg(written->size());
            return result;
        });
    updateEnabled();
}

void SemaphoresView::pick(const QModelIndex &index)
{
    fillForm(m_table->rowOf(index.data(SemaphoreTableModel::FamilyRole).toString(),
                            index.data(SemaphoreTableModel::NameRole).toByteArray()));
}

void SemaphoresView::onRunnerFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket != m_demoTicket)
        return;
    m_demoTicket = 0;
    updateEnabled();
    if (!result.ok) {
        m_status->setText(result.skipped
                              ? tr("Demo data not loaded: the connection changed.")
                              : tr("Demo data not loaded: %1").arg(result.error.message()));
        return;
    }
    m_status->setText(result.summary);
    for (const QVariant &v : result.value.toList()) {
        const QVariantList s = v.toList();
        m_table->setLimitHint(CoordScopeFamily, s.value(1).toByteArray(), s.value(2).toInt());
    }
    m_monitor->refresh(); // discover the new keys now, not at the next discovery interval
}

void SemaphoresView::onSemaphoreChanged(const QString &, const QByteArray &name, int limit)
{
    m_table->setLimitHint(CoordScopeFamily, name, limit);
    m_monitor->refresh();
}

void SemaphoresView::onUpdated(const InspectorSnapshot &snapshot)
{
    m_discovered = snapshot.discovered;
    m_table->setStates(snapshot.states, snapshot.errors);
    if (m_table->rowOf(m_selectedFamily, m_selectedName) < 0 && m_filter->rowCount() > 0 &&
        !m_semaphoresTable->currentIndex().isValid()) {
        // Shows the first one's members; the form is the user's (see pick()).
        m_semaphoresTable->selectionModel()->setCurrentIndex(
            m_filter->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    showSelected();
    updateEmptyState();
}

void SemaphoresView::onCurrentChanged()
{
    const QModelIndex current = m_semaphoresTable->currentIndex();
    const QString family = current.data(SemaphoreTableModel::FamilyRole).toString();
    const QByteArray name = current.data(SemaphoreTableModel::NameRole).toByteArray();
    const bool changed = family != m_selectedFamily || name != m_selectedName;
    m_selectedFamily = family;
    m_selectedName = name;
    if (changed)
        m_members->clear();
    showSelected();
}

void SemaphoresView::fillForm(int row)
{
    if (row < 0 || m_table->stateAt(row).primitive.family != CoordScopeFamily)
        return; // the form writes CoordScope's layout only
    const PrimitiveState &state = m_table->stateAt(row);
    m_form->setTarget(SemaphoreKind::fromKeys(state.primitive), state.primitive.name, state.limit);
}

void SemaphoresView::showSelected()
{
    const int row = m_table->rowOf(m_selectedFamily, m_selectedName);
    if (row < 0) {
        m_members->clear();
        m_chart->setMeasure(measureTitle(SemaphoreMembersModel::Measure::None), std::nullopt, 0);
        m_detailTitle->setText(m_selectedName.isEmpty()
                                   ? tr("Select a semaphore to see its members")
                                   : tr("%1 is gone (its keys vanished or changed type)")
                                         .arg(QString::fromUtf8(m_selectedName)));
        m_notes->hide();
        return;
    }
    const PrimitiveState &state = m_table->stateAt(row);
    m_members->setState(state);
    m_chart->setMeasure(measureTitle(m_members->measure()), state.limit, state.totalEntries);
    QString title =
        tr("%1 · %2 members").arg(QString::fromUtf8(m_selectedName)).arg(state.totalEntries);
    if (state.limit)
        title += m_table->limitIsAssumed(row) ? tr(" · limit %1 (assumed)").arg(*state.limit)
                                              : tr(" · limit %1").arg(*state.limit);
    m_detailTitle->setText(title);
    if (const QString tip = primitiveKindDescription(state.primitive.kind);
        tip != m_detailTitle->toolTip())
        m_detailTitle->setToolTip(tip); // not per tick: each call sends an event
    m_notes->setText(
        state.notes.isEmpty() ? QString() : tr("Notes: ") + state.notes.join(QStringLiteral("; ")));
    m_notes->setVisible(!state.notes.isEmpty());
}

void SemaphoresView::updateEmptyState()
{
    if (m_filter->rowCount() > 0 || m_table->rowCount() > 0) {
        m_pages->setCurrentIndex(MainPage);
        return;
    }
    m_empty->showKindState(
        *m_session, m_discovered,
        {tr("its semaphores."), tr("Looking for semaphores…"),
         tr("No semaphores found in this database"),
         tr("This view shows counting semaphores (CoordScope's, Redisson's RSemaphore and "
            "RPermitExpirableSemaphore, Redis in Action's): each one's members in rank order with "
            "their age or counter, the limit, and the members beyond the limit or expired but not "
            "yet cleaned up."),
         tr("Load demo data writes a semaphore of each kind with a few holders.")});
    m_pages->setCurrentIndex(EmptyPage);
}

void SemaphoresView::updateEnabled()
{
    const bool writes = m_session->allowsWrites() && m_demoTicket == 0;
    m_loadDemoAction->setEnabled(writes);
    // The empty page's button shows the action's tooltip: say why it is off.
    m_loadDemoAction->setToolTip(
        m_session->allowsWrites()
            ? tr("Write a few semaphores under cs:{sem-demo-…}: a basic one, a fair one with a "
                 "holder beyond its limit, and two with expired members not yet cleaned up")
        : !m_session->client() ? tr("Not connected")
                               : tr("Read-only connection: turn read-only off to write demo data"));
    updateEmptyState();
}
