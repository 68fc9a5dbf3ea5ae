#include "viewwidgets.h"

#include "tablecsv.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

QLabel *ViewWidgets::scaledLabel(QWidget *parent, qreal scale, bool bold)
{
    auto *label = new QLabel(parent);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    label->setFont(font);
    label->setTextFormat(Qt::PlainText);
    return label;
}

void ViewWidgets::setupTable(QTableView *table)
{
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setHighlightSections(false);
    // ResizeToContents columns measure at most this many rows (all of them by default: with
    // 10,000 locks each update would lay out 10,000 cells' text).
    table->horizontalHeader()->setResizeContentsPrecision(200);
    table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

void ViewWidgets::layOutTableWithButtons(QWidget *owner, QWidget *table,
                                         const QList<QPushButton *> &buttons)
{
    auto *row = new QHBoxLayout;
    for (QPushButton *button : buttons)
        row->addWidget(button);
    row->addStretch();
    auto *layout = new QVBoxLayout(owner);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table);
    layout->addLayout(row);
}

namespace {
const char *const ViewFilterProperty = "coordscopeViewFilter";
} // namespace

void ViewWidgets::makeViewFilter(QLineEdit *edit)
{
    edit->setProperty(ViewFilterProperty, true);
    auto *clear = new QAction(edit);
    clear->setShortcut(QKeySequence(Qt::Key_Escape));
    clear->setShortcutContext(Qt::WidgetShortcut);
    QObject::connect(clear, &QAction::triggered, edit, &QLineEdit::clear);
    edit->addAction(clear);
}

QLineEdit *ViewWidgets::filterOf(QWidget *view)
{
    const QList<QLineEdit *> edits = view->findChildren<QLineEdit *>();
    for (QLineEdit *edit : edits)
        if (edit->property(ViewFilterProperty).toBool() && edit->isVisibleTo(view))
            return edit;
    return nullptr;
}

bool ViewWidgets::removeCurrentRow(QTableWidget *table)
{
    const int row = table->currentRow();
    if (row < 0)
        return false;
    table->removeRow(row);
    return true;
}

namespace {
QString lastExportDirectory()
{
    const QString dir = QSettings().value(QStringLiteral("export/directory")).toString();
    return dir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                         : dir;
}

ViewWidgets::SavePathChooser &savePathChooser()
{
    static ViewWidgets::SavePathChooser chooser;
    return chooser;
}

QString askPath(QWidget *parent, const QString &name, const QString &suffix, const QString &filter)
{
    const QString suggested = QDir(lastExportDirectory()).filePath(name + suffix);
    const QString path =
        savePathChooser()
            ? savePathChooser()(suggested)
            : QFileDialog::getSaveFileName(parent, QObject::tr("Export"), suggested, filter);
    if (!path.isEmpty())
        QSettings().setValue(QStringLiteral("export/directory"), QFileInfo(path).absolutePath());
    return path;
}
} // namespace

void ViewWidgets::setSavePathChooser(SavePathChooser chooser)
{
    savePathChooser() = std::move(chooser);
}

bool ViewWidgets::writeCsv(const QString &path, const QAbstractItemModel &model, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(TableCsv::fromModel(model)) < 0 ||
        !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

bool ViewWidgets::writePng(const QString &path, QWidget *widget, QString *error)
{
    const QPixmap pixmap = widget->grab();
    QSaveFile file(path);
    if (pixmap.isNull() || !file.open(QIODevice::WriteOnly) || !pixmap.save(&file, "PNG") ||
        !file.commit()) {
        if (error)
            *error =
                pixmap.isNull() ? QObject::tr("the chart could not be drawn") : file.errorString();
        return false;
    }
    return true;
}

namespace {
// Asks where, writes with write(path, &error), says what was saved or shows why not.
template <typename Write>
QString exportFile(QWidget *parent, const QString &name, const QString &suffix,
                   const QString &filter, Write write, const QString &saved)
{
    const QString path = askPath(parent, name, suffix, filter);
    if (path.isEmpty())
        return {};
    QString error;
    if (!write(path, &error)) {
        QMessageBox::warning(parent, QObject::tr("Export failed"),
                             QObject::tr("Could not write %1: %2").arg(path, error));
        return {};
    }
    return saved.arg(QDir::toNativeSeparators(path));
}
} // namespace

QString ViewWidgets::exportCsv(QWidget *parent, const QAbstractItemModel &model,
                               const QString &name)
{
    return exportFile(
        parent, name, QStringLiteral(".csv"), QObject::tr("CSV files (*.csv)"),
        [&model](const QString &path, QString *error) { return writeCsv(path, model, error); },
        QObject::tr("Saved %n row(s) to %1", nullptr, model.rowCount()));
}

QString ViewWidgets::exportPng(QWidget *parent, QWidget *widget, const QString &name)
{
    return exportFile(
        parent, name, QStringLiteral(".png"), QObject::tr("PNG images (*.png)"),
        [widget](const QString &path, QString *error) { return writePng(path, widget, error); },
        QObject::tr("Saved %1"));
}

QString ViewWidgets::selectedKeys(const QTableView *table, int role)
{
    QModelIndexList rows =
        table->selectionModel() ? table->selectionModel()->selectedRows() : QModelIndexList();
    if (rows.isEmpty() && table->currentIndex().isValid())
        rows << table->currentIndex();
    QStringList keys;
    for (const QModelIndex &index : std::as_const(rows)) {
        const QVariant value = index.data(role);
        if (value.typeId() == QMetaType::QStringList)
            keys << value.toStringList();
        else if (value.typeId() == QMetaType::QByteArray)
            keys << QString::fromUtf8(value.toByteArray());
        else
            keys << value.toString();
    }
    keys.removeAll(QString());
    return keys.join(QLatin1Char('\n'));
}

void ViewWidgets::copyText(const QString &text)
{
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text);
}
