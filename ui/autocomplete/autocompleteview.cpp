#include "autocompleteview.h"

#include "visiblesnapshots.h"

#include "actionrunner.h"
#include "addressbookdemo.h"
#include "addressbookfileload.h"
#include "addressbooklistmodel.h"
#include "autocompletelatencychart.h"
#include "emptystatepage.h"
#include "keyspace.h"
#include "primitivekind.h"
#include "recentcontactsbox.h"
#include "serversession.h"
#include "viewtoolbar.h"
#include "viewwidgets.h"

#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStringListModel>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

AutocompleteView::AutocompleteView(ServerSession *session, InspectorMonitor *monitor,
                                   QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_monitor(monitor)
    , m_searchRunner(new ActionRunner(tr("Autocomplete"), this))
    , m_runner(new ActionRunner(tr("Autocomplete actions"), this))
    , m_search(new AutocompleteSearch(m_searchRunner, this))
    , m_books(new AddressBookListModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_suggestions(new QStringListModel(this))
    , m_chart(new AutocompleteLatencyChart(this))
{
    m_session->attach(m_searchRunner);
    m_session->attach(m_runner);
    m_search->setCommandLog(m_session->commandLog(), tr("Autocomplete"));
    m_filter->setSourceModel(m_books);
    m_filter->setFilterKeyColumn(-1);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    setToolTip(primitiveKindDescription(PrimitiveKind::AddressBook));

    const auto makeAction = [this](const QString &text, const QKeySequence &key) {
        auto *a = new QAction(text, this);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
        return a;
    };
    m_demoAction = makeAction(tr("Load &demo data"), QKeySequence(Qt::CTRL | Qt::Key_D));
    m_loadAction = makeAction(tr("&Load names from file…"), QKeySequence(Qt::CTRL | Qt::Key_O));
    m_cancelAction = makeAction(tr("Cancel loading"), QKeySequence(Qt::Key_Escape));
    m_csvAction = makeAction(tr("Export &CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_pngAction = makeAction(tr("Export &PNG…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_demoAction, &QAction::triggered, this, &AutocompleteView::loadDemo);
    connect(m_loadAction, &QAction::triggered, this, &AutocompleteView::chooseFile);
    connect(m_cancelAction, &QAction::triggered, this, &AutocompleteView::cancelLoad);
    connect(m_csvAction, &QAction::triggered, this,
            [this] { ViewWidgets::exportCsv(this, *m_filter, QStringLiteral("address-books")); });
    connect(m_pngAction, &QAction::triggered, this, [this] {
        ViewWidgets::exportPng(this, m_chart, QStringLiteral("autocomplete-latency"));
    });

    // The search: book, method, the box with its completer, the commands it sent.
    m_bookCombo = new QComboBox(this);
    m_bookCombo->setEditable(true);
    m_bookCombo->setToolTip(primitiveKindDescription(PrimitiveKind::AddressBook));
    m_bookCombo->lineEdit()->setPlaceholderText(tr("address book name"));
    m_methodCombo = new QComboBox(this);
    m_methodCombo->addItem(tr("BYLEX (one ZRANGE, read-only)"), int(CompletionMethod::ByLex));
    m_methodCombo->addItem(tr("Markers (Redis in Action 6.1.2, writes)"),
                           int(CompletionMethod::Markers));
    m_searchEdit = new QLineEdit(this);
    m_searchEdit->setPlaceholderText(tr("Type a prefix: suggestions come from the server"));
    m_searchEdit->setClearButtonEnabled(true);
    m_completer = new QCompleter(m_suggestions, this);
    // The server did the matching (and folds case if the book does): show what it sent.
    m_completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_searchEdit->setCompleter(m_completer);
    m_commands = new QTableWidget(0, 3, this);
    m_commands->setHorizontalHeaderLabels({tr("Command"), tr("Latency"), tr("Reply")});
    m_commands->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_commands->verticalHeader()->hide();
    m_commands->horizontalHeader()->setStretchLastSection(true);
    m_commands->setWordWrap(false);
    m_commands->setColumnWidth(0, 320);
    m_commands->setToolTip(tr("The commands the last query sent, as the Command log shows them"));
    m_queryInfo = new QLabel(this);
    m_queryInfo->setTextFormat(Qt::PlainText);
    m_queryInfo->setWordWrap(true);

    auto *searchForm = new QFormLayout;
    searchForm->addRow(tr("&Book:"), m_bookCombo);
    searchForm->addRow(tr("&Method:"), m_methodCombo);
    searchForm->addRow(tr("&Search:"), m_searchEdit);
    auto *searchBox = new QWidget(this);
    auto *searchLayout = new QVBoxLayout(searchBox);
    searchLayout->setContentsMargins(0, 0, 0, 0);
    searchLayout->addLayout(searchForm);
    searchLayout->addWidget(m_queryInfo);
    searchLayout->addWidget(m_commands, 1);

    // Loading a file.
    m_loadButton = new QPushButton(m_loadAction->text(), this);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_loadProgress = new QProgressBar(this);
    m_loadProgress->setVisible(false);
    m_cancelButton->setEnabled(false);
    connect(m_loadButton, &QPushButton::clicked, this, &AutocompleteView::chooseFile);
    connect(m_cancelButton, &QPushButton::clicked, this, &AutocompleteView::cancelLoad);
    auto *loadRow = new QHBoxLayout;
    loadRow->addWidget(m_loadButton);
    loadRow->addWidget(m_cancelButton);
    loadRow->addWidget(m_loadProgress, 1);
    searchLayout->addLayout(loadRow);

    // Empty page and the books table.
    m_empty = new EmptyStatePage(QStringLiteral("autocomplete"), this);
    m_demoButton = m_empty->addAction(m_demoAction);

    auto *tablePage = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePage);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_bar = new ViewToolBar(tr("Filter address books and lists"), m_filter, tablePage);
    m_bar->addMenu(tr("Export"), {m_csvAction, m_pngAction});
    m_table = new QTableView(tablePage);
    ViewWidgets::setupTable(m_table);
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_copyAction = new QAction(tr("&Copy key name"), m_table);
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_copyAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyAction, &QAction::triggered, this, &AutocompleteView::copyKeyNames);
    m_table->addAction(m_copyAction);
    m_table->addAction(m_csvAction);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.data(AddressBookListModel::KindRole).toInt() == int(PrimitiveKind::AddressBook))
            m_bookCombo->setCurrentText(index.data(AddressBookListModel::NameRole).toString());
        else
            m_recent->setUser(index.data(AddressBookListModel::NameRole).toString());
    });
    m_notes = new QLabel(tablePage);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setWordWrap(true);
    tableLayout->addWidget(m_bar);
    tableLayout->addWidget(m_table, 1);
    tableLayout->addWidget(m_notes);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_empty);
    m_pages->addWidget(tablePage);

    m_recent = new RecentContactsBox(session, m_searchRunner, this);

    auto *left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_pages);
    left->addWidget(m_chart);
    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(searchBox);
    right->addWidget(m_recent);
    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(left);
    main->addWidget(right);
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(main, 1);
    layout->addWidget(m_status);

    connect(m_searchEdit, &QLineEdit::textEdited, this, &AutocompleteView::runSearch);
    connect(m_bookCombo, &QComboBox::currentTextChanged, this, [this] {
        updateBook();
        if (!m_searchEdit->text().isEmpty())
            runSearch();
        else
            m_search->invalidate(); // another book: the old one's late reply is not shown
    });
    connect(m_methodCombo, &QComboBox::currentIndexChanged, this, [this] {
        m_search->setMethod(CompletionMethod(m_methodCombo->currentData().toInt()));
        if (!m_searchEdit->text().isEmpty())
            runSearch();
    });
    connect(m_search, &AutocompleteSearch::suggestionsReady, this,
            &AutocompleteView::onSuggestions);
    connect(m_search, &AutocompleteSearch::searchFailed, this,
            [this](const QString &prefix, const RedisError &error) {
                m_queryInfo->setText(tr("Query \"%1\" failed: %2").arg(prefix, error.message()));
            });
    connect(m_runner, &ActionRunner::finished, this, &AutocompleteView::onActionFinished);
    connect(m_runner, &ActionRunner::progress, this,
            [this](quint64 ticket, qint64 done, qint64 total) {
                if (ticket != m_loadTicket)
                    return;
                // Bytes can pass int: show per mille.
                m_loadProgress->setRange(0, 1000);
                m_loadProgress->setValue(total > 0 ? int(done * 1000 / total) : 0);
            });
    new VisibleSnapshots(m_monitor, this, [this](const InspectorSnapshot &s) { onUpdated(s); });
    connect(m_session, &ServerSession::clientChanged, this, [this] {
        m_discovered = false;
        m_books->clear();
        updatePage();
    });
    connect(m_session, &ServerSession::stateChanged, this, &AutocompleteView::updatePage);
    connect(m_session, &ServerSession::readOnlyChanged, this, &AutocompleteView::updatePage);
    connect(m_runner, &ActionRunner::busyChanged, this, &AutocompleteView::updatePage);
    if (m_monitor->snapshot().discovered)
        onUpdated(m_monitor->snapshot());
    updateBook();
    updatePage();
}

QLineEdit *AutocompleteView::filterEdit() const
{
    return m_bar->filterEdit();
}

QList<QAction *> AutocompleteView::actions() const
{
    return {m_demoAction, m_loadAction, m_cancelAction, m_copyAction, m_csvAction, m_pngAction};
}

void AutocompleteView::runSearch()
{
    if (m_search->search(m_searchEdit->text()) == 0)
        m_queryInfo->setText(m_bookCombo->currentText().trimmed().isEmpty()
                                 ? tr("Choose or type an address book to search.")
                                 : tr("\"%1\" is not a valid address book name (no braces).")
                                       .arg(m_bookCombo->currentText()));
}

void AutocompleteView::updateBook()
{
    const QString name = m_bookCombo->currentText().trimmed();
    bool folded = false;
    for (int r = 0; r < m_books->rowCount(); ++r) {
        const auto &row = m_books->row(r);
        if (row.kind == PrimitiveKind::AddressBook && row.name == name.toUtf8())
            folded = row.folded;
    }
    m_search->setBook(name.toUtf8(), folded);
}

void AutocompleteView::onUpdated(const InspectorSnapshot &snapshot)
{
    m_discovered = snapshot.discovered;
    m_books->setSnapshot(snapshot);
    m_notes->setText(m_books->notes().isEmpty()
                         ? QString()
                         : tr("Notes:\n") + m_books->notes().join(QLatin1Char('\n')));
    // Offer the books found; keep what the user typed.
    const QString current = m_bookCombo->currentText();
    const QStringList names = m_books->bookNames();
    QStringList shown;
    for (int i = 0; i < m_bookCombo->count(); ++i)
        shown << m_bookCombo->itemText(i);
    if (shown != names) {
        const QSignalBlocker blocker(m_bookCombo);
        m_bookCombo->clear();
        m_bookCombo->addItems(names);
        m_bookCombo->setCurrentText(current.isEmpty() && !names.isEmpty() ? names.first()
                                                                          : current);
    }
    updateBook();
    if (m_recent->userEdit()->text().isEmpty()) {
        for (int r = 0; r < m_books->rowCount(); ++r) {
            if (m_books->row(r).kind == PrimitiveKind::RecentContacts) {
                m_recent->setUser(QString::fromUtf8(m_books->row(r).name));
                break;
            }
        }
    }
    updatePage();
}

void AutocompleteView::onSuggestions(const AutocompleteSearch::Reply &reply)
{
    m_suggestions->setStringList(reply.names);
    if (m_searchEdit->hasFocus() && !reply.names.isEmpty())
        m_completer->complete();
    m_commands->setRowCount(int(reply.commands.size()));
    for (int r = 0; r < reply.commands.size(); ++r) {
        const CommandRecord &record = reply.commands.at(r);
        QStringList argv;
        for (const QByteArray &arg : record.argv)
            argv << quoteBytes(arg, QuoteMode::WhenNeeded, 120);
        const QStringList texts = {argv.join(QLatin1Char(' ')), tr("%1 µs").arg(record.latencyUs),
                                   record.replySummary};
        for (int c = 0; c < texts.size(); ++c)
            m_commands->setItem(r, c, new QTableWidgetItem(texts[c]));
    }
    const bool markers = reply.method == CompletionMethod::Markers;
    m_queryInfo->setText(
        tr("\"%1\": %n suggestions in %2 µs by %3, %4 commands", nullptr, int(reply.names.size()))
            .arg(reply.prefix)
            .arg(reply.elapsedUs)
            .arg(completionMethodName(reply.method))
            .arg(reply.commands.size()));
    m_chart->addQuery(markers, reply.elapsedUs);
}

void AutocompleteView::updatePage()
{
    const bool connected = m_session->client() != nullptr;
    const bool writes = m_session->allowsWrites();
    const bool busy = m_runner->isBusy();
    const QString readOnlyWhy =
        tr("Read-only mode: this writes keys. Turn read-only off to use it.");
    m_demoAction->setEnabled(writes && !busy);
    m_demoAction->setToolTip(writes ? tr("Write an address book \"demo\" of a few thousand names "
                                         "and a recent-contacts list")
                             : connected ? readOnlyWhy
                                         : EmptyStatePage::notConnectedTitle());
    m_loadAction->setEnabled(writes && !busy);
    m_loadButton->setEnabled(writes && !busy);
    m_loadButton->setToolTip(writes ? tr("Add one name per line of a UTF-8 text file to the book")
                             : connected ? readOnlyWhy
                                         : tr("Not connected"));
    const bool loading = m_loadTicket != 0;
    m_cancelAction->setEnabled(loading);
    m_cancelButton->setEnabled(loading);
    m_loadProgress->setVisible(loading);

    // The marker method writes (markers, MULTI/EXEC): not offered in read-only mode.
    const bool readOnly = m_session->isReadOnly();
    if (readOnly && m_methodCombo->currentIndex() != 0)
        m_methodCombo->setCurrentIndex(0);
    m_methodCombo->setEnabled(!readOnly);
    m_methodCombo->setToolTip(
        readOnly ? tr("Read-only mode: only BYLEX is offered; the marker method writes markers "
                      "into the book")
                 : tr("The book's marker method (writes markers, several round trips) or one "
                      "ZRANGE … BYLEX"));

    m_empty->showKindState(
        *m_session, m_discovered,
        {tr("its address books."), tr("Looking for address books…"),
         tr("No address books found in this database"),
         tr("This view lists the address books (prefix search) and recent-contacts lists; type "
            "in the search box to complete names from a book and see the commands each keystroke "
            "sends."),
         tr("Load demo data writes an address book of a few thousand names and a recent-contacts "
            "list.")});
    m_pages->setCurrentIndex(connected && m_books->rowCount() > 0 ? 1 : 0);
}

bool AutocompleteView::showsEmptyState() const
{
    return m_pages->currentIndex() == 0;
}

QString AutocompleteView::emptyStateText() const
{
    return m_empty->text();
}

void AutocompleteView::loadDemo()
{
    if (!m_session->allowsWrites())
        return;
    m_status->setText(tr("Loading demo data…"));
    m_demoTicket = m_runner->run(tr("Loading autocomplete demo data"),
                                 [](RedisConnection &connection, const ActionContext &) {
                                     ActionResult result;
                                     const auto summary = AddressBookDemo::populate(connection);
                                     result.ok = summary.ok();
                                     if (summary)
                                         result.summary = *summary;
                                     else
                                         result.error = summary.error();
                                     return result;
                                 });
    updatePage();
}

void AutocompleteView::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load names"), QString(),
                                                      tr("Text files (*.txt);;All files (*)"));
    if (!path.isEmpty())
        loadFile(path);
}

bool AutocompleteView::loadFile(const QString &path)
{
    const QByteArray book = m_bookCombo->currentText().trimmed().toUtf8();
    if (!m_session->allowsWrites() || m_loadTicket != 0)
        return false;
    if (const auto valid = KeySpace::validateName(book); !valid) {
        m_status->setText(tr("Book: %1").arg(valid.error().message()));
        return false;
    }
    bool folded = false;
    const int row = m_books->rowOf(PrimitiveKind::AddressBook, book);
    if (row >= 0)
        folded = m_books->row(row).folded;
    m_status->setText(tr("Loading %1 into \"%2\"…").arg(path, QString::fromUtf8(book)));
    m_loadTicket = m_runner->run(tr("Loading names from %1").arg(path),
                                 AddressBookFileLoad::job(path, book, folded));
    m_loadProgress->setRange(0, 1000);
    m_loadProgress->setValue(0);
    updatePage();
    return true;
}

void AutocompleteView::cancelLoad()
{
    if (m_loadTicket != 0)
        m_runner->cancelAll();
}

void AutocompleteView::onActionFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket != m_demoTicket && ticket != m_loadTicket)
        return;
    if (ticket == m_loadTicket)
        m_loadTicket = 0;
    const QString text =
        result.ok ? result.summary
        : result.skipped
            ? tr("Not run: cancelled or no connection.")
            : tr("Failed: %1").arg(result.error.message()) +
                  (result.summary.isEmpty() ? QString() : QLatin1String(" — ") + result.summary);
    m_status->setText(text);
    if (result.ok) {
        m_monitor->refresh();
        if (ticket == m_demoTicket) {
            if (m_bookCombo->currentText().isEmpty())
                m_bookCombo->setCurrentText(QString::fromUtf8(AddressBookDemo::bookName()));
            if (m_recent->userEdit()->text().isEmpty())
                m_recent->setUser(QString::fromUtf8(AddressBookDemo::recentUser()));
        }
    }
    updatePage();
    Q_EMIT actionFinished(result.ok, text);
}

QString AutocompleteView::selectedKeyNames() const
{
    return ViewWidgets::selectedKeys(m_table, AddressBookListModel::KeyRole);
}

void AutocompleteView::copyKeyNames()
{
    ViewWidgets::copyText(selectedKeyNames());
}

void AutocompleteView::prepareScreenshot()
{
    if (!m_searchEdit->text().isEmpty())
        return;
    m_searchEdit->setText(QStringLiteral("an"));
    runSearch(); // as if typed (setText does not emit textEdited)
}
