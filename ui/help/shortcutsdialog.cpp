#include "shortcutsdialog.h"

#include "viewwidgets.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <optional>

namespace {
// Where a widget of the window is, and the order to list it in: 0 everywhere (the window and
// its menus), 1 + n the window's tab n, 1000 a dock; nullopt in a hidden tab.
struct ShortcutPlace
{
    int order = 0;
    QString name;
};

std::optional<ShortcutPlace> placeOf(const QWidget *widget)
{
    std::optional<ShortcutPlace> place = ShortcutPlace{};
    // The outermost tab page or dock around the widget: a view may hold tabs of its own.
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (const auto *dock = qobject_cast<const QDockWidget *>(w)) {
            place = ShortcutPlace{1000, dock->windowTitle()};
            continue;
        }
        const auto *stack = qobject_cast<const QStackedWidget *>(w->parentWidget());
        const auto *tabs =
            stack ? qobject_cast<const QTabWidget *>(stack->parentWidget()) : nullptr;
        const int index = tabs ? tabs->indexOf(const_cast<QWidget *>(w)) : -1;
        if (index < 0)
            continue;
        if (!tabs->isTabVisible(index))
            return std::nullopt;
        place = ShortcutPlace{1 + index, tabs->tabText(index).remove(u'&')};
    }
    return place;
}
} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget *window)
    : QDialog(window)
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    const QList<Shortcut> rows = shortcutsOf(window);
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Action"), tr("Where")});
    m_table->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(rows.at(row).keys));
        m_table->setItem(row, 1, new QTableWidgetItem(rows.at(row).action));
        m_table->setItem(row, 2, new QTableWidgetItem(rows.at(row).where));
    }
    ViewWidgets::setupTable(m_table); // the views' compact rows
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->resizeColumnsToContents();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    // Wide enough for every column's text, tall enough for most rows: in the font's units, so
    // that it grows with the font and the scale factor.
    const QMargins margins = layout->contentsMargins();
    const int width = m_table->horizontalHeader()->length() + 2 * m_table->frameWidth() +
                      m_table->verticalScrollBar()->sizeHint().width() + margins.left() +
                      margins.right();
    resize(std::max(width, fontMetrics().averageCharWidth() * 80), fontMetrics().height() * 36);
}

QList<ShortcutsDialog::Shortcut> ShortcutsDialog::shortcutsOf(QWidget *window)
{
    // (action, keys) and the places it works in, by order; the first place orders the row.
    struct Row
    {
        QString action;
        QString keys;
        std::map<int, QString> places;
    };
    QList<Row> rows;
    const auto add = [&rows](QAction *action, const ShortcutPlace &place) {
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        QString name = action->text();
        name.remove(u'&');
        if (keys.isEmpty() || name.isEmpty() || !action->isVisible())
            return;
        for (Row &row : rows)
            if (row.action == name && row.keys == keys) {
                row.places.emplace(place.order, place.name);
                return;
            }
        rows.append({name, keys, {{place.order, place.name}}});
    };
    // The menus in their order, then every other action where its widgets are.
    if (auto *bar = window->findChild<QMenuBar *>())
        for (QAction *menuAction : bar->actions())
            if (QMenu *menu = menuAction->menu())
                for (QAction *action : menu->actions())
                    add(action, ShortcutPlace{});
    for (QAction *action : window->findChildren<QAction *>())
        for (QObject *object : action->associatedObjects()) {
            const auto *widget = qobject_cast<QWidget *>(object);
            if (!widget || qobject_cast<const QMenu *>(widget))
                continue;
            if (const auto place = placeOf(widget))
                add(action, *place);
        }
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) {
        return a.places.begin()->first < b.places.begin()->first;
    });

    QList<Shortcut> shortcuts;
    for (const Row &row : rows) {
        // The window's own keys work everywhere, whatever tab also has a button for them.
        QStringList places;
        if (row.places.count(0) != 0)
            places << tr("Everywhere");
        else
            for (const auto &[order, name] : row.places)
                places << name;
        places.removeDuplicates();
        shortcuts.append({row.action, row.keys, places.join(QStringLiteral(", "))});
    }
    shortcuts.append({tr("Clear the filter"),
                      QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText),
                      tr("In a filter box")});
    return shortcuts;
}
