#include "autocompletelatencychart.h"

#include "chartemptymessage.h"
#include "chartpalette.h"

#include "niceaxis.h"

#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

AutocompleteLatencyChart::AutocompleteLatencyChart(QWidget *parent)
    : QChartView(parent)
    , m_markers(new QLineSeries)
    , m_bylex(new QLineSeries)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    auto *c = new QChart;
    c->setAnimationOptions(QChart::NoAnimation);
    m_markers->setName(tr("markers"));
    m_bylex->setName(tr("BYLEX"));
    m_markers->setPointsVisible(true);
    m_bylex->setPointsVisible(true);
    c->addSeries(m_markers);
    c->addSeries(m_bylex);
    m_x->setTitleText(tr("query"));
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_y->setTitleText(tr("ms"));
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    NiceAxis::follow(c, m_x);
    NiceAxis::follow(c, m_y);
    NiceAxis::setUnit(m_y, tr("ms"));
    NiceAxis::setRange(m_x, 0, 1, true);
    NiceAxis::setRange(m_y, 0, 1);
    for (QLineSeries *s : {m_markers, m_bylex}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setTitle(tr("Query latency"));
    // setChart() releases the view's default chart without deleting it.
    QChart *initial = this->chart();
    setChart(c);
    delete initial;
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(300, 160); // room for whole labels: ticks, titles, the legend
    setToolTip(tr("Time of each autocomplete query on the worker thread, by method"));
    m_frame.setSingleShot(true);
    m_frame.setInterval(16);
    connect(&m_frame, &QTimer::timeout, this, &AutocompleteLatencyChart::redraw);
    m_empty = new ChartEmptyMessage(this, tr("No query yet: type a prefix in Search"));
    applyPalette();
}

void AutocompleteLatencyChart::addQuery(bool markers, qint64 latencyUs)
{
    QList<QPointF> &ring = markers ? m_markerPoints : m_bylexPoints;
    if (ring.size() >= MaxPoints)
        ring.removeFirst();
    ring.append({double(++m_queries), double(latencyUs) / 1000});
    if (!m_frame.isActive())
        m_frame.start();
}

int AutocompleteLatencyChart::pointCount() const
{
    return int(m_markers->count() + m_bylex->count());
}

void AutocompleteLatencyChart::redraw()
{
    m_markers->replace(m_markerPoints);
    m_bylex->replace(m_bylexPoints);
    double minX = double(m_queries);
    double maxY = 1;
    for (const QList<QPointF> *ring : {&m_markerPoints, &m_bylexPoints}) {
        if (!ring->isEmpty())
            minX = std::min(minX, ring->first().x());
        for (const QPointF &p : *ring)
            maxY = std::max(maxY, p.y());
    }
    NiceAxis::setRange(m_x, minX, std::max(minX + 1, double(m_queries)), true);
    NiceAxis::setRange(m_y, 0, maxY);
    m_empty->setShown(m_markerPoints.isEmpty() && m_bylexPoints.isEmpty());
}

void AutocompleteLatencyChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void AutocompleteLatencyChart::applyPalette()
{
    const ChartPalette colours(palette());
    colours.apply(this);
    m_markers->setColor(colours.primary());
    m_bylex->setColor(colours.secondary());
}
