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
    line([&](int c) { return model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString(); });
    for (int r = 0; r < model.rowCount(); ++r)
        line([&](int c) { return model.index(r, c).data(Qt::DisplayRole).toString(); });
    return out;
}
