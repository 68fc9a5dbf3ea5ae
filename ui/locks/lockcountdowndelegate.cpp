#include "lockcountdowndelegate.h"

#include "locktablemodel.h"

#include <QApplication>
#include <QPainter>

LockCountdownDelegate::LockCountdownDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

void LockCountdownDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    const QVariant fraction = index.data(LockTableModel::TtlFractionRole);
    const double f = fraction.isValid() ? fraction.toDouble() : -1;
    if (f < 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const QRect track = option.rect.adjusted(3, 3, -3, -3);
    QColor fill = option.palette.color(QPalette::Highlight);
    fill.setAlpha(option.state & QStyle::State_Selected ? 200 : 110);
    QColor frame = option.palette.color(QPalette::Mid);
    painter->save();
    painter->setPen(frame);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(track.adjusted(0, 0, -1, -1));
    QRect bar = track.adjusted(1, 1, -1, -1);
    bar.setWidth(int(bar.width() * f));
    painter->fillRect(bar, fill);
    painter->setPen(option.palette.color(
        option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(track.adjusted(4, 0, -4, 0), Qt::AlignRight | Qt::AlignVCenter, text);
    painter->restore();
}
