#include "tablecsv.h"

#include <QAbstractItemModel>
#include <QString>

QByteArray TableCsv::field(const QString &text)
{
    QByteArray utf8 = text.toUtf8();
    if (!utf8.contains(',') && !utf8.contains('"') && !utf8.contains('\r') && !utf8.contains('\n'))
        return utf8;
    utf8.replace("\"", "\"\"");
    return '"' + utf8 + '"';
}

QByteArray TableCsv::fromModel(const QAbstractItemModel &model)
{
    QByteArray out;
    const int columns = model.columnCount();
    auto line = [&](auto text) {
        for (int c = 0; c < columns; ++c) {
            if (c > 0)
                out += ',';
            out += field(text(c));
        }
        out += "\r\n";
    };
    line([&](int c) {
        const QVariant exported = model.headerData(c, Qt::Horizontal, ExportRole);
        return (exported.isValid() ? exported : model.headerData(c, Qt::Horizontal)).toString();
    });
    for (int r = 0; r < model.rowCount(); ++r)
        line([&](int c) {
            const QModelIndex index = model.index(r, c);
            const QVariant exported = index.data(ExportRole);
            return (exported.isValid() ? exported : index.data(Qt::DisplayRole)).toString();
        });
    return out;
}
