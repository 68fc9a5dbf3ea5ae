#pragma once

#include "autocompletesearch.h"
#include "kindview.h"

class AddressBookListModel;
class AutocompleteLatencyChart;
class QAction;
class QComboBox;
class QCompleter;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStringListModel;
class QTableWidget;
class RecentContactsBox;

// The Autocomplete tab: the address books and recent-contacts lists of the database (table:
// filter, copy key, CSV), a search box that completes from a chosen book as you type (the
// book's marker method or ZRANGE BYLEX; BYLEX only in read-only mode, the markers write), the
// exact commands each keystroke's query sent with their latency, a latency chart (PNG), a
// recent-contacts box, loading a book from a file (progress, Cancel) and demo data.
class AutocompleteView : public KindView
{
    Q_OBJECT
public:
    AutocompleteView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);

    AutocompleteSearch *search() const { return m_search; }
    ActionRunner *searchRunner() const { return m_searchRunner; }
    AddressBookListModel *model() const { return m_books; }
    QComboBox *bookCombo() const { return m_bookCombo; }
    QComboBox *methodCombo() const { return m_methodCombo; }
    QLineEdit *searchEdit() const { return m_searchEdit; }
    QCompleter *completer() const { return m_completer; }
    QStringListModel *suggestions() const { return m_suggestions; }
    QTableWidget *commandsTable() const { return m_commands; }
    AutocompleteLatencyChart *chart() const { return m_chart; }
    RecentContactsBox *recentContacts() const { return m_recent; }
    QProgressBar *loadProgress() const { return m_loadProgress; }
    // Load demo, load file, cancel load, copy key, export CSV, export PNG.
    QList<QAction *> viewActions() const;

    // The screenshot tour: a prefix typed, so suggestions and their commands show.
    Q_INVOKABLE void prepareScreenshot();
    // Loads the file into the chosen book (the file dialog calls this); false when not allowed.
    bool loadFile(const QString &path);
    void cancelLoad();

Q_SIGNALS:
    // A demo or a file load ended: its outcome, as the status line says it.
    void actionFinished(bool ok, const QString &summary);

protected:
    void applySnapshot(const InspectorSnapshot &snapshot) override;
    bool showsKind(PrimitiveKind kind) const override;
    void clearServer() override;
    bool hasContent() const override;
    KindEmptyTexts emptyTexts() const override;
    QString demoTitle() const override;
    QString demoToolTip() const override;
    DemoJob demoJob() const override;
    void demoSucceeded(const ActionResult &result) override;
    void updateActions(bool writes) override;

private:
    void onSuggestions(const AutocompleteSearch::Reply &reply);
    void onLoadFinished(quint64 ticket, const ActionResult &result);
    void runSearch();
    void updateBook();
    void chooseFile();

    ActionRunner *m_searchRunner;
    AutocompleteSearch *m_search;
    AddressBookListModel *m_books;
    QStringListModel *m_suggestions;
    AutocompleteLatencyChart *m_chart;
    QCompleter *m_completer = nullptr;
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
    QAction *m_loadAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_csvAction = nullptr;
    QAction *m_pngAction = nullptr;
    quint64 m_loadTicket = 0;
};
