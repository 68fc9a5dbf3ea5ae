#pragma once

#include "autocompletesearch.h"
#include "inspectormonitor.h"

#include <QWidget>

class ActionRunner;
class AddressBookListModel;
class AutocompleteLatencyChart;
class EmptyStatePage;
class QAction;
class QComboBox;
class QCompleter;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QStringListModel;
class QTableView;
class QTableWidget;
class QToolButton;
class RecentContactsBox;
class ServerSession;
class ViewToolBar;
struct ActionResult;

// The Autocomplete tab: the address books and recent-contacts lists of the database (table:
// filter, copy key, CSV), a search box that completes from a chosen book as you type (the
// book's marker method or ZRANGE BYLEX; BYLEX only in read-only mode, the markers write), the
// exact commands each keystroke's query sent with their latency, a latency chart (PNG), a
// recent-contacts box, loading a book from a file (progress, Cancel) and demo data.
class AutocompleteView : public QWidget
{
    Q_OBJECT
public:
    AutocompleteView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);

    AutocompleteSearch *search() const { return m_search; }
    ActionRunner *searchRunner() const { return m_searchRunner; }
    ActionRunner *runner() const { return m_runner; }
    AddressBookListModel *model() const { return m_books; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    QTableView *table() const { return m_table; }
    QLineEdit *filterEdit() const;
    QComboBox *bookCombo() const { return m_bookCombo; }
    QComboBox *methodCombo() const { return m_methodCombo; }
    QLineEdit *searchEdit() const { return m_searchEdit; }
    QCompleter *completer() const { return m_completer; }
    QStringListModel *suggestions() const { return m_suggestions; }
    QTableWidget *commandsTable() const { return m_commands; }
    AutocompleteLatencyChart *chart() const { return m_chart; }
    RecentContactsBox *recentContacts() const { return m_recent; }
    QToolButton *demoButton() const { return m_demoButton; }
    QProgressBar *loadProgress() const { return m_loadProgress; }
    QLabel *statusLabel() const { return m_status; }
    // Load demo, load file, cancel load, copy key, export CSV, export PNG.
    QList<QAction *> actions() const;

    bool showsEmptyState() const;
    QString emptyStateText() const;
    QString selectedKeyNames() const;

    void loadDemo();
    // The window's Load demo data (MainWindow::loadDemoData) calls every view's loadDemoData().
    Q_INVOKABLE void loadDemoData() { loadDemo(); }
    // The screenshot tour: a prefix typed, so suggestions and their commands show.
    Q_INVOKABLE void prepareScreenshot();
    // Loads the file into the chosen book (the file dialog calls this); false when not allowed.
    bool loadFile(const QString &path);
    void cancelLoad();
    void copyKeyNames();

Q_SIGNALS:
    void actionFinished(bool ok, const QString &summary);

private:
    void onUpdated(const InspectorSnapshot &snapshot);
    void onSuggestions(const AutocompleteSearch::Reply &reply);
    void onActionFinished(quint64 ticket, const ActionResult &result);
    void runSearch();
    void updateBook();
    void updatePage();
    void chooseFile();

    ServerSession *m_session;
    InspectorMonitor *m_monitor;
    ActionRunner *m_searchRunner;
    ActionRunner *m_runner;
    AutocompleteSearch *m_search;
    AddressBookListModel *m_books;
    QSortFilterProxyModel *m_filter;
    QStringListModel *m_suggestions;
    AutocompleteLatencyChart *m_chart;
    QCompleter *m_completer = nullptr;
    QStackedWidget *m_pages = nullptr;
    EmptyStatePage *m_empty = nullptr;
    QToolButton *m_demoButton = nullptr;
    ViewToolBar *m_bar = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_notes = nullptr;
    QComboBox *m_bookCombo = nullptr;
    QComboBox *m_methodCombo = nullptr;
    QLineEdit *m_searchEdit = nullptr;
    QTableWidget *m_commands = nullptr;
    QLabel *m_queryInfo = nullptr;
    RecentContactsBox *m_recent = nullptr;
    QPushButton *m_loadButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_loadProgress = nullptr;
    QLabel *m_status = nullptr;
    QAction *m_demoAction = nullptr;
    QAction *m_loadAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_csvAction = nullptr;
    QAction *m_pngAction = nullptr;
    quint64 m_demoTicket = 0;
    quint64 m_loadTicket = 0;
    bool m_discovered = false;
};
