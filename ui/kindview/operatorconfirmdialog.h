#pragma once

#include "operatorplan.h"

#include <QDialog>

#include <functional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

// Asks before an operator action runs (docs/inspector.md, "Operating"): what it will do, what it
// cannot protect, the exact commands it will send (the script's source behind "Show script") and
// the keys they may write. Nothing is sent until the user presses the action's button; Cancel
// has the focus. Set-ttl and postpone ask for their duration here, and the plan is made again
// as it changes.
class OperatorConfirmDialog : public QDialog
{
    Q_OBJECT
public:
    // Makes the plan for a duration (ms; -1 when the action takes none).
    using Planner = std::function<Result<OperatorPlan>(qint64 ms)>;

    OperatorConfirmDialog(OperatorAction action, Planner planner, qint64 defaultMs,
                          QWidget *parent = nullptr);

    // The plan shown; nullopt while the duration gives none (the reason is shown instead).
    const std::optional<OperatorPlan> &plan() const { return m_plan; }
    QPlainTextEdit *commandsView() const { return m_commands; }
    QPlainTextEdit *scriptView() const { return m_script; }
    QSpinBox *durationBox() const { return m_duration; }
    QPushButton *runButton() const { return m_run; }

private:
    void replan();

    Planner m_planner;
    std::optional<OperatorPlan> m_plan;
    QLabel *m_summary = nullptr;
    QLabel *m_warnings = nullptr;
    QSpinBox *m_duration = nullptr;
    QPlainTextEdit *m_commands = nullptr;
    QLabel *m_keys = nullptr;
    QToolButton *m_showScript = nullptr;
    QPlainTextEdit *m_script = nullptr;
    QPushButton *m_run = nullptr;
};
