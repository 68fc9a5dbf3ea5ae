#include "limiterfilldelegate.h"

#include "limitertablemodel.h"

#include <QPainter>

void LimiterFillDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    const double fill = index.data(LimiterTableModel::FillRole).toDouble();
    if (fill > 0) {
        QRect bar = option.rect.adjusted(2, 3, -2, -3);
        bar.setWidth(qRound(bar.width() * std::min(fill, 1.0)));
        QColor colour = option.palette.color(QPalette::Highlight);
        colour.setAlphaF(0.35f);
        painter->fillRect(bar, colour);
    }
    QStyledItemDelegate::paint(painter, option, index);
}
