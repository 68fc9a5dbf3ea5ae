#include "autocompleteview.h"

#include "actionrunner.h"
#include "addressbookdemo.h"
#include "addressbookfileload.h"
#include "addressbooklistmodel.h"
#include "autocompletelatencychart.h"
#include "inspectormonitor.h"
#include "keyspace.h"
#include "primitivekind.h"
#include "recentcontactsbox.h"
#include "redisconnection.h"
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
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStringListModel>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

AutocompleteView::AutocompleteView(ServerSession *session, InspectorMonitor *monitor,
                                   QWidget *parent)
    : KindView(session, monitor, QStringLiteral("autocomplete"), tr("Autocomplete actions"), parent)
    , m_searchRunner(new ActionRunner(tr("Autocomplete"), this))
    , m_search(new AutocompleteSearch(m_searchRunner, this))
    , m_books(new AddressBookListModel(this))
    , m_suggestions(new QStringListModel(this))
    , m_chart(new AutocompleteLatencyChart(this))
{
    session->attach(m_searchRunner);
    m_search->setCommandLog(session->commandLog(), tr("Autocomplete"));
    filterModel()->setSourceModel(m_books);
    filterModel()->setSortCaseSensitivity(Qt::CaseSensitive); // names sort as stored
    setToolTip(primitiveKindDescription(PrimitiveKind::AddressBook));

    loadDemoAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    loadDemoAction()->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(loadDemoAction());
    m_loadAction = addViewAction(tr("&Load names from file…"), QKeySequence(Qt::CTRL | Qt::Key_O));
    m_cancelAction = addViewAction(tr("Cancel loading"), QKeySequence(Qt::Key_Escape));
    m_csvAction = addViewAction(tr("Export &CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_pngAction = addViewAction(tr("Export &PNG…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_loadAction, &QAction::triggered, this, &AutocompleteView::chooseFile);
    connect(m_cancelAction, &QAction::triggered, this, &AutocompleteView::cancelLoad);
    connect(m_csvAction, &QAction::triggered, this,
            [this] { exportCsv(*filterModel(), QStringLiteral("address-books")); });
    connect(m_pngAction, &QAction::triggered, this,
            [this] { exportPng(m_chart, QStringLiteral("autocomplete-latency")); });

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
    // The markers method sends 4 or 5 commands: all of them in sight (a row to spare for the
    // header and scroll bar's own margins), in a small window too
    // (the search panel scrolls instead).
    m_commands->setMinimumHeight(m_commands->horizontalHeader()->sizeHint().height() +
                                 6 * m_commands->verticalHeader()->defaultSectionSize() +
                                 m_commands->horizontalScrollBar()->sizeHint().height() +
                                 2 * m_commands->frameWidth());
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

    // The books table.
    auto *tablePage = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePage);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    ViewToolBar *bar = createToolBar(tr("Filter address books and lists"), tablePage);
    bar->addMenu(tr("Export"), {m_csvAction, m_pngAction});
    QTableView *table = createTable(AddressBookListModel::KeyRole, tablePage);
    table->addAction(m_csvAction);
    connect(table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.data(AddressBookListModel::KindRole).toInt() == int(PrimitiveKind::AddressBook))
            m_bookCombo->setCurrentText(index.data(AddressBookListModel::NameRole).toString());
        else
            m_recent->setUser(index.data(AddressBookListModel::NameRole).toString());
    });
    m_notes = new QLabel(tablePage);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setWordWrap(true);
    tableLayout->addWidget(bar);
    tableLayout->addWidget(table, 1);
    tableLayout->addWidget(m_notes);
    setMainPage(tablePage);

    m_recent = new RecentContactsBox(session, m_searchRunner, this);

    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(searchBox);
    right->addWidget(m_recent);
    right->setChildrenCollapsible(false);
    // In a small window the search and the recent contacts scroll rather than squeeze.
    auto *rightScroll = new QScrollArea(this);
    rightScroll->setObjectName(QStringLiteral("autocompletePanelScroll"));
    rightScroll->setWidget(right);
    rightScroll->setWidgetResizable(true);
    rightScroll->setFrameShape(QFrame::NoFrame);
    rightScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    rightScroll->setMinimumWidth(right->minimumSizeHint().width() +
                                 rightScroll->verticalScrollBar()->sizeHint().width());
    layOutBesidePanel(rightScroll, m_chart);

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
    connect(runner(), &ActionRunner::finished, this, &AutocompleteView::onLoadFinished);
    connect(runner(), &ActionRunner::progress, this,
            [this](quint64 ticket, qint64 done, qint64 total) {
                if (ticket != m_loadTicket)
                    return;
                // Bytes can pass int: show per mille.
                m_loadProgress->setRange(0, 1000);
                m_loadProgress->setValue(total > 0 ? int(done * 1000 / total) : 0);
            });
    connect(runner(), &ActionRunner::busyChanged, this, &AutocompleteView::updatePage);
    connect(this, &KindView::demoLoaded, this, &AutocompleteView::actionFinished);
    updateBook();
    follow();
}

QList<QAction *> AutocompleteView::viewActions() const
{
    return {loadDemoAction(), m_loadAction, m_cancelAction,
            copyKeyAction(),  m_csvAction,  m_pngAction};
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

bool AutocompleteView::showsKind(PrimitiveKind kind) const
{
    return kind == PrimitiveKind::AddressBook || kind == PrimitiveKind::RecentContacts;
}

void AutocompleteView::applySnapshot(const InspectorSnapshot &snapshot)
{
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
}

void AutocompleteView::clearServer()
{
    m_books->clear();
}

bool AutocompleteView::hasContent() const
{
    return session()->client() != nullptr && m_books->rowCount() > 0;
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
        tr("\"%1\": %n suggestion(s) in %2 µs by %3, %4 commands", nullptr, int(reply.names.size()))
            .arg(reply.prefix)
            .arg(reply.elapsedUs)
            .arg(completionMethodName(reply.method))
            .arg(reply.commands.size()));
    m_chart->addQuery(markers, reply.elapsedUs);
}

void AutocompleteView::updateActions(bool writes)
{
    const bool connected = session()->client() != nullptr;
    const bool busy = runner()->isBusy();
    if (busy)
        loadDemoAction()->setEnabled(false); // a file load runs
    m_loadAction->setEnabled(writes && !busy);
    m_loadButton->setEnabled(writes && !busy);
    m_loadButton->setToolTip(
        writes      ? tr("Add one name per line of a UTF-8 text file to the book")
        : connected ? tr("Read-only mode: this writes keys. Turn read-only off to use it.")
                    : EmptyStatePage::notConnectedTitle());
    const bool loading = m_loadTicket != 0;
    m_cancelAction->setEnabled(loading);
    m_cancelButton->setEnabled(loading);
    m_loadProgress->setVisible(loading);

    // The marker method writes (markers, MULTI/EXEC): not offered in read-only mode.
    const bool readOnly = session()->isReadOnly();
    if (readOnly && m_methodCombo->currentIndex() != 0)
        m_methodCombo->setCurrentIndex(0);
    m_methodCombo->setEnabled(!readOnly);
    m_methodCombo->setToolTip(
        readOnly ? tr("Read-only mode: only BYLEX is offered; the marker method writes markers "
                      "into the book")
                 : tr("The book's marker method (writes markers, several round trips) or one "
                      "ZRANGE … BYLEX"));
}

KindEmptyTexts AutocompleteView::emptyTexts() const
{
    return {tr("its address books."), tr("Looking for address books…"),
            tr("No address books found in this database"),
            tr("This view lists the address books (prefix search) and recent-contacts lists; type "
               "in the search box to complete names from a book and see the commands each "
               "keystroke sends."),
            tr("Load demo data writes an address book of a few thousand names and a "
               "recent-contacts list.")};
}

QString AutocompleteView::demoTitle() const
{
    return tr("Loading autocomplete demo data");
}

QString AutocompleteView::demoToolTip() const
{
    return tr("Write an address book \"demo\" of a few thousand names and a recent-contacts list");
}

KindView::DemoJob AutocompleteView::demoJob() const
{
    return summaryJob([](RedisConnection &c) { return AddressBookDemo::populate(c); });
}

void AutocompleteView::demoSucceeded(const ActionResult &)
{
    if (m_bookCombo->currentText().isEmpty())
        m_bookCombo->setCurrentText(QString::fromUtf8(AddressBookDemo::bookName()));
    if (m_recent->userEdit()->text().isEmpty())
        m_recent->setUser(QString::fromUtf8(AddressBookDemo::recentUser()));
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
    if (!session()->allowsWrites() || m_loadTicket != 0)
        return false;
    if (const auto valid = KeySpace::validateName(book); !valid) {
        statusLabel()->setText(tr("Book: %1").arg(valid.error().message()));
        return false;
    }
    bool folded = false;
    const int row = m_books->rowOf(PrimitiveKind::AddressBook, book);
    if (row >= 0)
        folded = m_books->row(row).folded;
    statusLabel()->setText(tr("Loading %1 into \"%2\"…").arg(path, QString::fromUtf8(book)));
    m_loadTicket = runner()->run(tr("Loading names from %1").arg(path),
                                 AddressBookFileLoad::job(path, book, folded));
    m_loadProgress->setRange(0, 1000);
    m_loadProgress->setValue(0);
    updatePage();
    return true;
}

void AutocompleteView::cancelLoad()
{
    if (m_loadTicket != 0)
        runner()->cancelAll();
}

void AutocompleteView::onLoadFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket == 0 || ticket != m_loadTicket)
        return;
    m_loadTicket = 0;
    const QString text =
        result.ok ? result.summary
        : result.skipped
            ? tr("Not run: cancelled or no connection.")
            : tr("Failed: %1").arg(result.error.message()) +
                  (result.summary.isEmpty() ? QString() : QLatin1String(" — ") + result.summary);
    statusLabel()->setText(text);
    if (result.ok)
        monitor()->refresh();
    updatePage();
    Q_EMIT actionFinished(result.ok, text);
}

void AutocompleteView::prepareScreenshot()
{
    if (!m_searchEdit->text().isEmpty())
        return;
    m_searchEdit->setText(QStringLiteral("an"));
    runSearch(); // as if typed (setText does not emit textEdited)
}
