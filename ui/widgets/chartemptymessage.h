#pragma once

#include <QObject>
#include <QRectF>
#include <QString>

class QChartView;
class QGraphicsSimpleTextItem;

// What an empty chart says instead of data: a short message ("No traffic sent yet") centred on
// the plot area, over axes that span 0 to 1, in the palette's placeholder colour (again on every
// palette change). The chart shows it while it has no data: setShown().
class ChartEmptyMessage : public QObject
{
    Q_OBJECT
public:
    ChartEmptyMessage(QChartView *view, const QString &text);

    void setShown(bool shown);
    bool isShown() const;
    QString text() const;
    // Where it is drawn, in the chart's coordinates (tests).
    QRectF rect() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();
    void applyPalette();

    QChartView *m_view;
    QGraphicsSimpleTextItem *m_item;
};
