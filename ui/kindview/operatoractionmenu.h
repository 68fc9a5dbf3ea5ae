#pragma once

#include "operatorplan.h"
#include "primitivestate.h"

#include <QObject>

#include <functional>
#include <optional>

class ActionRunner;
class FormMessageLine;
class InspectorMonitor;
class OperatorConfirmDialog;
class QAction;
class QMenu;
class QWidget;
class ServerSession;
struct ActionResult;

// The Inspector's operator actions on what is selected (docs/inspector.md, "Operating"): break
// or re-lease the lock, evict holders, run a scheduled item now, postpone or delete it, requeue
// a dead consumer's items, reset a limiter's subjects. Each asks first (OperatorConfirmDialog:
// the exact commands), then runs on a connection of its own labelled "operator action" in the
// Command log; the outcome says what was done or why nothing was. Read-only mode disables them,
// with the reason in their tooltips.
class OperatorActionMenu : public QObject
{
    Q_OBJECT
public:
    // What the view has selected: the primitive's last state, the entries table's selected
    // rows, the keys table's selected key (empty: none).
    struct Selection
    {
        std::optional<PrimitiveState> state;
        QList<StateEntry> entries;
        QByteArray key;
    };

    OperatorActionMenu(ServerSession *session, QWidget *dialogParent);
    ~OperatorActionMenu() override;

    void setSelection(Selection selection);
    const Selection &selection() const { return m_selection; }
    // Every action, in menu order, enabled or not; the menu holds those that apply to the kind.
    QList<QAction *> actions() const { return m_actions; }
    QMenu *menu() const { return m_menu; }
    QAction *action(OperatorAction action, bool all = false) const;

    // The request an action would make from the selection, or why it cannot be made.
    Result<OperatorRequest> request(OperatorAction action, bool all) const;
    // Asks (the dialog stays open until answered; lastDialog() for tests), then runs.
    void ask(OperatorAction action, bool all);
    OperatorConfirmDialog *lastDialog() const { return m_dialog; }
    // Requeue one item: which item of the list, from its first 200 (QInputDialog; tests answer
    // instead; nullopt: cancelled).
    void
    setItemChooser(std::function<std::optional<QByteArray>(const QList<QByteArray> &items)> choose);
    // Runs a plan the user confirmed.
    void run(const OperatorPlan &plan);

    // A kind tab's use: these actions at the end of the table's context menu (after a
    // separator), each outcome on the tab's one message line (line() when it comes), and the
    // monitor reading the state again after each.
    void addToTable(QWidget *table, const QList<std::pair<OperatorAction, bool>> &actions,
                    std::function<FormMessageLine *()> line, InspectorMonitor *monitor);

Q_SIGNALS:
    // What happened, for the view's message line; ok false when nothing was done or it failed.
    void finished(const QString &message, bool ok);
    // The state changed (or may have): read it again.
    void acted();

private:
    void update();
    void onFinished(quint64 ticket, const ActionResult &result);
    // The confirmation of a request whose entries are known; runs it when accepted.
    void confirm(const OperatorRequest &base);
    std::optional<QByteArray> chooseItem(const QList<QByteArray> &items);

    ServerSession *m_session;
    QWidget *m_dialogParent;
    ActionRunner *m_runner;
    Selection m_selection;
    QList<QAction *> m_actions;
    QMenu *m_menu;
    OperatorConfirmDialog *m_dialog = nullptr;
    OperatorRequest m_pick; // requeue one item: the request waiting for its item
    quint64 m_pickTicket = 0;
    std::function<std::optional<QByteArray>(const QList<QByteArray> &)> m_choose;
};
