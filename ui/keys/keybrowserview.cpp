#include "keybrowserview.h"

#include "actionrunner.h"
#include "emptystatepage.h"
#include "inspectormonitor.h"
#include "keybrowserfilter.h"
#include "keybrowsermodel.h"
#include "keypreviewmodel.h"
#include "serversession.h"
#include "viewtoolbar.h"
#include "viewwidgets.h"
#include "visiblesnapshots.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace {
enum Page { EmptyPage, MainPage };
}

KeyBrowserView::KeyBrowserView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_runner(new ActionRunner(tr("Keys view"), this))
    , m_keys(new KeyBrowserModel(this))
    , m_filter(new KeyBrowserFilter(this))
    , m_preview(new KeyPreviewModel(this))
    , m_scanAction(new QAction(tr("&Scan"), this))
    , m_scanMoreAction(new QAction(tr("Scan &more"), this))
    , m_copyAction(new QAction(tr("&Copy key name"), this))
    , m_keysCsvAction(new QAction(tr("Export keys as CSV…"), this))
    , m_previewCsvAction(new QAction(tr("Export preview as CSV…"), this))
{
    session->attach(m_runner);
    m_keys->setRunner(m_runner);
    m_preview->setRunner(m_runner);
    m_filter->setSourceModel(m_keys);

    m_scanAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_scanAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_scanAction->setToolTip(tr("Scan the keys again from the start with the MATCH pattern and "
                                "type (F5); SCAN, never KEYS"));
    connect(m_scanAction, &QAction::triggered, this, &KeyBrowserView::scan);
    addAction(m_scanAction);
    m_scanMoreAction->setToolTip(tr("Read up to %1 more keys from where the scan stopped")
                                     .arg(QLocale().toString(KeyBrowserModel::MaxKeysPerClick)));
    connect(m_scanMoreAction, &QAction::triggered, m_keys, &KeyBrowserModel::scanMore);
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_copyAction->setShortcutContext(Qt::WidgetShortcut);
    m_copyAction->setToolTip(tr("Copy the selected key names (Ctrl+C)"));
    connect(m_copyAction, &QAction::triggered, this, &KeyBrowserView::copyKeyNames);
    connect(m_keysCsvAction, &QAction::triggered, this,
            [this] { showSaved(ViewWidgets::exportCsv(this, *m_filter, QStringLiteral("keys"))); });
    connect(m_previewCsvAction, &QAction::triggered, this, [this] {
        showSaved(ViewWidgets::exportCsv(this, *m_preview, QStringLiteral("key-preview")));
    });

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(createEmptyPage());
    m_pages->addWidget(createMainPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_pages);

    connect(m_keys, &KeyBrowserModel::scanStateChanged, this, &KeyBrowserView::updatePage);
    connect(m_preview, &KeyPreviewModel::headerChanged, m_previewHeader, &QLabel::setText);
    // The tab needs which keys the primitives own, not their states: it reads none.
    new VisibleSnapshots(
        monitor, this, [this](const InspectorSnapshot &s) { onUpdated(s); },
        [](PrimitiveKind) { return false; });
    connect(session, &ServerSession::stateChanged, this, [this](RedisClient::State state) {
        // The server came back (a restart, a dropped link): a scan it cut short starts over.
        if (state == RedisClient::State::Connected && m_keys->lastError().isError())
            scan();
        updatePage();
    });
    connect(session, &ServerSession::clientChanged, this, [this](RedisClient *client) {
        // Another server (or none): nothing of the old one stays. The sandbox is browsed as
        // before; a server CoordScope did not start waits for Scan (thousands of keys' TYPE,
        // PTTL and MEMORY USAGE are not sent to production without a click).
        m_keys->clear();
        m_preview->clear();
        if (client && m_browsing && m_session->isSandbox())
            scan();
        else
            m_browsing = false;
        updatePage();
    });
    if (!monitor->snapshot().states.isEmpty())
        onUpdated(monitor->snapshot());
    updatePage();
}

KeyBrowserView::~KeyBrowserView() = default;

QWidget *KeyBrowserView::createEmptyPage()
{
    m_empty = new EmptyStatePage(QStringLiteral("keys"), this);
    m_empty->addAction(m_scanAction);
    return m_empty;
}

QWidget *KeyBrowserView::createMainPage()
{
    auto *page = new QWidget(this);
    m_bar = new ViewToolBar(tr("Filter the listed keys"), m_filter, page);
    m_bar->filterEdit()->setToolTip(
        tr("Filters the keys already scanned, in every column (no command is sent)"));
    m_matchEdit = new QLineEdit(page);
    m_matchEdit->setPlaceholderText(tr("MATCH pattern, e.g. user:*"));
    m_matchEdit->setClearButtonEnabled(true);
    m_matchEdit->setMinimumWidth(220);
    m_matchEdit->setToolTip(tr("SCAN's MATCH glob (* ? [abc]); Enter scans again with it"));
    connect(m_matchEdit, &QLineEdit::returnPressed, this, &KeyBrowserView::scan);
    m_bar->addWidget(m_matchEdit);
    m_typeCombo = new QComboBox(page);
    m_typeCombo->addItem(tr("Any type"), QByteArray());
    for (const char *type : {"string", "list", "hash", "set", "zset", "stream"})
        m_typeCombo->addItem(QString::fromLatin1(type), QByteArray(type));
    m_typeCombo->setToolTip(tr("SCAN's TYPE filter: list only keys of this type"));
    connect(m_typeCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_keys->hasScanned())
            scan();
    });
    m_bar->addWidget(m_typeCombo);
    m_unclaimed = new QCheckBox(tr("Unclaimed only"), page);
    m_unclaimed->setToolTip(
        tr("Hide the keys of the primitives the inspector recognised (locks, queues, …)"));
    connect(m_unclaimed, &QCheckBox::toggled, m_filter, &KeyBrowserFilter::setUnclaimedOnly);
    m_bar->addWidget(m_unclaimed);
    m_bar->addAction(m_scanAction);
    m_bar->addAction(m_scanMoreAction);
    m_bar->addMenu(tr("Export"), {m_keysCsvAction, m_previewCsvAction});

    m_status = new QLabel(page);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setObjectName(QStringLiteral("keysStatus"));

    m_keysTable = new QTableView(page);
    m_keysTable->setObjectName(QStringLiteral("keysTable"));
    ViewWidgets::setupTable(m_keysTable);
    m_keysTable->setModel(m_filter);
    m_keysTable->setSortingEnabled(true);
    m_keysTable->sortByColumn(-1, Qt::AscendingOrder);
    m_keysTable->horizontalHeader()->resizeSection(KeyBrowserModel::Key, 320);
    m_keysTable->horizontalHeader()->setStretchLastSection(true);
    m_keysTable->addAction(m_copyAction);
    m_keysTable->addAction(m_keysCsvAction);
    m_keysTable->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_keysTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (!current.isValid())
                    return;
                m_preview->setKey(current.data(KeyBrowserModel::KeyRole).toByteArray(),
                                  current.data(KeyBrowserModel::TypeRole).toByteArray());
            });

    m_previewHeader = new QLabel(m_preview->headerText(), page);
    m_previewHeader->setObjectName(QStringLiteral("keyPreviewHeader"));
    m_previewHeader->setTextFormat(Qt::PlainText);
    m_previewHeader->setWordWrap(true);
    m_previewHeader->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_previewTable = new QTableView(page);
    m_previewTable->setObjectName(QStringLiteral("keyPreview"));
    ViewWidgets::setupTable(m_previewTable);
    m_previewTable->setModel(m_preview);
    m_previewTable->setToolTip(tr("The selected key's value, %1 rows at a time: scroll down for "
                                  "more (read commands only)")
                                   .arg(200));
    m_previewTable->horizontalHeader()->resizeSection(KeyPreviewModel::Field, 240);
    m_previewTable->horizontalHeader()->setStretchLastSection(true);
    m_previewTable->addAction(m_previewCsvAction);
    m_previewTable->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *previewPane = new QWidget(page);
    auto *previewLayout = new QVBoxLayout(previewPane);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    previewLayout->addWidget(m_previewHeader);
    previewLayout->addWidget(m_previewTable, 1);

    auto *splitter = new QSplitter(Qt::Vertical, page);
    splitter->addWidget(m_keysTable);
    splitter->addWidget(previewPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);
    return page;
}

QList<QAction *> KeyBrowserView::viewActions() const
{
    return {m_scanAction, m_scanMoreAction, m_copyAction, m_keysCsvAction, m_previewCsvAction};
}

QLineEdit *KeyBrowserView::filterEdit() const
{
    return m_bar->filterEdit();
}

QString KeyBrowserView::statusText() const
{
    return m_status->text();
}

void KeyBrowserView::showSaved(const QString &saved)
{
    if (!saved.isEmpty())
        m_status->setText(saved);
}

QString KeyBrowserView::previewHeaderText() const
{
    return m_previewHeader->text();
}

bool KeyBrowserView::showsEmptyState() const
{
    return m_pages->currentIndex() == EmptyPage;
}

QString KeyBrowserView::emptyStateText() const
{
    return m_empty->text();
}

void KeyBrowserView::prepareScreenshot()
{
    scan();
    // Once the first keys are in, preview a sorted set (the delayed queue's schedule, say), so
    // the tour shows both halves of the tab.
    auto *once = new QObject(this);
    connect(m_keys, &QAbstractItemModel::rowsInserted, once, [this, once] {
        for (int row = 0; row < m_filter->rowCount(); ++row) {
            const QModelIndex index = m_filter->index(row, 0);
            if (index.data(KeyBrowserModel::TypeRole).toByteArray() == "zset") {
                m_keysTable->setCurrentIndex(index);
                once->deleteLater();
                return;
            }
        }
    });
}

void KeyBrowserView::scan()
{
    if (!m_session->client())
        return;
    m_browsing = true;
    m_preview->clear();
    m_keys->setFilter(m_matchEdit->text().toUtf8(), m_typeCombo->currentData().toByteArray());
    m_keys->scan();
}

void KeyBrowserView::onUpdated(const InspectorSnapshot &snapshot)
{
    // Which primitive owns a key changes only with a discovery: not every tick.
    if (snapshot.discovered && snapshot.discoveries == m_claimsOfDiscovery &&
        snapshot.states.size() == m_claimsOfStates)
        return;
    m_claimsOfDiscovery = snapshot.discoveries;
    m_claimsOfStates = snapshot.states.size();
    QHash<QByteArray, QString> claims;
    for (const PrimitiveState &state : snapshot.states) {
        const DiscoveredPrimitive &p = state.primitive;
        const QString claim =
            primitiveKindName(p.kind) + QStringLiteral(": ") + QString::fromUtf8(p.name);
        for (const DiscoveredKey &key : p.keys)
            claims.insert(key.key, claim);
    }
    m_keys->setClaims(claims);
}

void KeyBrowserView::updatePage()
{
    const bool connected = m_session->client() != nullptr;
    m_scanAction->setEnabled(connected);
    m_scanMoreAction->setEnabled(connected && m_keys->hasScanned() && !m_keys->isFinished() &&
                                 !m_keys->isScanning());
    m_status->setText(m_keys->statusText());
    if (!connected) {
        m_empty->setTitle(EmptyStatePage::notConnectedTitle());
        m_empty->setDetail(
            tr("Start the sandbox or connect to a Redis server to browse its keys."));
        m_pages->setCurrentIndex(EmptyPage);
        return;
    }
    if (!m_keys->hasScanned()) {
        m_empty->setTitle(tr("No keys scanned yet."));
        m_empty->setDetail(tr("Scan lists every key with its type, TTL and size, %1 at a time, "
                              "with SCAN (never KEYS) and other read commands only. The keys no "
                              "layout claims are the ones the other tabs do not show.")
                               .arg(QLocale().toString(KeyBrowserModel::MaxKeysPerClick)));
        m_pages->setCurrentIndex(EmptyPage);
        return;
    }
    m_pages->setCurrentIndex(MainPage);
}

bool KeyBrowserView::selectKey(const QByteArray &key)
{
    const int row = m_keys->rowOf(key);
    if (row < 0)
        return false;
    const QModelIndex index = m_filter->mapFromSource(m_keys->index(row, 0));
    if (!index.isValid())
        return false;
    m_keysTable->setCurrentIndex(index);
    return true;
}

QByteArray KeyBrowserView::selectedKeys() const
{
    QByteArrayList keys;
    const QModelIndexList rows = m_keysTable->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows)
        keys << index.data(KeyBrowserModel::KeyRole).toByteArray();
    return keys.join('\n');
}

void KeyBrowserView::copyKeyNames()
{
    const QByteArray keys = selectedKeys();
    if (keys.isEmpty())
        return;
    // The bytes as stored: a key that is not UTF-8 is pasted as it is, not with U+FFFD.
    auto *mime = new QMimeData;
    mime->setData(QStringLiteral("text/plain"), keys);
    QGuiApplication::clipboard()->setMimeData(mime);
}
