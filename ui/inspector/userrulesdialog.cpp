#include "userrulesdialog.h"

#include "primitivekind.h"
#include "userrulestore.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

UserRulesDialog::UserRulesDialog(const QList<UserLayoutRule> &rules, QWidget *parent)
    : QDialog(parent)
    , m_editor(new QPlainTextEdit(this))
    , m_error(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Layout rules"));
    setMinimumSize(560, 360);
    QStringList kinds;
    for (int k = 0; k < int(PrimitiveKind::Unknown); ++k)
        kinds.append(primitiveKindName(PrimitiveKind(k)));
    auto *help = new QLabel(
        tr("Your own key patterns, one per line as GLOB=KIND; they win over the built-in "
           "layouts. For example:\n    myapp:mutex:*=lock\n    jobs:*:delayed=delayed-queue\n"
           "Kinds: %1.")
            .arg(kinds.join(QStringLiteral(", "))),
        this);
    help->setWordWrap(true);
    help->setTextFormat(Qt::PlainText);
    m_editor->setObjectName(QStringLiteral("rules"));
    m_editor->setPlainText(UserRuleStore::toLines(rules));
    m_editor->setPlaceholderText(QStringLiteral("myapp:mutex:*=lock"));
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(QStringLiteral("color: #c01c28;"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(help);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &UserRulesDialog::validate);
    validate();
}

QList<UserLayoutRule> UserRulesDialog::rules() const
{
    return UserRuleStore::parseLines(m_editor->toPlainText()).rules;
}

QString UserRulesDialog::errorText() const
{
    return m_error->text();
}

bool UserRulesDialog::canAccept() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void UserRulesDialog::validate()
{
    const auto parsed = UserRuleStore::parseLines(m_editor->toPlainText());
    m_error->setText(parsed.errors.join(QLatin1Char('\n')));
    m_error->setVisible(!parsed.errors.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(parsed.errors.isEmpty());
}
