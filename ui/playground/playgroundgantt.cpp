#include "playgroundgantt.h"

#include "chartpalette.h"
#include "playgroundtimeline.h"

#include <QFontMetricsF>

#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>

#include <algorithm>
#include <climits>

namespace {
constexpr int LabelWidth = 44;
constexpr int AxisHeight = 18;

// The palette's text over its base, opaque: waits and refusals, drawn and in the legend.
QColor textOverBase(const QPalette &palette, double amount)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const auto mix = [amount](int t, int b) { return int(b + (t - b) * amount); };
    return QColor(mix(text.red(), base.red()), mix(text.green(), base.green()),
                  mix(text.blue(), base.blue()));
}
constexpr double WaitShade = 0.45;
constexpr double LimitedShade = 0.35;
} // namespace

PlaygroundGantt::PlaygroundGantt(const PlaygroundTimeline *timeline, QWidget *parent)
    : QWidget(parent)
    , m_timeline(timeline)
{
    setObjectName(QStringLiteral("playgroundGantt"));
    setToolTip(legend());
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    m_frame.setSingleShot(true);
    m_frame.setInterval(16);
    connect(&m_frame, &QTimer::timeout, this, [this] {
        // As tall as the rows: few clients leave no empty band under the axis, and the scroll
        // area no taller than the rows at their tallest (the charts get the room).
        setMaximumHeight(sizeHint().height());
        if (QScrollArea *area = scrollArea()) {
            const int rows = std::max(1, m_timeline->clients());
            const int tallest = rows * MaxRowHeight + AxisHeight + 4 + 2 * area->frameWidth();
            area->setMaximumHeight(tallest);
            // Room for many rows, but never more than the rows need (no empty band under few).
            area->setMinimumHeight(std::min(tallest, MinViewHeight));
        }
        updateGeometry();
        update();
    });
}

void PlaygroundGantt::refresh()
{
    if (!m_frame.isActive())
        m_frame.start();
}

int PlaygroundGantt::rowHeight() const
{
    const int rows = std::max(1, m_timeline->clients());
    // The scroll area's viewport, not our own height: we grow to fit the rows.
    const int available = m_viewportHeight - AxisHeight - 4;
    return std::clamp(available / rows, MinRowHeight, MaxRowHeight);
}

QSize PlaygroundGantt::sizeHint() const
{
    const int rows = std::max(1, m_timeline->clients());
    return {600, rows * rowHeight() + AxisHeight + 4};
}

QSize PlaygroundGantt::minimumSizeHint() const
{
    return {200, sizeHint().height()};
}

void PlaygroundGantt::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    QScrollArea *area = scrollArea();
    const int viewport = area ? area->viewport()->height() : height();
    if (viewport != m_viewportHeight) {
        m_viewportHeight = viewport;
        updateGeometry();
    }
}

QScrollArea *PlaygroundGantt::scrollArea() const
{
    // Our parent is the scroll area's viewport.
    return qobject_cast<QScrollArea *>(parentWidget() ? parentWidget()->parentWidget() : nullptr);
}

QRect PlaygroundGantt::plotRect() const
{
    return rect().adjusted(LabelWidth, 2, -8, -AxisHeight);
}

QString PlaygroundGantt::legend()
{
    return tr("One row per client: holds in blue, waits as grey lines (a tick where refused), "
              "enqueues as green ticks, limited hits as grey ticks, faults in orange (a dashed "
              "line for a server fault), violations in red");
}

QString PlaygroundGantt::legendHtml(const QPalette &palette)
{
    const auto swatch = [](const QColor &colour, QStringView glyph, const QString &what) {
        return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
            .arg(colour.name(), glyph, what.toHtmlEscaped());
    };
    const ChartPalette colours(palette);
    return QStringList{swatch(palette.color(QPalette::Highlight), u"\u25A0", tr("held")),
                       swatch(textOverBase(palette, WaitShade), u"\u2501", tr("waiting")),
                       swatch(palette.color(QPalette::Text), u"\u2502", tr("refused")),
                       swatch(colours.positive(), u"\u2502", tr("enqueued")),
                       swatch(textOverBase(palette, LimitedShade), u"\u2502", tr("limited")),
                       swatch(colours.fault(), u"\u25BC", tr("fault")),
                       swatch(colours.alarm(), u"\u25A0", tr("violation"))}
        .join(QStringLiteral(" &nbsp; "));
}

qint64 PlaygroundGantt::axisStepUs(qint64 spanUs)
{
    const qint64 least = std::max<qint64>(100'000, (spanUs + MaxTicks - 1) / MaxTicks);
    for (qint64 decade = 100'000;; decade *= 10) {
        for (qint64 factor : {1, 2, 5}) {
            if (decade * factor >= least)
                return decade * factor;
        }
    }
}

NiceAxis::Ticks PlaygroundGantt::axisTicks(qint64 spanUs, double widthPx, const QFontMetricsF &fm)
{
    const double span = double(spanUs) / 1e6;
    NiceAxis::Ticks ticks = NiceAxis::fit(0, span, widthPx, fm, Qt::Horizontal, tr("%1 s"));
    const double least = double(axisStepUs(spanUs)) / 1e6;
    // Both are 1-2-5 steps: the larger is one too.
    return ticks.step >= least ? ticks : NiceAxis::onStep(0, span, least);
}

void PlaygroundGantt::paintEvent(QPaintEvent *event)
{
    ++m_repaints;
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QRect plot = plotRect();
    const int rows = m_timeline->clients();
    if (rows == 0 || m_timeline->startUs() < 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("Start a run: each client's holds show here"));
        return;
    }
    const int h = rowHeight();
    const int top = plot.top();
    const auto rowTop = [&](int client) { return top + client * h; };
    // Time to x, inlined: a paint maps up to 60,000 times.
    const qint64 originUs = m_timeline->startUs();
    const double pxPerUs =
        plot.width() / double(std::max<qint64>(1'000'000, m_timeline->endUs() - originUs));
    const auto xOf = [&](qint64 timeUs) {
        return plot.left() + double(timeUs - originUs) * pxPerUs;
    };
    const QColor grid = palette().color(QPalette::Mid);
    const ChartPalette colours(palette());
    const QColor enqueueColour = colours.positive();
    const QColor faultColour = colours.fault();
    const QColor violationColour = colours.alarm();

    // Only the rows the scroll area exposes: 256 rows stay cheap to scroll.
    const int firstRow = std::clamp((event->rect().top() - top) / h, 0, rows - 1);
    const int lastRow = std::clamp((event->rect().bottom() - top) / h, 0, rows - 1);

    // Row labels every few rows, so 256 rows stay legible.
    const int labelEvery = std::max(1, (fontMetrics().height() + 2) / h);
    p.setPen(palette().color(QPalette::Text));
    for (int c = firstRow - firstRow % labelEvery; c <= lastRow; c += labelEvery)
        p.drawText(QRect(0, rowTop(c), LabelWidth - 4, std::max(h, fontMetrics().height())),
                   Qt::AlignRight | Qt::AlignTop, QStringLiteral("c%1").arg(c));

    // Axis: seconds since the first event, as many ticks as fit their labels, never closer
    // than axisStepUs() (a corrupt file can span years).
    const qint64 span = std::max<qint64>(1'000'000, m_timeline->endUs() - m_timeline->startUs());
    const NiceAxis::Ticks ticks = axisTicks(span, plot.width(), QFontMetricsF(font()));
    const int axisY = top + rows * h;
    m_lastTicks = 0;
    for (int k = 0; k < ticks.count(); ++k) {
        const double seconds = ticks.min + k * ticks.step;
        if (seconds * 1e6 > double(span) + 1)
            break;
        const double x = plot.left() + seconds * 1e6 * pxPerUs;
        p.setPen(grid);
        p.drawLine(QPointF(x, top), QPointF(x, axisY));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(x - 40, axisY + 1, 80, AxisHeight - 2), Qt::AlignCenter,
                   tr("%1 s").arg(ticks.label(seconds)));
        ++m_lastTicks;
    }

    // Waits under the holds: a thin line from the attempt, a tick where it was refused.
    const QColor text = palette().color(QPalette::Text);
    const QColor waitColour = textOverBase(palette(), WaitShade);
    const double waitHeight = std::max(1.0, h / 6.0);
    const auto drawWait = [&](int client, qint64 startUs, qint64 endUs, bool refused) {
        if (client < firstRow || client > lastRow)
            return;
        const double x0 = xOf(startUs);
        const double x1 = xOf(endUs);
        const double mid = rowTop(client) + h / 2.0;
        p.fillRect(QRectF(x0, mid - waitHeight / 2, std::max(1.0, x1 - x0), waitHeight),
                   waitColour);
        if (refused)
            p.fillRect(QRectF(x1 - 1, rowTop(client) + h * 0.2, 2, h * 0.6), text);
    };
    for (const PlaygroundTimeline::Wait &w : m_timeline->endedWaits())
        drawWait(w.client, w.startUs, w.endUs, w.refused);
    const auto &open = m_timeline->openWaits();
    for (auto it = open.cbegin(); it != open.cend(); ++it) // still waiting: up to now
        drawWait(it.key().first, it.value(), m_timeline->endUs(), false);

    // Ticks under the holds (thousands of limited hits must not hide the admissions).
    using BarKind = PlaygroundTimeline::Bar::Kind;
    const int pad = h >= 8 ? std::max(2, h / 6) : 0;
    const QColor limited = textOverBase(palette(), LimitedShade);
    // One tick per pixel, row and kind: 20,000 limited hits paint as a few hundred.
    QList<int> lastPixel(2 * (lastRow - firstRow + 1), INT_MIN);
    for (const PlaygroundTimeline::Bar &b : m_timeline->ticks()) {
        if (b.client < firstRow || b.client > lastRow)
            continue;
        const double x0 = xOf(b.startUs);
        int &last = lastPixel[2 * (b.client - firstRow) + (b.kind == BarKind::Enqueued)];
        if (int(x0) == last)
            continue;
        last = int(x0);
        const double top = rowTop(b.client);
        if (b.kind == BarKind::Enqueued) // the producer's ticks, in the row's upper half
            p.fillRect(QRectF(x0, top + pad, 1.5, std::max(1.5, (h - 2 * pad) / 2.0)),
                       enqueueColour);
        else // refused hits, in the lower third
            p.fillRect(QRectF(x0, top + h * 2 / 3.0, 1.5, std::max(1.5, h / 3.0 - pad)), limited);
    }
    const QColor bar = palette().color(QPalette::Highlight);
    for (const PlaygroundTimeline::Bar &b : m_timeline->bars()) {
        if (b.client < firstRow || b.client > lastRow)
            continue;
        const double x0 = xOf(b.startUs);
        const double x1 = xOf(b.endUs < 0 ? m_timeline->endUs() : b.endUs);
        p.fillRect(QRectF(x0, rowTop(b.client) + pad, std::max(1.5, x1 - x0), h - 2 * pad), bar);
    }

    for (const PlaygroundTimeline::Violation &v : m_timeline->violations()) {
        const double x0 = xOf(v.startUs);
        const double x1 = std::max(x0 + 3, xOf(v.endUs));
        QColor fill = violationColour;
        fill.setAlpha(150);
        int first = rows;
        int last = -1;
        for (int c : v.clients) {
            if (c < 0 || c >= rows)
                continue;
            if (v.bracket) {
                const double thick = std::max(2.0, h / 6.0);
                p.fillRect(QRectF(x0, rowTop(c) + (h - thick) / 2, x1 - x0, thick),
                           violationColour);
                p.fillRect(QRectF(x0, rowTop(c), 3, h), violationColour);
                p.fillRect(QRectF(x1 - 3, rowTop(c), 3, h), violationColour);
            } else {
                p.fillRect(QRectF(x0, rowTop(c), x1 - x0, h), fill);
            }
            first = std::min(first, c);
            last = std::max(last, c);
        }
        if (last > first) { // joins the rows involved
            p.setPen(QPen(violationColour, 2));
            p.drawLine(QPointF(x0, rowTop(first)), QPointF(x0, rowTop(last) + h));
            if (v.bracket)
                p.drawLine(QPointF(x1, rowTop(first)), QPointF(x1, rowTop(last) + h));
        }
    }

    for (const PlaygroundTimeline::Marker &m : m_timeline->markers()) {
        const double x = xOf(m.timeUs);
        if (m.client < 0 || m.client >= rows) {
            p.setPen(QPen(faultColour, 1.5, Qt::DashLine));
            p.drawLine(QPointF(x, top), QPointF(x, axisY));
            continue;
        }
        const double size = std::max(4, std::min(h, 10));
        QPainterPath triangle;
        const double y = rowTop(m.client);
        triangle.moveTo(x, y + h);
        triangle.lineTo(x - size / 2, y);
        triangle.lineTo(x + size / 2, y);
        triangle.closeSubpath();
        p.fillPath(triangle, faultColour);
    }
}
