#include "operatorconfirmdialog.h"

#include "chartpalette.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>

namespace {
QPlainTextEdit *codeView(QWidget *parent, const QString &objectName)
{
    auto *view = new QPlainTextEdit(parent);
    view->setObjectName(objectName);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}
} // namespace

OperatorConfirmDialog::OperatorConfirmDialog(OperatorAction action, Planner planner,
                                             qint64 defaultMs, QWidget *parent)
    : QDialog(parent)
    , m_planner(std::move(planner))
{
    setWindowTitle(tr("%1: check before it runs").arg(OperatorActions::title(action)));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("operatorSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("operatorWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setTextFormat(Qt::PlainText);
    QPalette warning = m_warnings->palette();
    warning.setColor(QPalette::WindowText, ChartPalette(palette()).alarm());
    m_warnings->setPalette(warning);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_warnings);
    if (defaultMs >= 0) {
        m_duration = new QSpinBox(this);
        m_duration->setObjectName(QStringLiteral("operatorDuration"));
        m_duration->setRange(1, std::numeric_limits<int>::max()); // 24.8 days
        m_duration->setSuffix(tr(" ms"));
        m_duration->setGroupSeparatorShown(true);
        m_duration->setValue(int(std::clamp<qint64>(defaultMs, 1, m_duration->maximum())));
        auto *form = new QFormLayout;
        form->addRow(action == OperatorAction::Postpone ? tr("Due in:") : tr("New lease:"),
                     m_duration);
        layout->addLayout(form);
        connect(m_duration, &QSpinBox::valueChanged, this, &OperatorConfirmDialog::replan);
    }
    layout->addWidget(new QLabel(tr("Commands, sent exactly as shown when you go on:"), this));
    m_commands = codeView(this, QStringLiteral("operatorCommands"));
    // The whole command in sight: wrapped, anywhere (a token has no spaces to break at).
    m_commands->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_commands->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_commands->setMaximumHeight(fontMetrics().lineSpacing() * 7);
    layout->addWidget(m_commands);
    m_keys = new QLabel(this);
    m_keys->setWordWrap(true);
    m_keys->setTextFormat(Qt::PlainText);
    m_keys->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_keys);
    m_showScript = new QToolButton(this);
    m_showScript->setText(tr("Show script"));
    m_showScript->setCheckable(true);
    m_showScript->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_showScript->setArrowType(Qt::RightArrow);
    layout->addWidget(m_showScript);
    m_script = codeView(this, QStringLiteral("operatorScript"));
    m_script->hide();
    layout->addWidget(m_script, 1);
    connect(m_showScript, &QToolButton::toggled, this, [this](bool on) {
        m_script->setVisible(on);
        m_showScript->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        adjustSize();
    });

    auto *buttons = new QDialogButtonBox(this);
    m_run = buttons->addButton(OperatorActions::title(action), QDialogButtonBox::AcceptRole);
    m_run->setObjectName(QStringLiteral("operatorRun"));
    m_run->setAutoDefault(false);
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    replan();
    cancel->setFocus();
    resize(std::max(sizeHint().width(), 760), sizeHint().height());
}

void OperatorConfirmDialog::replan()
{
    const Result<OperatorPlan> plan = m_planner(m_duration ? m_duration->value() : -1);
    if (!plan) {
        m_plan.reset();
        m_summary->setText(plan.error().message());
        m_warnings->clear();
        m_warnings->hide();
        m_commands->clear();
        m_keys->clear();
        m_script->clear();
        m_run->setEnabled(false);
        return;
    }
    m_plan = *plan;
    m_summary->setText(plan->summary + QLatin1Char('.'));
    m_warnings->setText(plan->warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!plan->warnings.isEmpty());
    m_commands->setPlainText(plan->commandLines().join(QLatin1Char('\n')));
    QStringList keys;
    for (const QByteArray &k : plan->keys)
        keys << quoteBytes(k, QuoteMode::WhenNeeded, 200);
    m_keys->setText(tr("Keys it may write: %1").arg(keys.join(QStringLiteral(", "))));
    m_script->setPlainText(QString::fromUtf8(plan->scriptSource()));
    m_showScript->setVisible(!plan->scriptName.isEmpty());
    m_showScript->setText(tr("Show script (%1.lua)").arg(plan->scriptName));
    m_run->setEnabled(true);
}
