#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

ShortcutsDialog::ShortcutsDialog(QWidget *window)
    : QDialog(window)
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard shortcuts"));
    const auto rows = shortcutsOf(window);
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    m_table->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(rows.at(row).first));
        m_table->setItem(row, 1, new QTableWidgetItem(rows.at(row).second));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->resizeColumnsToContents();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(520, 560);
}

QList<std::pair<QString, QString>> ShortcutsDialog::shortcutsOf(QWidget *window)
{
    QList<std::pair<QString, QString>> rows;
    QSet<QString> seen;
    const auto add = [&](const QString &text, const QKeySequence &keys) {
        const QString shown = keys.toString(QKeySequence::NativeText);
        QString name = text;
        name.remove(QLatin1Char('&'));
        if (shown.isEmpty() || seen.contains(name + shown))
            return;
        seen.insert(name + shown);
        rows.append({name, shown});
    };
    // The menus first, in their order; then the views' own actions.
    if (auto *bar = window->findChild<QMenuBar *>()) {
        for (QAction *menuAction : bar->actions())
            if (QMenu *menu = menuAction->menu())
                for (QAction *action : menu->actions())
                    add(action->text(), action->shortcut());
    }
    for (QAction *action : window->findChildren<QAction *>())
        if (!action->text().isEmpty())
            add(action->text(), action->shortcut());
    add(tr("Clear the filter (in it)"), QKeySequence(Qt::Key_Escape));
    return rows;
}
