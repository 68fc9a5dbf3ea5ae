#pragma once

#include "kindview.h"
#include "lockhistory.h"

class LockActionForm;
class LockTableModel;
class LockTimelineChart;
class QAction;
class QTimer;
class RedisError;

// The Locks view: every lock the inspector found (its own, redis-py, Redisson, BullMQ, Redis in
// Action) in a table with the TTL as a live countdown bar, a timeline of holds over the last two
// minutes with expiries and takeovers marked, and the playground form (acquire, release,
// extend). Reads come from the shared InspectorMonitor (owned elsewhere; this view never starts
// or stops its polling); writes run on the view's ActionRunners, attached to the session.
class OperatorActionMenu;

class LocksView : public KindView
{
    Q_OBJECT
public:
    LocksView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);
    ~LocksView() override;

    LockTableModel *tableModel() const { return m_model; }
    LockTimelineChart *timeline() const { return m_timeline; }
    LockActionForm *actionForm() const { return m_form; }
    const LockHistory &history() const { return m_history; }

    QAction *demoTrafficAction() const { return m_demoTraffic; }
    QAction *exportCsvAction() const { return m_exportCsv; }
    QAction *exportPngAction() const { return m_exportPng; }
    // Break lock and Change lease on the selected row (the table's context menu), as in the
    // Inspector (docs/inspector.md, "Operating").
    OperatorActionMenu *operations() const { return m_operations; }
    // Everything with a shortcut or a menu entry, for the main window's menus.
    QList<QAction *> viewActions() const;

public Q_SLOTS:
    void runDemoTraffic();
    void exportCsv();
    void exportPng();

protected:
    void applySnapshot(const InspectorSnapshot &snapshot) override;
    bool showsKind(PrimitiveKind kind) const override;
    void clearServer() override;
    bool hasContent() const override;
    KindEmptyTexts emptyTexts() const override;
    QString demoTitle() const override;
    QString demoToolTip() const override;
    DemoJob demoJob() const override;
    void demoStarted() override;
    void updateActions(bool writes) override;

private:
    QWidget *createMainPage();
    void onFailed(const RedisError &error);
    void onTrafficFinished(quint64 ticket, const ActionResult &result);
    void onActionFinished(const ActionResult &result);
    // The selected row's state, for the operator actions.
    void updateOperations();

    ActionRunner *m_trafficRunner;
    LockTableModel *m_model;
    LockHistory m_history;
    LockTimelineChart *m_timeline = nullptr;
    LockActionForm *m_form = nullptr;
    OperatorActionMenu *m_operations = nullptr;
    QTimer *m_countdown;
    QAction *m_demoTraffic;
    QAction *m_exportCsv;
    QAction *m_exportPng;
    quint64 m_trafficTicket = 0;
};
