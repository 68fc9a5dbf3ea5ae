#pragma once

#include <QStyledItemDelegate>

// Paints LockTableModel's TTL cell as a countdown bar: the fraction of the hold's largest TTL
// still left (TtlFractionRole), in the palette's highlight colour, under the remaining time.
class LockCountdownDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit LockCountdownDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
};
