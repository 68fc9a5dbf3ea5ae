#pragma once

#include <QChartView>
#include <QTimer>

class ChartEmptyMessage;
class QAbstractItemModel;
class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QStackedBarSeries;
class QValueAxis;

// A bar chart of a semaphore's ranks (x = rank, y = the members model's ChartValueRole: age,
// time left or counter), live members, members beyond the limit and expired ones in three
// colours (and in the legend), and the limit as a labelled vertical line between rank
// limit - 1 and limit. Only the first MaxRanks ranks are drawn (the title says so). Follows the
// members model, redrawing at most once per frame, with colours from the palette.
class SemaphoreRankChart : public QChartView
{
    Q_OBJECT
public:
    static constexpr int MaxRanks = 100;

    explicit SemaphoreRankChart(QWidget *parent = nullptr);

    // A SemaphoreMembersModel (ranks in row order).
    void setModel(QAbstractItemModel *model);
    // What the bars measure (the axis title) and the limit, if known; redrawn with the bars.
    void setMeasure(const QString &axisTitle, std::optional<qint64> limit, qint64 totalMembers);

    // For tests: what was drawn last.
    int barCount() const { return m_drawnBars; }
    QString titleText() const;
    bool showsLimitLine() const;
    // The limit's label ("limit 4"), in the chart's coordinates: inside the plot area.
    QRectF limitLabelRect() const;
    QString limitLabelText() const;
    QValueAxis *valueAxis() const { return m_axisY; }
    const ChartEmptyMessage *emptyMessage() const { return m_empty; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void scheduleRedraw();
    void redraw();
    void applyPalette();
    void placeLimitLabel();

    QAbstractItemModel *m_model = nullptr;
    QTimer m_frame;
    QStackedBarSeries *m_bars;
    QBarSet *m_live;
    QBarSet *m_beyond;
    QBarSet *m_expired;
    QLineSeries *m_limitLine;
    QGraphicsRectItem *m_limitBox = nullptr;        // the label's patch of background
    QGraphicsSimpleTextItem *m_limitText = nullptr; // "limit N"
    ChartEmptyMessage *m_empty = nullptr;
    QBarCategoryAxis *m_axisX;
    QValueAxis *m_axisY;
    QString m_axisTitle;
    std::optional<qint64> m_limit;
    qint64 m_total = 0;
    int m_drawnBars = 0;
};
