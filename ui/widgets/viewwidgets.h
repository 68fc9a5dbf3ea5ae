#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

#include <functional>

class QAbstractItemModel;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTableWidget;
class QWidget;

// Small pieces every view builds the same way.
namespace ViewWidgets {
// A plain-text label whose font is the default scaled by `scale`, bold if asked.
QLabel *scaledLabel(QWidget *parent, qreal scale, bool bold);
// Row selection, alternating colours, no word wrap, no row numbers, left-aligned headers.
void setupTable(QTableView *table);
// An editable list's layout in `owner` (no margins): `table`, then `buttons` in a row under it
// ("Add", "Remove"), left-aligned.
void layOutTableWithButtons(QWidget *owner, QWidget *table, const QList<QPushButton *> &buttons);
// Marks `edit` as its view's filter: the window's Ctrl+F finds it (filterOf()), and Escape in
// it clears it.
void makeViewFilter(QLineEdit *edit);
// The filter of `view` (the first shown edit makeViewFilter() marked), or nullptr.
QLineEdit *filterOf(QWidget *view);
// Removes the table's current row; false when there is none.
bool removeCurrentRow(QTableWidget *table);

// The keys of the table's selected rows (or of its current row when none is selected), one per
// line: `role` gives a row's key as QByteArray (UTF-8), QString or QStringList (several keys).
QString selectedKeys(const QTableView *table, int role);
// Puts `text` on the clipboard unless it is empty.
void copyText(const QString &text);

// What the export dialogs ask instead of a file dialog (tests): given the suggested path, the
// chosen one (empty: cancelled). Empty function: the file dialog.
using SavePathChooser = std::function<QString(const QString &suggested)>;
void setSavePathChooser(SavePathChooser chooser);
// Asks for a file name (suggested: <name>.csv in the last export directory) and writes the
// model as CSV (TableCsv). Errors go to a message box; returns what to say in the view's status
// line ("Saved 12 rows to …"), empty when nothing was written.
QString exportCsv(QWidget *parent, const QAbstractItemModel &model, const QString &name);
// The same for a widget (a chart) as PNG, rendered with QWidget::grab at the screen's scale.
QString exportPng(QWidget *parent, QWidget *widget, const QString &name);
// Writes without asking (the dialogs above use them; tests call them directly).
bool writeCsv(const QString &path, const QAbstractItemModel &model, QString *error);
bool writePng(const QString &path, QWidget *widget, QString *error);
} // namespace ViewWidgets
