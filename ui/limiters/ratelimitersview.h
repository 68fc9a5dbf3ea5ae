#pragma once

#include "kindview.h"

class LimiterActionForm;
class LimiterTableModel;
class LimiterTrafficChart;
class QAction;
class QLabel;

// The Rate limiters tab: every limiter subject the inspector's monitor reads (table with a fill
// bar, filter, copy key, CSV), the traffic chart of requests sent from here (PNG), the form
// that sends them, and an empty state with "Load demo data".
class OperatorActionMenu;

class RateLimitersView : public KindView
{
    Q_OBJECT
public:
    RateLimitersView(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);

    LimiterTableModel *model() const { return m_model; }
    // Reset the selected subjects or every subject of the selected one's limiter (the table's
    // context menu), as in the Inspector (docs/inspector.md, "Operating").
    OperatorActionMenu *operations() const { return m_operations; }
    LimiterTrafficChart *chart() const { return m_chart; }
    LimiterActionForm *form() const { return m_form; }
    QLabel *notesLabel() const { return m_notes; }
    // Load demo, send, cancel, copy key, export CSV, export PNG.
    QList<QAction *> viewActions() const;

    // The screenshot tour: the form's requests sent, so the traffic chart has data.
    Q_INVOKABLE void prepareScreenshot();

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
    void updateOperations();

    LimiterTableModel *m_model;
    OperatorActionMenu *m_operations = nullptr;
    LimiterTrafficChart *m_chart;
    LimiterActionForm *m_form = nullptr;
    QLabel *m_notes = nullptr;
    QAction *m_csvAction = nullptr;
    QAction *m_pngAction = nullptr;
};
