#include "semaphoresview.h"

#include "operatoractionmenu.h"

#include "actionrunner.h"
#include "inspectormonitor.h"
#include "redisconnection.h"
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
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace {
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
    : KindView(session, monitor, QStringLiteral("semaphores"), tr("semaphores view"), parent)
    , m_model(new SemaphoreTableModel(this))
    , m_members(new SemaphoreMembersModel(this))
    , m_exportTableAction(new QAction(tr("Export semaphores as CSV…"), this))
    , m_exportMembersAction(new QAction(tr("Export members as CSV…"), this))
    , m_exportChartAction(new QAction(tr("Export chart as PNG…"), this))
{
    filterModel()->setSourceModel(m_model);
    filterModel()->setSortRole(SemaphoreTableModel::SortRole); // counts as numbers: 9 before 10

    connect(m_exportTableAction, &QAction::triggered, this,
            [this] { exportCsv(*filterModel(), QStringLiteral("semaphores")); });
    connect(m_exportMembersAction, &QAction::triggered, this, [this] {
        exportCsv(*m_members, QStringLiteral("semaphore-") + QString::fromUtf8(m_selectedName));
    });
    connect(m_exportChartAction, &QAction::triggered, this, [this] {
        exportPng(m_chart, QStringLiteral("semaphore-ranks-") + QString::fromUtf8(m_selectedName));
    });

    m_form = new SemaphoreActionForm(session, runner(), this);
    for (QAction *a : m_form->formActions())
        addAction(a); // the shortcuts work anywhere in the view
    connect(m_form, &SemaphoreActionForm::semaphoreChanged, this,
            &SemaphoresView::onSemaphoreChanged);
    setMainPage(createMainPage());
    auto *playground = new QGroupBox(tr("Playground"), this);
    auto *playgroundLayout = new QVBoxLayout(playground);
    playgroundLayout->addWidget(m_form);
    playgroundLayout->addStretch(1);
    layOutBesidePanel(playground);

    connect(filterModel(), &QAbstractItemModel::rowsInserted, this, &SemaphoresView::updatePage);
    connect(filterModel(), &QAbstractItemModel::rowsRemoved, this, &SemaphoresView::updatePage);
    follow();
}

SemaphoresView::~SemaphoresView() = default;

QWidget *SemaphoresView::createMainPage()
{
    auto *page = new QWidget(this);
    ViewToolBar *toolBar = createToolBar(tr("Filter by name, layout, kind or notes"), page);
    toolBar->addMenu(tr("Export"),
                     {m_exportTableAction, m_exportMembersAction, m_exportChartAction});
    toolBar->addAction(loadDemoAction());

    QTableView *table = createTable(SemaphoreTableModel::KeysRole, page);
    table->setObjectName(QStringLiteral("semaphoresTable"));
    table->sortByColumn(-1, Qt::AscendingOrder);
    table->addAction(m_exportTableAction);
    table->setColumnWidth(SemaphoreTableModel::Name, 200);
    table->setColumnWidth(SemaphoreTableModel::Layout, 160);
    table->setColumnWidth(SemaphoreTableModel::Kind, 200);
    for (int c = SemaphoreTableModel::Holders; c <= SemaphoreTableModel::BeyondLimit; ++c)
        table->setColumnWidth(c, 80);
    table->setColumnWidth(SemaphoreTableModel::Limit, 110); // "12 (assumed)"
    connect(table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SemaphoresView::onCurrentChanged);
    // The user's pick; the current row also moves when a refresh removes or moves rows.
    connect(table, &QTableView::clicked, this, &SemaphoresView::pick);
    connect(table, &QTableView::activated, this, &SemaphoresView::pick);

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
    m_operations = new OperatorActionMenu(session(), this);
    m_operations->addToTable(
        m_membersTable,
        {{OperatorAction::EvictHolder, false},
         {OperatorAction::EvictHolder, true},
         {OperatorAction::SetTtl, false}},
        [this] { return m_form ? m_form->messageLine() : nullptr; }, monitor());
    connect(m_membersTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &SemaphoresView::updateOperations);

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
    split->addWidget(table);
    split->addWidget(detailBox);
    split->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(toolBar);
    layout->addWidget(split, 1);
    return page;
}

QList<QAction *> SemaphoresView::viewActions() const
{
    return {m_form->acquireAction(), m_form->releaseAction(), loadDemoAction(),   copyKeyAction(),
            m_exportTableAction,     m_exportMembersAction,   m_exportChartAction};
}

bool SemaphoresView::selectSemaphore(const QString &family, const QByteArray &name)
{
    const int row = m_model->rowOf(family, name);
    if (row < 0)
        return false;
    const QModelIndex index = filterModel()->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    table()->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    fillForm(row);
    return true;
}

QString SemaphoresView::demoTitle() const
{
    return tr("Load semaphore demo data");
}

QString SemaphoresView::demoToolTip() const
{
    return tr("Write a few semaphores under cs:{sem-demo-…}: a basic one, a fair one with a "
              "holder beyond its limit, and two with expired members not yet cleaned up");
}

KindView::DemoJob SemaphoresView::demoJob() const
{
    return [](RedisConnection &connection, const ActionContext &) {
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
    };
}

void SemaphoresView::demoSucceeded(const ActionResult &result)
{
    for (const QVariant &v : result.value.toList()) {
        const QVariantList s = v.toList();
        m_model->setLimitHint(CoordScopeFamily, s.value(1).toByteArray(), s.value(2).toInt());
    }
}

void SemaphoresView::pick(const QModelIndex &index)
{
    fillForm(m_model->rowOf(index.data(SemaphoreTableModel::FamilyRole).toString(),
                            index.data(SemaphoreTableModel::NameRole).toByteArray()));
}

void SemaphoresView::onSemaphoreChanged(const QString &, const QByteArray &name, int limit)
{
    m_model->setLimitHint(CoordScopeFamily, name, limit);
    monitor()->refresh();
}

bool SemaphoresView::showsKind(PrimitiveKind kind) const
{
    return kind == PrimitiveKind::Semaphore || kind == PrimitiveKind::ExpirableSemaphore;
}

void SemaphoresView::applySnapshot(const InspectorSnapshot &snapshot)
{
    m_model->setStates(snapshot.states, snapshot.errors);
    if (m_model->rowOf(m_selectedFamily, m_selectedName) < 0 && filterModel()->rowCount() > 0 &&
        !table()->currentIndex().isValid()) {
        // Shows the first one's members; the form is the user's (see pick()).
        table()->selectionModel()->setCurrentIndex(filterModel()->index(0, 0),
                                                   QItemSelectionModel::ClearAndSelect |
                                                       QItemSelectionModel::Rows);
    }
    showSelected();
}

void SemaphoresView::clearServer()
{
    m_model->forgetServer(); // another server: its limits and kinds are not these
}

bool SemaphoresView::hasContent() const
{
    return filterModel()->rowCount() > 0 || m_model->rowCount() > 0;
}

void SemaphoresView::onCurrentChanged()
{
    const QModelIndex current = table()->currentIndex();
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
    if (row < 0 || m_model->stateAt(row).primitive.family != CoordScopeFamily)
        return; // the form writes CoordScope's layout only
    const PrimitiveState &state = m_model->stateAt(row);
    m_form->setTarget(SemaphoreKind::fromKeys(state.primitive), state.primitive.name, state.limit);
}

void SemaphoresView::showSelected()
{
    const int row = m_model->rowOf(m_selectedFamily, m_selectedName);
    if (row < 0) {
        m_members->clear();
        m_chart->setMeasure(measureTitle(SemaphoreMembersModel::Measure::None), std::nullopt, 0);
        m_detailTitle->setText(m_selectedName.isEmpty()
                                   ? tr("Select a semaphore to see its members")
                                   : tr("%1 is gone (its keys vanished or changed type)")
                                         .arg(QString::fromUtf8(m_selectedName)));
        m_notes->hide();
        updateOperations();
        return;
    }
    const PrimitiveState &state = m_model->stateAt(row);
    m_members->setState(state);
    updateOperations();
    m_chart->setMeasure(measureTitle(m_members->measure()), state.limit, state.totalEntries);
    QString title = tr("%1 · %n member(s)", nullptr, int(state.totalEntries))
                        .arg(QString::fromUtf8(m_selectedName));
    if (state.limit)
        title += m_model->limitIsAssumed(row) ? tr(" · limit %1 (assumed)").arg(*state.limit)
                                              : tr(" · limit %1").arg(*state.limit);
    m_detailTitle->setText(title);
    if (const QString tip = primitiveKindDescription(state.primitive.kind);
        tip != m_detailTitle->toolTip())
        m_detailTitle->setToolTip(tip); // not per tick: each call sends an event
    m_notes->setText(
        state.notes.isEmpty() ? QString() : tr("Notes: ") + state.notes.join(QStringLiteral("; ")));
    m_notes->setVisible(!state.notes.isEmpty());
}

void SemaphoresView::updateOperations()
{
    OperatorActionMenu::Selection selection;
    if (const int row = m_model->rowOf(m_selectedFamily, m_selectedName); row >= 0) {
        selection.state = m_model->stateAt(row);
        QSet<QByteArray> ids;
        for (const QModelIndex &index : m_membersTable->selectionModel()->selectedRows())
            ids.insert(index.data(SemaphoreMembersModel::HolderRole).toByteArray());
        for (const StateEntry &e : selection.state->entries)
            if (ids.contains(e.id))
                selection.entries << e;
    }
    m_operations->setSelection(std::move(selection));
}

KindEmptyTexts SemaphoresView::emptyTexts() const
{
    return {tr("its semaphores."), tr("Looking for semaphores…"),
            tr("No semaphores found in this database"),
            tr("This view shows counting semaphores (CoordScope's, Redisson's RSemaphore and "
               "RPermitExpirableSemaphore, Redis in Action's): each one's members in rank order "
               "with their age or counter, the limit, and the members beyond the limit or expired "
               "but not yet cleaned up."),
            tr("Load demo data writes a semaphore of each kind with a few holders.")};
}
