#pragma once

#include <QTimer>
#include <QWidget>

class PlaygroundTimeline;

// The playground's painted Gantt: one row per client (up to 256: rows shrink to a few pixels,
// then the widget grows and its scroll area scrolls), each hold a bar, faults as orange marks (a
// server fault as a line across every row), the checker's violations in red over the rows of the
// clients involved. Reads a PlaygroundTimeline it does not own; update() schedules at most one
// repaint per frame.
class PlaygroundGantt : public QWidget
{
    Q_OBJECT
public:
    static constexpr int MinRowHeight = 3;
    static constexpr int MaxRowHeight = 28;

    explicit PlaygroundGantt(const PlaygroundTimeline *timeline, QWidget *parent = nullptr);

    // Call after the timeline changed.
    void refresh();
    int repaintCount() const { return m_repaints; }
    int rowHeight() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QRect plotRect() const;
    double xOf(qint64 timeUs, const QRect &plot) const;

    const PlaygroundTimeline *m_timeline;
    QTimer m_frame;
    int m_repaints = 0;
    int m_viewportHeight = 240;
};
