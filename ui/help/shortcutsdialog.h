#pragma once

#include <QDialog>

class QTableWidget;

// Help › Keyboard shortcuts: every action of the window's menus (and its views) that has a
// shortcut, with the keys that work in every tab's filter.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget *window);

    // What is listed: the action's text (without "&") and its keys as the platform shows them.
    static QList<std::pair<QString, QString>> shortcutsOf(QWidget *window);
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table;
};
