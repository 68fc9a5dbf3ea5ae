#include "locktimelinechart.h"

#include "durationtext.h"
#include "rediscommand.h"

#include <QDateTime>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace {
constexpr int LabelWidth = 130;
constexpr int AxisHeight = 20;
constexpr int LegendHeight = 22;
constexpr int Margin = 6;
constexpr int RightPadding = 24; // room for the "now" label

QString shortHolder(const QByteArray &holder)
{
    return quoteBytes(holder.left(10), QuoteMode::WhenNeeded) +
           (holder.size() > 10 ? QStringLiteral("…") : QString());
}

QString clockText(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("HH:mm:ss.zzz"));
}
} // namespace

LockTimelineChart::LockTimelineChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("lockTimeline"));
    setMouseTracking(true);
    setAutoFillBackground(false);
    m_frame.setSingleShot(true);
    m_frame.setInterval(16);
    connect(&m_frame, &QTimer::timeout, this, [this] { update(); });
}

void LockTimelineChart::setTracks(const QList<LockTrack> &tracks, qint64 nowMs, qint64 windowMs)
{
    m_tracks = tracks;
    m_nowMs = nowMs;
    m_windowMs = qMax<qint64>(1000, windowMs);
    // Inside a scroll area: tall enough for every row.
    setMinimumHeight(minimumSizeHint().height());
    if (!m_frame.isActive())
        m_frame.start();
}

int LockTimelineChart::rowHeight() const
{
    return fontMetrics().height() + 8;
}

QSize LockTimelineChart::sizeHint() const
{
    return {640, int(qMax<qsizetype>(3, m_tracks.size())) * rowHeight() + 2 * Margin + AxisHeight +
                     LegendHeight};
}

QSize LockTimelineChart::minimumSizeHint() const
{
    return {320, int(qMax<qsizetype>(3, m_tracks.size())) * rowHeight() + 2 * Margin + AxisHeight +
                     LegendHeight};
}

NiceAxis::Ticks LockTimelineChart::axisTicks() const
{
    return NiceAxis::fit(0, double(m_windowMs) / 1000, plotRect().width(), QFontMetricsF(font()),
                         Qt::Horizontal, tr("−%1 s"));
}

QRect LockTimelineChart::plotRect() const
{
    // The time axis is on top, under the legend: in sight while the rows scroll (a small window
    // shows the first few locks and the axis, not the axis alone at the bottom).
    return QRect(Margin + LabelWidth, Margin + LegendHeight + AxisHeight,
                 qMax(10, width() - 2 * Margin - LabelWidth - RightPadding),
                 qMax(10, height() - 2 * Margin - LegendHeight - AxisHeight));
}

double LockTimelineChart::xOf(qint64 ms, const QRect &plot) const
{
    const qint64 start = m_nowMs - m_windowMs;
    return plot.left() + double(ms - start) * plot.width() / double(m_windowMs);
}

QRect LockTimelineChart::barRect(int track, int interval) const
{
    if (track < 0 || track >= m_tracks.size())
        return {};
    const QList<LockHoldInterval> &intervals = m_tracks.at(track).intervals;
    if (interval < 0 || interval >= intervals.size())
        return {};
    const QRect plot = plotRect();
    const int top = plot.top() + track * rowHeight();
    if (top + rowHeight() > plot.bottom() + 1)
        return {};
    const LockHoldInterval &hold = intervals.at(interval);
    const qint64 endMs = hold.end == LockHoldInterval::End::StillHeld ? m_nowMs : hold.endMs;
    double left = qMax(double(plot.left()), xOf(hold.startMs, plot));
    double right = qMin(double(plot.right()), xOf(endMs, plot));
    if (right < plot.left() || left > plot.right())
        return {};
    right = qMax(right, left + 3); // a hold seen once still shows
    return QRect(int(left), top + 3, int(right - left), rowHeight() - 6);
}

void LockTimelineChart::paintEvent(QPaintEvent *)
{
    ++m_repaints;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QRect plot = plotRect();
    drawLegend(p, QRect(Margin, Margin, width() - 2 * Margin, LegendHeight));

    const QColor text = pal.color(QPalette::Text);
    QColor grid = pal.color(QPalette::Mid);
    grid.setAlpha(120);

    // Time axis: seconds before now, as many ticks as fit their labels.
    p.setFont(font());
    const NiceAxis::Ticks ticks = axisTicks();
    for (int k = 0; k < ticks.count(); ++k) {
        const double back = ticks.min + k * ticks.step;
        if (back * 1000 > double(m_windowMs) + 1)
            break;
        const double x = xOf(m_nowMs - qint64(back * 1000), plot);
        p.setPen(grid);
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(text);
        const QString label = k == 0 ? tr("now") : tr("−%1 s").arg(ticks.label(back));
        p.drawText(QRectF(x - 40, plot.top() - AxisHeight, 80, AxisHeight - 2), Qt::AlignCenter,
                   label);
    }

    if (m_tracks.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(plot, Qt::AlignCenter, tr("No holds in the last %1 s").arg(m_windowMs / 1000));
        return;
    }

    const int rh = rowHeight();
    const QColor barColor = pal.color(QPalette::Highlight);
    const QColor barText = pal.color(QPalette::HighlightedText);
    for (int t = 0; t < m_tracks.size(); ++t) {
        const LockTrack &track = m_tracks.at(t);
        const int top = plot.top() + t * rh;
        if (top + rh > plot.bottom() + 1)
            break;
        if (t % 2 == 1)
            p.fillRect(QRect(Margin, top, width() - 2 * Margin, rh),
                       pal.color(QPalette::AlternateBase));
        p.setPen(text);
        p.drawText(QRect(Margin, top, LabelWidth - 6, rh), Qt::AlignVCenter | Qt::AlignLeft,
                   fontMetrics().elidedText(QString::fromUtf8(track.name), Qt::ElideMiddle,
                                            LabelWidth - 6));
        for (int i = 0; i < track.intervals.size(); ++i) {
            const QRect bar = barRect(t, i);
            if (bar.isEmpty())
                continue;
            const LockHoldInterval &hold = track.intervals.at(i);
            QColor fill = barColor;
            if (hold.end != LockHoldInterval::End::StillHeld)
                fill.setAlpha(150);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            p.drawRoundedRect(bar, 3, 3);
            const QString label = shortHolder(hold.holder);
            if (fontMetrics().horizontalAdvance(label) + 6 < bar.width()) {
                p.setPen(barText);
                p.drawText(bar.adjusted(3, 0, -3, 0), Qt::AlignVCenter | Qt::AlignLeft, label);
            }
            if (hold.end == LockHoldInterval::End::Expired ||
                hold.end == LockHoldInterval::End::TakenOver)
                drawMarker(p, hold.end, QPointF(bar.right(), bar.center().y()), rh * 0.4);
        }
    }
}

void LockTimelineChart::drawMarker(QPainter &p, LockHoldInterval::End end, QPointF at,
                                   qreal size) const
{
    p.save();
    const QColor ink = palette().color(QPalette::Text);
    if (end == LockHoldInterval::End::Expired) {
        p.setPen(QPen(ink, 2.2));
        const qreal h = size / 2;
        p.drawLine(at + QPointF(-h, -h), at + QPointF(h, h));
        p.drawLine(at + QPointF(-h, h), at + QPointF(h, -h));
    } else {
        QPainterPath triangle;
        const qreal h = size / 2;
        triangle.moveTo(at + QPointF(0, -h));
        triangle.lineTo(at + QPointF(h, h));
        triangle.lineTo(at + QPointF(-h, h));
        triangle.closeSubpath();
        p.setPen(QPen(palette().color(QPalette::Base), 1));
        p.setBrush(ink);
        p.drawPath(triangle);
    }
    p.restore();
}

void LockTimelineChart::drawLegend(QPainter &p, const QRect &area) const
{
    const QPalette &pal = palette();
    const int y = area.center().y();
    int x = area.left();
    const auto label = [&](const QString &text) {
        p.setPen(pal.color(QPalette::Text));
        const int w = fontMetrics().horizontalAdvance(text);
        p.drawText(QRect(x, area.top(), w + 2, area.height()), Qt::AlignVCenter, text);
        x += w + 18;
    };
    p.setPen(Qt::NoPen);
    p.setBrush(pal.color(QPalette::Highlight));
    p.drawRoundedRect(QRect(x, y - 5, 22, 10), 3, 3);
    x += 28;
    label(tr("hold (holder)"));
    drawMarker(p, LockHoldInterval::End::Expired, QPointF(x + 6, y), 10);
    x += 16;
    label(tr("expired"));
    drawMarker(p, LockHoldInterval::End::TakenOver, QPointF(x + 6, y), 10);
    x += 16;
    label(tr("taken over"));
    label(tr("(bar end without marker: released)"));
}

QString LockTimelineChart::toolTipAt(const QPoint &pos) const
{
    for (int t = 0; t < m_tracks.size(); ++t) {
        const LockTrack &track = m_tracks.at(t);
        for (int i = 0; i < track.intervals.size(); ++i) {
            if (!barRect(t, i).adjusted(-4, 0, 4, 0).contains(pos))
                continue;
            const LockHoldInterval &hold = track.intervals.at(i);
            const bool held = hold.end == LockHoldInterval::End::StillHeld;
            const qint64 endMs = held ? m_nowMs : hold.endMs;
            return tr("%1 (%2)\nholder: %3\nfrom %4 to %5 (%6)\n%7")
                .arg(QString::fromUtf8(track.name), track.family,
                     quoteBytes(hold.holder, QuoteMode::WhenNeeded, 80), clockText(hold.startMs),
                     held ? tr("now") : clockText(endMs), durationText(endMs - hold.startMs),
                     LockHoldInterval::endName(hold.end));
        }
    }
    return {};
}

bool LockTimelineChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void LockTimelineChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}
