// Charts people can read at the window's sizes (issue 23, defect 4): no tick label, title or
// legend entry elided to "…" at any size a layout can give them (their least size up), the
// semaphore chart's axis on its data and its limit's label inside the plot, a message where
// there is no data, ticks drawn by hand that do not run into each other, colours from the
// palette, a dark one too.
#include "autocompletelatencychart.h"
#include "chartemptymessage.h"
#include "chartpalette.h"
#include "delayedschedulechart.h"
#include "limitertrafficchart.h"
#include "locktimelinechart.h"
#include "playgroundcharts.h"
#include "playgroundgantt.h"
#include "playgroundratebins.h"
#include "primitivestate.h"
#include "semaphoremembersmodel.h"
#include "semaphorerankchart.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QStandardItemModel>
#include <QTest>
#include <QValueAxis>

#include <memory>

namespace {
// A chart as a test sees it: the widget, the chart views in it and the message each shows
// without data.
struct Subject
{
    std::unique_ptr<QWidget> widget;
    QList<QChartView *> views;
    QList<const ChartEmptyMessage *> empty;
    std::unique_ptr<QStandardItemModel> model; // the semaphore chart's members
};

// Members as the semaphore members model gives them: two expired (a little below zero) and two
// holders with about half an hour left.
std::unique_ptr<QStandardItemModel> members(const QList<std::pair<double, StateEntry::Flag>> &rows)
{
    auto model = std::make_unique<QStandardItemModel>(int(rows.size()), 1);
    for (int r = 0; r < rows.size(); ++r) {
        const QModelIndex index = model->index(r, 0);
        model->setData(index, rows.at(r).first, SemaphoreMembersModel::ChartValueRole);
        model->setData(index, int(rows.at(r).second), SemaphoreMembersModel::FlagRole);
    }
    return model;
}

const QList<std::pair<double, StateEntry::Flag>> DemoMembers = {{-9.7, StateEntry::Flag::Expired},
                                                                {-9.7, StateEntry::Flag::Expired},
                                                                {1790, StateEntry::Flag::None},
                                                                {1790, StateEntry::Flag::None}};

PlaygroundEvent event(qint64 ms, int client, PlaygroundEvent::Kind kind)
{
    PlaygroundEvent e;
    e.timeUs = 1'000'000'000 + ms * 1000;
    e.client = client;
    e.kind = kind;
    e.resource = QStringLiteral("orders");
    return e;
}

Subject make(const QString &name, bool withData)
{
    Subject s;
    if (name == QLatin1String("limiter")) {
        auto *chart = new LimiterTrafficChart;
        s.widget.reset(chart);
        s.views << chart;
        s.empty << chart->emptyMessage();
        if (withData)
            chart->addDecisions(5, 15); // 20 requests sent at once: 0.25 s is a tick, not 0.3
    } else if (name == QLatin1String("autocomplete")) {
        auto *chart = new AutocompleteLatencyChart;
        s.widget.reset(chart);
        s.views << chart;
        s.empty << chart->emptyMessage();
        if (withData) {
            for (int i = 0; i < 12; ++i)
                chart->addQuery(i % 3 == 0, 180 + 97 * i);
        }
    } else if (name == QLatin1String("semaphore")) {
        auto *chart = new SemaphoreRankChart;
        s.widget.reset(chart);
        s.views << chart;
        s.empty << chart->emptyMessage();
        s.model = members(withData ? DemoMembers : QList<std::pair<double, StateEntry::Flag>>());
        chart->setModel(s.model.get());
        chart->setMeasure(QStringLiteral("Time left (s)"), 4, withData ? 4 : 0);
    } else if (name == QLatin1String("delayed")) {
        auto *chart = new DelayedScheduleChart;
        s.widget.reset(chart);
        s.views << chart;
        s.empty << chart->emptyMessage();
        if (withData) {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            QList<qint64> due;
            for (int i = 0; i < 23; ++i)
                due << now - 40'000 + i * i * 1200;
            chart->setItems(due, now, due.size());
        }
    } else if (name == QLatin1String("playground")) {
        auto *charts = new PlaygroundCharts;
        s.widget.reset(charts);
        s.views = charts->findChildren<QChartView *>();
        s.empty = charts->emptyMessages();
        PlaygroundRateBins bins;
        if (withData) {
            QList<PlaygroundEvent> events;
            for (int i = 0; i < 20; ++i) {
                const int client = i % 4;
                events << event(i * 100, client, PlaygroundEvent::Kind::Attempt)
                       << event(i * 100 + 7 + 13 * (i % 5), client, PlaygroundEvent::Kind::Granted)
                       << event(i * 100 + 90, client, PlaygroundEvent::Kind::Released);
            }
            bins.add(events);
        }
        charts->plot(bins);
    }
    return s;
}

// The text of every visible text item of the view's scene that was cut short.
QStringList elidedTexts(QChartView *view)
{
    QStringList elided;
    const QList<QGraphicsItem *> items = view->scene()->items();
    for (QGraphicsItem *item : items) {
        if (!item->isVisible())
            continue;
        QString text;
        if (auto *rich = qgraphicsitem_cast<QGraphicsTextItem *>(item))
            text = rich->toPlainText();
        else if (auto *simple = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item))
            text = simple->text();
        if (text.contains(QLatin1String("...")) || text.contains(QChar(0x2026)))
            elided << text;
    }
    return elided;
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2e));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x20));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x58));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xdb));
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    return p;
}

const QStringList ChartNames = {QStringLiteral("limiter"), QStringLiteral("autocomplete"),
                                QStringLiteral("semaphore"), QStringLiteral("delayed"),
                                QStringLiteral("playground")};
} // namespace

class TestCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noTextIsElided_data();
    void noTextIsElided();
    void anEmptyChartSaysSo_data();
    void anEmptyChartSaysSo();
    void semaphoreAxisCoversItsDataAndLittleMore();
    void semaphoreLimitLabelIsInsideThePlot_data();
    void semaphoreLimitLabelIsInsideThePlot();
    void chartsTakeTheirColoursFromThePalette_data();
    void chartsTakeTheirColoursFromThePalette();
    void ganttTickLabelsFitBetweenTicks_data();
    void ganttTickLabelsFitBetweenTicks();
    void lockTimelineTickLabelsFitBetweenTicks();
};

void TestCharts::noTextIsElided_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("withData");
    // The least size a layout gives them (the window at 1024x700), what they get in the window
    // at its default 1400x900 (a side panel, a wide strip), and more.
    const QList<QSize> sizes = {QSize(0, 0), QSize(340, 170), QSize(360, 280), QSize(1000, 160),
                                QSize(1300, 420)};
    for (const QString &chart : ChartNames)
        for (const QSize &size : sizes)
            for (const bool withData : {true, false})
                QTest::addRow("%s %dx%d%s", qPrintable(chart), size.width(), size.height(),
                              withData ? "" : " empty")
                    << chart << size << withData;
}

void TestCharts::noTextIsElided()
{
    QFETCH(QString, chart);
    QFETCH(QSize, size);
    QFETCH(bool, withData);
    Subject s = make(chart, withData);
    s.widget->resize(size.expandedTo(s.widget->minimumSizeHint()));
    s.widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(s.widget.get()));
    QTest::qWait(150); // the next frame's redraw, then the layouts it asks for
    for (QChartView *view : std::as_const(s.views)) {
        const QStringList elided = elidedTexts(view);
        QVERIFY2(elided.isEmpty(), qPrintable(QStringLiteral("%1 at %2x%3: %4")
                                                  .arg(view->chart()->title())
                                                  .arg(view->width())
                                                  .arg(view->height())
                                                  .arg(elided.join(QStringLiteral(" | ")))));
        // And the value axes have ticks to read: at least two, on whole steps.
        for (QAbstractAxis *a : view->chart()->axes()) {
            auto *axis = qobject_cast<QValueAxis *>(a);
            if (!axis || !axis->isVisible() || axis->tickType() != QValueAxis::TicksDynamic)
                continue;
            QVERIFY2(axis->max() - axis->min() >= axis->tickInterval() * 0.999,
                     qPrintable(axis->titleText()));
        }
    }
}

void TestCharts::anEmptyChartSaysSo_data()
{
    QTest::addColumn<QString>("chart");
    for (const QString &chart : ChartNames)
        QTest::newRow(qPrintable(chart)) << chart;
}

void TestCharts::anEmptyChartSaysSo()
{
    QFETCH(QString, chart);
    for (const bool withData : {false, true}) {
        Subject s = make(chart, withData);
        s.widget->resize(s.widget->minimumSizeHint().expandedTo(QSize(400, 240)));
        s.widget->show();
        QVERIFY(QTest::qWaitForWindowExposed(s.widget.get()));
        QTest::qWait(100);
        QCOMPARE(s.empty.size(), s.views.size());
        for (int i = 0; i < s.views.size(); ++i) {
            const ChartEmptyMessage *empty = s.empty.at(i);
            QCOMPARE(empty->isShown(), !withData);
            QVERIFY(!empty->text().isEmpty());
            if (!withData) { // centred on the plot, inside it
                const QRectF plot = s.views.at(i)->chart()->plotArea();
                QVERIFY2(plot.contains(empty->rect()), qPrintable(empty->text()));
                QVERIFY(qAbs(empty->rect().center().x() - plot.center().x()) < 2);
            }
        }
    }
}

// The demo's members: two expired 9.7 s ago, two with 1790 s left. The axis ran from -75 to
// 1898 (10% headroom over the data, a 2% sliver under it, no nice numbers below zero); now it
// stops at the next round number above the data and keeps only the sliver below zero.
void TestCharts::semaphoreAxisCoversItsDataAndLittleMore()
{
    Subject s = make(QStringLiteral("semaphore"), true);
    auto *chart = static_cast<SemaphoreRankChart *>(s.widget.get());
    chart->resize(360, 240);
    chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(chart));
    QTRY_COMPARE(chart->barCount(), 4);
    const QValueAxis *axis = chart->valueAxis();
    QVERIFY2(axis->min() < 0 && axis->min() >= -0.05 * 1790,
             qPrintable(QString::number(axis->min())));
    QVERIFY(axis->max() >= 1790);
    QCOMPARE(axis->max(), 2000.0);
    QCOMPARE(std::fmod(axis->tickInterval(), 100.0), 0.0);
    QCOMPARE(axis->tickAnchor(), 0.0);
    QVERIFY(chart->titleText().contains(QStringLiteral("Time left (s)")));
}

void TestCharts::semaphoreLimitLabelIsInsideThePlot_data()
{
    QTest::addColumn<int>("limit");
    QTest::addColumn<QSize>("size");
    for (const QSize &size : {QSize(300, 180), QSize(420, 260), QSize(900, 300)}) {
        for (const int limit : {1, 2, 4})
            QTest::addRow("limit %d at %dx%d", limit, size.width(), size.height()) << limit << size;
    }
}

// "limit 4" at the last rank was centred on the plot's right edge: half of it stuck out.
void TestCharts::semaphoreLimitLabelIsInsideThePlot()
{
    QFETCH(int, limit);
    QFETCH(QSize, size);
    Subject s = make(QStringLiteral("semaphore"), true);
    auto *chart = static_cast<SemaphoreRankChart *>(s.widget.get());
    chart->setMeasure(QStringLiteral("Time left (s)"), limit, 4);
    chart->resize(size.expandedTo(chart->minimumSizeHint()));
    chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(chart));
    QTRY_VERIFY(chart->showsLimitLine());
    QTest::qWait(50);
    QCOMPARE(chart->limitLabelText(), QStringLiteral("limit %1").arg(limit));
    const QRectF label = chart->limitLabelRect();
    const QRectF plot = chart->chart()->plotArea();
    QVERIFY(!label.isEmpty());
    QVERIFY2(plot.contains(label), qPrintable(QStringLiteral("label %1,%2 %3x%4 plot %5,%6 %7x%8")
                                                  .arg(label.x())
                                                  .arg(label.y())
                                                  .arg(label.width())
                                                  .arg(label.height())
                                                  .arg(plot.x())
                                                  .arg(plot.y())
                                                  .arg(plot.width())
                                                  .arg(plot.height())));
    // Beside its line, not across it.
    const double lineX = plot.left() + plot.width() * limit / 4.0;
    QVERIFY(label.right() <= lineX || label.left() >= lineX);
}

void TestCharts::chartsTakeTheirColoursFromThePalette_data()
{
    anEmptyChartSaysSo_data();
}

void TestCharts::chartsTakeTheirColoursFromThePalette()
{
    QFETCH(QString, chart);
    Subject s = make(chart, true);
    for (const QPalette &palette : {darkPalette(), QPalette(Qt::white, Qt::white)}) {
        const QPalette p = palette.resolve(s.widget->palette());
        s.widget->setPalette(p); // a QEvent::PaletteChange, as a theme change sends
        for (QChartView *view : std::as_const(s.views)) {
            QChart *c = view->chart();
            QCOMPARE(c->backgroundBrush().color(), p.color(QPalette::Base));
            QCOMPARE(c->titleBrush().color(), p.color(QPalette::Text));
            QCOMPARE(c->legend()->labelColor(), p.color(QPalette::Text));
            for (QAbstractAxis *axis : c->axes()) {
                QCOMPARE(axis->labelsBrush().color(), p.color(QPalette::Text));
                QCOMPARE(axis->titleBrush().color(), p.color(QPalette::Text));
                QCOMPARE(axis->gridLinePen().color(), p.color(QPalette::Mid));
            }
        }
    }
    // The signal colours read on either background: darker on a light one.
    const ChartPalette dark(darkPalette());
    const ChartPalette light(QPalette(Qt::white, Qt::white));
    QVERIFY(dark.isDark());
    QVERIFY(!light.isDark());
    for (auto colour : {&ChartPalette::alarm, &ChartPalette::fault, &ChartPalette::positive})
        QVERIFY((dark.*colour)().lightness() > (light.*colour)().lightness());
}

void TestCharts::ganttTickLabelsFitBetweenTicks_data()
{
    QTest::addColumn<qint64>("spanUs");
    QTest::addColumn<int>("widthPx");
    for (const qint64 span : {qint64(1'000'000), qint64(2'000'000), qint64(7'300'000),
                              qint64(95'000'000), qint64(3'600'000'000)}) {
        for (const int width : {300, 540, 900, 1300})
            QTest::addRow("%lld us on %d px", span, width) << span << width;
    }
}

// At 1024x700 the Gantt's 20 ticks of "0.0 s" ran into each other.
void TestCharts::ganttTickLabelsFitBetweenTicks()
{
    QFETCH(qint64, spanUs);
    QFETCH(int, widthPx);
    const QFontMetricsF fm(QFont{});
    const NiceAxis::Ticks ticks = PlaygroundGantt::axisTicks(spanUs, widthPx, fm);
    const double spanS = double(spanUs) / 1e6;
    int drawn = 0;
    double widest = 0;
    for (int k = 0; k < ticks.count() && ticks.min + k * ticks.step <= spanS + 1e-9; ++k) {
        widest = std::max(
            widest, fm.horizontalAdvance(QStringLiteral("%1 s").arg(ticks.label(k * ticks.step))));
        ++drawn;
    }
    QVERIFY(drawn >= 2);
    const double apart = widthPx * ticks.step / spanS;
    QVERIFY2(widest + 8 <= apart,
             qPrintable(QStringLiteral("%1 px labels %2 px apart").arg(widest).arg(apart)));
    QVERIFY(ticks.step * 1e6 >= double(PlaygroundGantt::axisStepUs(spanUs)) - 1);
    // Labels exact to the step: 0.25 s shows as 0.25 s.
    QCOMPARE(ticks.label(ticks.step).toDouble(), ticks.step);
}

void TestCharts::lockTimelineTickLabelsFitBetweenTicks()
{
    for (const int width : {420, 640, 1000}) {
        for (const qint64 windowMs : {qint64(60'000), qint64(120'000), qint64(600'000)}) {
            LockTimelineChart chart;
            chart.resize(width, 200);
            chart.setTracks({}, 1'000'000, windowMs);
            const NiceAxis::Ticks ticks = chart.axisTicks();
            const QFontMetricsF fm(chart.font());
            const double widest = fm.horizontalAdvance(
                QStringLiteral("−%1 s").arg(ticks.label(double(windowMs) / 1000)));
            // The plot is the chart less the row labels and margins (at least 130 + 36 px).
            const double apart = (width - 166) * ticks.step / (double(windowMs) / 1000);
            QVERIFY2(widest + 8 <= apart,
                     qPrintable(QStringLiteral("%1 px: %2 px labels %3 px apart")
                                    .arg(width)
                                    .arg(widest)
                                    .arg(apart)));
            QVERIFY(ticks.count() >= 2);
        }
    }
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
