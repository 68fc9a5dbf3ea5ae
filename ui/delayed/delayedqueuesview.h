#pragma once

#include "kindview.h"

#include <QTimer>

class DelayedActionForm;
class DelayedItemsModel;
class DelayedQueueTableModel;
class DelayedScheduleChart;
class QAction;
class QLabel;
class QTableView;

// The Delayed queues tab: every delayed queue the inspector found (filter, copy key name, CSV),
// the selected queue's items in due order (paged past the monitor's head, CSV), its schedule as
// a scatter that moves with time (PNG), and the playground form (enqueue, claim). Reads come
// from the shared InspectorMonitor (owned elsewhere; this view never starts or stops its
// polling); actions, demo data and pages run on the view's own ActionRunner, attached to the
// session. With nothing to show it says why, with a one-click "Load demo data" when the session
// allows writes.
class OperatorActionMenu;

class DelayedQueuesView : public KindView
{
    Q_OBJECT
public:
    DelayedQueuesView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);
    ~DelayedQueuesView() override;

    // The view's actions for a menu or toolbar: load demo data, enqueue (Ctrl+Shift+N), claim
    // (Ctrl+Shift+C), copy key name, export queues / items as CSV, export the chart as PNG.
    QList<QAction *> viewActions() const;

    DelayedQueueTableModel *queuesModel() const { return m_queues; }
    DelayedItemsModel *itemsModel() const { return m_items; }
    DelayedScheduleChart *chart() const { return m_chart; }
    DelayedActionForm *actionForm() const { return m_form; }
    QTableView *itemsTable() const { return m_itemsTable; }
    // Run now, postpone or delete the selected item (the items table's context menu), as in the
    // Inspector (docs/inspector.md, "Operating").
    OperatorActionMenu *operations() const { return m_operations; }

    // The selected queue's notes (vanished keys, type changes, read failures), one per line.
    QString notesText() const;

    // Selects the queue (family, name); false when it is not in the (filtered) table.
    bool selectQueue(const QString &family, const QByteArray &name);

protected:
    void applySnapshot(const InspectorSnapshot &snapshot) override;
    bool showsKind(PrimitiveKind kind) const override;
    void clearServer() override;
    bool hasContent() const override;
    KindEmptyTexts emptyTexts() const override;
    QString demoTitle() const override;
    QString demoToolTip() const override;
    DemoJob demoJob() const override;

private:
    void updateOperations();
    QWidget *createMainPage();
    void showSelected();
    void updateItemsTitle();
    void scheduleChartUpdate();

    DelayedQueueTableModel *m_queues;
    DelayedItemsModel *m_items;
    QAction *m_queuesCsvAction;
    QAction *m_itemsCsvAction;
    QAction *m_chartPngAction;
    QLabel *m_itemsTitle = nullptr;
    QTableView *m_itemsTable = nullptr;
    OperatorActionMenu *m_operations = nullptr;
    QLabel *m_notes = nullptr;
    DelayedScheduleChart *m_chart = nullptr;
    DelayedActionForm *m_form = nullptr;
    QTimer m_chartUpdate; // coalesces chart updates to one per frame
    QString m_selectedFamily;
    QByteArray m_selectedName;
};
