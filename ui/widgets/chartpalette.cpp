#include "chartpalette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QLegend>

ChartPalette::ChartPalette(const QPalette &palette)
    : m_palette(palette)
{}

QColor ChartPalette::primary() const
{
    return m_palette.color(QPalette::Highlight);
}

QColor ChartPalette::secondary() const
{
    QColor colour = m_palette.color(QPalette::Text);
    colour.setAlphaF(0.6f);
    return colour;
}

bool ChartPalette::isDark() const
{
    return m_palette.color(QPalette::Base).lightness() < 128;
}

QColor ChartPalette::alarm() const
{
    return QColor::fromHsl(0, 200, isDark() ? 150 : 110);
}

QColor ChartPalette::fault() const
{
    return QColor::fromHsl(33, 230, isDark() ? 140 : 115);
}

QColor ChartPalette::positive() const
{
    return QColor::fromHsl(145, 150, isDark() ? 130 : 90);
}

void ChartPalette::apply(QChartView *view) const
{
    const QColor text = m_palette.color(QPalette::Text);
    const QColor grid = m_palette.color(QPalette::Mid);
    QChart *chart = view->chart();
    chart->setBackgroundBrush(m_palette.color(QPalette::Base));
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
    view->setBackgroundBrush(m_palette.color(QPalette::Window));
}
