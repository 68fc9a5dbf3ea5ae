#include "semaphorerankchart.h"

#include "primitivestate.h"
#include "semaphoremembersmodel.h"

#include "chartemptymessage.h"
#include "chartpalette.h"
#include "niceaxis.h"

#include <QAbstractItemModel>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

SemaphoreRankChart::SemaphoreRankChart(QWidget *parent)
    : QChartView(parent)
    , m_bars(new QStackedBarSeries)
    , m_live(new QBarSet(tr("Holder")))
    , m_beyond(new QBarSet(tr("Beyond limit")))
    , m_expired(new QBarSet(tr("Expired")))
    , m_limitLine(new QLineSeries)
    , m_axisX(new QBarCategoryAxis)
    , m_axisY(new QValueAxis)
{
    setObjectName(QStringLiteral("semaphoreRankChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(300, 180); // room for whole labels: ticks, titles, the legend
    auto *c = chart();
    c->setAnimationOptions(QChart::NoAnimation); // live data: no per-tick animations
    c->legend()->setAlignment(Qt::AlignBottom);
    m_bars->append(m_live);
    m_bars->append(m_beyond);
    m_bars->append(m_expired);
    m_bars->setBarWidth(0.8);
    c->addSeries(m_bars);
    c->addSeries(m_limitLine);
    // Labelled in the plot instead: the legend says only what the bars' colours mean, in a
    // chart as narrow as 300 px.
    for (QLegendMarker *marker : c->legend()->markers(m_limitLine))
        marker->setVisible(false);
    // The limit's label: at the top of the plot, beside its line, on a patch of the background
    // so that it reads over the bars.
    m_limitBox = new QGraphicsRectItem(c);
    m_limitBox->setPen(Qt::NoPen);
    m_limitBox->setZValue(50);
    m_limitText = new QGraphicsSimpleTextItem(m_limitBox);
    m_limitBox->hide();
    connect(c, &QChart::plotAreaChanged, this, &SemaphoreRankChart::placeLimitLabel);
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);
    NiceAxis::follow(c, m_axisY);
    NiceAxis::follow(c, m_axisX);
    m_bars->attachAxis(m_axisX);
    m_bars->attachAxis(m_axisY);
    m_limitLine->attachAxis(m_axisX);
    m_limitLine->attachAxis(m_axisY);
    m_axisX->setTitleText(tr("Rank"));
    m_axisY->setLabelFormat(QStringLiteral("%.1f"));
    m_empty = new ChartEmptyMessage(this, tr("No members"));
    m_frame.setSingleShot(true);
    m_frame.setInterval(16);
    connect(&m_frame, &QTimer::timeout, this, &SemaphoreRankChart::redraw);
    applyPalette();
    redraw();
}

void SemaphoreRankChart::setModel(QAbstractItemModel *model)
{
    if (m_model)
        m_model->disconnect(this);
    m_model = model;
    if (model) {
        for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
            connect(model, signal, this, &SemaphoreRankChart::scheduleRedraw);
        connect(model, &QAbstractItemModel::dataChanged, this, &SemaphoreRankChart::scheduleRedraw);
        connect(model, &QAbstractItemModel::modelReset, this, &SemaphoreRankChart::scheduleRedraw);
        connect(model, &QAbstractItemModel::layoutChanged, this,
                &SemaphoreRankChart::scheduleRedraw);
    }
    scheduleRedraw();
}

void SemaphoreRankChart::setMeasure(const QString &axisTitle, std::optional<qint64> limit,
                                    qint64 totalMembers)
{
    if (axisTitle == m_axisTitle && limit == m_limit && totalMembers == m_total)
        return;
    m_axisTitle = axisTitle;
    m_limit = limit;
    m_total = totalMembers;
    scheduleRedraw();
}

QString SemaphoreRankChart::titleText() const
{
    return chart()->title();
}

bool SemaphoreRankChart::showsLimitLine() const
{
    return m_limitLine->count() == 2;
}

void SemaphoreRankChart::scheduleRedraw()
{
    if (!m_frame.isActive())
        m_frame.start();
}

void SemaphoreRankChart::redraw()
{
    const int rows = m_model ? qMin(m_model->rowCount(), MaxRanks) : 0;
    QList<qreal> live(rows, 0), beyond(rows, 0), expired(rows, 0);
    QStringList categories;
    categories.reserve(rows);
    qreal low = 0;
    qreal high = 0;
    for (int r = 0; r < rows; ++r) {
        const QModelIndex index = m_model->index(r, 0);
        const qreal value = index.data(SemaphoreMembersModel::ChartValueRole).toDouble();
        const auto flag = StateEntry::Flag(index.data(SemaphoreMembersModel::FlagRole).toInt());
        (flag == StateEntry::Flag::Expired       ? expired
         : flag == StateEntry::Flag::BeyondLimit ? beyond
                                                 : live)[r] = value;
        categories << QString::number(r);
        low = qMin(low, value);
        high = qMax(high, value);
    }
    if (high <= low)
        high = low + 1;
    // An expired member's time left is a little below zero, next to leases of minutes: give
    // it a sliver of height so it shows at all (the table has the exact value).
    const qreal sliver = (high - low) * 0.02;
    for (int r = 0; r < rows; ++r)
        if (expired[r] != 0 && qAbs(expired[r]) < sliver)
            expired[r] = expired[r] < 0 ? -sliver : sliver;
    if (rows > 0)
        low = qMin(low, *std::min_element(expired.cbegin(), expired.cend()));
    // One replace per set per frame; the categories only when they changed.
    for (auto [set, values] :
         {std::pair{m_live, &live}, std::pair{m_beyond, &beyond}, std::pair{m_expired, &expired}}) {
        if (set->count() > 0)
            set->remove(0, set->count());
        set->append(*values);
    }
    if (m_axisX->categories() != categories) {
        m_axisX->clear();
        if (!categories.isEmpty())
            m_axisX->append(categories);
    }
    bool integral = true;
    for (const QList<qreal> *values : {&live, &beyond, &expired})
        for (qreal v : *values)
            integral = integral && v == qRound64(v);
    // A sliver below zero (an expired member) stays a sliver: not widened to a whole tick.
    NiceAxis::setRange(m_axisY, low, high, integral, low >= 0);
    m_axisY->setTitleText(m_axisTitle);
    if (m_limit && *m_limit > 0 && *m_limit <= rows) {
        const qreal x = qreal(*m_limit) - 0.5;
        m_limitLine->replace({QPointF(x, m_axisY->min()), QPointF(x, m_axisY->max())});
        m_limitText->setText(tr("limit %1").arg(*m_limit));
    } else {
        m_limitLine->clear();
    }
    // The measure and its unit in the title too: a short chart has no room for the axis' title.
    QString title = tr("%1 by rank").arg(m_axisTitle.isEmpty() ? tr("Members") : m_axisTitle);
    if (m_total > rows && rows > 0)
        title = tr("%1, first %2 of %3")
                    .arg(m_axisTitle.isEmpty() ? tr("Members") : m_axisTitle)
                    .arg(rows)
                    .arg(m_total);
    chart()->setTitle(title);
    m_empty->setShown(rows == 0);
    m_drawnBars = rows;
    placeLimitLabel();
}

void SemaphoreRankChart::placeLimitLabel()
{
    const int ranks = int(m_axisX->count());
    m_limitBox->setVisible(showsLimitLine() && ranks > 0);
    if (!m_limitBox->isVisible())
        return;
    // The line sits between ranks limit - 1 and limit: limit / ranks of the way across.
    const QRectF plot = chart()->plotArea();
    const double lineX = plot.left() + plot.width() * double(*m_limit) / ranks;
    const QRectF text = m_limitText->boundingRect();
    const QRectF box(0, 0, text.width() + 6, text.height() + 2);
    double left = lineX + 4; // right of the line, or left of it at the right edge
    if (left + box.width() > plot.right())
        left = lineX - 4 - box.width();
    left = qBound(plot.left(), left, plot.right() - box.width());
    m_limitBox->setRect(box);
    m_limitText->setPos(3, 1);
    m_limitBox->setPos(left, plot.top() + 2);
}

QRectF SemaphoreRankChart::limitLabelRect() const
{
    return m_limitBox->isVisible() ? m_limitBox->mapRectToParent(m_limitBox->rect()) : QRectF();
}

QString SemaphoreRankChart::limitLabelText() const
{
    return m_limitBox->isVisible() ? m_limitText->text() : QString();
}

void SemaphoreRankChart::applyPalette()
{
    const QPalette p = palette();
    ChartPalette(p).apply(this);
    chart()->setBackgroundRoundness(0);
    const struct
    {
        QBarSet *set;
        StateEntry::Flag flag;
    } sets[] = {{m_live, StateEntry::Flag::None},
                {m_beyond, StateEntry::Flag::BeyondLimit},
                {m_expired, StateEntry::Flag::Expired}};
    for (const auto &[set, flag] : sets) {
        const QColor c = SemaphoreMembersModel::flagColor(flag, p);
        set->setColor(c);
        set->setBorderColor(c.darker(120));
    }
    QPen limitPen(p.color(QPalette::Text));
    limitPen.setWidth(2);
    limitPen.setStyle(Qt::DashLine);
    m_limitLine->setPen(limitPen);
    QColor patch = p.color(QPalette::Base);
    patch.setAlpha(220);
    m_limitBox->setBrush(patch);
    m_limitText->setBrush(p.color(QPalette::Text));
}

void SemaphoreRankChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}
