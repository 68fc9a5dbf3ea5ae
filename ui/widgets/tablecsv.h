#pragma once

#include <QByteArray>
#include <Qt>

class QAbstractItemModel;

// A table model as CSV (RFC 4180): the horizontal header, then every row's DisplayRole text,
// fields quoted when they hold a comma, quote, CR or LF, lines ending in CRLF, UTF-8. A column
// whose cells answer ExportRole (a TTL: milliseconds, not "1 min 20 s") is written with those
// values, under the header's ExportRole text when it has one ("TTL (ms)").
namespace TableCsv {
constexpr int ExportRole = Qt::UserRole + 1000;

QByteArray fromModel(const QAbstractItemModel &model);
QByteArray field(const QString &text);
} // namespace TableCsv
