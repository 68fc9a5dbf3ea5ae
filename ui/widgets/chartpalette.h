#pragma once

#include <QColor>
#include <QPalette>

class QChartView;

// A chart's colours taken from the widget's palette, so charts follow the system's light and
// dark themes: the chart's background, title, legend and axes in the palette's text and grid
// colours, and a primary and a secondary series colour. A chart applies it on construction and
// on every QEvent::PaletteChange.
class ChartPalette
{
public:
    explicit ChartPalette(const QPalette &palette);

    QColor primary() const;   // the highlight: the series that matters most
    QColor secondary() const; // the text colour, faded
    // Signal colours as light or dark as the background needs to read on it: a bad thing
    // (overdue, a violation), a fault injected, a good thing (an enqueue).
    QColor alarm() const;
    QColor fault() const;
    QColor positive() const;
    bool isDark() const; // a dark background (Base)
    // Background, title, legend and every axis of the view's chart.
    void apply(QChartView *view) const;

private:
    QPalette m_palette;
};
