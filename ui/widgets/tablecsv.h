#pragma once

#include <QByteArray>

class QAbstractItemModel;

// A table model as CSV (RFC 4180): the horizontal header, then every row's DisplayRole text,
// fields quoted when they hold a comma, quote, CR or LF, lines ending in CRLF, UTF-8.
namespace TableCsv {
QByteArray fromModel(const QAbstractItemModel &model);
QByteArray field(const QString &text);
} // namespace TableCsv
