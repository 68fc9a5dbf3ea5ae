#pragma once

#include <QDialog>
#include <QList>

class QTableWidget;

// Help › Keyboard shortcuts: every shown action of the window that has keys, with where they
// work: everywhere (the menus), in a tab (its forms, tables and buttons), in a dock (the command
// log), and Escape in any filter box.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    struct Shortcut
    {
        QString action; // the action's text without "&"
        QString keys;   // as the platform shows them
        QString where;  // "Everywhere", or the tabs and docks it works in, in their order
        bool operator==(const Shortcut &) const = default;
    };

    explicit ShortcutsDialog(QWidget *window);

    // The menus' shortcuts first, then each tab's, the docks', and the filter boxes'. An action
    // that several tabs have (Copy key names) is one row naming them all.
    static QList<Shortcut> shortcutsOf(QWidget *window);
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table;
};
