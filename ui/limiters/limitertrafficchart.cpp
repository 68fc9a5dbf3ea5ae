#include "limitertrafficchart.h"

#include "chartemptymessage.h"
#include "chartpalette.h"

#include "niceaxis.h"

#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

LimiterTrafficChart::LimiterTrafficChart(QWidget *parent)
    : QChartView(parent)
    , m_admittedSeries(new QLineSeries)
    , m_refusedSeries(new QLineSeries)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    auto *c = new QChart;
    c->setAnimationOptions(QChart::NoAnimation);
    m_admittedSeries->setName(tr("Admitted"));
    m_refusedSeries->setName(tr("Refused"));
    c->addSeries(m_admittedSeries);
    c->addSeries(m_refusedSeries);
    m_x->setTitleText(tr("seconds"));
    m_x->setLabelFormat(QStringLiteral("%.1f"));
    m_y->setTitleText(tr("requests"));
    m_y->setLabelFormat(QStringLiteral("%d"));
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    NiceAxis::follow(c, m_x);
    NiceAxis::follow(c, m_y);
    NiceAxis::setUnit(m_x, tr("s"));
    NiceAxis::setRange(m_x, 0, 1);
    NiceAxis::setRange(m_y, 0, 1, true);
    for (QLineSeries *s : {m_admittedSeries, m_refusedSeries}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setTitle(tr("Traffic sent through CoordScope"));
    // setChart() releases the view's default chart without deleting it.
    QChart *initial = this->chart();
    setChart(c);
    delete initial;
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(300, 180); // room for whole labels: ticks, titles, the legend
    setToolTip(tr("Cumulative admitted and refused requests of the traffic sent from the form "
                  "below"));
    m_frame.setSingleShot(true);
    m_frame.setInterval(16);
    connect(&m_frame, &QTimer::timeout, this, &LimiterTrafficChart::redraw);
    m_empty = new ChartEmptyMessage(this, tr("No requests sent yet"));
    applyPalette();
}

void LimiterTrafficChart::addDecisions(qint64 admitted, qint64 refused)
{
    if (admitted <= 0 && refused <= 0)
        return;
    if (!m_clock.isValid()) { // both lines start at the origin, so one burst still draws
        m_clock.start();
        push(m_admittedPoints, {0, 0});
        push(m_refusedPoints, {0, 0});
    }
    m_admitted += admitted;
    m_refused += refused;
    if (!m_frame.isActive())
        m_frame.start();
}

void LimiterTrafficChart::clear()
{
    m_frame.stop();
    m_admitted = m_refused = 0;
    m_admittedPoints.clear();
    m_refusedPoints.clear();
    m_clock.invalidate();
    m_admittedSeries->clear();
    m_refusedSeries->clear();
    NiceAxis::setRange(m_x, 0, 1);
    NiceAxis::setRange(m_y, 0, 1, true);
    m_empty->setShown(true);
}

int LimiterTrafficChart::pointCount() const
{
    return int(m_admittedSeries->count());
}

void LimiterTrafficChart::push(QList<QPointF> &ring, const QPointF &point)
{
    if (ring.size() >= MaxPoints)
        ring.remove(0, ring.size() - MaxPoints + 1);
    ring.append(point);
}

void LimiterTrafficChart::redraw()
{
    const double t = m_clock.isValid() ? double(m_clock.elapsed()) / 1000 : 0;
    push(m_admittedPoints, {t, double(m_admitted)});
    push(m_refusedPoints, {t, double(m_refused)});
    m_admittedSeries->replace(m_admittedPoints);
    m_refusedSeries->replace(m_refusedPoints);
    NiceAxis::setRange(m_x, m_admittedPoints.first().x(),
                       std::max(t, m_admittedPoints.first().x() + 1));
    NiceAxis::setRange(m_y, 0, double(std::max<qint64>(1, std::max(m_admitted, m_refused))), true);
    m_empty->setShown(false);
    ++m_redraws;
}

void LimiterTrafficChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void LimiterTrafficChart::applyPalette()
{
    const ChartPalette colours(palette());
    colours.apply(this);
    m_admittedSeries->setColor(colours.primary());
    m_refusedSeries->setColor(colours.secondary());
}
