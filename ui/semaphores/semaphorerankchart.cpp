#include "semaphorerankchart.h"

#include "primitivestate.h"
#include "semaphoremembersmodel.h"

#include "niceaxis.h"

#include <QAbstractItemModel>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
#include <QFontMetrics>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
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
    , m_limitLabel(new QScatterSeries)
    , m_axisX(new QBarCategoryAxis)
    , m_axisY(new QValueAxis)
{
    setObjectName(QStringLiteral("semaphoreRankChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
    auto *c = chart();
    c->setAnimationOptions(QChart::NoAnimation); // live data: no per-tick animations
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(4, 4, 4, 4));
    m_bars->append(m_live);
    m_bars->append(m_beyond);
    m_bars->append(m_expired);
    m_bars->setBarWidth(0.8);
    c->addSeries(m_bars);
    c->addSeries(m_limitLine);
    c->addSeries(m_limitLabel);
    m_limitLabel->setMarkerSize(1);
    m_limitLabel->setPointLabelsVisible(true);
    m_limitLabel->setPointLabelsClipping(false);
    for (QLegendMarker *marker : c->legend()->markers(m_limitLabel))
        marker->setVisible(false);
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);
    NiceAxis::follow(c, m_axisY);
    NiceAxis::follow(c, m_axisX);
    m_bars->attachAxis(m_axisX);
    m_bars->attachAxis(m_axisY);
    m_limitLine->attachAxis(m_axisX);
    m_limitLine->attachAxis(m_axisY);
    m_limitLabel->attachAxis(m_axisX);
    m_limitLabel->attachAxis(m_axisY);
    m_axisX->setTitleText(tr("Rank"));
    m_axisY->setLabelFormat(QStringLiteral("%.1f"));
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
    // The limit's label is centred on its line: at the last rank half of it would stick out of
    // the chart, so the right margin makes room for it.
    const int labelHalf = QFontMetrics(m_limitLabel->pointLabelsFont())
                                  .horizontalAdvance(tr("limit %1").arg(m_limit.value_or(0))) /
                              2 +
                          6;
    chart()->setMargins(QMargins(4, 4, m_limit && *m_limit >= rows ? qMax(4, labelHalf) : 4, 4));
    m_axisY->setTitleText(m_axisTitle);
    if (m_limit && *m_limit > 0 && *m_limit <= rows) {
        const qreal x = qreal(*m_limit) - 0.5;
        m_limitLine->replace({QPointF(x, m_axisY->min()), QPointF(x, m_axisY->max())});
        m_limitLine->setName(tr("Limit %1").arg(*m_limit));
        m_limitLabel->setPointLabelsFormat(tr("limit %1").arg(*m_limit));
        m_limitLabel->replace({QPointF(x, m_axisY->max())});
    } else {
        m_limitLine->clear();
        m_limitLabel->clear();
        m_limitLine->setName(m_limit ? tr("Limit %1 (past the last rank)").arg(*m_limit)
                                     : tr("Limit unknown"));
    }
    QString title = tr("Members by rank");
    if (m_total > rows && rows > 0)
        title = tr("Members by rank: the first %1 of %2").arg(rows).arg(m_total);
    chart()->setTitle(title);
    m_drawnBars = rows;
}

void SemaphoreRankChart::applyPalette()
{
    const QPalette p = palette();
    auto *c = chart();
    c->setBackgroundBrush(p.brush(QPalette::Base));
    c->setBackgroundRoundness(0);
    c->setTitleBrush(p.brush(QPalette::Text));
    c->legend()->setLabelColor(p.color(QPalette::Text));
    setBackgroundBrush(p.brush(QPalette::Window));
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_axisX), static_cast<QAbstractAxis *>(m_axisY)}) {
        axis->setLabelsColor(p.color(QPalette::Text));
        axis->setTitleBrush(p.brush(QPalette::Text));
        axis->setGridLineColor(p.color(QPalette::Mid));
        axis->setLinePenColor(p.color(QPalette::Mid));
    }
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
    m_limitLabel->setColor(p.color(QPalette::Text));
    m_limitLabel->setBorderColor(p.color(QPalette::Text));
    m_limitLabel->setPointLabelsColor(p.color(QPalette::Text));
}

void SemaphoreRankChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}
