#include "semaphoresview.h"

#include "visiblesnapshots.h"

#include "inspectormonitor.h"
#include "semaphoreactionform.h"
#include "semaphoredemo.h"
#include "semaphoremembersmodel.h"
#include "semaphorerankchart.h"
#include "semaphoretablemodel.h"
#include "serversession.h"
#include "viewwidgets.h"

#include <QAction>
#include <QClipboard>
#include <QGroupBox>
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

namespace {
enum Page { EmptyPage, MainPage };
const QString CoordScopeFamily = QStringLiteral("coordscope-semaphore");

QToolButton *actionButton(QWidget *parent, QAction *action)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}

// Which of SemaphoreFactory's kinds wrote a CoordScope semaphore, from its keys and scores.
QString coordScopeKind(const PrimitiveState &state)
{
    bool owners = false;
    bool semlock = false;
    bool leases = false;
    for (const DiscoveredKey &k : state.primitive.keys) {
        owners = owners || k.role == "owners";
        semlock = semlock || k.role == "lock";
        leases = leases || k.role == "lease";
    }
    if (semlock)
        return QStringLiteral("locked");
    if (owners)
        return QStringLiteral("fair");
    if (leases || (!state.entries.isEmpty() && state.entries.first().score &&
                   SemaphoreMembersModel::isCounterScore(*state.entries.first().score)))
        return QStringLiteral("ttl-keys");
    return SemaphoreMembersModel::timesAreDeadlines(state) ? QStringLiteral("atomic")
                                                           : QStringLiteral("basic");
}

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

    m_loadDemoAction->setToolTip(
        tr("Write a few semaphores under cs:{sem-demo-…}: a basic one, a fair one with a holder "
           "beyond its limit, and two with expired members not yet cleaned up"));
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
    auto *page = new QWidget(this);
    auto *column = new QWidget(page);
    column->setMaximumWidth(620);
    m_emptyTitle = ViewWidgets::scaledLabel(column, 1.4, true);
    m_emptyTitle->setAlignment(Qt::AlignCenter);
    m_emptyTitle->setWordWrap(true);
    m_emptyDetail = new QLabel(column);
    m_emptyDetail->setObjectName(QStringLiteral("semaphoresEmptyDetail"));
    m_emptyDetail->setTextFormat(Qt::PlainText);
    m_emptyDetail->setAlignment(Qt::AlignCenter);
    m_emptyDetail->setWordWrap(true);
    m_emptyDetail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_loadDemoButton = new QPushButton(tr("Load demo data"), column);
    m_loadDemoButton->setObjectName(QStringLiteral("semaphoresLoadDemo"));
    connect(m_loadDemoButton, &QPushButton::clicked, this, &SemaphoresView::loadDemoData);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->addWidget(m_emptyTitle);
    columnLayout->addSpacing(8);
    columnLayout->addWidget(m_emptyDetail);
    columnLayout->addSpacing(12);
    columnLayout->addWidget(m_loadDemoButton, 0, Qt::AlignHCenter);
    auto *centered = new QHBoxLayout;
    centered->addStretch(1);
    centered->addWidget(column, 3);
    centered->addStretch(1);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addLayout(centered);
    layout->addStretch(2);
    return page;
}

QWidget *SemaphoresView::createMainPage()
{
    auto *page = new QWidget(this);
    m_filterEdit = new QLineEdit(page);
    m_filterEdit->setPlaceholderText(tr("Filter by name, layout or notes"));
    m_filterEdit->setClearButtonEnabled(true);
    connect(m_filterEdit, &QLineEdit::textChanged, m_filter,
            &QSortFilterProxyModel::setFilterFixedString);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filterEdit, 2);
    bar->addWidget(actionButton(page, m_exportTableAction));
    bar->addWidget(actionButton(page, m_loadDemoAction));

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
    connect(m_semaphoresTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SemaphoresView::onCurrentChanged);

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
    auto *membersBox = new QWidget(page);
    auto *membersLayout = new QVBoxLayout(membersBox);
    membersLayout->setContentsMargins(0, 0, 0, 0);
    membersLayout->addWidget(m_membersTable, 1);
    membersLayout->addWidget(actionButton(membersBox, m_exportMembersAction), 0, Qt::AlignLeft);

    m_chart = new SemaphoreRankChart(page);
    m_chart->setModel(m_members);
    m_chart->setMinimumWidth(360);
    auto *chartBox = new QWidget(page);
    auto *chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(m_chart, 1);
    chartLayout->addWidget(actionButton(chartBox, m_exportChartAction), 0, Qt::AlignLeft);

    auto *details = new QSplitter(Qt::Horizontal, page);
    details->addWidget(membersBox);
    details->addWidget(chartBox);
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
    layout->addLayout(bar);
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
    return m_emptyTitle->text() + QLatin1Char('\n') + m_emptyDetail->text();
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
    QStringList keys;
    const QModelIndexList rows = m_semaphoresTable->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows)
        keys << index.data(SemaphoreTableModel::KeysRole).toStringList();
    if (keys.isEmpty() && m_semaphoresTable->currentIndex().isValid())
        keys
            << m_semaphoresTable->currentIndex().data(SemaphoreTableModel::KeysRole).toStringList();
    return keys.join(QLatin1Char('\n'));
}

void SemaphoresView::copyKeyNames()
{
    const QString keys = selectedKeyNames();
    if (!keys.isEmpty())
        QGuiApplication::clipboard()->setText(keys);
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
        // Shows the first one's members, but leaves the form alone: the user may be typing.
        m_autoSelecting = true;
        m_semaphoresTable->selectionModel()->setCurrentIndex(
            m_filter->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_autoSelecting = false;
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
    const int row = m_table->rowOf(family, name);
    if (changed && !m_autoSelecting)
        fillForm(row);
}

void SemaphoresView::fillForm(int row)
{
    if (row < 0 || m_table->stateAt(row).primitive.family != CoordScopeFamily)
        return; // the form writes CoordScope's layout only
    const PrimitiveState &state = m_table->stateAt(row);
    m_form->setTarget(coordScopeKind(state), state.primitive.name, state.limit);
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
    m_detailTitle->setToolTip(primitiveKindDescription(state.primitive.kind));
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
    const auto state = m_session->state();
    if (!m_session->client() || state == RedisClient::State::Disconnected) {
        m_emptyTitle->setText(tr("Not connected"));
        m_emptyDetail->setText(
            tr("Start the sandbox or connect to a Redis server to see its semaphores."));
    } else if (state != RedisClient::State::Connected) {
        m_emptyTitle->setText(tr("Waiting for the server…"));
        m_emptyDetail->clear();
    } else if (!m_discovered) {
        m_emptyTitle->setText(tr("Looking for semaphores…"));
        m_emptyDetail->clear();
    } else {
        m_emptyTitle->setText(tr("No semaphores found in this database"));
        QString detail =
            tr("This view shows counting semaphores (CoordScope's, Redisson's RSemaphore and "
               "RPermitExpirableSemaphore, Redis in Action's): each one's members in rank order "
               "with their age or counter, the limit, and the members beyond the limit or "
               "expired but not yet cleaned up.");
        if (m_session->isReadOnly())
            detail += QLatin1Char('\n') +
                      tr("The connection is read-only, so CoordScope will not write demo data "
                         "here. Turn read-only off for this connection to load it.");
        m_emptyDetail->setText(detail);
    }
    m_pages->setCurrentIndex(EmptyPage);
}

void SemaphoresView::updateEnabled()
{
    const bool writes = m_session->allowsWrites() && m_demoTicket == 0;
    m_loadDemoAction->setEnabled(writes);
    m_loadDemoButton->setEnabled(writes);
    const QString why = !m_session->client()
                            ? tr("Not connected")
                            : tr("Read-only connection: turn read-only off to write demo data");
    m_loadDemoButton->setToolTip(m_session->allowsWrites() ? m_loadDemoAction->toolTip() : why);
    updateEmptyState();
}
