#include "playgroundcharts.h"

#include "chartemptymessage.h"
#include "chartpalette.h"
#include "playgroundratebins.h"

#include "niceaxis.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace {
double maxY(const QList<QPointF> &points)
{
    double top = 0;
    for (const QPointF &p : points)
        top = std::max(top, p.y());
    return top;
}
} // namespace

PlaygroundCharts::PlaygroundCharts(QWidget *parent)
    : QWidget(parent)
    , m_throughput(new QLineSeries)
    , m_p50(new QLineSeries)
    , m_p99(new QLineSeries)
    , m_throughputX(new QValueAxis)
    , m_throughputY(new QValueAxis)
    , m_waitX(new QValueAxis)
    , m_waitY(new QValueAxis)
    , m_limitedY(new QValueAxis)
{
    m_throughput->setName(tr("operations/s"));
    m_p50->setName(tr("wait p50"));
    m_p99->setName(tr("wait p99"));
    m_throughputView =
        makeView(tr("Throughput"), tr("ops/s"), m_throughputX, m_throughputY, {m_throughput});
    m_waitView = makeView(tr("Wait to grant"), tr("ms"), m_waitX, m_waitY, {m_p50, m_p99});
    m_throughputView->setObjectName(QStringLiteral("playgroundThroughputChart"));
    m_waitView->setObjectName(QStringLiteral("playgroundWaitChart"));
    m_limitedY->setTitleText(tr("limited/s"));
    m_limitedY->setLabelFormat(QStringLiteral("%.0f"));
    m_limitedY->setVisible(false);
    m_limitedY->setGridLineVisible(false); // the left axis' grid is the chart's
    m_waitView->chart()->addAxis(m_limitedY, Qt::AlignRight);
    NiceAxis::follow(m_waitView->chart(), m_limitedY);
    NiceAxis::setRange(m_limitedY, 0, 1, true);
    NiceAxis::setUnit(m_waitY, tr("ms"));
    for (QChartView *view : {m_throughputView, m_waitView})
        m_empty << new ChartEmptyMessage(view, tr("No run yet"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_throughputView);
    layout->addWidget(m_waitView);
    applyPalette();
}

void PlaygroundCharts::setPrimitive(PlaygroundPrimitive primitive)
{
    m_primitive = primitive;
    const bool limiter = primitive == PlaygroundPrimitive::RateLimiter;
    m_waitView->chart()->setTitle(secondTitle());
    m_waitY->setTitleText(limiter ? tr("admitted/s") : tr("ms"));
    NiceAxis::setUnit(m_waitY, limiter ? QString() : tr("ms"));
    // Limited hits can outnumber admissions a thousand to one: their own axis, on the right.
    QValueAxis *side = limiter ? m_limitedY : m_waitY;
    if (!m_p99->attachedAxes().contains(side)) { // (re)attaching warns
        m_p99->detachAxis(limiter ? m_waitY : m_limitedY);
        m_p99->attachAxis(side);
    }
    m_limitedY->setVisible(limiter);
    m_p50->setName(limiter ? tr("admitted") : tr("wait p50"));
    m_p99->setName(limiter ? tr("limited") : tr("wait p99"));
}

QString PlaygroundCharts::secondTitle() const
{
    switch (m_primitive) {
    case PlaygroundPrimitive::Lock:
    case PlaygroundPrimitive::Semaphore:
        break;
    case PlaygroundPrimitive::Queue:
        return tr("Wait from enqueue to delivery");
    case PlaygroundPrimitive::DelayedQueue:
        return tr("Delivered after due");
    case PlaygroundPrimitive::RateLimiter:
        return tr("Admitted and limited");
    }
    return tr("Wait to grant");
}

QChartView *PlaygroundCharts::makeView(const QString &title, const QString &yTitle, QValueAxis *x,
                                       QValueAxis *y, const QList<QLineSeries *> &series)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(title);
    x->setTitleText(tr("seconds"));
    x->setLabelFormat(QStringLiteral("%.1f"));
    y->setTitleText(yTitle);
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    NiceAxis::follow(chart, x);
    NiceAxis::follow(chart, y);
    NiceAxis::setUnit(x, tr("s"));
    NiceAxis::setRange(x, 0, 1);
    NiceAxis::setRange(y, 0, 1);
    for (QLineSeries *s : series) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setVisible(series.size() > 1);
    auto *view = new QChartView(chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(220, 150); // room for whole labels: ticks, titles, the legend
    return view;
}

void PlaygroundCharts::plot(const PlaygroundRateBins &bins)
{
    const QList<QPointF> throughput = bins.throughput();
    const bool limiter = m_primitive == PlaygroundPrimitive::RateLimiter;
    const QList<QPointF> p50 = limiter ? bins.admittedPerSecond() : bins.waitP50();
    const QList<QPointF> p99 = limiter ? bins.limitedPerSecond() : bins.waitP99();
    m_throughput->replace(throughput);
    m_p50->replace(p50);
    m_p99->replace(p99);
    const double x0 = throughput.isEmpty() ? 0 : throughput.first().x();
    const double x1 = throughput.isEmpty() ? 1 : std::max(x0 + 1, throughput.last().x());
    NiceAxis::setRange(m_throughputX, x0, x1);
    NiceAxis::setRange(m_waitX, x0, x1);
    NiceAxis::setRange(m_throughputY, 0, std::max(1.0, maxY(throughput)));
    NiceAxis::setRange(m_waitY, 0, std::max(1.0, limiter ? maxY(p50) : maxY(p99)));
    NiceAxis::setRange(m_limitedY, 0, std::max(1.0, maxY(p99)), true);
    for (ChartEmptyMessage *empty : std::as_const(m_empty))
        empty->setShown(throughput.isEmpty());
    ++m_redraws;
}

void PlaygroundCharts::clear()
{
    plot(PlaygroundRateBins());
}

int PlaygroundCharts::pointCount() const
{
    return int(m_throughput->count());
}

void PlaygroundCharts::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void PlaygroundCharts::applyPalette()
{
    const ChartPalette colours(palette());
    colours.apply(m_throughputView);
    colours.apply(m_waitView);
    m_throughput->setColor(colours.primary());
    m_p50->setColor(colours.primary());
    m_p99->setColor(colours.secondary());
}
