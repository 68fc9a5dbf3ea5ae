#pragma once

#include <QStyledItemDelegate>

// Draws LimiterTableModel::FillRole as a bar behind the text, in the palette's highlight colour.
class LimiterFillDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
};
