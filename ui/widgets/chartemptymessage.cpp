#include "chartemptymessage.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsSimpleTextItem>

ChartEmptyMessage::ChartEmptyMessage(QChartView *view, const QString &text)
    : QObject(view)
    , m_view(view)
    , m_item(new QGraphicsSimpleTextItem(text, view->chart()))
{
    m_item->setZValue(100); // over the grid and the series
    connect(view->chart(), &QChart::plotAreaChanged, this, &ChartEmptyMessage::place);
    view->installEventFilter(this);
    applyPalette();
    place();
}

void ChartEmptyMessage::setShown(bool shown)
{
    m_item->setVisible(shown);
}

bool ChartEmptyMessage::isShown() const
{
    return m_item->isVisible();
}

QString ChartEmptyMessage::text() const
{
    return m_item->text();
}

QRectF ChartEmptyMessage::rect() const
{
    return m_item->mapRectToParent(m_item->boundingRect());
}

bool ChartEmptyMessage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::PaletteChange)
        applyPalette();
    return QObject::eventFilter(watched, event);
}

void ChartEmptyMessage::place()
{
    const QRectF plot = m_view->chart()->plotArea();
    const QRectF box = m_item->boundingRect();
    m_item->setPos(plot.center() - box.center());
}

void ChartEmptyMessage::applyPalette()
{
    m_item->setBrush(m_view->palette().color(QPalette::PlaceholderText));
    m_item->setFont(m_view->font());
}
