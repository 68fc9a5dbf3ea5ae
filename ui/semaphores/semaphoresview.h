#pragma once

#include "kindview.h"

class QAction;
class QLabel;
class QModelIndex;
class QTableView;
class SemaphoreActionForm;
class SemaphoreMembersModel;
class SemaphoreRankChart;
class SemaphoreTableModel;

// The Semaphores view: every semaphore the inspector found (filter, copy key names, CSV) over
// the selected one's members in rank order (CSV) and a bar chart of the ranks with the limit
// (PNG), the playground form (acquire / release a permit), and an empty state with "Load demo
// data". Reads come from the shared InspectorMonitor (this view never starts or stops its
// polling); writes go through the view's own ActionRunner on the session's connection. Only the
// user's pick (a click, Enter, selectSemaphore()) puts a semaphore into the form: a refresh that
// moves or removes the selected row never touches what the user typed.
class OperatorActionMenu;

class SemaphoresView : public KindView
{
    Q_OBJECT
public:
    SemaphoresView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);
    ~SemaphoresView() override;

    // For the main window's menus: acquire, release, load demo data, copy key names, export
    // the semaphores / members as CSV, export the chart as PNG.
    QList<QAction *> viewActions() const;

    // Selects the semaphore (family, name) and fills the form with it when it is CoordScope's,
    // as a click on its row does; false when it is not shown.
    bool selectSemaphore(const QString &family, const QByteArray &name);

    SemaphoreTableModel *tableModel() const { return m_model; }
    SemaphoreMembersModel *membersModel() const { return m_members; }
    SemaphoreRankChart *rankChart() const { return m_chart; }
    SemaphoreActionForm *actionForm() const { return m_form; }
    // Evict the selected holders or every expired one (the members table's context menu), as
    // in the Inspector (docs/inspector.md, "Operating").
    OperatorActionMenu *operations() const { return m_operations; }
    QTableView *membersTable() const { return m_membersTable; }

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

private:
    QWidget *createMainPage();
    void onCurrentChanged();
    void showSelected();
    // The user picked the semaphore at `index` (of the filter model).
    void pick(const QModelIndex &index);
    void fillForm(int row);
    void onSemaphoreChanged(const QString &kind, const QByteArray &name, int limit);
    void updateOperations();

    SemaphoreTableModel *m_model;
    SemaphoreMembersModel *m_members;
    SemaphoreRankChart *m_chart = nullptr;
    SemaphoreActionForm *m_form = nullptr;
    QTableView *m_membersTable = nullptr;
    OperatorActionMenu *m_operations = nullptr;
    QLabel *m_detailTitle = nullptr;
    QLabel *m_notes = nullptr;
    QAction *m_exportTableAction;
    QAction *m_exportMembersAction;
    QAction *m_exportChartAction;
    QString m_selectedFamily;
    QByteArray m_selectedName;
};
