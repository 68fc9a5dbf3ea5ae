#pragma once

#include <QtGlobal>

class QLabel;
class QTableView;
class QWidget;

// Small pieces every view builds the same way.
namespace ViewWidgets {
// A plain-text label whose font is the default scaled by `scale`, bold if asked.
QLabel *scaledLabel(QWidget *parent, qreal scale, bool bold);
// Row selection, alternating colours, no word wrap, no row numbers, left-aligned headers.
void setupTable(QTableView *table);
} // namespace ViewWidgets
