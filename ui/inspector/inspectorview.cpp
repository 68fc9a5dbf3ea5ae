#include "inspectorview.h"

#include "formmessageline.h"
#include "operatoractionmenu.h"

#include "durationtext.h"
#include "visiblesnapshots.h"

#include "emptystatepage.h"
#include "liveupdatesbar.h"
#include "primitiveentriesmodel.h"
#include "primitivelistmodel.h"
#include "rediscommand.h"
#include "serversession.h"
#include "userrulesdialog.h"
#include "userrulestore.h"
#include "viewwidgets.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSet>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace {
const QString ValueShapesKey = QStringLiteral("inspector/valueShapes");
enum Page { EmptyPage, MainPage };
enum KeyColumn { KeyNameColumn, KeyRoleColumn, KeyTypeColumn, KeyTtlColumn, KeyColumnCount };

QString bytesText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

QString ttlText(qint64 ttlMs)
{
    if (ttlMs == -1)
        return QObject::tr("none");
    if (ttlMs == -2)
        return QObject::tr("gone");
    return durationText(ttlMs);
}
} // namespace

InspectorView::InspectorView(ServerSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_monitor(new InspectorMonitor(this))
    , m_primitives(new PrimitiveListModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_entries(new PrimitiveEntriesModel(this))
{
    m_filter->setSourceModel(m_primitives);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterKeyColumn(-1);
    m_filter->setSortCaseSensitivity(Qt::CaseInsensitive);

    m_monitor->setCatalog(LayoutCatalog("cs:", UserRuleStore::load()));
    m_rulesAction = new QAction(tr("R&ules…"), this);
    m_rulesAction->setToolTip(tr("Your own key patterns (GLOB=KIND), kept between sessions"));
    connect(m_rulesAction, &QAction::triggered, this, &InspectorView::editRules);

    m_refreshAction = new QAction(tr("&Scan now"), this);
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_refreshAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_refreshAction->setToolTip(tr("Scan the whole keyspace for primitives again now, as fast as "
                                   "the server answers: this pass is not held to the load "
                                   "budget (F5)"));
    connect(m_refreshAction, &QAction::triggered, m_monitor, &InspectorMonitor::scanNow);
    addAction(m_refreshAction);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(createEmptyPage());
    m_pages->addWidget(createMainPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    new VisibleSnapshots(m_monitor, this, [this](const InspectorSnapshot &s) { onUpdated(s); });
    connect(m_monitor, &InspectorMonitor::failed, this, &InspectorView::onFailed);
    connect(m_monitor, &InspectorMonitor::passProgress, this, [this] {
        if (!isVisible())
            return;
        refreshCostLabel();
        updatePage();
    });
    connect(session, &ServerSession::clientChanged, m_monitor, &InspectorMonitor::setClient);
    connect(session, &ServerSession::stateChanged, this, &InspectorView::updatePage);
    m_monitor->setClient(session->client());
    updatePage();
}

QWidget *InspectorView::createEmptyPage()
{
    m_empty = new EmptyStatePage(QStringLiteral("inspector"), this);
    m_empty->addAction(m_refreshAction);
    return m_empty;
}

// Keys no layout claims by name are looked at by value (TYPE, PTTL and a sample each) only when
// this says so: on a big keyspace that is most of the work (docs/inspector.md, "Names first").
QComboBox *InspectorView::createValueShapesBox(QWidget *parent)
{
    m_valueShapes = new QComboBox(parent);
    m_valueShapes->setObjectName(QStringLiteral("inspectorValueShapes"));
    m_valueShapes->addItem(tr("Values: auto"), int(DiscoveryOptions::ValueShapes::Auto));
    m_valueShapes->addItem(tr("Values: every key"), int(DiscoveryOptions::ValueShapes::On));
    m_valueShapes->addItem(tr("Values: named keys only"), int(DiscoveryOptions::ValueShapes::Off));
    m_valueShapes->setToolTip(
        tr("Whether discovery looks at the value of keys no layout claims by name (TYPE, PTTL and "
           "a sample of each), to find the layouts told by value only: redis-py and "
           "node-redlock locks, redis-cell, Redisson hashes, counters. Auto: only when the "
           "database has at most %1 keys; on a bigger one that is most of a pass's work.")
            .arg(QLocale().toString(DiscoveryOptions().valueShapesUpTo)));
    const auto saved = DiscoveryOptions::parseValueShapes(
        QSettings().value(ValueShapesKey, QStringLiteral("auto")).toString());
    const int index =
        m_valueShapes->findData(int(saved.value_or(DiscoveryOptions::ValueShapes::Auto)));
    m_valueShapes->setCurrentIndex(qMax(0, index));
    applyValueShapes();
    connect(m_valueShapes, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(ValueShapesKey,
                             DiscoveryOptions::valueShapesName(DiscoveryOptions::ValueShapes(
                                 m_valueShapes->currentData().toInt())));
        applyValueShapes();
    });
    return m_valueShapes;
}

void InspectorView::applyValueShapes()
{
    DiscoveryOptions options = m_monitor->discoveryOptions();
    const auto chosen = DiscoveryOptions::ValueShapes(m_valueShapes->currentData().toInt());
    if (options.valueShapes == chosen)
        return;
    options.valueShapes = chosen;
    m_monitor->setDiscoveryOptions(options);
}

QWidget *InspectorView::createMainPage()
{
    auto *page = new QWidget(this);

    m_filterEdit = new QLineEdit(page);
    ViewWidgets::makeViewFilter(m_filterEdit);
    m_filterEdit->setPlaceholderText(tr("Filter by kind, name, library, key or state"));
    m_filterEdit->setClearButtonEnabled(true);
    connect(m_filterEdit, &QLineEdit::textChanged, m_filter,
            &QSortFilterProxyModel::setFilterFixedString);
    m_costLabel = new QLabel(page);
    m_costLabel->setTextFormat(Qt::PlainText);
    m_costLabel->setWordWrap(true);
    m_costLabel->setToolTip(tr("What the last refresh sent and received"));
    auto *refresh = new QToolButton(page);
    refresh->setDefaultAction(m_refreshAction);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filterEdit, 2);
    bar->addSpacing(12);
    bar->addWidget(m_costLabel, 3);
    bar->addWidget(refresh);
    auto *rules = new QToolButton(page);
    rules->setDefaultAction(m_rulesAction);
    bar->addWidget(rules);
    bar->addWidget(createValueShapesBox(page));
    m_liveUpdates = new LiveUpdatesBar(m_session, m_monitor, page);

    m_primitivesTable = new QTableView(page);
    m_primitivesTable->setObjectName(QStringLiteral("inspectorPrimitives"));
    ViewWidgets::setupTable(m_primitivesTable);
    m_primitivesTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_primitivesTable->setModel(m_filter);
    m_primitivesTable->setSortingEnabled(true);
    m_primitivesTable->sortByColumn(-1, Qt::AscendingOrder); // discovery's order until asked
    QHeaderView *header = m_primitivesTable->horizontalHeader();
    header->setSectionResizeMode(PrimitiveListModel::Kind, QHeaderView::ResizeToContents);
    header->resizeSection(PrimitiveListModel::Name, 220);
    header->setSectionResizeMode(PrimitiveListModel::Library, QHeaderView::ResizeToContents);
    header->resizeSection(PrimitiveListModel::Keys, 260);
    header->setStretchLastSection(true);
    connect(m_primitivesTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                m_selectedFamily = current.data(PrimitiveListModel::FamilyRole).toString();
                m_selectedName = current.data(PrimitiveListModel::NameRole).toByteArray();
                showSelected();
            });

    // The selected primitive: title, keys and notes on the left, entries on the right.
    auto *detail = new QWidget(page);
    m_detailTitle = ViewWidgets::scaledLabel(detail, 1.1, true);
    m_detailTitle->setWordWrap(true);
    m_keysTable = new QTableWidget(0, KeyColumnCount, detail);
    m_keysTable->setObjectName(QStringLiteral("inspectorKeys"));
    ViewWidgets::setupTable(m_keysTable);
    m_keysTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_keysTable->setHorizontalHeaderLabels({tr("Key"), tr("Role"), tr("Type"), tr("TTL")});
    m_keysTable->horizontalHeader()->setSectionResizeMode(KeyNameColumn, QHeaderView::Stretch);
    for (int c = KeyRoleColumn; c < KeyColumnCount; ++c)
        m_keysTable->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    auto *copy = new QAction(tr("&Copy key name"), m_keysTable);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &InspectorView::copyKeyNames);
    m_keysTable->addAction(copy);
    m_notes = new QLabel(detail);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *left = new QWidget(detail);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_detailTitle);
    leftLayout->addWidget(m_keysTable, 1);
    leftLayout->addWidget(m_notes);

    m_entriesTitle = new QLabel(detail);
    m_entriesTitle->setTextFormat(Qt::PlainText);
    m_entriesTable = new QTableView(detail);
    m_entriesTable->setObjectName(QStringLiteral("inspectorEntries"));
    ViewWidgets::setupTable(m_entriesTable);
    m_entriesTable->setModel(m_entries);
    // Operator actions: the Act button over the entries, the same menu on a right click.
    m_operations = new OperatorActionMenu(m_session, this);
    auto *act = new QToolButton(detail);
    act->setObjectName(QStringLiteral("inspectorAct"));
    act->setText(tr("Act"));
    act->setToolTip(tr("Act on the selection: break a lock, evict a holder, run a job now, reset "
                       "a limit. Each shows the exact commands first."));
    act->setMenu(m_operations->menu());
    act->setPopupMode(QToolButton::InstantPopup);
    m_operationMessage = new FormMessageLine(detail);
    m_operationMessage->setMaxLines(1); // beside the Act button: the tables keep their rows
    connect(m_operations, &OperatorActionMenu::finished, this,
            [this](const QString &message, bool ok) {
                if (ok)
                    m_operationMessage->showStatus(message);
                else
                    m_operationMessage->showError(message);
            });
    connect(m_operations, &OperatorActionMenu::acted, m_monitor, &InspectorMonitor::refresh);
    for (QAbstractItemView *table : {static_cast<QAbstractItemView *>(m_entriesTable),
                                     static_cast<QAbstractItemView *>(m_keysTable)}) {
        table->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(table, &QWidget::customContextMenuRequested, this, [this, table](const QPoint &at) {
            QMenu menu;
            if (table == m_keysTable) {
                menu.addActions(m_keysTable->actions());
                menu.addSeparator();
            }
            menu.addActions(m_operations->menu()->actions());
            if (!menu.isEmpty())
                menu.exec(table->viewport()->mapToGlobal(at));
        });
    }
    connect(m_entriesTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &InspectorView::updateOperations);
    connect(m_keysTable, &QTableWidget::itemSelectionChanged, this,
            &InspectorView::updateOperations);
    m_entriesTable->horizontalHeader()->resizeSection(PrimitiveEntriesModel::Id, 240);
    m_entriesTable->horizontalHeader()->resizeSection(PrimitiveEntriesModel::Preview, 240);
    m_entriesTable->horizontalHeader()->setStretchLastSection(true);
    auto *right = new QWidget(detail);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto *entriesBar = new QHBoxLayout;
    entriesBar->addWidget(m_entriesTitle);
    entriesBar->addWidget(m_operationMessage, 1);
    entriesBar->addWidget(act);
    rightLayout->addLayout(entriesBar);
    rightLayout->addWidget(m_entriesTable, 1);

    auto *detailSplitter = new QSplitter(Qt::Horizontal, detail);
    detailSplitter->addWidget(left);
    detailSplitter->addWidget(right);
    detailSplitter->setStretchFactor(0, 2);
    detailSplitter->setStretchFactor(1, 3);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(detailSplitter);

    auto *splitter = new QSplitter(Qt::Vertical, page);
    splitter->addWidget(m_primitivesTable);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(bar);
    layout->addWidget(m_liveUpdates);
    layout->addWidget(splitter, 1);
    showSelected();
    return page;
}

void InspectorView::editRules()
{
    auto *dialog = new UserRulesDialog(UserRuleStore::load(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { applyRules(dialog->rules()); });
    dialog->open();
}

void InspectorView::applyRules(const QList<UserLayoutRule> &rules)
{
    UserRuleStore::save(rules);
    m_monitor->setCatalog(LayoutCatalog("cs:", rules)); // discovers again
}

void InspectorView::addEmptyStateAction(QAction *action)
{
    m_empty->addAction(action);
}

bool InspectorView::showsEmptyState() const
{
    return m_pages->currentIndex() == EmptyPage;
}

QString InspectorView::emptyStateText() const
{
    return m_empty->text();
}

bool InspectorView::selectPrimitive(const QString &family, const QByteArray &name)
{
    const int row = m_primitives->rowOf(family, name);
    if (row < 0)
        return false;
    const QModelIndex index = m_filter->mapFromSource(m_primitives->index(row, 0));
    if (!index.isValid())
        return false;
    m_primitivesTable->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    return true;
}

QString InspectorView::selectedKeyNames() const
{
    QStringList keys;
    const QModelIndexList rows = m_keysTable->selectionModel()->selectedRows(KeyNameColumn);
    for (const QModelIndex &index : rows)
        keys << index.data(Qt::UserRole).toString();
    if (keys.isEmpty() && m_keysTable->currentRow() >= 0)
        if (const QTableWidgetItem *item =
                m_keysTable->item(m_keysTable->currentRow(), KeyNameColumn))
            keys << item->data(Qt::UserRole).toString();
    return keys.join(QLatin1Char('\n'));
}

void InspectorView::copyKeyNames()
{
    const QString keys = selectedKeyNames();
    if (!keys.isEmpty())
        QGuiApplication::clipboard()->setText(keys);
}

void InspectorView::onUpdated(const InspectorSnapshot &snapshot)
{
    m_lastError = RedisError();
    m_primitives->setStates(snapshot.states, snapshot.errors, snapshot.versions);
    const InspectorReadCost &cost = snapshot.lastTick;
    QString text;
    if (snapshot.discovered) {
        const qsizetype n = snapshot.states.size();
        text = tr("%Ln primitive(s)", nullptr, int(n));
        if (snapshot.readsChangedOnly)
            text += tr(" (%1 read in the last tick: the ones notifications named; all every %2 s)")
                        .arg(snapshot.primitivesRead)
                        .arg(m_monitor->notifiedSweepIntervalMs() / 1000.0);
        else if (snapshot.primitivesRead < snapshot.states.size())
            text += tr(" (%1 read per tick)").arg(QLocale().toString(snapshot.primitivesRead));
        text += tr(" · last tick: %1 commands in %2 round trips, %3 sent, %4 received, %5 ms")
                    .arg(cost.commands)
                    .arg(cost.roundTrips)
                    .arg(bytesText(cost.bytesSent), bytesText(cost.bytesReceived))
                    .arg(double(cost.wallUs) / 1000.0, 0, 'f', 1);
    }
    if (snapshot.localClock)
        text += tr(" · INFO refused: times use this machine's clock");

    if (snapshot.discovered && !snapshot.scanProgress.isEmpty()) {
        // A cluster: how far the SCAN of each master got.
        QStringList masters;
        for (const NodeScanProgress &n : snapshot.scanProgress)
            masters
                << (n.done
                        ? tr("%1 %n key(s)", nullptr, int(n.keysSeen)).arg(n.node)
                        : tr("%1 %n key(s), not to the end", nullptr, int(n.keysSeen)).arg(n.node));
        text += tr("\nSCAN of %1 masters: %2")
                    .arg(snapshot.scanProgress.size())
                    .arg(masters.join(QStringLiteral(" · ")));
    }
    m_tickText = text;
    refreshCostLabel();
    updatePage();
    showSelected();
}

void InspectorView::refreshCostLabel()
{
    const QString coverage = coverageText(m_monitor->snapshot());
    if (coverage.isEmpty() || m_tickText.isEmpty())
        m_costLabel->setText(coverage + m_tickText);
    else
        m_costLabel->setText(coverage + QLatin1Char('\n') + m_tickText);
    m_costLabel->setToolTip(coverageToolTip(m_monitor->snapshot()));
}

QString InspectorView::coverageText(const InspectorSnapshot &snapshot) const
{
    const QLocale locale;
    QString text;
    if (snapshot.discovered) {
        const qint64 ago = m_monitor->sincePassMs();
        const QString of = snapshot.dbSize ? tr("%1 of %Ln key(s)", nullptr, int(*snapshot.dbSize))
                                                 .arg(locale.toString(snapshot.keysSeen))
                                           : tr("%Ln key(s)", nullptr, int(snapshot.keysSeen));
        text = tr("Scanned %1%2, pass finished %3 s ago")
                   .arg(of, snapshot.truncated ? tr(" (stopped at the key limit)") : QString())
                   .arg(ago < 0 ? 0 : ago / 1000);
        if (!snapshot.valueShapesUsed && snapshot.keysNotTyped > 0)
            text += tr(" · %1 by name only").arg(locale.toString(snapshot.keysNotTyped));
    }
    if (m_monitor->isPassRunning()) {
        const qint64 seen = m_monitor->passKeysSeen();
        const qint64 size = m_monitor->passDbSize();
        QString running = size > 0 ? tr("scanning: %1 of %Ln key(s) (%2 %)", nullptr, int(size))
                                         .arg(locale.toString(seen))
                                         .arg(qMin<qint64>(100, seen * 100 / size))
                                   : tr("scanning: %Ln key(s) so far", nullptr, int(seen));
        if (m_monitor->budget())
            running += tr(", within the load budget");
        if (text.isEmpty())
            text = QString(running.at(0).toUpper()) + running.mid(1);
        else
            text += QStringLiteral(" · ") + running;
    }
    return text;
}

// What the coverage line leaves out for its length.
QString InspectorView::coverageToolTip(const InspectorSnapshot &snapshot) const
{
    QStringList lines;
    if (snapshot.discovered && !snapshot.valueShapesUsed && snapshot.keysNotTyped > 0)
        lines << tr("%Ln key(s) that no layout claims by name were not looked at by value (%1). "
                    "The Values box changes that.",
                    nullptr, int(snapshot.keysNotTyped))
                     .arg(snapshot.valueShapesReason);
    if (m_monitor->isPassRunning())
        if (const auto budget = m_monitor->budget())
            lines << tr("The pass keeps within the load budget (%1, Connection › Load budget…); "
                        "Scan now (F5) goes as fast as the server answers.")
                         .arg(budget->toString());
    return lines.join(QLatin1Char('\n'));
}

void InspectorView::onFailed(const RedisError &error)
{
    m_lastError = error;
    m_costLabel->setText(tr("Last tick failed: %1").arg(error.message()));
    updatePage();
}

void InspectorView::updatePage()
{
    const InspectorSnapshot &snapshot = m_monitor->snapshot();
    const RedisClient::State state = m_session->state();
    if (!snapshot.states.isEmpty()) {
        if (state == RedisClient::State::Reconnecting || state == RedisClient::State::Connecting)
            m_costLabel->setText(tr("Reconnecting… the table shows the last state read"));
        m_pages->setCurrentIndex(MainPage);
        return;
    }
    if (!m_session->client() || state == RedisClient::State::Disconnected) {
        m_empty->setTitle(EmptyStatePage::notConnectedTitle());
        m_empty->setDetail(tr("Start the sandbox or connect to a Redis server to see its "
                              "locks, semaphores, queues and rate limiters live."));
    } else if (state != RedisClient::State::Connected) {
        m_empty->setTitle(EmptyStatePage::waitingTitle());
        m_empty->setDetail(m_lastError.isError() ? m_lastError.message() : QString());
    } else if (!snapshot.discovered) {
        m_empty->setTitle(m_lastError.isError() ? tr("Could not look for primitives")
                                                : tr("Looking for coordination primitives…"));
        m_empty->setDetail(m_lastError.isError() ? m_lastError.message() : coverageText(snapshot));
    } else {
        m_empty->setTitle(tr("No coordination primitives found in this database."));
        QString detail =
            tr("Looked at %1 with SCAN").arg(tr("%n key(s)", nullptr, int(snapshot.keysSeen))) +
            (snapshot.unknownKeyCount > 0
                 ? tr("; %1 of them match no known layout").arg(snapshot.unknownKeyCount)
                 : QString()) +
            tr(". CoordScope recognises its own layouts and those of redis-py, Redisson, "
               "BullMQ, Sidekiq and Redis in Action (locks, semaphores, queues, limiters...). "
               "The view refreshes by itself; F5 looks again now.");
        if (m_session->isSandbox() && m_session->client()) {
            const QString url = m_session->client()->options().toUrl();
            detail += tr("\n\nThis is the sandbox: make some with the command line tool, e.g.\n"
                         "coordscope-cli --url %1 lock acquire demo --ttl 60000")
                          .arg(url);
        }
        m_empty->setDetail(detail);
    }
    m_pages->setCurrentIndex(EmptyPage);
}

void InspectorView::showSelected()
{
    const int row = m_selectedName.isEmpty() && m_selectedFamily.isEmpty()
                        ? -1
                        : m_primitives->rowOf(m_selectedFamily, m_selectedName);
    if (row < 0) {
        m_detailTitle->setText(m_selectedFamily.isEmpty()
                                   ? tr("Select a primitive to see its keys and entries")
                                   : tr("The selected primitive is gone"));
        m_keysTable->setRowCount(0);
        m_notes->clear();
        m_notes->hide();
        m_entries->clear();
        m_entriesTitle->setText(tr("Entries"));
        updateOperations();
        return;
    }
    const PrimitiveState &state = m_primitives->stateAt(row);
    const DiscoveredPrimitive &p = state.primitive;
    m_detailTitle->setText(
        tr("%1 %2 — %3 (%4)")
            .arg(primitiveKindName(p.kind), QString::fromUtf8(p.name), p.library, p.family));
    m_detailTitle->setToolTip(primitiveKindDescription(p.kind));

    m_keysTable->setRowCount(int(p.keys.size()));
    for (int r = 0; r < p.keys.size(); ++r) {
        const DiscoveredKey &k = p.keys.at(r);
        const QString texts[KeyColumnCount] = {
            quoteBytes(k.key, QuoteMode::WhenNeeded, 200),
            QString::fromUtf8(k.role) +
                (k.part.isEmpty() ? QString() : QStringLiteral(" ") + QString::fromUtf8(k.part)),
            QString::fromUtf8(k.type), ttlText(k.ttlMs)};
        for (int c = 0; c < KeyColumnCount; ++c) {
            QTableWidgetItem *item = m_keysTable->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_keysTable->setItem(r, c, item);
            }
            if (item->text() != texts[c])
                item->setText(texts[c]);
        }
        m_keysTable->item(r, KeyNameColumn)->setData(Qt::UserRole, QString::fromUtf8(k.key));
        m_keysTable->item(r, KeyNameColumn)->setToolTip(texts[KeyNameColumn]);
    }

    QStringList notes = state.notes;
    const QModelIndex stateIndex = m_primitives->index(row, PrimitiveListModel::State);
    if (stateIndex.data(Qt::ForegroundRole).isValid())
        notes.prepend(stateIndex.data().toString());
    m_notes->setText(notes.isEmpty() ? QString() : tr("Notes:\n") + notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());

    m_entries->setState(state);
    m_entriesTitle->setText(
        state.totalEntries > m_entries->rowCount()
            ? tr("Entries: showing %1 of %2").arg(m_entries->rowCount()).arg(state.totalEntries)
            : tr("Entries: %1").arg(m_entries->rowCount()));
    updateOperations();
}

void InspectorView::updateOperations()
{
    OperatorActionMenu::Selection selection;
    const int row = m_selectedFamily.isEmpty() && m_selectedName.isEmpty()
                        ? -1
                        : m_primitives->rowOf(m_selectedFamily, m_selectedName);
    if (row >= 0) {
        selection.state = m_primitives->stateAt(row);
        QSet<QByteArray> ids;
        for (const QModelIndex &index : m_entriesTable->selectionModel()->selectedRows())
            ids.insert(index.data(PrimitiveEntriesModel::IdRole).toByteArray());
        for (const StateEntry &e : selection.state->entries)
            if (ids.contains(e.id))
                selection.entries << e;
        const QList<QTableWidgetItem *> keys = m_keysTable->selectedItems();
        if (!keys.isEmpty())
            selection.key = m_keysTable->item(keys.first()->row(), KeyNameColumn)
                                ->data(Qt::UserRole)
                                .toString()
                                .toUtf8();
    }
    m_operations->setSelection(std::move(selection));
}
