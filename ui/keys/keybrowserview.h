#pragma once

#include <QWidget>

class EmptyStatePage;
class InspectorMonitor;
class KeyBrowserFilter;
class KeyBrowserModel;
class KeyPreviewModel;
class ActionRunner;
class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTableView;
class ServerSession;
class ViewToolBar;
struct InspectorSnapshot;

// The Keys tab: a plain browser for every key, above all those no layout claims. SCAN with the
// MATCH pattern and TYPE filter (Scan, F5; Scan more goes on past each click's bound), a table
// of name, type, TTL, size and the primitive that claims the key ("Unclaimed only" hides
// those), and under it the selected key's value, paged. Read commands only, so it works on a
// read-only session. Scans again when the session changes server.
class KeyBrowserView : public QWidget
{
    Q_OBJECT
public:
    KeyBrowserView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);
    ~KeyBrowserView() override;

    KeyBrowserModel *keysModel() const { return m_keys; }
    KeyBrowserFilter *filterModel() const { return m_filter; }
    KeyPreviewModel *previewModel() const { return m_preview; }
    ActionRunner *runner() const { return m_runner; }
    QTableView *keysTable() const { return m_keysTable; }
    QTableView *previewTable() const { return m_previewTable; }
    QLineEdit *filterEdit() const;
    QLineEdit *matchEdit() const { return m_matchEdit; }
    QComboBox *typeCombo() const { return m_typeCombo; }
    QCheckBox *unclaimedCheck() const { return m_unclaimed; }
    QAction *scanAction() const { return m_scanAction; }
    QAction *scanMoreAction() const { return m_scanMoreAction; }
    QAction *copyAction() const { return m_copyAction; }
    QList<QAction *> viewActions() const;
    QString statusText() const;
    QString previewHeaderText() const;
    bool showsEmptyState() const;
    QString emptyStateText() const;

    // Selects the key in the table; false when it is not listed (or filtered out).
    bool selectKey(const QByteArray &key);
    // The names of the selected keys as stored (binary ones too), one per line.
    QByteArray selectedKeys() const;

    // For the screenshot tour: scans what the server has.
    Q_INVOKABLE void prepareScreenshot();

private:
    // An export's "Saved …" in the status line (nothing when it was not written).
    void showSaved(const QString &saved);
    QWidget *createEmptyPage();
    QWidget *createMainPage();
    void scan();
    void applyFilter();
    void onUpdated(const InspectorSnapshot &snapshot);
    void updatePage();
    void copyKeyNames();

    ServerSession *m_session;
    ActionRunner *m_runner;
    KeyBrowserModel *m_keys;
    KeyBrowserFilter *m_filter;
    quint64 m_claimsOfDiscovery = 0; // the monitor's discovery the claims were built from
    qsizetype m_claimsOfStates = -1;
    KeyPreviewModel *m_preview;
    QAction *m_scanAction;
    QAction *m_scanMoreAction;
    QAction *m_copyAction;
    QAction *m_keysCsvAction;
    QAction *m_previewCsvAction;
    QStackedWidget *m_pages = nullptr;
    EmptyStatePage *m_empty = nullptr;
    ViewToolBar *m_bar = nullptr;
    QLineEdit *m_matchEdit = nullptr;
    QComboBox *m_typeCombo = nullptr;
    QCheckBox *m_unclaimed = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_previewHeader = nullptr;
    QTableView *m_keysTable = nullptr;
    QTableView *m_previewTable = nullptr;
    bool m_browsing = false; // the user scanned: the sandbox, started again, is scanned too
};
