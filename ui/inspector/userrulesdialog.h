#pragma once

#include "layoutcatalog.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

// Edits the user's layout rules, one GLOB=KIND per line, and says inline what is wrong with a
// line; OK stays disabled until every line parses. Accepting does not save: the caller does.
class UserRulesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit UserRulesDialog(const QList<UserLayoutRule> &rules, QWidget *parent = nullptr);

    QList<UserLayoutRule> rules() const;
    QPlainTextEdit *editor() const { return m_editor; }
    QString errorText() const;
    bool canAccept() const;

private:
    void validate();

    QPlainTextEdit *m_editor;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};
