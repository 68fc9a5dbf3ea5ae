#include "delayedschedulechart.h"

#include "niceaxis.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace {
// A round upper bound for the axis, so it does not creep with every refresh.
double niceUpper(double seconds)
{
    for (const double step : {60.0, 120.0, 300.0, 600.0, 1800.0, 3600.0, 7200.0, 21600.0, 86400.0})
        if (seconds <= step)
            return step;
    return std::ceil(seconds / 86400.0) * 86400.0;
}
// At most seven ticks from the left edge to upper, on round numbers of seconds, through 0.
double tickInterval(double upper)
{
    for (const double step : {10.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0, 1800.0, 3600.0, 7200.0,
                              21600.0, 43200.0, 86400.0})
        if ((upper + DelayedScheduleChart::PastSeconds) / step <= 7)
            return step;
    return std::ceil(upper / 6.0 / 86400.0) * 86400.0;
}
} // namespace

DelayedScheduleChart::DelayedScheduleChart(QWidget *parent)
    : QChartView(parent)
    , m_pending(new QScatterSeries)
    , m_overdue(new QScatterSeries)
    , m_nowLine(new QLineSeries)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    m_pending->setName(tr("scheduled"));
    m_overdue->setName(tr("overdue"));
    m_nowLine->setName(tr("now"));
    for (QScatterSeries *s : {m_pending, m_overdue}) {
        s->setMarkerSize(7);
        s->setBorderColor(Qt::transparent);
        s->setUseOpenGL(false);
    }
    chart->addSeries(m_pending);
    chart->addSeries(m_overdue);
    chart->addSeries(m_nowLine);
    m_x->setTitleText(tr("seconds from now"));
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setRange(-PastSeconds, 60);
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(0);
    m_x->setTickInterval(tickInterval(60));
    m_y->setTitleText(tr("item, in due order"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setRange(0, 10);
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    NiceAxis::follow(chart, m_x); // its titles; the x ticks are time steps of their own
    NiceAxis::follow(chart, m_y);
    NiceAxis::setRange(m_y, 0, 10, true);
    for (QXYSeries *s : std::initializer_list<QXYSeries *>{m_pending, m_overdue, m_nowLine}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    chart->legend()->setAlignment(Qt::AlignTop);
    // setChart() releases the view's default chart without deleting it.
    QChart *initial = this->chart();
    setChart(chart);
    delete initial;
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
    setToolTip(tr("Scheduled items by due time relative to the server's now; overdue items are "
                  "left of the line. Items overdue by more than %1 s sit on the left edge.")
                   .arg(PastSeconds));
    m_frame.setSingleShot(true);
    m_frame.setInterval(FrameMs);
    connect(&m_frame, &QTimer::timeout, this, &DelayedScheduleChart::redraw);
    m_clock.setInterval(MaxClockMs);
    connect(&m_clock, &QTimer::timeout, this, &DelayedScheduleChart::redraw);
    applyPalette();
    redrawNow();
}

void DelayedScheduleChart::setItems(const QList<qint64> &dueMs, qint64 serverNowMs, qint64 total)
{
    m_due = dueMs.mid(0, MaxPoints);
    if (serverNowMs != m_anchorNowMs || !m_sinceAnchor.isValid()) {
        // Only a new server time moves the anchor (a page load carries the last tick's).
        m_anchorNowMs = serverNowMs;
        m_sinceAnchor.start();
    }
    m_total = qMax<qint64>(total, m_due.size());
    const double last = m_due.isEmpty() ? 0 : double(m_due.last() - serverNowMs) / 1000.0;
    const double upper = niceUpper(qBound(60.0, last * 1.05, double(MaxFutureSeconds)));
    // The interval first: a range set under the old interval would lay out its ticks first.
    m_x->setTickInterval(tickInterval(upper));
    m_x->setRange(-PastSeconds, upper);
    NiceAxis::setRange(m_y, 0, double(qMax<qsizetype>(10, m_due.size() + 1)), true);
    m_dirty = true;
    m_clock.setInterval(clockIntervalMs());
    if (isVisible() && !m_frame.isActive())
        m_frame.start();
}

int DelayedScheduleChart::clockIntervalMs() const
{
    const double pixels = qMax(50.0, chart()->plotArea().width());
    const double msPerPixel = (m_x->max() - m_x->min()) * 1000.0 / pixels;
    return int(qBound(double(MinClockMs), msPerPixel, double(MaxClockMs)));
}

void DelayedScheduleChart::clearItems()
{
    setItems({}, 0, 0);
}

int DelayedScheduleChart::pointCount() const
{
    return int(m_pending->count() + m_overdue->count());
}

QString DelayedScheduleChart::caption() const
{
    return chart()->title();
}

double DelayedScheduleChart::axisMaxSeconds() const
{
    return m_x->max();
}

QList<QPointF> DelayedScheduleChart::points() const
{
    return m_overdue->points() + m_pending->points();
}

void DelayedScheduleChart::redrawNow()
{
    m_dirty = true;
    redraw();
}

void DelayedScheduleChart::redraw()
{
    // Between refreshes only the clock moves: redraw while there are points to move.
    if (!m_dirty && m_due.isEmpty())
        return;
    m_dirty = false;
    const qint64 now =
        m_anchorNowMs + (m_sinceAnchor.isValid() ? m_sinceAnchor.elapsed() : qint64(0));
    QList<QPointF> overdue;
    QList<QPointF> pending;
    int pinned = 0;
    int later = 0;
    for (qsizetype i = 0; i < m_due.size(); ++i) {
        double x = double(m_due.at(i) - now) / 1000.0;
        if (x < -PastSeconds) {
            x = -PastSeconds;
            ++pinned;
        } else if (x > m_x->max()) {
            x = m_x->max();
            ++later;
        }
        (x <= 0 ? overdue : pending) << QPointF(x, double(i + 1));
    }
    m_overdue->replace(overdue);
    m_pending->replace(pending);
    m_nowLine->replace({QPointF(0, m_y->min()), QPointF(0, m_y->max())});

    QString title;
    if (m_due.isEmpty())
        title = tr("Nothing scheduled");
    else if (m_total > m_due.size())
        title = tr("First %1 of %2 items").arg(m_due.size()).arg(m_total);
    else
        title = tr("%n item(s)", nullptr, int(m_due.size()));
    if (pinned > 0)
        title +=
            tr(" · %1 overdue by more than %2 s (at the left edge)").arg(pinned).arg(PastSeconds);
    if (later > 0)
        title += tr(" · %1 due after the axis ends (at the right edge)").arg(later);
    if (chart()->title() != title)
        chart()->setTitle(title);
}

void DelayedScheduleChart::applyPalette()
{
    const QPalette pal = palette();
    QChart *c = chart();
    c->setBackgroundBrush(pal.base());
    c->setBackgroundPen(Qt::NoPen);
    c->setTitleBrush(pal.text());
    c->legend()->setLabelColor(pal.color(QPalette::Text));
    for (QValueAxis *axis : {m_x, m_y}) {
        axis->setLabelsBrush(pal.text());
        axis->setTitleBrush(pal.text());
        axis->setLinePenColor(pal.color(QPalette::Mid));
        axis->setGridLineColor(pal.color(QPalette::Midlight));
    }
    m_pending->setColor(pal.color(QPalette::Highlight));
    // Red, as light or dark as the palette's text, so it reads on either background.
    const bool dark = pal.color(QPalette::Base).lightness() < 128;
    m_overdue->setColor(QColor::fromHsl(0, 200, dark ? 150 : 110));
    QPen nowPen(pal.color(QPalette::Text));
    nowPen.setStyle(Qt::DashLine);
    nowPen.setWidthF(1.5);
    m_nowLine->setPen(nowPen);
}

void DelayedScheduleChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void DelayedScheduleChart::showEvent(QShowEvent *event)
{
    QChartView::showEvent(event);
    m_clock.start();
    m_frame.start();
}

void DelayedScheduleChart::hideEvent(QHideEvent *event)
{
    QChartView::hideEvent(event);
    m_clock.stop();
    m_frame.stop();
}
