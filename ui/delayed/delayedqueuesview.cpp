#include "delayedqueuesview.h"

#include "operatoractionmenu.h"

#include "actionrunner.h"
#include "delayedactionform.h"
#include "delayeddemo.h"
#include "delayeditemsmodel.h"
#include "delayedqueuetablemodel.h"
#include "delayedschedulechart.h"
#include "inspectormonitor.h"
#include "redisconnection.h"
#include "serversession.h"
#include "viewtoolbar.h"
#include "viewwidgets.h"

#include <QAction>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

DelayedQueuesView::DelayedQueuesView(ServerSession *session, InspectorMonitor *monitor,
                                     QWidget *parent)
    : KindView(session, monitor, QStringLiteral("delayed"), tr("Delayed queues view"), parent)
    , m_queues(new DelayedQueueTableModel(this))
    , m_items(new DelayedItemsModel(this))
    , m_queuesCsvAction(new QAction(tr("Export queues as CSV…"), this))
    , m_itemsCsvAction(new QAction(tr("Export items as CSV…"), this))
    , m_chartPngAction(new QAction(tr("Export chart as PNG…"), this))
{
    m_items->setRunner(runner());
    filterModel()->setSourceModel(m_queues);

    connect(m_queuesCsvAction, &QAction::triggered, this,
            [this] { exportCsv(*filterModel(), QStringLiteral("delayed-queues")); });
    connect(m_itemsCsvAction, &QAction::triggered, this,
            [this] { exportCsv(*m_items, QStringLiteral("delayed-items")); });
    connect(m_chartPngAction, &QAction::triggered, this,
            [this] { exportPng(m_chart, QStringLiteral("delayed-schedule")); });

    m_chartUpdate.setSingleShot(true);
    m_chartUpdate.setInterval(16);
    connect(&m_chartUpdate, &QTimer::timeout, this, [this] {
        m_chart->setItems(m_items->dueTimes(DelayedScheduleChart::MaxPoints), m_items->nowMs(),
                          m_items->totalItems());
    });

    // The demo's outcome shows under the empty page's button, where it was clicked.
    statusLabel()->setAlignment(Qt::AlignCenter);
    emptyPage()->addWidget(statusLabel());
    setMainPage(createMainPage());
    // After the page: Tab goes from the tables to the form (Tab order follows creation).
    m_form = new DelayedActionForm(session, runner(), this);
    for (QAction *a : {m_form->enqueueAction(), m_form->claimAction()})
        addAction(a);
    connect(m_form, &DelayedActionForm::actionFinished, this, [this](const ActionResult &result) {
        // A new queue needs a discovery to show; the monitor does it now instead of in 10 s.
        if (result.ok)
            this->monitor()->refresh();
    });
    auto *playground = new QGroupBox(tr("Playground"), this);
    auto *playgroundLayout = new QVBoxLayout(playground);
    playgroundLayout->addWidget(m_form);
    playgroundLayout->addStretch(1);
    layOutBesidePanel(playground);

    connect(m_items, &DelayedItemsModel::rowsInserted, this,
            &DelayedQueuesView::scheduleChartUpdate);
    connect(m_items, &DelayedItemsModel::rowsRemoved, this,
            &DelayedQueuesView::scheduleChartUpdate);
    connect(m_items, &DelayedItemsModel::modelReset, this, &DelayedQueuesView::scheduleChartUpdate);
    // Each tick moves the relative times: the chart takes the server's new now with them.
    connect(m_items, &DelayedItemsModel::dataChanged, this,
            &DelayedQueuesView::scheduleChartUpdate);
    connect(m_items, &DelayedItemsModel::pageLoaded, this, &DelayedQueuesView::updateItemsTitle);
    connect(m_items, &DelayedItemsModel::pageFailed, this, [this](const RedisError &error) {
        m_itemsTitle->setText(tr("Could not read more items: %1").arg(error.message()));
    });
    follow();
}

DelayedQueuesView::~DelayedQueuesView() = default;

QList<QAction *> DelayedQueuesView::viewActions() const
{
    return {loadDemoAction(),  m_form->enqueueAction(), m_form->claimAction(), copyKeyAction(),
            m_queuesCsvAction, m_itemsCsvAction,        m_chartPngAction};
}

QWidget *DelayedQueuesView::createMainPage()
{
    auto *page = new QWidget(this);
    ViewToolBar *toolBar = createToolBar(tr("Filter queues by name, layout or numbers"), page);
    toolBar->addMenu(tr("Export"), {m_queuesCsvAction, m_itemsCsvAction, m_chartPngAction});

    QTableView *queuesTable = createTable(DelayedQueueTableModel::ScheduleKeyRole, page);
    queuesTable->setObjectName(QStringLiteral("delayedQueues"));
    queuesTable->sortByColumn(-1, Qt::AscendingOrder);
    queuesTable->horizontalHeader()->resizeSection(DelayedQueueTableModel::Name, 200);
    queuesTable->horizontalHeader()->resizeSection(DelayedQueueTableModel::Layout, 110);
    queuesTable->horizontalHeader()->resizeSection(DelayedQueueTableModel::NextDue, 170);
    queuesTable->addAction(m_queuesCsvAction);
    connect(queuesTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                m_selectedFamily = current.data(DelayedQueueTableModel::FamilyRole).toString();
                m_selectedName = current.data(DelayedQueueTableModel::NameRole).toByteArray();
                if (m_selectedFamily == QLatin1String("coordscope-delayed-queue"))
                    m_form->setQueueName(QString::fromUtf8(m_selectedName));
                showSelected();
            });

    m_itemsTitle = new QLabel(page);
    m_itemsTitle->setObjectName(QStringLiteral("delayedItemsTitle"));
    m_itemsTitle->setTextFormat(Qt::PlainText);
    m_itemsTable = new QTableView(page);
    m_itemsTable->setObjectName(QStringLiteral("delayedItems"));
    ViewWidgets::setupTable(m_itemsTable);
    m_itemsTable->setModel(m_items);
    m_itemsTable->horizontalHeader()->resizeSection(DelayedItemsModel::Due, 140);
    m_itemsTable->horizontalHeader()->resizeSection(DelayedItemsModel::DueAt, 180);
    m_itemsTable->horizontalHeader()->resizeSection(DelayedItemsModel::Payload, 280);
    m_itemsTable->horizontalHeader()->setStretchLastSection(true);
    m_itemsTable->addAction(m_itemsCsvAction);
    m_itemsTable->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_operations = new OperatorActionMenu(session(), this);
    m_operations->addToTable(
        m_itemsTable,
        {{OperatorAction::RunNow, false},
         {OperatorAction::Postpone, false},
         {OperatorAction::DeleteItem, false}},
        [this] { return m_form ? m_form->messageLine() : nullptr; }, monitor());
    connect(m_itemsTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &DelayedQueuesView::updateOperations);
    m_notes = new QLabel(page);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->hide();
    auto *itemsPane = new QWidget(page);
    auto *itemsLayout = new QVBoxLayout(itemsPane);
    itemsLayout->setContentsMargins(0, 0, 0, 0);
    itemsLayout->addWidget(m_itemsTitle);
    itemsLayout->addWidget(m_itemsTable, 1);
    itemsLayout->addWidget(m_notes);

    m_chart = new DelayedScheduleChart(page);
    m_chart->addAction(m_chartPngAction);
    m_chart->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto *detail = new QSplitter(Qt::Horizontal, page);
    detail->addWidget(itemsPane);
    detail->addWidget(m_chart);
    detail->setStretchFactor(0, 1);
    detail->setStretchFactor(1, 1);
    auto *splitter = new QSplitter(Qt::Vertical, page);
    splitter->addWidget(queuesTable);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(toolBar);
    layout->addWidget(splitter, 1);
    return page;
}

QString DelayedQueuesView::notesText() const
{
    return m_notes->isVisibleTo(this) ? m_notes->text() : QString();
}

bool DelayedQueuesView::selectQueue(const QString &family, const QByteArray &name)
{
    const int row = m_queues->rowOf(family, name);
    if (row < 0)
        return false;
    const QModelIndex index = filterModel()->mapFromSource(m_queues->index(row, 0));
    if (!index.isValid())
        return false;
    table()->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    return true;
}

bool DelayedQueuesView::showsKind(PrimitiveKind kind) const
{
    // Task queues too: a reliable queue with a schedule is listed here.
    return kind == PrimitiveKind::DelayedQueue || kind == PrimitiveKind::TaskQueue;
}

void DelayedQueuesView::applySnapshot(const InspectorSnapshot &snapshot)
{
    m_queues->setStates(snapshot.states);
    if (m_queues->rowCount() > 0 && m_queues->rowOf(m_selectedFamily, m_selectedName) < 0) {
        // Nothing (or a queue now gone) selected: the first queue shown.
        const QModelIndex first = filterModel()->index(0, 0);
        if (first.isValid())
            table()->selectionModel()->setCurrentIndex(first, QItemSelectionModel::ClearAndSelect |
                                                                  QItemSelectionModel::Rows);
    }
    showSelected();
}

void DelayedQueuesView::clearServer()
{
    // Another server (or none): nothing of the old one is shown or merged with the new one.
    m_queues->clear();
    m_items->clear();
}

bool DelayedQueuesView::hasContent() const
{
    return m_queues->rowCount() > 0;
}

KindEmptyTexts DelayedQueuesView::emptyTexts() const
{
    return {tr("its delayed queues: items on a time axis, what is overdue, the ready list and the "
               "claim rate."),
            tr("Looking for delayed queues…"), tr("No delayed queues found in this database"),
            tr("This view shows delayed queues (CoordScope's, Redisson's RDelayedQueue, Sidekiq's "
               "schedule and retry sets, BullMQ's delayed jobs, Redis in Action's delayed:): what "
               "is scheduled, what is overdue, when the next item is due, the ready list and how "
               "fast items are claimed, with the items on a time axis."),
            tr("Load demo data writes a few queues under cs: with items overdue, due in a few "
               "seconds and due later.")};
}

void DelayedQueuesView::showSelected()
{
    const int row = m_selectedFamily.isEmpty() && m_selectedName.isEmpty()
                        ? -1
                        : m_queues->rowOf(m_selectedFamily, m_selectedName);
    if (row < 0) {
        m_items->clear();
        m_itemsTitle->setText(m_selectedFamily.isEmpty() ? tr("Select a queue to see its items")
                                                         : tr("The selected queue is gone"));
        m_notes->hide();
        scheduleChartUpdate();
        updateOperations();
        return;
    }
    const PrimitiveState &state = m_queues->stateAt(row);
    m_items->setState(state);
    updateOperations();
    updateItemsTitle();
    m_itemsTitle->setToolTip(primitiveKindDescription(state.primitive.kind));
    QStringList notes = state.notes;
    const InspectorSnapshot &snapshot = monitor()->snapshot();
    for (qsizetype i = 0; i < snapshot.states.size() && i < snapshot.errors.size(); ++i)
        if (snapshot.errors.at(i).isError() &&
            snapshot.states.at(i).primitive.family == m_selectedFamily &&
            snapshot.states.at(i).primitive.name == m_selectedName)
            notes.prepend(tr("last read failed: %1").arg(snapshot.errors.at(i).message()));
    m_notes->setText(notes.isEmpty() ? QString() : tr("Notes:\n") + notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
    scheduleChartUpdate();
}

void DelayedQueuesView::updateOperations()
{
    OperatorActionMenu::Selection selection;
    const int row = m_selectedFamily.isEmpty() && m_selectedName.isEmpty()
                        ? -1
                        : m_queues->rowOf(m_selectedFamily, m_selectedName);
    if (row >= 0) {
        selection.state = m_queues->stateAt(row);
        // The items as the table holds them (a page past the state's first 200 too).
        for (const QModelIndex &index : m_itemsTable->selectionModel()->selectedRows()) {
            StateEntry e;
            e.id = index.data(DelayedItemsModel::IdRole).toByteArray();
            selection.entries << e;
        }
    }
    m_operations->setSelection(std::move(selection));
}

void DelayedQueuesView::updateItemsTitle()
{
    if (m_items->queueFamily().isEmpty())
        return;
    const int row = m_queues->rowOf(m_items->queueFamily(), m_items->queueName());
    const qint64 shown = m_items->rowCount();
    QString title = QString::fromUtf8(m_items->queueName());
    if (row >= 0)
        title +=
            QStringLiteral(" (") + m_queues->stateAt(row).primitive.library + QStringLiteral(")");
    title += shown < m_items->totalItems() ? tr(": %1 of %2 items loaded; scroll down for more")
                                                 .arg(shown)
                                                 .arg(m_items->totalItems())
                                           : tr(": %n item(s)", nullptr, int(shown));
    m_itemsTitle->setText(title);
}

void DelayedQueuesView::scheduleChartUpdate()
{
    if (!m_chartUpdate.isActive())
        m_chartUpdate.start();
}

QString DelayedQueuesView::demoTitle() const
{
    return tr("Load demo delayed queues");
}

QString DelayedQueuesView::demoToolTip() const
{
    return tr("Write demo delayed queues into this database (keys under cs:)");
}

KindView::DemoJob DelayedQueuesView::demoJob() const
{
    return summaryJob([](RedisConnection &c) { return DelayedDemo::populate(c); });
}
