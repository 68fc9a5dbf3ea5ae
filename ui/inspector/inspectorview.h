#pragma once

#include "inspectormonitor.h"

#include <QWidget>

class LiveUpdatesBar;
class QHBoxLayout;
class PrimitiveEntriesModel;
class PrimitiveListModel;
class QAction;
class EmptyStatePage;
class FormMessageLine;
class OperatorActionMenu;
class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QTableWidget;
class ServerSession;

// The Inspector tab: the coordination primitives of the connected database, live. A filter box
// over the primitives table; under it the selected primitive's keys, notes and entries. The
// polling is an InspectorMonitor on the session's client; F5 discovers again; the cost of the
// last tick is shown beside the filter. Key names copy with Ctrl+C or the context menu.
class InspectorView : public QWidget
{
    Q_OBJECT
public:
    explicit InspectorView(ServerSession *session, QWidget *parent = nullptr);

    InspectorMonitor *monitor() const { return m_monitor; }
    PrimitiveListModel *primitivesModel() const { return m_primitives; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    PrimitiveEntriesModel *entriesModel() const { return m_entries; }
    QTableView *primitivesTable() const { return m_primitivesTable; }
    QTableView *entriesTable() const { return m_entriesTable; }
    QTableWidget *keysTable() const { return m_keysTable; }
    QLineEdit *filterEdit() const { return m_filterEdit; }
    QLabel *costLabel() const { return m_costLabel; }
    QLabel *notesLabel() const { return m_notes; }
    QAction *refreshAction() const { return m_refreshAction; }
    QAction *rulesAction() const { return m_rulesAction; }
    // Saves the user's layout rules (QSettings) and discovers again with them.
    void applyRules(const QList<UserLayoutRule> &rules);
    LiveUpdatesBar *liveUpdatesBar() const { return m_liveUpdates; }
    // The operator actions on the selection (the Act button, the tables' context menus) and the
    // line that says what the last one did.
    OperatorActionMenu *operations() const { return m_operations; }
    FormMessageLine *operationMessage() const { return m_operationMessage; }
    // Whether the empty-state page is shown (not connected, nothing found yet or at all).
    bool showsEmptyState() const;
    QString emptyStateText() const;

    // A button on the empty page for the action (the window's Load demo data).
    void addEmptyStateAction(QAction *action);

    // Selects the primitive (family, name) in the table; false when it is not there (filtered).
    bool selectPrimitive(const QString &family, const QByteArray &name);
    // The key names of the selected rows of the keys table, one per line.
    QString selectedKeyNames() const;

private:
    QWidget *createEmptyPage();
    QWidget *createMainPage();
    void onUpdated(const InspectorSnapshot &snapshot);
    // How much of the keyspace the picture covers: the last pass, and the one running.
    QString coverageText(const InspectorSnapshot &snapshot) const;
    QString coverageToolTip(const InspectorSnapshot &snapshot) const;
    void refreshCostLabel();
    QComboBox *createValueShapesBox(QWidget *parent);
    void applyValueShapes();
    void onFailed(const RedisError &error);
    void updatePage();
    void showSelected();
    void copyKeyNames();
    void editRules();
    // The selection as the operator actions see it.
    void updateOperations();

    ServerSession *m_session;
    InspectorMonitor *m_monitor;
    PrimitiveListModel *m_primitives;
    QSortFilterProxyModel *m_filter;
    PrimitiveEntriesModel *m_entries;
    QStackedWidget *m_pages = nullptr;
    EmptyStatePage *m_empty = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QString m_tickText; // the last tick's figures, below the coverage line
    QComboBox *m_valueShapes = nullptr;
    QLabel *m_costLabel = nullptr;
    LiveUpdatesBar *m_liveUpdates = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QTableView *m_primitivesTable = nullptr;
    QLabel *m_detailTitle = nullptr;
    QTableWidget *m_keysTable = nullptr;
    QLabel *m_notes = nullptr;
    QLabel *m_entriesTitle = nullptr;
    QTableView *m_entriesTable = nullptr;
    OperatorActionMenu *m_operations = nullptr;
    FormMessageLine *m_operationMessage = nullptr;
    QString m_selectedFamily; // identity of the selected primitive, kept across ticks
    QByteArray m_selectedName;
    RedisError m_lastError;
};
